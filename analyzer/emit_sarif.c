/*
 * emit_sarif.c — `--format sarif`: SARIF 2.1.0 (DESIGN.md §6), shaped for GitHub code scanning.
 *
 * One run. tool.driver.rules[] holds every rule the filter enabled plus every code that
 * occurs (tool codes HL0xx included), sorted by code; results point at them by ruleId and
 * ruleIndex. Locations are repo-relative: artifactLocation.uri is the display path made
 * relative to the working directory (emit__path), lexically normalized and percent-encoded
 * per RFC 3986 (everything but unreserved characters and "/"), with uriBaseId "%SRCROOT%";
 * only when the working directory cannot be read does an absolute path become a file:// URI
 * without uriBaseId. Messages have "<cwd>/" removed, so no absolute path of the machine that
 * ran hotlint reaches the log. Regions use run.columnKind "unicodeCodePoints": byte columns
 * are converted with the finding's line text (or the file's own line); endColumn exclusive.
 * partialFingerprints.primaryLocationLineHash is GitHub's line hash over the file as it is on
 * disk; the diagnostics are sorted by path, so each file is read and hashed once, and only
 * one file is held at a time.
 */
#include "emit.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine.h"
#include "emit_util.h"

#define SARIF_SCHEMA "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
#define SRCROOT "%SRCROOT%"
#define MAX_HASH_BYTES (64u << 20)

typedef struct {
    Arena *a;
    const char *cwd;
    const EmitCtx *ctx;
    /* the one cached source file */
    const char *fpath;
    char *text;
    size_t n;
    const char **hashes;
    uint32_t nlines;
    U32Array starts;        /* LF line starts, built on first use */
} Sarif;

static const char *tool_desc(const char *code) {
    static const struct { const char *code, *text; } t[] = {
        {"HL001", "the file has a syntax error; the rest of it is still linted"},
        {"HL002", "a file could not be read or is not a source file"},
        {"HL003", "a file holds undecodable text (NUL bytes, invalid UTF-8, UTF-16)"},
        {"HL004", "a file was skipped (too large or over an analysis limit)"},
        {"HL010", "a suppression comment gives no reason"},
        {"HL011", "a suppression names an unknown code"},
        {"HL012", "a suppression waives nothing"},
        {"HL013", "a suppression directive is malformed"},
        {"HL020", "an allowlist entry matches no finding"},
        {"HL021", "an allowlist entry has expired and no longer waives"},
        {"HL022", "an allowlist entry's reason is TODO"},
        {"HL030", "an analysis limit was reached (depth or time budget)"},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (code && !strcmp(t[i].code, code)) return t[i].text;
    return "hotlint tool diagnostic";
}

static const char *level_name(Severity s) { return s == SEV_ERROR ? "error" : s == SEV_WARNING ? "warning" : "note"; }

/* ---- text cleanup ---- */

/* `s` without "<cwd>/" prefixes of absolute paths (the log carries no machine paths). */
static json_t *jtext(Sarif *S, const char *s) {
    if (!s || !S->cwd || strlen(S->cwd) < 2) return emit__jstr(s);
    size_t cl = strlen(S->cwd);
    if (!strstr(s, S->cwd)) return emit__jstr(s);
    StrBuf sb;
    sb_init(&sb);
    for (const char *p = s; *p;) {
        if (!strncmp(p, S->cwd, cl) && p[cl] == '/') { p += cl + 1; continue; }
        sb_putc(&sb, *p++);
    }
    json_t *j = emit__jstr(sb_cstr(&sb));
    sb_fini(&sb);
    return j;
}

/* {"text": ...} with trailing whitespace removed (YAML block scalars end in "\n") */
static json_t *msg(Sarif *S, const char *text) {
    json_t *m = json_object();
    size_t n = text ? strlen(text) : 0;
    while (n && (text[n - 1] == '\n' || text[n - 1] == ' ' || text[n - 1] == '\t' || text[n - 1] == '\r')) n--;
    const char *t = text ? arena_strndup(S->a, text, n) : "";
    json_object_set_new(m, "text", jtext(S, t));
    return m;
}

/* ---- locations ---- */

static void pct_encode(StrBuf *sb, const char *s) {
    static const char hex[] = "0123456789ABCDEF";
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        unsigned c = *p;
        bool keep = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                    c == '.' || c == '_' || c == '~' || c == '/';
        if (keep) sb_putc(sb, (char)c);
        else { sb_putc(sb, '%'); sb_putc(sb, hex[c >> 4]); sb_putc(sb, hex[c & 15]); }
    }
}

