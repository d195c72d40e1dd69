"""A module constant set to False once and never assigned again is a dead branch, like `if
False:` (modelopt's perplexity benchmark: `DEBUG = False`, "set DEBUG = True at the top of this
file" for its debug prints). A flag some function rebinds (`global VERBOSE`), or one assigned
twice, stays live: its branch is conditional."""
import time

import torch

DEBUG = False
VERBOSE = False
TRACE: bool = False
TRACE_LEVEL = 0


def set_verbose(v):
    global VERBOSE
    VERBOSE = v


def step(model, x):
    out = model(x)
    if DEBUG:
        print(f"[OUT] {out}")  # COLD
        print(out.sum().item())  # COLD
    if TRACE:
        print("trace", out.shape)  # COLD
    if VERBOSE:
        print("step done")  # HOT root=timer in_loop conditional
    if TRACE_LEVEL:
        print("level")  # COLD
    return out


def main(model, x):
    t0 = time.perf_counter()
    for _ in range(10):
        step(model, x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)
