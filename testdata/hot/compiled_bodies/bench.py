"""Bodies that do not run as written Python per call are not followed: a Triton kernel called
directly or launched (its `.to(tl.bfloat16)` is device code), a `@torch.compile` or
`@torch.jit.script` function (traced once), a Numba kernel. The eager wrapper around them is
timed. Kernel DSLs whose decorated body is traced (hidet's `@hidet.script`, TVM's
`@T.prim_func`, Warp's `@wp.kernel`) are device code too; a factory that builds its nested def
into something else before returning it (`func = script_module.build(); return func`) hands back
what was built, not the def."""
import hidet
import numba.cuda
import torch
import triton
import triton.language as tl
import tvm.script.tir as T
import warp as wp
from triton.testing import do_bench


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


@hidet.script
def hidet_kern(n: int):
    from hidet.ir.expr import constant  # COLD
    return constant(n)


@T.prim_func
def tir_kern(a):
    import tvm  # COLD


@wp.kernel
def warp_kern(a):
    print(a)  # COLD


def run(x):
    y = torch.empty_like(x)  # HOT root=do_bench chain=main.<lambda>@97>run
    scale_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel())
    _row_scale(y)
    hidet_kern(4)
    tir_kern(y)
    warp_kern(y)
    return scripted(fused(y))


def make_kernel(n):
    with hidet.script_module() as script_module:
        @hidet.script
        def func(x):
            y = torch.empty(n, device="cuda")  # COLD
            return y
    func = script_module.build()
    return func


def make_compiled(n):
    def host_func(x):
        return torch.empty(n, device="cuda")  # COLD

    host_func = torch.compile(host_func)
    return host_func


def built_kernel(x):
    return do_bench(make_kernel(1024)), do_bench(make_compiled(1024))


def main():
    x = torch.randn(4096, device="cuda")
    print(triton.testing.do_bench(lambda: run(x)))
