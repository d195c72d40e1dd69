/*
 * emit_test.c — the emitters' canned run (STYLE.md §7: emitters share one canned Diag set).
 *
 *   emit_test canned OUTDIR   builds ONE DiagSink and writes every format to OUTDIR:
 *                             canned.{txt,json,sarif,github} (the goldens: show_waived and
 *                             statistics on), canned.default.txt (waived hidden),
 *                             canned.quiet.txt, canned.color.txt, canned.hidden.{json,sarif,github},
 *                             canned.rules.txt, canned.rule.txt, and workdir.txt (the absolute
 *                             scratch directory, so the checker can prove it never leaks)
 *   emit_test hashes FILE     prints diag_line_hashes of FILE, one line each, after checking
 *                             that diag_line_hash agrees for every line
 *
 * The canned run works in a fresh scratch directory <tmp>/hlemit.XXXXXX/work (its sources are
 * written there, the SARIF writer hashes them): paths under it are given both relative and
 * absolute, one file lives outside it (../outside), and the file names are hostile on purpose
 * (spaces, %, #, ?, a newline, invalid UTF-8, control characters, non-ASCII). Everything in the
 * goldens is independent of where the scratch directory is.
 */
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/str.h"
#include "diag.h"
#include "emit.h"
#include "engine.h"

static Arena A;
static DiagSink S;
static char workdir[4096], rootdir[1024];

static void die(const char *what) {
    fprintf(stderr, "emit_test: %s: %s\n", what, strerror(errno));
    exit(2);
}

static void write_file(const char *path, const char *text) {
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    for (char *p = dir + 1; *p; p++)
        if (*p == '/') { *p = 0; mkdir(dir, 0755); *p = '/'; }
    FILE *f = fopen(path, "wb");
    if (!f) die(path);
    fputs(text, f);
    fclose(f);
}

/* 1-based line `line` of `text` (without its newline), copied into the arena */
static const char *line_of(const char *text, uint32_t line) {
    const char *p = text;
    for (uint32_t i = 1; i < line && p; i++) {
        p = strchr(p, '\n');
        if (p) p++;
    }
    if (!p) return NULL;
    const char *e = strchr(p, '\n');
    return arena_strndup(&A, p, e ? (size_t)(e - p) : strlen(p));
}

static const HotLink *chain(uint32_t n, const HotLink *links) {
    HotLink *c = arena_alloc(&A, sizeof(HotLink) * n);
    memcpy(c, links, sizeof(HotLink) * n);
    return c;
}

static const Rule *R(const RuleSet *rs, const char *code) {
    for (uint32_t i = 0; i < rs->rules.size; i++)
        if (!strcmp(rs->rules.contents[i].code, code)) return &rs->rules.contents[i];
    return NULL;
}

/* 1-based byte column of `needle` in line `line` of `text` (0 when absent). */
static uint32_t col_of(const char *text, uint32_t line, const char *needle) {
    const char *l = line_of(text, line), *p = l ? strstr(l, needle) : NULL;
    if (!p) { fprintf(stderr, "emit_test: `%s` not on line %u\n", needle, line); exit(2); }
    return (uint32_t)(p - l) + 1;
}

/* A finding of `rule` on `needle` at path:line of `text`, filled in like the engine does. */
static Diag finding(const Rule *r, const char *path, const char *text, uint32_t line, const char *needle, const char *scope) {
    Diag d = {0};
    uint32_t col = col_of(text, line, needle);
    d.loc = (Loc){path, line, col, line, col + (uint32_t)strlen(needle)};
    d.code = r->code;
    d.name = r->name;
    static const char *cats[CAT__COUNT] = {"sync-scalar", "sync-explicit", "sync-implicit", "alloc", "transfer",
                                           "logging", "io", "python-overhead", "compile", "device-query"};
    d.category = cats[r->category];   /* what the engine copies from the rule */
    d.severity = r->severity;
    d.message = r->message;
    d.help = r->help;
    d.line_text = text ? line_of(text, line) : NULL;
    d.rule = r;
    d.cost_us = r->cost_us;
    d.microbench = r->mb_template;
    d.scope = scope;
    d.file = d.site = 0;
    return d;
}

static void add(Diag *d, const char *display_path) {
    diag_fingerprint(d);          /* over the repo-relative path, like a run from the root */
    if (display_path) d->loc.path = display_path;
    diag_sink_add(&S, d);
}

