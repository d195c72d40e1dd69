/*
 * mbench.c — microbenchmarks for findings (DESIGN.md §7): `--emit-microbench DIR` writes one
 * self-contained CUDA program per distinct (template, parameters) plus DIR/manifest.json;
 * `hotlint confirm DIR` hands over to mbconfirm.c; `--evidence FILE` attaches the verdicts in
 * an evidence.json back to the findings.
 *
 * Templates are data: tools/microbench/<id>.cu, each declaring itself in `// @key value`
 * lines (template, summary, hazard, param NAME:TYPE=DEFAULT doc, link -lLIB) and including
 * harness.cuh, which the emitter pastes in place of the #include so the program is one file.
 * They are found in $HOTLINT_MICROBENCH, <exe>/../share/hotlint/microbench (installed) or
 * <exe>/../tools/microbench (build tree).
 *
 * Invariants:
 * - Parameters come from the finding (Diag.mb_params, else the rule's), are filtered to the
 *   ones the template declares (plus the harness's `count` and `every`), validated (ints are
 *   decimal, enums are one of the declared values), bounded, and dropped when equal to the
 *   default; what is left, sorted by key, names the program. So two findings share a program
 *   exactly when they would measure the same thing.
 * - Output is a function of the (sorted) findings alone: no dates, no absolute paths, no DIR
 *   name, no hash-map order; byte-identical for any -j and any output folder.
 * - Everything quoted from the source into a `//` comment is made inert: control bytes and
 *   invalid UTF-8 become `?`, a trailing backslash (line splice) and trigraphs are broken.
 */
#include "mbench.h"
#include "core/str.h"
#include "mbconfirm.h"
#include "mbjson.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef HOTLINT_VERSION
#define HOTLINT_VERSION "0.0.0"
#endif

#define MB_MAX_LISTED 20            /* findings quoted in one program's header */
#define MB_MAX_BYTES (1ull << 30)   /* a finding's size is capped at 1 GiB */

/* ---- templates ------------------------------------------------------------------------ */

typedef struct TplParam {
    const char *name, *def, *doc;
    bool is_int;
    StrArray choices;        /* enum values when !is_int */
} TplParam;

typedef struct Tpl {
    const char *id, *text, *summary, *hazard;
    Array(TplParam) params;
    StrArray link;
    bool missing;
} Tpl;

typedef struct Emitter {
    Arena a;
    const MbOptions *o;
    const char *tdir;
    const char *harness;
    Array(Tpl *) tpls;
} Emitter;

static bool dir_has_harness(Arena *a, const char *d) {
    struct stat st;
    return d && stat(arena_printf(a, "%s/harness.cuh", d), &st) == 0 && S_ISREG(st.st_mode);
}

static const char *find_templates(Arena *a, const MbOptions *o) {
    if (o->templates_dir) return dir_has_harness(a, o->templates_dir) ? o->templates_dir : NULL;
    const char *env = getenv("HOTLINT_MICROBENCH");
    if (env && *env) return dir_has_harness(a, env) ? env : NULL;
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) return NULL;
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (!slash) return NULL;
    *slash = 0;
    const char *c1 = arena_printf(a, "%s/../share/hotlint/microbench", exe);
    if (dir_has_harness(a, c1)) return c1;
    const char *c2 = arena_printf(a, "%s/../tools/microbench", exe);
    if (dir_has_harness(a, c2)) return c2;
    return NULL;
}

static char *slurp(Arena *a, const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    StrBuf sb;
    sb_init(&sb);
    char buf[16384];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&sb, buf, k);
    fclose(f);
    char *r = arena_strndup(a, sb.data ? sb.data : "", sb.len);
    sb_fini(&sb);
    return r;
}

