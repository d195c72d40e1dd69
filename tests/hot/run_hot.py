#!/usr/bin/env python3
"""Timed-path fixture runner (TAP) for testdata/hot/<case>/.

Each case is a folder (or a single file) linted as its own tree (cwd = the case folder, path
`.`), with `hotlint --debug-hot`. Markers sit in comments at the end of a line:

    self._step(x)        # HOT root=benchmark_fn in_loop chain=Bench.benchmark_fn>Bench._step
    torch.randn(4)       # COLD
    kernel<<<1, 1>>>();  // HOT root=cuda_event

HOT: some hot site on this line has exactly these attributes: `root=` when given, `in_loop`
and `conditional` present exactly when written, `chain=` (names joined by `>`) when given.
COLD: no site on this line is hot. Unmarked lines are unconstrained.
A case folder holding a hotlint.yaml is linted with it (configured roots); others with --no-config.
File-level markers (anywhere in a file): `hot: parsed` / `hot: unparsed` say whether hotlint
must have parsed that file by the end of the run (checked with HOTLINT_DEBUG_HOT_FILES=1).
Every case also runs with HOTLINT_FULL_PARSE=1 (no partial parsing, analyzer/pychunk.h): its hot
sites must be the same.
A case without at least one HOT and one COLD marker fails: it could never fail otherwise.

Usage: run_hot.py [CASE_DIR_OR_PARENT...]  (default: $HOTLINT_SRC/testdata/hot)
"""
import atexit
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

MARK_RE = re.compile(r"(?:#|//)\s*(HOT|COLD)\b([^#]*?)\s*$")
FILE_RE = re.compile(r"(?:#|//)\s*hot:\s*(parsed|unparsed)\b")
HOT_RE = re.compile(r"^hot (.+?):(\d+):(\d+) (\S+) (.*?) root=(\S+)( in_loop)?( conditional)? chain=(.*)$")
SRC_EXT = (".py", ".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h", ".hpp")


def files_under(d):
    out = []
    for root, dirs, files in os.walk(d):
        dirs.sort()
        for fn in sorted(files):
            if fn.endswith(SRC_EXT):
                out.append(os.path.join(root, fn))
    return out


def norm(p):
    return os.path.normpath(p)


def markers(case):
    marks, fmarks = [], []
    for path in files_under(case):
        rel = norm(os.path.relpath(path, case))
        with open(path, encoding="utf-8", errors="replace") as f:
            for i, line in enumerate(f.read().split("\n"), start=1):
                fm = FILE_RE.search(line)
                if fm:
                    fmarks.append((rel, fm.group(1), i))
                    continue
                m = MARK_RE.search(line)
                if not m:
                    continue
                want = {"kind": m.group(1), "root": None, "in_loop": False, "conditional": False, "chain": None}
                for tok in m.group(2).split():
                    if tok.startswith("root="):
                        want["root"] = tok[5:]
                    elif tok == "in_loop":
                        want["in_loop"] = True
                    elif tok == "conditional":
                        want["conditional"] = True
                    elif tok.startswith("chain="):
                        want["chain"] = tok[6:]
                    else:
                        want["bad"] = tok
                marks.append((rel, i, want))
    return marks, fmarks


RULES_ARGS = []


def isolate_rules():
    """Timed-path cases do not depend on the rule set: run them with one shipped rule only, so a
    rule file being edited elsewhere cannot break them."""
    src = os.environ.get("HOTLINT_SRC", ".")
    pick = sorted(glob.glob(os.path.join(src, "rules", "sync-scalar", "HL101-*.yaml")))
    if not pick:
        return
    d = tempfile.mkdtemp(prefix="hot-rules-")
    atexit.register(shutil.rmtree, d, True)
    os.makedirs(os.path.join(d, "sync-scalar"))
    shutil.copy(pick[0], os.path.join(d, "sync-scalar"))
    RULES_ARGS[:] = ["--rules", d]


def run_case(hotlint, case, full_parse=False):
    env = dict(os.environ, HOTLINT_DEBUG_HOT_FILES="1", NO_COLOR="1")
    env.pop("HOTLINT_FULL_PARSE", None)
    if full_parse:
        env["HOTLINT_FULL_PARSE"] = "1"
    config = [] if os.path.exists(os.path.join(case, "hotlint.yaml")) else ["--no-config"]
    p = subprocess.run([os.path.abspath(hotlint)] + config + ["--debug-hot", "-j", "2"] + RULES_ARGS + ["."], cwd=case,
                       capture_output=True, text=True, errors="replace", env=env)
    if p.returncode not in (0, 1):
        return None, None, f"exit {p.returncode}: {p.stderr.strip()[:1500]}"
    hot = {}
    for line in p.stdout.split("\n"):
        m = HOT_RE.match(line)
        if not m:
            continue
        key = (norm(m.group(1)), int(m.group(2)))
        hot.setdefault(key, []).append({"kind": m.group(4), "callee": m.group(5), "root": m.group(6),
                                        "in_loop": bool(m.group(7)), "conditional": bool(m.group(8)),
                                        "chain": m.group(9)})
    states = {}
    for line in p.stderr.split("\n"):
        if line.startswith("hot-file "):
            parts = line.split(" ")
            states[norm(parts[1])] = parts[2]
    return hot, states, None


