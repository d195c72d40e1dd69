"""A small scripted LSP client for the `lsp` suite: starts `$HOTLINT lsp`, frames JSON-RPC
messages with Content-Length headers, and reads the server's messages on a thread so a test
can wait for a response or a publishDiagnostics with a deadline (a hung server fails the test
instead of hanging it). Also a TAP writer and a text-edit helper (UTF-16 positions)."""
import json
import os
import queue
import subprocess
import sys
import threading
import time

SRC = os.environ.get("HOTLINT_SRC") or os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
HOTLINT = os.path.abspath(os.environ.get("HOTLINT") or os.path.join(SRC, "build", "hotlint"))
FIXTURE = os.path.join(SRC, "tests", "lsp", "fixture")


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def check(self, cond, name, *details):
        self.n += 1
        print(f"{'ok' if cond else 'not ok'} {self.n} - {name}")
        if not cond:
            self.failed += 1
            for d in details:
                for ln in str(d).splitlines() or [""]:
                    print(f"# {ln}")
        sys.stdout.flush()
        return bool(cond)

    def skip(self, name, why):
        self.n += 1
        print(f"ok {self.n} - {name} # SKIP {why}")
        sys.stdout.flush()

    def comment(self, text):
        for ln in str(text).splitlines():
            print(f"# {ln}")
        sys.stdout.flush()

    def done(self):
        print(f"1..{self.n}")
        sys.stdout.flush()
        sys.exit(1 if self.failed else 0)


def uri_of(path):
    from urllib.parse import quote
    return "file://" + quote(os.path.abspath(path))


def frame(obj):
    body = json.dumps(obj).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Server:
    def __init__(self, cwd, args=(), env=None):
        e = dict(os.environ)
        e.update(env or {})
        self.proc = subprocess.Popen([HOTLINT, "lsp", *args], cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, env=e)
        self.msgs = queue.Queue()
        self.notes = []          # notifications received, in order
        self.pending = {}        # responses by id
        self.errors = []         # responses with id null (parse errors, invalid requests)
        self.next_id = 1
        self.stderr = b""
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    def _read_err(self):
        self.stderr = self.proc.stderr.read()

    def _read(self):
        f = self.proc.stdout
        try:
            while True:
                headers = {}
                while True:
                    line = f.readline()
                    if not line:
                        self.msgs.put(None)
                        return
                    line = line.rstrip(b"\r\n")
                    if not line:
                        break
                    k, _, v = line.partition(b":")
                    headers[k.strip().lower()] = v.strip()
                n = int(headers[b"content-length"])
                body = f.read(n)
                self.msgs.put(json.loads(body))
        except Exception as ex:  # a framing bug in the server shows as a failed test
            self.msgs.put({"__client_error__": repr(ex)})

    def send_raw(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, obj):
        self.send_raw(frame(obj))

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request_async(self, method, params=None):
        rid = self.next_id
        self.next_id += 1
        msg = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            msg["params"] = params
        self.send(msg)
        return rid

    def _pump(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("no message from the server in time")
        m = self.msgs.get(timeout=left)
        if m is None:
            raise EOFError("the server closed its output")
        if "__client_error__" in m:
            raise RuntimeError(m["__client_error__"])
        if "id" in m and "method" not in m and m["id"] is None:
            self.errors.append(m)    # answers to messages the server could not read
        elif "id" in m and "method" not in m:
            self.pending[json.dumps(m["id"])] = m
        else:
            self.notes.append(m)
        return m

    def response(self, rid, timeout=20):
        key = json.dumps(rid)
        deadline = time.monotonic() + timeout
        while key not in self.pending:
            self._pump(deadline)
        return self.pending.pop(key)

    def request(self, method, params=None, timeout=20):
        return self.response(self.request_async(method, params), timeout)

    def wait_error(self, timeout=20):
        """Next response with id null."""
        deadline = time.monotonic() + timeout
        while not self.errors:
            self._pump(deadline)
        return self.errors.pop(0)

    def wait_note(self, pred, timeout=20):
        """First notification (already received or new) matching pred; it is consumed."""
        deadline = time.monotonic() + timeout
        i = 0
        while True:
            while i < len(self.notes):
                if pred(self.notes[i]):
                    return self.notes.pop(i)
                i += 1
            self._pump(deadline)

    def diagnostics(self, uri, version=None, timeout=20):
        def ok(m):
            if m.get("method") != "textDocument/publishDiagnostics" or m["params"]["uri"] != uri:
                return False
            return version is None or m["params"].get("version") == version
        return self.wait_note(ok, timeout)["params"]

    def wait_exit(self, timeout=20):
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            return None

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def sanitizer_report(err):
    """The sanitizer reports in a stderr text, if any. LeakSanitizer's own crash at exit
    ("Tracer caught signal 11" while it stops the world, seen when cufe's detached libclang
    thread is still winding down) is a tool failure, not a finding, and is not counted."""
    lines = err.splitlines()
    tracer = any(ln.startswith("Tracer caught signal") for ln in lines)
    real = [ln for ln in lines if ("Sanitizer" in ln or "runtime error:" in ln)
            and not (tracer and ("LeakSanitizer has encountered a fatal error" in ln or "LSAN_OPTIONS" in ln
                                 or "does not work under ptrace" in ln))]
    return "\n".join(real)


def lsan_crashed(err):
    """LeakSanitizer itself crashed at exit (see sanitizer_report): the exit code is then 1, or
    SIGABRT (-6) when the sanitizer's fatal-error path aborts (seen once under a loaded machine
    in a fresh-clone run of the whole suite, session 10)."""
    return "Tracer caught signal" in err and "LeakSanitizer has encountered a fatal error" in err


def utf16_len(s):
    return len(s.encode("utf-16-le")) // 2


def offset_of(text, line, character):
    """LSP (line, UTF-16 character) -> str index in text (lines split at \\n)."""
    lines = text.split("\n")
    off = sum(len(ln) + 1 for ln in lines[:line])
    ln = lines[line] if line < len(lines) else ""
    units = 0
    for i, ch in enumerate(ln):
        if units >= character:
            return off + i
        units += utf16_len(ch)
    return off + len(ln)


def apply_edit(text, edit):
    r = edit["range"]
    a = offset_of(text, r["start"]["line"], r["start"]["character"])
    b = offset_of(text, r["end"]["line"], r["end"]["character"])
    return text[:a] + edit["newText"] + text[b:]


def utf16_col(line_text, byte_col0):
    return utf16_len(line_text.encode()[:byte_col0].decode())