static json_t *artifact(Sarif *S, const char *path) {
    const char *rel = emit__path_norm(S->a, emit__path(S->a, S->cwd, path));
    json_t *o = json_object();
    StrBuf sb;
    sb_init(&sb);
    if (rel[0] == '/') {
        sb_puts(&sb, "file://");
        pct_encode(&sb, rel);
        json_object_set_new(o, "uri", json_string(sb_cstr(&sb)));
    } else {
        pct_encode(&sb, rel);
        json_object_set_new(o, "uri", json_string(sb_cstr(&sb)));
        json_object_set_new(o, "uriBaseId", json_string(SRCROOT));
    }
    sb_fini(&sb);
    return o;
}

/* Loads `path` into the one-file cache (a no-op when it is already there). */
static void file_load(Sarif *S, const char *path) {
    if (S->fpath && !strcmp(S->fpath, path)) return;
    free(S->text);
    S->text = NULL;
    S->n = 0;
    S->hashes = NULL;
    S->nlines = 0;
    array_init(&S->starts);
    S->fpath = path;
    /* only regular files: a FIFO or device named by a diagnostic must not block or flood us */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (uint64_t)st.st_size > MAX_HASH_BYTES) { close(fd); return; }
    StrBuf sb;
    sb_init(&sb);
    char buf[65536];
    ssize_t k;
    while ((k = read(fd, buf, sizeof buf)) > 0 && sb.len <= MAX_HASH_BYTES) sb_append(&sb, buf, (size_t)k);
    bool bad = k < 0 || sb.len > MAX_HASH_BYTES;
    close(fd);
    if (bad) { sb_fini(&sb); return; }
    S->n = sb.len;
    S->text = sb_take(&sb);
    S->hashes = diag_line_hashes(S->a, S->text, S->n, &S->nlines);
}

/* 1-based line `line` of the cached file (LF-separated, BOM skipped), NULL when absent. */
static const char *file_line(Sarif *S, uint32_t line, size_t *n) {
    if (!S->text || !line) return NULL;
    if (!S->starts.size) {
        uint32_t first = (S->n >= 3 && !memcmp(S->text, "\xEF\xBB\xBF", 3)) ? 3 : 0;
        array_push(S->a, &S->starts, first);
        for (size_t i = 0; i < S->n; i++)
            if (S->text[i] == '\n') array_push(S->a, &S->starts, (uint32_t)(i + 1));
    }
    if (line > S->starts.size) return NULL;
    uint32_t b = S->starts.contents[line - 1];
    uint32_t e = line < S->starts.size ? S->starts.contents[line] - 1 : (uint32_t)S->n;
    *n = e - b;
    return S->text + b;
}

static uint32_t cp_col_at(Sarif *S, const Diag *d, uint32_t line, uint32_t bytecol) {
    if (line == d->loc.line && d->line_text) return emit__cp_col(d->line_text, strlen(d->line_text), bytecol);
    size_t n = 0;
    const char *t = file_line(S, line, &n);
    return emit__cp_col(t, n, bytecol);
}

static json_t *region_lines(uint32_t line) {
    json_t *r = json_object();
    json_object_set_new(r, "startLine", json_integer(line));
    return r;
}

static json_t *phys(Sarif *S, const char *path, json_t *region) {
    json_t *p = json_object();
    json_object_set_new(p, "artifactLocation", artifact(S, path));
    if (region) json_object_set_new(p, "region", region);
    return p;
}

static json_t *primary_location(Sarif *S, const Diag *d) {
    json_t *region = NULL;
    const Loc *l = &d->loc;
    if (l->line && l->path) file_load(S, l->path);
    if (l->line) {
        region = region_lines(l->line);
        if (l->col) {
            uint32_t sc = cp_col_at(S, d, l->line, l->col);
            uint32_t el = l->end_line >= l->line ? l->end_line : l->line;
            uint32_t ec = l->end_col ? cp_col_at(S, d, el, l->end_col) : sc + 1;
            if (el == l->line && ec <= sc) ec = sc + 1;
            json_object_set_new(region, "startColumn", json_integer(sc));
            json_object_set_new(region, "endLine", json_integer(el));
            json_object_set_new(region, "endColumn", json_integer(ec));
        }
    }
    json_t *loc = json_object();
    json_object_set_new(loc, "physicalLocation", phys(S, l->path, region));
    return loc;
}

/* ---- rules ---- */

