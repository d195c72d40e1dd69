import cupy as cp
import cupyx.profiler


def run(x):
    y = cp.cumsum(x)
    return y.get()  # EXPECT: HL114


def run_scalar(x):
    total = (x * 2).sum()
    return total.get()  # EXPECT: HL114


def main():
    x = cp.arange(1 << 20, dtype=cp.float32)
    print(cupyx.profiler.benchmark(run, (x,), n_repeat=20))
    print(cupyx.profiler.benchmark(run_scalar, (x,), n_repeat=20))


# ---- no diagnostics ----
def run_lookup(x, table, cache):
    key = table.get("key")  # a dictionary lookup, not a copy
    hit = cache.get()  # an object of unknown kind: `.get()` is not known to be CuPy's copy
    y = cp.cumsum(x)
    host = y.get(stream=cp.cuda.get_current_stream(), blocking=False)  # asynchronous on purpose
    return key, hit, host


def main_lookup():
    x = cp.arange(1 << 20, dtype=cp.float32)
    print(cupyx.profiler.benchmark(run_lookup, (x, {"key": 1}, object()), n_repeat=20))
    print(x.get().sum())  # after timing
