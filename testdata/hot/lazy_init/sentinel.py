"""A sentinel the guarded body replaces, `if Cls.LOCAL_SIZE == 0: Cls.LOCAL_SIZE = ...` (tutel's
all-to-all reading its environment once) or `== -1`, runs once. A count tested against 0 and
not set in the body runs whenever it is 0."""
import os
import time

import torch


class AllToAll(torch.autograd.Function):
    LOCAL_SIZE = 0

    @staticmethod
    def forward(ctx, x):
        if AllToAll.LOCAL_SIZE == 0:
            AllToAll.LOCAL_SIZE = int(os.environ.get("LOCAL_SIZE", 1))
            print("LOCAL_SIZE", AllToAll.LOCAL_SIZE)  # COLD
        return x * AllToAll.LOCAL_SIZE


class Counter:
    def __init__(self):
        self.seen = 0
        self.rank = -1

    def step(self, x):
        if self.rank == -1:
            self.rank = int(os.environ.get("RANK", 0))
            print("rank", self.rank)  # COLD
        if self.seen == 0:
            print("empty")  # HOT root=timer in_loop conditional chain=run>Counter.step
        return x


def run(x, steps):
    c = Counter()
    t0 = time.perf_counter()
    for _ in range(steps):
        x = AllToAll.apply(x)
        c.step(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
