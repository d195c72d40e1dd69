import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        scale = torch.tensor([0.5], device="cuda")  # EXPECT: HL505
        bias = torch.as_tensor(self.bias_list, device=self.x.device)  # EXPECT: HL505
        return self.x * scale + bias


# ---- no diagnostics ----
class C:
    def setup(self):
        self.scale = torch.tensor([0.5], device="cuda")  # setup is cold

    def benchmark_fn(self):
        a = torch.tensor([1.0])  # no device: HL403 only
        b = torch.tensor([1.0], device="cpu")  # stays on the host
        c = torch.tensor([], dtype=torch.float32, device="cuda")  # nothing to copy: HL403 only
        return a, b, c
