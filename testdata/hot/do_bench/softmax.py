"""Callables handed to timing utilities are roots: lambdas, names, partials, bound methods;
`setup=` callables and the code around the utility call stay cold."""
import functools

import torch
import triton
from triton.testing import do_bench_cudagraph


def softmax_ref(x):
    return torch.softmax(x.float(), dim=-1).to(x.dtype)  # HOT root=do_bench


def scaled(x, s):
    return (x * s).sum().item()  # HOT root=do_bench chain=scaled


def graphed(x):
    return x.cumsum(0).tolist()  # HOT root=do_bench chain=graphed


def prep():
    return torch.randn(8, device="cuda")  # COLD


def unused(x):
    return x.cpu()  # COLD


class Runner:
    def __init__(self):
        self.x = torch.randn(64, device="cuda")  # COLD

    def run(self):
        return self.x.nonzero()  # HOT root=do_bench chain=Runner.run

    def time_it(self):
        return triton.testing.do_bench(self.run)  # COLD


def main():
    x = torch.randn(4096, 4096, device="cuda")  # COLD
    ms = triton.testing.do_bench(lambda: torch.softmax(x, -1).max().item())  # HOT root=do_bench
    ms2 = triton.testing.do_bench(fn=lambda: softmax_ref(x), warmup=25)  # HOT root=do_bench
    f = functools.partial(scaled, x, 2.0)  # COLD
    ms3 = triton.testing.do_bench(f)  # COLD
    ms4 = do_bench_cudagraph(functools.partial(graphed, x))  # COLD
    g = lambda: x.cpu()  # HOT root=do_bench
    triton.testing.do_bench(g)
    Runner().time_it()
    print(ms, ms2, ms3, ms4)  # COLD


if __name__ == "__main__":
    main()
