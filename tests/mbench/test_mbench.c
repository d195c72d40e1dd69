/*
 * test_mbench.c — unit tests of the microbenchmark module (TAP): the statistics and verdicts on
 * recorded sample data (tests/mbench/data/<name>.jsonl: A/A noise, a drifting control, a clear
 * hazard; h200-*.jsonl: raw output recorded on an H200), the JSON reader, the emitter on
 * synthetic findings (grouping, parameters, quoting, determinism) and evidence attachment.
 * Scratch files go to $HOTLINT_BUILD/mbench-unit (rewritten every run).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/str.h"
#include "diag.h"
#include "mbconfirm.h"
#include "mbench.h"
#include "mbjson.h"

static int ntest, nfail;
static const char *src_root, *scratch;

#define CHECK(cond, ...)                                                                       \
    do {                                                                                       \
        if (!(cond)) {                                                                         \
            printf("#   %s:%d: check `%s` failed: ", __FILE__, __LINE__, #cond);                \
            printf(__VA_ARGS__);                                                               \
            printf("\n");                                                                      \
            ok = false;                                                                        \
        }                                                                                      \
    } while (0)

#define TEST(name) static void name(bool *okp)
#define RUN(name)                                                                              \
    do {                                                                                       \
        bool ok_ = true;                                                                       \
        name(&ok_);                                                                            \
        ntest++;                                                                               \
        if (!ok_) nfail++;                                                                     \
        printf("%s %d - %s\n", ok_ ? "ok" : "not ok", ntest, #name);                           \
        fflush(stdout);                                                                        \
    } while (0)

static char *read_all(const char *path, size_t *n) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    StrBuf sb;
    sb_init(&sb);
    char buf[8192];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&sb, buf, k);
    fclose(f);
    if (n) *n = sb.len;
    if (!sb.data) sb_putc(&sb, 0), sb.len = 0;
    return sb_take(&sb);
}

static void write_all(const char *path, const char *text) {
    FILE *f = fopen(path, "wb");
    if (!f) { printf("# cannot write %s: %s\n", path, strerror(errno)); return; }
    fputs(text, f);
    fclose(f);
}

/* ---- statistics -------------------------------------------------------------------- */

TEST(test_mbconfirm__median_mad) {
    bool ok = true;
    double odd[] = {5, 1, 3}, even[] = {4, 1, 3, 2}, one[] = {7};
    CHECK(mbs_median(odd, 3) == 3, "median %g", mbs_median(odd, 3));
    CHECK(mbs_median(even, 4) == 2.5, "median %g", mbs_median(even, 4));
    CHECK(mbs_median(one, 1) == 7, "median of one");
    CHECK(isnan(mbs_median(NULL, 0)), "median of nothing is NAN");
    double v[] = {1, 1, 2, 2, 4, 6, 9};   /* median 2, |dev| = 1 1 0 0 2 4 7 -> MAD 1 */
    CHECK(mbs_mad(v, 7) == 1, "mad %g", mbs_mad(v, 7));
    CHECK(odd[0] == 5 && odd[1] == 1, "inputs are not reordered");
    *okp = ok;
}

TEST(test_mbconfirm__threshold_rule) {
    bool ok = true;
    /* no spread: the 2 % floor decides */
    double c[10], k1[10], k2[10];
    for (int i = 0; i < 10; i++) { c[i] = 100.0; k1[i] = 101.9; k2[i] = 102.1; }
    MbsVerdict v;
    mbs_judge(&v, c, 10, k1, 10);
    CHECK(v.verdict == MBS_REFUTED && fabs(v.threshold_us - 2.0) < 1e-9, "1.9 %% under the floor: %s thr %g", mbs_verdict_name(v.verdict), v.threshold_us);
    mbs_judge(&v, c, 10, k2, 10);
    CHECK(v.verdict == MBS_CONFIRMED, "2.1 %% over the floor: %s", mbs_verdict_name(v.verdict));
    CHECK(fabs(v.overhead_pct - 2.1) < 1e-9, "pct %g", v.overhead_pct);
    /* spread: 3 x 1.4826 x MAD decides */
    double cs[] = {100, 104, 96, 100, 104, 96, 100, 104, 96, 100}, k3[10], k4[10];   /* MAD 4 -> 17.79 */
    for (int i = 0; i < 10; i++) { k3[i] = cs[i] + 17.5; k4[i] = cs[i] + 18.0; }
    mbs_judge(&v, cs, 10, k3, 10);
    CHECK(v.verdict == MBS_REFUTED && fabs(v.threshold_us - 3 * 1.4826 * 4) < 1e-9, "under 3 sigma: %s thr %g", mbs_verdict_name(v.verdict), v.threshold_us);
    mbs_judge(&v, cs, 10, k4, 10);
    CHECK(v.verdict == MBS_CONFIRMED, "over 3 sigma: %s", mbs_verdict_name(v.verdict));
    /* a faster candidate is never a hazard */
    mbs_judge(&v, k2, 10, c, 10);
    CHECK(v.verdict == MBS_REFUTED && v.overhead_us < 0, "negative overhead");
    /* too few pairs: no verdict */
    mbs_judge(&v, c, 4, k2, 4);
    CHECK(v.verdict == MBS_INCONCLUSIVE, "4 pairs: %s", mbs_verdict_name(v.verdict));
    *okp = ok;
}

