import gc

import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        gc.collect()  # setup is cold

    def benchmark_fn(self):
        out = self.x * 2
        gc.collect()  # EXPECT: HL808
        return out


# ---- no diagnostics ----
class C:
    def benchmark_fn(self):
        return gc.isenabled()  # a flag read, no collection
