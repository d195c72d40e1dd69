"""fvcore's `benchmark(func, name, kwargs_list)` calls func(**kwargs) once per configuration, as
setup, and times the callable it returns with a host clock and no sync (detectron2's op
benchmarks): the factory's body is setup, the returned closure is timed, and a sync ending it is
the bracket."""
import torch
from fvcore.common.benchmark import benchmark


def kernel(x, y):
    return x @ y


def benchmark_kernel():
    def func(device, n=3):
        x = torch.rand(256, 256).to(device=device)  # COLD
        y = torch.rand(256, 256).to(device=device)  # COLD

        def bench():
            for _ in range(n):
                out = torch.empty(256, 256, device=device)  # HOT root=do_bench in_loop chain=benchmark_kernel.<locals>.func.<locals>.bench
                out.copy_(kernel(x, y))
            if device.type == "cuda":
                torch.cuda.synchronize()  # COLD

        return bench

    specs = [{"device": torch.device("cuda"), "n": 3}]
    benchmark(func, "kernel", specs, num_iters=10, warmup_iters=2)
