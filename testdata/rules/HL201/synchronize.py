import time

import torch
import torch as th


class B:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")
        torch.cuda.synchronize()  # setup is cold

    def benchmark_fn(self):
        for _ in range(4):
            self.x.mul_(2)
            torch.cuda.synchronize()  # EXPECT: HL201
        th.cuda.synchronize()  # EXPECT: HL201 `torch.cuda.synchronize()`


def loop_with_sync(x, iters):
    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(iters):
        y = x @ x
        torch.cuda.synchronize()  # EXPECT: HL201
    torch.cuda.synchronize()
    end = time.perf_counter()
    return (end - start) / iters


# ---- no diagnostics ----
def bracketed(x, iters):
    for _ in range(3):  # warm-up before the timer: cold
        x @ x
    torch.cuda.synchronize()  # brackets the start: correct practice
    start = time.perf_counter()
    for _ in range(iters):
        x @ x
    torch.cuda.synchronize()  # brackets the end read: correct practice
    end = time.perf_counter()
    torch.cuda.synchronize()  # after the timer: cold
    return (end - start) / iters


class C:
    def validate_result(self):
        torch.cuda.synchronize()  # verification is cold


def guarded_read(model, warmup, iters):
    lat = []
    for i in range(warmup + iters):
        torch.cuda.synchronize()  # brackets the start
        start = time.perf_counter()
        model()
        torch.cuda.synchronize()  # brackets the end read, which sits under `if` (transformers)
        if i >= warmup:
            lat.append(time.perf_counter() - start)
    return lat


def intermediate_read(generator, ids):
    time_begin = time.time()
    generator.generate_simple(ids)
    torch.cuda.synchronize()  # brackets the end read: an unused clock read sits between (exllamav2's test_inference)
    time_prompt = time.time()
    time_end = time.time()
    return time_end - time_begin, time_prompt
