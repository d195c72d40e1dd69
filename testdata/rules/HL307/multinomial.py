import numpy as np
import torch


class B:
    def setup(self):
        self.probs = torch.rand(8, 100, device="cuda").softmax(-1)

    def benchmark_fn(self):
        a = torch.multinomial(self.probs, 1)  # EXPECT: HL307
        b = self.probs.multinomial(num_samples=1)  # EXPECT: HL307
        return a, b


# ---- no diagnostics ----
class C:
    def setup(self):
        self.rng = np.random.default_rng(0)

    def benchmark_fn(self):
        return np.random.multinomial(10, [0.5, 0.5])  # numpy
