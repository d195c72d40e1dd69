import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        out = self.x * 2
        torch.save(out, "out.pt")  # EXPECT: HL705
        return torch.load("ckpt.pt")  # EXPECT: HL705


# ---- no diagnostics ----
class C:
    def setup(self):
        self.ckpt = torch.load("ckpt.pt")  # setup is cold

    def teardown(self):
        torch.save(self.ckpt, "out.pt")  # teardown is cold