/* A rule message as a description: the engine's placeholders get neutral stand-ins
 * ("`{recv}.item()`" -> "`x.item()`"), since no call site fills them here. */
static const char *describe(Sarif *S, const char *message) {
    static const struct { const char *ph, *as; } subst[] = {
        {"{recv}", "x"}, {"{method}", "method"}, {"{callee}", "f"}, {"{qual}", "f"},
    };
    if (!message || !strchr(message, '{')) return message;
    StrBuf sb;
    sb_init(&sb);
    for (const char *p = message; *p;) {
        size_t k = 0;
        while (k < sizeof subst / sizeof subst[0] && strncmp(p, subst[k].ph, strlen(subst[k].ph))) k++;
        if (k < sizeof subst / sizeof subst[0]) { sb_puts(&sb, subst[k].as); p += strlen(subst[k].ph); }
        else sb_putc(&sb, *p++);
    }
    const char *r = arena_strdup(S->a, sb_cstr(&sb));
    sb_fini(&sb);
    return r;
}

typedef struct { const char *code; const Rule *rule; const Diag *first; } Desc;

static int desc_cmp(const void *a, const void *b) { return emit__code_cmp(((const Desc *)a)->code, ((const Desc *)b)->code); }

static int desc_find(const Desc *v, uint32_t n, const char *code) {
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        int c = emit__code_cmp(v[mid].code, code);
        if (!c) return (int)mid;
        if (c < 0) lo = mid + 1; else hi = mid;
    }
    return -1;
}

static json_t *rule_descriptor(Sarif *S, const Desc *ds) {
    json_t *o = json_object();
    json_object_set_new(o, "id", emit__jstr(ds->code));
    json_t *props = json_object(), *tags = json_array();
    if (ds->rule) {
        const Rule *r = ds->rule;
        json_object_set_new(o, "name", emit__jstr(r->name));
        json_object_set_new(o, "shortDescription", msg(S, describe(S, r->message ? r->message : r->name)));
        json_object_set_new(o, "fullDescription", msg(S, r->doc.what ? r->doc.what : describe(S, r->message)));
        if (S->ctx->rule_doc_base) {
            StrBuf u;
            sb_init(&u);
            sb_printf(&u, "%s#", S->ctx->rule_doc_base);
            for (const char *p = r->code; *p; p++) sb_putc(&u, (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p));
            json_object_set_new(o, "helpUri", emit__jstr(sb_cstr(&u)));
            sb_fini(&u);
        }
        StrBuf text, md;
        sb_init(&text);
        sb_init(&md);
        emit__rule_doc(&text, r, false);
        emit__rule_doc(&md, r, true);
        json_t *help = json_object();
        json_object_set_new(help, "text", jtext(S, sb_cstr(&text)));
        json_object_set_new(help, "markdown", jtext(S, sb_cstr(&md)));
        json_object_set_new(o, "help", help);
        sb_fini(&text);
        sb_fini(&md);
        json_t *cfg = json_object();
        json_object_set_new(cfg, "level", json_string(level_name(r->severity)));
        json_object_set_new(o, "defaultConfiguration", cfg);
        json_array_append_new(tags, emit__jstr(rule_category_name(r->category)));
        json_array_append_new(tags, json_string("performance"));
        json_object_set_new(props, "tags", tags);
        json_object_set_new(props, "precision", json_string(r->preview ? "medium" : "high"));
        json_object_set_new(props, "problem.severity",
                            json_string(r->severity == SEV_ERROR ? "error" : r->severity == SEV_WARNING ? "warning" : "recommendation"));
    } else {
        const Diag *d = ds->first;
        const char *desc = tool_desc(ds->code);
        json_object_set_new(o, "name", emit__jstr(d && d->name ? d->name : diag_tool_name(ds->code)));
        json_object_set_new(o, "shortDescription", msg(S, desc));
        json_object_set_new(o, "fullDescription", msg(S, desc));
        json_t *help = json_object();
        json_object_set_new(help, "text", json_string(desc));
        json_object_set_new(help, "markdown", json_string(desc));
        json_object_set_new(o, "help", help);
        Severity sev = d ? d->severity : SEV_WARNING;
        json_t *cfg = json_object();
        json_object_set_new(cfg, "level", json_string(level_name(sev)));
        json_object_set_new(o, "defaultConfiguration", cfg);
        json_array_append_new(tags, json_string(d && !d->is_tool && d->category ? d->category : "tool"));
        json_object_set_new(props, "tags", tags);
        json_object_set_new(props, "precision", json_string("very-high"));
        json_object_set_new(props, "problem.severity",
                            json_string(sev == SEV_ERROR ? "error" : sev == SEV_WARNING ? "warning" : "recommendation"));
    }
    json_object_set_new(o, "properties", props);
    return o;
}

