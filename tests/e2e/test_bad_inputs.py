#!/usr/bin/env python3
"""Bad and hostile inputs never crash hotlint (TAP).

Every input is generated at test time in a temporary folder (nothing binary or large is
committed). Each case is a folder holding the bad input next to `good.py`, whose one hazard
must still be reported: a bad file may cost its own analysis, never the rest of the run.
For each case: exit 0/1 only (never 3, a signal or a hang), valid JSON, the tool diagnostic
the case calls for (diag.h: HL001 syntax error, HL002 unreadable / not a source file, HL003
undecodable text, HL004 skipped for size), and the good file's finding. Cases run both as
a walked folder and with the bad path named on the command line.
"""
import json
import os
import shutil
import stat
import sys
import tempfile

from e2e_common import SARIF_SCHEMA, Tap, crashed, hotlint

GOOD = """import torch


class GoodBench:
    def setup(self):
        self.x = torch.randn(1024, device="cuda")

    def benchmark_fn(self):
        return self.x.sum().item()
"""
GOOD_LINE = 9

# a file whose only hazard sits on line 5 (for line-ending and syntax-error cases)
HAZARD5 = ["import torch", "", "class B:", "    def benchmark_fn(self):", "        self.v = self.x.max().item()"]


def write(path, data):
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as f:
        f.write(data)


def diags(doc):
    return doc.get("findings", []) + doc.get("errors", [])


def run_case(t, name, root, build, expect, explicit=None, good_count=1, timeout=60):
    """build(dir) creates the bad input(s); expect(doc, dir) returns a list of problems."""
    d = os.path.join(root, name)
    os.makedirs(d)
    write(os.path.join(d, "good.py"), GOOD)
    skip = build(d)
    if skip:
        t.skip(f"{name}", skip)
        return
    targets = [[name]]
    if explicit:
        targets.append([os.path.join(name, e) for e in explicit] + [os.path.join(name, "good.py")])
    for tg in targets:
        how = "walked" if tg == [name] else "named"
        r = hotlint("--no-config", "--no-cache", "--format", "json", *tg, cwd=root, timeout=timeout)
        why = crashed(r)
        if why:
            t.fail(f"{name} ({how}): no crash", why, r.describe())
            continue
        try:
            doc = json.loads(r.out)
        except ValueError as e:
            t.fail(f"{name} ({how}): valid JSON", str(e), r.describe())
            continue
        problems = []
        goods = [x for x in diags(doc) if x.get("path") == os.path.join(name, "good.py") and not x.get("code", "").startswith("HL0")]
        if len(goods) != good_count or any(x.get("line") != GOOD_LINE for x in goods):
            problems.append(f"good.py: expected {good_count} finding(s) on line {GOOD_LINE}, got "
                            f"{[(x.get('code'), x.get('line')) for x in goods]}")
        problems += expect(doc, d, name)
        t.check(not problems, f"{name} ({how}): exit {r.rc}, no crash, good file still linted, expected diagnostics",
                *problems, *([r.describe()] if problems else []))


def tool(doc, name, fn, codes, allow_findings=False):
    """Problems unless a tool diagnostic with one of `codes` names name/fn (and, unless
    allow_findings, no rule finding does: the file could not be analysed)."""
    p = os.path.join(name, fn)
    got = [x for x in diags(doc) if x.get("path") == p]
    if not any(x.get("code") in codes for x in got):
        return [f"{fn}: expected {'/'.join(codes)}, got {[(x.get('code'), x.get('message')) for x in got]}"]
    bad = [x for x in got if not x.get("code", "").startswith("HL0")]
    return [f"{fn}: rule finding on an unreadable file: {bad}"] if bad and not allow_findings else []


def nothing_for(doc, name, fn):
    p = os.path.join(name, fn)
    got = [(x.get("code"), x.get("message")) for x in diags(doc) if x.get("path") == p]
    return [f"{fn}: expected no diagnostics, got {got}"] if got else []


def finding_at(doc, name, fn, line, tools=()):
    p = os.path.join(name, fn)
    got = [x for x in diags(doc) if x.get("path") == p]
    out = []
    if not any(x.get("line") == line and not x.get("code", "").startswith("HL0") for x in got):
        out.append(f"{fn}: expected a finding on line {line}, got {[(x.get('code'), x.get('line')) for x in got]}")
    for code in tools:
        if not any(x.get("code") == code for x in got):
            out.append(f"{fn}: expected {code}, got {[(x.get('code'), x.get('line')) for x in got]}")
    return out


