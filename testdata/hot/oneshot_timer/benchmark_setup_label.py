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