/* ---- results ---- */

static json_t *related(Sarif *S, const Diag *d) {
    json_t *arr = json_array();
    for (uint32_t i = 0; i < d->chain_len; i++) {
        const HotLink *l = &d->chain[i];
        if (!l->path) continue;
        json_t *o = json_object();
        json_object_set_new(o, "id", json_integer(i + 1));
        json_object_set_new(o, "physicalLocation", phys(S, l->path, l->line ? region_lines(l->line) : NULL));
        StrBuf sb;
        sb_init(&sb);
        if (i == 0) sb_printf(&sb, "timed root `%s` (%s)", l->name ? l->name : "?", hot_root_kind_name(d->root_kind));
        else sb_printf(&sb, "`%s` calls `%s` here", d->chain[i - 1].name ? d->chain[i - 1].name : "?", l->name ? l->name : "?");
        json_object_set_new(o, "message", msg(S, sb_cstr(&sb)));
        sb_fini(&sb);
        json_array_append_new(arr, o);
    }
    return arr;
}

static json_t *result(Sarif *S, const Diag *d, int rule_index) {
    json_t *o = json_object();
    bool refuted = d->evidence && d->evidence->verdict && !strcasecmp(d->evidence->verdict, "REFUTED");
    json_object_set_new(o, "ruleId", emit__jstr(d->code));
    json_object_set_new(o, "ruleIndex", json_integer(rule_index));
    json_object_set_new(o, "level", json_string(refuted ? "note" : level_name(d->severity)));
    json_object_set_new(o, "message", msg(S, d->message));
    json_t *locs = json_array();
    json_array_append_new(locs, primary_location(S, d));
    json_object_set_new(o, "locations", locs);
    /* a hash the pipeline computed (from the text it linted, e.g. stdin) wins over the file on disk */
    const char *lh = d->line_hash;
    if (!lh && d->loc.line && S->hashes && d->loc.line <= S->nlines) lh = S->hashes[d->loc.line - 1];  /* file loaded above */
    if (lh) {
        json_t *pf = json_object();
        json_object_set_new(pf, "primaryLocationLineHash", emit__jstr(lh));
        json_object_set_new(o, "partialFingerprints", pf);
    }
    if (d->chain_len) json_object_set_new(o, "relatedLocations", related(S, d));
    if (d->waived) {
        json_t *sup = json_object();
        json_object_set_new(sup, "kind", json_string(d->waived == WAIVE_ALLOWLIST ? "external" : "inSource"));
        json_object_set_new(sup, "justification", jtext(S, d->waive_reason ? d->waive_reason : ""));
        if (d->waive_loc.path) {
            json_t *wl = json_object();
            json_object_set_new(wl, "physicalLocation", phys(S, d->waive_loc.path, d->waive_loc.line ? region_lines(d->waive_loc.line) : NULL));
            json_object_set_new(sup, "location", wl);
        }
        json_t *sups = json_array();
        json_array_append_new(sups, sup);
        json_object_set_new(o, "suppressions", sups);
    }
    json_t *props = json_object();
    json_object_set_new(props, "category", emit__jstr(d->category));
    json_object_set_new(props, "chain", emit__chain_json(S->a, S->cwd, d));
    json_object_set_new(props, "cost_us", json_real(d->cost_us));
    if (!d->is_tool) {
        json_object_set_new(props, "root_kind", json_string(hot_root_kind_name(d->root_kind)));
        json_object_set_new(props, "in_loop", json_boolean(d->in_loop));
        json_object_set_new(props, "conditional", json_boolean(d->conditional));
        json_object_set_new(props, "microbench", emit__jstr(d->microbench));
    }
    json_object_set_new(props, "fingerprint", emit__jstr(d->fingerprint));
    if (d->evidence) json_object_set_new(props, "evidence", emit__evidence_json(d->evidence));
    if (refuted) {
        StrBuf sb;
        sb_init(&sb);
        emit__evidence_text(&sb, d->evidence);
        sb_printf(&sb, "; level lowered from %s to note", level_name(d->severity));
        json_object_set_new(props, "levelReason", jtext(S, sb_cstr(&sb)));
        sb_fini(&sb);
    }
    json_object_set_new(o, "properties", props);
    return o;
}

