#!/usr/bin/env python3
"""A stand-in for `nvcc` (tests only): builds a microbenchmark against tests/mbench/mock/, the
CPU imitation of the CUDA runtime, with g++. `<<<...>>>` launch configurations are removed so
a kernel becomes a host call. Used as HOTLINT_NVCC to test `hotlint confirm` without a GPU.
Understands the command lines `hotlint confirm` issues: [-O2 -std=.. -arch=..] -o OUT SRC [-lLIB...]
and `--version`."""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv):
    if "--version" in argv:
        print("Cuda compilation tools, release 0.0, mock (hotlint tests/mbench/fake_nvcc.py)")
        return 0
    out, src = None, None
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "-o":
            out = argv[i + 1]
            i += 2
            continue
        if a.endswith(".cu"):
            src = a
        i += 1
    if not out or not src:
        print("fake_nvcc: need -o OUT and a .cu source", file=sys.stderr)
        return 2
    text = open(src, encoding="utf-8", errors="replace").read()
    text = re.sub(r"<<<[^;]*?>>>", "", text)
    cpp = out + ".mock.cpp"
    with open(cpp, "w", encoding="utf-8") as f:
        f.write(text)
    cmd = ["g++", "-std=c++17", "-O0", "-w", "-x", "c++", "-I", os.path.join(HERE, "mock"),
           "-DMB_WARMUP_MS=5", "-DMB_TRIAL_MS=1", "-DMB_MIN_ITERS=20", "-DMB_MAX_ITERS=200", "-DMB_SLOW_MS=20",
           "-o", out, cpp]
    r = subprocess.run(cmd)
    os.unlink(cpp)
    return r.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