static bool valid_id(const char *s) {
    if (!s || !*s || strlen(s) > 64) return false;
    for (const char *p = s; *p; p++)
        if (!(islower((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '-')) return false;
    return true;
}

static void add_param(Arena *a, Tpl *t, const char *name, const char *type, const char *def, const char *doc) {
    TplParam *p = array_push_zero(a, &t->params);
    p->name = name;
    p->def = def;
    p->doc = doc;
    p->is_int = !strcmp(type, "int");
    if (!p->is_int) {
        const char *s = type;
        while (*s) {
            const char *e = strchr(s, '|');
            size_t n = e ? (size_t)(e - s) : strlen(s);
            array_push(a, &p->choices, arena_strndup(a, s, n));
            s += n + (e ? 1 : 0);
        }
    }
}

/* `// @param NAME:TYPE=DEFAULT doc`; TYPE is `int` or `a|b|c`. */
static bool parse_param_line(Arena *a, Tpl *t, const char *s) {
    const char *colon = strchr(s, ':'), *eq = colon ? strchr(colon, '=') : NULL;
    if (!colon || !eq) return false;
    const char *sp = eq;
    while (*sp && *sp != ' ') sp++;
    const char *doc = sp;
    while (*doc == ' ') doc++;
    add_param(a, t, arena_strndup(a, s, (size_t)(colon - s)), arena_strndup(a, colon + 1, (size_t)(eq - colon - 1)),
              arena_strndup(a, eq + 1, (size_t)(sp - eq - 1)), arena_strdup(a, doc));
    return true;
}

static Tpl *tpl_get(Emitter *e, const char *id) {
    for (uint32_t i = 0; i < e->tpls.size; i++)
        if (!strcmp(e->tpls.contents[i]->id, id)) return e->tpls.contents[i];
    Tpl *t = arena_alloc(&e->a, sizeof *t);
    t->id = arena_strdup(&e->a, id);
    array_push(&e->a, &e->tpls, t);
    t->text = valid_id(id) ? slurp(&e->a, arena_printf(&e->a, "%s/%s.cu", e->tdir, id)) : NULL;
    if (!t->text || !strstr(t->text, "#include \"harness.cuh\"")) { t->missing = true; return t; }
    for (const char *l = t->text; *l;) {
        const char *nl = strchr(l, '\n');
        size_t n = nl ? (size_t)(nl - l) : strlen(l);
        char *line = arena_strndup(&e->a, l, n);
        l += n + (nl ? 1 : 0);
        if (strncmp(line, "// @", 4)) continue;
        char *key = line + 4, *val = key;
        while (*val && *val != ' ') val++;
        if (*val) *val++ = 0;
        while (*val == ' ') val++;
        if (!strcmp(key, "summary")) t->summary = val;
        else if (!strcmp(key, "hazard")) t->hazard = val;
        else if (!strcmp(key, "param")) parse_param_line(&e->a, t, val);
        else if (!strcmp(key, "link"))
            for (char *tok = strtok(val, " "); tok; tok = strtok(NULL, " ")) array_push(&e->a, &t->link, tok);
    }
    add_param(&e->a, t, "count", "int", "1", "hazard statements per iteration (an inner loop's trip count)");
    add_param(&e->a, t, "every", "int", "1", "the hazard runs on every Nth iteration only");
    return t;
}

static const TplParam *tpl_param(const Tpl *t, const char *name) {
    for (uint32_t i = 0; i < t->params.size; i++)
        if (!strcmp(t->params.contents[i].name, name)) return &t->params.contents[i];
    return NULL;
}

/* ---- parameters --------------------------------------------------------------------- */

typedef struct Kv { const char *k, *v; } Kv;
typedef Array(Kv) KvArray;

static const char *kv_find(const KvArray *kv, const char *k) {
    for (uint32_t i = 0; i < kv->size; i++)
        if (!strcmp(kv->contents[i].k, k)) return kv->contents[i].v;
    return NULL;
}

static void kv_put(Arena *a, KvArray *kv, const char *k, const char *v) {
    for (uint32_t i = 0; i < kv->size; i++)
        if (!strcmp(kv->contents[i].k, k)) { kv->contents[i].v = v; return; }
    Kv x = {k, v};
    array_push(a, kv, x);
}

static char *trimmed(Arena *a, const char *s, size_t n) {
    while (n && isspace((unsigned char)*s)) { s++; n--; }
    while (n && isspace((unsigned char)s[n - 1])) n--;
    return arena_strndup(a, s, n);
}

/* "k=v;k=v" (either separator `;` or `,`), later keys win. */
static void kv_parse(Arena *a, KvArray *kv, const char *s) {
    while (s && *s) {
        size_t n = strcspn(s, ";,");
        const char *eq = memchr(s, '=', n);
        if (eq) {
            char *k = trimmed(a, s, (size_t)(eq - s));
            for (char *p = k; *p; p++) *p = (char)tolower((unsigned char)*p);
            kv_put(a, kv, k, trimmed(a, eq + 1, n - (size_t)(eq - s) - 1));
        }
        s += n + (s[n] ? 1 : 0);
    }
}

/* Decimal byte count with an optional K/M/G (binary) suffix; false if not one. */
static bool parse_count(const char *s, unsigned long long *out) {
    if (!s || !isdigit((unsigned char)*s)) return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno) return false;
    unsigned long long mul = 1;
    if (*end == 'k' || *end == 'K') mul = 1ull << 10, end++;
    else if (*end == 'm' || *end == 'M') mul = 1ull << 20, end++;
    else if (*end == 'g' || *end == 'G') mul = 1ull << 30, end++;
    if (*end == 'i' && mul > 1) end++;
    if ((*end == 'b' || *end == 'B') && mul > 1) end++;
    if (*end || v > (1ull << 62) / mul) return false;
    *out = v * mul;
    return true;
}

static unsigned dtype_bytes(const char *dt) {
    static const struct { const char *name; unsigned size; } sizes[] = {
        {"float16", 2}, {"half", 2}, {"bfloat16", 2}, {"float32", 4}, {"float", 4}, {"float64", 8}, {"double", 8},
        {"int8", 1}, {"uint8", 1}, {"bool", 1}, {"int16", 2}, {"short", 2}, {"int32", 4}, {"int", 4}, {"int64", 8},
        {"long", 8}, {"float8_e4m3fn", 1}, {"float8_e5m2", 1}, {"complex64", 8}, {"complex128", 16},
    };
    if (dt && !strncmp(dt, "torch.", 6)) dt += 6;
    for (size_t i = 0; dt && i < sizeof sizes / sizeof sizes[0]; i++)
        if (!strcmp(dt, sizes[i].name)) return sizes[i].size;
    return 0;
}

/* The finding's parameters, made canonical for template `t`. Notes about dropped values go to `notes`. */
static const char *canon_params(Emitter *e, const Tpl *t, const Diag *d, unsigned long long fallback_bytes, StrBuf *notes) {
    Arena *a = &e->a;
    KvArray in = {0}, out = {0};
    if (d && d->mb_params) kv_parse(a, &in, d->mb_params);
    else if (d && d->rule)
        for (uint32_t i = 0; i < d->rule->mb_params.size; i++)
            kv_put(a, &in, d->rule->mb_params.contents[i].key, d->rule->mb_params.contents[i].value);
    /* aliases the engine or a rule may use */
    static const char *const alias[][2] = {{"trip", "count"}, {"trip_count", "count"}, {"trips", "count"}, {"repeat", "count"},
                                           {"numel", "elems"}, {"nbytes", "bytes"}};
    for (size_t i = 0; i < sizeof alias / sizeof alias[0]; i++) {
        const char *v = kv_find(&in, alias[i][0]);
        if (v && !kv_find(&in, alias[i][1])) kv_put(a, &in, alias[i][1], v);
    }
    /* bytes from elems x dtype when the source told the element count only */
    unsigned long long elems;
    if (tpl_param(t, "bytes") && !kv_find(&in, "bytes") && parse_count(kv_find(&in, "elems"), &elems)) {
        const char *dt = kv_find(&in, "dtype");
        unsigned sz = dt ? dtype_bytes(dt) : 4;
        if (sz && elems <= MB_MAX_BYTES) kv_put(a, &in, "bytes", arena_printf(a, "%llu", elems * sz));
    }
    if (tpl_param(t, "bytes") && !kv_find(&in, "bytes") && fallback_bytes)
        kv_put(a, &in, "bytes", arena_printf(a, "%llu", fallback_bytes));
    for (uint32_t i = 0; i < t->params.size; i++) {
        const TplParam *p = &t->params.contents[i];
        const char *v = kv_find(&in, p->name);
        if (!v) continue;
        if (p->is_int) {
            unsigned long long x;
            if (!parse_count(v, &x)) {
                sb_printf(notes, "%s`%s=%s` is not a number: the template's default %s is used", notes->len ? "; " : "", p->name, v, p->def);
                continue;
            }
            unsigned long long cap = !strcmp(p->name, "bytes") || !strcmp(p->name, "elems") ? MB_MAX_BYTES : 1000000ull;
            if (x > cap) {
                sb_printf(notes, "%s`%s=%s` capped at %llu", notes->len ? "; " : "", p->name, v, cap);
                x = cap;
            }
            v = arena_printf(a, "%llu", x);
        } else {
            bool ok = false;
            for (uint32_t k = 0; k < p->choices.size; k++) ok = ok || !strcmp(p->choices.contents[k], v);
            if (!ok) {
                sb_printf(notes, "%s`%s=%s` is not one of the template's values: `%s` is used", notes->len ? "; " : "", p->name, v, p->def);
                continue;
            }
        }
        if (strcmp(v, p->def)) kv_put(a, &out, p->name, v);
    }
    /* sorted by key: the canonical form names the program */
    for (uint32_t i = 1; i < out.size; i++)
        for (uint32_t j = i; j > 0 && strcmp(out.contents[j - 1].k, out.contents[j].k) > 0; j--) {
            Kv x = out.contents[j];
            out.contents[j] = out.contents[j - 1];
            out.contents[j - 1] = x;
        }
    StrBuf sb;
    sb_init(&sb);
    for (uint32_t i = 0; i < out.size; i++) sb_printf(&sb, "%s%s=%s", i ? ";" : "", out.contents[i].k, out.contents[i].v);
    char *r = arena_strndup(a, sb.data ? sb.data : "", sb.len);
    sb_fini(&sb);
    return r;
}

/* "d2h-copy" + "bytes=4096;pinned=1" -> "d2h-copy_bytes-4096_pinned-1" */
static const char *program_name(Arena *a, const char *id, const char *params) {
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, id);
    if (*params) sb_putc(&sb, '_');
    for (const char *p = params; *p; p++) sb_putc(&sb, *p == ';' ? '_' : *p == '=' ? '-' : *p);
    char *r = arena_strndup(a, sb.data, sb.len);
    sb_fini(&sb);
    return r;
}

