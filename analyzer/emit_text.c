/*
 * emit_text.c — the human format: one header per diagnostic, a code frame with a caret under
 * the span, `= help/chain/cost/flags` notes, a summary and (--statistics) a table per code;
 * plus `hotlint rules` and `hotlint rule CODE`.
 *
 *   bench.py:12:9: HL101 [error] `.item()` copies a tensor to the host ...
 *     12 |         x = t.item()
 *        |             ^~~~~~~~
 *     = help: keep the value on the device; read it once after the timed region
 *     = chain: Bench.benchmark_fn (line 10) → Bench._step (line 12)
 *
 * Invariants: the report is built in one StrBuf and written once. Columns in the header are
 * bytes, like every Loc and the JSON report (DESIGN.md §6). The frame expands tabs to stops
 * of TAB_W and gives wide (East Asian, emoji) characters two cells; the caret line is computed
 * from the same per-byte display columns, so it lines up for any mix of tabs and multi-byte
 * text. Lines wider than FRAME_MAX cells show a window around the span.
 * Control characters and invalid UTF-8 never reach the terminal raw: headers escape them
 * (`\n`, `\x1b`), frames show U+FFFD. ANSI color only when ctx->color.
 */
#include "emit.h"

#include <stdlib.h>
#include <string.h>

#include "core/str.h"
#include "emit_util.h"

#define TAB_W 4

typedef struct {
    StrBuf sb;
    bool color;
    Arena *a;
    const char *cwd;
} Out;

static void color_on(Out *o, const char *code) { if (o->color) sb_printf(&o->sb, "\x1b[%sm", code); }
static void color_off(Out *o) { if (o->color) sb_puts(&o->sb, "\x1b[0m"); }

static const char *sev_color(Severity s) {
    return s == SEV_ERROR ? "1;31" : s == SEV_WARNING ? "1;33" : "1;36";
}

/* Header text: printable UTF-8 as is, control characters escaped, invalid bytes as U+FFFD. */
static void put_esc(StrBuf *sb, const char *s) {
    if (!s) return;
    size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        size_t b = i;
        uint32_t cp = str_utf8_next(s, n, &i);
        if (cp == '\n') sb_puts(sb, "\\n");
        else if (cp == '\r') sb_puts(sb, "\\r");
        else if (cp == '\t') sb_puts(sb, "\\t");
        else if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0)) sb_printf(sb, "\\x%02x", cp);
        else if (cp == 0xFFFD) sb_puts(sb, "\xEF\xBF\xBD");
        else sb_append(sb, s + b, i - b);
    }
}

/* Terminal cells of a code point: 0 for combining marks and zero-width characters, 2 for
 * East Asian wide/fullwidth and emoji blocks, 1 otherwise (a locale-free wcwidth subset). */
static int cp_width(uint32_t c) {
    if ((c >= 0x0300 && c <= 0x036F) || (c >= 0x1AB0 && c <= 0x1AFF) || (c >= 0x1DC0 && c <= 0x1DFF) ||
        (c >= 0x200B && c <= 0x200F) || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F) ||
        (c >= 0xFE20 && c <= 0xFE2F))
        return 0;
    if ((c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF) ||
        (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
        (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
        (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F) || (c >= 0x1F680 && c <= 0x1F6FF) ||
        (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x20000 && c <= 0x3FFFD))
        return 2;
    return 1;
}

/* Renders a source line into `sb`; dcol[b] (b = 0..n) gets the display column (0-based) at
 * which byte b's character starts, dcol[n] the width of the whole line; ooff[b] the offset in
 * `sb` where that character's rendering starts (ooff[n]: the end). */
static void render_line(StrBuf *sb, const char *line, size_t n, uint32_t *dcol, size_t *ooff) {
    uint32_t col = 0;
    for (size_t i = 0; i < n;) {
        size_t b = i;
        uint32_t cp = str_utf8_next(line, n, &i);
        for (size_t k = b; k < i; k++) dcol[k] = col, ooff[k] = sb->len;
        if (cp == '\t') {
            uint32_t next = (col / TAB_W + 1) * TAB_W;
            while (col < next) { sb_putc(sb, ' '); col++; }
        } else if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || cp == 0xFFFD) {
            sb_puts(sb, "\xEF\xBF\xBD");
            col++;
        } else {
            sb_append(sb, line + b, i - b);
            col += (uint32_t)cp_width(cp);
        }
    }
    dcol[n] = col;
    ooff[n] = sb->len;
}

