"""A method memoized by hand returns early once an attribute of self is set, and sets it while
it builds (mirage's `KNGraph.compile`: `if self._is_compiled: return self._cached_results`):
after the first call the build does not run. A guard on anything else is no memo."""
import time

import torch


class Graph:
    def __init__(self):
        self._is_compiled = False
        self._plan = None

    def compile(self, x):
        """Build the kernel once."""
        if self._is_compiled:
            return self._cached
        self._cached = torch.empty(16, device="cuda")  # COLD
        print("compiling")  # COLD
        self._is_compiled = True
        return self._cached

    def plan(self, x):
        if self._plan is not None:
            return self._plan
        self._plan = x.nonzero()  # COLD
        return self._plan

    def step(self, x):
        if x.numel() > 4:
            return x
        return x.sum().item()  # HOT root=timer in_loop

    def __call__(self, x):
        self.compile(x)
        self.plan(x)
        return self.step(x)


def main(x):
    g = Graph()
    g(x)
    t0 = time.perf_counter()
    for _ in range(10):
        g(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
