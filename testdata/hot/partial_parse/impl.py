# No trigger word here: found through its `class ...(BaseBench)` line, parsed in part, and
# the override the harness dispatches to must be parsed although nothing in this file names it.
# hot: parsed
import torch

from harness import BaseBench


class GemmBench(BaseBench):
    def __init__(self):
        self.x = torch.randn(64, 64, device="cuda")

    def step(self):
        return self.x.sum().item()  # HOT root=timer chain=BaseBench.run>GemmBench.step

    def describe(self):
        return f"gemm {self.x.shape}"  # COLD


def unused_helper():
    return torch.zeros(4).tolist()  # COLD
