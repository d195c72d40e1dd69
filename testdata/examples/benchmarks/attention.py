"""Causal scaled-dot-product attention (prefill shape)."""
from __future__ import annotations

import math

import torch
import torch.nn.functional as F

from .common.harness import BaseBenchmark, BenchmarkConfig
from .common.tensors import make_inputs, relative_error


class AttentionBenchmark(BaseBenchmark):
    def __init__(self, batch: int = 4, heads: int = 32, seq: int = 4096, head_dim: int = 128,
                 causal: bool = True, **kwargs):
        super().__init__(**kwargs)
        self.shape = (batch, heads, seq, head_dim)
        self.causal = causal
        self.tokens_seen = 0
        self.max_logit = 0.0

    def setup(self) -> None:
        super().setup()
        self.q, self.k, self.v = make_inputs([self.shape] * 3, self.config.dtype, self.device)
        self.scale = 1.0 / math.sqrt(self.shape[-1])

    def benchmark_fn(self) -> None:
        self.output = F.scaled_dot_product_attention(
            self.q, self.k, self.v, is_causal=self.causal, scale=self.scale)
        self.max_logit = self.output.abs().max().item()  # EXPECT: HL101
        tokens = float(self.q.shape[0] * self.q.shape[2])
        self.tokens_seen += int(tokens)

    def _reference(self) -> torch.Tensor:
        q, k, v = (t.float() for t in (self.q, self.k, self.v))
        scores = (q @ k.transpose(-2, -1)) * self.scale
        if self.causal:
            n = scores.shape[-1]
            mask = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
            scores = scores.masked_fill(mask, float("-inf"))
        return (scores.softmax(-1) @ v).to(self.q.dtype)

    def validate_result(self) -> None:
        super().validate_result()
        err = relative_error(self.output, self._reference())
        if err > 2e-2:
            raise AssertionError(f"attention relative error {err:.2e} (max logit {self.max_logit})")

    def get_custom_metrics(self):
        b, h, s, d = self.shape
        flops = 4.0 * b * h * s * s * d / (2 if self.causal else 1)
        return {**super().get_custom_metrics(), "flops_per_iter": flops, "tokens": self.tokens_seen}


def get_benchmark() -> BaseBenchmark:
    return AttentionBenchmark(config=BenchmarkConfig(name="sdpa_causal_4k", dtype=torch.float16))
