#!/usr/bin/env python3
"""IR shape of the CUDA/C/C++ frontend (suite `cuda`), through `hotlint --debug-ir`.

Checks what hot.c and engine.c rely on: kernels/device/template/static/lambda functions,
methods with their class, launches naming the kernel, macro-argument calls located where they
are written (and no site for a checking macro's own reporting code), timed regions with flagged
start/end sites, bracketing syncs, unresolved calls by name, comments for suppressions, and
the region forest invariant (every parent precedes its children, every site's region exists).
Also: a Python-only run never loads libclang.
"""
import os
import tempfile
import re
import subprocess

from cuda_common import HOTLINT, Tap, ir_of, parse_ir, run

t = Tap()


def func(funcs, qualname):
    for f in funcs:
        if f["qualname"] == qualname:
            return f
    return None


def sites_at(sites, line, callee=None):
    return [s for s in sites if s["line"] == line and (callee is None or s["callee"] == callee)]


# --- functions, kernels, launches, lambdas ---
funcs, regions, sites = parse_ir(ir_of("testdata/cuda/reach_helpers.cu"))
t.check(func(funcs, "kernel") and "kernel" in func(funcs, "kernel")["flags"], "__global__ function is a kernel", funcs)
t.check(func(funcs, "dev_helper") and "device" in func(funcs, "dev_helper")["flags"], "__device__ function is device")
t.check(func(funcs, "template_helper") and "template" in func(funcs, "template_helper")["flags"], "function template flagged")
t.check(func(funcs, "static_helper") and "static" in func(funcs, "static_helper")["flags"], "static helper flagged")
t.check(func(funcs, "Runner::step") and func(funcs, "Runner::step")["cls"] >= 0, "method has its class")
lam = [f for f in funcs if "lambda" in f["flags"]]
t.check(any(f["qualname"] == "main::body" for f in lam), "a lambda bound to `body` is its own function named body", lam)
t.check(any(f["qualname"].startswith("main::<lambda>@") for f in lam), "an inline lambda is its own function")
launches = [s for s in sites if s["kind"] == "launch"]
t.check(launches and all(s["callee"] == "kernel" for s in launches), "launches name the kernel", launches)
t.check(any(r["kind"] == "timed" and "timer=chrono" in r["rest"] for r in regions), "chrono pair makes a timed region", regions)
pm = [s for s in sites if "in_kernel" in s["flags"]]
t.check(pm and all(s["func"] in (func(funcs, "dev_helper")["i"], func(funcs, "kernel")["i"]) for s in pm),
        "sites in device code carry in_kernel", pm)
lam_arg = [s for s in sites if s["callee"] == "time_it"]
t.check(lam_arg and "#f" in lam_arg[0]["text"], "a lambda argument points at its function", lam_arg)

# --- macros ---
funcs, regions, sites = parse_ir(ir_of("testdata/cuda/macros.cu"))
def line_of(path, needle):
    with open(path) as fh:
        for i, ln in enumerate(fh, 1):
            if needle in ln:
                return i
    return -1


MAC = "testdata/cuda/macros.cu"
m = sites_at(sites, line_of(MAC, "CUDA_CHECK(cudaMalloc(&tmp,"), "cudaMalloc")
t.check(m and "macro" in m[0]["flags"] and m[0]["col"] == 16, "CUDA_CHECK(cudaMalloc(..)) is seen at the call, flagged macro", m)
timed = func(funcs, "timed")["i"]
bad = [s for s in sites if s["func"] == timed and s["callee"] in ("fprintf", "printf", "exit", "abort", "cudaGetErrorString")]
t.check(not bad, "a checking macro's reporting code makes no sites", bad)
g = sites_at(sites, line_of(MAC, "gpuErrchk(cudaFree"), "cudaFree")
t.check(g and g[0]["col"] == 15, "gpuErrchk(cudaFree(..)) located at the call", g)
s = [x for x in sites if x["line"] == line_of(MAC, "SYNC_ALL();") and x["callee"] == "cudaDeviceSynchronize"]
t.check(s and "macro" not in s[0]["flags"] and s[0]["col"] == 5, "a call made by a macro body sits at the invocation", s)
loops = [r for r in regions if r["kind"] == "loop" and r["func"] == timed]
t.check(len(loops) == 1, "do { } while (0) of a macro is not a loop", loops)

