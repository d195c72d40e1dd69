"""A name bound in the branches of an `if`/`elif`, to a conditional expression or to an inline
table may hold any of those values where it is called: the benchmark picks an implementation by
flag, then times it (nanotron's sampler choice, float8's `--compile`, atom's dtype table). A
name bound twice in sequence holds the second value only."""
import time

import torch
from triton.testing import do_bench


class Greedy:
    def __call__(self, logits):
        out = torch.empty(logits.shape[0], dtype=torch.long, device=logits.device)  # HOT root=timer in_loop chain=decode>Greedy.__call__
        return torch.argmax(logits, -1, out=out)


class TopK:
    def __call__(self, logits):
        return torch.multinomial(torch.softmax(logits, -1), 1)  # HOT root=timer in_loop chain=decode>TopK.__call__


class Old:
    def __call__(self, logits):
        return logits.cpu()  # COLD


def decode(model, x, kind, steps):
    t0 = time.perf_counter()
    for _ in range(steps):
        if kind == "greedy":
            sampler = Greedy()
        else:
            sampler = TopK()
        x = sampler(model(x))
    torch.cuda.synchronize()
    return time.perf_counter() - t0


def gemm_fp16(a, b):
    return torch.matmul(a, b.t(), out=torch.empty(a.size(0), b.size(0), device=a.device))  # HOT root=timer in_loop chain=run>gemm_fp16


def gemm_int4(a, b):
    return torch.matmul(a, b.t()).cpu()  # HOT root=timer in_loop chain=run>gemm_int4


def gemm_fp8(a, b):
    return torch.matmul(a, b.t()).tolist()  # HOT root=timer in_loop chain=run>gemm_fp8


def run(a, b, kind, fast, n):
    f = {"fp16": gemm_fp16, "int4": gemm_int4}[kind]
    g = gemm_fp8 if fast else torch.compile(gemm_fp8)
    s = Old()
    s = Greedy()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(n):
        f(a, b)
        g(a, b)
        s(a)
    torch.cuda.synchronize()
    return time.perf_counter() - t0


def scaled(a):
    return a * torch.tensor([2.0], device="cuda")  # HOT root=do_bench chain=scaled


def bench_us(fn, *args):
    return do_bench(lambda: fn(*args)) * 1e3


def run_compiled(a, compile=False):
    fn = torch.compile(scaled) if compile else scaled
    return bench_us(fn, a)


class Ref(torch.nn.Module):
    def forward(self, q, k):
        mask = torch.ones(q.shape[0], k.shape[0])  # HOT root=event chain=eager_or_compiled>Ref.forward
        return (q @ k.T) * mask.to(q.device)


def eager_or_compiled(q, k, use_compile):
    # the eager module, or its compiled graph under a flag; the loop calling it is as deep as the
    # `if` body that rebinds it (ThunderKittens' attention benchmarks)
    method = Ref()
    if use_compile:
        method = torch.compile(method)
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    for _ in range(10):
        start.record()
        method(q, k)
        end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end)


class LlamaLM(torch.nn.Module):
    def forward(self, ids):
        return torch.full(ids.shape, 1.0, device=ids.device)  # HOT root=timer chain=registry>LlamaLM.forward


class FalconLM(torch.nn.Module):
    def forward(self, ids):
        return torch.arange(ids.shape[-1], device=ids.device)  # HOT root=timer chain=registry>FalconLM.forward


class UnusedLM(torch.nn.Module):
    def forward(self, ids):
        return ids.cpu()  # COLD


def registry(model_type, config, ids):
    # a model class picked from a registry dict, then moved: any of its classes (llm-awq's
    # tinychat benchmark); `model = model.to(...)` keeps what it was
    model_type_dict = {
        "llama": LlamaLM,
        "falcon": FalconLM,
    }
    model = model_type_dict[model_type.lower()](config).half()
    model = model.to("cuda")
    unused = UnusedLM()
    torch.cuda.synchronize()
    t0 = time.time()
    model(ids)
    torch.cuda.synchronize()
    return time.time() - t0, unused