/* ---- programs ------------------------------------------------------------------------- */

typedef struct Prog {
    const Tpl *t;
    const char *params, *name, *role, *notes;
    Array(const Diag *) finds;
} Prog;

static int prog_cmp(const void *pa, const void *pb) {
    const Prog *a = *(Prog *const *)pa, *b = *(Prog *const *)pb;
    bool ca = !strcmp(a->role, "negative-control"), cb = !strcmp(b->role, "negative-control");
    if (ca != cb) return ca ? -1 : 1;
    return strcmp(a->name, b->name);
}

/* Text safe inside a `//` comment on one line. */
static void comment_text(StrBuf *sb, const char *s) {
    size_t n = strlen(s);
    bool utf8 = str_utf8_valid(s, n);
    size_t start = sb->len;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c == 0x7f || (c >= 0x80 && !utf8)) sb_putc(sb, '?');
        else if (c == '?' && i + 2 < n && s[i + 1] == '?' && strchr("=/'()!<>-", s[i + 2])) sb_puts(sb, "? ");
        else sb_putc(sb, (char)c);
    }
    size_t end = sb->len;
    while (end > start && sb->data[end - 1] == ' ') end--;
    if (end > start && sb->data[end - 1] == '\\') sb_puts(sb, " |");
}

static void build_line(StrBuf *sb, const Prog *p, const char *arch) {
    sb_printf(sb, "nvcc -O2 -std=c++17 -arch=%s -o %s %s.cu", arch, p->name, p->name);
    for (uint32_t i = 0; i < p->t->link.size; i++) sb_printf(sb, " %s", p->t->link.contents[i]);
}

