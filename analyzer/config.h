/*
 * config.h — hotlint.yaml (DESIGN.md §5, issue "configuration"): discovery upward from each
 * linted path, keys, validation, per-path overrides.
 *
 * Ownership: a Config and its strings live in the run arena.
 * Errors: cfg_load() returns 0, or HL_ECONFIG after printing `file:line:col: message` naming
 * the key (with a "did you mean" for near-miss keys) to stderr — never a silently ignored key.
 */
#ifndef HL_CONFIG_H
#define HL_CONFIG_H

#include "core/arena.h"
#include "core/array.h"
#include "diag.h"
#include "engine.h"
#include "hot.h"
#include "rules.h"

typedef struct PathOverride {
    const char *glob;        /* relative to the config file's folder */
    StrArray select, ignore;
    Array(KeyVal) severity;  /* code/prefix/category -> "error|warning|note" */
} PathOverride;

typedef struct Config {
    const char *file;        /* the hotlint.yaml read, NULL when none */
    const char *base_dir;    /* folder globs are relative to */
    StrArray include, exclude;
    bool respect_gitignore;  /* default true */
    RuleFilter filter;
    Array(PathOverride) overrides;
    Array(KeyVal) severity;
    Severity fail_on;        /* default SEV_NOTE: any finding fails */
    HotConfig hot;
    StrArray allowlists;     /* files or globs, relative to base_dir */
    uint64_t max_file_bytes; /* default 10 MB */
    const char *cache_dir;
} Config;

void cfg_default(Config *self, Arena *arena);
/* Nearest hotlint.yaml from `start` (a file or folder) upward; NULL if none. Arena string. */
const char *cfg_find(Arena *arena, const char *start);
/* Reads `path` on top of the defaults already in `self`. */
int cfg_load(Arena *arena, const char *path, const RuleSet *rules, Config *self);
/* Effective severity/enabled for a rule at a display path, after overrides. SEV_NONE = disabled. */
Severity cfg_rule_severity(const Config *self, const Rule *r, const char *path);
/* Applies per-path overrides (drops findings of rules disabled for that path) and severity
 * overrides to every rule finding in the sink. Called once, after the engine. */
void cfg_apply(const Config *self, const RuleSet *rules, DiagSink *sink);

#endif
