import numpy as np
import torch


class B:
    def setup(self):
        self.x = torch.randn(4096, device="cuda")
        self.h = torch.randn(64, 64, device="cuda")
        self.img_token_id = None

    def benchmark_fn(self):
        pos = self.x[self.x > 0]  # EXPECT: HL302
        mask = self.x.isnan()
        self.x[mask] = pos.mean()  # EXPECT: HL302
        dead = self.h.diag() == 0
        self.h[dead, dead] = 1  # EXPECT: HL302
        keep = torch.ones_like(self.x, dtype=torch.bool)  # a bool factory builds a mask (llm-awq's VLM padding)
        kept = self.x[keep]  # EXPECT: HL302
        ids = self.x.long()
        selected = ids == self.img_token_id  # an attribute that was None once, set to an id later (llm-awq's InternVL)
        picked = self.x[selected]  # EXPECT: HL302
        return pos, kept, picked


# ---- no diagnostics ----
def filter_logits(logits, top_k, filter_value=-float("inf")):
    drop = logits < torch.topk(logits, top_k)[0][..., -1, None]
    logits[drop] = filter_value  # a parameter whose default is a number: masked_fill_, no sync
    return logits


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
        filter_logits(self.x, 5)
        self.steps(3)
        return a, b, c, d

    def steps(self, n):
        pos = 0
        for _ in range(n):
            self.idx[self.idx == 3] = pos  # a name holding a Python int: a fill
            pos += 1

    def validate_result(self):
        return self.x[self.x > 0]  # verification is cold
