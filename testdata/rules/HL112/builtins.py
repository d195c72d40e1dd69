import torch


class B:
    def setup(self):
        self.errors = torch.rand(64, device="cuda")
        self.a = torch.rand(1, device="cuda")

    def benchmark_fn(self):
        worst = max(self.errors)  # EXPECT: HL112 `max()` over a tensor
        lo = min(self.a, self.errors[0])  # EXPECT: HL112
        ok = any(self.errors > 0.5)  # EXPECT: HL112
        return worst, lo, ok


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.rand(64, device="cuda")
        self.peak = 0

    def benchmark_fn(self):
        a = max(self.peak, 3)  # Python numbers
        b = min(self.x.shape)  # a shape
        c = sorted([3, 1, 2])  # a list literal
        d = self.x.max()  # the tensor reduction
        return a, b, c, d
