"""benchmark_fn roots: whole body hot except cold regions; other methods cold unless reached."""
import logging

import torch

log = logging.getLogger(__name__)


class Bench:
    def __init__(self, n=1024):
        self.n = n
        self.x = torch.randn(n, n, device="cuda")  # COLD
        self.cache = None
        self.verbose = False

    def setup(self):
        self.y = torch.empty_like(self.x)  # COLD
        torch.cuda.synchronize()  # COLD

    def benchmark_fn(self):
        torch.cuda.synchronize()  # HOT root=benchmark_fn chain=Bench.benchmark_fn
        if self.cache is None:
            self.cache = torch.zeros(self.n, device="cuda")  # COLD
        for i in range(4):
            out = self._step(self.x)  # HOT root=benchmark_fn in_loop chain=Bench.benchmark_fn
            if self.verbose:
                print(out)  # HOT root=benchmark_fn in_loop conditional
        if False:
            self.debug_dump()  # COLD
        try:
            self.y.copy_(self.x)  # HOT root=benchmark_fn
        except RuntimeError:
            log.warning("copy failed")  # COLD
        if self.x.numel() == 0:
            raise ValueError(f"empty input {self.x.sum().item()}")  # COLD
        self.ping(3)  # HOT root=benchmark_fn

    def _step(self, x):
        y = x @ x  # unconstrained
        return self._finish(y)  # HOT root=benchmark_fn in_loop chain=Bench.benchmark_fn>Bench._step

    def _finish(self, y):
        return y.sum().item()  # HOT root=benchmark_fn in_loop chain=Bench.benchmark_fn>Bench._step>Bench._finish

    def ping(self, k):
        if k > 0:
            return self.pong(k - 1)  # HOT root=benchmark_fn conditional chain=Bench.benchmark_fn>Bench.ping
        return 0

    def pong(self, k):
        return self.ping(k)  # HOT root=benchmark_fn conditional chain=Bench.benchmark_fn>Bench.ping>Bench.pong

    def debug_dump(self):
        print(self.x.cpu())  # COLD

    def validate_result(self):
        assert self.y.sum().item() > 0  # COLD
        print(self.y.cpu())  # COLD

    def teardown(self):
        torch.cuda.synchronize()  # COLD
        del self.x

    def get_config(self):
        return {"dev": torch.cuda.get_device_name()}  # COLD


def get_benchmark():
    return Bench()  # COLD
