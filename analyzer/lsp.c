/*
 * lsp.c — `hotlint lsp`: Language Server Protocol 3.17 over stdio (DESIGN.md §6, issue 6).
 *
 *   stdin ─▶ framing (Content-Length) ─▶ JSON-RPC (jansson) ─▶ documents (unsaved text)
 *         ─▶ lint_run per project group (lint.h) ─▶ publishDiagnostics / codeAction ─▶ stdout
 *
 * Documents: the client's text of every open file, kept in memory and edited incrementally
 * (textDocumentSync 2). Positions are converted once, here, between LSP positions (0-based
 * line, column in the negotiated encoding: UTF-16 code units unless the client offers only
 * UTF-8 or UTF-32) and hotlint's Loc (1-based line, byte column), using the line's text.
 *
 * Linting: a change marks its document dirty; dirty documents are linted once no more input
 * is waiting (so a burst of keystrokes costs one run; at most 64 messages or 250 ms are
 * coalesced), and always before a request is answered. A Python document is linted together
 * with every open Python document of its project (nearest folder upward holding .git,
 * hotlint.yaml, pyproject.toml or setup.py) as named files, with their unsaved text as
 * LintBuffers, so lint_run loads the rest of the project from disk as context: a helper is hot
 * when an unchanged benchmark on disk (or an unsaved one in the editor) reaches it. A C/C++/CUDA
 * document is linted alone (its calls resolve within the file). Each run has its own Arena, freed after
 * publishing, so a long session does not grow; the LintSetup (rules, config, allowlists) has
 * an arena of its own and is rebuilt when the top config file changes (mtime), when a YAML
 * document is saved, or on workspace/didChangeWatchedFiles for hotlint.yaml / allowlists.
 *
 * Paths: initialize chdir()s into the workspace root (rootUri, else the first workspace
 * folder, else rootPath); documents under it are linted by their path relative to it, as the
 * CLI run from there would name them, others by their absolute path. URIs are file:// only
 * (percent-decoded on the way in, percent-encoded on the way out; other schemes are ignored).
 *
 * Robustness (a server must outlive its input): a bad header or an over-limit Content-Length
 * (64 MiB) answers -32700 and resynchronises at the next `Content-Length:`; malformed JSON
 * answers -32700 (id null), a non-object -32600, wrong parameter shapes -32602, unknown
 * requests -32601; unknown notifications, $/cancelRequest and edits to unopened documents are
 * ignored; out-of-range positions are clamped (LSP says so). End of input exits. fd 1 points
 * at stderr while the server runs, so nothing but protocol messages reaches the client.
 */
#include "lsp.h"

#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "config.h"
#include "core/str.h"
#include "lint.h"

#ifndef HOTLINT_VERSION
#define HOTLINT_VERSION "0.0.0"
#endif

#define LSP_MAX_HEADER (64u << 10)     /* one header block */
#define LSP_MAX_BODY (64u << 20)       /* one message body */
#define LSP_MAX_DOC (256u << 20)       /* one document's text */
#define LSP_COALESCE_MSGS 64
#define LSP_COALESCE_MS 250.0

enum {
    RPC_PARSE_ERROR = -32700,
    RPC_INVALID_REQUEST = -32600,
    RPC_METHOD_NOT_FOUND = -32601,
    RPC_INVALID_PARAMS = -32602,
    RPC_SERVER_NOT_INITIALIZED = -32002,
};

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("hotlint lsp: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------------------------------------ */
/* Framing                                                                                    */

typedef struct Reader {
    int fd;
    char *buf;
    size_t pos, len, cap;    /* unread bytes are buf[pos, len) */
    bool eof;
    bool resync;             /* after a bad header: skip to the next `Content-Length:` */
} Reader;

typedef enum { RD_MSG, RD_BAD, RD_EOF } RdResult;

/* Reads more input, keeping the unread bytes; makes room for at least `want` unread bytes.
 * false at end of input or on a read error. */
static bool rd_fill(Reader *r, size_t want) {
    if (r->eof) return false;
    if (r->pos) {
        memmove(r->buf, r->buf + r->pos, r->len - r->pos);
        r->len -= r->pos;
        r->pos = 0;
    }
    size_t need = want > r->len + 4096 ? want : r->len + 4096;
    if (r->cap < need) {
        size_t nc = r->cap ? r->cap : 65536;
        while (nc < need) nc *= 2;
        r->buf = hl_realloc(r->buf, nc);
        r->cap = nc;
    }
    for (;;) {
        ssize_t n = read(r->fd, r->buf + r->len, r->cap - r->len);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) { r->eof = true; return false; }
        r->len += (size_t)n;
        return true;
    }
}

/* true when a message (or part of one) is waiting: buffered or readable now */
static bool rd_pending(Reader *r) {
    if (r->pos < r->len) return true;
    if (r->eof) return false;
    struct pollfd p = {.fd = r->fd, .events = POLLIN};
    return poll(&p, 1, 0) > 0;
}

static const char *find_key(const char *s, size_t n) {
    if (!s || !n) return NULL;
    const char *a = memmem(s, n, "Content-Length:", 15);
    const char *b = memmem(s, n, "content-length:", 15);
    if (!a) return b;
    return b && b < a ? b : a;
}

/* Skips to the next `Content-Length:` after the byte at pos. false at end of input. */
static bool rd_resync(Reader *r) {
    size_t from = r->pos + 1;
    for (;;) {
        if (from < r->len) {
            const char *k = find_key(r->buf + from, r->len - from);
            if (k) {
                r->pos = (size_t)(k - r->buf);
                r->resync = false;
                return true;
            }
            /* keep a tail that may be the start of a split key */
            r->pos = r->len > from + 14 ? r->len - 14 : from;
        } else r->pos = r->len;
        if (!rd_fill(r, 0)) return false;
        from = r->pos;
    }
}

