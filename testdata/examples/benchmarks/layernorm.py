"""LayerNorm over the hidden dimension, fp16 activations with fp32 statistics."""
from __future__ import annotations

import numpy as np
import torch
import torch.nn.functional as F

from benchmarks.common import BaseBenchmark, BenchmarkConfig


class LayerNormBenchmark(BaseBenchmark):
    def __init__(self, tokens: int = 16384, hidden: int = 8192, eps: float = 1e-5, **kwargs):
        super().__init__(**kwargs)
        self.tokens, self.hidden = tokens, hidden
        self.eps = np.float32(eps)
        self.weight_fp32 = None
        self.weight = torch.ones(hidden, dtype=torch.float16)

    def setup(self) -> None:
        super().setup()
        self.x = torch.randn(self.tokens, self.hidden, device=self.device, dtype=torch.float16)
        self.weight = self.weight.to(self.device)
        self.bias = torch.zeros_like(self.weight)

    def benchmark_fn(self) -> None:
        if self.weight_fp32 is None:
            self.weight_fp32 = self.weight.float()
            self.bias_fp32 = self.bias.float()
            torch.cuda.synchronize()
        eps = np.float32(self.eps).item()
        hidden = int(self.hidden)
        y = F.layer_norm(self.x.to(torch.float32), (hidden,), self.weight_fp32, self.bias_fp32, eps)
        self.output = y.to(torch.float16)
        if self.verbose:
            print("layernorm", tuple(self.x.shape), "eps", eps)  # EXPECT: HL601
        if False:
            torch.cuda.synchronize()
            print(self.output.float().mean().item())

    def validate_result(self) -> None:
        super().validate_result()
        ref = F.layer_norm(self.x.float(), (self.hidden,), eps=float(self.eps)).half()
        torch.testing.assert_close(self.output.cpu(), ref.cpu(), atol=2e-2, rtol=2e-2)

    def get_custom_metrics(self):
        moved = 2 * self.x.numel() * self.x.element_size()
        return {**super().get_custom_metrics(), "bytes_per_iter": float(moved)}


def get_benchmark() -> BaseBenchmark:
    return LayerNormBenchmark(config=BenchmarkConfig(name="layernorm_fp16_8k"), verbose=False)
