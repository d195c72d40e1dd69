"""A timer started inside a `with` block and read after it (ktransformers' prefill_and_generate:
a prefill region, then `t1 = time.time()` and the decode loop inside `torch.no_grad()`, then
`total = time.time() - t1` after it) times from its read on: the earlier region in that block is
a measurement of its own, not work inside this one."""
import time

import torch


def gen(model, y, n):
    with torch.no_grad():
        start_time = time.time()
        y = model(y)
        torch.cuda.synchronize()
        first = time.time() - start_time
        y.cpu()  # COLD
        t1 = time.time()
        for i in range(1, n):
            y = model(y)
            print(y.item())  # HOT root=timer in_loop chain=gen
    total = time.time() - t1
    return first, total


def before_read(model, y, n):
    with torch.no_grad():
        warm = model(y).cpu()  # COLD
        t0 = time.perf_counter()
        for _ in range(n):
            y = model(y).float().cpu()  # HOT root=timer in_loop chain=before_read
    torch.cuda.synchronize()
    return time.perf_counter() - t0, warm


def cached_or_run(model, x, use_cache, cache):
    # a read in one arm of an if/else: that arm is one region, timed whole from the if on
    # (mlcommons' llama2 SUT: `tik3 = time.time()` before its postprocess, `tok` after the if)
    if use_cache:
        out = cache
    else:
        y = model(x)
        tik3 = time.time()
        out = y.cpu()  # HOT root=timer conditional chain=cached_or_run
    tok = time.time()
    return out, tok - tik3