static bool ieq(const char *a, size_t n, const char *b) {
    if (strlen(b) != n) return false;
    for (size_t i = 0; i < n; i++) {
        char c = a[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (c != b[i]) return false;
    }
    return true;
}

/* Parses one header block at r->pos. On RD_MSG the body is buf[*body, *body + *n) and pos is
 * past it; on RD_BAD *why says what was wrong and the next call resynchronises. */
static RdResult rd_message(Reader *r, size_t *body, size_t *n, const char **why) {
    if (r->resync && !rd_resync(r)) return RD_EOF;
    size_t off = 0;          /* parse cursor, relative to r->pos (rd_fill moves the buffer) */
    long long clen = -1;
    bool cl_line = false;    /* some line was a Content-Length header (valid or not) */
    *why = NULL;
    for (;;) {
        size_t avail = r->len - r->pos - off;
        const char *s = r->buf ? r->buf + r->pos + off : NULL;   /* no arithmetic on NULL before the first read */
        const char *nl = avail ? memchr(s, '\n', avail) : NULL;
        if (!nl) {
            if (r->len - r->pos > LSP_MAX_HEADER) { *why = "header block over 64 KiB without an empty line"; r->resync = true; return RD_BAD; }
            if (!rd_fill(r, 0)) return RD_EOF;
            continue;
        }
        size_t ln = (size_t)(nl - s);
        off += ln + 1;
        if (ln && s[ln - 1] == '\r') ln--;
        if (ln == 0) {
            if (off == 1 || (off == 2 && s[0] == '\r')) { r->pos += off; off = 0; continue; }  /* stray blank line between messages */
            break;
        }
        if (off > LSP_MAX_HEADER) { *why = "header block over 64 KiB"; r->resync = true; return RD_BAD; }
        const char *colon = memchr(s, ':', ln);
        if (!colon) { if (!*why) *why = "malformed header line (no `:`)"; continue; }
        size_t kn = (size_t)(colon - s);
        while (kn && (s[kn - 1] == ' ' || s[kn - 1] == '\t')) kn--;
        const char *v = colon + 1, *ve = s + ln;
        while (v < ve && (*v == ' ' || *v == '\t')) v++;
        while (ve > v && (ve[-1] == ' ' || ve[-1] == '\t')) ve--;
        if (!ieq(s, kn, "content-length")) continue;   /* Content-Type and others: ignored */
        cl_line = true;
        long long val = 0;
        bool ok = ve > v && ve - v <= 12;
        for (const char *p = v; ok && p < ve; p++) {
            if (*p < '0' || *p > '9') ok = false;
            else val = val * 10 + (*p - '0');
        }
        if (!ok) { if (!*why) *why = "Content-Length is not a non-negative decimal number"; continue; }
        if (val > (long long)LSP_MAX_BODY) { if (!*why) *why = "Content-Length over the 64 MiB limit"; continue; }
        if (clen >= 0 && clen != val) { if (!*why) *why = "two different Content-Length headers"; continue; }
        clen = val;
    }
    if (!*why && clen < 0) *why = "no Content-Length header";
    if (*why) {
        /* a complete block with a Content-Length line of its own is dropped whole (its body, if
         * any, is junk the next read resynchronises over); otherwise a message may hide inside
         * it (a body sent without headers, glued to the next message's header): search it */
        if (cl_line) r->pos += off;
        else r->resync = true;
        return RD_BAD;
    }
    size_t hdr = off;
    while (r->len - r->pos < hdr + (size_t)clen)
        if (!rd_fill(r, hdr + (size_t)clen)) return RD_EOF;   /* truncated body: the stream is over */
    *body = r->pos + hdr;
    *n = (size_t)clen;
    r->pos += hdr + (size_t)clen;
    return RD_MSG;
}

/* ------------------------------------------------------------------------------------------ */
/* Documents and the server                                                                   */

typedef struct Doc {
    char *uri;               /* as the client spelled it (publish with this) */
    char *abs;               /* absolute, lexically normalised path (the key) */
    char *path;              /* display path for lint_run: relative to the root when under it */
    char *project;           /* absolute project folder, groups documents into one run */
    Lang lang;               /* LANG_NONE: not linted */
    bool has_version;
    long long version;
    char *text;              /* malloc'd, NUL-terminated */
    uint32_t len, cap;
    bool dirty;
    json_t *last;            /* last published diagnostics array */
} Doc;

typedef struct Server {
    int out_fd;
    Reader in;
    bool dead;               /* stdout is gone */
    CliOptions opts;         /* the command line, paths made absolute, paths = ["."] */
    const char *doc_base;
    Arena setup_arena;
    LintSetup setup;
    bool setup_ok;
    time_t cfg_mtime;        /* top config file's mtime when set up (0: none) */
    char *root;              /* workspace root as the client spelled it (absolute), or NULL */
    char *cwd;               /* getcwd() after the chdir */
    int enc;                 /* position encoding: 8, 16 or 32 */
    Doc **docs;
    uint32_t ndocs, capdocs;
    bool initialized, shutdown, quit;
    int coalesced;           /* messages read since the first dirty document */
    double dirty_since;
    bool verbose;            /* $HOTLINT_LSP_LOG: one stderr line per run */
} Server;

static void doc_free(Doc *d) {
    if (!d) return;
    free(d->uri);
    free(d->abs);
    free(d->path);
    free(d->project);
    free(d->text);
    if (d->last) json_decref(d->last);
    free(d);
}

static Doc *doc_find(Server *S, const char *abs) {
    for (uint32_t i = 0; i < S->ndocs; i++)
        if (!strcmp(S->docs[i]->abs, abs)) return S->docs[i];
    return NULL;
}

static void doc_set_text(Doc *d, const char *s, size_t n) {
    if (d->cap < n + 1) {
        d->cap = (uint32_t)(n + 1);
        d->text = hl_realloc(d->text, d->cap);
    }
    if (n) memcpy(d->text, s, n);
    d->len = (uint32_t)n;
    d->text[n] = 0;
}

/* replaces d->text[a, b) by s[0, n); false when the result would be over the limit */
static bool doc_splice(Doc *d, uint32_t a, uint32_t b, const char *s, size_t n) {
    size_t nl = (size_t)d->len - (b - a) + n;
    if (nl > LSP_MAX_DOC) return false;
    if (d->cap < nl + 1) {
        size_t nc = (size_t)d->cap * 2 > nl + 1 ? (size_t)d->cap * 2 : nl + 1;
        if (nc > LSP_MAX_DOC + 1) nc = LSP_MAX_DOC + 1;
        d->text = hl_realloc(d->text, nc);
        d->cap = (uint32_t)nc;
    }
    memmove(d->text + a + n, d->text + b, d->len - b);
    if (n) memcpy(d->text + a, s, n);
    d->len = (uint32_t)nl;
    d->text[nl] = 0;
    return true;
}

static void mark_dirty(Server *S, Doc *d) {
    bool any = false;
    for (uint32_t i = 0; i < S->ndocs; i++) any |= S->docs[i]->dirty;
    if (!any) { S->dirty_since = now_ms(); S->coalesced = 0; }
    d->dirty = true;
}

/* ------------------------------------------------------------------------------------------ */
/* Paths and URIs                                                                             */

/* Lexically normalised absolute path (no "//", ".", ".."); malloc'd. `p` must start with '/'. */
static char *path_norm(const char *p) {
    size_t n = strlen(p);
    char *out = hl_malloc(n + 2);
    size_t w = 0;
    const char *s = p;
    while (*s) {
        while (*s == '/') s++;
        if (!*s) break;
        const char *e = s;
        while (*e && *e != '/') e++;
        size_t cl = (size_t)(e - s);
        if (cl == 1 && s[0] == '.') { s = e; continue; }
        if (cl == 2 && s[0] == '.' && s[1] == '.') {
            while (w > 0 && out[w - 1] != '/') w--;
            if (w > 0) w--;
            s = e;
            continue;
        }
        out[w++] = '/';
        memcpy(out + w, s, cl);
        w += cl;
        s = e;
    }
    if (!w) out[w++] = '/';
    out[w] = 0;
    return out;
}

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* file:// URI -> absolute normalised path (malloc'd), or NULL for other schemes, a remote
 * authority, a NUL byte or a relative path. */
static char *uri_to_path(const char *uri, size_t n) {
    if (n < 5 || strncasecmp(uri, "file:", 5) != 0) return NULL;
    const char *p = uri + 5, *e = uri + n;
    if (e - p >= 2 && p[0] == '/' && p[1] == '/') {
        p += 2;
        const char *a = p;
        while (p < e && *p != '/') p++;
        size_t an = (size_t)(p - a);
        if (an && !(an == 9 && !strncasecmp(a, "localhost", 9))) return NULL;
    }
    for (const char *q = p; q < e; q++)
        if (*q == '?' || *q == '#') { e = q; break; }
    char *out = hl_malloc((size_t)(e - p) + 1);
    size_t w = 0;
    for (const char *q = p; q < e; q++) {
        if (*q == '%' && e - q >= 3 && hexval(q[1]) >= 0 && hexval(q[2]) >= 0) {
            char c = (char)(hexval(q[1]) * 16 + hexval(q[2]));
            if (!c) { free(out); return NULL; }
            out[w++] = c;
            q += 2;
        } else if (!*q) {
            free(out);
            return NULL;
        } else out[w++] = *q;
    }
    out[w] = 0;
    if (out[0] != '/') { free(out); return NULL; }
    char *norm = path_norm(out);
    free(out);
    return norm;
}

static char *path_to_uri(const char *abs) {
    StrBuf b;
    sb_init(&b);
    sb_puts(&b, "file://");
    for (const unsigned char *p = (const unsigned char *)abs; *p; p++) {
        unsigned c = *p;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' || c == '-' || c == '.' ||
            c == '_' || c == '~')
            sb_putc(&b, (char)c);
        else sb_printf(&b, "%%%02X", c);
    }
    return sb_take(&b);
}

/* `abs` relative to `base` (both normalised), or NULL when not below it */
static const char *under(const char *base, const char *abs) {
    if (!base) return NULL;
    if (!strcmp(base, "/")) return abs[1] ? abs + 1 : NULL;
    size_t n = strlen(base);
    if (strncmp(base, abs, n) || abs[n] != '/' || !abs[n + 1]) return NULL;
    return abs + n + 1;
}

