# A stress mode that runs until a deadline (pytorch/benchmark run.py `run_one_step`): the
# clock read that decides when the `while` loop stops is loop control; the events and
# time_ns() around each call are the measurement. Only what they bracket is timed for the
# outer timer: the sync, the event creation and the progress prints between measurements are
# not. A run-for-N-seconds loop with no inner timer (throughput) is timed whole.
import time

import torch


def run_one_step(func, seconds):
    cur_time = time.time_ns()
    target_time = cur_time + seconds * 1e9
    last = cur_time
    i = 0
    results = []
    while cur_time < target_time:
        torch.cuda.synchronize()  # COLD
        start_event = torch.cuda.Event(enable_timing=True)  # COLD
        end_event = torch.cuda.Event(enable_timing=True)  # COLD
        t0 = time.time_ns()
        start_event.record()
        func(torch.empty(16, device="cuda"))  # HOT root=timer in_loop chain=run_one_step
        end_event.record()
        torch.cuda.synchronize()
        t1 = time.time_ns()
        results.append((start_event.elapsed_time(end_event), (t1 - t0) / 1e6))
        i += 1
        cur_time = time.time_ns()
        if cur_time - last >= 10e9:
            print("%d iterations" % i)  # COLD
            last = cur_time
    return results


def throughput(func, x, seconds):
    # no inner timer: every iteration of the deadline loop is the measurement
    start = time.perf_counter()
    now = start
    n = 0
    while now - start < seconds:
        func(x.clone())  # HOT root=timer in_loop chain=throughput
        n += 1
        now = time.perf_counter()
    return n / (now - start)


def wait_for_memory(limit_mib, max_wait):
    # a polling loop with a timeout (flash-linear-attention scripts/check_gpu.py): the clock is
    # only compared with the limit, never kept: control, not a measurement
    start_time = time.time()
    while True:
        used = torch.cuda.memory_allocated() // 2**20
        print(f"using {used} MiB")  # COLD
        if used <= limit_mib:
            return True
        time.sleep(30)  # COLD
        if time.time() - start_time > max_wait:
            return False


def run_until(func, x, budget):
    # the same comparison as the loop's condition: a throughput loop, timed
    t0 = time.perf_counter()
    n = 0
    while time.perf_counter() - t0 < budget:
        func(x.clone())  # HOT root=timer in_loop chain=run_until
        n += 1
    return n
