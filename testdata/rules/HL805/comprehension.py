import torch


class B:
    def setup(self):
        self.x = torch.randn(8, 16, device="cuda")

    def benchmark_fn(self):
        sums = [r.sum() for r in self.x]  # EXPECT: HL805
        return sums


# ---- no diagnostics ----
class C:
    def setup(self):
        self.xs = [torch.randn(4, device="cuda") for _ in range(3)]  # setup is cold
        self.n = 4

    def benchmark_fn(self):
        a = [t * 2 for t in self.xs]  # a list of tensors: one op each, no element walk
        b = [i for i in range(self.n)]  # a range
        q, k, v = (t.transpose(0, 1) for t in self.xs[0].unbind(0))  # unbind returns a tuple of tensors
        c = [h * 2 for h in self.xs[0].chunk(2)]  # so does chunk
        parts = torch.split(self.xs[0], 2)
        d = [p.sum() for p in parts]  # and split, through a name (FBGEMM's merge_embeddings)
        return a, b, q, c, d
