#!/usr/bin/env python3
"""pre-commit integration with the real client from PyPI (TAP).

    test_precommit.py system   hook `hotlint-system` (language: system) with $HOTLINT on PATH
    test_precommit.py python   hook `hotlint` (language: python): pre-commit pip-installs this
                               repository (meson-python builds the binary), then the installed
                               copy is checked like a user would: rules, examples, data files,
                               wheel contents; plus a missing Debian library failing the install
                               with the package name, and the sdist's contents

A temp git repo uses a committed snapshot of this source tree as its hook repository
(`repo: <path>`, `rev: <sha>`, exactly how users pin a hook repo), installs the git hook with
`pre-commit install`, and makes real `git commit`s:
  clean commit passes (cold `.item()` in validate_result and in an unreached helper included);
  `.item()` added inside benchmark_fn is blocked with the finding printed;
  the same line with `# hotlint: ignore[HL101] -- reason` passes;
  a staged helper module reached from an unchanged benchmark is blocked (the rest of the repo
  is loaded as context); a staged unreached helper passes; a finding that already sits in an
  unchanged file does not block an unrelated commit; .cu files reach the hook, docs do not;
  the hook leaves no files behind.
Skips (with the reason) only when PyPI cannot be reached.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import run  # noqa: E402

MODE = sys.argv[1] if len(sys.argv) > 1 else "system"
HOOK_ID = {"system": "hotlint-system", "python": "hotlint"}[MODE]
HOOK_NAME = {"system": "hotlint (system)", "python": "hotlint"}[MODE]

BENCH = '''"""GEMM benchmark: the harness calls setup() once, then benchmark_fn() in its timed loop."""
import torch

from helpers.ops import scaled_mm


class GemmBench:
    def setup(self):
        self.a = torch.randn(1024, 1024, device="cuda")
        self.b = torch.randn(1024, 1024, device="cuda")

    def benchmark_fn(self):
        self.out = scaled_mm(self.a, self.b)

    def validate_result(self):
        return bool(torch.isfinite(self.out).all().item())
'''
OPS = '''import torch


def scaled_mm(a, b):
    out = (a @ b) * 0.5
    return out


def summarize(t):
    return t.float().mean().item()
'''
CUDA = '''#include <cuda_runtime.h>
#include <cstdio>

__global__ void axpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
    const int n = 1 << 20;
    float *x, *y;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    for (int it = 0; it < 100; it++) {
        axpy<<<(n + 255) / 256, 256>>>(2.0f, x, y, n);
        cudaDeviceSynchronize();
    }
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    printf("%f\\n", ms);
    return 0;
}
'''
SUPPRESS = "  # hotlint: ignore[HL101] -- the peak is reported per iteration on purpose"


def write(repo, rel, text):
    path = os.path.join(repo, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def line_of(text, needle):
    for i, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return i
    raise AssertionError(f"{needle!r} not in fixture")


class Repo:
    def __init__(self, path, env):
        self.path, self.env = path, env

    def git(self, *args, timeout=900):
        return run(["git", *args], cwd=self.path, env=self.env, timeout=timeout)

    def head(self):
        return self.git("rev-parse", "HEAD")[1].strip()

    def commit(self, msg, *paths, all_tracked=False):
        """Stage `paths` (or every tracked change) and `git commit` through the installed hook.
        Returns (committed, rc, output)."""
        before = self.git("rev-parse", "--verify", "-q", "HEAD")[1].strip()
        if paths:
            self.git("add", "--", *paths)
        rc, out = self.git("commit", "-m", msg, *(["-a"] if all_tracked else []))
        after = self.git("rev-parse", "--verify", "-q", "HEAD")[1].strip()
        return after != before, rc, out


def hook_status(out):
    """pre-commit's status word for our hook: Passed / Failed / Skipped (None if absent)."""
    m = re.search(re.escape(HOOK_NAME) + r"\.*(\(no files to check\))?(Passed|Failed|Skipped)", out)
    return m.group(2) if m else None


