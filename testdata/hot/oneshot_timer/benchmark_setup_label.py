"""In a benchmark file, a one-shot timer whose end read is printed with the name of a setup
phase ("instantiate", "load", "compile", "warm-up") times that phase, not the benchmark
(lightning-thunder's benchmark_litgpt.py); the measured loop is still a root."""
import time

import torch


class Runner:
    def __init__(self, config):
        t0 = time.perf_counter()
        print(f"Loading model with {config}")  # COLD
        self.model = self.init_model(config)
        print(f"Time to instantiate model: {time.perf_counter() - t0:.02f} seconds.")

    def init_model(self, config):
        return torch.nn.Linear(config, config).cuda()  # COLD

    def train(self, x, iters):
        t0 = time.perf_counter()
        for _ in range(iters):
            y = self.model(x)
            print(y.sum().item())  # HOT root=timer in_loop
        torch.cuda.synchronize()
        print(f"Average iteration time: {(time.perf_counter() - t0) / iters:.4f} s")


def pretty_print_line(m=""):
    print("-" * 10 + m + "-" * 10)  # COLD


def allocate(max_m, max_k):
    # a sync-closed timer around buffer allocation, reported on the line after the end read
    # through the project's printer (HGEMM's "Allocate buffers ... done, time: ... ms")
    torch.cuda.synchronize()
    start = time.time()
    a = torch.randn((max_m, max_k), dtype=torch.half, device="cuda")  # COLD
    b = torch.empty((max_m, max_k), dtype=torch.half, device="cuda")  # COLD
    torch.cuda.synchronize()
    end = time.time()
    pretty_print_line(f"Allocate buffers done, time: {(end - start) * 1000:.3f} ms")
    return a, b


def bench_load(sizes, path):
    # a label naming a phase ("torch.load") on a region that repeats the same work inside it
    # times that work (apex's benchmarks); compare "Loaded in" around a single load, above
    for size in sizes:
        start = time.perf_counter()
        for _ in range(10):
            buf = torch.empty(size, device="cuda")  # HOT root=timer in_loop chain=bench_load
            buf.copy_(torch.load(path))
        end = time.perf_counter()
        print(f"torch.load: size={size}, {end - start}")
