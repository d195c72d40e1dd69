"""Bodies that do not run as written Python per call are not followed: a Triton kernel called
directly or launched (its `.to(tl.bfloat16)` is device code), a `@torch.compile` or
`@torch.jit.script` function (traced once), a Numba kernel. The eager wrapper around them is
timed."""
import numba.cuda
import torch
import triton
import triton.language as tl


@triton.jit
def _row_scale(x):
    return x.to(tl.float32) * 2  # COLD


@triton.autotune(configs=[], key=["N"])
@triton.jit
def scale_kernel(X, Y, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = _row_scale(tl.load(X + offs, mask=offs < N))
    tl.store(Y + offs, x.to(tl.bfloat16), mask=offs < N)  # COLD


@torch.compile(mode="max-autotune")
def fused(x):
    y = torch.empty_like(x)  # COLD
    return torch.relu(x) + y


@torch.jit.script
def scripted(x):
    return x.cpu()  # COLD


@numba.cuda.jit
def nb_kernel(a):
    a[0] = 1  # COLD


def run(x):
    y = torch.empty_like(x)  # HOT root=do_bench chain=main.<lambda>@49>run
    scale_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel())
    _row_scale(y)
    return scripted(fused(y))


def main():
    x = torch.randn(4096, device="cuda")
    print(triton.testing.do_bench(lambda: run(x)))
