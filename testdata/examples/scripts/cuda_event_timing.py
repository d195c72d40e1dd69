"""Attention timed with torch.cuda.Event pairs: one pair around the loop, then one pair per call."""
import torch
import torch.nn.functional as F


def attention(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, is_causal=True)


def time_loop(q, k, v, iters: int = 100) -> float:
    for _ in range(10):
        attention(q, k, v)
    torch.cuda.synchronize()
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(iters):
        out = attention(q, k, v)
        if torch.isnan(out).any():  # EXPECT: HL107
            raise FloatingPointError(f"NaN in attention output: {out.float().abs().max().item()}")
    end.record()
    end.synchronize()
    return start.elapsed_time(end) / iters


def time_each_call(q, k, v, iters: int = 100):
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(iters)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(iters)]
    for i in range(iters):
        starts[i].record()
        attention(q, k, v)
        ends[i].record()
    torch.cuda.synchronize()
    times = [s.elapsed_time(e) for s, e in zip(starts, ends)]
    return sorted(times)[len(times) // 2]


if __name__ == "__main__":
    shape = (8, 16, 2048, 64)
    q, k, v = (torch.randn(shape, device="cuda", dtype=torch.bfloat16) for _ in range(3))
    mean_ms = time_loop(q, k, v)
    median_ms = time_each_call(q, k, v)
    print(f"sdpa causal {shape}: mean {mean_ms:.4f} ms, median {median_ms:.4f} ms")
