"""Utilities detected through closures: a nested def or lambda that calls the outer parameter."""
import torch
import torch.utils.benchmark as benchmark
from triton.testing import do_bench


def bench_forward(fn, *inputs, repeats=10):
    def wrapper(*a):
        with torch.autocast(device_type="cuda"):
            fn(*a)

    t = benchmark.Timer(stmt="w(*inputs)", globals={"w": wrapper, "inputs": inputs})
    return t.timeit(repeats)


def bench_backward(fn, *inputs, repeats=10):
    y = fn(*inputs)  # COLD

    def step(y):
        y.backward(retain_graph=True)  # HOT root=do_bench chain=bench_backward.<locals>.step

    t = benchmark.Timer(stmt="s(y)", globals={"s": step, "y": y})
    return t.timeit(repeats)


def quick(fn, *args):
    return do_bench(lambda: fn(*args))
