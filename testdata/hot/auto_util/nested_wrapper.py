"""A timing function whose loop calls a nested def that calls one of its parameters
(ring-flash-attention's benchmarks: `def benchmark(args, f, ...): def wrapper(i): return f(...)`)
times that parameter: what its callers hand over, over a list of (function, flag) pairs, is timed."""
import torch


def zigzag_attn(q, kv, seqlens):
    n = seqlens.max().item()  # HOT root=do_bench chain=zigzag_attn
    return q * n


def plain_attn(q, kv, seqlens):
    return q


def unused_attn(q, kv, seqlens):
    return q.cpu()  # COLD


def benchmark(q, kv, seqlens, f, num_iter=10):
    begin = torch.cuda.Event(enable_timing=True)
    begin.record()

    def wrapper(i):
        return f(q, kv, seqlens)

    for i in range(num_iter):
        _ = wrapper(i)
    end = torch.cuda.Event(enable_timing=True)
    end.record()
    torch.cuda.synchronize()
    return begin.elapsed_time(end)


if __name__ == "__main__":
    q = torch.randn(8, device="cuda")
    for f, double in [(zigzag_attn, True), (plain_attn, False)]:
        benchmark(q, q, q, f)
