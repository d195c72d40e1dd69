import torch
import torch.nn as nn
from triton.testing import do_bench


def bench_norm(x):
    return do_bench(lambda: nn.LayerNorm(x.shape[-1]).cuda()(x))  # EXPECT: HL408


class LinearBench:
    def setup(self):
        self.x = torch.randn(64, 64, device="cuda")

    def benchmark_fn(self):
        layer = torch.nn.Linear(64, 64, device="cuda")  # EXPECT: HL408
        return layer(self.x)


# ---- no diagnostics ----
class Built:
    def setup(self):
        self.x = torch.randn(64, 64, device="cuda")
        self.layer = nn.Linear(64, 64).cuda()  # setup: built once
        self.w = nn.Parameter(torch.ones(64, device="cuda"))

    def benchmark_fn(self):
        p = nn.Parameter(self.x)  # wraps an existing tensor: no allocation
        return self.layer(self.x) + p.sum(), nn.functional.relu(self.x)
