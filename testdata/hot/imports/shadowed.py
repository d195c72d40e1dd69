"""`import torch` is the library even though pkg/strategies/torch.py exists in the tree."""
import time

import torch


def run(x):
    t0 = time.perf_counter()
    for _ in range(10):
        y = torch.empty(16, device="cuda")  # HOT root=timer in_loop chain=run
        torch.save(y, "/tmp/y.pt")  # HOT root=timer in_loop chain=run
    torch.cuda.synchronize()
    return time.perf_counter() - t0
