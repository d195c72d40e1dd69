/*
 * arena.c — chunked bump allocator.
 *
 * Invariants: chunks are singly linked newest-first; every allocation is 16-byte aligned
 * and zero-filled; a request larger than the default chunk gets a chunk of its own so the
 * current chunk's tail is not wasted. Out of memory prints one line and aborts.
 */
#include "arena.h"

#include <stdarg.h>
#include <string.h>

#define CHUNK_SIZE (64 * 1024)

struct ArenaChunk {
    ArenaChunk *next;
    size_t cap, used;
    _Alignas(16) unsigned char data[];
};

static void oom(size_t n) {
    fprintf(stderr, "hotlint: out of memory (asked for %zu bytes)\n", n);
    abort();
}

_Noreturn void hl_assert_fail(const char *file, int line, const char *cond) {
    fprintf(stderr, "hotlint: internal error: %s:%d: assertion `%s` failed\n", file, line, cond);
    abort();
}

void *hl_malloc(size_t n) { void *p = malloc(n ? n : 1); if (!p) oom(n); return p; }
void *hl_calloc(size_t n, size_t m) { void *p = calloc(n ? n : 1, m ? m : 1); if (!p) oom(n * m); return p; }
void *hl_realloc(void *p, size_t n) { void *q = realloc(p, n ? n : 1); if (!q) oom(n); return q; }
char *hl_strdup(const char *s) { size_t n = strlen(s) + 1; char *p = hl_malloc(n); memcpy(p, s, n); return p; }

void arena_init(Arena *self) { self->head = NULL; self->total = 0; self->first = 0; }
void arena_init_sized(Arena *self, size_t first) { arena_init(self); self->first = (first + 15) & ~(size_t)15; }

void arena_fini(Arena *self) {
    ArenaChunk *c = self->head;
    while (c) { ArenaChunk *n = c->next; free(c); c = n; }
    self->head = NULL;
    self->total = 0;
}

void arena_reset(Arena *self) {
    ArenaChunk *c = self->head;
    if (!c) return;
    /* keep the oldest chunk of default size; free the rest */
    ArenaChunk *keep = NULL;
    while (c) {
        ArenaChunk *n = c->next;
        if (!n && c->cap == CHUNK_SIZE) keep = c; else free(c);
        c = n;
    }
    if (keep) { keep->next = NULL; keep->used = 0; }
    self->head = keep;
    self->total = 0;
}

static ArenaChunk *chunk_new(size_t cap) {
    ArenaChunk *c = malloc(sizeof(ArenaChunk) + cap);
    if (!c) oom(cap);
    c->next = NULL; c->cap = cap; c->used = 0;
    return c;
}

void *arena_alloc(Arena *self, size_t n) {
    size_t need = (n + 15) & ~(size_t)15;
    if (need == 0) need = 16;
    ArenaChunk *c = self->head;
    if (!c && self->first) {   /* the sized first chunk (arena_init_sized) */
        c = self->head = chunk_new(self->first > need ? self->first : need);
        self->first = 0;
    }
    if (!c || c->cap - c->used < need) {
        if (need > CHUNK_SIZE / 4) {
            /* big request: own chunk, linked behind the current one */
            ArenaChunk *big = chunk_new(need);
            big->used = need;
            if (c) { big->next = c->next; c->next = big; } else self->head = big;
            self->total += need;
            memset(big->data, 0, need);
            return big->data;
        }
        ArenaChunk *nc = chunk_new(CHUNK_SIZE);
        nc->next = c; self->head = nc; c = nc;
    }
    void *p = c->data + c->used;
    c->used += need;
    self->total += need;
    memset(p, 0, need);
    return p;
}

void *arena_realloc(Arena *self, void *old, size_t old_n, size_t new_n) {
    void *p = arena_alloc(self, new_n);
    if (old && old_n) memcpy(p, old, old_n < new_n ? old_n : new_n);
    return p;
}

char *arena_strndup(Arena *self, const char *s, size_t n) {
    if (!s) return NULL;
    char *p = arena_alloc(self, n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *arena_strdup(Arena *self, const char *s) { return s ? arena_strndup(self, s, strlen(s)) : NULL; }

char *arena_printf(Arena *self, const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) n = 0;
    char *p = arena_alloc(self, (size_t)n + 1);
    vsnprintf(p, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return p;
}
