#!/usr/bin/env python3
"""evidence_table.py EVIDENCE.json [--findings] — an evidence.json from `hotlint confirm` as
Markdown tables (docs/gpu-evidence.md is made with it). Default: one row per program, case and
work size. --findings: one row per finding at its headline size.

Numbers are µs per iteration, medians over the ABBA pairs; C = CONFIRMED, R = REFUTED.
"""
import json
import sys


def fmt(x, nd=2):
    return "—" if x is None else f"{x:.{nd}f}"


def program_rows(ev):
    print("| program (template, params) | case | size | control | candidate | overhead | % | MAD (control) | verdict | reading |")
    print("|---|---|---|---:|---:|---:|---:|---:|---|---|")
    for p in ev["programs"]:
        label = f"`{p['name']}`" + (" (negative control)" if p["role"] == "negative-control" else "")
        if p["status"] != "ok":
            print(f"| {label} | — | — | — | — | — | — | — | {p['status']}: {p['error']} | — |")
            continue
        for c in p["cases"]:
            for i, s in enumerate(c["sizes"]):
                v = "**C**" if s["verdict"] == "CONFIRMED" else "R"
                print(f"| {label if i == 0 else ''} | {c['case']} | {s['size']} | {fmt(s['control_us'])} | {fmt(s['candidate_us'])} | "
                      f"{s['overhead_us']:+.2f} | {fmt(s['overhead_pct'], 1)} | {fmt(s['control_mad_us'], 3)} | {v} | {s['reading']} |")


def finding_rows(ev):
    print("| finding | code | program | headline size | overhead | % | verdict |")
    print("|---|---|---|---|---:|---:|---|")
    for fp, f in sorted(ev["findings"].items(), key=lambda kv: (kv[1].get("path", ""), kv[1].get("line", 0), kv[1].get("code", ""))):
        h = f["headline"]
        print(f"| `{f['path']}:{f['line']}` | {f['code']} | `{f['program']}` | {h['size']} | {h['overhead_us']:+.2f} | {fmt(h['overhead_pct'], 1)} | "
              f"{'**CONFIRMED**' if f['verdict'] == 'CONFIRMED' else 'REFUTED'} |")
    for u in ev.get("unmeasured", []):
        print(f"| `{u['fingerprint']}` | — | `{u['program']}` | — | — | — | unmeasured: {u['reason']} |")


def main(argv):
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    ev = json.load(open(argv[0], encoding="utf-8"))
    (finding_rows if "--findings" in argv else program_rows)(ev)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