static bool load_run(Arena *a, const char *name, MbcRun *run) {
    char *path = arena_printf(a, "%s/tests/mbench/data/%s", src_root, name);
    size_t n;
    char *t = read_all(path, &n);
    if (!t) { printf("# cannot read %s\n", path); return false; }
    MbjError err;
    int rc = mbc_run_parse(a, t, n, run, &err);
    free(t);
    if (rc != HL_OK) { printf("# %s:%u:%u: %s\n", path, err.line, err.col, err.msg); return false; }
    mbc_run_judge(run);
    return true;
}

static const MbcSeries *series(const MbcRun *r, const char *size, const char *kase) {
    for (uint32_t i = 0; i < r->series.size; i++)
        if (!strcmp(r->series.contents[i].size, size) && (!kase || !strcmp(r->series.contents[i].kase, kase))) return &r->series.contents[i];
    return NULL;
}

TEST(test_mbconfirm__aa_noise_refuted) {
    bool ok = true;
    Arena a;
    arena_init(&a);
    MbcRun r;
    if (!load_run(&a, "aa-noise.jsonl", &r)) ok = false;
    else {
        CHECK(r.done && r.series.size == 3, "3 series, got %u", r.series.size);
        const char *sizes[] = {"launch-bound", "20us", "200us"};
        for (int i = 0; i < 3; i++) {
            const MbcSeries *s = series(&r, sizes[i], NULL);
            CHECK(s && s->ctrl_gpu.size == 10 && s->cand_gpu.size == 10, "%s: 10 pairs (pilot/discard excluded)", sizes[i]);
            if (s) CHECK(s->v.verdict == MBS_REFUTED, "%s: A/A %s (%+.3f vs %.3f)", sizes[i], mbs_verdict_name(s->v.verdict), s->v.overhead_us, s->v.threshold_us);
        }
        const MbcSeries *s = series(&r, "launch-bound", NULL);
        CHECK(s && !strcmp(s->reading, "host-bound"), "launch-bound reads host-bound");
        s = series(&r, "200us", NULL);
        CHECK(s && !strcmp(s->reading, "gpu-bound"), "200us reads gpu-bound");
        CHECK(mbc_run_headline(&r, NULL) == series(&r, "launch-bound", NULL), "headline is launch-bound");
    }
    arena_fini(&a);
    *okp = ok;
}

TEST(test_mbconfirm__drifting_control) {
    bool ok = true;
    Arena a;
    arena_init(&a);
    MbcRun r;
    if (!load_run(&a, "drift.jsonl", &r)) ok = false;
    else {
        const MbcSeries *aa = series(&r, "launch-bound", "identical"), *hz = series(&r, "launch-bound", "hazard");
        CHECK(aa && hz, "both cases parsed");
        /* the control drifts 40 % over the run; ABBA keeps both arms on the same drift */
        if (aa) CHECK(aa->v.verdict == MBS_REFUTED, "drifting A/A must stay refuted: %+.3f vs %.3f", aa->v.overhead_us, aa->v.threshold_us);
        if (aa) CHECK(aa->v.control_mad_us > 0.2, "the drift shows in the control's spread (MAD %.3f)", aa->v.control_mad_us);
        if (hz) CHECK(hz->v.verdict == MBS_CONFIRMED, "a +10 us hazard on the drift: %+.3f vs %.3f", hz->v.overhead_us, hz->v.threshold_us);
        CHECK(r.cases.size == 2 && !strcmp(r.cases.contents[0], "identical"), "cases in order");
        CHECK(mbc_run_headline(&r, "hazard") == hz, "headline of a named case");
    }
    arena_fini(&a);
    *okp = ok;
}

