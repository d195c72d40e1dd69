#!/usr/bin/env python3
"""End-to-end tests of the result cache (analyzer/cache.h), TAP.

Every check compares a cached run with a `--no-cache` run of the same tree: the cache may only
ever change how fast a report comes, never what it says.

  1. cold (cache filled) -> warm: the report is replayed (--statistics says so) and is byte
     identical to --no-cache in every format and option set, both when it is rendered from the
     replayed diagnostics and when the rendered bytes themselves are replayed;
  2. a helper module edited so that a finding appears in it: only that file is parsed again and
     only it goes through the rules again (the caller's findings come from the cache), the
     finding is reported (its caller reaches it), the report equals --no-cache;
  3. a config change (hotlint.yaml ignores a rule) is never answered from an older entry;
  4. a header outside the linted tree, included by a .cu file, changes: the finding follows it;
  5. corrupt entries (truncated, garbled) are ignored and rewritten, the report unchanged;
  6. a cache folder that cannot be created: the run works, --statistics says the cache is off;
  7. files modified in the last 2 s: the run is not stored (a same-size edit in the same clock
     tick must not be replayed), once they are older it is;
  8. four concurrent runs on one cache folder all give the --no-cache report;
  9. --no-cache writes nothing;
 10. the default folder is the user's cache ($HOTLINT_CACHE_DIR/results, ~/.cache/hotlint/results),
     never the linted tree; `cache-dir: .hotlint_cache` keeps it in the project, git-invisible.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

from e2e_common import HOTLINT, Tap, crashed, hotlint

RUN_PY = '''import torch
from bench.helpers import step


class GemmBench:
    def setup(self):
        self.x = torch.randn(64, 64, device="cuda")

    def benchmark_fn(self):
        step(self.x)
'''
HELPER_PY = '''import torch


def step(x):
    y = x @ x
    return y
'''
HELPER_HOT_PY = HELPER_PY.replace("    return y\n", "    v = y.sum().item()\n    return y\n")
OTHER_PY = '''def unrelated(a):
    return a + 1
'''
MAIN_CU = '''#include <cuda_runtime.h>
#include "../../inc/timing.h"
__global__ void k(float *x) { x[threadIdx.x] += 1.0f; }
int main() {
  float *d; cudaMalloc(&d, 1024);
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  cudaEventRecord(a);
  for (int i = 0; i < 100; i++) {
    k<<<1, 256>>>(d);
    STEP_SYNC();
  }
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  float ms; cudaEventElapsedTime(&ms, a, b);
  return 0;
}
'''


def write(path, text, age=None):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    if age is not None:
        t = time.time() - age
        os.utime(path, (t, t))


def age_tree(root, seconds=60):
    t = time.time() - seconds
    for dp, _, fs in os.walk(root):
        for f in fs:
            os.utime(os.path.join(dp, f), (t, t))


def stats_line(run):
    for ln in run.out.splitlines():
        if ln.strip().startswith("cache:"):
            return ln.strip()
    return "(no cache line)"


def make_tree(tmp):
    root = os.path.join(tmp, "proj")
    write(os.path.join(root, "bench", "__init__.py"), "")
    write(os.path.join(root, "bench", "run.py"), RUN_PY)
    write(os.path.join(root, "bench", "helpers.py"), HELPER_PY)
    write(os.path.join(root, "bench", "other.py"), OTHER_PY)
    write(os.path.join(root, "hotlint.yaml"), "ignore: []\n")
    write(os.path.join(tmp, "inc", "timing.h"), "#pragma once\n#define STEP_SYNC() cudaDeviceSynchronize()\n")
    write(os.path.join(root, "cu", "main.cu"), MAIN_CU)
    age_tree(tmp)
    return root


def main():
    t = Tap()
    tmp = tempfile.mkdtemp(prefix="hotlint-cache-test-")
    try:
        root = make_tree(tmp)
        cache = os.path.join(tmp, "cache")
        C = ["--cache-dir", cache]

        def lint(*args, cache_args=C, **kw):
            return hotlint(*cache_args, *args, cwd=root, **kw)

        def fresh(*args):
            return hotlint("--no-cache", *args, cwd=root)

        # 1. cold -> warm, byte-identical in every format
        cold = lint("--statistics", ".")
        t.check(not crashed(cold) and "cache: 0 of" in stats_line(cold), "cold run fills the cache", cold.describe())
        warm = lint("--statistics", ".")
        t.check("replayed" in stats_line(warm), "an unchanged tree is replayed from the cache", stats_line(warm), warm.describe())
        for fmt, extra in (("text", []), ("json", []), ("sarif", []), ("github", []), ("text", ["--quiet"]),
                           ("text", ["--show-waived"])):
            a1 = lint("--format", fmt, *extra, ".", binary=True)   # rendered now, kept
            a2 = lint("--format", fmt, *extra, ".", binary=True)   # the rendered report replayed
            b = hotlint("--no-cache", "--format", fmt, *extra, ".", cwd=root, binary=True)
            t.check(a1.out == b.out and a2.out == b.out and a1.rc == a2.rc == b.rc,
                    f"warm {fmt} {' '.join(extra)} report (rendered, then replayed) is byte-identical to --no-cache (exit {a2.rc})")

        # 2. edit the helper: a finding appears there, one file parsed again
        write(os.path.join(root, "bench", "helpers.py"), HELPER_HOT_PY, age=30)
        r = lint("--statistics", ".")
        line = stats_line(r)
        t.check("helpers.py" in r.out and "item" in r.out, "the edited helper's new finding is reported", r.describe())
        nums = [int(w) for w in line.replace(",", " ").split() if w.isdigit()]
        t.check(len(nums) == 4 and nums[1] - nums[0] == 1,
                "only the edited file is parsed again, the others' IR comes from the cache", line)
        t.check(len(nums) == 4 and nums[2] == 1 and nums[3] >= 1,
                "the rules run again only on the edited file; the caller's findings come from the cache", line)
        a, b = lint("--format", "json", "."), fresh("--format", "json", ".")
        t.check(a.out == b.out, "report after the edit equals --no-cache", a.out[-800:], b.out[-800:])

        # 3. a config change is not answered from the cache
        before = lint("--format", "json", ".")
        write(os.path.join(root, "hotlint.yaml"), "ignore: [sync-scalar, sync-explicit]\n", age=30)
        after, ref = lint("--format", "json", "."), fresh("--format", "json", ".")
        t.check(after.out == ref.out and after.out != before.out, "a hotlint.yaml change re-runs the rules (ignored codes vanish)",
                after.out[-600:])
        write(os.path.join(root, "hotlint.yaml"), "ignore: []\n", age=30)

        # 4. a header outside the tree, included by the .cu, decides the finding
        r1 = lint("cu")
        t.check("HL251" in r1.out, "the .cu finding that comes from the header's macro is reported", r1.describe())
        write(os.path.join(tmp, "inc", "timing.h"), "#pragma once\n#define STEP_SYNC() ((void)0)\n", age=30)
        r2, ref = lint("cu"), fresh("cu")
        t.check("HL251" not in r2.out and r2.out == ref.out, "after the header changes, the cached .cu result is not reused",
                r2.describe())

        # 5. corrupt entries: ignored, rewritten, the report unchanged
        n = 0
        for dp, _, fs in os.walk(cache):
            for f in fs:
                p = os.path.join(dp, f)
                if "/ir/" in p or "/run/" in p:
                    with open(p, "r+b") as fh:
                        data = fh.read()
                        fh.seek(0)
                        if n % 2:
                            fh.truncate(len(data) // 2)
                        else:
                            fh.write(bytes(b ^ 0x5A for b in data[: min(len(data), 200)]))
                    n += 1
        a, b = lint("--format", "json", "."), fresh("--format", "json", ".")
        t.check(n > 0 and not crashed(a) and a.out == b.out, f"{n} corrupt entries are ignored: the report equals --no-cache",
                a.describe())
        r = lint("--statistics", ".")
        t.check("replayed" in stats_line(r), "corrupt entries were rewritten (the next run is replayed)", stats_line(r))

        # 6. a cache folder that cannot be created
        blocker = os.path.join(tmp, "a-file")
        write(blocker, "not a folder")
        r = lint("--statistics", ".", cache_args=["--cache-dir", os.path.join(blocker, "cache")])
        ref = fresh(".")
        t.check(not crashed(r) and r.rc == ref.rc and "cache: off" in stats_line(r),
                "an unusable cache folder turns the cache off, the run still works", r.describe())

        # 7. racily-new files: not stored until they are older than 2 s
        write(os.path.join(root, "bench", "other.py"), OTHER_PY + "# new\n")
        lint(".")
        r = lint("--statistics", ".")
        t.check("replayed" not in stats_line(r), "a run over a file modified in the last 2 s is not replayed", stats_line(r))
        age_tree(root)
        lint(".")
        r = lint("--statistics", ".")
        t.check("replayed" in stats_line(r), "once the files are older, the run is stored and replayed", stats_line(r))

        # 8. concurrent runs on one cache folder
        shutil.rmtree(cache)
        ref = fresh("--format", "sarif", ".")
        procs = [subprocess.Popen([HOTLINT, *C, "--format", "sarif", "."], cwd=root, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE) for _ in range(4)]
        outs = [p.communicate(timeout=120) for p in procs]
        bad = [i for i, (o, e) in enumerate(outs) if o.decode() != ref.out or procs[i].returncode != ref.rc]
        t.check(not bad, "four concurrent runs sharing a cache folder all give the --no-cache report", *bad)
        leftovers = os.listdir(os.path.join(cache, "tmp"))
        t.check(not leftovers, "no temporary files are left behind", leftovers[:5])

        # 10. the default folder is the user's cache, never the linted tree; `cache-dir:` moves it
        def listing(top):
            return sorted(os.path.relpath(os.path.join(dp, f), top) for dp, ds, fs in os.walk(top) for f in fs + ds)
        before = listing(root)
        home = os.path.join(tmp, "home-cache")
        r = hotlint("--statistics", ".", cwd=root, env={"HOTLINT_CACHE_DIR": home})
        t.check(os.path.isdir(os.path.join(home, "results", "ir")) and listing(root) == before,
                "by default the cache goes to $HOTLINT_CACHE_DIR/results and nothing is added to the linted tree",
                sorted(set(listing(root)) - set(before))[:5], r.describe())
        write(os.path.join(root, "hotlint.yaml"), "cache-dir: .hotlint_cache\n", age=30)
        hotlint(".", cwd=root, env={"HOTLINT_CACHE_DIR": home})
        inproj = os.path.join(root, ".hotlint_cache")
        ok = os.path.isdir(os.path.join(inproj, "ir")) and os.path.exists(os.path.join(inproj, ".gitignore"))
        git = shutil.which("git")
        if ok and git:
            subprocess.run([git, "init", "-q", root], check=True)
            st = subprocess.run([git, "status", "--porcelain", "--untracked-files=all"], cwd=root, capture_output=True, text=True).stdout
            ok = ".hotlint_cache" not in st
        t.check(ok, "`cache-dir: .hotlint_cache` keeps the cache in the project, invisible to git (its own .gitignore)")
        write(os.path.join(root, "hotlint.yaml"), "ignore: []\n", age=30)

        # 9. --no-cache writes nothing
        nc = os.path.join(tmp, "never")
        hotlint("--no-cache", "--cache-dir", nc, ".", cwd=root)
        t.check(not os.path.exists(nc), "--no-cache creates no cache folder")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return t.done()


if __name__ == "__main__":
    sys.exit(main())