static Rule *rule_new(RuleSet *rs, const char *code, const char *name, Category cat, uint32_t langs, Severity sev,
                      const char *message, const char *help, double cost, const char *mb) {
    Rule *r = array_push_zero(&A, &rs->rules);
    r->code = code;
    r->name = name;
    r->category = cat;
    r->langs = langs;
    r->severity = sev;
    r->message = message;
    r->help = help;
    r->cost_us = cost;
    r->mb_template = mb;
    return r;
}

static void canned_rules(RuleSet *rs, bool with_preview) {
    const uint32_t PY = 1u << LANG_PYTHON, CU = (1u << LANG_CUDA) | (1u << LANG_CPP);
    Rule *r = rule_new(rs, "HL101", "item-in-timed-path", CAT_SYNC_SCALAR, PY, SEV_ERROR,
                       "`.item()` copies a tensor to the host and waits for the GPU on every iteration",
                       "keep the value on the device; read it once after the timed region", 9.9, "d2h-scalar");
    r->doc.what = "Flags `.item()` on a tensor inside the timed path.\n";
    r->doc.why = "`.item()` is a blocking device-to-host copy: the host waits for every queued kernel,\n"
                 "so the timer measures the sync, not the work.\n";
    r->doc.example = "def benchmark_fn(self):\n    loss = self.model(x).sum()\n    total += loss.item()\n";
    r->doc.use_instead = "def benchmark_fn(self):\n    loss = self.model(x).sum()\n    total += loss  # stays on the device\n";
    r->doc.known_problems = "a tensor the frontend cannot type is assumed to be on the GPU";
    array_push(&A, &r->mb_params, ((KeyVal){"bytes", "4"}));
    array_push(&A, &r->seed_codes, "sync");
    r = rule_new(rs, "HL201", "synchronize-in-timed-path", CAT_SYNC_EXPLICIT, PY, SEV_ERROR,
                 "`torch.cuda.synchronize()` waits for the whole device on every iteration",
                 "synchronize once, right before reading the end timer", 12.5, "device-sync");
    r->doc.what = "Flags `torch.cuda.synchronize()` inside the timed path (not the bracketing one).";
    r->doc.why = "Each call drains the queue; the GPU idles while the host catches up.";
    array_push(&A, &r->seed_codes, "sync");
    r = rule_new(rs, "HL250", "device-synchronize-in-timed-loop", CAT_SYNC_EXPLICIT, CU, SEV_ERROR,
                 "`cudaDeviceSynchronize()` inside the timed loop", "synchronize once after the loop", 12.5, "device-sync");
    r->doc.what = "Flags `cudaDeviceSynchronize` between the timing events.";
    r->doc.example = "cudaEventRecord(start);\nfor (int i = 0; i < n; i++) { k<<<g, b>>>(); cudaDeviceSynchronize(); }\n";
    r = rule_new(rs, "HL401", "alloc-in-timed-path", CAT_ALLOC, PY, SEV_WARNING,
                 "`{callee}` allocates a tensor on every iteration", "allocate once in `setup()` and reuse it", 3.2,
                 "alloc-raw-and-pool");
    r = rule_new(rs, "HL601", "print-in-timed-path", CAT_LOGGING, PY, SEV_WARNING,
                 "`print` formats and writes on every iteration", "log after the timed region", 4.0, "host-format");
    r = rule_new(rs, "HL1001", "device-properties-in-timed-path", CAT_DEVICE_QUERY, PY, SEV_WARNING,
                 "`torch.cuda.get_device_properties` queries the driver on every iteration",
                 "query once in `setup()`", 1.5, "device-query");
    if (with_preview) {
        r = rule_new(rs, "HL899", "deepcopy-in-timed-path", CAT_PYTHON_OVERHEAD, PY, SEV_NOTE,
                     "`copy.deepcopy` runs on every iteration", "copy once in `setup()`", 0, NULL);
        r->preview = true;
    }
}

static const char BENCH_PY[] =
    "import torch\n"
    "\n"
    "\n"
    "class Bench:\n"
    "    def benchmark_fn(self):\n"
    "        for _ in range(10):\n"
    "            self._step()\n"
    "\n"
    "    def _step(self):\n"
    "        x = self.t.item()\n"
    "        if self.debug:\n"
    "            print(f\"x={x} \\\"quoted\\\" \\\\ back\")\n"
    "        torch.cuda.synchronize()\n"
    "        torch.cuda.synchronize()  # hotlint: ignore[HL201] -- bracketing sync\n";
