/*
 * rules.h — the rule table, loaded from rules/<category>/<CODE>-<name>.yaml (DESIGN.md §4).
 *
 * Ownership: every Rule and string lives in the run arena passed to rule_set_load().
 * Errors: rule_set_load() returns 0, or HL_ECONFIG after printing every problem as
 * `file:line:col: message` (1-based, naming the field) to stderr. A rule directory with one
 * broken file is an error for the whole run (exit 2): a silently skipped rule is a missed hazard.
 * The `match` mapping is kept as a list of predicates; engine.c gives them meaning. Predicate
 * names and value shapes are validated here against rule_pred_table, the one registry
 * (a new predicate = one row there + one C function in engine.c).
 */
#ifndef HL_RULES_H
#define HL_RULES_H

#include "core/arena.h"
#include "core/array.h"
#include "source.h"

#include <stdbool.h>

typedef enum {
    CAT_SYNC_SCALAR = 0,
    CAT_SYNC_EXPLICIT,
    CAT_SYNC_IMPLICIT,
    CAT_ALLOC,
    CAT_TRANSFER,
    CAT_LOGGING,
    CAT_IO,
    CAT_PYTHON_OVERHEAD,
    CAT_COMPILE,
    CAT_DEVICE_QUERY,
    CAT__COUNT
} Category;

const char *rule_category_name(Category c);       /* "sync-scalar", ... */
int rule_category_from_name(const char *name);    /* -1 if unknown */

typedef enum { SEV_NONE = 0, SEV_NOTE = 1, SEV_WARNING = 2, SEV_ERROR = 3 } Severity;
const char *rule_severity_name(Severity s);       /* "note", "warning", "error" */
int rule_severity_from_name(const char *name);    /* -1 if unknown */

typedef enum { PV_STRINGS = 1, PV_BOOL } PredValueType;

typedef struct PredDef {
    const char *name;        /* YAML key under `match:` */
    PredValueType type;
    const char *doc;         /* one line, for README/docs */
} PredDef;

extern const PredDef rule_pred_table[];           /* terminated by {NULL} */
int rule_pred_lookup(const char *name);           /* index into rule_pred_table, -1 if unknown */

typedef struct Pred {
    int id;                  /* index into rule_pred_table */
    StrArray values;         /* PV_STRINGS: the list (a scalar becomes a 1-element list) */
    bool flag;               /* PV_BOOL */
} Pred;

typedef struct KeyVal { const char *key, *value; } KeyVal;

typedef struct Rule {
    const char *code;        /* "HL101" */
    const char *name;        /* "item-in-timed-path" */
    Category category;
    uint32_t langs;          /* bit (1u << Lang) per language the rule applies to */
    Severity severity;
    bool preview;            /* status: preview */
    const char *message;     /* one line */
    const char *help;
    struct { const char *what, *why, *example, *use_instead, *known_problems; } doc;
    Array(Pred) match;
    const char *mb_template; /* microbench template id */
    Array(KeyVal) mb_params;
    StrArray seed_codes;
    double cost_us;          /* reference per-iteration cost (µs) */
    const char *file;        /* rule file path */
    uint32_t line;
} Rule;

typedef struct RuleSet {
    Array(Rule) rules;       /* sorted by code */
    const char *dir;
} RuleSet;

int rule_set_load(Arena *arena, const char *dir, RuleSet *out);
const Rule *rule_find(const RuleSet *self, const char *code);
/* true if `sel` (a code "HL101", a code prefix "HL1", a category "sync-scalar", or "ALL") selects `r` */
bool rule_selector_matches(const Rule *r, const char *sel);
/* true if `sel` names at least one rule (or a tool code HL0xx, or a category) */
bool rule_selector_valid(const RuleSet *self, const char *sel);
/* The rules directory hotlint uses when --rules is not given: $HOTLINT_RULES, then
 * <exe dir>/../share/hotlint/rules, then <exe dir>/../rules (the build tree). Arena string. */
const char *rule_default_dir(Arena *arena, const char *argv0);

#endif
