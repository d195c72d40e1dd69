"""A timer started inside a loop, in the iteration that ends the warm-up, and read after the
loop (bitsandbytes benchmarking/optimizer_benchmark.py): every later iteration is timed, the
statements of the loop body above the start included. What only runs in the start's own branch
(its bracketing synchronize) runs once, untimed."""
import time

import torch


def host_timer(layers, batches, optim, warmup=2):
    for i in range(len(batches)):
        print(i)  # HOT root=timer in_loop
        b = batches[i].to("cuda")  # HOT root=timer in_loop
        if i == warmup:
            torch.cuda.synchronize()  # COLD
            t0 = time.time()
        out = layers(b)  # HOT root=timer in_loop
        out.sum().backward()
        optim.step()
    torch.cuda.synchronize()  # COLD
    print(time.time() - t0)  # COLD


def event_timer(fn, x, warmup=3, iters=10):
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    x.sum().item()  # COLD
    for i in range(warmup + iters):
        y = x.clone()  # HOT root=event in_loop
        if i == warmup:
            start.record()
        fn(y)  # HOT root=event in_loop
    end.record()
    end.synchronize()  # COLD
    return start.elapsed_time(end) / iters


def started_before_loop(fn, x):
    x.sum().item()  # COLD
    t0 = time.perf_counter()
    for _ in range(10):
        fn(x)  # HOT root=timer in_loop
    torch.cuda.synchronize()
    return time.perf_counter() - t0
