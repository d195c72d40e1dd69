/*
 * suppress.c — waivers (DESIGN.md §5): inline `hotlint: ignore[...]` comments, file-wide
 * `ignore-file[...]`, allowlist files, and the seed class attribute
 * `allowed_benchmark_fn_antipatterns`; plus the tool diagnostics that keep them honest.
 *
 * Order: a finding is waived by the first that applies — an inline directive for its line,
 * an `ignore-file` directive, an allowlist entry, the seed attribute of its root's class.
 * Waived findings stay in the sink (Diag.waived, waive_reason, waive_loc); emitters decide
 * whether to show them.
 *
 * Inline directive grammar, anywhere in a comment (`#`, `//`, block comments):
 *     hotlint: ignore[SEL, ...] -- reason          SEL = code, code prefix or category
 *     hotlint: ignore-next-line[SEL, ...] -- reason
 *     hotlint: ignore-file[SEL, ...] -- reason
 * `ignore` in a comment after code covers findings spanning that line; on a line of its own
 * (and `ignore-next-line` anywhere) it covers the next line that is not only a comment.
 * `ignore-file` must sit in the comments before the first line of code (a module docstring
 * may come first). A directive without a reason still waives but gets HL010 (as ruff does for
 * noqa); unknown selectors get HL011 and match nothing; a malformed directive (HL013: unknown
 * verb close to a real one, no brackets, no `]`, empty code, text after `]` without `--`)
 * waives nothing. Mid-comment text is a directive only when brackets follow the verb, and a
 * quote or backtick right before `hotlint:` marks prose, so comments that talk about
 * directives are not mistaken for broken ones. HL012 (unused) is reported per selector, only for files that were named
 * for linting and parsed, and not for selectors whose rules the config disables there.
 *
 * Allowlist entries never key on line numbers (path glob + scope + selectors + optional
 * occurrence). An expired entry (expires < today; the entry is valid through its expiry
 * day) or one whose reason is `TODO` does not waive (HL021, HL022). A valid entry that matches
 * no finding is stale (HL020). All three are only reported for entries whose path matches a
 * file linted in this run, so linting one file does not flag the rest of the repo's entries.
 */
#include "suppress.h"

#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/str.h"

static const char *const seed_codes[] = {
    "sync", "host_transfer", "allocation", "random_input_regeneration", "tensor_construction", "io", "logging",
    "compile", "profiling", NULL};

bool sup_seed_code_known(const char *code) {
    for (int i = 0; seed_codes[i]; i++)
        if (str_eq(code, seed_codes[i])) return true;
    return false;
}

static const char *const category_names[] = {
    "sync-scalar", "sync-explicit", "sync-implicit", "alloc", "transfer", "logging", "io", "python-overhead",
    "compile", "device-query", NULL};

/* ------------------------------------------------------------------------------------------ */
/* Allowlist files                                                                            */

typedef struct LCtx { Arena *a; const char *file; const RuleSet *rules; int errors; YamlProblems probs; } LCtx;

static void lerr(LCtx *c, const YamlNode *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void lerr(LCtx *c, const YamlNode *n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    cfg_yaml_problem(&c->probs, n, "%s", buf);
    c->errors++;
}

static const char *kind_word(const YamlNode *n) {
    if (cfg_yaml_is_null(n)) return "nothing";
    return n->kind == YAML_MAP ? "a mapping" : n->kind == YAML_SEQ ? "a list" : "a string";
}

static const char *shown(Arena *a, const YamlNode *n) {
    StrBuf sb;
    sb_init(&sb);
    for (uint32_t i = 0; n && n->kind == YAML_SCALAR && i < n->len && i < 60; i++) {
        unsigned char ch = (unsigned char)n->str[i];
        if (ch < 0x20 || ch == 0x7f) sb_printf(&sb, "\\x%02x", ch);
        else sb_putc(&sb, (char)ch);
    }
    if (n && n->len > 60) sb_puts(&sb, "...");
    const char *r = arena_strdup(a, sb_cstr(&sb));
    sb_fini(&sb);
    return r;
}

static const char *lstr(LCtx *c, const YamlNode *n, const char *key) {
    if (!n || n->kind != YAML_SCALAR || cfg_yaml_is_null(n)) { lerr(c, n, "`%s` must be a string, got %s", key, kind_word(n)); return NULL; }
    if (strlen(n->str) != n->len) { lerr(c, n, "`%s` must not contain NUL bytes", key); return NULL; }
    const char *p = n->str;
    while (*p == ' ' || *p == '\t') p++;
    if (!*p) { lerr(c, n, "`%s` must not be empty", key); return NULL; }
    return n->str;
}

static void lkeys(LCtx *c, const YamlNode *m, const char *const *allowed, const char *where) {
    for (uint32_t i = 0; i < m->kids.size; i += 2) {
        const YamlNode *k = m->kids.contents[i];
        bool known = false;
        for (int j = 0; allowed[j]; j++) known |= !strcmp(allowed[j], k->str);
        if (!known) {
            const char *near = cfg_closest(k->str, allowed);
            const char *in = where ? arena_printf(c->a, " in `%s`", where) : "";
            if (near) lerr(c, k, "unknown key `%s`%s (did you mean `%s`?)", shown(c->a, k), in, near);
            else if (where && (!strcmp(k->str, "line") || !strcmp(k->str, "lines") || !strcmp(k->str, "col")))
                lerr(c, k, "unknown key `%s`%s (entries key on path, scope and codes, never on line numbers)", shown(c->a, k), in);
            else lerr(c, k, "unknown key `%s`%s", shown(c->a, k), in);
        }
        for (uint32_t j = 0; j < i; j += 2)
            if (!strcmp(m->kids.contents[j]->str, k->str)) { lerr(c, k, "duplicate key `%s`", shown(c->a, k)); break; }
    }
}

static bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

/* strict YYYY-MM-DD with a real day */
static bool iso_date(const char *s) {
    if (strlen(s) != 10 || s[4] != '-' || s[7] != '-') return false;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && !isdigit((unsigned char)s[i])) return false;
    int y = atoi(s), m = atoi(s + 5), d = atoi(s + 8);
    static const int mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1 || m < 1 || m > 12 || d < 1) return false;
    return d <= mdays[m - 1] + (m == 2 && leap(y));
}

