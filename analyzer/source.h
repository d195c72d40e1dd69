/*
 * source.h — one source file in memory: bytes, language, line index, offset -> Loc.
 *
 * Ownership: a Source and its bytes live in the per-file Arena passed to src_load()/src_from_bytes().
 * Positions: Loc is 1-based for line and column; columns count bytes (DESIGN.md §6).
 * Errors: src_load() returns 0 or HL_EIO and fills *err_msg (arena string) with a one-line
 * reason ("not a regular file", "permission denied", ...).
 */
#ifndef HL_SOURCE_H
#define HL_SOURCE_H

#include "core/arena.h"
#include "core/array.h"
#include <stdbool.h>
#include <stdint.h>

enum { HL_OK = 0, HL_EIO = -1, HL_EPARSE = -2, HL_ECONFIG = -3, HL_EUSAGE = -4,
       HL_ELIMIT = -5,   /* skipped by a resource limit (size, time) */
       HL_EDECODE = -6   /* text hotlint cannot decode (UTF-16) */ };

typedef enum { LANG_NONE = 0, LANG_PYTHON, LANG_CUDA, LANG_CPP, LANG_C } Lang;

typedef struct Loc {
    const char *path;            /* display path, relative to the working directory */
    uint32_t line, col;          /* 1-based, col in bytes */
    uint32_t end_line, end_col;  /* 1-based, end_col exclusive */
} Loc;

typedef struct Source {
    const char *path;            /* display path */
    Lang lang;
    const char *text;            /* NUL-terminated copy of the bytes (BOM stripped) */
    uint32_t len;
    U32Array line_starts;        /* byte offset of each line start; [0] == 0 */
    bool had_bom, had_nul, invalid_utf8;
    bool utf16;                  /* starts with a UTF-16 byte-order mark: not decoded, not linted */
} Source;

Lang src_lang_from_path(const char *path);        /* by extension; LANG_NONE if not ours */
const char *src_lang_name(Lang lang);             /* "python", "cuda", "c++", "c" */
int src_load(Arena *arena, const char *path, Source **out, const char **err_msg);
Source *src_from_bytes(Arena *arena, const char *path, Lang lang, const char *bytes, uint32_t len);
/* byte offset -> 1-based line/col */
void src_offset_to_linecol(const Source *self, uint32_t off, uint32_t *line, uint32_t *col);
/* text of 1-based line `line` without its newline; *n gets its length. NULL when out of range. */
const char *src_line(const Source *self, uint32_t line, uint32_t *n);

#endif
