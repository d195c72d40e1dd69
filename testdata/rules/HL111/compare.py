import numpy as np
import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.ref = self.x * 2

    def benchmark_fn(self):
        out = self.x * 2
        assert torch.allclose(out, self.ref)  # EXPECT: HL111
        same = torch.equal(out, self.ref)  # EXPECT: HL111
        torch.testing.assert_close(out, self.ref)  # EXPECT: HL111
        return same


# ---- no diagnostics ----
class C:
    def setup(self):
        self.a = np.ones(4)
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        ok = np.allclose(self.a, self.a)  # numpy: host arrays
        return ok

    def validate_result(self):
        assert torch.allclose(self.x, self.x)  # verification is cold
