"""A wrapper called right after the timer starts or right before its end read, whose first
(last) action is a sync, brackets the timer (torchbench util/experiment/metrics.py:
`def work_func(): sync(); func(); sync()` timed once to pick an iteration count). The same
wrapper called in a loop of the region, a sync between two pieces of work, a sync followed
by more work, and a wrapper inside a CUDA-event pair (the events time the GPU's queue, where a
host sync is a stall) stay timed."""
import time

import torch


def get_peak(func, device):
    def work_func():
        if device == "cuda":
            torch.cuda.synchronize()  # COLD
            func()  # HOT root=timer conditional chain=get_peak>get_peak.<locals>.work_func
            torch.cuda.synchronize()  # COLD
        else:
            func()  # HOT root=timer conditional chain=get_peak>get_peak.<locals>.work_func

    t0 = time.time_ns()
    work_func()
    t1 = time.time_ns()
    return t1 - t0


def step(x):
    torch.cuda.synchronize()  # HOT root=timer in_loop chain=looped>step
    y = x.relu()  # HOT root=timer in_loop chain=looped>step
    torch.cuda.synchronize()  # HOT root=timer in_loop chain=looped>step
    return y


def looped(x, n):
    t0 = time.perf_counter()
    for _ in range(n):
        step(x)
    return time.perf_counter() - t0


def middle(x):
    a = x.relu()  # HOT root=timer chain=timed_middle>middle
    torch.cuda.synchronize()  # HOT root=timer chain=timed_middle>middle
    return a.sigmoid()  # HOT root=timer chain=timed_middle>middle


def then_more(x):
    torch.cuda.synchronize()  # HOT root=timer chain=timed_middle>then_more
    y = x.relu()  # HOT root=timer chain=timed_middle>then_more
    torch.cuda.synchronize()  # HOT root=timer chain=timed_middle>then_more
    print(y.shape)  # HOT root=timer chain=timed_middle>then_more
    return y


def timed_middle(x):
    t0 = time.perf_counter()
    middle(x)
    x.add_(1)
    then_more(x)
    x.mul_(2)
    return time.perf_counter() - t0


def event_wrapped(x):
    torch.cuda.synchronize()  # HOT root=event chain=timed_events>event_wrapped
    y = x.relu()  # HOT root=event chain=timed_events>event_wrapped
    torch.cuda.synchronize()  # HOT root=event chain=timed_events>event_wrapped
    return y


def timed_events(x):
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    event_wrapped(x)
    end.record()
    end.synchronize()
    return start.elapsed_time(end)