static const char TABS_PY[] = "def benchmark_fn(self):\n\tfor i in range(3):\n\t\ty = t.item()\t# tab\n";
static const char UNI_PY[] =
    "def benchmark_fn(self):\n"
    "    msg = \"héllo 日本\"; v = t.item()  # 🚀\n"
    "    out = loss.tolist()\n"
    "    if (\n";
static const char SPACE_PY[] =
    "def benchmark_fn(self):\n"
    "    buf = torch.empty(\n"
    "        (1024, 1024),\n"
    "        device=\"cuda\")\n";
static const char PCT_PY[] =
    "def benchmark_fn(self):\n"
    "    # hotlint: ignore[HL1001] -- \"props\" are cached by the driver \\ measured\n"
    "    p = torch.cuda.get_device_properties(0)\n";
static const char NL_PY[] = "def benchmark_fn(self):\n    return x.item()\n";
static const char BAD_PY[] = "def benchmark_fn(self):\n    t = torch.zeros(4)  # caf\xe9 \xff\n";
static const char CTL_PY[] = "x = 1\x01\n";
static const char KERNEL_CU[] =
    "void run(float *d, int n) {\n"
    "  cudaEventRecord(start);\n"
    "  for (int i = 0; i < n; i++) {\n"
    "    step<<<64, 256>>>(d);\n"
    "    cudaDeviceSynchronize();\n"
    "  }\n"
    "  cudaEventRecord(stop);\n"
    "}\n";
static const char LIB_PY[] = "def helper(t):\n    return t.item()\n";
static const char ALLOW_YAML[] =
    "entries:\n"
    "  - path: \"dir with space/*.py\"\n"
    "    scope: benchmark_fn\n"
    "    codes: [alloc]\n"
    "    reason: warm-up allocations are part of the measured step, see #42\n"
    "  - path: old/*.py\n"
    "    codes: [HL101]\n"
    "    reason: gone\n";

static char LONG_PY[2048];   /* one 900-byte line: the frame shows a window around the span */

static const char P_SPACE[] = "dir with space/bench 1.py";
static const char P_PCT[] = "pct%20#frag?.py";
static const char P_NL[] = "new\nline.py";
static const char P_BAD[] = "bad\xff\xfe.py";
static const char P_CTL[] = "ctl\x01\x1b[31m.py";
static const char P_UNI[] = "\xc3\xbcn\xc3\xaf/bench_\xe6\x97\xa5\xe6\x9c\xac.py";   /* ünï/bench_日本.py */

