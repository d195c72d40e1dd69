#!/usr/bin/env python3
"""tests/mbench (TAP): microbenchmark templates, --emit-microbench, `hotlint confirm`.

Usage: test_mbench.py MBENCH_SUITE   (env from tests/meson.build: HOTLINT, HOTLINT_SRC, HOTLINT_BUILD)

No GPU is needed. nvcc is used where it exists (/usr/local/cuda/bin/nvcc or PATH); without it
the compile checks are TAP skips that say so. Compile time is kept low: one nvcc front-end
pass checks all templates at once (each wrapped in its own namespace), and only a handful of
emitted programs get a full build, in parallel.
"""
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HOTLINT = os.environ.get("HOTLINT", "")
SRC = os.environ.get("HOTLINT_SRC", os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
BUILD = os.environ.get("HOTLINT_BUILD", "")
TPL_DIR = os.path.join(SRC, "tools", "microbench")
HERE = os.path.join(SRC, "tests", "mbench")
FIXTURE = os.path.join(HERE, "fixture")
TEMPLATE_IDS = [
    "aa-control", "get-last-error", "d2h-scalar", "d2h-copy", "device-sync", "stream-sync", "event-sync",
    "stream-query-spin", "alloc-raw-and-pool", "cuda-malloc", "handle-create", "h2d-pageable", "memcpy-d2h",
    "memcpy-async-pageable", "mask-count", "host-format", "host-io", "host-python", "graph-capture",
    "nvrtc-compile", "device-query", "device-printf", "event-record",
]

results = []


T0 = [time.time()]


def tap(ok, name, detail="", skip=None):
    print(f"# ({time.time() - T0[0]:.1f} s)")
    T0[0] = time.time()
    results.append((ok, name, detail, skip))
    n = len(results)
    if skip:
        print(f"ok {n} - {name} # SKIP {skip}")
    else:
        print(f"{'ok' if ok else 'not ok'} {n} - {name}")
        if not ok and detail:
            for line in str(detail).splitlines()[:40]:
                print(f"#   {line}")
    sys.stdout.flush()


def find_nvcc():
    for c in [shutil.which("nvcc"), "/usr/local/cuda/bin/nvcc"]:
        if c and os.access(c, os.X_OK):
            return c
    return None


NVCC = find_nvcc()


def run(cmd, env=None, cwd=None, timeout=600):
    e = dict(os.environ)
    if env:
        e.update(env)
    return subprocess.run(cmd, capture_output=True, text=True, env=e, cwd=cwd, timeout=timeout, errors="replace")


def scratch(name):
    base = os.path.join(BUILD or tempfile.gettempdir(), "mbench-py")
    d = os.path.join(base, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    return d


def meta(path):
    out = {"param": []}
    for line in open(path, encoding="utf-8"):
        m = re.match(r"// @(\w+) ?(.*)", line)
        if m:
            if m.group(1) == "param":
                out["param"].append(m.group(2))
            else:
                out[m.group(1)] = m.group(2)
    return out


# ---- templates ---------------------------------------------------------------------------

def test_template_set():
    files = sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(TPL_DIR, "*.cu")))
    problems = []
    if files != sorted(TEMPLATE_IDS):
        problems.append(f"templates on disk {files} != the shared id list")
    for t in files:
        path = os.path.join(TPL_DIR, t + ".cu")
        m = meta(path)
        text = open(path, encoding="utf-8").read()
        if m.get("template") != t:
            problems.append(f"{t}.cu: `// @template {t}` missing")
        for key in ("summary", "hazard"):
            if not m.get(key):
                problems.append(f"{t}.cu: `// @{key}` missing")
        for p in m["param"]:
            if not re.match(r"^[a-z_]+:(int|[a-z0-9-]+(\|[a-z0-9-]+)*)=[A-Za-z0-9.-]+ \S", p):
                problems.append(f"{t}.cu: bad `@param {p}`")
        if text.count('#include "harness.cuh"') != 1:
            problems.append(f"{t}.cu: must include harness.cuh exactly once")
        for hook in ("mb_describe", "mb_setup", "mb_hazard", "mb_teardown"):
            if not re.search(r"static void %s\(" % hook, text):
                problems.append(f"{t}.cu: hook {hook} missing")
        pre = text.split('#include "harness.cuh"')[0]
        for line in pre.splitlines():
            if line.strip() and not line.startswith("//") and not line.startswith("#include <") and not line.startswith("#define MB_"):
                problems.append(f"{t}.cu: only comments, system includes and MB_ defines may precede the harness: {line}")
    tap(not problems, "every template id has one well-formed template", "\n".join(problems))


