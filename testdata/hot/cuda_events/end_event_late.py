"""The end event made inside the region, right before it is recorded (ring-flash-attention and
long-context-attention benchmarks: `end = torch.cuda.Event(enable_timing=True); end.record()`
after the loop), is part of the bracket. An event made per iteration of a loop in the region is
per-iteration work."""
import torch


def benchmark(f, x, iters):
    begin = torch.cuda.Event(enable_timing=True)
    begin.record()
    for _ in range(iters):
        f(x)
        marker = torch.cuda.Event()  # HOT root=event in_loop chain=benchmark
        marker.record()
    end = torch.cuda.Event(enable_timing=True)  # COLD
    end.record()
    torch.cuda.synchronize()
    return begin.elapsed_time(end)
