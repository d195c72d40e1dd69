# bench_it is a timing utility hotlint detects (its timer region calls its parameter).
import time


def bench_it(fn, n=10):
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t0) / n
