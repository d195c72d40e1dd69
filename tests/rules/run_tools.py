#!/usr/bin/env python3
"""Rule tooling tests (TAP): the generated docs/rules.md and docs/rules-table.md are up to date
with rules/ (tools/gen_rule_docs.py --check), and tools/new_rule writes a rule the loader
accepts with a Python fixture skeleton that passes, and refuses reused codes and names."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HOTLINT = os.environ.get("HOTLINT", "build/hotlint")
SRC = os.environ.get("HOTLINT_SRC", ".")
n = failed = 0


def report(good, what, detail=""):
    global n, failed
    n += 1
    print(f"{'ok' if good else 'not ok'} {n} - {what}")
    if not good:
        failed += 1
        for line in str(detail).splitlines()[:40]:
            print(f"  # {line}")


def run(*cmd, cwd=None, env=None):
    return subprocess.run(list(cmd), capture_output=True, text=True, cwd=cwd, env=env)


p = run(sys.executable, os.path.join(SRC, "tools", "gen_rule_docs.py"), "--check", "--hotlint", HOTLINT)
report(p.returncode == 0, "docs/rules.md and docs/rules-table.md are up to date (tools/gen_rule_docs.py --check)", p.stderr + p.stdout)

# docs/rule-schema.md lists every predicate of the loader's registry (analyzer/rules.c), and no other
with open(os.path.join(SRC, "analyzer", "rules.c")) as f:
    known = re.findall(r'\{"([a-z_]+)", PV_(?:STRINGS|BOOL), "', f.read())
with open(os.path.join(SRC, "docs", "rule-schema.md")) as f:
    listed = re.findall(r"^\| `([a-z_]+)` \| (?:bool|string\(s\)) \|", f.read(), re.M)
report(len(known) > 20 and known == listed, "docs/rule-schema.md lists every match predicate, in the loader's order",
       f"missing {sorted(set(known) - set(listed))}, extra {sorted(set(listed) - set(known))}")

with tempfile.TemporaryDirectory() as tmp:
    shutil.copytree(os.path.join(SRC, "rules"), os.path.join(tmp, "rules"))
    new_rule = os.path.join(SRC, "tools", "new_rule")
    p = run(sys.executable, new_rule, "HL149", "example-pattern", "--root", tmp)
    made = os.path.join(tmp, "rules", "sync-scalar", "HL149-example-pattern.yaml")
    fx = os.path.join(tmp, "testdata", "rules", "HL149", "basic.py")
    report(p.returncode == 0 and os.path.exists(made) and os.path.exists(fx) and os.path.exists(os.path.join(os.path.dirname(fx), "pyproject.toml")),
           "new_rule creates the rule file, a fixture and its project marker", p.stderr)
    q = run(HOTLINT, "--rules", os.path.join(tmp, "rules"), "rules")
    report(q.returncode == 0 and "HL149" in q.stdout and "preview" in q.stdout.split("HL149", 1)[-1].split("\n")[0],
           "the loader accepts the new rule (status preview)", q.stderr)
    env = dict(os.environ, HOTLINT=HOTLINT)
    r = run(sys.executable, os.path.join(SRC, "tests", "run_fixtures.py"), "--args", "--rules rules", "--per-code",
            os.path.join("testdata", "rules"), cwd=tmp, env=env)
    report(r.returncode == 0, "the new fixture skeleton passes as written", r.stdout)
    d = run(sys.executable, new_rule, "HL149", "other-name", "--root", tmp)
    report(d.returncode == 2 and "already used" in d.stderr, "new_rule refuses a used code", d.stderr)
    d = run(sys.executable, new_rule, "HL148", "example-pattern", "--root", tmp)
    report(d.returncode == 2 and "already used" in d.stderr, "new_rule refuses a used name", d.stderr)
    d = run(sys.executable, new_rule, "HL199", "cuda-range", "--language", "python", "--root", tmp)
    report(d.returncode == 2 and "x01-x49" in d.stderr, "new_rule keeps Python rules in x01-x49", d.stderr)
    d = run(sys.executable, new_rule, "HL1101", "bad-category", "--root", tmp)
    report(d.returncode == 2, "new_rule refuses a code outside the ten categories", d.stderr)

print(f"1..{n}")
sys.exit(1 if failed else 0)
