import numpy as np
import torch


class B:
    def setup(self):
        self.logits = torch.randn(16, 100, device="cuda")

    def benchmark_fn(self):
        ids = self.logits.argmax(-1).tolist()  # EXPECT: HL102
        host = self.logits.cpu().tolist()  # on the host already: HL103 reports the copy
        self.decode(ids + host)

    def decode(self, ids):
        return [self.vocab[i] for i in self.logits[0].topk(5).indices.tolist()]  # EXPECT: HL102


# ---- no diagnostics ----
class C:
    def setup(self):
        self.ids = torch.arange(10).tolist()  # setup is cold

    def benchmark_fn(self):
        a = np.arange(10).tolist()  # numpy array: host data
        b = [1, 2, 3]
        return a, b

    def validate_result(self, out):
        return out.tolist()  # verification is cold
