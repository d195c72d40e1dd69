import torch


def do_bench(fn, *args, warmup=20, rep=10, **kwargs):
    """A project's namesake of Triton's do_bench that passes the rest of its arguments on."""
    start = [torch.cuda.Event(enable_timing=True) for _ in range(rep)]
    end = [torch.cuda.Event(enable_timing=True) for _ in range(rep)]
    for _ in range(warmup):
        fn(*args, **kwargs)
    torch.cuda.synchronize()
    for i in range(rep):
        start[i].record()
        fn(*args, **kwargs)
        end[i].record()
    torch.cuda.synchronize()
    return sum(s.elapsed_time(e) for s, e in zip(start, end)) / rep
