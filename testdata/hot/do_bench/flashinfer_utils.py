"""flashinfer.testing's timing utilities and Inductor's benchmarker, imported from installed
packages (vllm's benchmarks/kernels/benchmark_topk_topp.py, attention-gym): the callable handed
to them is timed; the setup around the call is not."""
import torch
from flashinfer.testing import bench_gpu_time, bench_gpu_time_with_cudagraph
from torch._inductor.runtime.benchmarking import benchmarker


def topk(logits, k):
    return torch.topk(logits, k).values.sum().item()  # HOT root=do_bench


def softmax(x):
    return torch.softmax(x, -1).cpu()  # HOT root=do_bench


def run(logits):
    warm = topk(logits, 8)  # COLD
    times = bench_gpu_time(lambda: topk(logits, 8), dry_run_iters=5, repeat_iters=20)
    g = bench_gpu_time_with_cudagraph(fn=lambda: softmax(logits))
    ms = benchmarker.benchmark_gpu(lambda: softmax(logits))
    return warm, times, g, ms
