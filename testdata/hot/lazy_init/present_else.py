"""The else branch of a presence test that builds what was tested runs once: `if hasattr(self,
"past_key_values"): reuse else: build; self.past_key_values = ...` (Medusa's and EAGLE's
generate), `if self.plan is not None: ... else: self.plan = ...`. An else branch that builds
something else runs whenever the test fails."""
import time

import torch


def initialize_cache(n):
    return torch.zeros(n, device="cuda")


class Generator:
    def generate(self, x):
        if hasattr(self, "past_key_values"):
            cache = self.past_key_values
            cache.zero_()
        else:
            cache = initialize_cache(16)  # COLD
            self.past_key_values = cache
        if self.plan is not None:
            plan = self.plan
        else:
            self.plan = x.nonzero()  # COLD
        if hasattr(self, "scratch"):
            out = x * 2
        else:
            out = torch.empty_like(x)  # HOT root=timer in_loop conditional
        return out + cache.sum()


def main(x):
    g = Generator()
    g.plan = None
    t0 = time.perf_counter()
    for _ in range(10):
        g.generate(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
