"""Reading a `@property` runs its getter: tutel's `num_global_experts` returns
`int(self._num_global_experts)` of a CUDA buffer, a read-back on every access in the timed
forward. A plain attribute read runs nothing; a setter is not a read."""
import time

import torch


class MoE(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self._num_experts = torch.tensor(8, device="cuda")
        self.capacity = 4

    @property
    def num_experts(self):
        return int(self._num_experts)  # HOT root=timer in_loop

    @property
    def name(self):
        return "moe"

    def describe(self):
        return f"{self._num_experts.item()} experts"  # COLD

    def forward(self, x):
        k = self.num_experts
        return x.reshape(k, -1) * self.capacity


def main(x):
    moe = MoE()
    t0 = time.perf_counter()
    for _ in range(10):
        moe(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0, moe.describe())
