/*
 * pychunk.h — a Python file's top-level statements, found without parsing, and the ones a
 * lint has to parse (partial parsing, docs/performance.md "Partial parsing").
 *
 * Most of a file hotlint parses is code no timed path reaches: the other functions of a
 * helper module, the CLI of a benchmark script. A byte-level lexer (strings, comments,
 * brackets, line continuations) splits the file at its column-0 statements; each `def` or
 * `class` (decorators included) is one chunk, everything else (imports, assignments,
 * `if __name__ == "__main__":` blocks) is an OTHER chunk and always parsed. A def/class chunk
 * is parsed when its code (comments do not count) holds a trigger word (the caller's `hit`), a name bound by a
 * triggering OTHER chunk (`from time import perf_counter as pc`), a name asked for (`wants`:
 * what an importer or hot.c needs from the module), or, to a fixpoint, a name that a parsed
 * chunk mentions anywhere in its text (strings included). A class body is split the same way
 * one level down: a parsed class parses its non-def statements, and of its methods those with
 * a trigger word, the dunders and `forward`, those that assign `self.<attr>` (the frontend
 * types attributes from them), and those a parsed chunk names; a method is asked for as
 * "Class.method". The parser is then given the kept
 * chunks as its included ranges (pyfe_parse_ranges): it never reads the dropped ones, and
 * offsets, lines and columns stay the whole file's.
 *
 * The split refuses (returns false) whenever it cannot be sure: an unterminated string or
 * bracket, a closing bracket that does not match the open one, brackets nested over 256 deep.
 * The caller then parses the whole file, so these syntax errors are reported (HL001) wherever
 * they are; other syntax errors are reported where hotlint parses (a definition left out is
 * code no timed path reaches).
 *
 * Ownership: PyChunks and everything it points to is malloc'ed (it outlives the per-file arena
 * a parse compacts away); pychunk_free() releases it.
 * Threads: a PyChunks is used by one thread at a time.
 */
#ifndef HL_PYCHUNK_H
#define HL_PYCHUNK_H

#include "core/arena.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum {
    PYCHUNK_OTHER = 0,   /* a top-level statement that is not a def or class: always parsed */
    PYCHUNK_DEF,         /* a top-level def (its decorators included) */
    PYCHUNK_CLASS,       /* a top-level class's header (`class X(...):`, decorators included) */
    PYCHUNK_MEMBER,      /* a statement of a class body that is not a def (docstring, attributes, nested
                            classes): parsed with its class */
    PYCHUNK_METHOD       /* a def of a class body (decorators included) */
} PyChunkKind;

typedef struct PyChunk {
    uint32_t start, end;       /* byte range, up to the next chunk's start: the chunks tile the file */
    uint32_t name, name_len;   /* def/class/method: the name's offset and length (0, 0 otherwise) */
    uint32_t bases, bases_len; /* class: the text inside `class X(...)`'s parentheses (0, 0 if none) */
    uint32_t extent_end;       /* class: the end of its last member */
    int32_t parent;            /* member/method: its class's chunk, else -1 */
    int32_t next_same;         /* next chunk with the same name, -1 */
    uint8_t kind;              /* PyChunkKind */
    bool keep;                 /* parsed */
    bool ref;                  /* method: a parsed chunk names it (parsed once its class is) */
    bool whole;                /* class: its body could not be split by indentation: parse all of it */
} PyChunk;

typedef struct PyChunks {
    PyChunk *v;
    uint32_t n;
    int32_t *table;            /* def/class/method names: open addressing over chunk indices, -1 empty */
    uint32_t table_cap;        /* power of two */
    uint32_t *comments;        /* [start, end) byte ranges of the comments (pairs): selection reads no comment */
    uint32_t ncomments;
} PyChunks;

/* Does the chunk text hold a trigger word (program.c's byte scan)? */
typedef bool (*PyChunkHit)(void *ctx, const char *text, size_t n);

/* Splits text[0, len) into top-level statements; false when it cannot (then parse it whole). */
bool pychunk_split(const char *text, uint32_t len, PyChunks *out);
void pychunk_free(PyChunks *self);
/* Marks the chunks to parse (see above); `wants` are names (NUL-terminated strings). Returns
 * the number of bytes left out. */
uint64_t pychunk_select(PyChunks *self, const char *text, PyChunkHit hit, void *ctx, const char *const *wants,
                        uint32_t nwants);
/* Also keep the def/class chunk(s) called `name` ("Class.method" for a method) and what they
 * mention. True when something was not kept before (the file must be parsed again to see it). */
bool pychunk_keep_name(PyChunks *self, const char *text, const char *name, size_t len);
/* Is `name` ("Class.method" for a method) the name of a dropped chunk? */
bool pychunk_dropped(const PyChunks *self, const char *text, const char *name, size_t len);
/* Bytes in dropped chunks. */
uint64_t pychunk_dropped_bytes(const PyChunks *self);
/* A hash of which chunks are kept (0 when all are): part of the IR's cache key. */
uint64_t pychunk_variant(const PyChunks *self);
#endif
