"""A factory builds the callable that is timed: `do_bench(make_fn(x))`, `fn = make_fn(x);
do_bench(fn)`, `do_bench(op.bm(x))`. What it returns (a lambda, a nested def, a name bound to
a lambda, a functools.partial) runs every iteration; its own body runs once, before the timer
(tritonbench operators, aiter's make_kernel_runner, flashinfer's _make_execute)."""
import functools

import torch
import triton


def make_lambda(x):
    y = torch.zeros_like(x)  # COLD
    return lambda: torch.add(x, y).cpu()  # HOT root=do_bench chain=make_lambda.<lambda>@13


def make_inner(x):
    scale = x.abs().max().item()  # COLD

    def _inner():
        torch.cuda.synchronize()  # HOT root=do_bench chain=make_inner.<locals>._inner
        return x * scale

    return _inner


def make_bound(x):
    w = torch.randn(8, 8, device="cuda")  # COLD
    fn = lambda: (x @ w).tolist()  # HOT root=do_bench chain=make_bound.<lambda>@28
    return fn


def kernel(x, out):
    return out.copy_(x.sum().item() * x)  # HOT root=do_bench chain=kernel


def make_partial(x):
    out = torch.empty_like(x)  # COLD
    return functools.partial(kernel, x, out)


class Op:
    def bm(self, x):
        self.ref = x.clone()  # COLD
        return lambda: x.nonzero()  # HOT root=do_bench chain=Op.bm.<lambda>@44


def not_a_factory(x):
    return x.mean().item()  # COLD


def main():
    x = torch.randn(1024, device="cuda")
    triton.testing.do_bench(make_lambda(x))
    fn = make_inner(x)
    triton.testing.do_bench(fn)
    triton.testing.do_bench(make_bound(x))
    triton.testing.do_bench(make_partial(x))
    op = Op()
    triton.testing.do_bench(op.bm(x))
    print(not_a_factory(x))
