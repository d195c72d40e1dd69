/*
 * fuzz_suppress.c — libFuzzer target for the inline-suppression parser (suppress.c, through
 * sup_apply). Each input line becomes a comment in a benchmark whose every other line is a
 * finding (`.item()` in benchmark_fn), alternating comment-on-the-line and comment-above,
 * plus a file-level `ignore-file` line built from the first input line; so directives,
 * codes, reasons and unused-suppression reports all run on fuzzed text.
 */
#include "core/str.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 65536) return 0;
    fz_setup();
    StrBuf b;
    sb_init(&b);
    const char *p = (const char *)data, *end = p + size;
    const char *nl = memchr(p, '\n', size);
    size_t first = nl ? (size_t)(nl - p) : size;
    sb_puts(&b, "# hotlint: ignore-file[");
    sb_append(&b, p, first);
    sb_puts(&b, "\nimport torch\nclass B:\n    def benchmark_fn(self):\n");
    int k = 0;
    while (p < end) {
        nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (k++ & 1) {
            sb_puts(&b, "        # ");
            sb_append(&b, p, n);
            sb_puts(&b, "\n        self.x.item()\n");
        } else {
            sb_puts(&b, "        torch.cuda.synchronize()  # ");
            sb_append(&b, p, n);
            sb_puts(&b, "\n");
        }
        p += n + (nl ? 1 : 0);
    }
    Arena a;
    arena_init(&a);
    Program prog;
    DiagSink sink;
    const char *paths[] = {"fz/sup.py"};
    const char *texts[] = {sb_cstr(&b)};
    uint32_t lens[] = {(uint32_t)b.len};
    fz_pipeline(&a, &prog, &sink, paths, texts, lens, 1, NULL);
    diag_sink_fini(&sink);
    prog_fini(&prog);
    arena_fini(&a);
    sb_fini(&b);
    return 0;
}
