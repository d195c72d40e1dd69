import torch


class B:
    def setup(self):
        self.x = torch.randn(64, 16, device="cuda")
        self.counts = torch.randint(1, 4, (64,), device="cuda")

    def benchmark_fn(self):
        a = self.x.repeat_interleave(self.counts, dim=0)  # EXPECT: HL305
        return a


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(64, 16, device="cuda")
        self.counts = torch.randint(1, 4, (64,), device="cuda")
        self.total = int(self.counts.sum())

    def benchmark_fn(self):
        a = self.x.repeat_interleave(2, dim=0)  # integer repeats: no read-back
        b = self.x.repeat_interleave(self.counts, dim=0, output_size=self.total)  # output size given
        return a, b, gqa_expand(self.x, 8, 2)


def gqa_expand(key, h_q, h_kv):
    return key.repeat_interleave(h_q // h_kv, dim=0)  # floor division of head counts: an integer
