/*
 * config.c — hotlint.yaml: the YAML tree (libyaml events -> YamlNode with 1-based positions),
 * every key and its validation, nearest-config lookup, per-path rule selection and severity,
 * and the one glob dialect all hotlint path patterns use.
 *
 * Invariants:
 * - Nothing is silently ignored: every key is known (a near miss gets "did you mean"), every
 *   value has the right type and is checked (globs, selectors, severities, sizes, names). All
 *   problems of a file are printed as `file:line:col: message`, then cfg_load returns
 *   HL_ECONFIG (exit 2). Malformed input never aborts: libyaml's event parser does not recurse,
 *   our tree builder uses an explicit stack capped at 64 levels, aliases are shared (never
 *   copied) and may not point at an enclosing node, so no walk below can loop or blow up.
 * - Nearest config wins and configs do not inherit: a nested hotlint.yaml governs the files
 *   below its folder on its own (cfg_for_path); command-line flags override every config.
 * - Rule selection is two-staged: `select`/`ignore`/`preview` decide which rules the engine
 *   runs (cfg_merge_nested widens the engine filter to the union over configs); `per-path`
 *   entries and nested configs can then only narrow that per file (cfg_apply).
 * - Severity: the most specific override wins (exact code > longer code prefix > category >
 *   ALL; per-path beats global; at equal specificity the later one). The override replaces the
 *   rule's severity, and the engine's one-level drop for guarded (`conditional`) findings is
 *   applied again on top, so `HL101: error` gives a guarded `.item()` a warning.
 * - Run-wide keys (`fail-on`, `max-file-size`, `cache-dir`) come from the top config (the one
 *   for the first path, or --config); in nested configs they are checked but do not change the
 *   run. Roots and allowlists of nested configs join the run's; `include`, `exclude` and
 *   `respect-gitignore` apply per folder, from the config that governs it.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <glob.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

#include "core/str.h"

#define YAML_MAX_DEPTH 64
#define YAML_MAX_ALIASES 1000
#define CONFIG_MAX_BYTES (4u << 20)

struct CfgTree {
    Arena *arena;
    Array(Config *) nested;      /* nested configs, any order */
    StrArray loaded;             /* absolute paths of every config file loaded (root included) */
    PathCache abs;               /* display path -> absolute path */
    const Config *cached_for;    /* last cfg_for_path answer, by path pointer */
    const char *cached_path;
    bool has_cli;
    StrArray cli_select, cli_ignore;
    bool cli_preview;
    bool merged;                 /* cfg_merge_nested widened the root's filter ... */
    RuleFilter root_filter;      /* ... which was this before */
    uint32_t merged_nested;      /* nested.size at that widening (a long-lived server merges per run) */
    char cached_buf[1024];       /* cached_path's bytes: a cache miss must not allocate (runs repeat) */
};

/* ------------------------------------------------------------------------------------------ */
/* YAML tree                                                                                  */

