# A root candidate (perf_counter below); case() is dropped by the first parse (no trigger word,
# nothing names it) and found again as a caller of the detected utility bench_it.
import time

import torch

from util import bench_it


def kernel(x):
    return x.tolist()  # HOT root=do_bench chain=case.<lambda>@15>kernel


def case(x):
    return bench_it(lambda: kernel(x))


def clock():
    return time.perf_counter()


def setup_only(x):
    return x.tolist()  # COLD
