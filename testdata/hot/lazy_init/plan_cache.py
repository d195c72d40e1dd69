"""A plan cache (quack's GEMM interface): `plan = _plan_cache.get(key); if plan is not None:
...; return out`. After the warm-up every timed call hits, so the code after the cache-hit
return, and the branch a lookup takes on a miss (`if plan is None:`, `if key not in cache:`),
runs once per key. The hit path itself stays timed."""
import torch
import triton

_plan_cache = {}


def build_plan(a, b):
    return torch.empty(a.shape[0], b.shape[1], device=a.device).shape  # COLD


def gemm(a, b, out=None):
    key = (a.shape, b.shape, a.dtype)
    plan = _plan_cache.get(key)
    if plan is not None:
        if out is None:
            out = torch.empty(plan, device=a.device)  # HOT root=do_bench conditional chain=bench.<lambda>@53>gemm
        torch.matmul(a, b, out=out)
        return out
    workspace = torch.zeros(1 << 20, device=a.device)  # COLD
    plan = build_plan(a, b)
    _plan_cache[key] = plan
    out = torch.empty(plan, device=a.device)  # COLD
    torch.matmul(a, b, out=out)
    return out


class Op:
    def __init__(self):
        self._cache = {}

    def __call__(self, x):
        entry = self._cache.get(x.shape)
        if entry is None:
            entry = torch.empty_like(x)  # COLD
            self._cache[x.shape] = entry
        scale = x.abs().amax()  # HOT root=do_bench chain=bench.<lambda>@54>Op.__call__
        return entry.copy_(x / scale)


def not_a_cache(a, table):
    row = table.get(a.shape)
    if row is not None:
        return row
    return torch.empty_like(a)  # HOT root=do_bench chain=bench.<lambda>@55>not_a_cache


def bench(a, b, table):
    op = Op()
    t = [triton.testing.do_bench(lambda: gemm(a, b))]
    t.append(triton.testing.do_bench(lambda: op(a)))
    t.append(triton.testing.do_bench(lambda: not_a_cache(a, table)))
    return t
