"""One start read twice. When the longer reading is computed with (gpt-fast's tokens/s: `t =
time.perf_counter() - t0` after an `if i == -1:` compile-time print of the same clock), the
timer measures everything it holds; when it only feeds a budget (cupy's `duration += ...; if
duration > max_duration: break`) it is a sweep around the shorter reading, which measures."""
import time

import torch


def generate(model, ids, n):
    out = torch.empty(n, dtype=torch.long, device=ids.device)  # HOT root=timer chain=main>generate
    return model(ids), out


def main(model, ids, samples, metrics):
    for i in range(-1, samples):
        t0 = time.perf_counter()
        y, _ = generate(model, ids, 64)
        if i == -1:
            print(f"Compilation time: {time.perf_counter() - t0:.2f} seconds")
            continue
        t = time.perf_counter() - t0
        print(f"Time for inference {i + 1}: {t:.02f} sec total")
        metrics.append(y.size(-1) / t)


def repeat(func, args, n_repeat, max_duration, starts, ends):
    cpu_times, gpu_times = [], []
    duration = 0
    for i in range(n_repeat):
        t1 = time.perf_counter()
        func(*args)
        t2 = time.perf_counter()
        cpu_times.append(t2 - t1)
        for event in ends:
            event.record()
            event.synchronize()  # COLD
        for s, e in zip(starts, ends):
            gpu_times.append(s.elapsed_time(e))
        duration += time.perf_counter() - t1
        if duration > max_duration:
            break
    return cpu_times


def first_token(model, ids):
    t = time.perf_counter()
    out = model(ids)
    return out, time.perf_counter() - t


def chat(model, ids, metrics):
    # torchchat's chat(): the start read twice around a generator that times its own first
    # token; the longer reading is computed with (tokens/s), so the timer measures what it holds
    t0 = time.perf_counter()
    out, ttft = first_token(model, ids)
    extra = torch.zeros(4, device="cuda")  # HOT root=timer chain=chat
    compilation_time = time.perf_counter() - t0
    t = time.perf_counter() - t0
    metrics.append(out.numel() / t)
    return compilation_time, ttft, extra