static void write_header(StrBuf *sb, const Prog *p, const char *work_us) {
    sb_printf(sb, "// hotlint microbenchmark `%s` (%s)\n", p->t->id, *p->params ? p->params : "template defaults");
    if (p->t->summary) { sb_puts(sb, "//   stands for: "); comment_text(sb, p->t->summary); sb_putc(sb, '\n'); }
    if (p->t->hazard) { sb_puts(sb, "//   candidate:  "); comment_text(sb, p->t->hazard); sb_putc(sb, '\n'); }
    if (p->notes && *p->notes) { sb_puts(sb, "//   parameters: "); comment_text(sb, p->notes); sb_putc(sb, '\n'); }
    sb_puts(sb, "//\n");
    if (!strcmp(p->role, "negative-control"))
        sb_puts(sb, "// Negative control: it must come out REFUTED at every size, or the machine is too noisy to trust.\n");
    if (p->finds.size) sb_printf(sb, "// Findings (%u):\n", p->finds.size);
    for (uint32_t i = 0; i < p->finds.size && i < MB_MAX_LISTED; i++) {
        const Diag *d = p->finds.contents[i];
        sb_puts(sb, "//   ");
        comment_text(sb, d->loc.path ? d->loc.path : "?");
        sb_printf(sb, ":%u:%u: %s ", d->loc.line, d->loc.col, d->code ? d->code : "?");
        comment_text(sb, d->name ? d->name : "");
        sb_printf(sb, " [fingerprint %s]\n", d->fingerprint);
        if (d->line_text) {
            sb_puts(sb, "//       ");
            const char *lt = d->line_text;
            while (*lt == ' ' || *lt == '\t') lt++;
            comment_text(sb, lt);
            sb_putc(sb, '\n');
        }
        if (d->chain_len) {
            sb_puts(sb, "//     chain: ");
            for (uint32_t k = 0; k < d->chain_len; k++) {
                if (k) sb_puts(sb, " > ");
                comment_text(sb, d->chain[k].name ? d->chain[k].name : "?");
            }
            sb_printf(sb, " (root: %s)\n", hot_root_kind_name(d->root_kind));
        }
    }
    if (p->finds.size > MB_MAX_LISTED) sb_printf(sb, "//   ... and %u more (manifest.json lists them all)\n", p->finds.size - MB_MAX_LISTED);
    sb_puts(sb, "//\n// Build: ");
    build_line(sb, p, "native");
    sb_puts(sb, "    (or -arch=sm_XX for your GPU)\n");
    sb_printf(sb, "// Run:   ./%s    (JSON lines of raw samples on stdout; --help lists the options)\n", p->name);
    sb_puts(sb, "// Judge: `hotlint confirm` on this folder builds and runs every program here with the protocol\n"
                "//        and writes evidence.json (DESIGN.md section 7).\n");
    sb_printf(sb, "// Generated by hotlint %s from the template `%s`: regenerate it rather than edit it.\n\n", HOTLINT_VERSION, p->t->id);
    sb_printf(sb, "#define MB_TEMPLATE \"%s\"\n#define MB_PARAMS \"%s\"\n#define MB_WORK_US %s\n\n", p->t->id, p->params, work_us ? work_us : "0");
}

static void write_body(StrBuf *sb, const Prog *p, const char *harness) {
    const char *inc = strstr(p->t->text, "#include \"harness.cuh\"");
    sb_append(sb, p->t->text, (size_t)(inc - p->t->text));
    sb_puts(sb, "// ---- harness.cuh (the protocol every hotlint microbenchmark shares) ----\n");
    sb_puts(sb, harness);
    if (sb->len && sb->data[sb->len - 1] != '\n') sb_putc(sb, '\n');
    sb_printf(sb, "// ---- template `%s` ----\n", p->t->id);
    const char *rest = inc + strlen("#include \"harness.cuh\"");
    if (*rest == '\n') rest++;
    sb_puts(sb, rest);
}

static int write_file(const char *path, const char *data, size_t n) {
    FILE *f = fopen(path, "wb");
    if (!f) goto fail;
    if (fwrite(data, 1, n, f) != n) { fclose(f); goto fail; }
    if (fclose(f) != 0) goto fail;
    return HL_OK;
fail:
    fprintf(stderr, "hotlint: cannot write %s: %s\n", path, strerror(errno));
    return HL_EIO;
}