static bool is_todo(const char *reason) {
    while (*reason == ' ' || *reason == '\t') reason++;
    if (strncasecmp(reason, "todo", 4) != 0) return false;
    return !isalnum((unsigned char)reason[4]);
}

static bool path_exists(const char *p) {
    struct stat st;
    return stat(p, &st) == 0;
}

/* the nearest folder upward from `dir` (absolute) holding hotlint.yaml or .git, else `dir` */
static const char *default_root(Arena *a, const char *dir) {
    char *d = arena_strdup(a, dir);
    for (;;) {
        const char *sep = d[strlen(d) - 1] == '/' ? "" : "/";
        if (path_exists(arena_printf(a, "%s%shotlint.yaml", d, sep)) || path_exists(arena_printf(a, "%s%s.git", d, sep))) return d;
        char *slash = strrchr(d, '/');
        if (!slash || (slash == d && !d[1])) return dir;
        if (slash == d) d[1] = 0; else *slash = 0;
    }
}

static char *dir_of(Arena *a, const char *abs) {
    char *d = arena_strdup(a, abs);
    char *slash = strrchr(d, '/');
    if (slash && slash != d) *slash = 0; else if (slash) slash[1] = 0;
    return d;
}

/*
 * Allowlist file:
 *   root: ".."                     # optional, relative to this file's folder
 *   entries:
 *     - path: "bench/baseline.py"  # glob (config.h dialect), relative to root
 *       scope: "Baseline.benchmark_fn"   # optional, default "*"; fnmatch on Diag.scope
 *       codes: [HL201, sync-explicit]    # code, prefix or category (string or list)
 *       occurrence: 0              # optional, 0-based among same (path, scope, code)
 *       reason: "the baseline measures per-step sync on purpose"
 *       owner: "@perf"             # optional
 *       expires: 2027-01-31        # optional, YYYY-MM-DD
 */
