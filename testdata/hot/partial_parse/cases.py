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


class Suite:
    # a method no trigger word or name keeps, calling the detected utility: asked for as
    # Suite.run_case once bench_it is known to time its argument
    def run_case(self, x):
        return bench_it(lambda: kernel_two(x))

    def report(self, x):
        return x.tolist()  # COLD


def kernel_two(x):
    return x.cpu()  # HOT root=do_bench chain=Suite.run_case.<lambda>@30>kernel_two
