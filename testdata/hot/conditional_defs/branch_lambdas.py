"""A local name bound to a lambda in each branch, then called in a timed loop: either lambda
may be the one timed (FlagGems' get_latency). A lambda bound after the loop is not."""
import time

import torch


def get_latency(op, args, inplace, reps=10):
    if inplace:
        fn = lambda: op(*[x.clone() for x in args])  # HOT root=timer in_loop chain=get_latency>get_latency.<lambda>@10
    else:
        fn = lambda: op(*[x.item() for x in args])  # HOT root=timer in_loop chain=get_latency>get_latency.<lambda>@12
    torch.cuda.synchronize()
    start = time.time()
    for _ in range(reps):
        fn()
    torch.cuda.synchronize()
    latency = (time.time() - start) / reps
    fn = lambda: print(op, [x.tolist() for x in args])  # COLD
    fn()
    return latency
