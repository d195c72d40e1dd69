"""Siblings: a hook overridden by a class whose benchmark never calls it stays cold."""
from base import Harness


class UsesRun(Harness):
    def benchmark_fn(self):
        self.run()  # HOT root=benchmark_fn chain=UsesRun.benchmark_fn

    def hook(self):
        return self.x.numpy()  # HOT root=benchmark_fn chain=UsesRun.benchmark_fn>Harness.run>UsesRun.hook


class Sibling(Harness):
    def benchmark_fn(self):
        return None

    def hook(self):
        return self.x.tolist()  # COLD
