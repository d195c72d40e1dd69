# hot: parsed
import torch

from common import timing
from common.timing import event_timed, log_time, perftest, stopwatch


@perftest(num_iters=20)
def run_torch(a, b):
    out = a @ b
    scale = out.abs().max().item()  # HOT root=decorator chain=run_torch
    return out / scale


@timing.perftest()
def run_dotted(a, b):
    return torch.empty_like(a) + b  # HOT root=decorator chain=run_dotted


@event_timed
def run_events(x):
    return scale_of(x) * 2  # HOT root=decorator chain=run_events


def scale_of(x):
    return x.norm().item()  # HOT root=decorator chain=run_events>scale_of


class Runner:
    @perftest()
    def step(self, x):
        return x.cpu()  # HOT root=decorator chain=Runner.step


@log_time
def load_weights(path):
    w = torch.load(path)  # COLD
    return w.float().sum().item()  # COLD


@stopwatch
def main():
    a = torch.randn(64, 64, device="cuda")  # COLD
    b = torch.randn(64, 64, device="cuda")  # COLD
    ref = a @ b
    out, us = run_torch(a, b)
    assert torch.allclose(out, ref, atol=1e-2), out.sum().item()  # COLD
    print(f"{us:.2f} us")  # COLD
