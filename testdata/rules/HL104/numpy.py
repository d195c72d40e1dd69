import numpy as np
import torch


class B:
    def setup(self):
        self.probs = torch.rand(64, device="cuda")

    def benchmark_fn(self):
        p = self.probs.softmax(-1)
        self.hist = np.histogram(p.numpy(force=True))  # EXPECT: HL104


# ---- no diagnostics ----
class C:
    def setup(self):
        self.probs = torch.rand(64, device="cuda")
        self.staging = torch.empty(64).pin_memory()

    def benchmark_fn(self):
        a = self.probs.cpu().numpy()  # `.cpu()` is reported by HL103; `.numpy()` of its result is not reported again
        self.staging.numpy()[:] = 0  # plain `.numpy()` only works on host tensors: no device involved
        b = np.arange(4)  # numpy itself
        return a, b

    def validate_result(self):
        return self.probs.numpy(force=True)  # verification is cold
