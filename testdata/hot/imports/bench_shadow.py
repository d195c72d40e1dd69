import torch
from triton.testing import do_bench

from shadowpkg import ops

x = torch.randn(100, device="cuda")
bins = torch.arange(10, device="cuda")
print(do_bench(lambda: ops.padded_gather(x, bins)))
