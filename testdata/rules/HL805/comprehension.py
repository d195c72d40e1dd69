import torch


class B:
    def setup(self):
        self.x = torch.randn(8, 16, device="cuda")

    def benchmark_fn(self):
        sums = [r.sum() for r in self.x]  # EXPECT: HL805
        return sums


# ---- no diagnostics ----
class C:
    def setup(self):
        self.xs = [torch.randn(4, device="cuda") for _ in range(3)]  # setup is cold
        self.n = 4

    def benchmark_fn(self):
        a = [t * 2 for t in self.xs]  # a list of tensors: one op each, no element walk
        b = [i for i in range(self.n)]  # a range
        return a, b
