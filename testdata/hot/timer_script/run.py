"""Timer roots in a script: warm-up before the timer and code after it are cold; a loop
enclosing an event pair does not make the timed code in_loop; loops inside the region do."""
import time

import torch


def prepare(n):
    return torch.randn(n, device="cuda")


def step(x):
    return x.sum().item()  # HOT root=timer in_loop chain=main>step


def once(x):
    return x.max().item()  # HOT root=event chain=main>once


def main():
    x = prepare(1 << 20)  # COLD
    for _ in range(10):
        step(x)  # COLD
    torch.cuda.synchronize()  # COLD
    t0 = time.perf_counter()  # COLD
    for _ in range(100):
        step(x)  # HOT root=timer in_loop chain=main
        if _ % 10 == 0:
            print("tick")  # HOT root=timer in_loop conditional
    torch.cuda.synchronize()  # COLD
    dt = time.perf_counter() - t0
    print(f"{dt * 1e3:.3f} ms")  # COLD

    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    times = []
    for i in range(20):
        start.record()  # COLD
        once(x)  # HOT root=event chain=main
        end.record()  # COLD
        end.synchronize()  # COLD
        times.append(start.elapsed_time(end))  # COLD
    print(sum(times))  # COLD


if __name__ == "__main__":
    main()  # COLD
