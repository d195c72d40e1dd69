/*
 * emit_util.h — helpers shared by the emitters (emit_text.c, emit_json.c, emit_sarif.c,
 * emit_github.c); private to them (`emit__` prefix, STYLE.md §2).
 *
 * Ownership: functions taking an Arena return strings in it (the emitter's scratch arena,
 * freed when the emitter returns); json_t values are new references the caller owns.
 * Positions: byte columns are 1-based (Loc); emit__cp_col converts them to 1-based
 * Unicode code point columns (SARIF columnKind "unicodeCodePoints", text and GitHub output).
 */
#ifndef HL_EMIT_UTIL_H
#define HL_EMIT_UTIL_H

#include "core/arena.h"
#include "core/str.h"
#include "diag.h"
#include "emit.h"

#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>

/* The working directory (lexically normalized), NULL when it cannot be read. Arena string. */
const char *emit__cwd(Arena *a);
/* A display path as every format shows it: an absolute path becomes relative to `cwd`
 * ("sub/x.py" under it, "../other/x.py" outside it); a relative path is returned unchanged.
 * NULL in, NULL out. With cwd NULL an absolute path stays absolute. */
const char *emit__path(Arena *a, const char *cwd, const char *path);
/* Lexically normalized relative path ("./a//b/../c" -> "a/c"; leading ".." kept). */
const char *emit__path_norm(Arena *a, const char *path);

/* `s` with every invalid UTF-8 sequence replaced by U+FFFD (s itself when already valid). */
const char *emit__utf8_clean(Arena *a, const char *s);
/* A JSON string of `s` after UTF-8 cleaning; NULL becomes JSON null. */
json_t *emit__jstr(const char *s);
/* Dumps `root` with 2-space indent, insertion key order and a trailing newline; HL_EIO on a
 * stream error. Does not take the reference. */
int emit__json_dump(FILE *out, json_t *root);

/* 1-based code point column of 1-based byte column `bytecol` in `line` (n bytes); bytes past
 * the end of the line count one each. */
uint32_t emit__cp_col(const char *line, size_t n, uint32_t bytecol);

/* "inline", "file", "allowlist", "seed" (NULL for WAIVE_NONE) */
const char *emit__waive_kind(WaiveKind k);
/* Is `d` shown with these options (waived findings only with show_waived)? */
bool emit__visible(const Diag *d, const EmitCtx *ctx);
/* Code order: "HL101" < "HL150" < "HL1001" (by number, then text). */
int emit__code_cmp(const char *a, const char *b);

/* "confirmed on NVIDIA H200: +9.9 µs/iter (126 % at launch-bound size)" */
void emit__evidence_text(StrBuf *sb, const Evidence *ev);
/* The evidence object: Evidence.json parsed back, or built from the fields when it does not parse. */
json_t *emit__evidence_json(const Evidence *ev);
/* [{"name", "path", "line"}, ...] root first; paths through emit__path. */
json_t *emit__chain_json(Arena *a, const char *cwd, const Diag *d);

/* A rule's documentation: markdown (## headings, fenced code) or plain text (used by
 * `hotlint rule CODE` and SARIF help.markdown / help.text). */
void emit__rule_doc(StrBuf *sb, const Rule *r, bool markdown);

#endif
