import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.done = torch.cuda.Event()

    def benchmark_fn(self):
        self.x.mul_(2)
        self.done.record()
        while not self.done.query():  # EXPECT: HL204
            pass


# ---- no diagnostics ----
class C:
    def setup(self):
        self.db = {}

    def benchmark_fn(self):
        return self.db.query()  # not a CUDA event or stream
