def deep_fn(y):
    return y.sum().item()  # HOT root=benchmark_fn chain=ImportBench.benchmark_fn>rel_helper>deep_fn
