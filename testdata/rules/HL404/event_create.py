import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        start = torch.cuda.Event(enable_timing=True)  # EXPECT: HL404
        end = torch.cuda.Event(enable_timing=True)  # EXPECT: HL404
        start.record()
        self.x.mul_(2)
        end.record()


# ---- no diagnostics ----
class C:
    def setup(self):
        self.start = torch.cuda.Event(enable_timing=True)  # setup is cold
        self.end = torch.cuda.Event(enable_timing=True)

    def benchmark_fn(self):
        self.start.record()  # reusing events
        self.end.record()
