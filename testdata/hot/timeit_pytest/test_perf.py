"""timeit, pytest-benchmark and torch.utils.benchmark.Timer callables (and statement strings)."""
import timeit

import torch
import torch.utils.benchmark as tbench


def matmul(a, b):
    return (a @ b).cpu()  # HOT root=do_bench chain=matmul


def make_inputs():
    return torch.randn(64, 64), torch.randn(64, 64)  # COLD


def kernel_a(x):
    return x.tolist()  # HOT root=do_bench chain=kernel_a


def kernel_b(x):
    return x.numpy()  # HOT root=do_bench


def kernel_c(x):
    return x.item()  # HOT root=do_bench chain=kernel_c


def kernel_d(x):
    return x.nonzero()  # HOT root=do_bench chain=kernel_d


def kernel_e(x):
    return x.unique()  # HOT root=do_bench


def kernel_f(x):
    return x.argmax().item()  # HOT root=do_bench chain=kernel_f


def not_timed(x):
    return x.sum().item()  # COLD


def test_matmul(benchmark):
    a, b = make_inputs()  # COLD
    benchmark(matmul, a, b)


def test_pedantic(benchmark):
    benchmark.pedantic(kernel_a, setup=make_inputs, rounds=10)


def test_timeit():
    x = torch.randn(8)
    timeit.timeit(lambda: kernel_b(x), number=10)
    timeit.Timer(stmt=functools_free(x), setup=make_inputs).timeit(5)
    timeit.timeit("kernel_c(x)", globals={"kernel_c": kernel_c, "x": x}, number=3)


def kernel_g(x, n):
    return x.topk(n).values.tolist()  # HOT root=do_bench chain=kernel_g


def path_a(x):
    return x.cumsum(0).tolist()  # HOT root=do_bench chain=path_a


def path_b(x):
    return x.max().item()  # HOT root=do_bench chain=path_b


def rebound(x, mode):
    import triton
    fn = lambda: x.softmax(-1).cpu()  # HOT root=do_bench
    if mode == "bwd":
        o = fn()
        fn = lambda: o.sum().item()  # HOT root=do_bench
    return triton.testing.do_bench(fn)


def functools_free(x):
    # a factory (not functools.partial): its body runs once, the lambda it returns is timed
    y = x.float()  # COLD
    return lambda: y.cpu()  # HOT root=do_bench


def test_torch_timer():
    x = torch.randn(8)
    t = tbench.Timer(stmt="kernel_d(x)", globals={"kernel_d": kernel_d, "x": x})
    t.blocked_autorange()
    tbench.Timer(stmt=lambda: kernel_e(x)).timeit(10)
    tbench.Timer(stmt="f(x)", globals={"f": kernel_f, "x": x}).timeit(10)
    # a statement split over lines, concatenated (TransformerEngine's benchmarks/linear)
    tbench.Timer(
        stmt=(
            "kernel_g(x,"
            " 4)"
        ),
        globals={"kernel_g": kernel_g, "x": x},
    ).blocked_autorange()
    # a globals entry bound to one of two functions (TransformerEngine's grouped GEMM benchmark)
    run = path_a if x.numel() > 4 else path_b
    tbench.Timer(stmt="run(x)", globals={"run": run, "x": x}).timeit(3)
    not_timed(x)
