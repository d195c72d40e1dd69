"""Timing decorators: the wrapper's timer times the decorated function (aiter's @perftest)."""
import functools
import logging
import time

import torch

log = logging.getLogger(__name__)


def perftest(num_iters=101, num_warmup=2):
    def decorator(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            for _ in range(num_warmup):
                data = func(*args, **kwargs)
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            for _ in range(num_iters):
                data = func(*args, **kwargs)
            torch.cuda.synchronize()
            us = (time.perf_counter() - t0) * 1e6 / num_iters
            return data, us
        return wrapper
    return decorator


def event_timed(fn):
    def inner(*args):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        out = fn(*args)
        end.record()
        torch.cuda.synchronize()
        return out, start.elapsed_time(end)
    return inner


def log_time(fn):
    """A one-shot log line around a call: instrumentation, not a benchmark."""
    def inner(*args):
        t0 = time.time()
        out = fn(*args)
        log.info("%s took %.1f s", fn.__name__, time.time() - t0)
        return out
    return inner


def stopwatch(fn):
    """One-shot and printed: decorating `main` times a whole program, setup included."""
    @functools.wraps(fn)
    def inner(*args, **kwargs):
        start = time.perf_counter()
        out = fn(*args, **kwargs)
        print(f"{fn.__name__}: {time.perf_counter() - start:.2f} s")
        return out
    return inner
