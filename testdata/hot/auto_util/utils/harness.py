"""A home-grown timing helper: its timed region calls its parameter, so it is a timing utility."""
import time

import torch


def time_fn(fn, iters=10, warmup=3):
    for _ in range(warmup):
        fn()  # COLD
    torch.cuda.synchronize()  # COLD
    t0 = time.perf_counter()  # COLD
    for _ in range(iters):
        fn()
    torch.cuda.synchronize()  # COLD
    return (time.perf_counter() - t0) / iters  # COLD


def per_call(fn, n=5):
    out = []
    for _ in range(n):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()  # COLD
        out.append(start.elapsed_time(end))
    return out


def forward_to(step, *args):
    return time_fn(lambda: step(*args))


class Harness:
    def measure(self, op, reps=5):
        t0 = time.monotonic()  # COLD
        for _ in range(reps):
            op()
        return time.monotonic() - t0


def run_case(case, iters=5):
    case.prepare()  # COLD
    t0 = time.perf_counter()
    for _ in range(iters):
        case.step()
    torch.cuda.synchronize()  # COLD
    return time.perf_counter() - t0
