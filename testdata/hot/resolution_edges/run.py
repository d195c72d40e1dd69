"""Loop variables over literals of functions, plain aliases, shadowing, rolling timers."""
import time

import torch

from bench_utils import bench_backward, bench_forward, bench_in_us, bench_method, quick


def attn_ref(q):
    return torch.empty(4, device="cuda")  # HOT root=do_bench chain=attn_ref


def attn_fused(q):
    return q.softmax(-1)  # HOT root=do_bench chain=attn_fused


def not_in_table(q):
    return q.cpu()  # COLD


def fn(q):
    return q.tolist()  # COLD


def aliased(q):
    return q.numpy()  # HOT root=do_bench chain=aliased


def make_step():
    return aliased


def scaled(q):
    s = torch.tensor([1.0], device="cuda")  # HOT root=do_bench chain=scaled
    return (q * s).sum()


class Stepper:
    def step(self, x):
        return x.max().item()  # HOT root=do_bench chain=Stepper.step


def model_step(q):
    return q.sum().item()  # HOT root=timer in_loop chain=train>model_step


def train(q, steps):
    t0 = time.time()
    for it in range(steps):
        model_step(q)  # HOT root=timer in_loop chain=train
        if it % 10 == 0:
            torch.cuda.synchronize()  # COLD
            t1 = time.time()
            print(t1 - t0)
            t0 = t1


class Fast(torch.nn.Module):
    def forward(self, x):
        return x.relu()  # HOT root=timer in_loop chain=table_loop>Fast.forward


class Slow(torch.nn.Module):
    def forward(self, x):
        return x.cpu()  # HOT root=timer in_loop chain=table_loop>Slow.forward


class Unused(torch.nn.Module):
    def forward(self, x):
        return x.numpy()  # COLD


def table_loop(x):
    table = {"fast": Fast(), "slow": Slow(), "unused": Unused()}
    model = Fast().cuda().eval()
    t0 = time.perf_counter()
    for _ in range(3):
        table["slow"](x)  # HOT root=timer in_loop chain=table_loop
        model(x)  # HOT root=timer in_loop chain=table_loop
    print(time.perf_counter() - t0)


def main():
    q = torch.randn(8, device="cuda")
    methods = {
        "ref": attn_ref,
        "fused": attn_fused,
    }
    for name, fn in methods.items():
        bench_forward(fn, q)
    step = aliased
    quick(step, q)
    fn = make_step()
    quick(fn, q)
    bench_backward(attn_ref, q)
    bench_in_us(scaled, q)
    bench_method(Stepper(), q)


if __name__ == "__main__":
    main()