static void canned_sink(const RuleSet *rs) {
    write_file("bench.py", BENCH_PY);
    write_file("tabs.py", TABS_PY);
    StrBuf lb;
    sb_init(&lb);
    sb_puts(&lb, "def benchmark_fn(self):\n    return [");
    for (int i = 0; i < 100; i++) sb_printf(&lb, "%d, ", i);
    sb_puts(&lb, "t.item()");
    for (int i = 0; i < 100; i++) sb_printf(&lb, ", %d", i);
    sb_puts(&lb, "]\n");
    snprintf(LONG_PY, sizeof LONG_PY, "%s", sb_cstr(&lb));
    sb_fini(&lb);
    write_file("long.py", LONG_PY);
    write_file(P_UNI, UNI_PY);
    write_file(P_SPACE, SPACE_PY);
    write_file(P_PCT, PCT_PY);
    write_file(P_NL, NL_PY);
    write_file(P_BAD, BAD_PY);
    write_file(P_CTL, CTL_PY);
    write_file("abs/kernel.cu", KERNEL_CU);
    write_file("allowlists/team.yaml", ALLOW_YAML);
    char outside[4200], lib[4300], kernel[4300], bench[4300];
    snprintf(outside, sizeof outside, "%s/outside", rootdir);
    mkdir(outside, 0755);
    snprintf(lib, sizeof lib, "%s/lib.py", outside);
    write_file(lib, LIB_PY);
    snprintf(kernel, sizeof kernel, "%s/abs/kernel.cu", workdir);
    snprintf(bench, sizeof bench, "%s/./abs/../bench.py", workdir);
    const char *lib_abs = arena_strdup(&A, lib), *kernel_abs = arena_strdup(&A, kernel), *bench_abs = arena_strdup(&A, bench);

    /* bench.py: a chain through self._step, a loop, a condition, evidence both ways, a waiver */
    HotLink bl[] = {{"Bench.benchmark_fn", "bench.py", 5}, {"Bench._step", "bench.py", 7}};
    Evidence *conf = arena_alloc(&A, sizeof *conf);
    *conf = (Evidence){"CONFIRMED", "NVIDIA H200", "550.54.15", 9.9, 126.0, "launch-bound",
                       "{\"verdict\": \"CONFIRMED\", \"gpu\": \"NVIDIA H200\", \"driver\": \"550.54.15\", "
                       "\"sizes\": [{\"label\": \"launch-bound\", \"overhead_us\": 9.9, \"overhead_pct\": 126.0}, "
                       "{\"label\": \"20us\", \"overhead_us\": 10.1, \"overhead_pct\": 48.5}]}"};
    Evidence *refu = arena_alloc(&A, sizeof *refu);
    *refu = (Evidence){"REFUTED", "NVIDIA H200", "550.54.15", 0.1, 0.4, "launch-bound", "{not json"};
    Diag d = finding(R(rs, "HL101"), "bench.py", BENCH_PY, 10, "self.t.item()", "Bench._step");
    d.chain = chain(2, bl), d.chain_len = 2, d.in_loop = true, d.evidence = conf;
    add(&d, NULL);
    d = finding(R(rs, "HL601"), "bench.py", BENCH_PY, 12, "print(f\"x={x} \\\"quoted\\\" \\\\ back\")", "Bench._step");
    d.chain = chain(2, bl), d.chain_len = 2, d.in_loop = true, d.conditional = true;
    d.severity = diag_severity_drop(d.severity);
    d.message = "`print` formats \"x\" and writes C:\\temp\\log on every iteration";
    add(&d, NULL);
    d = finding(R(rs, "HL201"), "bench.py", BENCH_PY, 13, "torch.cuda.synchronize()", "Bench._step");
    d.chain = chain(2, bl), d.chain_len = 2, d.in_loop = true, d.evidence = refu;
    add(&d, NULL);
    d = finding(R(rs, "HL201"), "bench.py", BENCH_PY, 14, "torch.cuda.synchronize()", "Bench._step");
    d.chain = chain(2, bl), d.chain_len = 2, d.in_loop = true, d.occurrence = 1;
    d.waived = WAIVE_INLINE, d.waive_reason = "bracketing sync", d.waive_loc = (Loc){"bench.py", 14, col_of(BENCH_PY, 14, "# hotlint"), 14, 0};
    add(&d, NULL);

    /* tabs.py: tabs before the span */
    HotLink tl[] = {{"benchmark_fn", "tabs.py", 1}};
    d = finding(R(rs, "HL101"), "tabs.py", TABS_PY, 3, "t.item()", "benchmark_fn");
    d.chain = chain(1, tl), d.chain_len = 1, d.in_loop = true;
    add(&d, NULL);

    /* long.py: a line far wider than a terminal */
    d = finding(R(rs, "HL101"), "long.py", LONG_PY, 2, "t.item()", "benchmark_fn");
    add(&d, NULL);

    /* ünï/bench_日本.py: multi-byte text before the span, a span ending the line, an EOL point */
    HotLink ul[] = {{"benchmark_fn", P_UNI, 1}};
    d = finding(R(rs, "HL101"), P_UNI, UNI_PY, 2, "t.item()", "benchmark_fn");   /* t.item() after héllo 日本 */
    d.chain = chain(1, ul), d.chain_len = 1;
    add(&d, NULL);
    d = finding(R(rs, "HL101"), P_UNI, UNI_PY, 3, "loss.tolist()", "benchmark_fn");   /* loss.tolist() to the end */
    d.chain = chain(1, ul), d.chain_len = 1, d.occurrence = 1;
    d.message = "`.tolist()` copies a tensor to the host and waits for the GPU";
    add(&d, NULL);
    Diag *t = diag_tool(&S, "HL001", SEV_WARNING, (Loc){P_UNI, 4, 9, 4, 9}, "syntax error: `(` was never closed");
    t->line_text = line_of(UNI_PY, 4);

    /* dir with space/bench 1.py: a multi-line span, waived by an allowlist */
    d = finding(R(rs, "HL401"), P_SPACE, SPACE_PY, 2, "torch.empty(", "benchmark_fn");
    d.loc.end_line = 4, d.loc.end_col = (uint32_t)strlen(line_of(SPACE_PY, 4)) + 1;   /* the call spans three lines */
    d.message = "`torch.empty` allocates a tensor on every iteration";
    d.waived = WAIVE_ALLOWLIST, d.waive_reason = "warm-up allocations are part of the measured step, see #42";
    d.waive_loc = (Loc){"allowlists/team.yaml", 2, 5, 2, 5};
    add(&d, NULL);
    diag_tool(&S, "HL020", SEV_WARNING, (Loc){"allowlists/team.yaml", 6, 5, 6, 5},
              "allowlist entry `old/*.py` matches no finding; remove it");

    /* pct%20#frag?.py: waived inline (quotes and a backslash in the reason), unused suppression */
    d = finding(R(rs, "HL1001"), P_PCT, PCT_PY, 3, "torch.cuda.get_device_properties(0)", "benchmark_fn");
    d.waived = WAIVE_INLINE, d.waive_reason = "\"props\" are cached by the driver \\ measured";
    d.waive_loc = (Loc){P_PCT, 2, col_of(PCT_PY, 2, "# hotlint"), 2, 0};
    add(&d, NULL);
    diag_tool(&S, "HL012", SEV_WARNING, (Loc){P_PCT, 2, 5, 2, 40}, "unused suppression `ignore[HL1001]`");

    /* new\nline.py, bad\xff\xfe.py, ctl\x01\x1b[31m.py */
    d = finding(R(rs, "HL101"), P_NL, NL_PY, 2, "x.item()", "benchmark_fn");
    d.line_hash = "0123456789abcdef:1";   /* computed by the pipeline: wins over the file */
    add(&d, NULL);
    d = finding(R(rs, "HL401"), P_BAD, BAD_PY, 2, "torch.zeros(4)", "benchmark_fn");
    d.message = "`torch.zeros` allocates a tensor on every iteration";
    d.waived = WAIVE_SEED, d.waive_reason = "allowed_benchmark_fn_antipatterns: allocation";
    d.waive_loc = (Loc){P_BAD, 1, 1, 1, 1};
    add(&d, NULL);
    diag_tool(&S, "HL003", SEV_WARNING, (Loc){P_BAD, 1, 1, 1, 1}, "file is not valid UTF-8; linted as bytes");
    diag_tool(&S, "HL003", SEV_WARNING, (Loc){P_CTL, 1, 1, 1, 1}, "file contains control characters \x01 \x1b");

    /* absolute paths: one under the working directory (CUDA), one outside it (reached from bench.py) */
    HotLink kl[] = {{"run", kernel_abs, 2}};
    d = finding(R(rs, "HL250"), "abs/kernel.cu", KERNEL_CU, 5, "cudaDeviceSynchronize();", "run");
    d.chain = chain(1, kl), d.chain_len = 1, d.in_loop = true, d.root_kind = ROOT_CUDA_EVENT;
    add(&d, kernel_abs);
    HotLink ol[] = {{"Bench.benchmark_fn", "bench.py", 5}, {"helper", bench_abs, 11}};   /* call site in bench.py */
    d = finding(R(rs, "HL101"), "../outside/lib.py", LIB_PY, 2, "t.item()", "helper");
    d.chain = chain(2, ol), d.chain_len = 2, d.in_loop = true;
    add(&d, lib_abs);

    /* a file that does not exist (no line hash) and a diagnostic with no location */
    diag_tool(&S, "HL002", SEV_WARNING, (Loc){"missing.py", 1, 1, 1, 1}, "cannot read file: no such file or directory");
    if (mkfifo("fifo.py", 0644) != 0) die("mkfifo");   /* the SARIF writer must not block on it */
    diag_tool(&S, "HL002", SEV_WARNING, (Loc){"fifo.py", 1, 1, 1, 1}, "not a regular file");
    diag_tool(&S, "HL030", SEV_NOTE, (Loc){0}, "analysis time budget reached; results may be incomplete");
    diag_sink_finish(&S);
}

