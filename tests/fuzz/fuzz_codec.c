/*
 * fuzz_codec.c — libFuzzer target for the binary codec (codec.h) the result cache reads back:
 * a cache entry on disk may be truncated, garbled or written by a bug, and decoding it must
 * give NULL/false, never a crash or a wild read later.
 *
 * First byte: 0 = the rest is one file's IR, 1 = a sequence of diagnostics. A decoded IR is
 * dumped (ir_dump walks every field and index) and must re-encode to bytes that decode again
 * to the same bytes (encode(decode(x)) is a fixed point); decoded diagnostics must re-encode
 * to the same fixed point. Seeds: real cache entries from testdata/examples (tools/fuzz).
 */
#include "codec.h"
#include "core/str.h"
#include "fuzz_common.h"

static void check_ir(const uint8_t *data, size_t size) {
    Arena a;
    arena_init(&a);
    Source *src = src_from_bytes(&a, "fz/codec.py", LANG_PYTHON, "x = 1\n", 6);
    Rd r = {.p = (const char *)data, .end = (const char *)data + size, .a = &a};
    IrFile *f = codec_ir_decode(&r, src, "fz.codec");
    if (f) {
        free(ir_dump(f));
        StrBuf w1, w2;
        sb_init(&w1);
        sb_init(&w2);
        codec_ir_encode(&w1, f);
        Rd r2 = {.p = w1.data, .end = w1.data + w1.len, .a = &a};
        IrFile *g = codec_ir_decode(&r2, src, "fz.codec");
        if (!g) { fprintf(stderr, "re-encoded IR does not decode\n"); abort(); }
        codec_ir_encode(&w2, g);
        if (w1.len != w2.len || memcmp(w1.data, w2.data, w1.len)) { fprintf(stderr, "IR encoding is not a fixed point\n"); abort(); }
        sb_fini(&w1);
        sb_fini(&w2);
    }
    arena_fini(&a);
}

static void check_diags(const uint8_t *data, size_t size) {
    fz_setup();
    Arena a;
    arena_init(&a);
    Rd r = {.p = (const char *)data, .end = (const char *)data + size, .a = &a};
    StrBuf w1;
    sb_init(&w1);
    while (r.p < r.end && !r.bad) {
        Diag d;
        codec_diag_decode(&r, &d, &fz_rules);
        if (r.bad) break;
        codec_diag_encode(&w1, &d);
    }
    if (w1.len) {
        Rd r2 = {.p = w1.data, .end = w1.data + w1.len, .a = &a};
        StrBuf w2;
        sb_init(&w2);
        while (r2.p < r2.end) {
            Diag d;
            codec_diag_decode(&r2, &d, &fz_rules);
            if (r2.bad) { fprintf(stderr, "re-encoded diagnostic does not decode\n"); abort(); }
            codec_diag_encode(&w2, &d);
        }
        if (w1.len != w2.len || memcmp(w1.data, w2.data, w1.len)) { fprintf(stderr, "diagnostic encoding is not a fixed point\n"); abort(); }
        sb_fini(&w2);
    }
    sb_fini(&w1);
    arena_fini(&a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1 || size > (1u << 20)) return 0;
    if (data[0] & 1) check_diags(data + 1, size - 1);
    else check_ir(data + 1, size - 1);
    return 0;
}
