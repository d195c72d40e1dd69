import cupy as cp
import numpy as np
from cupyx.profiler import benchmark


HOST = np.random.rand(1 << 16).astype(np.float32)


def run():
    x = cp.asarray(HOST)  # EXPECT: HL507
    return cp.fft.fft(x)


def run_list():
    idx = cp.array([0, 2, 4, 6])  # EXPECT: HL507
    return idx * 2


def main():
    print(benchmark(run, (), n_repeat=20))
    print(benchmark(run_list, (), n_repeat=20))


# ---- no diagnostics ----
def run_device(x):
    y = cp.asarray(x)  # `x` is a device array: a no-op
    z = cp.asarray(x * 2)
    return cp.fft.fft(y) + z.sum()


def main_device():
    host = np.random.rand(1 << 16).astype(np.float32)
    x = cp.asarray(host)  # setup: copied once
    print(benchmark(run_device, (x,), n_repeat=20))
