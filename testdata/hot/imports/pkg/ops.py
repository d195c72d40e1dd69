def scale_op(x):
    return x.mul(2).item()  # HOT root=benchmark_fn chain=ImportBench.benchmark_fn>scale_op


def add_op(x):
    return x.add(1).cpu()  # HOT root=benchmark_fn chain=ImportBench.benchmark_fn>add_op


def mod_op(x):
    return x.abs().tolist()  # HOT root=benchmark_fn chain=ImportBench.benchmark_fn>mod_op


def never(x):
    return x.numpy()  # COLD