def test_rules_name_templates():
    try:
        import yaml
    except ImportError:
        tap(True, "every rule names an existing template", skip="PyYAML is not installed")
        return
    problems, n = [], 0
    for path in sorted(glob.glob(os.path.join(SRC, "rules", "*", "*.yaml"))):
        try:
            doc = yaml.safe_load(open(path, encoding="utf-8"))
        except Exception as e:  # the rules suite reports broken YAML; here it is only skipped
            problems.append(f"{path}: {e}")
            continue
        mb = (doc or {}).get("microbench") or {}
        t = mb.get("template")
        n += 1
        if t not in TEMPLATE_IDS:
            problems.append(f"{os.path.relpath(path, SRC)}: microbench.template `{t}` is not a template")
            continue
        declared = {p.split(":")[0] for p in meta(os.path.join(TPL_DIR, t + ".cu"))["param"]}
        declared |= {"count", "every", "elems", "dtype", "bytes", "trip", "trip_count", "trips", "repeat", "numel", "nbytes"}
        for k in (mb.get("params") or {}):
            if k not in declared:
                problems.append(f"{os.path.relpath(path, SRC)}: param `{k}` is not one `{t}` takes")
    tap(not problems and n > 0, f"every rule names an existing template ({n} rules)", "\n".join(problems) or "no rules found")


def combine(units):
    """Several programs in one translation unit, each in its own namespace, system includes
    hoisted: one nvcc front-end pass checks them all. `units` is [(name, text)]; a template's
    `#include "harness.cuh"` is replaced by the harness."""
    harness = open(os.path.join(TPL_DIR, "harness.cuh"), encoding="utf-8").read()
    incs, parts = set(), []
    for i, (name, text) in enumerate(units):
        text = text.replace('#include "harness.cuh"', f'#line 1 "harness.cuh"\n{harness}\n#line 1 "{name} (after the harness)"')
        body = []
        for line in text.splitlines():
            (incs.add(line) if line.startswith("#include <") else body.append(line))
        parts.append(f"namespace mbt_{i} {{\n#define main mb_main_{i}\n#line 1 \"{name}\"\n" + "\n".join(body) +
                     "\n#undef main\n#undef MB_DEVICE_PRINTF\n#undef HOTLINT_MB_HARNESS_CUH\n#undef MB_TEMPLATE\n#undef MB_PARAMS\n#undef MB_WORK_US\n}\n")
    return "\n".join(sorted(incs)) + "\n" + "\n".join(parts)


def frontend_pass(units, tag):
    d = scratch(tag)
    src = os.path.join(d, "combined.cu")
    with open(src, "w", encoding="utf-8") as f:
        f.write(combine(units))
    r = run([NVCC, "-std=c++17", "-arch=compute_90", "-cuda", "--Werror", "all-warnings", "-o", os.devnull, src], timeout=600)
    return r.returncode == 0, r.stdout + r.stderr


def test_templates_compile():
    name = "every template passes nvcc's front end (one combined pass)"
    if not NVCC:
        tap(True, name, skip="nvcc not found (PATH, /usr/local/cuda/bin): template compile checks need the CUDA toolkit")
        return
    units = [(t + ".cu", open(os.path.join(TPL_DIR, t + ".cu"), encoding="utf-8").read()) for t in sorted(TEMPLATE_IDS)]
    ok, log = frontend_pass(units, "syntax")
    tap(ok, name, log)


def nvcc_build(src, out, links=()):
    r = run([NVCC, "-O2", "-std=c++17", "-arch=sm_90", "-o", out, src, *links], timeout=600)
    return r.returncode, r.stdout + r.stderr


def build_many(dirname, names, manifest):
    links = {p["name"]: p["link"] for p in manifest["programs"]}
    jobs = max(1, min(4, os.cpu_count() or 1))
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        futs = {n: ex.submit(nvcc_build, os.path.join(dirname, n + ".cu"), os.path.join(dirname, n), links[n]) for n in names}
        return {n: f.result() for n, f in futs.items()}


# ---- the suite and --emit-microbench -------------------------------------------------------

