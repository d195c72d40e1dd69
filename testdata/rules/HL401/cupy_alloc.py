import cupy as cp
from cupyx.profiler import benchmark


def run(x):
    out = cp.empty_like(x)  # EXPECT: HL401
    cp.multiply(x, 2, out=out)
    return out + cp.zeros(x.shape, dtype=x.dtype)  # EXPECT: HL401


# ---- no diagnostics ----
def run_reuse(x, out):
    cp.multiply(x, 2, out=out)
    return out


def main():
    x = cp.ones(1 << 20, dtype=cp.float32)
    out = cp.empty_like(x)  # setup
    print(benchmark(run, (x,), n_repeat=20))
    print(benchmark(run_reuse, (x, out), n_repeat=20))
