"""Fused MoE expert MLPs (grouped GEMM) with a compiled router, profiled with NVTX ranges."""
import torch
import torch.nn.functional as F

from harness_style.harness import BaseBenchmark, BenchmarkConfig


class Router(torch.nn.Module):
    def __init__(self, hidden, experts, top_k):
        super().__init__()
        self.gate = torch.nn.Linear(hidden, experts, bias=False)
        self.top_k = top_k

    def forward(self, x):
        logits = self.gate(x)
        weights, idx = torch.topk(logits.float().softmax(-1), self.top_k, dim=-1)
        return weights / weights.sum(-1, keepdim=True), idx


class FusedMoEBenchmark(BaseBenchmark):
    def __init__(self, tokens=4096, hidden=4096, ffn=14336, experts=8, top_k=2, check=False):
        super().__init__(BenchmarkConfig(name="fused_moe"))
        self.tokens, self.hidden, self.ffn = tokens, hidden, ffn
        self.experts, self.top_k = experts, top_k
        self.check = check

    def setup(self):
        dt = torch.bfloat16
        self.x = torch.randn(self.tokens, self.hidden, device=self.device, dtype=dt)
        self.w1 = torch.randn(self.experts, self.hidden, 2 * self.ffn, device=self.device, dtype=dt) * 0.02
        self.w2 = torch.randn(self.experts, self.ffn, self.hidden, device=self.device, dtype=dt) * 0.02
        self.router = torch.compile(Router(self.hidden, self.experts, self.top_k).to(self.device, dt))
        self.router(self.x)
        self.out = torch.empty_like(self.x)
        assert self.x.is_cuda and self.x.is_contiguous()

    def benchmark_fn(self):
        torch.cuda.nvtx.range_push("moe")
        with torch.profiler.record_function("router"):
            weights, idx = self.router(self.x)
        n_tok = len(self.x)
        flat = idx.flatten()
        order = torch.argsort(flat, stable=True)
        counts = torch.bincount(flat, minlength=self.experts)
        offsets = torch.cumsum(counts, 0)
        for e in range(self.experts):
            # expert slices are found on the device; no host round trip for the bounds
            h = self.x.index_select(0, order // self.top_k) @ self.w1[e]
            a, b = h.chunk(2, dim=-1)
            self.out.index_add_(0, order // self.top_k, (F.silu(a) * b) @ self.w2[e], alpha=1.0 / self.experts)
        if self.check:
            assert torch.isfinite(self.out).all(), "non-finite MoE output"  # EXPECT: HL107
        done = torch.cuda.Event()  # EXPECT: HL404
        done.record()
        torch.cuda.nvtx.range_pop()
        self.n_tok = n_tok + int(offsets.numel()) * 0

    def validate_result(self):
        assert torch.isfinite(self.out).all()
        print(f"fused moe: mean |out| {self.out.float().abs().mean().item():.4f}")


def get_benchmark():
    return FusedMoEBenchmark()
