"""Timer objects bracket a region with their own methods: `timer.start()` ... `timer.stop()` or
`timer.elapsed()` (megatron.core's Timer in modelopt's generate loop, FlexGen's and PARAM's timer
classes, `timers("fwd").start()` registries in code that says it benchmarks). The receiver must
say it is a timer (its name or the class it was built from); a thread's `start()` is no timer."""
import threading

import torch
from megatron.core.timers import Timer


class Stopwatch:
    def start(self):
        pass

    def stop(self):
        pass


def generate(model, ids, n, eos):
    timer = Timer("generate")
    timer.start(barrier=True)
    for _ in range(n):
        logits = model(ids)
        nxt = logits[:, -1].argmax(dim=-1, keepdim=True)
        ids = torch.cat([ids, nxt], dim=-1)  # HOT root=timer in_loop
        if nxt.item() == eos:  # HOT root=timer in_loop
            break
    elapsed = timer.elapsed(barrier=True)
    return ids, elapsed / ids.shape[-1]


def bench_step(model, x, timers):
    # a registry's named timer in code that says it benchmarks
    timers("forward").start()
    y = model(x)
    print(y.sum().item())  # HOT root=timer
    timers("forward").stop()
    return y


class Engine:
    def train_batch(self, x):
        # the same in a library's engine: a wall-clock breakdown for its log (DeepSpeed)
        self.timers("train_batch").start()
        loss = self.module(x)
        self.agg_loss = torch.tensor([loss.item()]).to(self.device)  # COLD
        self.timers("train_batch").stop()
        return loss


def watch(model, x):
    sw = Stopwatch()
    sw.start()
    y = torch.zeros_like(x)  # HOT root=timer
    sw.stop()
    return model(y)


def background(worker, x):
    t = threading.Thread(target=worker)
    t.start()
    y = x.sum().item()  # COLD
    t.join()
    return y
