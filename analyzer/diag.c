/*
 * diag.c — the diagnostic sink: collection (thread-safe), deterministic order, fingerprints.
 *
 * Order is total: (path, line, col, code, message), so output is byte-identical for any -j.
 * Two diagnostics equal in all of those and in end position are the same report; the second
 * is dropped (a call reached from two roots is reported once; hot.c already dedupes, this
 * is the safety net for tool diagnostics).
 *
 * Fingerprints: xxh64 over (path, code, scope, the hazard line with whitespace removed,
 * occurrence). Line numbers are left out so a finding keeps its identity when code above
 * it moves (allowlists, evidence.json and the microbench manifest key on it).
 * primaryLocationLineHash follows GitHub's published algorithm (codeql-action
 * src/fingerprints.ts): a rolling hash over the 100 non-whitespace characters starting at the
 * line, "hex:n" with n counting repeats of the same hash in the file.
 */
#include "diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "core/str.h"

void diag_sink_init(DiagSink *self, Arena *run_arena) {
    self->arena = run_arena;
    array_init(&self->diags);
    pthread_mutex_init(&self->mu, NULL);
}

void diag_sink_fini(DiagSink *self) { pthread_mutex_destroy(&self->mu); }

Diag *diag_sink_add(DiagSink *self, const Diag *d) {
    pthread_mutex_lock(&self->mu);
    array_push(self->arena, &self->diags, *d);
    Diag *stored = array_back(&self->diags);
    pthread_mutex_unlock(&self->mu);
    return stored;
}

const char *diag_strdup(DiagSink *self, const char *s) {
    pthread_mutex_lock(&self->mu);
    char *r = arena_strdup(self->arena, s);
    pthread_mutex_unlock(&self->mu);
    return r;
}