static int load_allowlist(LCtx *cp, YamlNode *root, const char *path, AllowList *out) {
    LCtx c = *cp;
    Arena *arena = c.a;
    const RuleSet *rules = c.rules;
    const char *file_dir = dir_of(arena, cfg_path_abs(arena, path));
    const char *base = NULL;
    if (!root || cfg_yaml_is_null(root)) return HL_OK;   /* an empty allowlist */
    if (root->kind != YAML_MAP) {
        lerr(&c, root, "an allowlist must be a mapping with `entries`, got %s", kind_word(root));
        *cp = c;
        return HL_ECONFIG;
    }
    static const char *const top[] = {"root", "entries", NULL};
    static const char *const ekeys[] = {"path", "scope", "codes", "occurrence", "reason", "owner", "expires", NULL};
    lkeys(&c, root, top, NULL);
    const YamlNode *entries = NULL;
    for (uint32_t i = 0; i + 1 < root->kids.size; i += 2) {
        const char *k = root->kids.contents[i]->str;
        const YamlNode *v = root->kids.contents[i + 1];
        if (!strcmp(k, "entries")) entries = v;
        else if (!strcmp(k, "root")) {
            const char *s = lstr(&c, v, "root");
            if (!s) continue;
            const char *full = s[0] == '/' ? s : arena_printf(arena, "%s/%s", file_dir, s);
            struct stat st;
            if (stat(full, &st) != 0 || !S_ISDIR(st.st_mode)) { lerr(&c, v, "`root`: `%s` is not a folder", shown(arena, v)); continue; }
            base = cfg_path_abs(arena, full);
        }
    }
    if (!base) base = default_root(arena, file_dir);
    if (!entries || cfg_yaml_is_null(entries) || entries->kind != YAML_SEQ) {
        if (entries && !cfg_yaml_is_null(entries)) lerr(&c, entries, "`entries` must be a list of mappings, got %s", kind_word(entries));
        *cp = c;
        return c.errors ? HL_ECONFIG : HL_OK;
    }
    for (uint32_t i = 0; i < entries->kids.size; i++) {
        const YamlNode *e = entries->kids.contents[i];
        const char *where = arena_printf(arena, "entries[%u]", i);
        if (e->kind != YAML_MAP) { lerr(&c, e, "`%s` must be a mapping with `path`, `codes` and `reason`, got %s", where, kind_word(e)); continue; }
        lkeys(&c, e, ekeys, where);
        AllowEntry ae = {0};
        ae.occurrence = -1;
        ae.scope = "*";
        ae.base = base;
        ae.loc = (Loc){.path = arena_strdup(arena, path), .line = e->line, .col = e->col, .end_line = e->line, .end_col = e->col};
        bool has_path = false, has_codes = false, has_reason = false, bad = false;
        for (uint32_t j = 0; j + 1 < e->kids.size; j += 2) {
            const char *k = e->kids.contents[j]->str;
            const YamlNode *v = e->kids.contents[j + 1];
            const char *kw = arena_printf(arena, "%s.%s", where, k);
            if (!strcmp(k, "path")) {
                has_path = true;
                const char *s = lstr(&c, v, kw);
                const char *why = s ? cfg_glob_check(s) : NULL;
                if (!s) bad = true;
                else if (why) { lerr(&c, v, "`%s`: bad glob `%s`: %s", kw, shown(arena, v), why); bad = true; }
                else ae.path_glob = s;
            } else if (!strcmp(k, "scope")) {
                const char *s = lstr(&c, v, kw);
                if (!s) { bad = true; continue; }
                bool ok = true;
                for (const char *p = s; *p; p++) ok &= !isspace((unsigned char)*p) && (unsigned char)*p >= 0x20;
                if (!ok) { lerr(&c, v, "`%s`: `%s` is not a scope (`Class.method`, `function`, `Class.*` or `*`)", kw, shown(arena, v)); bad = true; }
                else ae.scope = s;
            } else if (!strcmp(k, "codes")) {
                has_codes = true;
                if (cfg_yaml_is_null(v) || (v->kind == YAML_SEQ && v->kids.size == 0)) { lerr(&c, v, "`%s` must name at least one code, code prefix or category", kw); bad = true; continue; }
                if (v->kind == YAML_MAP) { lerr(&c, v, "`%s` must be a string or a list of strings, got a mapping", kw); bad = true; continue; }
                uint32_t n = v->kind == YAML_SEQ ? v->kids.size : 1;
                for (uint32_t q = 0; q < n; q++) {
                    const YamlNode *it = v->kind == YAML_SEQ ? v->kids.contents[q] : v;
                    const char *s = (it->kind == YAML_SCALAR && !cfg_yaml_is_null(it)) ? lstr(&c, it, kw) : NULL;
                    if (!s) {
                        if (it->kind != YAML_SCALAR || cfg_yaml_is_null(it)) lerr(&c, it, "`%s` must be a list of strings, got %s in it", kw, kind_word(it));
                        bad = true;
                        continue;
                    }
                    if (rules && !rule_selector_valid(rules, s)) {
                        const char *near = cfg_closest(s, category_names);
                        if (near) lerr(&c, it, "`%s`: `%s` matches no rule code, code prefix or category (did you mean `%s`?)", kw, shown(arena, it), near);
                        else lerr(&c, it, "`%s`: `%s` matches no rule code, code prefix or category", kw, shown(arena, it));
                        bad = true;
                        continue;
                    }
                    array_push(arena, &ae.codes, s);
                }
            } else if (!strcmp(k, "occurrence")) {
                bool ok = v->kind == YAML_SCALAR && v->plain && v->len > 0 && v->len <= 6;
                for (uint32_t q = 0; ok && q < v->len; q++) ok = isdigit((unsigned char)v->str[q]) != 0;
                if (!ok) {
                    if (v->kind == YAML_SCALAR && !cfg_yaml_is_null(v)) lerr(&c, v, "`%s` must be a whole number from 0 (the first finding in the scope), got `%s`", kw, shown(arena, v));
                    else lerr(&c, v, "`%s` must be a whole number from 0 (the first finding in the scope), got %s", kw, kind_word(v));
                    bad = true;
                } else ae.occurrence = atoi(v->str);
            } else if (!strcmp(k, "reason")) {
                has_reason = true;
                const char *s = lstr(&c, v, kw);
                if (!s) bad = true; else ae.reason = s;
            } else if (!strcmp(k, "owner")) {
                const char *s = lstr(&c, v, kw);
                if (!s) bad = true; else ae.owner = s;
            } else if (!strcmp(k, "expires")) {
                const char *s = (v->kind == YAML_SCALAR && !cfg_yaml_is_null(v)) ? v->str : NULL;
                if (!s || strlen(s) != v->len || !iso_date(s)) {
                    if (s) lerr(&c, v, "`%s`: `%s` is not a date (expected YYYY-MM-DD)", kw, shown(arena, v));
                    else lerr(&c, v, "`%s` must be a date (YYYY-MM-DD), got %s", kw, kind_word(v));
                    bad = true;
                } else ae.expires = s;
            }
        }
        if (!has_path) { lerr(&c, e, "`%s` needs `path` (a glob relative to the allowlist root)", where); bad = true; }
        if (!has_codes) { lerr(&c, e, "`%s` needs `codes` (rule codes, code prefixes or categories)", where); bad = true; }
        if (!has_reason) { lerr(&c, e, "`%s` needs `reason` (why the flagged work is what the benchmark measures)", where); bad = true; }
        if (!bad) array_push(arena, &out->entries, ae);
    }
    *cp = c;
    return c.errors ? HL_ECONFIG : HL_OK;
}

int sup_allowlist_load(Arena *arena, const char *path, const RuleSet *rules, AllowList *out) {
    YamlNode *root;
    if (cfg_yaml_load(arena, path, &root) != HL_OK) return HL_ECONFIG;
    LCtx c = {arena, path, rules, 0, {arena, {0}}};
    int rc = load_allowlist(&c, root, path, out);
    cfg_yaml_problems_print(&c.probs, path);
    return rc;
}

/* ------------------------------------------------------------------------------------------ */
/* Inline directives                                                                          */

typedef enum { DIR_LINE = 1, DIR_NEXT, DIR_FILE } DirKind;

typedef struct DirItem {
    const char *sel;
    uint32_t line, col;
    bool known, used;
} DirItem;

typedef struct Directive {
    DirKind kind;
    uint32_t line, col;      /* of `hotlint:` */
    uint32_t first, last;    /* lines it covers (DIR_FILE: all) */
    bool trailing;           /* `ignore` after code on its line: covers findings spanning it */
    const char *reason;      /* NULL when missing (scratch arena) */
    const char *sink_reason; /* copied into the sink's arena on first use */
    Array(DirItem) items;
} Directive;

