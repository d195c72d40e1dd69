#!/usr/bin/env python3
"""Partial parsing (analyzer/pychunk.h) changes how much hotlint parses, never what it reports.

For every tree below, the JSON report (findings, tool diagnostics, counts) with partial parsing
is byte-identical to the one with every file parsed whole (HOTLINT_FULL_PARSE=1), in every
output format for the examples. The statistics must show that partial parsing did leave code
out (so these comparisons are not two whole-file runs), and the partial_parse fixture must need
a second analysis round (a statement left out was needed after all).
"""
import os
import re
import tempfile

from e2e_common import EXAMPLES, CORPUS, Tap, hotlint

TREES = [EXAMPLES, CORPUS, "testdata/rules", "testdata/hot", "testdata/cuda", "testdata/config/repos"]


def run(args, full):
    env = dict(os.environ)
    env.pop("HOTLINT_FULL_PARSE", None)
    if full:
        env["HOTLINT_FULL_PARSE"] = "1"
    return hotlint(*args, env=env, timeout=300)


def variants(tmp):
    """testdata/hot/partial_parse rewritten with CRLF line ends, with tab indentation, and with
    old-Mac CR line ends (which the splitter does not cut: parsed whole)."""
    src = "testdata/hot/partial_parse"
    out = {}
    for name, conv in (("crlf", lambda b: b.replace(b"\n", b"\r\n")),
                       ("tabs", lambda b: re.sub(rb"(?m)^((?:    )+)", lambda m: b"\t" * (len(m.group(1)) // 4), b)),
                       ("cr", lambda b: b.replace(b"\n", b"\r"))):
        d = os.path.join(tmp, name)
        os.makedirs(d)
        for fn in os.listdir(src):
            if fn.endswith(".py"):
                with open(os.path.join(src, fn), "rb") as f, open(os.path.join(d, fn), "wb") as g:
                    g.write(conv(f.read()))
        out[name] = d
    return out


def main():
    t = Tap()
    with tempfile.TemporaryDirectory(prefix="hl-partial-") as tmp:
        for name, d in variants(tmp).items():
            args = ["--no-config", "--no-cache", "--debug-hot", "."]
            env = dict(os.environ)
            env.pop("HOTLINT_FULL_PARSE", None)
            a = hotlint(*args, cwd=d, env=env)
            b = hotlint(*args, cwd=d, env=dict(env, HOTLINT_FULL_PARSE="1"))
            hot_a = sorted(ln for ln in a.out.splitlines() if ln.startswith("hot "))
            hot_b = sorted(ln for ln in b.out.splitlines() if ln.startswith("hot "))
            t.check(hot_a == hot_b and len(hot_a) >= 10, f"partial_parse with {name} line ends/indentation: same hot sites",
                    f"{len(hot_a)} vs {len(hot_b)} hot sites")
            st = hotlint("--no-config", "--no-cache", "--format", "json", "--statistics", ".", cwd=d, env=env).json()["stats"]
            want_skip = name != "cr"
            t.check((st.get("bytes_skipped", 0) > 0) == want_skip,
                    f"partial_parse with {name}: " + ("parsed in part" if want_skip else "parsed whole (no line breaks the splitter cuts at)"),
                    str(st))
    for tree in TREES:
        if not os.path.isdir(tree):
            t.skip(f"{tree}: same report", "not in this checkout")
            continue
        args = ["--no-config", "--no-cache", "--format", "json", tree]
        a, b = run(args, False), run(args, True)
        t.check(a.rc == b.rc and a.out == b.out, f"{tree}: partial and whole-file parsing give the same JSON report",
                f"exit {a.rc} vs {b.rc}", a.out[:600], b.out[:600])
        # one thread against two: the parse pool, the frontier rounds and (above 512 hot sites,
        # testdata/rules) the rules' threads must not change a byte
        j1, j2 = run(["-j", "1"] + args, False), run(["-j", "2"] + args, False)
        t.check(j1.rc == j2.rc and j1.out == j2.out == a.out, f"{tree}: -j1 and -j2 give the same JSON report",
                j1.out[:300], j2.out[:300])
    for fmt in ("text", "sarif", "github"):
        args = ["--no-cache", "--format", fmt, EXAMPLES]
        a, b = run(args, False), run(args, True)
        t.check(a.rc == b.rc and a.out == b.out, f"{EXAMPLES}: same {fmt} report")

    st = run(["--no-cache", "--format", "json", "--statistics", EXAMPLES], False).json()["stats"]
    t.check(st.get("bytes_skipped", 0) > 0 and st["bytes_skipped"] < st["bytes_parsed"],
            "examples: partial parsing leaves code out", str(st))
    whole = run(["--no-cache", "--format", "json", "--statistics", EXAMPLES], True).json()["stats"]
    t.check(whole.get("bytes_skipped") == 0 and whole.get("files_reparsed") == 0,
            "HOTLINT_FULL_PARSE=1 parses every file whole", str(whole))
    case = "testdata/hot/partial_parse"
    st = run(["--no-config", "--no-cache", "--format", "json", "--statistics", case], False).json()["stats"]
    t.check(st.get("files_reparsed", 0) >= 4, f"{case}: the statements left out that turn out needed are parsed",
            str(st))
    # a file dropped after its scan and read again when a walk reaches it is scanned once
    st = run(["--no-config", "--no-cache", "--format", "json", "--statistics", "testdata/hot"], False).json()["stats"]
    t.check(st["files_scanned"] <= st["files_seen"] and st["files_parsed"] <= st["files_seen"],
            "testdata/hot: files scanned and parsed are counted once each (not more than seen)", str(st))
    return t.done()


if __name__ == "__main__":
    raise SystemExit(main())
