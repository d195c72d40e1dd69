# timed: this file uses configured roots only
import torch

import mylib


def measured(fn):
    return fn


class Loop:
    def run_iteration(self):
        return self.x.item()  # HOT root=benchmark_fn chain=Loop.run_iteration

    def setup(self):
        return self.x.cpu()  # COLD


@measured
def step(x):
    return x.tolist()  # HOT root=decorator chain=step


def kernel(x):
    return x.numpy()  # HOT root=do_bench chain=kernel


def inner(x):
    return x.sum().item()  # HOT root=timer in_loop chain=main>inner


def main():
    x = torch.randn(4)
    inner(x)  # COLD
    t0 = mylib.clock()  # COLD
    for _ in range(3):
        inner(x)  # HOT root=timer in_loop chain=main
    t1 = mylib.clock()  # COLD
    print(t1 - t0)  # COLD
    mylib.bench("k", kernel)
