# Timing helpers shared by the attention benchmarks (forward, backward, combined).
import torch
import torch.utils.benchmark as benchmark


def benchmark_forward(fn, *inputs, repeats=10, desc="", verbose=True, amp=False, amp_dtype=torch.float16, **kwinputs):
    """Use PyTorch Benchmark on the forward pass of an arbitrary function."""
    if verbose:
        print(desc, "- Forward pass")

    def amp_wrapper(*inputs, **kwinputs):
        with torch.autocast(device_type="cuda", dtype=amp_dtype, enabled=amp):
            fn(*inputs, **kwinputs)

    t = benchmark.Timer(
        stmt="fn_amp(*inputs, **kwinputs)",
        globals={"fn_amp": amp_wrapper, "inputs": inputs, "kwinputs": kwinputs},
        num_threads=torch.get_num_threads(),
    )
    m = t.timeit(repeats)
    if verbose:
        print(m)
    return t, m


def benchmark_backward(fn, *inputs, grad=None, repeats=10, desc="", verbose=True, **kwinputs):
    """Backward pass only: the forward runs once, the graph is retained."""
    if verbose:
        print(desc, "- Backward pass")
    y = fn(*inputs, **kwinputs)
    if type(y) is tuple:
        y = y[0]
    if grad is None:
        grad = torch.randn_like(y)
    elif grad.shape != y.shape:
        raise RuntimeError("Grad shape does not match output shape")

    def f(*inputs, y, grad):
        for x in inputs:
            if isinstance(x, torch.Tensor):
                x.grad = None
        y.backward(grad, retain_graph=True)

    t = benchmark.Timer(stmt="f(*inputs, y=y, grad=grad)",
                        globals={"f": f, "inputs": inputs, "y": y, "grad": grad},
                        num_threads=torch.get_num_threads())
    m = t.timeit(repeats)
    if verbose:
        print(m)
    return t, m


def efficiency(flop, time_s):
    return (flop / time_s / 10**12) if not (time_s != time_s) else 0.0
