/* rules.c — STUB: replaced by the rule loader. */
#include "rules.h"
#include "core/str.h"
const PredDef rule_pred_table[] = {{NULL, 0, NULL}};
const char *rule_category_name(Category c) { (void)c; return "?"; }
int rule_category_from_name(const char *name) { (void)name; return -1; }
const char *rule_severity_name(Severity s) { static const char *n[] = {"none", "note", "warning", "error"}; return n[s & 3]; }
int rule_severity_from_name(const char *name) { if (str_eq(name, "note")) return 1; if (str_eq(name, "warning")) return 2; if (str_eq(name, "error")) return 3; return -1; }
int rule_pred_lookup(const char *name) { (void)name; return -1; }
int rule_set_load(Arena *arena, const char *dir, RuleSet *out) { (void)arena; out->dir = dir; return 0; }
const Rule *rule_find(const RuleSet *self, const char *code) { (void)self; (void)code; return NULL; }
bool rule_selector_matches(const Rule *r, const char *sel) { (void)r; (void)sel; return true; }
bool rule_selector_valid(const RuleSet *self, const char *sel) { (void)self; (void)sel; return true; }
const char *rule_default_dir(Arena *arena, const char *argv0) { (void)arena; (void)argv0; return "rules"; }
