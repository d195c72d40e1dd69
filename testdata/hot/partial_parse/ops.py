# A root candidate (do_bench below) parsed before anything asks for fast_op: the lazily
# reached runner.py takes it by name later, and the analysis runs again with it parsed.
import torch
import triton


def fast_op(x):
    return x.cpu()  # HOT root=do_bench chain=bench.<lambda>@8>go>fast_op


def slow_op(x):
    return x.numpy()  # COLD


def self_bench(x):
    return triton.testing.do_bench(lambda: x + 1)
