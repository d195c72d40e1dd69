#!/usr/bin/env python3
"""Precision/recall of hotlint over the labeled corpus in testdata/corpus/.

The corpus files carry `# EXPECT: HLxxx` / `// EXPECT: HLxxx` labels (tests/run_fixtures.py
syntax) on every real hazard; everything else in them is a look-alike that must stay silent.
hotlint runs once over the whole corpus. Scoring, the way a labeled held-out corpus is scored:

  category level (the gate): findings and labels are each reduced to a set of
    (path, line, category); a finding is a true positive when the label set holds it.
    Two rules of one category on one line count once, so overlapping rules are neither
    rewarded nor punished.
  code level (printed): the same over (path, line, code).

The category of a code comes from the rule files (rules/<category>/<CODE>-<name>.yaml).
Tool diagnostics (HL0xx) are not scored but are listed.

Usage: score_corpus.py [--tap] [--min-precision P] [--min-recall R] [--verbose] [CORPUS]
  --tap   TAP output for meson: one test per language with labels, failing when precision or
          recall is under the minimum (defaults 0.90 / 0.85), plus one for the whole corpus.
"""
import argparse
import glob
import json
import os
import sys
from collections import defaultdict

from e2e_common import CORPUS, Tap, crashed, hotlint
import run_fixtures

LANG_BY_EXT = {".py": "python", ".pyi": "python", ".cu": "cuda", ".cuh": "cuda", ".cpp": "c++", ".cc": "c++",
               ".cxx": "c++", ".hpp": "c++", ".h": "c++", ".c": "c"}


def rule_categories():
    cats = {}
    for f in glob.glob("rules/*/HL*.yaml"):
        cats[os.path.basename(f).split("-", 1)[0]] = os.path.basename(os.path.dirname(f))
    return cats


def lang_of(path):
    return LANG_BY_EXT.get(os.path.splitext(path)[1], "other")


def ratio(a, b):
    return a / b if b else float("nan")


def score(corpus):
    cats = rule_categories()
    r = hotlint("--no-config", "--no-cache", "--format", "json", corpus, timeout=600)
    why = crashed(r)
    if why:
        raise RuntimeError(f"hotlint failed on {corpus}: {why}\n{r.describe()}")
    doc = r.json()
    found = [d for d in doc.get("findings", []) + doc.get("errors", []) if "line" in d]
    tools = [d for d in found if d["code"].startswith("HL0")]
    found = [d for d in found if not d["code"].startswith("HL0")]
    labels = []
    for f in run_fixtures.files_under(corpus):
        for e in run_fixtures.expectations(f):
            labels.append((os.path.normpath(f), e["line"], e["code"]))
    files = run_fixtures.files_under(corpus)

    def cat(code):
        return cats.get(code, "unknown(" + code + ")")

    res = {}
    for level in ("category", "code"):
        key = (lambda p, l, c: (p, l, cat(c))) if level == "category" else (lambda p, l, c: (p, l, c))
        F = {key(os.path.normpath(d["path"]), d["line"], d["code"]) for d in found}
        L = {key(p, l, c) for p, l, c in labels}
        rows = defaultdict(lambda: [0, 0, 0])        # (lang, category) -> tp, fp, fn
        for k in F | L:
            lg = lang_of(k[0])
            c = k[2] if level == "category" else cat(k[2])
            i = 0 if (k in F and k in L) else (1 if k in F else 2)
            rows[(lg, c)][i] += 1
        res[level] = {"rows": dict(rows), "fp": sorted(F - L), "fn": sorted(L - F)}
    return res, tools, files, labels, doc


def totals(rows, lang=None):
    tp = fp = fn = 0
    for (lg, _), (a, b, c) in rows.items():
        if lang is None or lg == lang:
            tp, fp, fn = tp + a, fp + b, fn + c
    return tp, fp, fn


