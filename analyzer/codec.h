/*
 * codec.h — hotlint's binary codec: the IR (ir.h) and diagnostics (diag.h) as bytes, for the
 * result cache (cache.c) and for compacting a parsed file's IR (program.c).
 *
 * Format: host-endian integers, strings as u32 length+1 then the bytes (0 = NULL), arrays as
 * a u32 count then the elements. Locs whose path is the file's own are written without it.
 * The format has no version of its own: whoever stores bytes keys them on the executable
 * (cache.c's salt), so bytes are only ever read by the build that wrote them.
 *
 * Decoding is defensive: every read is bounds-checked, counts are checked against the bytes
 * left, and every index (function, class, region, site) is checked against its array, so
 * corrupt bytes give NULL/false, never a wild read later.
 *
 * Ownership: decoded nodes and strings live in the Arena of the reader (CodecReader.a).
 */
#ifndef HL_CODEC_H
#define HL_CODEC_H

#include "core/arena.h"
#include "core/str.h"
#include "diag.h"
#include "ir.h"
#include "rules.h"
#include "source.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef struct Rd {
    const char *p, *end;
    Arena *a;
    bool bad;
} Rd;

static inline void w_raw(StrBuf *w, const void *p, size_t n) { sb_append(w, p, n); }
static inline void w_u32(StrBuf *w, uint32_t v) { w_raw(w, &v, 4); }
static inline void w_i32(StrBuf *w, int32_t v) { w_raw(w, &v, 4); }
static inline void w_u64(StrBuf *w, uint64_t v) { w_raw(w, &v, 8); }
static inline void w_f64(StrBuf *w, double v) { w_raw(w, &v, 8); }
static inline void w_str(StrBuf *w, const char *s) {
    if (!s) { w_u32(w, 0); return; }
    size_t n = strlen(s);
    w_u32(w, (uint32_t)n + 1);
    w_raw(w, s, n);
}
static inline void w_strs(StrBuf *w, const StrArray *a) {
    w_u32(w, a->size);
    for (uint32_t i = 0; i < a->size; i++) w_str(w, a->contents[i]);
}
/* Locs: the path is usually the file's own; 0 = that, 1 = NULL, 2 = an explicit string */
static inline void w_loc(StrBuf *w, const Loc *l, const char *own) {
    if (l->path == own || (l->path && own && !strcmp(l->path, own))) w_u32(w, 0);
    else if (!l->path) w_u32(w, 1);
    else { w_u32(w, 2); w_str(w, l->path); }
    w_u32(w, l->line); w_u32(w, l->col); w_u32(w, l->end_line); w_u32(w, l->end_col);
}


static inline void r_raw(Rd *r, void *out, size_t n) {
    if (r->bad || (size_t)(r->end - r->p) < n) { r->bad = true; memset(out, 0, n); return; }
    memcpy(out, r->p, n);
    r->p += n;
}
static inline uint32_t r_u32(Rd *r) { uint32_t v; r_raw(r, &v, 4); return v; }
static inline int32_t r_i32(Rd *r) { int32_t v; r_raw(r, &v, 4); return v; }
static inline uint64_t r_u64(Rd *r) { uint64_t v; r_raw(r, &v, 8); return v; }
static inline double r_f64(Rd *r) { double v; r_raw(r, &v, 8); return v; }
static inline const char *r_str(Rd *r) {
    uint32_t n = r_u32(r);
    if (!n || r->bad) return NULL;
    if ((size_t)(r->end - r->p) < n - 1) { r->bad = true; return NULL; }
    const char *s = arena_strndup(r->a, r->p, n - 1);
    r->p += n - 1;
    return s;
}
/* a count of elements each at least `min` bytes: bounded by what is left, so a corrupt count
 * cannot make a huge allocation */
static inline uint32_t r_count(Rd *r, size_t min) {
    uint32_t n = r_u32(r);
    if (r->bad || (uint64_t)n * min > (uint64_t)(r->end - r->p)) { r->bad = true; return 0; }
    return n;
}
static inline void r_strs(Rd *r, StrArray *a) {
    uint32_t n = r_count(r, 4);
    a->size = a->capacity = n;
    a->contents = n ? arena_alloc(r->a, n * sizeof *a->contents) : NULL;
    for (uint32_t i = 0; i < n; i++) a->contents[i] = r_str(r);
}
static inline void r_loc(Rd *r, Loc *l, const char *own) {
    uint32_t tag = r_u32(r);
    l->path = tag == 0 ? own : tag == 1 ? NULL : r_str(r);
    l->line = r_u32(r); l->col = r_u32(r); l->end_line = r_u32(r); l->end_col = r_u32(r);
}
#define R_ARRAY(r, arr, min) do { \
        uint32_t n_ = r_count((r), (min)); \
        (arr).size = (arr).capacity = n_; \
        (arr).contents = n_ ? arena_alloc((r)->a, n_ * sizeof *(arr).contents) : NULL; \
    } while (0)

/* The IR of one file. decode: NULL when the bytes are not a whole, consistent IR; the IrFile's
 * src/path come from `src`, its module from `module`. */
void codec_ir_encode(StrBuf *w, const IrFile *f);
IrFile *codec_ir_decode(Rd *r, const Source *src, const char *module);

/* One diagnostic (evidence is not encoded: it is attached after a run). decode re-links the
 * rule by code and sets r->bad when it is gone. */
void codec_diag_encode(StrBuf *w, const Diag *d);
void codec_diag_decode(Rd *r, Diag *d, const RuleSet *rules);

#endif
