"""A timer nested inside a harness root is per-iteration work: its brackets and events are hot.
A function timed only by its own timer keeps the bracket exemption."""
import time

import torch


class NestedTimerBench:
    def benchmark_fn(self):
        start = torch.cuda.Event(enable_timing=True)  # HOT root=benchmark_fn
        end = torch.cuda.Event(enable_timing=True)  # HOT root=benchmark_fn
        start.record()  # HOT root=benchmark_fn
        self.work()  # HOT root=benchmark_fn
        end.record()  # HOT root=benchmark_fn
        end.synchronize()  # HOT root=benchmark_fn
        self.ms = start.elapsed_time(end)  # HOT root=benchmark_fn

    def work(self):
        return torch.ones(4, device="cuda")  # HOT root=benchmark_fn chain=NestedTimerBench.benchmark_fn>NestedTimerBench.work


def own_timer(fn, x):
    start = torch.cuda.Event(enable_timing=True)  # COLD
    end = torch.cuda.Event(enable_timing=True)  # COLD
    torch.cuda.synchronize()  # COLD
    start.record()  # COLD
    y = x.relu()  # HOT root=event
    end.record()  # COLD
    end.synchronize()  # COLD
    return start.elapsed_time(end)  # COLD


def host_timer(x):
    torch.cuda.synchronize()  # COLD
    t0 = time.perf_counter()  # COLD
    y = x.softmax(-1)  # HOT root=timer
    torch.cuda.synchronize()  # COLD
    t1 = time.perf_counter()  # COLD
    print(t1 - t0)  # COLD
    return y
