#!/usr/bin/env python3
"""The precompiled prelude (cufe.c, "the precompiled prelude"), suite `cuda`.

Each run gets its own cache folder ($HOTLINT_CACHE_DIR/pch), so nothing here touches the
user's ~/.cache. Checks:
  1. linting a .cu file builds one prelude-cuda-*.pch and nothing else there;
  2. a second run reuses it (the file is not rewritten);
  3. a PCH clang cannot read (truncated) is rebuilt, with the same findings as a clean run;
  4. HOTLINT_NO_PCH=1 gives the same findings and writes no PCH;
  5. building a new PCH deletes the same language's old ones beyond the 4 newest and dead
     builds' temporary files over an hour old, and leaves every other file alone.
"""
import glob
import json
import os
import shutil
import tempfile
import time

from cuda_common import Tap, run

t = Tap()
CU = "testdata/cuda/event_pair.cu"


def lint(cache, extra_env=None):
    env = {"HOTLINT_CACHE_DIR": cache}
    if extra_env:
        env.update(extra_env)
    p = run(["--no-config", "--no-cache", "--format", "json", CU], env=env)
    try:
        doc = json.loads(p.stdout)
    except ValueError:
        return None, p
    return sorted((f["code"], f["line"], f["col"]) for f in doc["findings"]), p


def pchs(cache, pattern="prelude-cuda-*.pch"):
    return sorted(glob.glob(os.path.join(cache, "pch", pattern)))


with tempfile.TemporaryDirectory() as tmp:
    cache = os.path.join(tmp, "cache")
    base, p = lint(cache)
    t.check(base, "a .cu file lints with findings", p.stdout[-2000:], p.stderr[-2000:])
    built = pchs(cache)
    t.check(len(built) == 1, "the first run builds one CUDA prelude PCH", os.listdir(os.path.join(cache, "pch")) if os.path.isdir(os.path.join(cache, "pch")) else "no pch folder")
    others = [f for f in os.listdir(os.path.join(cache, "pch")) if not f.startswith("prelude-cuda-")] if built else []
    t.check(not others, "nothing else is left in the PCH folder (no temporary files)", others)

    if built:
        st = os.stat(built[0])
        again, p = lint(cache)
        t.check(again == base and pchs(cache) == built and os.stat(built[0]).st_mtime_ns == st.st_mtime_ns,
                "a second run reuses the PCH as it is, with the same findings", again, base)

        with open(built[0], "r+b") as fh:   # clang cannot read half a PCH
            fh.truncate(st.st_size // 3)
        fixed, p = lint(cache)
        t.check(fixed == base, "a truncated PCH gives the same findings", fixed, base, p.stderr[-2000:])
        t.check(pchs(cache) == built and os.path.getsize(built[0]) == st.st_size, "a truncated PCH is rebuilt whole",
                [(f, os.path.getsize(f)) for f in pchs(cache)])

    nopch = os.path.join(tmp, "nopch")
    off, p = lint(nopch, {"HOTLINT_NO_PCH": "1"})
    t.check(off == base, "HOTLINT_NO_PCH=1 gives the same findings", off, base)
    t.check(not pchs(nopch), "HOTLINT_NO_PCH=1 writes no PCH", pchs(nopch))

    # pruning: 10 old CUDA PCHs (one per "version"), C++ ones, a dead build's temporary file,
    # a fresh one (a build still running), and files that are not hotlint's
    old = os.path.join(tmp, "old")
    d = os.path.join(old, "pch")
    os.makedirs(d)
    now = time.time()
    stale = []
    for i in range(10):
        f = os.path.join(d, f"prelude-cuda-{i:016x}.pch")
        with open(f, "wb") as fh:
            fh.write(b"old")
        os.utime(f, (now - 86400 * (10 - i), now - 86400 * (10 - i)))   # i = 9 is the newest
        stale.append(f)
    cxx = []
    for i in range(6):
        f = os.path.join(d, f"prelude-cxx-{i:016x}.pch")
        with open(f, "wb") as fh:
            fh.write(b"old")
        os.utime(f, (now - 86400 * 30, now - 86400 * 30))
        cxx.append(f)
    dead = os.path.join(d, "prelude-cuda-00000000000000aa.pch.123.7f.tmp")
    live = os.path.join(d, "prelude-cuda-00000000000000bb.pch.456.7f.tmp")
    mine = [os.path.join(d, "notes.txt"), os.path.join(d, "prelude-cuda-custom.bin")]
    for f in [dead, live] + mine:
        with open(f, "wb") as fh:
            fh.write(b"x")
    os.utime(dead, (now - 7200, now - 7200))
    os.utime(mine[0], (now - 86400 * 90, now - 86400 * 90))
    got, p = lint(old)
    t.check(got == base, "linting with old PCHs around gives the same findings", got, base)
    left = pchs(old)
    new = [f for f in left if f not in stale]
    t.check(len(new) == 1, "a new PCH was built for this version", left)
    t.check([f for f in left if f in stale] == stale[-4:], "of the old CUDA PCHs only the 4 newest are kept", left)
    t.check(pchs(old, "prelude-cxx-*.pch") == cxx, "the C++ PCHs are left alone (another language, pruned on its own build)")
    t.check(not os.path.exists(dead) and os.path.exists(live), "a dead build's temporary file goes; a fresh one stays")
    t.check(all(os.path.exists(f) for f in mine), "files hotlint did not write are never deleted")

raise SystemExit(t.done())
