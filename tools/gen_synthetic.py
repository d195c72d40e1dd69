#!/usr/bin/env python3
"""Generate a synthetic GPU benchmark repository for tools/bench (never committed).

Shaped like a large real benchmark repo: ~2,500 files, of which ~800 are harness benchmarks
(`BaseBenchmark` subclasses with setup/benchmark_fn/validate_result/teardown and a
`get_benchmark()` factory) importing helpers across modules (absolute and relative imports),
plus op-helper modules, nn.Module models, timer scripts (perf_counter, CUDA events, do_bench),
pytest-benchmark tests, plain utility modules with no timed code at all (config, data,
reporting: the files hotlint should only scan), and CUDA `.cu` microbenchmarks. About a third
of the benchmarks carry one realistic hazard so the run has findings to report.

Deterministic: the same --seed and --scale give byte-identical trees.

usage: gen_synthetic.py OUT_DIR [--seed N] [--scale F]
  --scale 1.0 gives the default ~2,500 files; 0.1 gives a quick ~250-file tree.
"""
import argparse
import os
import random
import shutil
import sys

FAMILIES = ["gemm", "attention", "layernorm", "rmsnorm", "softmax", "moe", "rope", "conv", "embedding", "sampling",
            "kv_cache", "quant", "allreduce", "activation", "optimizer", "loss"]
DTYPES = ["torch.float16", "torch.bfloat16", "torch.float32"]
WORDS = ("tile block warp lane stride pitch shard rank split chunk head token expert gate router bias scale "
         "norm eps mask window cache page group axis fused packed dense sparse").split()


