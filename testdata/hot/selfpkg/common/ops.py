def fused(x):
    return x.sum().item()  # HOT root=benchmark_fn chain=RootPkgBench.benchmark_fn>fused


def spare(x):
    return x.cpu()  # COLD