TEST(test_mbconfirm__clear_hazard_confirmed) {
    bool ok = true;
    Arena a;
    arena_init(&a);
    MbcRun r;
    if (!load_run(&a, "clear-hazard.jsonl", &r)) ok = false;
    else {
        const char *sizes[] = {"launch-bound", "20us", "200us"};
        double want[] = {11.6, 16.1, 18.3};
        for (int i = 0; i < 3; i++) {
            const MbcSeries *s = series(&r, sizes[i], NULL);
            CHECK(s && s->v.verdict == MBS_CONFIRMED, "%s confirmed", sizes[i]);
            if (s) CHECK(fabs(s->v.overhead_us - want[i]) < 0.1 * want[i], "%s overhead %.3f ~ %.1f", sizes[i], s->v.overhead_us, want[i]);
            if (s) CHECK(isfinite(s->hazard_host_us), "%s hazard host time parsed", sizes[i]);
        }
        CHECK(r.gpu && !strcmp(r.gpu, "NVIDIA H200") && r.template_id && !strcmp(r.template_id, "d2h-scalar"), "meta parsed");
        StrBuf sb;
        sb_init(&sb);
        mbc_series_write(&sb, series(&r, "launch-bound", NULL), true);
        MbjVal *v;
        MbjError err;
        CHECK(mbj_parse(&a, sb.data, sb.len, &v, &err) == HL_OK, "series JSON parses: %s", err.msg);
        if (v) {
            CHECK(!strcmp(mbj_str(mbj_get(v, "verdict")), "CONFIRMED"), "verdict in JSON");
            const MbjVal *smp = mbj_get(v, "samples");
            CHECK(smp && mbj_get(smp, "control_us") && mbj_get(smp, "control_us")->items.size == 10, "raw samples in JSON");
        }
        sb_fini(&sb);
    }
    arena_fini(&a);
    *okp = ok;
}

/* Raw output recorded on an NVIDIA H200 by `hotlint confirm` (docs/gpu-evidence.md): the
 * negative controls must be refuted and a sync / a blocking copy confirmed at every size. */
TEST(test_mbconfirm__recorded_h200) {
    bool ok = true;
    Arena a;
    arena_init(&a);
    const char *files[] = {"h200-aa-control.jsonl", "h200-get-last-error.jsonl", "h200-d2h-scalar.jsonl", "h200-device-sync.jsonl"};
    int present = 0;
    for (int f = 0; f < 4; f++) {
        if (access(arena_printf(&a, "%s/tests/mbench/data/%s", src_root, files[f]), R_OK) != 0) continue;
        present++;
        MbcRun r;
        if (!load_run(&a, files[f], &r)) { ok = false; continue; }
        bool control = f < 2;
        CHECK(r.series.size == 3, "%s: 3 sizes", files[f]);
        for (uint32_t i = 0; i < r.series.size; i++) {
            const MbcSeries *s = &r.series.contents[i];
            if (control) CHECK(s->v.verdict == MBS_REFUTED, "%s %s: negative control %s", files[f], s->size, mbs_verdict_name(s->v.verdict));
            else CHECK(s->v.verdict == MBS_CONFIRMED, "%s %s: %s", files[f], s->size, mbs_verdict_name(s->v.verdict));
        }
        const MbcSeries *lb = series(&r, "launch-bound", NULL);
        CHECK(lb && !strcmp(lb->reading, "host-bound") && lb->ctrl_gpu.size == 10, "%s: launch-bound is host-bound, 10 pairs", files[f]);
        CHECK(r.gpu && !strcmp(r.gpu, "NVIDIA H200"), "%s: recorded on an H200", files[f]);
    }
    CHECK(present == 4, "all four recordings present (%d)", present);
    arena_fini(&a);
    *okp = ok;
}

