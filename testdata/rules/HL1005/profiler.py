import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        with torch.profiler.profile() as prof:  # EXPECT: HL1005
            self.x.mul_(2)
        return prof


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        with torch.profiler.record_function("mul"):  # an annotation, not a profiler session
            self.x.mul_(2)