# --- event pairs and brackets ---
funcs, regions, sites = parse_ir(ir_of("testdata/cuda/event_pair.cu"))
tr = [r for r in regions if r["kind"] == "timed"]
t.check(len(tr) == 3 and all("timer=cuda_event" in r["rest"] for r in tr), "event pairs read by cudaEventElapsedTime are timed regions", tr)
starts = [s for s in sites if "timer_start" in s["flags"]]
ends = [s for s in sites if "timer_end" in s["flags"]]
t.check(len(starts) == 3 and len(ends) == 3 and all(s["callee"] == "cudaEventRecord" for s in starts + ends), "start/end records flagged", starts, ends)
br = [s for s in sites if "bracket" in s["flags"]]
t.check(len(br) == 2 and all(b["callee"] == "cudaEventSynchronize" for b in br), "the wait on the stop event brackets", br)
ev = [s for s in sites if s["callee"] == "cudaEventRecord" and "ev[" in s["text"]]
t.check(ev and all("host_ptr" not in s["text"] for s in ev), "an array element of handles is not a host pointer", ev)

# --- clocks ---
funcs, regions, sites = parse_ir(ir_of("testdata/cuda/chrono_pair.cpp"))
tr = [r for r in regions if r["kind"] == "timed"]
t.check(len(tr) == 6 and all("timer=chrono" in r["rest"] for r in tr), "six clock pairs (chrono, inline end, gettimeofday, clock_gettime, wrapper, clock)", tr)

# --- loop-local timer ---
funcs, regions, sites = parse_ir(ir_of("testdata/cuda/region_in_loop.cu"))
per = func(funcs, "per_iteration")["i"]
tr = [r for r in regions if r["kind"] == "timed" and r["func"] == per]
lp = [r for r in regions if r["kind"] == "loop" and r["func"] == per]
t.check(len(tr) == 1 and lp and tr[0]["parent"] == lp[0]["i"], "a pair inside a loop is a timed region under the loop", tr, lp)
cold = [s for s in sites if s["func"] == per and s["callee"] in ("cudaFree", "printf") and s["region"] == tr[0]["i"]]
t.check(not cold, "code after the end in the same loop body is not in the timed region", cold)

# --- missing headers ---
funcs, regions, sites = parse_ir(ir_of("testdata/cuda/no_cuda_include.cu"))
un = {s["callee"] for s in sites if "unresolved" in s["flags"]}
t.check({"project::helper", "cub::DeviceReduce::Sum", "C10_CUDA_CHECK"} <= un, "unknown calls are sites by name, flagged unresolved", un)
t.check(any(s["kind"] == "launch" and s["callee"] == "k" for s in sites), "launches survive without cuda_runtime.h")

# --- comments ---
lines = ir_of("testdata/cuda/suppressed.cu")
t.check(any(ln.startswith("comment @10:5 // hotlint: ignore[HL551]") for ln in lines), "comments are in the IR with their position")

# --- region forest invariants over every CUDA fixture ---
problems = []
for root in ("testdata/cuda", "testdata/examples/cuda"):
    for fn in sorted(os.listdir(root)):
        path = os.path.join(root, fn)
        funcs, regions, sites = parse_ir(ir_of(path))
        for r in regions:
            if r["parent"] >= r["i"]:
                problems.append(f"{path}: region {r['i']} has parent {r['parent']}")
            if r["func"] < 0 or r["func"] >= len(funcs):
                problems.append(f"{path}: region {r['i']} in function {r['func']}")
        for s in sites:
            if s["region"] >= len(regions):
                problems.append(f"{path}: site {s['i']} in region {s['region']}")
        lines_ = [(s["line"], s["col"]) for s in sites]
        if lines_ != sorted(lines_):
            problems.append(f"{path}: sites not in source order")
t.check(not problems, "regions precede their children; sites are in source order and point at regions", *problems)

# --- a Python-only run never loads libclang ---
env = dict(os.environ, LD_DEBUG="files")
p = subprocess.run([HOTLINT, "--no-config", "--no-cache", "-q", "testdata/examples/scripts"], capture_output=True, text=True, env=env,
                   errors="replace", timeout=120)
t.check("libclang" not in p.stderr, "linting only Python files does not load libclang",
        "\n".join(l for l in p.stderr.splitlines() if "libclang" in l)[:500])
env["LD_DEBUG"] = "files"
# --no-cache: a replayed run reads no source and so never needs libclang
p = subprocess.run([HOTLINT, "--no-config", "--no-cache", "-q", "testdata/cuda/event_pair.cu"], capture_output=True, text=True, env=env,
                   errors="replace", timeout=120)
