/*
 * mbjson.c — recursive-descent JSON reader (RFC 8259) with a position on every value, and
 * the few writers the microbenchmark files need.
 *
 * Invariants: the reader never reads past `n` bytes (the text need not be NUL-terminated);
 * recursion depth is bounded by MBJ_MAX_DEPTH; decoded strings are valid NUL-terminated
 * C strings (a \u0000 escape is an error, unpaired surrogates become U+FFFD); numbers keep
 * the text they were written with so re-serialising an evidence object changes no digit.
 */
#include "mbjson.h"
#include "source.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Rd {
    Arena *a;
    const char *s;
    size_t n, i;
    uint32_t line;
    size_t line_start;
    MbjError *err;
} Rd;

static int fail(Rd *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(Rd *r, const char *fmt, ...) {
    r->err->line = r->line;
    r->err->col = (uint32_t)(r->i - r->line_start + 1);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err->msg, sizeof r->err->msg, fmt, ap);
    va_end(ap);
    return HL_EPARSE;
}

static void skip_ws(Rd *r) {
    while (r->i < r->n) {
        char c = r->s[r->i];
        if (c == '\n') { r->line++; r->line_start = r->i + 1; }
        else if (c != ' ' && c != '\t' && c != '\r') break;
        r->i++;
    }
}

static MbjVal *new_val(Rd *r, MbjType t) {
    MbjVal *v = arena_alloc(r->a, sizeof *v);
    v->type = t;
    v->line = r->line;
    v->col = (uint32_t)(r->i - r->line_start + 1);
    return v;
}

static void put_utf8(StrBuf *sb, uint32_t cp) {
    char b[4];
    if (cp < 0x80) { b[0] = (char)cp; sb_append(sb, b, 1); }
    else if (cp < 0x800) { b[0] = (char)(0xC0 | cp >> 6); b[1] = (char)(0x80 | (cp & 0x3F)); sb_append(sb, b, 2); }
    else if (cp < 0x10000) {
        b[0] = (char)(0xE0 | cp >> 12); b[1] = (char)(0x80 | ((cp >> 6) & 0x3F)); b[2] = (char)(0x80 | (cp & 0x3F));
        sb_append(sb, b, 3);
    } else {
        b[0] = (char)(0xF0 | cp >> 18); b[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        b[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); b[3] = (char)(0x80 | (cp & 0x3F));
        sb_append(sb, b, 4);
    }
}

static int hex4(Rd *r, uint32_t *out) {
    if (r->n - r->i < 4) return fail(r, "truncated \\u escape");
    uint32_t v = 0;
    for (int k = 0; k < 4; k++) {
        char c = r->s[r->i + k];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= (uint32_t)(c - '0');
        else if (c >= 'a' && c <= 'f') v |= (uint32_t)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') v |= (uint32_t)(c - 'A' + 10);
        else return fail(r, "bad \\u escape");
    }
    r->i += 4;
    *out = v;
    return HL_OK;
}

/* At the opening quote. */
static int read_string(Rd *r, const char **out, uint32_t *len) {
    StrBuf sb;
    sb_init(&sb);
    int rc = HL_OK;
    r->i++;
    for (;;) {
        if (r->i >= r->n) { rc = fail(r, "unterminated string"); goto out; }
        unsigned char c = (unsigned char)r->s[r->i];
        if (c == '"') { r->i++; break; }
        if (c < 0x20) { rc = fail(r, "control character in string"); goto out; }
        if (c != '\\') { sb_append(&sb, (const char *)&r->s[r->i], 1); r->i++; continue; }
        if (++r->i >= r->n) { rc = fail(r, "unterminated string"); goto out; }
        char e = r->s[r->i++];
        switch (e) {
        case '"': sb_putc(&sb, '"'); break;
        case '\\': sb_putc(&sb, '\\'); break;
        case '/': sb_putc(&sb, '/'); break;
        case 'b': sb_putc(&sb, '\b'); break;
        case 'f': sb_putc(&sb, '\f'); break;
        case 'n': sb_putc(&sb, '\n'); break;
        case 'r': sb_putc(&sb, '\r'); break;
        case 't': sb_putc(&sb, '\t'); break;
        case 'u': {
            uint32_t cp;
            if ((rc = hex4(r, &cp)) != HL_OK) goto out;
            if (cp >= 0xD800 && cp < 0xDC00) {
                uint32_t lo = 0;
                if (r->n - r->i >= 6 && r->s[r->i] == '\\' && r->s[r->i + 1] == 'u') {
                    r->i += 2;
                    if ((rc = hex4(r, &lo)) != HL_OK) goto out;
                }
                cp = (lo >= 0xDC00 && lo < 0xE000) ? 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00) : 0xFFFD;
            } else if (cp >= 0xDC00 && cp < 0xE000) {
                cp = 0xFFFD;
            }
            if (cp == 0) { rc = fail(r, "\\u0000 in string"); goto out; }
            put_utf8(&sb, cp);
            break;
        }
        default: r->i--; rc = fail(r, "bad escape `\\%c`", e); goto out;
        }
    }
    *len = (uint32_t)sb.len;
    *out = arena_strndup(r->a, sb.data ? sb.data : "", sb.len);
out:
    sb_fini(&sb);
    return rc;
}

