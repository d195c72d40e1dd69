import numpy as np


class B:
    def setup(self):
        self.out = np.zeros(4)

    def benchmark_fn(self):
        w = np.load("weights.npy")  # EXPECT: HL704
        np.save("out.npy", self.out)  # EXPECT: HL704
        return w


# ---- no diagnostics ----
class C:
    def setup(self):
        self.w = np.load("weights.npy")  # setup is cold

    def benchmark_fn(self):
        return np.asarray(self.w)  # no file involved
