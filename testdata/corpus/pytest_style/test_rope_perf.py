"""Rotary embedding kernels under pytest-benchmark (pytest --benchmark-only -k rope)."""
import pytest
import torch

SEQ = [512, 4096]


def rope_reference(x, base=10000.0):
    # x: (batch, seq, heads, dim)
    seq, dim = x.shape[1], x.shape[-1]
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, device=x.device, dtype=torch.float32) / dim))  # EXPECT: HL401
    t = torch.arange(seq, device=x.device, dtype=torch.float32)  # EXPECT: HL401
    freqs = torch.outer(t, inv_freq)
    cos, sin = freqs.cos()[None, :, None, :], freqs.sin()[None, :, None, :]
    x1, x2 = x[..., ::2].float(), x[..., 1::2].float()
    out = torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1).flatten(-2)
    return out.to(x.dtype)


class RopeCache:
    def __init__(self, max_seq, dim, base=10000.0, device="cuda"):
        inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, device=device, dtype=torch.float32) / dim))
        freqs = torch.outer(torch.arange(max_seq, device=device, dtype=torch.float32), inv_freq)
        self.cos, self.sin = freqs.cos(), freqs.sin()

    def apply(self, x):
        seq = x.shape[1]
        cos, sin = self.cos[:seq][None, :, None, :], self.sin[:seq][None, :, None, :]
        x1, x2 = x[..., ::2].float(), x[..., 1::2].float()
        return torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1).flatten(-2).to(x.dtype)


@pytest.fixture
def qk(request):
    return torch.randn(8, request.param, 32, 128, device="cuda", dtype=torch.bfloat16)


@pytest.mark.parametrize("qk", SEQ, indirect=True)
def test_rope_reference(benchmark, qk):
    out = benchmark(rope_reference, qk)
    assert out.shape == qk.shape


@pytest.mark.parametrize("qk", SEQ, indirect=True)
def test_rope_cached(benchmark, qk):
    cache = RopeCache(max(SEQ), qk.shape[-1])
    out = benchmark.pedantic(cache.apply, args=(qk,), rounds=100, iterations=10, warmup_rounds=5)
    torch.testing.assert_close(out, rope_reference(qk), atol=2e-2, rtol=2e-2)
    print(f"max err {(out.float() - rope_reference(qk).float()).abs().max().item():.2e}")
