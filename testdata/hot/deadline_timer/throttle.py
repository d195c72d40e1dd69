"""A clock read only to decide when to act again is a schedule, not a measurement: the reading
is tested against an interval and the start is read again after the test (exllamav2's
quantizer checkpoints every 180 s; lightllm's server logs every 120 s). The same reading kept
(appended, returned) or without the restart stays a timer."""
import time

import torch


def quantize(model, layers, save):
    last_snapshot_time = time.time()
    interval_s = 180
    for i, layer in enumerate(layers):
        w = layer.weight.float().cpu()  # COLD
        layer.weight.copy_(torch.round(w).to("cuda"))  # COLD
        since = time.time() - last_snapshot_time
        if since > interval_s or i == len(layers) - 1:
            save(model)
            last_snapshot_time = time.time()


def recycle_loop(queue, log):
    last_log = time.time()
    while queue:
        req = queue.pop()
        req.out.copy_(req.x.cpu())  # COLD
        if time.time() - last_log > 120:
            log.info("alive")
            last_log = time.time()


def timed_steps(layers, times):
    last = time.time()
    for layer in layers:
        y = layer.weight.float().cpu()  # HOT root=timer in_loop chain=timed_steps
        took = time.time() - last
        times.append(took)
        if took > 1.0:
            print("slow layer")
        last = time.time()
    return y
