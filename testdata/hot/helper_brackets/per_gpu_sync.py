"""A loop that synchronizes every GPU right before the end read brackets it, like one sync
(Triton-distributed's multi-GPU flash-comm tests)."""
import time

import torch


def bench(fn, x, gpus, reps=10):
    for g in gpus:
        torch.cuda.synchronize(g)
    t0 = time.perf_counter()
    for _ in range(reps):
        fn(x)
        for g in gpus:
            torch.cuda.synchronize(g)  # HOT root=timer in_loop
        fn(x)
    for g in gpus:
        torch.cuda.synchronize(g)  # COLD
    return (time.perf_counter() - t0) / reps
