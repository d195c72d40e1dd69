/*
 * mbconfirm.h — `hotlint confirm DIR`: the statistics and verdicts of DESIGN.md §7, the parser
 * for the programs' raw samples, and the runner that builds and runs the microbenchmarks that
 * `--emit-microbench` wrote and records DIR/evidence.json. Owned by the mbench module.
 *
 * Dependencies: libc, POSIX, core/ and mbjson only, so tools/microbench/confirm_driver.c can
 * build this same code into a standalone `hotlint-confirm` on a GPU machine that lacks
 * hotlint's libraries: the protocol and the verdicts are the same code either way.
 *
 * Verdict (per work size): overhead = median(candidate) - median(control) of the per-iteration
 * GPU-event times of the ABBA pairs; CONFIRMED when overhead > max(3 x 1.4826 x MAD(control),
 * 2 % of median(control)), REFUTED otherwise; INCONCLUSIVE when either arm has fewer than
 * MBS_MIN_PAIRS samples (never reported as a measurement).
 * Ownership: MbcRun and everything in it live in the Arena passed to mbc_run_parse().
 */
#ifndef HL_MBCONFIRM_H
#define HL_MBCONFIRM_H

#include "core/arena.h"
#include "core/array.h"
#include "core/str.h"
#include "mbjson.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define MBS_MIN_PAIRS 5
#define MBS_HOST_BOUND_RATIO 0.85   /* control enqueue / control time at or above: host-bound */

typedef enum { MBS_REFUTED = 0, MBS_CONFIRMED, MBS_INCONCLUSIVE } MbsVerdictKind;

typedef struct MbsVerdict {
    double control_us, candidate_us;        /* medians */
    double control_mad_us, candidate_mad_us;
    double overhead_us, overhead_pct, threshold_us;
    MbsVerdictKind verdict;
} MbsVerdict;

double mbs_median(const double *v, size_t n);    /* NAN when n == 0 */
double mbs_mad(const double *v, size_t n);       /* median absolute deviation; NAN when n == 0 */
void mbs_judge(MbsVerdict *out, const double *control, size_t nc, const double *candidate, size_t nk);
const char *mbs_verdict_name(MbsVerdictKind v);  /* "CONFIRMED", "REFUTED", "INCONCLUSIVE" */

typedef Array(double) DblArray;

/* One (work size, case) series of a program's output. */
typedef struct MbcSeries {
    const char *size, *kase;
    double target_us;
    int64_t elems, iters;
    DblArray ctrl_gpu, ctrl_wall, ctrl_enq, cand_gpu, cand_wall, cand_enq;
    double hazard_host_us;                  /* NAN when the program printed none */
    MbsVerdict v;                           /* filled by mbc_run_judge */
    const char *reading;                    /* "host-bound" / "gpu-bound" */
} MbcSeries;

typedef struct MbcRun {
    const char *template_id, *params, *gpu, *cc, *hazard;
    StrArray cases;                         /* cases[0] is the primary case */
    Array(MbcSeries) series;                /* in output order */
    const char *error;                      /* the program's `error` line, NULL if none */
    bool done;                              /* the program printed `done` */
} MbcRun;

/* Parses a program's JSON-lines output. HL_EPARSE (err: 1-based line of the output, column)
 * on a malformed line; unknown line types are skipped. */
int mbc_run_parse(Arena *arena, const char *text, size_t n, MbcRun *out, MbjError *err);
/* Verdict and reading for every series. */
void mbc_run_judge(MbcRun *run);
/* The series of `kase` (NULL: the primary case) at the headline size (launch-bound when
 * measured, else the first); NULL if none. */
const MbcSeries *mbc_run_headline(const MbcRun *run, const char *kase);
/* One series as an evidence JSON object (with the raw samples when `samples`). */
void mbc_series_write(StrBuf *sb, const MbcSeries *s, bool samples);

typedef struct MbcOptions {
    const char *dir;                        /* the --emit-microbench folder (holds manifest.json) */
    const char *arch;                       /* "sm_90"; NULL: detect */
    const char *work_us;                    /* one work size instead of the three; NULL: default */
    const char *bytes;                      /* overrides `bytes` of every program that takes it */
    int jobs;                               /* parallel nvcc builds; 0: cores, at most 8 */
    int pairs;                              /* 0: the programs' default (10) */
    double timeout_s;                       /* per program run; 0: 600 */
    const char *command;                    /* the command line, recorded in evidence.json */
    const char *tool;                       /* "hotlint 0.1.0" */
} MbcOptions;

/* Runs the whole confirm step; returns the exit status: 0 all measured, 1 a program failed or
 * a negative control came out CONFIRMED (evidence.json still written), 2 usage error or no
 * nvcc / no GPU (nothing written). Progress goes to stderr, the table to stdout. */
int mbc_confirm(const MbcOptions *o);

#endif
