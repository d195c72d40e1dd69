/* emit_text.c — STUB: replaced by the emitters. */
#include "emit.h"
int emit_text(FILE *out, const DiagSink *sink, const EmitCtx *ctx) { (void)ctx; for (uint32_t i = 0; i < sink->diags.size; i++) { const Diag *d = &sink->diags.contents[i]; fprintf(out, "%s:%u:%u: %s %s\n", d->loc.path, d->loc.line, d->loc.col, d->code, d->message); } return 0; }
int emit_rule_list(FILE *out, const RuleSet *rules) { (void)out; (void)rules; return 0; }
int emit_rule_doc(FILE *out, const Rule *r) { (void)out; (void)r; return 0; }
