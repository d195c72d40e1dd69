"""Small-batch MLP step replayed from a CUDA graph vs. eager launch, plus a split-K reduce."""
import torch

from harness_style.harness import BaseBenchmark, BenchmarkConfig


class GraphedMLPBenchmark(BaseBenchmark):
    def __init__(self, batch: int = 8, width: int = 2048, depth: int = 8, use_graph: bool = True):
        super().__init__(BenchmarkConfig(name="graphed_mlp", iterations=1000, warmup=50))
        self.batch, self.width, self.depth = batch, width, depth
        self.use_graph = use_graph
        self.graph = None
        self.layers = torch.nn.Sequential(*[torch.nn.Linear(width, width) for _ in range(depth)])

    def setup(self) -> None:
        self.layers = self.layers.to(self.device, torch.float16)
        self.static_in = torch.randn(self.batch, self.width, device=self.device, dtype=torch.float16)
        s = torch.cuda.Stream()
        s.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(s):
            for _ in range(3):
                self.static_out = self.layers(self.static_in)
        torch.cuda.current_stream().wait_stream(s)

    def benchmark_fn(self) -> None:
        if not self.use_graph:
            self.static_out = self.layers(self.static_in)
            return
        if self.graph is None:
            self.graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(self.graph):
                self.static_out = self.layers(self.static_in)
        self.graph.replay()

    def validate_result(self) -> None:
        ref = self.layers(self.static_in)
        torch.cuda.synchronize()
        torch.testing.assert_close(self.static_out, ref, atol=1e-2, rtol=1e-2)


class SplitKReduceBenchmark(BaseBenchmark):
    def __init__(self, m: int = 64, n: int = 8192, k: int = 65536):
        super().__init__(BenchmarkConfig(name="split_k_reduce"))
        self.m, self.n, self.k = m, n, k

    def setup(self) -> None:
        self.a = torch.randn(self.m, self.k, device=self.device, dtype=torch.bfloat16)
        self.b = torch.randn(self.k, self.n, device=self.device, dtype=torch.bfloat16)

    def benchmark_fn(self) -> None:
        sms = torch.cuda.get_device_properties(self.device).multi_processor_count  # EXPECT: HL1001
        splits = max(1, min(16, sms // max(1, (self.m * self.n) // (128 * 128))))
        chunk = self.k // splits
        partial = torch.stack([self.a[:, i * chunk:(i + 1) * chunk] @ self.b[i * chunk:(i + 1) * chunk]
                               for i in range(splits)])
        self.out = partial.float().sum(0).to(torch.bfloat16)

    def validate_result(self) -> None:
        torch.testing.assert_close(self.out, (self.a.float() @ self.b.float()).bfloat16(), atol=1.0, rtol=5e-2)


def get_benchmark() -> BaseBenchmark:
    return GraphedMLPBenchmark()
