"""No trigger words here: this file is parsed only because it calls a detected utility."""
# hot: parsed
import torch

from utils.harness import Harness, forward_to, per_call, run_case, time_fn


def decode(x):
    return x.argmax().item()  # HOT root=do_bench


def encode(x):
    return x.cpu()  # HOT root=do_bench


def project(x, w):
    return (x @ w).tolist()  # HOT root=do_bench chain=project


def reduce_all(x):
    return x.sum().item()  # HOT root=do_bench


def checksum(x):
    return x.double().sum().item()  # COLD


class Case:
    def prepare(self):
        return torch.zeros(1).cpu()  # COLD

    def step(self):
        return torch.zeros(1).item()  # HOT root=do_bench chain=Case.step


class Other:
    def step(self):
        return torch.ones(1).item()  # HOT root=do_bench chain=Other.step

    def unused(self):
        return torch.ones(1).tolist()  # COLD


def run():
    x = torch.randn(16, device="cuda")  # COLD
    w = torch.randn(16, 16, device="cuda")
    time_fn(lambda: decode(x), iters=100)
    per_call(lambda: encode(x))
    forward_to(project, x, w)
    Harness().measure(op=lambda: reduce_all(x))
    run_case(Case())
    o = Other()
    run_case(o, iters=3)
    print(checksum(x))  # COLD


if __name__ == "__main__":
    run()
