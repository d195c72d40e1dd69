/*
 * emit.h — writers for text (code frame + caret), JSON, SARIF 2.1.0 and GitHub annotations.
 *
 * All writers read the finished (sorted) sink and write to `out`; none modifies the sink.
 * JSON and SARIF are built with jansson, so every string is escaped correctly whatever bytes
 * a path or message holds (invalid UTF-8 is replaced, never emitted raw).
 * Returns 0 or HL_EIO when the stream fails.
 */
#ifndef HL_EMIT_H
#define HL_EMIT_H

#include "diag.h"
#include "rules.h"

#include <stdio.h>

typedef struct RunStats {
    uint32_t files_seen, files_scanned, files_parsed, files_failed;
    uint64_t bytes_scanned, bytes_parsed;
    uint32_t findings, waived, tool_diags;
    double wall_ms;
    /* shown only with --statistics (a cached report is byte-identical to a cold one without it) */
    int cache_run;           /* 0 cache off, 1 computed (and stored), 2 replayed from the cache */
    uint32_t files_cached;   /* of files_parsed: IR read from the cache instead of parsed */
    uint32_t files_linted, files_rules_cached; /* files whose hot sites the rules ran on / were read from the cache for */
    uint64_t bytes_skipped;  /* of bytes_parsed: top-level statements a partial parse left out (pychunk.h) */
    uint32_t files_reparsed; /* parsed again: a statement left out was needed after all */
} RunStats;

typedef struct EmitCtx {
    const char *version;
    const RuleSet *rules;
    const struct RuleFilter *filter;  /* which rules ran (SARIF rules[]) */
    bool show_waived;
    bool statistics;                  /* text: append the statistics table */
    bool color;
    bool quiet;                       /* text: no code frames, no summary */
    const RunStats *stats;
    int exit_code;                    /* for SARIF invocations[0].executionSuccessful */
    const char *info_uri;             /* tool.driver.informationUri */
    const char *rule_doc_base;        /* helpUri base: <base>#HL101 */
    const Diag *const *ranked;        /* unwaived findings, costliest first (measured, else reference); may be NULL */
    uint32_t nranked;
    uint32_t nranked_each;            /* the first nranked_each of them recur every timed iteration; the rest
                                         cost once per timed region (a subprocess, a sleep outside any loop) */
} EmitCtx;

int emit_text(FILE *out, const DiagSink *sink, const EmitCtx *ctx);
int emit_json(FILE *out, const DiagSink *sink, const EmitCtx *ctx);
int emit_sarif(FILE *out, const DiagSink *sink, const EmitCtx *ctx);
int emit_github(FILE *out, const DiagSink *sink, const EmitCtx *ctx);

/* `hotlint rules` and `hotlint rule CODE` */
int emit_rule_list(FILE *out, const RuleSet *rules);
int emit_rule_doc(FILE *out, const Rule *r);      /* markdown-ish text: what/why/example/use_instead */

#endif
