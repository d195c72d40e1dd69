"""Intel XPU, Ascend NPU and Apple MPS benchmarks sync their device the same way: each is HL201
inside a timed loop, and each brackets the end read like torch.cuda.synchronize()."""
import time

import torch


def run(model, x, n):
    torch.xpu.synchronize()
    t0 = time.perf_counter()
    for _ in range(n):
        model(x)
        torch.xpu.synchronize()  # EXPECT: HL201
        torch.npu.synchronize()  # EXPECT: HL201
        torch.mps.synchronize()  # EXPECT: HL201
    torch.xpu.synchronize()  # brackets the end read
    return time.perf_counter() - t0
