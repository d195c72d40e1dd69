#!/usr/bin/env python3
"""The hook manifest and the integration docs agree with the real tools (TAP).

- `.pre-commit-hooks.yaml` passes `pre-commit validate-manifest`; its `types_or` are tags
  identify knows, and every extension hotlint lints is tagged with one of them (else
  pre-commit would never hand such files to the hook);
- every `.pre-commit-config.yaml` snippet in docs/integrations.md passes
  `pre-commit validate-config` and names hooks the manifest defines (a `repo: local` hook
  repeats the manifest's file selection);
- the GitHub workflow snippet is valid YAML that lints to SARIF and uploads it with
  github/codeql-action/upload-sarif;
- every `--option` the snippets give hotlint exists in `hotlint --help`.
Runs inside the integration suite's private venv (pre-commit, identify and PyYAML from PyPI).
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
from common import run  # noqa: E402

MANIFEST = os.path.join(common.SRC, ".pre-commit-hooks.yaml")
DOC = os.path.join(common.SRC, "docs", "integrations.md")
# what src_lang_from_path() lints (source.c); .pyi stubs hold no runtime code
HOTLINT_EXTS = ["py", "cu", "cuh", "cpp", "cc", "cxx", "hpp", "hh", "hxx", "h", "c"]


def blocks(text, lang):
    """Bodies of the fenced code blocks whose info string is `lang`."""
    out, cur, info = [], None, None
    for line in text.splitlines(keepends=True):
        if line.startswith("```"):
            if cur is None:
                cur, info = [], line[3:].strip()
            else:
                if info == lang:
                    out.append("".join(cur))
                cur = None
        elif cur is not None:
            cur.append(line)
    return out


def inner():
    import yaml
    from identify import identify

    t = common.Tap(8)
    bindir = os.path.dirname(sys.executable)
    precommit = os.path.join(bindir, "pre-commit")
    rc, out = run([precommit, "validate-manifest", MANIFEST])
    t.ok(rc == 0, "`pre-commit validate-manifest .pre-commit-hooks.yaml`", out)
    hooks = {h["id"]: h for h in yaml.safe_load(open(MANIFEST))}
    want = {"hotlint": "python", "hotlint-system": "system"}
    t.ok({k: hooks.get(k, {}).get("language") for k in want} == want and
         all(h.get("entry") == "hotlint" and h.get("require_serial") is True and h.get("pass_filenames", True)
             for h in hooks.values()),
         "hooks `hotlint` (language: python) and `hotlint-system` (language: system) run `hotlint` serially on file names",
         yaml.safe_dump(hooks))
    tags = set()
    for h in hooks.values():
        tags |= set(h.get("types_or", []))
    unknown = sorted(tags - identify.ALL_TAGS)
    unseen = [e for e in HOTLINT_EXTS if not (identify.tags_from_filename(f"x.{e}") & tags)]
    t.ok(tags and not unknown and not unseen, f"types_or {sorted(tags)} are identify tags covering every hotlint extension",
         f"unknown tags: {unknown}; extensions no hook sees: {unseen}")

    doc = open(DOC).read()
    ymls = blocks(doc, "yaml")
    configs = [b for b in ymls if b.lstrip().startswith("repos:")]
    bad = []
    tmp = os.path.join(common.WORK, "docs")
    os.makedirs(tmp, exist_ok=True)
    for i, b in enumerate(configs):
        p = os.path.join(tmp, f"config{i}.yaml")
        with open(p, "w") as f:
            f.write(b)
        rc, out = run([precommit, "validate-config", p])
        if rc != 0:
            bad.append(out)
        for repo in yaml.safe_load(b)["repos"]:
            for h in repo["hooks"]:
                if repo["repo"] == "local":
                    ref = hooks["hotlint-system"]
                    if any(h.get(k) != ref.get(k) for k in ("entry", "language", "types_or", "require_serial")):
                        bad.append(f"local hook differs from the manifest's hotlint-system: {h}")
                elif h["id"] not in hooks:
                    bad.append(f"unknown hook id {h['id']}")
    t.ok(len(configs) >= 3 and not bad, f"{len(configs)} pre-commit config snippets validate and name manifest hooks", "\n".join(bad))

    flows = [yaml.safe_load(b) for b in ymls if b.lstrip().startswith("name:")]
    steps = [s for f in flows for j in f.get("jobs", {}).values() for s in j.get("steps", [])]
    runs = "\n".join(s.get("run", "") for s in steps)
    uses = [s.get("uses", "") for s in steps]
    perms = flows[0].get("permissions", {}) if flows else {}
    t.ok(flows and "hotlint --format sarif --output hotlint.sarif ." in runs and
         any(u.startswith("github/codeql-action/upload-sarif@") for u in uses) and
         any(u.startswith("actions/checkout@") for u in uses) and perms.get("security-events") == "write",
         "GitHub workflow snippet parses, lints to SARIF and uploads it (security-events: write)", yaml.safe_dump(flows))
    step_snips = [yaml.safe_load(b) for b in ymls if b.lstrip().startswith("- name:")]
    t.ok(any("hotlint --format github" in s.get("run", "") for snip in step_snips for s in snip),
         "`--format github` annotation step parses", str(step_snips))

    _, helptext = run([common.HOTLINT, "--help"])
    used = set()
    for b in blocks(doc, "yaml") + blocks(doc, "sh") + blocks(doc, ""):
        for line in b.splitlines():
            if "hotlint" in line and ("hotlint " in line or "'hotlint'" in line):
                used |= set(re.findall(r"(?<![\w-])(--[a-z][a-z-]+)", line.split("hotlint", 1)[1]))
    for m in re.finditer(r"`hotlint ([^`]*)`", doc):
        used |= set(re.findall(r"(?<![\w-])(--[a-z][a-z-]+)", m.group(1)))
    for m in re.finditer(r"args: \[([^\]]*)\]", doc):
        used |= set(re.findall(r"(--[a-z][a-z-]+)", m.group(1)))
    missing = sorted(o for o in used if o not in helptext)
    t.ok(used and not missing, f"hotlint options in the docs exist ({', '.join(sorted(used))})", f"not in --help: {missing}")
    t.ok("hotlint lsp" in doc and "sarif-viewer" in doc.lower(), "editor section: SARIF viewer and `hotlint lsp`")
    return t.done()


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--inner":
        return inner()
    try:
        bindir = common.private_venv(["pre-commit"])
    except (RuntimeError, OSError, subprocess.SubprocessError) as e:
        why = common.pypi_reachable()
        if why:
            common.skip_all(why)
        print("1..1\nnot ok 1 - install pre-commit from PyPI into the private venv")
        print("\n".join("# " + line for line in str(e).splitlines()[-40:]))
        return 1
    return subprocess.call([os.path.join(bindir, "python"), os.path.abspath(__file__), "--inner"])


if __name__ == "__main__":
    sys.exit(main())