static uint32_t digits(uint32_t v) {
    uint32_t d = 1;
    while (v >= 10) { v /= 10; d++; }
    return d;
}

/* Display column (0-based) of 1-based byte column `bytecol`; past the end: one cell per byte. */
static uint32_t disp_at(const uint32_t *dcol, size_t n, uint32_t bytecol) {
    size_t b = bytecol ? bytecol - 1 : 0;
    return b <= n ? dcol[b] : dcol[n] + (uint32_t)(b - n);
}

/* Lines wider than FRAME_MAX cells are shown as a FRAME_W-cell window around the span,
 * with "…" where text was cut (minified or generated code must not flood the terminal). */
#define FRAME_MAX 200
#define FRAME_W 160

static void put_frame(Out *o, const Diag *d) {
    const char *line = d->line_text;
    size_t n = strlen(line);
    while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) n--;
    uint32_t *dcol = hl_malloc((n + 1) * sizeof *dcol);
    size_t *ooff = hl_malloc((n + 1) * sizeof *ooff);
    StrBuf r;
    sb_init(&r);
    render_line(&r, line, n, dcol, ooff);
    uint32_t start = disp_at(dcol, n, d->loc.col), end;
    if (d->loc.end_line == d->loc.line && d->loc.end_col > d->loc.col) end = disp_at(dcol, n, d->loc.end_col);
    else if (d->loc.end_line > d->loc.line) end = dcol[n];          /* multi-line span: clip to the line */
    else end = start + 1;
    if (end <= start) end = start + 1;

    size_t b0 = 0, b1 = n;                                            /* the bytes shown */
    if (dcol[n] > FRAME_MAX) {
        uint32_t ws = start > FRAME_W / 4 ? start - FRAME_W / 4 : 0, we = ws + FRAME_W;
        while (b0 < n && dcol[b0] < ws) b0++;
        b1 = b0;
        while (b1 < n && dcol[b1] < we) b1++;
        while (b1 < n && b1 > b0 && dcol[b1] == dcol[b1 - 1]) b1--;   /* not inside a character */
    }
    uint32_t shift = dcol[b0] - (b0 ? 1 : 0);                         /* "…" takes one cell */
    start = start >= shift ? start - shift : 0;
    uint32_t lim = dcol[b1] - shift + (b1 < n ? 1 : 0);
    end = end > shift ? end - shift : 0;
    if (b1 < n && end > lim) end = lim;
    if (start > lim) start = lim;            /* a column past the line (hostile Loc): caret just after it */
    if (end > lim + 1) end = lim + 1;        /* never a 4-billion-cell underline (found by fuzz_emit) */
    if (end <= start) end = start + 1;

    uint32_t w = digits(d->loc.line);
    color_on(o, "1;34");
    sb_printf(&o->sb, "  %*u | ", (int)w, d->loc.line);
    color_off(o);
    if (b0) sb_puts(&o->sb, "…");
    sb_append(&o->sb, r.data ? r.data + ooff[b0] : "", ooff[b1] - ooff[b0]);
    if (b1 < n) sb_puts(&o->sb, "…");
    sb_putc(&o->sb, '\n');
    color_on(o, "1;34");
    sb_printf(&o->sb, "  %*s | ", (int)w, "");
    color_off(o);
    for (uint32_t i = 0; i < start; i++) sb_putc(&o->sb, ' ');
    color_on(o, sev_color(d->severity));
    sb_putc(&o->sb, '^');
    for (uint32_t i = start + 1; i < end; i++) sb_putc(&o->sb, '~');
    color_off(o);
    sb_putc(&o->sb, '\n');
    sb_fini(&r);
    free(dcol);
    free(ooff);
}

