"""A loop a comment names a warm-up (`# warmup` above it, blank lines allowed, or `# warm-up`
after its header) runs throw-away iterations: timers inside it measure nothing kept (EAGLE's
and Medusa's answer generators). The measured loop after it is timed."""
import time

import torch


def generate(model, x):
    # warmup

    for _ in range(3):
        torch.cuda.synchronize()
        start_time = time.time()
        y = model(x)
        print(y.sum().item())  # COLD
        torch.cuda.synchronize()
        total_time = time.time() - start_time
    print("Warmup done")

    for _ in range(2):  # warm-up: compile the kernels
        model(x).sum().item()  # COLD

    for _ in range(10):  # measured
        torch.cuda.synchronize()
        start_time = time.time()
        y = model(x)
        print(y.max().item())  # HOT root=timer
        torch.cuda.synchronize()
        total_time = time.time() - start_time
        print(total_time)