typedef struct FileSup {
    bool parsed;
    Array(Directive) dirs;
} FileSup;

typedef struct SupCtx {
    Program *prog;
    DiagSink *sink;
    const RuleSet *rules;
    const Config *cfg;
    Arena *a;
    FileSup *files;          /* per Program file */
    StrArray rule_cands;     /* codes + categories, for "did you mean" */
} SupCtx;

static void pos_at(const IrComment *cm, size_t off, uint32_t *line, uint32_t *col) {
    uint32_t l = cm->loc.line, c = cm->loc.col;
    for (size_t i = 0; i < off && cm->text[i]; i++) {
        if (cm->text[i] == '\n') { l++; c = 1; } else c++;
    }
    *line = l;
    *col = c;
}

static bool only_space_before(const Source *src, uint32_t line, uint32_t col) {
    uint32_t n;
    const char *t = src ? src_line(src, line, &n) : NULL;
    if (!t) return true;
    for (uint32_t i = 0; i + 1 < col && i < n; i++)
        if (t[i] != ' ' && t[i] != '\t' && t[i] != '\f') return false;
    return true;
}

/* lines holding only comments (and blanks around them): 1 = comment-only */
static uint8_t *comment_lines(Arena *a, const IrFile *f, uint32_t nlines) {
    uint8_t *m = arena_alloc(a, nlines + 2);
    for (uint32_t i = 0; i < f->comments.size; i++) {
        const IrComment *cm = &f->comments.contents[i];
        if (!only_space_before(f->src, cm->loc.line, cm->loc.col)) continue;
        uint32_t e = cm->loc.end_line >= cm->loc.line ? cm->loc.end_line : cm->loc.line;
        for (uint32_t l = cm->loc.line; l <= e && l <= nlines; l++) m[l] = 1;
    }
    return m;
}

/* first line of code: not blank, not only a comment, not the module docstring (Python) */
static uint32_t first_code_line(const IrFile *f, const uint8_t *cl, uint32_t nlines) {
    bool doc_done = f->lang != LANG_PYTHON;
    for (uint32_t l = 1; l <= nlines; l++) {
        uint32_t n;
        const char *t = src_line(f->src, l, &n);
        if (!t) return l;
        uint32_t i = 0;
        while (i < n && (t[i] == ' ' || t[i] == '\t' || t[i] == '\f' || t[i] == '\r')) i++;
        if (i == n || cl[l]) continue;
        if (!doc_done) {
            doc_done = true;
            uint32_t j = i;
            while (j < n && strchr("rRuUbB", t[j])) j++;
            if (j + 3 <= n && (!strncmp(t + j, "\"\"\"", 3) || !strncmp(t + j, "'''", 3))) {
                char q[4] = {t[j], t[j], t[j], 0};
                const char *close = NULL;
                uint32_t ln = l, from = j + 3;
                for (; ln <= nlines; ln++, from = 0) {
                    uint32_t n2;
                    const char *t2 = src_line(f->src, ln, &n2);
                    if (!t2) break;
                    for (uint32_t k = from; k + 3 <= n2 && !close; k++)
                        if (!strncmp(t2 + k, q, 3)) close = t2 + k;
                    if (close) break;
                }
                if (close) { l = ln; continue; }
                return l;
            }
        }
        return l;
    }
    return nlines + 1;
}