static void note(Out *o, const char *label) {
    sb_puts(&o->sb, "  ");
    color_on(o, "1");
    sb_printf(&o->sb, "= %s:", label);
    color_off(o);
    sb_putc(&o->sb, ' ');
}

static void put_chain(Out *o, const Diag *d, const char *path) {
    note(o, "chain");
    for (uint32_t i = 0; i < d->chain_len; i++) {
        const HotLink *l = &d->chain[i];
        const char *lp = emit__path(o->a, o->cwd, l->path);
        if (i) sb_puts(&o->sb, " → ");
        put_esc(&o->sb, l->name ? l->name : "?");
        if (lp && !(path && !strcmp(lp, path))) {
            sb_puts(&o->sb, " (");
            put_esc(&o->sb, lp);
            sb_printf(&o->sb, ":%u)", l->line);
        } else if (l->line) sb_printf(&o->sb, " (line %u)", l->line);
    }
    sb_putc(&o->sb, '\n');
}

static void put_diag(Out *o, const Diag *d, const EmitCtx *ctx) {
    const char *path = emit__path(o->a, o->cwd, d->loc.path);
    color_on(o, "1");
    if (path) {
        put_esc(&o->sb, path);
        if (d->loc.line) sb_printf(&o->sb, ":%u:%u", d->loc.line, d->loc.col);
    } else sb_puts(&o->sb, "hotlint");
    sb_putc(&o->sb, ':');
    color_off(o);
    sb_putc(&o->sb, ' ');
    color_on(o, sev_color(d->severity));
    sb_printf(&o->sb, "%s [%s]", d->code ? d->code : "HL000", rule_severity_name(d->severity));
    color_off(o);
    sb_putc(&o->sb, ' ');
    put_esc(&o->sb, d->message);
    if (d->waived) {
        sb_printf(&o->sb, " [waived: %s: ", emit__waive_kind(d->waived));
        put_esc(&o->sb, d->waive_reason ? d->waive_reason : "no reason given");
        sb_putc(&o->sb, ']');
    }
    sb_putc(&o->sb, '\n');
    if (ctx->quiet) return;
    if (d->line_text && d->loc.line) put_frame(o, d);
    if (d->help) { note(o, "help"); put_esc(&o->sb, d->help); sb_putc(&o->sb, '\n'); }
    if (d->chain_len) put_chain(o, d, path);
    if (d->evidence) {
        note(o, "cost");
        StrBuf e;
        sb_init(&e);
        emit__evidence_text(&e, d->evidence);
        put_esc(&o->sb, sb_cstr(&e));
        sb_fini(&e);
        if (d->cost_us > 0) sb_printf(&o->sb, "; reference ~%.1f µs/iter", d->cost_us);
        sb_putc(&o->sb, '\n');
    } else if (d->cost_us > 0) {
        note(o, "cost");
        sb_printf(&o->sb, "~%.1f µs/iter (reference)\n", d->cost_us);
    }
    if (!d->is_tool && (d->in_loop || d->conditional)) {
        note(o, "flags");
        if (d->in_loop) sb_puts(&o->sb, "in loop");
        if (d->in_loop && d->conditional) sb_puts(&o->sb, ", ");
        if (d->conditional) sb_puts(&o->sb, "conditional (severity lowered one level)");
        sb_putc(&o->sb, '\n');
    }
    sb_putc(&o->sb, '\n');
}

static const char *plural(uint32_t n, const char *one, const char *many) { return n == 1 ? one : many; }

