import torch


class B:
    def setup(self):
        self.x = torch.randn(4096, device="cuda")

    def benchmark_fn(self):
        perm = torch.randperm(4096, device="cuda")  # EXPECT: HL308
        return self.x[perm]


# ---- no diagnostics ----
class C:
    def setup(self):
        self.perm = torch.randperm(4096, device="cuda")  # setup is cold

    def benchmark_fn(self):
        return torch.randperm(16)  # on the host (HL402 reports the regeneration)
