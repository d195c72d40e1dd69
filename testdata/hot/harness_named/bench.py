"""A free function named `benchmark_fn` that is handed the work and calls it is a harness
(torchao's attention benchmark), not a benchmark body: its warm-up, its event lists and its
bracketing syncs are no findings, and what its callers hand it is timed. A method named
`benchmark_fn` is the body, whatever it takes."""
import torch


def benchmark_fn(fn, num_warmup, num_iters):
    for _ in range(num_warmup):
        fn()
    torch.cuda.synchronize()  # COLD
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(num_iters)]  # COLD
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(num_iters)]  # COLD
    for i in range(num_iters):
        starts[i].record()
        fn()
        ends[i].record()
    torch.cuda.synchronize()  # COLD
    times = sorted(s.elapsed_time(e) for s, e in zip(starts, ends))
    return times[num_iters // 2]


def attention(q, k, v):
    return torch.nn.functional.scaled_dot_product_attention(q, k, v).cpu()  # HOT root=do_bench chain=main.<lambda>@28>attention


def main(q, k, v):
    return benchmark_fn(lambda: attention(q, k, v), 5, 20)


class Bench:
    def benchmark_fn(self, x=None):
        return self.x.sum().item()  # HOT root=benchmark_fn chain=Bench.benchmark_fn
