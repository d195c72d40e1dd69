/*
 * emit_util.c — what the four emitters share: display paths, UTF-8 cleaning, JSON helpers,
 * column conversion, evidence and chain rendering, rule documentation.
 *
 * Invariants: every string that reaches jansson goes through emit__jstr (so invalid UTF-8
 * becomes U+FFFD and jansson never rejects a string); every path that reaches any output
 * goes through emit__path (so an absolute path under the working directory is printed
 * relative, and one outside it as "../..."; paths are only rewritten lexically, symlinks
 * are not resolved). Nothing here reads the sink's arena or writes to it.
 */
#include "emit_util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- paths ---- */

typedef Array(const char *) Comps;

/* Splits `path` into components, dropping "" and "." and folding "name/.." lexically. */
static void path_comps(Arena *a, const char *path, bool absolute, Comps *out) {
    const char *p = path;
    while (*p) {
        while (*p == '/') p++;
        const char *e = p;
        while (*e && *e != '/') e++;
        size_t n = (size_t)(e - p);
        if (n == 0 || (n == 1 && p[0] == '.')) { p = e; continue; }
        if (n == 2 && p[0] == '.' && p[1] == '.') {
            if (out->size && strcmp(out->contents[out->size - 1], "..") != 0) { out->size--; p = e; continue; }
            if (absolute) { p = e; continue; }   /* "/.." is "/" */
        }
        array_push(a, out, arena_strndup(a, p, n));
        p = e;
    }
}

static const char *comps_join(Arena *a, const Comps *c, uint32_t from, uint32_t ups, bool absolute) {
    StrBuf sb;
    sb_init(&sb);
    if (absolute) sb_putc(&sb, '/');
    for (uint32_t i = 0; i < ups; i++) sb_puts(&sb, i ? "/.." : "..");
    for (uint32_t i = from; i < c->size; i++) {
        if (sb.len && sb.data[sb.len - 1] != '/') sb_putc(&sb, '/');
        sb_puts(&sb, c->contents[i]);
    }
    if (!sb.len) sb_putc(&sb, '.');
    const char *r = arena_strdup(a, sb_cstr(&sb));
    sb_fini(&sb);
    return r;
}

const char *emit__cwd(Arena *a) {
    size_t cap = 256;
    char *buf = NULL;
    for (;;) {
        buf = hl_realloc(buf, cap);
        if (getcwd(buf, cap)) break;
        if (errno != ERANGE || cap > (1u << 20)) { free(buf); return NULL; }
        cap *= 2;
    }
    Comps c = {0};
    path_comps(a, buf, true, &c);
    free(buf);
    return comps_join(a, &c, 0, 0, true);
}

const char *emit__path_norm(Arena *a, const char *path) {
    if (!path) return NULL;
    Comps c = {0};
    path_comps(a, path, path[0] == '/', &c);
    return comps_join(a, &c, 0, 0, path[0] == '/');
}

const char *emit__path(Arena *a, const char *cwd, const char *path) {
    if (!path || path[0] != '/' || !cwd) return path;
    Comps p = {0}, c = {0};
    path_comps(a, path, true, &p);
    path_comps(a, cwd, true, &c);
    uint32_t k = 0;
    while (k < p.size && k < c.size && !strcmp(p.contents[k], c.contents[k])) k++;
    return comps_join(a, &p, k, c.size - k, false);
}

/* ---- UTF-8 and JSON ---- */

static void clean_into(StrBuf *sb, const char *s, size_t n) {
    for (size_t i = 0; i < n;) {
        size_t b = i;
        uint32_t cp = str_utf8_next(s, n, &i);
        /* a literal U+FFFD is three bytes EF BF BD; anything else decoding to it was invalid */
        if (cp == 0xFFFD && !(i - b == 3 && (unsigned char)s[b] == 0xEF)) sb_puts(sb, "\xEF\xBF\xBD");
        else sb_append(sb, s + b, i - b);
    }
}

const char *emit__utf8_clean(Arena *a, const char *s) {
    if (!s) return NULL;
    size_t n = strlen(s);
    if (str_utf8_valid(s, n)) return s;
    StrBuf sb;
    sb_init(&sb);
    clean_into(&sb, s, n);
    const char *r = arena_strndup(a, sb_cstr(&sb), sb.len);
    sb_fini(&sb);
    return r;
}

