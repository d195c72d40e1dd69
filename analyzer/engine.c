/* engine.c — STUB: replaced by the rule engine. */
#include "engine.h"
bool eng_rule_enabled(const RuleFilter *f, const Rule *r) { (void)f; (void)r; return true; }
uint32_t eng_run(const RuleSet *rules, const RuleFilter *filter, Program *prog, const HotSiteArray *hot, DiagSink *sink) { (void)rules; (void)filter; (void)prog; (void)hot; (void)sink; return 0; }
