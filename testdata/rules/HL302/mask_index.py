import numpy as np
import torch


class B:
    def setup(self):
        self.x = torch.randn(4096, device="cuda")
        self.h = torch.randn(64, 64, device="cuda")

    def benchmark_fn(self):
        pos = self.x[self.x > 0]  # EXPECT: HL302
        mask = self.x.isnan()
        self.x[mask] = pos.mean()  # EXPECT: HL302
        dead = self.h.diag() == 0
        self.h[dead, dead] = 1  # EXPECT: HL302
        return pos


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(4096, device="cuda")
        self.a = np.arange(8)
        self.idx = torch.arange(8, device="cuda")
        self.h = torch.randn(64, 64, device="cuda")

    def benchmark_fn(self):
        a = self.x[0]  # integer index
        b = self.x[:128]  # slice
        c = self.x[self.idx]  # integer index tensor: fixed size
        d = self.a[self.a > 3]  # numpy array: host
        mask = self.x.isnan()
        self.x[mask] = 0.0  # a scalar through a mask: masked_fill_ on the device (ATen's canDispatchToMaskedFill)
        self.x[self.x < -1] = float("-inf")
        self.h[:, self.h.diag() == 0] = 0  # one mask after a slice: still a fill
        return a, b, c, d

    def validate_result(self):
        return self.x[self.x > 0]  # verification is cold