static json_t *notification(Sarif *S, const Diag *d, int rule_index) {
    json_t *o = json_object();
    if (d->loc.path) {
        json_t *locs = json_array();
        json_array_append_new(locs, primary_location(S, d));
        json_object_set_new(o, "locations", locs);
    }
    json_object_set_new(o, "message", msg(S, d->message));
    json_object_set_new(o, "level", json_string(level_name(d->severity)));
    json_t *ref = json_object();
    json_object_set_new(ref, "id", emit__jstr(d->code));
    if (rule_index >= 0) json_object_set_new(ref, "index", json_integer(rule_index));
    json_object_set_new(o, "associatedRule", ref);
    return o;
}

int emit_sarif(FILE *out, const DiagSink *sink, const EmitCtx *ctx) {
    Arena a;
    arena_init(&a);
    Sarif S = {.a = &a, .cwd = emit__cwd(&a), .ctx = ctx};

    /* rules[]: enabled rules + every code that occurs, sorted by code, no duplicates */
    Array(Desc) descs = {0};
    if (ctx->rules)
        for (uint32_t i = 0; i < ctx->rules->rules.size; i++) {
            const Rule *r = &ctx->rules->rules.contents[i];
            if (r->code && (!ctx->filter || eng_rule_enabled(ctx->filter, r))) array_push(&a, &descs, ((Desc){r->code, r, NULL}));
        }
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (!emit__visible(d, ctx) || !d->code) continue;
        bool have = false;
        for (uint32_t k = 0; k < descs.size && !have; k++) have = !strcmp(descs.contents[k].code, d->code);
        if (!have) array_push(&a, &descs, ((Desc){d->code, d->is_tool ? NULL : d->rule, d}));
    }
    if (descs.size > 1) qsort(descs.contents, descs.size, sizeof(Desc), desc_cmp);

    json_t *root = json_object(), *run = json_object(), *tool = json_object(), *driver = json_object();
    json_object_set_new(root, "$schema", json_string(SARIF_SCHEMA));
    json_object_set_new(root, "version", json_string("2.1.0"));
    json_t *runs = json_array();
    json_array_append_new(runs, run);
    json_object_set_new(root, "runs", runs);

    json_object_set_new(run, "tool", tool);
    json_object_set_new(tool, "driver", driver);
    json_object_set_new(driver, "name", json_string("hotlint"));
    json_object_set_new(driver, "version", emit__jstr(ctx->version ? ctx->version : "0.0.0"));
    json_object_set_new(driver, "semanticVersion", emit__jstr(ctx->version ? ctx->version : "0.0.0"));
    if (ctx->info_uri) json_object_set_new(driver, "informationUri", emit__jstr(ctx->info_uri));
    json_t *rules = json_array();
    for (uint32_t k = 0; k < descs.size; k++) json_array_append_new(rules, rule_descriptor(&S, &descs.contents[k]));
    json_object_set_new(driver, "rules", rules);

    json_t *auto_details = json_object();
    json_object_set_new(auto_details, "id", json_string("hotlint/"));
    json_object_set_new(run, "automationDetails", auto_details);
    json_t *bases = json_object(), *srcroot = json_object();
    json_object_set_new(srcroot, "description", msg(&S, "the directory hotlint ran in (the repository root); result URIs are relative to it"));
    json_object_set_new(bases, SRCROOT, srcroot);
    json_object_set_new(run, "originalUriBaseIds", bases);
    json_object_set_new(run, "columnKind", json_string("unicodeCodePoints"));

    json_t *results = json_array(), *notes = json_array();
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (!emit__visible(d, ctx)) continue;
        int idx = d->code ? desc_find(descs.contents, descs.size, d->code) : -1;
        if (d->is_tool) json_array_append_new(notes, notification(&S, d, idx));
        if (d->loc.path && idx >= 0) json_array_append_new(results, result(&S, d, idx));
    }
    json_t *inv = json_object(), *invs = json_array();
    json_object_set_new(inv, "executionSuccessful", json_boolean(ctx->exit_code < 2));
    if (json_array_size(notes)) json_object_set_new(inv, "toolExecutionNotifications", notes);
    else json_decref(notes);
    json_array_append_new(invs, inv);
    json_object_set_new(run, "invocations", invs);
    json_object_set_new(run, "results", results);

    int rc = emit__json_dump(out, root);
    json_decref(root);
    free(S.text);
    arena_fini(&a);
    return rc;
}
