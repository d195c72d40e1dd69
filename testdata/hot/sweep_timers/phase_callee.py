"""A step timer whose loop calls a helper with a one-shot, logged timer of its own
(torchtune's recipes: `self.save_checkpoint(epoch)` logs "Saving checkpoint took N secs") is
still a step timer: the helper's timer measures no step, so the loop is not a sweep of inner
measurements. A helper that returns its own measurement still makes one."""
import logging
import time

import torch
import triton

log = logging.getLogger(__name__)


class Recipe:
    def train(self, loader, epochs):
        t0 = time.perf_counter()
        for epoch in range(epochs):
            for batch in loader:
                loss = self.model(batch)
                loss.backward()
                loss_to_log = loss.detach().item()  # HOT root=timer in_loop
                self.metrics.append((loss_to_log, time.perf_counter() - t0))
                t0 = time.perf_counter()
            self.save_checkpoint(epoch)

    def save_checkpoint(self, epoch):
        start = time.perf_counter()
        torch.save(self.model.state_dict(), f"ckpt{epoch}.pt")
        log.info(f"Saving checkpoint took {time.perf_counter() - start:.2f} secs")


def timed_step(x):
    t0 = time.perf_counter()
    y = x * 2
    return y, time.perf_counter() - t0


def sweep(xs):
    t0 = time.perf_counter()
    for x in xs:
        buf = torch.empty(1024, device="cuda")  # COLD
        y, dt = timed_step(x)
    print(time.perf_counter() - t0)


def bench_one(fn):
    return triton.testing.do_bench(fn)


class Tuner:
    def _bench(self, cfg):
        return bench_one(lambda: self.fn(cfg))

    def tune(self, cfgs):
        # an autotuner's total: each config is measured two calls down (quack's autotuner
        # hands the kernel to its CUDA-graph bench); the total times a sweep
        t0 = time.time()
        for c in cfgs:
            self.timings[c] = self._bench(c)
            print(c, self.timings[c])  # COLD
        self.tune_time = time.time() - t0
