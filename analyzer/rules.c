/*
 * rules.c — the rule loader: rules/<category>/<CODE>-<name>.yaml -> RuleSet (DESIGN.md §4).
 *
 * Design. Each file is read whole (at most RULE_FILE_MAX bytes) and parsed with libyaml's
 * event API into a small node tree of our own (YNode): scalars, sequences and mappings with
 * 1-based positions. The tree is built with an explicit stack and a depth limit, so no input
 * can recurse us into a crash; aliases are refused (a rule file has no use for them, and
 * refusing them rules out alias bombs and cycles). Every libyaml error becomes
 * `file:line:col: invalid YAML: <problem>`. The tree is then checked against the schema below,
 * field by field; every problem is printed as `file:line:col: message` naming the field,
 * and checking goes on so one run shows every problem. Any problem makes rule_set_load()
 * return HL_ECONFIG: a silently skipped rule is a missed hazard.
 *
 * Schema (all keys of the top mapping; R = required):
 *   code R        HL + 3-4 digits; the hundreds match the category (HL1xx sync-scalar ...
 *                 HL10xx device-query); HL0xx is reserved for tool diagnostics
 *   name R        kebab-case; the file is named <code>-<name>.yaml, its folder is the category
 *   category R    one of the ten category names
 *   languages R   non-empty list of python | cuda | c++ | c
 *   severity R    error | warning | note          status R   stable | preview
 *   message R     one line; placeholders {callee} {method} {recv} {qual} {arg0} {tensor_arg} {args}
 *   help R        one line, same placeholders
 *   doc R         mapping: what R, why R, example R, use_instead R, known_problems
 *   match R       mapping predicate -> value, predicates from rule_pred_table; string
 *                 predicates take a scalar or a non-empty list of scalars, bool ones true/false
 *   microbench R  mapping: template R ([a-z0-9-]+), params (mapping of name -> scalar)
 *   seed_codes    list of the seed project's codes (sync, host_transfer, ...)
 *   cost R        non-negative number, µs per iteration (reference/gpu-hazard-costs.md)
 *
 * Invariants after a successful load: rules sorted by code number, codes and names unique,
 * every Pred id valid and every Pred value well-formed for its predicate, so engine.c never
 * has to validate anything.
 */
#include "rules.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

#include "core/str.h"

#define RULE_FILE_MAX (1u << 20)   /* a rule file is a page of text; anything larger is a mistake */
#define YAML_DEPTH_MAX 32           /* rule files nest 3 levels deep */

/* ---------------------------------------------------------------- names and enums */

static const char *const category_names[CAT__COUNT + 1] = {
    "sync-scalar", "sync-explicit", "sync-implicit", "alloc", "transfer",
    "logging", "io", "python-overhead", "compile", "device-query", NULL,
};

const char *rule_category_name(Category c) { return (unsigned)c < CAT__COUNT ? category_names[c] : "?"; }

int rule_category_from_name(const char *name) {
    for (int i = 0; i < CAT__COUNT; i++)
        if (str_eq(name, category_names[i])) return i;
    return -1;
}

const char *rule_severity_name(Severity s) {
    switch (s) {
    case SEV_NOTE: return "note";
    case SEV_WARNING: return "warning";
    case SEV_ERROR: return "error";
    default: return "none";
    }
}

int rule_severity_from_name(const char *name) {
    if (str_eq(name, "note")) return SEV_NOTE;
    if (str_eq(name, "warning")) return SEV_WARNING;
    if (str_eq(name, "error")) return SEV_ERROR;
    return -1;
}

/* The predicate registry. engine.c implements one C function per row, in this order. */
const PredDef rule_pred_table[] = {
    {"site", PV_STRINGS, "the site kind is one of: call, subscript, truth, fstring, format, import, comprehension, launch, new, decl"},
    {"callee", PV_STRINGS, "a glob matches the resolved name (`torch.cuda.synchronize`) or the name as written (`x.item`)"},
    {"not_callee", PV_STRINGS, "no glob matches the resolved name or the name as written"},
    {"method", PV_STRINGS, "the called method (last attribute of `x.m(...)`) matches one of these globs"},
    {"receiver", PV_STRINGS, "what is known of the receiver (or of a plain call's name) is one of these value kinds"},
    {"not_receiver", PV_STRINGS, "what is known of the receiver is none of these value kinds"},
    {"receiver_type", PV_STRINGS, "a glob matches the constructor the receiver was assigned from (`torch.cuda.Event`)"},
    {"not_receiver_type", PV_STRINGS, "the receiver's constructor is unknown or no glob matches it"},
    {"recv_text", PV_STRINGS, "a glob matches the receiver as written (`self.logger`)"},
    {"not_recv_text", PV_STRINGS, "there is no receiver or no glob matches it as written"},
    {"arg_kind", PV_STRINGS, "some positional argument has one of these value kinds"},
    {"first_arg_kind", PV_STRINGS, "the first positional argument has one of these value kinds"},
    {"arg_at_kind", PV_STRINGS, "`N:kind`: positional argument N (0-based) has that kind (any pair)"},
    {"kwarg_present", PV_STRINGS, "one of these keyword arguments is passed"},
    {"kwarg_absent", PV_STRINGS, "none of these keyword arguments is passed"},
    {"kwarg_equals", PV_STRINGS, "`name=value`: that keyword argument is passed with that text (any pair)"},
    {"arg_text_contains", PV_STRINGS, "some argument's text (positional or keyword value) contains one of these substrings"},
    {"arg_text_not_contains", PV_STRINGS, "no argument's text contains any of these substrings"},
    {"first_arg_text_contains", PV_STRINGS, "the first positional argument's text contains one of these substrings"},
    {"first_arg_text_not_contains", PV_STRINGS, "there is no first positional argument or its text contains none of these substrings"},
    {"first_arg_text_not_in", PV_STRINGS, "there is no first positional argument or its text is none of these (exactly)"},
    {"in_loop", PV_BOOL, "the site runs (true) or does not run (false) once per timed iteration: in a loop of the timed code, or anywhere in what a harness times per iteration (benchmark_fn, do_bench, decorator roots)"},
    {"in_kernel", PV_BOOL, "the site is (true) or is not (false) inside a __global__/__device__ function"},
    {"conditional", PV_BOOL, "the site is (true) or is not (false) under a guard on its way from the root"},
    {"root_kind", PV_STRINGS, "the timed root is one of: benchmark_fn, timer, event, do_bench, decorator, cuda_event, chrono"},
    {"flag", PV_STRINGS, "the site has one of these flags: statement, macro, unresolved, in_kernel, awaited, bracket, timer_start, timer_end, compared, measured, fill"},
    {"not_flag", PV_STRINGS, "the site has none of these flags (same names as `flag`)"},
    {"nargs_min", PV_STRINGS, "at least this many positional arguments"},
    {"nargs_max", PV_STRINGS, "at most this many positional arguments"},
    {NULL, 0, NULL},
};

