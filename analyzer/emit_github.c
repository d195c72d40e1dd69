/*
 * emit_github.c — `--format github`: GitHub Actions workflow commands, one per diagnostic:
 *
 *   ::error file=bench.py,line=12,col=9,endLine=12,endColumn=17,title=HL101 item-in-timed-path::message
 *
 * error/warning/note map to ::error/::warning/::notice; a waived finding shown by
 * --show-waived is a ::notice with the waiver appended. Escaping follows @actions/core
 * (toolkit command.ts): data escapes % CR LF; property values also `:` and `,`. Other
 * control characters and invalid UTF-8 become U+FFFD (the runner does not unescape them).
 * Columns are Unicode code points, endColumn exclusive, like SARIF.
 */
#include "emit.h"

#include <string.h>

#include "emit_util.h"

static void put_escaped(StrBuf *sb, const char *s, bool property) {
    if (!s) return;
    size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        size_t b = i;
        uint32_t cp = str_utf8_next(s, n, &i);
        if (cp == '%') sb_puts(sb, "%25");
        else if (cp == '\r') sb_puts(sb, "%0D");
        else if (cp == '\n') sb_puts(sb, "%0A");
        else if (property && cp == ':') sb_puts(sb, "%3A");
        else if (property && cp == ',') sb_puts(sb, "%2C");
        else if (cp == 0xFFFD || (cp < 0x20 && cp != '\t') || (cp >= 0x7F && cp < 0xA0)) sb_puts(sb, "\xEF\xBF\xBD");
        else sb_append(sb, s + b, i - b);
    }
}

int emit_github(FILE *out, const DiagSink *sink, const EmitCtx *ctx) {
    Arena a;
    arena_init(&a);
    const char *cwd = emit__cwd(&a);
    StrBuf sb;
    sb_init(&sb);
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (!emit__visible(d, ctx)) continue;
        const char *cmd = d->waived ? "notice" : d->severity == SEV_ERROR ? "error" : d->severity == SEV_WARNING ? "warning" : "notice";
        sb_printf(&sb, "::%s ", cmd);
        const char *path = emit__path(&a, cwd, d->loc.path);
        if (path) {
            sb_puts(&sb, "file=");
            put_escaped(&sb, path, true);
            sb_putc(&sb, ',');
        }
        if (path && d->loc.line) {
            const char *lt = d->line_text;
            size_t ln = lt ? strlen(lt) : 0;
            sb_printf(&sb, "line=%u,", d->loc.line);
            if (d->loc.col) {
                uint32_t sc = emit__cp_col(lt, ln, d->loc.col);
                sb_printf(&sb, "col=%u,", sc);
                if (d->loc.end_line >= d->loc.line) {
                    sb_printf(&sb, "endLine=%u,", d->loc.end_line);
                    /* the end column converts with this line's text only when the span ends on it */
                    if (d->loc.end_col) sb_printf(&sb, "endColumn=%u,", d->loc.end_line == d->loc.line ? emit__cp_col(lt, ln, d->loc.end_col) : d->loc.end_col);
                }
            }
        }
        sb_puts(&sb, "title=");
        StrBuf t;
        sb_init(&t);
        sb_printf(&t, "%s %s", d->code ? d->code : "HL000", d->name ? d->name : "");
        put_escaped(&sb, sb_cstr(&t), true);
        sb_fini(&t);
        sb_puts(&sb, "::");
        put_escaped(&sb, d->message, false);
        if (d->waived) {
            sb_printf(&sb, " [waived: %s: ", emit__waive_kind(d->waived));
            put_escaped(&sb, d->waive_reason ? d->waive_reason : "no reason given", false);
            sb_putc(&sb, ']');
        }
        sb_putc(&sb, '\n');
    }
    int rc = HL_OK;
    if (sb.len && fwrite(sb.data, 1, sb.len, out) != sb.len) rc = HL_EIO;
    if (ferror(out)) rc = HL_EIO;
    sb_fini(&sb);
    arena_fini(&a);
    return rc;
}