/* display path lint_run uses for `abs`: relative to the working directory when under it */
static char *display_path(Server *S, const char *abs) {
    const char *rel = under(S->root, abs);
    if (!rel) rel = under(S->cwd, abs);
    if (!rel) {
        char real[PATH_MAX];
        if (realpath(abs, real)) {
            rel = under(S->cwd, real);
            if (rel) return hl_strdup(rel);
        }
        return hl_strdup(abs);
    }
    return hl_strdup(rel);
}

/* absolute path of a display path (for URIs of chain locations in other files) */
static char *abs_of_display(Server *S, const char *path) {
    if (path[0] == '/') return path_norm(path);
    const char *base = S->root ? S->root : S->cwd ? S->cwd : "/";
    size_t n = strlen(base) + strlen(path) + 2;
    char *j = hl_malloc(n);
    snprintf(j, n, "%s/%s", base, path);
    char *norm = path_norm(j);
    free(j);
    return norm;
}

static bool is_project_root(const char *dir) {
    static const char *const markers[] = {".git", "hotlint.yaml", "pyproject.toml", "setup.py", NULL};
    char buf[PATH_MAX + 32];
    for (int i = 0; markers[i]; i++) {
        struct stat st;
        snprintf(buf, sizeof buf, "%s/%s", dir, markers[i]);
        if (stat(buf, &st) == 0) return true;
    }
    return false;
}

/* the project a document belongs to: the nearest folder upward with a project marker, else
 * its own folder (the grouping key for runs; lint.c finds the same folder for context) */
static char *project_of(const char *abs) {
    char *dir = hl_strdup(abs);
    char *slash = strrchr(dir, '/');
    if (slash == dir) dir[1] = 0;
    else if (slash) *slash = 0;
    char *probe = hl_strdup(dir);
    for (int depth = 0; depth < 64 && strlen(probe) < PATH_MAX; depth++) {
        if (is_project_root(probe)) { free(dir); return probe; }
        char *s = strrchr(probe, '/');
        if (!s || s == probe) break;
        *s = 0;
    }
    free(probe);
    return dir;
}

