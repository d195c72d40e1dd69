# Regression (real-repo triage, xformers-style tiled matmul): a parameter annotated as a
# container of tensors is a container; walking it is host work, not a walk over a tensor.
from typing import List, Tuple

import torch


class B:
    def setup(self):
        self.w = torch.randn(8, 16, device="cuda")
        self.rows = [[torch.randn(4, device="cuda")]]

    def benchmark_fn(self):
        self.run(self.w, self.rows, (self.w,))

    def run(self, w: torch.Tensor, rows: List[List[torch.Tensor]], parts: Tuple[torch.Tensor, ...]):
        per_row = [r for r in w]  # EXPECT: HL805
        # ---- no diagnostics ----
        flat = [r for r in rows]  # a list of lists: plain Python iteration
        ok = all(len(r) == 1 for r in rows)  # container walk, no device read
        n = sum(1 for p in parts)  # a tuple of tensors
        return per_row, flat, ok, n
