"""A @contextmanager that reads its clock only before the yield waits for a lock with a
deadline; it times nothing, and the `with` body is not a timed region (unsloth's cache lock,
GPTQModel's file_lock). One that reads it after the yield too is a timer."""
import contextlib
import json
import time

import torch


def try_lock(path):
    return True


@contextlib.contextmanager
def cache_lock(path, timeout=1.0):
    try:
        fd = open(path)
    except OSError:
        yield False  # an early exit: not the yield the body runs at
        return
    deadline = time.monotonic() + timeout
    while True:
        if try_lock(path):
            break
        if time.monotonic() >= deadline:
            break
        time.sleep(0.05)
    yield True
    fd.close()


@contextlib.contextmanager
def timed(name):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    yield
    torch.cuda.synchronize()
    print(name, time.perf_counter() - t0)


def clear_cache(path):
    with cache_lock(path) as held:
        if held:
            cfg = json.loads(open(path).read())  # COLD
            print("cleared", cfg)  # COLD


def step(model, x):
    with timed("step"):
        for _ in range(10):
            model(x).tolist()  # HOT root=timer in_loop chain=step
