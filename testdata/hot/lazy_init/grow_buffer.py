"""A buffer grown when a larger shape first arrives (`if n > self.buf.shape[0]: self.buf =
torch.empty(...)`, `if n >= self.max_tokens: self.ctx.reallocate_buffers(n)`) is rebuilt once,
then never again at a fixed shape (Triton-distributed's EP dispatch). A comparison with a
parameter's shape, or one whose body rebuilds nothing, stays timed."""
import time

import torch


class Layer:
    def __init__(self):
        self.buf = torch.empty(16, 8, device="cuda")
        self.max_tokens = 16
        self.step = 0

    def dispatch(self, x, n):
        if n > self.buf.shape[0]:
            self.buf = torch.empty(n, 8, device="cuda")  # COLD
        if n >= self.max_tokens:
            self.ctx.reallocate_buffers(n)  # COLD
            torch.cuda.synchronize()  # COLD
        if n > x.shape[0]:
            y = torch.zeros(n)  # HOT root=timer in_loop conditional
        if self.step < self.max_tokens:
            self.out = torch.empty(4)  # HOT root=timer in_loop conditional
        if n != self.buf.shape[0]:
            self.buf = torch.empty(n, 8, device="cuda")  # HOT root=timer in_loop conditional
        return self.buf[:n].copy_(x)


def bench(layer: Layer, x):
    t0 = time.perf_counter()
    for i in range(10):
        layer.dispatch(x, i)
    torch.cuda.synchronize()
    return time.perf_counter() - t0
