"""A recursive helper with an `if <param> is None:` guard, called with the argument given: each
such call prunes the branch, and the same call site entering the same function is one walk, not
one per path to it (TransformerEngine's `_uses_identity_quantizer` made 2 million nodes for one
root and spent the whole run's walk budget, so the other roots below were never walked)."""
import time

import torch


def collect(items, out=None, depth=0):
    if out is None:
        out = []
    if depth < 40:
        collect(items, out, depth + 1)
        collect(items, out, depth + 1)
        collect(items, out, depth + 1)
    out.append(len(items))
    return out


def later(x):
    return x.item()  # HOT root=timer in_loop chain=main_later>later


def main_first(x):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        collect([x], [])
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)


def main_later(x):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        later(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