static int mkdirs(const char *dir) {
    char *p = hl_strdup(dir);
    int rc = HL_OK;
    for (char *s = p + 1; ; s++) {
        if (*s == '/' || !*s) {
            char c = *s;
            *s = 0;
            if (mkdir(p, 0755) != 0 && errno != EEXIST) { rc = HL_EIO; break; }
            *s = c;
            if (!c) break;
        }
    }
    struct stat st;
    if (rc == HL_OK && (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))) rc = HL_EIO;
    if (rc != HL_OK) fprintf(stderr, "hotlint: cannot create the folder %s: %s\n", dir, strerror(errno ? errno : ENOTDIR));
    free(p);
    return rc;
}

/* JSON string of text that may be invalid UTF-8 (a path): invalid bytes become U+FFFD. */
static void json_text(StrBuf *sb, const char *s) {
    size_t n = strlen(s);
    if (str_utf8_valid(s, n)) { mbj_write_str(sb, s); return; }
    StrBuf t;
    sb_init(&t);
    for (size_t i = 0; i < n;) {
        size_t j = i;
        uint32_t cp = str_utf8_next(s, n, &j);
        if (cp == 0xFFFD && !(j - i == 3 && !memcmp(s + i, "\xEF\xBF\xBD", 3))) sb_puts(&t, "\xEF\xBF\xBD");
        else sb_append(&t, s + i, j - i);
        i = j > i ? j : i + 1;
    }
    mbj_write_str(sb, sb_cstr(&t));
    sb_fini(&t);
}

static void write_manifest(StrBuf *sb, Prog **progs, uint32_t np, const char *work_us, const StrBuf *skipped) {
    sb_printf(sb, "{\n  \"hotlint_manifest\": 1,\n  \"generator\": \"hotlint %s\",\n  \"work_us\": %s,\n", HOTLINT_VERSION, work_us ? work_us : "null");
    sb_puts(sb, "  \"build\": \"nvcc -O2 -std=c++17 -arch=<sm_XX> -o NAME NAME.cu LINK...\",\n  \"programs\": [");
    for (uint32_t i = 0; i < np; i++) {
        const Prog *p = progs[i];
        sb_puts(sb, i ? ",\n    {" : "\n    {");
        sb_puts(sb, "\"name\": ");
        mbj_write_str(sb, p->name);
        sb_printf(sb, ", \"source\": \"%s.cu\", \"template\": ", p->name);
        mbj_write_str(sb, p->t->id);
        sb_puts(sb, ", \"params\": ");
        mbj_write_str(sb, p->params);
        sb_printf(sb, ", \"role\": \"%s\", \"link\": [", p->role);
        for (uint32_t k = 0; k < p->t->link.size; k++) {
            if (k) sb_puts(sb, ", ");
            mbj_write_str(sb, p->t->link.contents[k]);
        }
        sb_puts(sb, "], \"accepts\": [");
        for (uint32_t k = 0; k < p->t->params.size; k++) {
            if (k) sb_puts(sb, ", ");
            mbj_write_str(sb, p->t->params.contents[k].name);
        }
        sb_puts(sb, "], \"findings\": [");
        for (uint32_t k = 0; k < p->finds.size; k++) {
            if (k) sb_puts(sb, ", ");
            mbj_write_str(sb, p->finds.contents[k]->fingerprint);
        }
        sb_puts(sb, "]}");
    }
    sb_puts(sb, "\n  ],\n  \"findings\": [");
    bool first = true;
    for (uint32_t i = 0; i < np; i++) {
        const Prog *p = progs[i];
        for (uint32_t k = 0; k < p->finds.size; k++) {
            const Diag *d = p->finds.contents[k];
            sb_puts(sb, first ? "\n    {" : ",\n    {");
            first = false;
            sb_puts(sb, "\"fingerprint\": ");
            mbj_write_str(sb, d->fingerprint);
            sb_puts(sb, ", \"program\": ");
            mbj_write_str(sb, p->name);
            sb_puts(sb, ", \"code\": ");
            mbj_write_str(sb, d->code ? d->code : "");
            sb_puts(sb, ", \"name\": ");
            mbj_write_str(sb, d->name ? d->name : "");
            sb_puts(sb, ", \"category\": ");
            mbj_write_str(sb, d->category ? d->category : "");
            sb_puts(sb, ", \"path\": ");
            json_text(sb, d->loc.path ? d->loc.path : "");
            sb_printf(sb, ", \"line\": %u, \"col\": %u, \"template\": ", d->loc.line, d->loc.col);
            mbj_write_str(sb, p->t->id);
            sb_puts(sb, ", \"params\": ");
            mbj_write_str(sb, p->params);
            sb_puts(sb, "}");
        }
    }
    sb_puts(sb, first ? "],\n  \"skipped\": [" : "\n  ],\n  \"skipped\": [");
    if (skipped->len) sb_append(sb, skipped->data, skipped->len);
    sb_puts(sb, skipped->len ? "\n  ]\n}\n" : "]\n}\n");
}

