/* emit_sarif.c — STUB: replaced by the emitters. */
#include "emit.h"
int emit_sarif(FILE *out, const DiagSink *sink, const EmitCtx *ctx) { (void)ctx; for (uint32_t i = 0; i < sink->diags.size; i++) { const Diag *d = &sink->diags.contents[i]; fprintf(out, "%s:%u:%u: %s %s\n", d->loc.path, d->loc.line, d->loc.col, d->code, d->message); } return 0; }
