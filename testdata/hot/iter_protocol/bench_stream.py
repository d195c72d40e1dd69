"""Iterating a generator in a timed loop runs its body step by step (streaming generation
benchmarks): `stream = gen_tokens(...)` made before the timer, then `for tok in stream:` inside
it. A list made the same way iterates in the library."""
import time

import torch


def gen_tokens(model, prompt, n):
    pos = torch.arange(prompt.size(0), device=prompt.device)  # HOT root=timer chain=reply>gen_tokens
    for _ in range(n):
        tok = model(prompt, pos)
        yield tok.item()  # HOT root=timer in_loop chain=reply>gen_tokens


def all_tokens(model, prompt, n):
    return [model(prompt).cpu() for _ in range(n)]  # COLD


def reply(model, prompt):
    stream = gen_tokens(model, prompt, 50)
    done = all_tokens(model, prompt, 4)
    t0 = time.perf_counter()
    count = 0
    for tok in stream:
        count += tok
    for tok in done:
        count += 1
    t = time.perf_counter() - t0
    print(f"{count / t:.1f} tok/s")
