/*
 * array.h — Array(T): the one growable-array family (after tree-sitter lib/src/array.h).
 *
 * Storage comes from an Arena, so an array is freed with the arena that grew it; growth
 * doubles and copies (the old block stays in the arena until reset: at most 2x waste).
 * array_get() checks bounds with HL_ASSERT. A zero-initialised Array is a valid empty array.
 */
#ifndef HL_ARRAY_H
#define HL_ARRAY_H

#include "arena.h"
#include <stdint.h>
#include <string.h>

#define Array(T) struct { T *contents; uint32_t size; uint32_t capacity; }

#define array_init(a) ((a)->contents = NULL, (a)->size = 0, (a)->capacity = 0)

/* pointer to element i, bounds-checked */
#define array_get(a, i) (HL_ASSERT((uint32_t)(i) < (a)->size), &(a)->contents[i])
#define array_back(a) array_get(a, (a)->size - 1)

#define array_reserve(arena, a, n) \
    array__grow((arena), (void **)&(a)->contents, &(a)->capacity, (a)->size, (n), sizeof(*(a)->contents))

#define array_push(arena, a, v) \
    (array_reserve(arena, a, (a)->size + 1), (a)->contents[(a)->size++] = (v))

/* appends a zeroed element and returns a pointer to it */
#define array_push_zero(arena, a) \
    (array_reserve(arena, a, (a)->size + 1), memset(&(a)->contents[(a)->size], 0, sizeof(*(a)->contents)), &(a)->contents[(a)->size++])

#define array_pop(a) (HL_ASSERT((a)->size > 0), (a)->contents[--(a)->size])
#define array_clear(a) ((a)->size = 0)

#define array_foreach(a, it) for (__typeof__((a)->contents) it = (a)->contents; it && it < (a)->contents + (a)->size; ++it)

static inline void array__grow(Arena *arena, void **contents, uint32_t *cap, uint32_t size, uint32_t need, size_t elt) {
    if (need <= *cap) return;
    uint32_t nc = *cap ? *cap * 2 : 8;
    while (nc < need) nc *= 2;
    *contents = arena_realloc(arena, *contents, (size_t)size * elt, (size_t)nc * elt);
    *cap = nc;
}

typedef Array(const char *) StrArray;
typedef Array(uint32_t) U32Array;
typedef Array(int32_t) I32Array;

#endif
