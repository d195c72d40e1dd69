/*
 * source.c — read a file once into the per-file arena and index its lines.
 *
 * The bytes are kept exactly as on disk except for a leading UTF-8 BOM, which is dropped so
 * that column numbers match what editors show. NUL bytes and invalid UTF-8 are recorded as
 * flags for the caller to report; the text stays usable (tree-sitter and libclang both take
 * arbitrary bytes). Lines end at \n, \r\n or a lone \r.
 */
#include "source.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/str.h"

Lang src_lang_from_path(const char *path) {
    const char *dot = strrchr(path, '.');
    const char *slash = strrchr(path, '/');
    if (!dot || (slash && dot < slash)) return LANG_NONE;
    dot++;
    if (!strcmp(dot, "py") || !strcmp(dot, "pyi")) return LANG_PYTHON;
    if (!strcmp(dot, "cu") || !strcmp(dot, "cuh")) return LANG_CUDA;
    if (!strcmp(dot, "cpp") || !strcmp(dot, "cc") || !strcmp(dot, "cxx") || !strcmp(dot, "hpp") ||
        !strcmp(dot, "hh") || !strcmp(dot, "hxx") || !strcmp(dot, "h")) return LANG_CPP;
    if (!strcmp(dot, "c")) return LANG_C;
    return LANG_NONE;
}

const char *src_lang_name(Lang lang) {
    switch (lang) {
    case LANG_PYTHON: return "python";
    case LANG_CUDA: return "cuda";
    case LANG_CPP: return "c++";
    case LANG_C: return "c";
    default: return "none";
    }
}

static void index_lines(Arena *arena, Source *s) {
    array_push(arena, &s->line_starts, 0u);
    for (uint32_t i = 0; i < s->len; i++) {
        char c = s->text[i];
        if (c == '\n') array_push(arena, &s->line_starts, i + 1);
        else if (c == '\r') {
            if (i + 1 < s->len && s->text[i + 1] == '\n') { i++; array_push(arena, &s->line_starts, i + 1); }
            else array_push(arena, &s->line_starts, i + 1);
        }
    }
}

Source *src_from_bytes(Arena *arena, const char *path, Lang lang, const char *bytes, uint32_t len) {
    Source *s = arena_alloc(arena, sizeof *s);
    s->path = path;
    s->lang = lang;
    if (len >= 2 && (((unsigned char)bytes[0] == 0xFF && (unsigned char)bytes[1] == 0xFE) ||
                     ((unsigned char)bytes[0] == 0xFE && (unsigned char)bytes[1] == 0xFF)))
        s->utf16 = true;
    if (len >= 3 && (unsigned char)bytes[0] == 0xEF && (unsigned char)bytes[1] == 0xBB && (unsigned char)bytes[2] == 0xBF) {
        bytes += 3; len -= 3; s->had_bom = true;
    }
    s->text = arena_strndup(arena, bytes, len);
    s->len = len;
    s->had_nul = memchr(bytes, 0, len) != NULL;
    s->invalid_utf8 = !str_utf8_valid(bytes, len);
    index_lines(arena, s);
    return s;
}

int src_load(Arena *arena, const char *path, Source **out, const char **err_msg) {
    *out = NULL;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) { *err_msg = arena_printf(arena, "cannot open file: %s", strerror(errno)); return HL_EIO; }
    struct stat st;
    if (fstat(fd, &st) != 0) { *err_msg = arena_printf(arena, "cannot stat file: %s", strerror(errno)); close(fd); return HL_EIO; }
    if (S_ISDIR(st.st_mode)) { *err_msg = "is a directory, not a source file"; close(fd); return HL_EIO; }
    if (!S_ISREG(st.st_mode)) { *err_msg = "not a regular file"; close(fd); return HL_EIO; }
    if (st.st_size > (off_t)UINT32_MAX - 16) { *err_msg = "file too large"; close(fd); return HL_EIO; }
    size_t cap = (size_t)st.st_size, len = 0;
    char *buf = hl_malloc(cap + 1);
    for (;;) {
        if (len == cap) { cap = cap * 2 + 4096; buf = hl_realloc(buf, cap + 1); }
        ssize_t r = read(fd, buf + len, cap - len);
        if (r < 0) {
            if (errno == EINTR) continue;
            *err_msg = arena_printf(arena, "cannot read file: %s", strerror(errno));
            free(buf); close(fd); return HL_EIO;
        }
        if (r == 0) break;
        len += (size_t)r;
        if (len > (size_t)UINT32_MAX - 16) { *err_msg = "file too large"; free(buf); close(fd); return HL_EIO; }
    }
    close(fd);
    *out = src_from_bytes(arena, path, src_lang_from_path(path), buf, (uint32_t)len);
    free(buf);
    return HL_OK;
}

void src_offset_to_linecol(const Source *self, uint32_t off, uint32_t *line, uint32_t *col) {
    uint32_t lo = 0, hi = self->line_starts.size;
    while (hi - lo > 1) {
        uint32_t mid = (lo + hi) / 2;
        if (self->line_starts.contents[mid] <= off) lo = mid; else hi = mid;
    }
    *line = lo + 1;
    *col = off - self->line_starts.contents[lo] + 1;
}

const char *src_line(const Source *self, uint32_t line, uint32_t *n) {
    if (line == 0 || line > self->line_starts.size) return NULL;
    uint32_t b = self->line_starts.contents[line - 1];
    uint32_t e = line < self->line_starts.size ? self->line_starts.contents[line] : self->len;
    while (e > b && (self->text[e - 1] == '\n' || self->text[e - 1] == '\r')) e--;
    *n = e - b;
    return self->text + b;
}
