"""A backward pass timed on its own: the Function is applied once in setup, and the timed loop
runs `y.backward(g, retain_graph=True)` (flash-attention's benchmark_backward, RWKV's kernel
benchmarks). The backward of what the function applied runs per iteration; its forward does not."""
import time

import torch


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2  # COLD

    @staticmethod
    def backward(ctx, gy):
        g = torch.empty_like(gy)  # HOT root=timer in_loop
        return g.copy_(gy * 2)


def bench_backward(x, g):
    y = Scale.apply(x)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        y.backward(g, retain_graph=True)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)


class Shift(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x + 1  # COLD

    @staticmethod
    def backward(ctx, gy):
        return gy.clone().contiguous().sum().item() * gy  # HOT root=do_bench


def bench_backward_lambda(x, g):
    from triton.testing import do_bench

    y = Shift.apply(x)
    return do_bench(lambda: y.backward(g, retain_graph=True))
