"""Small timing utilities for ad-hoc scripts (the harness has its own loop)."""
from __future__ import annotations

import statistics
import time
from typing import Callable, List

import torch


def bench(fn: Callable[[], object], iters: int = 100, warmup: int = 10) -> float:
    """Mean milliseconds per call of ``fn`` over ``iters`` calls, after ``warmup`` calls."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) * 1e3 / iters


def bench_samples(fn: Callable[[], object], iters: int = 50) -> List[float]:
    """Per-call milliseconds, each call bracketed by its own synchronizes."""
    samples = []
    for _ in range(iters):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        fn()
        torch.cuda.synchronize()
        samples.append((time.perf_counter() - t0) * 1e3)
    return samples


def summarize(samples: List[float]) -> str:
    med = statistics.median(samples)
    spread = max(samples) - min(samples)
    return f"median {med:.4f} ms (spread {spread:.4f} ms, n={len(samples)})"
