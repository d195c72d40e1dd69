import torch


class B:
    def setup(self):
        self.rank = 0
        torch.cuda.set_device(self.rank)  # setup is cold

    def benchmark_fn(self):
        torch.cuda.set_device(self.rank)  # EXPECT: HL1003
        return self.rank


# ---- no diagnostics ----
class C:
    def benchmark_fn(self):
        return torch.cuda.current_device()  # a cached read, not a switch
