"""A host timer around one-shot host work that reads nothing back from the GPU (no loop, no
synchronize, no `.item()`) times loading or building, not a benchmark iteration: not a root.
A timer with a closing sync, or one that times a loop, stays a root."""
import json
import os
import time

import torch


def build(path):
    t0 = time.time()
    with open(path) as f:  # COLD
        cfg = json.loads(f.read())  # COLD
    state = torch.load(path + ".pt")  # COLD
    model = torch.nn.Linear(cfg["d"], cfg["d"])  # COLD
    model.load_state_dict(state)
    print(f"loaded in {time.time() - t0:.2f} s")
    return model


def single_forward(model, x):
    t0 = time.perf_counter()
    y = model(torch.ones_like(x))  # HOT root=timer chain=single_forward
    torch.cuda.synchronize()
    return y, time.perf_counter() - t0


def single_forward_read(model, x):
    t0 = time.perf_counter()
    loss = model(x).sum().item()  # HOT root=timer chain=single_forward_read
    return loss, time.perf_counter() - t0


def looped(model, x, n):
    t0 = time.perf_counter()
    for _ in range(n):
        model(torch.zeros_like(x))  # HOT root=timer in_loop chain=looped
    return time.perf_counter() - t0


def generate_once(model, ids):
    # no loader: a one-shot timed call still syncs inside (`.item()` in the stopping test)
    t0 = time.time()
    out = model_generate(model, ids)  # HOT root=timer chain=generate_once
    return out, time.time() - t0


def model_generate(model, ids):
    while True:
        ids = model(ids)
        if ids[:, -1].eq(0).all().item():  # HOT root=timer in_loop chain=generate_once>model_generate
            return ids


def fetch_weights(url, name):
    # a download timer (pytorch/benchmark's yolov3 gdrive_download): a process, timed once
    t = time.time()
    print("downloading %s ..." % name)  # COLD
    os.system('curl -s -L "%s" -o %s' % (url, name))  # COLD
    print("done (%.1fs)" % (time.time() - t))
    return name


def fetch_then_run(url, model, x):
    # the same download with a readback inside: GPU work is timed, still a root
    t = time.time()
    y = model(x).sum().item()  # HOT root=timer chain=fetch_then_run
    os.system("curl -s %s" % url)
    return y, time.time() - t


def compile_one_config(shape, result):
    # a compile timed once into a result row (aiter's AOT pre-compilation)
    t0 = time.time()
    ws = torch.empty(shape, device="cuda")  # COLD
    kernel = compile_kernel(shape, ws)
    result["compile_time"] = time.time() - t0
    return kernel


def compile_kernel(shape, ws):
    return torch.zeros(shape, device="cuda")  # COLD


def prepare(cfg_path, n, chunks):
    # a job timer around data preparation: comprehensions that build lists are data, however
    # they are wrapped over lines (RULER's prepare.py, vendored into long-context repos)
    start = time.time()
    with open(cfg_path) as f:  # COLD
        cfg = json.load(f)
    sizes = [
        n // chunks + (1 if i < n % chunks else 0)
        for i in range(chunks)
    ]
    slots = [{} for _ in range(n)]
    os.system(f"python gen.py --n {sizes[0]} --task {cfg['task']} --slots {len(slots)}")  # COLD
    print(f"Used time: {round((time.time() - start) / 60, 1)} minutes")


def looped_comprehension(model, x, n):
    t0 = time.perf_counter()
    ys = [
        model(torch.zeros_like(x))  # HOT root=timer in_loop chain=looped_comprehension
        for _ in range(n)
    ]
    return ys, time.perf_counter() - t0
