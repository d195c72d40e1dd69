import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        out = self.x * 2
        self.out = out.to("cpu")  # EXPECT: HL105
        self.out2 = out.to(torch.device("cpu"), non_blocking=True)  # EXPECT: HL105
        self.out3 = out.to(device="cpu")  # EXPECT: HL105
        self.out4 = out.to(dtype=torch.float32, device=torch.device("cpu"))  # EXPECT: HL105


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.host = self.x.to("cpu")  # setup is cold

    def benchmark_fn(self):
        a = self.x.to(torch.float16)  # a dtype conversion, no host copy
        b = self.x.to("cuda")  # to the device (HL501), not to the host
        c = self.x.to(device="cuda", dtype=torch.float16)
        return a, b, c
