import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        s = torch.cuda.Stream()  # EXPECT: HL405
        with torch.cuda.stream(s):
            self.x.mul_(2)


# ---- no diagnostics ----
class C:
    def setup(self):
        self.s = torch.cuda.Stream()  # setup is cold

    def benchmark_fn(self):
        with torch.cuda.stream(self.s):  # reusing a stream
            pass
        return torch.cuda.current_stream()  # no creation
