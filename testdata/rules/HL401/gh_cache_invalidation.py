# Regression (real-repo triage, flash-attention `update_graph_cache`): buffers reallocated when a
# cache's key changes are run-once (re)initialisation; allocations the body of an ordinary
# guard makes are still per iteration.
import gc

import torch


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.n = 0
        self.limit = 8
        self.buf = None
        self.buf_n = 0
        self.graphs = {}

    def benchmark_fn(self):
        n = self.x.shape[0]
        if self.i < self.limit:  # a counter, not a cache key: the body is per iteration
            self.out = torch.empty(n, device="cuda")  # EXPECT: HL401
        if self.buf_n != n:  # the body computes as well as rebuilding
            self.buf = torch.empty(n, device="cuda")  # EXPECT: HL401
            y = self.x * 2
        if self.buf_n != n or self.mode != "x":
            other = torch.zeros(n, device="cuda")  # EXPECT: HL401
            self.buf = other
        # ---- no diagnostics ----
        if self.buf_n != n or self.buf_dtype != self.x.dtype:  # cache key changed: rebuild once
            self.buf = torch.empty(n, device="cuda")
            self.buf_n = n
        if not self.graphs:
            self.graphs = {}
            self.staging = torch.zeros(n, device="cuda")  # reset alongside the dict
            torch.cuda.empty_cache()
        if (n, 1) not in self.graphs:
            self.graphs[n, 1] = torch.empty(n, device="cuda")
        return self.x + self.buf
