/*
 * engine.h — rule matching: hot IR sites × rule predicates -> Diags.
 *
 * For each HotSite and each enabled rule whose language matches, every predicate of the
 * rule's `match` must hold (predicates are C functions registered in one table; their names
 * and value shapes are in rules.c's rule_pred_table). A matching pair becomes a Diag with the
 * rule's code/name/category/message/help/cost/microbench, the chain from the HotSite, severity
 * dropped one level when the site is conditional, the source line copied for code frames, the
 * scope ("Class.method"), and microbench parameters derived from the site.
 * Ownership: Diags go to the sink (run arena).
 */
#ifndef HL_ENGINE_H
#define HL_ENGINE_H

#include "core/array.h"
#include "diag.h"
#include "hot.h"
#include "program.h"
#include "rules.h"

typedef struct RuleFilter {
    StrArray select;         /* empty = all stable rules (+ preview when `preview`) */
    StrArray ignore;
    bool preview;            /* enable preview rules */
} RuleFilter;

bool eng_rule_enabled(const RuleFilter *f, const Rule *r);
/* Runs every enabled rule over the hot sites. Returns the number of findings added. */
uint32_t eng_run(const RuleSet *rules, const RuleFilter *filter, Program *prog, const HotSiteArray *hot, DiagSink *sink);

#endif
