"""The closure a factory returns runs where its result is called, not only where it is handed
to a timing utility: `fn = make_fn(w)` then `fn(x)` in a timed loop (stable-fast's and kernl's
benchmarks), or `do_bench(lambda: fn(x))`. The factory's own body runs once, before."""
import time

import torch
from triton.testing import do_bench


def make_fn(w):
    table = torch.arange(16, device="cuda")  # COLD
    def run(x):
        out = torch.empty_like(x)  # HOT root=timer in_loop
        return out.copy_(x * w + table[0])
    return run


def make_lambda(w):
    return lambda x: torch.zeros_like(x) + w  # HOT root=do_bench


def make_number(w):
    return w * 2  # COLD


def main(x):
    fn = make_fn(2.0)
    fl = make_lambda(2.0)
    n = make_number(3)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        fn(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0, n)
    print(do_bench(lambda: fl(x)))
