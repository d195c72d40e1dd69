/*
 * fuzz_emit.c — libFuzzer target: the JSON and SARIF writers fed hostile strings. The input
 * is split at NUL bytes into fields; each group of fields makes one Diag (path, message, help,
 * scope, source line, a chain of up to 3 links; a rule picked from the real rules/ by a byte,
 * or a tool diagnostic), with positions taken from the bytes (0, huge, end before start).
 * Invariants: emit_json output parses (jansson) and has findings/errors arrays; emit_sarif
 * output parses and is structurally SARIF 2.1.0 (version, one run, tool.driver.name, every
 * result's ruleId/message.text/location uri are strings, uris hold no raw space, control
 * character, `#`, `?` or non-ASCII byte and every `%` starts an escape, region lines >= 1);
 * emit_text and emit_github do not crash.
 */
#include <ctype.h>
#include <jansson.h>

#include "emit.h"
#include "fuzz_common.h"

typedef struct { const char *p, *end; } Cur;

static const char *field(Arena *a, Cur *c) {
    if (c->p >= c->end) return "";
    const char *z = memchr(c->p, 0, (size_t)(c->end - c->p));
    size_t n = z ? (size_t)(z - c->p) : (size_t)(c->end - c->p);
    const char *s = arena_strndup(a, c->p, n);
    c->p += n + (z ? 1 : 0);
    return s;
}

static uint32_t num(Cur *c) {
    if (c->p >= c->end) return 1;
    uint8_t b = (uint8_t)*c->p++;
    if (b == 0xff) return UINT32_MAX;
    if (b == 0xfe) return 0;
    return b;
}

#define CHECK(c, what) do { if (!(c)) { fprintf(stderr, "emit invariant failed: %s\n", what); abort(); } } while (0)

static bool uri_ok(const char *u) {
    for (const unsigned char *s = (const unsigned char *)u; *s; s++) {
        if (*s <= 0x20 || *s >= 0x7f || *s == '#' || *s == '?' || *s == '"' || *s == '\\') return false;
        if (*s == '%') {
            if (!isxdigit(s[1]) || !isxdigit(s[2])) return false;
        }
    }
    return true;
}

static char *emit_to_mem(int (*fn)(FILE *, const DiagSink *, const EmitCtx *), const DiagSink *sink,
                         const EmitCtx *ec, size_t *n) {
    char *buf = NULL;
    FILE *f = open_memstream(&buf, n);
    CHECK(f, "open_memstream");
    fn(f, sink, ec);
    fclose(f);
    return buf;
}

