"""A host timer whose end read sits in one branch (`else:` when there is no GPU) times only the
path through that branch: code in the exclusive branch (`if torch.cuda.is_available():`, timed
by an event pair instead) never reaches the end read (FBGEMM's TBE bench_runs.py flushes L2
there). Code on both paths stays timed."""
import time

import torch


def run(func, x, iters, times):
    start_ev = torch.cuda.Event(enable_timing=True)
    end_ev = torch.cuda.Event(enable_timing=True)
    for it in range(iters):
        start_time = time.time()
        if torch.cuda.is_available():
            _ = torch.rand(1024, device="cuda")  # COLD
            start_ev.record()
        func(x)
        y = x.cpu()  # HOT root=timer chain=run
        if torch.cuda.is_available():
            end_ev.record()
        else:
            it_time = time.time() - start_time
            times.append(it_time)
    return y


def progress(queue, n):
    # the end read is inside a loop of the region: an earlier iteration's other branch comes
    # before a later iteration's read (vllm's multi-turn benchmark), so both branches are timed
    start = time.perf_counter_ns()
    done = 0
    while done < n:
        item = queue.get()
        if item is None:
            done += 1
            print(f"{done} clients finished")  # HOT root=timer in_loop conditional chain=progress
        else:
            elapsed = time.perf_counter_ns() - start
            print(f"{elapsed / 1e9:.1f} s")
