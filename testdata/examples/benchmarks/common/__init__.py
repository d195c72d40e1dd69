from .harness import BaseBenchmark, BenchmarkConfig, run_benchmark
from .tensors import make_inputs

__all__ = ["BaseBenchmark", "BenchmarkConfig", "run_benchmark", "make_inputs"]
