#!/usr/bin/env python3
"""Resource limits (TAP, suite 'robustness'): the per-file size limit (default 10 MB, and
`max-file-size` in hotlint.yaml), the libclang per-file time budget (cufe.c, 10 s default),
and a memory bound for a run over 10,000 small files (peak RSS of the hotlint process from
wait4/getrusage). Inputs are generated at test time under a temporary folder. The measured
numbers are printed as TAP comments (docs/robustness.md records them).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from e2e_common import HOTLINT, Tap, crashed  # noqa: E402

HZ = "import torch\n\nclass B:\n    def benchmark_fn(self):\n        self.v = self.x.max().item()\n"
RSS_BOUND_MB = 256


def write(path, data):
    with open(path, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)


class R:
    def __init__(self, rc):
        self.rc = rc


def run(args, cwd, timeout=300):
    """(rc, stdout, stderr, seconds, peak RSS MiB) of one hotlint run."""
    t0 = time.monotonic()
    p = subprocess.Popen([HOTLINT, *args], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=dict(os.environ, NO_COLOR="1"))
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        p.communicate()
        return "timeout", "", "", time.monotonic() - t0, 0
    # communicate() reaped it; ru_maxrss of the children is the max over the reaped ones, so
    # each measured run is done from a fresh fork helper
    return p.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), time.monotonic() - t0, 0


def run_rss(args, cwd, timeout=300):
    """Runs hotlint in a child that reports its own child's peak RSS (so earlier runs don't count)."""
    code = ("import os,resource,subprocess,sys,time,json;t=time.monotonic();"
            "p=subprocess.run(sys.argv[1:],capture_output=True);"
            "r=resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss;"
            "sys.stdout.write(json.dumps([p.returncode,r,time.monotonic()-t,p.stdout.decode('utf-8','replace'),p.stderr.decode('utf-8','replace')[-2000:]]))")
    # MALLOC_PERTURB_ fills every malloc'd byte, so RSS counts what is allocated, not just touched
    # (a 64 KiB arena chunk kept per scanned file was 646 MiB for 10,000 files: program.c fix)
    p = subprocess.run([sys.executable, "-c", code, HOTLINT, *args], cwd=cwd, capture_output=True, timeout=timeout,
                       env=dict(os.environ, NO_COLOR="1", MALLOC_PERTURB_="165"))
    rc, rss_kb, secs, out, err = json.loads(p.stdout)
    return rc, out, err, secs, rss_kb / 1024.0


def size_limit(t, root):
    d = os.path.join(root, "size")
    os.makedirs(d)
    write(f"{d}/good.py", HZ)
    with open(f"{d}/big.py", "wb") as f:   # 10 MiB + 1 byte, a hazard at the top
        f.write(HZ.encode())
        f.truncate((10 << 20) + 1)
    with open(f"{d}/edge.py", "wb") as f:   # exactly at the limit: read (NUL padding -> HL003)
        f.write(HZ.encode() + b"#")
        f.truncate(10 << 20)
    rc, out, err, secs, _ = run(["--no-config", "--no-cache", "--format", "json", "."], d)
    doc = json.loads(out) if out.strip().startswith("{") else {}
    big = [x for x in doc.get("errors", []) + doc.get("findings", []) if x.get("path") == "big.py"]
    edge = [x for x in doc.get("errors", []) + doc.get("findings", []) if x.get("path") == "edge.py"]
    t.check(rc == 1 and [x["code"] for x in big] == ["HL004"] and "10485761 bytes is over the 10485760-byte limit" in big[0]["message"],
            f"default limit: a 10 MiB + 1 file gets HL004 ({secs:.1f}s)", rc, big, err[-500:])
    t.check(any(x["code"] == "HL101" or not x["code"].startswith("HL0") for x in edge) or any(x["code"] == "HL003" for x in edge),
            "a file of exactly 10 MiB is read (not HL004)", edge)
    write(f"{d}/hotlint.yaml", "max-file-size: 1KB\n")
    write(f"{d}/two_kb.py", HZ + "#" * 2048 + "\n")
    rc, out, err, secs, _ = run(["--config", "hotlint.yaml", "--no-cache", "--format", "json", "good.py", "two_kb.py"], d)
    doc = json.loads(out) if out.strip().startswith("{") else {}
    tk = [x for x in doc.get("errors", []) + doc.get("findings", []) if x.get("path") == "two_kb.py"]
    gd = [x for x in doc.get("findings", []) if x.get("path") == "good.py"]
    t.check([x["code"] for x in tk] == ["HL004"] and "1024-byte limit" in tk[0]["message"] and len(gd) == 1,
            "max-file-size: 1KB in hotlint.yaml: a 2 KB file gets HL004, a small one is linted", tk, gd, err[-500:])


def time_budget(t, root):
    """A .cu whose template instantiation explodes (2^20 distinct instantiations, well over 10 s in libclang): libclang is
    stopped at the per-file budget (10 s of CPU time) with an HL004 (resource limit, not a syntax error) naming the
    budget; the run does not wait for clang, and the other files are linted, a .cu after it by the
    same worker too (-j1: the abandoned parse orphans that worker's libclang thread, and the next
    file gets a new one, cufe.c "Helper")."""
    d = os.path.join(root, "budget")
    os.makedirs(d)
    write(f"{d}/good.py", HZ)
    write(f"{d}/slow.cu", "template <int N, long M> struct T { static const long v = T<N - 1, 2 * M>::v + T<N - 1, 2 * M + 1>::v; };\n"
          "template <long M> struct T<0, M> { static const long v = M; };\n"
          "long f() { return T<20, 0>::v; }\n"
          "void run() {\n    cudaEvent_t s, e; float ms;\n    cudaEventRecord(s);\n"
          "    for (int i = 0; i < 10; i++) cudaDeviceSynchronize();\n    cudaEventRecord(e);\n"
          "    cudaEventElapsedTime(&ms, s, e);\n}\n")
    write(f"{d}/tail.cu", "void run() {\n    cudaEvent_t s, e; float ms;\n    cudaEventRecord(s);\n"
          "    for (int i = 0; i < 10; i++) cudaDeviceSynchronize();\n    cudaEventRecord(e);\n"
          "    cudaEventElapsedTime(&ms, s, e);\n}\n")
    rc, out, err, secs, _ = run(["--no-config", "--no-cache", "-j", "1", "--format", "json", "."], d, timeout=120)
    doc = json.loads(out) if out.strip().startswith("{") else {}
    slow = [x for x in doc.get("errors", []) if x.get("path") == "slow.cu"]
    gd = [x for x in doc.get("findings", []) if x.get("path") in ("good.py", "tail.cu")]
    budget_hit = any("CPU-time budget" in x["message"] and x["code"] == "HL004" for x in slow)
    # the budget is libclang's CPU time (10 s), capped at four times that in wall time
    t.check(crashed(R(rc)) is None and len(gd) == 2 and budget_hit and secs < 45,
            f"libclang time budget: run ended in {secs:.1f}s, {'budget message: ' + slow[0]['message'] if budget_hit else 'parsed within budget'}",
            rc, slow, err[-800:])


def many_files(t, root):
    d = os.path.join(root, "many")
    for k in range(100):
        os.makedirs(f"{d}/pkg{k:02d}")
        write(f"{d}/pkg{k:02d}/__init__.py", "")
    for i in range(10000):
        k = i % 100
        body = (f"import torch\nfrom pkg{(k + 1) % 100:02d}.m{(i + 1) % 10000:05d} import f\n\n\ndef g{i}(x):\n"
                f"    y = x * {i}\n    return f(y)\n")
        if i % 100 == 0:
            body += f"\n\nclass Bench{i}:\n    def benchmark_fn(self):\n        return g{i}(self.x).item()\n"
        write(f"{d}/pkg{k:02d}/m{i:05d}.py", body)
    rc1, out1, err1, s1, rss1 = run_rss(["--no-config", "--no-cache", "-j", "2", "--format", "json", "pkg00", "pkg01"], d)
    rc, out, err, secs, rss = run_rss(["--no-config", "--no-cache", "-j", "2", "--format", "json", "."], d)
    doc = json.loads(out) if out.strip().startswith("{") else {}
    nf = len(doc.get("findings", []))
    st = doc.get("stats", {})
    print(f"# 10,000 files: exit {rc}, {secs:.1f}s, peak RSS {rss:.0f} MiB, {nf} findings, stats {st}")
    print(f"# 200 files: exit {rc1}, {s1:.1f}s, peak RSS {rss1:.0f} MiB")
    t.check(rc == 1 and nf == 100 and rss < RSS_BOUND_MB,
            f"10,000 files: peak RSS {rss:.0f} MiB < {RSS_BOUND_MB} MiB, {nf} findings (100 expected), {secs:.1f}s",
            rc, err[-800:])


def main():
    t = Tap()
    root = tempfile.mkdtemp(prefix="hotlint-limits-")
    try:
        size_limit(t, root)
        time_budget(t, root)
        many_files(t, root)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return t.done()


if __name__ == "__main__":
    sys.exit(main())
