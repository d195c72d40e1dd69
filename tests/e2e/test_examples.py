#!/usr/bin/env python3
"""End-to-end runs of the built binary over testdata/examples (TAP).

  1. exact findings: every `# EXPECT:` in the examples is reported and nothing else is
     (tests/run_fixtures.py's matcher, the whole tree linted as one run so cross-module
     reachability is exercised the way a user runs it);
  2. cold code stays silent: no finding inside setup/teardown/validate_result/__init__/get_*
     methods or warm-up loops of the examples (found independently with Python's `ast`);
  3. text output: exit 1, a `path:line:col: CODE message` header per finding, the source line
     and a caret under the hazard's column;
  4. JSON: every DESIGN.md §6 field on every finding, with the right types and value sets;
  5. SARIF: validates against shared/schemas/sarif-schema-2.1.0.json (skipped if absent) and
     carries what DESIGN.md §6 lists;
  6. determinism: text/JSON/SARIF byte-identical for -j1, -j2 and a repeated run, and for a
     warm (cached) run after a cold one.
"""
import ast
import json
import os
import re
import shutil
import sys
import tempfile

from e2e_common import (CATEGORIES, CODE_RE, EXAMPLES, HOTLINT, ROOT_KINDS, SARIF_SCHEMA, SEVERITIES, Tap,
                        crashed, hotlint)
import run_fixtures

COLD_METHODS = {"setup", "teardown", "validate_result", "__init__", "get_config", "get_custom_metrics",
                "get_verify_output", "get_input_signature", "get_output_tolerance", "_reference"}


def example_files():
    return [f for f in run_fixtures.files_under(EXAMPLES) if f.endswith(".py")]


