"""A timed backward pass (`out.backward(g)`, `torch.autograd.grad(...)`) runs the `backward`
of every autograd Function whose `forward` the same timed code ran (native-sparse-attention's,
quack's and DeepSpeed's Evoformer benchmarks time `out.backward(dout)`). A root that runs no
backward pass, or applies no custom Function, reaches no `backward`."""
import torch
import triton


class GateFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.sigmoid()

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        dx = torch.empty_like(x)  # HOT root=do_bench chain=bench.<lambda>@46>fwd_bwd>GateFn.backward
        return dx.copy_(grad)


class OtherFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, grad):
        return grad.clone()  # COLD


def gate(x):
    return GateFn.apply(x)


def fwd_bwd(x, dout):
    out = gate(x)
    out.backward(dout)


def fwd_only(x):
    return OtherFn.apply(x)


def bench(x, dout):
    a = triton.testing.do_bench(lambda: fwd_bwd(x, dout))
    b = triton.testing.do_bench(lambda: fwd_only(x))
    return a, b
