#!/usr/bin/env python3
"""valgrind memcheck over a representative subset (TAP, suite 'valgrind'): the examples lint
(Python), one CUDA file (libclang; its own allocations are outside memcheck's leak verdict
because only definite/indirect leaks count), and a handful of bad inputs (NUL, invalid
UTF-8, UTF-16, deep brackets, a syntax error, a FIFO named on the command line, a garbage
config). Each run: `valgrind --error-exitcode=99 --leak-check=full
--errors-for-leak-kinds=definite,indirect` on the release build; exit 99 (an invalid read or
write, use of uninitialised memory, or a definite/indirect leak) fails. valgrind.supp
silences third-party code only (ld.so's strncmp, libclang/LLVM's process-lifetime memory). Skipped (TAP SKIP)
when valgrind is not installed (tools/bootstrap installs it).
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from e2e_common import HOTLINT, SRC, Tap  # noqa: E402

VG = ["valgrind", "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=definite,indirect",
      "--track-origins=no", "--num-callers=30", "-q",
      "--suppressions=" + os.path.join(os.path.dirname(os.path.abspath(__file__)), "valgrind.supp")]


def vg(t, name, args, cwd, expect_rc=(0, 1), timeout=240):
    try:
        p = subprocess.run(VG + [HOTLINT, *args], cwd=cwd, capture_output=True, timeout=timeout,
                           env=dict(os.environ, NO_COLOR="1"))
    except subprocess.TimeoutExpired:
        t.fail(f"{name}: valgrind clean", "timeout")
        return
    err = p.stderr.decode("utf-8", "replace")
    t.check(p.returncode in expect_rc, f"{name}: exit {p.returncode} under memcheck (99 = memory error or leak)",
            *(err.splitlines()[:80] if p.returncode not in expect_rc else []))


def main():
    t = Tap()
    if not shutil.which("valgrind"):
        print("1..0 # SKIP valgrind not installed (apt-get install valgrind, or tools/bootstrap)")
        return 0
    # the examples' Python files (libclang under memcheck costs ~1 min per .cu file: one CUDA file below)
    py = sorted(os.path.relpath(os.path.join(dp, f), SRC) for dp, _, fs in os.walk(os.path.join(SRC, "testdata", "examples"))
                for f in fs if f.endswith(".py"))
    vg(t, f"examples lint, {len(py)} Python files (json)", ["--no-config", "--no-cache", "-j", "2", "--format", "json", *py], SRC)
    cu = "testdata/examples/cuda/vector_add_timeofday.cu"
    if os.path.exists(os.path.join(SRC, cu)):
        vg(t, f"CUDA file {cu} (sarif)", ["--no-config", "--no-cache", "--format", "sarif", cu], SRC)
    d = tempfile.mkdtemp(prefix="hotlint-vg-")
    try:
        hz = b"import torch\nclass B:\n    def benchmark_fn(self):\n        self.x.item()\n"
        files = {"nul.py": hz + b"\x00\x00", "latin1.py": hz + b"# caf\xe9\n", "utf16.py": hz.decode().encode("utf-16"),
                 "deep.py": hz + b"y = " + b"(" * 20000 + b")" * 20000 + b"\n", "broken.py": hz + b"def (:\n  ]\n",
                 "sup.py": hz.replace(b".item()", b".item()  # hotlint: ignore[HL999]") + b"# hotlint: ignore-file[\n",
                 "garbage.yaml": b"select: [HL1\n  : {{\xff"}
        for n, b in files.items():
            with open(os.path.join(d, n), "wb") as f:
                f.write(b)
        os.mkfifo(os.path.join(d, "pipe.py"))
        vg(t, "bad inputs walked (text)", ["--no-config", "--no-cache", "."], d)
        vg(t, "bad inputs named, FIFO included (github)", ["--no-config", "--no-cache", "--format", "github",
                                                           "pipe.py", "nul.py", "utf16.py", "deep.py"], d)
        vg(t, "garbage config (exit 2)", ["--config", "garbage.yaml", "."], d, expect_rc=(2,))
    finally:
        shutil.rmtree(d, ignore_errors=True)
    return t.done()


if __name__ == "__main__":
    sys.exit(main())
