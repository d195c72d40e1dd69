"""`typing.cast(T, x)` hands back x: the instance keeps its class (fairscale's OSS benchmark casts
its sharded optimizer to `torch.optim.Optimizer`, whose `step()` syncs every iteration)."""
import time
import typing
from typing import cast

import torch


class ShardedOpt:
    def step(self):
        torch.cuda.synchronize()  # HOT root=timer in_loop chain=train>ShardedOpt.step


class Other:
    def step(self):
        return torch.zeros(4, device="cuda")  # HOT root=timer in_loop chain=train>Other.step


def train(model, x, steps):
    optimizer = ShardedOpt()
    optimizer = cast(torch.optim.Optimizer, optimizer)
    other = typing.cast(typing.Any, Other())
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(steps):
        model(x).sum().backward()
        optimizer.step()
        other.step()
    torch.cuda.synchronize()
    return time.perf_counter() - t0
