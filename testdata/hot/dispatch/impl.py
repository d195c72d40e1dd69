# hot: parsed
from base import Harness


class Impl(Harness):
    def run_step(self):
        return self.x.sum().item()  # HOT root=benchmark_fn chain=Harness.benchmark_fn>Impl.run_step


class Deeper(Impl):
    def run_step(self):
        return self.x.cpu()  # HOT root=benchmark_fn chain=Harness.benchmark_fn>Deeper.run_step

