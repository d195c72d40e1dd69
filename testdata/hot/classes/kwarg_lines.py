"""A keyword argument on its own continuation line (`    model=model,`) is no assignment: the
global model stays what the function calls (duo-attention's demo script)."""
import time

import torch


class Model(torch.nn.Module):
    def forward(self, x):
        return x.sum().item()  # HOT root=timer in_loop


def report(model, n):
    print(type(model).__name__, n)


model = Model()


def main(x):
    t0 = time.perf_counter()
    for _ in range(10):
        model(x)
    print(time.perf_counter() - t0)
    report(
        model=model,
        n=10,
    )