class Gen:
    def __init__(self, out, seed, scale):
        self.out = out
        self.r = random.Random(seed)
        self.scale = scale
        self.files = 0
        self.bytes = 0
        self.helper_mods = {f: [] for f in FAMILIES}   # family -> [(module, [func names])]
        self.models = []                                # (module, class)

    def n(self, base):
        return max(1, int(round(base * self.scale)))

    def write(self, rel, text):
        p = os.path.join(self.out, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", newline="\n") as f:
            f.write(text)
        self.files += 1
        self.bytes += len(text.encode())

    def word(self):
        return self.r.choice(WORDS)

    def ident(self, k=2):
        return "_".join(self.word() for _ in range(k))

    def docstring(self, indent, lines=None):
        lines = lines or self.r.randint(1, 6)
        body = [" ".join(self.word() for _ in range(self.r.randint(6, 14))) for _ in range(lines)]
        pad = " " * indent
        return pad + '"""' + body[0].capitalize() + ".\n" + "".join(pad + b + "\n" for b in body[1:]) + pad + '"""\n'

    def comment_block(self, indent=0):
        pad = " " * indent
        return "".join(pad + "# " + " ".join(self.word() for _ in range(self.r.randint(5, 12))) + "\n"
                       for _ in range(self.r.randint(1, 4)))

    # ---------------------------------------------------------------- package scaffolding
    def common(self):
        self.write("benchsuite/__init__.py", '"""Synthetic benchmark suite."""\n')
        self.write("benchsuite/common/__init__.py", "from .harness import BaseBenchmark, BenchmarkConfig\n")
        self.write("benchsuite/common/harness.py", HARNESS)
        self.write("benchsuite/common/timing.py", TIMING)
        self.write("benchsuite/common/tensors.py", TENSORS)

    # ---------------------------------------------------------------- op helpers
    def helper_module(self, fam, idx):
        mod = f"benchsuite.ops.{fam}.helpers_{idx:03d}"
        funcs = []
        parts = [f'"""Helpers for the {fam} kernels ({idx})."""\n', "import math\n\nimport torch\nimport torch.nn.functional as F\n\n"]
        for k in range(self.r.randint(8, 18)):
            name = f"{fam}_{self.ident()}_{k}"
            funcs.append(name)
            parts.append(self.comment_block())
            parts.append(f"def {name}(x, w=None, scale=1.0, out=None):\n")
            parts.append(self.docstring(4))
            body = self.r.choice(HELPER_BODIES)
            parts.append(body)
            parts.append("\n\n")
        parts.append(f"def describe_{idx}(t):\n    return f\"{{tuple(t.shape)}} {{t.dtype}} {{t.device}}\"\n")
        self.write(mod.replace(".", "/") + ".py", "".join(parts))
        self.helper_mods[fam].append((mod, funcs))

    # ---------------------------------------------------------------- models
    def model_module(self, idx):
        cls = f"Block{idx}"
        mod = f"benchsuite.models.block_{idx:03d}"
        d = self.r.choice([1024, 2048, 4096])
        mask_alloc = self.r.random() < 0.3
        fwd_extra = ("        mask = torch.full((s, s), float(\"-inf\"), device=x.device).triu(1)\n"
                     "        h = h + mask.sum() * 0\n") if mask_alloc else ""
        text = (f'"""Model block {idx}."""\nimport torch\nimport torch.nn as nn\nimport torch.nn.functional as F\n\n\n'
                f"class {cls}(nn.Module):\n{self.docstring(4)}"
                f"    def __init__(self, d={d}, mult=4):\n        super().__init__()\n"
                f"        self.norm = nn.LayerNorm(d)\n        self.up = nn.Linear(d, mult * d, bias=False)\n"
                f"        self.down = nn.Linear(mult * d, d, bias=False)\n        self.scale = 1.0 / mult\n\n"
                f"    def forward(self, x):\n        b, s, _ = x.shape\n        h = self.up(self.norm(x))\n{fwd_extra}"
                f"        return x + self.down(F.gelu(h)) * self.scale\n")
        self.write(mod.replace(".", "/") + ".py", text)
        self.models.append((mod, cls))

    # ---------------------------------------------------------------- benchmarks
    def benchmark(self, fam, idx):
        mod_helpers = self.r.choice(self.helper_mods[fam])
        other_fam = self.r.choice(FAMILIES)
        other = self.r.choice(self.helper_mods[other_fam])
        f1 = self.r.choice(mod_helpers[1])
        f2 = self.r.choice(other[1])
        dtype = self.r.choice(DTYPES)
        cls = f"{fam.title().replace('_', '')}Bench{idx}"
        use_model = self.r.random() < 0.25 and self.models
        model_mod, model_cls = self.r.choice(self.models) if self.models else (None, None)
        hazard = self.r.random() < 0.33
        hz = self.r.choice(HAZARDS) if hazard else ""
        rel = self.r.random() < 0.5
        imports = ["import torch\n"]
        if rel:
            imports.append("from ...common.harness import BaseBenchmark, BenchmarkConfig\n")
            imports.append("from ...common.tensors import make_inputs, max_abs_diff\n")
        else:
            imports.append("from benchsuite.common.harness import BaseBenchmark, BenchmarkConfig\n")
            imports.append("from benchsuite.common.tensors import make_inputs, max_abs_diff\n")
        imports.append(f"from {mod_helpers[0]} import {f1}\n")
        imports.append(f"import {other[0]} as other_ops\n")
        if use_model:
            imports.append(f"from {model_mod} import {model_cls}\n")
        m, n = self.r.choice([1024, 2048, 4096, 8192]), self.r.choice([1024, 4096, 8192])
        setup_model = f"        self.model = {model_cls}(d=self.n).to(self.device, self.dtype)\n" if use_model else ""
        call_model = "        self.out = self.model(self.x[None])[0]\n" if use_model else ""
        text = (
            f'"""{fam} benchmark #{idx}: {" ".join(self.word() for _ in range(8))}."""\n'
            + "".join(imports) + "\n\n"
            + self.comment_block()
            + f"class {cls}(BaseBenchmark):\n{self.docstring(4)}"
            f"    def __init__(self, m={m}, n={n}, **kwargs):\n        super().__init__(**kwargs)\n"
            f"        self.m, self.n = m, n\n        self.dtype = {dtype}\n        self.verbose = False\n        self.cache = None\n\n"
            f"    def setup(self):\n        super().setup()\n"
            f"        self.x, self.w = make_inputs([(self.m, self.n), (self.n, self.n)], self.dtype, self.device)\n"
            f"        self.out = torch.empty(self.m, self.n, device=self.device, dtype=self.dtype)\n{setup_model}"
            f"        torch.cuda.synchronize()\n        print(f\"{cls}: |x| = {{self.x.float().abs().mean().item():.3f}}\")\n\n"
            f"    def benchmark_fn(self):\n"
            f"        if self.cache is None:\n            self.cache = torch.empty_like(self.out)\n"
            f"        y = {f1}(self.x, self.w, scale=float(self.x.shape[0]) ** -0.5)\n"
            f"        self.out = other_ops.{f2}(y, self.w)\n{call_model}{hz}"
            f"        if self.verbose:\n            self.calls = getattr(self, 'calls', 0) + 1\n\n"
            f"    def validate_result(self):\n        ref = {f1}(self.x.float(), self.w.float())\n"
            f"        err = max_abs_diff(self.out, ref)\n        if err > 1.0:\n"
            f"            raise AssertionError(f\"{cls} mismatch {{err}} at {{self.out.cpu()[0, :4]}}\")\n\n"
            f"    def teardown(self):\n        self.cache = None\n        torch.cuda.empty_cache()\n\n"
            + self.cold_methods()
            + "\n"
            f"def get_benchmark():\n    return {cls}(config=BenchmarkConfig(name=\"{fam}_{idx}\"))\n")
        self.write(f"benchsuite/benchmarks/{fam}/bench_{fam}_{idx:04d}.py", text)

    def cold_methods(self):
        """get_config / get_custom_metrics / input signature: cold code that real harnesses carry."""
        keys = [self.ident() for _ in range(self.r.randint(6, 14))]
        cfg = "".join(f"            \"{k}\": self.{self.r.choice(['m', 'n'])} * {self.r.randint(1, 8)},\n" for k in keys)
        out = (f"    def get_config(self):\n{self.docstring(8)}        return {{\n            \"name\": self.config.name,\n{cfg}"
               "            \"dtype\": str(self.dtype),\n        }\n\n"
               "    def get_custom_metrics(self):\n        flops = 2.0 * self.m * self.n * self.n\n"
               "        mem = torch.cuda.max_memory_allocated() / 2**30\n"
               "        return {\"flops\": flops, \"peak_gb\": mem, \"checksum\": float(self.out.float().sum().item())}\n\n"
               "    def get_input_signature(self):\n        return {\"x\": tuple(self.x.shape), \"w\": tuple(self.w.shape), \"dtype\": str(self.dtype)}\n\n")
        for k in range(self.r.randint(1, 4)):
            out += (f"    def _{self.ident()}_{k}(self, rows):\n{self.docstring(8)}"
                    "        table = {}\n        for i, r in enumerate(rows):\n"
                    f"            key = (r.get(\"{self.word()}\"), r.get(\"{self.word()}\"), i % {self.r.randint(2, 9)})\n"
                    "            table.setdefault(key, []).append(r)\n"
                    "        return {k: len(v) for k, v in sorted(table.items(), key=lambda kv: str(kv[0]))}\n\n")
        return out

    # ---------------------------------------------------------------- scripts, tests, utils, cuda
    def script(self, idx):
        fam = self.r.choice(FAMILIES)
        mod, funcs = self.r.choice(self.helper_mods[fam])
        f = self.r.choice(funcs)
        kind = idx % 3
        if kind == 0:
            timed = ("    torch.cuda.synchronize()\n    t0 = time.perf_counter()\n    for _ in range(iters):\n"
                     f"        {f}(x, w)\n    torch.cuda.synchronize()\n    dt = (time.perf_counter() - t0) / iters\n")
        elif kind == 1:
            timed = ("    start = torch.cuda.Event(enable_timing=True)\n    end = torch.cuda.Event(enable_timing=True)\n"
                     f"    start.record()\n    for _ in range(iters):\n        {f}(x, w)\n    end.record()\n"
                     "    end.synchronize()\n    dt = start.elapsed_time(end) / iters / 1e3\n")
        else:
            timed = f"    dt = triton.testing.do_bench(lambda: {f}(x, w)) / 1e3\n"
        text = (f'"""Ad-hoc timing script {idx} for {fam}."""\nimport argparse\nimport time\n\nimport torch\nimport triton\nimport triton.testing\n\n'
                f"from {mod} import {f}\n\n\ndef run(n, iters=100):\n"
                f"    x = torch.randn(n, n, device=\"cuda\", dtype=torch.float16)\n    w = torch.randn(n, n, device=\"cuda\", dtype=torch.float16)\n"
                f"    for _ in range(10):\n        {f}(x, w)\n{timed}    print(f\"n={{n}}: {{dt * 1e3:.4f}} ms\")\n    return dt\n\n\n"
                "if __name__ == \"__main__\":\n    ap = argparse.ArgumentParser()\n    ap.add_argument(\"--n\", type=int, default=4096)\n"
                "    run(ap.parse_args().n)\n")
        self.write(f"scripts/time_{fam}_{idx:03d}.py", text)

    def test(self, idx):
        fam = self.r.choice(FAMILIES)
        mod, funcs = self.r.choice(self.helper_mods[fam])
        f = self.r.choice(funcs)
        bench = idx % 2 == 0
        body = (f"def test_{f}_perf(benchmark):\n    x, w = _inputs()\n    out = benchmark({f}, x, w)\n    assert out is not None\n"
                if bench else
                f"def test_{f}_matches_reference():\n    x, w = _inputs()\n    out = {f}(x, w)\n"
                f"    torch.cuda.synchronize()\n    assert torch.isfinite(out.float()).all().item()\n")
        text = (f'"""Tests for {mod}."""\nimport pytest\nimport torch\n\nfrom {mod} import {f}\n\n\n'
                "def _inputs(n=1024):\n    return (torch.randn(n, n, device=\"cuda\", dtype=torch.float16),\n"
                "            torch.randn(n, n, device=\"cuda\", dtype=torch.float16))\n\n\n" + body)
        self.write(f"tests/{fam}/test_{fam}_{idx:04d}.py", text)

    def util(self, idx):
        kinds = [UTIL_CONFIG, UTIL_DATA, UTIL_REPORT]
        tmpl = kinds[idx % 3]
        extra = "".join(
            f"\n\ndef {self.ident()}_{k}(rows, key=\"{self.word()}\"):\n{self.docstring(4)}"
            f"    out = []\n    for r in rows:\n        if key in r and r[key] is not None:\n            out.append((r[key], len(str(r))))\n"
            f"    return sorted(out)\n" for k in range(self.r.randint(10, 30)))
        self.write(f"benchsuite/utils/{['config', 'data', 'report'][idx % 3]}_{idx:04d}.py",
                   tmpl.replace("@IDX@", str(idx)) + extra)

    def cuda(self, idx):
        timed = idx % 2 == 0
        kern = f"k_{self.ident()}_{idx}"
        main = (f"int main() {{\n  const int n = 1 << 24, iters = 100;\n  float *x, *y;\n"
                "  cudaMalloc(&x, n * sizeof(float));\n  cudaMalloc(&y, n * sizeof(float));\n")
        if timed:
            hz = "    cudaDeviceSynchronize();\n" if idx % 6 == 0 else ""
            main += ("  cudaEvent_t start, stop;\n  cudaEventCreate(&start);\n  cudaEventCreate(&stop);\n"
                     f"  for (int i = 0; i < 10; ++i) {kern}<<<(n + 255) / 256, 256>>>(x, y, n, 2.0f);\n"
                     "  cudaDeviceSynchronize();\n  cudaEventRecord(start);\n  for (int i = 0; i < iters; ++i) {\n"
                     f"    {kern}<<<(n + 255) / 256, 256>>>(x, y, n, 2.0f);\n{hz}  }}\n  cudaEventRecord(stop);\n"
                     "  cudaEventSynchronize(stop);\n  float ms = 0.f;\n  cudaEventElapsedTime(&ms, start, stop);\n"
                     "  printf(\"%.4f ms\\n\", ms / iters);\n")
        else:
            main += f"  {kern}<<<(n + 255) / 256, 256>>>(x, y, n, 2.0f);\n  cudaDeviceSynchronize();\n"
        main += "  cudaFree(x);\n  cudaFree(y);\n  return 0;\n}\n"
        text = (f"// {' '.join(self.word() for _ in range(10))}\n#include <cstdio>\n#include <cuda_runtime.h>\n\n"
                f"__global__ void {kern}(const float* x, float* y, int n, float a) {{\n"
                "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  if (i < n) y[i] = a * x[i] + y[i];\n}\n\n" + main)
        self.write(f"csrc/{kern}.cu", text)


HARNESS = '''"""Benchmark harness: setup -> warm-up -> timed benchmark_fn loop -> validate -> teardown."""
import dataclasses

import torch


@dataclasses.dataclass
class BenchmarkConfig:
    name: str = ""
    iterations: int = 100
    warmup: int = 10
    device: str = "cuda"


class BaseBenchmark:
    def __init__(self, config=None):
        self.config = config or BenchmarkConfig(name=type(self).__name__)
        self.device = torch.device(self.config.device)

    def setup(self):
        torch.manual_seed(0)

    def benchmark_fn(self):
        raise NotImplementedError

    def validate_result(self):
        pass

    def teardown(self):
        torch.cuda.empty_cache()


def run_benchmark(bench):
    bench.setup()
    for _ in range(bench.config.warmup):
        bench.benchmark_fn()
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize()
    start.record()
    for _ in range(bench.config.iterations):
        bench.benchmark_fn()
    end.record()
    end.synchronize()
    ms = start.elapsed_time(end) / bench.config.iterations
    bench.validate_result()
    bench.teardown()
    return ms
'''

TIMING = '''"""Ad-hoc timing helper."""
import time

import torch


def bench(fn, iters=100, warmup=10):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) * 1e3 / iters
'''

TENSORS = '''"""Tensor helpers."""
import torch


def make_inputs(shapes, dtype, device, seed=0):
    g = torch.Generator(device=device)
    g.manual_seed(seed)
    return [torch.randn(s, dtype=dtype, device=device, generator=g) for s in shapes]


def max_abs_diff(a, b):
    return (a.float() - b.float()).abs().max().item()
'''

HELPER_BODIES = [
    "    y = x @ w.t() if w is not None else x\n    return F.gelu(y) * scale\n",
    "    y = F.layer_norm(x.float(), x.shape[-1:]).to(x.dtype)\n    return y if out is None else out.copy_(y)\n",
    "    m = x.amax(dim=-1, keepdim=True)\n    e = torch.exp(x - m)\n    return e / e.sum(dim=-1, keepdim=True)\n",
    "    n = x.shape[-1]\n    h = x.view(-1, n)\n    return (h * scale).view_as(x)\n",
    "    if w is None:\n        return x\n    return torch.addmm(x, x, w, beta=scale)\n",
    "    y = x.float().pow(2).mean(-1, keepdim=True)\n    return (x * torch.rsqrt(y + 1e-6)).to(x.dtype)\n",
    "    k = max(1, x.shape[-1] // 8)\n    vals, idx = x.topk(k, dim=-1)\n    return torch.zeros_like(x).scatter_(-1, idx, vals)\n",
    "    s = x.sum(dim=0)\n    total = s.sum().item()\n    return x / max(total, 1.0)\n",
]

HAZARDS = [
    "        self.last = self.out.float().mean().item()\n",
    "        torch.cuda.synchronize()\n",
    "        noise = torch.randn_like(self.x)\n        self.out = self.out + noise * 0\n",
    "        idx = (self.out > 0).nonzero()\n",
    "        print(\"step\", self.out.shape)\n",
    "        self.scale_t = torch.tensor([1.0, 2.0], device=self.device)\n",
    "        host = self.out.cpu()\n",
]

UTIL_CONFIG = '''"""Configuration loading for run @IDX@ (no timing here)."""
import argparse
import json
import os

import yaml

DEFAULTS = {"iterations": 100, "warmup": 10, "dtype": "bf16", "out": "results"}


def load(path):
    with open(path) as f:
        cfg = yaml.safe_load(f) if path.endswith((".yml", ".yaml")) else json.load(f)
    merged = dict(DEFAULTS)
    merged.update(cfg or {})
    for key, value in os.environ.items():
        if key.startswith("BENCH_"):
            merged[key[6:].lower()] = value
    return merged


def parser():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="bench.yaml")
    ap.add_argument("--only", default="")
    return ap
'''

UTIL_DATA = '''"""Input data preparation for run @IDX@ (no timing here)."""
import numpy as np
import torch


def synthetic_batch(n, d, seed=@IDX@):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, d)).astype(np.float32)
    t = torch.from_numpy(x).cuda()
    torch.cuda.synchronize()
    print("batch", t.shape, float(t.abs().mean()))
    return t
'''

UTIL_REPORT = '''"""Result reporting for run @IDX@ (no timing here)."""
import csv
import json
import subprocess


def write_csv(path, rows):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=sorted(rows[0]))
        w.writeheader()
        w.writerows(rows)


def gpu_info():
    try:
        return subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True).stdout
    except OSError:
        return "unknown"


def dump(path, results):
    with open(path, "w") as f:
        json.dump({"gpu": gpu_info(), "results": results}, f, indent=2)
'''


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=20261129)
    ap.add_argument("--scale", type=float, default=1.0)
    a = ap.parse_args(argv[1:])
    if os.path.exists(a.out):
        shutil.rmtree(a.out)
    g = Gen(a.out, a.seed, a.scale)
    g.common()
    for fam in FAMILIES:
        g.write(f"benchsuite/ops/{fam}/__init__.py", "")
        g.write(f"benchsuite/benchmarks/{fam}/__init__.py", "")
        for i in range(g.n(40)):
            g.helper_module(fam, i)
    for i in range(g.n(120)):
        g.model_module(i)
    per_fam = g.n(800) // len(FAMILIES) or 1
    for fam in FAMILIES:
        for i in range(per_fam):
            g.benchmark(fam, i)
    for i in range(g.n(120)):
        g.script(i)
    for i in range(g.n(200)):
        g.test(i)
    for i in range(g.n(480)):
        g.util(i)
    for i in range(g.n(100)):
        g.cuda(i)
    print(f"{a.out}: {g.files} files, {g.bytes / 1e6:.1f} MB (seed {a.seed}, scale {a.scale})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
