import torch


class B:
    def setup(self):
        self.adj = torch.rand(64, 64, device="cuda")

    def benchmark_fn(self):
        rows, cols = torch.where(self.adj > 0.5)  # EXPECT: HL309
        return rows, cols


# ---- no diagnostics ----
class C:
    def setup(self):
        self.adj = torch.rand(64, 64, device="cuda")

    def benchmark_fn(self):
        return torch.where(self.adj > 0.5, self.adj, 0.0)  # three arguments: fixed size
