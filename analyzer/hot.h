/*
 * hot.h — timed-path inference: which IR sites run once per timed iteration, and why.
 *
 * Input: a frozen Program (files parsed through prog_ir: queued for the next round in frontier
 * mode, else on first use) and a HotConfig.
 * Output: HotSites, one per site that is hot (deduplicated: a site reached from several
 * roots appears once, with the "hottest" reach: unconditional before conditional, in-loop
 * before not, then the shortest chain, then the first root in path order).
 * Semantics: DESIGN.md §2. Ownership: HotSites and their chains live in the run arena.
 */
#ifndef HL_HOT_H
#define HL_HOT_H

#include "core/arena.h"
#include "core/array.h"
#include "program.h"

typedef enum {
    ROOT_BENCHMARK_FN = 0, /* "benchmark_fn" */
    ROOT_TIMER,            /* "timer" */
    ROOT_EVENT,            /* "event" */
    ROOT_DO_BENCH,         /* "do_bench" */
    ROOT_DECORATOR,        /* "decorator" */
    ROOT_CUDA_EVENT,       /* "cuda_event" */
    ROOT_CHRONO,           /* "chrono" */
} RootKind;

const char *hot_root_kind_name(RootKind k);

typedef struct HotLink {
    const char *name;        /* function qualname ("Bench.benchmark_fn") */
    const char *path;        /* display path */
    uint32_t line;           /* root: the root's line (def, timer start, lambda); others: the call site in the previous link */
} HotLink;

typedef struct HotSite {
    int32_t file;            /* Program file index */
    int32_t site;            /* index into that file's IR sites */
    RootKind root_kind;
    bool in_loop;            /* inside a loop within the timed code (or reached through a call in one) */
    bool conditional;        /* guarded by an `if` on the way (severity drops one level) */
    const HotLink *chain;
    uint32_t chain_len;
} HotSite;

typedef Array(HotSite) HotSiteArray;

typedef struct TimingUtil {
    const char *qual;        /* "triton.testing.do_bench", "timeit.timeit", "benchmark.pedantic";
                                "*.do_bench": any callee whose last dotted component is do_bench */
    int32_t arg_index;       /* positional index of the timed callable */
    const char *arg_name;    /* keyword name of the timed callable ("fn", "stmt") */
} TimingUtil;

struct HotConfig {
    StrArray root_methods;   /* default: benchmark_fn */
    StrArray root_decorators;/* default: hot_path, timed */
    StrArray timer_funcs;    /* default: time.perf_counter, time.perf_counter_ns, time.time, time.monotonic, timeit.default_timer, ... */
    Array(TimingUtil) timing_utils; /* default: do_bench, do_bench_cudagraph, timeit.*, benchmark(), benchmark.pedantic, torch.utils.benchmark.Timer */
};

/* Fills `self` with the defaults of DESIGN.md §2 (allocated in `arena`). */
void hot_config_default(HotConfig *self, Arena *arena);

/* Runs inference; appends hot sites to `out` in (file, site) order. Returns 0. */
int hot_analyze(Program *prog, const HotConfig *cfg, Arena *run, HotSiteArray *out);

/* Where inference stopped at a limit: a call chain cut at the depth limit (64 links) or the
 * whole-run walk budget. At most one per file (the first met, in a deterministic order); the
 * caller reports each as HL030 at `loc` with `what` ("call chain deeper than 64 links").
 * Strings and Locs live in the run arena. */
typedef struct HotLimit {
    int32_t file;            /* Program file index */
    Loc loc;                 /* the call site where the walk stopped */
    const char *what;
} HotLimit;
typedef Array(HotLimit) HotLimitArray;

/* hot_analyze, also appending limit hits to `limits` (NULL: not collected). Returns 0. */
int hot_analyze_limits(Program *prog, const HotConfig *cfg, Arena *run, HotSiteArray *out, HotLimitArray *limits);
/* hot_analyze_limits in rounds: what lint.c calls. A round that reaches files not parsed yet
 * queues them (Program frontier mode); they are parsed on the pool and the analysis runs again.
 * A round also runs again when partial parsing (pychunk.h) finds that a statement it left out
 * is needed (prog_reparse). *out and *limits hold the last round's, the one that needed
 * nothing more. */
int hot_analyze_rounds(Program *prog, const HotConfig *cfg, Arena *run, HotSiteArray *out, HotLimitArray *limits);

#endif
