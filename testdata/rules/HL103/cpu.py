import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return x * 2


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.model = Model()

    def benchmark_fn(self):
        out = self.model(self.x)
        self.result = out.cpu()  # EXPECT: HL103
        self.hist = out.detach().cpu().numpy()  # EXPECT: HL103


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.model = Model()

    def benchmark_fn(self):
        self.model.cpu()  # a module, not a tensor: moves weights (not a read-back of results)
        return self.x * 2

    def get_verify_output(self):
        return self.x.cpu()  # verification is cold
