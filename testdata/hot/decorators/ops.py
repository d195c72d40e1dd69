"""Decorated functions are roots (@hot_path, @timed, dotted and called decorators)."""
import functools

import torch

import hotlint


def hot_path(fn):
    return fn


def timed(label=None):
    def wrap(fn):
        return fn
    return wrap


@hot_path
def fused(x):
    return x.sum().item()  # HOT root=decorator chain=fused


@timed("gemm")
def gemm(a, b):
    return helper(a @ b)  # HOT root=decorator chain=gemm


@hotlint.hot_path
def dotted(x):
    return x.cpu()  # HOT root=decorator chain=dotted


def helper(y):
    return y.tolist()  # HOT root=decorator chain=gemm>helper


@functools.lru_cache()
def cached(n):
    return torch.zeros(n)  # COLD


def plain(x):
    return x.item()  # COLD