def test_suite(suite_bin):
    d = scratch("suite")
    r = run([suite_bin, os.path.join(TPL_DIR, "suite.list"), d, "--templates", TPL_DIR])
    if r.returncode != 0:
        tap(False, "mbench-suite emits the every-template suite", r.stderr)
        return
    man = json.load(open(os.path.join(d, "manifest.json")))
    tpls = {p["template"] for p in man["programs"]}
    missing = sorted(set(TEMPLATE_IDS) - tpls)
    tap(not missing, f"the suite covers every template ({len(man['programs'])} programs)", f"missing: {missing}")
    if not NVCC:
        tap(True, "an emitted program builds and links with its single nvcc line", skip="nvcc not found")
        return
    # one full build and link (a program that needs a library: -lnvrtc); the rest of the
    # suite's programs differ from their templates only in MB_PARAMS
    names = ["nvrtc-compile"]
    res = build_many(d, names, man)
    bad = {n: log for n, (rc, log) in res.items() if rc != 0}
    tap(not bad, "an emitted program builds and links with its single nvcc line", "\n".join(f"{n}: {l}" for n, l in bad.items()))
    # a program built here has no GPU: it must say so as a JSON error line and exit 3
    if not bad:
        r = run([os.path.join(d, "nvrtc-compile")], timeout=60)
        lines = [json.loads(l) for l in r.stdout.splitlines() if l.strip()]
        ok = r.returncode == 3 and lines and lines[-1].get("type") == "error"
        if shutil.which("nvidia-smi"):
            tap(True, "without a GPU a program prints an error line and exits 3", skip="this machine has nvidia-smi")
        else:
            tap(ok, "without a GPU a program prints an error line and exits 3", f"rc {r.returncode}\n{r.stdout}\n{r.stderr}")


def lint_json(args, env=None):
    r = run([HOTLINT, "--no-cache", "--format", "json", *args], env=env, cwd=SRC)
    try:
        return r, json.loads(r.stdout)
    except ValueError:
        return r, None


def test_emit_e2e():
    d1, d2 = scratch("emit-j1"), scratch("emit-j2")
    rel = os.path.relpath(FIXTURE, SRC)
    r1, j1 = lint_json(["-j", "1", "--emit-microbench", d1, rel])
    r2, j2 = lint_json(["-j", "2", "--emit-microbench", d2, rel])
    if j1 is None or not os.path.exists(os.path.join(d1, "manifest.json")):
        tap(False, "--emit-microbench writes programs and manifest.json", r1.stderr + r1.stdout)
        return None, None
    man = json.load(open(os.path.join(d1, "manifest.json")))
    want = {f["fingerprint"]: f for f in j1["findings"] if f.get("microbench")}
    got = {f["fingerprint"]: f for f in man["findings"]}
    problems = []
    if not want:
        problems.append("the fixture produced no findings")
    if set(want) != set(got):
        problems.append(f"manifest fingerprints {sorted(got)} != lint findings {sorted(want)}")
    for fp, f in got.items():
        if not os.path.exists(os.path.join(d1, f["program"] + ".cu")):
            problems.append(f"{fp}: program {f['program']}.cu missing")
        if fp in want and (want[fp]["line"] != f["line"] or want[fp]["code"] != f["code"]):
            problems.append(f"{fp}: manifest says {f['code']} line {f['line']}, lint says {want[fp]['code']} line {want[fp]['line']}")
    roles = [p["role"] for p in man["programs"]]
    if roles[:2] != ["negative-control"] * 2 or {p["template"] for p in man["programs"][:2]} != {"aa-control", "get-last-error"}:
        problems.append("the negative controls must lead every suite")
    for p in man["programs"]:
        text = open(os.path.join(d1, p["source"]), encoding="utf-8").read()
        for fp in p["findings"]:
            f = got[fp]
            if f"{f['path']}:{f['line']}:{f['col']}: {f['code']}" not in text:
                problems.append(f"{p['source']}: header does not quote {f['path']}:{f['line']}")
        if "// Build: nvcc" not in text:
            problems.append(f"{p['source']}: no build line")
    tap(not problems, f"--emit-microbench: one program per (template, params), manifest maps every finding ({len(got)})", "\n".join(problems))
    same = sorted(os.listdir(d1)) == sorted(os.listdir(d2)) and all(
        open(os.path.join(d1, n), "rb").read() == open(os.path.join(d2, n), "rb").read() for n in os.listdir(d1))
    tap(same, "--emit-microbench output is byte-identical for -j1 and -j2 and any folder")
    # the item() finding stands for a 4-byte copy, torch.empty(1024, 1024) for 4 MiB
    progs = {f["code"]: f["program"] for f in man["findings"]}
    tap(progs.get("HL101") == "d2h-scalar" and progs.get("HL401") == "alloc-raw-and-pool_bytes-4194304",
        "parameters come from the source (torch.empty(1024, 1024) -> bytes=4194304)", json.dumps(progs))
    if NVCC:
        units = [(p["source"], open(os.path.join(d1, p["source"]), encoding="utf-8").read()) for p in man["programs"]]
        ok, log = frontend_pass(units, "fixture-syntax")
        tap(ok, f"programs emitted for the fixture compile with nvcc ({len(units)}, one combined pass)", log)
    else:
        tap(True, "programs emitted for the fixture compile with nvcc", skip="nvcc not found")
    return d1, man


