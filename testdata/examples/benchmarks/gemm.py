"""Dense GEMM throughput: C = A @ B in bf16 with a preallocated output."""
from __future__ import annotations

import torch

from benchmarks.common.harness import BaseBenchmark, BenchmarkConfig
from benchmarks.common.tensors import checksum, max_abs_diff, tflops


class GemmBenchmark(BaseBenchmark):
    def __init__(self, m: int = 8192, n: int = 8192, k: int = 8192, **kwargs):
        super().__init__(**kwargs)
        self.m, self.n, self.k = m, n, k
        self.checksums = []

    def setup(self) -> None:
        super().setup()
        dt = self.config.dtype
        self.a = torch.randn(self.m, self.k, device=self.device, dtype=dt)
        self.b = torch.randn(self.k, self.n, device=self.device, dtype=dt)
        self.c = torch.empty(self.m, self.n, device=self.device, dtype=dt)
        self.reference = (self.a.float() @ self.b.float()).to(dt)
        torch.cuda.synchronize()
        print(f"gemm {self.m}x{self.n}x{self.k} ready, |ref| = {self.reference.abs().mean().item():.3f}")

    def benchmark_fn(self) -> None:
        torch.matmul(self.a, self.b, out=self.c)
        self.checksums.append(checksum(self.c))
        self.output = self.c

    def validate_result(self) -> None:
        super().validate_result()
        err = max_abs_diff(self.c, self.reference)
        assert err < 0.5, f"gemm mismatch: max abs diff {err}"
        drift = torch.stack(self.checksums).std().item()
        if drift > 0:
            print(f"warning: gemm output drifted across iterations (std {drift:.3e})")

    def get_custom_metrics(self):
        metrics = super().get_custom_metrics()
        metrics["flops_per_iter"] = 2.0 * self.m * self.n * self.k
        return metrics


def get_benchmark() -> BaseBenchmark:
    return GemmBenchmark(config=BenchmarkConfig(name="gemm_bf16_8k"))
