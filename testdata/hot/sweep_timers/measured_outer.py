"""A timer around per-step timers whose reading is computed with, not only printed (tokens/s
over the whole run, thunder's benchmark_peft), measures the steps' loop between the inner
timers too, not the setup before it; one read only to test a time budget (`if total >
120e9: break`, gpu-mode's eval) or printed (tune.py) is a sweep: only the inner timers time."""
import time

import torch


def benchmark_train(model, batches, n, tokens):
    start_ts = time.time()
    model = model.cuda()  # COLD
    for p in model.parameters():
        print(p.shape)  # COLD
    times = []
    for step in range(n):
        iter_t0 = time.perf_counter()
        out = model(batches[step])
        t1 = time.perf_counter()
        times.append(t1 - iter_t0)
        print(f"loss {out.item():.4f}")  # HOT root=timer in_loop
        torch.cuda.max_memory_allocated()  # HOT root=timer in_loop
    total = time.time() - start_ts
    return tokens * n / total, times


def benchmark_budget(kernel, make_input, reps):
    durations = []
    bm_start_time = time.perf_counter_ns()
    for i in range(reps):
        data = make_input()  # COLD
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        kernel(data)
        end.record()
        torch.cuda.synchronize()
        durations.append(start.elapsed_time(end))
        total_bm_duration = time.perf_counter_ns() - bm_start_time
        if total_bm_duration > 120e9:
            break
    return durations