def test_confirm_no_gpu(d):
    name = "`hotlint confirm` without a GPU exits 2, names what is missing, writes nothing"
    if shutil.which("nvidia-smi"):
        tap(True, name, skip="this machine has nvidia-smi: it may have a GPU")
        return
    r = run([HOTLINT, "confirm", d], timeout=600)
    ok = r.returncode == 2 and "GPU" in r.stderr and not os.path.exists(os.path.join(d, "evidence.json"))
    if not NVCC:
        ok = ok and "nvcc" in r.stderr
    tap(ok, name, f"rc {r.returncode}\n{r.stderr}")
    r = run([HOTLINT, "confirm", d], env={"HOTLINT_NVCC": "/nonexistent/nvcc"}, timeout=600)
    tap(r.returncode == 2 and "`nvcc`" in r.stderr and "GPU" in r.stderr and not os.path.exists(os.path.join(d, "evidence.json")),
        "`hotlint confirm` without nvcc says so and exits 2", f"rc {r.returncode}\n{r.stderr}")
    r = run([HOTLINT, "confirm"], timeout=60)
    r2 = run([HOTLINT, "confirm", os.path.join(d, "no-such-dir")], timeout=60)
    tap(r.returncode == 2 and "usage" in r.stderr and r2.returncode == 2 and "manifest.json" in r2.stderr,
        "`hotlint confirm` usage errors exit 2", r.stderr + r2.stderr)


