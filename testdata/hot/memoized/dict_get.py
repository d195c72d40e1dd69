"""Memoization by key through a local: `w = self._winners.get(key)` then `if w is None:` builds
and stores `self._winners[key] = w` (flashinfer's MoELayer autotunes a backend once per token
bucket). The branch runs once per key, like lazy init; a None test of a value the call computes
each time is no cache and stays hot."""
import time

import torch


class Layer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self._winners = {}

    def _select(self, x):
        torch.cuda.synchronize()  # COLD
        return x.argmax().item()  # COLD

    def forward(self, x):
        key = x.shape[0]
        w = self._winners.get(key)
        if w is None:
            w = self._select(x)
            self._winners[key] = w
        y = x.nonzero()  # HOT root=timer in_loop
        if y is None:
            y = x.sum().item()  # HOT root=timer in_loop conditional
        return y * w


def main(x):
    layer = Layer()
    t0 = time.perf_counter()
    for _ in range(10):
        layer(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
