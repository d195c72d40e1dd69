import math

import torch


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        scale = float(self.x.abs().max())  # EXPECT: HL106 `float()` of a tensor
        n = int(self.x.argmax())  # EXPECT: HL106
        flag = bool((self.x > 0).all())  # EXPECT: HL106
        root = math.sqrt(self.x.var())  # EXPECT: HL106
        return scale, n, flag, root


def run(t: torch.Tensor):
    for _ in range(10):
        s = str(t.sum())  # EXPECT: HL106
    return s


class D:
    def setup(self):
        self.x = torch.randn(8, device="cuda")

    def benchmark_fn(self):
        return run(self.x)


# ---- no diagnostics ----
class C:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        self.n = 16

    def benchmark_fn(self):
        rows = int(self.x.shape[0])  # a shape entry is a host int
        k = int(self.n)  # a Python number
        m = float(len(self.x))  # len() is a host int
        f = float("1e-3")  # a string literal
        g = math.sqrt(self.n)  # math on a Python number
        gen = torch.cuda.default_generators[0]
        c0, c1 = gen.get_state().view(torch.int64)  # a generator's state: a CPU tensor (Triton dropout's seed)
        seed, offset = int(c0), int(c1)
        return rows, k, m, f, g, seed, offset

    def validate_result(self):
        return float(self.x.sum())  # verification is cold
