"""Kernel benchmarks for the inference stack.

Each module exposes ``get_benchmark()`` returning a ``BaseBenchmark`` subclass instance;
``python -m benchmarks.run_all`` discovers and runs them.
"""

BENCHMARKS = (
    "benchmarks.gemm",
    "benchmarks.attention",
    "benchmarks.layernorm",
    "benchmarks.moe_routing",
    "benchmarks.decode_step",
)
