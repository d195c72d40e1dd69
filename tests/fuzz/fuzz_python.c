/*
 * fuzz_python.c — libFuzzer target: arbitrary bytes as a Python benchmark module, through
 * the whole pipeline (pyfe_parse via the Program, hot_analyze, eng_run with the real rules/,
 * sup_apply, sort). The input is also placed in a package next to a fixed harness that
 * imports it and times its functions, so cross-module reachability runs on fuzzed IR too.
 * Invariants checked: no crash, no sanitizer report, no leak (per-input arena), every
 * diagnostic has a 1-based position inside the file.
 */
#include "fuzz_common.h"

static const char harness[] =
    "import time\nfrom fz.mod import *\nfrom fz import mod\n"
    "class Bench:\n    def benchmark_fn(self):\n        run(self)\n        mod.step()\n        main()\n"
    "def timed():\n    t0 = time.perf_counter()\n    for i in range(10):\n        mod.forward(i)\n"
    "    return time.perf_counter() - t0\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > (1u << 20)) return 0;
    fz_setup();
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
