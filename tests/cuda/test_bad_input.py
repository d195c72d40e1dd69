#!/usr/bin/env python3
"""Bad CUDA input never crashes or hangs hotlint (suite `cuda`).

Inputs are generated at test time in a temporary folder (nothing committed): random bytes,
unbalanced braces, a 5 MB generated file, a file that includes itself, 10,000 macros, deep
parentheses and braces, a 100,000-term expression, NUL bytes, an empty file, a missing
hotlint include folder. Each run must end with exit 0 or 1, print valid JSON, stay within the
per-file budget (plus slack), and report a tool diagnostic (HL0xx) with the file's path where
the file cannot be analysed cleanly. Every generated file names `chrono` so it is parsed.
"""
import json
import os
import random
import shutil
import tempfile
import time

from cuda_common import Tap, run

t = Tap()
tmp = tempfile.mkdtemp(prefix="hotlint-cuda-bad-")
# a timer word in code (not in a // comment, which the byte scan skips) makes each file a candidate
HEAD = "#define HL_CLOCK std::chrono::steady_clock\n"


def write(name, data):
    path = os.path.join(tmp, name)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as f:
        f.write(data)
    return path


def lint(path, budget_s=60, extra=(), env=None):
    t0 = time.monotonic()
    try:
        p = run(["--no-config", "--format", "json", "-j", "2", *extra, path], timeout=budget_s, env=env)
    except Exception as e:  # timeout
        return None, f"did not finish in {budget_s} s: {e}", time.monotonic() - t0
    return p, None, time.monotonic() - t0


def check_run(name, path, want_tool=False, budget_s=60, extra=(), env=None):
    p, err, dt = lint(path, budget_s, extra, env)
    if err:
        t.check(False, f"{name}: finishes", err)
        return
    ok = p.returncode in (0, 1) and "Sanitizer" not in p.stderr and "runtime error:" not in p.stderr
    t.check(ok, f"{name}: exit 0/1, no crash, no sanitizer report ({dt:.1f} s)", f"rc={p.returncode}", p.stderr[-2000:])
    try:
        doc = json.loads(p.stdout)
    except ValueError as e:
        t.check(False, f"{name}: valid JSON", str(e), p.stdout[:500])
        return
    diags = doc.get("findings", []) + doc.get("errors", [])
    tool = [d for d in diags if d.get("code", "").startswith("HL0") and os.path.basename(d.get("path", "")) == os.path.basename(path)]
    if want_tool:
        t.check(tool, f"{name}: reported as a tool diagnostic with its path", diags[:5])
        t.check(all(d.get("line", 0) >= 1 and d.get("col", 0) >= 1 for d in tool), f"{name}: diagnostic has a 1-based position", tool)


random.seed(20261129)
check_run("random bytes", write("garbage.cu", HEAD.encode() + bytes(random.randrange(256) for _ in range(50000))), want_tool=True)
check_run("unbalanced braces", write("unbalanced.cu", HEAD + "#include <cuda_runtime.h>\nvoid f() {\n  cudaEvent_t a, b;\n"
                                      "  cudaEventRecord(a);\n  for (int i = 0; i < 3; ++i) { cudaDeviceSynchronize();\n"
                                      "  cudaEventRecord(b);\n  float ms; cudaEventElapsedTime(&ms, a, b);\n}}}}\n{{{ ((\n"), want_tool=True)
with open(os.path.join(tmp, "big.cu"), "w") as f:
    f.write(HEAD + "#include <cuda_runtime.h>\n")
    i = 0
    while f.tell() < 5 * 1024 * 1024:
        f.write(f"__global__ void k{i}(float* x) {{ x[threadIdx.x] = {i}.0f * x[threadIdx.x] + 1.0f; }}\n"
                f"void h{i}(float* d) {{ k{i}<<<1, 32>>>(d); cudaDeviceSynchronize(); }}\n")
        i += 1
# over the frontend's 4 MiB limit: skipped at once with a message
check_run("5 MB generated file", os.path.join(tmp, "big.cu"), want_tool=True, budget_s=90)
check_run("file that includes itself", write("self.cu", HEAD + '#include "self.cu"\nvoid f() { cudaDeviceSynchronize(); }\n'), want_tool=True)
check_run("10,000 macros", write("macros.cu", HEAD + "".join(f"#define M{i}(x) ((x) + {i})\n" for i in range(10000)) +
                                 "int g() { return M9999(1); }\n"))
check_run("5,000 nested parentheses", write("parens.cu", HEAD + "int f(int a) { return " + "(" * 5000 + "a" + ")" * 5000 + "; }\n"),
          want_tool=True)
check_run("3,000 nested braces", write("braces.cu", HEAD + "void f() " + "{" * 3000 + "}" * 3000 + "\n"), want_tool=True)
check_run("100,000-term expression", write("chain.cu", HEAD + "int f(int a) { return " + "+".join(["a"] * 100000) + "; }\n"))
check_run("NUL bytes", write("nul.cu", HEAD.encode() + b"#include <cuda_runtime.h>\nvoid f() {\0 cudaDeviceSynchronize(); }\n\0\0"),
          want_tool=True)
check_run("empty file", write("empty.cu", ""))
check_run("a .cuh of binary zeros", write("zeros.cuh", HEAD.encode() + bytes(4096)), want_tool=True)
check_run("hotlint's include folder missing", write("plain.cu", HEAD + "#include <cuda_runtime.h>\n__global__ void k(float* x) {}\n"
                                                   "int main() { float* d; cudaMalloc(&d, 4); k<<<1, 1>>>(d); }\n"),
          env={"HOTLINT_INCLUDE": os.path.join(tmp, "no-such-folder")})
# several bad files in one run, with -j 2: the run lints all of them and still prints one report
p, err, dt = lint(tmp, budget_s=150)
t.check(p is not None and p.returncode in (0, 1), f"the whole folder in one run ({dt:.1f} s)", err or (p.stderr[-1000:] if p else ""))

shutil.rmtree(tmp, ignore_errors=True)
raise SystemExit(t.done())