static void emit_to(const char *outdir, const char *name, int (*fn)(FILE *, const DiagSink *, const EmitCtx *),
                    const EmitCtx *ctx) {
    char path[8192];
    snprintf(path, sizeof path, "%s/%s", outdir, name);
    FILE *f = fopen(path, "wb");
    if (!f) die(path);
    if (fn(f, &S, ctx) != HL_OK) { fprintf(stderr, "emit_test: writing %s failed\n", name); exit(1); }
    fclose(f);
}

static int rm_entry(const char *p, const struct stat *st, int flag, struct FTW *ftw) {
    (void)st, (void)flag, (void)ftw;
    return remove(p);
}

static int canned(const char *outdir) {
    const char *tmp = "/tmp";
    snprintf(rootdir, sizeof rootdir, "%s/hlemit.XXXXXX", tmp);
    if (!mkdtemp(rootdir)) die("mkdtemp");
    snprintf(workdir, sizeof workdir, "%s/work", rootdir);
    if (mkdir(workdir, 0755) != 0 || chdir(workdir) != 0) die(workdir);
    if (!getcwd(workdir, sizeof workdir)) die("getcwd");

    arena_init(&A);
    diag_sink_init(&S, &A);
    RuleSet rs = {0}, all = {0};
    canned_rules(&rs, false);
    canned_rules(&all, true);
    canned_sink(&rs);

    RunStats st = {.files_seen = 10, .files_scanned = 10, .files_parsed = 9, .files_failed = 1, .bytes_scanned = 4096,
                   .bytes_parsed = 3584, .findings = 10, .waived = 4, .tool_diags = 8, .wall_ms = 12.5};
    RuleFilter filter = {0};
    EmitCtx ctx = {.version = "0.0.0-test", .rules = &rs, .filter = &filter, .show_waived = true, .statistics = true,
                   .stats = &st, .exit_code = 1, .info_uri = "https://github.com/hotlint/hotlint",
                   .rule_doc_base = "https://github.com/hotlint/hotlint/blob/main/docs/rules.md"};
    emit_to(outdir, "canned.txt", emit_text, &ctx);
    emit_to(outdir, "canned.json", emit_json, &ctx);
    emit_to(outdir, "canned.sarif", emit_sarif, &ctx);
    emit_to(outdir, "canned.github", emit_github, &ctx);
    EmitCtx plain = ctx;
    plain.show_waived = plain.statistics = false;
    emit_to(outdir, "canned.default.txt", emit_text, &plain);
    emit_to(outdir, "canned.hidden.json", emit_json, &plain);
    emit_to(outdir, "canned.hidden.sarif", emit_sarif, &plain);
    emit_to(outdir, "canned.hidden.github", emit_github, &plain);
    EmitCtx quiet = plain;
    quiet.quiet = true;
    emit_to(outdir, "canned.quiet.txt", emit_text, &quiet);
    EmitCtx color = plain;
    color.color = true;
    emit_to(outdir, "canned.color.txt", emit_text, &color);

    char path[8192];
    snprintf(path, sizeof path, "%s/canned.rules.txt", outdir);
    FILE *f = fopen(path, "wb");
    if (!f || emit_rule_list(f, &all) != HL_OK) die(path);
    fclose(f);
    snprintf(path, sizeof path, "%s/canned.rule.txt", outdir);
    f = fopen(path, "wb");
    if (!f || emit_rule_doc(f, R(&rs, "HL101")) != HL_OK) die(path);
    fclose(f);
    snprintf(path, sizeof path, "%s/workdir.txt", outdir);
    f = fopen(path, "wb");
    if (!f) die(path);
    fprintf(f, "%s\n", rootdir);
    fclose(f);

    if (chdir("/") != 0) die("chdir /");
    nftw(rootdir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
    diag_sink_fini(&S);
    arena_fini(&A);
    return 0;
}

static int hashes(const char *file) {
    FILE *f = fopen(file, "rb");
    if (!f) die(file);
    StrBuf sb;
    sb_init(&sb);
    char buf[4096];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&sb, buf, k);
    fclose(f);
    arena_init(&A);
    uint32_t n = 0;
    const char **all = diag_line_hashes(&A, sb_cstr(&sb), sb.len, &n);
    int rc = 0;
    for (uint32_t i = 0; i < n; i++) {
        const char *one = diag_line_hash(&A, sb_cstr(&sb), sb.len, i + 1);
        if (!one || !all[i] || strcmp(one, all[i])) {
            fprintf(stderr, "emit_test: line %u: diag_line_hash %s != diag_line_hashes %s\n", i + 1, one ? one : "(null)",
                    all[i] ? all[i] : "(null)");
            rc = 1;
        }
        printf("%s\n", all[i] ? all[i] : "(null)");
    }
    if (diag_line_hash(&A, sb_cstr(&sb), sb.len, n + 1)) { fprintf(stderr, "emit_test: a hash past the last line\n"); rc = 1; }
    sb_fini(&sb);
    arena_fini(&A);
    return rc;
}

int main(int argc, char **argv) {
    if (argc == 3 && !strcmp(argv[1], "canned")) return canned(argv[2]);
    if (argc == 3 && !strcmp(argv[1], "hashes")) return hashes(argv[2]);
    fprintf(stderr, "usage: emit_test canned OUTDIR | emit_test hashes FILE\n");
    return 2;
}