int rule_pred_lookup(const char *name) {
    for (int i = 0; rule_pred_table[i].name; i++)
        if (str_eq(name, rule_pred_table[i].name)) return i;
    return -1;
}

static const char *const lang_names[] = {"python", "cuda", "c++", "c", NULL};
static const Lang lang_values[] = {LANG_PYTHON, LANG_CUDA, LANG_CPP, LANG_C};
static const char *const site_names[] = {"call", "subscript", "truth", "fstring", "format", "import",
                                         "comprehension", "launch", "new", "decl", NULL};
static const char *const kind_names[] = {"unknown", "tensor", "mask", "number", "shape", "numpy", "string",
                                         "container", "none", "module", "class", "object", "callable",
                                         "host_ptr", "pinned_ptr", "device_ptr", "host_tensor", "dtype", NULL};
static const char *const root_names[] = {"benchmark_fn", "timer", "event", "do_bench", "decorator",
                                         "cuda_event", "chrono", NULL};
static const char *const flag_names[] = {"statement", "macro", "unresolved", "in_kernel", "awaited",
                                         "bracket", "timer_start", "timer_end", "compared", "measured", "fill", "rebinds", "on_device", NULL};
static const char *const seed_names[] = {"sync", "host_transfer", "allocation", "random_input_regeneration",
                                         "tensor_construction", "io", "logging", "compile", "profiling", NULL};
static const char *const severity_names[] = {"error", "warning", "note", NULL};
static const char *const status_names[] = {"stable", "preview", NULL};
static const char *const placeholder_names[] = {"callee", "method", "recv", "qual", "arg0", "tensor_arg", "args", NULL};

static int list_index(const char *const *list, const char *s) {
    for (int i = 0; list[i]; i++)
        if (str_eq(list[i], s)) return i;
    return -1;
}

/* The closest name in `list` to `s`, or NULL when nothing is close enough to suggest. */
static const char *closest(const char *const *list, const char *s) {
    const char *best = NULL;
    int bd = 256;
    for (int i = 0; list[i]; i++) {
        int d = str_edit_distance(s, list[i]);
        if (d < bd) { bd = d; best = list[i]; }
    }
    size_t n = strlen(s);
    int limit = n <= 4 ? 1 : n <= 8 ? 2 : 3;
    return bd <= limit ? best : NULL;
}

/* ---------------------------------------------------------------- YAML tree */

typedef enum { YN_SCALAR, YN_SEQ, YN_MAP } YKind;

typedef struct YNode YNode;
struct YNode {
    YKind kind;
    uint32_t line, col;      /* 1-based */
    const char *str;         /* scalar text (arena) */
    size_t len;
    bool plain;              /* unquoted scalar */
    Array(YNode *) items;    /* SEQ: items; MAP: key, value, key, value, ... */
};

typedef struct Loader {
    Arena *arena;
    const char *path;        /* the file being read */
    int errors;              /* problems printed so far (whole load) */
} Loader;

