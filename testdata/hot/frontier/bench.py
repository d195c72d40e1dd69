# Work avoidance (program.h, frontier rounds): only the modules the timed path reaches are
# parsed. The chain is twelve modules deep, past the rounds that parse a frontier on the pool,
# so its tail is parsed one module at a time as the walk reaches it; the report is the same.
# hot: parsed
import torch

import report
import setup_only
from chain.c00 import step


class ChainBench:
    def __init__(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        step(self.x)  # HOT root=benchmark_fn chain=ChainBench.benchmark_fn


if __name__ == "__main__":
    b = ChainBench()
    setup_only.prepare(b.x)  # COLD
    report.write(b)
