"""A custom torch.autograd.Function: `Fn.apply(...)` runs `Fn.forward`, also through an alias
bound at module level (Liger-Kernel, FlashMLA and bitsandbytes call their kernels this way).
`backward` runs only when the timed code runs a backward pass (backward.py), so it stays cold here."""
import torch
from torch.autograd import Function


class ScaleFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale):
        workspace = torch.empty(1 << 20, device=x.device)  # HOT root=do_bench chain=main.<lambda>@11>ScaleFn.forward
        n = int(x.shape[0])
        ctx.save_for_backward(x)
        return x * scale + workspace[:n]

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        print("backward", grad.shape)  # COLD
        return grad * 2, None


class NormFn(Function):
    @staticmethod
    def forward(ctx, x):
        total = x.abs().sum().item()  # HOT root=timer in_loop chain=main>norm_op>NormFn.forward
        return x / total

    @staticmethod
    def backward(ctx, grad):
        return grad


class NotAFunction:
    @staticmethod
    def apply(x):
        return x.cpu()  # HOT root=timer in_loop chain=main>NotAFunction.apply

    @staticmethod
    def forward(x):
        return x.tolist()  # COLD


scale_op = ScaleFn.apply


def norm_op(x):
    return NormFn.apply(x)