TEST(test_mbconfirm__parse_errors) {
    bool ok = true;
    Arena a;
    arena_init(&a);
    MbcRun r;
    MbjError err;
    const char *bad = "{\"type\":\"meta\"}\n\n{\"type\":\"sample\",\"size\":\"s\"\n";
    CHECK(mbc_run_parse(&a, bad, strlen(bad), &r, &err) == HL_EPARSE && err.line == 3, "truncated line 3: line %u (%s)", err.line, err.msg);
    const char *notype = "{\"x\":1}\n";
    CHECK(mbc_run_parse(&a, notype, strlen(notype), &r, &err) == HL_EPARSE && err.line == 1, "line without type");
    const char *missing = "{\"type\":\"sample\",\"size\":\"s\",\"case\":\"c\",\"phase\":\"pair\",\"arm\":\"control\",\"gpu_us\":1}\n";
    CHECK(mbc_run_parse(&a, missing, strlen(missing), &r, &err) == HL_EPARSE, "sample lacking wall_us");
    const char *errline = "{\"type\":\"meta\",\"template\":\"x\"}\n{\"type\":\"error\",\"where\":\"20us/copy\",\"message\":\"cudaMemcpy failed\"}\n";
    CHECK(mbc_run_parse(&a, errline, strlen(errline), &r, &err) == HL_OK && r.error && strstr(r.error, "cudaMemcpy failed") && !r.done,
          "error line recorded");
    const char *unknown = "{\"type\":\"future-thing\",\"x\":[1,2]}\n{\"type\":\"done\"}";
    CHECK(mbc_run_parse(&a, unknown, strlen(unknown), &r, &err) == HL_OK && r.done && !r.series.size, "unknown types skipped");
    arena_fini(&a);
    *okp = ok;
}

/* ---- JSON reader ---------------------------------------------------------------------- */

TEST(test_mbjson__values_and_positions) {
    bool ok = true;
    Arena a;
    arena_init(&a);
    const char *t = "{\n  \"a\": [1, -2.5e3, true, null],\n  \"s\": \"x\\u00e9\\ud83d\\ude00\\n\\\"\",\n  \"o\": {}\n}";
    MbjVal *v;
    MbjError err;
    CHECK(mbj_parse(&a, t, strlen(t), &v, &err) == HL_OK, "parses: %s", err.msg);
    const MbjVal *arr = mbj_get(v, "a");
    CHECK(arr && arr->type == MBJ_ARR && arr->items.size == 4, "array");
    if (arr && arr->items.size == 4) {
        CHECK(arr->items.contents[1]->num == -2500 && !strcmp(arr->items.contents[1]->str, "-2.5e3"), "number keeps its text");
        CHECK(arr->line == 2 && arr->col == 8, "array at 2:8, got %u:%u", arr->line, arr->col);
    }
    CHECK(!strcmp(mbj_str(mbj_get(v, "s")), "x\xc3\xa9\xf0\x9f\x98\x80\n\""), "escapes and surrogate pairs decode");
    StrBuf sb;
    sb_init(&sb);
    mbj_write_val(&sb, v);
    CHECK(!strcmp(sb.data, "{\"a\":[1,-2.5e3,true,null],\"s\":\"x\xc3\xa9\xf0\x9f\x98\x80\\n\\\"\",\"o\":{}}"), "round trip: %s", sb.data);
    sb.len = 0;
    mbj_write_num(&sb, -0.0001, 3);
    sb_putc(&sb, ' ');
    mbj_write_num(&sb, NAN, 3);
    CHECK(!strcmp(sb.data, "0.000 null"), "no negative zero, NAN is null: %s", sb.data);
    sb_fini(&sb);
    arena_fini(&a);
    *okp = ok;
}

