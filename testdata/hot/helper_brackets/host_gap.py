"""A sync before the end read still brackets it when host-only statements sit between them
(AQLM's `torch.cuda.synchronize(device); msg = ...; print(msg, perf_counter() - t0)`); a
statement that launches or reads GPU work between them ends the bracket."""
import time

import torch


def timed(work, device):
    torch.cuda.synchronize(device)
    start = time.perf_counter()
    work()
    torch.cuda.synchronize(device)  # COLD
    msg = "pv-tuning step"
    print("done")
    print(msg, time.perf_counter() - start)


def timed_with_read(work, x):
    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(10):
        work()
        torch.cuda.synchronize()  # HOT root=timer in_loop
    y = x.sum().item()  # HOT root=timer
    print(y, time.perf_counter() - start)


def timed_try(fn):
    # the sync that ends a `try` body right before the end read brackets it (based's launcher)
    torch.cuda.synchronize()
    start = time.time()
    try:
        fn()
        torch.cuda.synchronize()  # COLD
    except RuntimeError:
        print("OOM")
    return (time.time() - start) * 1000


def timed_no_grad(model, x):
    # the sync that ends a `with` body right before the end read brackets it too (HF-style
    # `with torch.no_grad(): model.generate(...); torch.cuda.synchronize()`, MInference)
    start = time.time()
    with torch.no_grad():
        model(x)
        torch.cuda.synchronize()  # COLD
    return time.time() - start


def timed_no_grad_loop(model, x):
    start = time.time()
    with torch.inference_mode():
        for _ in range(3):
            model(x)
            torch.cuda.synchronize()  # HOT root=timer in_loop
    return time.time() - start


def timed_dispatch(model, x, device):
    # the sync picked by device right before the end read (HF-style CUDA/XPU scripts)
    start = time.perf_counter()
    model(x)
    if device == "cuda":
        torch.cuda.synchronize()  # COLD
    elif device == "xpu":
        torch.xpu.synchronize()  # COLD
    else:
        torch.cuda.synchronize(device)  # COLD
    return time.perf_counter() - start


def timed_dispatch_then_work(model, x, device):
    start = time.perf_counter()
    if device == "cuda":
        torch.cuda.synchronize()  # HOT root=timer conditional
    model(x)
    return time.perf_counter() - start


def synchronize_step(model, loader, device, opt, sync_step):
    # the device branch one `if` further in (timm's train loop: `if args.synchronize_step:`)
    update_time = 0.0
    update_start = time.time()
    for x in loader:
        model(x).sum().backward()
        opt.step()
        if sync_step:
            if device.type == "cuda":
                torch.cuda.synchronize()  # COLD
            elif device.type == "npu":
                torch.npu.synchronize()  # COLD
        time_now = time.time()
        update_time += time.time() - update_start
        update_start = time_now
    return update_time
