import torch


def measured(fn):
    return fn


class Model:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def run_iteration(self):
        return self.x.sum().item()  # EXPECT: HL101


@measured
def step(x):
    torch.cuda.synchronize()  # EXPECT: HL201
