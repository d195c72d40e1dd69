"""One autoregressive decode step of a decoder block (batch of 16, 128-token window)."""
from __future__ import annotations

import logging

import torch

from benchmarks.common.harness import BaseBenchmark, BenchmarkConfig
from benchmarks.models import TinyDecoder

log = logging.getLogger("bench.decode")


class DecodeStepBenchmark(BaseBenchmark):
    def __init__(self, batch: int = 16, window: int = 128, d_model: int = 4096, **kwargs):
        super().__init__(**kwargs)
        self.batch, self.window, self.d_model = batch, window, d_model
        self.step = 0

    def setup(self) -> None:
        super().setup()
        self.model = TinyDecoder(d_model=self.d_model).to(self.device, self.config.dtype).eval()
        self.x = torch.randn(self.batch, self.window, self.d_model, device=self.device, dtype=self.config.dtype)
        log.info("decode model: %.1fM params", sum(p.numel() for p in self.model.parameters()) / 1e6)

    @torch.inference_mode()
    def benchmark_fn(self) -> None:
        self.output = self.model(self.x)
        self.step += 1
        log.debug("decode step %d done", self.step)  # EXPECT: HL603

    def validate_result(self) -> None:
        super().validate_result()
        if self.output.shape != self.x.shape:
            raise AssertionError(f"bad output shape {tuple(self.output.shape)}")
        log.info("decode: %d steps, last mean %.4f", self.step, self.output.float().mean().item())

    def teardown(self) -> None:
        del self.model
        super().teardown()


def get_benchmark() -> BaseBenchmark:
    return DecodeStepBenchmark(config=BenchmarkConfig(name="decode_step_b16", dtype=torch.float16))
