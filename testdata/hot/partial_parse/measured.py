# `measured` has no trigger word of its own: its `with Stopwatch():` body is a root only
# because Stopwatch (watches.py) reads a clock in __enter__ and __exit__.
import time

import torch

from watches import Stopwatch


def work(x):
    return x.max().item()  # HOT root=timer chain=measured>work


def measured(x):
    torch.cuda.synchronize()  # COLD
    with Stopwatch():
        work(x)
    print("done")  # COLD


def stamp():
    return time.time()
