#!/usr/bin/env python3
"""Inline-expectation fixture runner (TAP). STYLE.md §7.

A fixture is a source file or a folder of them. Expected diagnostics are written in the
fixtures themselves, in comments:

    x = t.item()            # EXPECT: HL101
    torch.cuda.synchronize()
    # EXPECT: HL201 torch.cuda.synchronize
    # EXPECT: @-3:9 HL101
    // EXPECT: HL301            (C/C++/CUDA)

`EXPECT: [@[+|-]N][:COL] CODE [text]`:
  - a trailing EXPECT (code before it on the line) refers to its own line;
  - an EXPECT on a line of its own refers to the nearest line above that is not an EXPECT
    comment; `@-N` / `@+N` counts from the comment's own line instead;
  - `:COL` (1-based) is checked when given; `text` must appear in the message when given.
Every diagnostic hotlint reports must be expected and every expectation must be reported:
a missing or an extra diagnostic fails the fixture. Tool diagnostics (HL0xx) count too.

Usage: run_fixtures.py [--args "..."] [--per-code] PATH...
  --per-code   for testdata/rules/<CODE>/...: run each fixture with `--select <CODE>` plus the
               tool codes, so only that rule is enabled.
"""
import json
import os
import re
import shlex
import subprocess
import sys

EXPECT_RE = re.compile(r"(?:#|//)\s*EXPECT:\s*(?:@([+-]?\d+))?(?::(\d+))?\s+(HL\d+)\s*(.*?)\s*$")
SRC_EXT = (".py", ".pyi", ".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h", ".hpp")


def expectations(path):
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    for i, line in enumerate(lines, start=1):
        m = EXPECT_RE.search(line)
        if not m:
            continue
        rel, col, code, text = m.groups()
        before = line[: m.start()].strip()
        if rel is not None:
            target = i + int(rel)
        elif before:
            target = i
        else:
            target = i - 1
            while target > 0 and EXPECT_RE.search(lines[target - 1]) and not lines[target - 1][: EXPECT_RE.search(lines[target - 1]).start()].strip():
                target -= 1
        out.append({"line": target, "col": int(col) if col else None, "code": code, "text": text, "at": i})
    return out


def files_under(p):
    if os.path.isfile(p):
        return [p]
    res = []
    for root, dirs, files in os.walk(p):
        dirs.sort()
        for fn in sorted(files):
            if fn.endswith(SRC_EXT):
                res.append(os.path.join(root, fn))
    return res


def run_one(hotlint, target, extra_args, select):
    cmd = [hotlint, "--no-config", "--format", "json", "-j", "2"] + extra_args
    if select:
        cmd += ["--select", select]
    cmd.append(target)
    p = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    if p.returncode not in (0, 1):
        return None, f"exit {p.returncode}: {p.stderr.strip()[:2000]}"
    try:
        doc = json.loads(p.stdout)
    except ValueError as e:
        return None, f"bad JSON ({e}): {p.stdout[:500]}"
    return doc, None


def check(hotlint, target, extra_args, select):
    doc, err = run_one(hotlint, target, extra_args, select)
    if err:
        return [err]
    got = []
    for d in doc.get("findings", []) + doc.get("errors", []):
        if "line" not in d:
            continue
        got.append(d)
    exp = []
    for f in files_under(target):
        for e in expectations(f):
            e["path"] = os.path.normpath(f)
            exp.append(e)
    problems = []
    used = [False] * len(got)
    for e in exp:
        hit = None
        for k, d in enumerate(got):
            if used[k] or os.path.normpath(d["path"]) != e["path"] or d["line"] != e["line"] or d["code"] != e["code"]:
                continue
            if e["col"] is not None and d.get("col") != e["col"]:
                continue
            if e["text"] and e["text"] not in d.get("message", ""):
                continue
            hit = k
            break
        if hit is None:
            problems.append(f"missing {e['code']} at {e['path']}:{e['line']}" + (f":{e['col']}" if e["col"] else "") +
                            (f" ({e['text']!r})" if e["text"] else "") + f" (EXPECT on line {e['at']})")
        else:
            used[hit] = True
    for k, d in enumerate(got):
        if not used[k]:
            problems.append(f"unexpected {d['code']} at {d['path']}:{d['line']}:{d.get('col')}: {d.get('message')}")
    return problems


def main(argv):
    hotlint = os.environ.get("HOTLINT", "build/hotlint")
    extra = []
    per_code = False
    paths = []
    i = 1
    while i < len(argv):
        if argv[i] == "--args":
            extra += shlex.split(argv[i + 1])
            i += 2
        elif argv[i] == "--per-code":
            per_code = True
            i += 1
        else:
            paths.append(argv[i])
            i += 1
    targets = []
    for p in paths:
        if per_code:
            # testdata/rules/<CODE>/<fixture>: each file or sub-folder is one fixture
            for code in sorted(os.listdir(p)):
                d = os.path.join(p, code)
                if not os.path.isdir(d):
                    continue
                for fx in sorted(os.listdir(d)):
                    targets.append((os.path.join(d, fx), code + ",HL0"))
        else:
            for fx in sorted(os.listdir(p)) if os.path.isdir(p) else [p]:
                t = os.path.join(p, fx) if os.path.isdir(p) else p
                if os.path.isdir(t) or t.endswith(SRC_EXT):
                    targets.append((t, None))
    print(f"1..{len(targets)}")
    failed = 0
    for n, (t, sel) in enumerate(targets, start=1):
        problems = check(hotlint, t, extra, sel)
        if problems:
            failed += 1
            print(f"not ok {n} - {t}")
            for pr in problems:
                print(f"  # {pr}")
        else:
            print(f"ok {n} - {t}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
