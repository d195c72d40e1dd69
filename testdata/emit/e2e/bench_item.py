# End-to-end input for tests/emit: a benchmark whose timed path reads a scalar and
# synchronizes on every iteration (the exact findings depend on the rules; the emitter
# test only checks that JSON parses and SARIF validates).
import torch


class Bench:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        for _ in range(10):
            total = self.x.sum().item()
            torch.cuda.synchronize()
        return total