def main():
    t = Tap()
    root = tempfile.mkdtemp(prefix="hotlint-e2e-bad-")
    try:
        cases(t, root)
    finally:
        for dp, dn, fn in os.walk(root):
            for n in dn + fn:
                try:
                    os.chmod(os.path.join(dp, n), 0o755, follow_symlinks=False)
                except (OSError, NotImplementedError):
                    pass
        shutil.rmtree(root, ignore_errors=True)
    return t.done()


def cases(t, root):
    run_case(t, "empty", root, lambda d: write(os.path.join(d, "empty.py"), b""),
             lambda doc, d, n: nothing_for(doc, n, "empty.py"), explicit=["empty.py"])
    run_case(t, "bom_only", root, lambda d: write(os.path.join(d, "bom.py"), b"\xef\xbb\xbf"),
             lambda doc, d, n: nothing_for(doc, n, "bom.py"), explicit=["bom.py"])

    def bom_hazard(d):
        write(os.path.join(d, "bom.py"), b"\xef\xbb\xbf" + "\n".join(HAZARD5).encode() + b"\n")
        write(os.path.join(d, "plain.py"), "\n".join(HAZARD5) + "\n")

    def same_cols(doc, d, n):
        cols = {fn: sorted(x.get("col") for x in diags(doc) if x.get("path") == os.path.join(n, fn) and x.get("line") == 5)
                for fn in ("bom.py", "plain.py")}
        out = finding_at(doc, n, "bom.py", 5) + finding_at(doc, n, "plain.py", 5)
        if cols["bom.py"] != cols["plain.py"]:
            out.append(f"columns differ with a BOM: {cols} (the BOM must not count)")
        return out
    run_case(t, "bom_hazard", root, bom_hazard, same_cols)
    # The undecodable-text cases hold a timing root (benchmark_fn), so they are analysed, not
    # just scanned: the message must come, and what precedes the bad bytes is still linted.
    hz = ("\n".join(HAZARD5) + "\n").encode()
    run_case(t, "nul_bytes", root, lambda d: write(os.path.join(d, "nul.py"), hz + b"x = 1\n\x00\x00\x00y = 2\n"),
             lambda doc, d, n: finding_at(doc, n, "nul.py", 5, tools=("HL003",)), explicit=["nul.py"])
    run_case(t, "invalid_utf8", root, lambda d: write(os.path.join(d, "latin1.py"), hz + b"# caf\xe9\nname = 'r\xe9sum\xe9'\n"),
             lambda doc, d, n: finding_at(doc, n, "latin1.py", 5, tools=("HL003",)), explicit=["latin1.py"])
    # UTF-16 (what some Windows editors save): its bytes hide every trigger word behind NULs,
    # so a byte scan alone would skip a real benchmark silently; it must be reported
    run_case(t, "utf16", root, lambda d: write(os.path.join(d, "utf16.py"), "\n".join(HAZARD5).encode("utf-16")),
             lambda doc, d, n: tool(doc, n, "utf16.py", ("HL003",)), explicit=["utf16.py"])

    # valid Python the grammar's indentation scanner trips on: a comment at column 0 between an
    # indented decorator and its def (ktransformers' models); no HL001, and the method is linted
    deco = ["import torch", "", "class B:", "    @staticmethod", "#     @auto_docstring", "    def step(x):",
            "        return x.max().item()", "", "    def benchmark_fn(self):", "        return B.step(self.x)"]

    def no_syntax_error(doc, d, n):
        out = finding_at(doc, n, "deco.py", 7)
        return out + [f"deco.py: unexpected {x.get('code')} on line {x.get('line')}" for x in diags(doc)
                      if x.get("path") == os.path.join(n, "deco.py") and x.get("code", "").startswith("HL0")]
    run_case(t, "comment_between_decorator_and_def", root,
             lambda d: write(os.path.join(d, "deco.py"), "\n".join(deco) + "\n"), no_syntax_error, explicit=["deco.py"])

    def binary(d):
        import random
        rnd = random.Random(1234)
        blob = bytearray(rnd.randrange(256) for _ in range(64 * 1024))
        blob[1000:1000] = b"\n    def benchmark_fn(self):\n        t.item()\n"   # a trigger, so it is parsed
        write(os.path.join(d, "blob.py"), bytes(blob))
    run_case(t, "binary_named_py", root, binary,
             lambda doc, d, n: tool(doc, n, "blob.py", ("HL002", "HL003"), allow_findings=True), explicit=["blob.py"])

    def unreadable(d):
        p = os.path.join(d, "secret.py")
        write(p, "\n".join(HAZARD5) + "\n")
        os.chmod(p, 0)
        try:
            with open(p, "rb"):
                pass
        except PermissionError:
            return None
        return "running as root: chmod 000 does not stop reads, so an unreadable file cannot be made here"
    run_case(t, "unreadable", root, unreadable,
             lambda doc, d, n: tool(doc, n, "secret.py", ("HL002",)), explicit=["secret.py"])

    def dir_named_py(d):
        os.makedirs(os.path.join(d, "pkg.py"))
        write(os.path.join(d, "pkg.py", "inner.py"), "\n".join(HAZARD5) + "\n")
    run_case(t, "directory_named_py", root, dir_named_py,
             lambda doc, d, n: nothing_for(doc, n, "pkg.py") + finding_at(doc, n, "pkg.py/inner.py", 5),
             explicit=["pkg.py"])

    def link_loop(d):
        os.symlink("loop_b.py", os.path.join(d, "loop_a.py"))
        os.symlink("loop_a.py", os.path.join(d, "loop_b.py"))
        os.makedirs(os.path.join(d, "sub"))
        os.symlink("..", os.path.join(d, "sub", "up"))
    run_case(t, "symlink_loop", root, link_loop,
             lambda doc, d, n: tool(doc, n, "loop_a.py", ("HL002",)) + tool(doc, n, "loop_b.py", ("HL002",)) +
             [f"folder loop walked: {x.get('path')}" for x in diags(doc) if "/up/" in x.get("path", "")])
    run_case(t, "symlink_loop_named", root,
             lambda d: os.symlink("loop.py", os.path.join(d, "loop.py")),
             lambda doc, d, n: tool(doc, n, "loop.py", ("HL002",)), explicit=["loop.py"])
    run_case(t, "dangling_symlink", root, lambda d: os.symlink("does_not_exist.py", os.path.join(d, "dangling.py")),
             lambda doc, d, n: tool(doc, n, "dangling.py", ("HL002",)))

    def fifo(d):
        if not hasattr(os, "mkfifo"):
            return "no mkfifo on this platform"
        os.mkfifo(os.path.join(d, "pipe.py"))
    run_case(t, "fifo_named_py", root, fifo,
             lambda doc, d, n: tool(doc, n, "pipe.py", ("HL002",)), explicit=["pipe.py"], timeout=30)

    hostile = ["with space.py", "100%done.py", "hash#1.py", "caf\u00e9_\u00fcml.py", "tab\tname.py", "%2e%2e.py"]

    def names(d):
        for fn in hostile:
            write(os.path.join(d, fn), "\n".join(HAZARD5) + "\n")
        write(os.path.join(os.fsencode(d), b"latin1_\xe9.py"), ("\n".join(HAZARD5) + "\n").encode())

    def names_expect(doc, d, n):
        out = []
        for fn in hostile:
            out += finding_at(doc, n, fn, 5)
        weird = [x for x in diags(doc) if "latin1_" in x.get("path", "") and not x.get("code", "").startswith("HL0")]
        if len(weird) != 1 or weird[0].get("line") != 5:
            out.append(f"non-UTF-8 file name: expected one finding on line 5, got {[(x.get('path'), x.get('line')) for x in weird]}")
        return out
    run_case(t, "hostile_file_names", root, names, names_expect)
    hostile_sarif(t, os.path.join(root, "hostile_file_names"))

    run_case(t, "crlf_endings", root, lambda d: write(os.path.join(d, "crlf.py"), ("\r\n".join(HAZARD5) + "\r\n").encode()),
             lambda doc, d, n: finding_at(doc, n, "crlf.py", 5))
    run_case(t, "cr_only_endings", root, lambda d: write(os.path.join(d, "cr.py"), ("\r".join(HAZARD5) + "\r").encode()),
             lambda doc, d, n: finding_at(doc, n, "cr.py", 5))
    run_case(t, "syntax_error", root,
             lambda d: write(os.path.join(d, "broken.py"), "\n".join(HAZARD5 + ["", "    def oops(self, :", "        return ]"]) + "\n"),
             lambda doc, d, n: finding_at(doc, n, "broken.py", 5, tools=("HL001",)))
    run_case(t, "unterminated_string", root,
             lambda d: write(os.path.join(d, "unterminated.py"), "\n".join(HAZARD5 + ['        s = """never closed', "x = 1"]) + "\n"),
             lambda doc, d, n: finding_at(doc, n, "unterminated.py", 5, tools=("HL001",)))

    def deep(d):
        depth = 20000
        write(os.path.join(d, "deep_parens.py"), "x = " + "(" * depth + "1" + ")" * depth + "\n")
        lines = ["def f(x):"]
        for i in range(400):
            lines.append("    " * (i + 1) + "if x:")
        lines.append("    " * 401 + "pass")
        write(os.path.join(d, "deep_blocks.py"), "\n".join(lines) + "\n")
        write(os.path.join(d, "deep_calls.py"), "class B:\n    def benchmark_fn(self):\n        y = " + "f(" * 5000 + "x" + ")" * 5000 + "\n")
        write(os.path.join(d, "long_line.py"), "class B:\n    def benchmark_fn(self):\n        y = [" + ", ".join(["t.item()"] * 2000) + "]\n")

    def deep_expect(doc, d, n):
        bad = [x for x in diags(doc) if x.get("path", "").startswith(n + "/deep") and x.get("code") not in ("HL001", "HL030")]
        return [f"deep nesting: unexpected {[(x.get('path'), x.get('code')) for x in bad]}"] if bad else []
    run_case(t, "deep_nesting", root, deep, deep_expect, explicit=["deep_parens.py", "deep_calls.py"])

    def big(d):
        with open(os.path.join(d, "huge.py"), "w") as f:
            chunk = "# " + "x" * 1021 + "\n"
            for _ in range(11 * 1024):
                f.write(chunk)
            f.write("class B:\n    def benchmark_fn(self):\n        self.t.item()\n")
    run_case(t, "too_large", root, big, lambda doc, d, n: tool(doc, n, "huge.py", ("HL004",)), explicit=["huge.py"])

    # a missing path on the command line is a usage error, not a crash
    r = hotlint("--no-config", "--no-cache", "no/such/path.py", cwd=root)
    t.check(r.rc == 2 and "no/such/path.py" in r.err, "missing command-line path: exit 2 with a message naming it", r.describe())


