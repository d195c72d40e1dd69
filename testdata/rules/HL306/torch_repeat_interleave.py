import torch


class B:
    def setup(self):
        self.x = torch.randn(64, 16, device="cuda")
        self.counts = torch.randint(1, 4, (64,), device="cuda")

    def benchmark_fn(self):
        return torch.repeat_interleave(self.x, self.counts, dim=0)  # EXPECT: HL306


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(64, 16, device="cuda")
        self.counts = torch.randint(1, 4, (64,), device="cuda")

    def benchmark_fn(self):
        a = torch.repeat_interleave(self.x, 3, dim=0)  # integer repeats
        b = torch.repeat_interleave(self.x, self.counts, dim=0, output_size=128)  # output size given
        return a, b