void cfg_yaml_error(const char *file, const YamlNode *n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%u:%u: ", file, n ? n->line : 1, n ? n->col : 1);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

void cfg_yaml_problem(YamlProblems *self, const YamlNode *n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    YamlProblem pr = {n ? n->line : 1, n ? n->col : 1, self->items.size, arena_strdup(self->arena, buf)};
    array_push(self->arena, &self->items, pr);
}

static int cmp_problem(const void *x, const void *y) {
    const YamlProblem *a = x, *b = y;
    if (a->line != b->line) return a->line < b->line ? -1 : 1;
    if (a->col != b->col) return a->col < b->col ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

void cfg_yaml_problems_print(YamlProblems *self, const char *file) {
    if (self->items.size > 1) qsort(self->items.contents, self->items.size, sizeof(YamlProblem), cmp_problem);
    for (uint32_t i = 0; i < self->items.size; i++)
        fprintf(stderr, "%s:%u:%u: %s\n", file, self->items.contents[i].line, self->items.contents[i].col, self->items.contents[i].msg);
    self->items.size = 0;
}

bool cfg_yaml_is_null(const YamlNode *n) {
    if (!n) return true;
    if (n->kind != YAML_SCALAR || !n->plain) return false;
    return n->len == 0 || !strcmp(n->str, "~") || !strcmp(n->str, "null") || !strcmp(n->str, "Null") || !strcmp(n->str, "NULL");
}

static YamlNode *ynode(Arena *a, YamlKind k, yaml_mark_t m) {
    YamlNode *n = arena_alloc(a, sizeof *n);
    n->kind = k;
    n->line = (uint32_t)m.line + 1;
    n->col = (uint32_t)m.column + 1;
    return n;
}

typedef struct Anchor { const char *name; YamlNode *node; } Anchor;

static int read_file(const char *path, char **out, size_t *len, size_t max) {
    *out = NULL;
    *len = 0;
    struct stat st;
    if (stat(path, &st) != 0) return errno ? errno : EIO;
    if (S_ISDIR(st.st_mode)) return EISDIR;
    FILE *f = fopen(path, "rb");
    if (!f) return errno ? errno : EIO;
    StrBuf sb;
    sb_init(&sb);
    char chunk[8192];
    size_t n;
    int rc = 0;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        sb_append(&sb, chunk, n);
        if (sb.len > max) { rc = EFBIG; break; }
    }
    if (!rc && ferror(f)) rc = EIO;
    fclose(f);
    if (rc) { sb_fini(&sb); return rc; }
    *len = sb.len;
    *out = sb_take(&sb);
    return 0;
}

int cfg_yaml_load(Arena *a, const char *path, YamlNode **out) {
    *out = NULL;
    char *buf;
    size_t len;
    int e = read_file(path, &buf, &len, CONFIG_MAX_BYTES);
    if (e == EFBIG) { fprintf(stderr, "%s:1:1: file is larger than 4 MiB\n", path); return HL_ECONFIG; }
    if (e) { fprintf(stderr, "%s: cannot read: %s\n", path, strerror(e)); return HL_ECONFIG; }

    yaml_parser_t p;
    yaml_parser_initialize(&p);
    yaml_parser_set_input_string(&p, (const unsigned char *)buf, len);
    Array(YamlNode *) stack = {0};
    Array(Anchor) anchors = {0};
    YamlNode *root = NULL;
    int docs = 0, aliases = 0, rc = HL_OK;
    bool done = false;
    while (!done) {
        yaml_event_t ev;
        if (!yaml_parser_parse(&p, &ev)) {
            const char *prob = p.problem ? p.problem : "cannot parse";
            yaml_mark_t m = p.problem_mark;
            if (p.error == YAML_READER_ERROR) {   /* bad bytes: libyaml gives an offset only */
                m.line = m.column = 0;
                for (size_t i = 0; i < p.problem_offset && i < len; i++) {
                    if (buf[i] == '\n') { m.line++; m.column = 0; }
                    else if (((unsigned char)buf[i] & 0xC0) != 0x80) m.column++;
                }
            }
            if (p.error == YAML_MEMORY_ERROR) prob = "out of memory";
            if (p.context)
                fprintf(stderr, "%s:%zu:%zu: invalid yaml: %s %s\n", path, m.line + 1, m.column + 1, prob, p.context);
            else
                fprintf(stderr, "%s:%zu:%zu: invalid yaml: %s\n", path, m.line + 1, m.column + 1, prob);
            rc = HL_ECONFIG;
            break;
        }
        YamlNode *node = NULL;
        const char *anchor = NULL;
        switch (ev.type) {
        case YAML_STREAM_END_EVENT: done = true; break;
        case YAML_DOCUMENT_START_EVENT:
            if (++docs > 1) {
                fprintf(stderr, "%s:%zu:%zu: only one yaml document is allowed\n", path, ev.start_mark.line + 1, ev.start_mark.column + 1);
                rc = HL_ECONFIG;
                done = true;
            }
            break;
        case YAML_MAPPING_START_EVENT:
        case YAML_SEQUENCE_START_EVENT:
            node = ynode(a, ev.type == YAML_MAPPING_START_EVENT ? YAML_MAP : YAML_SEQ, ev.start_mark);
            anchor = (const char *)(ev.type == YAML_MAPPING_START_EVENT ? ev.data.mapping_start.anchor : ev.data.sequence_start.anchor);
            break;
        case YAML_SCALAR_EVENT:
            node = ynode(a, YAML_SCALAR, ev.start_mark);
            node->str = arena_strndup(a, (const char *)ev.data.scalar.value, ev.data.scalar.length);
            node->len = (uint32_t)ev.data.scalar.length;
            node->plain = ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
            anchor = (const char *)ev.data.scalar.anchor;
            break;
        case YAML_ALIAS_EVENT: {
            const char *name = (const char *)ev.data.alias.anchor;
            for (uint32_t i = anchors.size; i > 0 && !node; i--)
                if (!strcmp(anchors.contents[i - 1].name, name)) node = anchors.contents[i - 1].node;
            if (!node || node->open || ++aliases > YAML_MAX_ALIASES) {
                fprintf(stderr, "%s:%zu:%zu: invalid yaml: %s `*%s`\n", path, ev.start_mark.line + 1, ev.start_mark.column + 1,
                        !node ? "unknown alias" : node->open ? "alias refers to an enclosing node" : "too many aliases", name);
                rc = HL_ECONFIG;
                done = true;
                node = NULL;
            }
            break;
        }
        case YAML_MAPPING_END_EVENT:
        case YAML_SEQUENCE_END_EVENT:
            if (stack.size) array_pop(&stack)->open = false;
            break;
        default: break;
        }
        if (node) {
            if (stack.size) {
                YamlNode *parent = *array_back(&stack);
                if (parent->kind == YAML_MAP && parent->kids.size % 2 == 0 && node->kind != YAML_SCALAR) {
                    fprintf(stderr, "%s:%u:%u: keys must be plain strings, not %s\n", path, node->line, node->col,
                            node->kind == YAML_MAP ? "mappings" : "lists");
                    rc = HL_ECONFIG;
                    done = true;
                }
                array_push(a, &parent->kids, node);
            } else if (!root) {
                root = node;
            }
            if (anchor) {
                Anchor an = {arena_strdup(a, anchor), node};
                array_push(a, &anchors, an);
            }
            if (ev.type == YAML_MAPPING_START_EVENT || ev.type == YAML_SEQUENCE_START_EVENT) {
                if (stack.size >= YAML_MAX_DEPTH) {
                    fprintf(stderr, "%s:%u:%u: nesting deeper than %d levels\n", path, node->line, node->col, YAML_MAX_DEPTH);
                    rc = HL_ECONFIG;
                    done = true;
                }
                node->open = true;
                array_push(a, &stack, node);
            }
        }
        yaml_event_delete(&ev);
    }
    yaml_parser_delete(&p);
    free(buf);
    if (rc == HL_OK) *out = root;
    return rc;
}

const char *cfg_closest(const char *word, const char *const *cands) {
    size_t wl = strlen(word);
    int limit = wl <= 4 ? 1 : wl <= 8 ? 2 : 3;
    const char *best = NULL;
    int bd = limit + 1;
    for (int i = 0; cands[i]; i++) {
        int d = str_edit_distance(word, cands[i]);
        if (d < bd) { bd = d; best = cands[i]; }
    }
    return best;
}

/* ------------------------------------------------------------------------------------------ */
/* Paths and globs                                                                            */

const char *cfg_path_abs(Arena *a, const char *path) {
    char buf[PATH_MAX];
    if (realpath(path, buf)) return arena_strdup(a, buf);
    /* does not exist (yet): resolve the folder, keep the last part */
    StrBuf sb;
    sb_init(&sb);
    if (path[0] != '/') {
        char cwd[PATH_MAX];
        if (getcwd(cwd, sizeof cwd)) sb_puts(&sb, cwd);
    }
    sb_putc(&sb, '/');
    sb_puts(&sb, path);
    /* lexical normalisation of `.`, `..` and `//` */
    char *s = sb_take(&sb);
    StrArray parts = {0};
    Arena tmp;
    arena_init(&tmp);
    char *save = NULL;
    for (char *tok = strtok_r(s, "/", &save); tok; tok = strtok_r(NULL, "/", &save)) {
        if (!strcmp(tok, ".")) continue;
        if (!strcmp(tok, "..")) { if (parts.size) parts.size--; continue; }
        array_push(&tmp, &parts, tok);
    }
    sb_init(&sb);
    for (uint32_t i = 0; i < parts.size; i++) { sb_putc(&sb, '/'); sb_puts(&sb, parts.contents[i]); }
    if (!parts.size) sb_putc(&sb, '/');
    const char *r = arena_strdup(a, sb_cstr(&sb));
    sb_fini(&sb);
    arena_fini(&tmp);
    free(s);
    return r;
}

static uint64_t hash_str(const char *s) {
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

const char *cfg_path_cache_abs(PathCache *self, const char *path) {
    if ((self->used + 1) * 2 > self->cap) {
        uint32_t nc = self->cap ? self->cap * 2 : 256;
        const char **nk = arena_alloc(self->arena, nc * sizeof *nk), **nv = arena_alloc(self->arena, nc * sizeof *nv);
        for (uint32_t i = 0; i < self->cap; i++) {
            if (!self->keys[i]) continue;
            uint32_t j = (uint32_t)(hash_str(self->keys[i]) & (nc - 1));
            while (nk[j]) j = (j + 1) & (nc - 1);
            nk[j] = self->keys[i];
            nv[j] = self->vals[i];
        }
        self->keys = nk;
        self->vals = nv;
        self->cap = nc;
    }
    uint32_t j = (uint32_t)(hash_str(path) & (self->cap - 1));
    while (self->keys[j]) {
        if (!strcmp(self->keys[j], path)) return self->vals[j];
        j = (j + 1) & (self->cap - 1);
    }
    self->keys[j] = arena_strdup(self->arena, path);
    self->vals[j] = cfg_path_abs(self->arena, path);
    self->used++;
    return self->vals[j];
}

const char *cfg_path_under(const char *base, const char *abs) {
    if (!base || !abs) return NULL;
    size_t n = strlen(base);
    while (n > 1 && base[n - 1] == '/') n--;
    if (n == 1 && base[0] == '/') return abs[0] == '/' ? abs + 1 : NULL;
    if (strncmp(base, abs, n) != 0) return NULL;
    if (abs[n] == 0) return abs + n;
    if (abs[n] == '/') return abs + n + 1;
    return NULL;
}

const char *cfg_glob_check(const char *g) {
    if (!g || !*g) return "empty glob";
    const char *p = g;
    if (*p == '/') p++;
    if (!*p) return "empty glob";
    size_t seglen = 0, segs = 1;
    const char *seg = p;
    for (; *p; p++) {
        if (*p == '\\') {
            if (!p[1]) return "trailing `\\`";
            p++;
            seglen++;
            continue;
        }
        if (*p == '[') {
            const char *q = p + 1;
            if (*q == '!' || *q == '^') q++;
            if (*q == ']') q++;
            while (*q && *q != ']' && *q != '/') q++;
            if (*q != ']') return "unterminated `[`";
            seglen += (size_t)(q - p) + 1;
            p = q;
            continue;
        }
        if (*p == '/') {
            if (seglen == 0 && p[1]) return "empty folder name (`//`)";
            if ((seglen == 1 && seg[0] == '.') || (seglen == 2 && seg[0] == '.' && seg[1] == '.'))
                return "`.` and `..` parts are not allowed (globs are relative to the config folder)";
            segs++;
            seg = p + 1;
            seglen = 0;
            continue;
        }
        seglen++;
    }
    if ((seglen == 1 && seg[0] == '.') || (seglen == 2 && seg[0] == '.' && seg[1] == '.'))
        return "`.` and `..` parts are not allowed (globs are relative to the config folder)";
    if (segs > 64) return "more than 64 folder parts";
    return NULL;
}

/* splits "a/b/c" into parts (in place in `buf`) */
static uint32_t split_parts(char *buf, char **parts, uint32_t max) {
    uint32_t n = 0;
    char *p = buf;
    while (*p && n < max) {
        while (*p == '/') p++;
        if (!*p) break;
        parts[n++] = p;
        while (*p && *p != '/') p++;
        if (*p) *p++ = 0;
    }
    return n;
}

/* does pattern parts pp[0..m) match exactly path parts sp[0..n)? DP over (i, j), no recursion */
static bool parts_match(char **pp, uint32_t m, char **sp, uint32_t n) {
    /* ok[j] for the current i, computed from i = m down to 0 */
    bool row[257], next[257];
    if (n > 256) return false;
    for (uint32_t j = 0; j <= n; j++) next[j] = (j == n);
    for (uint32_t i = m; i-- > 0;) {
        bool dstar = !strcmp(pp[i], "**");
        row[n] = dstar ? next[n] : false;
        for (uint32_t j = n; j-- > 0;) {
            if (dstar) row[j] = next[j] || row[j + 1];
            else row[j] = next[j + 1] && fnmatch(pp[i], sp[j], 0) == 0;
        }
        memcpy(next, row, sizeof(bool) * (n + 1));
    }
    return next[0];
}

bool cfg_glob_match(const char *glob, const char *relpath) {
    if (!glob || !relpath || cfg_glob_check(glob)) return false;
    char gb[1024], pb[4096];
    bool anchored = glob[0] == '/';
    const char *g = anchored ? glob + 1 : glob;
    size_t gl = strlen(g), pl = strlen(relpath);
    if (gl >= sizeof gb || pl >= sizeof pb) return false;
    memcpy(gb, g, gl + 1);
    while (gl > 0 && gb[gl - 1] == '/') gb[--gl] = 0;
    if (!gl) return false;
    const char *rp = relpath;
    while (rp[0] == '.' && rp[1] == '/') rp += 2;
    memcpy(pb, rp, strlen(rp) + 1);
    char *pp[65], *sp[257];
    bool has_slash = strchr(gb, '/') != NULL;
    uint32_t m = split_parts(gb, pp, 65);
    uint32_t n = split_parts(pb, sp, 257);
    if (!n) return false;
    /* the path itself or one of its parent folders: prefixes of length k */
    for (uint32_t k = 1; k <= n; k++) {
        if (!has_slash && !anchored) {
            if (m == 1 && (!strcmp(pp[0], "**") || fnmatch(pp[0], sp[k - 1], 0) == 0)) return true;
        } else if (parts_match(pp, m, sp, k)) {
            return true;
        }
    }
    return false;
}

/* ------------------------------------------------------------------------------------------ */
/* Defaults, lookup                                                                           */

void cfg_default(Config *self, Arena *arena) {
    memset(self, 0, sizeof *self);
    self->respect_gitignore = true;
    self->fail_on = SEV_NOTE;
    self->max_file_bytes = 10u << 20;
    hot_config_default(&self->hot, arena);
    self->tree = arena_alloc(arena, sizeof *self->tree);
    self->tree->arena = arena;
}

static bool is_file(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static bool exists(const char *p) {
    struct stat st;
    return stat(p, &st) == 0;
}

/* `abs` as the user would like to read it: relative to the working directory when below it */
static const char *display_of(Arena *a, const char *abs) {
    char cwd[PATH_MAX];
    /* always a copy: callers pass buffers they free (glob results) */
    if (!getcwd(cwd, sizeof cwd)) return arena_strdup(a, abs);
    const char *rel = cfg_path_under(cwd, abs);
    if (rel && *rel) return arena_strdup(a, rel);
    return arena_strdup(a, abs);
}

const char *cfg_find(Arena *arena, const char *start) {
    const char *abs = cfg_path_abs(arena, start ? start : ".");
    struct stat st;
    char *dir = arena_strdup(arena, abs);
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        char *slash = strrchr(dir, '/');
        if (slash && slash != dir) *slash = 0; else if (slash) slash[1] = 0;
    }
    for (;;) {
        const char *cand = arena_printf(arena, "%s%shotlint.yaml", dir, dir[strlen(dir) - 1] == '/' ? "" : "/");
        if (is_file(cand)) return display_of(arena, cand);
        char *slash = strrchr(dir, '/');
        if (!slash || (slash == dir && !dir[1])) return NULL;
        if (slash == dir) dir[1] = 0; else *slash = 0;
    }
}

/* the nearest folder upward from `start_dir_abs` holding `name` (file or folder), or NULL */
static const char *find_up(Arena *a, const char *start_dir_abs, const char *name) {
    char *dir = arena_strdup(a, start_dir_abs);
    for (;;) {
        const char *cand = arena_printf(a, "%s%s%s", dir, dir[strlen(dir) - 1] == '/' ? "" : "/", name);
        if (exists(cand)) return dir;
        char *slash = strrchr(dir, '/');
        if (!slash || (slash == dir && !dir[1])) return NULL;
        if (slash == dir) dir[1] = 0; else *slash = 0;
    }
}

static const char *cached_abs(CfgTree *t, const char *path) {
    t->abs.arena = t->arena;
    return cfg_path_cache_abs(&t->abs, path);
}

const Config *cfg_for_path(const Config *self, const char *path) {
    CfgTree *t = self->tree;
    if (!t || !t->nested.size || !path) return self;
    if (t->cached_path && (t->cached_path == path || !strcmp(t->cached_path, path))) return t->cached_for;
    const char *abs = cached_abs(t, path);
    const Config *best = self;
    size_t bestlen = 0;
    for (uint32_t i = 0; i < t->nested.size; i++) {
        const Config *c = t->nested.contents[i];
        size_t l = strlen(c->base_dir);
        if (l > bestlen && cfg_path_under(c->base_dir, abs)) { best = c; bestlen = l; }
    }
    /* the root config wins over a nested one above it (nearest wins) */
    if (best != self && self->base_dir && strlen(self->base_dir) > bestlen && cfg_path_under(self->base_dir, abs)) best = self;
    size_t n = strlen(path);
    if (n < sizeof t->cached_buf) {
        memcpy(t->cached_buf, path, n + 1);
        t->cached_path = t->cached_buf;
        t->cached_for = best;
    } else t->cached_path = NULL;
    return best;
}

/* path relative to the config's folder, or the path as given when it is not below it */
static const char *rel_to(const Config *c, const char *path) {
    if (!c->base_dir || !c->tree) return path;
    const char *abs = cached_abs(c->tree, path);
    const char *rel = cfg_path_under(c->base_dir, abs);
    return rel ? rel : path;
}

/* ------------------------------------------------------------------------------------------ */
/* Loading                                                                                    */

typedef struct Ctx {
    Arena *a;
    const char *file;
    const RuleSet *rules;
    Config *cfg;
    int errors;
    YamlProblems probs;
} Ctx;

static void err(Ctx *c, const YamlNode *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void err(Ctx *c, const YamlNode *n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    cfg_yaml_problem(&c->probs, n, "%s", buf);
    c->errors++;
}

/* a printable, bounded rendering of a scalar for messages */
static const char *shown(Ctx *c, const YamlNode *n) {
    if (!n) return "";
    if (n->kind == YAML_MAP) return "a mapping";
    if (n->kind == YAML_SEQ) return "a list";
    StrBuf sb;
    sb_init(&sb);
    for (uint32_t i = 0; i < n->len && i < 60; i++) {
        unsigned char ch = (unsigned char)n->str[i];
        if (ch < 0x20 || ch == 0x7f) sb_printf(&sb, "\\x%02x", ch);
        else sb_putc(&sb, (char)ch);
    }
    if (n->len > 60) sb_puts(&sb, "...");
    const char *r = arena_strdup(c->a, sb_cstr(&sb));
    sb_fini(&sb);
    return r;
}

static const char *kind_word(const YamlNode *n) {
    if (cfg_yaml_is_null(n)) return "nothing";
    return n->kind == YAML_MAP ? "a mapping" : n->kind == YAML_SEQ ? "a list" : "a string";
}

/* a non-empty string scalar without NUL bytes */
static const char *get_str(Ctx *c, const YamlNode *n, const char *key) {
    if (!n || n->kind != YAML_SCALAR || cfg_yaml_is_null(n)) {
        err(c, n, "`%s` must be a string, got %s", key, kind_word(n));
        return NULL;
    }
    if (strlen(n->str) != n->len) { err(c, n, "`%s` must not contain NUL bytes", key); return NULL; }
    if (!n->len) { err(c, n, "`%s` must not be empty", key); return NULL; }
    return n->str;
}

/* a string or a list of strings; returns the scalar nodes (NULL entries dropped) */
typedef Array(const YamlNode *) NodeArray;
static bool get_str_nodes(Ctx *c, const YamlNode *n, const char *key, NodeArray *out) {
    if (cfg_yaml_is_null(n)) return true;
    if (n->kind == YAML_SCALAR) {
        if (!get_str(c, n, key)) return false;
        array_push(c->a, out, n);
        return true;
    }
    if (n->kind != YAML_SEQ) { err(c, n, "`%s` must be a string or a list of strings, got a mapping", key); return false; }
    bool ok = true;
    for (uint32_t i = 0; i < n->kids.size; i++) {
        const YamlNode *it = n->kids.contents[i];
        if (it->kind != YAML_SCALAR || cfg_yaml_is_null(it)) {
            err(c, it, "`%s` must be a list of strings, got %s in it", key, kind_word(it));
            ok = false;
            continue;
        }
        if (!get_str(c, it, key)) { ok = false; continue; }
        array_push(c->a, out, it);
    }
    return ok;
}

static bool get_bool(Ctx *c, const YamlNode *n, const char *key, bool *out) {
    if (n && n->kind == YAML_SCALAR && n->plain) {
        if (!strcmp(n->str, "true") || !strcmp(n->str, "True") || !strcmp(n->str, "TRUE")) { *out = true; return true; }
        if (!strcmp(n->str, "false") || !strcmp(n->str, "False") || !strcmp(n->str, "FALSE")) { *out = false; return true; }
    }
    if (n && n->kind == YAML_SCALAR && !cfg_yaml_is_null(n)) err(c, n, "`%s` must be true or false, got `%s`", key, shown(c, n));
    else err(c, n, "`%s` must be true or false, got %s", key, kind_word(n));
    return false;
}

static bool get_map(Ctx *c, const YamlNode *n, const char *key) {
    if (n && n->kind == YAML_MAP) return true;
    err(c, n, "`%s` must be a mapping, got %s", key, kind_word(n));
    return false;
}

static void check_dups(Ctx *c, const YamlNode *m) {
    for (uint32_t i = 0; i < m->kids.size; i += 2)
        for (uint32_t j = 0; j < i; j += 2)
            if (!strcmp(m->kids.contents[j]->str, m->kids.contents[i]->str)) {
                err(c, m->kids.contents[i], "duplicate key `%s`", shown(c, m->kids.contents[i]));
                break;
            }
}

/* unknown and duplicate keys of mapping `m`; `allowed` is NULL-terminated */
static void check_keys(Ctx *c, const YamlNode *m, const char *const *allowed, const char *where) {
    check_dups(c, m);
    for (uint32_t i = 0; i < m->kids.size; i += 2) {
        const YamlNode *k = m->kids.contents[i];
        bool known = false;
        for (int j = 0; allowed[j]; j++)
            if (!strcmp(allowed[j], k->str)) known = true;
        if (!known) {
            const char *near = cfg_closest(k->str, allowed);
            const char *in = where ? arena_printf(c->a, " in `%s`", where) : "";
            if (near) err(c, k, "unknown key `%s`%s (did you mean `%s`?)", shown(c, k), in, near);
            else err(c, k, "unknown key `%s`%s", shown(c, k), in);
        }
    }
}

static const char *const category_names[] = {
    "sync-scalar", "sync-explicit", "sync-implicit", "alloc", "transfer", "logging", "io", "python-overhead",
    "compile", "device-query", NULL};

static bool check_selector(Ctx *c, const YamlNode *n, const char *key) {
    const char *s = n->str;
    if (c->rules && rule_selector_valid(c->rules, s)) return true;
    if (!c->rules) return true;
    const char *near = cfg_closest(s, category_names);
    if (near) err(c, n, "`%s`: `%s` matches no rule code, code prefix or category (did you mean `%s`?)", key, shown(c, n), near);
    else err(c, n, "`%s`: `%s` matches no rule code, code prefix or category", key, shown(c, n));
    return false;
}

static void get_selectors(Ctx *c, const YamlNode *n, const char *key, StrArray *out) {
    NodeArray nodes = {0};
    get_str_nodes(c, n, key, &nodes);
    for (uint32_t i = 0; i < nodes.size; i++)
        if (check_selector(c, nodes.contents[i], key)) array_push(c->a, out, nodes.contents[i]->str);
}

static void get_globs(Ctx *c, const YamlNode *n, const char *key, StrArray *out) {
    NodeArray nodes = {0};
    get_str_nodes(c, n, key, &nodes);
    for (uint32_t i = 0; i < nodes.size; i++) {
        const char *why = cfg_glob_check(nodes.contents[i]->str);
        if (why) { err(c, nodes.contents[i], "`%s`: bad glob `%s`: %s", key, shown(c, nodes.contents[i]), why); continue; }
        array_push(c->a, out, nodes.contents[i]->str);
    }
}

static void get_severities(Ctx *c, const YamlNode *n, const char *key, void *outp) {
    Array(KeyVal) *out = outp;
    if (!get_map(c, n, key)) return;
    check_dups(c, n);   /* every key is a selector */
    for (uint32_t i = 0; i + 1 < n->kids.size; i += 2) {
        const YamlNode *k = n->kids.contents[i], *v = n->kids.contents[i + 1];
        bool ok = check_selector(c, k, key);
        if (v->kind != YAML_SCALAR || rule_severity_from_name(v->str) <= 0) {
            if (v->kind == YAML_SCALAR && !cfg_yaml_is_null(v))
                err(c, v, "`%s`: `%s: %s` is not a severity (expected error, warning or note)", key, shown(c, k), shown(c, v));
            else
                err(c, v, "`%s`: `%s` needs a severity (error, warning or note), got %s", key, shown(c, k), kind_word(v));
            continue;
        }
        if (ok) {
            KeyVal kv = {k->str, v->str};
            array_push(c->a, out, kv);
        }
    }
}

static bool dotted_name(const char *s, bool allow_colons) {
    if (!(isalpha((unsigned char)*s) || *s == '_')) return false;
    char prev = 0;
    for (const char *p = s; *p; p++) {
        bool sep = *p == '.' || (allow_colons && *p == ':');
        if (!(isalnum((unsigned char)*p) || *p == '_' || sep)) return false;
        if (sep && (prev == '.' || (prev == ':' && *p == '.'))) return false;
        prev = *p;
    }
    return prev != '.' && prev != ':';
}

static void push_unique(Arena *a, StrArray *arr, const char *s) {
    for (uint32_t i = 0; i < arr->size; i++)
        if (!strcmp(arr->contents[i], s)) return;
    array_push(a, arr, s);
}

static void get_names(Ctx *c, const YamlNode *n, const char *key, StrArray *out, bool dotted, const char *what) {
    NodeArray nodes = {0};
    get_str_nodes(c, n, key, &nodes);
    for (uint32_t i = 0; i < nodes.size; i++) {
        const char *s = nodes.contents[i]->str;
        if (!strcmp(key, "root-decorators") && s[0] == '@') s++;
        bool ok = dotted ? dotted_name(s, true) : dotted_name(s, false) && !strchr(s, '.');
        if (!ok) { err(c, nodes.contents[i], "`%s`: `%s` is not %s", key, shown(c, nodes.contents[i]), what); continue; }
        push_unique(c->a, out, s);
    }
}

static bool get_index(Ctx *c, const YamlNode *n, const char *key, int32_t *out) {
    bool scalar = n && n->kind == YAML_SCALAR && !cfg_yaml_is_null(n);
    if (scalar && n->plain && n->len <= 3) {
        bool digits = true;
        for (uint32_t i = 0; i < n->len; i++) digits &= isdigit((unsigned char)n->str[i]) != 0;
        if (digits && atoi(n->str) <= 64) { *out = atoi(n->str); return true; }
    }
    if (scalar) err(c, n, "`%s` must be an argument position from 0 to 64, got `%s`", key, shown(c, n));
    else err(c, n, "`%s` must be an argument position from 0 to 64, got %s", key, kind_word(n));
    return false;
}

/* timing-utilities: [name, {callable: name, arg: 0, keyword: fn}, ...] */
static void get_timing_utils(Ctx *c, const YamlNode *n, HotConfig *hot) {
    const char *key = "timing-utilities";
    if (cfg_yaml_is_null(n)) return;
    if (n->kind != YAML_SEQ) { err(c, n, "`%s` must be a list, got %s", key, kind_word(n)); return; }
    static const char *const keys[] = {"callable", "arg", "keyword", NULL};
    for (uint32_t i = 0; i < n->kids.size; i++) {
        const YamlNode *it = n->kids.contents[i];
        const char *where = arena_printf(c->a, "%s[%u]", key, i);
        TimingUtil tu = {NULL, 0, NULL};
        const YamlNode *callable = it;
        if (it->kind == YAML_MAP) {
            check_keys(c, it, keys, where);
            callable = NULL;
            for (uint32_t j = 0; j + 1 < it->kids.size; j += 2) {
                const char *k = it->kids.contents[j]->str;
                const YamlNode *v = it->kids.contents[j + 1];
                const char *kw = arena_printf(c->a, "%s.%s", where, k);
                if (!strcmp(k, "callable")) callable = v;
                else if (!strcmp(k, "arg")) get_index(c, v, kw, &tu.arg_index);
                else if (!strcmp(k, "keyword")) {
                    const char *s = get_str(c, v, kw);
                    if (s && !dotted_name(s, false)) err(c, v, "`%s`: `%s` is not a parameter name", kw, shown(c, v));
                    else tu.arg_name = s;
                }
            }
            if (!callable) { err(c, it, "`%s` needs `callable` (the qualified name of the timing function)", where); continue; }
        } else if (it->kind != YAML_SCALAR || cfg_yaml_is_null(it)) {
            err(c, it, "`%s` must be a name or a mapping with `callable`, `arg`, `keyword`, got %s", where, kind_word(it));
            continue;
        }
        const char *ckey = it->kind == YAML_MAP ? arena_printf(c->a, "%s.callable", where) : where;
        const char *q = get_str(c, callable, ckey);
        if (!q) continue;
        if (!dotted_name(q, true)) { err(c, callable, "`%s`: `%s` is not a qualified function name", ckey, shown(c, callable)); continue; }
        tu.qual = q;
        array_push(c->a, &hot->timing_utils, tu);
    }
}

/* per-path: [{path: glob | [globs], select: [...], ignore: [...], severity: {...}}, ...] */
static void get_overrides(Ctx *c, const YamlNode *n) {
    const char *key = "per-path";
    if (cfg_yaml_is_null(n)) return;
    if (n->kind != YAML_SEQ) { err(c, n, "`%s` must be a list of mappings with `path` and `select`, `ignore` or `severity`, got %s", key, kind_word(n)); return; }
    static const char *const keys[] = {"path", "select", "ignore", "severity", NULL};
    for (uint32_t i = 0; i < n->kids.size; i++) {
        const YamlNode *it = n->kids.contents[i];
        const char *where = arena_printf(c->a, "%s[%u]", key, i);
        if (it->kind != YAML_MAP) { err(c, it, "`%s` must be a mapping with `path` and `select`, `ignore` or `severity`, got %s", where, kind_word(it)); continue; }
        check_keys(c, it, keys, where);
        PathOverride po = {0};
        StrArray globs = {0};
        const YamlNode *path = NULL;
        bool any = false;
        for (uint32_t j = 0; j + 1 < it->kids.size; j += 2) {
            const char *k = it->kids.contents[j]->str;
            const YamlNode *v = it->kids.contents[j + 1];
            const char *kw = arena_printf(c->a, "%s.%s", where, k);
            if (!strcmp(k, "path")) { path = v; get_globs(c, v, kw, &globs); }
            else if (!strcmp(k, "select")) { any = true; get_selectors(c, v, kw, &po.select); }
            else if (!strcmp(k, "ignore")) { any = true; get_selectors(c, v, kw, &po.ignore); }
            else if (!strcmp(k, "severity")) { any = true; get_severities(c, v, kw, &po.severity); }
        }
        if (!path) { err(c, it, "`%s` needs `path` (a glob or a list of globs)", where); continue; }
        if (!any) { err(c, it, "`%s` needs `select`, `ignore` or `severity`", where); continue; }
        for (uint32_t g = 0; g < globs.size; g++) {
            PathOverride copy = po;
            copy.glob = globs.contents[g];
            array_push(c->a, &c->cfg->overrides, copy);
        }
    }
}

static bool parse_size(const char *s, uint64_t *out) {
    char *end;
    errno = 0;
    if (!isdigit((unsigned char)*s)) return false;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno) return false;
    while (*end == ' ') end++;
    uint64_t mul = 1;
    if (!*end || !strcasecmp(end, "b")) mul = 1;
    else if (!strcasecmp(end, "k") || !strcasecmp(end, "kb") || !strcasecmp(end, "kib")) mul = 1024;
    else if (!strcasecmp(end, "m") || !strcasecmp(end, "mb") || !strcasecmp(end, "mib")) mul = 1024 * 1024;
    else if (!strcasecmp(end, "g") || !strcasecmp(end, "gb") || !strcasecmp(end, "gib")) mul = 1024ull * 1024 * 1024;
    else return false;
    if (v > UINT64_MAX / mul) return false;
    *out = v * mul;
    return true;
}

static const char *const top_keys[] = {
    "include", "exclude", "respect-gitignore", "select", "ignore", "preview", "fail-on", "severity", "per-path",
    "root-methods", "root-decorators", "timer-functions", "timing-utilities", "allowlists", "max-file-size",
    "cache-dir", NULL};

static bool has_glob_chars(const char *s) { return strpbrk(s, "*?[") != NULL; }

/* allowlists: files or globs relative to the config's folder; expanded now (sorted) */
static void get_allowlists(Ctx *c, const YamlNode *n, const char *dir_abs) {
    NodeArray nodes = {0};
    get_str_nodes(c, n, "allowlists", &nodes);
    for (uint32_t i = 0; i < nodes.size; i++) {
        const char *s = nodes.contents[i]->str;
        if (strstr(s, "**")) { err(c, nodes.contents[i], "`allowlists`: `**` is not supported here; name the folder (`allowlists/*.yaml`)"); continue; }
        const char *full = s[0] == '/' ? s : arena_printf(c->a, "%s/%s", dir_abs, s);
        if (!has_glob_chars(s)) {
            if (!is_file(full)) { err(c, nodes.contents[i], "`allowlists`: `%s` does not exist", shown(c, nodes.contents[i])); continue; }
            push_unique(c->a, &c->cfg->allowlists, display_of(c->a, full));
            continue;
        }
        glob_t g;
        int r = glob(full, 0, NULL, &g);
        if (r == 0)
            for (size_t k = 0; k < g.gl_pathc; k++)
                if (is_file(g.gl_pathv[k])) push_unique(c->a, &c->cfg->allowlists, display_of(c->a, g.gl_pathv[k]));
        if (r != GLOB_NOMATCH) globfree(&g);
    }
}

static void default_allowlists(Arena *a, Config *cfg, const char *dir_abs) {
    static const char *const pats[] = {"allowlists/*.yaml", "allowlists/*.yml"};
    for (int i = 0; i < 2; i++) {
        glob_t g;
        int r = glob(arena_printf(a, "%s/%s", dir_abs, pats[i]), 0, NULL, &g);
        if (r == 0)
            for (size_t k = 0; k < g.gl_pathc; k++)
                if (is_file(g.gl_pathv[k])) push_unique(a, &cfg->allowlists, display_of(a, g.gl_pathv[k]));
        if (r != GLOB_NOMATCH) globfree(&g);
    }
}

int cfg_load(Arena *arena, const char *path, const RuleSet *rules, Config *self) {
    YamlNode *root;
    if (cfg_yaml_load(arena, path, &root) != HL_OK) return HL_ECONFIG;
    if (!self->tree) { self->tree = arena_alloc(arena, sizeof *self->tree); self->tree->arena = arena; }
    const char *abs = cfg_path_abs(arena, path);
    char *dir = arena_strdup(arena, abs);
    char *slash = strrchr(dir, '/');
    if (slash && slash != dir) *slash = 0; else if (slash) slash[1] = 0;
    self->file = arena_strdup(arena, path);
    self->base_dir = dir;
    self->rules = rules;
    push_unique(arena, &self->tree->loaded, abs);
    Ctx c = {arena, path, rules, self, 0, {arena, {0}}};
    if (root && !cfg_yaml_is_null(root) && root->kind != YAML_MAP) {
        err(&c, root, "the config must be a mapping of keys to values, got %s", kind_word(root));
        cfg_yaml_problems_print(&c.probs, path);
        return HL_ECONFIG;
    }
    if (root && root->kind == YAML_MAP) {
        check_keys(&c, root, top_keys, NULL);
        for (uint32_t i = 0; i + 1 < root->kids.size; i += 2) {
            const char *k = root->kids.contents[i]->str;
            const YamlNode *v = root->kids.contents[i + 1];
            if (!strcmp(k, "include")) get_globs(&c, v, k, &self->include);
            else if (!strcmp(k, "exclude")) get_globs(&c, v, k, &self->exclude);
            else if (!strcmp(k, "respect-gitignore")) get_bool(&c, v, k, &self->respect_gitignore);
            else if (!strcmp(k, "select")) { self->filter.select.size = 0; get_selectors(&c, v, k, &self->filter.select); }
            else if (!strcmp(k, "ignore")) get_selectors(&c, v, k, &self->filter.ignore);
            else if (!strcmp(k, "preview")) get_bool(&c, v, k, &self->filter.preview);
            else if (!strcmp(k, "fail-on")) {
                if (v->kind == YAML_SCALAR && rule_severity_from_name(v->str) > 0) self->fail_on = (Severity)rule_severity_from_name(v->str);
                else if (v->kind == YAML_SCALAR && !cfg_yaml_is_null(v)) err(&c, v, "`fail-on` must be error, warning or note, got `%s`", shown(&c, v));
                else err(&c, v, "`fail-on` must be error, warning or note, got %s", kind_word(v));
            }
            else if (!strcmp(k, "severity")) get_severities(&c, v, k, &self->severity);
            else if (!strcmp(k, "per-path")) get_overrides(&c, v);
            else if (!strcmp(k, "root-methods")) get_names(&c, v, k, &self->hot.root_methods, false, "a method name");
            else if (!strcmp(k, "root-decorators")) get_names(&c, v, k, &self->hot.root_decorators, true, "a decorator name");
            else if (!strcmp(k, "timer-functions")) get_names(&c, v, k, &self->hot.timer_funcs, true, "a qualified function name");
            else if (!strcmp(k, "timing-utilities")) get_timing_utils(&c, v, &self->hot);
            else if (!strcmp(k, "allowlists")) { self->allowlists_set = true; get_allowlists(&c, v, dir); }
            else if (!strcmp(k, "max-file-size")) {
                uint64_t sz;
                if (v->kind == YAML_SCALAR && !cfg_yaml_is_null(v) && parse_size(v->str, &sz)) self->max_file_bytes = sz;
                else if (v->kind == YAML_SCALAR && !cfg_yaml_is_null(v)) err(&c, v, "`max-file-size` must be a size such as 10MB, 512KB or a byte count, got `%s`", shown(&c, v));
                else err(&c, v, "`max-file-size` must be a size such as 10MB, 512KB or a byte count, got %s", kind_word(v));
            }
            else if (!strcmp(k, "cache-dir")) {
                const char *s = get_str(&c, v, k);
                if (s) self->cache_dir = s[0] == '/' ? s : display_of(arena, arena_printf(arena, "%s/%s", dir, s));
            }
        }
    }
    if (!self->allowlists_set) default_allowlists(arena, self, dir);
    cfg_yaml_problems_print(&c.probs, path);
    return c.errors ? HL_ECONFIG : HL_OK;
}

/* ------------------------------------------------------------------------------------------ */
/* Setup: modes, command line, nested configs                                                  */

static void apply_cli(Config *cfg, const CfgTree *t) {
    if (!t->has_cli) return;
    if (t->cli_select.size) cfg->filter.select = t->cli_select;
    for (uint32_t i = 0; i < t->cli_ignore.size; i++) array_push(t->arena, &cfg->filter.ignore, t->cli_ignore.contents[i]);
    if (t->cli_preview) cfg->filter.preview = true;
}

int cfg_setup(Config *self, Arena *arena, const RuleSet *rules, const CfgCli *cli) {
    if (!self->tree) { self->tree = arena_alloc(arena, sizeof *self->tree); self->tree->arena = arena; }
    CfgTree *t = self->tree;
    self->rules = rules;
    const char *first = cli->paths && cli->paths->size ? cli->paths->contents[0] : ".";
    if (cli->config) {
        if (!is_file(cli->config)) {
            fprintf(stderr, "hotlint: --config %s: %s\n", cli->config, exists(cli->config) ? "not a regular file" : strerror(ENOENT));
            return HL_EUSAGE;
        }
        if (cfg_load(arena, cli->config, rules, self) != HL_OK) return HL_ECONFIG;
    } else if (!cli->no_config) {
        self->hierarchical = true;
        const char *f = cfg_find(arena, first);
        if (f) {
            if (cfg_load(arena, f, rules, self) != HL_OK) return HL_ECONFIG;
        } else {
            /* no config: the default allowlists of the repo the first path lives in */
            const char *abs = cfg_path_abs(arena, first);
            struct stat st;
            char *dir = arena_strdup(arena, abs);
            if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
                char *slash = strrchr(dir, '/');
                if (slash && slash != dir) *slash = 0;
            }
            const char *top = find_up(arena, dir, ".git");
            default_allowlists(arena, self, top ? top : dir);
        }
    }
    t->has_cli = true;
    if (cli->select) t->cli_select = *cli->select;
    if (cli->ignore) t->cli_ignore = *cli->ignore;
    t->cli_preview = cli->preview;
    for (uint32_t i = 0; i < t->cli_select.size; i++)
        if (!rule_selector_valid(rules, t->cli_select.contents[i])) {
            fprintf(stderr, "hotlint: --select `%s` matches no rule code, code prefix or category\n", t->cli_select.contents[i]);
            return HL_EUSAGE;
        }
    for (uint32_t i = 0; i < t->cli_ignore.size; i++)
        if (!rule_selector_valid(rules, t->cli_ignore.contents[i])) {
            fprintf(stderr, "hotlint: --ignore `%s` matches no rule code, code prefix or category\n", t->cli_ignore.contents[i]);
            return HL_EUSAGE;
        }
    apply_cli(self, t);
    if (cli->fail_on) {
        int s = rule_severity_from_name(cli->fail_on);
        if (s <= 0) { fprintf(stderr, "hotlint: --fail-on expects note, warning or error, got `%s`\n", cli->fail_on); return HL_EUSAGE; }
        self->fail_on = (Severity)s;
    }
    return HL_OK;
}

int cfg_nested_load(const Config *self, const char *config_file) {
    CfgTree *t = self->tree;
    if (!t || !self->hierarchical || !self->rules) return HL_OK;
    const char *abs = cached_abs(t, config_file);   /* called on every run of a long-lived server: no new bytes */
    for (uint32_t i = 0; i < t->loaded.size; i++)
        if (!strcmp(t->loaded.contents[i], abs)) return HL_OK;
    Config *c = arena_alloc(t->arena, sizeof *c);
    cfg_default(c, t->arena);
    c->tree = t;
    if (cfg_load(t->arena, config_file, self->rules, c) != HL_OK) {
        push_unique(t->arena, &t->loaded, abs);   /* report it once */
        return HL_ECONFIG;
    }
    apply_cli(c, t);
    array_push(t->arena, &t->nested, c);
    t->cached_path = NULL;
    return HL_OK;
}

void cfg_merge_nested(Config *self) {
    CfgTree *t = self->tree;
    if (!t || !t->nested.size) return;
    Arena *a = t->arena;
    if (self->rules && !(t->merged && t->merged_nested == t->nested.size)) {
        /* the engine runs every rule some config enables; cfg_apply narrows per file (widening
         * only adds, so with no new nested config the filter is already right: nothing to redo) */
        StrArray codes = {0};
        bool preview = self->filter.preview;
        for (uint32_t r = 0; r < self->rules->rules.size; r++) {
            const Rule *rule = &self->rules->rules.contents[r];
            bool on = eng_rule_enabled(&self->filter, rule);
            for (uint32_t i = 0; i < t->nested.size && !on; i++) on = eng_rule_enabled(&t->nested.contents[i]->filter, rule);
            if (on) array_push(a, &codes, rule->code);
        }
        for (uint32_t i = 0; i < t->nested.size; i++) preview |= t->nested.contents[i]->filter.preview;
        if (!t->merged) t->root_filter = self->filter;
        t->merged = true;
        t->merged_nested = t->nested.size;
        self->filter.select = codes;
        self->filter.ignore = (StrArray){0};
        self->filter.preview = preview;
        if (!codes.size) array_push(a, &self->filter.ignore, "ALL");
    }
    for (uint32_t i = 0; i < t->nested.size; i++) {
        const Config *c = t->nested.contents[i];
        for (uint32_t k = 0; k < c->hot.root_methods.size; k++) push_unique(a, &self->hot.root_methods, c->hot.root_methods.contents[k]);
        for (uint32_t k = 0; k < c->hot.root_decorators.size; k++) push_unique(a, &self->hot.root_decorators, c->hot.root_decorators.contents[k]);
        for (uint32_t k = 0; k < c->hot.timer_funcs.size; k++) push_unique(a, &self->hot.timer_funcs, c->hot.timer_funcs.contents[k]);
        for (uint32_t k = 0; k < c->hot.timing_utils.size; k++) {
            const TimingUtil *tu = &c->hot.timing_utils.contents[k];
            bool dup = false;
            for (uint32_t j = 0; j < self->hot.timing_utils.size; j++)
                dup |= !strcmp(self->hot.timing_utils.contents[j].qual, tu->qual);
            if (!dup) array_push(a, &self->hot.timing_utils, *tu);
        }
        for (uint32_t k = 0; k < c->allowlists.size; k++) push_unique(a, &self->allowlists, c->allowlists.contents[k]);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Applying: per-path selection and severity                                                  */

/* how specific selector `sel` is for a finding of `code` in `category`; 0 = no match */
static int sel_score(const char *sel, const char *code, const char *category, const Rule *r) {
    if (!strcmp(sel, code)) return 1000;
    if (!strcmp(sel, "ALL")) return 1;
    if (category && !strcmp(sel, category)) return 10;
    if (r) {
        if (sel[0] == 'H' && sel[1] == 'L' && rule_selector_matches(r, sel)) return 100 + (int)strlen(sel);
        return 0;
    }
    if (sel[0] == 'H' && sel[1] == 'L' && str_starts(code, sel)) return 100 + (int)strlen(sel);
    return 0;
}

static bool sel_any(const StrArray *sels, const Rule *r) {
    for (uint32_t i = 0; i < sels->size; i++)
        if (rule_selector_matches(r, sels->contents[i])) return true;
    return false;
}

/* severity override for (code, category) under config c at relative path rel; SEV_NONE if none */
static Severity severity_override(const Config *c, const char *rel, const char *code, const char *category, const Rule *r) {
    int best = 0;
    Severity sev = SEV_NONE;
    for (uint32_t i = 0; i < c->severity.size; i++) {
        int s = sel_score(c->severity.contents[i].key, code, category, r);
        if (s && s >= best) { best = s; sev = (Severity)rule_severity_from_name(c->severity.contents[i].value); }
    }
    best = 0;
    Severity pp = SEV_NONE;
    for (uint32_t o = 0; o < c->overrides.size; o++) {
        const PathOverride *po = &c->overrides.contents[o];
        if (!po->severity.size || !cfg_glob_match(po->glob, rel)) continue;
        for (uint32_t i = 0; i < po->severity.size; i++) {
            int s = sel_score(po->severity.contents[i].key, code, category, r);
            if (s && s >= best) { best = s; pp = (Severity)rule_severity_from_name(po->severity.contents[i].value); }
        }
    }
    return pp != SEV_NONE ? pp : sev;
}

Severity cfg_rule_severity(const Config *self, const Rule *r, const char *path) {
    const Config *c = path ? cfg_for_path(self, path) : self;
    const RuleFilter *own = c == self && self->tree && self->tree->merged ? &self->tree->root_filter : &c->filter;
    if (!eng_rule_enabled(own, r)) return SEV_NONE;
    if (!eng_rule_enabled(&self->filter, r)) return SEV_NONE;   /* the engine did not run it */
    const char *rel = path ? rel_to(c, path) : "";
    for (uint32_t o = 0; o < c->overrides.size; o++) {
        const PathOverride *po = &c->overrides.contents[o];
        if (!cfg_glob_match(po->glob, rel)) continue;
        if (po->select.size && !sel_any(&po->select, r)) return SEV_NONE;
        if (sel_any(&po->ignore, r)) return SEV_NONE;
    }
    Severity o = severity_override(c, rel, r->code, rule_category_name(r->category), r);
    return o != SEV_NONE ? o : r->severity;
}

void cfg_apply(const Config *self, const RuleSet *rules, DiagSink *sink) {
    (void)rules;
    uint32_t w = 0;
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        Diag *d = &sink->diags.contents[i];
        if (!d->is_tool && d->rule) {
            Severity s = cfg_rule_severity(self, d->rule, d->loc.path);
            if (s == SEV_NONE) continue;
            if (s != d->rule->severity) d->severity = d->conditional ? diag_severity_drop(s) : s;
        }
        sink->diags.contents[w++] = *d;
    }
    sink->diags.size = w;
}

static bool tool_ignored(const StrArray *ign, const char *code) {
    for (uint32_t i = 0; i < ign->size; i++) {
        const char *s = ign->contents[i];
        if (!strcmp(s, code) || (s[0] == 'H' && s[1] == 'L' && s[2] && str_starts(code, s))) return true;
    }
    return false;
}

void cfg_apply_tools(const Config *self, DiagSink *sink) {
    uint32_t w = 0;
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        Diag *d = &sink->diags.contents[i];
        if (d->is_tool && d->code) {
            const Config *c = d->loc.path ? cfg_for_path(self, d->loc.path) : self;
            const char *rel = d->loc.path ? rel_to(c, d->loc.path) : "";
            bool drop = tool_ignored(&c->filter.ignore, d->code);
            for (uint32_t o = 0; o < c->overrides.size && !drop; o++)
                if (cfg_glob_match(c->overrides.contents[o].glob, rel)) drop = tool_ignored(&c->overrides.contents[o].ignore, d->code);
            if (drop) continue;
            Severity s = severity_override(c, rel, d->code, NULL, NULL);
            if (s != SEV_NONE) d->severity = s;
        }
        sink->diags.contents[w++] = *d;
    }
    sink->diags.size = w;
}

static bool in_list(const StrArray *l, const char *s) {
    for (uint32_t i = 0; i < l->size; i++)
        if (!strcmp(l->contents[i], s)) return true;
    return false;
}

/* Only what the configuration adds to the defaults: the byte scan's own words (program.c) cover
 * the default roots, timers and utilities, and the last names of some defaults (`time` of
 * `time.time`, `repeat` of `timeit.repeat`) would make nearly every file a root candidate. */
const char *const *cfg_scan_words(const Config *self, Arena *arena) {
    StrArray w = {0};
    Arena tmp;
    arena_init(&tmp);
    HotConfig def;
    hot_config_default(&def, &tmp);
    const StrArray *lists[] = {&self->hot.root_methods, &self->hot.root_decorators, &self->hot.timer_funcs};
    const StrArray *defs[] = {&def.root_methods, &def.root_decorators, &def.timer_funcs};
    for (int l = 0; l < 3; l++)
        for (uint32_t i = 0; i < lists[l]->size; i++) {
            const char *s = lists[l]->contents[i];
            if (in_list(defs[l], s)) continue;
            const char *dot = strrchr(s, '.');
            const char *col = strrchr(s, ':');
            if (col && (!dot || col > dot)) dot = col;
            push_unique(arena, &w, dot ? dot + 1 : s);
        }
    for (uint32_t i = 0; i < self->hot.timing_utils.size; i++) {
        const char *s = self->hot.timing_utils.contents[i].qual;
        bool dflt = false;
        for (uint32_t k = 0; k < def.timing_utils.size && !dflt; k++) dflt = !strcmp(def.timing_utils.contents[k].qual, s);
        if (dflt) continue;
        const char *dot = strrchr(s, '.');
        push_unique(arena, &w, dot ? dot + 1 : s);
    }
    arena_fini(&tmp);
    array_push(arena, &w, NULL);
    return w.contents;
}

const StrArray *cfg_loaded_files(const Config *self) {
    static const StrArray none = {0};
    return self->tree ? &self->tree->loaded : &none;
}
