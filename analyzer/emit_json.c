/*
 * emit_json.c — `--format json` (DESIGN.md §6):
 *
 *   {"version": "...", "findings": [...], "errors": [...], "stats": {...}}
 *
 * A finding carries exactly the fields of §6 in that order (path, line, col, end_line,
 * end_col, code, name, category, severity, message, help, chain, root_kind, in_loop,
 * conditional, cost_us, microbench, fingerprint), then `evidence` when --evidence attached
 * one and `waived` ({kind, reason, path, line}) for a waived finding shown by --show-waived.
 * `errors` holds the tool diagnostics (HL0xx). Columns are 1-based bytes, end exclusive.
 * Invariants: jansson builds everything (strings through emit__jstr, so invalid UTF-8 is
 * U+FFFD, never raw); keys keep insertion order; 2-space indent; a trailing newline.
 */
#include "emit.h"

#include "emit_util.h"

static void put_loc(json_t *o, Arena *a, const char *cwd, const Diag *d) {
    json_object_set_new(o, "path", emit__jstr(emit__path(a, cwd, d->loc.path)));
    json_object_set_new(o, "line", json_integer(d->loc.line));
    json_object_set_new(o, "col", json_integer(d->loc.col));
    json_object_set_new(o, "end_line", json_integer(d->loc.end_line));
    json_object_set_new(o, "end_col", json_integer(d->loc.end_col));
    json_object_set_new(o, "code", emit__jstr(d->code));
    json_object_set_new(o, "name", emit__jstr(d->name));
}

static json_t *finding(Arena *a, const char *cwd, const Diag *d) {
    json_t *o = json_object();
    put_loc(o, a, cwd, d);
    json_object_set_new(o, "category", emit__jstr(d->category));
    json_object_set_new(o, "severity", emit__jstr(rule_severity_name(d->severity)));
    json_object_set_new(o, "message", emit__jstr(d->message));
    json_object_set_new(o, "help", emit__jstr(d->help));
    json_object_set_new(o, "chain", emit__chain_json(a, cwd, d));
    json_object_set_new(o, "root_kind", emit__jstr(hot_root_kind_name(d->root_kind)));
    json_object_set_new(o, "in_loop", json_boolean(d->in_loop));
    json_object_set_new(o, "conditional", json_boolean(d->conditional));
    json_object_set_new(o, "cost_us", json_real(d->cost_us));
    json_object_set_new(o, "microbench", emit__jstr(d->microbench));
    json_object_set_new(o, "fingerprint", emit__jstr(d->fingerprint));
    if (d->evidence) json_object_set_new(o, "evidence", emit__evidence_json(d->evidence));
    if (d->waived) {
        json_t *w = json_object();
        json_object_set_new(w, "kind", emit__jstr(emit__waive_kind(d->waived)));
        json_object_set_new(w, "reason", emit__jstr(d->waive_reason));
        json_object_set_new(w, "path", emit__jstr(emit__path(a, cwd, d->waive_loc.path)));
        json_object_set_new(w, "line", json_integer(d->waive_loc.line));
        json_object_set_new(o, "waived", w);
    }
    return o;
}

static json_t *tool_error(Arena *a, const char *cwd, const Diag *d) {
    json_t *o = json_object();
    put_loc(o, a, cwd, d);
    json_object_set_new(o, "severity", emit__jstr(rule_severity_name(d->severity)));
    json_object_set_new(o, "message", emit__jstr(d->message));
    return o;
}

/* wall_ms only with --statistics: without it the report is byte-identical between runs and -j */
static json_t *stats_json(const RunStats *s, bool timing) {
    json_t *o = json_object();
    RunStats z = {0};
    if (!s) s = &z;
    json_object_set_new(o, "files_seen", json_integer(s->files_seen));
    json_object_set_new(o, "files_scanned", json_integer(s->files_scanned));
    json_object_set_new(o, "files_parsed", json_integer(s->files_parsed));
    json_object_set_new(o, "files_failed", json_integer(s->files_failed));
    json_object_set_new(o, "bytes_scanned", json_integer((json_int_t)s->bytes_scanned));
    json_object_set_new(o, "bytes_parsed", json_integer((json_int_t)s->bytes_parsed));
    json_object_set_new(o, "findings", json_integer(s->findings));
    json_object_set_new(o, "waived", json_integer(s->waived));
    json_object_set_new(o, "tool_diags", json_integer(s->tool_diags));
    if (timing) {
        json_object_set_new(o, "wall_ms", json_real(s->wall_ms));
        json_object_set_new(o, "cache", json_string(s->cache_run == 2 ? "replayed" : s->cache_run == 1 || s->files_cached ? "used" : "off"));
        json_object_set_new(o, "files_cached", json_integer(s->files_cached));
        json_object_set_new(o, "files_linted", json_integer(s->files_linted));
        json_object_set_new(o, "bytes_skipped", json_integer((json_int_t)s->bytes_skipped));
        json_object_set_new(o, "files_reparsed", json_integer(s->files_reparsed));
        json_object_set_new(o, "files_rules_cached", json_integer(s->files_rules_cached));
    }
    return o;
}

int emit_json(FILE *out, const DiagSink *sink, const EmitCtx *ctx) {
    Arena a;
    arena_init(&a);
    const char *cwd = emit__cwd(&a);
    json_t *root = json_object(), *findings = json_array(), *errors = json_array();
    json_object_set_new(root, "version", emit__jstr(ctx->version));
    json_object_set_new(root, "findings", findings);
    json_object_set_new(root, "errors", errors);
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (!emit__visible(d, ctx)) continue;
        if (d->is_tool) json_array_append_new(errors, tool_error(&a, cwd, d));
        else json_array_append_new(findings, finding(&a, cwd, d));
    }
    json_object_set_new(root, "stats", stats_json(ctx->stats, ctx->statistics));
    int rc = emit__json_dump(out, root);
    json_decref(root);
    arena_fini(&a);
    return rc;
}
