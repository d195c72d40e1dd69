import torch


class B:
    def setup(self):
        self.cpu_x = torch.randn(1024)
        self.device = "cuda"

    def benchmark_fn(self):
        return self.cpu_x.to(device=self.device)  # EXPECT: HL502


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        a = self.x.to(device="cpu")  # to the host: HL105
        b = self.x.to(self.x.device)  # positional: HL501
        c = self.x.to(device="meta")  # a meta tensor holds no data: nothing is copied
        return a, b, c


class OnDevice:
    def benchmark_fn(self):
        # made on the device a moment before: nothing moves
        return torch.ones(8, device="cuda").to(device="cuda")


class Conform:
    def benchmark_fn(self):
        out = self.x @ self.w
        bias = self.bias
        # moved only when the devices differ, which steady state never has
        if bias.device != out.device or bias.dtype != out.dtype:
            bias = bias.to(device=out.device, dtype=out.dtype)
        # to its own device: a cast
        y = out.to(device=out.device, dtype=torch.float16)
        return out + bias + y
