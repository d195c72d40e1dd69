import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        loss = self.x.sum()
        a = "loss {:.4f}".format(loss)  # EXPECT: HL110
        b = "loss %f" % loss  # EXPECT: HL110
        return a, b


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.i = 3

    def benchmark_fn(self):
        a = "step {}".format(self.i)  # a Python int
        b = "shape %s" % (self.x.shape,)  # a shape
        c = self.i % 2  # arithmetic, not formatting
        return a, b, c
