"""`if X is None: X = alloc(...)` runs once only when X outlives the call: an attribute, a
module global, a name declared `global`/`nonlocal`. A parameter or a local is assigned anew on
every call (flash-attention's and flash-fft-conv's benchmark helpers: `grad` defaults to None)."""
import torch
import triton

_workspace = None


def fwd_bwd(fn, x, grad=None):
    y = fn(x)
    if grad is None:
        grad = torch.randn_like(y)  # HOT root=do_bench conditional chain=run.<lambda>@56>fwd_bwd
    y.backward(grad)


def with_global(fn, x):
    global _workspace
    if _workspace is None:
        _workspace = torch.empty(1 << 20, device="cuda")  # COLD
    return fn(x, _workspace)


def with_local(fn, x):
    out = None
    if out is None:
        out = torch.empty_like(x)  # HOT root=do_bench conditional chain=run.<lambda>@58>with_local
    return fn(x, out)


class Op:
    def __init__(self):
        self.cache = None

    def __call__(self, x):
        if self.cache is None:
            self.cache = torch.empty_like(x)  # COLD
        # the None test as the last operand of `and` (FastVideo's second EMA)
        if self.cache is not None and self.extra is None:
            self.extra = torch.zeros_like(x)  # COLD
        # the None test not last: `and` after it can hold while the attribute is set
        if self.extra is None or x.numel() > 4:
            self.extra = torch.ones_like(x)  # HOT root=do_bench conditional
        return x + self.cache + self.extra + self.steps(x.device)

    def steps(self, device):
        # a memo guard in parentheses (yapf), with a second condition
        if (self._steps is not None and self._steps.device == device):
            return self._steps
        self._steps = torch.tensor([1.0, 2.0], device=device)  # COLD
        return self._steps


def run(fn, x):
    op = Op()
    a = triton.testing.do_bench(lambda: fwd_bwd(fn, x))
    b = triton.testing.do_bench(lambda: with_global(fn, x))
    c = triton.testing.do_bench(lambda: with_local(fn, x))
    d = triton.testing.do_bench(lambda: op(x))
    return a, b, c, d
