/*
 * str.h — small string helpers and StrBuf, a malloc-owned growable byte buffer.
 *
 * Ownership: a StrBuf owns its bytes; sb_fini() frees them (sb_fini of a zeroed StrBuf is a
 * no-op); sb_take() hands the NUL-terminated buffer to the caller, who free()s it.
 */
#ifndef HL_STR_H
#define HL_STR_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct StrBuf { char *data; size_t len, cap; } StrBuf;

void sb_init(StrBuf *self);
void sb_fini(StrBuf *self);
void sb_reserve(StrBuf *self, size_t extra);
void sb_append(StrBuf *self, const char *s, size_t n);
void sb_puts(StrBuf *self, const char *s);
void sb_putc(StrBuf *self, char c);
void sb_printf(StrBuf *self, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
char *sb_take(StrBuf *self);           /* caller frees; buffer is reset to empty */
static inline const char *sb_cstr(StrBuf *self) { if (!self->data) sb_reserve(self, 1); return self->data; }

static inline bool str_eq(const char *a, const char *b) { return a && b && strcmp(a, b) == 0; }
static inline bool str_starts(const char *s, const char *p) { return s && p && strncmp(s, p, strlen(p)) == 0; }
bool str_ends(const char *s, const char *suffix);
/* Levenshtein distance, for "did you mean" suggestions; capped at 255 */
int str_edit_distance(const char *a, const char *b);
/* true if s is valid UTF-8 */
bool str_utf8_valid(const char *s, size_t n);
/* Decodes the code point at s[*pos] (requires *pos < n) and advances *pos past it. Invalid
 * input yields U+FFFD per the WHATWG decoder (one U+FFFD per maximal invalid subpart, so a
 * truncated sequence costs one replacement), matching Node/browsers' TextDecoder. */
uint32_t str_utf8_next(const char *s, size_t n, size_t *pos);

#endif
