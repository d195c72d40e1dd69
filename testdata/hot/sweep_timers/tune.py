"""Host timers around inner measurements are progress timers: a tuning sweep that calls a
function timing each config with events (vllm benchmark_w8a8_block_fp8.py), a sweep of do_bench
calls, a loop holding its own event pair. Only the inner measurements are timed. A timer around
plain work stays a timer."""
import time

import torch
import triton


def benchmark_config(fn, x, iters=10):
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    fn(x)
    torch.cuda.synchronize()
    start.record()
    for _ in range(iters):
        y = torch.empty_like(x)  # HOT root=event in_loop
        fn(y)
    end.record()
    end.synchronize()
    return start.elapsed_time(end) / iters


def tune(fn, x, configs):
    start = time.time()
    best = None
    for config in configs:
        print(f"trying {config}")  # COLD
        t = benchmark_config(fn, x)
        if best is None or t < best[0]:
            best = (t, config)
    end = time.time()
    print(f"Tuning took {end - start:.2f} seconds")
    return best


def sweep_do_bench(fns, x):
    t0 = time.perf_counter()
    out = {}
    for name, fn in fns.items():
        x2 = x.clone()  # COLD
        out[name] = triton.testing.do_bench(lambda: fn(x2.sum().item()))  # HOT root=do_bench
    print(f"done in {time.perf_counter() - t0:.1f}s")
    return out


def inline_inner(fn, x):
    t0 = time.perf_counter()
    times = []
    for _ in range(5):
        x.sum().item()  # COLD
        s = torch.cuda.Event(enable_timing=True)
        e = torch.cuda.Event(enable_timing=True)
        s.record()
        fn(x.cpu())  # HOT root=timer in_loop
        e.record()
        e.synchronize()
        times.append(s.elapsed_time(e))
    print(time.perf_counter() - t0)
    return times


def plain(fn, x):
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(10):
        fn(x.sum().item())  # HOT root=timer in_loop
    torch.cuda.synchronize()
    return time.perf_counter() - t0


def budgeted_search(fn, x, configs, budget_s, passes):
    # the sweep's start read twice (triton-dejavu's random search): at the budget check inside
    # the candidate loop and after each pass; both reads are progress, not measurements
    start_time = time.time()
    timings = {}
    for _ in range(passes):
        for config in configs:
            print(f"testing {config}")  # COLD
            timings[config] = benchmark_config(fn, x)
            if start_time + budget_s < time.time():
                print(f"timeout after {time.time() - start_time}s")  # COLD
                break
        print(f"pass done after {time.time() - start_time}s")  # COLD
    return timings