TEST(test_mbjson__errors) {
    bool ok = true;
    Arena a;
    arena_init(&a);
    MbjVal *v;
    MbjError err;
    struct { const char *text; uint32_t line, col; } cases[] = {
        {"{\"a\": 1,}", 1, 9}, {"[1 2]", 1, 4}, {"{\"a\"\n  1}", 2, 3}, {"\"abc", 1, 5}, {"[01]", 1, 3},
        {"{\"a\": tru}", 1, 7}, {"\"a\\u0000\"", 1, 9}, {"1 2", 1, 3}, {"", 1, 1}, {"\"\x01\"", 1, 2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int rc = mbj_parse(&a, cases[i].text, strlen(cases[i].text), &v, &err);
        CHECK(rc == HL_EPARSE && err.line == cases[i].line && err.col == cases[i].col, "`%s`: rc %d at %u:%u (%s)", cases[i].text, rc, err.line,
              err.col, err.msg);
    }
    /* deep nesting is an error, not a stack overflow */
    StrBuf sb;
    sb_init(&sb);
    for (int i = 0; i < 100000; i++) sb_putc(&sb, '[');
    CHECK(mbj_parse(&a, sb.data, sb.len, &v, &err) == HL_EPARSE && strstr(err.msg, "nesting"), "depth limit: %s", err.msg);
    sb_fini(&sb);
    arena_fini(&a);
    *okp = ok;
}

/* ---- the emitter -------------------------------------------------------------------------- */

static Arena EA;

static Diag mkdiag(const char *path, uint32_t line, const char *code, const char *tpl, const char *params, const char *fp, const char *src) {
    Diag d = {0};
    d.loc = (Loc){.path = path, .line = line, .col = 5, .end_line = line, .end_col = 9};
    d.code = code;
    d.name = "item-in-timed-path";
    d.category = "sync-scalar";
    d.severity = SEV_ERROR;
    d.microbench = tpl;
    d.mb_params = params;
    d.line_text = src;
    d.file = d.site = -1;
    static HotLink chain[2] = {{"Bench.benchmark_fn", "bench.py", 10}, {"Bench._step", "bench.py", 12}};
    d.chain = chain;
    d.chain_len = 2;
    snprintf(d.fingerprint, sizeof d.fingerprint, "%s", fp);
    return d;
}

static int emit_into(const char *dir, DiagSink *sink, const char *bytes) {
    MbOptions o = {.dir = dir, .bytes = bytes, .templates_dir = arena_printf(&EA, "%s/tools/microbench", src_root)};
    return mb_emit(&o, NULL, sink, NULL);
}

static void fill_sink(DiagSink *s) {
    Diag d[] = {
        mkdiag("bench.py", 20, "HL101", "d2h-scalar", "bytes=4", "00000000000000a1", "        loss = out.item()"),
        mkdiag("bench.py", 22, "HL101", "d2h-scalar", "bytes=4", "00000000000000a2", "        v = t.item()  # same program as a1"),
        mkdiag("bench.py", 30, "HL103", "d2h-copy", "elems=1024;dtype=float16", "00000000000000a3", "    h = x.cpu()\\"),
        mkdiag("bench.py", 31, "HL401", "alloc-raw-and-pool", "elems=4096;dtype=torch.bfloat16;bogus=1", "00000000000000a4", "torch.empty(4096)"),
        mkdiag("bench.py", 32, "HL201", "device-sync", "count=n", "00000000000000a5", "torch.cuda.synchronize() ?\?/ trigraph\x01"),
        mkdiag("bench.py", 33, "HL999", "no-such-template", NULL, "00000000000000a6", "x"),
        mkdiag("bench.py", 34, "HL202", "stream-sync", "trip=8", "00000000000000a7", "s.synchronize()"),
        mkdiag("bench.py", 35, "HL501", "h2d-pageable", NULL, "00000000000000a8", "x.to('cuda')"),
    };
    for (size_t i = 0; i < sizeof d / sizeof d[0]; i++) diag_sink_add(s, &d[i]);
    Diag w = mkdiag("bench.py", 40, "HL101", "d2h-scalar", "bytes=8", "00000000000000b1", "waived");
    w.waived = WAIVE_INLINE;
    diag_sink_add(s, &w);
    Diag t = mkdiag("bench.py", 1, "HL001", NULL, NULL, "00000000000000b2", "tool");
    t.is_tool = true;
    diag_sink_add(s, &t);
}

TEST(test_mbench__emit_programs_and_manifest) {
    bool ok = true;
    DiagSink s;
    diag_sink_init(&s, &EA);
    fill_sink(&s);
    const char *dir = arena_printf(&EA, "%s/emit1", scratch);
    CHECK(emit_into(dir, &s, "2048") == HL_OK, "emit ok");
    const char *want[] = {"aa-control.cu", "get-last-error.cu", "d2h-scalar.cu", "d2h-copy_bytes-2048.cu", "alloc-raw-and-pool_bytes-8192.cu",
                          "device-sync.cu", "stream-sync_count-8.cu", "h2d-pageable_bytes-2048.cu"};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        CHECK(access(arena_printf(&EA, "%s/%s", dir, want[i]), R_OK) == 0, "%s written", want[i]);
    CHECK(access(arena_printf(&EA, "%s/d2h-scalar_bytes-8.cu", dir), R_OK) != 0, "a waived finding gets no program");
    size_t n;
    char *man = read_all(arena_printf(&EA, "%s/manifest.json", dir), &n);
    MbjVal *v = NULL;
    MbjError err;
    CHECK(man && mbj_parse(&EA, man, n, &v, &err) == HL_OK, "manifest parses");
    if (v) {
        const MbjVal *progs = mbj_get(v, "programs"), *finds = mbj_get(v, "findings"), *skipped = mbj_get(v, "skipped");
        CHECK(progs && progs->items.size == 8, "8 programs, got %u", progs ? progs->items.size : 0);
        CHECK(finds && finds->items.size == 7, "7 findings, got %u", finds ? finds->items.size : 0);
        CHECK(skipped && skipped->items.size == 1, "1 skipped (unknown template)");
        if (progs && progs->items.size == 8) {
            CHECK(!strcmp(mbj_str(mbj_get(progs->items.contents[0], "role")), "negative-control"), "controls first");
            const MbjVal *d2h = progs->items.contents[4];
            CHECK(!strcmp(mbj_str(mbj_get(d2h, "name")), "d2h-scalar") && mbj_get(d2h, "findings")->items.size == 2,
                  "two .item() findings share one program (%s)", mbj_str(mbj_get(d2h, "name")));
        }
    }
    free(man);
    char *cu = read_all(arena_printf(&EA, "%s/d2h-copy_bytes-2048.cu", dir), NULL);
    CHECK(cu && strstr(cu, "#define MB_PARAMS \"bytes=2048\""), "elems x float16 -> bytes=2048");
    CHECK(cu && strstr(cu, "//       h = x.cpu()\\ |\n"), "a trailing backslash cannot splice the next line");
    CHECK(cu && strstr(cu, "bench.py:30:5: HL103") && strstr(cu, "chain: Bench.benchmark_fn > Bench._step (root: benchmark_fn)"), "finding quoted");
    CHECK(cu && strstr(cu, "// Build: nvcc -O2 -std=c++17 -arch=native -o d2h-copy_bytes-2048 d2h-copy_bytes-2048.cu"), "build line");
    CHECK(cu && !strstr(cu, "#include \"harness.cuh\"") && strstr(cu, "static MbTrial mb_trial("), "harness inlined");
    free(cu);
    cu = read_all(arena_printf(&EA, "%s/device-sync.cu", dir), NULL);
    CHECK(cu && strstr(cu, "? ?/ trigraph?") && strstr(cu, "`count=n` is not a number"), "trigraph and control byte defused, bad param noted");
    free(cu);
    cu = read_all(arena_printf(&EA, "%s/alloc-raw-and-pool_bytes-8192.cu", dir), NULL);
    CHECK(cu != NULL, "elems 4096 x bfloat16 -> 8192 bytes; unknown `bogus` dropped");
    free(cu);
    diag_sink_fini(&s);
    *okp = ok;
}

TEST(test_mbench__emit_deterministic) {
    bool ok = true;
    DiagSink s;
    diag_sink_init(&s, &EA);
    fill_sink(&s);
    const char *d1 = arena_printf(&EA, "%s/det-a", scratch), *d2 = arena_printf(&EA, "%s/det-b/nested", scratch);
    CHECK(emit_into(d1, &s, NULL) == HL_OK && emit_into(d2, &s, NULL) == HL_OK, "emit twice");
    const char *files[] = {"manifest.json", "d2h-scalar.cu", "d2h-copy_bytes-2048.cu", "aa-control.cu", "h2d-pageable.cu"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        size_t n1 = 0, n2 = 0;
        char *a = read_all(arena_printf(&EA, "%s/%s", d1, files[i]), &n1), *b = read_all(arena_printf(&EA, "%s/%s", d2, files[i]), &n2);
        CHECK(a && b && n1 == n2 && !memcmp(a, b, n1), "%s identical across output folders", files[i]);
        CHECK(a && !strstr(a, scratch), "%s holds no absolute path", files[i]);
        free(a);
        free(b);
    }
    diag_sink_fini(&s);
    *okp = ok;
}

TEST(test_mbench__emit_usage_errors) {
    bool ok = true;
    DiagSink s;
    diag_sink_init(&s, &EA);
    MbOptions o = {.dir = arena_printf(&EA, "%s/bad", scratch), .bytes = "lots", .templates_dir = arena_printf(&EA, "%s/tools/microbench", src_root)};
    CHECK(mb_emit(&o, NULL, &s, NULL) == HL_EUSAGE, "--bytes lots");
    o.bytes = NULL;
    o.work_us = "-3";
    CHECK(mb_emit(&o, NULL, &s, NULL) == HL_EUSAGE, "--work-us -3");
    o.work_us = NULL;
    o.templates_dir = "/nonexistent";
    CHECK(mb_emit(&o, NULL, &s, NULL) == HL_ECONFIG, "no templates");
    diag_sink_fini(&s);
    *okp = ok;
}

/* ---- evidence ---------------------------------------------------------------------------- */

static const char good_evidence[] =
    "{\"hotlint_evidence\": 1, \"gpu\": {\"name\": \"NVIDIA H200\"},\n"
    " \"findings\": {\n"
    "  \"00000000000000a1\": {\"fingerprint\": \"00000000000000a1\", \"gpu\": \"NVIDIA H200\", \"driver\": \"580.159.04\",\n"
    "     \"verdict\": \"CONFIRMED\", \"headline\": {\"size\": \"launch-bound\", \"overhead_us\": 9.912, \"overhead_pct\": 126.3},\n"
    "     \"cases\": []},\n"
    "  \"00000000000000a5\": {\"gpu\": \"NVIDIA H200\", \"verdict\": \"REFUTED\",\n"
    "     \"headline\": {\"size\": \"launch-bound\", \"overhead_us\": 0.010, \"overhead_pct\": null}},\n"
    "  \"ffffffffffffffff\": {\"gpu\": \"NVIDIA H200\", \"verdict\": \"REFUTED\", \"headline\": {\"size\": \"20us\", \"overhead_us\": 0, \"overhead_pct\": 0}}\n"
    " }}\n";

TEST(test_mbench__evidence_attach) {
    bool ok = true;
    DiagSink s;
    diag_sink_init(&s, &EA);
    fill_sink(&s);
    const char *path = arena_printf(&EA, "%s/evidence-good.json", scratch);
    write_all(path, good_evidence);
    CHECK(mb_evidence_attach(path, &s) == HL_OK, "attach ok");
    int attached = 0;
    for (uint32_t i = 0; i < s.diags.size; i++) {
        const Diag *d = &s.diags.contents[i];
        if (!d->evidence) continue;
        attached++;
        if (!strcmp(d->fingerprint, "00000000000000a1")) {
            CHECK(!strcmp(d->evidence->verdict, "CONFIRMED") && !strcmp(d->evidence->gpu, "NVIDIA H200"), "verdict + gpu");
            CHECK(fabs(d->evidence->overhead_us - 9.912) < 1e-9 && fabs(d->evidence->overhead_pct - 126.3) < 1e-9, "overhead");
            CHECK(!strcmp(d->evidence->size, "launch-bound") && !strcmp(d->evidence->driver, "580.159.04"), "size + driver");
            CHECK(d->evidence->json && strstr(d->evidence->json, "\"overhead_us\":9.912") && d->evidence->json[0] == '{', "json object: %s",
                  d->evidence->json);
            CHECK(mb_cost_us(d) == 9.912, "measured cost ranks");
        }
        if (!strcmp(d->fingerprint, "00000000000000a5")) CHECK(!strcmp(d->evidence->verdict, "REFUTED") && d->evidence->overhead_pct == 0, "null pct -> 0");
    }
    CHECK(attached == 2, "attached to 2 findings, got %d", attached);
    /* ranking: measured cost first, then the reference cost */
    const Diag *v[3] = {&s.diags.contents[4], &s.diags.contents[0], &s.diags.contents[1]};
    ((Diag *)v[0])->cost_us = 10.7;   /* a5: refuted, measured 0.01 */
    ((Diag *)v[2])->cost_us = 3.0;    /* a2: no evidence, reference 3.0 */
    mb_rank(v, 3);
    CHECK(!strcmp(v[0]->fingerprint, "00000000000000a1") && !strcmp(v[1]->fingerprint, "00000000000000a2") && !strcmp(v[2]->fingerprint, "00000000000000a5"),
          "rank by measured cost: %s %s %s", v[0]->fingerprint, v[1]->fingerprint, v[2]->fingerprint);
    /* a cost a timer region pays once (a subprocess "inside the timed region") ranks after the
     * per-iteration ones, however large */
    Diag once = *v[0], loop = *v[2];
    once.evidence = loop.evidence = NULL;
    once.root_kind = ROOT_TIMER, once.in_loop = false, once.cost_us = 1000.0;
    loop.root_kind = ROOT_TIMER, loop.in_loop = true, loop.cost_us = 3.0;
    const Diag *w[2] = {&once, &loop};
    mb_rank(w, 2);
    CHECK(w[0] == &loop && w[1] == &once, "per-iteration costs rank before once-per-region ones");
    diag_sink_fini(&s);
    *okp = ok;
}

TEST(test_mbench__evidence_malformed) {
    bool ok = true;
    struct { const char *text, *want; } cases[] = {
        {"{\"hotlint_evidence\": 1, \"findings\": [}", ":1:38: "},
        {"{\"findings\": {}}", ":1:1: not a hotlint evidence file"},
        {"{\"hotlint_evidence\": 1, \"findings\": []}", ":1:37: `findings` must be an object"},
        {"{\"hotlint_evidence\": 1,\n \"findings\": {\"a\": {\"gpu\": \"G\", \"verdict\": \"MAYBE\", \"headline\": {}}}}", ":2:44: `verdict` must be"},
        {"{\"hotlint_evidence\": 1,\n \"findings\": {\"a\": {\"gpu\": \"G\", \"verdict\": \"REFUTED\",\n  \"headline\": {\"size\": \"s\", \"overhead_us\": \"9\", \"overhead_pct\": 1}}}}",
         ":3:44: `overhead_us` must be a number"},
        {"{\"hotlint_evidence\": 1, \"findings\": {\"a\": {\"verdict\": \"REFUTED\"}}}", ":1:43: evidence for a finding lacks `gpu`"},
    };
    const char *errp = arena_printf(&EA, "%s/evidence-stderr.txt", scratch);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        DiagSink s;
        diag_sink_init(&s, &EA);
        fill_sink(&s);
        const char *path = arena_printf(&EA, "%s/evidence-bad%zu.json", scratch, i);
        write_all(path, cases[i].text);
        fflush(stderr);
        int saved = dup(2);
        FILE *e = freopen(errp, "w", stderr);
        int rc = mb_evidence_attach(path, &s);
        fflush(stderr);
        dup2(saved, 2);
        close(saved);
        (void)e;
        char *msg = read_all(errp, NULL);
        CHECK(rc == HL_ECONFIG, "case %zu: rc %d", i, rc);
        CHECK(msg && strstr(msg, path) && strstr(msg, cases[i].want), "case %zu: want `%s`, got `%s`", i, cases[i].want, msg ? msg : "");
        for (uint32_t k = 0; k < s.diags.size; k++) CHECK(!s.diags.contents[k].evidence, "case %zu: nothing attached", i);
        free(msg);
        diag_sink_fini(&s);
    }
    DiagSink s;
    diag_sink_init(&s, &EA);
    int saved = dup(2);
    FILE *e = freopen("/dev/null", "w", stderr);
    (void)e;
    CHECK(mb_evidence_attach(arena_printf(&EA, "%s/no-such-evidence.json", scratch), &s) == HL_EIO, "missing file");
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    diag_sink_fini(&s);
    *okp = ok;
}

