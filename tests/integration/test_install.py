#!/usr/bin/env python3
"""`meson install` is prefix-relocatable (TAP).

    test_install.py MESON

Installs this build into a destdir, then moves the installed prefix somewhere else and runs
that copy: it must find its rules, CUDA declaration headers and microbenchmark templates next
to itself (<exe>/../share/hotlint), also when started through a symlink on PATH; with its
rules folder gone it must say so (exit 2), and `--rules DIR` / $HOTLINT_RULES must point it
at another one. The install holds the executable and its data only.
"""
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import run  # noqa: E402


def option(name):
    with open(os.path.join(common.BUILD, "meson-info", "intro-buildoptions.json")) as f:
        for o in json.load(f):
            if o["name"] == name:
                return o["value"]
    raise KeyError(name)


def findings(exe, cwd, env, *extra):
    rc, out = run([exe, *extra, "--format", "json", "."], cwd=cwd, env=env)
    try:
        doc = json.loads(out)
        return rc, [(f["path"], f["line"], f["col"], f["code"]) for f in doc["findings"]]
    except (ValueError, KeyError):
        return rc, out


def main():
    meson = sys.argv[1] if len(sys.argv) > 1 else ""
    if not meson:
        common.skip_all("no `meson` program found to run `meson install`")
    t = common.Tap(9)
    env = {k: v for k, v in os.environ.items() if k not in common.LOOKUP_VARS}
    base = os.path.join(common.WORK, "install")
    shutil.rmtree(base, ignore_errors=True)
    dest = os.path.join(base, "destdir")
    rc, out = run([meson, "install", "-C", common.BUILD, "--no-rebuild", "--quiet", "--destdir", dest], env=env)
    prefix = option("prefix")
    staged = os.path.join(dest, prefix.lstrip("/"))
    if not t.ok(rc == 0 and os.path.isdir(staged), f"`meson install --destdir` into {dest}", out):
        t.skip_rest("install failed")
        return t.done()

    # move the whole prefix: nothing may depend on where it was configured to go
    moved = os.path.join(base, "elsewhere", "hotlint-prefix")
    os.makedirs(os.path.dirname(moved))
    os.rename(staged, moved)
    bindir, datadir = option("bindir"), option("datadir")
    exe = os.path.join(moved, bindir, "hotlint")
    data = os.path.join(moved, datadir, "hotlint")

    files = sorted(os.path.relpath(os.path.join(r, n), moved) for r, _, ns in os.walk(moved) for n in ns)
    stray = [f for f in files if f != os.path.join(bindir, "hotlint") and not f.startswith(os.path.join(datadir, "hotlint") + "/")]
    need = ["rules", "include/hotlint_cuda.h", "microbench/harness.cuh"]
    missing = [n for n in need if not os.path.exists(os.path.join(data, n))]
    t.ok(not stray and not missing, f"install holds bin/hotlint and share/hotlint/{{rules,include,microbench}} only ({len(files)} files)",
         f"stray: {stray[:20]}\nmissing: {missing}")

    rc1, r1 = run([exe, "rules"], env=env)
    _, r2 = run([common.HOTLINT, "rules"], env=env)
    t.ok(rc1 == 0 and r1 == r2 and "HL101" in r1, "relocated `hotlint rules` finds <exe>/../share/hotlint/rules", r1[-3000:])

    ex = os.path.join(common.SRC, "testdata", "examples")
    a, b = findings(exe, ex, env), findings(common.HOTLINT, ex, env)
    t.ok(a == b and a[0] == 1 and a[1], "relocated hotlint lints testdata/examples exactly like the build", f"{a}\n{b}")

    mb = os.path.join(base, "mb")
    rc, out = run([exe, "--quiet", "--emit-microbench", mb, "."], cwd=ex, env=env)
    t.ok(os.path.exists(os.path.join(mb, "manifest.json")), "relocated hotlint finds its microbench templates", out)

    # started through a symlink on PATH (how ~/.local/bin or /usr/local/bin links look)
    link_dir = os.path.join(base, "linkbin")
    os.makedirs(link_dir)
    os.symlink(exe, os.path.join(link_dir, "hotlint"))
    penv = dict(env, PATH=link_dir + os.pathsep + env.get("PATH", ""))
    rc, out = run(["hotlint", "rules"], cwd=base, env=penv)
    t.ok(rc == 0 and out == r2, "a symlink to the installed hotlint on PATH still finds the rules", out[-2000:])

    # rules folder gone: a clear usage error, then --rules DIR and $HOTLINT_RULES
    away = os.path.join(base, "my-rules")
    os.rename(os.path.join(data, "rules"), away)
    rc, out = run([exe, "rules"], cwd=base, env=env)
    t.ok(rc == 2 and "rules" in out and len(out.strip().splitlines()) <= 3,
         "without its rules folder hotlint exits 2 with a one-line reason", f"rc={rc}\n{out}")
    rc, out = run([exe, "--rules", away, "rules"], cwd=base, env=env)
    t.ok(rc == 0 and out == r2, "`--rules DIR` points hotlint at another rules folder", f"rc={rc}\n{out[-2000:]}")
    rc, out = run([exe, "rules"], cwd=base, env=dict(env, HOTLINT_RULES=away))
    t.ok(rc == 0 and out == r2, "$HOTLINT_RULES points hotlint at another rules folder", f"rc={rc}\n{out[-2000:]}")
    return t.done()


if __name__ == "__main__":
    sys.exit(main())
