"""A branch on `i == 0` / `step == 1` of the loop a timed region holds runs on one iteration, and
one that leaves the loop with `break` runs once: a first-batch print or a one-time sync there is
not per-iteration cost (torchtitan's `if step == 1:` timeouts, gpt-neox's `if i == 1: print`).
A rolling timer's first iteration is a measurement of its own (a prefill), its break is not.
The same branches in a loop that each timed iteration runs again (a model's forward over its
blocks, an inner loop of the timed one) repeat with every iteration."""
import time

import torch
from triton.testing import do_bench


def train(model, batches):
    t0 = time.perf_counter()
    for step, x in enumerate(batches, start=1):
        loss = model(x).sum()
        if step == 1:
            print("first batch", x.shape)  # COLD
            torch.cuda.synchronize()  # COLD
        if step % 10 == 0:
            print(loss.item())  # HOT root=timer in_loop conditional chain=train
        loss.backward()
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)


def rolling(model, xs):
    for i in range(len(xs)):
        t0 = time.perf_counter()
        if i == 0 and xs[i].is_cuda:
            xs[i].cpu()  # HOT root=timer conditional chain=rolling
        if xs[i] is None:
            print("no input")  # COLD
            break
        y = model(xs[i])
        torch.empty_like(y)  # HOT root=timer chain=rolling
        y.sum()
        print(time.perf_counter() - t0)


def started_on_first(model, xs):
    for i, x in enumerate(xs):
        if i == 0:
            torch.cuda.synchronize()
            t0 = time.perf_counter()
        model(x).cpu()  # HOT root=timer in_loop chain=started_on_first
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)


class Stack(torch.nn.Module):
    def __init__(self, blocks):
        super().__init__()
        self.blocks = torch.nn.ModuleList(blocks)

    def forward(self, h):
        for i, blk in enumerate(self.blocks):
            if i == 0:
                h = torch.zeros_like(h) + h  # HOT root=do_bench in_loop conditional chain=bench_stack.<lambda>@66>Stack.forward
            h = blk(h)
        return h


def bench_stack(x):
    m = Stack([torch.nn.Linear(8, 8) for _ in range(4)]).cuda()
    return do_bench(lambda: m(x))


def drain(queue, step_fn, steps):
    t0 = time.perf_counter()
    for step in range(steps):
        batch = queue.get()
        if batch is None:
            print("queue drained")  # COLD
            break
        for part in batch:
            if part is None:
                print("empty part")  # HOT root=timer in_loop conditional chain=drain
                break
            step_fn(part)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)


def nested(model, xs, layers):
    t0 = time.perf_counter()
    for x in xs:
        for j, layer in enumerate(layers):
            if j == 0:
                x = x.contiguous().cpu()  # HOT root=timer in_loop conditional chain=nested
            x = layer(x)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)


def profiled(model, batches, args, prof_iter):
    # the loop variable tested against an attribute or a name the loops do not bind: one
    # iteration (apex's ImageNet example starts the profiler there); against another loop's
    # variable, many
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for i, b in enumerate(batches):
        if args.prof >= 0 and i == args.prof:
            print("profiling from iteration {}".format(i))  # COLD
        if i == prof_iter:
            torch.cuda.empty_cache()  # COLD
        for j in range(4):
            if i == j:
                print("diagonal", j)  # HOT root=timer in_loop conditional chain=profiled
        model(b)
    torch.cuda.synchronize()
    print(time.perf_counter() - t0)


def flag_cleared(layer, batches, profile):
    # a flag the branch clears runs it on one iteration (fairscale's OSS benchmark profiles one
    # step); a flag the branch does not clear, or clears elsewhere, runs it on every iteration
    need_profiling = profile
    verbose = profile
    in_block = False
    total = 0.0
    for i, b in enumerate(batches):
        torch.cuda.synchronize()
        start = time.perf_counter()
        if need_profiling:
            print("Profiling the run")  # COLD
            need_profiling = False
        if verbose:
            print("step")  # HOT root=timer conditional chain=flag_cleared
        if in_block:
            # a state the loop sets again (exllamav2's chat: a code block opens and closes)
            print("block end")  # HOT root=timer conditional chain=flag_cleared
            in_block = False
        if i % 3 == 0:
            in_block = True
        layer(b)
        torch.cuda.synchronize()
        total += time.perf_counter() - start
        verbose = False
    return total