static bool is_file(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* ------------------------------------------------------------------------------------------ */
/* Positions                                                                                  */

/* code units (of the encoding) in the line prefix s[0, n) */
static uint32_t units_of(const char *s, uint32_t n, int enc) {
    if (enc == 8) return n;
    uint32_t u = 0;
    size_t p = 0;
    while (p < n) {
        uint32_t cp = str_utf8_next(s, n, &p);
        u += (enc == 16 && cp >= 0x10000) ? 2 : 1;
    }
    return u;
}

/* byte offset in line s[0, n) of `units` code units, clamped to the line; a position inside
 * a surrogate pair moves past the character */
static uint32_t bytes_of(const char *s, uint32_t n, uint32_t units, int enc) {
    if (enc == 8) return units < n ? units : n;
    uint32_t u = 0;
    size_t p = 0;
    while (p < n && u < units) {
        uint32_t cp = str_utf8_next(s, n, &p);
        u += (enc == 16 && cp >= 0x10000) ? 2 : 1;
    }
    return (uint32_t)p;
}

static uint32_t line_end(const char *t, uint32_t len, uint32_t off) {
    while (off < len && t[off] != '\n' && t[off] != '\r') off++;
    return off;
}

static uint32_t next_line(const char *t, uint32_t len, uint32_t eol) {
    if (eol >= len) return len;
    return eol + (t[eol] == '\r' && eol + 1 < len && t[eol + 1] == '\n' ? 2 : 1);
}

/* LSP position -> byte offset in t[0, len) (a line past the end is the end of the text) */
static uint32_t offset_of(const char *t, uint32_t len, uint32_t line, uint32_t ch, int enc) {
    uint32_t off = 0;
    for (uint32_t l = 0; l < line; l++) {
        uint32_t e = line_end(t, len, off);
        if (e >= len) return len;
        off = next_line(t, len, e);
    }
    uint32_t e = line_end(t, len, off);
    return off + bytes_of(t + off, e - off, ch, enc);
}

typedef struct TextView {
    const char *text;
    uint32_t len;
    U32Array starts;
} TextView;

static void view_init(TextView *v, Arena *a, const char *text, uint32_t len) {
    v->text = text;
    v->len = len;
    array_init(&v->starts);
    array_push(a, &v->starts, 0u);
    for (uint32_t off = 0;;) {
        uint32_t e = line_end(text, len, off);
        if (e >= len) break;
        off = next_line(text, len, e);
        array_push(a, &v->starts, off);
    }
}

/* 0-based line's text without its line break; NULL when out of range */
static const char *view_line(const TextView *v, uint32_t line0, uint32_t *n) {
    if (line0 >= v->starts.size) return NULL;
    uint32_t b = v->starts.contents[line0];
    *n = line_end(v->text, v->len, b) - b;
    return v->text + b;
}

/* ------------------------------------------------------------------------------------------ */
/* JSON helpers                                                                               */

static void put_utf8(StrBuf *b, uint32_t cp) {
    char o[4];
    if (cp < 0x80) { sb_putc(b, (char)cp); return; }
    if (cp < 0x800) { o[0] = (char)(0xC0 | (cp >> 6)); o[1] = (char)(0x80 | (cp & 0x3F)); sb_append(b, o, 2); return; }
    if (cp < 0x10000) {
        o[0] = (char)(0xE0 | (cp >> 12)); o[1] = (char)(0x80 | ((cp >> 6) & 0x3F)); o[2] = (char)(0x80 | (cp & 0x3F));
        sb_append(b, o, 3);
        return;
    }
    o[0] = (char)(0xF0 | (cp >> 18)); o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    o[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); o[3] = (char)(0x80 | (cp & 0x3F));
    sb_append(b, o, 4);
}

/* a JSON string from bytes that may not be UTF-8 (invalid sequences become U+FFFD) */
static json_t *jstrn(const char *s, size_t n) {
    if (!s) return json_null();
    if (str_utf8_valid(s, n)) {
        json_t *j = json_stringn(s, n);
        if (j) return j;
    }
    StrBuf b;
    sb_init(&b);
    for (size_t p = 0; p < n;) put_utf8(&b, str_utf8_next(s, n, &p));
    json_t *j = json_stringn(sb_cstr(&b), b.len);
    sb_fini(&b);
    return j ? j : json_string("");
}

static json_t *jstr(const char *s) { return s ? jstrn(s, strlen(s)) : json_null(); }

static const char *get_str(const json_t *o, const char *key) {
    const json_t *v = json_is_object(o) ? json_object_get(o, key) : NULL;
    return json_is_string(v) ? json_string_value(v) : NULL;
}

static bool get_u32(const json_t *o, const char *key, uint32_t *out) {
    const json_t *v = json_is_object(o) ? json_object_get(o, key) : NULL;
    if (!json_is_integer(v) || json_integer_value(v) < 0) return false;
    json_int_t x = json_integer_value(v);
    *out = x > (json_int_t)UINT32_MAX ? UINT32_MAX : (uint32_t)x;
    return true;
}

static bool get_pos(const json_t *p, uint32_t *line, uint32_t *ch) {
    return get_u32(p, "line", line) && get_u32(p, "character", ch);
}

static bool get_range(const json_t *r, uint32_t *l0, uint32_t *c0, uint32_t *l1, uint32_t *c1) {
    if (!json_is_object(r)) return false;
    if (!get_pos(json_object_get(r, "start"), l0, c0) || !get_pos(json_object_get(r, "end"), l1, c1)) return false;
    if (*l1 < *l0 || (*l1 == *l0 && *c1 < *c0)) {   /* reversed: swap */
        uint32_t tl = *l0, tc = *c0;
        *l0 = *l1; *c0 = *c1; *l1 = tl; *c1 = tc;
    }
    return true;
}

static json_t *pos_json(uint32_t line, uint32_t ch) {
    return json_pack("{s:I,s:I}", "line", (json_int_t)line, "character", (json_int_t)ch);
}

static json_t *range_json(uint32_t l0, uint32_t c0, uint32_t l1, uint32_t c1) {
    json_t *r = json_object();
    json_object_set_new(r, "start", pos_json(l0, c0));
    json_object_set_new(r, "end", pos_json(l1, c1));
    return r;
}

/* ------------------------------------------------------------------------------------------ */
/* Output                                                                                     */

static bool write_all(int fd, const char *s, size_t n) {
    while (n) {
        ssize_t w = write(fd, s, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        s += w;
        n -= (size_t)w;
    }
    return true;
}

/* sends and releases `msg` */
static void send_msg(Server *S, json_t *msg) {
    char *body = json_dumps(msg, JSON_COMPACT);
    json_decref(msg);
    if (!body) { say("cannot serialise a message"); return; }
    if (S->dead) { free(body); return; }
    char hdr[64];
    size_t bn = strlen(body);
    int hn = snprintf(hdr, sizeof hdr, "Content-Length: %zu\r\n\r\n", bn);
    if (!write_all(S->out_fd, hdr, (size_t)hn) || !write_all(S->out_fd, body, bn)) {
        say("cannot write to the client: %s", strerror(errno));
        S->dead = true;
    }
    free(body);
}

static void send_result(Server *S, json_t *id, json_t *result) {
    json_t *m = json_object();
    json_object_set_new(m, "jsonrpc", json_string("2.0"));
    json_object_set(m, "id", id ? id : json_null());
    json_object_set_new(m, "result", result ? result : json_null());
    send_msg(S, m);
}

static void send_error(Server *S, json_t *id, int code, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void send_error(Server *S, json_t *id, int code, const char *fmt, ...) {
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    json_t *m = json_object();
    json_object_set_new(m, "jsonrpc", json_string("2.0"));
    json_object_set(m, "id", id ? id : json_null());
    json_t *e = json_object();
    json_object_set_new(e, "code", json_integer(code));
    json_object_set_new(e, "message", jstr(buf));
    json_object_set_new(m, "error", e);
    send_msg(S, m);
}

static void send_note(Server *S, const char *method, json_t *params) {
    json_t *m = json_object();
    json_object_set_new(m, "jsonrpc", json_string("2.0"));
    json_object_set_new(m, "method", json_string(method));
    json_object_set_new(m, "params", params);
    send_msg(S, m);
}

/* window/showMessage (type 1 error, 2 warning, 3 info) */
static void show_message(Server *S, int type, const char *text) {
    send_note(S, "window/showMessage", json_pack("{s:i,s:o}", "type", type, "message", jstr(text)));
}

/* ------------------------------------------------------------------------------------------ */
/* Lint set-up                                                                                */

static time_t mtime_of(const char *path) {
    struct stat st;
    return path && stat(path, &st) == 0 ? st.st_mtime : 0;
}

/* (Re)builds the LintSetup in its own arena. lint_setup prints problems to stderr; they are
 * captured (through a temporary file on fd 2) to show them in the editor too. */
static void setup_load(Server *S) {
    arena_fini(&S->setup_arena);
    arena_init(&S->setup_arena);
    fflush(stderr);
    FILE *cap = tmpfile();
    int saved = cap ? dup(STDERR_FILENO) : -1;
    if (saved >= 0) dup2(fileno(cap), STDERR_FILENO);
    int rc = lint_setup(&S->setup, &S->setup_arena, &S->opts);
    fflush(stderr);
    char msg[2048] = "";
    if (saved >= 0) {
        dup2(saved, STDERR_FILENO);
        close(saved);
        rewind(cap);
        size_t n = fread(msg, 1, sizeof msg - 1, cap);
        msg[n] = 0;
        if (n) fputs(msg, stderr);
    }
    if (cap) fclose(cap);
    S->setup_ok = rc == HL_OK;
    S->cfg_mtime = S->setup_ok ? mtime_of(S->setup.cfg.file) : 0;
    if (!S->setup_ok) {
        for (char *p = msg; *p; p++) if (*p == '\n' && p[1]) *p = ' ';
        size_t n = strlen(msg);
        while (n && msg[n - 1] == '\n') msg[--n] = 0;
        char text[2304];
        snprintf(text, sizeof text, "hotlint: cannot load rules or configuration; no diagnostics until it is fixed: %s",
                 n ? msg : "see the server log");
        show_message(S, 1, text);
    }
    for (uint32_t i = 0; i < S->ndocs; i++) mark_dirty(S, S->docs[i]);
}

/* ------------------------------------------------------------------------------------------ */
/* Lint and publish                                                                           */

typedef struct PubCtx {
    Server *S;
    Program *prog;
    Arena *a;
    Doc **group;
    TextView *views;
    uint32_t n;
} PubCtx;

static int cmp_pf_path(const void *key, const void *elt) {
    return strcmp((const char *)key, (*(ProgFile *const *)elt)->path);
}

/* 1-based line of display path `path`: an open document's text, else the parsed source */
static const char *line_text(PubCtx *c, const char *path, uint32_t line1, uint32_t *n) {
    if (!path || !line1) return NULL;
    for (uint32_t i = 0; i < c->n; i++)
        if (!strcmp(c->group[i]->path, path)) return view_line(&c->views[i], line1 - 1, n);
    Program *p = c->prog;
    if (!p->files.size) return NULL;
    ProgFile **hit = bsearch(path, p->files.contents, p->files.size, sizeof(ProgFile *), cmp_pf_path);
    if (!hit || !(*hit)->ir || !(*hit)->ir->src) return NULL;
    return src_line((*hit)->ir->src, line1, n);
}

/* LSP character of 1-based byte column `col1` on a line */
static uint32_t char_of(PubCtx *c, const char *s, uint32_t n, uint32_t col1) {
    uint32_t b = col1 ? col1 - 1 : 0;
    if (!s) return b;
    return units_of(s, b < n ? b : n, c->S->enc);
}

static char *uri_of_display(Server *S, const char *path) {
    char *abs = abs_of_display(S, path);
    Doc *d = doc_find(S, abs);
    char *u = d ? hl_strdup(d->uri) : path_to_uri(abs);
    free(abs);
    return u;
}

/* a Location spanning the text of 1-based `line1` of `path` (indentation and trailing blanks left out) */
static json_t *line_location(PubCtx *c, const char *path, uint32_t line1) {
    uint32_t n = 0, b = 0, e = 0;
    const char *s = line_text(c, path, line1, &n);
    if (s) {
        while (b < n && (s[b] == ' ' || s[b] == '\t')) b++;
        e = n;
        while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t')) e--;
    }
    uint32_t l0 = line1 ? line1 - 1 : 0;
    json_t *loc = json_object();
    char *u = uri_of_display(c->S, path);
    json_object_set_new(loc, "uri", jstr(u));
    free(u);
    json_object_set_new(loc, "range", range_json(l0, char_of(c, s, n, b + 1), l0, char_of(c, s, n, e + 1)));
    return loc;
}

static json_t *related_json(PubCtx *c, const Diag *d, json_t *hazard_range, const char *doc_uri) {
    json_t *arr = json_array();
    for (uint32_t i = 0; i < d->chain_len; i++) {
        const HotLink *l = &d->chain[i];
        char msg[1024];
        if (i == 0)
            snprintf(msg, sizeof msg, "timed root `%s` (%s)", l->name ? l->name : "?", hot_root_kind_name(d->root_kind));
        else
            snprintf(msg, sizeof msg, "`%s` calls `%s`", d->chain[i - 1].name ? d->chain[i - 1].name : "?", l->name ? l->name : "?");
        json_t *ri = json_object();
        json_object_set_new(ri, "location", line_location(c, l->path, l->line));
        json_object_set_new(ri, "message", jstr(msg));
        json_array_append_new(arr, ri);
    }
    char msg[1024];
    const char *holder = d->chain_len ? d->chain[d->chain_len - 1].name : NULL;
    snprintf(msg, sizeof msg, "`%s` in `%s`%s%s", d->code, holder ? holder : "?", d->in_loop ? ", once per loop iteration" : "",
             d->conditional ? ", guarded by a condition" : "");
    json_t *ri = json_object();
    json_object_set_new(ri, "location", json_pack("{s:s,s:O}", "uri", doc_uri, "range", hazard_range));
    json_object_set_new(ri, "message", jstr(msg));
    json_array_append_new(arr, ri);
    return arr;
}

static int lsp_severity(Severity s) {
    switch (s) {
    case SEV_ERROR: return 1;
    case SEV_WARNING: return 2;
    default: return 3;
    }
}

static json_t *diag_json(PubCtx *c, const Diag *d, uint32_t di) {
    const TextView *v = &c->views[di];
    const Doc *doc = c->group[di];
    uint32_t l0 = d->loc.line ? d->loc.line - 1 : 0, l1 = d->loc.end_line ? d->loc.end_line - 1 : l0;
    uint32_t n0 = 0, n1 = 0;
    const char *s0 = view_line(v, l0, &n0), *s1 = view_line(v, l1, &n1);
    uint32_t c0 = char_of(c, s0, n0, d->loc.col), c1 = char_of(c, s1, n1, d->loc.end_col);
    if (!s0) { l0 = v->starts.size - 1; c0 = 0; }
    if (!s1 || l1 < l0 || (l1 == l0 && c1 < c0)) { l1 = l0; c1 = c0; }
    json_t *j = json_object();
    json_t *range = range_json(l0, c0, l1, c1);
    json_object_set_new(j, "range", range);
    json_object_set_new(j, "severity", json_integer(lsp_severity(d->severity)));
    json_object_set_new(j, "code", jstr(d->code));
    json_object_set_new(j, "source", json_string("hotlint"));
    StrBuf m;
    sb_init(&m);
    sb_puts(&m, d->message ? d->message : d->code);
    if (d->help && *d->help) sb_printf(&m, "\nhelp: %s", d->help);
    json_object_set_new(j, "message", jstrn(sb_cstr(&m), m.len));
    sb_fini(&m);
    if (d->rule && c->S->doc_base) {
        StrBuf u;
        sb_init(&u);
        sb_printf(&u, "%s#", c->S->doc_base);
        for (const char *p = d->code; *p; p++) sb_putc(&u, (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p));
        json_object_set_new(j, "codeDescription", json_pack("{s:o}", "href", jstrn(sb_cstr(&u), u.len)));
        sb_fini(&u);
    }
    if (str_eq(d->code, "HL012")) json_object_set_new(j, "tags", json_pack("[i]", 1));   /* Unnecessary */
    if (d->chain_len) json_object_set_new(j, "relatedInformation", related_json(c, d, range, doc->uri));
    json_t *data = json_object();
    json_object_set_new(data, "code", jstr(d->code));
    if (d->name) json_object_set_new(data, "name", jstr(d->name));
    json_object_set_new(data, "suppressible", json_boolean(!d->is_tool));
    json_object_set_new(j, "data", data);
    return j;
}

static void publish(Server *S, Doc *d, json_t *diags, bool force) {
    if (!force && d->last && json_equal(d->last, diags)) { json_decref(diags); return; }
    if (d->last) json_decref(d->last);
    d->last = diags;
    json_t *p = json_object();
    json_object_set_new(p, "uri", jstr(d->uri));
    if (d->has_version) json_object_set_new(p, "version", json_integer(d->version));
    json_object_set(p, "diagnostics", diags);
    send_note(S, "textDocument/publishDiagnostics", p);
}

/* does the config exclude this named file? (mirrors discovery's rule for named files, which
 * lint_run would otherwise bypass by adding the buffer as a new file) */
static bool doc_excluded(Server *S, Arena *a, const char *path) {
    const Config *c = &S->setup.cfg;
    if (c->hierarchical) {
        const char *f = cfg_find(a, path);
        if (f) (void)cfg_nested_load(c, f);
        c = cfg_for_path(c, path);
    }
    if (!c->exclude.size || !c->base_dir) return false;
    const char *rel = cfg_path_under(c->base_dir, cfg_path_abs(a, path));
    for (uint32_t i = 0; i < c->exclude.size; i++)
        if (cfg_glob_match(c->exclude.contents[i], rel ? rel : path)) return true;
    return false;
}

/* does `d` go into the same run as `first`? Python documents of one project affect each other
 * through imports; a C/C++/CUDA file's calls resolve within itself (hot.c), so it runs alone */
static bool same_group(const Doc *first, const Doc *d) {
    if (d == first) return true;
    return first->lang == LANG_PYTHON && d->lang == LANG_PYTHON && !strcmp(d->project, first->project);
}

static double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Lints `first` with the other open documents of its group in one run and publishes their
 * diagnostics (always for dirty ones, for the others only when they changed). */
static void lint_group(Server *S, Doc *first) {
    Arena a;
    arena_init(&a);
    Doc **group = arena_alloc(&a, (S->ndocs + 1) * sizeof(Doc *));
    uint32_t ng = 0;
    for (uint32_t i = 0; i < S->ndocs; i++) {
        Doc *d = S->docs[i];
        if (!same_group(first, d)) continue;
        if (d->lang == LANG_NONE) { d->dirty = false; continue; }
        if (!S->setup_ok || doc_excluded(S, &a, d->path)) {
            publish(S, d, json_array(), d->dirty);
            d->dirty = false;
            continue;
        }
        group[ng++] = d;
    }
    if (!ng) { arena_fini(&a); return; }
    StrArray paths = {0};
    LintBuffer *bufs = arena_alloc(&a, ng * sizeof(LintBuffer));
    for (uint32_t i = 0; i < ng; i++) {
        if (is_file(group[i]->path)) array_push(&a, &paths, group[i]->path);
        bufs[i] = (LintBuffer){.path = group[i]->path, .text = group[i]->text, .len = group[i]->len};
    }
    double t0 = now_ms(), c0 = cpu_ms();
    LintRun lr;
    int rc = lint_run(&lr, &S->setup, &a, &paths, bufs, ng, 0);
    if (rc == HL_OK) {
        PubCtx c = {.S = S, .prog = &lr.prog, .a = &a, .group = group, .n = ng};
        c.views = arena_alloc(&a, ng * sizeof(TextView));
        json_t **arrs = arena_alloc(&a, ng * sizeof(json_t *));
        for (uint32_t i = 0; i < ng; i++) {
            view_init(&c.views[i], &a, group[i]->text, group[i]->len);
            arrs[i] = json_array();
        }
        for (uint32_t k = 0; k < lr.sink.diags.size; k++) {
            const Diag *d = &lr.sink.diags.contents[k];
            if (d->waived || !d->loc.path) continue;
            for (uint32_t i = 0; i < ng; i++)
                if (!strcmp(d->loc.path, group[i]->path)) { json_array_append_new(arrs[i], diag_json(&c, d, i)); break; }
        }
        for (uint32_t i = 0; i < ng; i++) publish(S, group[i], arrs[i], group[i]->dirty);
    } else say("cannot lint %s (see the messages above)", first->path);
    if (S->verbose)
        say("linted %u document(s) (%s) in %.1f ms, cpu %.1f ms (%u files, %u parsed, %llu bytes scanned; set-up arena %zu bytes)", ng,
            first->path, now_ms() - t0, cpu_ms() - c0, lr.prog.files.size, lr.stats.files_parsed,
            (unsigned long long)lr.stats.bytes_scanned, S->setup_arena.total);
    lint_run_fini(&lr);
    for (uint32_t i = 0; i < ng; i++) group[i]->dirty = false;
    arena_fini(&a);
}

static void lint_dirty(Server *S) {
    if (S->setup_ok && S->setup.cfg.file && mtime_of(S->setup.cfg.file) != S->cfg_mtime) setup_load(S);
    for (uint32_t i = 0; i < S->ndocs && !S->dead; i++)
        if (S->docs[i]->dirty) lint_group(S, S->docs[i]);
}

static bool any_dirty(Server *S) {
    for (uint32_t i = 0; i < S->ndocs; i++)
        if (S->docs[i]->dirty) return true;
    return false;
}

/* ------------------------------------------------------------------------------------------ */
/* Code actions                                                                               */

typedef struct Fix { uint32_t line; const char *codes[8]; uint32_t ncodes; json_t *diags; } Fix;

static bool suppressible_code(const char *code) {
    if (!code || code[0] != 'H' || code[1] != 'L' || !code[2] || code[2] == '0') return false;
    for (const char *p = code + 2; *p; p++)
        if (*p < '0' || *p > '9') return false;
    return strlen(code) < 16;
}

static void fix_add(Fix *fixes, uint32_t *nfix, uint32_t max, uint32_t line, const char *code, json_t *diag) {
    Fix *f = NULL;
    for (uint32_t i = 0; i < *nfix; i++)
        if (fixes[i].line == line) f = &fixes[i];
    if (!f) {
        if (*nfix >= max) return;
        f = &fixes[(*nfix)++];
        *f = (Fix){.line = line, .diags = json_array()};
    }
    bool dup = false;
    for (uint32_t i = 0; i < f->ncodes; i++) dup |= !strcmp(f->codes[i], code);
    if (!dup && f->ncodes < 8) f->codes[f->ncodes++] = code;
    json_array_append(f->diags, diag);
}

/* the line break the document uses after line `line0` (or its first one) */
static const char *eol_of(const Doc *d, const TextView *v, uint32_t line0) {
    uint32_t n;
    const char *s = view_line(v, line0, &n);
    if (s && (uint32_t)(s - d->text) + n < d->len) {
        const char *e = s + n;
        return e[0] == '\r' ? (e + 1 < d->text + d->len && e[1] == '\n' ? "\r\n" : "\r") : "\n";
    }
    const char *nl = memchr(d->text, '\n', d->len);
    return nl && nl > d->text && nl[-1] == '\r' ? "\r\n" : "\n";
}

static bool ends_with_backslash(const char *s, uint32_t n) {
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--;
    return n && s[n - 1] == '\\';
}

/* One quickfix inserting `hotlint: ignore[codes] -- <reason>` for the finding(s) on `line0`;
 * NULL when no comment can be placed safely (inside a backslash-continued Python line). */
static json_t *fix_action(Server *S, Doc *d, const TextView *v, const char *const *codes, uint32_t ncodes, uint32_t line0,
                          json_t *diags) {
    uint32_t n = 0, pn = 0;
    const char *s = view_line(v, line0, &n);
    if (!s) return NULL;
    const char *prev = line0 ? view_line(v, line0 - 1, &pn) : NULL;
    bool cont = prev && ends_with_backslash(prev, pn);
    uint32_t ind = 0;
    while (ind < n && (s[ind] == ' ' || s[ind] == '\t')) ind++;
    StrBuf sel, text;
    sb_init(&sel);
    sb_init(&text);
    for (uint32_t i = 0; i < ncodes; i++) sb_printf(&sel, "%s%s", i ? ", " : "", codes[i]);
    const char *eol = eol_of(d, v, line0);
    uint32_t at_line = line0, at_char = 0;
    bool py = d->lang == LANG_PYTHON;
    if (py && !cont) {
        sb_append(&text, s, ind);
        sb_printf(&text, "# hotlint: ignore[%s] -- <reason>%s", sb_cstr(&sel), eol);
    } else if (py) {
        if (ends_with_backslash(s, n)) { sb_fini(&sel); sb_fini(&text); return NULL; }
        sb_printf(&text, "  # hotlint: ignore[%s] -- <reason>", sb_cstr(&sel));
        at_char = units_of(s, n, S->enc);
    } else if (!cont) {
        sb_append(&text, s, ind);
        sb_printf(&text, "// hotlint: ignore[%s] -- <reason>%s", sb_cstr(&sel), eol);
    } else {   /* inside a macro continued with backslashes: a block comment that continues it */
        sb_append(&text, s, ind);
        sb_printf(&text, "/* hotlint: ignore[%s] -- <reason> */ \\%s", sb_cstr(&sel), eol);
    }
    char title[512];
    if (ncodes == 1) {
        const Rule *r = S->setup_ok ? rule_find(&S->setup.rules, codes[0]) : NULL;
        snprintf(title, sizeof title, "Suppress %s%s%s%s with an inline `hotlint: ignore` comment", codes[0], r ? " (" : "",
                 r ? r->name : "", r ? ")" : "");
    } else snprintf(title, sizeof title, "Suppress %s on this line with an inline `hotlint: ignore` comment", sb_cstr(&sel));
    json_t *edit = json_object();
    json_object_set_new(edit, "range", range_json(at_line, at_char, at_line, at_char));
    json_object_set_new(edit, "newText", jstrn(sb_cstr(&text), text.len));
    json_t *changes = json_object();
    json_object_set_new(changes, d->uri, json_pack("[o]", edit));
    json_t *act = json_object();
    json_object_set_new(act, "title", jstr(title));
    json_object_set_new(act, "kind", json_string("quickfix"));
    json_object_set(act, "diagnostics", diags);
    json_object_set_new(act, "edit", json_pack("{s:o}", "changes", changes));
    sb_fini(&sel);
    sb_fini(&text);
    return act;
}

/* context.only: kinds are hierarchical ("" and "quickfix" both include ours) */
static bool kind_wanted(const json_t *only) {
    if (!json_is_array(only)) return true;
    size_t i;
    const json_t *k;
    json_array_foreach(only, i, k) {
        const char *s = json_string_value(k);
        if (s && (!*s || !strcmp(s, "quickfix"))) return true;
    }
    return false;
}

/* ------------------------------------------------------------------------------------------ */
/* Handlers                                                                                   */

static Doc *doc_of_params(Server *S, const json_t *params, const json_t **td_out) {
    const json_t *td = json_is_object(params) ? json_object_get(params, "textDocument") : NULL;
    if (td_out) *td_out = td;
    const json_t *u = json_is_object(td) ? json_object_get(td, "uri") : NULL;
    if (!json_is_string(u)) return NULL;
    char *abs = uri_to_path(json_string_value(u), json_string_length(u));
    if (!abs) return NULL;
    Doc *d = doc_find(S, abs);
    free(abs);
    return d;
}

static void on_initialize(Server *S, json_t *id, const json_t *params) {
    if (S->initialized) { send_error(S, id, RPC_INVALID_REQUEST, "initialize was already received"); return; }
    if (params && !json_is_object(params)) { send_error(S, id, RPC_INVALID_PARAMS, "initialize expects an object of parameters"); return; }
    /* root: rootUri, else the first workspace folder, else rootPath */
    char *root = NULL;
    const char *ru = get_str(params, "rootUri");
    if (ru) root = uri_to_path(ru, strlen(ru));
    const json_t *wf = json_is_object(params) ? json_object_get(params, "workspaceFolders") : NULL;
    if (!root && json_is_array(wf) && json_array_size(wf)) {
        const char *u = get_str(json_array_get(wf, 0), "uri");
        if (u) root = uri_to_path(u, strlen(u));
    }
    const char *rp = get_str(params, "rootPath");
    if (!root && rp && rp[0] == '/') root = path_norm(rp);
    if (root) {
        if (chdir(root) != 0) {
            say("cannot enter the workspace folder %s: %s; paths stay relative to %s", root, strerror(errno), S->cwd ? S->cwd : "?");
            free(root);
            root = NULL;
        } else S->root = root;
    }
    char buf[PATH_MAX];
    if (getcwd(buf, sizeof buf)) { free(S->cwd); S->cwd = path_norm(buf); }
    /* position encoding: UTF-16 (the LSP default) unless the client offers only others */
    S->enc = 16;
    const json_t *gen = json_object_get(json_object_get(params, "capabilities"), "general");
    const json_t *encs = json_is_object(gen) ? json_object_get(gen, "positionEncodings") : NULL;
    if (json_is_array(encs) && json_array_size(encs)) {
        bool has16 = false;
        int other = 0;
        size_t i;
        const json_t *e;
        json_array_foreach(encs, i, e) {
            const char *s = json_string_value(e);
            if (!s) continue;
            if (!strcmp(s, "utf-16")) has16 = true;
            else if (!other && !strcmp(s, "utf-8")) other = 8;
            else if (!other && !strcmp(s, "utf-32")) other = 32;
        }
        if (!has16 && other) S->enc = other;
    }
    setup_load(S);
    S->initialized = true;
    json_t *caps = json_object();
    json_object_set_new(caps, "positionEncoding", json_string(S->enc == 8 ? "utf-8" : S->enc == 32 ? "utf-32" : "utf-16"));
    json_object_set_new(caps, "textDocumentSync",
                        json_pack("{s:b,s:i,s:{s:b}}", "openClose", 1, "change", 2, "save", "includeText", 0));
    json_object_set_new(caps, "codeActionProvider", json_pack("{s:[s],s:b}", "codeActionKinds", "quickfix", "resolveProvider", 0));
    json_t *res = json_object();
    json_object_set_new(res, "capabilities", caps);
    json_object_set_new(res, "serverInfo", json_pack("{s:s,s:s}", "name", "hotlint", "version", HOTLINT_VERSION));
    send_result(S, id, res);
}

static void on_did_open(Server *S, const json_t *params) {
    const json_t *td = json_is_object(params) ? json_object_get(params, "textDocument") : NULL;
    const json_t *u = json_is_object(td) ? json_object_get(td, "uri") : NULL;
    const json_t *t = json_is_object(td) ? json_object_get(td, "text") : NULL;
    if (!json_is_string(u) || !json_is_string(t)) { say("didOpen without textDocument.uri/text strings: ignored"); return; }
    char *abs = uri_to_path(json_string_value(u), json_string_length(u));
    if (!abs) return;   /* not a file: URI (untitled:, git:, ...) */
    if (json_string_length(t) > LSP_MAX_DOC) { say("%s: document over 256 MiB: not linted", abs); free(abs); return; }
    Doc *d = doc_find(S, abs);
    if (!d) {
        d = hl_calloc(1, sizeof *d);
        d->abs = abs;
        d->path = display_path(S, abs);
        d->project = project_of(abs);
        if (S->ndocs == S->capdocs) {
            S->capdocs = S->capdocs ? S->capdocs * 2 : 16;
            S->docs = hl_realloc(S->docs, S->capdocs * sizeof(Doc *));
        }
        S->docs[S->ndocs++] = d;
    } else {
        free(abs);
        free(d->uri);
    }
    d->uri = hl_strdup(json_string_value(u));
    doc_set_text(d, json_string_value(t), json_string_length(t));
    const json_t *v = json_object_get(td, "version");
    d->has_version = json_is_integer(v);
    d->version = d->has_version ? json_integer_value(v) : 0;
    d->lang = src_lang_from_path(d->abs);
    const char *lid = get_str(td, "languageId");
    if (d->lang == LANG_NONE && str_eq(lid, "python") && is_file(d->abs)) d->lang = LANG_PYTHON;   /* a named file: linted as Python */
    mark_dirty(S, d);
}

static void on_did_change(Server *S, const json_t *params) {
    const json_t *td = NULL;
    Doc *d = doc_of_params(S, params, &td);
    if (!d) { say("didChange for a document that is not open: ignored"); return; }
    const json_t *changes = json_object_get(params, "contentChanges");
    if (!json_is_array(changes)) { say("didChange without a contentChanges array: ignored"); return; }
    size_t i;
    const json_t *ch;
    json_array_foreach(changes, i, ch) {
        const json_t *t = json_is_object(ch) ? json_object_get(ch, "text") : NULL;
        if (!json_is_string(t)) { say("didChange entry without a text string: skipped"); continue; }
        const json_t *r = json_object_get(ch, "range");
        if (!r) {
            if (json_string_length(t) > LSP_MAX_DOC) { say("document over 256 MiB: change skipped"); continue; }
            doc_set_text(d, json_string_value(t), json_string_length(t));
            continue;
        }
        uint32_t l0, c0, l1, c1;
        if (!get_range(r, &l0, &c0, &l1, &c1)) { say("didChange entry with a malformed range: skipped"); continue; }
        uint32_t a = offset_of(d->text, d->len, l0, c0, S->enc), b = offset_of(d->text, d->len, l1, c1, S->enc);
        if (b < a) b = a;
        if (!doc_splice(d, a, b, json_string_value(t), json_string_length(t))) say("document would grow over 256 MiB: change skipped");
    }
    const json_t *v = json_object_get(td, "version");
    if (json_is_integer(v)) { d->has_version = true; d->version = json_integer_value(v); }
    mark_dirty(S, d);
}

static bool is_config_path(const char *p) {
    const char *base = strrchr(p, '/');
    base = base ? base + 1 : p;
    if (!strcmp(base, "hotlint.yaml") || !strcmp(base, "hotlint.yml")) return true;
    return strstr(p, "allowlists/") && (str_ends(p, ".yaml") || str_ends(p, ".yml"));
}

static void on_did_save(Server *S, const json_t *params) {
    const json_t *td = json_is_object(params) ? json_object_get(params, "textDocument") : NULL;
    const char *u = get_str(td, "uri");
    char *abs = u ? uri_to_path(u, strlen(u)) : NULL;
    if (!abs) return;
    if (is_config_path(abs)) setup_load(S);
    Doc *d = doc_find(S, abs);
    free(abs);
    if (d) mark_dirty(S, d);
}

static void on_did_close(Server *S, const json_t *params) {
    Doc *d = doc_of_params(S, params, NULL);
    if (!d) return;
    json_t *p = json_pack("{s:o,s:[]}", "uri", jstr(d->uri), "diagnostics");
    send_note(S, "textDocument/publishDiagnostics", p);
    for (uint32_t i = 0; i < S->ndocs; i++) {
        if (S->docs[i] != d) continue;
        memmove(&S->docs[i], &S->docs[i + 1], (S->ndocs - i - 1) * sizeof(Doc *));
        S->ndocs--;
        break;
    }
    /* the others of its group lose its unsaved text as context */
    for (uint32_t i = 0; i < S->ndocs; i++)
        if (d->lang == LANG_PYTHON && same_group(d, S->docs[i])) {
            lint_group(S, S->docs[i]);   /* publishes the clean ones only if they changed */
            break;
        }
    doc_free(d);
}

static void on_watched_files(Server *S, const json_t *params) {
    const json_t *ch = json_is_object(params) ? json_object_get(params, "changes") : NULL;
    if (!json_is_array(ch)) return;
    bool config = false;
    size_t i;
    const json_t *e;
    json_array_foreach(ch, i, e) {
        const char *u = get_str(e, "uri");
        char *abs = u ? uri_to_path(u, strlen(u)) : NULL;
        if (abs && is_config_path(abs)) config = true;
        free(abs);
    }
    if (config) setup_load(S);
    else for (uint32_t k = 0; k < S->ndocs; k++) mark_dirty(S, S->docs[k]);   /* context files changed on disk */
}

static void on_code_action(Server *S, json_t *id, const json_t *params) {
    const json_t *td = json_is_object(params) ? json_object_get(params, "textDocument") : NULL;
    const json_t *ctx = json_is_object(params) ? json_object_get(params, "context") : NULL;
    uint32_t l0, c0, l1, c1;
    if (!get_str(td, "uri") || !get_range(json_object_get(params, "range"), &l0, &c0, &l1, &c1) || !json_is_object(ctx)) {
        send_error(S, id, RPC_INVALID_PARAMS, "codeAction expects textDocument.uri, range and context");
        return;
    }
    const json_t *diags = json_object_get(ctx, "diagnostics");
    if (diags && !json_is_array(diags)) { send_error(S, id, RPC_INVALID_PARAMS, "context.diagnostics must be an array"); return; }
    Doc *d = doc_of_params(S, params, NULL);
    if (!d || d->lang == LANG_NONE || !kind_wanted(json_object_get(ctx, "only"))) { send_result(S, id, json_array()); return; }
    enum { MAXFIX = 64 };
    Fix fixes[MAXFIX];
    uint32_t nfix = 0;
    size_t i;
    json_t *e;
    json_array_foreach(diags, i, e) {
        uint32_t dl, dc, el, ec;
        if (!str_eq(get_str(e, "source"), "hotlint") || !get_range(json_object_get(e, "range"), &dl, &dc, &el, &ec)) continue;
        const char *code = get_str(e, "code");
        if (suppressible_code(code)) fix_add(fixes, &nfix, MAXFIX, dl, code, e);
    }
    if (!nfix && d->last) {   /* a client that sends no context diagnostics: use ours in the range */
        json_array_foreach(d->last, i, e) {
            uint32_t dl, dc, el, ec;
            if (!get_range(json_object_get(e, "range"), &dl, &dc, &el, &ec) || dl > l1 || el < l0) continue;
            const char *code = get_str(e, "code");
            if (suppressible_code(code)) fix_add(fixes, &nfix, MAXFIX, dl, code, e);
        }
    }
    Arena a;
    arena_init(&a);
    TextView v;
    view_init(&v, &a, d->text, d->len);
    json_t *out = json_array();
    for (uint32_t f = 0; f < nfix; f++) {
        for (uint32_t k = 0; k < fixes[f].ncodes; k++) {
            json_t *one = json_array();
            size_t j;
            json_t *x;
            json_array_foreach(fixes[f].diags, j, x)
                if (str_eq(get_str(x, "code"), fixes[f].codes[k])) json_array_append(one, x);
            json_t *act = fix_action(S, d, &v, &fixes[f].codes[k], 1, fixes[f].line, one);
            json_decref(one);
            if (act) json_array_append_new(out, act);
        }
        if (fixes[f].ncodes > 1) {
            json_t *act = fix_action(S, d, &v, fixes[f].codes, fixes[f].ncodes, fixes[f].line, fixes[f].diags);
            if (act) json_array_append_new(out, act);
        }
        json_decref(fixes[f].diags);
    }
    arena_fini(&a);
    send_result(S, id, out);
}

/* One message: a request (id + method), a notification (method) or a response (ignored). */
static void dispatch(Server *S, json_t *msg) {
    if (!json_is_object(msg)) { send_error(S, NULL, RPC_INVALID_REQUEST, "a message must be a JSON object"); return; }
    json_t *id = json_object_get(msg, "id");
    const json_t *jv = json_object_get(msg, "jsonrpc");
    const json_t *m = json_object_get(msg, "method");
    const json_t *params = json_object_get(msg, "params");
    if (json_is_null(params)) params = NULL;   /* `"params": null` is how some clients say none */
    if (id && !json_is_integer(id) && !json_is_string(id)) {
        send_error(S, NULL, RPC_INVALID_REQUEST, "`id` must be an integer or a string");
        return;
    }
    if (!m) {
        if (id && (json_object_get(msg, "result") || json_object_get(msg, "error"))) return;   /* a response to us */
        send_error(S, id, RPC_INVALID_REQUEST, "a request needs a `method` string");
        return;
    }
    if (!json_is_string(m) || (jv && !str_eq(json_string_value(jv), "2.0"))) {
        if (id) send_error(S, id, RPC_INVALID_REQUEST, "a request needs `\"jsonrpc\": \"2.0\"` and a `method` string");
        else send_error(S, NULL, RPC_INVALID_REQUEST, "a notification needs `\"jsonrpc\": \"2.0\"` and a `method` string");
        return;
    }
    const char *method = json_string_value(m);
    if (params && !json_is_object(params) && !json_is_array(params)) {
        if (id) send_error(S, id, RPC_INVALID_PARAMS, "`params` must be an object or an array");
        else say("%s: `params` is not an object or an array: ignored", method);
        return;
    }
    if (!id) {   /* notifications */
        if (!strcmp(method, "exit")) { S->quit = true; return; }
        if (!S->initialized || S->shutdown) return;
        if (!strcmp(method, "textDocument/didOpen")) on_did_open(S, params);
        else if (!strcmp(method, "textDocument/didChange")) on_did_change(S, params);
        else if (!strcmp(method, "textDocument/didSave")) on_did_save(S, params);
        else if (!strcmp(method, "textDocument/didClose")) on_did_close(S, params);
        else if (!strcmp(method, "workspace/didChangeWatchedFiles")) on_watched_files(S, params);
        /* initialized, $/cancelRequest, $/setTrace, didChangeConfiguration, ...: nothing to do */
        return;
    }
    if (!strcmp(method, "initialize")) { on_initialize(S, id, params); return; }
    if (!S->initialized) { send_error(S, id, RPC_SERVER_NOT_INITIALIZED, "the server is not initialized yet"); return; }
    if (S->shutdown) { send_error(S, id, RPC_INVALID_REQUEST, "the server is shutting down"); return; }
    if (any_dirty(S)) lint_dirty(S);   /* answer against the latest text */
    if (!strcmp(method, "shutdown")) { S->shutdown = true; send_result(S, id, json_null()); }
    else if (!strcmp(method, "textDocument/codeAction")) on_code_action(S, id, params);
    else send_error(S, id, RPC_METHOD_NOT_FOUND, "unknown method `%s`", method);
}

/* ------------------------------------------------------------------------------------------ */
/* Entry                                                                                      */

static const char *abs_opt(Arena *a, const char *p) {
    return p && *p ? cfg_path_abs(a, p) : p;
}

int lsp_main(const CliOptions *o, Arena *run, const char *rule_doc_base) {
    Server S = {.doc_base = rule_doc_base, .enc = 16, .in = {.fd = STDIN_FILENO}};
    signal(SIGPIPE, SIG_IGN);
    fflush(stdout);
    S.out_fd = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    if (S.out_fd < 0) { say("cannot duplicate stdout: %s", strerror(errno)); return 3; }
    dup2(STDERR_FILENO, STDOUT_FILENO);   /* stray prints go to the log, never into the protocol */
    S.verbose = getenv("HOTLINT_LSP_LOG") && *getenv("HOTLINT_LSP_LOG");
    /* options name files relative to where we were started; initialize may chdir */
    S.opts = *o;
    S.opts.rules_dir = abs_opt(run, o->rules_dir ? o->rules_dir : rule_default_dir(run, o->argv0));
    S.opts.config = abs_opt(run, o->config);
    S.opts.compile_commands = abs_opt(run, o->compile_commands);
    S.opts.cuda_path = abs_opt(run, o->cuda_path);
    S.opts.cache_dir = abs_opt(run, o->cache_dir);
    const char *inc = getenv("HOTLINT_INCLUDE");
    if (inc && *inc && inc[0] != '/') setenv("HOTLINT_INCLUDE", cfg_path_abs(run, inc), 1);
    array_init(&S.opts.paths);
    array_push(run, &S.opts.paths, ".");
    char buf[PATH_MAX];
    if (getcwd(buf, sizeof buf)) S.cwd = path_norm(buf);

    while (!S.quit && !S.dead) {
        if (any_dirty(&S)) {
            bool waiting = rd_pending(&S.in);
            if (!waiting || S.coalesced >= LSP_COALESCE_MSGS || now_ms() - S.dirty_since > LSP_COALESCE_MS) lint_dirty(&S);
        }
        size_t body = 0, n = 0;
        const char *why = NULL;
        RdResult rr = rd_message(&S.in, &body, &n, &why);
        if (rr == RD_EOF) break;
        S.coalesced++;
        if (rr == RD_BAD) {
            send_error(&S, NULL, RPC_PARSE_ERROR, "bad message header: %s", why ? why : "?");
            continue;
        }
        json_error_t err;
        json_t *msg = json_loadb(S.in.buf + body, n, JSON_DECODE_ANY | JSON_ALLOW_NUL, &err);
        if (!msg) {
            send_error(&S, NULL, RPC_PARSE_ERROR, "invalid JSON at line %d column %d: %s", err.line, err.column, err.text);
            continue;
        }
        dispatch(&S, msg);
        json_decref(msg);
    }
    int code = S.quit && S.shutdown ? 0 : 1;
    for (uint32_t i = 0; i < S.ndocs; i++) doc_free(S.docs[i]);
    free(S.docs);
    free(S.in.buf);
    free(S.root);
    free(S.cwd);
    arena_fini(&S.setup_arena);
    fflush(stdout);
    dup2(S.out_fd, STDOUT_FILENO);   /* stdout is the caller's again (a fuzzer calls this in a loop) */
    close(S.out_fd);
    return code;
}
