import time

import numpy as np
import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, 1024, device="cuda")
        self.out = torch.empty_like(self.x)  # setup is cold

    def benchmark_fn(self):
        out = torch.empty_like(self.x)  # EXPECT: HL401 `torch.empty_like(...)`
        acc = torch.zeros(1024, device="cuda")  # EXPECT: HL401
        idx = torch.arange(0, 1024, device=self.x.device)  # EXPECT: HL401
        buf = self.x.new_zeros((4, 4))  # EXPECT: HL401
        return out, acc, idx, buf


def timed(x):
    t0 = time.perf_counter()
    for _ in range(10):
        y = torch.full((1024,), 3.0, device="cuda")  # EXPECT: HL401
    torch.cuda.synchronize()
    return time.perf_counter() - t0, y


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.out = torch.empty(1024, device="cuda")

    def benchmark_fn(self):
        torch.zeros(1024, out=self.out)  # writes into an existing buffer
        a = np.zeros(16)  # numpy: host memory
        b = self.x.clone()  # clone is part of the measured work here
        c = torch.empty_like(self.x, device="meta")  # no storage: nothing is allocated
        return a, b
