"""A branch taken only while a compiler traces (`if torch._dynamo.is_compiling():`,
`torch.jit.is_scripting()`, torchrec's `is_pt2_compiling()`) never runs eagerly, and a compiled
graph keeps no Python to time: cold. Its `else` runs."""
import torch


def is_pt2_compiling():
    return torch.compiler.is_compiling()


class Bench:
    def benchmark_fn(self):
        x = self.x
        if torch._dynamo.is_compiling():
            n = x.sum().item()  # COLD
        else:
            n = x.max().item()  # HOT root=benchmark_fn chain=Bench.benchmark_fn
        if torch.jit.is_scripting():
            torch.cuda.synchronize()  # COLD
        if is_pt2_compiling():
            x = x.cpu()  # COLD
        return n, x
