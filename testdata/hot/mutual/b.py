from a import a_fn


def b_fn(x, n):
    return a_fn(x, n)  # HOT root=benchmark_fn conditional chain=MutualBench.benchmark_fn>a_fn>b_fn


def b_cold(x):
    return x.tolist()  # COLD
