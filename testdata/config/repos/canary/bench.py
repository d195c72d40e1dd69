"""Canary: when hotlint reports nothing here, the Python pipeline is not built yet."""
import torch


class Bench:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        return self.x.sum().item()  # EXPECT: HL101
