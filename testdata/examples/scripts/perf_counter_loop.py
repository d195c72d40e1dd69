#!/usr/bin/env python3
"""GELU(x @ W) timed three ways with time.perf_counter.

1. whole loop between one pair of bracketing synchronizes (the right way),
2. one sample per iteration, each bracketed by its own synchronizes,
3. the same loop but with fresh random inputs every iteration (measures the RNG too).
"""
import argparse
import statistics
import time

import torch
import torch.nn.functional as F


def step(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    return F.gelu(x @ w, approximate="tanh")


def time_whole_loop(x, w, iters: int, warmup: int) -> float:
    for _ in range(warmup):
        step(x, w)
        torch.cuda.synchronize()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        y = step(x, w)
        torch.cuda.synchronize()  # EXPECT: HL201
    torch.cuda.synchronize()
    elapsed = time.perf_counter() - t0
    print(f"whole loop: {elapsed / iters * 1e3:.4f} ms/iter, checksum {y.float().sum().item():.3e}")
    return elapsed / iters


def time_per_iteration(x, w, iters: int) -> float:
    samples = []
    for i in range(iters):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        step(x, w)
        torch.cuda.synchronize()
        samples.append(time.perf_counter() - t0)
        if i % 10 == 0:
            print(f"iter {i}: {samples[-1] * 1e3:.4f} ms")
    return statistics.median(samples)


def time_fresh_inputs(w, n: int, iters: int) -> float:
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        x = torch.randn(n, w.shape[0], device="cuda", dtype=w.dtype)  # EXPECT: HL402
        step(x, w)
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / iters


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=4096)
    ap.add_argument("--iters", type=int, default=200)
    args = ap.parse_args()
    n = int(args.n)
    x = torch.randn(n, n, device="cuda", dtype=torch.float16)
    w = torch.randn(n, n, device="cuda", dtype=torch.float16)
    whole = time_whole_loop(x, w, args.iters, warmup=20)
    median = time_per_iteration(x, w, args.iters)
    fresh = time_fresh_inputs(w, n, args.iters)
    print(f"whole {whole * 1e3:.4f} ms | median sample {median * 1e3:.4f} ms | fresh inputs {fresh * 1e3:.4f} ms")


if __name__ == "__main__":
    main()
