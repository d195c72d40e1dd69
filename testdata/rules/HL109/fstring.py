import logging

import torch

logger = logging.getLogger(__name__)


class B:
    def setup(self):
        self.x = torch.randn(16, device="cuda")

    def benchmark_fn(self):
        loss = (self.x ** 2).mean()
        logger.debug(f"loss={loss:.4f}")  # EXPECT: HL109
        name = f"{self.x.sum()}"  # EXPECT: HL109
        epoch = 3
        # the message names the tensor, not the first placeholder (torchtune's progress bars)
        line = f"{epoch + 1}|Loss: {loss}"  # EXPECT: HL109 formatting tensor `loss`
        return name, line


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(16, device="cuda")
        self.i = 0

    def benchmark_fn(self):
        key = f"layer{self.i}"  # a Python int
        shape = f"{self.x.shape}"  # a shape
        n = f"{self.x.numel()}"  # numel() is a host int
        return key, shape, n

    def validate_result(self):
        return f"{self.x.sum()}"  # verification is cold
