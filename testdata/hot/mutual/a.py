import b
import a


def a_fn(x, n):
    if n:
        return b.b_fn(x, n - 1)  # HOT root=benchmark_fn conditional chain=MutualBench.benchmark_fn>a_fn
    return a.a_leaf(x)  # HOT root=benchmark_fn chain=MutualBench.benchmark_fn>a_fn


def a_leaf(x):
    return x.item()  # HOT root=benchmark_fn chain=MutualBench.benchmark_fn>a_fn>a_leaf


def a_cold(x):
    return x.cpu()  # COLD


class MutualBench:
    def benchmark_fn(self):
        a_fn(self.x, 3)  # HOT root=benchmark_fn chain=MutualBench.benchmark_fn
