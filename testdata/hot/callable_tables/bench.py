"""Functions reached through containers: a loop variable over a dict of functions, captured by
the lambda handed to do_bench; a name bound to `table[key]` (or `table[a][b]`) and called
between timers; a table of objects whose constructor takes the functions (xformers
benchmark_sequence_parallel_fused.py). Functions that are in no table stay cold."""
import time

import torch
import triton


def bench_a(x):
    return x.sum().item()  # HOT root=do_bench chain=main.<lambda>@39>bench_a


def bench_b(x):
    torch.cuda.synchronize()  # HOT root=do_bench chain=main.<lambda>@39>bench_b


def picked(x):
    return x.cpu()  # HOT root=timer chain=main>picked


def in_object(x):
    return x.nonzero()  # HOT root=event in_loop


def not_in_any_table(x):
    return x.tolist()  # COLD


class Pair:
    def __init__(self, ag, rs):
        self.ag, self.rs = ag, rs  # COLD


def main(x):
    benches = {"a": bench_a, "b": bench_b}
    for name, fn in benches.items():
        ms = triton.testing.do_bench(lambda: fn(x))
        print(name, ms)  # COLD
    table = {"p": picked}
    f = table["p"]
    t0 = time.perf_counter()
    f(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)  # COLD


def run(x, step):
    all_benchs = {"obj": Pair(ag=in_object, rs=in_object)}
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for method in all_benchs:
        fun = all_benchs[method][step]
        start.record()
        for _ in range(10):
            fun(x)
        end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end)
