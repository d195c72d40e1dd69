import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        y = self.x * 2
        print(y)  # EXPECT: HL108
        print("max", y.max())  # EXPECT: HL108


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        print(self.x)  # setup is cold

    def benchmark_fn(self):
        print("step")  # a plain string: HL601 (logging), not a sync
        print(self.x.shape)  # shapes are host values
        return self.x * 2
