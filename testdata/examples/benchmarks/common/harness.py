"""The benchmark harness.

Every benchmark subclasses ``BaseBenchmark``. ``run_benchmark`` drives one of them:

    setup() -> warm-up calls -> [timed: benchmark_fn() x iterations] -> validate_result() -> teardown()

Only ``benchmark_fn`` runs inside the timed region; the harness brackets the whole loop with
one pair of CUDA events and never synchronizes per iteration.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Dict, Optional

import torch

log = logging.getLogger(__name__)


@dataclasses.dataclass
class BenchmarkConfig:
    name: str = ""
    iterations: int = 100
    warmup: int = 10
    dtype: torch.dtype = torch.bfloat16
    device: str = "cuda"
    seed: int = 0


class BaseBenchmark:
    """Base class: override setup(), benchmark_fn() and validate_result()."""

    def __init__(self, config: Optional[BenchmarkConfig] = None, verbose: bool = False):
        self.config = config or BenchmarkConfig(name=type(self).__name__)
        self.device = torch.device(self.config.device)
        self.verbose = verbose
        self.output: Optional[torch.Tensor] = None

    def setup(self) -> None:
        torch.manual_seed(self.config.seed)
        torch.backends.cuda.matmul.allow_tf32 = False

    def benchmark_fn(self) -> None:
        raise NotImplementedError(f"{type(self).__name__} must implement benchmark_fn")

    def validate_result(self) -> None:
        if self.output is None:
            raise RuntimeError("benchmark_fn produced no output")
        if not torch.isfinite(self.output).all():
            raise RuntimeError(f"non-finite output in {self.config.name}")

    def teardown(self) -> None:
        self.output = None
        torch.cuda.empty_cache()

    def get_config(self) -> Dict[str, Any]:
        props = torch.cuda.get_device_properties(self.device)
        return {
            "name": self.config.name,
            "dtype": str(self.config.dtype),
            "gpu": props.name,
            "sm_count": props.multi_processor_count,
            "iterations": self.config.iterations,
        }

    def get_custom_metrics(self) -> Dict[str, float]:
        return {"peak_mem_gb": torch.cuda.max_memory_allocated(self.device) / 2**30}


def run_benchmark(bench: BaseBenchmark) -> Dict[str, Any]:
    cfg = bench.config
    bench.setup()
    torch.cuda.reset_peak_memory_stats()

    for _ in range(cfg.warmup):
        bench.benchmark_fn()
    torch.cuda.synchronize()

    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(cfg.iterations):
        bench.benchmark_fn()
    end.record()
    end.synchronize()
    ms_per_iter = start.elapsed_time(end) / cfg.iterations

    bench.validate_result()
    result = {**bench.get_config(), "ms": ms_per_iter, **bench.get_custom_metrics()}
    log.info("%s: %.4f ms/iter", cfg.name, ms_per_iter)
    bench.teardown()
    return result
