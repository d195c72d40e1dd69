import numpy as np
import torch


class B:
    def setup(self):
        self.w = torch.randn(4096, 4096, device="cuda")

    def benchmark_fn(self):
        x = torch.randn(4096, 4096, device="cuda")  # EXPECT: HL402
        noise = torch.rand_like(x)  # EXPECT: HL402
        ids = torch.randint(0, 100, (64,), device="cuda")  # EXPECT: HL402
        return x @ self.w + noise, ids


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(4096, device="cuda")
        self.rng = np.random.default_rng(0)

    def benchmark_fn(self):
        a = np.random.randn(16)  # numpy's RNG on the host
        b = self.x.uniform_()  # in place: no allocation
        return a, b