static void errf(Loader *l, uint32_t line, uint32_t col, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void errf(Loader *l, uint32_t line, uint32_t col, const char *fmt, ...) {
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    fprintf(stderr, "%s:%u:%u: %s\n", l->path, line ? line : 1, col ? col : 1, buf);
    l->errors++;
}

/* Shortens user text quoted in a message to one readable line. */
static const char *quote(Loader *l, const char *s, size_t n) {
    char *out = arena_alloc(l->arena, 64);
    size_t w = 0;
    for (size_t i = 0; i < n && w < 48; i++) {
        unsigned char c = (unsigned char)s[i];
        out[w++] = (c < 0x20 || c == 0x7f) ? '?' : (char)c;
    }
    if (w < n && w == 48) { memcpy(out + w, "...", 3); w += 3; }
    out[w] = 0;
    return out;
}

static void offset_to_linecol(const char *buf, size_t n, size_t off, uint32_t *line, uint32_t *col) {
    uint32_t ln = 1, c = 1;
    for (size_t i = 0; i < off && i < n; i++) {
        if (buf[i] == '\n') { ln++; c = 1; } else c++;
    }
    *line = ln;
    *col = c;
}

static void yaml_problem(Loader *l, const yaml_parser_t *p, const char *buf, size_t n) {
    uint32_t line, col;
    if (p->error == YAML_READER_ERROR) offset_to_linecol(buf, n, p->problem_offset, &line, &col);
    else { line = (uint32_t)p->problem_mark.line + 1; col = (uint32_t)p->problem_mark.column + 1; }
    const char *problem = p->problem ? p->problem : "unknown error";
    /* libyaml marks count characters, not bytes: look at the line's indentation instead */
    const char *ls = buf;
    for (uint32_t k = 1; k < line && ls; k++) {
        ls = memchr(ls, '\n', (size_t)(buf + n - ls));
        if (ls) ls++;
    }
    bool tab = false;
    for (const char *q = ls; q && q < buf + n && (*q == ' ' || *q == '\t'); q++)
        if (*q == '\t') tab = true;
    errf(l, line, col, "invalid YAML: %s%s", problem, tab ? " (a tab; indent with spaces)" : "");
}

static YNode *ynode(Loader *l, YKind k, yaml_mark_t m) {
    YNode *n = arena_alloc(l->arena, sizeof *n);
    n->kind = k;
    n->line = (uint32_t)m.line + 1;
    n->col = (uint32_t)m.column + 1;
    return n;
}

/* Parses `buf` into a YNode tree. NULL after printing a problem (or for an empty document,
 * reported by the caller: *empty is set). */
static YNode *yaml_tree(Loader *l, const char *buf, size_t n, bool *empty) {
    yaml_parser_t p;
    yaml_event_t ev;
    YNode *stack[YAML_DEPTH_MAX];
    int depth = 0, docs = 0;
    YNode *root = NULL;
    bool ok = true;
    *empty = false;
    if (!yaml_parser_initialize(&p)) { errf(l, 1, 1, "invalid YAML: cannot initialise the parser"); return NULL; }
    yaml_parser_set_input_string(&p, (const unsigned char *)buf, n);
    for (;;) {
        if (!yaml_parser_parse(&p, &ev)) { yaml_problem(l, &p, buf, n); ok = false; break; }
        yaml_event_type_t t = ev.type;
        YNode *node = NULL;
        switch (t) {
        case YAML_DOCUMENT_START_EVENT:
            if (++docs > 1) {
                errf(l, (uint32_t)ev.start_mark.line + 1, (uint32_t)ev.start_mark.column + 1,
                     "a rule file holds one YAML document; found a second one");
                ok = false;
            }
            break;
        case YAML_ALIAS_EVENT:
            errf(l, (uint32_t)ev.start_mark.line + 1, (uint32_t)ev.start_mark.column + 1,
                 "aliases (`*%s`) are not allowed in rule files; write the value out",
                 quote(l, (const char *)ev.data.alias.anchor, strlen((const char *)ev.data.alias.anchor)));
            ok = false;
            break;
        case YAML_SCALAR_EVENT:
            node = ynode(l, YN_SCALAR, ev.start_mark);
            node->str = arena_strndup(l->arena, (const char *)ev.data.scalar.value, ev.data.scalar.length);
            node->len = ev.data.scalar.length;
            node->plain = ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
            break;
        case YAML_SEQUENCE_START_EVENT: node = ynode(l, YN_SEQ, ev.start_mark); break;
        case YAML_MAPPING_START_EVENT: node = ynode(l, YN_MAP, ev.start_mark); break;
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            if (depth > 0) depth--;
            break;
        default: break;
        }
        if (node) {
            if (depth > 0) array_push(l->arena, &stack[depth - 1]->items, node);
            else if (!root) root = node;
            if (node->kind != YN_SCALAR) {
                if (depth == YAML_DEPTH_MAX) {
                    errf(l, node->line, node->col, "invalid YAML: nesting deeper than %d levels", YAML_DEPTH_MAX);
                    ok = false;
                } else {
                    stack[depth++] = node;
                }
            }
        }
        yaml_event_delete(&ev);
        if (!ok || t == YAML_STREAM_END_EVENT) break;
    }
    yaml_parser_delete(&p);
    if (!ok) return NULL;
    if (!root) *empty = true;
    return root;
}

/* ---------------------------------------------------------------- schema checks */

static bool is_null(const YNode *n) {
    return n->kind == YN_SCALAR && n->plain &&
           (n->len == 0 || str_eq(n->str, "~") || str_eq(n->str, "null") || str_eq(n->str, "Null") || str_eq(n->str, "NULL"));
}

static const char *kind_word(const YNode *n) {
    if (is_null(n)) return "nothing";
    return n->kind == YN_SEQ ? "a list" : n->kind == YN_MAP ? "a mapping" : "a scalar";
}

/* A non-empty single-line-or-not string field. */
static const char *get_string(Loader *l, const YNode *n, const char *field, bool one_line) {
    if (n->kind != YN_SCALAR || is_null(n)) {
        errf(l, n->line, n->col, "`%s` must be a non-empty string, got %s", field, kind_word(n));
        return NULL;
    }
    if (strlen(n->str) != n->len) { errf(l, n->line, n->col, "`%s` contains a NUL character", field); return NULL; }
    const char *p = n->str;
    while (*p == ' ' || *p == '\t' || *p == '\n') p++;
    if (!*p) { errf(l, n->line, n->col, "`%s` must be a non-empty string", field); return NULL; }
    if (one_line && strchr(n->str, '\n')) {
        errf(l, n->line, n->col, "`%s` must be one line", field);
        return NULL;
    }
    if (!str_utf8_valid(n->str, n->len)) { errf(l, n->line, n->col, "`%s` is not valid UTF-8", field); return NULL; }
    return n->str;
}

/* Checks the {placeholder}s of a message or help text. */
static void check_placeholders(Loader *l, const YNode *n, const char *field) {
    for (const char *p = n->str; (p = strchr(p, '{')); p++) {
        const char *q = p + 1;
        while (*q && (islower((unsigned char)*q) || isdigit((unsigned char)*q) || *q == '_')) q++;
        if (*q != '}' || q == p + 1) continue;
        char word[64];
        size_t k = (size_t)(q - p - 1);
        if (k >= sizeof word) k = sizeof word - 1;
        memcpy(word, p + 1, k);
        word[k] = 0;
        if (list_index(placeholder_names, word) < 0)
            errf(l, n->line, n->col, "unknown placeholder `{%s}` in `%s` (known: {callee}, {method}, {recv}, {qual}, {arg0}, {tensor_arg}, {args})", word, field);
    }
}

/* One key of a mapping, validated: keys are unique plain names from `known`. */
typedef struct Field { const char *name; bool required; } Field;

/* Looks up every key of `map` in `fields`; fills out[i] with the value node of fields[i]
 * (NULL when absent). Reports unknown keys (with a suggestion), duplicates and missing
 * required fields (`where` names the mapping for messages). */
static void get_fields(Loader *l, const YNode *map, const Field *fields, const YNode **out, const char *where) {
    const char *names[24];
    int nf = 0;
    for (; fields[nf].name; nf++) { names[nf] = fields[nf].name; out[nf] = NULL; }
    names[nf] = NULL;
    const YNode *keys[24] = {0};
    bool suggested[24] = {0};
    for (uint32_t i = 0; i + 1 < map->items.size; i += 2) {
        const YNode *k = map->items.contents[i], *v = map->items.contents[i + 1];
        if (k->kind != YN_SCALAR || is_null(k)) { errf(l, k->line, k->col, "keys in %s must be plain names, got %s", where, kind_word(k)); continue; }
        int idx = list_index(names, k->str);
        if (idx < 0) {
            const char *sug = closest(names, k->str);
            if (sug) {
                errf(l, k->line, k->col, "unknown key `%s` in %s; did you mean `%s`?", quote(l, k->str, k->len), where, sug);
                suggested[list_index(names, sug)] = true;
            }
            else errf(l, k->line, k->col, "unknown key `%s` in %s", quote(l, k->str, k->len), where);
            continue;
        }
        if (out[idx]) { errf(l, k->line, k->col, "duplicate key `%s` in %s (first at line %u)", k->str, where, keys[idx]->line); continue; }
        out[idx] = v;
        keys[idx] = k;
    }
    for (int i = 0; i < nf; i++)
        if (fields[i].required && !out[i] && !suggested[i]) errf(l, map->line, map->col, "missing required field `%s` in %s", fields[i].name, where);
}

/* A scalar or list of scalars, as a StrArray. Returns false (after reporting) when malformed. */
static bool get_str_list(Loader *l, const YNode *n, const char *field, bool allow_scalar, bool allow_empty, StrArray *out) {
    if (n->kind == YN_SCALAR && !is_null(n) && allow_scalar) {
        if (!get_string(l, n, field, true)) return false;
        array_push(l->arena, out, n->str);
        return true;
    }
    if (n->kind != YN_SEQ) {
        errf(l, n->line, n->col, "`%s` must be a list%s, got %s", field, allow_scalar ? " or a string" : "", kind_word(n));
        return false;
    }
    if (!n->items.size && !allow_empty) { errf(l, n->line, n->col, "`%s` must not be empty", field); return false; }
    bool ok = true;
    for (uint32_t i = 0; i < n->items.size; i++) {
        const YNode *it = n->items.contents[i];
        if (it->kind != YN_SCALAR || is_null(it)) {
            errf(l, it->line, it->col, "items of `%s` must be strings, got %s", field, kind_word(it));
            ok = false;
            continue;
        }
        if (!get_string(l, it, field, true)) { ok = false; continue; }
        array_push(l->arena, out, it->str);
    }
    return ok;
}

/* Node of the i-th value of a string-list field (for positions in messages). */
static const YNode *item_node(const YNode *n, uint32_t i) {
    return n->kind == YN_SEQ && i < n->items.size ? n->items.contents[i] : n;
}

static void check_enum_value(Loader *l, const YNode *at, const char *field, const char *v, const char *const *allowed, const char *what) {
    if (list_index(allowed, v) >= 0) return;
    const char *sug = closest(allowed, v);
    if (sug) errf(l, at->line, at->col, "unknown %s `%s` in `%s`; did you mean `%s`?", what, quote(l, v, strlen(v)), field, sug);
    else {
        char all[512] = "";
        for (int i = 0; allowed[i]; i++) {
            if (i) strncat(all, ", ", sizeof all - strlen(all) - 1);
            strncat(all, allowed[i], sizeof all - strlen(all) - 1);
        }
        errf(l, at->line, at->col, "unknown %s `%s` in `%s` (expected one of: %s)", what, quote(l, v, strlen(v)), field, all);
    }
}

static bool is_ident(const char *s) {
    if (!s || !(isalpha((unsigned char)*s) || *s == '_')) return false;
    for (s++; *s; s++)
        if (!(isalnum((unsigned char)*s) || *s == '_')) return false;
    return true;
}

static bool all_digits(const char *s) {
    if (!s || !*s) return false;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s)) return false;
    return true;
}

