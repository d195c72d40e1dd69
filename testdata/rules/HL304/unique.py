import numpy as np
import torch


class B:
    def setup(self):
        self.routing = torch.randint(0, 8, (4096,), device="cuda")

    def benchmark_fn(self):
        experts = self.routing.unique()  # EXPECT: HL304
        counts = torch.unique(self.routing, return_counts=True)  # EXPECT: HL304
        runs = torch.unique_consecutive(self.routing)  # EXPECT: HL304
        return experts, counts, runs


# ---- no diagnostics ----
class C:
    def setup(self):
        self.a = np.arange(10)
        self.routing = torch.randint(0, 8, (4096,), device="cuda")

    def benchmark_fn(self):
        u = np.unique(self.a)  # numpy
        s = set([1, 2, 2])  # a Python set
        c = torch.bincount(self.routing, minlength=8)  # fixed size
        return u, s, c
