"""Scripted LSP session against `$HOTLINT lsp` (suite `lsp`, TAP).

A temp workspace (a copy of tests/lsp/fixture: bench.py, whose benchmark_fn calls step() of
helper.py, plus a project marker) in a folder whose name needs percent-encoding. The server
is started elsewhere and must chdir to rootUri. Checks: diagnostics of the helper (reached
from the benchmark on disk) with code, range (UTF-16), severity, codeDescription, the chain
as relatedInformation; diagnostics follow the unsaved buffer (the file on disk never
changes); an unsaved edit of the benchmark in another buffer changes the helper's
diagnostics; the quickfix inserts `# hotlint: ignore[...] -- <reason>` and applying it
clears the finding; didClose clears; shutdown/exit exits 0. Prints the didChange latency on
a generated 5,000-line file as a TAP comment (bound: 2 s, so it cannot be flaky)."""
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import FIXTURE, Server, Tap, apply_edit, lsan_crashed, sanitizer_report, uri_of, utf16_len  # noqa: E402

T = Tap()


def codes(params):
    return [d["code"] for d in params["diagnostics"]]


def line_range(text, line, needle):
    """(start, end) UTF-16 characters of `needle` on 0-based `line`."""
    ln = text.split("\n")[line]
    i = ln.index(needle)
    return utf16_len(ln[:i]), utf16_len(ln[:i]) + utf16_len(needle)


def change(srv, uri, version, changes):
    srv.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": changes})


def gen_big(n_lines):
    """A benchmark module of n_lines lines: benchmark_fn calls a chain of helpers, one of which
    reads a tensor back with .item(); the rest is ordinary cold code."""
    out = ["import torch", "", ""]
    k = 0
    while len(out) < n_lines - 30:
        out += [f"def helper_{k}(x, scale={k}):",
                f"    # helper {k}: some arithmetic on the device",
                "    y = x * scale",
                "    z = y + 1",
                "    w = torch.relu(z)",
                "    if scale > 3:",
                "        w = w - 1",
                f"    return w  # end of helper {k}",
                "", ""]
        k += 1
    out += ["def hot_step(x):",
            "    y = helper_0(x)",
            "    v = y.sum().item()",
            "    return y, v",
            "",
            "",
            "class Bench:",
            "    def setup(self):",
            "        self.x = torch.randn(4096, device='cuda')",
            "",
            "    def benchmark_fn(self):",
            "        y, v = hot_step(self.x)",
            "        return y",
            ""]
    while len(out) < n_lines:
        out.append(f"# padding {len(out)}")
    return "\n".join(out[:n_lines]) + "\n"


def main():
    tmp = tempfile.mkdtemp(prefix="hotlint-lsp-")
    ws = os.path.join(tmp, "work space é%")
    shutil.copytree(FIXTURE, ws)
    open(os.path.join(ws, "pyproject.toml"), "w").close()
    helper_path = os.path.join(ws, "helper.py")
    bench_path = os.path.join(ws, "bench.py")
    disk_helper = open(helper_path).read()
    disk_bench = open(bench_path).read()
    srv = Server(cwd=tmp, env={"HOTLINT_LSP_LOG": "1"})
    try:
        session(srv, ws, helper_path, bench_path, disk_helper, disk_bench)
    except Exception as ex:  # a hang or a crash is a failure with the server's log
        T.check(False, "session ran to the end", repr(ex), srv.stderr.decode(errors="replace")[-4000:])
    finally:
        srv.close()
        shutil.rmtree(tmp, ignore_errors=True)
    T.done()