def cold_ranges(path):
    """(first, last, why) line ranges that must never hold a finding: cold methods and warm-up loops."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in COLD_METHODS:
            out.append((node.lineno, node.end_lineno, f"{node.name}()"))
        if isinstance(node, ast.For):
            it = ast.unparse(node.iter)
            if re.match(r"range\(.*warm", it) or it in ("range(10)", "range(5)"):
                out.append((node.lineno, node.end_lineno, f"warm-up loop `for ... in {it}`"))
    return out


def check_fields(t, doc):
    problems = []
    for k in ("version", "findings", "errors", "stats"):
        if k not in doc:
            problems.append(f"top-level key {k!r} missing")
    findings = doc.get("findings", [])
    spec = {"path": str, "line": int, "col": int, "end_line": int, "end_col": int, "code": str, "name": str,
            "category": str, "severity": str, "message": str, "help": str, "chain": list, "root_kind": str,
            "in_loop": bool, "conditional": bool, "cost_us": (int, float), "microbench": str, "fingerprint": str}
    fps = set()
    for d in findings:
        where = f"{d.get('path')}:{d.get('line')} {d.get('code')}"
        for k, ty in spec.items():
            if k not in d:
                problems.append(f"{where}: field {k!r} missing")
            elif not isinstance(d[k], ty) or (ty is int and isinstance(d[k], bool)):
                problems.append(f"{where}: field {k!r} has type {type(d[k]).__name__}")
        if problems:
            continue
        if d["line"] < 1 or d["col"] < 1 or d["end_line"] < d["line"] or (d["end_line"] == d["line"] and d["end_col"] <= d["col"]):
            problems.append(f"{where}: bad span {d['line']}:{d['col']}-{d['end_line']}:{d['end_col']}")
        if not CODE_RE.match(d["code"]) or d["code"].startswith("HL0"):
            problems.append(f"{where}: finding code {d['code']!r} is not a rule code")
        if d["category"] not in CATEGORIES:
            problems.append(f"{where}: category {d['category']!r} not one of DESIGN §3")
        if d["severity"] not in SEVERITIES:
            problems.append(f"{where}: severity {d['severity']!r}")
        if d["root_kind"] not in ROOT_KINDS:
            problems.append(f"{where}: root_kind {d['root_kind']!r}")
        if not d["message"] or not d["help"] or not d["name"] or not d["microbench"]:
            problems.append(f"{where}: empty message/help/name/microbench")
        if os.path.isabs(d["path"]) or not os.path.exists(d["path"]):
            problems.append(f"{where}: path is not relative to the working directory")
        if not d["chain"]:
            problems.append(f"{where}: empty chain")
        for link in d["chain"]:
            if not (isinstance(link, dict) and isinstance(link.get("name"), str) and isinstance(link.get("path"), str)
                    and isinstance(link.get("line"), int) and link["line"] >= 1):
                problems.append(f"{where}: bad chain link {link!r}")
        if d["chain"] and d["chain"][-1].get("path") != d["path"] and len(d["chain"]) == 1:
            problems.append(f"{where}: a one-link chain must be in the finding's file")
        if d["cost_us"] < 0:
            problems.append(f"{where}: negative cost_us")
        if not re.match(r"^[0-9a-f]{16}$", d["fingerprint"]):
            problems.append(f"{where}: fingerprint {d['fingerprint']!r} is not 16 hex digits")
        if d["fingerprint"] in fps:
            problems.append(f"{where}: duplicate fingerprint")
        fps.add(d["fingerprint"])
    t.check(not problems and findings, f"json: every DESIGN §6 field on all {len(findings)} findings", *problems[:40])
    cats = sorted({d.get("category") for d in findings})
    t.check(len(cats) >= 5, f"json: findings span several categories ({', '.join(map(str, cats))})")
    roots = sorted({d.get("root_kind") for d in findings})
    t.check(len(roots) >= 4, f"json: findings come from several root kinds ({', '.join(map(str, roots))})")
    multi = [d for d in findings if len(d.get("chain") or []) >= 2]
    t.check(multi, "json: some finding is reached through a call chain (chain of 2+ links)")


def check_text(t, run, doc):
    if not t.check(run.rc == 1, "text: exit 1 when there are findings", run.describe()):
        return
    lines = run.out.split("\n")
    problems = []
    for d in doc["findings"]:
        head = f"{d['path']}:{d['line']}:{d['col']}: {d['code']}"
        idx = [i for i, ln in enumerate(lines) if ln.startswith(head)]
        if not idx:
            problems.append(f"no header line starting with {head!r}")
            continue
        i = idx[0]
        with open(d["path"], encoding="utf-8") as f:
            src = f.read().split("\n")[d["line"] - 1].rstrip()
        frame = lines[i + 1:i + 8]
        src_at = [k for k, ln in enumerate(frame) if ln.rstrip().endswith(src.strip())]
        if not src_at:
            problems.append(f"{head}: source line not shown under the header")
            continue
        shown = frame[src_at[0]]
        # the caret line follows the source line; its '^' sits under the hazard column
        caret = next((ln for ln in frame[src_at[0] + 1:src_at[0] + 3] if "^" in ln), None)
        if caret is None:
            problems.append(f"{head}: no caret line")
            continue
        gutter = len(shown.rstrip()) - len(src.rstrip())
        if caret.index("^") != gutter + d["col"] - 1:
            problems.append(f"{head}: caret at {caret.index('^')} but hazard column maps to {gutter + d['col'] - 1}")
    t.check(not problems, f"text: header, source line and caret for each of {len(doc['findings'])} findings", *problems[:20])
    # the cost summary: each section ("per iteration" first, then "once per timed region") costliest first
    sections, cur = [], None
    for ln in lines:
        if ln.startswith("Costliest "):
            cur = (ln, [])
            sections.append(cur)
        elif cur is not None and "µs" in ln:
            cur[1].append(float(ln.split()[0]))
        elif cur is not None:
            cur = None
    heads = [h for h, _ in sections]
    t.check(heads and heads[0] == "Costliest per iteration:" and len(heads) <= 2 and
            all(c == sorted(c, reverse=True) for _, c in sections) and sum(len(c) for _, c in sections) == 5,
            "text: the cost summary lists five findings, per-iteration costs first, each section costliest first", *heads)


def check_sarif(t, run):
    try:
        sarif = json.loads(run.out)
    except ValueError as e:
        t.fail("sarif: output is JSON", str(e), run.describe())
        return
    if not os.path.exists(SARIF_SCHEMA):
        t.skip("sarif: validates against the 2.1.0 schema", f"schema not found at {SARIF_SCHEMA}")
    else:
        try:
            import jsonschema
        except ImportError:
            t.skip("sarif: validates against the 2.1.0 schema", "python3 jsonschema is not installed")
        else:
            with open(SARIF_SCHEMA) as f:
                schema = json.load(f)
            cls = jsonschema.validators.validator_for(schema)
            errs = sorted(cls(schema).iter_errors(sarif), key=lambda e: list(e.absolute_path))
            t.check(not errs, "sarif: validates against the 2.1.0 schema",
                    *[f"{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}" for e in errs[:10]])
    problems = []
    runs = sarif.get("runs") or []
    if len(runs) != 1:
        problems.append(f"{len(runs)} runs, expected 1")
    else:
        r = runs[0]
        drv = r.get("tool", {}).get("driver", {})
        for k in ("name", "version", "informationUri", "rules"):
            if k not in drv:
                problems.append(f"tool.driver.{k} missing")
        rules = drv.get("rules", [])
        for rule in rules:
            for k in ("id", "name", "shortDescription", "fullDescription", "help", "defaultConfiguration", "properties"):
                if k not in rule:
                    problems.append(f"rule {rule.get('id')}: {k} missing")
            if "help" in rule and not ("text" in rule["help"] and "markdown" in rule["help"]):
                problems.append(f"rule {rule.get('id')}: help.text/help.markdown missing")
        if "columnKind" not in r:
            problems.append("run.columnKind missing")
        if "%SRCROOT%" not in (r.get("originalUriBaseIds") or {}):
            problems.append("run.originalUriBaseIds[%SRCROOT%] missing")
        inv = r.get("invocations") or [{}]
        if "executionSuccessful" not in inv[0]:
            problems.append("invocations[0].executionSuccessful missing")
        results = r.get("results") or []
        if not results:
            problems.append("no results")
        for res in results:
            rid = res.get("ruleId")
            ri = res.get("ruleIndex")
            if not isinstance(ri, int) or ri >= len(rules) or rules[ri].get("id") != rid:
                problems.append(f"{rid}: ruleIndex {ri} does not point at its rule")
            locs = res.get("locations") or []
            if len(locs) != 1:
                problems.append(f"{rid}: {len(locs)} locations")
                continue
            pl = locs[0].get("physicalLocation", {})
            al = pl.get("artifactLocation", {})
            if al.get("uriBaseId") != "%SRCROOT%" or al.get("uri", "").startswith("/"):
                problems.append(f"{rid}: artifactLocation {al}")
            reg = pl.get("region", {})
            if not reg.get("startLine") or not reg.get("startColumn") or not reg.get("endColumn"):
                problems.append(f"{rid}: region {reg}")
            if "primaryLocationLineHash" not in (res.get("partialFingerprints") or {}):
                problems.append(f"{rid}: partialFingerprints.primaryLocationLineHash missing")
            props = res.get("properties") or {}
            for k in ("category", "chain", "cost_us"):
                if k not in props:
                    problems.append(f"{rid}: properties.{k} missing")
    t.check(not problems, "sarif: DESIGN §6 structure (driver, rules, results, locations, fingerprints)", *problems[:20])


def normalize(fmt, out, drop_stats=False):
    """The report bytes, minus the run's wall time in JSON stats (and all stats when asked:
    a warm run parses fewer files by design)."""
    if fmt != "json":
        return out
    try:
        doc = json.loads(out)
    except ValueError:
        return out
    if drop_stats:
        doc.pop("stats", None)
    elif isinstance(doc.get("stats"), dict):
        doc["stats"].pop("wall_ms", None)
    return json.dumps(doc, sort_keys=False, indent=1).encode()


def main():
    t = Tap()
    # 1. exact findings over the whole tree
    problems = run_fixtures.check(HOTLINT, EXAMPLES, [], None)
    n_exp = sum(len(run_fixtures.expectations(f)) for f in run_fixtures.files_under(EXAMPLES))
    t.check(n_exp >= 10, f"examples carry at least 10 expectations ({n_exp})")
    t.check(not problems, f"exact findings over {EXAMPLES} ({n_exp} expected)", *problems)

    jrun = hotlint("--no-config", "--no-cache", "--format", "json", EXAMPLES)
    why = crashed(jrun)
    if why or not jrun.out.strip():
        t.fail("json run", why or "no output", jrun.describe())
        return t.done()
    try:
        doc = jrun.json()
    except ValueError as e:
        t.fail("json run: output is JSON", str(e), jrun.describe())
        return t.done()

    # 2. nothing in cold code
    bad = []
    cold_by_file = {f: cold_ranges(f) for f in example_files()}
    for d in doc.get("findings", []):
        for lo, hi, what in cold_by_file.get(os.path.normpath(d.get("path", "")), []):
            if lo <= d.get("line", 0) <= hi:
                bad.append(f"{d['path']}:{d['line']} {d['code']} inside {what} (lines {lo}-{hi})")
    n_cold = sum(len(v) for v in cold_by_file.values())
    t.check(n_cold >= 20, f"the examples have cold code to check ({n_cold} cold ranges)")
    t.check(not bad, "no finding in setup/teardown/validate_result/__init__/get_* or warm-up code", *bad)

    # 3. text with code frames
    trun = hotlint("--no-config", "--no-cache", EXAMPLES)
    if crashed(trun):
        t.fail("text run", crashed(trun), trun.describe())
    else:
        check_text(t, trun, doc)

    # 4. JSON fields
    check_fields(t, doc)

    # 5. SARIF
    srun = hotlint("--no-config", "--no-cache", "--format", "sarif", EXAMPLES)
    if crashed(srun):
        t.fail("sarif run", crashed(srun), srun.describe())
    else:
        check_sarif(t, srun)

    # 6. determinism: -j1 vs -j2 vs repeat, cold vs warm, byte for byte (stats.wall_ms, the one
    # run-dependent figure, is only written with --statistics).
    for fmt in ("text", "json", "sarif"):
        outs = {}
        for label, extra in (("-j1", ["-j", "1"]), ("-j2", ["-j", "2"]), ("-j2 again", ["-j", "2"]), ("-j8", ["-j", "8"])):
            r = hotlint("--no-config", "--no-cache", "--format", fmt, *extra, EXAMPLES, binary=True)
            outs[label] = (r.rc, r.out)
        base = outs["-j1"]
        diff = [k for k, v in outs.items() if v != base]
        t.check(not diff and base[1], f"{fmt}: byte-identical output for -j1, -j2, -j8 and a repeated run",
                *[f"{k} differs from -j1" for k in diff])
    cache = tempfile.mkdtemp(prefix="hotlint-e2e-cache-")
    try:
        runs = {}
        for label, extra in (("cold", ["--cache-dir", cache]), ("warm", ["--cache-dir", cache]), ("no-cache", ["--no-cache"])):
            for fmt in ("text", "sarif", "json"):
                r = hotlint("--no-config", *extra, "--format", fmt, EXAMPLES, binary=True)
                runs[(label, fmt)] = (r.rc, normalize(fmt, r.out, drop_stats=True))
        bad = [f"{fmt}: {label} differs from cold" for (label, fmt), v in runs.items() if v != runs[("cold", fmt)]]
        t.check(not bad, "cold (cache filled), warm (cache read) and --no-cache runs give identical reports", *bad)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    return t.done()


if __name__ == "__main__":
    sys.exit(main())
