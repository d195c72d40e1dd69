from . import ops
from .sub.deep import deep_fn


def rel_helper(x):
    y = ops.add_op(x)  # HOT root=benchmark_fn chain=ImportBench.benchmark_fn>rel_helper
    return deep_fn(y)  # HOT root=benchmark_fn chain=ImportBench.benchmark_fn>rel_helper


def cold_helper(x):
    return x.item()  # COLD