/* The value shape each predicate accepts. */
static void check_pred_value(Loader *l, const char *pname, const YNode *vn, const char *field, Pred *pr) {
    char where[96];
    snprintf(where, sizeof where, "match.%s", pname);
    for (uint32_t i = 0; i < pr->values.size; i++) {
        const char *v = pr->values.contents[i];
        const YNode *at = item_node(vn, i);
        if (str_eq(pname, "site")) check_enum_value(l, at, where, v, site_names, "site kind");
        else if (str_eq(pname, "receiver") || str_eq(pname, "not_receiver") || str_eq(pname, "arg_kind") || str_eq(pname, "first_arg_kind"))
            check_enum_value(l, at, where, v, kind_names, "value kind");
        else if (str_eq(pname, "root_kind")) check_enum_value(l, at, where, v, root_names, "root kind");
        else if (str_eq(pname, "flag") || str_eq(pname, "not_flag")) check_enum_value(l, at, where, v, flag_names, "site flag");
        else if (str_eq(pname, "arg_at_kind")) {
            const char *c = strchr(v, ':');
            char num[16] = "";
            if (c && (size_t)(c - v) < sizeof num) { memcpy(num, v, (size_t)(c - v)); num[c - v] = 0; }
            if (!c || !all_digits(num) || strlen(num) > 3) errf(l, at->line, at->col, "`%s` values look like `N:kind` (e.g. `1:tensor`), got `%s`", where, quote(l, v, strlen(v)));
            else check_enum_value(l, at, where, c + 1, kind_names, "value kind");
        } else if (str_eq(pname, "kwarg_equals")) {
            const char *e = strchr(v, '=');
            char name[128] = "";
            if (e && (size_t)(e - v) < sizeof name) { memcpy(name, v, (size_t)(e - v)); name[e - v] = 0; }
            if (!e || !is_ident(name) || !e[1]) errf(l, at->line, at->col, "`%s` values look like `name=value`, got `%s`", where, quote(l, v, strlen(v)));
        } else if (str_eq(pname, "nargs_min") || str_eq(pname, "nargs_max")) {
            if (pr->values.size != 1) {
                errf(l, vn->line, vn->col, "`%s` must be one non-negative integer, got a list of %u", where, pr->values.size);
                break;
            }
            if (!all_digits(v) || strlen(v) > 3) {
                errf(l, at->line, at->col, "`%s` must be one non-negative integer, got `%s`", where, quote(l, v, strlen(v)));
                break;
            }
        } else if (str_eq(pname, "kwarg_present") || str_eq(pname, "kwarg_absent")) {
            if (!is_ident(v)) errf(l, at->line, at->col, "`%s` values are keyword names, got `%s`", where, quote(l, v, strlen(v)));
        }
    }
    (void)field;
}