const char *diag_tool_name(const char *code) {
    static const struct { const char *code, *name; } names[] = {
        {"HL001", "syntax-error"}, {"HL002", "unreadable-file"}, {"HL003", "undecodable-text"},
        {"HL004", "file-skipped"}, {"HL010", "suppression-missing-reason"}, {"HL011", "suppression-unknown-code"},
        {"HL012", "unused-suppression"}, {"HL013", "malformed-suppression"}, {"HL020", "stale-allowlist-entry"},
        {"HL021", "expired-allowlist-entry"}, {"HL022", "allowlist-reason-todo"}, {"HL030", "analysis-limit"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(names[i].code, code)) return names[i].name;
    return "tool";
}

Diag *diag_tool(DiagSink *self, const char *code, Severity sev, Loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    Diag d = {0};
    d.loc = loc;
    d.code = code;
    d.name = diag_tool_name(code);
    d.category = "tool";
    d.severity = sev;
    d.is_tool = true;
    d.file = d.site = -1;
    pthread_mutex_lock(&self->mu);
    d.message = arena_strdup(self->arena, buf);
    if (loc.path) d.loc.path = arena_strdup(self->arena, loc.path);
    pthread_mutex_unlock(&self->mu);
    if (!d.loc.end_line) { d.loc.end_line = d.loc.line; d.loc.end_col = d.loc.col; }
    diag_fingerprint(&d);
    return diag_sink_add(self, &d);
}

static int cmp_str(const char *a, const char *b) {
    if (a == b) return 0;
    if (!a) return -1;
    if (!b) return 1;
    return strcmp(a, b);
}

static int cmp_diag(const void *pa, const void *pb) {
    const Diag *a = pa, *b = pb;
    int c = cmp_str(a->loc.path, b->loc.path);
    if (c) return c;
    if (a->loc.line != b->loc.line) return a->loc.line < b->loc.line ? -1 : 1;
    if (a->loc.col != b->loc.col) return a->loc.col < b->loc.col ? -1 : 1;
    if ((c = cmp_str(a->code, b->code))) return c;
    if ((c = cmp_str(a->message, b->message))) return c;
    if (a->loc.end_line != b->loc.end_line) return a->loc.end_line < b->loc.end_line ? -1 : 1;
    if (a->loc.end_col != b->loc.end_col) return a->loc.end_col < b->loc.end_col ? -1 : 1;
    return 0;
}

void diag_sink_finish(DiagSink *self) {
    if (self->diags.size > 1) qsort(self->diags.contents, self->diags.size, sizeof(Diag), cmp_diag);
    uint32_t w = 0;
    for (uint32_t r = 0; r < self->diags.size; r++) {
        if (w > 0 && cmp_diag(&self->diags.contents[w - 1], &self->diags.contents[r]) == 0) continue;
        self->diags.contents[w++] = self->diags.contents[r];
    }
    self->diags.size = w;
}

void diag_fingerprint(Diag *d) {
    XXH64_state_t *st = XXH64_createState();
    XXH64_reset(st, 0x686f746c696e74ULL);
    const char *parts[3] = {d->loc.path ? d->loc.path : "", d->code ? d->code : "", d->scope ? d->scope : ""};
    for (int i = 0; i < 3; i++) XXH64_update(st, parts[i], strlen(parts[i]) + 1);
    if (d->line_text) {
        for (const char *p = d->line_text; *p; p++)
            if (*p != ' ' && *p != '\t' && *p != '\r' && *p != '\n') XXH64_update(st, p, 1);
    } else if (d->message) {
        XXH64_update(st, d->message, strlen(d->message));
    }
    unsigned char occ[4] = {(unsigned char)d->occurrence, (unsigned char)(d->occurrence >> 8),
                            (unsigned char)(d->occurrence >> 16), (unsigned char)(d->occurrence >> 24)};
    XXH64_update(st, occ, sizeof occ);   /* little-endian: the same fingerprint on every host */
    unsigned long long h = XXH64_digest(st);
    XXH64_freeState(st);
    snprintf(d->fingerprint, sizeof d->fingerprint, "%016llx", h);
}

Severity diag_severity_drop(Severity s) {
    if (s == SEV_ERROR) return SEV_WARNING;
    return SEV_NOTE;
}

/*
 * GitHub's primaryLocationLineHash (codeql-action src/fingerprints.ts, checked against the
 * vectors of src/fingerprints.test.ts in tests/emit). The file is read as Node reads it
 * ("utf8": WHATWG decoding, invalid bytes -> U+FFFD) and walked in UTF-16 code units
 * (charCodeAt); spaces, tabs and the LF of a CRLF are skipped, CR becomes LF; one EOF unit
 * (65535) follows the text, so a trailing newline opens one more line. The hash of a line
 * is the 64-bit wrapping rolling hash (base 37, window 100) of the 100 units starting at it,
 * printed unsigned in lowercase hex, with ":n" counting how often that value has been output
 * so far in the file. One pass hashes every line (lh_run); callers that need several lines
 * of one file use diag_line_hashes once.
 */
#define LH_BLOCK 100

typedef void (*LhEmit)(void *ctx, uint32_t line, uint64_t hash, uint32_t count);

typedef struct { uint64_t *keys; uint32_t *counts; size_t cap, n; } LhSeen;  /* open addressing */

static uint32_t lh_seen_bump(LhSeen *t, uint64_t h) {
    if (2 * (t->n + 1) > t->cap) {
        LhSeen g = {hl_calloc(t->cap ? t->cap * 2 : 256, sizeof(uint64_t)), NULL, t->cap ? t->cap * 2 : 256, 0};
        g.counts = hl_calloc(g.cap, sizeof(uint32_t));
        for (size_t i = 0; i < t->cap; i++) {
            if (!t->counts[i]) continue;
            size_t j = (size_t)(XXH64(&t->keys[i], sizeof t->keys[i], 0) & (g.cap - 1));
            while (g.counts[j]) j = (j + 1) & (g.cap - 1);
            g.keys[j] = t->keys[i];
            g.counts[j] = t->counts[i];
            g.n++;
        }
        free(t->keys);
        free(t->counts);
        *t = g;
    }
    size_t j = (size_t)(XXH64(&h, sizeof h, 0) & (t->cap - 1));
    while (t->counts[j] && t->keys[j] != h) j = (j + 1) & (t->cap - 1);
    if (!t->counts[j]) { t->keys[j] = h; t->n++; }
    return ++t->counts[j];
}

typedef struct {
    uint64_t window[LH_BLOCK];
    int64_t line_numbers[LH_BLOCK];
    uint64_t hash, first_mod;
    int index;
    int64_t line_number;
    bool line_start, prev_cr;
    LhSeen seen;
    LhEmit emit;
    void *ctx;
} LhState;

static void lh_output(LhState *st) {
    uint32_t cnt = lh_seen_bump(&st->seen, st->hash);
    st->emit(st->ctx, (uint32_t)st->line_numbers[st->index], st->hash, cnt);
    st->line_numbers[st->index] = -1;
}

static void lh_update(LhState *st, uint64_t cur) {
    uint64_t begin = st->window[st->index];
    st->window[st->index] = cur;
    st->hash = 37 * st->hash + cur - st->first_mod * begin;   /* wraps mod 2^64 like Long */
    st->index = (st->index + 1) % LH_BLOCK;
}

static void lh_char(LhState *st, uint32_t cur) {
    if (cur == ' ' || cur == '\t' || (st->prev_cr && cur == '\n')) { st->prev_cr = false; return; }
    if (cur == '\r') { cur = '\n'; st->prev_cr = true; } else st->prev_cr = false;
    if (st->line_numbers[st->index] != -1) lh_output(st);
    if (st->line_start) { st->line_start = false; st->line_number++; st->line_numbers[st->index] = st->line_number; }
    if (cur == '\n') st->line_start = true;
    lh_update(st, cur);
}

static void lh_run(const char *text, size_t n, LhEmit emit, void *ctx) {
    LhState *st = hl_calloc(1, sizeof *st);
    for (int i = 0; i < LH_BLOCK; i++) st->line_numbers[i] = -1;
    st->first_mod = 1;
    for (int i = 0; i < LH_BLOCK; i++) st->first_mod *= 37;
    st->line_start = true;
    st->emit = emit;
    st->ctx = ctx;
    for (size_t i = 0; i < n;) {
        uint32_t cp = str_utf8_next(text, n, &i);
        if (cp >= 0x10000) {   /* a surrogate pair, as charCodeAt sees it */
            cp -= 0x10000;
            lh_char(st, 0xD800 + (cp >> 10));
            lh_char(st, 0xDC00 + (cp & 0x3FF));
        } else lh_char(st, cp);
    }
    lh_char(st, 65535);
    for (int k = 0; k < LH_BLOCK; k++) {
        if (st->line_numbers[st->index] != -1) lh_output(st);
        lh_update(st, 0);
    }
    free(st->seen.keys);
    free(st->seen.counts);
    free(st);
}

typedef struct { Arena *arena; uint32_t want; const char *result; const char **all; uint32_t nall; } LhWant;

static void lh_keep_one(void *ctx, uint32_t line, uint64_t hash, uint32_t count) {
    LhWant *w = ctx;
    if (line == w->want && !w->result) w->result = arena_printf(w->arena, "%llx:%u", (unsigned long long)hash, count);
}

static void lh_keep_all(void *ctx, uint32_t line, uint64_t hash, uint32_t count) {
    LhWant *w = ctx;
    if (line >= 1 && line <= w->nall) w->all[line - 1] = arena_printf(w->arena, "%llx:%u", (unsigned long long)hash, count);
}

const char *diag_line_hash(Arena *arena, const char *text, size_t n, uint32_t want_line) {
    LhWant w = {.arena = arena, .want = want_line};
    lh_run(text, n, lh_keep_one, &w);
    return w.result;
}

const char **diag_line_hashes(Arena *arena, const char *text, size_t n, uint32_t *out_nlines) {
    /* lines = line breaks (CR, LF, CRLF) + 1, which is exactly how many hashes lh_run emits */
    uint32_t lines = 1;
    for (size_t i = 0; i < n; i++)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= n || text[i + 1] != '\n'))) lines++;
    LhWant w = {.arena = arena, .all = arena_alloc(arena, sizeof(char *) * lines), .nall = lines};
    lh_run(text, n, lh_keep_all, &w);
    *out_nlines = lines;
    return w.all;
}
