#!/usr/bin/env python3
"""The bad-input catalogue (issue 8, docs/robustness.md): every hostile input a linted repo
can hold, each with its defined outcome (TAP, suite 'robustness').

Every input is generated at test time in a temporary folder; nothing large or binary is
committed. A case is a folder holding the bad input(s) next to `good.py`, whose one hazard
(line 9) must still be reported: a bad file costs at most its own analysis. For each case
hotlint runs twice, normally and with an 1 MiB stack (`ulimit -s 1024`, which also bounds
worker-thread stacks), and each run must: end with the case's exit code (never a signal,
a hang or exit 3), print valid JSON, give the bad file exactly the tool diagnostics the case
defines (code + message text), keep good.py's finding, and leave the linted tree untouched
(sha256 of every file and the listing, before and after). Config and rule cases check the
exit code 2 and the message instead. tests/e2e/test_bad_inputs.py covers the same family
from the output-format side (SARIF URIs, both walked and named); this file owns the
extreme sizes and depths, import graphs, CUDA inputs and the config/rules failures.
"""
import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from e2e_common import HOTLINT, Tap, crashed  # noqa: E402

GOOD = ("import torch\n\n\nclass GoodBench:\n    def setup(self):\n"
        "        self.x = torch.randn(1024, device=\"cuda\")\n\n    def benchmark_fn(self):\n"
        "        return self.x.sum().item()\n")
GOOD_LINE = 9
HZ = ["import torch", "", "class B:", "    def benchmark_fn(self):", "        self.v = self.x.max().item()"]
HZ_TEXT = "\n".join(HZ) + "\n"


def write(path, data):
    with open(path, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)


def tree_hash(root):
    """sha256 over the sorted listing (type + name) and every regular file's bytes."""
    h = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(os.fsencode(root), followlinks=False):
        dirnames.sort()
        for n in sorted(filenames + dirnames):
            p = os.path.join(dirpath, n)
            st = os.lstat(p)
            h.update(b"%o %s\n" % (stat.S_IFMT(st.st_mode) | stat.S_IMODE(st.st_mode), os.path.relpath(p, os.fsencode(root))))
            if stat.S_ISREG(st.st_mode) and st.st_mode & 0o444:
                try:
                    with open(p, "rb") as f:
                        for chunk in iter(lambda: f.read(1 << 20), b""):
                            h.update(chunk)
                except OSError as e:
                    h.update(str(e).encode())
            elif stat.S_ISLNK(st.st_mode):
                h.update(os.readlink(p))
    return h.hexdigest()


def run(args, cwd, small_stack, timeout=120):
    cmd = [HOTLINT, *args]
    if small_stack:
        cmd = ["bash", "-c", 'ulimit -s 1024 && exec "$@"', "hotlint", *cmd]
    env = dict(os.environ, NO_COLOR="1")
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout, env=env)
        rc, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as ex:
        rc, out, err = "timeout", ex.stdout or b"", ex.stderr or b""
    return rc, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), time.monotonic() - t0


class R:  # the shape e2e_common.crashed() reads
    def __init__(self, rc):
        self.rc = rc


def diags_of(doc, path):
    return [x for x in doc.get("findings", []) + doc.get("errors", []) if x.get("path") == path]


