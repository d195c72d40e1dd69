"""Hugging Face kernels' harness times every `benchmark_<case>` method of a `Benchmark`
subclass; `setup_<case>` and `verify_<case>` around it are not timed."""
import torch

from kernels.benchmark import Benchmark


class ReluBenchmark(Benchmark):
    def setup(self):
        self.x = torch.randn(1024, device="cuda")  # COLD

    def benchmark_base(self):
        y = torch.empty_like(self.x)  # HOT root=benchmark_fn chain=ReluBenchmark.benchmark_base
        return y.copy_(self.x).sum().item()  # HOT root=benchmark_fn chain=ReluBenchmark.benchmark_base

    def verify_base(self):
        return self.x.relu().cpu()  # COLD

    def setup_large(self):
        self.x = torch.randn(4096, device="cuda")  # COLD


class Helper:
    def benchmark_report(self, x):
        return x.cpu()  # COLD