static void tool(SupCtx *s, const char *code, const char *path, uint32_t line, uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
static void tool(SupCtx *s, const char *code, const char *path, uint32_t line, uint32_t col, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char buf[1024];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    Loc loc = {.path = path, .line = line, .col = col, .end_line = line, .end_col = col};
    diag_tool(s->sink, code, SEV_WARNING, loc, "%s", buf);
}

static bool is_tool_code(const char *sel) {
    return sel[0] == 'H' && sel[1] == 'L' && sel[2] == '0' && (sel[3] == 0 || isdigit((unsigned char)sel[3]));
}

static const char *const verbs[] = {"ignore", "ignore-next-line", "ignore-file", NULL};

/* Parses the directive in one comment, if any; reports HL010/HL011/HL013 when `report`. */
static void parse_comment(SupCtx *s, const IrFile *f, const IrComment *cm, const uint8_t *cl, uint32_t nlines,
                          uint32_t code_line, bool report, FileSup *fs) {
    const char *text = cm->text;
    const char *h = NULL;
    for (const char *p = strstr(text, "hotlint:"); p; p = strstr(p + 1, "hotlint:"))
        if (p == text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '-' || p[-1] == '`' || p[-1] == '\'' || p[-1] == '"')) { h = p; break; }
    if (!h) return;
    /* at the start of the comment body, or after other text (`# noqa: E501  hotlint: ...`)? */
    bool at_start = true;
    for (const char *p = text; p < h; p++)
        if (!(*p == '#' || *p == '/' || *p == '*' || *p == '!' || isspace((unsigned char)*p))) at_start = false;
    uint32_t line, col;
    pos_at(cm, (size_t)(h - text), &line, &col);
    const char *path = f->path;
    const char *p = h + 8;
    while (*p == ' ' || *p == '\t') p++;
    const char *w = p;
    while (isalpha((unsigned char)*p) || *p == '-' || *p == '_') p++;
    char verb[40];
    size_t vl = (size_t)(p - w);
    if (vl == 0 || vl >= sizeof verb) {
        if (report && *p == '[') tool(s, "HL013", path, line, col, "malformed suppression: expected `hotlint: ignore[...]`, `ignore-next-line[...]` or `ignore-file[...]`");
        return;
    }
    memcpy(verb, w, vl);
    verb[vl] = 0;
    DirKind kind = !strcmp(verb, "ignore") ? DIR_LINE : !strcmp(verb, "ignore-next-line") ? DIR_NEXT : !strcmp(verb, "ignore-file") ? DIR_FILE : 0;
    const char *q = p;
    while (*q == ' ' || *q == '\t') q++;
    if (*q != '[' && !at_start) return;   /* prose that mentions hotlint: mid-comment */
    if (!kind) {
        const char *near = cfg_closest(verb, verbs);
        if (!near && *q != '[') return;   /* prose that happens to mention hotlint: */
        if (report) {
            if (near) tool(s, "HL013", path, line, col, "malformed suppression: unknown directive `hotlint: %s` (did you mean `hotlint: %s`?)", verb, near);
            else tool(s, "HL013", path, line, col, "malformed suppression: unknown directive `hotlint: %s` (expected `ignore`, `ignore-next-line` or `ignore-file`)", verb);
        }
        return;
    }
    if (*q != '[') {
        if (report) tool(s, "HL013", path, line, col, "malformed suppression: `hotlint: %s` needs codes in brackets, e.g. `hotlint: %s[HL101] -- reason`", verb, verb);
        return;
    }
    Directive d = {0};
    d.kind = kind;
    d.line = line;
    d.col = col;
    const char *b = q + 1;
    const char *close = b;
    while (*close && *close != ']' && *close != '\n') close++;
    if (*close != ']') {
        if (report) tool(s, "HL013", path, line, col, "malformed suppression: missing `]` in `hotlint: %s[...]`", verb);
        return;
    }
    /* items */
    const char *it = b;
    bool bad = false;
    while (it <= close && !bad) {
        const char *e = it;
        while (e < close && *e != ',') e++;
        const char *x = it, *y = e;
        while (x < y && (*x == ' ' || *x == '\t')) x++;
        while (y > x && (y[-1] == ' ' || y[-1] == '\t')) y--;
        bool ok = y > x;
        for (const char *z = x; z < y && ok; z++) ok = isalnum((unsigned char)*z) || *z == '-' || *z == '_';
        if (!ok) {
            if (report) {
                uint32_t il, ic;
                pos_at(cm, (size_t)(x - text), &il, &ic);
                if (y > x) tool(s, "HL013", path, il, ic, "malformed suppression: `%.*s` is not a code, code prefix or category", (int)(y - x), x);
                else tool(s, "HL013", path, il, ic, "malformed suppression: empty code in `hotlint: %s[...]`", verb);
            }
            bad = true;
            break;
        }
        DirItem di = {0};
        di.sel = arena_strndup(s->a, x, (size_t)(y - x));
        pos_at(cm, (size_t)(x - text), &di.line, &di.col);
        array_push(s->a, &d.items, di);
        it = e + 1;
    }
    if (bad) return;
    /* reason */
    const char *r = close + 1;
    while (*r == ' ' || *r == '\t') r++;
    const char *end = r;
    while (*end && *end != '\n') end++;
    const char *re = end;
    while (re > r && (re[-1] == ' ' || re[-1] == '\t' || re[-1] == '\r')) re--;
    if (re - r >= 2 && re[-1] == '/' && re[-2] == '*') { re -= 2; while (re > r && (re[-1] == ' ' || re[-1] == '\t')) re--; }
    if (re > r) {
        if (r[0] != '-' || r[1] != '-') {
            if (report) {
                uint32_t rl, rc;
                pos_at(cm, (size_t)(r - text), &rl, &rc);
                tool(s, "HL013", path, rl, rc, "malformed suppression: expected ` -- reason` after `]`, got `%.*s`", (int)(re - r > 40 ? 40 : re - r), r);
            }
            return;
        }
        const char *rr = r + 2;
        while (rr < re && (*rr == ' ' || *rr == '\t' || *rr == '-')) rr++;
        if (rr < re) d.reason = arena_strndup(s->a, rr, (size_t)(re - rr));
    }
    /* placement */
    bool standalone = only_space_before(f->src, cm->loc.line, cm->loc.col);
    if (kind == DIR_FILE) {
        if (line >= code_line) {
            if (report) tool(s, "HL013", path, line, col, "malformed suppression: `hotlint: ignore-file[...]` must be in the comments at the top of the file, before any code");
            return;
        }
        d.first = 1;
        d.last = UINT32_MAX;
    } else if (kind == DIR_LINE && !standalone) {
        d.trailing = true;
        d.first = d.last = line;
    } else {
        uint32_t t = line + 1;
        while (t <= nlines && cl[t]) t++;
        d.first = d.last = t;
    }
    /* selectors */
    for (uint32_t i = 0; i < d.items.size; i++) {
        DirItem *di = &d.items.contents[i];
        if (is_tool_code(di->sel)) {
            if (report) tool(s, "HL011", path, di->line, di->col, "`%s` is a tool diagnostic and cannot be suppressed inline; use `ignore` in hotlint.yaml", di->sel);
            continue;
        }
        if (s->rules && rule_selector_valid(s->rules, di->sel)) { di->known = true; continue; }
        if (!s->rules) { di->known = true; continue; }
        if (report) {
            array_push(s->a, &s->rule_cands, NULL);
            const char *near = cfg_closest(di->sel, s->rule_cands.contents);
            s->rule_cands.size--;
            if (near) tool(s, "HL011", path, di->line, di->col, "unknown code `%s` in suppression (did you mean `%s`?)", di->sel, near);
            else tool(s, "HL011", path, di->line, di->col, "unknown code `%s` in suppression", di->sel);
        }
    }
    if (!d.reason && report)
        tool(s, "HL010", path, line, col, "suppression without a reason; add ` -- why this is intended` after `]`");
    array_push(s->a, &fs->dirs, d);
}

