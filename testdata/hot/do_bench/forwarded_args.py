"""A function handed to a utility that passes the rest of its arguments on (flash-attn's
`benchmark_forward(fn, *inputs, **kwinputs)`) or none (`do_bench(fn)`) is called with them:
its `if out is None:` / `if return_lse:` branches are decided per call, as for a direct call
(SageAttention's bench scripts)."""
import torch
from flash_attn.utils.benchmark import benchmark_forward
from triton.testing import do_bench


def attn(q, k, return_lse=False, out=None):
    if out is None:
        out = torch.empty_like(q)  # COLD
    o = out.copy_(q @ k)  # HOT root=do_bench chain=attn
    if return_lse:
        lse = torch.empty(q.shape[0], device=q.device)  # COLD
        return o, lse
    return o


def attn_lse(q, k, return_lse=False):
    o = q @ k
    if return_lse:
        return o, torch.empty(q.shape[0], device=q.device)  # HOT root=do_bench conditional chain=attn_lse
    return o


def step(check=False):
    if check:
        torch.cuda.synchronize()  # COLD
    return torch.randn(8, device="cuda")  # HOT root=do_bench chain=step


def main(q, k):
    buf = torch.empty_like(q)
    benchmark_forward(attn, q, k, out=buf, repeats=10, desc="attn")
    benchmark_forward(attn_lse, q, k, return_lse=True, repeats=10)
    do_bench(step)
