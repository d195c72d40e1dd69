/* suppress.c — STUB: replaced by suppressions and allowlists. */
#include "suppress.h"
int sup_allowlist_load(Arena *arena, const char *path, const RuleSet *rules, AllowList *out) { (void)arena; (void)path; (void)rules; (void)out; return 0; }
void sup_apply(Program *prog, DiagSink *sink, const RuleSet *rules, AllowList *allow, const char *today) { (void)prog; (void)sink; (void)rules; (void)allow; (void)today; }
int sup_allowlist_write(const char *path, const DiagSink *sink) { (void)path; (void)sink; return 0; }
bool sup_seed_code_known(const char *code) { (void)code; return false; }
