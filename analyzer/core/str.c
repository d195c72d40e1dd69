/*
 * str.c — StrBuf and string helpers. StrBuf grows geometrically and is always
 * NUL-terminated after the first append, so sb_cstr() is O(1).
 */
#include "str.h"
#include "arena.h"

#include <stdio.h>
#include <stdint.h>

void sb_init(StrBuf *self) { self->data = NULL; self->len = self->cap = 0; }
void sb_fini(StrBuf *self) { free(self->data); sb_init(self); }

void sb_reserve(StrBuf *self, size_t extra) {
    size_t need = self->len + extra + 1;
    if (need <= self->cap) return;
    size_t nc = self->cap ? self->cap * 2 : 256;
    while (nc < need) nc *= 2;
    self->data = hl_realloc(self->data, nc);
    self->cap = nc;
    self->data[self->len] = 0;
}

void sb_append(StrBuf *self, const char *s, size_t n) {
    sb_reserve(self, n);
    if (n) memcpy(self->data + self->len, s, n);
    self->len += n;
    self->data[self->len] = 0;
}

void sb_puts(StrBuf *self, const char *s) { sb_append(self, s, strlen(s)); }
void sb_putc(StrBuf *self, char c) { sb_append(self, &c, 1); }

void sb_printf(StrBuf *self, const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n > 0) {
        sb_reserve(self, (size_t)n);
        vsnprintf(self->data + self->len, (size_t)n + 1, fmt, ap2);
        self->len += (size_t)n;
    }
    va_end(ap2);
}

char *sb_take(StrBuf *self) {
    sb_reserve(self, 0);
    char *p = self->data;
    sb_init(self);
    return p;
}

bool str_ends(const char *s, const char *suffix) {
    if (!s || !suffix) return false;
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && memcmp(s + a - b, suffix, b) == 0;
}

int str_edit_distance(const char *a, const char *b) {
    size_t n = strlen(a), m = strlen(b);
    if (n > 64 || m > 64) return 255;
    int prev[65], cur[65];
    for (size_t j = 0; j <= m; j++) prev[j] = (int)j;
    for (size_t i = 1; i <= n; i++) {
        cur[0] = (int)i;
        for (size_t j = 1; j <= m; j++) {
            int c = prev[j - 1] + (a[i - 1] != b[j - 1]);
            if (prev[j] + 1 < c) c = prev[j] + 1;
            if (cur[j - 1] + 1 < c) c = cur[j - 1] + 1;
            cur[j] = c;
        }
        memcpy(prev, cur, sizeof(int) * (m + 1));
    }
    return prev[m] > 255 ? 255 : prev[m];
}

bool str_utf8_valid(const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s, *e = p + n;
    while (p < e) {
        unsigned c = *p;
        if (c < 0x80) { p++; continue; }
        size_t len; uint32_t cp;
        if ((c & 0xE0) == 0xC0) { len = 2; cp = c & 0x1F; }
        else if ((c & 0xF0) == 0xE0) { len = 3; cp = c & 0x0F; }
        else if ((c & 0xF8) == 0xF0) { len = 4; cp = c & 0x07; }
        else return false;
        if ((size_t)(e - p) < len) return false;
        for (size_t i = 1; i < len; i++) {
            if ((p[i] & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (p[i] & 0x3F);
        }
        if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF))) return false;
        if (cp >= 0xD800 && cp <= 0xDFFF) return false;
        p += len;
    }
    return true;
}

/* WHATWG "UTF-8 decoder": lead byte fixes the length and the allowed range of the first
 * continuation byte (no overlongs, no surrogates, nothing above U+10FFFF); a byte that does
 * not fit ends the sequence with one U+FFFD and is decoded again on its own. */
uint32_t str_utf8_next(const char *s, size_t n, size_t *pos) {
    const unsigned char *p = (const unsigned char *)s;
    size_t i = *pos;
    unsigned c = p[i++];
    if (c < 0x80) { *pos = i; return c; }
    unsigned need, lo = 0x80, hi = 0xBF;
    uint32_t cp;
    if (c >= 0xC2 && c <= 0xDF) { need = 1; cp = c & 0x1F; }
    else if (c >= 0xE0 && c <= 0xEF) { need = 2; cp = c & 0x0F; if (c == 0xE0) lo = 0xA0; if (c == 0xED) hi = 0x9F; }
    else if (c >= 0xF0 && c <= 0xF4) { need = 3; cp = c & 0x07; if (c == 0xF0) lo = 0x90; if (c == 0xF4) hi = 0x8F; }
    else { *pos = i; return 0xFFFD; }
    for (unsigned k = 0; k < need; k++) {
        if (i >= n || p[i] < lo || p[i] > hi) { *pos = i; return 0xFFFD; }
        cp = (cp << 6) | (p[i++] & 0x3F);
        lo = 0x80, hi = 0xBF;
    }
    *pos = i;
    return cp;
}