static int read_number(Rd *r, MbjVal *v) {
    size_t b = r->i;
    if (r->i < r->n && r->s[r->i] == '-') r->i++;
    if (r->i >= r->n || r->s[r->i] < '0' || r->s[r->i] > '9') return fail(r, "bad number");
    if (r->s[r->i] == '0') r->i++;
    else while (r->i < r->n && r->s[r->i] >= '0' && r->s[r->i] <= '9') r->i++;
    if (r->i < r->n && r->s[r->i] == '.') {
        r->i++;
        if (r->i >= r->n || r->s[r->i] < '0' || r->s[r->i] > '9') return fail(r, "bad number");
        while (r->i < r->n && r->s[r->i] >= '0' && r->s[r->i] <= '9') r->i++;
    }
    if (r->i < r->n && (r->s[r->i] == 'e' || r->s[r->i] == 'E')) {
        r->i++;
        if (r->i < r->n && (r->s[r->i] == '+' || r->s[r->i] == '-')) r->i++;
        if (r->i >= r->n || r->s[r->i] < '0' || r->s[r->i] > '9') return fail(r, "bad number");
        while (r->i < r->n && r->s[r->i] >= '0' && r->s[r->i] <= '9') r->i++;
    }
    v->str = arena_strndup(r->a, r->s + b, r->i - b);
    v->len = (uint32_t)(r->i - b);
    v->num = strtod(v->str, NULL);
    return HL_OK;
}

static bool word(Rd *r, const char *w) {
    size_t k = strlen(w);
    if (r->n - r->i < k || memcmp(r->s + r->i, w, k) != 0) return false;
    r->i += k;
    return true;
}

static int read_value(Rd *r, MbjVal **out, int depth) {
    skip_ws(r);
    if (r->i >= r->n) return fail(r, "unexpected end of input");
    if (depth > MBJ_MAX_DEPTH) return fail(r, "nesting deeper than %d levels", MBJ_MAX_DEPTH);
    char c = r->s[r->i];
    MbjVal *v;
    int rc;
    switch (c) {
    case '{':
        v = new_val(r, MBJ_OBJ);
        r->i++;
        skip_ws(r);
        if (r->i < r->n && r->s[r->i] == '}') { r->i++; break; }
        for (;;) {
            skip_ws(r);
            if (r->i >= r->n || r->s[r->i] != '"') return fail(r, "expected a string key");
            MbjMember m = {0};
            uint32_t kl;
            if ((rc = read_string(r, &m.key, &kl)) != HL_OK) return rc;
            skip_ws(r);
            if (r->i >= r->n || r->s[r->i] != ':') return fail(r, "expected `:` after key");
            r->i++;
            if ((rc = read_value(r, &m.val, depth + 1)) != HL_OK) return rc;
            array_push(r->a, &v->members, m);
            skip_ws(r);
            if (r->i < r->n && r->s[r->i] == ',') { r->i++; continue; }
            if (r->i < r->n && r->s[r->i] == '}') { r->i++; break; }
            return fail(r, "expected `,` or `}` in object");
        }
        break;
    case '[':
        v = new_val(r, MBJ_ARR);
        r->i++;
        skip_ws(r);
        if (r->i < r->n && r->s[r->i] == ']') { r->i++; break; }
        for (;;) {
            MbjVal *item;
            if ((rc = read_value(r, &item, depth + 1)) != HL_OK) return rc;
            array_push(r->a, &v->items, item);
            skip_ws(r);
            if (r->i < r->n && r->s[r->i] == ',') { r->i++; continue; }
            if (r->i < r->n && r->s[r->i] == ']') { r->i++; break; }
            return fail(r, "expected `,` or `]` in array");
        }
        break;
    case '"':
        v = new_val(r, MBJ_STR);
        if ((rc = read_string(r, &v->str, &v->len)) != HL_OK) return rc;
        break;
    case 't': case 'f':
        v = new_val(r, MBJ_BOOL);
        v->b = c == 't';
        if (!word(r, v->b ? "true" : "false")) return fail(r, "unexpected character `%c`", c);
        break;
    case 'n':
        v = new_val(r, MBJ_NULL);
        if (!word(r, "null")) return fail(r, "unexpected character `n`");
        break;
    default:
        if (c != '-' && (c < '0' || c > '9')) {
            if ((unsigned char)c >= 0x20 && (unsigned char)c < 0x7f) return fail(r, "unexpected character `%c`", c);
            return fail(r, "unexpected byte 0x%02x", (unsigned char)c);
        }
        v = new_val(r, MBJ_NUM);
        if ((rc = read_number(r, v)) != HL_OK) return rc;
    }
    *out = v;
    return HL_OK;
}

