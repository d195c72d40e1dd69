"""A budget loop that sleeps is a polling wait, not a throughput benchmark: nothing in it is
timed, nor the backoff's own clock read (KernelBench's wait for a GPU to attach)."""
import time

import torch


def wait_for_gpu(max_wait_time=30):
    start_time = time.time()
    while time.time() - start_time < max_wait_time:
        if torch.cuda.is_available():  # COLD
            return True
        wait_time = min(0.5 * (2 ** int((time.time() - start_time) / 2)), 8.0)
        time.sleep(wait_time)  # COLD
    return False


def throughput(fn, x, seconds=1.0):
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        fn(x).sum().item()  # HOT root=timer in_loop
        n += 1
    return n / seconds
