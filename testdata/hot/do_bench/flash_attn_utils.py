"""flash-attention's benchmark helpers, imported by attention benchmarks in other repositories
(SageAttention's bench/): benchmark_forward, _combined, _fwd_bwd and _all time fn(*inputs);
benchmark_backward runs fn once, untimed, and times only y.backward()."""
import torch
from flash_attn.utils.benchmark import benchmark_backward, benchmark_combined, benchmark_forward


def attn_fwd(q, k, v):
    o = torch.empty_like(q)  # HOT root=do_bench chain=attn_fwd
    return torch.softmax(q @ k.transpose(-1, -2), dim=-1) @ v + o  # HOT root=do_bench chain=attn_fwd


def attn_train(q, k, v):
    return (q @ k.transpose(-1, -2)).softmax(-1) @ v  # HOT root=do_bench chain=attn_train


def attn_for_backward(q, k, v):
    scale = torch.tensor(q.shape[-1] ** -0.5, device=q.device)  # COLD
    return (q @ k.transpose(-1, -2) * scale).softmax(-1) @ v  # COLD


def main(q, k, v):
    _, fwd = benchmark_forward(attn_fwd, q, k, v, repeats=100, verbose=False)
    _, both = benchmark_combined(attn_train, q, k, v, repeats=30, verbose=False)
    _, bwd = benchmark_backward(attn_for_backward, q, k, v, repeats=30, verbose=False)
    print(fwd.mean, both.mean, bwd.mean)  # COLD