def scenario(t, repo, hotlint_for_direct):
    r = repo
    write(r.path, "bench/__init__.py", "")
    write(r.path, "helpers/__init__.py", "")
    write(r.path, "bench/bench_gemm.py", BENCH)
    write(r.path, "helpers/ops.py", OPS)
    write(r.path, "README.md", "# benchmarks\n")

    # 1. clean commit (cold .item() in validate_result and in an unreached helper) passes
    ok, rc, out = r.commit("add gemm benchmark", ".")
    t.ok(ok and rc == 0 and hook_status(out) == "Passed", "clean commit passes the hook", out)

    # 2. .item() inside benchmark_fn is blocked, the finding printed at its line
    bad = BENCH.replace("        self.out = scaled_mm(self.a, self.b)\n",
                        "        self.out = scaled_mm(self.a, self.b)\n        self.peak = self.out.max().item()\n")
    write(r.path, "bench/bench_gemm.py", bad)
    ln = line_of(bad, "self.peak = ")
    ok, rc, out = r.commit("log the peak", all_tracked=True)
    t.ok(not ok and rc != 0 and hook_status(out) == "Failed" and re.search(rf"bench/bench_gemm\.py:{ln}:\d+: HL101", out),
         f"`.item()` in benchmark_fn blocks the commit with bench/bench_gemm.py:{ln} HL101 printed", out)

    # 3. the same line with an inline suppression and a reason passes
    sup = bad.replace(".item()\n", ".item()" + SUPPRESS + "\n")
    write(r.path, "bench/bench_gemm.py", sup)
    ok, rc, out = r.commit("log the peak (waived)", all_tracked=True)
    t.ok(ok and rc == 0 and hook_status(out) == "Passed", "suppressed `.item()` (ignore[HL101] -- reason) passes", out)

    # 4. only the helper is staged; the benchmark reaching it is unchanged context
    hot_ops = OPS.replace("    return out\n", "    scale = out.abs().max().item()\n    return out / scale\n", 1)
    write(r.path, "helpers/ops.py", hot_ops)
    ln = line_of(hot_ops, "scale = ")
    ok, rc, out = r.commit("normalise by the max", "helpers/ops.py")
    t.ok(not ok and rc != 0 and re.search(rf"helpers/ops\.py:{ln}:\d+: HL101", out) and "benchmark_fn" in out,
         f"staged helper reached from an unchanged benchmark is linted as hot (helpers/ops.py:{ln}, chain from benchmark_fn)", out)
    r.git("reset", "-q", "--", "helpers/ops.py")
    r.git("checkout", "--", "helpers/ops.py")

    # 5. a staged helper nobody times stays cold
    cold = OPS + "\n\ndef debug_dump(t):\n    print(t.sum().item())\n"
    write(r.path, "helpers/ops.py", cold)
    ok, rc, out = r.commit("debug helper", "helpers/ops.py")
    t.ok(ok and rc == 0 and hook_status(out) == "Passed", "staged helper not reached from any benchmark passes", out)

    # 6. a finding already in an unchanged file (committed with --no-verify) is context only
    legacy = sup.replace("    def validate_result", "    def warm(self):\n        pass\n\n    def validate_result")
    legacy = legacy.replace("        self.out = scaled_mm(self.a, self.b)\n",
                            "        self.out = scaled_mm(self.a, self.b)\n        torch.cuda.synchronize()\n", 1)
    write(r.path, "bench/bench_gemm.py", legacy)
    r.git("commit", "-q", "--no-verify", "-am", "legacy sync")
    rc_direct, out_direct = run([hotlint_for_direct, "bench/bench_gemm.py"], cwd=r.path, env=r.env)
    write(r.path, "helpers/util.py", "def add(a, b):\n    return a + b\n")
    ok, rc, out = r.commit("util", "helpers/util.py")
    t.ok(rc_direct == 1 and ok and rc == 0 and hook_status(out) == "Passed",
         "a finding in an unchanged file does not block an unrelated commit",
         f"direct run on the unchanged file (must find something): rc={rc_direct}\n{out_direct}\ncommit:\n{out}")

    # 7. CUDA sources reach the hook (types_or: cuda) with the same verdict as a direct run;
    #    files of no hotlint language do not
    write(r.path, "kernels/axpy.cu", CUDA)
    rc_direct, out_direct = run([hotlint_for_direct, "kernels/axpy.cu"], cwd=r.path, env=r.env)
    ok, rc, out = r.commit("axpy kernel", "kernels/axpy.cu")
    want = "Passed" if rc_direct == 0 else "Failed"
    t.ok(rc_direct in (0, 1) and hook_status(out) == want and ok == (rc_direct == 0),
         f"a staged .cu file is linted by the hook ({want}, as a direct run)", f"direct rc={rc_direct}\n{out_direct}\ncommit:\n{out}")
    if not ok:
        r.git("commit", "-q", "--no-verify", "-m", "axpy kernel")
    write(r.path, "README.md", "# benchmarks\n\nRun with the harness.\n")
    ok, rc, out = r.commit("docs", "README.md")
    t.ok(ok and rc == 0 and hook_status(out) == "Skipped", "a docs-only commit skips the hook (no files to check)", out)
    _, status = r.git("status", "--porcelain", "--ignored")
    t.ok(status.strip() == "", "the hook leaves nothing behind in the work tree (no cache or report files)", status)


