import torch

from base import BaseBench
from models import Cache, TinyNet


class ChildBench(BaseBench):
    def setup(self):
        self.model = TinyNet()  # COLD
        self.other = torch.nn.Linear(4, 4)  # COLD
        self.store = Cache()  # COLD
        self.x = torch.randn(4, device="cuda")

    def benchmark_fn(self):
        buf = self._prepare()  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn
        y = self.model(self.x)  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn
        z = self.other(y)  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn
        c = Cache()  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn
        c.lookup(0)  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn
        self.helper(z)  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn
        self.store.get(1)  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn

    def helper(self, z):
        super(ChildBench, self)._prepare()  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>ChildBench.helper
        return super().helper(z)  # HOT root=benchmark_fn chain=ChildBench.benchmark_fn>ChildBench.helper