static void check_sarif(const char *buf, size_t n) {
    json_error_t err;
    json_t *doc = json_loadb(buf, n, 0, &err);
    if (!doc) fprintf(stderr, "sarif: %s at %d:%d\n", err.text, err.line, err.column);
    CHECK(doc, "sarif parses as JSON");
    CHECK(json_is_string(json_object_get(doc, "version")) && !strcmp(json_string_value(json_object_get(doc, "version")), "2.1.0"),
          "sarif version 2.1.0");
    json_t *runs = json_object_get(doc, "runs");
    CHECK(json_is_array(runs) && json_array_size(runs) == 1, "one run");
    json_t *run = json_array_get(runs, 0);
    CHECK(json_is_string(json_object_get(json_object_get(json_object_get(run, "tool"), "driver"), "name")), "tool.driver.name");
    json_t *results = json_object_get(run, "results");
    CHECK(json_is_array(results), "results array");
    size_t i;
    json_t *r;
    json_array_foreach(results, i, r) {
        CHECK(json_is_string(json_object_get(r, "ruleId")), "result.ruleId");
        CHECK(json_is_string(json_object_get(json_object_get(r, "message"), "text")), "result.message.text");
        json_t *locs = json_object_get(r, "locations");
        CHECK(json_is_array(locs), "result.locations");
        size_t j;
        json_t *l;
        json_array_foreach(locs, j, l) {
            json_t *pl = json_object_get(l, "physicalLocation");
            json_t *uri = json_object_get(json_object_get(pl, "artifactLocation"), "uri");
            CHECK(json_is_string(uri), "artifactLocation.uri");
            if (!uri_ok(json_string_value(uri))) fprintf(stderr, "bad uri: %s\n", json_string_value(uri));
            CHECK(uri_ok(json_string_value(uri)), "uri characters");
            json_t *reg = json_object_get(pl, "region");
            if (reg) {
                json_t *sl = json_object_get(reg, "startLine");
                CHECK(!sl || (json_is_integer(sl) && json_integer_value(sl) >= 1), "region.startLine >= 1");
                json_t *sc = json_object_get(reg, "startColumn");
                CHECK(!sc || (json_is_integer(sc) && json_integer_value(sc) >= 1), "region.startColumn >= 1");
            }
        }
    }
    json_decref(doc);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 65536) return 0;
    fz_setup();
    Arena a;
    arena_init(&a);
    DiagSink sink;
    diag_sink_init(&sink, &a);
    Cur c = {(const char *)data, (const char *)data + size};
    for (int k = 0; k < 8 && c.p < c.end; k++) {
        Diag d = {0};
        uint32_t pick = num(&c);
        d.file = d.site = -1;
        if (pick % 3 == 0 || fz_rules.rules.size == 0) {
            d.is_tool = true;
            static const char *const tools[] = {"HL001", "HL002", "HL003", "HL004", "HL011", "HL030"};
            d.code = tools[pick % 6];
            d.name = diag_tool_name(d.code);
            d.category = "tool";
        } else {
            const Rule *r = &fz_rules.rules.contents[pick % fz_rules.rules.size];
            d.rule = r;
            d.code = r->code;
            d.name = r->name;
            d.category = rule_category_name(r->category);
            d.cost_us = (double)(pick % 50) / 3.0;
        }
        d.severity = (Severity)(num(&c) % 3);
        d.loc.path = field(&a, &c);
        d.loc.line = num(&c);
        d.loc.col = num(&c);
        d.loc.end_line = num(&c);
        d.loc.end_col = num(&c);
        d.message = field(&a, &c);
        d.help = field(&a, &c);
        d.scope = field(&a, &c);
        d.line_text = field(&a, &c);
        d.in_loop = num(&c) & 1;
        d.conditional = num(&c) & 1;
        d.root_kind = (RootKind)(num(&c) % 7);
        uint32_t nchain = num(&c) % 4;
        if (nchain) {
            HotLink *ch = arena_alloc(&a, nchain * sizeof *ch);
            for (uint32_t j = 0; j < nchain; j++) {
                ch[j].name = field(&a, &c);
                ch[j].path = field(&a, &c);
                ch[j].line = num(&c);
            }
            d.chain = ch;
            d.chain_len = nchain;
        }
        d.waived = (WaiveKind)(num(&c) % 5);
        if (d.waived) d.waive_reason = field(&a, &c);
        diag_fingerprint(&d);
        diag_sink_add(&sink, &d);
    }
    diag_sink_finish(&sink);

    RunStats st = {.files_seen = 1, .findings = sink.diags.size};
    EmitCtx ec = {.version = "0.0.0-fuzz", .rules = &fz_rules, .filter = &fz_cfg.filter, .show_waived = size & 1,
                  .stats = &st, .exit_code = 1, .info_uri = "https://example.invalid/hotlint",
                  .rule_doc_base = "https://example.invalid/rules.md"};
    size_t n;
    char *buf = emit_to_mem(emit_json, &sink, &ec, &n);
    json_error_t err;
    json_t *doc = json_loadb(buf, n, 0, &err);
    if (!doc) fprintf(stderr, "json: %s at %d:%d\n", err.text, err.line, err.column);
    CHECK(doc, "json output parses");
    CHECK(json_is_array(json_object_get(doc, "findings")) && json_is_array(json_object_get(doc, "errors")), "json findings/errors arrays");
    json_decref(doc);
    free(buf);
    buf = emit_to_mem(emit_sarif, &sink, &ec, &n);
    check_sarif(buf, n);
    free(buf);
    buf = emit_to_mem(emit_text, &sink, &ec, &n);
    free(buf);
    buf = emit_to_mem(emit_github, &sink, &ec, &n);
    free(buf);
    diag_sink_fini(&sink);
    arena_fini(&a);
    return 0;
}