class Catalogue:
    def __init__(self, t, root):
        self.t, self.root, self.rows = t, root, []

    def case(self, name, build, bad=None, tools=(), msg=None, rc=1, findings=None, extra=None,
             args=(), named=None, timeout=120, good=True, outcome="", config=None):
        """build(d) makes the bad input; `bad` is its path (relative to the case folder) whose
        diagnostics must be exactly `tools` (codes, order-free) with `msg` in the first one's
        message; `findings` = hazard lines expected on `bad` (None: not checked);
        extra(doc, d) -> list of problems."""
        d = os.path.join(self.root, name)
        os.makedirs(d)
        if good:
            write(os.path.join(d, "good.py"), GOOD)
        why = build(d)
        if why:
            self.t.skip(name, why)
            self.rows.append((name, "skipped: " + why))
            return
        cfg = ["--no-config"]
        if config:
            write(os.path.join(self.root, name + ".yaml"), config)
            cfg = ["--config", name + ".yaml"]
        before = tree_hash(d)
        targets = [name] if named is None else [os.path.join(name, n) for n in named]
        for small in (False, True):
            label = f"{name}{' (1 MiB stack)' if small else ''}"
            r, out, err, secs = run([*cfg, "--no-cache", "-j", "2", "--format", "json", *args, *targets],
                                    self.root, small, timeout)
            problems = []
            c = crashed(R(r))
            if c:
                problems.append(c)
            elif r != rc:
                problems.append(f"exit {r}, expected {rc}")
            doc = None
            try:
                doc = json.loads(out)
            except ValueError as e:
                problems.append(f"invalid JSON: {e}")
            if doc is not None:
                if good:
                    g = [x for x in diags_of(doc, os.path.join(name, "good.py")) if not x["code"].startswith("HL0")]
                    if len(g) != 1 or g[0].get("line") != GOOD_LINE:
                        problems.append(f"good.py: {[(x['code'], x['line']) for x in g]}, expected one finding on line {GOOD_LINE}")
                if bad is not None:
                    got = diags_of(doc, os.path.join(name, bad))
                    tl = sorted(x["code"] for x in got if x["code"].startswith("HL0"))
                    if tools is None:
                        print(f"# {name}: {bad}: {[(x['code'], x['line'], x['message']) for x in got][:6]}")
                    elif tl != sorted(tools):
                        problems.append(f"{bad}: tool diagnostics {[(x['code'], x['message']) for x in got if x['code'].startswith('HL0')]}, expected {list(tools)}")
                    elif msg and not any(msg in x["message"] for x in got if x["code"] == tools[0]):
                        problems.append(f"{bad}: no {tools[0]} message containing {msg!r}: {[x['message'] for x in got]}")
                    if findings is not None:
                        fl = sorted(x["line"] for x in got if not x["code"].startswith("HL0"))
                        if fl != sorted(findings):
                            problems.append(f"{bad}: finding lines {fl}, expected {sorted(findings)}")
                if extra:
                    problems += extra(doc, d)
            after = tree_hash(d)
            if after != before:
                problems.append("the linted tree changed (sha256 of files + listing)")
            self.t.check(not problems, f"{label}: exit {r} in {secs:.1f}s, {outcome or 'defined outcome'}",
                         *problems, *([f"stderr: {err[-1500:]}"] if problems else []))
        self.rows.append((name, outcome))

    def cli(self, name, build, args, rc, msg, timeout=120, outcome=""):
        """A run that must fail as a whole (config / rules errors): exit code + stderr text."""
        d = os.path.join(self.root, name)
        os.makedirs(d)
        write(os.path.join(d, "good.py"), GOOD)
        build(d)
        before = tree_hash(d)
        for small in (False, True):
            r, out, err, secs = run(args(d), d, small, timeout)
            problems = []
            c = crashed(R(r)) if r != 2 else None
            if c and r != rc:
                problems.append(c)
            if r != rc:
                problems.append(f"exit {r}, expected {rc}")
            if msg not in err:
                problems.append(f"stderr lacks {msg!r}: {err[-800:]}")
            if tree_hash(d) != before:
                problems.append("the linted tree changed")
            self.t.check(not problems, f"{name}{' (1 MiB stack)' if small else ''}: exit {r} in {secs:.1f}s, {outcome}", *problems)
        self.rows.append((name, outcome))


