"""A host timer inside a warm-up function bounds the warm-up (quack's `_gpu_warmup`: `while
time.time() - t0 < target:` saturates the GPU to a thermal steady state before benchmarking):
nothing is measured, so nothing in it is timed. The same budget loop in a benchmark function is
a throughput measurement and stays timed."""
import time

import torch


def _gpu_warmup(duration_ms=200):
    a = torch.randn(4096, 4096, device="cuda", dtype=torch.bfloat16)
    torch.cuda.synchronize()
    target = duration_ms / 1000
    t0 = time.time()
    while time.time() - t0 < target:
        for _ in range(100):
            a = a @ a
        torch.cuda.synchronize()  # COLD


def throughput(fn, x, seconds=1.0):
    n = 0
    t0 = time.time()
    while time.time() - t0 < seconds:
        fn(x)
        torch.cuda.synchronize()  # HOT root=timer in_loop chain=throughput
        n += 1
    return n / seconds
