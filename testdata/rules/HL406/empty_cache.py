import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        y = self.x * 2
        torch.cuda.empty_cache()  # EXPECT: HL406
        return y


# ---- no diagnostics ----
class C:
    def teardown(self):
        torch.cuda.empty_cache()  # teardown is cold

    def setup(self):
        torch.cuda.empty_cache()  # setup is cold
