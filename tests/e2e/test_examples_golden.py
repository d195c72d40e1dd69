#!/usr/bin/env python3
"""Golden SARIF for the bundled examples (issue 6): `hotlint --format sarif testdata/examples`
run from the source root must equal testdata/examples.golden.sarif byte for byte once the
version string is normalised — rules, results, regions, fingerprints
(partialFingerprints.primaryLocationLineHash) and related locations. It must also validate
against the shared SARIF schema where that schema is present.

UPDATE=1 rewrites the golden (review the diff before committing it).
"""
import json
import os
import re
import subprocess
import sys

SRC = os.environ.get("HOTLINT_SRC", os.getcwd())
HOTLINT = os.environ.get("HOTLINT", os.path.join(SRC, "build", "hotlint"))
GOLDEN = os.path.join(SRC, "testdata", "examples.golden.sarif")
SCHEMA = os.path.join(SRC, "..", "shared", "schemas", "sarif-schema-2.1.0.json")


def normalise(text):
    """hotlint's own version (tool.driver.version/semanticVersion) is the one moving part"""
    ver = subprocess.run([HOTLINT, "--version"], capture_output=True, text=True).stdout.split()[-1]
    return text.replace(f'"{ver}"', '"VERSION"')


def main():
    print("1..4")
    p = subprocess.run([HOTLINT, "--no-config", "--no-cache", "-j", "2", "--format", "sarif", "testdata/examples"],
                       cwd=SRC, capture_output=True, text=True)
    ok = p.returncode == 1
    print(("ok" if ok else "not ok") + f" 1 - exit 1 on the examples (got {p.returncode})")
    got = normalise(p.stdout)
    if os.environ.get("UPDATE") == "1":
        with open(GOLDEN, "w", encoding="utf-8") as f:
            f.write(got)
    want = open(GOLDEN, encoding="utf-8").read() if os.path.exists(GOLDEN) else ""
    same = got == want
    print(("ok" if same else "not ok") + " 2 - SARIF equals testdata/examples.golden.sarif (UPDATE=1 to rewrite)")
    if not same:
        import difflib
        for line in list(difflib.unified_diff(want.splitlines(), got.splitlines(), "golden", "got", lineterm=""))[:40]:
            print("# " + line)
    doc = json.loads(p.stdout)
    results = doc["runs"][0]["results"]
    fp = all("primaryLocationLineHash" in (r.get("partialFingerprints") or {}) for r in results)
    print(("ok" if results and fp else "not ok") + f" 3 - {len(results)} results, every one with primaryLocationLineHash")
    if os.path.exists(SCHEMA):
        import jsonschema
        errs = list(jsonschema.Draft4Validator(json.load(open(SCHEMA))).iter_errors(doc))
        print(("ok" if not errs else "not ok") + " 4 - validates against sarif-schema-2.1.0.json")
        for e in errs[:5]:
            print("# " + str(e.message)[:300])
    else:
        print(f"ok 4 # SKIP schema not found at {SCHEMA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