static void check_match(Loader *l, const YNode *m, Rule *r) {
    if (m->kind != YN_MAP) { errf(l, m->line, m->col, "`match` must be a mapping of predicates, got %s", kind_word(m)); return; }
    if (!m->items.size) { errf(l, m->line, m->col, "`match` must hold at least one predicate"); return; }
    const char *names[64];
    int np = 0;
    for (; rule_pred_table[np].name && np < 63; np++) names[np] = rule_pred_table[np].name;
    names[np] = NULL;
    for (uint32_t i = 0; i + 1 < m->items.size; i += 2) {
        const YNode *k = m->items.contents[i], *v = m->items.contents[i + 1];
        if (k->kind != YN_SCALAR || is_null(k)) { errf(l, k->line, k->col, "predicate names in `match` must be plain names"); continue; }
        int id = rule_pred_lookup(k->str);
        if (id < 0) {
            const char *sug = closest(names, k->str);
            if (sug) errf(l, k->line, k->col, "unknown predicate `%s` in `match`; did you mean `%s`?", quote(l, k->str, k->len), sug);
            else errf(l, k->line, k->col, "unknown predicate `%s` in `match`", quote(l, k->str, k->len));
            continue;
        }
        bool dup = false;
        for (uint32_t j = 0; j < r->match.size; j++)
            if (r->match.contents[j].id == id) dup = true;
        for (uint32_t j = 0; j < i; j += 2)
            if (str_eq(((const YNode *)m->items.contents[j])->str, k->str)) dup = true;
        if (dup) { errf(l, k->line, k->col, "duplicate predicate `%s` in `match`", k->str); continue; }
        Pred pr = {.id = id};
        char field[96];
        snprintf(field, sizeof field, "match.%s", k->str);
        if (rule_pred_table[id].type == PV_BOOL) {
            if (v->kind != YN_SCALAR || !v->plain || !(str_eq(v->str, "true") || str_eq(v->str, "false"))) {
                errf(l, v->line, v->col, "`%s` must be true or false", field);
                continue;
            }
            pr.flag = str_eq(v->str, "true");
        } else {
            if (!get_str_list(l, v, field, true, false, &pr.values)) continue;
            int before = l->errors;
            check_pred_value(l, k->str, v, field, &pr);
            if (l->errors != before) continue;
        }
        array_push(l->arena, &r->match, pr);
    }
}

