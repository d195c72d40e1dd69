"""A branch on a parameter compared with a constant (`if choice == Choice.EMULATED:`) or on a
keyword among `**kwargs` (`if "transpose_state_layout" in kwargs:`) is decided by the call that
enters the function, like `if flag:` (torchao's mxfp8 casts, fla's deprecated keywords): dead
when the timed call passes another member or leaves the keyword out; live when it cannot be told."""
import enum
import warnings

import torch
from triton.testing import do_bench


class Choice(enum.Enum):
    EMULATED = 0
    CUDA = 1
    FLYDSL = 2


def cast_dim1(x, choice, mode="fast"):
    if choice == Choice.CUDA:
        y = x.t().contiguous()
    elif choice == Choice.EMULATED:
        nan = torch.tensor(float("nan"), device=x.device)  # COLD
        y = torch.where(torch.isnan(x), nan, x)
    elif choice == Choice.FLYDSL:
        from torch.utils import checkpoint  # COLD
        y = x
    if mode != "fast":
        print("slow mode")  # COLD
    if choice != Choice.CUDA:
        y = y.cpu()  # COLD
    return y


def chunk_op(q, state_v_first=False, **kwargs):
    if "transpose_state_layout" in kwargs:
        warnings.warn("`transpose_state_layout` is deprecated", DeprecationWarning)  # COLD
    if "scale" in kwargs:
        q = q * torch.tensor(kwargs["scale"], device=q.device)  # HOT root=do_bench conditional chain=main.<lambda>@72>chunk_op
    return q * 2


def picked(x, choice):
    if choice == Choice.EMULATED:
        return x.tolist()  # HOT root=do_bench conditional chain=main.<lambda>@73>picked
    return x


def resolve(backend):
    return "cute-dsl" if backend == "auto" else backend


def rebound(x, backend="auto"):
    # the parameter rebound before the branch (flashinfer's sparse MLA resolves its backend):
    # the branch tests the new value
    backend = resolve(backend)
    if backend == "cute-dsl":
        return x.cpu()  # HOT root=do_bench conditional chain=main.<lambda>@74>rebound
    return x


def joined(x, scatter_idx, gather_idx, groupsize=-1):
    # a comparison joined with another test is not one constant test
    if scatter_idx == 2 and gather_idx == 1:
        x = torch.empty_like(x)  # HOT root=do_bench conditional chain=main.<lambda>@75>joined
    if groupsize != -1 or gather_idx:
        x = torch.ones_like(x)  # HOT root=do_bench conditional chain=main.<lambda>@75>joined
    return x


def main(x, c):
    a = do_bench(lambda: cast_dim1(x, choice=Choice.CUDA))
    b = do_bench(lambda: chunk_op(x, scale=2.0))
    d = do_bench(lambda: picked(x, c))
    e = do_bench(lambda: rebound(x))
    f = do_bench(lambda: joined(x, 2, 1))
    return a, b, d, e, f
