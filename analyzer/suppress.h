/*
 * suppress.h — waivers: inline `hotlint: ignore[...]` comments, `ignore-file[...]`, the seed
 * class attribute `allowed_benchmark_fn_antipatterns`, and allowlist files (DESIGN.md §5).
 *
 * sup_apply() marks findings in the sink as waived (Diag.waived/waive_reason/waive_loc) and
 * adds the tool diagnostics of §5: HL010 missing reason, HL011 unknown code, HL012 unused
 * suppression, HL013 malformed directive, HL020 stale allowlist entry, HL021 expired entry,
 * HL022 TODO reason. Waived findings stay in the sink (emitters hide them unless
 * --show-waived; statistics count them).
 * Ownership: everything in the run arena.
 */
#ifndef HL_SUPPRESS_H
#define HL_SUPPRESS_H

#include "config.h"
#include "diag.h"
#include "program.h"
#include "rules.h"

typedef struct AllowEntry {
    const char *path_glob;   /* fnmatch-style glob on the display path, `**` crosses folders */
    const char *scope;       /* "Class.method", "function", "Class.*" or "*" */
    StrArray codes;          /* codes, code prefixes or categories */
    int32_t occurrence;      /* -1 = any */
    const char *reason, *owner, *expires; /* expires: ISO date or NULL */
    Loc loc;                 /* where the entry is written (allowlist file:line) */
    uint32_t hits;
    const char *base;        /* additive: absolute folder path_glob is relative to (the file's `root:`,
                                else the nearest folder upward holding hotlint.yaml or .git, else the
                                allowlist's own folder) */
} AllowEntry;

typedef struct AllowList {
    Array(AllowEntry) entries;
} AllowList;

/* Loads an allowlist YAML file and appends its entries. 0, or HL_ECONFIG after printing
 * `file:line:col: message` to stderr. */
int sup_allowlist_load(Arena *arena, const char *path, const RuleSet *rules, AllowList *out);

/* `today` is an ISO date "YYYY-MM-DD" (injectable for tests). */
void sup_apply(Program *prog, DiagSink *sink, const RuleSet *rules, AllowList *allow, const char *today);

/* sup_apply with the run's config (additive): suppressions naming only rules that the config
 * disables for that file are not reported as unused, and cfg_apply_tools() runs last (tool
 * codes named in `ignore` are dropped, severity overrides apply to them). sup_apply() is
 * sup_apply_cfg() with cfg == NULL. */
void sup_apply_cfg(Program *prog, DiagSink *sink, const RuleSet *rules, AllowList *allow, const char *today, const Config *cfg);

/* Writes an allowlist covering every unwaived finding (reason: TODO). 0 or HL_EIO. */
int sup_allowlist_write(const char *path, const DiagSink *sink);

/* Maps a seed code ("sync", "host_transfer", ...) — is it known? */
bool sup_seed_code_known(const char *code);

#endif