int mbj_parse(Arena *arena, const char *text, size_t n, MbjVal **out, MbjError *err) {
    Rd r = {.a = arena, .s = text, .n = n, .line = 1, .err = err};
    *out = NULL;
    if (n >= 3 && (unsigned char)text[0] == 0xEF && (unsigned char)text[1] == 0xBB && (unsigned char)text[2] == 0xBF) {
        r.i = 3;
        r.line_start = 3;
    }
    int rc = read_value(&r, out, 1);
    if (rc != HL_OK) return rc;
    skip_ws(&r);
    if (r.i < r.n) return fail(&r, "unexpected text after the JSON value");
    return HL_OK;
}

const MbjVal *mbj_get(const MbjVal *obj, const char *key) {
    if (!obj || obj->type != MBJ_OBJ) return NULL;
    for (uint32_t i = 0; i < obj->members.size; i++)
        if (!strcmp(obj->members.contents[i].key, key)) return obj->members.contents[i].val;
    return NULL;
}

const char *mbj_str(const MbjVal *v) { return v && v->type == MBJ_STR ? v->str : NULL; }

bool mbj_num(const MbjVal *v, double *out) {
    if (!v || v->type != MBJ_NUM) return false;
    *out = v->num;
    return true;
}

const char *mbj_type_name(MbjType t) {
    static const char *const names[] = {"null", "boolean", "number", "string", "array", "object"};
    return (unsigned)t < 6 ? names[t] : "value";
}

void mbj_write_str(StrBuf *sb, const char *s) {
    sb_putc(sb, '"');
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        switch (*p) {
        case '"': sb_puts(sb, "\\\""); break;
        case '\\': sb_puts(sb, "\\\\"); break;
        case '\n': sb_puts(sb, "\\n"); break;
        case '\r': sb_puts(sb, "\\r"); break;
        case '\t': sb_puts(sb, "\\t"); break;
        default:
            if (*p < 0x20 || *p == 0x7f) sb_printf(sb, "\\u%04x", *p);
            else sb_putc(sb, (char)*p);
        }
    }
    sb_putc(sb, '"');
}

void mbj_write_num(StrBuf *sb, double v, int decimals) {
    if (!isfinite(v)) { sb_puts(sb, "null"); return; }
    if (v == 0) v = 0;   /* no "-0.000" */
    char b[64];
    snprintf(b, sizeof b, "%.*f", decimals, v);
    if (!strcmp(b, "-0") || (b[0] == '-' && strspn(b + 1, "0.") == strlen(b + 1))) memmove(b, b + 1, strlen(b));
    sb_puts(sb, b);
}

void mbj_write_val(StrBuf *sb, const MbjVal *v) {
    switch (v->type) {
    case MBJ_NULL: sb_puts(sb, "null"); break;
    case MBJ_BOOL: sb_puts(sb, v->b ? "true" : "false"); break;
    case MBJ_NUM: sb_append(sb, v->str, v->len); break;
    case MBJ_STR: mbj_write_str(sb, v->str); break;
    case MBJ_ARR:
        sb_putc(sb, '[');
        for (uint32_t i = 0; i < v->items.size; i++) {
            if (i) sb_putc(sb, ',');
            mbj_write_val(sb, v->items.contents[i]);
        }
        sb_putc(sb, ']');
        break;
    case MBJ_OBJ:
        sb_putc(sb, '{');
        for (uint32_t i = 0; i < v->members.size; i++) {
            if (i) sb_putc(sb, ',');
            mbj_write_str(sb, v->members.contents[i].key);
            sb_putc(sb, ':');
            mbj_write_val(sb, v->members.contents[i].val);
        }
        sb_putc(sb, '}');
        break;
    }
}
