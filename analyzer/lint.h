/*
 * lint.h — one lint run as a library call, shared by the CLI (main.c) and the language
 * server (lsp.c): set-up (rules, config, allowlists; once per process) and a run (discover,
 * parse, hot, engine, overrides, tool diagnostics, waivers, sort; once per request).
 *
 * Ownership: LintSetup lives in the arena passed to lint_setup() (the process's run arena).
 * A LintRun's Program, sink and hot sites live in the arena passed to lint_run(); the caller
 * releases them with lint_run_fini() and then that arena. Buffers (unsaved editor text) are
 * borrowed for the duration of lint_run() and the use of its result.
 * Errors: lint_setup() prints `file:line:col: message` / `hotlint: ...` lines to stderr and
 * returns HL_ECONFIG or HL_EUSAGE (exit 2); lint_run() returns HL_EUSAGE for a missing path.
 */
#ifndef HL_LINT_H
#define HL_LINT_H

#include "cache.h"
#include "cli.h"
#include "config.h"
#include "diag.h"
#include "emit.h"
#include "hot.h"
#include "program.h"
#include "rules.h"
#include "suppress.h"

typedef struct LintSetup {
    RuleSet rules;
    Config cfg;
    AllowList allow;
    int jobs;
    CuFeOptions cu;
    char today[11];          /* ISO date for allowlist expiry ($HOTLINT_TODAY overrides) */
    Arena *run_arena;        /* lint_setup's arena: allowlists of nested configs found by a run live there */
    Cache *cache;            /* result cache (cache.h), NULL when off (--no-cache, debug flags, unwritable) */
    const char *cache_off;   /* why the cache is off when it was wanted, else NULL */
    StrArray cache_opts;     /* the options a cached run is keyed on */
} LintSetup;

int lint_setup(LintSetup *self, Arena *run, const CliOptions *o);

typedef struct LintBuffer {
    const char *path;        /* display path, as discovery would spell it */
    const char *text;
    uint32_t len;
} LintBuffer;

enum { LINT_DEBUG_IR = 1u << 0, LINT_DEBUG_HOT = 1u << 1 };

typedef struct LintRun {
    Program prog;
    DiagSink sink;
    HotSiteArray hot;
    RunStats stats;
    int exit_code;           /* 0 / 1 by the config's fail-on level */
    CacheRunKey key;         /* the run's cache key (key.valid: stored or replayed; cache_render_*) */
} LintRun;

/* Runs the pipeline over `paths` (files named explicitly are linted with their project as
 * unreported context); `bufs` replace the on-disk text of those paths. Prints nothing except
 * with debug flags. Returns HL_OK or HL_EUSAGE. */
int lint_run(LintRun *out, LintSetup *setup, Arena *arena, const StrArray *paths, const LintBuffer *bufs,
             uint32_t nbuf, uint32_t debug_flags);
void lint_run_fini(LintRun *self);

#endif
