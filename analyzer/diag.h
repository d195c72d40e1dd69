/*
 * diag.h — Diag (one finding or tool diagnostic) and DiagSink (all of a run's diagnostics).
 *
 * Ownership: Diags and every string they point to live in the sink's arena (the run arena);
 * diag_add copies nothing, so callers pass strings that already live there (diag_strdup).
 * Threads: diag_sink_add() may be called from worker threads (the sink locks).
 * Order: diag_sink_finish() sorts by (path, line, col, code, message) and removes exact
 * duplicates, so output is the same for any -j.
 *
 * Tool diagnostic codes (HL0xx), each its own meaning:
 *   HL001 syntax error (file still linted)      HL002 file could not be read / not a source file
 *   HL003 undecodable text (NUL, invalid UTF-8, UTF-16)   HL004 file skipped (too large, limits)
 *   HL010 suppression without reason            HL011 unknown code in suppression
 *   HL012 unused suppression                    HL013 malformed suppression directive
 *   HL020 stale allowlist entry                 HL021 expired allowlist entry
 *   HL022 allowlist entry reason is TODO        HL030 analysis limit reached (depth, time budget)
 */
#ifndef HL_DIAG_H
#define HL_DIAG_H

#include "core/arena.h"
#include "core/array.h"
#include "hot.h"
#include "rules.h"
#include "source.h"

#include <pthread.h>
#include <stdbool.h>

typedef enum {
    WAIVE_NONE = 0,
    WAIVE_INLINE,            /* # hotlint: ignore[...] on the line or the line above */
    WAIVE_FILE,              /* # hotlint: ignore-file[...] */
    WAIVE_ALLOWLIST,         /* an allowlist file entry */
    WAIVE_SEED,              /* allowed_benchmark_fn_antipatterns class attribute */
} WaiveKind;

typedef struct Evidence {
    const char *verdict;     /* "CONFIRMED" / "REFUTED" */
    const char *gpu;         /* "NVIDIA H200" */
    const char *driver;
    double overhead_us;      /* at the headline size */
    double overhead_pct;
    const char *size;        /* headline size label ("launch-bound") */
    const char *json;        /* the full evidence object, serialized (for JSON/SARIF) */
} Evidence;

typedef struct Diag {
    Loc loc;
    const char *code;        /* "HL101" or a tool code "HL001" */
    const char *name;        /* rule name or tool diagnostic name ("syntax-error") */
    const char *category;    /* rule category, or "tool" */
    Severity severity;
    const char *message;
    const char *help;
    const char *line_text;   /* the source line at loc.line (for code frames), NULL if none */
    const Rule *rule;        /* NULL for tool diagnostics */
    RootKind root_kind;
    bool is_tool;
    bool in_loop, conditional;
    const HotLink *chain;
    uint32_t chain_len;
    double cost_us;
    const char *microbench;  /* template id */
    char fingerprint[17];    /* 16 hex digits, stable across line moves (see diag_fingerprint) */
    const char *line_hash;   /* GitHub primaryLocationLineHash "hex:n", NULL until computed */
    const char *scope;       /* "Class.method" / "function" holding the hazard (allowlists key on it) */
    uint32_t occurrence;     /* 0-based index among same (path, scope, code) findings, in line order */
    WaiveKind waived;
    const char *waive_reason;
    Loc waive_loc;           /* where the waiver is written */
    const Evidence *evidence;
    int32_t file, site;      /* Program file and IR site (-1 for tool diagnostics) */
    const char *mb_params;   /* microbench parameters derived from the site ("elems=4096;dtype=float32"), NULL if none */
} Diag;

typedef struct DiagSink {
    Arena *arena;
    Array(Diag) diags;
    pthread_mutex_t mu;
} DiagSink;

void diag_sink_init(DiagSink *self, Arena *run_arena);
void diag_sink_fini(DiagSink *self);
Diag *diag_sink_add(DiagSink *self, const Diag *d);   /* copies the struct; returns the stored copy */
/* A tool diagnostic at loc; message printf-style; copies strings into the sink arena. */
Diag *diag_tool(DiagSink *self, const char *code, Severity sev, Loc loc, const char *fmt, ...) __attribute__((format(printf, 5, 6)));
const char *diag_strdup(DiagSink *self, const char *s);  /* copy into the sink's arena (locked) */
void diag_sink_finish(DiagSink *self);                  /* sort + dedupe */
const char *diag_tool_name(const char *code);           /* "syntax-error", ... */
/* Stable fingerprint: hash of (path, code, scope, normalized source line, occurrence). */
void diag_fingerprint(Diag *d);
/* GitHub's primaryLocationLineHash for 1-based `line` of `text` (codeql-action fingerprints algorithm). */
const char *diag_line_hash(Arena *arena, const char *text, size_t n, uint32_t line);
/* The same for every line of `text` in one pass: returns an arena array whose [i] is the hash
 * of line i+1; *out_nlines gets the number of lines (line breaks + 1, CR/LF/CRLF). */
const char **diag_line_hashes(Arena *arena, const char *text, size_t n, uint32_t *out_nlines);
Severity diag_severity_drop(Severity s);               /* error->warning->note->note */

#endif
