"""Memoized helpers run once per argument tuple, not per iteration: a call into an
`@lru_cache` / `@functools.cache` / `@cached_property` function is not followed. The call
itself stays hot; plain helpers next to them still are walked."""
import functools
import time
from functools import lru_cache

import torch


@lru_cache(maxsize=None)
def device_arch():
    major, minor = torch.cuda.get_device_capability()  # COLD
    return major * 10 + minor


@functools.cache
def num_sms(index):
    return torch.cuda.get_device_properties(index).multi_processor_count  # COLD


def plain_arch():
    return torch.cuda.get_device_capability()  # HOT root=event in_loop chain=run>attn>plain_arch


class Plan:
    @functools.cached_property
    def workspace(self):
        return torch.empty(1 << 20, device="cuda")  # COLD


def attn(q, plan):
    arch = device_arch()  # HOT root=event in_loop chain=run>attn
    sms = num_sms(q.device.index)
    plain_arch()
    return torch.nn.functional.scaled_dot_product_attention(q, q, q) if arch >= 90 and sms else plan.workspace


def run(q, rep):
    plan = Plan()
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(rep):
        attn(q, plan)
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / rep


def compute_once(func):
    value = []

    def wrapper():
        if not value:
            value.append(func())
        return value[0]

    return wrapper


@compute_once
def triton_ok():
    return torch.cuda.get_device_capability("cuda") >= (8, 0)  # COLD


def timed_loop(x, n):
    t0 = time.perf_counter()
    for _ in range(n):
        if triton_ok():  # HOT root=timer in_loop chain=timed_loop
            x = x @ x
    torch.cuda.synchronize()
    return time.perf_counter() - t0