def print_table(res, files, labels, out=sys.stdout, prefix=""):
    rows = res["category"]["rows"]
    langs = sorted({lg for lg, _ in rows} | {lang_of(f) for f in files})
    out.write(f"{prefix}corpus: {len(files)} files, {len(labels)} labels\n")
    out.write(f"{prefix}{'language':<8} {'category':<16} {'TP':>4} {'FP':>4} {'FN':>4} {'precision':>9} {'recall':>7}\n")
    for lg in langs:
        for (l2, c) in sorted(k for k in rows if k[0] == lg):
            tp, fp, fn = rows[(l2, c)]
            out.write(f"{prefix}{lg:<8} {c:<16} {tp:>4} {fp:>4} {fn:>4} {ratio(tp, tp + fp):>9.3f} {ratio(tp, tp + fn):>7.3f}\n")
        tp, fp, fn = totals(rows, lg)
        out.write(f"{prefix}{lg:<8} {'ALL':<16} {tp:>4} {fp:>4} {fn:>4} {ratio(tp, tp + fp):>9.3f} {ratio(tp, tp + fn):>7.3f}\n")
    tp, fp, fn = totals(rows)
    out.write(f"{prefix}{'all':<8} {'ALL':<16} {tp:>4} {fp:>4} {fn:>4} {ratio(tp, tp + fp):>9.3f} {ratio(tp, tp + fn):>7.3f}\n")
    ctp, cfp, cfn = totals(res["code"]["rows"])
    out.write(f"{prefix}code level (path, line, code): precision {ratio(ctp, ctp + cfp):.3f} recall {ratio(ctp, ctp + cfn):.3f}\n")


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("corpus", nargs="?", default=CORPUS)
    ap.add_argument("--tap", action="store_true")
    ap.add_argument("--min-precision", type=float, default=0.90)
    ap.add_argument("--min-recall", type=float, default=0.85)
    ap.add_argument("--verbose", "-v", action="store_true")
    a = ap.parse_args(argv[1:])
    t = Tap()
    try:
        res, tools, files, labels, _ = score(a.corpus)
    except (RuntimeError, ValueError) as e:
        if a.tap:
            t.fail("hotlint runs over the corpus", str(e))
            return t.done()
        print(e, file=sys.stderr)
        return 2
    lines = []

    class W:
        def write(self, s):
            lines.append(s)
    print_table(res, files, labels, W())
    detail = [f"false positive: {p}:{l} {c}" for p, l, c in res["category"]["fp"]] + \
             [f"missed: {p}:{l} {c}" for p, l, c in res["category"]["fn"]] + \
             [f"tool diagnostic: {d['path']}:{d['line']} {d['code']} {d.get('message', '')}" for d in tools]
    if not a.tap:
        sys.stdout.write("".join(lines))
        if a.verbose or detail:
            for d in detail:
                print("  " + d)
        tp, fp, fn = totals(res["category"]["rows"])
        ok = ratio(tp, tp + fp) >= a.min_precision and ratio(tp, tp + fn) >= a.min_recall
        return 0 if ok else 1
    for ln in "".join(lines).splitlines():
        print(f"# {ln}")
    rows = res["category"]["rows"]
    t.check(len(files) >= 15 and len(labels) >= 30, f"corpus has {len(files)} files and {len(labels)} labels")
    for lg in sorted({lg for lg, _ in rows}):
        tp, fp, fn = totals(rows, lg)
        if tp + fn < 5:
            continue
        p, r = ratio(tp, tp + fp), ratio(tp, tp + fn)
        t.check(p >= a.min_precision and r >= a.min_recall,
                f"{lg}: precision {p:.3f} (min {a.min_precision}), recall {r:.3f} (min {a.min_recall})",
                *[d for d in detail if lang_of(d.split(": ", 1)[1].split(":")[0]) == lg])
    tp, fp, fn = totals(rows)
    p, r = ratio(tp, tp + fp), ratio(tp, tp + fn)
    t.check(p >= a.min_precision and r >= a.min_recall,
            f"whole corpus: precision {p:.3f}, recall {r:.3f}")
    unknown = sorted({c for _, _, c in labels if c not in rule_categories()})
    t.check(not unknown, "every label names an existing rule", *unknown)
    return t.done()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