json_t *emit__jstr(const char *s) {
    if (!s) return json_null();
    size_t n = strlen(s);
    if (str_utf8_valid(s, n)) return json_stringn_nocheck(s, n);
    StrBuf sb;
    sb_init(&sb);
    clean_into(&sb, s, n);
    json_t *j = json_stringn_nocheck(sb_cstr(&sb), sb.len);
    sb_fini(&sb);
    return j;
}

int emit__json_dump(FILE *out, json_t *root) {
    if (json_dumpf(root, out, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(10)) != 0) return HL_EIO;
    if (fputc('\n', out) == EOF || ferror(out)) return HL_EIO;
    return HL_OK;
}

/* ---- columns ---- */

uint32_t emit__cp_col(const char *line, size_t n, uint32_t bytecol) {
    if (bytecol <= 1 || !line) return bytecol ? bytecol : 1;
    size_t want = bytecol - 1, i = 0;
    uint32_t cps = 0;
    while (i < n && i < want) { str_utf8_next(line, n, &i); cps++; }
    if (want > n) cps += (uint32_t)(want - n);   /* past the end: one column per byte */
    return cps + 1;
}

/* ---- small shared pieces ---- */

const char *emit__waive_kind(WaiveKind k) {
    switch (k) {
    case WAIVE_INLINE: return "inline";
    case WAIVE_FILE: return "file";
    case WAIVE_ALLOWLIST: return "allowlist";
    case WAIVE_SEED: return "seed";
    default: return NULL;
    }
}

bool emit__visible(const Diag *d, const EmitCtx *ctx) { return !d->waived || ctx->show_waived; }

int emit__code_cmp(const char *a, const char *b) {
    if (!a || !b) return a ? 1 : b ? -1 : 0;
    const char *da = a, *db = b;
    while (*da && (*da < '0' || *da > '9')) da++;
    while (*db && (*db < '0' || *db > '9')) db++;
    long na = strtol(da, NULL, 10), nb = strtol(db, NULL, 10);
    if (na != nb) return na < nb ? -1 : 1;
    return strcmp(a, b);
}

void emit__evidence_text(StrBuf *sb, const Evidence *ev) {
    const char *v = ev->verdict ? ev->verdict : "measured";
    for (const char *p = v; *p; p++) sb_putc(sb, (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p));
    if (ev->gpu) sb_printf(sb, " on %s", ev->gpu);
    double pct = ev->overhead_pct < 0 ? -ev->overhead_pct : ev->overhead_pct;
    sb_printf(sb, ": %+.1f µs/iter (%.*f %%", ev->overhead_us, pct < 10 ? 1 : 0, ev->overhead_pct);
    if (ev->size) sb_printf(sb, " at %s size", ev->size);
    sb_puts(sb, ")");
}

json_t *emit__evidence_json(const Evidence *ev) {
    if (ev->json) {
        json_t *j = json_loads(ev->json, 0, NULL);
        if (json_is_object(j)) return j;
        json_decref(j);
    }
    json_t *o = json_object();
    json_object_set_new(o, "verdict", emit__jstr(ev->verdict));
    json_object_set_new(o, "gpu", emit__jstr(ev->gpu));
    json_object_set_new(o, "driver", emit__jstr(ev->driver));
    json_object_set_new(o, "overhead_us", json_real(ev->overhead_us));
    json_object_set_new(o, "overhead_pct", json_real(ev->overhead_pct));
    json_object_set_new(o, "size", emit__jstr(ev->size));
    return o;
}

json_t *emit__chain_json(Arena *a, const char *cwd, const Diag *d) {
    json_t *arr = json_array();
    for (uint32_t i = 0; i < d->chain_len; i++) {
        const HotLink *l = &d->chain[i];
        json_t *o = json_object();
        json_object_set_new(o, "name", emit__jstr(l->name));
        json_object_set_new(o, "path", emit__jstr(emit__path(a, cwd, l->path)));
        json_object_set_new(o, "line", json_integer(l->line));
        json_array_append_new(arr, o);
    }
    return arr;
}