def make_repo(base, env, hook_repo, sha):
    path = os.path.join(base, "user-repo")
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    repo = Repo(path, env)
    repo.git("init", "-q")
    write(path, ".pre-commit-config.yaml",
          f"repos:\n  - repo: {hook_repo}\n    rev: {sha}\n    hooks:\n      - id: {HOOK_ID}\n")
    return repo


def installed_checks(t, home, env):
    """The copy pre-commit pip-installed into its fresh virtualenv works like the build."""
    exes = glob.glob(os.path.join(home, "pre-commit", "repo*", "py_env-*", "bin", "hotlint"))
    if not t.ok(len(exes) == 1, "pre-commit's virtualenv holds one pip-installed `hotlint`", "\n".join(exes) or "none found"):
        for _ in range(6):
            t.skip("installed copy", "no installed hotlint found")
        return
    exe = exes[0]
    prefix = os.path.dirname(os.path.dirname(exe))
    env = dict(env)
    _, v1 = run([exe, "--version"], env=env)
    _, v2 = run([common.HOTLINT, "--version"], env=env)
    t.ok(v1.strip() == v2.strip() and v1.startswith("hotlint "), "installed `hotlint --version` matches the build", v1 + v2)
    data = os.path.join(prefix, "share", "hotlint")
    need = ["rules", "include/hotlint_cuda.h", "microbench/harness.cuh"]
    missing = [n for n in need if not os.path.exists(os.path.join(data, n))]
    t.ok(not missing, "wheel data installed under <env>/share/hotlint (rules, CUDA headers, microbench templates)",
         f"missing in {data}: {missing}")
    rc1, r1 = run([exe, "rules"], env=env)
    rc2, r2 = run([common.HOTLINT, "rules"], env=env)
    t.ok(rc1 == 0 and r1 == r2 and "HL101" in r1, "installed `hotlint rules` finds its rules (<exe>/../share/hotlint/rules)", r1[:2000])
    ex = os.path.join(common.SRC, "testdata", "examples")

    def findings(hl):
        rc, out = run([hl, "--format", "json", "."], cwd=ex, env=env)
        try:
            doc = json.loads(out)
            return rc, [(f["path"], f["line"], f["col"], f["code"]) for f in doc["findings"]], doc.get("errors")
        except (ValueError, KeyError):
            return rc, out, None
    a, b = findings(exe), findings(common.HOTLINT)
    t.ok(a == b and a[0] == 1 and a[1], "installed hotlint lints testdata/examples exactly like the build", f"{a}\n{b}")
    mb = os.path.join(common.WORK, "python", "mb")
    shutil.rmtree(mb, ignore_errors=True)
    rc, out = run([exe, "--quiet", "--emit-microbench", mb, "."], cwd=ex, env=env)
    t.ok(os.path.exists(os.path.join(mb, "manifest.json")), "installed hotlint finds its microbench templates (--emit-microbench)", out)
    records = glob.glob(os.path.join(prefix, "lib", "python*", "site-packages", "hotlint-*.dist-info", "RECORD"))
    rows = open(records[0]).read().splitlines() if records else []
    paths = [row.split(",")[0] for row in rows]
    size = sum(int(row.rsplit(",", 1)[1] or 0) for row in rows if row.rsplit(",", 1)[1].isdigit())
    def allowed(p):   # the executable, its data, pip's metadata; nothing built or vendored
        return (p.endswith("bin/hotlint") or "/share/hotlint/" in p or ".dist-info/" in p) \
            and not any(w in p for w in ("third_party", "tree_sitter", "/build", ".mesonpy")) and not p.endswith((".o", ".a", ".so"))
    bad = [p for p in paths if not allowed(p)]
    t.ok(records and any(p.endswith("bin/hotlint") for p in paths) and not bad and size < 4 * 1024 * 1024,
         f"wheel is small: the executable and its data only ({len(paths)} files, {size // 1024} KiB)",
         f"RECORD {records}: offending {bad[:20]}, size {size}")


def missing_library_check(t, bindir, src, env):
    """Without pkg-config's view of libyaml, pip's output names the Debian package."""
    env = dict(env, PKG_CONFIG="/bin/false")
    cache = os.path.join(common.SRC, "third_party", "downloads")
    if "HOTLINT_DEPS_CACHE" not in env and os.path.isdir(cache):
        env["HOTLINT_DEPS_CACHE"] = cache   # the hook build above already covered downloading
    out_dir = os.path.join(common.WORK, "python", "nowheel")
    # the private venv already holds meson-python: no isolated build env to set up
    rc, out = run([os.path.join(bindir, "pip"), "wheel", "--no-deps", "--no-build-isolation", "-w", out_dir, src],
                  env=env, timeout=600)
    t.ok(rc != 0 and "apt-get install libyaml-dev" in out,
         "`pip` install with a missing system library fails naming the Debian package (libyaml-dev)", out)


