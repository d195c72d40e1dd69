"""A timer around per-step timers whose reading is computed with, not only printed (tokens/s
over the whole run, thunder's benchmark_peft), measures the steps between the inner timers
too; a sweep timer that only prints its progress does not (tune.py)."""
import time

import torch


def train(model, batches, n, tokens):
    start_ts = time.time()
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
