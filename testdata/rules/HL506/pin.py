import torch


class B:
    def setup(self):
        self.batch = torch.randn(1024)

    def benchmark_fn(self):
        x = self.batch.pin_memory().to("cuda", non_blocking=True)  # EXPECT: HL506
        return x


# ---- no diagnostics ----
class C:
    def setup(self):
        self.pinned = torch.randn(1024).pin_memory()  # setup is cold

    def benchmark_fn(self):
        return self.pinned.is_pinned()
