"""A parameter that defaults to None, handed on by name (`def step(self, x, mask=None): return
op(x, mask=mask)`), may be None: both arms of the callee's `if mask is None:` stay possible
(TriForce's tensor_op wrappers hid a per-step `torch.tensor(head_dim)` this way)."""
import time

import torch


def op(x, mask=None):
    if mask is None:
        a = torch.empty(9, device="cuda")  # HOT root=timer in_loop conditional
    else:
        a = torch.zeros(9, device="cuda")  # HOT root=timer in_loop conditional
    return x + a.sum()


class Model:
    def step(self, x, mask=None):
        return op(x, mask=mask)


def main(x):
    m = Model()
    t0 = time.perf_counter()
    for _ in range(10):
        m.step(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
