"""Malformed and random input to `$HOTLINT lsp` (suite `lsp`, TAP).

One session walks through every kind of bad input — headers (negative, non-numeric, huge,
missing, conflicting Content-Length, no colon), bodies (empty, not JSON, invalid UTF-8, deep
nesting, non-objects), JSON-RPC shapes (id, method, jsonrpc, params of the wrong type) and LSP
params of the wrong types (positions negative, fractional, huge, out of range; unknown and
non-file URIs) — and after each one proves the server still answers (an unknown method must
come back as -32601 with the same id). Then: exit without shutdown exits 1, a truncated body
or header at end of input exits at once, and a seeded fuzz loop (random bytes and random
well-framed messages, with real lint runs on a fixture) must never crash, hang or report a
sanitizer error. $HOTLINT_FUZZ_SEED / $HOTLINT_FUZZ_N change the seed and the number of runs."""
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import FIXTURE, HOTLINT, Server, Tap, frame, sanitizer_report, uri_of  # noqa: E402

T = Tap()


def alive(srv, what):
    """The server answers an unknown method with -32601 and the same id."""
    try:
        rid = srv.request_async("hotlint/ping", {})
        r = srv.response(rid, timeout=20)
        ok = r.get("id") == rid and r.get("error", {}).get("code") == -32601
    except Exception as ex:  # noqa: BLE001
        r, ok = repr(ex), False
    T.check(ok, f"still answering after {what}", r, srv.stderr.decode(errors="replace")[-2000:] if not ok else "")
    return ok


def junk(srv, raw, code, what):
    """Sends `raw`, then a ping: the answer to the junk (error `code`, id null) must come first
    (answers keep the order of the input), then the ping's. A header-less body can only be
    told apart once the next message arrives, so the ping is sent without waiting."""
    srv.errors.clear()
    srv.send_raw(raw)
    ok = alive(srv, what)
    e = srv.errors[0] if srv.errors else None
    T.check(ok and e and e.get("error", {}).get("code") == code and e.get("id") is None,
            f"{what}: error {code} with id null", srv.errors)


def sanitizer_clean(err, what):
    T.check(not sanitizer_report(err), f"{what}: no sanitizer report", err[-3000:])


