import torch


class B:
    def setup(self):
        self.x = torch.randn(4096, device="cuda")
        self.mask = self.x > 0

    def benchmark_fn(self):
        a = self.x.masked_select(self.mask)  # EXPECT: HL303
        b = torch.masked_select(self.x, self.mask)  # EXPECT: HL303
        return a, b


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(4096, device="cuda")
        self.mask = self.x > 0

    def benchmark_fn(self):
        return self.x.masked_fill(~self.mask, 0)  # fixed size