int mb_emit(const MbOptions *o, Program *prog, DiagSink *sink, const RuleSet *rules) {
    (void)prog;
    (void)rules;
    Emitter e = {0};
    arena_init(&e.a);
    e.o = o;
    int rc = HL_OK;
    StrBuf sb, skipped;
    sb_init(&sb);
    sb_init(&skipped);
    Array(Prog *) progs = {0};
    unsigned long long fallback = 0;
    if (o->bytes && (!parse_count(o->bytes, &fallback) || fallback > MB_MAX_BYTES)) {
        fprintf(stderr, "hotlint: --bytes expects a byte count up to 1G (4096, 64K, 16M), got `%s`\n", o->bytes);
        rc = HL_EUSAGE;
        goto out;
    }
    const char *work_us = NULL;
    if (o->work_us) {
        char *end;
        double w = strtod(o->work_us, &end);
        if (*end || !(w > 0 && w <= 1e6)) {
            fprintf(stderr, "hotlint: --work-us expects microseconds (0 < N <= 1000000), got `%s`\n", o->work_us);
            rc = HL_EUSAGE;
            goto out;
        }
        work_us = arena_printf(&e.a, "%g", w);
    }
    e.tdir = find_templates(&e.a, o);
    if (!e.tdir) {
        fprintf(stderr, "hotlint: cannot find the microbenchmark templates (harness.cuh) in %s; set HOTLINT_MICROBENCH to tools/microbench\n",
                o->templates_dir ? o->templates_dir : getenv("HOTLINT_MICROBENCH") ? "$HOTLINT_MICROBENCH" : "<exe>/../share/hotlint/microbench or <exe>/../tools/microbench");
        rc = HL_ECONFIG;
        goto out;
    }
    e.harness = slurp(&e.a, arena_printf(&e.a, "%s/harness.cuh", e.tdir));
    if (!e.harness) { fprintf(stderr, "hotlint: cannot read %s/harness.cuh: %s\n", e.tdir, strerror(errno)); rc = HL_EIO; goto out; }

    /* the negative controls first: every suite carries them */
    static const char *const controls[] = {"aa-control", "get-last-error"};
    for (size_t i = 0; i < 2; i++) {
        Tpl *t = tpl_get(&e, controls[i]);
        if (t->missing) { fprintf(stderr, "hotlint: the negative-control template %s/%s.cu is missing\n", e.tdir, controls[i]); rc = HL_ECONFIG; goto out; }
        Prog *p = arena_alloc(&e.a, sizeof *p);
        p->t = t;
        p->params = "";
        p->name = t->id;
        p->role = "negative-control";
        array_push(&e.a, &progs, p);
    }
    uint32_t nfind = 0;
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (d->is_tool || d->waived || !d->microbench || !*d->microbench) continue;
        bool seen = false;   /* one entry per fingerprint */
        for (uint32_t k = 0; k < progs.size && !seen; k++)
            for (uint32_t j = 0; j < progs.contents[k]->finds.size && !seen; j++)
                seen = !strcmp(progs.contents[k]->finds.contents[j]->fingerprint, d->fingerprint);
        if (seen) continue;
        Tpl *t = tpl_get(&e, d->microbench);
        if (t->missing) {
            fprintf(stderr, "hotlint: %s:%u:%u: %s names the microbenchmark template `%s`, which does not exist in %s; finding skipped\n",
                    d->loc.path ? d->loc.path : "?", d->loc.line, d->loc.col, d->code ? d->code : "?", d->microbench, e.tdir);
            sb_puts(&skipped, skipped.len ? ",\n    {\"fingerprint\": " : "\n    {\"fingerprint\": ");
            mbj_write_str(&skipped, d->fingerprint);
            sb_puts(&skipped, ", \"code\": ");
            mbj_write_str(&skipped, d->code ? d->code : "");
            sb_puts(&skipped, ", \"reason\": ");
            json_text(&skipped, arena_printf(&e.a, "no template `%s`", d->microbench));
            sb_puts(&skipped, "}");
            continue;
        }
        StrBuf notes;
        sb_init(&notes);
        const char *params = canon_params(&e, t, d, fallback, &notes);
        const char *name = program_name(&e.a, t->id, params);
        Prog *p = NULL;
        for (uint32_t k = 0; k < progs.size; k++)
            if (!strcmp(progs.contents[k]->name, name)) p = progs.contents[k];
        if (!p) {
            p = arena_alloc(&e.a, sizeof *p);
            p->t = t;
            p->params = params;
            p->name = name;
            p->role = "finding";
            array_push(&e.a, &progs, p);
        }
        if (notes.len && !p->notes) p->notes = arena_strndup(&e.a, notes.data, notes.len);
        sb_fini(&notes);
        array_push(&e.a, &p->finds, d);
        nfind++;
    }
    qsort(progs.contents, progs.size, sizeof *progs.contents, prog_cmp);

    if ((rc = mkdirs(o->dir)) != HL_OK) goto out;
    for (uint32_t i = 0; i < progs.size; i++) {
        const Prog *p = progs.contents[i];
        sb.len = 0;
        write_header(&sb, p, work_us);
        write_body(&sb, p, e.harness);
        if ((rc = write_file(arena_printf(&e.a, "%s/%s.cu", o->dir, p->name), sb.data, sb.len)) != HL_OK) goto out;
    }
    sb.len = 0;
    write_manifest(&sb, progs.contents, progs.size, work_us, &skipped);
    if ((rc = write_file(arena_printf(&e.a, "%s/manifest.json", o->dir), sb.data, sb.len)) != HL_OK) goto out;
    fprintf(stderr, "hotlint: wrote %u microbenchmarks (%u for %u findings, 2 negative controls) to %s; run `hotlint confirm %s` on a GPU machine\n",
            progs.size, progs.size - 2, nfind, o->dir, o->dir);