static bool reported_file(const ProgFile *pf) { return pf->is_explicit && pf->ir; }

static FileSup *file_sup(SupCtx *s, int32_t fi) {
    if (fi < 0 || (uint32_t)fi >= s->prog->files.size) return NULL;
    FileSup *fs = &s->files[fi];
    if (fs->parsed) return fs;
    fs->parsed = true;
    const ProgFile *pf = s->prog->files.contents[fi];
    const IrFile *f = pf->ir;
    if (!f || !f->comments.size || !f->src) return fs;
    uint32_t nlines = f->src->line_starts.size;
    uint8_t *cl = comment_lines(s->a, f, nlines);
    uint32_t code_line = first_code_line(f, cl, nlines);
    for (uint32_t i = 0; i < f->comments.size; i++)
        if (f->comments.contents[i].text) parse_comment(s, f, &f->comments.contents[i], cl, nlines, code_line, reported_file(pf), fs);
    return fs;
}

static bool sel_matches(const char *sel, const Diag *d) {
    if (d->rule) return rule_selector_matches(d->rule, sel);
    return str_eq(sel, d->code) || str_eq(sel, d->category);
}

static bool try_inline(SupCtx *s, Diag *d) {
    FileSup *fs = file_sup(s, d->file);
    if (!fs) return false;
    for (int pass = 0; pass < 2; pass++) {   /* line directives first, then ignore-file */
        for (uint32_t i = 0; i < fs->dirs.size; i++) {
            Directive *dir = &fs->dirs.contents[i];
            if ((pass == 0) == (dir->kind == DIR_FILE)) continue;
            bool covers;
            if (dir->kind == DIR_FILE) covers = true;
            else if (dir->trailing) covers = d->loc.line <= dir->line && dir->line <= (d->loc.end_line > d->loc.line ? d->loc.end_line : d->loc.line);
            else covers = d->loc.line == dir->first;
            if (!covers) continue;
            for (uint32_t k = 0; k < dir->items.size; k++) {
                DirItem *it = &dir->items.contents[k];
                if (!it->known || !sel_matches(it->sel, d)) continue;
                it->used = true;
                d->waived = dir->kind == DIR_FILE ? WAIVE_FILE : WAIVE_INLINE;
                if (!dir->sink_reason) dir->sink_reason = diag_strdup(s->sink, dir->reason ? dir->reason : "(no reason given)");
                d->waive_reason = dir->sink_reason;   /* the scratch arena dies with sup_apply */
                d->waive_loc = (Loc){.path = d->loc.path, .line = dir->line, .col = dir->col, .end_line = dir->line, .end_col = dir->col};
                return true;
            }
        }
    }
    return false;
}

/* would any rule that `sel` selects be enabled for `path`? (no config: assume so) */
static bool sel_enabled(SupCtx *s, const char *sel, const char *path) {
    if (!s->cfg || !s->rules) return true;
    for (uint32_t i = 0; i < s->rules->rules.size; i++) {
        const Rule *r = &s->rules->rules.contents[i];
        if (rule_selector_matches(r, sel) && cfg_rule_severity(s->cfg, r, path) != SEV_NONE) return true;
    }
    return false;
}

