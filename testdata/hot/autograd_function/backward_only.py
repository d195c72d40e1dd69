"""A backward pass timed on its own: the Function is applied once in setup, and the timed loop
runs `y.backward(g, retain_graph=True)` (flash-attention's benchmark_backward, RWKV's kernel
benchmarks). The backward of what the function applied runs per iteration; its forward does not."""
import time

import torch


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2  # COLD

    @staticmethod
    def backward(ctx, gy):
        g = torch.empty_like(gy)  # HOT root=timer in_loop
        return g.copy_(gy * 2)


def bench_backward(x, g):
    y = Scale.apply(x)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        y.backward(g, retain_graph=True)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)


class Shift(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x + 1  # COLD

    @staticmethod
    def backward(ctx, gy):
        return gy.clone().contiguous().sum().item() * gy  # HOT root=do_bench


def bench_backward_lambda(x, g):
    from triton.testing import do_bench

    y = Shift.apply(x)
    return do_bench(lambda: y.backward(g, retain_graph=True))


class Attention(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q):
        return q * 3  # COLD

    @staticmethod
    def backward(ctx, go):
        dq = torch.zeros_like(go)  # HOT root=do_bench
        return dq.add_(go * 3)


def attention(q):
    """The Triton fused-attention tutorial's wrapper: the benchmark applies it through this."""
    return Attention.apply(q)


class AttnBlock(torch.nn.Module):
    def forward(self, q):
        return attention(q)


def bench_backward_wrapped(q, g):
    from triton.testing import do_bench

    o = attention(q)
    ms = do_bench(lambda: o.backward(g, retain_graph=True))
    block = AttnBlock()
    o2 = block(q)
    return ms, do_bench(lambda: o2.backward(g, retain_graph=True))


class LayerNorm(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x - x.mean()  # COLD

    @staticmethod
    def backward(ctx, dy):
        dx = torch.empty_like(dy)  # HOT root=do_bench
        return dx.copy_(dy)


layer_norm = LayerNorm.apply   # the Triton tutorials export their ops as an alias of apply


def bench_backward_alias(x, dy):
    from triton.testing import do_bench

    y = layer_norm(x)
    return do_bench(lambda: y.backward(dy, retain_graph=True))


class Mla(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q):
        return q * 5  # COLD

    @staticmethod
    def backward(ctx, do):
        workspace = torch.empty_like(do)  # HOT root=do_bench chain=bench_backward_def.<locals>.backward>Mla.backward
        return workspace.copy_(do)


def bench_backward_def(q, g):
    """A nested def handed to the timer (FlashMLA's tests) sets up like a lambda does."""
    from triton.testing import do_bench

    out = Mla.apply(q)

    def backward():
        q.grad = None
        out.backward(g, retain_graph=True)

    return do_bench(backward)
