import warnings

import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        if self.x.dtype != torch.float16:
            warnings.warn("slow path")  # EXPECT: HL604
        return self.x * 2


# ---- no diagnostics ----
class C:
    def setup(self):
        warnings.warn("setup")  # setup is cold

    def benchmark_fn(self):
        with warnings.catch_warnings():  # not a warning
            return 1
