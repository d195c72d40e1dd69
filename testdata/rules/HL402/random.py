import numpy as np
import torch


class B:
    def setup(self):
        self.w = torch.randn(4096, 4096, device="cuda")

    def benchmark_fn(self):
        x = torch.randn(4096, 4096, device="cuda")  # EXPECT: HL402
        noise = torch.rand_like(x)  # EXPECT: HL402
        ids = torch.randint(0, 100, (64,), device="cuda")  # EXPECT: HL402
        mask = torch.rand(64, device="cuda").argsort()  # EXPECT: HL402
        return x @ self.w + noise, ids, mask


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(4096, device="cuda")
        self.rng = np.random.default_rng(0)

    def benchmark_fn(self):
        a = np.random.randn(16)  # numpy's RNG on the host
        b = self.x.uniform_()  # in place: no allocation
        return a, b


class Speculative:
    """Rejection sampling decides with fresh randomness each step: the draw is compared, it is
    not an input (flash-attention's decode_speculative, gpt-fast's speculative_decode)."""

    def setup(self):
        self.p = torch.rand(8, 16, device="cuda")
        self.q = torch.rand(8, 16, device="cuda")

    def benchmark_fn(self):
        accepted = torch.rand(8, 16, device="cuda") * self.q <= self.p
        rejected = (torch.rand_like(self.p) > self.p).float().sum(dim=-1)
        return accepted.all(dim=-1), rejected


class MaskInput:
    def benchmark_fn(self, x):
        mask = torch.rand(x.shape, device="cuda") > 0.5  # EXPECT: HL402
        keep = -torch.rand(8, device="cuda") < -0.1  # EXPECT: HL402
        return x * mask, keep