out:
    sb_fini(&sb);
    sb_fini(&skipped);
    arena_fini(&e.a);
    return rc;
}

/* ---- confirm -------------------------------------------------------------------------- */

/* cli_parse stops at the subcommand, so options written after `confirm` arrive as positional
 * arguments: `hotlint confirm DIR --arch sm_90 --work-us 20 -j 4` is read here. */
int mb_confirm_main(CliOptions *o, Arena *run) {
    const char *dir = NULL, *arch = o->arch, *work_us = o->work_us, *bytes = o->bytes;
    int jobs = o->jobs;
    for (uint32_t i = 1; i < o->paths.size; i++) {
        const char *a = o->paths.contents[i], *v = i + 1 < o->paths.size ? o->paths.contents[i + 1] : NULL;
        const char **slot = !strcmp(a, "--arch") ? &arch : !strcmp(a, "--work-us") ? &work_us : !strcmp(a, "--bytes") ? &bytes : NULL;
        const char *eq = strchr(a, '=');
        if (!slot && eq && !strncmp(a, "--", 2)) {
            size_t n = (size_t)(eq - a);
            slot = !strncmp(a, "--arch", n) && n == 6 ? &arch : !strncmp(a, "--work-us", n) && n == 9 ? &work_us
                 : !strncmp(a, "--bytes", n) && n == 7 ? &bytes : NULL;
            if (slot) { *slot = eq + 1; continue; }
        }
        if (slot) {
            if (!v) { fprintf(stderr, "hotlint: `%s` needs a value\n", a); return 2; }
            *slot = v;
            i++;
            continue;
        }
        if (!strcmp(a, "-j") || !strcmp(a, "--jobs")) {
            char *end;
            long n = v ? strtol(v, &end, 10) : 0;
            if (!v || *end || n < 1 || n > 1024) { fprintf(stderr, "hotlint: -j expects a number from 1 to 1024\n"); return 2; }
            jobs = (int)n;
            i++;
            continue;
        }
        if (a[0] == '-' && a[1]) { fprintf(stderr, "hotlint: confirm: unknown option `%s`\n", a); dir = NULL; break; }
        if (dir) { dir = NULL; break; }
        dir = a;
    }
    if (!dir) {
        fprintf(stderr, "hotlint: usage: hotlint confirm DIR [--arch sm_XX] [--work-us N] [--bytes N] [-j N]\n");
        return 2;
    }
    StrBuf cmd;
    sb_init(&cmd);
    sb_printf(&cmd, "hotlint confirm %s", dir);
    if (arch) sb_printf(&cmd, " --arch %s", arch);
    if (work_us) sb_printf(&cmd, " --work-us %s", work_us);
    if (bytes) sb_printf(&cmd, " --bytes %s", bytes);
    MbcOptions mo = {.dir = dir, .arch = arch, .work_us = work_us, .bytes = bytes, .jobs = jobs,
                     .command = arena_strdup(run, sb_cstr(&cmd)), .tool = "hotlint " HOTLINT_VERSION};
    sb_fini(&cmd);
    return mbc_confirm(&mo);
}

/* ---- evidence --------------------------------------------------------------------- */