def session(ws):
    srv = Server(cwd=ws)
    srv.next_id = 1000
    try:
        r = srv.request("textDocument/codeAction", {})
        T.check(r.get("error", {}).get("code") == -32002, "a request before initialize: -32002 ServerNotInitialized", r)
        r = srv.request("initialize", {"rootUri": uri_of(ws), "capabilities": {}})
        T.check("capabilities" in r.get("result", {}), "initialize", r)
        r = srv.request("initialize", {"rootUri": uri_of(ws), "capabilities": {}})
        T.check(r.get("error", {}).get("code") == -32600, "a second initialize: -32600", r)
        srv.notify("initialized", {})

        # --- framing ------------------------------------------------------------------------
        bad_headers = [
            (b"Content-Length: -5\r\n\r\n", "negative Content-Length"),
            (b"Content-Length: abc\r\n\r\n", "non-numeric Content-Length"),
            (b"Content-Length: 99999999999\r\n\r\n", "huge Content-Length"),
            (b"Content-Length: 999999999999999999999999\r\n\r\n", "overflowing Content-Length"),
            (b"Content-Type: application/vscode-jsonrpc\r\n\r\n", "no Content-Length"),
            (b"hello there\r\n\r\n", "a header line without a colon"),
            (b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", "two different Content-Lengths"),
            (b'{"jsonrpc":"2.0","id":7,"method":"shutdown"}', "a body without any header"),
        ]
        for raw, what in bad_headers:
            junk(srv, raw, -32700, what)
        junk(srv, b"\x00\xff" * 40000 + b"\r\n\r\n", -32700, "80 KB of binary junk")
        junk(srv, b"X-Junk: " + b"a" * 70000, -32700, "a 70 KB header line")   # over the limit, no blank line
        body = json.dumps({"jsonrpc": "2.0", "id": 42, "method": "hotlint/lf"}).encode()
        srv.send_raw(b"Content-Length: %d\n\n" % len(body) + body)
        r = srv.response(42)
        T.check(r.get("error", {}).get("code") == -32601, "LF-only header lines are accepted", r)
        msg = frame({"jsonrpc": "2.0", "id": 43, "method": "hotlint/slow"})
        for i in range(len(msg)):
            srv.send_raw(msg[i:i + 1])
            if i % 8 == 0:
                time.sleep(0.001)
        r = srv.response(43)
        T.check(r.get("error", {}).get("code") == -32601, "a message written byte by byte", r)

        # --- bodies -------------------------------------------------------------------------
        for raw, code, what in [
            (b"", -32700, "an empty body"),
            (b"{not json", -32700, "malformed JSON"),
            (b'{"jsonrpc":"2.0","method":"x","params":"\xff\xfe"}', -32700, "invalid UTF-8 in a string"),
            (b"[" * 100000 + b"]" * 100000, -32700, "JSON nested 100,000 deep"),
            (b"[1,2]", -32600, "a JSON array (batch)"),
            (b"42", -32600, "a JSON number"),
            (b'"x"', -32600, "a JSON string"),
            (b"null", -32600, "JSON null"),
            (b'{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}', -32600, "an object as id"),
            (b'{"jsonrpc":"2.0","id":1.5,"method":"shutdown"}', -32600, "a fractional id"),
            (b'{"jsonrpc":"2.0","method":7}', -32600, "a numeric method in a notification"),
            (b'{"jsonrpc":"1.0","method":"x"}', -32600, "jsonrpc 1.0"),
            (b'{"jsonrpc":"2.0"}', -32600, "neither method nor id"),
        ]:
            junk(srv, b"Content-Length: %d\r\n\r\n" % len(raw) + raw, code, what)
        for raw, code, what in [
            ({"jsonrpc": "2.0", "id": "s1", "method": 7}, -32600, "a numeric method in a request"),
            ({"jsonrpc": "2.0", "id": "s2", "method": "textDocument/codeAction", "params": 5}, -32602, "params as a number"),
            ({"jsonrpc": "2.0", "id": "s3", "method": "textDocument/codeAction", "params": {}}, -32602, "codeAction without fields"),
            ({"jsonrpc": "2.0", "id": "s4", "method": "textDocument/codeAction", "params": {
                "textDocument": {"uri": 5}, "range": {}, "context": {}}}, -32602, "codeAction with wrong types"),
            ({"jsonrpc": "2.0", "id": "s5", "method": "textDocument/codeAction", "params": {
                "textDocument": {"uri": "file:///x.py"}, "context": {"diagnostics": []},
                "range": {"start": {"line": -1, "character": 0}, "end": {"line": 0, "character": 0}}}}, -32602, "a negative line"),
            ({"jsonrpc": "2.0", "id": "s6", "method": "textDocument/codeAction", "params": {
                "textDocument": {"uri": "file:///x.py"}, "context": {"diagnostics": 3},
                "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}}}, -32602, "diagnostics not a list"),
        ]:
            srv.send(raw)
            r = srv.response(raw["id"])
            T.check(r.get("error", {}).get("code") == code and r.get("id") == raw["id"], f"{what}: {code} with id {raw['id']!r}", r)
        # a client response and ignored notifications
        srv.send({"jsonrpc": "2.0", "id": 99, "result": None})
        srv.notify("$/cancelRequest", {"id": 5})
        srv.notify("$/setTrace", {"value": "off"})
        srv.notify("workspace/didChangeConfiguration", {"settings": None})
        srv.notify("made/up", [1, 2, 3])
        alive(srv, "a client response, $/cancelRequest and unknown notifications")

        # --- LSP params of the wrong shapes -------------------------------------------------
        hu = uri_of(os.path.join(ws, "helper.py"))
        text = open(os.path.join(ws, "helper.py")).read()
        weird = [
            ("textDocument/didOpen", []),
            ("textDocument/didOpen", {"textDocument": 5}),
            ("textDocument/didOpen", {"textDocument": {"uri": hu, "text": 5}}),
            ("textDocument/didOpen", {"textDocument": {"uri": "untitled:Untitled-1", "languageId": "python", "version": 1, "text": "x"}}),
            ("textDocument/didOpen", {"textDocument": {"uri": "file://remote/x.py", "languageId": "python", "version": 1, "text": "x"}}),
            ("textDocument/didOpen", {"textDocument": {"uri": "file:///a%00b.py", "languageId": "python", "version": 1, "text": "x"}}),
            ("textDocument/didOpen", {"textDocument": {"uri": "file:///%zz/%.py", "languageId": "python", "version": 1, "text": "x"}}),
            ("textDocument/didOpen", {"textDocument": {"uri": "file:relative.py", "languageId": "python", "version": 1, "text": "x"}}),
            ("textDocument/didChange", {"textDocument": {"uri": uri_of(os.path.join(ws, "nope.py")), "version": 2},
                                        "contentChanges": [{"text": "x"}]}),
            ("textDocument/didChange", {"textDocument": {"uri": hu}, "contentChanges": "x"}),
            ("textDocument/didClose", {"textDocument": {"uri": uri_of(os.path.join(ws, "never-opened.py"))}}),
            ("textDocument/didSave", {"textDocument": {}}),
            ("workspace/didChangeWatchedFiles", {"changes": [{"uri": 3}, {"uri": uri_of(os.path.join(ws, "x.py")), "type": 2}]}),
        ]
        for method, params in weird:
            srv.notify(method, params)
        alive(srv, "notifications with params of the wrong types and odd URIs")
        srv.notify("textDocument/didOpen", {"textDocument": {"uri": hu, "languageId": "python", "version": 1, "text": text}})
        p = srv.diagnostics(hu, 1)
        T.check([d["code"] for d in p["diagnostics"]] == ["HL101"], "a real document still gets its diagnostics", p)
        edits = [
            {"range": {"start": {"line": 0, "character": 0.5}, "end": {"line": 0, "character": 1}}, "text": "x"},
            {"range": {"start": {"line": 2 ** 40, "character": 2 ** 40}, "end": {"line": 2 ** 62, "character": 0}}, "text": "\n# tail\n"},
            {"range": {"start": {"line": 3, "character": 99}, "end": {"line": 1, "character": 0}}, "text": ""},  # reversed
            {"range": {"start": {"line": 0}, "end": {"line": 0, "character": 0}}, "text": "x"},
            {"range": "everything", "text": "x"},
            {"text": None},
            5,
        ]
        srv.notify("textDocument/didChange", {"textDocument": {"uri": hu, "version": 2}, "contentChanges": edits})
        p = srv.diagnostics(hu, 2)
        T.check(isinstance(p["diagnostics"], list), "odd edit ranges (fractional, 2^62, reversed, missing) are clamped or skipped", p)
        emoji = "😀" * 3
        srv.notify("textDocument/didChange", {"textDocument": {"uri": hu, "version": 3}, "contentChanges": [{"text": emoji + "\n" + text}]})
        srv.notify("textDocument/didChange", {"textDocument": {"uri": hu, "version": 4}, "contentChanges": [
            {"range": {"start": {"line": 0, "character": 1}, "end": {"line": 0, "character": 5}}, "text": ""}]})  # inside a surrogate pair
        p = srv.diagnostics(hu, 4)
        T.check(isinstance(p["diagnostics"], list), "an edit position inside a UTF-16 surrogate pair", p)
        srv.notify("textDocument/didChange", {"textDocument": {"uri": hu, "version": 5}, "contentChanges": [
            {"text": "def f(:\n\x00\x01 ((((" + "(" * 5000 + "\n"}]})
        p = srv.diagnostics(hu, 5)
        T.check(isinstance(p["diagnostics"], list), "a buffer of syntax errors, NUL and 5,000 open parentheses", p)
        big = "x = 1\n" * 100000
        srv.notify("textDocument/didChange", {"textDocument": {"uri": hu, "version": 6}, "contentChanges": [{"text": big}]})
        p = srv.diagnostics(hu, 6, timeout=60)
        T.check(isinstance(p["diagnostics"], list), "a 600 KB buffer", p)
        alive(srv, "bad edits")

        r = srv.request("shutdown")
        T.check(r.get("result", 1) is None, "shutdown", r)
        r = srv.request("textDocument/codeAction", {})
        T.check(r.get("error", {}).get("code") == -32600, "a request after shutdown: -32600", r)
        srv.notify("exit", None)
        rc = srv.wait_exit()
        T.check(rc == 0, "exit after shutdown: code 0", rc, srv.stderr.decode(errors="replace")[-3000:])
        sanitizer_clean(srv.stderr.decode(errors="replace"), "malformed-input session")
    except Exception as ex:  # noqa: BLE001
        T.check(False, "malformed-input session ran to the end", repr(ex), srv.stderr.decode(errors="replace")[-3000:])
    finally:
        srv.close()


def run_raw(data, ws, timeout=30):
    """Feeds `data` to a fresh server, closes stdin; (returncode or None on hang, stderr)."""
    p = subprocess.Popen([HOTLINT, "lsp"], cwd=ws, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _, err = p.communicate(data, timeout=timeout)
        return p.returncode, err.decode(errors="replace")
    except subprocess.TimeoutExpired:
        p.kill()
        _, err = p.communicate()
        return None, err.decode(errors="replace")
    except BrokenPipeError:
        p.wait(timeout=timeout)
        return p.returncode, p.stderr.read().decode(errors="replace")


def endings(ws):
    init = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": uri_of(ws), "capabilities": {}}})
    rc, err = run_raw(init + frame({"jsonrpc": "2.0", "method": "exit"}), ws)
    T.check(rc == 1, "exit without shutdown: code 1", rc, err[-2000:])
    rc, err = run_raw(init + b"Content-Length: 100\r\n\r\n{\"jsonrpc\"", ws)
    T.check(rc == 1, "end of input inside a body: exits (code 1) at once", rc, err[-2000:])
    rc, err = run_raw(init + b"Content-Length: 1", ws)
    T.check(rc == 1, "end of input inside a header: exits (code 1) at once", rc, err[-2000:])
    rc, err = run_raw(b"", ws)
    T.check(rc == 1, "empty input: exits (code 1)", rc, err[-2000:])
    sanitizer_clean(err, "endings")


def rand_json(rng, depth=0):
    k = rng.randrange(9 if depth < 3 else 6)
    if k == 0:
        return None
    if k == 1:
        return rng.choice([True, False])
    if k == 2:
        return rng.choice([0, -1, 1, 2 ** 31, -(2 ** 63), 2 ** 63 - 1, 7])
    if k == 3:
        return rng.choice([0.5, -1e300, 1e-300, 3.0])
    if k == 4:
        return "".join(rng.choice("ab\n\t é😀\\\"{}[]:,\x00") for _ in range(rng.randrange(12)))
    if k == 5:
        return rng.choice(["file:///", "file:///tmp", "", "HL101", "hotlint", "quickfix", "utf-16"])
    if k == 6:
        return [rand_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["uri", "text", "range", "start", "end", "line", "character", "textDocument", "contentChanges", "version",
            "context", "diagnostics", "code", "source", "only", "languageId", "rootUri", "capabilities", "x"]
    return {rng.choice(keys): rand_json(rng, depth + 1) for _ in range(rng.randrange(5))}


def plausible(rng, ws, uris, texts):
    """A message that is mostly right: real URIs and shapes, random values here and there."""
    u = rng.choice(uris)
    line, ch = rng.choice([0, 1, 5, 6, 100, -1, 2 ** 40]), rng.choice([0, 3, 12, 1000, -2])
    rnd = lambda v: rand_json(rng) if rng.random() < 0.15 else v  # noqa: E731
    pos = lambda: {"line": rnd(line), "character": rnd(ch)}  # noqa: E731
    m = rng.randrange(7)
    if m == 0:
        return {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": rnd(u), "languageId": rnd("python"), "version": rnd(1), "text": rnd(texts.get(u, "x = 1\n"))}}}
    if m in (1, 2):
        chg = {"text": rnd(rng.choice(["", "y.item()\n", "    torch.cuda.synchronize()\n", "\n", "😀", "def", "\r\n", "# x\n"]))}
        if rng.random() < 0.8:
            chg["range"] = rnd({"start": pos(), "end": pos()})
        return {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": rnd(u), "version": rnd(rng.randrange(100))},
                                                                                 "contentChanges": rnd([chg])}}
    if m == 3:
        return {"jsonrpc": "2.0", "id": rng.randrange(10 ** 6), "method": "textDocument/codeAction", "params": {
            "textDocument": {"uri": rnd(u)}, "range": rnd({"start": pos(), "end": pos()}),
            "context": rnd({"diagnostics": [{"range": {"start": pos(), "end": pos()}, "code": rnd("HL101"), "source": rnd("hotlint")}]})}}
    if m == 4:
        return {"jsonrpc": "2.0", "method": rng.choice(["textDocument/didSave", "textDocument/didClose"]),
                "params": {"textDocument": {"uri": rnd(u)}}}
    if m == 5:
        return {"jsonrpc": "2.0", "id": rng.randrange(100), "method": rng.choice(["x/y", "initialize", "$/z"]), "params": rand_json(rng)}
    return rand_json(rng)


def fuzz(ws):
    seed = int(os.environ.get("HOTLINT_FUZZ_SEED", "20261129"))
    n = int(os.environ.get("HOTLINT_FUZZ_N", "16"))
    rng = random.Random(seed)
    uris = [uri_of(os.path.join(ws, f)) for f in ("helper.py", "bench.py", "kernel.cu", "new.py")]
    texts = {u: open(os.path.join(ws, f)).read() for u, f in zip(uris[:3], ("helper.py", "bench.py", "kernel.cu"))}
    init = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": uri_of(ws), "capabilities": {}}})
    bad = []
    t0 = time.monotonic()
    for i in range(n):
        parts = [init] if rng.random() < 0.9 else []
        for _ in range(rng.randrange(5, 40)):
            r = rng.random()
            if r < 0.15:
                parts.append(bytes(rng.randrange(256) for _ in range(rng.randrange(64))))
            elif r < 0.25:
                parts.append(b"Content-Length: %d\r\n\r\n" % rng.choice([0, 1, 5, 64]) + bytes(rng.randrange(256) for _ in range(rng.randrange(70))))
            else:
                parts.append(frame(plausible(rng, ws, uris, texts)))
        if rng.random() < 0.5:
            parts.append(frame({"jsonrpc": "2.0", "id": 9999, "method": "shutdown"}) + frame({"jsonrpc": "2.0", "method": "exit"}))
        data = b"".join(parts)
        rc, err = run_raw(data, ws, timeout=60)
        if rc not in (0, 1) or sanitizer_report(err):
            bad.append((i, rc, err[-1500:]))
            if os.environ.get("HOTLINT_FUZZ_DUMP"):   # replay: `$HOTLINT lsp < file` from a fixture copy
                with open(os.path.join(os.environ["HOTLINT_FUZZ_DUMP"], f"fuzz-{seed}-{i}.bin"), "wb") as f:
                    f.write(data)
    T.comment(f"fuzz: {n} sessions, seed {seed}, {time.monotonic() - t0:.1f} s")
    T.check(not bad, f"fuzz: {n} random sessions end with exit code 0 or 1, no crash, hang or sanitizer report", *bad[:3])


def main():
    tmp = tempfile.mkdtemp(prefix="hotlint-lsp-robust-")
    try:
        ws = os.path.join(tmp, "ws")
        shutil.copytree(FIXTURE, ws)
        open(os.path.join(ws, "pyproject.toml"), "w").close()
        session(ws)
        endings(ws)
        fuzz(ws)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    T.done()


if __name__ == "__main__":
    main()
