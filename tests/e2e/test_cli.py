#!/usr/bin/env python3
"""The command line end to end (TAP): subcommands, rule selection, output options, exit codes.

  hotlint rules / hotlint rule CODE; --select/--ignore by code, code prefix and category
  (checked against the findings over testdata/examples); --output, --quiet, --format github;
  usage errors exit 2 with a one-line message (unknown option, unknown selector, -j 0, bad
  --format, missing path); a clean tree exits 0.
"""
import glob
import json
import os
import re
import sys
import tempfile

from e2e_common import CATEGORIES, EXAMPLES, Tap, crashed, hotlint


def prefix_selects(sel, code):
    """DESIGN §6 / rules.h: a code prefix must cover at least the code's hundreds, so `HL1`
    selects HL101..HL199 but not HL1001, and `HL10` selects HL10x and HL10xx."""
    d, p = code[2:], sel[2:]
    return d.startswith(p) and len(p) >= len(d) - 2


def findings(*args):
    r = hotlint("--no-config", "--no-cache", "--format", "json", *args, EXAMPLES)
    if crashed(r):
        return None, r
    try:
        return [d for d in r.json()["findings"] if not d["code"].startswith("HL0")], r
    except (ValueError, KeyError):
        return None, r


def main():
    t = Tap()
    r = hotlint("--version")
    t.check(r.rc == 0 and re.match(r"^hotlint \d+\.\d+\.\d+", r.out), "--version prints `hotlint X.Y.Z`", r.describe())
    r = hotlint("--help")
    t.check(r.rc == 0 and "--select" in r.out and "exit codes" in r.out, "--help lists the options and exit codes", r.describe())

    # rules / rule CODE
    r = hotlint("rules")
    codes = re.findall(r"^\s*(HL\d{3,4})\b", r.out, re.M)
    t.check(r.rc == 0 and len(codes) >= 10, f"`hotlint rules` lists rules ({len(codes)} listed)", r.describe())
    files = sorted(glob.glob("rules/*/HL*.yaml"))
    file_codes = sorted(os.path.basename(f).split("-", 1)[0] for f in files)
    t.check(sorted(set(codes)) == sorted(set(file_codes)) and codes,
            "`hotlint rules` lists exactly the rules/ files", f"listed only: {sorted(set(codes) - set(file_codes))}",
            f"files only: {sorted(set(file_codes) - set(codes))}")
    cats_listed = {c for c in CATEGORIES if re.search(rf"\b{re.escape(c)}\b", r.out)}
    t.check(cats_listed == set(CATEGORIES), "`hotlint rules` covers every category",
            f"missing: {sorted(set(CATEGORIES) - cats_listed)}")
    r = hotlint("rule", "HL101")
    t.check(r.rc == 0 and "HL101" in r.out and len(r.out.splitlines()) >= 5, "`hotlint rule HL101` prints its doc", r.describe())
    bad_docs = []
    for c in sorted(set(codes)):
        rr = hotlint("rule", c)
        if rr.rc != 0 or c not in rr.out or not re.search(r"(?i)example", rr.out):
            bad_docs.append(f"{c}: exit {rr.rc}, {len(rr.out)} bytes")
    t.check(codes and not bad_docs, f"`hotlint rule CODE` works for all {len(set(codes))} rules", *bad_docs)
    r = hotlint("rule", "HL9999")
    t.check(r.rc == 2 and "HL9999" in r.err, "`hotlint rule HL9999`: exit 2 naming the code", r.describe())

    # selection changes the output
    allf, r = findings()
    if allf is None or not allf:
        t.fail("examples produce findings to select from", r.describe())
    else:
        by_code = {}
        for d in allf:
            by_code.setdefault(d["code"], []).append(d)
        top = max(sorted(by_code), key=lambda c: len(by_code[c]))
        sel, _ = findings("--select", top)
        t.check(sel is not None and sel and {d["code"] for d in sel} == {top} and len(sel) == len(by_code[top]),
                f"--select {top} keeps exactly the {top} findings")
        prefix = top[:-2]               # the code's hundred: HL103 -> HL1, HL1051 -> HL10
        sel, _ = findings("--select", prefix)
        want = [d for d in allf if prefix_selects(prefix, d["code"])]
        t.check(sel is not None and len(sel) == len(want) and all(prefix_selects(prefix, d["code"]) for d in sel),
                f"--select {prefix} (prefix) keeps the {len(want)} {prefix}xx findings")
        sel, _ = findings("--ignore", prefix)
        t.check(sel is not None and len(sel) == len(allf) - len(want) and not any(prefix_selects(prefix, d["code"]) for d in sel),
                f"--ignore {prefix} drops the {len(want)} {prefix}xx findings")
        cats = sorted({d["category"] for d in allf})
        cat = cats[0]
        want = [d for d in allf if d["category"] == cat]
        sel, _ = findings("--select", cat)
        t.check(sel is not None and len(sel) == len(want) and {d["category"] for d in sel} == {cat},
                f"--select {cat} (category) keeps its {len(want)} findings")
        sel, _ = findings("--ignore", cat)
        t.check(sel is not None and len(sel) == len(allf) - len(want) and cat not in {d["category"] for d in sel},
                f"--ignore {cat} (category) drops its findings")
        if len(cats) >= 2:
            two = f"{cats[0]},{cats[1]}"
            want = [d for d in allf if d["category"] in cats[:2]]
            sel, _ = findings("--select", two)
            t.check(sel is not None and len(sel) == len(want), f"--select {two} (a list) keeps {len(want)} findings")
        sel, _ = findings("--select", top, "--ignore", top)
        t.check(sel == [], f"--select {top} --ignore {top} leaves nothing")

    # prefix semantics on the rule list itself (independent of the examples' findings)
    listed = sorted(set(codes))
    bad = []
    for pre in sorted({c[:-2] for c in listed} | {c[:3] for c in listed}):
        r = hotlint("--no-config", "--no-cache", "--preview", "--format", "sarif", "--select", pre, EXAMPLES)
        try:
            ran = {x["id"] for x in json.loads(r.out)["runs"][0]["tool"]["driver"]["rules"]}
        except (ValueError, KeyError, IndexError):
            bad.append(f"--select {pre}: no SARIF rules[] ({r.rc})")
            continue
        want = {c for c in listed if prefix_selects(pre, c)}
        if ran - {x for x in ran if x.startswith("HL0")} != want:
            bad.append(f"--select {pre}: ran {sorted(ran - want)[:5]} extra, {sorted(want - ran)[:5]} missing")
    t.check(listed and not bad, "code prefixes select by hundreds (HL1 = HL1xx, HL10 = HL10xx and HL10x)", *bad)

    # output options
    with tempfile.TemporaryDirectory() as tmp:
        outp = os.path.join(tmp, "report.json")
        r1 = hotlint("--no-config", "--no-cache", "--format", "json", "--output", outp, EXAMPLES)
        r2 = hotlint("--no-config", "--no-cache", "--format", "json", EXAMPLES)
        body = open(outp).read() if os.path.exists(outp) else None
        t.check(r1.rc == r2.rc == 1 and r1.out == "" and body is not None and json.loads(body)["findings"] == json.loads(r2.out)["findings"],
                "--output FILE writes the report there (same findings as stdout, exit 1)", r1.describe())
        clean = os.path.join(tmp, "clean")
        os.makedirs(clean)
        with open(os.path.join(clean, "ok.py"), "w") as f:
            f.write("import torch\n\n\nclass B:\n    def setup(self):\n        torch.cuda.synchronize()\n\n"
                    "    def benchmark_fn(self):\n        self.y = self.x @ self.w\n")
        r = hotlint("--no-config", "--no-cache", clean)
        t.check(r.rc == 0, "a clean tree exits 0", r.describe())
        # the cost summary keeps a cost paid once per timed region (a sleep outside the loop, 60 µs)
        # apart from, and after, those paid every iteration (.item() 20 µs, f-string 1 µs)
        once = os.path.join(tmp, "once")
        os.makedirs(once)
        with open(os.path.join(once, "bench.py"), "w") as f:
            f.write("import time\nimport torch\n\n\ndef run(x):\n    t0 = time.perf_counter()\n    time.sleep(0.1)\n"
                    "    for i in range(10):\n        s = x.sum().item()\n        name = f\"step{i}\"\n"
                    "    torch.cuda.synchronize()\n    return time.perf_counter() - t0, s, name\n")
        r = hotlint("--no-config", "--no-cache", once)
        tail = r.out[r.out.find("Costliest"):].splitlines()
        heads = [ln for ln in tail if ln.startswith("Costliest")]
        t.check(r.rc == 1 and heads == ["Costliest per iteration:", "Costliest once per timed region:"] and
                "HL809" in tail[-1] and "HL809" not in "".join(tail[:-2]),
                "the cost summary lists per-iteration costs first, then a cost paid once per timed region under its own head",
                r.describe())
        # --stdin-filename P: standard input is P's text (an editor's unsaved buffer); the file on
        # disk is neither read for it nor changed
        sd = os.path.join(tmp, "stdin")
        os.makedirs(sd)
        disk = "import torch\n\n\nclass B:\n    def benchmark_fn(self):\n        return self.x * 2\n"
        with open(os.path.join(sd, "bench.py"), "w") as f:
            f.write(disk)
        dirty = disk.replace("self.x * 2", "self.x.sum().item()").encode()
        r = hotlint("--no-config", "--no-cache", "--quiet", "--stdin-filename", "bench.py", cwd=sd, stdin=dirty)
        t.check(r.rc == 1 and re.match(r"^bench\.py:6:\d+: HL101 ", r.out) and len(r.out.splitlines()) == 1 and
                open(os.path.join(sd, "bench.py")).read() == disk,
                "--stdin-filename lints standard input as that file, and leaves the file on disk alone", r.describe())
        r = hotlint("--no-config", "--no-cache", "--quiet", "--stdin-filename", "bench.py", cwd=sd, stdin=disk.encode())
        with open(os.path.join(sd, "bench.py"), "wb") as f:
            f.write(dirty)
        r2 = hotlint("--no-config", "--no-cache", "--quiet", "--stdin-filename", "bench.py", cwd=sd, stdin=disk.encode())
        t.check(r.rc == 0 and r.out == "" and r2.rc == 0 and r2.out == "",
                "--stdin-filename: a clean buffer is clean, whatever the file on disk holds", r.describe(), r2.describe())
        r = hotlint("--no-config", "--no-cache", "--quiet", "--stdin-filename", "unsaved.py", cwd=sd, stdin=dirty)
        t.check(r.rc == 1 and r.out.startswith("unsaved.py:6:"),
                "--stdin-filename of a file not yet on disk lints the buffer under that name", r.describe())
    r = hotlint("--no-config", "--no-cache", "--quiet", EXAMPLES)
    full = hotlint("--no-config", "--no-cache", EXAMPLES)
    t.check(r.rc == 1 and 0 < len(r.out.splitlines()) < len(full.out.splitlines()),
            "--quiet prints findings without code frames", r.describe())
    r = hotlint("--no-config", "--no-cache", "--format", "github", EXAMPLES)
    lines = [ln for ln in r.out.splitlines() if ln.strip()]
    t.check(r.rc == 1 and lines and all(re.match(r"^::(error|warning|notice) file=[^,]+,line=\d+", ln) for ln in lines),
            "--format github prints one workflow annotation per finding", r.describe())

    # usage errors: exit 2 with a message, never a crash
    for args, what in ((["--bogus-option"], "unknown option"),
                       (["--select", "not-a-category"], "unknown --select"),
                       (["--select", "HL9999"], "--select of a code that does not exist"),
                       (["--ignore", "nonsense"], "unknown --ignore"),
                       (["-j", "0"], "-j 0"),
                       (["-j", "many"], "-j many"),
                       (["--format", "xml"], "--format xml"),
                       (["--fail-on", "fatal"], "--fail-on fatal"),
                       (["--config", "/no/such/hotlint.yaml"], "--config of a missing file"),
                       (["--config", "x.yaml", "--no-config"], "--config with --no-config")):
        r = hotlint(*args, EXAMPLES)
        t.check(r.rc == 2 and r.err.strip() != "",
                f"{what}: exit 2 with a message", r.describe())
    return t.done()


if __name__ == "__main__":
    sys.exit(main())