t.check("libclang" in p.stderr, "linting a .cu file loads libclang (the check above can fail)")

# --- hotlint's small standard library keeps common code in the fast mode ---
# (a gap in it sends the file to a full parse with the system headers: 1-2 s instead of ~10 ms;
# Liger-Kernel's C++ tests hit `std::stack::top() const`)
with tempfile.TemporaryDirectory(prefix="hl-cufe-std-") as d:
    src = os.path.join(d, "stubs.cu")
    with open(src, "w") as f:
        f.write("#include <stack>\n#include <queue>\n#include <cuda_runtime.h>\n"
                "int peek(const std::stack<void *> &s, const std::queue<int> &q) { return s.top() != nullptr ? q.front() + q.back() : 0; }\n"
                "int main() { cudaEvent_t a; cudaEventCreate(&a); cudaEventRecord(a); float ms; cudaEventElapsedTime(&ms, a, a); return 0; }\n")
    p = subprocess.run([HOTLINT, "--no-config", "--no-cache", "-q", src], capture_output=True, text=True,
                       env=dict(os.environ, HOTLINT_CUFE_TIMING="1"), errors="replace", timeout=120)
    modes = re.findall(r"mode=(\w+)", p.stderr)
    t.check(modes == ["fast"], "const std::stack::top() / std::queue::front() parse in the fast mode", p.stderr[-600:])

# GoogleTest tests (Liger-Kernel's C++ tests): hotlint's <gtest/gtest.h> stand-in keeps them in the
# fast mode (the real header reaches libstdc++'s <cwchar>: `mbstate_t`, a full parse of ~2 s),
# and the same whether or not GoogleTest is installed
p = subprocess.run([HOTLINT, "--no-config", "--no-cache", "-q", "testdata/cuda/gtest_timed.cu"], capture_output=True, text=True,
                   env=dict(os.environ, HOTLINT_CUFE_TIMING="1"), errors="replace", timeout=120)
modes = re.findall(r"mode=(\w+)", p.stderr)
t.check(modes == ["fast"], "a GoogleTest file parses in the fast mode", p.stderr[-600:])

# JIT-library host code (DeepGEMM, flashinfer): <filesystem>, <variant>, <regex>, <system_error>, a
# unique_ptr with a lambda deleter, once_flag, index sequences; each gap was a 1-2 s full parse
p = subprocess.run([HOTLINT, "--no-config", "--no-cache", "-q", "testdata/cuda/host_std_headers.cpp"], capture_output=True, text=True,
                   env=dict(os.environ, HOTLINT_CUFE_TIMING="1"), errors="replace", timeout=120)
modes = re.findall(r"mode=(\w+)", p.stderr)
t.check(modes == ["fast"], "<filesystem>, <variant>, <regex>, <system_error>, <new>, <any>, <charconv>, <shared_mutex>, <locale> host code parses in the fast mode", p.stderr[-600:])

# CUDALibrarySamples' host code: ios_base::failure, exception_ptr, ranlux24_base, mt19937::state_size,
# alignment_of_v (84 of its files fell back to the full mode, 140 s of libclang)
p = subprocess.run([HOTLINT, "--no-config", "--no-cache", "-q", "testdata/cuda/library_samples_std.cpp"], capture_output=True, text=True,
                   env=dict(os.environ, HOTLINT_CUFE_TIMING="1"), errors="replace", timeout=120)
modes = re.findall(r"mode=(\w+)", p.stderr)
t.check(modes == ["fast"], "ios_base::failure, exception_ptr, ranlux24_base, state_size, alignment_of_v parse in the fast mode", p.stderr[-600:])

# onnxruntime-genai's host code: std::span, const string::front(), lock tags, a shared_lock as a bool
p = subprocess.run([HOTLINT, "--no-config", "--no-cache", "-q", "testdata/cuda/span_locks_std.cpp"], capture_output=True, text=True,
                   env=dict(os.environ, HOTLINT_CUFE_TIMING="1"), errors="replace", timeout=120)
modes = re.findall(r"mode=(\w+)", p.stderr)
t.check(modes == ["fast"], "std::span, const std::string::front(), try_to_lock/defer_lock, shared_lock as a bool parse in the fast mode", p.stderr[-600:])

raise SystemExit(t.done())