def describe(h):
    return (f"{h['kind']} {h['callee']} root={h['root']}" + (" in_loop" if h["in_loop"] else "") +
            (" conditional" if h["conditional"] else "") + f" chain={h['chain']}")


C_EXT = (".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h", ".hpp")


def cufe_missing(hotlint, case):
    """True when the case has C/C++/CUDA files but the CUDA frontend produced no functions."""
    if not any(f.endswith(C_EXT) for f in files_under(case)):
        return False
    p = subprocess.run([os.path.abspath(hotlint), "--no-config", "--debug-ir", "-j", "1"] + RULES_ARGS + ["."], cwd=case,
                       capture_output=True, text=True, errors="replace")
    cur, funcs = None, 0
    for line in p.stdout.split("\n"):
        if line.startswith("=== "):
            cur = line[4:]
        elif cur and cur.endswith(C_EXT) and line.startswith("func ") and "<module>" not in line:
            funcs += 1
    return funcs == 0


def check(hotlint, case):
    marks, fmarks = markers(case)
    problems = []
    kinds = {w["kind"] for _, _, w in marks}
    if "HOT" not in kinds or "COLD" not in kinds:
        problems.append("case needs at least one HOT and one COLD marker")
    hot, states, err = run_case(hotlint, case)
    if err:
        return [err]
    # partial parsing (analyzer/pychunk.h) must not change what is hot: the same run with every
    # file parsed whole gives the same sites, roots and chains
    whole, _, err = run_case(hotlint, case, full_parse=True)
    if err:
        return ["HOTLINT_FULL_PARSE=1: " + err]
    if whole != hot:
        for key in sorted(set(whole) | set(hot)):
            if whole.get(key) != hot.get(key):
                problems.append(f"{key[0]}:{key[1]}: partial parse gives " + ("; ".join(describe(h) for h in hot.get(key, [])) or "nothing hot") +
                                ", whole-file parse gives " + ("; ".join(describe(h) for h in whole.get(key, [])) or "nothing hot"))
    for rel, line, want in marks:
        got = hot.get((rel, line), [])
        if "bad" in want:
            problems.append(f"{rel}:{line}: unknown marker word `{want['bad']}`")
            continue
        if want["kind"] == "COLD":
            if got:
                problems.append(f"{rel}:{line}: expected cold, got hot: " + "; ".join(describe(h) for h in got))
            continue
        ok = any((want["root"] is None or h["root"] == want["root"]) and h["in_loop"] == want["in_loop"] and
                 h["conditional"] == want["conditional"] and (want["chain"] is None or h["chain"] == want["chain"])
                 for h in got)
        if not ok:
            exp = (f"root={want['root']}" + (" in_loop" if want["in_loop"] else "") +
                   (" conditional" if want["conditional"] else "") + (f" chain={want['chain']}" if want["chain"] else ""))
            problems.append(f"{rel}:{line}: expected hot {exp}; got " + ("; ".join(describe(h) for h in got) or "nothing hot"))
    for rel, state, line in fmarks:
        got = states.get(rel, "missing")
        ok = got == "parsed" if state == "parsed" else got == "unparsed"
        if not ok:
            problems.append(f"{rel}: expected {state} (marker line {line}), got {got}")
    return problems


def main(argv):
    hotlint = os.environ.get("HOTLINT", "build/hotlint")
    src = os.environ.get("HOTLINT_SRC", ".")
    paths = argv[1:] or [os.path.join(src, "testdata", "hot")]
    cases = []
    for p in paths:
        if os.path.isdir(p) and not files_under_top(p):
            cases += [os.path.join(p, c) for c in sorted(os.listdir(p)) if os.path.isdir(os.path.join(p, c))]
        else:
            cases.append(p)
    isolate_rules()
    print(f"1..{len(cases)}")
    failed = 0
    for n, case in enumerate(cases, start=1):
        name = os.path.basename(norm(case))
        if cufe_missing(hotlint, case):
            print(f"ok {n} - {name} # SKIP the CUDA/C++ frontend produced no IR")
            continue
        problems = check(hotlint, case)
        if problems:
            failed += 1
            print(f"not ok {n} - {name}")
            for pr in problems:
                print(f"  # {pr}")
        else:
            print(f"ok {n} - {name}")
    return 1 if failed else 0


def files_under_top(d):
    return [f for f in os.listdir(d) if f.endswith(SRC_EXT)]


if __name__ == "__main__":
    sys.exit(main(sys.argv))