def hostile_sarif(t, d):
    r = hotlint("--no-config", "--no-cache", "--format", "sarif", ".", cwd=d)
    if crashed(r):
        t.fail("hostile file names: sarif run", crashed(r), r.describe())
        return
    try:
        sarif = json.loads(r.out)
    except ValueError as e:
        t.fail("hostile file names: sarif is JSON", str(e), r.describe())
        return
    import re
    uris = [res["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for run in sarif.get("runs", []) for res in run.get("results", [])]
    bad = [u for u in uris if re.search(r"[\s#?\x00-\x1f\x7f-\uffff]|%(?![0-9A-Fa-f]{2})", u)]
    t.check(len(uris) >= 7 and not bad, f"hostile file names: {len(uris)} SARIF uris, all percent-encoded",
            *[f"bad uri {u!r}" for u in bad])
    if os.path.exists(SARIF_SCHEMA):
        try:
            import jsonschema
            with open(SARIF_SCHEMA) as f:
                schema = json.load(f)
            errs = list(jsonschema.validators.validator_for(schema)(schema).iter_errors(sarif))
            t.check(not errs, "hostile file names: SARIF validates against the schema", *[e.message[:200] for e in errs[:5]])
        except ImportError:
            t.skip("hostile file names: SARIF validates against the schema", "jsonschema not installed")
    else:
        t.skip("hostile file names: SARIF validates against the schema", f"no schema at {SARIF_SCHEMA}")
    r = hotlint("--no-config", "--no-cache", ".", cwd=d)
    t.check(not crashed(r) and "with space.py" in r.out, "hostile file names: text output names the files", r.describe())


if __name__ == "__main__":
    sys.exit(main())
