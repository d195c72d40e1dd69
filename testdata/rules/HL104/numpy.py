import numpy as np
import torch


class B:
    def setup(self):
        self.probs = torch.rand(64, device="cuda")

    def benchmark_fn(self):
        p = self.probs.softmax(-1)
        self.hist = np.histogram(p.numpy())  # EXPECT: HL104


# ---- no diagnostics ----
class C:
    def setup(self):
        self.probs = torch.rand(64, device="cuda")

    def benchmark_fn(self):
        a = self.probs.cpu().numpy()  # `.cpu()` is reported by HL103; `.numpy()` of its result is not reported again
        b = self.probs.detach().to("cpu").numpy()  # same with `.to("cpu")` (HL105)
        return a, b

    def validate_result(self):
        return self.probs.numpy()  # verification is cold