def sdist_check(t, bindir, src, env):
    out_dir = os.path.join(common.WORK, "python", "sdist")
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    code = "import mesonpy, sys; print(mesonpy.build_sdist(sys.argv[1]))"
    rc, out = run([os.path.join(bindir, "python"), "-c", code, out_dir], cwd=src, env=env, timeout=600)
    tars = glob.glob(os.path.join(out_dir, "hotlint-*.tar.gz"))
    names = []
    if tars:
        with tarfile.open(tars[0]) as tf:
            names = [n.split("/", 1)[1] if "/" in n else "" for n in tf.getnames()]
    want = ["pyproject.toml", "meson.build", ".pre-commit-hooks.yaml", "tools/fetch_grammar.py", "analyzer/main.c"]
    bad = [n for n in names if n.startswith(("third_party", "build")) or "/.mesonpy" in n]
    size = os.path.getsize(tars[0]) if tars else 0
    t.ok(rc == 0 and tars and all(w in names for w in want) and not bad and size < 8 * 1024 * 1024,
         f"sdist (meson-python) holds the sources without build dirs or third_party ({size // 1024} KiB)",
         f"{out}\nmissing: {[w for w in want if w not in names]} offending: {bad[:20]}")


def main():
    plan = 10 + (9 if MODE == "python" else 0)
    why = common.pypi_reachable()
    if why:
        common.skip_all(why)
    t = common.Tap(plan)
    t0 = [time.monotonic()]

    def lap(what):   # where the time goes (the suite has a budget)
        now = time.monotonic()
        print(f"# {what}: {now - t0[0]:.1f}s", flush=True)
        t0[0] = now
    base = os.path.join(common.WORK, MODE)
    os.makedirs(base, exist_ok=True)
    try:
        pkgs = ["pre-commit"] + (["meson-python", "meson", "ninja"] if MODE == "python" else [])
        bindir = common.private_venv(pkgs)
        hook_repo = os.path.join(base, "hotlint-src")
        sha = common.snapshot_repo(hook_repo)
    except (RuntimeError, OSError, subprocess.SubprocessError) as e:
        why = common.pypi_reachable()
        if why:
            t.skip_rest(why)
            return t.done()
        t.ok(False, "set up pre-commit from PyPI and the hook repository", e)
        t.skip_rest("setup failed")
        return t.done()
    home = os.path.join(base, "home")
    common.reset_store_if_stale(home, sha)
    env = common.base_env(home)
    env["PATH"] = bindir + os.pathsep + env.get("PATH", "")
    direct = common.HOTLINT
    if MODE == "system":
        shim = os.path.join(base, "path")
        shutil.rmtree(shim, ignore_errors=True)
        os.makedirs(shim)
        os.symlink(common.HOTLINT, os.path.join(shim, "hotlint"))
        env["PATH"] = shim + os.pathsep + env["PATH"]
    lap("private venv + hook repo snapshot")
    repo = make_repo(base, env, hook_repo, sha)
    rc, out = run([os.path.join(bindir, "pre-commit"), "install"], cwd=repo.path, env=env)
    if MODE == "python":
        # builds the hook's virtualenv: `pip install .` of the hook repo (meson-python)
        rc2, out2 = run([os.path.join(bindir, "pre-commit"), "install-hooks"], cwd=repo.path, env=env, timeout=900)
        log = os.path.join(home, "pre-commit", "pre-commit.log")
        extra = open(log).read()[-6000:] if rc2 != 0 and os.path.exists(log) else ""
        rc, out = max(rc, rc2), out + out2 + extra
    t.ok(rc == 0, f"`pre-commit install` for hook `{HOOK_ID}` from repo {hook_repo} @ {sha[:12]}", out)
    if rc != 0:
        t.skip_rest("the hook could not be installed")
        return t.done()
    lap("pre-commit install" + (" + hook env (pip install .)" if MODE == "python" else ""))
    scenario(t, repo, direct)
    lap("commits")
    if MODE == "python":
        installed_checks(t, home, env)
        lap("installed copy")
        missing_library_check(t, bindir, hook_repo, env)
        lap("missing library")
        sdist_check(t, bindir, hook_repo, env)
        lap("sdist")
    return t.done()


if __name__ == "__main__":
    sys.exit(main())
