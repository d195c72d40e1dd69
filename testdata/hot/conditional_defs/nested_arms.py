"""A nested def per `match`/`if` arm, handed to a timing helper: any arm's def may be the one
timed (nvmath's ndbuffer perf tests define `baseline` once per copy direction)."""
import torch


def bench(callee, n):
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(n):
        callee()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end)


def case(direction, x, stream):
    match direction:
        case "h2d":
            def baseline():
                x.cuda()  # HOT root=do_bench chain=case.<locals>.baseline
                stream.synchronize()
        case "d2h":
            def baseline():
                x.tolist()  # HOT root=do_bench chain=case.<locals>.baseline
                stream.synchronize()
    return bench(baseline, 10)


def case2(flag, x):
    if flag:
        def fn():
            return x.item()  # HOT root=do_bench chain=case2.<locals>.fn
    else:
        def fn():
            return x.cpu()  # HOT root=do_bench chain=case2.<locals>.fn

    def report():
        return x.sum().item()  # COLD
    return bench(fn, 10), report()
