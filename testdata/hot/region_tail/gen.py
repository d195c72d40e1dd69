"""Region extents are statement-granular: what the timer's own statements stretch over but
does not time per iteration is cold. (1) An end read nested in `if timing:` takes the report
after it along. (2) A region timing a loop closes with a synchronize after the loop: that sync
and the reporting between it and the end read run once, with the GPU idle. (3) Without a
closing sync the tail stays timed (a blocking call right before the end read is real work),
and a region without a loop keeps everything between start and end."""
import time

import torch


def decode(model, ids, steps, timing=False):
    start = torch.cuda.Event(enable_timing=timing)
    end = torch.cuda.Event(enable_timing=timing)
    if timing:
        start.record()
    for _ in range(steps):
        ids = model(ids)  # HOT root=event in_loop chain=decode
        if (ids == 0).all():  # HOT root=event in_loop chain=decode
            break
    if timing:
        end.record()
        torch.cuda.synchronize()  # COLD
        print(f"decode: {start.elapsed_time(end):.1f} ms")  # COLD
    return ids


def throughput(fn, repeats):
    out = fn()
    torch.cuda.synchronize()
    begin = time.time()
    for _ in range(repeats):
        fn()  # HOT root=timer in_loop chain=throughput
    torch.cuda.synchronize()  # COLD
    print(f"out length: {len(out)}")  # COLD
    print(f"per call: {(time.time() - begin) / repeats * 1e3:.1f} ms")


def no_closing_sync(fn, x, repeats):
    t0 = time.perf_counter()
    for _ in range(repeats):
        fn(x)  # HOT root=timer in_loop chain=no_closing_sync
    scratch = torch.empty_like(x)  # HOT root=timer chain=no_closing_sync
    t1 = time.perf_counter()
    return t1 - t0, scratch


def single_shot(fn, x):
    t0 = time.perf_counter()
    y = fn(x)  # HOT root=timer chain=single_shot
    torch.cuda.synchronize()
    print(y.shape)  # HOT root=timer chain=single_shot
    t1 = time.perf_counter()
    return t1 - t0


def generate(model, ids, steps, timing=False, world=1):
    # reached from `outer` below: its own timer's bracketing stays exempt along a timer chain
    if timing:
        if world > 1:
            torch.distributed.barrier()  # COLD
        t_start = time.time()
    for _ in range(steps):
        ids = model(ids)  # HOT root=timer in_loop
    if timing:
        if world > 1:
            torch.distributed.barrier()  # COLD
        torch.cuda.synchronize()  # COLD
        print(f"generate: {(time.time() - t_start) * 1e3:.0f} ms")  # COLD
    return ids


def outer(model, ids):
    torch.cuda.synchronize()
    t0 = time.time()
    out = generate(model, ids, 32, timing=True, world=2)  # HOT root=timer chain=outer
    torch.cuda.synchronize()
    return out, time.time() - t0


def decode_timed(model, ids, steps, timing=False):
    # its own optional event timer; reached from `outer_events`, whose timer owns the measurement
    start = torch.cuda.Event(enable_timing=timing)  # COLD
    end = torch.cuda.Event(enable_timing=timing)  # COLD
    scratch = torch.empty_like(ids)  # HOT root=timer chain=outer_events>decode_timed
    if timing:
        start.record()
    for _ in range(steps):
        ids = model(ids + scratch)
    if timing:
        end.record()
        torch.cuda.synchronize()
        print(start.elapsed_time(end))  # COLD
    return ids


def outer_events(model, ids):
    torch.cuda.synchronize()
    t0 = time.time()
    out = decode_timed(model, ids, 16, timing=True)
    torch.cuda.synchronize()
    return out, time.time() - t0
