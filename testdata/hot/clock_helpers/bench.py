"""Clock helpers time what lies between two of their calls (tutel's helloworld examples:
`t_start = system.record_time()` ... `t_stop = system.record_time()`, its bandwidth test's
`wait = lambda: torch.cuda.synchronize() or time.perf_counter()`, YOLO's `time_sync()`)."""
import time

import torch

from utils import system


def time_sync():
    if torch.cuda.is_available():
        torch.cuda.synchronize()
    return time.time()


def train(model, x, steps):
    for _ in range(3):
        model(x).sum().backward()  # COLD
    t_start = system.record_time()
    for _ in range(steps):
        loss = model(x).sum()
        loss.backward()
        print(loss.item())  # HOT root=timer in_loop
    t_stop = system.record_time()
    report = torch.zeros(4, device="cuda")  # COLD
    print(t_stop - t_start, report)


def infer(model, x):
    t0 = time_sync()
    y = model(x)
    host = y.cpu()  # HOT root=timer
    t1 = time_sync()
    note = system.timestamp()
    extra = torch.ones(2, device="cuda")  # COLD
    return host, t1 - t0, note, extra


def bandwidth(x, iters):
    wait = lambda: torch.cuda.synchronize() or time.perf_counter()
    for _ in range(iters):
        t0 = wait()
        y = x.to("cuda")  # HOT root=timer
        t1 = wait()
        print(f"{x.numel() / (t1 - t0):.1f} elements/s")  # COLD


def evaluate(model, loader, loss_fn):
    # accumulated helper timers (yolov3's test.py): each pair times its own stage
    t_model = t_nms = 0.0
    for x, y in loader:
        t = time_sync()
        out = model(x)
        keep = out.nonzero()  # HOT root=timer
        t_model += time_sync() - t
        loss = loss_fn(out, y).nonzero()  # COLD
        t = time_sync()
        boxes = out[keep].cpu()  # HOT root=timer
        t_nms += time_sync() - t
        print(loss, boxes)
    return t_model, t_nms
