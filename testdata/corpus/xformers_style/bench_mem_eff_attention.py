# Memory-efficient attention: forward and backward over a sweep of shapes, compared with a
# plain PyTorch reference. Results are collected with torch.utils.benchmark.
import itertools
import random

import torch
import torch.utils.benchmark as benchmark

DEVICE = torch.device("cuda")
SHAPES = list(itertools.product([1, 8], [512, 2048], [16], [64, 128]))  # B, M, H, K
P_DROP = [0.0, 0.3]


def ref_attention(q, k, v, attn_bias=None, p=0.0):
    q = q * (q.shape[-1] ** -0.5)
    attn = q @ k.transpose(-2, -1)
    if attn_bias is not None:
        attn = attn + attn_bias
    attn = attn.softmax(-1)
    if p > 0:
        keep = torch.rand_like(attn) > p  # EXPECT: HL402
        attn = attn * keep / (1 - p)
    return attn @ v


def mem_eff_attention(q, k, v, attn_bias=None, p=0.0):
    return torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=attn_bias, dropout_p=p)


def make_qkv(B, M, H, K, dtype, requires_grad=False):
    torch.manual_seed(random.randint(0, 1 << 30))
    qkv = torch.randn(3, B * H, M, K, device=DEVICE, dtype=dtype, requires_grad=requires_grad)
    return qkv.unbind(0)


def bench_forward(results, dtype=torch.half):
    for (B, M, H, K), p in itertools.product(SHAPES, P_DROP):
        q, k, v = make_qkv(B, M, H, K, dtype)
        sub_label = f"B={B} M={M} H={H} K={K} p={p}"
        out = mem_eff_attention(q, k, v, p=0.0)
        ref = ref_attention(q, k, v, p=0.0)
        if not torch.allclose(out.float(), ref.float(), atol=2e-2, rtol=2e-2):
            print(f"mismatch for {sub_label}: {(out - ref).abs().max().item():.4f}")
        results.append(benchmark.Timer(
            stmt="fn(q, k, v, None, p)",
            globals={"q": q, "k": k, "v": v, "p": p, "fn": mem_eff_attention},
            label="attention fwd", description="mem-eff", sub_label=sub_label,
        ).blocked_autorange(min_run_time=0.5))
        results.append(benchmark.Timer(
            stmt="fn(q, k, v, None, p)",
            globals={"q": q, "k": k, "v": v, "p": p, "fn": ref_attention},
            label="attention fwd", description="vanilla", sub_label=sub_label,
        ).blocked_autorange(min_run_time=0.5))
        del q, k, v
        torch.cuda.empty_cache()


def bench_backward(results, dtype=torch.half):
    for B, M, H, K in SHAPES:
        q, k, v = make_qkv(B, M, H, K, dtype, requires_grad=True)
        out = mem_eff_attention(q, k, v)
        grad = torch.randn_like(out)
        results.append(benchmark.Timer(
            stmt="out.backward(grad, retain_graph=True)",
            globals={"out": out, "grad": grad},
            label="attention bwd", sub_label=f"B={B} M={M} H={H} K={K}",
        ).blocked_autorange(min_run_time=0.5))


if __name__ == "__main__":
    results = []
    bench_forward(results)
    bench_backward(results)
    compare = benchmark.Compare(results)
    compare.colorize()
    compare.print()
