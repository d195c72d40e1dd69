#!/usr/bin/env python3
"""End-to-end config fixture repos (TAP): testdata/config/repos/<name>/, runs in cases.json.

Each repo is copied to a temp folder (so hotlint.yaml discovery, allowlists and `git init`
happen there; `dot.gitignore` becomes `.gitignore`), then linted with
`--format json --show-waived`. Expectations live in the files, as comments (same placement
rules as tests/run_fixtures.py):
    # EXPECT: [@±N] CODE [sev=LEVEL] [text]   reported, not waived (tool codes too; YAML files too)
    # WAIVED: KIND CODE                        reported as waived: inline, file, allowlist or seed
Anything reported and not expected fails. A run may name `only` (folders whose expectations
apply) and `todo` (a known gap, reported as TAP TODO while it fails).
`roundtrip`: --write-allowlist, then fill the TODO reasons, re-run: zero findings, zero
stale; the SARIF of that run (with the waived findings shown) validates against the schema
and marks allowlist waivers `external`.
When the canary (repos/canary) yields no finding, the Python pipeline is not built yet and
every case is skipped.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SRC = os.environ.get("HOTLINT_SRC", os.getcwd())
HOTLINT = os.environ.get("HOTLINT", os.path.join(SRC, "build", "hotlint"))
ENV = dict(os.environ, HOTLINT_RULES=os.path.join(SRC, "rules"), NO_COLOR="1")
REPOS = os.path.join(SRC, "testdata", "config", "repos")
SCHEMA = os.environ.get("HOTLINT_SARIF_SCHEMA", os.path.join(SRC, "..", "shared", "schemas", "sarif-schema-2.1.0.json"))

MARK_RE = re.compile(r"#\s*(EXPECT|WAIVED):\s*(?:@([+-]?\d+))?\s*(?:(inline|file|allowlist|seed)\s+)?(HL\d+)\s*(?:sev=(\w+))?\s*(.*?)\s*$")

n = 0
failed = 0


def tap(ok, name, detail=None, todo=None, skip=None):
    global n, failed
    n += 1
    suffix = f" # TODO {todo}" if todo else f" # SKIP {skip}" if skip else ""
    print(f"{'ok' if ok else 'not ok'} {n} - {name}{suffix}")
    if not ok:
        if not todo:
            failed += 1
        for line in (detail or "").splitlines():
            print(f"# {line}")
    sys.stdout.flush()


def marks(path, rel):
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    for i, line in enumerate(lines, start=1):
        m = MARK_RE.search(line)
        if not m:
            continue
        kind, off, waive, code, sev, text = m.groups()
        before = line[: m.start()].strip()
        if off is not None:
            target = i + int(off)
        elif before:
            target = i
        else:
            target = i - 1
            while target > 0 and MARK_RE.search(lines[target - 1]) and not lines[target - 1][: MARK_RE.search(lines[target - 1]).start()].strip():
                target -= 1
        out.append({"kind": kind, "waive": waive, "code": code, "sev": sev, "text": text, "line": target, "path": rel, "at": i})
    return out


def all_marks(root, only):
    res = []
    for d, dirs, files in os.walk(root):
        dirs.sort()
        for fn in sorted(files):
            p = os.path.join(d, fn)
            rel = os.path.relpath(p, root)
            if only and not any(rel == o or rel.startswith(o.rstrip("/") + "/") for o in only):
                continue
            if fn.endswith((".py", ".yaml", ".cu", ".cpp", ".h")):
                res += marks(p, rel)
    return res


def lint(cwd, args, extra=()):
    p = subprocess.run([HOTLINT, "--format", "json", "--show-waived", "-j", "2"] + list(extra) + args, cwd=cwd,
                       capture_output=True, env=ENV, timeout=120)
    try:
        doc = json.loads(p.stdout.decode("utf-8", "replace"))
    except ValueError:
        doc = None
    return p.returncode, doc, p.stderr.decode("utf-8", "replace")


def check(doc, exp):
    got = [d for d in doc.get("findings", []) + doc.get("errors", []) if "line" in d]
    used = [False] * len(got)
    problems = []
    for e in exp:
        hit = None
        for k, d in enumerate(got):
            if used[k] or os.path.normpath(d["path"]) != os.path.normpath(e["path"]) or d["line"] != e["line"] or d["code"] != e["code"]:
                continue
            w = d.get("waived")
            if e["kind"] == "EXPECT" and w:
                continue
            if e["kind"] == "WAIVED" and (not w or w.get("kind") != e["waive"]):
                continue
            if e["sev"] and d.get("severity") != e["sev"]:
                continue
            if e["text"] and e["text"] not in d.get("message", ""):
                continue
            hit = k
            break
        if hit is None:
            problems.append(f"missing {e['kind']} {e['waive'] or ''} {e['code']} at {e['path']}:{e['line']}"
                            + (f" sev={e['sev']}" if e["sev"] else "") + (f" ({e['text']!r})" if e["text"] else "") + f" (line {e['at']})")
        else:
            used[hit] = True
    for k, d in enumerate(got):
        if not used[k]:
            w = d.get("waived")
            problems.append(f"unexpected {d['code']} at {d['path']}:{d['line']}:{d.get('col')}"
                            + (f" [waived: {w.get('kind')}]" if w else "") + f": {d.get('message')} ({d.get('severity')})")
    return problems


def copy_repo(name):
    tmp = tempfile.mkdtemp(prefix=f"hotlint-cfg-{name}-")
    dst = os.path.join(tmp, name)
    shutil.copytree(os.path.join(REPOS, name), dst)
    for d, _, files in os.walk(dst):
        for fn in files:
            if fn == "dot.gitignore":
                os.rename(os.path.join(d, fn), os.path.join(d, ".gitignore"))
    return tmp, dst


def git_init(path):
    cmd = "git init -q . && git -c user.email=t@t -c user.name=t add -A && git -c user.email=t@t -c user.name=t commit -q -m fixture"
    return subprocess.run(cmd, shell=True, cwd=path, capture_output=True).returncode == 0


def roundtrip(name, todo=None):
    def tap(ok, label, detail=None):
        globals()["tap"](ok, label, detail, todo=todo if not ok else None)
    tmp, root = copy_repo(name)
    try:
        rc, doc, err = lint(root, ["."], ["--write-allowlist", "allowlists/baseline.yaml"])
        nfind = len(doc["findings"]) if doc else 0
        tap(rc == 1 and nfind > 0 and os.path.exists(os.path.join(root, "allowlists/baseline.yaml")),
            f"{name}: --write-allowlist writes allowlists/baseline.yaml ({nfind} findings)", f"exit {rc}\n{err}")
        text = open(os.path.join(root, "allowlists/baseline.yaml")).read()
        rc, doc, err = lint(root, ["."], ["--write-allowlist", "allowlists/again.yaml"])
        again = open(os.path.join(root, "allowlists/again.yaml")).read() if os.path.exists(os.path.join(root, "allowlists/again.yaml")) else ""
        os.unlink(os.path.join(root, "allowlists/again.yaml")) if again else None
        tap(again == text, f"{name}: written allowlist is deterministic")
        todo_errs = [e for e in (doc or {}).get("errors", []) if e["code"] == "HL022"]
        open_findings = [d for d in (doc or {}).get("findings", []) if not d.get("waived")]
        tap(len(todo_errs) == text.count('reason: "TODO"') and len(open_findings) == nfind,
            f"{name}: TODO reasons do not waive (HL022 per entry)", f"{len(todo_errs)} HL022, {len(open_findings)} open")
        with open(os.path.join(root, "allowlists/baseline.yaml"), "w") as f:
            f.write(text.replace('reason: "TODO"', 'reason: "measured on purpose"'))
        rc, doc, err = lint(root, ["."])
        open_findings = [d for d in doc.get("findings", []) if not d.get("waived")] if doc else ["?"]
        errors = doc.get("errors", []) if doc else ["?"]
        waived = [d for d in doc.get("findings", []) if d.get("waived", {}).get("kind") == "allowlist"] if doc else []
        tap(rc == 0 and not open_findings and not errors and len(waived) == nfind,
            f"{name}: filled reasons: zero findings, zero stale, every finding waived by the allowlist",
            f"exit {rc}\n{json.dumps(open_findings + errors, indent=1)[:3000]}\n{err}")
        p = subprocess.run([HOTLINT, "--format", "sarif", "--show-waived", "."], cwd=root, capture_output=True, env=ENV)
        try:
            sarif = json.loads(p.stdout)
            results = sarif["runs"][0]["results"]
            kinds = {s.get("kind") for r in results for s in r.get("suppressions", [])}
            ok = bool(results) and kinds == {"external"}
            detail = f"suppression kinds {kinds}"
            try:
                import jsonschema
                if os.path.exists(SCHEMA):   # CI lays shared/ beside the clone; elsewhere the structure checks remain
                    jsonschema.validate(sarif, json.load(open(SCHEMA)))
                else:
                    detail += f" (schema not found at {SCHEMA}: not validated)"
            except ImportError:
                pass
            except Exception as e:  # noqa: BLE001 - any schema failure fails the test
                ok, detail = False, str(e)[:2000]
        except (ValueError, KeyError, IndexError) as e:
            ok, detail = False, f"bad SARIF: {e}"
        tap(ok, f"{name}: SARIF with waived findings validates, allowlist waivers are `external`", detail)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    cases = json.load(open(os.path.join(REPOS, "cases.json")))
    rc, doc, err = lint(os.path.join(REPOS, "canary"), ["--no-config", "bench.py"])
    built = bool(doc and doc.get("findings"))
    for name, runs in cases.items():
        for k, run in enumerate(runs):
            label = f"{name}: " + ("write-allowlist round trip" if run.get("roundtrip") else "hotlint " + " ".join(run.get("args", [])))
            if not built:
                tap(True, label, skip="the Python pipeline reports nothing on the canary yet")
                continue
            if run.get("roundtrip"):
                roundtrip(name, run.get("todo"))
                continue
            tmp, root = copy_repo(name)
            try:
                if run.get("git") and not git_init(root):
                    tap(True, label, skip="git not available")
                    continue
                rc, doc, err = lint(root, run["args"])
                if doc is None:
                    tap(False, label, f"exit {rc}, no JSON\n{err}", todo=run.get("todo"))
                    continue
                problems = check(doc, all_marks(root, run.get("only")))
                if rc not in (0, 1):
                    problems.append(f"exit {rc}: {err}")
                tap(not problems, label, "\n".join(problems), todo=run.get("todo") if problems else None)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
    print(f"1..{n}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
