"""tritonbench: every method registered with `@register_benchmark` is a factory. Its harness
calls it once with the inputs (setup) and times the callable it returns with do_bench; so the
returned lambda or nested function is timed and the method's own body is not."""
import torch
from tritonbench.utils.triton_op import BenchmarkOperator, register_benchmark


def triton_sum(x):
    out = torch.empty(x.shape[0], device=x.device)  # HOT root=do_bench chain=Operator.triton_op.<locals>._inner>triton_sum
    return out


class Operator(BenchmarkOperator):
    @register_benchmark(baseline=True)
    def torch_jagged(self, x, offsets):
        lengths = offsets.diff().tolist()  # COLD
        return lambda: torch.tensor([t.sum().item() for t in x.split(lengths)], device="cuda")  # HOT root=do_bench chain=Operator.torch_jagged.<lambda>@17

    @register_benchmark()
    def triton_op(self, x, offsets):
        buf = torch.zeros_like(x)  # COLD

        def _inner():
            return triton_sum(x + buf)

        return _inner

    @register_benchmark
    def eager(self, x, offsets):
        torch.cuda.synchronize()  # COLD
        fn = lambda: torch.cumsum(x, 0).cpu()  # HOT root=do_bench chain=Operator.eager.<lambda>@31
        return fn

    @register_benchmark()
    def streamk(self, x, offsets):
        # Black's layout of a long returned lambda: the parentheses hold the callable
        print(f"setup {x.shape}")  # COLD
        ok = torch.allclose(x, x)  # COLD
        return (
            lambda: torch.empty_like(x) if ok else torch.zeros_like(x)  # HOT root=do_bench chain=Operator.streamk.<lambda>@40
        )

    @register_benchmark()
    def one_line(self, x, offsets):
        torch.cuda.synchronize()  # COLD
        return (lambda: x.nonzero())  # HOT root=do_bench chain=Operator.one_line.<lambda>@46

    def get_input_iter(self):
        for n in (128, 256):
            yield torch.randn(n, device="cuda"), torch.arange(0, n + 1, 16, device="cuda")  # COLD

    def accuracy(self, fn, baseline_fn):
        return torch.allclose(fn(), baseline_fn())  # COLD
