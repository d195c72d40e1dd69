"""`with` timers: a class whose __enter__/__exit__ read a clock, a @contextmanager reading one
around its yield, a library timer known only by name. The with body is timed; warm-up before
it, reporting after it and the manager's own code stay cold. A context manager that reads no
clock (torch.no_grad, a lock) times nothing."""
import contextlib
import threading
import time

import torch
from codetiming import Timer


class CudaTimer:
    def __enter__(self):
        torch.cuda.synchronize()  # COLD
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc):
        torch.cuda.synchronize()  # COLD
        self.elapsed = time.perf_counter() - self.start


class NotATimer:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


@contextlib.contextmanager
def timed_block(name):
    t0 = time.perf_counter()
    yield
    torch.cuda.synchronize()  # COLD
    print(name, time.perf_counter() - t0)  # COLD


def step(model, x):
    return model(x).sum().item()  # HOT root=timer in_loop chain=with_class>step


def with_class(model, x, iters):
    for _ in range(10):
        step(model, x)
    with CudaTimer() as t:
        for _ in range(iters):
            step(model, x)
        torch.cuda.synchronize()  # COLD
    print(t.elapsed / iters)  # COLD


@contextlib.contextmanager
def event_block():
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    yield
    end.record()
    end.synchronize()  # COLD
    print(start.elapsed_time(end))  # COLD


@contextlib.contextmanager
def ordered(stream):
    # plain events that order streams (quack's all-gather `gather()`): nothing is read
    ev = torch.cuda.Event()
    ev.record()
    yield
    done = torch.cuda.Event()
    done.record(stream)


def with_generator(model, x):
    y = model(x).cpu()  # COLD
    with timed_block("fwd"):
        z = model(x).cpu()  # HOT root=timer
    return y, z.tolist()  # COLD


def with_library(model, x):
    with torch.no_grad(), Timer(name="fwd", logger=None):
        w = torch.empty(10, device="cuda")  # HOT root=timer
    return w.cpu()  # COLD


def not_timed(model, x, lock: threading.Lock):
    with NotATimer():
        a = x.cpu()  # COLD
    with lock:
        b = x.cpu()  # COLD
    with torch.no_grad():
        c = x.cpu()  # COLD
    with ordered(None):
        d = x.cpu()  # COLD
    with Timer(name="off", active=False):
        d = x.cpu()  # COLD
    with event_block():
        e = x.cpu()  # HOT root=timer
    return a, b, c, d, e
