import numpy as np
import torch


class B:
    def setup(self):
        self.scores = torch.rand(4096, device="cuda")
        self.boxes = torch.rand(4096, 4, device="cuda")

    def benchmark_fn(self):
        idx = (self.scores > 0.5).nonzero()  # EXPECT: HL301
        idx2 = torch.nonzero(self.scores > 0.5, as_tuple=True)  # EXPECT: HL301
        idx3 = torch.argwhere(self.scores)  # EXPECT: HL301
        return idx, idx2, idx3


# ---- no diagnostics ----
class C:
    def setup(self):
        self.a = np.arange(10)
        self.idx = torch.rand(4096, device="cuda").nonzero()  # setup is cold

    def benchmark_fn(self):
        i = np.nonzero(self.a)  # numpy
        j = self.a.nonzero()  # numpy array from setup
        return i, j
