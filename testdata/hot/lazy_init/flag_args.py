"""`if check:` / `if not fast:` on a parameter depend on the call too: a timed call that passes
a false literal (or leaves out a parameter whose default is one) never runs `if check:`; one
that passes True does, every time (applied-ai's `check_alignment=False` at every timed call,
quack's `if return_dx:` with `return_dx: bool = False`). A flag passed as a variable decides
nothing."""
import torch
import triton


def gemm(a, b, check_alignment=True, verbose: bool = False, fast=1):
    if check_alignment:
        assert a.data_ptr() % 16 == 0
        a.contiguous().sum().item()  # HOT root=do_bench conditional chain=bench.<lambda>@34>gemm
    if verbose:
        print(a.shape)  # HOT root=do_bench conditional chain=bench.<lambda>@35>gemm
    if not fast:
        torch.cuda.synchronize()  # HOT root=do_bench conditional chain=bench.<lambda>@36>gemm
    else:
        b = b.clone()  # HOT root=do_bench conditional chain=bench.<lambda>@33>gemm
    return a @ b


def norm(x, return_stats=False):
    y = torch.nn.functional.layer_norm(x, x.shape[-1:])
    if return_stats:
        stats = torch.empty(x.shape[0], device=x.device)  # COLD
        return y, stats
    return y


def bench(a, b, flag):
    t = []
    t.append(triton.testing.do_bench(lambda: gemm(a, b, check_alignment=False)))
    t.append(triton.testing.do_bench(lambda: gemm(a, b, flag)))
    t.append(triton.testing.do_bench(lambda: gemm(a, b, False, True)))
    t.append(triton.testing.do_bench(lambda: gemm(a, b, False, fast=0)))
    t.append(triton.testing.do_bench(lambda: norm(a)))
    t.append(triton.testing.do_bench(lambda: norm(a, return_stats=False)))
    t.append(triton.testing.do_bench(lambda: add_norm(a, b.clone() if flag else None)))
    workspace = None
    if flag:
        workspace = torch.empty_like(a)
    t.append(triton.testing.do_bench(lambda: with_workspace(a, workspace)))
    return t


def with_workspace(x, _workspace=None):
    # the caller binds `workspace = None` on one path: it may be None (flashinfer's b12x MoE)
    if _workspace is not None:
        ws = _workspace
    else:
        ws = torch.empty_like(x)  # HOT root=do_bench conditional chain=bench.<lambda>@43>with_workspace
    return x + ws


def add_norm(x, residual=None):
    # the argument is `... if flag else None`: either branch may run (sglang's bench_rmsnorm)
    if residual is not None:
        x = x + residual
    else:
        x = x.clone()  # HOT root=do_bench conditional chain=bench.<lambda>@39>add_norm
    return x