def session(srv, ws, helper_path, bench_path, disk_helper, disk_bench):
    r = srv.request("initialize", {"processId": os.getpid(), "rootUri": uri_of(ws), "capabilities": {},
                                   "workspaceFolders": [{"uri": uri_of(ws), "name": "ws"}]})
    caps = r.get("result", {}).get("capabilities", {})
    T.check(caps.get("positionEncoding", "utf-16") == "utf-16", "initialize: position encoding utf-16", r)
    sync = caps.get("textDocumentSync", {})
    T.check(sync.get("openClose") and sync.get("change") in (1, 2), "initialize: textDocumentSync open/close + change", r)
    T.check(caps.get("codeActionProvider", {}).get("codeActionKinds") == ["quickfix"], "initialize: quickfix code actions", r)
    srv.notify("initialized", {})

    hu, bu = uri_of(helper_path), uri_of(bench_path)
    text = disk_helper
    srv.notify("textDocument/didOpen", {"textDocument": {"uri": hu, "languageId": "python", "version": 1, "text": text}})
    p = srv.diagnostics(hu, 1)
    d = [x for x in p["diagnostics"] if x["code"] == "HL101"]
    T.check(len(d) == 1 and codes(p) == ["HL101"], "didOpen helper.py: one HL101 (reached from bench.py on disk)", p)
    if d:
        d = d[0]
        s, e = line_range(text, 5, "y.sum().item()")
        T.check(d["range"] == {"start": {"line": 5, "character": s}, "end": {"line": 5, "character": e}},
                "HL101 range is the `.item()` call", d["range"])
        T.check(d["severity"] == 1 and d["source"] == "hotlint", "HL101 severity error (1), source hotlint", d)
        T.check(d.get("codeDescription", {}).get("href", "").endswith("docs/rules.md#hl101"), "codeDescription links the rule doc", d)
        T.check("copies a value to the host" in d["message"] and "help:" in d["message"], "message and help", d["message"])
        ri = d.get("relatedInformation", [])
        ok = (len(ri) == 3 and ri[0]["location"]["uri"] == bu and ri[0]["location"]["range"]["start"]["line"] == 8
              and "Bench.benchmark_fn" in ri[0]["message"] and ri[1]["location"]["uri"] == bu
              and ri[1]["location"]["range"]["start"]["line"] == 9 and "step" in ri[1]["message"]
              and ri[2]["location"]["uri"] == hu and ri[2]["location"]["range"]["start"]["line"] == 5)
        T.check(ok, "relatedInformation: root Bench.benchmark_fn (bench.py:9) -> step (bench.py:10) -> hazard", ri)
        T.check(d.get("data", {}).get("code") == "HL101", "data carries the code for code actions", d.get("data"))

    # the buffer, not the disk: remove the hazard (incremental edit), then add another
    s, e = line_range(text, 5, "y.sum().item()")
    change(srv, hu, 2, [{"range": {"start": {"line": 5, "character": s}, "end": {"line": 5, "character": e}}, "text": "y.sum()"}])
    text = text.split("\n")
    text[5] = text[5].replace("y.sum().item()", "y.sum()")
    text = "\n".join(text)
    p = srv.diagnostics(hu, 2)
    T.check(codes(p) == [], "didChange removing `.item()` in the unsaved buffer: no diagnostics", p)
    T.check(open(helper_path).read() == disk_helper, "the file on disk is unchanged")
    change(srv, hu, 3, [{"range": {"start": {"line": 4, "character": 0}, "end": {"line": 4, "character": 0}},
                         "text": "    torch.cuda.synchronize()\n"}])
    p = srv.diagnostics(hu, 3)
    T.check([c[:3] for c in codes(p)] == ["HL2"] and p["diagnostics"][0]["range"]["start"]["line"] == 4,
            "didChange adding `torch.cuda.synchronize()`: a sync-explicit finding on that line", p)

    # full-text change; non-ASCII before the hazard: the column is in UTF-16 code units
    text = disk_helper.replace("    total = y.sum().item()", '    total = ("😀é", y.sum().item())[1]')
    change(srv, hu, 4, [{"text": text}])
    p = srv.diagnostics(hu, 4)
    s, e = line_range(text, 5, "y.sum().item()")
    got = p["diagnostics"][0]["range"] if p["diagnostics"] else None
    T.check(got == {"start": {"line": 5, "character": s}, "end": {"line": 5, "character": e}},
            f"UTF-16 columns after an astral character (expect {s}..{e})", p)
    text = disk_helper
    change(srv, hu, 5, [{"text": text}])
    p = srv.diagnostics(hu, 5)
    T.check(codes(p) == ["HL101"], "full-text didChange back to the disk text: HL101 again", p)

    # another buffer as context: the unsaved benchmark stops calling step() -> helper is cold
    srv.notify("textDocument/didOpen", {"textDocument": {"uri": bu, "languageId": "python", "version": 1, "text": disk_bench}})
    p = srv.diagnostics(bu, 1)
    T.check(codes(p) == [], "didOpen bench.py: no findings of its own", p)
    cold = disk_bench.replace("y = step(self.x)", "y = self.x")
    change(srv, bu, 2, [{"text": cold}])
    p = srv.diagnostics(hu)
    T.check(codes(p) == [], "unsaved bench.py no longer calls step(): helper.py's HL101 goes away", p)
    change(srv, bu, 3, [{"text": disk_bench}])
    p = srv.diagnostics(hu)
    T.check(codes(p) == ["HL101"], "bench.py calls step() again: HL101 is back", p)

    # code action: the suppression, then apply it in the buffer
    hazard = p["diagnostics"][0]
    r = srv.request("textDocument/codeAction", {"textDocument": {"uri": hu}, "range": hazard["range"],
                                                "context": {"diagnostics": [hazard]}})
    acts = r.get("result") or []
    ok = len(acts) == 1 and acts[0]["kind"] == "quickfix" and list(acts[0]["edit"]["changes"]) == [hu]
    T.check(ok, "codeAction: one quickfix editing helper.py", r)
    if ok:
        edits = acts[0]["edit"]["changes"][hu]
        want = {"range": {"start": {"line": 5, "character": 0}, "end": {"line": 5, "character": 0}},
                "newText": "    # hotlint: ignore[HL101] -- <reason>\n"}
        T.check(edits == [want], "the edit inserts `# hotlint: ignore[HL101] -- <reason>` above, indented", edits)
        T.check(acts[0].get("diagnostics") and acts[0]["diagnostics"][0]["code"] == "HL101", "the action names its diagnostic", acts[0])
        for ed in edits:
            text = apply_edit(text, ed)
        change(srv, hu, 6, [{"range": ed["range"], "text": ed["newText"]} for ed in edits])
        p = srv.diagnostics(hu, 6)
        T.check(codes(p) == [], "after applying the quickfix: no finding, no HL010/HL012", p)
        # tool diagnostics are published too: drop the reason -> HL010, which has no quickfix
        ln = text.split("\n")[5]
        cut = ln.index(" -- <reason>")
        change(srv, hu, 7, [{"range": {"start": {"line": 5, "character": utf16_len(ln[:cut])},
                                       "end": {"line": 5, "character": utf16_len(ln)}}, "text": ""}])
        text = "\n".join(x if i != 5 else ln[:cut] for i, x in enumerate(text.split("\n")))
        p = srv.diagnostics(hu, 7)
        t = [x for x in p["diagnostics"] if x["code"] == "HL010"]
        T.check(len(t) == 1 and t[0]["range"]["start"]["line"] == 5 and t[0]["severity"] == 2 and codes(p) == ["HL010"],
                "a suppression without a reason: tool diagnostic HL010 (warning) on its line, the finding stays waived", p)
        if t:
            r = srv.request("textDocument/codeAction", {"textDocument": {"uri": hu}, "range": t[0]["range"],
                                                        "context": {"diagnostics": t}})
            T.check(r.get("result") == [], "no suppression quickfix for a tool diagnostic", r)
        text = apply_edit(text, {"range": {"start": {"line": 5, "character": 0}, "end": {"line": 6, "character": 0}}, "newText": ""})
        change(srv, hu, 8, [{"range": {"start": {"line": 5, "character": 0}, "end": {"line": 6, "character": 0}}, "text": ""}])
        p = srv.diagnostics(hu, 8)
        T.check(codes(p) == ["HL101"], "removing the suppression line: HL101 is back", p)
    r = srv.request("textDocument/codeAction", {"textDocument": {"uri": hu}, "range": hazard["range"],
                                                "context": {"diagnostics": [hazard], "only": ["refactor"]}})
    T.check(r.get("result") == [], "codeAction with only=[refactor]: nothing", r)
    # C-family comment style for a CUDA file
    ku = uri_of(os.path.join(ws, "kernel.cu"))
    ktext = open(os.path.join(ws, "kernel.cu")).read()
    srv.notify("textDocument/didOpen", {"textDocument": {"uri": ku, "languageId": "cuda", "version": 1, "text": ktext}})
    p = srv.diagnostics(ku, 1, timeout=60)
    ks = [x for x in p["diagnostics"] if x["code"] == "HL251"]
    T.check(len(ks) == 1 and ks[0]["range"]["start"]["line"] == 18, "kernel.cu: HL251 (cudaDeviceSynchronize in the timed loop)", p)
    if ks:
        r = srv.request("textDocument/codeAction", {"textDocument": {"uri": ku}, "range": ks[0]["range"],
                                                    "context": {"diagnostics": ks}})
        acts = r.get("result") or []
        nt = acts[0]["edit"]["changes"][ku][0]["newText"] if acts else None
        T.check(nt == "        // hotlint: ignore[HL251] -- <reason>\n", "CUDA quickfix uses `//` and the line's indentation", r)

    # protocol errors do not stop the session
    r = srv.request("textDocument/hover", {"textDocument": {"uri": hu}, "position": {"line": 0, "character": 0}})
    T.check(r.get("error", {}).get("code") == -32601, "unknown request method: -32601 MethodNotFound", r)
    srv.send_raw(b"Content-Length: 9\r\n\r\n{not json")
    err = srv.wait_error()
    T.check(err.get("error", {}).get("code") == -32700 and err.get("id") is None, "malformed JSON: -32700 ParseError, id null", err)
    srv.notify("textDocument/didChange", {"textDocument": {"uri": uri_of(os.path.join(ws, "nope.py")), "version": 1},
                                          "contentChanges": [{"text": "x"}]})
    change(srv, hu, 9, [{"range": {"start": {"line": 100000, "character": 5}, "end": {"line": 100001, "character": 0}}, "text": ""}])
    p = srv.diagnostics(hu, 9)
    T.check(codes(p) == ["HL101"], "out-of-range positions are clamped; a change to an unopened document is ignored", p)

    # latency: didChange on a generated 5,000-line file (written to disk too, as a real file is)
    big_path = os.path.join(ws, "big_bench.py")
    big = gen_big(5000)
    open(big_path, "w").write(big)
    gu = uri_of(big_path)
    srv.notify("textDocument/didOpen", {"textDocument": {"uri": gu, "languageId": "python", "version": 1, "text": big}})
    p = srv.diagnostics(gu, 1, timeout=60)
    T.check("HL101" in codes(p), "5,000-line file: its `.item()` is found", codes(p))
    times = []
    hot_line = big.split("\n").index("    v = y.sum().item()")
    for i in range(7):
        # alternate: comment out / restore the hazard line (incremental edits, like typing)
        new = "    v = y.sum()     " if i % 2 == 0 else "    v = y.sum().item()"
        old = big.split("\n")[hot_line]
        t0 = time.monotonic()
        change(srv, gu, 2 + i, [{"range": {"start": {"line": hot_line, "character": 0},
                                           "end": {"line": hot_line, "character": utf16_len(old)}}, "text": new}])
        p = srv.diagnostics(gu, 2 + i, timeout=60)
        times.append((time.monotonic() - t0) * 1000)
        big = big.replace(old, new, 1)
        want_hazard = i % 2 == 1
        if ("HL101" in codes(p)) != want_hazard:
            T.check(False, f"5,000-line file edit {i}: diagnostics follow the edit", codes(p))
    med = statistics.median(times)
    T.comment(f"didChange -> publishDiagnostics on a 5,000-line file: median {med:.1f} ms, max {max(times):.1f} ms "
              f"over {len(times)} edits")
    T.check(med < 2000, f"didChange on a 5,000-line file answers in < 2 s (median {med:.1f} ms)")

    srv.notify("textDocument/didClose", {"textDocument": {"uri": hu}})
    p = srv.diagnostics(hu)
    T.check(p["diagnostics"] == [], "didClose clears the document's diagnostics", p)
    r = srv.request("shutdown")
    T.check("result" in r and r["result"] is None, "shutdown: result null", r)
    srv.notify("exit", None)
    rc = srv.wait_exit()
    T.check(rc == 0 or (rc in (1, -6) and lsan_crashed(srv.stderr.decode(errors="replace"))), "exit after shutdown: exit code 0", rc,
            srv.stderr.decode(errors="replace")[-3000:])
    err = srv.stderr.decode(errors="replace")
    # the server's own account of the runs after the big file's edits (HOTLINT_LSP_LOG): wall
    # and CPU time of lint_run, which is what a loaded machine cannot inflate
    runs = [ln for ln in err.splitlines() if "(big_bench.py) in" in ln][-len(times):]
    cpu = [float(ln.split("cpu ")[1].split(" ms")[0]) for ln in runs]
    wall = [float(ln.split(") in ")[1].split(" ms")[0]) for ln in runs]
    if cpu:
        T.comment(f"server side, per didChange on the 5,000-line file: lint_run wall median {statistics.median(wall):.1f} ms, "
                  f"CPU median {statistics.median(cpu):.1f} ms (3 open Python documents linted together)")
    T.check(not sanitizer_report(err), "no sanitizer reports", err[-3000:])


if __name__ == "__main__":
    main()
