import time

import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        self.x.mul_(2)
        time.sleep(0.001)  # EXPECT: HL809


# ---- no diagnostics ----
def pause_between_runs(x):
    for _ in range(3):
        time.sleep(0.1)  # no timer here: not timed
        x.mul_(2)
