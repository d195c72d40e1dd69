"""Brackets and load timers through the project's own helpers (gpt-fast generate.py/eval.py):
a `device_sync(device)` wrapper called right before the end read brackets the timer like a
direct synchronize; a timer around `_load_model(...)` closed by a bracketing sync times a
load, not a benchmark, so nothing it reaches is hot. A sync wrapper called mid-region is
still timed code. A branch of a per-iteration timer that ends in `continue` discards that
iteration's timing (the compile-run report); under a timer around the whole loop it is timed."""
import time

import torch


def device_sync(device):
    if "cuda" in device:
        torch.cuda.synchronize(device)  # COLD
    else:
        print(f"device={device} is not supported")  # COLD


def sync_and_log(device):
    torch.cuda.synchronize(device)  # HOT root=timer chain=generate_loop>sync_and_log


def _load_model(path, device):
    print("loading", path)  # COLD
    ckpt = torch.load(path)  # COLD
    return ckpt.to(device=device)  # COLD


def generate(model, x):
    return model(x).argmax(-1).tolist()  # HOT root=timer chain=generate_loop>generate


def generate_loop(model, x, device, n):
    for i in range(n):
        t0 = time.perf_counter()
        y = generate(model, x)
        sync_and_log(device)
        z = generate(model, y)
        device_sync(device=device)
        print(f"{time.perf_counter() - t0:.3f}")  # COLD


def main(path, device):
    t0 = time.time()
    model = _load_model(path, device)
    torch.cuda.synchronize()  # COLD
    print(f"Time to load model: {time.time() - t0:.02f} seconds")  # COLD
    return model


def per_sample(model, x, n):
    for i in range(-1, n):
        t0 = time.perf_counter()
        y = generate(model, x)
        if i == -1:
            print(f"Compilation time: {time.perf_counter() - t0:.2f} s")  # COLD
            y.cpu()  # COLD
            continue
        device_sync("cuda")
        print(time.perf_counter() - t0)  # COLD


def whole_loop(model, batches):
    t0 = time.perf_counter()
    for b in batches:
        if b is None:
            b.cpu()  # HOT root=timer in_loop conditional
            continue
        model(b)
    torch.cuda.synchronize()
    return time.perf_counter() - t0
