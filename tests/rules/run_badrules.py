#!/usr/bin/env python3
"""Rule-loader tests (TAP): every testdata/badrules/<case>/ holds a `rules/` folder (or none)
and `expected.txt`, the exact stderr of `hotlint --rules rules rules` run in that folder.
A case with an empty expected.txt must load (exit 0); every other case must fail with exit 2
and exactly the expected messages. Then: a rule file over the size limit, a few hundred byte
mutations of a valid rule (never a crash: exit 0 or 2, every message `file:line:col: ...`),
and the shipped rules/ folder itself (loads; `hotlint rule CODE` renders every rule)."""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HOTLINT = os.environ.get("HOTLINT", "build/hotlint")
SRC = os.environ.get("HOTLINT_SRC", ".")
CASES = os.path.join(SRC, "testdata", "badrules")
MSG_RE = re.compile(r"^(rules/\S+\.ya?ml:\d+:\d+: \S.*|rules: \S.*)$")

n = 0
failed = 0


def report(good, what, detail=""):
    global n, failed
    n += 1
    print(f"{'ok' if good else 'not ok'} {n} - {what}")
    if not good:
        failed += 1
        for line in detail.splitlines():
            print(f"  # {line}")


def load(cwd, *extra):
    p = subprocess.run([HOTLINT, "--rules", "rules", *extra], cwd=cwd, capture_output=True, timeout=60)
    return p.returncode, p.stderr.decode("utf-8", "replace"), p.stdout.decode("utf-8", "replace")


for case in sorted(os.listdir(CASES)):
    d = os.path.join(CASES, case)
    with open(os.path.join(d, "expected.txt"), encoding="utf-8") as f:
        want = f.read()
    rc, err, _ = load(d, "rules")
    want_rc = 0 if not want else 2
    good = rc == want_rc and err == want
    report(good, f"badrules/{case}", f"exit {rc} (want {want_rc})\n--- got\n{err}--- want\n{want}")

with open(os.path.join(CASES, "valid", "rules", "sync-scalar", "HL101-item-in-timed-path.yaml"), "rb") as f:
    valid = f.read()

with tempfile.TemporaryDirectory() as tmp:
    rd = os.path.join(tmp, "rules", "sync-scalar")
    os.makedirs(rd)
    fp = os.path.join(rd, "HL101-item-in-timed-path.yaml")
    with open(fp, "wb") as f:
        f.write(valid + b"# " + b"x" * (1 << 20) + b"\n")
    rc, err, _ = load(tmp, "rules")
    report(rc == 2 and err == "rules/sync-scalar/HL101-item-in-timed-path.yaml:1:1: rule file is larger than 1048576 bytes\n",
           "a rule file over 1 MiB is refused", err)

    rng = random.Random(20261129)
    alphabet = b"\x00\t\n\r :-[]{}&*!|>'\"%@`#,?\\\xff\xc3\xa9"
    bad = []
    for i in range(300):
        b = bytearray(valid)
        for _ in range(rng.randint(1, 6)):
            k = rng.randrange(len(b))
            op = rng.randrange(3)
            if op == 0:
                b[k] = rng.choice(alphabet)
            elif op == 1:
                del b[k]
            else:
                b[k:k] = bytes([rng.choice(alphabet)]) * rng.randint(1, 40)
        with open(fp, "wb") as f:
            f.write(bytes(b))
        rc, err, _ = load(tmp, "rules")
        lines = [l for l in err.split("\n") if l]
        if rc not in (0, 2) or (rc == 2 and not lines) or any(not MSG_RE.match(l) for l in lines):
            bad.append(f"mutation {i}: exit {rc}: {err[:300]!r}")
    report(not bad, "300 mutated rule files: no crash, every message is `file:line:col: ...`", "\n".join(bad[:5]))

env = dict(os.environ, HOTLINT_RULES=os.path.join(CASES, "valid", "rules"))
p = subprocess.run([HOTLINT, "rules"], capture_output=True, text=True, env=env, cwd=tempfile.gettempdir())
report(p.returncode == 0 and re.findall(r"^(HL\d+)\s", p.stdout, re.M) == ["HL101"], "$HOTLINT_RULES names the default rules folder", p.stdout + p.stderr)
env = {k: v for k, v in os.environ.items() if k != "HOTLINT_RULES"}
p = subprocess.run([os.path.abspath(HOTLINT), "rules"], capture_output=True, text=True, env=env, cwd=tempfile.gettempdir())
found = re.findall(r"^(HL\d+)\s", p.stdout, re.M)
report(p.returncode == 0 and len(found) >= 60, "without --rules, the build tree's rules/ is found next to the binary", p.stdout[:300] + p.stderr)

rules_dir = os.path.join(SRC, "rules")
p = subprocess.run([HOTLINT, "--rules", rules_dir, "rules"], capture_output=True, text=True)
report(p.returncode == 0 and not p.stderr, "the shipped rules/ folder loads", p.stderr)
codes = re.findall(r"^(HL\d+)\s", p.stdout, re.M)
report(len(codes) >= 60, f"`hotlint rules` lists the shipped rules ({len(codes)})", p.stdout[:500])
bad = []
for code in codes:
    q = subprocess.run([HOTLINT, "--rules", rules_dir, "rule", code], capture_output=True, text=True)
    if q.returncode != 0 or code not in q.stdout:
        bad.append(f"{code}: exit {q.returncode}: {q.stderr.strip()}")
report(not bad, "`hotlint rule CODE` renders every shipped rule", "\n".join(bad))
q = subprocess.run([HOTLINT, "--rules", rules_dir, "rule", "HL9999"], capture_output=True, text=True)
report(q.returncode == 2, "`hotlint rule` of an unknown code exits 2", q.stderr)

print(f"1..{n}")
sys.exit(1 if failed else 0)
