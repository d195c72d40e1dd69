import cupy as cp
from cupyx.profiler import benchmark


def run(n):
    x = cp.random.rand(n, dtype=cp.float32)  # EXPECT: HL402
    return cp.sort(x)


# ---- no diagnostics ----
def run_sorted(x):
    return cp.sort(x)


def main():
    x = cp.random.rand(1 << 20, dtype=cp.float32)  # setup
    print(benchmark(run, (1 << 20,), n_repeat=20))
    print(benchmark(run_sorted, (x,), n_repeat=20))
