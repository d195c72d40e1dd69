/*
 * mbench.h — microbenchmarks (DESIGN.md §7): `--emit-microbench DIR` writes one CUDA program
 * per distinct (template, parameters) with a manifest; `hotlint confirm DIR` builds and runs
 * them on a GPU and writes evidence.json; `--evidence FILE` attaches verdicts to findings.
 */
#ifndef HL_MBENCH_H
#define HL_MBENCH_H

#include "cli.h"
#include "diag.h"
#include "program.h"
#include "rules.h"

typedef struct MbOptions {
    const char *dir;
    const char *work_us;     /* user's work size (µs), NULL: the three default sizes */
    const char *bytes;       /* user's transfer/alloc size, NULL: from the finding or the template default */
    const char *templates_dir; /* NULL: next to the executable */
} MbOptions;

int mb_emit(const MbOptions *o, Program *prog, DiagSink *sink, const RuleSet *rules);
int mb_confirm_main(CliOptions *o, Arena *run);
/* Reads evidence.json and attaches Evidence to matching findings (by fingerprint).
 * Malformed evidence: `file:line:col: message` on stderr and HL_ECONFIG; unreadable: HL_EIO.
 * Nothing is attached unless the whole file validates. */
int mb_evidence_attach(const char *path, DiagSink *sink);

/* Ranking by cost (DESIGN.md §4, issue 5): the measured overhead at the headline size when
 * evidence is attached, the rule's reference cost otherwise. mb_rank sorts pointers by that
 * cost, highest first, ties in (path, line, col, code) order, so the order is deterministic. */
double mb_cost_us(const Diag *d);
/* Does the finding's cost recur on every iteration: in a loop of the timed code, or under a
 * harness root (each benchmark_fn / do_bench call is an iteration)? A site a timer region runs
 * once ("inside the timed region": a subprocess, a load_inline) costs once per measurement;
 * mb_rank puts the recurring ones first. */
bool mb_per_iteration(const Diag *d);
void mb_rank(const Diag **v, uint32_t n);

#endif