static int ev_fail(const char *path, const MbjVal *at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int ev_fail(const char *path, const MbjVal *at, const char *fmt, ...) {
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(stderr, "%s:%u:%u: %s\n", path, at ? at->line : 1, at ? at->col : 1, msg);
    return HL_ECONFIG;
}

static int ev_str(const char *path, const MbjVal *obj, const char *key, const char **out) {
    const MbjVal *v = mbj_get(obj, key);
    if (!v) return ev_fail(path, obj, "evidence for a finding lacks `%s`", key);
    if (v->type != MBJ_STR) return ev_fail(path, v, "`%s` must be a string, not %s", key, mbj_type_name(v->type));
    *out = v->str;
    return HL_OK;
}

static int ev_num(const char *path, const MbjVal *obj, const char *key, double *out) {
    const MbjVal *v = mbj_get(obj, key);
    if (!v) return ev_fail(path, obj, "`headline` lacks `%s`", key);
    if (v->type == MBJ_NULL) { *out = NAN; return HL_OK; }
    if (v->type != MBJ_NUM) return ev_fail(path, v, "`%s` must be a number, not %s", key, mbj_type_name(v->type));
    *out = v->num;
    return HL_OK;
}

int mb_evidence_attach(const char *path, DiagSink *sink) {
    Arena a;
    arena_init(&a);
    int rc = HL_OK;
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "hotlint: --evidence %s: %s\n", path, strerror(errno));
        arena_fini(&a);
        return HL_EIO;
    }
    StrBuf text;
    sb_init(&text);
    char buf[65536];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&text, buf, k);
    fclose(f);
    MbjVal *root;
    MbjError err;
    if (mbj_parse(&a, text.data ? text.data : "", text.len, &root, &err) != HL_OK) {
        fprintf(stderr, "%s:%u:%u: %s\n", path, err.line, err.col, err.msg);
        rc = HL_ECONFIG;
        goto out;
    }
    if (root->type != MBJ_OBJ || !mbj_get(root, "hotlint_evidence")) {
        rc = ev_fail(path, root, "not a hotlint evidence file (no `hotlint_evidence` key); write one with `hotlint confirm DIR`");
        goto out;
    }
    const MbjVal *finds = mbj_get(root, "findings");
    if (!finds) { rc = ev_fail(path, root, "evidence file lacks `findings`"); goto out; }
    if (finds->type != MBJ_OBJ) { rc = ev_fail(path, finds, "`findings` must be an object keyed by fingerprint, not %s", mbj_type_name(finds->type)); goto out; }
    /* validate everything first: a half-attached file is worse than none */
    for (uint32_t i = 0; i < finds->members.size; i++) {
        const MbjVal *fv = finds->members.contents[i].val;
        const char *s = NULL;
        double x;
        if (fv->type != MBJ_OBJ) { rc = ev_fail(path, fv, "evidence for `%s` must be an object", finds->members.contents[i].key); goto out; }
        if ((rc = ev_str(path, fv, "verdict", &s)) != HL_OK) goto out;
        if (strcmp(s, "CONFIRMED") && strcmp(s, "REFUTED")) {
            rc = ev_fail(path, mbj_get(fv, "verdict"), "`verdict` must be CONFIRMED or REFUTED, not `%s`", s);
            goto out;
        }
        if ((rc = ev_str(path, fv, "gpu", &s)) != HL_OK) goto out;
        const MbjVal *h = mbj_get(fv, "headline");
        if (!h) { rc = ev_fail(path, fv, "evidence for a finding lacks `headline`"); goto out; }
        if (h->type != MBJ_OBJ) { rc = ev_fail(path, h, "`headline` must be an object"); goto out; }
        if ((rc = ev_str(path, h, "size", &s)) != HL_OK || (rc = ev_num(path, h, "overhead_us", &x)) != HL_OK ||
            (rc = ev_num(path, h, "overhead_pct", &x)) != HL_OK)
            goto out;
        const MbjVal *dv = mbj_get(fv, "driver");
        if (dv && dv->type != MBJ_STR && dv->type != MBJ_NULL) { rc = ev_fail(path, dv, "`driver` must be a string"); goto out; }
    }
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        Diag *d = &sink->diags.contents[i];
        if (d->is_tool) continue;
        const MbjVal *fv = mbj_get(finds, d->fingerprint);
        if (!fv) continue;
        const MbjVal *h = mbj_get(fv, "headline");
        Evidence *ev = arena_alloc(sink->arena, sizeof *ev);
        ev->verdict = diag_strdup(sink, mbj_str(mbj_get(fv, "verdict")));
        ev->gpu = diag_strdup(sink, mbj_str(mbj_get(fv, "gpu")));
        ev->driver = mbj_str(mbj_get(fv, "driver")) ? diag_strdup(sink, mbj_str(mbj_get(fv, "driver"))) : NULL;
        ev->size = diag_strdup(sink, mbj_str(mbj_get(h, "size")));
        double x;
        ev->overhead_us = mbj_num(mbj_get(h, "overhead_us"), &x) ? x : 0;
        ev->overhead_pct = mbj_num(mbj_get(h, "overhead_pct"), &x) ? x : 0;
        StrBuf js;
        sb_init(&js);
        mbj_write_val(&js, fv);
        ev->json = diag_strdup(sink, sb_cstr(&js));
        sb_fini(&js);
        d->evidence = ev;
    }
out:
    sb_fini(&text);
    arena_fini(&a);
    return rc;
}

double mb_cost_us(const Diag *d) {
    if (d->evidence && isfinite(d->evidence->overhead_us)) return d->evidence->overhead_us;
    return d->cost_us;
}

bool mb_per_iteration(const Diag *d) {
    return d->in_loop || d->root_kind == ROOT_BENCHMARK_FN || d->root_kind == ROOT_DO_BENCH || d->root_kind == ROOT_DECORATOR;
}

static int rank_cmp(const void *pa, const void *pb) {
    const Diag *a = *(const Diag *const *)pa, *b = *(const Diag *const *)pb;
    bool ia = mb_per_iteration(a), ib = mb_per_iteration(b);
    if (ia != ib) return ia ? -1 : 1;   /* "costliest per iteration": recurring costs first */
    double ca = mb_cost_us(a), cb = mb_cost_us(b);
    if (ca != cb) return ca > cb ? -1 : 1;
    int c = strcmp(a->loc.path ? a->loc.path : "", b->loc.path ? b->loc.path : "");
    if (c) return c;
    if (a->loc.line != b->loc.line) return a->loc.line < b->loc.line ? -1 : 1;
    if (a->loc.col != b->loc.col) return a->loc.col < b->loc.col ? -1 : 1;
    return strcmp(a->code ? a->code : "", b->code ? b->code : "");
}

void mb_rank(const Diag **v, uint32_t n) {
    if (n > 1) qsort(v, n, sizeof *v, rank_cmp);
}
