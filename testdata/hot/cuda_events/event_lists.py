"""Lists of events, one pair per iteration, under any names: `s[i].record(); fn(); e[i].record()`
with the elapsed times read over `zip(s, e)` afterwards. A list recorded twice before the other
(`s[i]` then `s[i + 1]`) pairs nothing; a function reading no elapsed time only orders streams."""
import time

import torch


def bench(fn, n=10):
    s = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    e = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    for i in range(n):
        s[i].record()
        fn()
        print("step", i)  # HOT root=event
        e[i].record()
    torch.cuda.synchronize()
    return sum(x.elapsed_time(y) for x, y in zip(s, e)) / n


def bench_named(fn, n=10):
    st = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    ed = [torch.cuda.Event(enable_timing=True) for _ in range(n)]
    for i in range(n):
        st[i].record()
        torch.empty(16, device="cuda")  # HOT root=event
        ed[i].record()
    torch.cuda.synchronize()
    return [a.elapsed_time(b) for a, b in zip(st, ed)]


def order_streams(fn, n=4):
    evs = [torch.cuda.Event() for _ in range(n)]
    done = [torch.cuda.Event() for _ in range(n)]
    for i in range(n):
        evs[i].record()
        print("launch", i)  # COLD
        done[i].record()
    return done


def pairs_in_wall_timer(fn, dist, n=10):
    # a list of event pairs inside a synchronized wall-clock timer (flashinfer's EP benchmark):
    # the barrier each iteration runs is timed by the wall clock
    ev = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(n)]
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for i in range(n):
        ev[i][0].record()
        fn()
        ev[i][1].record()
        dist.barrier()  # HOT root=timer in_loop
    torch.cuda.synchronize()
    wall = (time.perf_counter() - t0) / n
    return wall, [a.elapsed_time(b) for a, b in ev]
