"""An instance built as exactly one class (`model = Base()`) runs that class's methods through
`self.m()`, not the overrides of its subclasses (FlexGen's OptLM reached DistOptLM's loop with
its barriers). An instance of unknown class still reaches the overrides."""
import time

import torch
import torch.distributed as dist


class Base:
    def generate(self, x):
        self.loop(x)
        return x

    def loop(self, x):
        for _ in range(4):
            x = x + 1


class Dist(Base):
    def loop(self, x):
        for _ in range(4):
            x = x + 1
            torch.cuda.synchronize()  # HOT root=timer in_loop chain=run_any>Base.generate>Dist.loop
        dist.barrier()  # HOT root=timer in_loop chain=run_any>Base.generate>Dist.loop


def run(x):
    model = Base()
    tic = time.time()
    for _ in range(3):
        model.generate(x)
    return time.time() - tic


def run_any(model: Base, x):
    tic = time.time()
    for _ in range(3):
        model.generate(x)
    return time.time() - tic