int main(void) {
    src_root = getenv("HOTLINT_SRC");
    const char *build = getenv("HOTLINT_BUILD");
    if (!src_root || !build) {
        printf("1..0 # SKIP HOTLINT_SRC / HOTLINT_BUILD not set (run through meson test)\n");
        return 0;
    }
    arena_init(&EA);
    scratch = arena_printf(&EA, "%s/mbench-unit", build);
    mkdir(scratch, 0755);
    printf("1..14\n");
    RUN(test_mbconfirm__median_mad);
    RUN(test_mbconfirm__threshold_rule);
    RUN(test_mbconfirm__aa_noise_refuted);
    RUN(test_mbconfirm__drifting_control);
    RUN(test_mbconfirm__clear_hazard_confirmed);
    RUN(test_mbconfirm__recorded_h200);
    RUN(test_mbconfirm__parse_errors);
    RUN(test_mbjson__values_and_positions);
    RUN(test_mbjson__errors);
    RUN(test_mbench__emit_programs_and_manifest);
    RUN(test_mbench__emit_deterministic);
    RUN(test_mbench__emit_usage_errors);
    RUN(test_mbench__evidence_attach);
    RUN(test_mbench__evidence_malformed);
    arena_fini(&EA);
    return nfail ? 1 : 0;
}
