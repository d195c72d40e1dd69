/*
 * mbjson.h — a small JSON reader and writer for the microbenchmark files (manifest.json, the
 * programs' JSON-lines samples, evidence.json). Owned by the mbench module.
 *
 * Why not jansson: `hotlint confirm`'s code also builds as a standalone driver on GPU
 * machines that have a C compiler and nvcc but none of hotlint's libraries, and evidence
 * errors must point at the offending value (`file:line:col`), which needs a position on
 * every value. The reader depends on libc and core/ only.
 *
 * Ownership: every MbjVal and string lives in the Arena passed to mbj_parse().
 * Positions: line and col are 1-based; col counts bytes.
 * Errors: mbj_parse() returns HL_OK, or HL_EPARSE with *err set (position + one-line message).
 * Depth: nesting deeper than MBJ_MAX_DEPTH is a parse error, so hostile input cannot exhaust
 * the stack (the reader recurses once per nesting level).
 */
#ifndef HL_MBJSON_H
#define HL_MBJSON_H

#include "core/arena.h"
#include "core/array.h"
#include "core/str.h"

#include <stdbool.h>
#include <stdint.h>

#define MBJ_MAX_DEPTH 64

typedef enum { MBJ_NULL = 0, MBJ_BOOL, MBJ_NUM, MBJ_STR, MBJ_ARR, MBJ_OBJ } MbjType;

typedef struct MbjVal MbjVal;
typedef struct MbjMember { const char *key; MbjVal *val; } MbjMember;

struct MbjVal {
    MbjType type;
    uint32_t line, col;          /* where the value starts */
    bool b;                      /* MBJ_BOOL */
    double num;                  /* MBJ_NUM */
    const char *str;             /* MBJ_STR: decoded text (no NUL inside); MBJ_NUM: the number as written */
    uint32_t len;
    Array(MbjVal *) items;       /* MBJ_ARR */
    Array(MbjMember) members;    /* MBJ_OBJ, in file order */
};

typedef struct MbjError { uint32_t line, col; char msg[192]; } MbjError;

int mbj_parse(Arena *arena, const char *text, size_t n, MbjVal **out, MbjError *err);
/* First member named `key` of an object; NULL when absent or `obj` is not an object. */
const MbjVal *mbj_get(const MbjVal *obj, const char *key);
const char *mbj_str(const MbjVal *v);          /* NULL unless a string */
bool mbj_num(const MbjVal *v, double *out);    /* false unless a number */
const char *mbj_type_name(MbjType t);          /* "object", "string", ... */

/* Writers append to a StrBuf. Numbers that are not finite are written as null. */
void mbj_write_str(StrBuf *sb, const char *s);
void mbj_write_num(StrBuf *sb, double v, int decimals);
void mbj_write_val(StrBuf *sb, const MbjVal *v);   /* compact; numbers keep their text */

#endif