/* ---- rule documentation ---- */

/* Appends `s` without trailing whitespace; "" when NULL. */
static void put_trimmed(StrBuf *sb, const char *s) {
    if (!s) return;
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) n--;
    sb_append(sb, s, n);
}

static void heading(StrBuf *sb, const char *title, bool md) {
    sb_printf(sb, md ? "\n## %s\n\n" : "\n%s\n", title);
}

static void code_block(StrBuf *sb, const char *code, const char *lang, bool md) {
    if (md) {
        sb_printf(sb, "```%s\n", lang);
        put_trimmed(sb, code);
        sb_puts(sb, "\n```\n");
        return;
    }
    /* plain text: indent every line by four spaces */
    StrBuf t;
    sb_init(&t);
    put_trimmed(&t, code);
    const char *p = sb_cstr(&t);
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n) sb_puts(sb, "    ");
        sb_append(sb, p, n);
        sb_putc(sb, '\n');
        p += n + (e ? 1 : 0);
    }
    sb_fini(&t);
}

static void para(StrBuf *sb, const char *text) {
    put_trimmed(sb, text);
    sb_putc(sb, '\n');
}

/* A titled section holding prose, or code when `lang` is set; nothing when `text` is NULL. */
static void section(StrBuf *sb, const char *title, const char *text, const char *lang, bool md) {
    if (!text) return;
    heading(sb, title, md);
    if (lang) code_block(sb, text, lang, md);
    else para(sb, text);
}

void emit__rule_doc(StrBuf *sb, const Rule *r, bool md) {
    const char *lang = "python";
    if (!(r->langs & (1u << LANG_PYTHON))) lang = (r->langs & (1u << LANG_CUDA)) ? "cuda" : (r->langs & (1u << LANG_CPP)) ? "cpp" : "c";
    sb_printf(sb, md ? "# %s %s\n\n" : "%s %s\n\n", r->code, r->name ? r->name : "");
    const char *bullet = md ? "- " : "";
    sb_printf(sb, "%scategory: %s\n", bullet, rule_category_name(r->category));
    sb_printf(sb, "%sseverity: %s\n", bullet, rule_severity_name(r->severity));
    sb_printf(sb, "%sstatus: %s\n", bullet, r->preview ? "preview" : "stable");
    sb_printf(sb, "%slanguages: ", bullet);
    bool first = true;
    for (int l = LANG_PYTHON; l <= LANG_C; l++) {
        if (!(r->langs & (1u << l))) continue;
        sb_printf(sb, "%s%s", first ? "" : ", ", src_lang_name((Lang)l));
        first = false;
    }
    sb_putc(sb, '\n');
    if (r->message) { sb_printf(sb, "%smessage: ", bullet); para(sb, r->message); }
    section(sb, "What it does", r->doc.what, NULL, md);
    section(sb, "Why is this bad?", r->doc.why, NULL, md);
    section(sb, "Example", r->doc.example, lang, md);
    section(sb, "Use instead", r->doc.use_instead, lang, md);
    section(sb, "Known problems", r->doc.known_problems, NULL, md);
    section(sb, "Fix", r->help, NULL, md);
    if (r->cost_us > 0) {
        heading(sb, "Reference cost", md);
        sb_printf(sb, "~%.1f µs per timed iteration (shared/reference/gpu-hazard-costs.md)\n", r->cost_us);
    }
    if (r->mb_template) {
        heading(sb, "Microbenchmark template", md);
        sb_printf(sb, md ? "`%s`" : "%s", r->mb_template);
        for (uint32_t i = 0; i < r->mb_params.size; i++)
            sb_printf(sb, "%s%s=%s", i ? ", " : " (", r->mb_params.contents[i].key, r->mb_params.contents[i].value);
        sb_puts(sb, r->mb_params.size ? ")\n" : "\n");
    }
    if (r->seed_codes.size) {
        heading(sb, "Seed codes", md);
        for (uint32_t i = 0; i < r->seed_codes.size; i++)
            sb_printf(sb, md ? "%s`%s`" : "%s%s", i ? ", " : "", r->seed_codes.contents[i]);
        sb_putc(sb, '\n');
    }
}