static void report_unused(SupCtx *s) {
    for (uint32_t fi = 0; fi < s->prog->files.size; fi++) {
        const ProgFile *pf = s->prog->files.contents[fi];
        if (!reported_file(pf)) continue;
        FileSup *fs = file_sup(s, (int32_t)fi);
        for (uint32_t i = 0; i < fs->dirs.size; i++) {
            const Directive *dir = &fs->dirs.contents[i];
            for (uint32_t k = 0; k < dir->items.size; k++) {
                const DirItem *it = &dir->items.contents[k];
                if (!it->known || it->used || !sel_enabled(s, it->sel, pf->path)) continue;
                if (dir->kind == DIR_FILE)
                    tool(s, "HL012", pf->path, it->line, it->col, "unused suppression: `%s` matches no finding in this file", it->sel);
                else
                    tool(s, "HL012", pf->path, it->line, it->col, "unused suppression: `%s` matches no finding on line %u", it->sel,
                         dir->trailing ? dir->line : dir->first);
            }
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Allowlist matching                                                                         */

typedef PathCache AbsCache;

static const char *abs_of(Arena *a, AbsCache *c, const char *path) {
    c->arena = a;
    return cfg_path_cache_abs(c, path);
}

static bool entry_matches(Arena *a, AbsCache *ac, const AllowEntry *e, const Diag *d) {
    bool code = false;
    for (uint32_t i = 0; i < e->codes.size && !code; i++) code = sel_matches(e->codes.contents[i], d);
    if (!code) return false;
    if (e->occurrence >= 0 && (uint32_t)e->occurrence != d->occurrence) return false;
    if (strcmp(e->scope, "*") != 0 && fnmatch(e->scope, d->scope ? d->scope : "<module>", 0) != 0) return false;
    const char *rel = cfg_path_under(e->base, abs_of(a, ac, d->loc.path));
    return rel && *rel && cfg_glob_match(e->path_glob, rel);
}

/* does the entry's path glob match a file linted in this run? */
static bool entry_relevant(Arena *a, AbsCache *ac, const AllowEntry *e, const Program *prog) {
    for (uint32_t i = 0; i < prog->files.size; i++) {
        const ProgFile *pf = prog->files.contents[i];
        if (!pf->is_explicit) continue;
        const char *rel = cfg_path_under(e->base, abs_of(a, ac, pf->path));
        if (rel && *rel && cfg_glob_match(e->path_glob, rel)) return true;
    }
    return false;
}

/* ------------------------------------------------------------------------------------------ */
/* The seed attribute                                                                         */

typedef struct SeedClass {
    const char *path, *prefix;   /* file display path, "Qual." */
    const IrClass *cls;
} SeedClass;

static bool rule_has_seed(const Rule *r, const StrArray *codes) {
    for (uint32_t i = 0; i < r->seed_codes.size; i++)
        for (uint32_t k = 0; k < codes->size; k++)
            if (str_eq(r->seed_codes.contents[i], codes->contents[k])) return true;
    return false;
}

/* ------------------------------------------------------------------------------------------ */

void sup_apply_cfg(Program *prog, DiagSink *sink, const RuleSet *rules, AllowList *allow, const char *today, const Config *cfg) {
    Arena scratch;
    arena_init(&scratch);
    SupCtx s = {prog, sink, rules, cfg, &scratch, NULL, {0}};
    s.files = arena_alloc(&scratch, sizeof(FileSup) * (prog->files.size + 1));
    for (int i = 0; category_names[i]; i++) array_push(&scratch, &s.rule_cands, category_names[i]);
    if (rules)
        for (uint32_t i = 0; i < rules->rules.size; i++) array_push(&scratch, &s.rule_cands, rules->rules.contents[i].code);

    /* directives of every reported file (HL010/HL011/HL013 now) */
    for (uint32_t fi = 0; fi < prog->files.size; fi++)
        if (reported_file(prog->files.contents[fi])) file_sup(&s, (int32_t)fi);

    /* seed classes of every parsed file */
    Array(SeedClass) seeds = {0};
    for (uint32_t fi = 0; fi < prog->files.size; fi++) {
        const ProgFile *pf = prog->files.contents[fi];
        if (!pf->ir) continue;
        for (uint32_t c = 0; c < pf->ir->classes.size; c++) {
            const IrClass *cls = &pf->ir->classes.contents[c];
            if (!cls->seed_waivers.size) continue;
            SeedClass sc = {pf->path, arena_printf(&scratch, "%s.", cls->qualname ? cls->qualname : cls->name ? cls->name : "?"), cls};
            array_push(&scratch, &seeds, sc);
            if (!pf->is_explicit) continue;
            for (uint32_t k = 0; k < cls->seed_waivers.size; k++)
                if (!sup_seed_code_known(cls->seed_waivers.contents[k])) {
                    const char *near = cfg_closest(cls->seed_waivers.contents[k], seed_codes);
                    const char *path = pf->path;
                    if (near)
                        tool(&s, "HL011", path, cls->seed_loc.line, cls->seed_loc.col, "unknown code `%s` in `allowed_benchmark_fn_antipatterns` (did you mean `%s`?)",
                             cls->seed_waivers.contents[k], near);
                    else
                        tool(&s, "HL011", path, cls->seed_loc.line, cls->seed_loc.col,
                             "unknown code `%s` in `allowed_benchmark_fn_antipatterns` (known: sync, host_transfer, allocation, random_input_regeneration, "
                             "tensor_construction, io, logging, compile, profiling)", cls->seed_waivers.contents[k]);
                }
        }
    }

    /* allowlist entry states */
    AbsCache ac = {0};
    uint32_t ne = allow ? allow->entries.size : 0;
    bool *usable = arena_alloc(&scratch, ne + 1);
    for (uint32_t i = 0; i < ne; i++) {
        const AllowEntry *e = &allow->entries.contents[i];
        bool expired = e->expires && today && strcmp(e->expires, today) < 0;
        usable[i] = !expired && !(e->reason && is_todo(e->reason));
    }

    for (uint32_t i = 0; i < sink->diags.size; i++) {
        Diag *d = &sink->diags.contents[i];
        if (d->is_tool || d->waived || !d->rule) continue;
        if (try_inline(&s, d)) continue;
        for (uint32_t k = 0; k < ne; k++) {
            AllowEntry *e = &allow->entries.contents[k];
            if (!usable[k] || !entry_matches(&scratch, &ac, e, d)) continue;
            e->hits++;
            if (!d->waived) {
                d->waived = WAIVE_ALLOWLIST;
                d->waive_reason = e->reason;
                d->waive_loc = e->loc;
            }
        }
        if (d->waived || !d->chain_len || !d->chain) continue;
        for (uint32_t k = 0; k < seeds.size; k++) {
            const SeedClass *sc = &seeds.contents[k];
            if (!str_eq(d->chain[0].path, sc->path) || !str_starts(d->chain[0].name, sc->prefix)) continue;
            if (!rule_has_seed(d->rule, &sc->cls->seed_waivers)) continue;
            d->waived = WAIVE_SEED;
            d->waive_reason = "allowed_benchmark_fn_antipatterns";
            d->waive_loc = sc->cls->seed_loc;
            d->waive_loc.path = sc->path;
            break;
        }
    }

    report_unused(&s);
    for (uint32_t k = 0; k < ne; k++) {
        const AllowEntry *e = &allow->entries.contents[k];
        if (usable[k] && e->hits) continue;
        if (!entry_relevant(&scratch, &ac, e, prog)) continue;
        bool expired = e->expires && today && strcmp(e->expires, today) < 0;
        if (expired)
            tool(&s, "HL021", e->loc.path, e->loc.line, e->loc.col, "allowlist entry expired on %s and no longer waives; renew it with a new date or fix the finding", e->expires);
        else if (e->reason && is_todo(e->reason))
            tool(&s, "HL022", e->loc.path, e->loc.line, e->loc.col, "allowlist entry reason is `TODO`; it does not waive until the reason says why the flagged work is intended");
        else
            tool(&s, "HL020", e->loc.path, e->loc.line, e->loc.col, "stale allowlist entry: `%s` in `%s` matches no finding", e->path_glob, e->scope);
    }
    if (cfg) cfg_apply_tools(cfg, sink);
    arena_fini(&scratch);
}

void sup_apply(Program *prog, DiagSink *sink, const RuleSet *rules, AllowList *allow, const char *today) {
    sup_apply_cfg(prog, sink, rules, allow, today, NULL);
}

/* ------------------------------------------------------------------------------------------ */
/* Writing an allowlist                                                                       */

static void yaml_quote(StrBuf *sb, const char *s, bool glob) {
    sb_putc(sb, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (glob && (*p == '*' || *p == '?' || *p == '[' || *p == ']' || *p == '\\')) sb_puts(sb, "\\\\");
        if (*p == '"') sb_puts(sb, "\\\"");
        else if (*p == '\\') sb_puts(sb, "\\\\");
        else if (*p < 0x20 || *p == 0x7f) sb_printf(sb, "\\x%02x", *p);
        else sb_putc(sb, (char)*p);
    }
    sb_putc(sb, '"');
}

/* relative path from folder `from` to `to` (both absolute, normalised) */
static const char *rel_path(Arena *a, const char *from, const char *to) {
    char *f = arena_strdup(a, from), *t = arena_strdup(a, to);
    char *fp[256], *tp[256];
    uint32_t nf = 0, nt = 0;
    char *s1 = NULL, *s2 = NULL;
    for (char *x = strtok_r(f, "/", &s1); x && nf < 256; x = strtok_r(NULL, "/", &s1)) fp[nf++] = x;
    for (char *x = strtok_r(t, "/", &s2); x && nt < 256; x = strtok_r(NULL, "/", &s2)) tp[nt++] = x;
    uint32_t c = 0;
    while (c < nf && c < nt && !strcmp(fp[c], tp[c])) c++;
    StrBuf sb;
    sb_init(&sb);
    for (uint32_t i = c; i < nf; i++) sb_puts(&sb, sb.len ? "/.." : "..");
    for (uint32_t i = c; i < nt; i++) { if (sb.len) sb_putc(&sb, '/'); sb_puts(&sb, tp[i]); }
    if (!sb.len) sb_putc(&sb, '.');
    const char *r = arena_strdup(a, sb_cstr(&sb));
    sb_fini(&sb);
    return r;
}

typedef struct WEntry { const char *path, *scope, *code; } WEntry;

static int cmp_w(const void *x, const void *y) {
    const WEntry *a = x, *b = y;
    int c = strcmp(a->path, b->path);
    if (!c) c = strcmp(a->scope, b->scope);
    if (!c) c = strcmp(a->code, b->code);
    return c;
}

int sup_allowlist_write(const char *path, const DiagSink *sink) {
    Arena a;
    arena_init(&a);
    const char *abs = cfg_path_abs(&a, path);
    char *dir = dir_of(&a, abs);
    const char *base = default_root(&a, dir);
    const char *root_key = NULL;
    AbsCache ac = {0};
    /* entries relative to the default root when every finding is below it, else to the cwd */
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (d->is_tool || d->waived || !d->rule || !d->loc.path) continue;
        if (!cfg_path_under(base, abs_of(&a, &ac, d->loc.path))) {
            base = cfg_path_abs(&a, ".");
            root_key = rel_path(&a, dir, base);
            break;
        }
    }
    Array(WEntry) ws = {0};
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (d->is_tool || d->waived || !d->rule || !d->loc.path) continue;
        const char *rel = cfg_path_under(base, abs_of(&a, &ac, d->loc.path));
        WEntry w = {rel && *rel ? rel : d->loc.path, d->scope ? d->scope : "*", d->code};
        array_push(&a, &ws, w);
    }
    if (ws.size > 1) qsort(ws.contents, ws.size, sizeof(WEntry), cmp_w);
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, "# hotlint allowlist, written by `hotlint --write-allowlist`.\n"
                 "# Replace each `TODO` with why the flagged work is what the benchmark measures: a `TODO`\n"
                 "# reason does not waive (HL022). Entries key on path, scope and code, never on lines.\n");
    if (root_key) { sb_puts(&sb, "root: "); yaml_quote(&sb, root_key, false); sb_putc(&sb, '\n'); }
    sb_puts(&sb, ws.size ? "entries:\n" : "entries: []\n");
    for (uint32_t i = 0; i < ws.size; i++) {
        const WEntry *w = &ws.contents[i];
        if (i && !cmp_w(w, &ws.contents[i - 1])) continue;
        sb_puts(&sb, "  - path: ");
        yaml_quote(&sb, w->path, true);
        sb_puts(&sb, "\n    scope: ");
        yaml_quote(&sb, w->scope, !!strcmp(w->scope, "*"));
        sb_printf(&sb, "\n    codes: [%s]\n    reason: \"TODO\"\n", w->code);
    }
    int rc = HL_OK;
    /* first adoption: `allowlists/` usually does not exist yet */
    for (char *q = strchr(dir + 1, '/'); ; q = strchr(q + 1, '/')) {
        if (q) *q = 0;
        mkdir(dir, 0755);
        if (!q) break;
        *q = '/';
    }
    FILE *f = fopen(path, "w");
    if (!f) rc = HL_EIO;
    else {
        if (fwrite(sb.data, 1, sb.len, f) != sb.len) rc = HL_EIO;
        if (fclose(f) != 0) rc = HL_EIO;
    }
    sb_fini(&sb);
    arena_fini(&a);
    return rc;
}
