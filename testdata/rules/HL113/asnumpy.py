import cupy as cp
import numpy as np
from cupyx.profiler import benchmark


def run(a, b):
    c = a @ b
    return cp.asnumpy(c)  # EXPECT: HL113


def run_loop(a):
    out = []
    for _ in range(10):
        out.append(cp.asnumpy(a * 2))  # EXPECT: HL113
    return out


def main():
    a = cp.random.rand(256, 256, dtype=cp.float32)
    b = cp.random.rand(256, 256, dtype=cp.float32)
    print(benchmark(run, (a, b), n_repeat=20))
    start, end = cp.cuda.Event(), cp.cuda.Event()
    start.record()
    run_loop(a)
    end.record()
    end.synchronize()
    print(cp.cuda.get_elapsed_time(start, end))


# ---- no diagnostics ----
def check(a, b):
    expected = np.asarray(cp.asnumpy(a)) @ np.asarray(cp.asnumpy(b))  # verification is cold
    got = cp.asnumpy(run_fast(a, b))
    assert np.allclose(got, expected, rtol=1e-3)


def run_fast(a, b):
    return a @ b


def main_fast():
    a = cp.random.rand(256, 256, dtype=cp.float32)
    b = cp.random.rand(256, 256, dtype=cp.float32)
    check(a, b)
    result = benchmark(run_fast, (a, b), n_repeat=20)
    print(cp.asnumpy(result.gpu_times).mean())  # reporting after the timer
