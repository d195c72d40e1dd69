# Regression (real-repo triage, flash-attention interface `aux_tensors`): an optional container
# of tensors is a container; testing its truth is a host check, not a device read.
from typing import List, Optional

import torch


class B:
    def setup(self):
        self.q = torch.randn(8, 16, device="cuda")
        self.aux = [torch.randn(4, device="cuda")]

    def benchmark_fn(self):
        return self.run(self.q, self.q, self.aux)

    def run(self, q: torch.Tensor, m: Optional[torch.Tensor], aux: Optional[list[torch.Tensor]]):
        y = q if m else q * 2  # EXPECT: HL107
        # ---- no diagnostics ----
        z = q if aux else q * 2  # an optional list: a host truth test
        w = q if aux is not None else q  # identity test
        return y, z, w
