import copy

import torch
import triton


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.ref = self.x.clone()  # setup is cold

    def benchmark_fn(self):
        y = self.x.clone()  # EXPECT: HL407 `self.x.clone()`
        y.mul_(2)
        return y


def rope(pos, q, k):
    q.add_(pos)
    k.add_(pos)


def bench(pos, q, k):
    return triton.testing.do_bench(lambda: rope(pos, q.clone(), k.clone()))
    # EXPECT: :54 HL407 `q.clone()`
    # EXPECT: :65 HL407 `k.clone()`


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.cfg = {"a": 1}

    def benchmark_fn(self):
        opts = copy.copy(self.cfg)
        return torch.relu(self.x), opts

    def validate_result(self):
        out = self.x.clone()  # verification is cold
        assert out.shape == self.x.shape