static void put_summary(Out *o, const DiagSink *sink, const EmitCtx *ctx) {
    uint32_t sev[4] = {0}, shown = 0, waived = 0, tools = 0;
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (d->waived) { waived++; continue; }
        if (d->is_tool) { tools++; continue; }
        shown++;
        sev[d->severity & 3]++;
    }
    uint32_t files = ctx->stats ? ctx->stats->files_seen : 0;
    if (!shown) sb_printf(&o->sb, "No findings in %u %s", files, plural(files, "file", "files"));
    else
        sb_printf(&o->sb, "Found %u %s (%u %s, %u %s, %u %s) in %u %s", shown, plural(shown, "finding", "findings"),
                  sev[SEV_ERROR], plural(sev[SEV_ERROR], "error", "errors"), sev[SEV_WARNING],
                  plural(sev[SEV_WARNING], "warning", "warnings"), sev[SEV_NOTE], plural(sev[SEV_NOTE], "note", "notes"),
                  files, plural(files, "file", "files"));
    if (waived) sb_printf(&o->sb, "; %u waived", waived);
    if (tools) sb_printf(&o->sb, "; %u tool %s", tools, plural(tools, "diagnostic", "diagnostics"));
    sb_putc(&o->sb, '\n');
    /* the ranking by cost (measured when evidence is attached, the rule's reference otherwise):
     * where to look first; the listing above stays in path order so diffs stay stable */
    if (ctx->ranked && ctx->nranked >= 2) {
        uint32_t n = ctx->nranked < 5 ? ctx->nranked : 5;
        for (uint32_t i = 0; i < n; i++) {
            const Diag *d = ctx->ranked[i];
            if (i == 0 && ctx->nranked_each) sb_puts(&o->sb, "Costliest per iteration:\n");
            if (i == ctx->nranked_each) sb_puts(&o->sb, "Costliest once per timed region:\n");
            double c = d->evidence ? d->evidence->overhead_us : d->cost_us;
            sb_printf(&o->sb, "  %8.1f µs  %-6s %s:%u:%u (%s)\n", c, d->code ? d->code : "?", d->loc.path ? d->loc.path : "?",
                      d->loc.line, d->loc.col, d->evidence ? "measured" : "reference");
        }
    }
}

typedef struct { const char *code, *name; uint32_t count, waived; } CodeRow;

static int row_cmp(const void *a, const void *b) { return emit__code_cmp(((const CodeRow *)a)->code, ((const CodeRow *)b)->code); }

static void put_statistics(Out *o, const DiagSink *sink, const EmitCtx *ctx) {
    Array(CodeRow) rows = {0};
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        const char *code = d->code ? d->code : "HL000";
        CodeRow *r = NULL;
        for (uint32_t k = 0; k < rows.size && !r; k++)
            if (!strcmp(rows.contents[k].code, code)) r = &rows.contents[k];
        if (!r) {
            r = array_push_zero(o->a, &rows);
            r->code = code;
            r->name = d->name ? d->name : "";
        }
        if (d->waived) r->waived++; else r->count++;
    }
    if (rows.size > 1) qsort(rows.contents, rows.size, sizeof(CodeRow), row_cmp);
    sb_puts(&o->sb, "\nStatistics\n");
    sb_printf(&o->sb, "  %-8s %7s %7s  %s\n", "code", "count", "waived", "name");
    for (uint32_t k = 0; k < rows.size; k++) {
        const CodeRow *r = &rows.contents[k];
        sb_printf(&o->sb, "  %-8s %7u %7u  ", r->code, r->count, r->waived);
        put_esc(&o->sb, r->name);
        sb_putc(&o->sb, '\n');
    }
    const RunStats *s = ctx->stats;
    if (s) {
        sb_printf(&o->sb, "  files: %u seen, %u scanned, %u parsed, %u failed\n", s->files_seen, s->files_scanned,
                  s->files_parsed, s->files_failed);
        sb_printf(&o->sb, "  bytes: %llu scanned, %llu parsed (%llu of them in top-level statements left out)\n",
                  (unsigned long long)s->bytes_scanned, (unsigned long long)s->bytes_parsed,
                  (unsigned long long)s->bytes_skipped);
        if (s->files_reparsed) sb_printf(&o->sb, "  partial parsing: %u files parsed again for a statement left out\n", s->files_reparsed);
        if (s->cache_run == 2) sb_puts(&o->sb, "  cache: report replayed (no input changed)\n");
        else if (s->cache_run == 1 || s->files_cached || s->files_rules_cached)
            sb_printf(&o->sb, "  cache: %u of %u parsed files' IR read from the cache; rules ran on %u files, %u from the cache\n",
                      s->files_cached, s->files_parsed, s->files_linted, s->files_rules_cached);
        else sb_puts(&o->sb, "  cache: off\n");
        sb_printf(&o->sb, "  wall: %.1f ms\n", s->wall_ms);
    }
}

