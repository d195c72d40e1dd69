"""Shared helpers for the CUDA frontend tests (suite `cuda`): a TAP writer, the binary, the IR dump.

Scripts run with the repository root as working directory (paths in hotlint's output are
relative to it) and take the binary from $HOTLINT (meson's test_env).
"""
import os
import re
import subprocess
import sys

SRC = os.environ.get("HOTLINT_SRC") or os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
HOTLINT = os.path.abspath(os.environ.get("HOTLINT") or os.path.join(SRC, "build", "hotlint"))
os.chdir(SRC)


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def check(self, cond, name, *details):
        self.n += 1
        print(f"{'ok' if cond else 'not ok'} {self.n} - {name}")
        if not cond:
            self.failed += 1
            for d in details:
                for ln in str(d).splitlines()[:40]:
                    print(f"# {ln}")
        sys.stdout.flush()
        return bool(cond)

    def done(self):
        print(f"1..{self.n}")
        return 1 if self.failed else 0


def run(args, timeout=120, env=None, cwd=None):
    e = dict(os.environ)
    if env:
        e.update(env)
    return subprocess.run([HOTLINT] + args, capture_output=True, text=True, errors="replace", timeout=timeout, env=e, cwd=cwd)


def ir_of(path, extra=()):
    """The --debug-ir dump of `path` (only that file's section), as a list of lines."""
    p = run(["--no-config", "--debug-ir", "-q", *extra, path])
    lines, on = [], False
    for ln in p.stdout.splitlines():
        if ln.startswith("=== "):
            on = os.path.normpath(ln[4:]) == os.path.normpath(path)
            continue
        if on:
            lines.append(ln)
    return lines


FUNC_RE = re.compile(r"^func (\d+) (\S+) cls=(-?\d+) parent=(-?\d+)(?: flags=(\S+))? params=\[(.*?)\]")
REGION_RE = re.compile(r"^region (\d+) (\w+) func=(-?\d+) parent=(-?\d+)(.*)$")
SITE_RE = re.compile(r"^site (\d+) (\w+) (\S+)(.*?) func=(-?\d+) region=(-?\d+)(?: flags=(\S+))?.*@(\d+):(\d+)$")


def parse_ir(lines):
    funcs, regions, sites = [], [], []
    for ln in lines:
        m = FUNC_RE.match(ln)
        if m:
            funcs.append({"i": int(m[1]), "qualname": m[2], "cls": int(m[3]), "parent": int(m[4]),
                          "flags": (m[5] or "").split("|"), "params": m[6]})
            continue
        m = REGION_RE.match(ln)
        if m:
            regions.append({"i": int(m[1]), "kind": m[2], "func": int(m[3]), "parent": int(m[4]), "rest": m[5], "line": ln})
            continue
        m = SITE_RE.match(ln)
        if m:
            sites.append({"i": int(m[1]), "kind": m[2], "callee": m[3], "rest": m[4], "func": int(m[5]), "region": int(m[6]),
                          "flags": (m[7] or "").split("|"), "line": int(m[8]), "col": int(m[9]), "text": ln})
    return funcs, regions, sites