def test_confirm_mock():
    """The whole confirm pipeline against the mock CUDA runtime: build, run, judge, evidence,
    table, then --evidence back into lint output. The numbers are meaningless by design."""
    env = {"HOTLINT_NVCC": os.path.join(HERE, "fake_nvcc.py"), "HOTLINT_NVIDIA_SMI": os.path.join(HERE, "fake_nvidia_smi.sh"),
           "MB_MOCK_SYNC_US": "25"}
    if not shutil.which("g++"):
        tap(True, "confirm pipeline on the mock runtime", skip="g++ not found")
        return
    # two findings (and the two controls) keep the mock builds short
    d = scratch("mock")
    rel = os.path.relpath(FIXTURE, SRC)
    r = run([HOTLINT, "--no-cache", "--select", "HL101,HL201", "--emit-microbench", d, rel], cwd=SRC)
    man = json.load(open(os.path.join(d, "manifest.json")))
    r = run([HOTLINT, "confirm", d, "-j", "2"], env=env, timeout=600)
    ev_path = os.path.join(d, "evidence.json")
    problems = []
    if r.returncode not in (0, 1) or not os.path.exists(ev_path):
        tap(False, "confirm pipeline on the mock runtime writes evidence.json", f"rc {r.returncode}\n{r.stderr}\n{r.stdout}")
        return
    ev = json.load(open(ev_path))
    if ev["gpu"]["name"] != "hotlint mock GPU" or ev["gpu"]["arch"] != "sm_90":
        problems.append(f"gpu: {ev['gpu']}")
    fps = {f["fingerprint"] for f in man["findings"]}
    measured = set(ev["findings"])
    unmeasured = {u["fingerprint"] for u in ev["unmeasured"]}
    if measured | unmeasured != fps or measured & unmeasured:
        problems.append(f"findings {sorted(measured)} + unmeasured {sorted(unmeasured)} != manifest {sorted(fps)}")
    for p in ev["programs"]:
        if p["status"] != "ok":
            problems.append(f"{p['name']}: {p['status']}: {p['error']}")
            continue
        for c in p["cases"]:
            sizes = [s["size"] for s in c["sizes"]]
            if sizes != ["launch-bound", "20us", "200us"]:
                problems.append(f"{p['name']}/{c['case']}: sizes {sizes}")
            for s in c["sizes"]:
                if len(s["samples"]["control_us"]) != 10 or len(s["samples"]["candidate_us"]) != 10 or s["verdict"] not in ("CONFIRMED", "REFUTED"):
                    problems.append(f"{p['name']}/{s['size']}: {len(s['samples']['control_us'])} pairs, verdict {s['verdict']}")
    sync = [f for f in ev["findings"].values() if f["code"] == "HL201"]
    if not sync or sync[0]["verdict"] != "CONFIRMED" or sync[0]["headline"]["size"] != "launch-bound" or not sync[0]["headline"]["overhead_us"] > 10:
        problems.append(f"the mock's 25 us sync must come out CONFIRMED: {sync[:1]}")
    if "hotlint confirm: hotlint mock GPU" not in r.stdout or "evidence:" not in r.stdout:
        problems.append("no table on stdout:\n" + r.stdout)
    tap(not problems, "confirm pipeline on the mock runtime: build, run, judge, evidence.json, table", "\n".join(problems))

    # --evidence: the measured numbers reach JSON, SARIF and text
    rj, j = lint_json(["--evidence", ev_path, rel])
    with_ev = [f for f in (j or {}).get("findings", []) if f.get("evidence")]
    okj = j is not None and {f["fingerprint"] for f in with_ev} == measured and all(
        f["evidence"]["verdict"] == ev["findings"][f["fingerprint"]]["verdict"] and "cases" in f["evidence"] for f in with_ev)
    tap(okj, "--evidence attaches the per-finding object to JSON findings", rj.stderr + rj.stdout[:2000])
    rs = run([HOTLINT, "--no-cache", "--format", "sarif", "--evidence", ev_path, rel], cwd=SRC)
    oks = False
    try:
        sarif = json.loads(rs.stdout)
        res = sarif["runs"][0]["results"]
        oks = sum(1 for x in res if "evidence" in x.get("properties", {})) == len(measured)
        schema = os.path.join(SRC, "schemas", "sarif-schema-2.1.0.json")
        if not os.path.exists(schema):
            schema = os.path.join(os.path.dirname(SRC), "shared", "schemas", "sarif-schema-2.1.0.json")
        if oks and os.path.exists(schema):
            import jsonschema
            jsonschema.validate(sarif, json.load(open(schema)))
    except Exception as e:  # noqa: BLE001 - any failure is the test's finding
        rs = subprocess.CompletedProcess(rs.args, rs.returncode, rs.stdout[:1000], f"{rs.stderr}\n{e}")
        oks = False
    tap(oks, "--evidence reaches SARIF result properties and the log validates", rs.stderr)
    rt = run([HOTLINT, "--no-cache", "--evidence", ev_path, rel], cwd=SRC)
    tap(re.search(r"(confirmed|refuted) on hotlint mock GPU: [+-][0-9.]+ µs/iter", rt.stdout) is not None,
        "--evidence shows the measured numbers in text output", rt.stdout[:2000])
    r = run([HOTLINT, "--no-cache", "--evidence", os.path.join(HERE, "data", "aa-noise.jsonl"), rel], cwd=SRC)
    tap(r.returncode == 2 and re.search(r"aa-noise\.jsonl:\d+:\d+: ", r.stderr) is not None,
        "malformed --evidence is `file:line:col: message` and exit 2", r.stderr)

    # a program that fails leaves its findings unmeasured, never with a number
    env2 = dict(env, MB_MOCK_FAIL="memcpy")
    r = run([HOTLINT, "confirm", d, "-j", "2"], env=env2, timeout=600)
    ev = json.load(open(ev_path)) if os.path.exists(ev_path) else {"findings": {}, "unmeasured": []}
    um = {u["fingerprint"]: u["reason"] for u in ev["unmeasured"]}
    item = [f["fingerprint"] for f in man["findings"] if f["code"] == "HL101"]
    ok = r.returncode == 1 and item and item[0] in um and "cudaMemcpy" in um[item[0]] and item[0] not in ev["findings"]
    tap(ok, "a failing program leaves its findings unmeasured and confirm exits 1", f"rc {r.returncode}\n{r.stderr[-2000:]}\n{um}")


def main():
    if len(sys.argv) < 2 or not HOTLINT:
        print("1..0 # SKIP run through meson test (needs HOTLINT and the mbench-suite binary)")
        return 0
    suite_bin = sys.argv[1]
    test_template_set()
    test_rules_name_templates()
    test_templates_compile()
    test_suite(suite_bin)
    d, man = test_emit_e2e()
    if d:
        test_confirm_no_gpu(d)
        test_confirm_mock()
    print(f"1..{len(results)}")
    return 0 if all(ok for ok, *_ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
