/*
 * arena.h — bump allocator, the owner of almost every byte hotlint allocates.
 *
 * Ownership: memory from arena_alloc()/arena_strdup() lives until arena_reset() or
 * arena_fini() on the arena it came from. There is no per-object free.
 * Out of memory is the only abort in hotlint (STYLE.md §3): callers never check for NULL.
 * An Arena is not thread-safe; each worker thread owns its own.
 */
#ifndef HL_ARENA_H
#define HL_ARENA_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Programming errors only (STYLE.md §4). An expression, so it can sit inside array_get(). */
#define HL_ASSERT(c) ((c) ? (void)0 : hl_assert_fail(__FILE__, __LINE__, #c))
_Noreturn void hl_assert_fail(const char *file, int line, const char *cond);

typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
    ArenaChunk *head;   /* current chunk, chained to older ones */
    size_t total;       /* bytes handed out, for statistics */
    size_t first;       /* size of the first chunk when it is known in advance (arena_init_sized), else 0 */
} Arena;

void arena_init(Arena *self);
/* An arena whose first chunk holds `first` bytes: for contents of known size (a compacted
 * IR), so thousands of small arenas do not each hold a mostly empty 64 KiB chunk. */
void arena_init_sized(Arena *self, size_t first);
void arena_fini(Arena *self);            /* frees every chunk; _fini of a zeroed Arena is a no-op */
void arena_reset(Arena *self);           /* frees all but the first chunk, keeps it for reuse */
void *arena_alloc(Arena *self, size_t n);        /* 16-byte aligned, zero-filled */
void *arena_realloc(Arena *self, void *old, size_t old_n, size_t new_n); /* copies; old stays valid until reset */
char *arena_strdup(Arena *self, const char *s);  /* NULL -> NULL */
char *arena_strndup(Arena *self, const char *s, size_t n); /* always NUL-terminated */
char *arena_printf(Arena *self, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* malloc wrappers that abort on out-of-memory, for the few owners outside arenas */
void *hl_malloc(size_t n);
void *hl_calloc(size_t n, size_t m);
void *hl_realloc(void *p, size_t n);
char *hl_strdup(const char *s);

#endif
