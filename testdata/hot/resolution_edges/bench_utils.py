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


def bench_in_us(func, *args):
    """The statement string calls the wrapper's own parameter (float8's and torchao's
    benchmark_torch_function_in_microseconds): the caller's argument is what is timed."""
    t = benchmark.Timer(stmt="func(*args)", globals={"func": func, "args": args})
    return t.blocked_autorange().median * 1e6


def bench_method(mod, x):
    t = benchmark.Timer(stmt="m.step(x)", globals={"m": mod, "x": x})
    return t.timeit(10)


def quick(fn, *args):
    return do_bench(lambda: fn(*args))
