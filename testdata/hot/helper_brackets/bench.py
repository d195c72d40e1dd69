"""Brackets and load timers through the project's own helpers (gpt-fast generate.py/eval.py):
a `device_sync(device)` wrapper called right before the end read brackets the timer like a
direct synchronize; a timer around `_load_model(...)` closed by a bracketing sync times a
load, not a benchmark, so nothing it reaches is hot. A sync wrapper called mid-region is
still timed code."""
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
