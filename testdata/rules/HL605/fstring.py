import torch


class B:
    def setup(self):
        self.n = 4
        self.cache = {}
        self.names = [f"layer{i}" for i in range(4)]  # setup is cold

    def benchmark_fn(self):
        for i in range(self.n):
            self.cache[f"layer{i}"] = i  # EXPECT: HL605


# ---- no diagnostics ----
class C:
    def benchmark_fn(self):
        return "layer" + "0"  # plain concatenation of literals is not an f-string
