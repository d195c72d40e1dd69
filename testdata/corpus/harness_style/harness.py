"""Minimal benchmark harness: subclasses implement setup/benchmark_fn/validate_result."""
import dataclasses
import time
from typing import Any, Dict

import torch


@dataclasses.dataclass
class BenchmarkConfig:
    name: str
    iterations: int = 100
    warmup: int = 10
    device: str = "cuda"


class BaseBenchmark:
    def __init__(self, config: BenchmarkConfig):
        self.config = config
        self.device = torch.device(config.device)

    def setup(self) -> None:
        pass

    def benchmark_fn(self) -> None:
        raise NotImplementedError

    def validate_result(self) -> None:
        pass

    def teardown(self) -> None:
        torch.cuda.synchronize()
        torch.cuda.empty_cache()


def run(bench: BaseBenchmark) -> Dict[str, Any]:
    bench.setup()
    for _ in range(bench.config.warmup):
        bench.benchmark_fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(bench.config.iterations):
        bench.benchmark_fn()
    torch.cuda.synchronize()
    ms = (time.perf_counter() - t0) * 1e3 / bench.config.iterations
    bench.validate_result()
    bench.teardown()
    return {"name": bench.config.name, "ms": ms}
