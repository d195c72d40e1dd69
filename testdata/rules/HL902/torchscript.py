import torch


class B:
    def setup(self):
        self.model = torch.nn.Linear(16, 16)
        self.x = torch.randn(4, 16)

    def benchmark_fn(self):
        m = torch.jit.trace(self.model, self.x)  # EXPECT: HL902
        s = torch.jit.script(self.model)  # EXPECT: HL902
        return m(self.x), s


# ---- no diagnostics ----
class C:
    def setup(self):
        self.model = torch.nn.Linear(16, 16)
        self.m = torch.jit.script(self.model)  # setup is cold
        self.x = torch.randn(4, 16)

    def benchmark_fn(self):
        return self.m(self.x)
