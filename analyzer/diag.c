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
    XXH64_update(st, &d->occurrence, sizeof d->occurrence);
    unsigned long long h = XXH64_digest(st);
    XXH64_freeState(st);
    snprintf(d->fingerprint, sizeof d->fingerprint, "%016llx", h);
}

Severity diag_severity_drop(Severity s) {
    if (s == SEV_ERROR) return SEV_WARNING;
    return SEV_NOTE;
}

/*
 * GitHub's primaryLocationLineHash. The text is read as UTF-16 code units (JavaScript
 * charCodeAt); spaces and tabs are skipped, CR and CRLF become LF; the hash of a line is
 * the 64-bit rolling hash (base 37, window 100) of the 100 characters starting at it,
 * printed unsigned in hex, with ":n" counting how often that hash has been seen so far.
 * Computed for the whole file once per call; callers cache per file where it matters.
 */
#define LH_BLOCK 100
typedef struct { uint64_t hash; uint32_t count; } LhSeen;

static uint32_t lh_count(LhSeen **seen, uint32_t *n, uint32_t *cap, uint64_t h) {
    for (uint32_t i = 0; i < *n; i++)
        if ((*seen)[i].hash == h) return ++(*seen)[i].count;
    if (*n == *cap) { *cap = *cap ? *cap * 2 : 64; *seen = hl_realloc(*seen, *cap * sizeof(LhSeen)); }
    (*seen)[*n].hash = h;
    (*seen)[*n].count = 1;
    return (*seen)[(*n)++].count;
}

const char *diag_line_hash(Arena *arena, const char *text, size_t n, uint32_t want_line) {
    uint64_t window[LH_BLOCK] = {0};
    int64_t line_numbers[LH_BLOCK];
    for (int i = 0; i < LH_BLOCK; i++) line_numbers[i] = -1;
    uint64_t hash = 0, first_mod = 1;
    for (int i = 0; i < LH_BLOCK; i++) first_mod *= 37;
    int index = 0;
    int64_t line_number = 0;
    bool line_start = true, prev_cr = false;
    LhSeen *seen = NULL;
    uint32_t nseen = 0, cap = 0;
    const char *result = NULL;

#define LH_OUTPUT() do { \
        uint32_t cnt = lh_count(&seen, &nseen, &cap, hash); \
        if (line_numbers[index] == (int64_t)want_line && !result) \
            result = arena_printf(arena, "%llx:%u", (unsigned long long)hash, cnt); \
        line_numbers[index] = -1; \
    } while (0)
#define LH_UPDATE(cur) do { \
        uint64_t begin = window[index]; \
        window[index] = (cur); \
        hash = 37 * hash + (cur) - first_mod * begin; \
        index = (index + 1) % LH_BLOCK; \
    } while (0)

    /* decode UTF-8 into UTF-16 code units; invalid bytes become U+FFFD like Node's decoder */
    size_t i = 0;
    for (;;) {
        uint32_t units[2];
        int nunits;
        if (i >= n) { units[0] = 65535; nunits = 1; }
        else {
            unsigned char c = (unsigned char)text[i];
            uint32_t cp;
            size_t len = 1;
            if (c < 0x80) cp = c;
            else if ((c & 0xE0) == 0xC0 && i + 1 < n && (text[i + 1] & 0xC0) == 0x80) { cp = ((c & 0x1Fu) << 6) | (text[i + 1] & 0x3Fu); len = 2; if (cp < 0x80) { cp = 0xFFFD; len = 1; } }
            else if ((c & 0xF0) == 0xE0 && i + 2 < n && (text[i + 1] & 0xC0) == 0x80 && (text[i + 2] & 0xC0) == 0x80) { cp = ((c & 0x0Fu) << 12) | ((text[i + 1] & 0x3Fu) << 6) | (text[i + 2] & 0x3Fu); len = 3; if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)) { cp = 0xFFFD; len = 1; } }
            else if ((c & 0xF8) == 0xF0 && i + 3 < n && (text[i + 1] & 0xC0) == 0x80 && (text[i + 2] & 0xC0) == 0x80 && (text[i + 3] & 0xC0) == 0x80) { cp = ((c & 0x07u) << 18) | ((text[i + 1] & 0x3Fu) << 12) | ((text[i + 2] & 0x3Fu) << 6) | (text[i + 3] & 0x3Fu); len = 4; if (cp < 0x10000 || cp > 0x10FFFF) { cp = 0xFFFD; len = 1; } }
            else cp = 0xFFFD;
            i += len;
            if (cp >= 0x10000) { cp -= 0x10000; units[0] = 0xD800 + (cp >> 10); units[1] = 0xDC00 + (cp & 0x3FF); nunits = 2; }
            else { units[0] = cp; nunits = 1; }
        }
        for (int u = 0; u < nunits; u++) {
            uint32_t cur = units[u];
            if (cur == ' ' || cur == '\t' || (prev_cr && cur == '\n')) { prev_cr = false; continue; }
            if (cur == '\r') { cur = '\n'; prev_cr = true; } else prev_cr = false;
            if (line_numbers[index] != -1) LH_OUTPUT();
            if (line_start) { line_start = false; line_number++; line_numbers[index] = line_number; }
            if (cur == '\n') line_start = true;
            LH_UPDATE(cur);
        }
        if (i >= n && units[0] == 65535) break;
    }
    for (int k = 0; k < LH_BLOCK; k++) {
        if (line_numbers[index] != -1) LH_OUTPUT();
        LH_UPDATE(0u);
    }
#undef LH_OUTPUT
#undef LH_UPDATE
    free(seen);
    return result;
}
