"""Top-k MoE token routing: router softmax, top-k, per-expert gather and scatter."""
from __future__ import annotations

import torch

from .common.harness import BaseBenchmark, BenchmarkConfig


class MoERoutingBenchmark(BaseBenchmark):
    def __init__(self, tokens: int = 8192, hidden: int = 4096, num_experts: int = 8, top_k: int = 2, **kwargs):
        super().__init__(**kwargs)
        self.tokens, self.hidden = tokens, hidden
        self.num_experts, self.top_k = num_experts, top_k
        self.capacity = (tokens * top_k) // num_experts
        self.expert_bias = [0.0] * num_experts

    def setup(self) -> None:
        super().setup()
        dt = self.config.dtype
        self.x = torch.randn(self.tokens, self.hidden, device=self.device, dtype=dt)
        self.router = torch.randn(self.hidden, self.num_experts, device=self.device, dtype=dt)
        self.expert_in = torch.zeros(self.num_experts, self.capacity, self.hidden, device=self.device, dtype=dt)
        load = torch.bincount(torch.randint(0, self.num_experts, (self.tokens,)), minlength=self.num_experts)
        print(f"moe: {self.num_experts} experts, imbalance {(load.max() / load.float().mean()).item():.2f}")

    def benchmark_fn(self) -> None:
        logits = self.x @ self.router
        bias = torch.tensor(self.expert_bias, device=self.device, dtype=logits.dtype)  # EXPECT: HL403
        # EXPECT: HL505
        probs = torch.softmax(logits.float() + bias, dim=-1)
        weights, experts = probs.topk(self.top_k, dim=-1)
        for e in range(self.num_experts):
            rows = (experts == e).nonzero()  # EXPECT: HL301
            token_idx = rows[:, 0][: self.capacity]
            self.expert_in[e, : token_idx.shape[0]] = self.x[token_idx]
        self.output = weights

    def validate_result(self) -> None:
        super().validate_result()
        per_expert = torch.bincount(self.output.argmax(-1).flatten(), minlength=self.top_k).tolist()
        assert sum(per_expert) == self.tokens, per_expert
        used = torch.unique(self.expert_in.abs().sum(-1).nonzero()[:, 0])
        print(f"experts with tokens: {used.cpu().tolist()}")


def get_benchmark() -> BaseBenchmark:
    return MoERoutingBenchmark(config=BenchmarkConfig(name="moe_route_top2"))
