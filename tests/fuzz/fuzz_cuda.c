/*
 * fuzz_cuda.c — libFuzzer target: arbitrary bytes (at most 64 KiB) as a .cu file through the
 * CUDA frontend (libclang, built-in declarations, per-file time budget) and the rest of the
 * pipeline. libclang is slow (tens of ms per input); that is expected. libclang itself is not
 * instrumented, so this finds bugs in cufe.c's handling of whatever libclang returns.
 */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 65536) return 0;
    fz_setup();
    static char inc[4096];
    if (!inc[0]) snprintf(inc, sizeof inc, "%s/analyzer/include", fz_src());
    /* A parse over its budget is abandoned on a detached thread that keeps its memory (by
     * design, tested by the robustness catalogue): LeakSanitizer would report that as a leak,
     * and on a loaded machine a 2 s budget was enough to trip it (30-minute run, 8,540 inputs).
     * 20 s is far above any input of max_len; libFuzzer's -timeout still catches hangs. */
    CuFeOptions cu = {.include_dir = inc, .time_budget_ms = 20000};
    Arena a;
    arena_init(&a);
    Program prog;
    DiagSink sink;
    const char *paths[] = {"fz/kernel.cu"};
    const char *texts[] = {(const char *)data};
    uint32_t lens[] = {(uint32_t)size};
    fz_pipeline(&a, &prog, &sink, paths, texts, lens, 1, &cu);
    diag_sink_fini(&sink);
    prog_fini(&prog);
    arena_fini(&a);
    return 0;
}