def cases(c):
    c.case("empty_file", lambda d: write(f"{d}/empty.py", b""), bad="empty.py", outcome="no diagnostic, rest linted")
    c.case("bom_only", lambda d: write(f"{d}/bom.py", b"\xef\xbb\xbf"), bad="bom.py", outcome="no diagnostic")
    c.case("nul_bytes", lambda d: write(f"{d}/nul.py", HZ_TEXT.encode() + b"x = 1\n\x00\x00y = 2\n"), bad="nul.py",
           tools=("HL003", "HL001"), msg="NUL", findings=[5],
           outcome="HL003 `file contains NUL bytes; linted as text up to what parses` + HL001, finding on line 5 still reported")
    c.case("invalid_utf8", lambda d: write(f"{d}/latin1.py", HZ_TEXT.encode() + b"name = 'r\xe9sum\xe9'\n"), bad="latin1.py",
           tools=("HL003",), msg="UTF-8", findings=[5], outcome="HL003 (invalid UTF-8), still linted")
    c.case("utf16", lambda d: write(f"{d}/utf16.py", HZ_TEXT.encode("utf-16")), bad="utf16.py", tools=("HL003",),
           msg="UTF-16", findings=[], outcome="HL003 (UTF-16), not analysed")

    def huge(d):  # 50 MB on one line, written in 1 MiB chunks
        with open(f"{d}/huge.py", "wb") as f:
            f.write(b"x = [")
            chunk = b"1, " * (1 << 18)
            for _ in range(50 * (1 << 20) // len(chunk)):
                f.write(chunk)
            f.write(b"]\n")
    c.case("huge_50mb_line", huge, bad="huge.py", tools=("HL004",), msg="over the 10485760-byte limit",
           outcome="HL004 `file skipped: N bytes is over the 10485760-byte limit (max-file-size)`")
    c.case("brackets_100k", lambda d: write(f"{d}/deep.py", HZ_TEXT + "y = " + "[" * 100000 + "]" * 100000 + "\n"),
           bad="deep.py", tools=("HL030",), msg="nesting", findings=[5],
           outcome="HL030 (nesting deeper than hotlint walks), shallow code still linted")

    def deep_if(d):
        lines = ["import torch", "class B:", "    def benchmark_fn(self):", "        self.x.item()"]
        lines += ["        " + " " * i + "if c:" for i in range(10000)]
        lines.append("        " + " " * 10000 + "pass")
        write(f"{d}/deep_if.py", "\n".join(lines) + "\n")
    c.case("nested_if_10k", deep_if, bad="deep_if.py", tools=("HL004",), msg="over the 10485760-byte limit",
           outcome="10,000 levels of indentation is 50 MB of spaces: HL004 (size limit) at the default limit")
    c.case("nested_if_10k_no_limit", deep_if, bad="deep_if.py", tools=("HL001",), msg="syntax error", findings=[],
           config="max-file-size: 100MB\n",
           outcome="with max-file-size raised: HL001 (tree-sitter gives up on the indentation depth); known gap: the hazard above the deep part is not reported")

    def cu_deep_if(d):
        body = "".join("if (c) {\n" for _ in range(10000)) + "cudaDeviceSynchronize();\n" + "}\n" * 10000
        write(f"{d}/deep_if.cu", "void cudaDeviceSynchronize(void);\nvoid f(int c) {\n" + body + "}\n")
    c.case("cu_nested_if_10k", cu_deep_if, bad="deep_if.cu", tools=None, findings=None, timeout=180,
           outcome="10,000-deep `if` in a .cu: no crash or hang; diagnostics recorded in docs/robustness.md")
    c.case("hot_recursion", lambda d: write(f"{d}/rec.py",
           "import torch\n\ndef a(x):\n    x.item()\n    return b(x)\n\ndef b(x):\n    torch.cuda.synchronize()\n    return a(x)\n\n"
           "class B:\n    def benchmark_fn(self):\n        a(self.x)\n"), bad="rec.py", findings=[4, 8],
           outcome="a->b->a: both hazards once, no hang")

    def mutual(d):
        os.makedirs(f"{d}/pkg")
        write(f"{d}/pkg/__init__.py", "")
        write(f"{d}/pkg/m1.py", "from pkg.m2 import g\n\ndef f(x):\n    return g(x)\n\nclass B:\n    def benchmark_fn(self):\n        f(self.x)\n")
        write(f"{d}/pkg/m2.py", "import torch\nfrom pkg.m1 import f\n\ndef g(x):\n    torch.cuda.synchronize()\n    return x\n")
    c.case("mutual_imports", mutual, bad="pkg/m2.py", findings=[5], outcome="hazard reached across the cycle")

    def selfimp(d):
        write(f"{d}/selfimp.py", "import torch\nimport selfimp\nfrom selfimp import helper\n\ndef helper(x):\n    x.item()\n\n"
              "class B:\n    def benchmark_fn(self):\n        selfimp.helper(self.x)\n        helper(self.x)\n")
    c.case("self_import", selfimp, bad="selfimp.py", findings=[6], outcome="module importing itself: finding once")

    def cycle(d):
        n = 1000
        for i in range(n):
            body = f"from m{(i + 1) % n} import f{(i + 1) % n}\n\ndef f{i}(x):\n    return f{(i + 1) % n}(x)\n"
            if i == 999:
                body = "import torch\nfrom m0 import f0\n\ndef f999(x):\n    torch.cuda.synchronize()\n    return f0(x)\n"
            write(f"{d}/m{i}.py", body)
        write(f"{d}/bench.py", "from m0 import f0\n\nclass B:\n    def benchmark_fn(self):\n        f0(self.x)\n")

    def cycle_expect(doc, d):
        got = [x for x in doc.get("findings", []) if x.get("path", "").endswith("m999.py")]
        lim = [x for x in doc.get("errors", []) + doc.get("findings", []) if x.get("code") == "HL030"]
        if len(got) == 1 and got[0]["line"] == 5 and len(got[0].get("chain", [])) >= 3:
            return []
        if lim:
            return []   # a depth limit is allowed, but only when it says so
        return [f"m999.py: expected the sync at line 5 reached through the cycle or an HL030, got {got}"]
    c.case("import_cycle_1000", cycle, extra=cycle_expect, timeout=180,
           outcome="1,000-module cycle: the sync in m999 found through the chain (or an HL030 says where it stopped)")

    def link_loop(d):
        os.symlink("b.py", f"{d}/a.py")
        os.symlink("a.py", f"{d}/b.py")
        os.makedirs(f"{d}/sub")
        os.symlink("..", f"{d}/sub/up")
    c.case("symlink_loop", link_loop, outcome="a.py<->b.py and sub/up -> .. : skipped silently when walked, no hang")
    c.case("symlink_loop_named", link_loop, named=["a.py", "good.py"], bad="a.py", tools=("HL002",),
           outcome="named on the command line: HL002 (cannot read: too many levels of symbolic links)")
    c.case("dangling_symlink", lambda d: os.symlink("nope.py", f"{d}/dangling.py"), named=["dangling.py", "good.py"],
           bad="dangling.py", tools=("HL002",), outcome="named: HL002; walked: ignored")

    def unreadable(d):
        write(f"{d}/secret.py", HZ_TEXT)
        os.chmod(f"{d}/secret.py", 0)
    root = os.geteuid() == 0
    c.case("unreadable_file", unreadable, bad="secret.py", tools=() if root else ("HL002",), findings=[5] if root else [],
           outcome="mode 000: HL002 `permission denied` (as root the file is readable and linted; the FIFO case covers the unreadable path)")

    def dir_py(d):
        os.makedirs(f"{d}/x.py")
        write(f"{d}/x.py/inner.py", HZ_TEXT)
    c.case("directory_named_py", dir_py, bad="x.py/inner.py", findings=[5], outcome="walked into as a folder; its files linted")

    def fifo(d):
        os.mkfifo(f"{d}/pipe.py")
    c.case("fifo", fifo, outcome="walked: skipped (not a regular file), never opened (no hang)")
    c.case("fifo_named", fifo, named=["pipe.py", "good.py"], bad="pipe.py", tools=("HL002",), msg="not a regular file",
           outcome="named: HL002 `not a regular file`, never opened")

    names = ["with space.py", "100%done.py", "hash#1.py", "new\nline.py", "caf\u00e9.py"]

    def hostile(d):
        for n in names:
            write(os.path.join(d, n), HZ_TEXT)
        write(os.fsencode(d) + b"/bad\xff\xfename.py", HZ_TEXT.encode())

    def hostile_expect(doc, d):
        got = [x for x in doc.get("findings", []) if x.get("line") == 5 and x["code"].startswith("HL1")]
        paths = {x["path"] for x in got}
        out = []
        for n in names:
            if os.path.join("hostile_names", n) not in paths:
                out.append(f"no finding for {n!r}")
        if not any("name.py" in p and p.startswith("hostile_names/bad") for p in paths):
            out.append(f"no finding for the non-UTF-8 name: {sorted(paths)}")
        return out
    c.case("hostile_names", hostile, extra=hostile_expect,
           outcome="spaces, %, #, newline, non-UTF-8 bytes in names: each file linted (JSON path escaped / U+FFFD)")
    c.case("crlf", lambda d: write(f"{d}/crlf.py", "\r\n".join(HZ).encode() + b"\r\n"), bad="crlf.py", findings=[5],
           outcome="CRLF: finding on line 5")
    c.case("cr_only", lambda d: write(f"{d}/cr.py", "\r".join(HZ).encode() + b"\r"), bad="cr.py", findings=[5],
           outcome="CR-only: finding on line 5")
    c.case("tabs", lambda d: write(f"{d}/tabs.py", "import torch\nclass B:\n\tdef benchmark_fn(self):\n\t\tself.x.item()\n"),
           bad="tabs.py", findings=[4], outcome="tab indentation: finding on line 4")
    c.case("tabs_and_spaces", lambda d: write(f"{d}/mixed.py",
           "import torch\nclass B:\n    def benchmark_fn(self):\n\tself.x.item()\n        torch.cuda.synchronize()\n"),
           bad="mixed.py", findings=None, outcome="inconsistent tabs/spaces: no crash, good.py linted (analysis of mixed.py best-effort)")

    CU_HZ = ("#include <cuda_runtime.h>\n__global__ void k(float *x) { x[0] = 1; }\nvoid run(float *d) {\n"
             "    cudaEvent_t s, e; float ms;\n    cudaEventCreate(&s); cudaEventCreate(&e);\n    cudaEventRecord(s);\n"
             "    for (int i = 0; i < 10; i++) {\n        k<<<1, 1>>>(d);\n        cudaDeviceSynchronize();\n    }\n"
             "    cudaEventRecord(e);\n    cudaEventSynchronize(e);\n    cudaEventElapsedTime(&ms, s, e);\n}\n")
    c.case("cu_self_include", lambda d: write(f"{d}/self.cu", '#include "self.cu"\n' + CU_HZ), bad="self.cu",
           tools=("HL001",), findings=None, timeout=180,
           outcome="#include of itself: clang stops at its include depth; no hang, good.py linted")

    def macros(d):
        defs = "".join(f"#define M{i}(x) ((x) + {i})\n" for i in range(10000))
        write(f"{d}/macros.cu", defs + CU_HZ)
    c.case("cu_10k_macros", macros, bad="macros.cu", findings=[10009], timeout=180,
           outcome="10,000 macros: the sync in the timed loop found (line 10009)")



def run_deleted(t, root):
    """Files vanish while hotlint walks/reads them: a thread removes 3,000 files as soon as the
    process starts. Each vanished file is either linted (read before removal) or gets HL002;
    the run ends normally. Approximate by nature: the race's outcome varies per run."""
    d = os.path.join(root, "deleted_live")
    os.makedirs(d)
    write(os.path.join(d, "good.py"), GOOD)
    for i in range(3000):
        write(os.path.join(d, f"gone{i:04d}.py"), f"import torch\ndef f{i}(x):\n    return x\n")
    p = subprocess.Popen([HOTLINT, "--no-config", "--no-cache", "--format", "json", "deleted_live"], cwd=root,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    for i in range(3000):
        try:
            os.unlink(os.path.join(d, f"gone{i:04d}.py"))
        except OSError:
            pass
    try:
        out, err = p.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        p.kill()
        t.fail("file_deleted_during_run (live): no hang", "timeout")
        return
    problems = []
    c = crashed(R(p.returncode))
    if c:
        problems.append(c)
    try:
        doc = json.loads(out)
        g = [x for x in diags_of(doc, "deleted_live/good.py") if not x["code"].startswith("HL0")]
        if len(g) != 1:
            problems.append(f"good.py findings: {g}")
        odd = [x for x in doc.get("errors", []) + doc.get("findings", []) if "gone" in x.get("path", "") and x["code"] != "HL002"]
        if odd:
            problems.append(f"vanished files: unexpected {odd[:3]}")
        n2 = sum(1 for x in doc.get("errors", []) if x["code"] == "HL002")
    except ValueError as e:
        problems.append(f"invalid JSON: {e}")
        n2 = "?"
    t.check(not problems, f"file_deleted_during_run (live): exit {p.returncode}, {n2} HL002 for files gone mid-run, good.py linted",
            *problems, err.decode("utf-8", "replace")[-800:] if problems else "")


def config_cases(c):
    c.cli("garbage_yaml_config", lambda d: write(f"{d}/garbage.yaml", b"select: [HL1\n  : : {{\x00\xff"),
          lambda d: [HOTLINT, "--config", "garbage.yaml", "--format", "json", "."], 2, "garbage.yaml:",
          outcome="exit 2, `garbage.yaml:LINE:COL: ...` on stderr")

    def big(d):
        with open(f"{d}/big.yaml", "wb") as f:
            f.write(b"select: [HL1]\n# ")
            f.truncate(100 * (1 << 20))   # sparse: 100 MB of NULs after a comment opener
    c.cli("config_100mb", big, lambda d: [HOTLINT, "--config", "big.yaml", "--format", "json", "."], 2, "big.yaml",
          timeout=120, outcome="exit 2, an error naming big.yaml (see docs/robustness.md for the exact text)")
    c.cli("nested_garbage_config", lambda d: (os.makedirs(f"{d}/sub"), write(f"{d}/sub/hotlint.yaml", "per-path: {[\n")),
          lambda d: [HOTLINT, "--format", "json", "."], 2, "hotlint.yaml:",
          outcome="a garbage hotlint.yaml found while walking: exit 2 with file:line:col")

    def broken_rules(d):
        src = os.environ.get("HOTLINT_SRC", ".")
        shutil.copytree(os.path.join(src, "rules"), f"{d}/rules")
        write(f"{d}/rules/sync-scalar/HL199-broken.yaml", "code: HL199\nname: broken\ncategory: nope\nmatch: {site: [call]\n")
    c.cli("broken_rule", broken_rules, lambda d: [HOTLINT, "--no-config", "--rules", "rules", "good.py"], 2, "HL199-broken.yaml",
          outcome="exit 2, `rules/.../HL199-broken.yaml:LINE:COL: ...`")


def main():
    t = Tap()
    root = tempfile.mkdtemp(prefix="hotlint-robust-")
    try:
        c = Catalogue(t, root)
        cases(c)
        run_deleted(t, root)
        config_cases(c)
        if os.environ.get("HOTLINT_CATALOGUE_TABLE"):
            with open(os.environ["HOTLINT_CATALOGUE_TABLE"], "w") as f:
                for name, outcome in c.rows:
                    f.write(f"| `{name}` | {outcome} |\n")
    finally:
        for dirpath, dirnames, _ in os.walk(root):
            for n in dirnames:
                try:
                    os.chmod(os.path.join(dirpath, n), 0o755)
                except OSError:
                    pass
        shutil.rmtree(root, ignore_errors=True)
    return t.done()


if __name__ == "__main__":
    sys.exit(main())
