"""`if out is None:` / `if out is not None:` on a parameter depend on the call: a timed call
that passes `out` never allocates; one that leaves it out does, every time. Each call is judged
on its own, also when both reach the same function."""
import torch
import triton


def softmax(x, out=None, scale=None):
    if out is None:
        out = torch.empty_like(x)  # HOT root=do_bench conditional chain=bench.<lambda>@29>softmax
    if scale is not None:
        x = x * scale.item()  # HOT root=do_bench conditional chain=bench.<lambda>@30>softmax
    torch.softmax(x, -1, out=out)
    return out


class Norm:
    def __call__(self, x, out=None):
        if out is None:
            out = torch.zeros_like(x)  # COLD
        return torch.nn.functional.layer_norm(x, x.shape[-1:], out=out)


def bench(x, s):
    y = torch.empty_like(x)
    norm = Norm()
    a = triton.testing.do_bench(lambda: softmax(x, out=y))
    b = triton.testing.do_bench(lambda: softmax(x, y, None))
    c = triton.testing.do_bench(lambda: softmax(x))
    d = triton.testing.do_bench(lambda: softmax(x, y, s))
    e = triton.testing.do_bench(lambda: norm(x, y))
    return a, b, c, d, e
