"""A `functools.partial` handed to a timing utility binds the wrapped function's parameters: a
callable bound by the partial and called inside is what runs timed (flux's benchmarks:
`fn = partial(run_op, inputs, op); do_bench(fn)`). Each partial binds its own arguments."""
import functools
import time
from functools import partial

import torch
from triton.testing import do_bench


def gemm_ref(x):
    return x.item()  # HOT root=do_bench chain=wrapper>gemm_ref


def gemm_fast(x):
    return x.cpu()  # HOT root=do_bench chain=wrapper>gemm_fast


def gemm_inline(x):
    return x.tolist()  # HOT root=do_bench chain=wrapper>gemm_inline


def gemm_unused(x):
    return torch.empty(x.shape)  # COLD


def wrapper(x, fn):
    return fn(x)


def bound_name(x):
    f = partial(wrapper, x, gemm_ref)
    return do_bench(f)


def by_keyword(x):
    f = functools.partial(wrapper, x=x, fn=gemm_fast)
    return do_bench(f)


def inline(x):
    return do_bench(partial(wrapper, x, gemm_inline))


def rebound(x):
    # the name is rebound to a lambda after the partial: the partial is not what is timed
    f = partial(wrapper, x, gemm_unused)
    f = lambda: x + 1
    return do_bench(f)


def gemm_own(x):
    return x.numpy()  # HOT root=do_bench chain=wrapper>gemm_own


def my_bench(fn, iters=10):
    # the project's own timing utility
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / iters


def own_utility(x):
    my_bench(partial(wrapper, x, gemm_own))


def dense_torch(x):
    return torch.zeros_like(x)  # HOT root=do_bench in_loop chain=group_gemm_a>dense_torch


def dense_flux(x):
    return x.sum().item()  # HOT root=do_bench in_loop chain=group_gemm_a>dense_flux


def group_gemm_a(input, splits, dense_gemm_fn=None):
    return [dense_gemm_fn(input) for _ in splits]


def group_gemm_b(input, splits, dense_gemm_fn=None):
    return dense_gemm_fn(input)


def nested(x, splits, grouped):
    # a partial of a name bound to a partial, over either arm of a conditional (flux's
    # blockwise-scale GEMM test): both partials' arguments bind the wrapped function's
    Wrapper = group_gemm_a if grouped else group_gemm_b
    dispatcher = partial(
        Wrapper,
        input=x,
        splits=splits,
    )
    my_bench(partial(dispatcher, dense_gemm_fn=dense_torch))
    my_bench(partial(dispatcher, dense_gemm_fn=dense_flux))
