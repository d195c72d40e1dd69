/*
 * fuzz_python.c — libFuzzer target: arbitrary bytes as a Python benchmark module, through
 * the whole pipeline (pyfe_parse via the Program, hot_analyze, eng_run with the real rules/,
 * sup_apply, sort). The input is also placed in a package next to a fixed harness that
 * imports it and times its functions, so cross-module reachability runs on fuzzed IR too.
 * Invariants checked: no crash, no sanitizer report, no leak (per-input arena), every
 * diagnostic has a 1-based position inside the file; the partial-parsing splitter (pychunk.h)
 * tiles the input whenever it accepts it (the pipeline itself parses the module in part).
 */
#include "fuzz_common.h"
#include "pychunk.h"

static const char harness[] =
    "import time\nfrom fz.mod import *\nfrom fz import mod\n"
    "class Bench:\n    def benchmark_fn(self):\n        run(self)\n        mod.step()\n        main()\n"
    "def timed():\n    t0 = time.perf_counter()\n    for i in range(10):\n        mod.forward(i)\n"
    "    return time.perf_counter() - t0\n";

static bool fz_hit(void *ctx, const char *t, size_t n) {
    (void)ctx;
    return memmem(t, n, "perf_counter", 12) || memmem(t, n, "benchmark_fn", 12);
}

/* Partial parsing's splitter (pychunk.h) on the raw bytes: when it accepts them, the chunks tile
 * the input in order, members follow their class, names lie inside their chunk. */
static void fz_chunks(const char *t, uint32_t n) {
    PyChunks c;
    if (!pychunk_split(t, n, &c)) return;
    uint32_t at = 0;
    for (uint32_t k = 0; k < c.n; k++) {
        const PyChunk *x = &c.v[k];
        bool bad = x->start != at || x->end < x->start || (x->name_len && (x->name < x->start || x->name + x->name_len > x->end)) ||
                   (x->parent >= 0 && ((uint32_t)x->parent >= k || c.v[x->parent].kind != PYCHUNK_CLASS));
        if (bad) {
            fprintf(stderr, "pychunk: chunk %u [%u, %u) breaks the tiling or nesting (expected start %u)\n", k, x->start, x->end, at);
            abort();
        }
        at = x->end;
    }
    if (at != n) { fprintf(stderr, "pychunk: chunks end at %u of %u\n", at, n); abort(); }
    pychunk_select(&c, t, fz_hit, NULL, NULL, 0);
    for (uint32_t k = 0; k < c.n && k < 8; k++)
        if (c.v[k].name_len) pychunk_keep_name(&c, t, t + c.v[k].name, c.v[k].name_len);
    (void)pychunk_variant(&c);
    pychunk_free(&c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > (1u << 20)) return 0;
    fz_setup();
    fz_chunks((const char *)data, (uint32_t)size);
    Arena a;
    arena_init(&a);
    Program prog;
    DiagSink sink;
    const char *paths[] = {"fz/mod.py", "fz/harness.py"};
    const char *texts[] = {(const char *)data, harness};
    uint32_t lens[] = {(uint32_t)size, (uint32_t)sizeof harness - 1};
    fz_pipeline(&a, &prog, &sink, paths, texts, lens, 2, NULL);
    for (uint32_t i = 0; i < sink.diags.size; i++) {
        const Diag *d = &sink.diags.contents[i];
        if (d->loc.line == 0 || d->loc.col == 0) {
            fprintf(stderr, "diagnostic %s at line %u col %u (0 is not 1-based)\n", d->code, d->loc.line, d->loc.col);
            abort();
        }
    }
    diag_sink_fini(&sink);
    prog_fini(&prog);
    arena_fini(&a);
    return 0;
}
