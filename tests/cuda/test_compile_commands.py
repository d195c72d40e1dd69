#!/usr/bin/env python3
"""compile_commands.json support (suite `cuda`): a file's own flags are used (defines and
include folders, nvcc-only flags dropped); a command clang cannot use falls back to the
built-in mode; --compile-commands DIR names the database explicitly. No CUDA install needed.
"""
import json
import os
import shutil
import tempfile

from cuda_common import Tap, run

t = Tap()
tmp = tempfile.mkdtemp(prefix="hotlint-cuda-cc-")
os.makedirs(os.path.join(tmp, "src"))
os.makedirs(os.path.join(tmp, "inc"))
os.makedirs(os.path.join(tmp, "build"))
with open(os.path.join(tmp, "inc", "bench_config.h"), "w") as f:
    f.write("#pragma once\n#define BENCH_ITERS 10\n")
with open(os.path.join(tmp, "src", "bench.cu"), "w") as f:
    f.write("""#include <chrono>
#include <cuda_runtime.h>
#include "bench_config.h"
__global__ void k(float* x) { x[threadIdx.x] = 1.f; }
double timed(float* d) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < BENCH_ITERS; ++i) {
    k<<<1, 32>>>(d);
#ifdef SYNC_EACH
    cudaDeviceSynchronize();
#endif
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}
""")


def db(path, args):
    with open(path, "w") as f:
        json.dump([{"directory": os.path.join(tmp, "build"), "file": "../src/bench.cu", "arguments": args}], f)


def codes(p):
    try:
        doc = json.loads(p.stdout)
    except ValueError:
        return None
    return sorted((d["code"], d["line"]) for d in doc.get("findings", []))


nvcc = ["/usr/local/cuda/bin/nvcc", "-O3", "-gencode", "arch=compute_90,code=sm_90", "-arch=sm_90", "--expt-relaxed-constexpr",
        "-Xcompiler", "-fopenmp", "-rdc=true", "-ccbin", "g++", "--use_fast_math", "-DSYNC_EACH", "-I../inc", "-std=c++17",
        "-c", "../src/bench.cu", "-o", "bench.o"]

# 1. a database at the project root: the define and the include folder apply
db(os.path.join(tmp, "compile_commands.json"), nvcc)
p = run(["--no-config", "--format", "json", os.path.join(tmp, "src", "bench.cu")])
t.check(codes(p) == [("HL251", 10)], "the file's -D and -I flags are used (nvcc-only flags dropped)", p.stdout[-800:], p.stderr[-800:])

# 2. --compile-commands DIR with a different database
os.remove(os.path.join(tmp, "compile_commands.json"))
db(os.path.join(tmp, "build", "compile_commands.json"), [a for a in nvcc if a != "-DSYNC_EACH"])
p = run(["--no-config", "--format", "json", "--compile-commands", os.path.join(tmp, "build"), os.path.join(tmp, "src", "bench.cu")])
t.check(codes(p) == [], "--compile-commands names the database", p.stdout[-800:], p.stderr[-800:])

# 3. a command clang cannot use (a forced include that does not exist): fall back to the built-in mode
db(os.path.join(tmp, "build", "compile_commands.json"), nvcc[:-4] + ["-include", "/nonexistent/prelude.h", "-c", "../src/bench.cu"])
p = run(["--no-config", "--format", "json", "--compile-commands", os.path.join(tmp, "build"), os.path.join(tmp, "src", "bench.cu")])
c = codes(p)
t.check(p.returncode in (0, 1) and c is not None, "a broken command falls back to the built-in mode", p.stderr[-800:])
t.check(c == [], "the fallback parses without the database's defines", c)

# 4. a "command" string instead of "arguments"
with open(os.path.join(tmp, "build", "compile_commands.json"), "w") as f:
    json.dump([{"directory": os.path.join(tmp, "build"), "file": os.path.join(tmp, "src", "bench.cu"),
                "command": "nvcc -DSYNC_EACH -I../inc -Xcompiler \"-Wall -O2\" -c ../src/bench.cu -o bench.o"}], f)
p = run(["--no-config", "--format", "json", "--compile-commands", os.path.join(tmp, "build"), os.path.join(tmp, "src", "bench.cu")])
t.check(codes(p) == [("HL251", 10)], "a shell command string is split and used", p.stdout[-800:], p.stderr[-800:])

shutil.rmtree(tmp, ignore_errors=True)
raise SystemExit(t.done())
