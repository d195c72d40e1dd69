"""A clock read added to a counter attribute in a `finally:` (torch._dynamo's `get_fake_value`:
`_t0 = time.time_ns(); try: return _impl(...) finally: tx.timings.x_ns += time.time_ns() - _t0`)
is instrumentation that adds up the wrapped function's time on every call, not a benchmark:
nothing it wraps is timed by it. Stay timers: the same counter when the try calls a parameter
(`record(stats, key, fn)` times what its caller hands it: a timing utility), a counter outside a
`finally:` (a harness adding up per-iteration times), and a plain `elapsed = ...` in a
`finally:`."""
import copy
import time

import torch


def _fake_impl(node):
    return copy.deepcopy(node)  # COLD


def get_fake_value(node, tx):
    _t0 = time.time_ns()
    try:
        return _fake_impl(node)
    finally:
        tx.timings.get_fake_value_ns += time.time_ns() - _t0


def record(stats, key, fn):
    t0 = time.perf_counter()
    try:
        fn()
    finally:
        stats[key] += time.perf_counter() - t0


class Harness:
    def __init__(self, model, x):
        self.model, self.x, self.total = model, x, 0.0

    def run(self, n):
        for _ in range(n):
            t0 = time.perf_counter()
            y = self.model(self.x)
            y.sum().item()  # HOT root=timer
            self.total += time.perf_counter() - t0


def guarded(model, x):
    t0 = time.perf_counter()
    try:
        out = model(x).cpu()  # HOT root=timer
    finally:
        elapsed = time.perf_counter() - t0
    print(f"{elapsed:.3f}s")  # COLD
    return out


def use(model, x, stats):
    record(stats, "fwd", lambda: torch.cuda.synchronize())  # HOT root=do_bench