static int flush_out(FILE *out, Out *o) {
    int rc = HL_OK;
    if (o->sb.len && fwrite(o->sb.data, 1, o->sb.len, out) != o->sb.len) rc = HL_EIO;
    if (ferror(out)) rc = HL_EIO;
    sb_fini(&o->sb);
    return rc;
}

int emit_text(FILE *out, const DiagSink *sink, const EmitCtx *ctx) {
    Arena a;
    arena_init(&a);
    Out o = {.color = ctx->color, .a = &a};
    sb_init(&o.sb);
    o.cwd = emit__cwd(&a);
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (emit__visible(d, ctx)) put_diag(&o, d, ctx);
    }
    if (!ctx->quiet) put_summary(&o, sink, ctx);
    if (ctx->statistics) put_statistics(&o, sink, ctx);
    int rc = flush_out(out, &o);
    arena_fini(&a);
    return rc;
}

/* ---- `hotlint rules` / `hotlint rule CODE` ---- */

static int rule_ptr_cmp(const void *a, const void *b) {
    return emit__code_cmp((*(const Rule *const *)a)->code, (*(const Rule *const *)b)->code);
}

int emit_rule_list(FILE *out, const RuleSet *rules) {
    uint32_t n = rules->rules.size, wcode = 4, wname = 4, wcat = 8, stable = 0;
    const Rule **v = hl_malloc((n ? n : 1) * sizeof *v);
    for (uint32_t i = 0; i < n; i++) {
        const Rule *r = v[i] = &rules->rules.contents[i];
        size_t l;
        if ((l = strlen(r->code ? r->code : "")) > wcode) wcode = (uint32_t)l;
        if ((l = strlen(r->name ? r->name : "")) > wname) wname = (uint32_t)l;
        if ((l = strlen(rule_category_name(r->category))) > wcat) wcat = (uint32_t)l;
        if (!r->preview) stable++;
    }
    if (n > 1) qsort(v, n, sizeof *v, rule_ptr_cmp);
    Out o = {0};
    sb_init(&o.sb);
    sb_printf(&o.sb, "%-*s  %-*s  %-*s  %-8s  %s\n", (int)wcode, "CODE", (int)wname, "NAME", (int)wcat, "CATEGORY",
              "SEVERITY", "STATUS");
    for (uint32_t i = 0; i < n; i++) {
        const Rule *r = v[i];
        sb_printf(&o.sb, "%-*s  %-*s  %-*s  %-8s  %s\n", (int)wcode, r->code ? r->code : "", (int)wname,
                  r->name ? r->name : "", (int)wcat, rule_category_name(r->category), rule_severity_name(r->severity),
                  r->preview ? "preview" : "stable");
    }
    sb_printf(&o.sb, "\n%u %s (%u stable, %u preview)\n", n, plural(n, "rule", "rules"), stable, n - stable);
    free(v);
    return flush_out(out, &o);
}

int emit_rule_doc(FILE *out, const Rule *r) {
    Out o = {0};
    sb_init(&o.sb);
    emit__rule_doc(&o.sb, r, true);
    return flush_out(out, &o);
}
