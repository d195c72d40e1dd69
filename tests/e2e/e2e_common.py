"""Shared helpers for the end-to-end tests (suite `e2e`): a tiny TAP writer and a runner for
the built binary.

Every e2e script runs with the repository root as its working directory (paths in hotlint's
output are relative to it, exactly as a user would see them) and takes the binary from
$HOTLINT (meson's test_env), falling back to build/hotlint.
"""
import json
import os
import re
import signal
import subprocess
import sys

SRC = os.environ.get("HOTLINT_SRC") or os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
HOTLINT = os.path.abspath(os.environ.get("HOTLINT") or os.path.join(SRC, "build", "hotlint"))
TESTS_DIR = os.path.join(SRC, "tests")
EXAMPLES = "testdata/examples"          # relative to SRC, as users type it
CORPUS = "testdata/corpus"
SARIF_SCHEMA = os.path.normpath(os.path.join(SRC, "..", "shared", "schemas", "sarif-schema-2.1.0.json"))

CATEGORIES = ("sync-scalar", "sync-explicit", "sync-implicit", "alloc", "transfer", "logging", "io",
              "python-overhead", "compile", "device-query")
ROOT_KINDS = ("benchmark_fn", "timer", "event", "do_bench", "decorator", "cuda_event", "chrono")
SEVERITIES = ("error", "warning", "note")
CODE_RE = re.compile(r"^HL\d{3,4}$")

os.chdir(SRC)
sys.path.insert(0, TESTS_DIR)


class Tap:
    """Minimal TAP producer: ok()/fail()/skip(), plan printed at the end, exit code = failures."""

    def __init__(self):
        self.n = 0
        self.failed = 0

    def _line(self, ok, name, directive="", details=()):
        self.n += 1
        print(f"{'ok' if ok else 'not ok'} {self.n} - {name}{directive}")
        for d in details:
            for ln in str(d).splitlines() or [""]:
                print(f"# {ln}")
        sys.stdout.flush()

    def check(self, cond, name, *details):
        if not cond:
            self.failed += 1
        self._line(bool(cond), name, "", details if not cond else ())
        return bool(cond)

    def ok(self, name):
        self._line(True, name)

    def fail(self, name, *details):
        self.failed += 1
        self._line(False, name, "", details)

    def skip(self, name, why):
        self._line(True, name, f" # SKIP {why}")

    def done(self):
        print(f"1..{self.n}")
        return 1 if self.failed else 0


class Run:
    def __init__(self, args, rc, out, err):
        self.args, self.rc, self.out, self.err = args, rc, out, err

    def json(self):
        return json.loads(self.out)

    def describe(self):
        return (f"command: {' '.join(map(str, self.args))}\nexit: {self.rc}\n"
                f"stderr: {self.err[-1500:]!s}\nstdout: {self.out[-1500:]!s}")


def hotlint(*args, cwd=None, timeout=120, binary=False, env=None, stdin=None):
    """Run hotlint; rc is negative (-signal) when it died of a signal, 'timeout' when it hung.
    `stdin` (bytes): what the process reads on standard input (default: this process's)."""
    cmd = [HOTLINT] + [a for a in args]
    e = dict(os.environ)
    e.setdefault("NO_COLOR", "1")
    if env:
        e.update(env)
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout, env=e, input=stdin)
    except subprocess.TimeoutExpired as ex:
        return Run(cmd, "timeout", (ex.stdout or b"").decode("utf-8", "replace"), (ex.stderr or b"").decode("utf-8", "replace"))
    if binary:
        return Run(cmd, p.returncode, p.stdout, p.stderr)
    return Run(cmd, p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"))


def crashed(run):
    """A hotlint run that did not end normally: signal, hang, or internal error (exit 3)."""
    if run.rc == "timeout":
        return "hung (timeout)"
    if isinstance(run.rc, int) and run.rc < 0:
        try:
            return f"killed by {signal.Signals(-run.rc).name}"
        except ValueError:
            return f"killed by signal {-run.rc}"
    if run.rc not in (0, 1):
        return f"exit {run.rc}"
    return None