static void check_microbench(Loader *l, const YNode *m, Rule *r) {
    if (m->kind != YN_MAP) { errf(l, m->line, m->col, "`microbench` must be a mapping with `template`, got %s", kind_word(m)); return; }
    static const Field fields[] = {{"template", true}, {"params", false}, {NULL, false}};
    const YNode *v[2];
    get_fields(l, m, fields, v, "`microbench`");
    if (v[0] && (r->mb_template = get_string(l, v[0], "microbench.template", true))) {
        for (const char *p = r->mb_template; *p; p++)
            if (!(islower((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '-')) {
                errf(l, v[0]->line, v[0]->col, "`microbench.template` is a template id like `d2h-scalar`, got `%s`", quote(l, r->mb_template, strlen(r->mb_template)));
                r->mb_template = NULL;
                break;
            }
    }
    if (!v[1]) return;
    if (v[1]->kind != YN_MAP) { errf(l, v[1]->line, v[1]->col, "`microbench.params` must be a mapping of name: value, got %s", kind_word(v[1])); return; }
    for (uint32_t i = 0; i + 1 < v[1]->items.size; i += 2) {
        const YNode *k = v[1]->items.contents[i], *val = v[1]->items.contents[i + 1];
        if (k->kind != YN_SCALAR || !is_ident(k->str)) { errf(l, k->line, k->col, "`microbench.params` keys must be names"); continue; }
        if (val->kind != YN_SCALAR || is_null(val) || strpbrk(val->str, ";=\n") || strlen(val->str) != val->len) {
            errf(l, val->line, val->col, "`microbench.params.%s` must be a scalar without `;`, `=` or newlines", k->str);
            continue;
        }
        for (uint32_t j = 0; j < r->mb_params.size; j++)
            if (str_eq(r->mb_params.contents[j].key, k->str)) errf(l, k->line, k->col, "duplicate key `%s` in `microbench.params`", k->str);
        KeyVal kv = {k->str, val->str};
        array_push(l->arena, &r->mb_params, kv);
    }
}

static bool kebab(const char *s) {
    if (!s || !islower((unsigned char)*s)) return false;
    for (const char *p = s; *p; p++) {
        if (islower((unsigned char)*p) || isdigit((unsigned char)*p)) continue;
        if (*p == '-' && p[1] && p[1] != '-' && p != s) continue;
        return false;
    }
    return true;
}

static const char *base_name(const char *p) {
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

/* The folder a file is in (its last component), in the arena. */
static const char *folder_name(Arena *a, const char *path) {
    const char *s = strrchr(path, '/');
    if (!s) return "";
    const char *b = s;
    while (b > path && b[-1] != '/') b--;
    return arena_strndup(a, b, (size_t)(s - b));
}

/* Checks the code's hundreds against the category: HL1xx sync-scalar ... HL10xx device-query. */
static void check_code(Loader *l, const YNode *n, Rule *r) {
    const char *c = r->code;
    size_t len = strlen(c);
    if (!(c[0] == 'H' && c[1] == 'L' && (len == 5 || len == 6) && all_digits(c + 2))) {
        errf(l, n->line, n->col, "`code` must be `HL` followed by 3 or 4 digits (e.g. `HL101`), got `%s`", quote(l, c, len));
        r->code = NULL;
        return;
    }
    if (c[2] == '0') {
        errf(l, n->line, n->col, "`code` `%s`: codes HL0xx are reserved for tool diagnostics", c);
        r->code = NULL;
    }
}

static void check_code_category(Loader *l, const YNode *n, const Rule *r) {
    if (!r->code) return;
    char hundreds[8];
    size_t len = strlen(r->code);
    memcpy(hundreds, r->code + 2, len - 4);
    hundreds[len - 4] = 0;
    char want[16];
    snprintf(want, sizeof want, "%u", ((unsigned)r->category + 1) % 100);
    if (!str_eq(hundreds, want))
        errf(l, n->line, n->col, "`code` `%s` does not belong to category `%s` (its codes are HL%sxx)", r->code,
             rule_category_name(r->category), want);
}

static const Field top_fields[] = {
    {"code", true}, {"name", true}, {"category", true}, {"languages", true}, {"severity", true},
    {"status", true}, {"message", true}, {"help", true}, {"doc", true}, {"match", true},
    {"microbench", true}, {"seed_codes", false}, {"cost", true}, {NULL, false},
};
enum { F_CODE, F_NAME, F_CATEGORY, F_LANGS, F_SEVERITY, F_STATUS, F_MESSAGE, F_HELP, F_DOC, F_MATCH, F_MB, F_SEED, F_COST, F__N };

static void check_rule(Loader *l, const YNode *root, Rule *r) {
    const YNode *v[F__N];
    get_fields(l, root, top_fields, v, "the rule");
    if (v[F_CODE] && (r->code = get_string(l, v[F_CODE], "code", true))) {
        r->line = v[F_CODE]->line;
        check_code(l, v[F_CODE], r);
    }
    if (v[F_NAME] && (r->name = get_string(l, v[F_NAME], "name", true)) && !kebab(r->name)) {
        errf(l, v[F_NAME]->line, v[F_NAME]->col, "`name` must be kebab-case (lowercase words joined by `-`), got `%s`", quote(l, r->name, strlen(r->name)));
        r->name = NULL;
    }
    int cat = -1;
    if (v[F_CATEGORY] && get_string(l, v[F_CATEGORY], "category", true)) {
        cat = rule_category_from_name(v[F_CATEGORY]->str);
        if (cat < 0) check_enum_value(l, v[F_CATEGORY], "category", v[F_CATEGORY]->str, category_names, "category");
        else {
            r->category = (Category)cat;
            check_code_category(l, v[F_CODE], r);
        }
    }
    if (v[F_LANGS]) {
        StrArray langs = {0};
        if (v[F_LANGS]->kind != YN_SEQ) errf(l, v[F_LANGS]->line, v[F_LANGS]->col, "`languages` must be a list such as [python], got %s", kind_word(v[F_LANGS]));
        else if (get_str_list(l, v[F_LANGS], "languages", false, false, &langs)) {
            for (uint32_t i = 0; i < langs.size; i++) {
                const YNode *at = item_node(v[F_LANGS], i);
                int li = list_index(lang_names, langs.contents[i]);
                if (li < 0) { check_enum_value(l, at, "languages", langs.contents[i], lang_names, "language"); continue; }
                if (r->langs & (1u << lang_values[li])) errf(l, at->line, at->col, "language `%s` is listed twice", langs.contents[i]);
                r->langs |= 1u << lang_values[li];
            }
        }
    }
    if (v[F_SEVERITY] && get_string(l, v[F_SEVERITY], "severity", true)) {
        int s = rule_severity_from_name(v[F_SEVERITY]->str);
        if (s < 0) check_enum_value(l, v[F_SEVERITY], "severity", v[F_SEVERITY]->str, severity_names, "severity");
        else r->severity = (Severity)s;
    }
    if (v[F_STATUS] && get_string(l, v[F_STATUS], "status", true)) {
        int s = list_index(status_names, v[F_STATUS]->str);
        if (s < 0) check_enum_value(l, v[F_STATUS], "status", v[F_STATUS]->str, status_names, "status");
        else r->preview = s == 1;
    }
    if (v[F_MESSAGE] && (r->message = get_string(l, v[F_MESSAGE], "message", true))) check_placeholders(l, v[F_MESSAGE], "message");
    if (v[F_HELP] && (r->help = get_string(l, v[F_HELP], "help", true))) check_placeholders(l, v[F_HELP], "help");
    if (v[F_DOC]) {
        if (v[F_DOC]->kind != YN_MAP) errf(l, v[F_DOC]->line, v[F_DOC]->col, "`doc` must be a mapping with what, why, example, use_instead, got %s", kind_word(v[F_DOC]));
        else {
            static const Field docf[] = {{"what", true}, {"why", true}, {"example", true}, {"use_instead", true}, {"known_problems", false}, {NULL, false}};
            static const char *const dnames[] = {"doc.what", "doc.why", "doc.example", "doc.use_instead", "doc.known_problems"};
            const YNode *d[5];
            get_fields(l, v[F_DOC], docf, d, "`doc`");
            const char **dst[5] = {&r->doc.what, &r->doc.why, &r->doc.example, &r->doc.use_instead, &r->doc.known_problems};
            for (int i = 0; i < 5; i++)
                if (d[i]) *dst[i] = get_string(l, d[i], dnames[i], false);
        }
    }
    if (v[F_MATCH]) check_match(l, v[F_MATCH], r);
    if (v[F_MB]) check_microbench(l, v[F_MB], r);
    if (v[F_SEED] && get_str_list(l, v[F_SEED], "seed_codes", false, true, &r->seed_codes)) {
        for (uint32_t i = 0; i < r->seed_codes.size; i++)
            check_enum_value(l, item_node(v[F_SEED], i), "seed_codes", r->seed_codes.contents[i], seed_names, "seed code");
    }
    if (v[F_COST]) {
        const YNode *c = v[F_COST];
        char *end = NULL;
        double d = 0;
        if (c->kind == YN_SCALAR && !c->plain) {
            errf(l, c->line, c->col, "`cost` must be a number, not a quoted string");
            return;
        }
        bool ok = c->kind == YN_SCALAR && c->len > 0;
        if (ok) {
            errno = 0;
            d = strtod(c->str, &end);
            ok = end && !*end && errno == 0 && isfinite(d) && d >= 0 && !isspace((unsigned char)c->str[0]);
        }
        if (!ok) errf(l, c->line, c->col, "`cost` must be a non-negative number (µs per iteration), got %s%s%s",
                      c->kind == YN_SCALAR ? "`" : "", c->kind == YN_SCALAR ? quote(l, c->str, c->len) : kind_word(c),
                      c->kind == YN_SCALAR ? "`" : "");
        else r->cost_us = d;
    }
}

/* ---------------------------------------------------------------- files and folders */

static int cmp_cstr(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* Sorted entry names of `dir` (no dot files). -1 with errno when it cannot be read. */
static int list_dir(Arena *a, const char *dir, StrArray *out) {
    DIR *d = opendir(dir);
    if (!d) return -1;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        array_push(a, out, arena_strdup(a, e->d_name));
    }
    closedir(d);
    if (out->size > 1) qsort(out->contents, out->size, sizeof(char *), cmp_cstr);
    return 0;
}

static bool is_dir(const char *p) {
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_rule_file(const char *name) { return str_ends(name, ".yaml") || str_ends(name, ".yml"); }

static char *read_all(Loader *l, const char *path, size_t *n) {
    FILE *f = fopen(path, "rb");
    if (!f) { errf(l, 1, 1, "cannot read rule file: %s", strerror(errno)); return NULL; }
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 8192;
            buf = hl_realloc(buf, cap);
        }
        size_t got = fread(buf + len, 1, cap - len - 1, f);
        len += got;
        if (len > RULE_FILE_MAX) {
            errf(l, 1, 1, "rule file is larger than %u bytes", RULE_FILE_MAX);
            free(buf);
            fclose(f);
            return NULL;
        }
        if (got == 0) break;
    }
    bool bad = ferror(f);
    fclose(f);
    if (bad) { errf(l, 1, 1, "cannot read rule file: %s", strerror(errno)); free(buf); return NULL; }
    buf[len] = 0;
    *n = len;
    return buf;
}

static void load_file(Loader *l, const char *path, RuleSet *out) {
    l->path = path;
    size_t n = 0;
    char *buf = read_all(l, path, &n);
    if (!buf) return;
    bool empty = false;
    int before = l->errors;
    YNode *root = yaml_tree(l, buf, n, &empty);
    free(buf);
    if (!root) {
        if (empty && l->errors == before) errf(l, 1, 1, "rule file is empty");
        return;
    }
    if (root->kind != YN_MAP) {
        errf(l, root->line, root->col, "a rule file must be a mapping of fields (code, name, category, ...), got %s", kind_word(root));
        return;
    }
    Rule r = {0};
    r.file = arena_strdup(l->arena, path);
    r.line = 1;
    check_rule(l, root, &r);
    if (l->errors != before) return;
    /* file name and folder agree with the content */
    char want[256];
    snprintf(want, sizeof want, "%s-%s.yaml", r.code, r.name);
    if (!str_eq(base_name(path), want))
        errf(l, 1, 1, "file name must be `%s` (from its `code` and `name`)", want);
    const char *folder = folder_name(l->arena, path);
    if (!str_eq(folder, rule_category_name(r.category)))
        errf(l, 1, 1, "rule of category `%s` is in folder `%s`; move it to `%s/`", rule_category_name(r.category), folder,
             rule_category_name(r.category));
    if (l->errors != before) return;
    array_push(l->arena, &out->rules, r);
}

static long code_number(const char *code) { return strtol(code + 2, NULL, 10); }

static int cmp_rule(const void *pa, const void *pb) {
    const Rule *a = pa, *b = pb;
    long x = code_number(a->code), y = code_number(b->code);
    if (x != y) return x < y ? -1 : 1;
    return strcmp(a->file, b->file);
}

int rule_set_load(Arena *arena, const char *dir, RuleSet *out) {
    memset(out, 0, sizeof *out);
    out->dir = arena_strdup(arena, dir);
    Loader l = {.arena = arena, .path = dir};
    StrArray top = {0};
    if (list_dir(arena, dir, &top) != 0) {
        fprintf(stderr, "%s: cannot open the rules folder: %s\n", dir, strerror(errno));
        return HL_ECONFIG;
    }
    uint32_t files = 0;
    for (uint32_t i = 0; i < top.size; i++) {
        const char *p = arena_printf(arena, "%s/%s", dir, top.contents[i]);
        if (!is_dir(p)) {
            if (is_rule_file(top.contents[i])) {
                files++;
                l.path = p;
                errf(&l, 1, 1, "rule file outside a category folder; move it to %s/<category>/", dir);
            }
            continue;
        }
        StrArray sub = {0};
        if (list_dir(arena, p, &sub) != 0) {
            fprintf(stderr, "%s: cannot open the rules folder: %s\n", p, strerror(errno));
            l.errors++;
            continue;
        }
        for (uint32_t j = 0; j < sub.size; j++) {
            if (!is_rule_file(sub.contents[j])) continue;
            const char *fp = arena_printf(arena, "%s/%s", p, sub.contents[j]);
            if (is_dir(fp)) continue;
            files++;
            load_file(&l, fp, out);
        }
    }
    if (!files) {
        fprintf(stderr, "%s: no rule files (expected %s/<category>/<CODE>-<name>.yaml)\n", dir, dir);
        return HL_ECONFIG;
    }
    if (out->rules.size > 1) qsort(out->rules.contents, out->rules.size, sizeof(Rule), cmp_rule);
    for (uint32_t i = 1; i < out->rules.size; i++) {
        const Rule *a = &out->rules.contents[i - 1], *b = &out->rules.contents[i];
        if (code_number(a->code) == code_number(b->code)) {
            l.path = b->file;
            errf(&l, b->line, 1, "duplicate code `%s`, also defined in %s:%u", b->code, a->file, a->line);
        }
    }
    for (uint32_t i = 0; i < out->rules.size; i++)
        for (uint32_t j = i + 1; j < out->rules.size; j++)
            if (str_eq(out->rules.contents[i].name, out->rules.contents[j].name)) {
                l.path = out->rules.contents[j].file;
                errf(&l, 1, 1, "duplicate name `%s`, also used by %s in %s", out->rules.contents[j].name,
                     out->rules.contents[i].code, out->rules.contents[i].file);
            }
    return l.errors ? HL_ECONFIG : HL_OK;
}

const Rule *rule_find(const RuleSet *self, const char *code) {
    for (uint32_t i = 0; i < self->rules.size; i++)
        if (str_eq(self->rules.contents[i].code, code)) return &self->rules.contents[i];
    return NULL;
}

/* ---------------------------------------------------------------- selectors */

/* "HL" + digits; the prefix must cover at least the code's hundreds (so `HL1` selects
 * HL101..HL149 but not HL1001, while `HL10` selects both HL10x and HL10xx). */
static bool prefix_matches(const char *code, const char *sel) {
    size_t cl = strlen(code), sl = strlen(sel);
    if (sl < 3 || sl > cl || strncmp(sel, "HL", 2) || !all_digits(sel + 2)) return false;
    if (strncmp(code, sel, sl)) return false;
    size_t hundreds = cl - 4;     /* digits before the last two */
    return sl - 2 >= hundreds;
}

bool rule_selector_matches(const Rule *r, const char *sel) {
    if (!sel || !r) return false;
    if (str_eq(sel, "ALL")) return true;
    if (str_eq(sel, r->code)) return true;
    if (str_eq(sel, rule_category_name(r->category))) return true;
    return prefix_matches(r->code, sel);
}

bool rule_selector_valid(const RuleSet *self, const char *sel) {
    if (!sel || !*sel) return false;
    if (str_eq(sel, "ALL") || rule_category_from_name(sel) >= 0) return true;
    /* tool codes: HL0, HL0x, HL0xx */
    if (str_starts(sel, "HL0") && strlen(sel) <= 5 && all_digits(sel + 2)) return true;
    for (uint32_t i = 0; i < self->rules.size; i++)
        if (rule_selector_matches(&self->rules.contents[i], sel)) return true;
    return false;
}

/* ---------------------------------------------------------------- default folder */

const char *rule_default_dir(Arena *arena, const char *argv0) {
    const char *env = getenv("HOTLINT_RULES");
    if (env && *env) return arena_strdup(arena, env);
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) exe[n] = 0;
    else if (argv0 && strchr(argv0, '/') && realpath(argv0, exe)) {}
    else return "rules";
    char *slash = strrchr(exe, '/');
    if (!slash) return "rules";
    *slash = 0;
    const char *c1 = arena_printf(arena, "%s/../share/hotlint/rules", exe);
    if (is_dir(c1)) return c1;
    const char *c2 = arena_printf(arena, "%s/../rules", exe);
    if (is_dir(c2)) return c2;
    return "rules";
}
