/*
 * hot.c — timed-path inference (DESIGN.md §2): which IR sites run once per timed iteration.
 *
 * Phases:
 *   1. Timing utilities. Call sites of the configured utilities (`do_bench`, `timeit.*`,
 *      pytest-benchmark, `torch.utils.benchmark.Timer`) name the callables they time. A
 *      function whose own TIMED region calls one of its parameters is a utility too
 *      (auto-detected), and so is a function that hands one of its parameters on to a
 *      utility; this runs to a small fixpoint. Callers of auto-detected utilities may live in
 *      files the byte scan did not select: those get a second cheap scan (the utility's name
 *      followed by `(` and its module's last name) and only matching files are parsed.
 *   2. Roots, in (file, line) order: `root_methods` functions (benchmark_fn), TIMED regions
 *      (timer/event/cuda_event/chrono), callables handed to utilities (do_bench) and
 *      decorated functions (decorator). benchmark_fn, do_bench and decorator roots are
 *      "harness" roots: the harness owns the timer, so bracketing syncs and timer calls inside
 *      them are per-iteration work. Timer roots keep the bracket exemption along their chain.
 *   3. Per root, a breadth-first walk over functions. A node is (function, in_loop,
 *      conditional, the class `self` has there); a function already visited with a state at
 *      least as hot (in_loop >=, conditional <=) is not walked again, so a root costs
 *      O(functions reached × 4). Chains are capped at HOT_MAX_DEPTH links (the cut is reported
 *      through hot_analyze_limits, HL030); the walk is iterative. Only name resolution recurses,
 *      capped at HOT_MAX_LOOKUP hops (and MRO building at 4 nested levels).
 *   4. Each site keeps its best reach over all roots: unconditional before conditional, then
 *      in_loop, then the shorter chain, then the earlier root (roots run in order and only a
 *      strict improvement replaces a reach). Output is in (file, site) order.
 *
 * Resolution is precision-first: a call resolves only through what the tree says (enclosing
 * defs, module-level names, imports of modules in the linted tree, `self` methods and bases,
 * attribute types recorded by the frontend, assignments from class constructors, literal
 * tables a loop variable or a subscript draws from). A name bound anywhere in a function is
 * local there and never falls through to a module name. A call that does not resolve is left
 * alone. `self.m()` resolves with the class `self` has along the chain (the root's class) and
 * also reaches overrides in its subclasses. Only modules actually reached are parsed (prog_ir),
 * never the whole tree; two cheap one-pass scans of unparsed files (callers of detected
 * utilities, `class X(Base)` lines for subclasses of a reached class) pick the few more to parse.
 *
 * Chains (HotLink): the root link is (root function, its file, its line: def line, timer
 * start line or lambda line); each later link names the called function and gives the file
 * and line of the call site in the previous link's function, so every (path, line) is a real
 * location. Strings live in the run arena; working memory in a scratch arena freed on return.
 * Developer aid: HOTLINT_DEBUG_HOT_FILES=1 prints each file's parse state to stderr at the end.
 */
#include "hot.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <xxhash.h>

#include "core/str.h"
#include "pychunk.h"

#define HOT_MAX_DEPTH 64     /* links in a chain */
#define HOT_MAX_LOOKUP 12    /* name-resolution hops (re-exports, aliases, base classes) */
#define HOT_MAX_TARGETS 16   /* targets kept per call site (C++ overloads, a table of benchmark functions) */
#define HOT_MAX_MRO 32       /* classes visited per method lookup */
#define HOT_UTIL_ROUNDS 4    /* fixpoint rounds for utilities that forward a parameter */
#define HOT_MAX_UTILS 512

const char *hot_root_kind_name(RootKind k) {
    static const char *n[] = {"benchmark_fn", "timer", "event", "do_bench", "decorator", "cuda_event", "chrono"};
    return (unsigned)k <= ROOT_CHRONO ? n[k] : "?";
}

static void util_add(Arena *a, HotConfig *c, const char *qual, int32_t idx, const char *name) {
    TimingUtil u = {.qual = qual, .arg_index = idx, .arg_name = name};
    array_push(a, &c->timing_utils, u);
}

void hot_config_default(HotConfig *self, Arena *arena) {
    memset(self, 0, sizeof *self);
    array_push(arena, &self->root_methods, "benchmark_fn");
    array_push(arena, &self->root_decorators, "hot_path");
    array_push(arena, &self->root_decorators, "timed");
    /* tritonbench: each method registered is a factory; the harness times the callable it returns */
    array_push(arena, &self->root_decorators, "register_benchmark");
    for (int i = 0; ir_py_clocks[i]; i++) array_push(arena, &self->timer_funcs, ir_py_clocks[i]);
    /* the timing utilities built in: the callable they time is argument 0 (or that keyword) */
    static const struct { const char *qual, *kw; } utils[] = {
        /* "*.name" matches any callee whose last dotted component is `name` (plain `name` too) */
        {"triton.testing.do_bench", "fn"},
        {"triton.testing.do_bench_cudagraph", "fn"},
        {"*.do_bench", "fn"},
        {"*.do_bench_cudagraph", "fn"},
        {"timeit.timeit", "stmt"},
        {"timeit.repeat", "stmt"},
        {"timeit.Timer", "stmt"},
        {"benchmark", NULL},
        {"benchmark.pedantic", "target"},
        {"cupyx.profiler.benchmark", "func"},
        {"torch.utils.benchmark.Timer", "stmt"},
        /* flash-attention's helpers, imported by attention benchmarks elsewhere (SageAttention,
         * flash-attn's own hopper/): they time fn(*inputs) forward (combined, fwd_bwd and all also
         * backward). Not benchmark_backward: it runs fn once, untimed, and times y.backward(). */
        {"flash_attn.utils.benchmark.benchmark_forward", "fn"},
        {"flash_attn.utils.benchmark.benchmark_combined", "fn"},
        {"flash_attn.utils.benchmark.benchmark_fwd_bwd", "fn"},
        {"flash_attn.utils.benchmark.benchmark_all", "fn"},
        /* flashinfer.testing's, imported by vllm's and sglang's kernel benchmarks, and Inductor's
         * `benchmarker.benchmark_gpu(fn)` (attention-gym): distinctive last names, matched alone */
        {"*.bench_gpu_time", "fn"},
        {"*.bench_gpu_time_with_cuda_event", "fn"},
        {"*.bench_gpu_time_with_cupti", "fn"},
        {"*.bench_gpu_time_with_cudagraph", "fn"},
        {"*.benchmark_gpu", "fn"},
        /* Inductor's `torch._inductor.utils.do_bench_using_profiling(fn)` (torchao's float8 benchmarks) */
        {"*.do_bench_using_profiling", "fn"},
    };
    for (size_t i = 0; i < sizeof utils / sizeof utils[0]; i++) util_add(arena, self, utils[i].qual, 0, utils[i].kw);
}

/* ------------------------------------------------------------------------------------------ */
/* working state                                                                              */

typedef struct Target { int32_t file, func; } Target;
typedef Array(Target) TargetArray;

typedef struct Reach {       /* best reach of one site so far */
    int32_t node;            /* BFS node that reached it, -1 = not hot */
    uint16_t len;
    uint8_t loop, cond;
} Reach;

typedef struct GVisit {
    uint16_t depth;          /* 0xffff: never walked in this state */
    int32_t sfile, scls;     /* the self class of that walk */
} GVisit;

typedef struct HFile {
    bool tried;              /* prog_ir attempted */
    bool initial;            /* parsed before inference started */
    IrFile *ir;
    I32Array *fsites;        /* per func: its sites, in source order */
    TargetArray *res;        /* per site: memoised call targets */
    Target *inst;            /* per site: the class of a method call's receiver instance ({file, class}),
                                {-1, -1} unknown; valid where inst_done */
    uint8_t *inst_done;
    uint32_t *missline;      /* per func: the last line of a cache-hit early return (cache_paths); after it, a miss */
    uint8_t *cachemiss;      /* per region: the branch a cache lookup takes on a miss (`if plan is None:`) */
    bool cached_paths;       /* some missline or cachemiss is set (most files: none, nothing to check) */
    uint8_t *pguard;         /* per func: 1 it has a branch on a parameter (dead_for_call); 2 it calls a parameter or
                                a method on one (param_arg_value): walks depend on the call that entered it */
    struct PGuard *pg;       /* per region: the branch on a parameter the entering call decides (pguard_of) */
    uint8_t *resolved;       /* per site: res is valid */
    uint8_t *bracket;        /* per site: a sync right before a timer start/end call (frontend may not flag it) */
    Loc *tail;               /* per TIMED region: the closing sync after its last loop (line 0: none), see region_tail */
    int32_t *restart;        /* per TIMED region: the clock read that restarts a rolling timer after its end read
                                (-1: none), see region_restart */
    uint8_t *timerobj;       /* per site: creates the event/timer object a start/end call of its function uses */
    uint8_t *sweeplog;       /* per TIMED region: a sweep (DEADLINE) whose own reading only feeds a log
                                line or a budget (sweep_timer); then a later read of its start is no
                                measurement inside it */
    uint8_t *oneshot;        /* per TIMED region: ONESHOT (region_oneshot), DEADLINE or TIMEOUT (region_deadline),
                                STEPS (sweep_timer) or 0 */
    Reach *best;             /* per site */
    uint32_t *stamp;         /* per func: root generation of `mask` */
    uint8_t *mask;           /* per func: visited (loop, cond) states of this root */
    const char **qn;         /* per func: qualname copied to the run arena */
    uint32_t nb;             /* name index buckets (power of two) */
    int32_t *fbucket, *fnext;/* funcs by name: first index per bucket, next index with that bucket */
    int32_t *cbucket, *cnext;/* classes by name */
    I32Array *lambdas;       /* per func: lambdas defined directly in it (module: top-level ones) */
    I32Array *fregions;      /* per func: its regions */
    struct GVisit *gv;       /* per func × 8 states (loop, cond, exempt): the shallowest walk of any root */
    TargetArray *cbases;     /* per class: its bases resolved to classes of the tree */
    uint8_t *cbases_state;   /* per class: 0 not yet, 1 resolving (a cycle), 2 done */
    /* the lines that start by assigning a plain name (`name = ...`, what assigned_rhs matches,
     * or `name: T`), in line order with the name's hash, and a filter of those names: built once
     * per file on first use (lhs_index), so a text scan for one name's bindings reads its
     * candidate lines only, not every line of its range (a 26,000-line module made each scan a
     * pass over it) */
    uint64_t *lhs;           /* filter, lhs_bits bits (a power of two) */
    uint32_t lhs_bits, nlhs;
    uint32_t *lhs_ln, *lhs_hv;
    int32_t *incs;           /* C/C++: the project files its #includes name (included_files), -1 ended */
} HFile;

#define LHS_MIN_BITS 2048

typedef struct Node {
    int32_t file, func;
    int32_t parent;          /* node index, -1 for the root */
    int32_t line_file;       /* file of `line` */
    uint32_t line;           /* root line, or the call site line in the parent */
    int32_t region;          /* root node of a timer root: its TIMED region; else -1 */
    uint16_t depth;
    uint8_t loop, cond, exempt;
    uint8_t brk;             /* BRK_START / BRK_END: called right after its timer's start / right before its
                                end read, from the timer's own function (wrapper_bracket) */
    uint8_t exact;           /* scls is the class the instance was built as (`model = Base()`), not a base
                                of it: self-calls dispatch on it alone, not on its subclasses' overrides */
    int32_t root;            /* index into roots */
    int32_t sfile, scls;     /* the class `self` has here (dynamic: the root's class through self-calls), -1 unknown */
    int32_t via;             /* the call site (in line_file) that entered this function, -1: root or lambda */
    const HotLink *chain;    /* materialised on output */
} Node;

typedef struct BwSite { int32_t node, site; uint8_t loop, cond; } BwSite;

typedef struct Span {        /* a timed region the frontend did not see: a configured timer function,
                                or the body of `with Timer():` */
    int32_t file, func;
    int32_t start, end;      /* the two timer calls (site indices); the region is strictly between.
                                end == -1: the region runs from start to `until` (a with body) */
    Loc until;
} Span;

typedef struct Edge { Target base, sub; } Edge;
enum { ONESHOT = 1, DEADLINE = 2, TIMEOUT = 3, STEPS = 4 };   /* HFile.oneshot: what kind of host timer a TIMED region is */
typedef struct RootPrefix { const char *root; const char *pfx[4]; int n; } RootPrefix;
typedef struct BaseRef {
    const char *name;        /* a base's last name */
    int32_t file;
    const char *cls;         /* the subclass, when it is a class a partial parse left out (else NULL) */
    const char *sub;         /* the subclass's name as written (NULL if unknown) */
    const char *want;        /* a class inside a function a partial parse left out: that function
                                (what to ask partial parsing for; else the class itself) */
} BaseRef;

typedef struct Root {
    int32_t file, func, region;
    RootKind kind;
    uint32_t line, col;
    bool remote;             /* a host timer whose walk met a network request (remote_call), in a file
                                that imports no GPU library (gpu_file): it times a server, not this GPU,
                                and is dropped. In a GPU benchmark a request is HL709 (DESIGN.md §3 io) */
    const IrSite *entry;     /* the call a timing utility makes of this root, as its own call shows it
                                (utility_entry), or NULL: per-call flags are decided with it */
    int32_t entry_file;      /* the file of the utility's call site */
    bool shared;             /* asked for again (another utility call, other arguments): no entry */
    bool host_timed;         /* timed by a utility's host clock without a sync (fvcore's benchmark): its
                                walk keeps a timer root's bracket exemption, a sync ending it is the bracket */
} Root;

typedef struct Util {        /* a function that times a callable it is handed */
    int32_t file, func;
    int32_t pos;             /* parameter index (self included) */
    const char *pname;
    const char *name;        /* function name (for the caller scan) */
    const char *method;      /* the parameter's method it calls (`runner.step()`), NULL: it calls the parameter */
} Util;

/* What the analysis reads from the text of files not parsed yet, kept across the analysis rounds
 * of one run (hot_analyze_rounds): each file's text is read once for the base classes and once
 * per batch of new timing-utility names, not once per round. */
typedef struct ChunkHit { int32_t file; uint32_t chunk; bool mentions; } ChunkHit;
typedef struct CallerScan {
    const char *name;        /* the utility's name, as a caller calls it */
    bool deco;               /* callers decorate with it: `@name` (timing_decorator) */
    const char *need;        /* the module (Python) or header file (C/C++) a caller must mention; "" none */
    bool cxx;                /* callers are C/C++ files */
    I32Array hits;           /* files that were not parsed when scanned and call it */
    uint8_t *chunks_done;    /* per file: its left-out statements were scanned (Python) */
    Array(ChunkHit) chunk_hits; /* left-out statements that call it; `mentions`: the file names the module */
} CallerScan;

typedef struct DispatchQ { int32_t file, cls; uint32_t subs; } DispatchQ;

typedef struct HotMemo {
    Arena arena;
    bool baserefs_done;
    Array(BaseRef) baserefs; /* `class X(Base)` lines of the files not parsed at the first query */
    Array(CallerScan) scans;
    bool stale;              /* the last round dispatched before a file it parsed later showed more
                                overrides (dispatch_stale), or its walks parsed a file holding
                                roots: analyse again */
} HotMemo;

typedef struct Hot {
    Program *prog;
    HotMemo *memo;
    const HotConfig *cfg;
    Arena *run;
    Arena tmp;
    HFile *files;
    uint32_t nfiles;
    Array(Node) nodes;
    Array(Root) roots;
    Array(Util) utils;
    uint64_t util_names[16]; /* filter of the utils' names (util_named): most calls name none */
    uint32_t gen;
    Array(struct Edge) edges;/* base -> subclass over the files parsed so far (virtual dispatch) */
    uint32_t edges_files;    /* parsed-file count when `edges` was built */
    Array(DispatchQ) dq;     /* dispatch queries and how many subclasses they saw (dispatch_stale) */
    int edges_builds;
    Array(BaseRef) baserefs; /* `class X(Base)` base names in files not parsed when first needed */
    bool baserefs_built;
    int mro_active;          /* nested mro_build calls (base resolution can re-enter it) */
    HotLimitArray *limits;   /* where a limit stopped the walk (may be NULL) */
    TargetArray scratch;     /* self-call targets of the site being visited */
    TargetArray scratch2;    /* targets of a call through a parameter (param_arg_value) */
    Array(Span) spans;       /* Root.region <= -2 names spans[-2 - region] */
    Array(RootPrefix) rootpfx; /* per lint root: the package prefixes its own folder names spell */
    bool budget_hit;
    bool root_budget_hit;    /* the current root's share is spent (reset per root) */
    uint32_t root_q0;        /* nodes.size when the current root's walk began */
    Array(struct BwSite) bw; /* this root's `.backward()` / `torch.autograd.grad` sites reached (autograd_backward) */
    TargetArray fwd_fns;     /* autograd Function classes whose forward this root's walk reached */
    struct PVisit *pv;       /* walks a call prunes (call_prunes), by call site: open addressing, pvcap slots */
    uint32_t pvcap, pvn;
    bool debug_roots;        /* HOTLINT_DEBUG_ROOTS: each root walk and the nodes it made, on stderr */
    bool probing;            /* resolving names only to decide what to parse: a miss asks for nothing */
    bool helpers_indexed;    /* helper_names is filled (find_helper_spans) */
    StrArray helper_names;   /* the clock helpers' names; "<lambda>" when a lambda is one */
    const char **util_last;  /* last name of each cfg->timing_utils entry (builtin_util), or NULL */
} Hot;

typedef enum { SYM_NONE = 0, SYM_FUNC, SYM_CLASS, SYM_INST, SYM_MODULE } SymKind;

typedef struct Sym {
    SymKind kind;
    int32_t file;            /* FUNC/CLASS/INST: the defining file; MODULE: its file or -1 */
    int32_t idx;             /* FUNC: func index; CLASS/INST: class index */
    const char *mod;         /* MODULE: dotted name */
} Sym;

static const Sym sym_none = {SYM_NONE, -1, -1, NULL};

static Sym mksym(SymKind k, int32_t file, int32_t idx) {
    Sym s = {k, file, idx, NULL};
    return s;
}

/* ------------------------------------------------------------------------------------------ */
/* files                                                                                      */

static void hf_index(Hot *H, HFile *h);
static void region_tail(const IrFile *f, const I32Array *fsites, Loc *tail);
static void region_restart(const IrFile *f, const I32Array *fsites, int32_t *restart);
static void region_oneshot(const IrFile *f, const I32Array *fsites, uint8_t *out);
static void region_deadline(const IrFile *f, uint8_t *out);
static bool end_only_asserted(const IrFile *f, const IrRegion *g);
typedef enum { USE_LOGGED, USE_LOGGED_OR_TESTED, USE_TESTED } UseOk;   /* what uses of a reading may be (uses_only) */
static bool end_only_used(const IrFile *f, const IrRegion *g, UseOk ok);
static bool site_in_region(const IrFile *f, const IrSite *s, int32_t region);

static bool is_ident_char(char c);
static bool is_ident(const char *s);
static bool is_param(const IrFunc *fn, const char *name);
/* What a parameter guard tests (param_guard). */
enum { PG_IS_NONE = 1, PG_NOT_NONE = 2, PG_TRUE = 3, PG_FALSE = 4, PG_EQ = 5, PG_NE = 6, PG_KW_IN = 7, PG_KW_NOT_IN = 8 };

/* A constant's text: a string or number literal, True/False/None, or an enum member
 * (`Mode.CUDA`, `ScaleCalculationMode.RCEIL`: a dotted name whose last part starts upper-case) */
static bool const_text(const char *t, size_t n) {
    if (!n) return false;
    if (t[0] == '"' || t[0] == '\'')   /* one literal, no quote or backslash inside */
        return n >= 2 && t[n - 1] == t[0] && !memchr(t + 1, t[0], n - 2) && !memchr(t + 1, '\\', n - 2);
    if (isdigit((unsigned char)t[0]) || (t[0] == '-' && n > 1 && isdigit((unsigned char)t[1]))) {
        for (size_t i = 1; i < n; i++)   /* `2 and gather_idx == 1` is no number */
            if (!isalnum((unsigned char)t[i]) && t[i] != '.' && t[i] != '_') return false;
        return true;
    }
    if ((n == 4 && !strncmp(t, "True", 4)) || (n == 5 && !strncmp(t, "False", 5)) || (n == 4 && !strncmp(t, "None", 4))) return true;
    const char *dot = NULL;
    for (size_t i = 0; i < n; i++) {
        if (t[i] == '.') dot = t + i;
        else if (!is_ident_char(t[i])) return false;
    }
    return dot && dot > t && dot + 1 < t + n && isupper((unsigned char)dot[1]);
}

/* Do two constants' texts (const_text) name the same value: 1, 0, or -1 when that cannot be
 * told (a string against a name). Quotes of either kind compare alike. */
static int const_same(const char *a, size_t an, const char *b, size_t bn) {
    bool sa = a[0] == '"' || a[0] == '\'', sb = b[0] == '"' || b[0] == '\'';
    if (sa && sb) return an == bn && !strncmp(a + 1, b + 1, an - 2);
    if (sa != sb) return -1;
    if (an == bn && !strncmp(a, b, an)) return 1;
    /* two members of one enum, or two literals */
    const char *da = memrchr(a, '.', an), *db = memrchr(b, '.', bn);
    if (da && db) return (size_t)(da - a) == (size_t)(db - b) && !strncmp(a, b, (size_t)(da - a)) ? 0 : -1;
    return da || db ? -1 : 0;
}

/* A guard that tests one name, under any number of `not` / `not (...)` (an `else` is the
 * negated test): `x` (PG_TRUE), `not x` (PG_FALSE), `x is None` (PG_IS_NONE), `x is not None`
 * (PG_NOT_NONE), `x == C` / `x != C` against a constant (PG_EQ / PG_NE, C in *val / *vn when
 * asked for). Returns the test and the name in *name / *nl, else 0. */
static int guard_test_val(const char *guard, const char **name, size_t *nl, const char **val, size_t *vn);
static int guard_test(const char *guard, const char **name, size_t *nl) {
    int k = guard_test_val(guard, name, nl, NULL, NULL);
    return k >= PG_EQ ? 0 : k;
}

static int guard_test_val(const char *guard, const char **name, size_t *nl, const char **val, size_t *vn) {
    if (!guard) return 0;
    const char *t = guard, *e = t + strlen(t);
    bool neg = false;
    for (int steps = 0; steps < 4; steps++) {
        while (*t == ' ') t++;
        while (e > t && e[-1] == ' ') e--;
        if (!strncmp(t, "not (", 5) && e > t && e[-1] == ')') { t += 5; e--; neg = !neg; continue; }
        if (!strncmp(t, "not ", 4)) { t += 4; neg = !neg; continue; }
        break;
    }
    /* `"transpose_state_layout" in kwargs`: a keyword the caller may pass (PG_KW_IN; the
     * name is the `**` parameter's, checked by param_guard) */
    if (val && (*t == '"' || *t == '\'')) {
        const char *q = memchr(t + 1, *t, (size_t)(e - t - 1));
        if (!q) return 0;
        const char *r = q + 1;
        bool notin = false;
        if (e - r > 8 && !strncmp(r, " not in ", 8)) r += 8, notin = true;
        else if (e - r > 4 && !strncmp(r, " in ", 4)) r += 4;
        else return 0;
        while (r < e && *r == ' ') r++;
        const char *re = r;
        while (re < e && is_ident_char(*re)) re++;
        if (re == r || re != e) return 0;
        *name = r;
        *nl = (size_t)(re - r);
        *val = t;
        *vn = (size_t)(q + 1 - t);
        return notin != neg ? PG_KW_NOT_IN : PG_KW_IN;
    }
    const char *ne = t;
    while (ne < e && is_ident_char(*ne)) ne++;
    if (ne == t) return 0;
    const char *rest = ne;
    while (rest < e && *rest == ' ') rest++;
    size_t rl = (size_t)(e - rest);
    *name = t;
    *nl = (size_t)(ne - t);
    if (rl == 0) return neg ? PG_FALSE : PG_TRUE;
    if (rl == 7 && !strncmp(rest, "is None", 7)) return neg ? PG_NOT_NONE : PG_IS_NONE;
    if (rl == 11 && !strncmp(rest, "is not None", 11)) return neg ? PG_IS_NONE : PG_NOT_NONE;
    if (val && rl > 3 && (!strncmp(rest, "== ", 3) || !strncmp(rest, "!= ", 3))) {
        const char *v = rest + 3;
        while (v < e && *v == ' ') v++;
        if (!const_text(v, (size_t)(e - v))) return 0;
        *val = v;
        *vn = (size_t)(e - v);
        return (rest[0] == '=') != neg ? PG_EQ : PG_NE;
    }
    return 0;
}

/* Region g of function fn is a branch on a parameter P of fn (guard_test): P's index and the
 * test in *test, else -1. */
static int32_t param_guard(const IrFunc *fn, const IrRegion *g, int *test) {
    if (g->kind != IR_REGION_COND || !g->guard || !fn) return -1;
    const char *t, *v;
    size_t nl, vn;
    int k = guard_test_val(g->guard, &t, &nl, &v, &vn);
    if (!k) return -1;
    for (uint32_t i = 0; i < fn->params.size; i++) {
        const char *pn = fn->params.contents[i];
        if (pn && strlen(pn) == nl && !strncmp(pn, t, nl)) {
            if (!strcmp(pn, "self")) return -1;
            *test = k;
            return (int32_t)i;
        }
    }
    return -1;
}

/* What a parameter branch tests, decided once per region (hf_init) and read on every walk that
 * enters its function (guard_dead): the parameter, the test (0: no branch the entering call
 * decides), and for PG_EQ/PG_NE/PG_KW_* the constant or keyword text. An `==` test of a
 * parameter the function rebinds first (`backend = _resolve_backend(device, backend)`, then `if
 * backend == "cute-dsl":`: flashinfer's sparse MLA) tests the new value; a keyword test is one of
 * the `**` parameter only. */
typedef struct PGuard { int32_t param; uint8_t test; uint32_t vn; const char *val; } PGuard;

static bool kwargs_param(const IrFile *f, const IrFunc *fn, const char *pname);
static uint32_t indent_of(const char *t, uint32_t n);
static const char *assigned_rhs(const char *t, const char *e, const char *name, size_t nl);

static PGuard pguard_of(const IrFile *f, const IrFunc *fn, const IrRegion *g) {
    PGuard pg = {-1, 0, 0, NULL};
    int test;
    int32_t pi = param_guard(fn, g, &test);
    if (pi < 0) return pg;
    const char *pname = fn->params.contents[pi], *t, *v = NULL;
    size_t nl, vn = 0;
    if (test >= PG_EQ && guard_test_val(g->guard, &t, &nl, &v, &vn) != test) return pg;
    if ((test == PG_KW_IN || test == PG_KW_NOT_IN) && (vn < 2 || !kwargs_param(f, fn, pname))) return pg;
    if ((test == PG_EQ || test == PG_NE) && f->src) {
        size_t pl = strlen(pname);
        for (uint32_t ln = fn->body.line; ln < g->loc.line; ln++) {
            uint32_t n = 0;
            const char *u = src_line(f->src, ln, &n);
            if (!u) break;
            const char *q = u + indent_of(u, n);
            if (assigned_rhs(q, u + n, pname, pl)) return pg;
            if ((size_t)(u + n - q) > pl + 2 && !strncmp(q, pname, pl) && q[pl] == ':') return pg;   /* annotated */
        }
    }
    pg.param = pi;
    pg.test = (uint8_t)test;
    pg.val = v;
    pg.vn = (uint32_t)vn;
    return pg;
}

/* Does a text name a cache (`_plan_cache`, `self._cache`, `memo`, `_plans`)? */
static bool cacheish(const char *t) {
    if (!t) return false;
    char low[160];
    size_t n = 0;
    for (; t[n] && n + 1 < sizeof low; n++) low[n] = (char)tolower((unsigned char)t[n]);
    low[n] = 0;
    return strstr(low, "cache") || strstr(low, "memo") || strstr(low, "plans");
}

/* Is `v` bound in function func by a cache lookup (`plan = _plan_cache.get(key)`,
 * `entry = self._cache.get(k, None)`)? `gets` lists the file's lookups (cache_paths). */
static bool cache_lookup_var(const IrFile *f, const I32Array *gets, int32_t func, const char *v, size_t vl) {
    for (uint32_t k = 0; k < gets->size; k++) {
        const IrSite *x = &f->sites.contents[gets->contents[k]];
        if (x->func == func && strlen(x->assigned_to) == vl && !strncmp(x->assigned_to, v, vl)) return true;
    }
    return false;
}

/* Plan caches (quack's gemm interface: `plan = _plan_cache.get(key); if plan is not None: ...;
 * return out`, then the plan build): after a warm-up every timed call hits, so the code after a
 * cache-hit return (missline) and the branch a lookup takes on a miss (`if plan is None:`,
 * `if key not in self._cache:`) run once per key, like lazy initialisation. */
static bool cache_paths(Hot *H, const IrFile *f, uint32_t *missline, uint8_t *cachemiss) {
    /* the file's cache lookups first: most files have none, and then only `in cache` tests count */
    I32Array gets = {0};
    uint8_t any = 0;
    for (uint32_t i = 0; i < f->sites.size; i++) {
        const IrSite *x = &f->sites.contents[i];
        if (x->kind == IR_SITE_CALL && x->assigned_to && x->method && str_eq(x->method, "get") && cacheish(x->recv))
            array_push(&H->tmp, &gets, (int32_t)i);
    }
    for (uint32_t r = 0; r < f->regions.size; r++) {
        const IrRegion *g = &f->regions.contents[r];
        if (g->kind != IR_REGION_COND || !g->guard || g->func <= 0 || (uint32_t)g->func >= f->funcs.size) continue;
        if (!strncmp(g->guard, "not (", 5)) continue;   /* an else branch: left alone */
        const char *t;
        size_t vl;
        bool hit, miss;
        int k = guard_test(g->guard, &t, &vl);
        if (k) {   /* `if plan is not None:` / `if plan is None:` on a looked-up name */
            hit = k == PG_TRUE || k == PG_NOT_NONE;
            miss = !hit;
            if (!gets.size || !cache_lookup_var(f, &gets, g->func, t, vl)) continue;
            if (miss) { cachemiss[r] = any = 1; continue; }
        } else {
            /* `key in self._cache` / `key not in self._cache` (also under one `not`) */
            bool neg = !strncmp(g->guard, "not ", 4);
            if (!is_ident_char(g->guard[neg ? 4 : 0])) continue;
            const char *in = strstr(g->guard, " not in ");
            bool notin = in != NULL;
            if (!in) in = strstr(g->guard, " in ");
            if (!in || !cacheish(in)) continue;
            hit = notin == neg;
            if (!hit) { cachemiss[r] = any = 1; continue; }
        }
        if (!hit || !g->exits) continue;
        bool in_loop = false;
        for (int32_t p = g->parent, steps = 0; p >= 0 && (uint32_t)p < f->regions.size && steps < 64; steps++) {
            if (f->regions.contents[p].kind == IR_REGION_LOOP) in_loop = true;
            p = f->regions.contents[p].parent;
        }
        if (in_loop) continue;
        uint32_t end = g->loc.end_line ? g->loc.end_line : g->loc.line;
        if (!missline[g->func] || end < missline[g->func]) missline[g->func] = end;
        any = 1;
    }
    return any;
}

static void hf_init(Hot *H, HFile *h) {
    IrFile *f = h->ir;
    uint32_t nf = f->funcs.size, ns = f->sites.size;
    h->fsites = arena_alloc(&H->tmp, (nf + 1) * sizeof(I32Array));
    h->res = arena_alloc(&H->tmp, (ns + 1) * sizeof(TargetArray));
    h->inst = arena_alloc(&H->tmp, (ns + 1) * sizeof(Target));
    h->inst_done = arena_alloc(&H->tmp, ns + 1);
    h->pguard = arena_alloc(&H->tmp, nf + 1);
    h->pg = arena_alloc(&H->tmp, (f->regions.size + 1) * sizeof *h->pg);
    for (uint32_t r = 0; f->lang == LANG_PYTHON && r < f->regions.size; r++) {
        const IrRegion *g = &f->regions.contents[r];
        if (g->func < 0 || (uint32_t)g->func >= nf) continue;
        h->pg[r] = pguard_of(f, &f->funcs.contents[g->func], g);
        if (h->pg[r].test) h->pguard[g->func] |= 1;
    }
    /* bit 2: the function calls a parameter, or a method on one (`def run(model, x): model(x)`):
     * what it reaches depends on the call that entered it (param_arg_value) */
    for (uint32_t i = 0; f->lang == LANG_PYTHON && i < ns; i++) {
        const IrSite *x = &f->sites.contents[i];
        if (x->kind != IR_SITE_CALL || x->func <= 0 || (uint32_t)x->func >= nf) continue;
        const IrFunc *fn = &f->funcs.contents[x->func];
        const char *pv = x->method ? x->recv : x->callee;
        if (pv && is_ident(pv) && strcmp(pv, "self") && strcmp(pv, "cls") && is_param(fn, pv)) h->pguard[x->func] |= 2;
    }
    h->missline = arena_alloc(&H->tmp, (nf + 1) * sizeof(uint32_t));
    h->cachemiss = arena_alloc(&H->tmp, f->regions.size + 1);
    h->cached_paths = f->lang == LANG_PYTHON && cache_paths(H, f, h->missline, h->cachemiss);
    h->resolved = arena_alloc(&H->tmp, ns + 1);
    h->best = arena_alloc(&H->tmp, (ns + 1) * sizeof(Reach));
    for (uint32_t i = 0; i < ns; i++) h->best[i].node = -1;
    h->stamp = arena_alloc(&H->tmp, (nf + 1) * sizeof(uint32_t));
    h->mask = arena_alloc(&H->tmp, nf + 1);
    h->qn = arena_alloc(&H->tmp, (nf + 1) * sizeof(char *));
    h->bracket = arena_alloc(&H->tmp, ns + 1);
    for (uint32_t i = 0; i < ns; i++) {
        int32_t fn = f->sites.contents[i].func;
        if (fn >= 0 && (uint32_t)fn < nf) array_push(&H->tmp, &h->fsites[fn], (int32_t)i);
    }
    hf_index(H, h);
    h->tail = arena_alloc(&H->tmp, (f->regions.size + 1) * sizeof(Loc));
    region_tail(f, h->fsites, h->tail);
    h->restart = arena_alloc(&H->tmp, (f->regions.size + 1) * sizeof(int32_t));
    region_restart(f, h->fsites, h->restart);
    /* `start = torch.cuda.Event(enable_timing=...)` whose `start.record()` opens a timer of the
     * same function: part of that timer's bracketing */
    h->timerobj = arena_alloc(&H->tmp, ns + 1);
    for (uint32_t i = 0; i < ns; i++) {
        const IrSite *s = &f->sites.contents[i];
        if (s->kind != IR_SITE_CALL || !s->assigned_to || !str_eq(s->qual, "torch.cuda.Event")) continue;
        const I32Array *fs = s->func >= 0 && (uint32_t)s->func < nf ? &h->fsites[s->func] : NULL;
        for (uint32_t k = 0; fs && k < fs->size && !h->timerobj[i]; k++) {
            const IrSite *t = &f->sites.contents[fs->contents[k]];
            if (t->flags & (IR_SF_TIMER_START | IR_SF_TIMER_END) && str_eq(t->recv, s->assigned_to)) h->timerobj[i] = 1;
        }
    }
    h->oneshot = arena_alloc(&H->tmp, f->regions.size + 1);
    h->sweeplog = arena_alloc(&H->tmp, f->regions.size + 1);
    region_oneshot(f, h->fsites, h->oneshot);
    region_deadline(f, h->oneshot);
    /* `torch.cuda.synchronize(); t1 = time.time()`: the sync brackets the timer read even where
     * the frontend did not flag it (rolling timers) */
    for (uint32_t i = 0; i < ns; i++) {
        const IrSite *s = &f->sites.contents[i];
        if (!ir_is_sync_call(s)) continue;
        for (uint32_t j = i + 1; j < ns; j++) {
            const IrSite *t = &f->sites.contents[j];
            if (t->func != s->func) continue;
            if (t->region == s->region && t->flags & (IR_SF_TIMER_START | IR_SF_TIMER_END)) h->bracket[i] = 1;
            break;
        }
    }
}

static uint32_t name_hash(const char *s) {
    uint32_t h = 2166136261u;
    for (; s && *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* First function / class whose name hashes like `name` (compare names: buckets are shared). */
static int32_t func_first(const HFile *h, const char *name) { return h->fbucket[name_hash(name) & (h->nb - 1)]; }
static int32_t class_first(const HFile *h, const char *name) { return h->cbucket[name_hash(name) & (h->nb - 1)]; }

static void hf_index(Hot *H, HFile *h) {
    IrFile *f = h->ir;
    uint32_t nf = f->funcs.size, nc = f->classes.size;
    h->nb = 16;
    while (h->nb < 2 * (nf + nc)) h->nb *= 2;
    h->fbucket = arena_alloc(&H->tmp, h->nb * sizeof(int32_t));
    h->cbucket = arena_alloc(&H->tmp, h->nb * sizeof(int32_t));
    memset(h->fbucket, 0xff, h->nb * sizeof(int32_t));
    memset(h->cbucket, 0xff, h->nb * sizeof(int32_t));
    h->fnext = arena_alloc(&H->tmp, (nf + 1) * sizeof(int32_t));
    h->cnext = arena_alloc(&H->tmp, (nc + 1) * sizeof(int32_t));
    h->lambdas = arena_alloc(&H->tmp, (nf + 1) * sizeof(I32Array));
    h->fregions = arena_alloc(&H->tmp, (nf + 1) * sizeof(I32Array));
    h->gv = arena_alloc(&H->tmp, (nf + 1) * 8 * sizeof(GVisit));
    for (uint32_t i = 0; i < (nf + 1) * 8; i++) h->gv[i].depth = 0xffff;
    h->cbases = arena_alloc(&H->tmp, (nc + 1) * sizeof(TargetArray));
    h->cbases_state = arena_alloc(&H->tmp, nc + 1);
    /* chains hold indices in descending order, so the first match is the last definition */
    for (uint32_t i = 0; i < nf; i++) {
        const IrFunc *fn = &f->funcs.contents[i];
        uint32_t b = name_hash(fn->name) & (h->nb - 1);
        h->fnext[i] = h->fbucket[b];
        h->fbucket[b] = (int32_t)i;
        if (fn->flags & IR_FF_LAMBDA) {
            int32_t p = fn->parent >= 0 && (uint32_t)fn->parent < nf ? fn->parent : (fn->cls < 0 ? 0 : -1);
            if (p >= 0) array_push(&H->tmp, &h->lambdas[p], (int32_t)i);
        }
    }
    for (uint32_t i = 0; i < nc; i++) {
        uint32_t b = name_hash(f->classes.contents[i].name) & (h->nb - 1);
        h->cnext[i] = h->cbucket[b];
        h->cbucket[b] = (int32_t)i;
    }
    for (uint32_t r = 0; r < f->regions.size; r++) {
        int32_t fn = f->regions.contents[r].func;
        if (fn >= 0 && (uint32_t)fn < nf) array_push(&H->tmp, &h->fregions[fn], (int32_t)r);
    }
}

/* IR of file fi, parsing it now if needed (a reached module). NULL when unavailable. */
static IrFile *hf_ir(Hot *H, int32_t fi) {
    if (fi < 0 || (uint32_t)fi >= H->nfiles) return NULL;
    HFile *h = &H->files[fi];
    if (!h->tried) {
        h->tried = true;
        h->ir = prog_ir(H->prog, fi);
        if (h->ir) hf_init(H, h);
    }
    return h->ir;
}

static IrFunc *func_at(IrFile *f, int32_t i) {
    return (f && i >= 0 && (uint32_t)i < f->funcs.size) ? &f->funcs.contents[i] : NULL;
}

static IrClass *class_at(IrFile *f, int32_t i) {
    return (f && i >= 0 && (uint32_t)i < f->classes.size) ? &f->classes.contents[i] : NULL;
}

static bool is_py(const IrFile *f) { return f->lang == LANG_PYTHON; }

/* A module-level def (not a method, lambda, nested def or the module pseudo-function). */
static bool is_toplevel_func(const IrFunc *fn) {
    return fn->cls < 0 && !(fn->flags & (IR_FF_LAMBDA | IR_FF_NESTED | IR_FF_MODULE)) && fn->parent <= 0;
}

/* A method of class `cls` proper (not a def nested inside a method). */
static bool is_method_of(const IrFunc *fn, int32_t cls) {
    return fn->cls == cls && !(fn->flags & (IR_FF_LAMBDA | IR_FF_NESTED | IR_FF_MODULE));
}

static bool is_ident_start(char c) { return isalpha((unsigned char)c) || c == '_' || (unsigned char)c >= 0x80; }
static bool is_ident_char(char c) { return isalnum((unsigned char)c) || c == '_' || (unsigned char)c >= 0x80; }

static bool is_ident(const char *s) {
    if (!s || !is_ident_start(*s)) return false;
    for (s++; *s; s++)
        if (!is_ident_char(*s)) return false;
    return true;
}

static const char *last_comp(const char *s) {   /* after the last `.` or `::` (one pass: every call site asks) */
    if (!s) return NULL;
    const char *best = s;
    for (const char *p = s; *p; p++) {
        if (*p == '.') best = p + 1;
        else if (*p == ':' && p[1] == ':') best = ++p + 1;
    }
    return best;
}

/* Splits a dotted path of identifiers ("self.a.m", "super().m") into components in `tmp`.
 * Returns the count, 0 when the text is not such a path. */
static int split_path(Arena *a, const char *text, const char **out, int max) {
    if (!text || !*text) return 0;
    int n = 0;
    const char *p = text;
    while (*p) {
        const char *b = p;
        if (n == 0 && !strncmp(p, "super(", 6)) {
            /* super() and the old spelling super(Cls, self): both "super()" here */
            const char *e = strchr(p, ')');
            if (!e || memchr(p, '(', (size_t)(e - p)) != p + 5) return 0;
            if (n >= max) return 0;
            out[n++] = "super()";
            p = e + 1;
        } else {
            if (!is_ident_start(*p)) return 0;
            while (is_ident_char(*p)) p++;
            /* `self.layers[i]`: one subscript kept with its name (member() takes the element) */
            if (*p == '[' && n > 0) {
                const char *c = strchr(p, ']');
                if (!c || memchr(p + 1, '[', (size_t)(c - p - 1)) || (c[1] && c[1] != '.')) return 0;
                p = c + 1;
            }
            if (n >= max) return 0;
            out[n++] = arena_strndup(a, b, (size_t)(p - b));
        }
        if (!*p) break;
        if (*p != '.') return 0;
        p++;
        if (!*p) return 0;
    }
    return n;
}

/* ------------------------------------------------------------------------------------------ */
/* Python name resolution                                                                     */

static Sym lookup_global(Hot *H, int32_t fi, const char *name, int depth);
static int loop_candidates(Hot *H, int32_t fi, const IrSite *s, const char *name, const char **out, int max);
static TargetArray *resolve_site(Hot *H, int32_t fi, int32_t si);
static bool region_is_cold(const IrFile *f, int32_t r);
static int subscript_candidates(Hot *H, int32_t fi, const IrSite *s, const char **out, int max);
static int bound_subscript_candidates(Hot *H, int32_t fi, const IrSite *s, const char **out, int max);
static const char *literal_text(Arena *a, const char *t);
static const char *dict_value(Arena *a, const char *d, const char *key);
static bool is_fluent_method(const char *m);
static Sym candidate_value(Hot *H, int32_t fi, int32_t func, const char *text);
static int literal_names(Hot *H, const char *lit, const char **out, int max);
static bool in_nested_def(const IrFile *f, int32_t fi, uint32_t ln);
static Sym resolve_type(Hot *H, int32_t fi, const char *text, int depth);
static Sym resolve_value(Hot *H, int32_t fi, int32_t func, const char *text, uint32_t before_line, int depth);
static Sym factory_result(Hot *H, Sym F, int elem);

/* torch's compilers: what they return (or decorate) runs a traced graph, not its Python */
static bool torch_compiler(const char *q) {
    return str_eq(q, "torch.compile") || str_eq(q, "torch.jit.script") || str_eq(q, "torch.jit.trace") ||
           str_eq(q, "torch._dynamo.optimize") || str_eq(q, "thunder.jit");
}

/* a `@contextmanager` / `@contextlib.contextmanager` generator */
static bool is_contextmanager(const IrFunc *fn) {
    for (uint32_t k = 0; fn && k < fn->decorators.size; k++)
        if (str_ends(fn->decorators.contents[k], "contextmanager")) return true;
    return false;
}
static Sym attr_elem_class(Hot *H, int32_t fi, int32_t ci, const char *name, int depth);
static Sym find_method(Hot *H, int32_t fi, int32_t ci, const char *name, int skip);
static uint32_t indent_of(const char *t, uint32_t n);

/* prog_find_module, and when that fails, the name with the lint root's own package prefix
 * dropped: linting `benchmarks/` gives `benchmarks/common/t.py` the module `common.t`, while the
 * code imports `benchmarks.common.t`. Only prefixes spelled by the root's trailing folder names
 * are dropped (never `torch.` and the like). */
static int32_t find_module(Hot *H, const char *dotted, int32_t from) {
    int32_t r = prog_find_module(H->prog, dotted, from);
    if (r >= 0 || from < 0 || (uint32_t)from >= H->nfiles || !dotted) return r;
    const char *root = H->prog->files.contents[from]->root;
    RootPrefix *rp = NULL;
    for (uint32_t i = 0; i < H->rootpfx.size && !rp; i++)
        if (str_eq(H->rootpfx.contents[i].root, root) || H->rootpfx.contents[i].root == root) rp = &H->rootpfx.contents[i];
    if (!rp) {
        /* trailing folder names of the root joined with '.', longest first: "examples.benchmarks.", "benchmarks." */
        rp = array_push_zero(&H->tmp, &H->rootpfx);
        rp->root = root;
        char *abs = realpath(root && *root ? root : ".", NULL);
        const char *comps[4];
        int nc = 0;
        char *end = abs ? abs + strlen(abs) : NULL;
        while (abs && nc < 4 && end > abs) {
            char *sl = end;
            while (sl > abs && sl[-1] != '/') sl--;
            if (sl == end) break;
            *end = 0;
            comps[nc++] = arena_strdup(&H->tmp, sl);
            end = sl > abs ? sl - 1 : abs;
        }
        free(abs);
        for (int k = nc; k >= 1; k--) {
            StrBuf sb;
            sb_init(&sb);
            for (int i = k - 1; i >= 0; i--) sb_printf(&sb, "%s%s.", "", comps[i]);
            rp->pfx[rp->n++] = arena_strdup(&H->tmp, sb_cstr(&sb));
            sb_fini(&sb);
        }
    }
    for (int k = 0; k < rp->n && r < 0; k++) {
        size_t pl = strlen(rp->pfx[k]);
        if (!strncmp(dotted, rp->pfx[k], pl) && dotted[pl]) r = prog_find_module(H->prog, dotted + pl, from);
    }
    return r;
}

static Sym module_sym(Hot *H, const char *mod, int32_t from) {
    Sym s = {SYM_MODULE, find_module(H, mod, from), -1, mod};
    return s;
}

/* What an import binds under its alias. */
static Sym import_sym(Hot *H, int32_t fi, const IrImport *im, int depth) {
    if (!im->module || depth > HOT_MAX_LOOKUP) return sym_none;
    if (im->name) {
        if (!strcmp(im->name, "*")) return sym_none;
        int32_t mf = find_module(H, im->module, fi);
        if (mf >= 0) {
            Sym s = lookup_global(H, mf, im->name, depth + 1);
            if (s.kind != SYM_NONE) return s;
        }
        const char *sub = arena_printf(&H->tmp, "%s.%s", im->module, im->name);
        int32_t sf = find_module(H, sub, fi);
        if (sf >= 0) { Sym s = {SYM_MODULE, sf, -1, sub}; return s; }
        return sym_none;
    }
    /* `import a.b` binds `a`; `import a.b as m` binds m to a.b */
    size_t al = im->alias ? strlen(im->alias) : 0;
    if (im->alias && strcmp(im->alias, im->module) && !strncmp(im->module, im->alias, al) && im->module[al] == '.')
        return module_sym(H, im->alias, fi);
    return module_sym(H, im->module, fi);
}

/* A name bound at module level in file fi: def, class, or import (followed through re-exports). */
static bool lhs_may(Hot *H, int32_t fi, const IrFile *f, const char *name, size_t nl);
/* A scan of lines [from, to) of file fi for assignments to `name`: with a plain name, only the
 * lines lhs_index recorded for its hash; otherwise (`self.x`) every line. */
typedef struct {
    const HFile *h;          /* NULL: every line */
    uint32_t k, ln, to, hv;
} LhsScan;

static LhsScan lhs_scan(Hot *H, int32_t fi, const IrFile *f, const char *name, size_t nl, uint32_t from, uint32_t to);
static bool lhs_next(LhsScan *s, uint32_t *ln);
static const char *assigned_rhs(const char *t, const char *e, const char *name, size_t nl);
static const char *assigned_text(Hot *H, int32_t fi, int32_t func, const char *name, uint32_t line, bool top, uint32_t *at);

static Sym lookup_global(Hot *H, int32_t fi, const char *name, int depth) {
    /* a module not parsed yet parses this name's statement too (partial parsing, pychunk.h) */
    if (fi >= 0 && (uint32_t)fi < H->nfiles && !H->files[fi].tried && name) prog_want(H->prog, fi, name);
    IrFile *f = hf_ir(H, fi);
    if (!f || !name || depth > HOT_MAX_LOOKUP) return sym_none;
    const HFile *h = &H->files[fi];
    for (int32_t i = func_first(h, name); i >= 0; i = h->fnext[i]) {
        const IrFunc *fn = &f->funcs.contents[i];
        if (is_toplevel_func(fn) && str_eq(fn->name, name)) return mksym(SYM_FUNC, fi, i);
    }
    for (int32_t i = class_first(h, name); i >= 0; i = h->cnext[i]) {
        const IrClass *c = &f->classes.contents[i];
        if (str_eq(c->name, name) && (!c->qualname || !strchr(c->qualname, '.'))) return mksym(SYM_CLASS, fi, i);
    }
    for (uint32_t i = f->imports.size; i-- > 0;) {
        const IrImport *im = &f->imports.contents[i];
        if (im->func <= 0 && str_eq(im->alias, name)) return import_sym(H, fi, im, depth + 1);
    }
    /* `from .ops import *` (a package `__init__` re-exporting its modules: flux's
     * `flux.testing`): the name from a module of the tree that may define it; a module not
     * parsed yet is read only when its call-word filter says it may (`def name(`, `class Name(`) */
    for (uint32_t i = f->imports.size; i-- > 0 && depth < HOT_MAX_LOOKUP;) {
        const IrImport *im = &f->imports.contents[i];
        if (im->func > 0 || !im->module || !str_eq(im->name, "*")) continue;
        int32_t mf = find_module(H, im->module, fi);
        if (mf < 0 || mf == fi) continue;
        const ProgFile *mp = H->prog->files.contents[mf];
        if (!H->files[mf].ir && mp->state == PF_NEW && !prog_call_bloom_may(mp->call_bloom, name)) continue;
        Sym s = lookup_global(H, mf, name, depth + 1);
        if (s.kind != SYM_NONE) return s;
    }
    /* a module-level alias: `scale_op = ScaleFn.apply`, `run = ops.fused_run`, `moe_layer =
     * MOELayer`, `top_k_routing = extract_critical` (tutel's API names; the last binding wins: a
     * rebinding to anything else hides it) */
    uint32_t line = 0;
    const char *rhs = is_py(f) ? assigned_text(H, fi, 0, name, 0, true, &line) : NULL, *e = rhs;
    while (e && (is_ident_char(*e) || *e == '.')) e++;
    const char *q = e;
    while (q && (*q == ' ' || *q == '\t')) q++;
    if (e && e > rhs && (!*q || *q == '#')) {
        const char *target = arena_strndup(&H->tmp, rhs, (size_t)(e - rhs));
        bool dotted = strchr(target, '.') != NULL;
        /* a plain name: another def or class of the module (not itself, not a constant) */
        if (dotted || (strcmp(target, name) && !isupper((unsigned char)target[strlen(target) - 1]) && !str_eq(target, "None") &&
                       !str_eq(target, "True") && !str_eq(target, "False") && !isdigit((unsigned char)*target)))
            return resolve_value(H, fi, 0, target, line, depth + 1);
    }
    /* a statement the partial parse left out: prog_reparse, and lint.c runs the analysis again */
    if (!H->probing) prog_want(H->prog, fi, name);
    return sym_none;
}

/* Text of the source line before column `col` ends with `name =` (a lambda bound to a name). */
static bool bound_before(const IrFile *f, Loc loc, const char *name) {
    if (!f->src || !name) return false;
    uint32_t n = 0;
    const char *line = src_line(f->src, loc.line, &n);
    if (!line || loc.col < 1 || loc.col - 1 > n) return false;
    const char *e = line + loc.col - 1;
    while (e > line && (e[-1] == ' ' || e[-1] == '\t')) e--;
    if (e == line || e[-1] != '=') return false;
    e--;
    if (e > line && strchr("=!<>+-*/%&|^:", e[-1])) return false;  /* ==, +=, := ... */
    while (e > line && (e[-1] == ' ' || e[-1] == '\t')) e--;
    size_t nl = strlen(name);
    if ((size_t)(e - line) < nl || strncmp(e - nl, name, nl)) return false;
    const char *b = e - nl;
    return b == line || !(is_ident_char(b[-1]) || b[-1] == '.');
}

static bool is_partial(const char *callee) {
    return str_eq(callee, "functools.partial") || str_eq(callee, "partial");
}

/* Text of the first positional argument of a `partial(...)` text. */
static const char *partial_arg_text(Arena *a, const char *text) {
    const char *p = strchr(text, '(');
    if (!p) return NULL;
    p++;
    while (*p == ' ') p++;
    const char *b = p;
    int depth = 0;
    for (; *p; p++) {
        if (*p == '(' || *p == '[' || *p == '{') depth++;
        else if (*p == ')' || *p == ']' || *p == '}') { if (!depth) break; depth--; }
        else if (*p == ',' && !depth) break;
    }
    const char *e = p;
    while (e > b && e[-1] == ' ') e--;
    return e > b ? arena_strndup(a, b, (size_t)(e - b)) : NULL;
}

/* `name = a.b.c` on a line of its own: a plain alias (no call site records it). Returns the
 * line of the last such binding in [from, to) and its right side in *rhs, 0 if none. */
/* On a source line `t..e`, `name = <rhs>` (not `==`): a pointer to the right-hand side with
 * leading blanks skipped, or NULL. The text scans below share it. */
/* Does the text [b, e) end with a comma (blanks aside): a keyword argument on its own line? */
static bool keyword_line(const char *b, const char *e) {
    while (e > b && (e[-1] == ' ' || e[-1] == '\r' || e[-1] == '\t')) e--;
    return e > b && e[-1] == ',';
}

static const char *assigned_rhs(const char *t, const char *e, const char *name, size_t nl) {
    const char *p = t;
    while (p < e && (*p == ' ' || *p == '\t')) p++;
    if ((size_t)(e - p) <= nl || strncmp(p, name, nl) || is_ident_char(p[nl])) return NULL;
    p += nl;
    while (p < e && *p == ' ') p++;
    if (p >= e || *p != '=' || (p + 1 < e && p[1] == '=')) return NULL;
    p++;
    while (p < e && *p == ' ') p++;
    /* `    model=model,` continuing a call's arguments is a keyword, not an assignment (duo-attention) */
    return keyword_line(p, e) ? NULL : p;
}

/* Where name stands in an assignment's tuple target (`W, lin` / `(a, b)`): its index, or -1 */
static int tuple_target_pos(const char *target, const char *name) {
    if (!target || !strchr(target, ',')) return -1;
    size_t nl = strlen(name);
    int k = 0;
    for (const char *p = target; *p; k++) {
        while (*p == ' ' || *p == '(' || *p == '[') p++;
        const char *e = p;
        while (is_ident_char(*e)) e++;
        if ((size_t)(e - p) == nl && !strncmp(p, name, nl)) {
            while (*e == ' ' || *e == ')' || *e == ']') e++;
            return *e == ',' || !*e ? k : -1;
        }
        const char *c = strchr(p, ',');
        if (!c) break;
        p = c + 1;
    }
    return -1;
}

static uint32_t text_binding(Hot *H, int32_t fi, const IrFile *f, uint32_t from, uint32_t to, const char *name, const char **rhs) {
    uint32_t found = 0;
    size_t nl = strlen(name);
    if (!f->src) return 0;
    LhsScan sc = lhs_scan(H, fi, f, name, nl, from, to);
    for (uint32_t ln; lhs_next(&sc, &ln);) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (!t) break;
        const char *e = t + n;
        const char *p = assigned_rhs(t, e, name, nl);
        if (!p) continue;
        const char *b = p;
        while (p < e && (is_ident_char(*p) || *p == '.')) p++;
        /* `layer = self.layers[i]`: an element of an attribute's module container (member()
         * reads it; a subscript of a plain name, `runner = runners[key]`, binds nothing here) */
        if (p < e && *p == '[' && p > b && memchr(b, '.', (size_t)(p - b))) {
            const char *c = memchr(p, ']', (size_t)(e - p));
            if (c && !memchr(p + 1, '[', (size_t)(c - p - 1))) p = c + 1;
        }
        const char *q = p;
        while (q < e && *q == ' ') q++;
        if (p == b || (q < e && *q != '#')) continue;
        *rhs = arena_strndup(&H->tmp, b, (size_t)(p - b));
        found = ln;
    }
    return found;
}

static Sym local_binding_at(Hot *H, int32_t fi, int32_t p, const char *name, uint32_t before_line, bool strict, int depth,
                            bool *bound);

/* local_binding_at, with bindings on before_line itself counted */
static Sym local_binding(Hot *H, int32_t fi, int32_t p, const char *name, uint32_t before_line, int depth, bool *bound) {
    return local_binding_at(H, fi, p, name, before_line, false, depth, bound);
}

/* The module a wrapper hands back: `model = DDP(model, ...)`, `model = parallelize(model, mesh)`
 * (lingua), `pipe = pipe.to("cuda")`, when what the call returns is not known otherwise: calling
 * the result runs the module it wraps, so the binding before this one still says what it is. */
static Sym wrapped_binding(Hot *H, int32_t fi, int32_t p, const char *name, const IrSite *s, int depth, bool *bound) {
    bool wraps = (s->method && str_eq(s->recv, name)) || (s->args.size && !s->args.contents[0].name && str_eq(s->args.contents[0].text, name));
    /* a compiler's result runs a traced graph, not the module's Python: not followed, like a
     * `@torch.compile` function (compiled()) */
    if (!wraps || torch_compiler(s->qual)) return sym_none;
    bool b = false;
    Sym v = local_binding_at(H, fi, p, name, s->loc.line, true, depth + 1, &b);
    if (b) *bound = true;
    return v.kind == SYM_INST ? v : sym_none;
}

/* The value of a name bound in function `p` by an assignment before `before_line` (0 =
 * anywhere; `strict`: not on that line either): an instance of a class constructed there, the
 * function a `partial(...)` wraps, what a plain alias (`fn = self.run`) names, an element of what
 * an in-tree helper returns (`W, lin = gen_data()`). *bound says whether any binding was seen, so
 * that an unresolvable local shadows the module's names instead of falling through to them. */
/* `MyLM.from_pretrained(path)` of a project class whose `from_*` constructor is inherited from a
 * library base (transformers' PreTrainedModel, diffusers' ModelMixin): an instance of the class
 * (BitBLAS's BitNet benchmarks). A project's own `from_*` is read like any factory. */
/* Does classmethod M hand `cls` on to what builds its result (`pipeline_class = cls` ...
 * `model = pipeline_class(**init_kwargs)`; `_get_pipeline_class(cls, ...)`), and never return
 * None? Text only: `cls` read outside `cls.` attribute access, no `return None` / bare `return`. */
static bool builds_cls(Hot *H, Sym M) {
    const IrFile *f = hf_ir(H, M.file);
    const IrFunc *fn = f ? func_at((IrFile *)f, M.idx) : NULL;
    if (!fn || !f->src || !fn->params.size) return false;
    const char *c = fn->params.contents[0];
    size_t cl = strlen(c);
    bool uses = false;
    for (uint32_t ln = fn->body.line; ln && ln <= fn->body.end_line; ln++) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (!t) break;
        uint32_t i = indent_of(t, n);
        if (n - i >= 6 && !strncmp(t + i, "return", 6)) {
            const char *r = t + i + 6;
            while (r < t + n && (*r == ' ' || *r == '\r')) r++;
            if (r == t + n || *r == '#' || (t + n - r >= 4 && !strncmp(r, "None", 4))) return false;
        }
        for (const char *q = t; !uses && (q = memmem(q, (size_t)(t + n - q), c, cl)) != NULL; q += cl)
            uses = (q == t || !is_ident_char(q[-1])) && (q + cl == t + n || (!is_ident_char(q[cl]) && q[cl] != '.'));
    }
    return uses;
}

static Sym alt_ctor(Hot *H, int32_t fi, int32_t func, const char *callee, uint32_t line, int depth) {
    const char *dot = callee ? strrchr(callee, '.') : NULL;
    if (!dot || dot == callee || strncmp(dot + 1, "from_", 5)) return sym_none;
    Sym c = resolve_value(H, fi, func, arena_strndup(&H->tmp, callee, (size_t)(dot - callee)), line, depth + 1);
    if (c.kind != SYM_CLASS) return sym_none;
    Sym m = find_method(H, c.file, c.idx, dot + 1, 0);
    /* a project's own `from_*` classmethod whose return says nothing (diffusers'
     * `DiffusionPipeline.from_pretrained` ends in `model = pipeline_class(**init_kwargs)` with
     * `pipeline_class = cls`): an alternative constructor of the class it is called on */
    if (m.kind == SYM_FUNC) {
        const IrFunc *mf = func_at(hf_ir(H, m.file), m.idx);
        bool clsm = false;
        for (uint32_t d = 0; mf && d < mf->decorators.size && !clsm; d++) clsm = str_eq(mf->decorators.contents[d], "classmethod");
        if (!clsm || factory_result(H, m, -1).kind != SYM_NONE || !builds_cls(H, m)) return sym_none;
    } else if (m.kind != SYM_NONE) {
        return sym_none;
    }
    c.kind = SYM_INST;
    return c;
}

static Sym local_binding_at(Hot *H, int32_t fi, int32_t p, const char *name, uint32_t before_line, bool strict, int depth,
                            bool *bound) {
    IrFile *f = hf_ir(H, fi);
    HFile *h = &H->files[fi];
    if (!f || p < 0 || (uint32_t)p >= f->funcs.size || depth > HOT_MAX_LOOKUP) return sym_none;
    const IrFunc *fn = &f->funcs.contents[p];
    const IrSite *last = NULL, *unpack = NULL;   /* the last plain binding; a later tuple unpacking */
    bool compiled_here = false;   /* `model.compile()` after the binding: nn.Module.compile, in place */
    I32Array *fs = &h->fsites[p];
    for (uint32_t k = 0; k < fs->size; k++) {
        const IrSite *s = &f->sites.contents[fs->contents[k]];
        if (s->kind != IR_SITE_CALL) continue;
        if (before_line && (s->loc.line > before_line || (strict && s->loc.line == before_line))) break;
        if (s->flags & IR_SF_STATEMENT && str_eq(s->method, "compile") && str_eq(s->recv, name)) compiled_here = true;
        if (!s->assigned_to) continue;
        if (str_eq(s->assigned_to, name)) last = s, unpack = NULL, compiled_here = false;
        else if (tuple_target_pos(s->assigned_to, name) >= 0) unpack = s, compiled_here = false;
    }
    /* the module compiled in place runs a traced graph, like `model = torch.compile(model)`
     * (modded-nanogpt's `model.compile(dynamic=False)`): not followed */
    if (compiled_here && (last || unpack)) {
        *bound = true;
        return sym_none;
    }
    /* an unpacking after the last plain binding, when the helper's return says what the element
     * is; otherwise the plain binding stands (`acc, model, opt = wrap(model, ...)` hands back
     * its parameter) */
    if (unpack) {
        int elem = tuple_target_pos(unpack->assigned_to, name);
        Sym c = resolve_value(H, fi, unpack->func, unpack->callee, unpack->loc.line, depth + 1);
        c = c.kind == SYM_FUNC ? factory_result(H, c, elem) : sym_none;
        if (c.kind != SYM_NONE) {
            *bound = true;
            return c;
        }
    }
    const char *rhs = NULL;
    uint32_t to = before_line ? before_line : fn->body.end_line + 1;
    uint32_t tl = fn->flags & IR_FF_MODULE ? 0 : text_binding(H, fi, f, fn->body.line, to, name, &rhs);
    if (tl && (!last || tl > last->loc.line)) {
        *bound = true;
        return resolve_value(H, fi, p, rhs, tl, depth + 1);
    }
    if (!last) return sym_none;
    *bound = true;
    /* `opt = cast(torch.optim.Optimizer, opt)`: typing.cast hands back its second argument
     * (fairscale's OSS benchmark) */
    if (str_eq(last->qual, "typing.cast") && last->args.size == 2 && !last->args.contents[1].name && last->args.contents[1].text) {
        const char *v = last->args.contents[1].text, *paren = strchr(v, '(');
        if (paren && paren > v && v[strlen(v) - 1] == ')') {   /* `cast(Any, Net())`: an instance */
            Sym c = resolve_value(H, fi, last->func, arena_strndup(&H->tmp, v, (size_t)(paren - v)), last->loc.line, depth + 1);
            if (c.kind == SYM_CLASS) c.kind = SYM_INST;
            return c.kind == SYM_INST ? c : sym_none;
        }
        if (!str_eq(v, name)) return resolve_value(H, fi, last->func, v, last->loc.line, depth + 1);
        bool b = false;
        return local_binding_at(H, fi, p, name, last->loc.line, true, depth + 1, &b);
    }
    if (is_partial(last->qual) || is_partial(last->callee)) {
        if (!last->args.size || last->args.contents[0].name) return sym_none;
        const IrArg *a = &last->args.contents[0];
        if (a->func >= 0) return mksym(SYM_FUNC, fi, a->func);
        return resolve_value(H, fi, last->func, a->text, last->loc.line, depth + 1);
    }
    Sym c = resolve_value(H, fi, last->func, last->callee, last->loc.line, depth + 1);
    if (c.kind == SYM_CLASS) { c.kind = SYM_INST; return c; }
    if (c.kind == SYM_NONE) {
        Sym a = alt_ctor(H, fi, last->func, last->callee, last->loc.line, depth);
        if (a.kind == SYM_INST) return a;
    }
    /* `fn = make_fn(w)`: the closure a factory returns (stable-fast, kernl benchmarks) */
    if (c.kind == SYM_FUNC) {
        Sym r = factory_result(H, c, -1);
        if (r.kind == SYM_NONE) r = alt_ctor(H, fi, last->func, last->callee, last->loc.line, depth);
        return r.kind != SYM_NONE ? r : wrapped_binding(H, fi, p, name, last, depth, bound);
    }
    /* `Net().cuda().eval()`: nn.Module methods that return the module itself */
    bool is_fluent = c.kind == SYM_NONE && last->method && is_fluent_method(last->method);
    if (is_fluent && last->recv_type) {
        Sym t = resolve_type(H, fi, last->recv_type, depth + 1);
        if (t.kind == SYM_CLASS) { t.kind = SYM_INST; return t; }
    }
    /* `Pipe.from_pretrained(path).to("cuda")`: what the factory the receiver calls returns
     * (diffusers' idiom, xDiT's examples) */
    size_t rl = is_fluent && last->recv ? strlen(last->recv) : 0;
    if (rl > 2 && last->recv[rl - 1] == ')') {
        const char *open = strchr(last->recv, '(');
        if (open && open > last->recv) {
            const char *callee = arena_strndup(&H->tmp, last->recv, (size_t)(open - last->recv));
            Sym r = resolve_value(H, fi, last->func, callee, last->loc.line, depth + 1);
            if (r.kind == SYM_CLASS) { r.kind = SYM_INST; return r; }
            if (r.kind == SYM_NONE && (r = alt_ctor(H, fi, last->func, callee, last->loc.line, depth)).kind == SYM_INST) return r;
            if (r.kind == SYM_FUNC) {
                r = factory_result(H, r, -1);
                if (r.kind == SYM_INST) return r;
            }
        }
    }
    bool same_recv = last->method && str_eq(last->recv, name);
    if ((c.kind == SYM_NONE || c.kind == SYM_MODULE) && (is_fluent || !same_recv)) return wrapped_binding(H, fi, p, name, last, depth, bound);
    return sym_none;
}

static bool is_fluent_method(const char *m) {
    static const char *const fluent[] = {"cuda", "to", "to_empty", "eval", "train", "half", "float", "bfloat16", "double",
                                         "requires_grad_", "cpu", "share_memory", "type", NULL};
    for (int k = 0; m && fluent[k]; k++)
        if (!strcmp(m, fluent[k])) return true;
    return false;
}

static bool is_param(const IrFunc *fn, const char *name) {
    for (uint32_t i = 0; i < fn->params.size; i++) {
        const char *p = fn->params.contents[i];
        while (p && *p == '*') p++;
        if (str_eq(p, name)) return true;
    }
    return false;
}

/* Whether `name` is a target somewhere in function p (assignment, tuple target, for target):
 * then it is local to p and module names never apply, whatever the assignment order. */
static bool word_in(const char *text, size_t n, const char *name) {
    size_t nl = strlen(name);
    for (size_t i = 0; i + nl <= n; i++)
        if (!strncmp(text + i, name, nl) && (i == 0 || !is_ident_char(text[i - 1])) && (i + nl == n || !is_ident_char(text[i + nl])))
            return true;
    return false;
}

static bool binds_local(Hot *H, int32_t fi, IrFile *f, int32_t p, const char *name) {
    const I32Array *rs = &H->files[fi].fregions[p];
    for (uint32_t k = 0; k < rs->size; k++) {
        const IrRegion *g = &f->regions.contents[rs->contents[k]];
        if (g->kind != IR_REGION_LOOP || !g->guard) continue;
        const char *gt = g->guard;
        if (str_starts(gt, "async ")) gt += 6;
        if (!str_starts(gt, "for ")) continue;
        const char *in = strstr(gt, " in ");
        if (in && word_in(gt + 4, (size_t)(in - gt - 4), name)) return true;
    }
    const I32Array *fs = &H->files[fi].fsites[p];
    for (uint32_t k = 0; k < fs->size; k++) {
        const IrSite *s = &f->sites.contents[fs->contents[k]];
        if (s->assigned_to && word_in(s->assigned_to, strlen(s->assigned_to), name)) return true;
    }
    /* any `name = ...` / `name: T = ...` line of the body */
    const IrFunc *fn = &f->funcs.contents[p];
    size_t nl = strlen(name);
    if (!f->src) return false;
    LhsScan sc = lhs_scan(H, fi, f, name, nl, fn->body.line, fn->body.end_line + 1);
    for (uint32_t ln; lhs_next(&sc, &ln);) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (!t) break;
        const char *q = t, *e = t + n;
        while (q < e && (*q == ' ' || *q == '\t')) q++;
        if ((size_t)(e - q) <= nl || strncmp(q, name, nl) || is_ident_char(q[nl])) continue;
        q += nl;
        while (q < e && *q == ' ') q++;
        if (keyword_line(q, e)) continue;   /* `    model=model,`: a keyword argument on its own line */
        if (q < e && ((*q == '=' && (q + 1 >= e || q[1] != '=')) || *q == ':')) return true;
    }
    return false;
}

/* A name seen from function `func`: enclosing defs, lambdas bound to it, local imports, local
 * bindings (a parameter or an unresolvable local shadows everything outside), then the module. */
/* A loop variable of function p over a module container: `for layer in self.layers:`,
 * `for i, blk in enumerate(self.model.blocks):`, `for m in self.layers[:n]:` bind an instance of
 * the class the container holds (sym_none when the loop walks anything else). */
static int attr_elem_classes(Hot *H, int32_t fi, int32_t ci, const char *name, int depth, Sym *out, int max);
static int dict_member_classes(Hot *H, int32_t fi, int32_t ci, const char *attr, const char *key, int depth, Sym *out, int max);

static bool sym_in(const Sym *s, int n, Sym x) {
    for (int k = 0; k < n; k++)
        if (s[k].file == x.file && s[k].idx == x.idx) return true;
    return false;
}

/* Every class the container may hold (`self.layers = [Emb()]; self.layers += [Block() ...];
 * self.layers.append(Head())`): up to max instances, in the order the class builds them. */
static int loop_elems(Hot *H, int32_t fi, int32_t p, const char *name, uint32_t before_line, int depth, Sym *out, int max) {
    IrFile *f = hf_ir(H, fi);
    size_t nl = strlen(name);
    const I32Array *rs = f ? &H->files[fi].fregions[p] : NULL;
    for (uint32_t k = 0; rs && k < rs->size; k++) {
        const IrRegion *g = &f->regions.contents[rs->contents[k]];
        if (g->kind != IR_REGION_LOOP || !g->guard || strncmp(g->guard, "for ", 4)) continue;
        if (before_line && g->loc.line > before_line) continue;
        const char *in = strstr(g->guard, " in ");
        if (!in || (size_t)(in - g->guard) < 4 + nl || strncmp(in - nl, name, nl)) continue;
        char prev = in[-(ptrdiff_t)nl - 1];
        if (prev != ' ' && prev != ',') continue;
        const char *e = in + 4;
        bool enumerated = str_starts(e, "enumerate(");
        if (enumerated) e += 10;
        else if (prev == ',') continue;   /* `for a, b in pairs`: not one element */
        size_t len = strcspn(e, "[)");
        const char *expr = arena_strndup(&H->tmp, e, len);
        const char *dot = strrchr(expr, '.');
        if (!dot) continue;
        /* `for block in self.transformer.h:` over `self.transformer = nn.ModuleDict(dict(wte=...,
         * h=nn.ModuleList(Block(c) for ...)))` (nanoGPT, litgpt): the classes in the `h=` value */
        const char *d1 = strchr(expr, '.');
        if (d1 && d1 != dot && strchr(d1 + 1, '.') == dot) {
            Sym self = resolve_value(H, fi, p, arena_strndup(&H->tmp, expr, (size_t)(d1 - expr)), g->loc.line, depth + 1);
            int n = self.kind == SYM_INST ? dict_member_classes(H, self.file, self.idx, arena_strndup(&H->tmp, d1 + 1, (size_t)(dot - d1 - 1)),
                                                                dot + 1, depth + 1, out, max)
                                          : 0;
            if (n) return n;
        }
        Sym owner = resolve_value(H, fi, p, arena_strndup(&H->tmp, expr, (size_t)(dot - expr)), g->loc.line, depth + 1);
        if (owner.kind != SYM_INST) continue;
        return attr_elem_classes(H, owner.file, owner.idx, dot + 1, depth + 1, out, max);
    }
    return 0;
}

static Sym loop_elem(Hot *H, int32_t fi, int32_t p, const char *name, uint32_t before_line, int depth) {
    Sym s;
    return loop_elems(H, fi, p, name, before_line, depth, &s, 1) ? s : sym_none;
}

static Sym lookup_name(Hot *H, int32_t fi, int32_t func, const char *name, uint32_t before_line, int depth) {
    IrFile *f = hf_ir(H, fi);
    if (!f || depth > HOT_MAX_LOOKUP) return sym_none;
    int steps = 0;
    for (int32_t p = func; p >= 0 && (uint32_t)p < f->funcs.size && steps < HOT_MAX_DEPTH; steps++) {
        const IrFunc *pf = &f->funcs.contents[p];
        bool module = (pf->flags & IR_FF_MODULE) != 0;
        const HFile *h = &H->files[fi];
        if (!module)
            for (int32_t j = func_first(h, name); j >= 0; j = h->fnext[j]) {
                const IrFunc *fn = &f->funcs.contents[j];
                if (j != p && fn->parent == p && !(fn->flags & IR_FF_LAMBDA) && str_eq(fn->name, name)) return mksym(SYM_FUNC, fi, j);
            }
        const I32Array *lams = &h->lambdas[p];
        for (uint32_t k = lams->size; k-- > 0;) {
            const IrFunc *lf = &f->funcs.contents[lams->contents[k]];
            /* the last lambda bound to it before the line asking (`fn = lambda: report()` after
             * the timed loop is not what the loop calls) */
            if (p == func && before_line && lf->loc.line >= before_line) continue;
            if (bound_before(f, lf->loc, name)) return mksym(SYM_FUNC, fi, lams->contents[k]);
        }
        for (uint32_t i = 0; i < f->imports.size; i++) {
            const IrImport *im = &f->imports.contents[i];
            if (im->func == p && p > 0 && str_eq(im->alias, name)) return import_sym(H, fi, im, depth + 1);
        }
        if (!module && is_param(pf, name)) return sym_none;
        bool bound = false;
        Sym b = local_binding(H, fi, p, name, p == func ? before_line : 0, depth + 1, &bound);
        if (bound) return b;
        /* local somewhere in p: only a loop over a module container says what it is */
        if (!module && binds_local(H, fi, f, p, name)) return loop_elem(H, fi, p, name, p == func ? before_line : 0, depth + 1);
        if (module) break;
        p = pf->parent;
        if (p < 0) break;
    }
    if (!is_py(f)) return sym_none;
    Sym g = lookup_global(H, fi, name, depth + 1);
    if (g.kind != SYM_NONE) return g;
    /* module-level bindings (`model = Model()` in a script) */
    bool bound = false;
    return func > 0 ? local_binding(H, fi, 0, name, 0, depth + 1, &bound) : sym_none;
}

/* Enclosing class of a function (through nested defs and lambdas), -1 if none. */
static int32_t enclosing_class(IrFile *f, int32_t func) {
    for (int steps = 0; steps < HOT_MAX_DEPTH; steps++) {
        const IrFunc *fn = func_at(f, func);
        if (!fn) return -1;
        if (fn->cls >= 0) return fn->cls;
        func = fn->parent;
    }
    return -1;
}

/* The `self` parameter name of the method that encloses `func` ("self", "cls", ...). */
static const char *self_name(IrFile *f, int32_t func) {
    for (int steps = 0; steps < HOT_MAX_DEPTH; steps++) {
        const IrFunc *fn = func_at(f, func);
        if (!fn) return NULL;
        if (fn->cls >= 0 && !(fn->flags & (IR_FF_LAMBDA | IR_FF_NESTED))) {
            if (fn->flags & IR_FF_STATIC || !fn->params.size) return NULL;
            return fn->params.contents[0];
        }
        func = fn->parent;
    }
    return NULL;
}

typedef struct Mro {
    Target cls[HOT_MAX_MRO];  /* (file, class) in lookup order */
    int n;
} Mro;

/* Linearised bases, breadth-first, class itself first; bases resolved in their class's file. */
/* The bases of class ci of file fi that are classes of the tree (memoised; a cycle gives none). */
static const TargetArray *bases_of(Hot *H, int32_t fi, int32_t ci) {
    static const TargetArray empty = {0};
    IrFile *f = hf_ir(H, fi);
    const IrClass *c = class_at(f, ci);
    if (!c) return &empty;
    HFile *h = &H->files[fi];
    if (h->cbases_state[ci] == 1) return &empty;
    if (h->cbases_state[ci] == 0) {
        h->cbases_state[ci] = 1;
        TargetArray out = {0};
        for (uint32_t b = 0; b < c->bases.size && out.size < 8; b++) {
            Sym s = resolve_type(H, fi, c->bases.contents[b], 1);
            if (s.kind == SYM_CLASS && !(s.file == fi && s.idx == ci)) array_push(&H->tmp, &out, ((Target){s.file, s.idx}));
        }
        h->cbases[ci] = out;
        h->cbases_state[ci] = 2;
    }
    return &h->cbases[ci];
}

/* Linearised bases, breadth-first, class itself first; bases resolved in their class's file. */
static void mro_build(Hot *H, int32_t fi, int32_t ci, Mro *m) {
    m->n = 0;
    if (!class_at(hf_ir(H, fi), ci)) return;
    m->cls[m->n++] = (Target){fi, ci};
    if (H->mro_active >= 4) return;
    H->mro_active++;
    for (int k = 0; k < m->n && m->n < HOT_MAX_MRO; k++) {
        const TargetArray *bs = bases_of(H, m->cls[k].file, m->cls[k].func);
        for (uint32_t b = 0; b < bs->size && m->n < HOT_MAX_MRO; b++) {
            Target t = bs->contents[b];
            bool dup = false;
            for (int j = 0; j < m->n; j++) if (m->cls[j].file == t.file && m->cls[j].func == t.func) dup = true;
            if (!dup) m->cls[m->n++] = t;
        }
    }
    H->mro_active--;
}

/* Method `name` of class ci of file fi was left out by a partial parse (pychunk.h): ask for it
 * (prog_reparse, and lint.c runs the analysis again with it). */
static void want_method(Hot *H, int32_t fi, int32_t ci, const char *name) {
    const ProgFile *pf = H->prog->files.contents[fi];
    if (!pf->chunks || H->probing) return;
    const IrClass *c = class_at(H->files[fi].ir, ci);
    if (!c || !c->name || (c->qualname && strchr(c->qualname, '.'))) return;
    char buf[512];
    if ((size_t)snprintf(buf, sizeof buf, "%s.%s", c->name, name) < sizeof buf) prog_want(H->prog, fi, buf);
}

/* Method `name` of a class or its bases (skipping the first `skip` classes: super()). */
static Sym find_method(Hot *H, int32_t fi, int32_t ci, const char *name, int skip) {
    Mro m;
    mro_build(H, fi, ci, &m);
    for (int k = skip; k < m.n; k++) {
        IrFile *f = hf_ir(H, m.cls[k].file);
        if (!f) continue;
        want_method(H, m.cls[k].file, m.cls[k].func, name);
        const HFile *h = &H->files[m.cls[k].file];
        for (int32_t j = func_first(h, name); j >= 0; j = h->fnext[j])
            if (is_method_of(&f->funcs.contents[j], m.cls[k].func) && str_eq(f->funcs.contents[j].name, name))
                return mksym(SYM_FUNC, m.cls[k].file, j);
    }
    return sym_none;
}

/* Is class ci of file fi a torch.autograd.Function: it or a base of the tree is written with a
 * base named `Function` (`torch.autograd.Function`, `autograd.Function`, `Function`) or
 * `InplaceFunction`? */
static bool is_autograd_function(Hot *H, int32_t fi, int32_t ci) {
    Mro m;
    mro_build(H, fi, ci, &m);
    for (int k = 0; k < m.n; k++) {
        const IrClass *c = class_at(hf_ir(H, m.cls[k].file), m.cls[k].func);
        for (uint32_t b = 0; c && b < c->bases.size; b++) {
            const char *l = last_comp(c->bases.contents[b]);
            if (str_eq(l, "Function") || str_eq(l, "InplaceFunction")) return true;
        }
    }
    return false;
}

static bool module_container(const char *type) {
    return type && (str_ends(type, "ModuleList") || str_ends(type, "Sequential") || str_ends(type, "ModuleDict"));
}

/* The first class constructed in an argument's text: `[Block(c) for _ in range(n)]`, `Block()`
 * -> "Block" (a capitalised name called; containers and factories like `range(` are skipped) */
static const char *first_ctor(Arena *a, const char *t) {
    for (const char *p = t; p && *p; p++) {
        if (!(isalpha((unsigned char)*p) || *p == '_') || (p > t && (is_ident_char(p[-1]) || p[-1] == '.'))) continue;
        const char *b = p, *lc = p;
        while (*p && (is_ident_char(*p) || *p == '.')) {
            if (*p == '.') lc = p + 1;
            p++;
        }
        if (*p == '(' && isupper((unsigned char)*lc) && !module_container(lc) && strcmp(lc, "OrderedDict"))
            return arena_strndup(a, b, (size_t)(p - b));
        p--;
    }
    return NULL;
}

/* Line ln binding `target` (or its local `alias`) after its indentation: the text right after the
 * name (` += [Block()]`, ` = [Emb()]`), or NULL. */
static const char *list_op(const Source *src, uint32_t ln, const char *target, const char *alias) {
    uint32_t n = 0;
    const char *t = src_line(src, ln, &n);
    if (!t) return NULL;
    uint32_t in = indent_of(t, n);
    const char *w = t + in;
    size_t tl = strlen(target), al = alias ? strlen(alias) : 0;
    return n - in > tl + 5 && !strncmp(w, target, tl) ? w + tl : alias && n - in > al + 5 && !strncmp(w, alias, al) ? w + al : NULL;
}

/* Adds to out (n so far, at most max) an instance of each project class constructed in `text`,
 * starting from constructor `c` (the text's first, or one found another way): every one of a
 * literal, `nn.Sequential(Emb(), Block(), Head())`. Returns the new count. */
static int ctors_add(Hot *H, int32_t file, const char *c, const char *text, int depth, Sym *out, int n, int max) {
    const char *at = text;
    for (int guard = 0; c && guard < 16 && n < max; guard++) {
        Sym t = resolve_type(H, file, c, depth + 1);
        if (t.kind == SYM_CLASS && !sym_in(out, n, t)) {
            t.kind = SYM_INST;
            out[n++] = t;
        }
        const char *pos = at ? strstr(at, c) : NULL;
        if (!pos) break;
        at = pos + strlen(c);
        c = first_ctor(&H->tmp, at);
    }
    return n;
}

/* The class of the modules a container attribute holds (`self.layers = nn.ModuleList([Block(c)
 * for _ in range(n)])`, `nn.Sequential(Block(), ...)`, `self.layers.append(Block(c))` in a
 * method of the class or a base): an instance of it, or nothing. */
static int attr_elem_classes(Hot *H, int32_t fi, int32_t ci, const char *name, int depth, Sym *out, int max) {
    Mro m;
    mro_build(H, fi, ci, &m);
    int n = 0;
    const char *target = arena_printf(&H->tmp, "self.%s", name);
    for (int k = 0; k < m.n; k++) {
        IrFile *f = hf_ir(H, m.cls[k].file);
        if (!f) continue;
        const HFile *h = &H->files[m.cls[k].file];
        for (uint32_t j = 0; j < f->funcs.size; j++) {
            if (f->funcs.contents[j].cls != m.cls[k].func || !h->fsites) continue;
            const I32Array *fs = &h->fsites[j];
            /* `layers = []; layers.append(L1()); self.layers = layers` (FlexGen's OptLM): the
             * local list the attribute is bound to grows the same way */
            const char *alias = NULL;
            const IrFunc *mf = &f->funcs.contents[j];
            if (f->src && !text_binding(H, m.cls[k].file, f, mf->body.line, mf->body.end_line + 1, target, &alias)) alias = NULL;
            if (alias && (!is_ident(alias) || str_eq(alias, "self"))) alias = NULL;
            for (uint32_t q = 0; q < fs->size; q++) {
                const IrSite *s = &f->sites.contents[fs->contents[q]];
                if (s->kind != IR_SITE_CALL) continue;
                bool ctor = (str_eq(s->assigned_to, target) || (alias && str_eq(s->assigned_to, alias))) &&
                            module_container(s->qual ? s->qual : s->callee);
                bool grow = (str_eq(s->recv, target) || (alias && str_eq(s->recv, alias))) &&
                            (str_eq(s->method, "append") || str_eq(s->method, "extend") || str_eq(s->method, "add_module") ||
                             str_eq(s->method, "insert"));
                /* `self.modules += [Block(c)]` (exllamav2's model) or `self.layers = [Emb(), Attn()]`:
                 * a constructor on a line that builds or extends the list */
                if (!ctor && !grow && s->callee && f->src && isupper((unsigned char)*last_comp(s->callee))) {
                    const char *op = list_op(f->src, s->loc.line, target, alias);
                    bool ext = op && (!strncmp(op, " += [", 5) || !strncmp(op, " = [", 4));
                    /* `emb = Embedding(...)`, later `self.modules += [emb]` (exllamav2) */
                    for (uint32_t l2 = s->loc.line + 1; !ext && is_ident(s->assigned_to) && l2 <= mf->body.end_line; l2++) {
                        const char *o2 = list_op(f->src, l2, target, alias);
                        if (!o2 || strncmp(o2, " += [", 5)) continue;
                        uint32_t n2 = 0;
                        const char *t2 = src_line(f->src, l2, &n2);
                        ext = word_in(t2, n2, s->assigned_to);
                    }
                    if (ext) {
                        Sym t = resolve_type(H, m.cls[k].file, s->callee, depth + 1);
                        if (t.kind == SYM_CLASS && n < max && !sym_in(out, n, t)) { t.kind = SYM_INST; out[n++] = t; }
                        continue;
                    }
                }
                for (uint32_t a = 0; (ctor || grow) && a < s->args.size; a++) {
                    const char *at = s->args.contents[a].text;
                    const char *c = first_ctor(&H->tmp, at);
                    /* `block = Block(...); self.blocks.append(block)` (segment-anything's encoder) */
                    if (!c && grow && is_ident(at))
                        for (uint32_t b = 0; b < q && !c; b++) {
                            const IrSite *d = &f->sites.contents[fs->contents[q - 1 - b]];
                            if (d->kind == IR_SITE_CALL && str_eq(d->assigned_to, at) && d->callee)
                                c = first_ctor(&H->tmp, arena_printf(&H->tmp, "%s()", d->callee));
                        }
                    n = ctors_add(H, m.cls[k].file, c, at, depth, out, n, max);
                    if (n >= max) return n;
                }
            }
        }
    }
    return n;
}

/* The classes built under keyword `key` of a module dict attribute: `self.<attr> =
 * nn.ModuleDict(dict(<key>=nn.ModuleList(Block(c) for ...), ...))` in a method of the class or a
 * base (also `{"<key>": ...}`). */
static int dict_member_classes(Hot *H, int32_t fi, int32_t ci, const char *attr, const char *key, int depth, Sym *out, int max) {
    Mro m;
    mro_build(H, fi, ci, &m);
    int n = 0;
    const char *target = arena_printf(&H->tmp, "self.%s", attr);
    size_t kl = strlen(key);
    for (int k = 0; k < m.n && !n; k++) {
        IrFile *f = hf_ir(H, m.cls[k].file);
        const HFile *h = f ? &H->files[m.cls[k].file] : NULL;
        if (!f || !h->fsites) continue;
        for (uint32_t j = 0; j < f->funcs.size && !n; j++) {
            if (f->funcs.contents[j].cls != m.cls[k].func) continue;
            const I32Array *fs = &h->fsites[j];
            for (uint32_t q = 0; q < fs->size && !n; q++) {
                const IrSite *s = &f->sites.contents[fs->contents[q]];
                if (s->kind != IR_SITE_CALL || !str_eq(s->assigned_to, target) || !str_ends(s->qual ? s->qual : s->callee, "ModuleDict") ||
                    !s->args.size || !s->args.contents[0].text)
                    continue;
                /* the value of `key=` (or `"key":`) in the argument's text, up to its closing bracket */
                const char *t = s->args.contents[0].text, *v = NULL;
                for (const char *x = strstr(t, key); x && !v; x = strstr(x + 1, key)) {
                    if (x > t && (is_ident_char(x[-1]) || (x[-1] != '"' && x[-1] != '\'' && x[-1] != ' ' && x[-1] != '(' && x[-1] != ','))) continue;
                    const char *e = x + kl;
                    if (*e == '"' || *e == '\'') e++;
                    while (*e == ' ') e++;
                    if (*e == '=' || *e == ':') v = e + 1;
                }
                if (!v) continue;
                int d = 0;
                const char *e = v;
                for (; *e; e++) {
                    if (*e == '(' || *e == '[' || *e == '{') d++;
                    else if (*e == ')' || *e == ']' || *e == '}') { if (!d) break; d--; }
                    else if (*e == ',' && !d) break;
                }
                const char *val = arena_strndup(&H->tmp, v, (size_t)(e - v));
                n = ctors_add(H, m.cls[k].file, first_ctor(&H->tmp, val), val, depth, out, n, max);
            }
        }
    }
    return n;
}

static Sym attr_elem_class(Hot *H, int32_t fi, int32_t ci, const char *name, int depth) {
    Sym s;
    return attr_elem_classes(H, fi, ci, name, depth, &s, 1) ? s : sym_none;
}

/* Type of `self.<name>` for a class or its bases: an instance of a class in the tree (of a
 * module container: the class of its modules, so that `self.layers[i](x)` and
 * `self.seq(x)` run their forward). */
static Sym find_attr(Hot *H, int32_t fi, int32_t ci, const char *name, int depth) {
    Mro m;
    mro_build(H, fi, ci, &m);
    for (int k = 0; k < m.n; k++) {
        IrFile *f = hf_ir(H, m.cls[k].file);
        const IrClass *c = class_at(f, m.cls[k].func);
        if (!c) continue;
        for (uint32_t a = 0; a < c->attrs.size; a++) {
            const IrAttr *at = &c->attrs.contents[a];
            if (!str_eq(at->name, name) || !at->type) continue;
            if (module_container(at->type)) return attr_elem_class(H, fi, ci, name, depth + 1);
            Sym t = resolve_type(H, m.cls[k].file, at->type, depth + 1);
            if (t.kind == SYM_CLASS) { t.kind = SYM_INST; return t; }
            return sym_none;   /* known but not a class of the tree: do not guess */
        }
    }
    return sym_none;
}

/* A dotted name resolved as absolute: longest module prefix in the tree, then names in it. */
static Sym resolve_abs(Hot *H, int32_t fi, const char *dotted, int depth) {
    const char *comps[16];
    int n = split_path(&H->tmp, dotted, comps, 16);
    if (n < 2 || depth > HOT_MAX_LOOKUP) return sym_none;
    for (int k = n - 1; k >= 1; k--) {
        StrBuf b;
        sb_init(&b);
        for (int i = 0; i < k; i++) sb_printf(&b, "%s%s", i ? "." : "", comps[i]);
        int32_t mf = find_module(H, sb_cstr(&b), fi);
        sb_fini(&b);
        if (mf < 0) continue;
        Sym s = lookup_global(H, mf, comps[k], depth + 1);
        for (int i = k + 1; i < n && s.kind != SYM_NONE; i++) {
            if (s.kind == SYM_CLASS) s = find_method(H, s.file, s.idx, comps[i], 0);
            else s = sym_none;
        }
        return s;
    }
    return sym_none;
}

/* A type name as written in file fi (a base class, an attribute's constructor). */
static Sym resolve_type(Hot *H, int32_t fi, const char *text, int depth) {
    if (!text || depth > HOT_MAX_LOOKUP) return sym_none;
    Sym s = resolve_value(H, fi, 0, text, 0, depth + 1);
    if (s.kind == SYM_NONE && strchr(text, '.')) s = resolve_abs(H, fi, text, depth + 1);
    return s.kind == SYM_CLASS ? s : sym_none;
}

/* May package __init__ fi bind `name` itself (a def, a class, a from-import of that name)?
 * Asked before its submodule of that name is taken, without parsing it or following its star
 * imports when it cannot: `email.utils`, `urllib.parse` are the submodules, and on the standard
 * library looking them up parsed 14 more files. */
static bool init_binds(Hot *H, int32_t fi, const char *name) {
    const IrFile *f = H->files[fi].ir;
    if (!f) {
        const ProgFile *pf = H->prog->files.contents[fi];
        return !pf->call_bloom || prog_call_bloom_may(pf->call_bloom, name);
    }
    for (uint32_t i = 0; i < f->imports.size; i++) {
        const IrImport *im = &f->imports.contents[i];
        if (im->func == 0 && im->name && str_eq(im->alias, name)) return true;
    }
    for (uint32_t j = 0; j < f->funcs.size; j++) {
        const IrFunc *fn = &f->funcs.contents[j];
        if (!(fn->flags & (IR_FF_NESTED | IR_FF_LAMBDA | IR_FF_MODULE)) && fn->cls < 0 && str_eq(fn->name, name)) return true;
    }
    for (uint32_t c = 0; c < f->classes.size; c++)
        if (str_eq(f->classes.contents[c].name, name)) return true;
    return false;
}

/* One attribute step from a resolved symbol. */
static Sym member(Hot *H, Sym s, const char *name, int depth) {
    switch (s.kind) {
    case SYM_MODULE: {
        const char *sub = arena_printf(&H->tmp, "%s.%s", s.mod, name);
        int32_t sf = find_module(H, sub, s.file);
        /* a package's __init__ that binds the name wins over its submodule of that name:
         * `from .padded_gather import padded_gather` makes `ops.padded_gather` the function
         * (megablocks) */
        if (s.file >= 0 && sf >= 0 && init_binds(H, s.file, name)) {
            Sym g = lookup_global(H, s.file, name, depth + 1);
            if (g.kind != SYM_NONE && g.kind != SYM_MODULE) return g;
        }
        if (sf >= 0) { Sym m = {SYM_MODULE, sf, -1, sub}; return m; }
        if (s.file >= 0) {
            Sym g = lookup_global(H, s.file, name, depth + 1);
            if (g.kind != SYM_NONE) return g;
        }
        Sym m = {SYM_MODULE, -1, -1, sub};    /* a namespace package, maybe */
        return m;
    }
    case SYM_CLASS: {
        Sym m = find_method(H, s.file, s.idx, name, 0);
        /* `Fn.apply(x)` of a torch.autograd.Function runs Fn.forward */
        if (m.kind == SYM_NONE && !strcmp(name, "apply") && is_autograd_function(H, s.file, s.idx))
            m = find_method(H, s.file, s.idx, "forward", 0);
        return m;
    }
    case SYM_INST: {
        const char *br = strchr(name, '[');
        if (br) {   /* `self.layers[i]`: an element of a module container (of nothing else) */
            const char *base = arena_strndup(&H->tmp, name, (size_t)(br - name));
            return attr_elem_class(H, s.file, s.idx, base, depth + 1);
        }
        Sym m = find_method(H, s.file, s.idx, name, 0);
        if (m.kind != SYM_NONE) return m;
        return find_attr(H, s.file, s.idx, name, depth + 1);
    }
    default: return sym_none;
    }
}

/* What a dotted expression names, seen from function `func` of file fi. */
static Sym resolve_value(Hot *H, int32_t fi, int32_t func, const char *text, uint32_t before_line, int depth) {
    IrFile *f = hf_ir(H, fi);
    if (!f || !text || depth > HOT_MAX_LOOKUP) return sym_none;
    const char *comps[16];
    int n = split_path(&H->tmp, text, comps, 16);
    if (n == 0) return sym_none;
    Sym s;
    int i = 1;
    const char *self = self_name(f, func);
    if (!strcmp(comps[0], "super()")) {
        int32_t ci = enclosing_class(f, func);
        if (ci < 0 || n != 2) return sym_none;
        return find_method(H, fi, ci, comps[1], 1);
    } else if (self && !strcmp(comps[0], self)) {
        int32_t ci = enclosing_class(f, func);
        if (ci < 0) return sym_none;
        s = mksym(SYM_INST, fi, ci);
    } else {
        s = lookup_name(H, fi, func, comps[0], before_line, depth + 1);
    }
    for (; i < n && s.kind != SYM_NONE; i++) s = member(H, s, comps[i], depth + 1);
    return s;
}

/* What runs when a symbol is called. */
static Sym call_target(Hot *H, Sym s) {
    switch (s.kind) {
    case SYM_FUNC: return s;
    case SYM_CLASS: return find_method(H, s.file, s.idx, "__init__", 0);
    case SYM_INST: {
        Sym m = find_method(H, s.file, s.idx, "__call__", 0);
        if (m.kind == SYM_NONE) m = find_method(H, s.file, s.idx, "forward", 0);
        return m;
    }
    default: return sym_none;
    }
}

/* ------------------------------------------------------------------------------------------ */
/* call-site resolution                                                                       */

static void target_add(Hot *H, TargetArray *t, int32_t file, int32_t func) {
    IrFile *f = hf_ir(H, file);
    const IrFunc *fn = func_at(f, func);
    if (!fn || fn->flags & IR_FF_MODULE || t->size >= HOT_MAX_TARGETS) return;
    for (uint32_t i = 0; i < t->size; i++)
        if (t->contents[i].file == file && t->contents[i].func == func) return;
    array_push(&H->tmp, t, ((Target){file, func}));
}

/* a (file, index) pair added once, whatever it indexes (autograd_backward's classes) */
static void target_add_any(Hot *H, TargetArray *t, int32_t file, int32_t idx) {
    for (uint32_t i = 0; i < t->size; i++)
        if (t->contents[i].file == file && t->contents[i].func == idx) return;
    array_push(&H->tmp, t, ((Target){file, idx}));
}

/* "foo<int>" -> "foo"; "::ns::foo" -> "foo" */
static const char *c_name(Arena *a, const char *callee) {
    if (!callee) return NULL;
    const char *lc = last_comp(callee);
    size_t n = strcspn(lc, "<( ");
    return arena_strndup(a, lc, n);
}

static const char *strip_type(Arena *a, const char *t) {
    if (!t) return NULL;
    while (!strncmp(t, "const ", 6)) t += 6;
    while (!strncmp(t, "struct ", 7)) t += 7;
    while (!strncmp(t, "class ", 6)) t += 6;
    size_t n = strcspn(t, "<*& ");
    char *s = arena_strndup(a, t, n);
    return last_comp(s);
}

/* Is `path` the file that `#include "inc"` names from a file in folder dir (dl bytes; the
 * display paths of both): beside it (`"k.cuh"`), relative to it (`"../include/k.cuh"`, its
 * leading `./` and `../` applied to dir), or, for an include that does not climb, a file whose
 * path ends with it after a folder separator (`<flashinfer/decode.cuh>` through an include
 * folder)? */
static bool include_names(const char *path, const char *dir, size_t dl, const char *inc) {
    size_t pl = strlen(path), il = strlen(inc);
    bool climbs = !strncmp(inc, "../", 3) || !strncmp(inc, "./", 2);
    if (!climbs && pl > il && path[pl - il - 1] == '/' && !strcmp(path + pl - il, inc)) return true;
    size_t d = dl;
    int up = 0;   /* `../` beyond what dir spells (dir itself starts with `..` or is used up) */
    for (;;) {
        if (!strncmp(inc, "./", 2)) { inc += 2; continue; }
        if (strncmp(inc, "../", 3)) break;
        inc += 3;
        size_t b = d;
        while (b > 0 && dir[b - 1] != '/') b--;
        if (!d || (d - b == 2 && dir[b] == '.' && dir[b + 1] == '.')) up++;
        else d = b ? b - 1 : 0;
    }
    char buf[4096];
    int n = snprintf(buf, sizeof buf, "%.*s%s", (int)d, dir, d ? "/" : "");
    for (int k = 0; k < up && n > 0 && (size_t)n < sizeof buf; k++) n += snprintf(buf + n, sizeof buf - (size_t)n, "../");
    if (n < 0 || (size_t)n >= sizeof buf || snprintf(buf + n, sizeof buf - (size_t)n, "%s", inc) >= (int)(sizeof buf - (size_t)n)) return false;
    return !strcmp(path, buf);
}

/* The C/C++ files of the project that file fi's #includes name (at most 4 for one include: a
 * common name like "utils.h" matching more is left alone), once per file. */
static const int32_t *included_files(Hot *H, int32_t fi, const IrFile *f) {
    HFile *h = &H->files[fi];
    if (h->incs) return h->incs;
    I32Array out = {0};
    const char *path = H->prog->files.contents[fi]->path;
    const char *slash = strrchr(path, '/');
    size_t dl = slash ? (size_t)(slash - path) : 0;
    for (uint32_t k = 0; k < f->includes.size; k++) {
        const char *inc = f->includes.contents[k];
        if (!inc || !*inc) continue;
        int32_t found[5];
        int nf = 0;
        for (uint32_t j = 0; j < H->nfiles && nf < 5; j++) {
            const ProgFile *pf = H->prog->files.contents[j];
            if ((int32_t)j == fi || pf->lang == LANG_PYTHON || !pf->path) continue;
            if (include_names(pf->path, path, dl, inc)) found[nf++] = (int32_t)j;
        }
        for (int q = 0; nf <= 4 && q < nf; q++) array_push(&H->tmp, &out, found[q]);
    }
    array_push(&H->tmp, &out, -1);
    h->incs = out.contents;
    return h->incs;
}

/* A free function defined in a header of the project that file fi includes, or one those
 * include (two levels): a timed loop calling a launcher from `include/` (CUTLASS-style
 * libraries, flashinfer, atom's `DenseLayerGEMM_i4_o16(...)` in a `.cuh`). */
static void resolve_c_included(Hot *H, int32_t fi, const IrFile *f, const IrSite *s, const char *name, int depth,
                               TargetArray *out) {
    const int32_t *incs = included_files(H, fi, f);
    for (const int32_t *p = incs; *p >= 0 && !out->size; p++) {
        ProgFile *pf = H->prog->files.contents[*p];
        if (pf->state == PF_NEW && !pf->maybe_root) pf->included_only = true;
        IrFile *hf = hf_ir(H, *p);
        if (!hf || is_py(hf)) continue;
        for (uint32_t j = 0; j < hf->funcs.size; j++) {
            const IrFunc *fn = &hf->funcs.contents[j];
            if (fn->flags & (IR_FF_KERNEL | IR_FF_LAMBDA) || fn->cls >= 0 || !str_eq(fn->name, name) || !fn->body.line) continue;
            if (s->qual && fn->qualname && strchr(s->qual, ':') && !str_eq(fn->qualname, s->qual)) continue;
            target_add(H, out, *p, (int32_t)j);
        }
    }
    for (const int32_t *p = incs; depth < 1 && *p >= 0 && !out->size; p++) {
        IrFile *hf = hf_ir(H, *p);
        if (hf && !is_py(hf)) resolve_c_included(H, *p, hf, s, name, depth + 1, out);
    }
}

static void resolve_c(Hot *H, int32_t fi, IrFile *f, const IrSite *s, TargetArray *out) {
    const char *name = c_name(&H->tmp, s->kind == IR_SITE_LAUNCH ? s->callee : (s->method ? s->method : s->callee));
    if (!name || !*name) return;
    if (s->kind == IR_SITE_LAUNCH) {
        for (uint32_t j = 0; j < f->funcs.size; j++)
            if (f->funcs.contents[j].flags & IR_FF_KERNEL && str_eq(f->funcs.contents[j].name, name)) target_add(H, out, fi, (int32_t)j);
        if (!out->size)
            for (uint32_t j = 0; j < f->funcs.size; j++)
                if (str_eq(f->funcs.contents[j].name, name)) target_add(H, out, fi, (int32_t)j);
        return;
    }
    int32_t want_cls = -1;
    bool method_call = s->method && s->recv && strcmp(s->recv, "this") != 0;
    if (method_call) {
        const char *tn = strip_type(&H->tmp, s->recv_type);
        if (!tn) return;
        for (uint32_t c = 0; c < f->classes.size; c++)
            if (str_eq(f->classes.contents[c].name, tn)) want_cls = (int32_t)c;
        if (want_cls < 0) return;
        for (uint32_t j = 0; j < f->funcs.size; j++)
            if (f->funcs.contents[j].cls == want_cls && str_eq(f->funcs.contents[j].name, name)) target_add(H, out, fi, (int32_t)j);
        return;
    }
    /* same class first (implicit this), then an exact qualified name, then free functions */
    int32_t ci = enclosing_class(f, s->func);
    if (ci >= 0)
        for (uint32_t j = 0; j < f->funcs.size; j++)
            if (f->funcs.contents[j].cls == ci && str_eq(f->funcs.contents[j].name, name) && !(f->funcs.contents[j].flags & IR_FF_LAMBDA))
                target_add(H, out, fi, (int32_t)j);
    if (out->size) return;
    for (uint32_t j = 0; j < f->funcs.size; j++)
        if (s->qual && str_eq(f->funcs.contents[j].qualname, s->qual) && !(f->funcs.contents[j].flags & IR_FF_KERNEL)) target_add(H, out, fi, (int32_t)j);
    if (out->size) return;
    for (uint32_t j = 0; j < f->funcs.size; j++) {
        const IrFunc *fn = &f->funcs.contents[j];
        if (fn->flags & (IR_FF_KERNEL | IR_FF_LAMBDA)) continue;
        if (fn->cls >= 0 && s->recv == NULL && ci != fn->cls) continue;
        if (str_eq(fn->name, name)) target_add(H, out, fi, (int32_t)j);
    }
    if (out->size || s->method) return;
    /* a variable holding a lambda: `auto f = [&]{...}; f();` */
    for (uint32_t j = 0; j < f->funcs.size; j++) {
        const IrFunc *fn = &f->funcs.contents[j];
        if (fn->flags & IR_FF_LAMBDA && bound_before(f, fn->loc, name)) {
            /* nearest binding in the same function chain */
            for (int32_t p = s->func, st = 0; p >= 0 && st < HOT_MAX_DEPTH; st++, p = f->funcs.contents[p].parent)
                if (fn->parent == p) { target_add(H, out, fi, (int32_t)j); break; }
        }
    }
    if (!out->size) resolve_c_included(H, fi, f, s, name, 0, out);
}

/* The bytes of an unparsed file for a cheap scan (NUL-terminated, caller frees), NULL if unreadable. */
static char *read_text(const Hot *H, const ProgFile *pf, size_t *n) {
    *n = 0;
    if (pf->buffer) {
        char *b = hl_malloc((size_t)pf->buffer_len + 1);
        memcpy(b, pf->buffer, pf->buffer_len);
        b[pf->buffer_len] = 0;
        *n = pf->buffer_len;
        return b;
    }
    FILE *fp = fopen(pf->path, "rb");
    if (!fp) return NULL;
    char *buf = NULL;
    if (fseek(fp, 0, SEEK_END) == 0) {
        long sz = ftell(fp);
        if (sz > 0 && (!H->prog->max_file_bytes || (uint64_t)sz <= H->prog->max_file_bytes) && fseek(fp, 0, SEEK_SET) == 0) {
            buf = hl_malloc((size_t)sz + 1);
            *n = fread(buf, 1, (size_t)sz, fp);
            buf[*n] = 0;
        }
    }
    fclose(fp);
    return buf;
}

/* The name to ask partial parsing for a chunk it left out: `f`, `Class`, or `Class.method`. */
static const char *chunk_name(Hot *H, const PyChunks *cs, const PyChunk *c, const char *text) {
    const PyChunk *cls = c->kind == PYCHUNK_METHOD && c->parent >= 0 ? &cs->v[c->parent] : NULL;
    if (cls) return arena_printf(&H->tmp, "%.*s.%.*s", (int)cls->name_len, text + cls->name, (int)c->name_len, text + c->name);
    return arena_strndup(&H->tmp, text + c->name, c->name_len);
}

/* The base names in `A, pkg.B` (text [b, rp)) of a class in file fi. */
static void baserefs_add(Hot *H, int32_t fi, const char *b, const char *rp, const char *cls, const char *sub, const char *want) {
    Arena *a = cls ? &H->tmp : &H->memo->arena;   /* unparsed files' lines go to the memo */
    while (b < rp) {
        while (b < rp && (*b == ' ' || *b == ',' || *b == '\n' || *b == '\t')) b++;
        const char *e = b;
        while (e < rp && *e != ',') e++;
        const char *t = e;
        while (t > b && (t[-1] == ' ' || t[-1] == '\n' || t[-1] == '\t')) t--;
        const char *nm = b;
        for (const char *d = b; d < t; d++) if (*d == '.') nm = d + 1;
        bool kw = memchr(b, '=', (size_t)(e - b)) != NULL;
        if (t > nm && !kw) {
            BaseRef r = {arena_strndup(a, nm, (size_t)(t - nm)), fi, cls, sub ? sub : cls, want};
            if (cls) array_push(&H->tmp, &H->baserefs, r);
            else array_push(&H->memo->arena, &H->memo->baserefs, r);
        }
        b = e;
    }
}

/* The `class X(A, pkg.B):` lines (one line each) of text [p, e) of file fi: base refs. `want`:
 * they are inside a function a partial parse left out (that function's name), else they are
 * in a file not parsed. */
static void class_lines(Hot *H, int32_t fi, const char *p, const char *e, const char *want) {
    Arena *a = want ? &H->tmp : &H->memo->arena;
    while (p && p < e) {
        const char *eol = memchr(p, '\n', (size_t)(e - p));
        if (!eol) eol = e;
        const char *q = p;
        while (q < eol && (*q == ' ' || *q == '\t')) q++;
        if (eol - q > 6 && !strncmp(q, "class ", 6)) {
            const char *lp = memchr(q, '(', (size_t)(eol - q));
            const char *rp = lp ? memchr(lp, ')', (size_t)(eol - lp)) : NULL;
            if (lp && rp) {
                const char *ns = q + 6, *ne = ns;
                while (ne < lp && is_ident_char(*ne)) ne++;
                const char *name = ne > ns ? arena_strndup(a, ns, (size_t)(ne - ns)) : NULL;
                if (!want) baserefs_add(H, fi, lp + 1, rp, NULL, name, NULL);
                else if (name) baserefs_add(H, fi, lp + 1, rp, name, name, want);
            }
        }
        p = eol + 1;
    }
}

/* Base-class names written in `class X(A, pkg.B):` lines of the files not parsed yet (one read
 * of each, on the first dispatch query): a subclass overriding a hook may live in a file with no
 * timing trigger at all. */
static void baserefs_build(Hot *H) {
    if (H->baserefs_built) return;
    H->baserefs_built = true;
    HotMemo *m = H->memo;
    for (uint32_t i = 0; i < H->nfiles && !m->baserefs_done; i++) {
        ProgFile *pf = H->prog->files.contents[i];
        if (pf->state != PF_NEW || pf->lang != LANG_PYTHON) continue;
        if (pf->class_scanned) {   /* kept by the byte scan (program.c) */
            if (pf->class_lines) class_lines(H, (int32_t)i, pf->class_lines, pf->class_lines + pf->class_lines_len, NULL);
            continue;
        }
        size_t n = 0;
        char *text = read_text(H, pf, &n);
        if (text) class_lines(H, (int32_t)i, text, text + n, NULL);
        free(text);
    }
    m->baserefs_done = true;
    /* (of those, the files still not parsed; a file parsed since is seen through its IR) */
    for (uint32_t r = 0; r < m->baserefs.size; r++)
        if (H->prog->files.contents[m->baserefs.contents[r].file]->state == PF_NEW)
            array_push(&H->tmp, &H->baserefs, m->baserefs.contents[r]);
    /* classes a partial parse left out of parsed files (their `class X(...)` bases, pychunk.h) */
    for (uint32_t i = 0; i < H->nfiles; i++) {
        const ProgFile *pf = H->prog->files.contents[i];
        if (pf->state != PF_PARSED || !pf->chunks || !pf->ir || !pf->ir->src) continue;
        const char *text = pf->ir->src->text;
        for (uint32_t k = 0; k < pf->chunks->n; k++) {
            const PyChunk *c = &pf->chunks->v[k];
            if (c->keep) continue;
            /* classes defined inside a function, or nested in a class body (a member, parsed
             * with its class: asked for through the class) */
            const PyChunk *owner = c->kind == PYCHUNK_MEMBER && c->parent >= 0 ? &pf->chunks->v[c->parent]
                                   : (c->kind == PYCHUNK_DEF || c->kind == PYCHUNK_METHOD) ? c : NULL;
            if (owner && owner->name_len && memmem(text + c->start, c->end - c->start, "class ", 6)) {
                class_lines(H, (int32_t)i, text + c->start, text + c->end, chunk_name(H, pf->chunks, owner, text));
                continue;
            }
            if (c->kind != PYCHUNK_CLASS || !c->bases_len || !c->name_len) continue;
            baserefs_add(H, (int32_t)i, text + c->bases, text + c->bases + c->bases_len,
                         arena_strndup(&H->tmp, text + c->name, c->name_len), NULL, NULL);
        }
    }
}

/* Partial parsing: asks for subclass b, and its `method` (the override being looked for), before
 * its file is parsed; a class nested in left-out code is asked for through what holds it. */
static void want_sub(Hot *H, const BaseRef *b, const char *method) {
    if (b->want) { prog_want(H->prog, b->file, b->want); return; }
    if (!b->sub) return;
    prog_want(H->prog, b->file, b->sub);
    if (method) prog_want(H->prog, b->file, arena_printf(&H->tmp, "%s.%s", b->sub, method));
}

/* The subclasses of class `name` (and theirs, a few levels) that no parsed IR shows: classes a
 * partial parse left out of parsed files are asked for; with `unparsed`, files not parsed yet
 * that subclass it are parsed too. */
static void pull_subclass_files(Hot *H, const char *name, const char *method, bool unparsed) {
    baserefs_build(H);
    const char *queue[HOT_MAX_MRO];
    int n = 0;
    queue[n++] = name;
    for (int k = 0; k < n; k++) {
        for (uint32_t r = 0; r < H->baserefs.size; r++) {
            const BaseRef *b = &H->baserefs.contents[r];
            if ((!b->cls && !unparsed) || !str_eq(b->name, queue[k])) continue;
            if (b->cls) {   /* left out of a parsed file: parse it (next round), and look for its subclasses */
                want_sub(H, b, method);
                bool dup = false;
                for (int q = 0; q < n && !dup; q++) dup = str_eq(queue[q], b->cls);
                if (!dup && n < HOT_MAX_MRO) queue[n++] = b->cls;
                continue;
            }
            if (H->files[b->file].tried) continue;
            want_sub(H, b, method);
            IrFile *f = hf_ir(H, b->file);
            for (uint32_t c = 0; f && c < f->classes.size && n < HOT_MAX_MRO; c++) queue[n++] = f->classes.contents[c].name;
        }
    }
}

/* base -> subclass edges over every file parsed so far; rebuilt when more files were parsed
 * since (a bounded number of times). */
static void edges_build(Hot *H) {
    uint32_t parsed = 0;
    for (uint32_t i = 0; i < H->nfiles; i++) parsed += H->files[i].ir != NULL;
    if (parsed == H->edges_files || H->edges_builds >= 16) return;
    H->edges_builds++;
    array_clear(&H->edges);
    for (uint32_t i = 0; i < H->nfiles; i++) {
        IrFile *f = H->files[i].ir;
        if (!f || !is_py(f)) continue;
        for (uint32_t c = 0; c < f->classes.size; c++) {
            const TargetArray *bs = bases_of(H, (int32_t)i, (int32_t)c);
            for (uint32_t b = 0; b < bs->size; b++) {
                Edge e = {bs->contents[b], {(int32_t)i, (int32_t)c}};
                array_push(&H->tmp, &H->edges, e);
            }
        }
    }
    H->edges_files = parsed;
}

/* `self.m()` in a method of class ci also runs the overrides of `m` in its subclasses (those in
 * the files parsed so far): the instance may be any of them. */
/* The subclasses of (fi, ci), transitively, over the edges built so far: into seen (seen[0] is
 * the class itself); returns how many. */
static int subclasses_of(Hot *H, int32_t fi, int32_t ci, Target *seen) {
    int n = 0;
    seen[n++] = (Target){fi, ci};
    for (int k = 0; k < n; k++)
        for (uint32_t e = 0; e < H->edges.size && n < HOT_MAX_MRO; e++) {
            const Edge *ed = &H->edges.contents[e];
            if (ed->base.file != seen[k].file || ed->base.func != seen[k].func) continue;
            bool dup = false;
            for (int j = 0; j < n; j++) if (seen[j].file == ed->sub.file && seen[j].func == ed->sub.func) dup = true;
            if (!dup) seen[n++] = ed->sub;
        }
    return n;
}

/* After the walks: a file the round parsed after a dispatch query may hold a subclass that
 * query did not see (the walk order decided it: BitBLAS's MatmulWithSplitK was parsed, whole,
 * by a later root). Then the round is analysed again, as when a walk needs more of a file. */
static bool dispatch_stale(Hot *H) {
    if (!H->dq.size) return false;
    H->edges_builds = 0;
    edges_build(H);
    Target seen[HOT_MAX_MRO];
    for (uint32_t q = 0; q < H->dq.size; q++)
        if ((uint32_t)subclasses_of(H, H->dq.contents[q].file, H->dq.contents[q].cls, seen) > H->dq.contents[q].subs) return true;
    return false;
}

static void dispatch_overrides(Hot *H, int32_t fi, int32_t ci, const char *name, bool scan, TargetArray *out) {
    const IrClass *cc = class_at(hf_ir(H, fi), ci);
    /* a subclass a partial parse left out of a parsed file is one a whole parse would see */
    if (cc && cc->name) pull_subclass_files(H, cc->name, name, scan);
    edges_build(H);
    Target seen[HOT_MAX_MRO];
    int n = subclasses_of(H, fi, ci, seen);
    bool known = false;
    for (uint32_t q = 0; q < H->dq.size && !known; q++) known = H->dq.contents[q].file == fi && H->dq.contents[q].cls == ci;
    if (!known) {
        DispatchQ d = {fi, ci, (uint32_t)n};
        array_push(&H->tmp, &H->dq, d);
    }
    for (int k = 1; k < n; k++) {
        IrFile *sf = hf_ir(H, seen[k].file);
        want_method(H, seen[k].file, seen[k].func, name);
        const HFile *h = &H->files[seen[k].file];
        for (int32_t j = func_first(h, name); j >= 0; j = h->fnext[j])
            if (is_method_of(&sf->funcs.contents[j], seen[k].func) && str_eq(sf->funcs.contents[j].name, name))
                target_add(H, out, seen[k].file, j);
    }
}

/* The other nested defs of t's name in t's enclosing function (`match mode: case "a": def
 * baseline(): ... case "b": def baseline(): ...`, nvmath's perf tests; `if flag: def fn(): ...
 * else: def fn(): ...`): any of them may be the one called. Returns how many went to out. */
static int nested_twins(Hot *H, Sym t, int32_t *out, int max) {
    IrFile *tf = hf_ir(H, t.file);
    const IrFunc *fn = func_at(tf, t.idx);
    if (!fn || fn->parent <= 0 || fn->flags & IR_FF_LAMBDA || !fn->name || !(fn->flags & IR_FF_NESTED)) return 0;
    int n = 0;
    for (int32_t j = func_first(&H->files[t.file], fn->name); j >= 0 && n < max; j = H->files[t.file].fnext[j]) {
        const IrFunc *g = &tf->funcs.contents[j];
        if (j != t.idx && g->parent == fn->parent && !(g->flags & IR_FF_LAMBDA) && str_eq(g->name, fn->name)) out[n++] = j;
    }
    return n;
}

/* Split `A if cond else B` at its top-level ` if ` / ` else ` into the two values (false when the
 * text is not a conditional expression). */
static bool split_ternary(Hot *H, const char *t, const char **a, const char **b) {
    int depth = 0;
    char q = 0;
    const char *iff = NULL, *els = NULL;
    for (const char *p = t; *p; p++) {
        if (q) { if (*p == q) q = 0; continue; }
        if (*p == '"' || *p == '\'') { q = *p; continue; }
        if (*p == '(' || *p == '[' || *p == '{') depth++;
        else if (*p == ')' || *p == ']' || *p == '}') depth--;
        else if (!depth && *p == ' ' && !iff && !strncmp(p, " if ", 4)) iff = p;
        else if (!depth && *p == ' ' && iff && !strncmp(p, " else ", 6)) els = p;
    }
    if (!iff || !els) return false;
    *a = arena_strndup(&H->tmp, t, (size_t)(iff - t));
    const char *e = els + 6;
    while (*e == ' ') e++;
    *b = arena_strdup(&H->tmp, e);
    return true;
}

/* The values a local name may hold where it is used, when there are several (choice_texts):
 * bound in the branches of an `if`/`elif` (`if kind == "qwen": tt_model = QwenMoE() elif ...:
 * tt_model = LlamaMoE()`, nanotron's sampler choice), or to a conditional expression
 * (`fn = torch.compile(f) if compile else f`, float8's `--compile` flag) or an inline table
 * (`f = {"fp16": gemm_fp16, "int4": gemm_int4}[kind]`, atom's punica dispatch). The bindings
 * of the nearest function of the chain that binds the name, before the call: one indented no
 * deeper than the call's line replaces the set (it runs in sequence before the call), one deeper
 * (in a branch or loop the call comes after) joins it. Texts go to out (at most max); returns
 * how many, 0 when there is one value only. */
static int32_t region_holding(const IrFile *f, int32_t func, Loc at);

static bool region_spans(const IrRegion *g, Loc at) {
    return !(at.line < g->loc.line || (at.line == g->loc.line && at.col < g->loc.col) || at.line > g->loc.end_line ||
             (at.line == g->loc.end_line && at.col >= g->loc.end_col));
}

/* Is line ln of function p inside an `if` branch that does not hold `call`: `if use_compile:
 * method = torch.compile(method)` before a timed loop that calls `method(q, k)` (ThunderKittens'
 * benchmarks), where the call sits as deep as the binding */
static bool branch_before(const IrFile *f, int32_t p, uint32_t ln, uint32_t col, Loc call) {
    for (int32_t r = region_holding(f, p, (Loc){.line = ln, .col = col}), k = 0; r >= 0 && k < 64; k++) {
        const IrRegion *g = &f->regions.contents[r];
        if (region_spans(g, call)) return false;
        if (g->kind == IR_REGION_COND) return true;
        r = g->parent;
    }
    return false;
}

/* The expression that starts at `from` on line ln and continues over lines until its brackets
 * close (at most 64 lines, none past `last`), joined with spaces; NULL when it does not close. */
static const char *joined_expr(Hot *H, const Source *src, uint32_t ln, const char *from, uint32_t last) {
    StrBuf b;
    sb_init(&b);
    int depth = 0;
    for (uint32_t l = ln; l < ln + 64 && l <= last; l++) {
        uint32_t n = 0;
        const char *u = src_line(src, l, &n);
        if (!u) break;
        const char *p = l == ln ? from : u + indent_of(u, n);
        uint32_t len = (uint32_t)(u + n - p);
        for (uint32_t i = 0; i < len; i++)
            depth += p[i] == '(' || p[i] == '[' || p[i] == '{' ? 1 : p[i] == ')' || p[i] == ']' || p[i] == '}' ? -1 : 0;
        if (l != ln) sb_putc(&b, ' ');
        sb_append(&b, p, len);
        if (depth <= 0) break;
    }
    const char *out = depth <= 0 ? arena_strdup(&H->tmp, sb_cstr(&b)) : NULL;
    sb_fini(&b);
    return out;
}

/* The text of a dict literal bound to `d` in function p before line `before` (or at module
 * level), over lines until its braces close: `MODELS = {\n "llama": Llama,\n ...}` */
static const char *dict_literal(Hot *H, int32_t fi, IrFile *f, int32_t p, const char *d, uint32_t before) {
    size_t dl = strlen(d);
    for (int pass = 0; pass < 2; pass++) {
        const IrFunc *fn = func_at(f, pass ? 0 : p);
        if (!fn || (pass && p == 0)) continue;
        uint32_t from = pass ? 1 : fn->body.line, to = pass ? f->src->line_starts.size + 1 : before;
        uint32_t found = 0;
        LhsScan sc = lhs_scan(H, fi, f, d, dl, from, to);
        for (uint32_t ln; lhs_next(&sc, &ln);) found = ln;   /* the last binding before the call */
        if (!found) continue;
        uint32_t n = 0;
        const char *t = src_line(f->src, found, &n);
        const char *q = t ? assigned_rhs(t, t + n, d, dl) : NULL;
        if (!q || *q != '{') return NULL;
        return joined_expr(H, f->src, found, q, UINT32_MAX);
    }
    return NULL;
}

/* `MODELS[name](cfg)` (`.half()` after it or not) over a dict of classes: each class's
 * instance, as `Cls()` texts (llm-awq's `model_type_dict[args.model_type](config)`) */
static int registry_texts(Hot *H, int32_t fi, IrFile *f, int32_t p, const char *rhs, uint32_t before, const char **vals, int max) {
    size_t dn = 0;
    while (is_ident_char(rhs[dn])) dn++;
    if (!dn || rhs[dn] != '[' || !is_ident_start(rhs[0])) return 0;
    const char *close = strchr(rhs + dn, ']');
    if (!close || close[1] != '(') return 0;
    const char *lit = dict_literal(H, fi, f, p, arena_strndup(&H->tmp, rhs, dn), before);
    if (!lit) return 0;
    const char *names[HOT_MAX_TARGETS];
    int k = literal_names(H, lit, names, HOT_MAX_TARGETS), n = 0;
    for (int j = 0; j < k && n < max; j++)
        if (!strchr(names[j], '(')) vals[n++] = arena_printf(&H->tmp, "%s()", names[j]);
    return n;
}

static int choice_texts(Hot *H, int32_t fi, const IrSite *s, const char *name, const char **out, int max) {
    IrFile *f = hf_ir(H, fi);
    if (!f || !f->src || !is_ident(name) || str_eq(name, "self")) return 0;
    size_t nl = strlen(name);
    if (!lhs_may(H, fi, f, name, nl)) return 0;
    uint32_t cn = 0;
    const char *ct = src_line(f->src, s->loc.line, &cn);
    uint32_t at = ct ? indent_of(ct, cn) : 0;   /* the call line's indentation */
    for (int32_t p = s->func, st = 0; p >= 0 && (uint32_t)p < f->funcs.size && st < HOT_MAX_DEPTH; st++) {
        const IrFunc *fn = func_at(f, p);
        /* a script's own top level too (nanoGPT's bench.py: `model = GPT(conf)`, `if compile:
         * model = torch.compile(model)`, then the timed `model(X, Y)`); not a closure's way up */
        if (fn->flags & IR_FF_MODULE && p != s->func) return 0;
        const char *vals[HOT_MAX_TARGETS];
        int nv = 0;
        bool bound = false;
        LhsScan sc = lhs_scan(H, fi, f, name, nl, fn->body.line, s->loc.line);
        for (uint32_t ln; lhs_next(&sc, &ln);) {
            uint32_t n = 0;
            const char *t = src_line(f->src, ln, &n);
            const char *q = t ? assigned_rhs(t, t + n, name, nl) : NULL;
            if (!q || in_nested_def(f, p, ln)) continue;
            const char *e = t + n;
            const char *hash = memchr(q, '#', (size_t)(e - q));
            if (hash && !memchr(q, '"', (size_t)(hash - q)) && !memchr(q, '\'', (size_t)(hash - q))) e = hash;
            while (e > q && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
            const char *rhs = arena_strndup(&H->tmp, q, (size_t)(e - q));
            /* `model = model.to(device)`: the same object, whatever it was */
            if (bound && !strncmp(rhs, name, nl) && rhs[nl] == '.') {
                const char *m = rhs + nl + 1;
                size_t ml = strcspn(m, "(");
                if (m[ml] == '(' && is_fluent_method(arena_strndup(&H->tmp, m, ml))) continue;
            }
            /* deeper than the call's line: inside a block the call comes after (a branch) */
            if (indent_of(t, n) <= at && !branch_before(f, p, ln, indent_of(t, n) + 1, s->loc)) nv = 0;
            bound = true;
            const char *a, *b;
            if (split_ternary(H, rhs, &a, &b)) {
                if (nv < max) vals[nv++] = a;
                if (nv < max) vals[nv++] = b;
            } else if (rhs[0] == '{' && rhs[strlen(rhs) - 1] == ']') {
                /* `{...}[key]`: the value under a literal key, else every value of the literal */
                const char *open = strrchr(rhs, '[');
                const char *lit = open ? arena_strndup(&H->tmp, rhs, (size_t)(open - rhs)) : NULL;
                const char *key = open ? literal_text(&H->tmp, arena_strndup(&H->tmp, open + 1, strlen(open) - 2)) : NULL;
                const char *kv = lit && key ? dict_value(&H->tmp, lit, key) : NULL;
                const char *names[HOT_MAX_TARGETS];
                int k = kv ? (names[0] = kv, 1) : lit ? literal_names(H, lit, names, HOT_MAX_TARGETS) : 0;
                for (int j = 0; j < k && nv < max; j++) vals[nv++] = names[j];
            } else if (nv < max) {
                int r = registry_texts(H, fi, f, p, rhs, ln, vals + nv, max - nv);
                if (r) nv += r;
                else vals[nv++] = rhs;
            }
        }
        if (!bound) {   /* not bound here: the enclosing function's (a lambda's closure) */
            if (is_param(fn, name) || fn->parent < 0) return 0;
            p = fn->parent;
            continue;
        }
        if (nv < 2) return 0;
        for (int k = 0; k < nv; k++) out[k] = vals[k];
        return nv;
    }
    return 0;
}

static void resolve_py_one(Hot *H, int32_t fi, IrFile *f, const IrSite *s, TargetArray *out);

/* resolve_py_one, and the other values the called name (or the receiver of the method) may hold
 * (choice_texts) */
static bool loc_before(Loc a, Loc b);

/* Does project function F yield (a generator: calling it runs nothing, iterating it runs its body)? */
static bool yields(Hot *H, Target F) {
    const IrFile *f = hf_ir(H, F.file);
    const IrFunc *fn = f ? func_at((IrFile *)f, F.func) : NULL;
    if (!fn || !f->src || fn->flags & IR_FF_LAMBDA) return false;
    for (uint32_t ln = fn->body.line; ln && ln <= fn->body.end_line; ln++) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (t && word_in(t, n, "yield") && !in_nested_def(f, F.func, ln)) return true;
    }
    return false;
}

/* The two values of an attribute a method of class ci binds to a conditional expression, over
 * lines in parentheses too (`self.attn = (\n CausalSelfAttention(c) if not c.latent else
 * MultiheadLatentAttention(c)\n)`, litgpt's and nanoGPT-style blocks), or the methods of the
 * class it is bound to (at most two); 0 when none. */
static int attr_choice_texts(Hot *H, int32_t fi, int32_t ci, const char *attr, const char **out) {
    IrFile *f = hf_ir(H, fi);
    size_t al = strlen(attr);
    int nout = 0;
    for (uint32_t j = 0; j < f->funcs.size; j++) {
        const IrFunc *fn = &f->funcs.contents[j];
        if (fn->cls != ci || fn->flags & (IR_FF_LAMBDA | IR_FF_NESTED) || !fn->body.line) continue;
        for (uint32_t ln = fn->body.line; ln <= fn->body.end_line; ln++) {
            uint32_t n = 0;
            const char *t = src_line(f->src, ln, &n);
            if (!t) break;
            uint32_t in = indent_of(t, n);
            if (n - in < al + 4 || strncmp(t + in, attr, al) || strncmp(t + in + al, " = ", 3)) continue;
            const char *rhs = joined_expr(H, f->src, ln, t + in + al + 3, fn->body.end_line);
            if (!rhs) continue;
            size_t rl = strlen(rhs);
            while (rl && (rhs[rl - 1] == ' ' || rhs[rl - 1] == '\r')) rl--;
            if (rl > 2 && rhs[0] == '(' && rhs[rl - 1] == ')') rhs = arena_strndup(&H->tmp, rhs + 1, rl -= 2);
            else rhs = arena_strndup(&H->tmp, rhs, rl);
            while (*rhs == ' ') rhs++, rl--;
            while (rl && rhs[rl - 1] == ' ') ((char *)rhs)[--rl] = 0;
            if (!nout && split_ternary(H, rhs, &out[0], &out[1])) return 2;
            /* `self.act_quant_func = self.act_quant_fp4` (a method picked in __init__, maybe one
             * per branch: LightX2V's quantized linear layers) */
            if (nout < 2 && rl > 5 && !strncmp(rhs, "self.", 5) && is_ident(rhs + 5) && find_method(H, fi, ci, rhs + 5, 0).kind != SYM_NONE)
                out[nout++] = rhs;
        }
    }
    return nout;
}

static void resolve_py(Hot *H, int32_t fi, IrFile *f, const IrSite *s, TargetArray *out) {
    resolve_py_one(H, fi, f, s, out);
    /* `self.attn(x)` where a method bound `self.attn = A(...) if c else B(...)`: either */
    const char *an = NULL, *am = NULL;   /* the attribute, and the method called on it (or none) */
    int32_t aci = s->kind == IR_SITE_CALL && s->method && s->recv && str_starts(s->recv, "self") ? enclosing_class(f, s->func) : -1;
    if (aci >= 0 && str_eq(s->recv, "self") && find_method(H, fi, aci, s->method, 0).kind == SYM_NONE)
        an = arena_printf(&H->tmp, "self.%s", s->method);   /* `self.attn(x)`: the attribute called */
    else if (aci >= 0 && str_starts(s->recv, "self.")) an = s->recv, am = s->method;
    if (!an || !is_ident(an + 5)) aci = -1;
    const char *atexts[2];
    for (int k = 0, na = aci >= 0 ? attr_choice_texts(H, fi, aci, an, atexts) : 0; k < na; k++) {
        Sym v = candidate_value(H, fi, s->func, atexts[k]);
        Sym c = call_target(H, am ? (v.kind == SYM_INST ? member(H, v, am, 1) : sym_none) : v);
        if (c.kind == SYM_FUNC) target_add(H, out, c.file, c.idx);
    }
    /* `stream = self.generate(...)`, then `for tok in stream:` in the timed loop: iterating the
     * generator runs its body, step by step (torchchat's and litgpt's streaming benchmarks);
     * the call that made it ran none of it */
    if (s->flags & IR_SF_IMPLICIT && !out->size && s->recv && is_ident(s->recv) && s->func >= 0) {
        const I32Array *fs = &H->files[fi].fsites[s->func];
        int32_t last = -1;
        for (uint32_t k = 0; k < fs->size; k++) {
            const IrSite *b = &f->sites.contents[fs->contents[k]];
            if (!loc_before(b->loc, s->loc)) break;
            if (b->kind == IR_SITE_CALL && str_eq(b->assigned_to, s->recv)) last = fs->contents[k];
        }
        const TargetArray *t = last >= 0 ? resolve_site(H, fi, last) : NULL;
        for (uint32_t k = 0; t && k < t->size; k++)
            if (yields(H, t->contents[k])) target_add(H, out, t->contents[k].file, t->contents[k].func);
    }
    if (!s->callee || s->kind != IR_SITE_CALL) return;
    const char *name = s->method ? s->recv : s->callee;
    if (!name || !is_ident(name)) return;
    /* `for layer in self.layers: layer(x)` over a container of several classes (embedding,
     * blocks, norm, head): each one's forward may run */
    Sym els[HOT_MAX_TARGETS];
    for (int k = 0, ne = loop_elems(H, fi, s->func, name, s->loc.line, 1, els, HOT_MAX_TARGETS); k < ne; k++) {
        Sym c = call_target(H, s->method ? member(H, els[k], s->method, 1) : els[k]);
        if (c.kind == SYM_FUNC) target_add(H, out, c.file, c.idx);
    }
    const char *alts[HOT_MAX_TARGETS];
    int n = choice_texts(H, fi, s, name, alts, HOT_MAX_TARGETS);
    for (int k = 0; k < n; k++) {
        Sym v = candidate_value(H, fi, s->func, alts[k]);   /* a method's receiver must be an instance */
        Sym c = call_target(H, s->method ? (v.kind == SYM_INST ? member(H, v, s->method, 1) : sym_none) : v);
        if (c.kind == SYM_FUNC) target_add(H, out, c.file, c.idx);
    }
}

static void resolve_py_one(Hot *H, int32_t fi, IrFile *f, const IrSite *s, TargetArray *out) {
    (void)f;
    if (!s->callee) return;
    Sym v = resolve_value(H, fi, s->func, s->callee, s->loc.line, 0);
    Sym t = call_target(H, v);
    if (t.kind == SYM_NONE && v.kind == SYM_NONE && s->recv_type) {
        /* a type the frontend saw (a constructor, an annotation) finds what is parsed; it asks
         * partial parsing for nothing: annotations name classes everywhere (the stdlib's took
         * three more analysis rounds), and a class a timed path needs is parsed for its own call */
        bool was = H->probing;
        H->probing = true;
        Sym ty = resolve_type(H, fi, s->recv_type, 1);
        if (ty.kind == SYM_CLASS) {
            ty.kind = SYM_INST;
            t = call_target(H, s->method ? member(H, ty, s->method, 1) : ty);
        }
        H->probing = was;
    }
    if (t.kind == SYM_NONE && v.kind == SYM_NONE && s->qual && s->callee && strcmp(s->qual, s->callee) && strchr(s->qual, '.'))
        t = call_target(H, resolve_abs(H, fi, s->qual, 1));
    if (t.kind == SYM_FUNC) {
        target_add(H, out, t.file, t.idx);
        /* `if real_data: def get_batch(...) else: def get_batch(...)` (nanoGPT's bench.py): a
         * module-level function defined more than once is any of them */
        IrFile *tf = hf_ir(H, t.file);
        const IrFunc *fn = func_at(tf, t.idx);
        /* ... or a lambda bound to the name in the other branch (`get_batch = lambda split: (x, y)`) */
        const char *nm = fn && is_toplevel_func(fn) && fn->name ? fn->name
                       : fn && (fn->flags & IR_FF_LAMBDA) && fn->parent <= 0 && t.file == fi && is_ident(s->callee) ? s->callee : NULL;
        if (nm)
            for (int32_t j = func_first(&H->files[t.file], nm); j >= 0; j = H->files[t.file].fnext[j])
                if (j != t.idx && is_toplevel_func(&tf->funcs.contents[j]) && str_eq(tf->funcs.contents[j].name, nm))
                    target_add(H, out, t.file, j);
        int32_t sib[HOT_MAX_TARGETS];
        for (int k = 0, n = nested_twins(H, t, sib, HOT_MAX_TARGETS); k < n; k++) target_add(H, out, t.file, sib[k]);
        /* a local name bound to a lambda in each branch, or rebound (`if inplace: fn = lambda:
         * op(*[x.clone() ...]) else: fn = lambda: op(*args)`, then `fn()` in a timed loop,
         * FlagGems' get_latency): any lambda bound to it before the call may be the one called */
        if (fn && fn->flags & IR_FF_LAMBDA && fn->parent > 0 && t.file == fi && is_ident(s->callee)) {
            const I32Array *lams = &H->files[fi].lambdas[fn->parent];
            for (uint32_t k = 0; k < lams->size; k++) {
                const IrFunc *lf = &tf->funcs.contents[lams->contents[k]];
                if (lams->contents[k] != t.idx && lf->loc.line < s->loc.line && bound_before(tf, lf->loc, s->callee))
                    target_add(H, out, fi, lams->contents[k]);
            }
        }
        return;
    }
    const char *cands[HOT_MAX_TARGETS];
    int n = 0;
    if (v.kind == SYM_NONE && is_ident(s->callee)) {
        n = loop_candidates(H, fi, s, s->callee, cands, HOT_MAX_TARGETS);
        if (!n) n = bound_subscript_candidates(H, fi, s, cands, HOT_MAX_TARGETS);
    } else if (v.kind == SYM_NONE && strchr(s->callee, '[')) n = subscript_candidates(H, fi, s, cands, HOT_MAX_TARGETS);
    for (int k = 0; k < n; k++) {
        Sym c = call_target(H, candidate_value(H, fi, s->func, cands[k]));
        if (c.kind == SYM_FUNC) target_add(H, out, c.file, c.idx);
    }
}

/* A method whose body does nothing per call: no sites, or only cold ones (`raise NotImplementedError`). */
static bool is_abstract(Hot *H, int32_t fi, int32_t func) {
    IrFile *f = hf_ir(H, fi);
    if (!func_at(f, func)) return false;
    const I32Array *fs = &H->files[fi].fsites[func];
    for (uint32_t k = 0; k < fs->size; k++)
        if (!region_is_cold(f, f->sites.contents[fs->contents[k]].region)) return false;
    return true;
}

/* `self.m(...)` in a method: the receiver's text is the method's own `self`. */
static bool is_self_call(IrFile *f, const IrSite *s) {
    if (s->kind != IR_SITE_CALL || !s->method || !s->recv || !is_ident(s->method)) return false;
    const char *self = self_name(f, s->func);
    return self && !strcmp(s->recv, self);
}

static bool is_subclass(Hot *H, int32_t sf, int32_t sc, int32_t bf, int32_t bc) {
    Mro m;
    mro_build(H, sf, sc, &m);
    for (int k = 0; k < m.n; k++)
        if (m.cls[k].file == bf && m.cls[k].func == bc) return true;
    return false;
}

/* Targets of a self-call seen with `self` of class (sfile, scls): the method as that class
 * resolves it, plus overrides in its subclasses (the instance may be any of them). An attribute
 * call (`self.model(x)`) falls back to the static resolution. */
static void self_targets(Hot *H, int32_t fi, int32_t si, int32_t sfile, int32_t scls, bool exact, TargetArray *out) {
    IrFile *f = hf_ir(H, fi);
    const IrSite *s = &f->sites.contents[si];
    int32_t ci = enclosing_class(f, s->func);
    int32_t df = fi, dc = ci;
    if (scls >= 0 && ci >= 0 && is_subclass(H, sfile, scls, fi, ci)) { df = sfile; dc = scls; }
    if (dc >= 0) {
        Sym m = find_method(H, df, dc, s->method, 0);
        if (m.kind == SYM_FUNC) target_add(H, out, m.file, m.idx);
        /* unparsed files are scanned for subclasses only when the hook is missing or abstract,
         * and only while this round has needed no file it could not have (a frontier): a base
         * class in such a file may hold the hook. The next round decides. */
        bool scan = (m.kind != SYM_FUNC || is_abstract(H, m.file, m.idx)) && !H->prog->frontier.size;
        /* an instance built as exactly this class runs no subclass's override (FlexGen's OptLM
         * is not its DistOptLM subclass) */
        bool exact_here = exact && df == sfile && dc == scls && m.kind == SYM_FUNC;
        if (!exact_here && (m.kind == SYM_FUNC || find_attr(H, df, dc, s->method, 0).kind == SYM_NONE))
            dispatch_overrides(H, df, dc, s->method, scan, out);
    }
    if (!out->size) {
        const TargetArray *t = resolve_site(H, fi, si);
        for (uint32_t k = 0; k < t->size; k++) target_add(H, out, t->contents[k].file, t->contents[k].func);
    }
}

static TargetArray *resolve_site(Hot *H, int32_t fi, int32_t si) {
    IrFile *f = hf_ir(H, fi);
    HFile *h = &H->files[fi];
    if (!h->resolved[si]) {
        h->resolved[si] = 1;
        const IrSite *s = &f->sites.contents[si];
        if (s->kind == IR_SITE_CALL || s->kind == IR_SITE_LAUNCH) {
            if (is_py(f)) resolve_py(H, fi, f, s, &h->res[si]);
            else resolve_c(H, fi, f, s, &h->res[si]);
        }
    }
    return &h->res[si];
}

/* ------------------------------------------------------------------------------------------ */
/* site placement                                                                             */

static bool loc_before(Loc a, Loc b) { return a.line < b.line || (a.line == b.line && a.col < b.col); }

/* Whether site s is hot for a walk of its function: inside `timed` (a TIMED region >= 0, or a
 * Span for <= -2), under no COLD region, and not a bracket/timer call when `exempt`. Sets the
 * loop/cond seen on the way (for a timed root: only those inside the timed code). */
static bool loc_end_before(Loc a, Loc b) { return a.end_line < b.line || (a.end_line == b.line && a.end_col <= b.col); }

/* The innermost LOOP region holding region `region`, below region `stop` (-1: none) */
static int32_t loop_around(const IrFile *f, int32_t region, int32_t stop) {
    for (int32_t q = region, steps = 0; q >= 0 && q != stop && (uint32_t)q < f->regions.size && steps < 64; q = f->regions.contents[q].parent, steps++)
        if (f->regions.contents[q].kind == IR_REGION_LOOP) return q;
    return -1;
}

/* LOOP region under TIMED region `timed` that holds site s (-1: none) */
static int32_t loop_under(const IrFile *f, const IrSite *s, int32_t timed) {
    int32_t r = s->region, lp = -1;
    for (uint32_t steps = 0; r >= 0 && (uint32_t)r < f->regions.size && steps <= f->regions.size; steps++) {
        if (r == timed) return lp;
        if (f->regions.contents[r].kind == IR_REGION_LOOP) lp = r;
        r = f->regions.contents[r].parent;
    }
    return -1;
}

/* Code of TIMED region `timed` that the frontend's statement-granular extent stretches over
 * but that is not timed work: sites after the end read (an end read nested in
 * `if enable_timing:` takes the reporting after it along: `end.record(); sync; print(...)`),
 * sites before the start call (`if timing: dist.barrier(); start.record()`),
 * and, when the region times a loop, its closing tail from the synchronize after the last loop
 * up to the end read (`for ...: fn()` / `torch.cuda.synchronize()` / `print(...)` / `t1 = ...`):
 * the GPU is idle there and the measured work is done. Rolling timers (end read inside a loop of
 * the region, or before the start) keep every site. */
static bool region_rolling(const IrFile *f, int32_t timed) {
    const IrRegion *g = &f->regions.contents[timed];
    if (g->end_site < 0 || (uint32_t)g->end_site >= f->sites.size) return true;
    const IrSite *e = &f->sites.contents[g->end_site];
    if (g->start_site >= 0 && (uint32_t)g->start_site < f->sites.size &&
        !loc_before(f->sites.contents[g->start_site].loc, e->loc)) return true;
    return loop_under(f, e, timed) >= 0;
}

/* Site s comes before the start call of TIMED region `timed` in the text, but a loop of the
 * region holds both, at the loop body's level: the timer starts in some iteration
 * (`for i in ...: x = next(it); if i == warmup: sync; t0 = time.time()`, end read after the
 * loop) and s runs again in every later, timed one. Sites in the start's own branch (the
 * `if i == warmup:` block, its bracketing sync) run once, before the start. */
static bool loop_past_start(const IrFile *f, const IrSite *s, int32_t start_site, int32_t timed) {
    int32_t lca = -1;
    for (int32_t r = s->region, steps = 0; r >= 0 && (uint32_t)r < f->regions.size && steps <= (int32_t)f->regions.size && lca < 0; steps++) {
        if (r == timed) break;
        for (int32_t q = f->sites.contents[start_site].region, k = 0; q >= 0 && (uint32_t)q < f->regions.size && k <= (int32_t)f->regions.size; k++) {
            if (q == r) { lca = r; break; }
            if (q == timed) break;
            q = f->regions.contents[q].parent;
        }
        r = f->regions.contents[r].parent;
    }
    return lca >= 0 && f->regions.contents[lca].kind == IR_REGION_LOOP;
}

/* Does source line t (n bytes) start, after its indentation, with the keyword w? */
static bool stmt_starts(const char *t, uint32_t n, const char *w) {
    uint32_t i = indent_of(t, n);
    size_t wl = strlen(w);
    return n - i >= wl && !strncmp(t + i, w, wl) && (n - i == wl || !is_ident_char(t[i + wl]));
}

/* Site s follows rolling end read e in the branch that holds e, and that branch leaves the loop
 * (its last line is a `break` or a `return`): `if step >= steps: elapsed = time.time() - t0;
 * final = loss.item(); break` runs once, after the timing (BERT's run_pretraining.py). */
static bool after_final_read(const IrFile *f, const IrSite *s, const IrSite *e) {
    if (!f->src || e->func != s->func || !loc_before(e->loc, s->loc) || e->region < 0 || (uint32_t)e->region >= f->regions.size)
        return false;
    const IrRegion *c = &f->regions.contents[e->region];
    if (c->kind != IR_REGION_COND || s->loc.line > c->loc.end_line) return false;
    bool inside = false;
    for (int32_t r = s->region, steps = 0; r >= 0 && (uint32_t)r < f->regions.size && steps < 64 && !inside; steps++) {
        inside = r == e->region;
        if (!inside && f->regions.contents[r].kind == IR_REGION_LOOP) return false;
        r = f->regions.contents[r].parent;
    }
    if (!inside) return false;
    uint32_t n = 0;
    const char *t = src_line(f->src, c->loc.end_line, &n);
    return t && (stmt_starts(t, n, "break") || stmt_starts(t, n, "return"));
}

static bool region_once(const IrFile *f, const Loc *tail, const IrSite *s, int32_t si, int32_t timed) {
    const IrRegion *g = &f->regions.contents[timed];
    if (si == g->end_site) return false;
    if (region_rolling(f, timed))
        return g->end_site >= 0 && (uint32_t)g->end_site < f->sites.size && after_final_read(f, s, &f->sites.contents[g->end_site]);
    const IrSite *e = &f->sites.contents[g->end_site];
    if (e->func != s->func) return false;
    if (loc_before(e->loc, s->loc)) return true;
    if (g->start_site >= 0 && (uint32_t)g->start_site < f->sites.size && f->sites.contents[g->start_site].func == s->func &&
        loc_before(s->loc, f->sites.contents[g->start_site].loc)) return !loop_past_start(f, s, g->start_site, timed);
    return tail && tail[timed].line && loop_under(f, s, timed) < 0 && !loc_before(s->loc, tail[timed]);
}

/* a synchronize, or the barrier multi-GPU timers put before it (`dist.barrier(); sync; t1 = ...`) */
static bool closing_call(const IrSite *s) {
    if (ir_is_sync_call(s)) return true;
    if (s->kind != IR_SITE_CALL) return false;
    return str_eq(s->qual, "torch.distributed.barrier") || str_eq(s->callee, "torch.distributed.barrier") ||
           str_eq(s->callee, "dist.barrier");
}

/* A Python host timer that times no loop, runs in no loop and reads nothing back from the GPU
 * (no synchronize, `.item()`, `.cpu()`, ... between its start and end) measures host work done
 * once: `t0 = time.time(); ckpt = torch.load(...); model = Model(...); print(f"loaded in
 * {time.time() - t0:.1f}s")` (xformers FastGen.build). Timing GPU work needs a sync, so such a
 * region that loads something (open, *.load, from_pretrained, load_state_dict, ...) is a
 * load timer, not a benchmark's timed path: it is not a root. Without a loader call it stays a
 * root (`t0 = time.time(); out = model.generate(ids); dt = time.time() - t0` syncs inside). */
/* A host timer whose end read decides when a `while` loop inside it stops (`while cur <
 * deadline: ...; cur = time.time_ns()`, a stress or run-for-N-seconds mode) and that holds its
 * own measurement timers inside (pytorch/benchmark's run.py: events and time_ns() around each
 * call): the deadline clock is loop control, the inner timers are the measurement. Only code
 * inside those is timed for it; the sync, event creation and progress prints between
 * measurements are not. A deadline loop with no inner timer (throughput over a fixed time) is
 * timed whole. Marks out[r] = DEADLINE. */
/* Does LOOP region lp of function func sleep (`time.sleep`, `asyncio.sleep`)? A polling wait. */
static bool loop_sleeps(const IrFile *f, int32_t func, int32_t lp) {
    for (uint32_t k = 0; k < f->sites.size; k++) {
        const IrSite *b = &f->sites.contents[k];
        if (b->func == func && (str_eq(b->qual, "time.sleep") || str_eq(b->qual, "asyncio.sleep")) && site_in_region(f, b, lp)) return true;
    }
    return false;
}

static void region_deadline(const IrFile *f, uint8_t *out) {
    for (uint32_t r = 0; r < f->regions.size; r++) {
        const IrRegion *g = &f->regions.contents[r];
        if (out[r] || f->lang != LANG_PYTHON || g->kind != IR_REGION_TIMED || g->timer != IR_TIMER_HOST || g->end_site < 0 ||
            (uint32_t)g->end_site >= f->sites.size)
            continue;
        const char *v = f->sites.contents[g->end_site].assigned_to;
        if (!v || !*v) continue;
        bool inner = false, loop = false;
        for (uint32_t q = 0; q < f->regions.size && !(inner && loop); q++) {
            if (q == r) continue;
            const IrRegion *c = &f->regions.contents[q];
            if (c->kind != IR_REGION_TIMED && c->kind != IR_REGION_LOOP) continue;
            int32_t p = c->parent;
            for (uint32_t steps = 0; p >= 0 && p != (int32_t)r && (uint32_t)p < f->regions.size && steps <= f->regions.size; steps++)
                p = f->regions.contents[p].parent;
            if (p != (int32_t)r) continue;
            if (c->kind == IR_REGION_TIMED) inner = true;
            else if (c->guard && str_starts(c->guard, "while") && word_in(c->guard, strlen(c->guard), v)) loop = true;
        }
        if (inner && loop) out[r] = DEADLINE;
    }
    /* A timeout check: the clock is read only to compare the elapsed time with a limit
     * (`if time.time() - start > max_wait: exit(1)` in a polling loop), its value neither kept
     * nor a `while` condition. That is control, not a measurement: not a root. A loop that
     * runs while the elapsed time is under a budget (`while time.perf_counter() - t0 < s:`,
     * a throughput benchmark) stays timed. */
    for (uint32_t r = 0; r < f->regions.size; r++) {
        const IrRegion *g = &f->regions.contents[r];
        if (out[r] || f->lang != LANG_PYTHON || g->kind != IR_REGION_TIMED || g->timer != IR_TIMER_HOST || g->end_site < 0 ||
            (uint32_t)g->end_site >= f->sites.size)
            continue;
        const IrSite *e = &f->sites.contents[g->end_site];
        if (end_only_asserted(f, g)) {
            out[r] = TIMEOUT;
            continue;
        }
        /* or kept in a name only tested (`waited = time.time() - t0; if waited > timeout: raise
         * TimeoutError(...)`) inside a loop that sleeps: a polling wait (llm-foundry's
         * checkpointer waiting for its upload processes) */
        if (!(e->flags & IR_SF_COMPARED) && end_only_used(f, g, USE_TESTED)) {
            int32_t lp = -1;
            for (int32_t q = e->region, steps = 0; q >= 0 && (uint32_t)q < f->regions.size && steps < 64 && lp < 0; steps++) {
                if (f->regions.contents[q].kind == IR_REGION_LOOP) lp = q;
                q = f->regions.contents[q].parent;
            }
            if (lp >= 0 && loop_sleeps(f, g->func, lp)) out[r] = TIMEOUT;
            continue;
        }
        if (!(e->flags & IR_SF_COMPARED) || e->assigned_to) continue;
        int32_t header = -1;
        for (uint32_t q = 0; q < f->regions.size && header < 0; q++) {
            const IrRegion *c = &f->regions.contents[q];
            if (c->kind == IR_REGION_LOOP && c->loc.line == e->loc.line) header = (int32_t)q;
        }
        if (header < 0) { out[r] = TIMEOUT; continue; }
        /* ... and a budget loop that sleeps is a polling wait (`while time.time() - t0 <
         * max_wait: if ready(): break; time.sleep(0.5)`, KernelBench's GPU-attach wait) */
        if (loop_sleeps(f, g->func, header)) out[r] = TIMEOUT;
        /* the other reads of the same clock in that loop (the backoff's `time.time() - t0`) */
        for (uint32_t r2 = 0; out[r] == TIMEOUT && r2 < f->regions.size; r2++) {
            const IrRegion *g2 = &f->regions.contents[r2];
            if (r2 != r && g2->kind == IR_REGION_TIMED && g2->start_site == g->start_site && g2->end_site >= 0 &&
                (uint32_t)g2->end_site < f->sites.size && site_in_region(f, &f->sites.contents[g2->end_site], header))
                out[r2] = TIMEOUT;
        }
    }
    /* A host timer in a warm-up function (quack's `_gpu_warmup`: `while time.time() - t0 <
     * target:` saturates the GPU before benchmarking) bounds the warm-up; nothing is measured. */
    for (uint32_t r = 0; r < f->regions.size; r++) {
        const IrRegion *g = &f->regions.contents[r];
        if (out[r] || f->lang != LANG_PYTHON || g->kind != IR_REGION_TIMED || g->timer != IR_TIMER_HOST) continue;
        for (int32_t p = g->func, steps = 0; p > 0 && (uint32_t)p < f->funcs.size && steps < 16; steps++) {
            const IrFunc *fn = &f->funcs.contents[p];
            if (fn->name && (strstr(fn->name, "warmup") || strstr(fn->name, "warm_up") || strstr(fn->name, "Warmup"))) {
                out[r] = TIMEOUT;
                break;
            }
            p = fn->parent;
        }
    }
}

/* Does a name say it measures performance? Split into lower-case words at anything not a
 * letter or digit: a word holding `bench` or `flops` (`microbenchmarks`, `tflops`), or starting
 * with perf, profil, speed, latency, throughput, timing, measure, timeit, timed, or the word
 * `time` (`time_attention.py`). Not `deepspeed` or `runtime`: a word must start so. */
static bool benchmarkish(const char *s) {
    static const char *const anywhere[] = {"bench", "flops", NULL};
    static const char *const starts[] = {"perf", "profil", "speed", "latency", "throughput", "timing", "measure",
                                         "timeit", "timed", NULL};
    if (!s) return false;
    while (*s) {
        char w[128];
        size_t n = 0;
        while (*s && !((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9'))) s++;
        while ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')) {
            if (n + 1 < sizeof w) w[n++] = (char)(*s >= 'A' && *s <= 'Z' ? *s + 32 : *s);
            s++;
        }
        w[n] = 0;
        if (!n) continue;
        for (int i = 0; anywhere[i]; i++)
            if (strstr(w, anywhere[i])) return true;
        for (int i = 0; starts[i]; i++)
            if (!strncmp(w, starts[i], strlen(starts[i]))) return true;
        if (!strcmp(w, "time")) return true;
    }
    return false;
}

/* Does a source line print or log (`print(`, `logger.info(`, `log.debug(`, a progress bar, a
 * project's own printer: `print_rank_0(`, `rank0_print(`, `log_dist(`)? */
static bool log_line(const char *t, uint32_t n) {
    static const char *const toks[] = {"print(", "logger.", "logging.", "log.", ".info(", ".warning(", ".debug(",
                                       ".write(", "tqdm", "set_description(", "set_postfix(", NULL};
    for (int i = 0; toks[i]; i++) {
        size_t k = strlen(toks[i]);
        for (uint32_t j = 0; j + k <= n; j++)
            if (!memcmp(t + j, toks[i], k)) return true;
    }
    /* a print wrapper: `print_rank_0(`, `print0(`, `print_once(`, `rank0_print(`, `master_print(`,
     * `log_dist(` (not a report function handed the value: `print_training_summary(args, t)`) */
    static const char *const heads[] = {"print_rank", "print0", "print_once", "print_master", "print_main", "print_r0", "log_dist",
                                        "log_rank", "pretty_print", NULL};
    for (uint32_t j = 0; j < n; j++) {
        if (!is_ident_start(t[j]) || (j && is_ident_char(t[j - 1]))) continue;
        bool qualified = j && t[j - 1] == '.';   /* `utils.log_rank_zero(log, ...)` (torchtune) */
        uint32_t e = j;
        while (e < n && is_ident_char(t[e])) e++;
        if (e < n && t[e] == '(') {
            for (int h = 0; heads[h]; h++)
                if (e - j >= strlen(heads[h]) && !memcmp(t + j, heads[h], strlen(heads[h]))) return true;
            if (!qualified && e - j > 6 && !memcmp(t + e - 6, "_print", 6)) return true;
        }
        j = e;
    }
    return false;
}

/* Is the end read of a host timer only ever printed or logged? Either the read is on a print
 * line (`print(f"took {time.time() - t0:.1f}s")`), or it is assigned to a name
 * (`dt = time.time() - t0`) every later use of which, in the function, is on a print or log line
 * (or inside a call that one of the three lines above opens). A value returned, stored on an
 * attribute, appended or compared is a measurement some other code uses. */
/* The name a source line binds (`dt = ...`, `elapsed: float = ...`), into var; false if none. */
static bool line_binds(const char *t, uint32_t n, char *var, size_t cap) {
    uint32_t i = 0;
    while (i < n && (t[i] == ' ' || t[i] == '\t')) i++;
    uint32_t b = i;
    while (i < n && is_ident_char(t[i])) i++;
    if (i == b || i - b >= cap) return false;
    memcpy(var, t + b, i - b);
    var[i - b] = 0;
    while (i < n && t[i] == ' ') i++;
    if (i < n && t[i] == ':') {   /* an annotation: up to the `=` */
        while (i < n && t[i] != '=') i++;
    }
    return i < n && t[i] == '=' && !(i + 1 < n && t[i + 1] == '=');
}

/* Are all uses of `var`, bound at line `from` of function fn, print or log lines, or bindings
 * of other names whose uses are (`end = perf_counter(); elapsed = end - start; hms =
 * strftime(..., elapsed); logger.info("took %s", hms)`, aiter's model benchmarking tool)? */
/* A line that only tests a value: `if`, `elif`, `while`, `assert` (a budget or stop check). */
static bool test_line(const char *u, uint32_t m) {
    uint32_t i = 0;
    while (i < m && (u[i] == ' ' || u[i] == '\t')) i++;
    static const char *const kw[] = {"if ", "elif ", "while ", "assert ", NULL};
    for (int k = 0; kw[k]; k++)
        if (m - i >= strlen(kw[k]) && !memcmp(u + i, kw[k], strlen(kw[k]))) return true;
    return false;
}

/* `var` is an operand of `<`, `>`, `<=` or `>=` on this line (`total_ns > 120e9`). */
static bool compared_on_line(const char *u, uint32_t m, const char *var) {
    size_t vl = strlen(var);
    for (const char *h = u; (h = memmem(h, (size_t)(u + m - h), var, vl)) != NULL; h += vl) {
        if ((h > u && is_ident_char(h[-1])) || (h + vl < u + m && is_ident_char(h[vl]))) continue;
        const char *a = h + vl, *b = h;
        while (a < u + m && *a == ' ') a++;
        while (b > u && b[-1] == ' ') b--;
        if ((a < u + m && (*a == '<' || *a == '>')) || (b > u && (b[-1] == '<' || b[-1] == '>' || (b[-1] == '=' && b - 1 > u && (b[-2] == '<' || b[-2] == '>')))))
            return true;
    }
    return false;
}

/* What a reading's uses may be for it not to count as a measurement: printed or logged; or also
 * tested (`if total > budget: break`: the reading decides when to stop); or only tested (a
 * periodic action's clock, region_throttle). */

/* Is line ln inside the parentheses of a log call opened on one of the 8 lines above it
 * (`logger.info(\n    f"took {ms:.2f} ms",\n    extra=dict(value=ms),\n)`, torchtitan's span)? */
static bool in_open_log_call(const IrFile *f, uint32_t ln) {
    int open = 0;
    for (uint32_t up = 1; up <= 8 && up < ln; up++) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln - up, &n);
        if (!t) return false;
        char q = 0;
        for (uint32_t i = 0; i < n; i++) {
            char c = t[i];
            if (q) { if (c == q) q = 0; continue; }
            if (c == '"' || c == '\'') q = c;
            else if (c == '#') break;
            else if (c == '(' || c == '[' || c == '{') open++;
            else if (c == ')' || c == ']' || c == '}') open--;
        }
        if (open > 0 && log_line(t, n)) return true;   /* else an inner call's (`extra=dict(`): go on up */
    }
    return false;
}

static bool uses_only(const IrFile *f, const IrFunc *fn, const char *var, uint32_t from, int depth, UseOk ok) {
    uint32_t uses = 0, last = fn->flags & IR_FF_MODULE ? (uint32_t)f->src->line_starts.size : fn->body.end_line;
    for (uint32_t ln = from + 1; ln <= last; ln++) {
        uint32_t m = 0;
        const char *u = src_line(f->src, ln, &m);
        if (!u) break;
        if (!word_in(u, m, var)) continue;
        if (assigned_rhs(u, u + m, var, strlen(var))) break;   /* bound again: a later reading's value */
        uses++;
        if ((ok != USE_TESTED && log_line(u, m)) || (ok != USE_LOGGED && (test_line(u, m) || compared_on_line(u, m, var)))) continue;
        if (ok != USE_TESTED && in_open_log_call(f, ln)) continue;
        /* the error a test raises may quote the reading (`raise TimeoutError(f"waited {dt}")`,
         * also over lines: `raise TimeoutError(\n    f"Waited {dt} seconds ...",`) */
        bool raised = ok != USE_LOGGED && stmt_starts(u, m, "raise");
        for (uint32_t up = 1; ok != USE_LOGGED && up <= 3 && up < ln && !raised; up++) {
            uint32_t rm = 0;
            const char *ru = src_line(f->src, ln - up, &rm);
            if (!ru) break;
            raised = stmt_starts(ru, rm, "raise");
        }
        if (raised) continue;
        if (ok == USE_TESTED) return false;
        /* a line continuing a log call opened above: one that leaves its parentheses open
         * (gpt-fast's `print(...)` closed on its own line is followed by an `append` that keeps
         * the reading) */
        bool opened = false;
        for (uint32_t up = 1; up <= 3 && up < ln && !opened; up++) {
            uint32_t pm = 0;
            const char *pu = src_line(f->src, ln - up, &pm);
            int open = 0;
            for (uint32_t i = 0; pu && i < pm; i++) open += pu[i] == '(' ? 1 : pu[i] == ')' ? -1 : 0;
            opened = pu && open > 0 && log_line(pu, pm);
        }
        if (opened && !memchr(u, '=', m) && !word_in(u, m, "return")) continue;
        char w[128];
        if (depth < 3 && line_binds(u, m, w, sizeof w) && strcmp(w, var) && !word_in(u, m, "return") &&
            uses_only(f, fn, w, ln, depth + 1, ok))
            continue;
        return false;
    }
    return uses > 0;
}

static bool end_only_used(const IrFile *f, const IrRegion *g, UseOk ok);
static bool end_only_logged(const IrFile *f, const IrRegion *g) { return end_only_used(f, g, USE_LOGGED); }

/* Are all uses of `var` (bound at line `from` of fn) `assert` statements or their messages, log
 * lines, or bindings of other names used the same way (`end = time.time(); total = end - start;
 * assert total < 1.0`, composer's test_dist)? Counts the asserts into *asserts. */
static bool asserted_uses(const IrFile *f, const IrFunc *fn, const char *var, uint32_t from, int depth, uint32_t *asserts) {
    uint32_t last = fn->flags & IR_FF_MODULE ? (uint32_t)f->src->line_starts.size : fn->body.end_line;
    for (uint32_t ln = from + 1; ln <= last; ln++) {
        uint32_t m = 0;
        const char *u = src_line(f->src, ln, &m);
        if (!u) break;
        if (!word_in(u, m, var)) continue;
        if (assigned_rhs(u, u + m, var, strlen(var))) break;
        bool in_assert = stmt_starts(u, m, "assert");
        for (uint32_t up = 1; up <= 3 && up < ln && !in_assert; up++) {   /* its message, continued below */
            uint32_t am = 0;
            const char *au = src_line(f->src, ln - up, &am);
            if (!au) break;
            if (indent_of(au, am) >= indent_of(u, m)) continue;
            in_assert = stmt_starts(au, am, "assert");
            break;
        }
        if (in_assert) { (*asserts)++; continue; }
        if (log_line(u, m)) continue;
        char w[128];
        if (depth < 2 && line_binds(u, m, w, sizeof w) && strcmp(w, var) && asserted_uses(f, fn, w, ln, depth + 1, asserts)) continue;
        return false;
    }
    return true;
}

/* A test's time budget: host timer g's reading is asserted on (`assert time.perf_counter() -
 * start < 1.0`), or kept in a name that only `assert` statements (at least one) and log lines use
 * (`elapsed = time.monotonic() - start; assert elapsed < 1.0, f"non-linear: {elapsed}"`), and nothing in the region repeats work or waits for the device.
 * A correctness check of a library call (no hang, linear time), not a measurement: unsloth's
 * studio tests reached hundreds of its app's functions through such regions. A test that times
 * a loop or synchronizes before its reading measures, whatever it asserts. */
static bool end_only_asserted(const IrFile *f, const IrRegion *g) {
    if (!f->src || g->end_site < 0 || (uint32_t)g->end_site >= f->sites.size) return false;
    const IrSite *e = &f->sites.contents[g->end_site];
    const IrFunc *fn = func_at((IrFile *)f, e->func);
    uint32_t n = 0;
    const char *t = src_line(f->src, e->loc.line, &n);
    char var[128];
    bool direct = t && stmt_starts(t, n, "assert");   /* `assert time.perf_counter() - start < 1.0` */
    if (!fn || !t || (!direct && !line_binds(t, n, var, sizeof var))) return false;
    for (uint32_t q = 0; q < f->regions.size; q++) {
        const IrRegion *c = &f->regions.contents[q];
        if (c->kind == IR_REGION_LOOP && c->func == g->func && c->loc.line >= g->loc.line && c->loc.line <= e->loc.line) return false;
    }
    for (uint32_t i = 0; i < f->sites.size; i++) {
        const IrSite *x = &f->sites.contents[i];
        if (x->func == g->func && x->loc.line >= g->loc.line && x->loc.line <= e->loc.line && ir_is_sync_call(x)) return false;
    }
    if (direct) return true;
    uint32_t asserts = 0;
    return asserted_uses(f, fn, var, e->loc.line, 0, &asserts) && asserts > 0;
}

/* Is the end read of a host timer used only as `ok` says (uses_only), on its own line or through
 * the name it is bound to? */
static bool end_only_used(const IrFile *f, const IrRegion *g, UseOk ok) {
    if (!f->src || g->end_site < 0 || (uint32_t)g->end_site >= f->sites.size) return false;
    const IrSite *e = &f->sites.contents[g->end_site];
    const IrFunc *fn = func_at((IrFile *)f, e->func);
    if (!fn) return false;
    uint32_t n = 0;
    const char *t = src_line(f->src, e->loc.line, &n);
    if (!t) return false;
    if (ok != USE_TESTED && log_line(t, n)) return true;
    /* the reading inside a log call opened on a line above (`logger.info(\n    f"took
     * {time.time() - t0:.1f} s"\n)`, FlexGen's and based's setup timers) */
    for (uint32_t up = 1; ok != USE_TESTED && up <= 3 && up < e->loc.line; up++) {
        uint32_t pn = 0;
        const char *pt = src_line(f->src, e->loc.line - up, &pn);
        while (pt && pn && (pt[pn - 1] == ' ' || pt[pn - 1] == '\r')) pn--;
        if (!pt || !pn) break;
        int open = 0;   /* parentheses the line leaves open: a call continued below */
        for (uint32_t i = 0; i < pn; i++) open += pt[i] == '(' ? 1 : pt[i] == ')' ? -1 : 0;
        if (open > 0 && log_line(pt, pn)) return true;
        /* implicitly joined strings continue the call too (`print(\n f"n = {n},"\n f"total
         * = {time.time() - t0} s")`, modelopt's whisper benchmark) */
        if (pt[pn - 1] != ',' && pt[pn - 1] != '(' && pt[pn - 1] != '"' && pt[pn - 1] != '\'') break;
    }
    char var[128];
    if (ok != USE_LOGGED && test_line(t, n)) return true;
    uint32_t at = e->loc.line;
    /* a reading continued from `elapsed = (` on the line above (apex's ASP permutation timer) */
    for (uint32_t up = 1; ok != USE_TESTED && up <= 2 && !line_binds(t, n, var, sizeof var) && at > up; up++) {
        uint32_t pn = 0;
        const char *pt = src_line(f->src, e->loc.line - up, &pn);
        while (pt && pn && (pt[pn - 1] == ' ' || pt[pn - 1] == '\r')) pn--;
        if (!pt || !pn || pt[pn - 1] != '(') break;
        t = pt, n = pn, at = e->loc.line - up;
    }
    if (!line_binds(t, n, var, sizeof var)) return false;
    return uses_only(f, fn, var, at, 0, ok);
}

/* A comprehension's element (the text between its opening bracket and its first `for`, lines
 * joined) into buf; false when the loop region is a `for` statement. */
static bool comprehension_element(const IrFile *f, const IrRegion *lr, char *buf, size_t cap) {
    uint32_t n = 0;
    const char *t = src_line(f->src, lr->loc.line, &n);
    if (!t || lr->loc.col < 1 || lr->loc.col > n) return false;
    char open = t[lr->loc.col - 1];
    if (open != '[' && open != '{' && open != '(') return false;
    size_t used = 0;
    int depth = 0;
    uint32_t last = lr->loc.end_line ? lr->loc.end_line : lr->loc.line;
    for (uint32_t ln = lr->loc.line; ln <= last && ln < lr->loc.line + 16; ln++) {
        if (ln > lr->loc.line && !(t = src_line(f->src, ln, &n))) break;
        for (uint32_t i = ln == lr->loc.line ? lr->loc.col : 0; i < n; i++) {
            char ch = t[i];
            if (ch == '(' || ch == '[' || ch == '{') depth++;
            else if (ch == ')' || ch == ']' || ch == '}') depth--;
            /* the first `for` at the comprehension's own depth ends the element */
            if (depth == 0 && ch == 'f' && i + 4 <= n && !memcmp(t + i, "for ", 4) && (i == 0 || !is_ident_char(t[i - 1]))) {
                buf[used] = 0;
                return true;
            }
            if (used + 2 >= cap) return false;
            buf[used++] = ch;
        }
        if (used + 2 >= cap) return false;
        buf[used++] = ' ';
    }
    return false;
}

/* Does a loop repeat the same work (`for _ in range(n)`, a `range` whose variable the body
 * never reads, a `while`), rather than walk data (`for shard in shards: load(shard)`,
 * `for i in range(len(shards)): load(shards[i])`, `[None for _ in sds]`)? */
static bool repetition_loop(const IrFile *f, const IrRegion *lr) {
    const char *g = lr->guard;
    if (!g || !f->src) return true;
    if (str_starts(g, "async ")) g += 6;
    if (!str_starts(g, "for ")) return true;
    const char *v = g + 4, *ve = v;
    while (*ve && is_ident_char(*ve)) ve++;
    const char *after = ve;
    while (*after == ' ') after++;
    if (ve == v || strncmp(after, "in ", 3)) return false;   /* `for a, b in pairs`: data */
    if (!strstr(after, "range(")) return false;              /* `[None for _ in sds]`: data */
    char var[128];
    if ((size_t)(ve - v) >= sizeof var) return false;
    memcpy(var, v, (size_t)(ve - v));
    var[ve - v] = 0;
    /* a comprehension collects what its element makes: data when the element reads the loop
     * variable (`[n // k + (1 if i < r else 0) for i in range(k)]`) or calls nothing (`[{} for _
     * in range(n)]`), however it is wrapped over lines (RULER's prepare.py); calling work
     * without the variable repeats it (`[model(x) for _ in range(n)]`) */
    char el[1024];
    if (comprehension_element(f, lr, el, sizeof el)) {
        size_t vl = strlen(var);
        bool reads = false, calls = false;
        for (size_t i = 0; el[i]; i++) {
            if (el[i] == '(' && i && (is_ident_char(el[i - 1]) || el[i - 1] == ')' || el[i - 1] == ']')) calls = true;
            if (!reads && strcmp(var, "_") && !strncmp(el + i, var, vl) && (!i || !is_ident_char(el[i - 1])) &&
                !is_ident_char(el[i + vl]))
                reads = true;
        }
        return !reads && calls;
    }
    if (ve - v == 1 && *v == '_') return true;
    /* read anywhere in the loop besides its own `for var in` (a comprehension's element comes
     * before its `for`, on the same lines) to pick data: an index (`shards[i]`, `x[:, i]`), a
     * name built from it (`f"layer{i}"`), a `range(len(...))` walk. A step number handed to
     * the work (`model(x, step=i)`, `model(c, y, i)`) still repeats it. */
    uint32_t seen = 0, picks = 0, last = lr->loc.end_line ? lr->loc.end_line : lr->loc.line;
    bool over_len = strstr(after, "range(len(") != NULL;
    for (uint32_t ln = lr->loc.line; ln <= last && !picks; ln++) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (!t) break;
        size_t nl = strlen(var);
        for (uint32_t i = 0; i + nl <= n && !picks; i++) {
            if (memcmp(t + i, var, nl) || (i && is_ident_char(t[i - 1])) || (i + nl < n && is_ident_char(t[i + nl]))) continue;
            if (++seen < 2) continue;
            /* what encloses it: the nearest unclosed bracket to its left on the line */
            int depth = 0;
            char open = 0;
            for (uint32_t j = i; j-- > 0 && !open;) {
                char ch = t[j];
                if (ch == ')' || ch == ']' || ch == '}') depth++;
                else if (ch == '(' || ch == '[' || ch == '{') {
                    if (depth) depth--;
                    else open = ch;
                }
            }
            if (open == '[' || open == '{' || over_len) picks++;
        }
    }
    return seen < 2 || !picks;
}

/* Does code at function `func` of f say it measures: its path (as the user named it, folders
 * included, `hotlint benchmarks/`; not the absolute path, so that where a repository is cloned
 * changes nothing) or the name of the function or one around it? */
static bool says_benchmark_in(const IrFile *f, int32_t func, bool folders) {
    const char *base = f->path ? strrchr(f->path, '/') : NULL;
    if (benchmarkish(folders || !base ? f->path : base + 1)) return true;
    for (int32_t p = func, steps = 0; p >= 0 && (uint32_t)p < f->funcs.size && steps < 64; steps++) {
        const IrFunc *fn = &f->funcs.contents[p];
        if (benchmarkish(fn->qualname ? fn->qualname : fn->name)) return true;
        p = fn->parent;
    }
    return false;
}

static bool says_benchmark(const IrFile *f, int32_t func) { return says_benchmark_in(f, func, true); }

/* The end read is on a log line that names a setup phase (`print(f"Time to instantiate model:
 * {time.perf_counter() - t0:.02f} seconds.")`, litgpt's benchmark; "loaded in", "compiled in",
 * "warm-up took"): the timer times that phase, in a benchmark file or not. */
/* Does a label (a log line, a timer's message) name a setup phase: loading, compiling, building,
 * warming up, quantizing, exporting, tuning? */
static bool names_setup(const char *t, uint32_t n) {
    static const char *const words[] = {"instantiat", "load", "initiali", "compil", "build", "download", "setup", "allocat",
                                        "set up", "warm", "prepar", "construct", "creat", "tuning", "autotun",
                                        "quantiz", "export", "captur", NULL};
    char low[512];
    uint32_t m = n < sizeof low - 1 ? n : (uint32_t)sizeof low - 1;
    for (uint32_t i = 0; i < m; i++) low[i] = (char)tolower((unsigned char)t[i]);
    low[m] = 0;
    /* at the start of a word: "workload" and "offload" are not loading, "dequantize" computes */
    for (int i = 0; words[i]; i++)
        for (const char *h = strstr(low, words[i]); h; h = strstr(h + 1, words[i]))
            if (h == low || !isalpha((unsigned char)h[-1])) return true;
    return false;
}

static bool setup_logged(const IrFile *f, const IrRegion *g) {
    if (!f->src || g->end_site < 0 || (uint32_t)g->end_site >= f->sites.size) return false;
    uint32_t n = 0, at = f->sites.contents[g->end_site].loc.line;
    const char *t = src_line(f->src, at, &n);
    if (!t) return false;
    if (log_line(t, n) && names_setup(t, n)) return true;
    /* the reading stored under a setup phase's name (`self.jit_compilation_time = round(time.time()
     * - start_time, 4)`: IPEX's trainer; `load_time = ...`) */
    {
        uint32_t i = 0, b;
        while (i < n && (t[i] == ' ' || t[i] == '\t')) i++;
        b = i;
        uint32_t last = i;
        while (i < n && (is_ident_char(t[i]) || t[i] == '.')) {
            if (t[i] == '.') last = i + 1;
            i++;
        }
        uint32_t te = i;
        while (i < n && t[i] == ' ') i++;
        if (te > last && te > b && i < n && t[i] == '=' && !(i + 1 < n && t[i + 1] == '=') && names_setup(t + last, te - last))
            return true;
    }
    /* `end = time.time()` with the log line right after it (HGEMM's "Allocate buffers ... done,
     * time: {(end - start) * 1000} ms") */
    char var[128];
    if (!line_binds(t, n, var, sizeof var)) return false;
    for (uint32_t ln = at + 1; ln <= at + 2; ln++) {
        const char *u = src_line(f->src, ln, &n);
        if (u && word_in(u, n, var) && log_line(u, n) && names_setup(u, n)) return true;
    }
    return false;
}

static bool instrumentation(const IrFile *f, int32_t func, const IrRegion *g) {
    return (end_only_logged(f, g) && !says_benchmark(f, func)) || setup_logged(f, g);
}

/* A periodic-action clock, not a measurement (exllamav2's checkpoint every 180 s, lightllm's
 * log throttle): the reading is only tested against an interval (`if time.time() - last > 120:`,
 * or `since = time.time() - last` whose every use is a test), and the start's variable is read
 * from the same clock again after the test (`last = time.time()`). */
static bool region_throttle(const IrFile *f, const I32Array *fsites, const IrRegion *g) {
    if (!f->src || g->end_site < 0 || (uint32_t)g->end_site >= f->sites.size) return false;
    const IrSite *st = &f->sites.contents[g->start_site], *e = &f->sites.contents[g->end_site];
    if (!st->assigned_to || !st->qual || e->func != g->func || !end_only_used(f, g, USE_TESTED)) return false;
    const I32Array *fs = &fsites[g->func];
    for (uint32_t k = 0; k < fs->size; k++) {
        const IrSite *b = &f->sites.contents[fs->contents[k]];
        if (loc_before(e->loc, b->loc) && str_eq(b->qual, st->qual) && str_eq(b->assigned_to, st->assigned_to)) return true;
    }
    return false;
}

/* A loop that repeats a measurement by its look: `for _ in range(...)`, a literal trip count, or
 * one named for repetitions (`range(iters)`, `range(args.repeat)`, `range(n_runs)`); not a
 * walk over shards or checkpoints (`range(len(checkpoint))`, `range(num_checkpoints)`) */
static bool timing_repeats(const IrRegion *lr) {
    const char *g = lr->guard, *t = lr->trip;
    if (!g || !t) return false;
    if (str_starts(g, "async ")) g += 6;
    if (str_starts(g, "for _ in ") || str_starts(g, "for _i in ")) return true;
    bool digits = *t != 0;
    for (const char *c = t; *c; c++) digits &= isdigit((unsigned char)*c) != 0;
    if (digits) return true;
    char low[128];
    size_t n = 0;
    for (; t[n] && n + 1 < sizeof low; n++) low[n] = (char)tolower((unsigned char)t[n]);
    low[n] = 0;
    return strstr(low, "iter") || strstr(low, "rep") || strstr(low, "run") || strstr(low, "trial") || strstr(low, "bench");
}

static void region_oneshot(const IrFile *f, const I32Array *fsites, uint8_t *out) {
    static const char *const reads[] = {"item", "cpu", "tolist", "numpy", "synchronize", "wait", "elapsed_time", NULL};
    /* it must load something: a one-shot `model.generate()` timed without a sync still syncs inside */
    static const char *const loaders[] = {"open", "load", "loads", "safe_load", "load_file", "from_pretrained",
                                          "load_state_dict", "read_text", "read_bytes", "glob", NULL};
    for (uint32_t r = 0; r < f->regions.size; r++) {
        const IrRegion *g = &f->regions.contents[r];
        out[r] = 0;
        if (f->lang != LANG_PYTHON || g->kind != IR_REGION_TIMED || g->timer != IR_TIMER_HOST || g->func < 0 ||
            g->start_site < 0 || (uint32_t)g->start_site >= f->sites.size)
            continue;
        if (region_throttle(f, fsites, g)) { out[r] = ONESHOT; continue; }
        /* a named timer of a registry (`self.timers("train_batch").start()` ... `.stop()`:
         * Megatron's and DeepSpeed's wall-clock breakdown) in a file or function that does not
         * say it benchmarks instruments a library's phases for a log line (a vendored DeepSpeed
         * under a repository's benchmark/ folder included) */
        const IrSite *gs = &f->sites.contents[g->start_site];
        if (gs->method && gs->recv && str_eq(gs->method, "start") && strchr(gs->recv, '(') && !says_benchmark_in(f, g->func, false)) {
            out[r] = ONESHOT;
            continue;
        }
        if (region_rolling(f, (int32_t)r)) continue;
        bool ok = true, repeats = false;   /* repeats: a loop around or in it repeats the same work */
        for (int32_t p = g->parent, steps = 0; p >= 0 && (uint32_t)p < f->regions.size && (uint32_t)steps <= f->regions.size; steps++) {
            if (f->regions.contents[p].kind == IR_REGION_LOOP) {
                ok = false;
                repeats |= repetition_loop(f, &f->regions.contents[p]);
            }
            p = f->regions.contents[p].parent;
        }
        /* ok: no loop at all (a load timer); rep_free: no loop that repeats the same work
         * (an instrumentation timer may walk its data: `for i in range(len(shards)): load(shards[i])`) */
        bool rep_free = ok, inner_rep = false;
        for (uint32_t q = 0; rep_free && q < f->regions.size; q++) {
            const IrRegion *lr = &f->regions.contents[q];
            if (lr->kind != IR_REGION_LOOP || lr->func != g->func) continue;
            int32_t p = lr->parent;
            for (uint32_t steps = 0; p >= 0 && p != (int32_t)r && steps <= f->regions.size; steps++) p = f->regions.contents[p].parent;
            if (p == (int32_t)r) {
                ok = false;
                if (repetition_loop(f, lr)) rep_free = false, repeats = true;
            }
        }
        Loc a = f->sites.contents[g->start_site].loc, e = f->sites.contents[g->end_site].loc;
        const I32Array *fs = &fsites[g->func];
        bool loads = false, synced = false, saves = false;
        for (uint32_t k = 0; (rep_free || !repeats) && k < fs->size; k++) {
            const IrSite *b = &f->sites.contents[fs->contents[k]];
            if (loc_before(b->loc, a) || loc_before(e, b->loc)) continue;
            /* a sync bracketing the end read still times a load (`model = _load_model(...);
             * torch.cuda.synchronize(); print(time.time() - t0)`); one inside it times GPU work */
            if (b->flags & IR_SF_BRACKET) { synced = true; continue; }
            if (b->kind == IR_SITE_CALL && b->callee) {
                const char *lc = b->method ? b->method : last_comp(b->callee);
                for (int m = 0; !loads && loaders[m]; m++) loads = str_eq(lc, loaders[m]);
                /* a project's own loader: `_load_model(...)`, `load_checkpoint(...)` (gpt-fast) */
                loads |= !b->method && strstr(lc, "load") != NULL;
                /* or a compiler: `compile_kernel(...)`, `tvm.build(...)`, `jit.compile(...)` (aiter's
                 * AOT `compile_one_config` times each compile into a result row) */
                loads |= strstr(lc, "compile") != NULL || str_eq(lc, "build") || str_starts(lc, "build_");
                /* or a process or a download: `os.system("curl ...")`, `subprocess.run(...)`,
                 * `urlretrieve(...)` (a download timer in a vendored model, pytorch/benchmark) */
                loads |= b->qual && (str_starts(b->qual, "subprocess.") || str_eq(b->qual, "os.system") ||
                                     str_eq(b->qual, "os.popen") || str_starts(b->qual, "urllib.request.") ||
                                     str_starts(b->qual, "requests."));
                /* a job writing checkpoints times a stage of itself (AQLM's per-layer
                 * `stats["layer_time"]` around quantize, fine-tune, `.item()` and `torch.save`) */
                saves |= str_eq(lc, "save_pretrained") || str_eq(lc, "save_checkpoint") || str_eq(lc, "save_model") ||
                         str_eq(b->qual, "torch.save") || str_eq(b->qual, "os.makedirs") || str_ends(b->qual, ".save_file");
            }
            if (closing_call(b)) ok = rep_free = false;
            for (int m = 0; rep_free && reads[m]; m++)
                if (b->method && str_eq(b->method, reads[m])) ok = rep_free = false;
            if (b->kind == IR_SITE_TRUTH || b->kind == IR_SITE_FSTRING) {
                /* `if t:` / f"{t}" of a tensor reads it back too */
                for (uint32_t j = 0; rep_free && j < b->args.size; j++)
                    if (b->args.contents[j].kind == IR_KIND_TENSOR || b->args.contents[j].kind == IR_KIND_MASK) ok = rep_free = false;
            }
        }
        /* a log line that names a setup phase says what the timer times, whatever runs or syncs in it
         * (verl's checkpoint loaders: `dist.barrier(); print_rank_0(f"loading megatron ckpt done,
         * time elapsed {time.time() - start_time}s")`) */
        /* a long stage of a job that writes checkpoints: 40 lines or more, repeating nothing */
        bool job = saves && !repeats && e.line >= a.line + 40;
        for (uint32_t q = 0; !inner_rep && q < f->regions.size; q++) {
            const IrRegion *lr = &f->regions.contents[q];
            if (lr->kind != IR_REGION_LOOP || lr->func != g->func || !timing_repeats(lr) || !repetition_loop(f, lr)) continue;
            int32_t p = lr->parent;
            for (uint32_t steps = 0; p >= 0 && p != (int32_t)r && steps <= f->regions.size; steps++) p = f->regions.contents[p].parent;
            inner_rep = p == (int32_t)r;
        }
        /* a setup label on a region that repeats the same work inside it (`for _ in range(10):
         * buf.copy_(torch.load(p))` printed as "torch.load: ...", apex's benchmarks) is a
         * measurement of that work, not a setup phase */
        out[r] = (ok && loads) || job || (!inner_rep && setup_logged(f, g)) || (rep_free && !synced && instrumentation(f, g->func, g))
                     ? ONESHOT
                     : 0;
    }
}

/* Fills h->restart: per rolling Python host timer (end read inside a loop of the region), the
 * clock read after the end read, in the same loop, that assigns the start's variable again
 * (`prev = time.perf_counter()` after the interval's report); -1 when there is none. */
static void region_restart(const IrFile *f, const I32Array *fsites, int32_t *restart) {
    for (uint32_t r = 0; r < f->regions.size; r++) {
        const IrRegion *g = &f->regions.contents[r];
        restart[r] = -1;
        if (f->lang != LANG_PYTHON || g->kind != IR_REGION_TIMED || g->timer != IR_TIMER_HOST || g->func < 0 ||
            g->start_site < 0 || (uint32_t)g->start_site >= f->sites.size || g->end_site < 0 || (uint32_t)g->end_site >= f->sites.size)
            continue;
        const IrSite *st = &f->sites.contents[g->start_site], *e = &f->sites.contents[g->end_site];
        int32_t lp = loop_under(f, e, (int32_t)r);
        if (lp < 0 || !st->assigned_to || !st->qual || e->func != g->func) continue;
        const IrRegion *L = &f->regions.contents[lp];
        const I32Array *fs = &fsites[g->func];
        for (uint32_t k = 0; k < fs->size; k++) {
            const IrSite *b = &f->sites.contents[fs->contents[k]];
            if (!loc_before(e->loc, b->loc) || b->loc.line > L->loc.end_line || !str_eq(b->qual, st->qual) ||
                !str_eq(b->assigned_to, st->assigned_to) || fs->contents[k] == g->start_site)
                continue;
            restart[r] = fs->contents[k];
            break;
        }
    }
}

/* Fills h->tail: per TIMED region that times a loop, the first synchronize after the end of
 * every loop in it, outside loops, before the end read. */
static void region_tail(const IrFile *f, const I32Array *fsites, Loc *tail) {
    for (uint32_t r = 0; r < f->regions.size; r++) {
        const IrRegion *g = &f->regions.contents[r];
        tail[r].line = 0;
        if (g->kind != IR_REGION_TIMED || g->func < 0 || region_rolling(f, (int32_t)r)) continue;
        const IrSite *e = &f->sites.contents[g->end_site];
        if (e->func != g->func) continue;
        Loc last = {0};
        for (uint32_t q = 0; q < f->regions.size; q++) {
            const IrRegion *lr = &f->regions.contents[q];
            if (lr->kind != IR_REGION_LOOP || lr->func != g->func) continue;
            int32_t p = lr->parent;
            for (uint32_t steps = 0; p >= 0 && p != (int32_t)r && steps <= f->regions.size; steps++) p = f->regions.contents[p].parent;
            if (p != (int32_t)r) continue;
            if (lr->loc.end_line > last.end_line || (lr->loc.end_line == last.end_line && lr->loc.end_col > last.end_col)) last = lr->loc;
        }
        if (!last.end_line) continue;
        const I32Array *fs = &fsites[g->func];
        for (uint32_t k = 0; k < fs->size; k++) {
            const IrSite *b = &f->sites.contents[fs->contents[k]];
            if (!closing_call(b) || !loc_end_before(last, b->loc) || !loc_before(b->loc, e->loc)) continue;
            int32_t p = b->region;
            for (uint32_t steps = 0; p >= 0 && p != (int32_t)r && steps <= f->regions.size; steps++) p = f->regions.contents[p].parent;
            if (p != (int32_t)r || loop_under(f, b, (int32_t)r) >= 0) continue;
            if (!tail[r].line || loc_before(b->loc, tail[r])) tail[r] = b->loc;
        }
    }
}

/* A branch of a per-iteration timer that ends in `continue` throws that iteration's timing
 * away: `t0 = perf_counter(); y = generate(...); if i == -1: print("compile time"); continue`
 * (gpt-fast) is the warm-up iteration's report. True when Python branch `cond` ends with a
 * `continue` line and lies in TIMED region `timed` with no loop between them (the loop it
 * continues encloses the timer). */
/* leading blanks of a source line */
static uint32_t indent_of(const char *t, uint32_t n) {
    uint32_t i = 0;
    while (i < n && (t[i] == ' ' || t[i] == '\t')) i++;
    return i;
}

static bool cond_discards_timing(const IrFile *f, int32_t cond, int32_t timed) {
    if (f->lang != LANG_PYTHON || !f->src) return false;
    for (int32_t r = f->regions.contents[cond].parent, steps = 0; ; steps++) {
        if (r == timed) break;
        if (r < 0 || (uint32_t)r >= f->regions.size || (uint32_t)steps > f->regions.size) return false;
        if (f->regions.contents[r].kind == IR_REGION_LOOP) return false;
        r = f->regions.contents[r].parent;
    }
    for (uint32_t ln = f->regions.contents[cond].loc.end_line; ln >= f->regions.contents[cond].loc.line && ln > 0; ln--) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (!t) return false;
        uint32_t i = indent_of(t, n);
        if (i == n || t[i] == '#') continue;   /* blank or comment */
        while (n > i && (t[n - 1] == ' ' || t[n - 1] == '\t' || t[n - 1] == '\r')) n--;
        return n - i == 8 && !strncmp(t + i, "continue", 8);
    }
    return false;
}

/* Are guards a and b complementary: `c` and `not (c)`? */
static bool guards_exclusive(const char *a, const char *b) {
    if (!a || !b) return false;
    size_t la = strlen(a), lb = strlen(b);
    if (la == lb + 6 && !strncmp(a, "not (", 5) && a[la - 1] == ')' && !strncmp(a + 5, b, lb)) return true;
    if (lb == la + 6 && !strncmp(b, "not (", 5) && b[lb - 1] == ')' && !strncmp(b + 5, a, la)) return true;
    return false;
}

/* Is site s in a branch whose guard excludes a branch holding the end read of TIMED region r? */
static bool exclusive_with_end(const IrFile *f, int32_t r, const IrSite *s) {
    const IrRegion *g = &f->regions.contents[r];
    if (g->end_site < 0 || (uint32_t)g->end_site >= f->sites.size) return false;
    const IrSite *e = &f->sites.contents[g->end_site];
    if (e->region == r || e->region < 0) return false;
    /* an end read inside a loop of the region (a progress line) follows every branch of the
     * earlier iterations */
    for (int32_t b = e->region, sb = 0; b >= 0 && b != r && (uint32_t)b < f->regions.size && sb < 64; sb++) {
        if (f->regions.contents[b].kind == IR_REGION_LOOP) return false;
        b = f->regions.contents[b].parent;
    }
    for (int32_t a = s->region, sa = 0; a >= 0 && a != r && (uint32_t)a < f->regions.size && sa < 64; sa++) {
        const IrRegion *ga = &f->regions.contents[a];
        if (ga->kind == IR_REGION_COND)
            for (int32_t b = e->region, sb = 0; b >= 0 && b != r && (uint32_t)b < f->regions.size && sb < 64; sb++) {
                const IrRegion *gb = &f->regions.contents[b];
                if (gb->kind == IR_REGION_COND && guards_exclusive(ga->guard, gb->guard)) return true;
                b = gb->parent;
            }
        a = ga->parent;
    }
    return false;
}

static bool site_eval(const Hot *H, const HFile *h, int32_t si, int32_t timed, bool exempt, bool *loop, bool *cond) {
    const IrFile *f = h->ir;
    const Loc *tail = h->tail;
    const IrSite *s = &f->sites.contents[si];
    *loop = *cond = false;
    /* in the timer root's own TIMED region (or Span) and its kind of host timer (region_oneshot...) */
    bool own = exempt && timed >= 0 && (uint32_t)timed < f->regions.size;
    uint8_t kind = own && h->oneshot ? h->oneshot[timed] : 0;
    if (exempt && (h->bracket[si] || s->flags & (IR_SF_BRACKET | IR_SF_TIMER_START | IR_SF_TIMER_END))) return false;
    /* between a rolling timer's end read and its restart: the report the loop prints before
     * timing the next interval (`dt = perf_counter() - prev; print(...); save(...); prev =
     * perf_counter()`, tiny-cuda-nn's training samples) */
    if (own && h->restart && h->restart[timed] >= 0) {
        const IrRegion *g = &f->regions.contents[timed];
        const IrSite *e = &f->sites.contents[g->end_site], *r = &f->sites.contents[h->restart[timed]];
        if (s->func == e->func && loc_before(e->loc, s->loc) && loc_before(s->loc, r->loc)) return false;
        /* re-armed in a loop, its intervals are that loop's iterations: code between the first
         * read and the loop runs once, before the first interval (apex's ImageNet example builds
         * its data prefetcher there, once per epoch) */
        int32_t lp = loop_under(f, r, timed);
        if (lp >= 0 && s->func == r->func && !site_in_region(f, s, lp) &&
            loc_before(s->loc, (Loc){.line = f->regions.contents[lp].loc.line, .col = f->regions.contents[lp].loc.col}))
            return false;
        /* and code of the loops around that loop runs once per pass of it: the ImageNet
         * example's `validate()` and checkpoint after each epoch's batches (IPEX's resnet50) fall
         * in one interval an epoch, the batches' work in every one */
        int32_t li = loop_around(f, r->region, timed);
        if (li >= 0 && li != lp && s->func == r->func && site_in_region(f, e, li) && !site_in_region(f, s, li)) return false;
    }
    if (own && f->regions.contents[timed].kind == IR_REGION_TIMED &&
        region_once(f, tail, s, si, timed)) return false;
    /* the end event made inside the region, once, right before it is recorded (`end =
     * torch.cuda.Event(enable_timing=True); end.record()`, ring-flash-attention's benchmarks):
     * part of the bracket */
    if (own && h->timerobj && h->timerobj[si] && f->regions.contents[timed].kind == IR_REGION_TIMED &&
        f->regions.contents[timed].end_site >= 0 && (uint32_t)f->regions.contents[timed].end_site < f->sites.size &&
        str_eq(f->sites.contents[f->regions.contents[timed].end_site].recv, s->assigned_to) && loop_under(f, s, timed) < 0)
        return false;
    /* a call or f-string whose arguments read the end (`print(f"step: {(time.time() - t0) *
     * 1000} ms, {n / (time.time() - t0)} tok/s")`) runs after that read: the report */
    if (own && f->regions.contents[timed].kind == IR_REGION_TIMED && f->regions.contents[timed].end_site >= 0 &&
        (uint32_t)f->regions.contents[timed].end_site < f->sites.size) {
        const IrSite *e = &f->sites.contents[f->regions.contents[timed].end_site];
        if (e != s && e->func == s->func && !loc_before(e->loc, s->loc) && !loc_end_before(s->loc, e->loc) &&
            (e->loc.end_line < s->loc.end_line || (e->loc.end_line == s->loc.end_line && e->loc.end_col <= s->loc.end_col)))
            return false;
    }
    if (kind == ONESHOT || kind == TIMEOUT)
        return false;
    /* a branch exclusive with the one holding the end read never reaches it: FBGEMM's
     * `start = time.time(); if torch.cuda.is_available(): flush(); start_ev.record() ... if
     * torch.cuda.is_available(): end_ev.record() else: t = time.time() - start` times the
     * host path only; the CUDA branches belong to the event pair */
    if (own && f->lang == LANG_PYTHON && exclusive_with_end(f, timed, s))
        return false;
    /* a branch inside a timer's own region that returns never reaches the end read: the
     * measurement it would belong to is abandoned (`if (skip_if_unsupported(...)) { cleanup();
     * return status; }` in cuBLASMp's timed loop runs at most once, and is not timed) */
    if (own) {
        int32_t r = s->region;
        for (uint32_t steps = 0; r >= 0 && r != timed && (uint32_t)r < f->regions.size && steps <= f->regions.size; steps++) {
            if (f->regions.contents[r].exits) return false;
            r = f->regions.contents[r].parent;
        }
    }
    /* a measured run around per-step timers: its steps' loops, not the setup before them */
    if (kind == STEPS && s->func == f->regions.contents[timed].func) {
        int32_t lp = loop_under(f, s, timed);
        bool steps = false;   /* a loop that holds a per-step timer (not a setup loop over parameters) */
        for (uint32_t q = 0; lp >= 0 && q < f->regions.size && !steps; q++) {
            if (f->regions.contents[q].kind != IR_REGION_TIMED || (int32_t)q == timed) continue;
            for (int32_t p = f->regions.contents[q].parent, k = 0; p >= 0 && (uint32_t)p < f->regions.size && k < 64; k++) {
                if (p == lp) { steps = true; break; }
                if (p == timed) break;
                p = f->regions.contents[p].parent;
            }
        }
        if (!steps) return false;
    }
    if (kind == DEADLINE) {
        /* a deadline timer around inner measurements: only what they measure is timed */
        int32_t r = s->region;
        bool measured = false;
        for (uint32_t steps = 0; r >= 0 && r != timed && (uint32_t)r < f->regions.size && steps <= f->regions.size; steps++) {
            /* another read of the deadline's own start is no measurement when the deadline's
             * reading only feeds a log line or a budget (sweep_timer: triton-dejavu, cupy); one
             * whose reading is computed with (torchchat's tokens/s around a generator that times
             * its first token) measures what that read covers */
            if (f->regions.contents[r].kind == IR_REGION_TIMED &&
                (timed < 0 || f->regions.contents[r].start_site != f->regions.contents[timed].start_site || !h->sweeplog ||
                 !h->sweeplog[timed])) {
                measured = true;
                break;
            }
            r = f->regions.contents[r].parent;
        }
        if (!measured) return false;
    }
    if (exempt && timed == -1) {
        /* a callee's own timer, reached from a timer root: its events, bracketing and reporting stay exempt */
        if (h->timerobj && h->timerobj[si]) return false;
        int32_t r = s->region;
        for (uint32_t steps = 0; r >= 0 && (uint32_t)r < f->regions.size && steps <= f->regions.size; steps++) {
            if (f->regions.contents[r].kind == IR_REGION_TIMED) {
                if (region_once(f, tail, s, si, r)) return false;
                break;
            }
            r = f->regions.contents[r].parent;
        }
    }
    const Span *sp = timed <= -2 ? &H->spans.contents[-2 - timed] : NULL;
    if (sp) {
        const IrSite *a = &f->sites.contents[sp->start];
        Loc until = sp->end >= 0 ? f->sites.contents[sp->end].loc : sp->until;
        if (si == sp->start || si == sp->end || !loc_before(a->loc, s->loc) || !loc_before(s->loc, until)) return false;
        /* a sync right before the closing timer call (or closing a with body) brackets it */
        if (exempt && ir_is_sync_call(s)) {
            for (int32_t j = si + 1; (uint32_t)j <= f->sites.size; j++) {
                if ((uint32_t)j == f->sites.size) { if (sp->end < 0) return false; break; }
                const IrSite *n = &f->sites.contents[j];
                if (n->func != s->func) continue;
                if (j == sp->end || (sp->end < 0 && !loc_before(n->loc, until))) return false;
                break;
            }
        }
    }
    bool inside = timed == -1 || sp;
    int32_t r = s->region;
    for (uint32_t steps = 0; r >= 0 && (uint32_t)r < f->regions.size && steps <= f->regions.size; steps++) {
        if (r == timed) { inside = true; break; }
        const IrRegion *g = &f->regions.contents[r];
        if (g->kind == IR_REGION_COLD) return false;
        if (g->kind == IR_REGION_COND && timed >= 0 && cond_discards_timing(f, r, timed)) return false;
        bool counts = !sp || !loc_before(g->loc, f->sites.contents[sp->start].loc);
        if (g->kind == IR_REGION_LOOP && counts) *loop = true;
        else if (g->kind == IR_REGION_COND && counts) *cond = true;
        r = g->parent;
    }
    /* C/C++: a timer region inside a loop of its function times each iteration on its own
     * (FBGEMM's CPU benchmarks read chrono::now() around every iteration): what runs in it runs
     * in every measured iteration, like code in a loop inside the region */
    if (inside && timed >= 0 && (uint32_t)timed < f->regions.size && f->lang != LANG_PYTHON && !*loop) {
        for (int32_t q = f->regions.contents[timed].parent, steps = 0; q >= 0 && (uint32_t)q < f->regions.size && steps < 64; steps++) {
            if (f->regions.contents[q].kind == IR_REGION_LOOP) { *loop = true; break; }
            q = f->regions.contents[q].parent;
        }
    }
    return inside;
}

static bool region_is_cold(const IrFile *f, int32_t r) {
    for (uint32_t steps = 0; r >= 0 && (uint32_t)r < f->regions.size && steps <= f->regions.size; steps++) {
        const IrRegion *g = &f->regions.contents[r];
        if (g->kind == IR_REGION_COLD) return true;
        r = g->parent;
    }
    return false;
}

static bool site_in_region(const IrFile *f, const IrSite *s, int32_t region) {
    int32_t r = s->region;
    for (uint32_t steps = 0; r >= 0 && (uint32_t)r < f->regions.size && steps <= f->regions.size; steps++) {
        if (r == region) return true;
        r = f->regions.contents[r].parent;
    }
    return false;
}

/* ------------------------------------------------------------------------------------------ */
/* roots and timing utilities                                                                 */

static void root_add(Hot *H, int32_t file, int32_t func, int32_t region, RootKind kind, uint32_t line, uint32_t col) {
    IrFile *f = hf_ir(H, file);
    const IrFunc *fn = func_at(f, func);
    if (!fn) return;
    if (region == -1 && fn->flags & IR_FF_MODULE) return;   /* the module body is not a callable */
    for (uint32_t i = 0; i < H->roots.size; i++) {
        Root *r = &H->roots.contents[i];
        if (r->file == file && r->func == func && r->region == region && r->kind == kind) { r->shared = true; return; }
    }
    Root r = {file, func, region, kind, line, col, false, NULL, -1, false, false};
    array_push(&H->tmp, &H->roots, r);
}

static void root_add_func(Hot *H, int32_t file, int32_t func, RootKind kind) {
    const IrFunc *fn = func_at(hf_ir(H, file), func);
    if (fn) root_add(H, file, func, -1, kind, fn->loc.line, fn->loc.col);
}

static bool name_matches(const char *written, const char *want) {
    if (!written || !want) return false;
    if (!strcmp(written, want)) return true;
    const char *lc = last_comp(written);
    return lc != written && !strcmp(lc, want);
}

/* The configured utility site s calls, if any. pytest-benchmark's `benchmark` fixture (a bare
 * name) does not match when that name is a function or class of the tree: a home-grown
 * `benchmark()` is judged by auto-detection instead. */
/* The call a builtin timing utility makes of the function it is handed, seen from the utility's
 * call site: flash-attn's `benchmark_forward(fn, *inputs, **kwinputs)` and pytest-benchmark's
 * `benchmark(fn, *args, **kwargs)` pass on what follows the function (their own keywords
 * aside); `do_bench(fn)` and flashinfer's `bench_gpu_time(fn)` call it with nothing. Per-call
 * flags then hold for it as for any call: SageAttention's `benchmark_forward(forward, q, k, v,
 * ...)` leaves `return_lse=False`, so `if return_lse:` is dead. NULL when the utility is not one
 * of these (statement strings, `pedantic(args=...)`). */
static const IrSite *utility_entry(Hot *H, const IrSite *s, const TimingUtil *bu) {
    static const char *const own[] = {"fn", "warmup", "rep", "repeats", "desc", "verbose", "amp", "amp_dtype",
                                      "quantiles", "grad_to_none", "return_mode", "fast_flush", "dry_run_iters",
                                      "repeat_iters", "dry_run_time_ms", "repeat_time_ms", "l2_flush", "use_cuda_graph",
                                      "enable_cupti", "cold_l2_cache", "n_warmup", "n_repeat", NULL};
    const char *q = bu->qual;
    bool forwards = str_starts(q, "flash_attn.utils.benchmark.") || str_eq(q, "benchmark");
    /* a call handing the utility arguments of its own is of a project's namesake that passes
     * them on (tilelang's `do_bench(fn, *args, warmup=20, rep=10, **kwargs)` called as
     * `do_bench(chunk_fwd, k=K, w=W, ...)`): Triton's do_bench takes none */
    int32_t pos0 = 0;
    for (uint32_t a = 0; !forwards && a < s->args.size; a++) {
        const IrArg *x = &s->args.contents[a];
        bool mine = !x->name && pos0++ <= bu->arg_index;
        for (int k = 0; own[k] && !mine && x->name; k++) mine = str_eq(x->name, own[k]);
        if (!mine) forwards = true;
    }
    bool nothing = str_ends(q, "do_bench") || str_ends(q, "do_bench_cudagraph") || str_ends(q, "do_bench_using_profiling") || str_ends(q, "bench_gpu_time") ||
                   str_ends(q, "bench_gpu_time_with_cuda_event") || str_ends(q, "bench_gpu_time_with_cupti") ||
                   str_ends(q, "bench_gpu_time_with_cudagraph") || str_ends(q, "benchmark_gpu");
    if (!forwards && !nothing) return NULL;
    IrSite *e = arena_alloc(&H->tmp, sizeof *e);
    *e = *s;
    e->args = (IrArgArray){0};
    int32_t pos = 0;
    bool after = false;
    for (uint32_t a = 0; forwards && a < s->args.size; a++) {
        const IrArg *x = &s->args.contents[a];
        if (x->name) {
            bool mine = false;
            for (int k = 0; own[k] && !mine; k++) mine = str_eq(x->name, own[k]);
            if (!mine) array_push(&H->tmp, &e->args, *x);
            continue;
        }
        if (after) array_push(&H->tmp, &e->args, *x);
        else if (pos++ == bu->arg_index) after = true;
    }
    return e;
}

static const TimingUtil *builtin_util(Hot *H, int32_t fi, const IrSite *s) {
    const HotConfig *cfg = H->cfg;
    if (s->kind != IR_SITE_CALL || !s->callee) return NULL;
    /* every match below has the utility's last name: check that first (this runs for every
     * call site of every parsed file, in every analysis round) */
    const char *lc = last_comp(s->callee), *lq = s->qual ? last_comp(s->qual) : NULL;
    if (!H->util_last) {
        H->util_last = arena_alloc(&H->tmp, (cfg->timing_utils.size + 1) * sizeof *H->util_last);
        for (uint32_t i = 0; i < cfg->timing_utils.size; i++) H->util_last[i] = last_comp(cfg->timing_utils.contents[i].qual);
    }
    for (uint32_t i = 0; i < cfg->timing_utils.size; i++) {
        const TimingUtil *u = &cfg->timing_utils.contents[i];
        const char *ul = H->util_last[i];
        if (!ul || ((*ul != *lc || !str_eq(ul, lc)) && (!lq || *ul != *lq || !str_eq(ul, lq)))) continue;
        if (!strncmp(u->qual, "*.", 2)) {
            if (str_eq(lc, u->qual + 2) || (lq && str_eq(lq, u->qual + 2))) return u;
        } else if (str_eq(s->qual, u->qual) || str_eq(s->callee, u->qual)) {
            if (str_eq(s->qual, u->qual) && strcmp(s->qual, s->callee)) return u;   /* through an import */
            if (!str_eq(u->qual, "benchmark") && !str_eq(u->qual, "benchmark.pedantic")) return u;
            size_t hl = strcspn(s->callee, ".");
            const char *head = arena_strndup(&H->tmp, s->callee, hl);
            Sym h = lookup_name(H, fi, s->func, head, s->loc.line, 0);
            if (h.kind == SYM_FUNC || h.kind == SYM_CLASS || h.kind == SYM_INST) continue;
            return u;
        }
    }
    return NULL;
}

/* The argument at positional index `pos` or keyword `kw`. */
static const IrArg *arg_find(const IrSite *s, int32_t pos, const char *kw) {
    int32_t k = 0;
    for (uint32_t i = 0; i < s->args.size; i++) {
        const IrArg *a = &s->args.contents[i];
        if (a->name) { if (kw && !strcmp(a->name, kw)) return a; continue; }
        if (a->text && a->text[0] == '*') return NULL;   /* *args: positions unknown from here */
        if (k++ == pos && pos >= 0) return a;
    }
    return NULL;
}

static const IrArg *arg_named(const IrSite *s, const char *kw) { return ir_kwarg(s, kw); }

/* Index of `name` among the parameters of function `func`, -1 if none (self/cls excluded). */
static int32_t param_index(IrFile *f, int32_t func, const char *name) {
    const IrFunc *fn = func_at(f, func);
    if (!fn || !name || !is_ident(name) || fn->flags & IR_FF_MODULE) return -1;
    for (uint32_t i = 0; i < fn->params.size; i++) {
        const char *p = fn->params.contents[i];
        while (p && *p == '*') p++;
        if (!str_eq(p, name)) continue;
        if (i == 0 && fn->cls >= 0 && !(fn->flags & (IR_FF_STATIC | IR_FF_LAMBDA | IR_FF_NESTED))) return -1;
        return (int32_t)i;
    }
    return -1;
}

static bool util_add_found(Hot *H, int32_t file, int32_t func, int32_t pos, const char *method) {
    if (H->utils.size >= HOT_MAX_UTILS) return false;
    for (uint32_t i = 0; i < H->utils.size; i++) {
        const Util *u = &H->utils.contents[i];
        if (u->file == file && u->func == func && u->pos == pos && (u->method == method || str_eq(u->method, method))) return false;
    }
    IrFile *f = hf_ir(H, file);
    const IrFunc *fn = func_at(f, func);
    if (!fn || fn->flags & IR_FF_LAMBDA || pos < 0 || (uint32_t)pos >= fn->params.size) return false;
    Util u = {file, func, pos, fn->params.contents[pos], fn->name, method};
    while (u.pname && *u.pname == '*') u.pname++;
    array_push(&H->tmp, &H->utils, u);
    if (u.name) {
        uint32_t x = (uint32_t)XXH3_64bits(u.name, strlen(u.name)) & 1023;
        H->util_names[x / 64] |= 1ull << (x % 64);
    }
    return true;
}

/* Is some timing utility found so far named `name`? */
static bool util_named(const Hot *H, const char *name) {
    if (!name) return false;
    uint32_t x = (uint32_t)XXH3_64bits(name, strlen(name)) & 1023;
    if (!(H->util_names[x / 64] >> (x % 64) & 1)) return false;
    for (uint32_t u = 0; u < H->utils.size; u++)
        if (str_eq(H->utils.contents[u].name, name)) return true;
    return false;
}

static bool is_partial_text(const char *t) { return str_starts(t, "functools.partial(") || str_starts(t, "partial("); }

/* A function rooted by a utility that calls a parameter of an enclosing function (a closure:
 * `def bench(fn, *a): return do_bench(lambda: fn(*a))`, or a nested `def wrapper(): fn()`
 * handed to a Timer): that enclosing function is a utility too. Returns true when one was added. */
/* The function around func (nested defs and lambdas, not the module) whose parameter `name`
 * is: its index into *func_out and the parameter's position returned; -1 when a closer scope
 * binds the name as its own parameter first, or none has it. */
static int32_t enclosing_param(IrFile *f, int32_t func, const char *name, int32_t *func_out) {
    const IrFunc *lf = func_at(f, func);
    int steps = 0;
    for (int32_t p = lf ? lf->parent : -1; p > 0 && (uint32_t)p < f->funcs.size && steps < HOT_MAX_DEPTH; steps++) {
        const IrFunc *pf = &f->funcs.contents[p];
        if (pf->flags & IR_FF_MODULE) break;
        int32_t pi = param_index(f, p, name);
        if (pi >= 0) { *func_out = p; return pi; }
        if (is_param(pf, name)) break;
        p = pf->parent;
    }
    return -1;
}

static bool closure_forwards(Hot *H, int32_t fi, int32_t func) {
    IrFile *f = hf_ir(H, fi);
    const IrFunc *lf = func_at(f, func);
    if (!lf || lf->parent < 0 || !is_py(f)) return false;
    bool grew = false;
    I32Array *fs = &H->files[fi].fsites[func];
    for (uint32_t k = 0; k < fs->size; k++) {
        const IrSite *s = &f->sites.contents[fs->contents[k]];
        if (s->kind != IR_SITE_CALL || s->method || !is_ident(s->callee) || region_is_cold(f, s->region)) continue;
        if (is_param(lf, s->callee)) continue;   /* its own parameter */
        int32_t p, pi = enclosing_param(f, func, s->callee, &p);
        if (pi >= 0) grew |= util_add_found(H, fi, p, pi, NULL);
    }
    return grew;
}

/* The text of a list/tuple/dict literal bound to `name` in function `func` (or at module
 * level): `methods = {"a": f, "b": g}`, possibly over several lines. NULL if none. */
static const char *literal_binding(Arena *a, const IrFile *f, int32_t func, const char *name) {
    const IrFunc *fn = func_at((IrFile *)f, func);
    if (!fn || !f->src) return NULL;
    uint32_t from = fn->flags & IR_FF_MODULE ? 1 : fn->body.line;
    uint32_t to = fn->flags & IR_FF_MODULE ? f->src->line_starts.size + 1 : fn->body.end_line + 1;
    size_t nl = strlen(name);
    const char *found = NULL;
    for (uint32_t ln = from; ln < to; ln++) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (!t) break;
        const char *e = t + n;
        const char *p = assigned_rhs(t, e, name, nl);
        if (!p) continue;
        if (p >= e || !strchr("[({", *p)) continue;
        /* capture up to the balancing bracket, at most 64 lines / 4 KiB */
        StrBuf b;
        sb_init(&b);
        int depth = 0;
        bool done = false;
        for (uint32_t k = 0; k < 64 && !done && b.len < 4096; k++) {
            if (k) {
                t = src_line(f->src, ln + k, &n);
                if (!t) break;
                p = t;
                e = t + n;
                sb_putc(&b, ' ');
            }
            char q = 0;
            for (; p < e; p++) {
                char c = *p;
                if (q) { if (c == q) q = 0; }
                else if (c == '"' || c == '\'') q = c;
                else if (c == '#') break;
                else if (strchr("[({", c)) depth++;
                else if (strchr("])}", c) && --depth == 0) { sb_putc(&b, c); done = true; break; }
                sb_putc(&b, c);
            }
        }
        if (done) found = arena_strdup(a, sb_cstr(&b));
        sb_fini(&b);
    }
    return found;
}

/* Dotted names written in a literal's text outside strings, not called and not keywords:
 * the candidates for what an element of it is. */
static int literal_names(Hot *H, const char *lit, const char **out, int max) {
    int n = 0;
    char q = 0;
    for (const char *p = lit; *p && n < max; p++) {
        if (q) { if (*p == q) q = 0; continue; }
        if (*p == '"' || *p == '\'') { q = *p; continue; }
        if (!is_ident_start(*p) || (p > lit && (is_ident_char(p[-1]) || p[-1] == '.'))) continue;
        const char *b = p;
        while (is_ident_char(*p) || (*p == '.' && is_ident_start(p[1]))) p++;
        const char *e = p;
        while (*p == ' ') p++;
        const char *c = NULL;
        if (*p == '(') c = arena_printf(&H->tmp, "%.*s()", (int)(e - b), b);   /* maybe a constructor */
        else if (!(*p == '=' && p[1] != '=')) c = arena_strndup(&H->tmp, b, (size_t)(e - b));
        for (int k = 0; c && k < n; k++) if (!strcmp(out[k], c)) c = NULL;   /* `{"a": Bench(...), "b": Bench(...)}` */
        if (c) out[n++] = c;
        p = e - 1;
    }
    return n;
}

/* What a candidate text evaluates to: `Cls(...)` is an instance of Cls; a dotted name is what it
 * names. Anything else (a function's result) is unknown. */
static Sym candidate_value(Hot *H, int32_t fi, int32_t func, const char *text) {
    size_t n = strcspn(text, "(");
    if (text[n] == '(') {
        if (!n || text[strlen(text) - 1] != ')') return sym_none;
        Sym c = resolve_value(H, fi, func, arena_strndup(&H->tmp, text, n), 0, 0);
        if (c.kind != SYM_CLASS) return sym_none;
        c.kind = SYM_INST;
        return c;
    }
    return resolve_value(H, fi, func, text, 0, 0);
}

/* Texts of the callables a loop variable may take: `for name, fn in methods.items():` or
 * `for fn in (f, g):` over a literal in the same function (or the module). Writes at most
 * `max` dotted names found outside strings in the literal; returns how many. */
/* The innermost region of function `func` whose span holds `at` (-1 if none). */
static int32_t region_holding(const IrFile *f, int32_t func, Loc at) {
    int32_t best = -1;
    for (uint32_t i = 0; i < f->regions.size; i++) {
        const IrRegion *g = &f->regions.contents[i];
        if (g->func != func || loc_before(at, (Loc){.line = g->loc.line, .col = g->loc.col}) ||
            at.line > g->loc.end_line || (at.line == g->loc.end_line && at.col >= g->loc.end_col)) continue;
        best = (int32_t)i;   /* regions are in source order, parents first: the last hit is innermost */
    }
    return best;
}

static int loop_candidates(Hot *H, int32_t fi, const IrSite *s, const char *name, const char **out, int max) {
    IrFile *f = hf_ir(H, fi);
    if (!f || !is_ident(name)) return 0;
    int32_t r = s->region, func = s->func;
    for (uint32_t steps = 0; steps <= f->regions.size + HOT_MAX_DEPTH; steps++) {
        if (r < 0 || (uint32_t)r >= f->regions.size) {
            /* out of this function: a lambda or nested def sees its enclosing function's loop
             * variables (`for fn in fns: do_bench(lambda: fn(x))`) unless it binds the name */
            const IrFunc *fn = func_at(f, func);
            if (!fn || fn->parent < 0 || fn->flags & IR_FF_MODULE || is_param(fn, name)) return 0;
            r = region_holding(f, fn->parent, fn->loc);
            func = fn->parent;
            continue;
        }
        const IrRegion *g = &f->regions.contents[r];
        r = g->parent;
        if (g->kind != IR_REGION_LOOP || !g->guard) continue;
        const char *gt = g->guard;
        if (str_starts(gt, "async ")) gt += 6;
        if (str_starts(gt, "for ")) gt += 4;
        const char *in = strstr(gt, " in ");
        if (!in) continue;
        bool hit = false;
        for (const char *p = gt; p < in; p++)
            if (!strncmp(p, name, strlen(name)) && (p == gt || !is_ident_char(p[-1])) && !is_ident_char(p[strlen(name)])) hit = true;
        if (!hit) continue;
        const char *it = in + 4;
        while (*it == ' ') it++;
        char *iter = arena_strdup(&H->tmp, it);
        size_t il = strlen(iter);
        while (il && (iter[il - 1] == ':' || iter[il - 1] == ' ')) iter[--il] = 0;
        const char *lit = NULL;
        if (strchr("[({", iter[0])) lit = iter;
        else {
            static const char *const sfx[] = {".items()", ".values()"};
            for (int k = 0; k < 2; k++) {
                size_t sl = strlen(sfx[k]);
                if (il > sl && !strcmp(iter + il - sl, sfx[k])) iter[il - sl] = 0;
            }
            if (!is_ident(iter)) return 0;
            for (int32_t p = s->func, st = 0; p >= 0 && st < HOT_MAX_DEPTH && !lit; st++) {
                lit = literal_binding(&H->tmp, f, p, iter);
                const IrFunc *pf = func_at(f, p);
                if (!pf || pf->flags & IR_FF_MODULE) break;
                p = pf->parent < 0 ? 0 : pf->parent;
            }
        }
        return lit ? literal_names(H, lit, out, max) : 0;
    }
    return 0;
}

/* `table["key"](x)` / `table[k](x)` over a literal bound in the function chain or the module:
 * the value under a literal key, else every name in the literal. */
static int subscript_text_candidates(Hot *H, int32_t fi, int32_t func, const char *c, const char **out, int max);

static int subscript_candidates(Hot *H, int32_t fi, const IrSite *s, const char **out, int max) {
    return subscript_text_candidates(H, fi, s->func, s->callee, out, max);
}

/* Can some line of file fi start by assigning `name` (what assigned_rhs matches)? A filter
 * built on the first question, one pass over the file: false means no line does. Most plain
 * calls that reach bound_subscript_candidates are builtins (`len`, `print`) never assigned, and
 * each would otherwise read every line of its function chain up to the module. */
static uint32_t lhs_hash(const char *name, size_t nl) { return (uint32_t)XXH3_64bits(name, nl); }

static void lhs_index(Hot *H, int32_t fi, const IrFile *f) {
    HFile *h = &H->files[fi];
    if (h->lhs) return;
    uint32_t cap = 0;
    for (uint32_t ln = 1;; ln++) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (!t) break;
        const char *e = t + n, *p = t;
        while (p < e && (*p == ' ' || *p == '\t')) p++;
        const char *b = p;
        while (p < e && is_ident_char(*p)) p++;
        if (p == b) continue;
        size_t l = (size_t)(p - b);
        while (p < e && *p == ' ') p++;
        /* `name = ...`, and `name: T = ...` / `name: T` for binds_local */
        if (p >= e || (*p != ':' && (*p != '=' || (p + 1 < e && p[1] == '=')))) continue;
        if (h->nlhs == cap) {
            uint32_t nc = cap ? cap * 2 : 64;
            uint32_t *a = arena_alloc(&H->tmp, nc * 2 * sizeof *a);
            if (cap) {
                memcpy(a, h->lhs_ln, cap * sizeof *a);
                memcpy(a + nc, h->lhs_hv, cap * sizeof *a);
            }
            h->lhs_ln = a;
            h->lhs_hv = a + nc;
            cap = nc;
        }
        h->lhs_ln[h->nlhs] = ln;
        h->lhs_hv[h->nlhs++] = lhs_hash(b, l);
    }
    uint32_t bits = LHS_MIN_BITS;
    while (bits < 16 * h->nlhs && bits < (1u << 24)) bits *= 2;
    h->lhs_bits = bits;
    h->lhs = arena_alloc(&H->tmp, bits / 8);
    memset(h->lhs, 0, bits / 8);
    for (uint32_t k = 0; k < h->nlhs; k++) {
        uint32_t x = h->lhs_hv[k] & (bits - 1);
        h->lhs[x / 64] |= 1ull << (x % 64);
    }
}

static bool lhs_may(Hot *H, int32_t fi, const IrFile *f, const char *name, size_t nl) {
    lhs_index(H, fi, f);
    const HFile *h = &H->files[fi];
    uint32_t x = lhs_hash(name, nl) & (h->lhs_bits - 1);
    return h->lhs[x / 64] >> (x % 64) & 1;
}

static LhsScan lhs_scan(Hot *H, int32_t fi, const IrFile *f, const char *name, size_t nl, uint32_t from, uint32_t to) {
    LhsScan s = {NULL, 0, from, to, 0};
    if (!is_ident(name)) return s;
    lhs_index(H, fi, f);
    s.h = &H->files[fi];
    s.hv = lhs_hash(name, nl);
    uint32_t lo = 0, hi = s.h->nlhs;   /* the first recorded line >= from */
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (s.h->lhs_ln[mid] < from) lo = mid + 1; else hi = mid;
    }
    s.k = lo;
    return s;
}

static bool lhs_next(LhsScan *s, uint32_t *ln) {
    if (!s->h) {
        if (s->ln >= s->to) return false;
        *ln = s->ln++;
        return true;
    }
    for (; s->k < s->h->nlhs && s->h->lhs_ln[s->k] < s->to; s->k++)
        if (s->h->lhs_hv[s->k] == s->hv) {
            *ln = s->h->lhs_ln[s->k++];
            return true;
        }
    return false;
}

/* `fn = table[k]` (or `table[a][b]`) on a line of its own earlier in the function or an
 * enclosing one, then `fn(x)`: the candidates of that subscript (xformers picks
 * `fun = all_benchs[method][step]` and times `fun()`). */
static int bound_subscript_candidates(Hot *H, int32_t fi, const IrSite *s, const char **out, int max) {
    IrFile *f = hf_ir(H, fi);
    if (!f || !f->src) return 0;
    size_t nl = strlen(s->callee);
    if (!lhs_may(H, fi, f, s->callee, nl)) return 0;
    for (int32_t p = s->func, st = 0; p >= 0 && (uint32_t)p < f->funcs.size && st < HOT_MAX_DEPTH; st++) {
        const IrFunc *fn = func_at(f, p);
        uint32_t from = fn->flags & IR_FF_MODULE ? 1 : fn->body.line;
        uint32_t to = p == s->func ? s->loc.line : fn->flags & IR_FF_MODULE ? f->src->line_starts.size + 1 : fn->body.end_line + 1;
        const char *rhs = NULL;
        LhsScan sc = lhs_scan(H, fi, f, s->callee, nl, from, to);
        for (uint32_t ln; lhs_next(&sc, &ln);) {
            uint32_t n = 0;
            const char *t = src_line(f->src, ln, &n);
            if (!t) break;
            const char *q = assigned_rhs(t, t + n, s->callee, nl);
            if (!q) continue;
            const char *e = q;
            while (e < t + n && (is_ident_char(*e) || *e == '.')) e++;
            if (e == q || e >= t + n || *e != '[') { rhs = NULL; continue; }   /* rebound to something else */
            const char *end = t + n;
            while (end > e && (end[-1] == ' ' || end[-1] == '\t')) end--;
            rhs = end > e && end[-1] == ']' ? arena_strndup(&H->tmp, q, (size_t)(end - q)) : NULL;
        }
        if (rhs) return subscript_text_candidates(H, fi, p, rhs, out, max);
        if (fn->flags & IR_FF_MODULE || is_param(fn, s->callee)) break;
        p = fn->parent < 0 ? 0 : fn->parent;
    }
    return 0;
}

static int subscript_text_candidates(Hot *H, int32_t fi, int32_t func, const char *c, const char **out, int max) {
    IrFile *f = hf_ir(H, fi);
    size_t n = 0;
    while (is_ident_char(c[n])) n++;
    size_t cl = strlen(c);
    if (!n || c[n] != '[' || c[cl - 1] != ']') return 0;
    const char *name = arena_strndup(&H->tmp, c, n);
    const char *lit = NULL;
    for (int32_t p = func, st = 0; p >= 0 && st < HOT_MAX_DEPTH && !lit; st++) {
        lit = literal_binding(&H->tmp, f, p, name);
        const IrFunc *pf = func_at(f, p);
        if (!pf || pf->flags & IR_FF_MODULE) break;
        p = pf->parent < 0 ? 0 : pf->parent;
    }
    if (!lit) return 0;
    const char *key = literal_text(&H->tmp, arena_strndup(&H->tmp, c + n + 1, cl - n - 2));
    if (key && lit[0] == '{') {
        const char *v = dict_value(&H->tmp, lit, key);
        if (!v || max < 1) return 0;
        out[0] = v;
        return 1;
    }
    return literal_names(H, lit, out, max);
}

/* The right-hand side, as written, of the last line `name = ...` of function func before
 * `line` (its body's lines; the module's when func is 0), or NULL; *at gets its line. With
 * `top`, only unindented lines count, up to the end of the file when line is 0 (module-level
 * bindings). */
static const char *assigned_text(Hot *H, int32_t fi, int32_t func, const char *name, uint32_t line, bool top, uint32_t *at) {
    IrFile *f = hf_ir(H, fi);
    const IrFunc *fn = f ? func_at(f, func) : NULL;
    if (!fn || !f->src || !is_ident(name)) return NULL;
    size_t nl = strlen(name);
    if (!lhs_may(H, fi, f, name, nl)) return NULL;
    uint32_t from = fn->flags & IR_FF_MODULE ? 1 : fn->body.line;
    uint32_t to = line ? line : top ? f->src->line_starts.size + 1 : fn->body.end_line + 1;
    const char *rhs = NULL;
    LhsScan sc = lhs_scan(H, fi, f, name, nl, from, to);
    for (uint32_t ln; lhs_next(&sc, &ln);) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (!t) break;
        if (top && (!n || t[0] == ' ' || t[0] == '\t')) continue;
        const char *p = assigned_rhs(t, t + n, name, nl);
        if (!p) continue;
        /* without a trailing comment (`bwd_fn = self.get_bwd_fn(fwd_fn)  # the override's`) */
        const char *e = p;
        for (char q = 0; e < t + n; e++) {
            if (q) { if (*e == '\\') e++; else if (*e == q) q = 0; continue; }
            if (*e == '"' || *e == '\'') q = *e;
            else if (*e == '#') break;
        }
        while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
        rhs = arena_strndup(&H->tmp, p, (size_t)(e - p));
        if (at) *at = ln;
    }
    return rhs;
}

static bool root_callable_text(Hot *H, int32_t fi, int32_t func, const char *text, const IrSite *s);

/* The nested def (not a lambda) of function `parent` named `name`: its index, or -1. */
static int32_t nested_def(const IrFile *f, int32_t parent, const char *name) {
    for (uint32_t k = 0; k < f->funcs.size; k++) {
        const IrFunc *g = &f->funcs.contents[k];
        if (g->parent == parent && !(g->flags & IR_FF_LAMBDA) && str_eq(g->name, name)) return (int32_t)k;
    }
    return -1;
}

/* The nested def of function F named `name` that F's `return name` on line ret hands back, or
 * -1; *rebound when the name was bound again after the def and before the return (`with
 * script_module(): @script def func(...): ...` then `func = script_module.build(); return func`:
 * hidet's kernels; `fn = torch.compile(fn)`): the def's body is what was built, not what runs. */
static int32_t nested_def_returned(Hot *H, Sym F, const char *name, uint32_t ret, bool *rebound) {
    const IrFile *f = hf_ir(H, F.file);
    int32_t k = f ? nested_def(f, F.idx, name) : -1;
    *rebound = false;
    if (k < 0) return -1;
    uint32_t at = 0;
    if (assigned_text(H, F.file, F.idx, name, ret, false, &at) && at > f->funcs.contents[k].body.end_line) {
        *rebound = true;
        return -1;
    }
    return k;
}

/* Is line ln of function fi inside one of its nested defs (not its own statement)? */
static bool in_nested_def(const IrFile *f, int32_t fi, uint32_t ln) {
    for (uint32_t k = 0; k < f->funcs.size; k++) {
        const IrFunc *g = &f->funcs.contents[k];
        if (g->parent == fi && !(g->flags & IR_FF_LAMBDA) && ln >= g->loc.line && ln <= g->body.end_line) return true;
    }
    return false;
}

static bool is_lambda_text(const char *t) { return str_starts(t, "lambda") && (t[6] == ' ' || t[6] == ':'); }

/* The first lambda of function F written on line ln (its index), or -1. */
static int32_t lambda_on_line(Hot *H, Sym F, uint32_t ln) {
    const IrFile *f = H->files[F.file].ir;
    const I32Array *lams = &H->files[F.file].lambdas[F.idx];
    for (uint32_t k = 0; k < lams->size; k++)
        if (f->funcs.contents[lams->contents[k]].loc.line == ln) return lams->contents[k];
    return -1;
}

/* The expression line ln of function fi returns (`return <x>` on one line, a trailing `  #`
 * comment dropped), or NULL: another statement, or a return of one of its nested defs. */
static const char *return_text(Hot *H, const IrFile *f, int32_t fi, uint32_t ln) {
    uint32_t n = 0;
    const char *t = src_line(f->src, ln, &n);
    if (!t) return NULL;
    uint32_t i = indent_of(t, n);
    if (n - i < 8 || strncmp(t + i, "return ", 7) || in_nested_def(f, fi, ln)) return NULL;
    const char *e = t + i + 7, *end = t + n;
    while (end > e && (end[-1] == ' ' || end[-1] == '\r' || end[-1] == '\t')) end--;
    char *x = arena_strndup(&H->tmp, e, (size_t)(end - e));
    char *hash = strstr(x, "  #");
    if (hash) *hash = 0;
    return x;
}

/* A factory: function F returns the callable that is timed (`return lambda: op(x)`, `return
 * _inner` of a nested def, `return functools.partial(f, x)`, a name bound to one of those), while
 * its own body runs once, before, to build it: `do_bench(make_fn(x))`, `fn = make(x); do_bench(fn)`,
 * tritonbench's `@register_benchmark` methods that its harness calls for the callable it times.
 * Each returned callable becomes a harness root. Returns how many return statements hand back a
 * callable (0: F is no factory); *grew tells whether a utility was added on the way. */
static int root_returned(Hot *H, Sym F, bool *grew) {
    static int depth;   /* a factory returning another factory's result: a few levels */
    IrFile *f = F.kind == SYM_FUNC ? hf_ir(H, F.file) : NULL;
    const IrFunc *fn = f ? func_at(f, F.idx) : NULL;
    if (!fn || !f->src || !is_py(f) || fn->flags & (IR_FF_MODULE | IR_FF_LAMBDA) || depth >= 3) return 0;
    int found = 0;
    for (uint32_t ln = fn->body.line; ln <= fn->body.end_line; ln++) {
        const char *x = return_text(H, f, F.idx, ln);
        if (!x) continue;
        uint32_t at = ln;
        const char *v = x;
        if (is_ident(x)) {   /* a nested def by that name, else what the name was bound to */
            bool rebound = false;
            int32_t k = nested_def_returned(H, F, x, ln, &rebound);
            if (rebound) {   /* what the def was built into: not its body */
                found++;
                continue;
            }
            if (k >= 0) {
                root_add_func(H, F.file, k, ROOT_DO_BENCH);
                *grew |= closure_forwards(H, F.file, k);
                found++;
                continue;
            }
            v = assigned_text(H, F.file, F.idx, x, ln, false, &at);
            if (!v) continue;
        } else if (v[0] == '(') {
            /* `return (lambda: ...)`, or Black's `return (` with the lambda on the next line */
            const char *in = v + 1;
            while (*in == ' ') in++;
            if (!*in) {
                uint32_t n = 0;
                const char *t = NULL;
                for (at = ln + 1; at <= fn->body.end_line; at++) {
                    t = src_line(f->src, at, &n);
                    if (t && indent_of(t, n) < n) break;
                }
                if (!t || at > fn->body.end_line) continue;
                in = arena_strndup(&H->tmp, t + indent_of(t, n), n - indent_of(t, n));
            }
            if (is_lambda_text(in)) v = in;
        }
        if (is_lambda_text(v)) {
            int32_t k = lambda_on_line(H, F, at);
            if (k >= 0) {
                const IrFunc *lf = &f->funcs.contents[k];
                root_add(H, F.file, k, -1, ROOT_DO_BENCH, lf->loc.line, lf->loc.col);
                *grew |= closure_forwards(H, F.file, k);
                found++;
            }
        } else if (is_partial_text(v)) {
            depth++;
            *grew |= root_callable_text(H, F.file, F.idx, v, NULL);
            depth--;
            found++;
        }
    }
    return found;
}

/* What calling F gives, for a call of its result: the nested def or lambda a factory's first
 * `return` hands back (`fn = make_fn(w); fn(x)`), or the instance a loader returns (`model =
 * load_model(cfg); model(x)` with `m = Model(cfg); m.cuda(); return m` or `return Model(...)`,
 * a classmethod's `return cls(...)`: EAGLE's `EaModel.from_pretrained`), or nothing. */
static Sym returned_instance(Hot *H, Sym F, const IrFunc *fn, const char *x, uint32_t ln, int depth) {
    IrFile *f = hf_ir(H, F.file);
    if (depth > HOT_MAX_LOOKUP) return sym_none;
    if (is_ident(x)) {
        /* `m = cls(...)` in a classmethod */
        const I32Array *fs = &H->files[F.file].fsites[F.idx];
        for (uint32_t k = fs->size; fn->cls >= 0 && k-- > 0;) {
            const IrSite *s = &f->sites.contents[fs->contents[k]];
            if (s->kind == IR_SITE_CALL && s->loc.line < ln && str_eq(s->assigned_to, x))
                return str_eq(s->callee, "cls") ? mksym(SYM_INST, F.file, fn->cls) : sym_none;
        }
        bool bound = false;
        Sym v = local_binding(H, F.file, F.idx, x, ln, depth + 1, &bound);
        return v.kind == SYM_INST ? v : sym_none;
    }
    const char *paren = strchr(x, '(');
    if (!paren || paren == x || x[strlen(x) - 1] != ')') return sym_none;
    const char *callee = arena_strndup(&H->tmp, x, (size_t)(paren - x));
    if (!strchr(callee, '.') && !is_ident(callee)) return sym_none;
    Sym c;
    if (str_eq(callee, "cls") && fn->cls >= 0) c = mksym(SYM_CLASS, F.file, fn->cls);
    else c = resolve_value(H, F.file, F.idx, callee, ln, depth + 1);
    if (c.kind != SYM_CLASS) return sym_none;
    c.kind = SYM_INST;
    return c;
}

static Sym factory_result_at(Hot *H, Sym F, int elem);

/* What function F returns (elem < 0), or element elem of the tuple it returns (`W, lin =
 * gen_data()` with `return w, QLinear()`) */
static Sym factory_result(Hot *H, Sym F, int elem) {
    static int active;   /* the analysis is one thread: loaders returning each other's results end here */
    if (active >= 4) return sym_none;
    active++;
    Sym r = factory_result_at(H, F, elem);
    active--;
    return r;
}

/* Element k of a comma list (`a, b(c, d), e` or the same in parentheses) at its top level, into
 * the arena; NULL when there are not that many. */
static const char *tuple_elem(Arena *a, const char *x, int k) {
    size_t n = strlen(x);
    if (n >= 2 && ((x[0] == '(' && x[n - 1] == ')') || (x[0] == '[' && x[n - 1] == ']'))) {
        int d = 0;   /* one pair around the whole list, not `(a)(b)` */
        size_t i = 0;
        for (; i < n; i++) {
            if (x[i] == '(' || x[i] == '[' || x[i] == '{') d++;
            else if ((x[i] == ')' || x[i] == ']' || x[i] == '}') && --d == 0) break;
        }
        if (i == n - 1) x++, n -= 2;
    }
    int d = 0, at = 0;
    size_t b = 0;
    for (size_t i = 0; i <= n; i++) {
        char ch = i < n ? x[i] : ',';
        if (ch == '(' || ch == '[' || ch == '{') d++;
        else if (ch == ')' || ch == ']' || ch == '}') d--;
        else if (ch == ',' && d == 0) {
            if (at++ == k) {
                while (b < i && x[b] == ' ') b++;
                size_t e = i;
                while (e > b && x[e - 1] == ' ') e--;
                return e > b ? arena_strndup(a, x + b, e - b) : NULL;
            }
            b = i + 1;
        }
    }
    return NULL;
}

static Sym factory_result_at(Hot *H, Sym F, int elem) {
    IrFile *f = F.kind == SYM_FUNC ? hf_ir(H, F.file) : NULL;
    const IrFunc *fn = f ? func_at(f, F.idx) : NULL;
    /* a decorated factory (`@tilelang.jit` compiling the `@T.prim_func` it returns, a memoizer)
     * hands back something else than its nested def; a classmethod (`@classmethod`) may build
     * its class */
    bool classmethod = false;
    for (uint32_t d = 0; fn && d < fn->decorators.size; d++) classmethod |= str_eq(fn->decorators.contents[d], "classmethod");
    if (!fn || !f->src || !is_py(f) || fn->flags & (IR_FF_MODULE | IR_FF_LAMBDA) ||
        (fn->decorators.size && !(classmethod && fn->decorators.size == 1)) || (fn->cls >= 0 && !classmethod && fn->flags & IR_FF_STATIC))
        return sym_none;
    for (uint32_t ln = fn->body.line; ln <= fn->body.end_line; ln++) {
        const char *x = return_text(H, f, F.idx, ln);
        if (x && elem >= 0) x = tuple_elem(&H->tmp, x, elem);
        if (!x) continue;
        /* a return that says nothing known (`if raw: return inner` before `return cls(inner)`,
         * xDiT's pipeline factories) leaves the next one to say it */
        if (is_ident(x)) {
            bool rebound = false;
            int32_t k = nested_def_returned(H, F, x, ln, &rebound);
            if (rebound) return sym_none;
            if (k >= 0) return !f->funcs.contents[k].decorators.size ? mksym(SYM_FUNC, F.file, k) : sym_none;
            Sym r = returned_instance(H, F, fn, x, ln, 0);
            if (r.kind != SYM_NONE) return r;
            continue;
        }
        if (is_lambda_text(x)) {
            int32_t k = lambda_on_line(H, F, ln);
            return k >= 0 ? mksym(SYM_FUNC, F.file, k) : sym_none;
        }
        Sym r = returned_instance(H, F, fn, x, ln, 0);
        if (r.kind != SYM_NONE) return r;
    }
    return sym_none;
}

/* `make_fn(x)` / `self.get_fn("bm")`: the in-tree function a call text calls, when the text is
 * one call of a dotted name (not a class: an instance handed over is called, not returned). */
static Sym factory_called(Hot *H, int32_t fi, int32_t func, const char *text, uint32_t line) {
    const char *p = text;
    while (is_ident_char(*p) || *p == '.') p++;
    if (p == text || *p != '(' || is_partial_text(text) || str_starts(text, "lambda")) return sym_none;
    int d = 0;
    const char *q = p;
    for (; *q; q++) {
        if (*q == '(') d++;
        else if (*q == ')' && --d == 0) break;
    }
    if (!*q || q[1]) return sym_none;
    Sym v = resolve_value(H, fi, func, arena_strndup(&H->tmp, text, (size_t)(p - text)), line, 0);
    return v.kind == SYM_FUNC ? v : sym_none;
}

/* Roots for a callable expression handed to a timing utility: `fn`, `self.run`, `model`,
 * `functools.partial(f, x)`, a name bound to a lambda or a partial, a loop variable over a
 * literal of functions, either value of `A if C else B`. `s` (may be NULL) is the utility's
 * call site. Returns true when a closure made a new utility. */
static bool root_callable_text(Hot *H, int32_t fi, int32_t func, const char *text, const IrSite *s) {
    for (int hops = 0; hops < 4 && text && is_partial_text(text); hops++) text = partial_arg_text(&H->tmp, text);
    if (!text) return false;
    /* `fn = _run_multistream if path == "multistream" else _run_cublas_grouped` handed over as
     * `fn` (TransformerEngine's benchmark_grouped_gemm_kernels.py): both may be timed */
    const char *x, *y;
    const char *bound = is_ident(text) ? assigned_text(H, fi, func, text, s ? s->loc.line : 0, false, NULL) : NULL;
    /* `fn = lambda: fwd(...)`, then `if mode == "bwd": fn = lambda: o.backward(...)`, then
     * `do_bench(fn)` (the Triton fused-attention tutorial): every lambda bound to the name in
     * this function before the call may be the one timed */
    if (s && is_ident(text) && func >= 0 && (uint32_t)func < hf_ir(H, fi)->funcs.size) {
        const I32Array *lams = &H->files[fi].lambdas[func];
        const IrFile *f = hf_ir(H, fi);
        int nb = 0;
        bool g = false;
        for (uint32_t k = 0; k < lams->size; k++) {
            const IrFunc *lf = &f->funcs.contents[lams->contents[k]];
            if (lf->loc.line >= s->loc.line || !bound_before(f, lf->loc, text)) continue;
            nb++;
            root_add(H, fi, lams->contents[k], -1, ROOT_DO_BENCH, lf->loc.line, lf->loc.col);
            g |= closure_forwards(H, fi, lams->contents[k]);
        }
        if (nb > 1) return g;
    }
    /* a factory's result: `do_bench(make_fn(x))`, `fn = make_fn(x); do_bench(fn)` */
    Sym fac = factory_called(H, fi, func, bound ? bound : text, s ? s->loc.line : 0);
    bool fgrew = false;
    if (fac.kind == SYM_FUNC && root_returned(H, fac, &fgrew)) return fgrew;
    /* `bwd_fn = self.get_bwd_fn(fwd_fn)` in a base harness whose own hook raises: the callables
     * its subclasses' overrides return are the ones timed (tritonbench's backward modes) */
    const char *ft = bound ? bound : text;
    const IrFunc *ff = fac.kind == SYM_FUNC ? func_at(hf_ir(H, fac.file), fac.idx) : NULL;
    if (ff && ff->cls >= 0 && ff->name && str_starts(ft, "self.") && is_abstract(H, fac.file, fac.idx)) {
        TargetArray ov = {0};
        dispatch_overrides(H, fac.file, ff->cls, ff->name, !H->prog->frontier.size, &ov);
        int found = 0;
        for (uint32_t k = 0; k < ov.size; k++)
            found += root_returned(H, mksym(SYM_FUNC, ov.contents[k].file, ov.contents[k].func), &fgrew);
        if (found) return fgrew;
    }
    static int depth;   /* the analysis is one thread; `a = b if c else d; b = a if ...` ends here */
    if (depth < 4 && split_ternary(H, bound ? bound : text, &x, &y)) {
        depth++;
        bool g = root_callable_text(H, fi, func, x, s) | root_callable_text(H, fi, func, y, s);
        depth--;
        return g;
    }
    Sym t = call_target(H, resolve_value(H, fi, func, text, s ? s->loc.line : 0, 0));
    bool grew = false;
    if (t.kind == SYM_FUNC) {
        root_add_func(H, t.file, t.idx, ROOT_DO_BENCH);
        grew = closure_forwards(H, t.file, t.idx);
        int32_t sib[HOT_MAX_TARGETS];
        for (int k = 0, n = nested_twins(H, t, sib, HOT_MAX_TARGETS); k < n; k++) {
            root_add_func(H, t.file, sib[k], ROOT_DO_BENCH);
            grew |= closure_forwards(H, t.file, sib[k]);
        }
        return grew;
    }
    const char *cands[16];
    int n = s ? loop_candidates(H, fi, s, text, cands, 16) : 0;
    for (int k = 0; k < n; k++) {
        Sym c = call_target(H, candidate_value(H, fi, func, cands[k]));
        if (c.kind != SYM_FUNC) continue;
        root_add_func(H, c.file, c.idx, ROOT_DO_BENCH);
        grew |= closure_forwards(H, c.file, c.idx);
    }
    return grew;
}

/* The body of a string literal's text ('..', "..", r"..", """..""", f".."), NULL if not one. */

/* The value text bound to `key` in a globals dict text (`{"f": f, 'x': x}` / `dict(f=f)`). */
static const char *dict_value(Arena *a, const char *d, const char *key) {
    bool call = str_starts(d, "dict(");
    const char *p = d + (call ? 5 : 1);
    if (!call && *d != '{') return NULL;
    size_t kl = strlen(key);
    while (*p) {
        while (*p == ' ' || *p == ',') p++;
        if (!*p || *p == '}' || *p == ')') break;
        const char *kb = NULL;
        size_t kn = 0;
        if (!call && (*p == '"' || *p == '\'')) {
            char q = *p++;
            kb = p;
            while (*p && *p != q) p++;
            kn = (size_t)(p - kb);
            if (*p) p++;
            while (*p == ' ') p++;
            if (*p != ':') kb = NULL; else p++;
        } else if (call && is_ident_start(*p)) {
            kb = p;
            while (is_ident_char(*p)) p++;
            kn = (size_t)(p - kb);
            while (*p == ' ') p++;
            if (*p != '=') kb = NULL; else p++;
        }
        while (*p == ' ') p++;
        const char *vb = p;
        int depth = 0;
        for (; *p; p++) {
            if (*p == '(' || *p == '[' || *p == '{') depth++;
            else if (*p == ')' || *p == ']' || *p == '}') { if (!depth) break; depth--; }
            else if (*p == ',' && !depth) break;
        }
        const char *ve = p;
        while (ve > vb && ve[-1] == ' ') ve--;
        if (kb && kn == kl && !strncmp(kb, key, kl) && ve > vb) return arena_strndup(a, vb, (size_t)(ve - vb));
        if (!*p || *p == '}' || *p == ')') break;
    }
    return NULL;
}

/* A statement string (`timeit.timeit("f(x)", globals=...)`, `Timer(stmt="m(x)", globals={...})`):
 * every dotted name called in it is resolved through the globals dict text, else the module. */
/* The text of a string-literal argument, also when it is parenthesised and implicitly
 * concatenated over lines (TransformerEngine's `stmt=("run_linear_multiple_steps(layer, x,"
 * " recipe)")`); NULL when the argument is anything else (a name, a call). */
static const char *literal_text(Arena *a, const char *t) {
    StrBuf b;
    sb_init(&b);
    int depth = 0, pieces = 0;
    const char *p = t;
    if (!p) return NULL;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\\') p++;
        if (*p == '(' && !pieces) { depth++; p++; continue; }
        if (*p == ')' && depth) { depth--; p++; continue; }
        if (!*p) break;
        const char *q = p;
        while (*q && strchr("rRbBuUfF", *q)) q++;
        char quote = *q;
        if (quote != '\'' && quote != '"') { sb_fini(&b); return NULL; }
        int qn = (q[1] == quote && q[2] == quote) ? 3 : 1;
        const char *body = q + qn, *e = body;
        while (*e && !(e[0] == quote && (qn == 1 || (e[1] == quote && e[2] == quote)))) e += (*e == '\\' && e[1]) ? 2 : 1;
        if (!*e) { sb_fini(&b); return NULL; }
        sb_append(&b, body, (size_t)(e - body));
        pieces++;
        p = e + qn;
    }
    const char *out = pieces && !depth ? arena_strdup(a, sb_cstr(&b)) : NULL;
    sb_fini(&b);
    return out;
}

static bool root_stmt_string(Hot *H, int32_t fi, const IrSite *s, const char *body) {
    bool grew = false;
    const IrArg *g = arg_named(s, "globals");
    const char *gt = g ? g->text : NULL;
    int found = 0;
    for (const char *p = body; *p && found < 8; p++) {
        if (!is_ident_start(*p) || (p > body && (is_ident_char(p[-1]) || p[-1] == '.'))) continue;
        const char *b = p;
        while (is_ident_char(*p) || (*p == '.' && is_ident_start(p[1]))) p++;
        const char *e = p;
        while (*p == ' ') p++;
        if (*p != '(') { p = e - 1; continue; }
        found++;
        char *path = arena_strndup(&H->tmp, b, (size_t)(e - b));
        char *dot = strchr(path, '.');
        const char *head = dot ? arena_strndup(&H->tmp, path, (size_t)(dot - path)) : path;
        const char *v = gt ? dict_value(&H->tmp, gt, head) : NULL;
        if (!v && gt && str_eq(gt, "locals()")) v = head;
        /* a parameter of the caller (`def bench_in_us(func, *args): Timer(stmt="func(*args)",
         * globals={"func": func, ...})`, float8's and torchao's helper): a utility, its callers'
         * argument is what is timed; `m.step(x)` with `m` one calls that method of it */
        int32_t pi = v && is_ident(v) ? param_index(hf_ir(H, fi), s->func, v) : -1;
        if (pi >= 0 && (!dot || !strchr(dot + 1, '.'))) grew |= util_add_found(H, fi, s->func, pi, dot ? dot + 1 : NULL);
        else if (v) grew |= root_callable_text(H, fi, s->func, dot ? arena_printf(&H->tmp, "%s%s", v, dot) : v, s);
        else grew |= root_callable_text(H, fi, 0, path, NULL);
        p = e - 1;
    }
    return grew;
}

/* An object handed to a utility that calls its `method`: `run(bench)` with `bench.step()` timed.
 * The argument text is a name or `Ctor(...)`. */
static void root_method_text(Hot *H, int32_t fi, int32_t func, const char *text, const IrSite *s, const char *method) {
    const char *t = text;
    size_t n = strcspn(text, "(");
    bool ctor = text[n] == '(';
    if (ctor) t = arena_strndup(&H->tmp, text, n);
    Sym v = resolve_value(H, fi, func, t, s ? s->loc.line : 0, 0);
    if (ctor) { if (v.kind != SYM_CLASS) return; v.kind = SYM_INST; }
    if (v.kind != SYM_INST) return;
    Sym m = find_method(H, v.file, v.idx, method, 0);
    if (m.kind == SYM_FUNC) root_add_func(H, m.file, m.idx, ROOT_DO_BENCH);
}

/* The argument `a` of a timing-utility call site s (`method`: the utility calls that method of
 * it): a root, or (a parameter of the caller) a new utility. Returns true when a utility was added. */
static bool util_call(Hot *H, int32_t fi, const IrSite *s, const IrArg *a, const char *method) {
    IrFile *f = hf_ir(H, fi);
    if (!a) return false;
    if (a->func >= 0) {
        const IrFunc *lf = func_at(f, a->func);
        if (!lf || method) return false;
        root_add(H, fi, a->func, -1, ROOT_DO_BENCH, lf->loc.line, lf->loc.col);
        bool g = closure_forwards(H, fi, a->func);
        /* a name the frontend tied to its last lambda: the earlier ones bound to it too */
        if (a->text && is_ident(a->text)) g |= root_callable_text(H, fi, s->func, a->text, s);
        return g;
    }
    if (!a->text) return false;
    int32_t pi = param_index(f, s->func, a->text);
    if (pi >= 0) return util_add_found(H, fi, s->func, pi, method);
    if (method) { root_method_text(H, fi, s->func, a->text, s, method); return false; }
    const char *body = literal_text(&H->tmp, a->text);
    if (body) return root_stmt_string(H, fi, s, body);
    return root_callable_text(H, fi, s->func, a->text, s);
}

/* Does TIMED region r time call s the way a benchmark does: with CUDA events, in a loop that
 * repeats it, or with a sync bracketing the read? Not a one-shot host timer whose reading
 * is only logged, nor any the region analysis judged one-shot. */
static bool measures_repeated(Hot *H, int32_t fi, int32_t r, const IrSite *s) {
    IrFile *f = hf_ir(H, fi);
    const IrRegion *R = &f->regions.contents[r];
    if (H->files[fi].oneshot && H->files[fi].oneshot[r]) return false;
    if (R->timer != IR_TIMER_HOST || loop_under(f, s, r) >= 0) return true;
    const I32Array *fs = &H->files[fi].fsites[R->func];
    for (uint32_t k = 0; k < fs->size; k++) {
        const IrSite *b = &f->sites.contents[fs->contents[k]];
        if (b->flags & IR_SF_BRACKET || (ir_is_sync_call(b) && site_in_region(f, b, r))) return true;
    }
    return false;
}

/* Functions whose TIMED region calls one of their parameters. */
static void detect_utils(Hot *H, int32_t fi) {
    IrFile *f = H->files[fi].ir;
    for (uint32_t r = 0; r < f->regions.size; r++) {
        const IrRegion *R = &f->regions.contents[r];
        if (R->kind != IR_REGION_TIMED || region_is_cold(f, (int32_t)r) || R->func < 0 || (uint32_t)R->func >= f->funcs.size) continue;
        I32Array *fs = &H->files[fi].fsites[R->func];
        for (uint32_t k = 0; k < fs->size; k++) {
            const IrSite *s = &f->sites.contents[fs->contents[k]];
            if (s->kind != IR_SITE_CALL || s->flags & (IR_SF_TIMER_START | IR_SF_TIMER_END | IR_SF_BRACKET)) continue;
            const char *name = s->method ? s->recv : s->callee;
            if (!is_ident(name) || !site_in_region(f, s, (int32_t)r)) continue;
            if (s->method && (ir_is_sync_call(s) || !is_ident(s->method))) continue;
            int32_t pi = param_index(f, R->func, name);
            if (pi >= 0) { util_add_found(H, fi, R->func, pi, s->method); continue; }
            if (is_param(func_at(f, R->func), name) || !measures_repeated(H, fi, (int32_t)r, s)) continue;
            /* a parameter of an enclosing function: a timing decorator (`def perftest(n): def
             * decorator(func): def wrapper(*a): <timer> func(*a) <timer>`, aiter's @perftest) or
             * a closure factory; the enclosing function times what it is handed. Only when the
             * timer measures it like a benchmark (measures_repeated): a one-shot `@log_time` or
             * `@timer` decorator around a `main()` times a whole program, setup and all */
            int32_t p, qi = enclosing_param(f, R->func, name, &p);
            if (qi >= 0) { util_add_found(H, fi, p, qi, s->method); continue; }
            /* a nested def of this function that calls one of its parameters (ring-flash-attention's
             * `def benchmark(args, f, ...): def wrapper(i): return f(q, kv, ...)` timed as
             * `wrapper(i)` in the loop): the function times that parameter */
            int32_t j = s->method ? -1 : nested_def(f, R->func, name);
            const I32Array *ns = j >= 0 ? &H->files[fi].fsites[j] : NULL;
            for (uint32_t m = 0; ns && m < ns->size; m++) {
                const IrSite *c = &f->sites.contents[ns->contents[m]];
                if (c->kind != IR_SITE_CALL || c->method || !is_ident(c->callee) || is_param(&f->funcs.contents[j], c->callee)) continue;
                int32_t ci = param_index(f, R->func, c->callee);
                if (ci >= 0) util_add_found(H, fi, R->func, ci, NULL);
            }
        }
    }
}

/* `word(` in text (a call of it), or with `deco`, `@word` / `@mod.word` / `@word(...)` (a
 * function decorated with it). */
static bool has_word(const char *text, size_t n, const char *word, bool deco) {
    size_t wl = strlen(word);
    if (!wl) return false;
    const char *p = text, *end = text + n;
    while (p < end) {
        const char *h = memmem(p, (size_t)(end - p), word, wl);
        if (!h) return false;
        p = h + 1;
        if (h > text && is_ident_char(h[-1])) continue;
        const char *a = h + wl;
        if (!deco) {
            while (a < end && *a == ' ') a++;
            if (a < end && *a == '(') return true;
            continue;
        }
        if (a < end && is_ident_char(*a)) continue;
        const char *b = h;
        while (b > text && (is_ident_char(b[-1]) || b[-1] == '.')) b--;
        if (b > text && b[-1] == '@' && (b == h || b[0] != '.')) return true;
    }
    return false;
}

/* How a caller of utility ut names it (`which`): 0 calls it (`ut(...)`); 1 decorates with it
 * (`@ut`, a decorator timing its first parameter); 2 decorates with the function ut is nested in
 * (`@perftest(...)`, a factory returning the decorator). NULL when that way does not apply. */
static const char *caller_name(Hot *H, const Util *ut, int which, bool *deco) {
    *deco = which > 0;
    if (!which) return ut->name;
    IrFile *f = hf_ir(H, ut->file);
    if (ut->pos != 0 || ut->method || !is_py(f)) return NULL;
    const IrFunc *fn = func_at(f, ut->func);
    if (!fn) return NULL;
    if (which == 1) return ut->name;
    const IrFunc *pf = fn->parent > 0 ? func_at(f, fn->parent) : NULL;
    return pf && !(pf->flags & (IR_FF_MODULE | IR_FF_LAMBDA)) ? pf->name : NULL;
}

static bool caller_hit(const CallerScan *cs, const char *text, size_t n) {
    return has_word(text, n, cs->name, cs->deco);
}

/* The memo's caller scan of utility ut: the name it is called by (`which`, caller_name), and the
 * module (Python) or header file (C/C++) a caller must mention; created (not yet scanned) when
 * `add`. NULL when ut has no such name. */
static CallerScan *caller_scan(Hot *H, const Util *ut, int which, bool add) {
    HotMemo *m = H->memo;
    bool deco;
    const char *name = caller_name(H, ut, which, &deco);
    if (!name || !*name) return NULL;
    const ProgFile *uf = H->prog->files.contents[ut->file];
    bool cxx = uf->lang != LANG_PYTHON;
    const char *need = "";
    if (cxx) {
        need = strrchr(uf->path, '/');
        need = need ? need + 1 : uf->path;
    } else if (uf->module) {
        need = last_comp(uf->module);
    }
    for (uint32_t k = 0; k < m->scans.size; k++) {
        CallerScan *cs = &m->scans.contents[k];
        if (cs->cxx == cxx && cs->deco == deco && str_eq(cs->name, name) && str_eq(cs->need, need)) return cs;
    }
    if (!add) return NULL;
    CallerScan cs = {.name = arena_strdup(&m->arena, name), .deco = deco, .need = arena_strdup(&m->arena, need), .cxx = cxx};
    array_push(&m->arena, &m->scans, cs);
    return array_back(&m->scans);
}

/* Callers of detected utilities may sit in files the byte scan skipped: files not parsed that
 * call a utility by name and mention its module (a C/C++ caller: its header) are parsed. The
 * text of those files is read once per batch of new utility names in a run (HotMemo). */
static void scan_callers(Hot *H, uint32_t from) {
    if (from >= H->utils.size) return;
    HotMemo *m = H->memo;
    uint32_t first_new = m->scans.size;
    for (uint32_t u = from; u < H->utils.size; u++)
        for (int w = 0; w < 3; w++) caller_scan(H, &H->utils.contents[u], w, true);
    if (m->scans.size > first_new) {
        bool want[2] = {false, false};
        for (uint32_t k = first_new; k < m->scans.size; k++) want[m->scans.contents[k].cxx] = true;
        for (uint32_t i = 0; i < H->nfiles; i++) {
            ProgFile *pf = H->prog->files.contents[i];
            bool cxx = pf->lang != LANG_PYTHON;
            if (pf->state != PF_NEW || pf->lang == LANG_NONE || !want[cxx]) continue;
            bool may = false;   /* the scan's call-word filter says whether reading it can find anything */
            for (uint32_t k = first_new; k < m->scans.size && !may; k++)
                may = m->scans.contents[k].cxx == cxx && prog_call_bloom_may(pf->call_bloom, m->scans.contents[k].name);
            if (!may) continue;
            size_t n = 0;
            char *text = read_text(H, pf, &n);
            for (uint32_t k = first_new; text && k < m->scans.size; k++) {
                CallerScan *cs = &m->scans.contents[k];
                if (cs->cxx != cxx || !caller_hit(cs, text, n)) continue;
                if (*cs->need ? memmem(text, n, cs->need, strlen(cs->need)) != NULL : !cs->cxx)
                    array_push(&m->arena, &cs->hits, (int32_t)i);
            }
            free(text);
        }
    }
    /* files still not parsed that call one of utils [from, size): parsed, in file order */
    bool *hit = arena_alloc(&H->tmp, H->nfiles + 1);
    for (uint32_t u = from; u < H->utils.size; u++)
        for (int w = 0; w < 3; w++) {
            const CallerScan *cs = caller_scan(H, &H->utils.contents[u], w, false);
            for (uint32_t k = 0; cs && k < cs->hits.size; k++) hit[cs->hits.contents[k]] = true;
        }
    for (uint32_t i = 0; i < H->nfiles; i++)
        if (hit[i] && H->prog->files.contents[i]->state == PF_NEW) hf_ir(H, (int32_t)i);
    /* callers in statements a partial parse left out of parsed files (pychunk.h); each file's
     * statements are scanned once per utility name, and asked for while still left out */
    for (uint32_t uw = from * 3; uw < H->utils.size * 3; uw++) {
        const Util *ut = &H->utils.contents[uw / 3];
        CallerScan *cs = caller_scan(H, ut, (int)(uw % 3), false);
        if (!cs || cs->cxx) continue;
        if (!cs->chunks_done) cs->chunks_done = arena_alloc(&m->arena, H->nfiles + 1);
        const char *need = cs->need;
        for (uint32_t i = 0; i < H->nfiles; i++) {
            ProgFile *pf = H->prog->files.contents[i];
            if (cs->chunks_done[i] || pf->state != PF_PARSED || !pf->chunks || !pf->ir || !pf->ir->src) continue;
            cs->chunks_done[i] = 1;
            const char *text = pf->ir->src->text;
            int mentions = -1;
            for (uint32_t k = 0; k < pf->chunks->n; k++) {
                const PyChunk *c = &pf->chunks->v[k];
                if (c->keep || !c->name_len || !caller_hit(cs, text + c->start, c->end - c->start)) continue;
                if (mentions < 0) mentions = !*need || strstr(text, need) != NULL;
                ChunkHit ch = {(int32_t)i, k, mentions > 0};
                array_push(&m->arena, &cs->chunk_hits, ch);
            }
        }
        for (uint32_t h = 0; h < cs->chunk_hits.size; h++) {
            const ChunkHit *ch = &cs->chunk_hits.contents[h];
            ProgFile *pf = H->prog->files.contents[ch->file];
            if (pf->state != PF_PARSED || !pf->chunks || ch->chunk >= pf->chunks->n || !pf->ir || !pf->ir->src) continue;
            const PyChunk *c = &pf->chunks->v[ch->chunk];
            if (c->keep || !(ch->mentions || ut->file == ch->file)) continue;
            prog_want(H->prog, ch->file, chunk_name(H, pf->chunks, c, pf->ir->src->text));
        }
    }
}

/* The functions a callable's text may be in function func before line: a name, a dotted name,
 * either arm of `A if c else B`, written there or bound to a name (flux's `Wrapper = A if g else
 * B`). Returns how many (at most max). */
static int callable_targets(Hot *H, int32_t fi, int32_t func, const char *text, uint32_t line, Target *out, int max, int depth) {
    if (!text || max <= 0 || depth > 3) return 0;
    const char *x, *y;
    const char *bound = is_ident(text) ? assigned_text(H, fi, func, text, line, false, NULL) : NULL;
    if (split_ternary(H, bound ? bound : text, &x, &y)) {
        int n = callable_targets(H, fi, func, x, line, out, max, depth + 1);
        return n + callable_targets(H, fi, func, y, line, out + n, max - n, depth + 1);
    }
    bool was = H->probing;
    H->probing = true;
    Sym t = call_target(H, resolve_value(H, fi, func, text, line, 0));
    H->probing = was;
    if (t.kind != SYM_FUNC) return 0;
    out[0] = (Target){t.file, t.idx};
    return 1;
}

/* The last call site of function func before line that binds `name` (a plain or tuple target;
 * NULL if none). */
static const IrSite *binding_call(Hot *H, int32_t fi, int32_t func, const char *name, uint32_t line) {
    const IrFile *f = hf_ir(H, fi);
    const IrSite *b = NULL;
    const I32Array *fs = func >= 0 ? &H->files[fi].fsites[func] : NULL;
    for (uint32_t k = 0; fs && k < fs->size; k++) {
        const IrSite *c = &f->sites.contents[fs->contents[k]];
        if (c->loc.line >= line) break;
        if (c->kind == IR_SITE_CALL && c->assigned_to && (str_eq(c->assigned_to, name) || tuple_target_pos(c->assigned_to, name) >= 0))
            b = c;
    }
    return b;
}

#define PARTIAL_MAX_TARGETS 4

/* The `partial(f, a, k=b)` call a utility's callable argument is, inline or bound to the name
 * before the utility's call in the same function: as a call of f with the arguments the partial
 * binds (its first positional argument dropped), so that f's parameters resolve (`fn =
 * partial(wrapper, x, kernel); do_bench(fn)` runs `kernel` where wrapper calls `fn(x)`). A
 * partial of a name bound to another partial binds both's arguments, the inner's first (flux's
 * `perf_gemm(iters, "flux", partial(dispatcher, dense_gemm_fn=flux_dense_gemm))` with
 * `dispatcher = partial(Wrapper, input=input, ...)`). w[] receives the functions f may be (how
 * many in *nw). NULL when the argument is no partial of an in-tree function. */
static const IrSite *partial_entry(Hot *H, int32_t fi, const IrSite *s, const IrArg *a, Target *w, int *nw) {
    const IrFile *f = hf_ir(H, fi);
    *nw = 0;
    if (!f || !a || !a->text || a->func >= 0 || s->func < 0) return NULL;
    const IrSite *ps = NULL;
    if (is_partial_text(a->text)) {
        /* the partial written inside the utility's own call */
        const I32Array *fs = &H->files[fi].fsites[s->func];
        for (uint32_t k = 0; k < fs->size && !ps; k++) {
            const IrSite *c = &f->sites.contents[fs->contents[k]];
            if (c->kind != IR_SITE_CALL || !(is_partial(c->qual) || is_partial(c->callee))) continue;
            if (c->loc.line < s->loc.line || c->loc.line > s->loc.end_line || (c->loc.line == s->loc.line && c->loc.col < s->loc.col)) continue;
            ps = c;
        }
    } else if (is_ident(a->text)) {
        ps = binding_call(H, fi, s->func, a->text, s->loc.line);
    }
    IrSite *e = NULL;
    for (int hops = 0; hops < 3 && ps; hops++) {
        if (!(is_partial(ps->qual) || is_partial(ps->callee)) || (ps->assigned_to && !is_ident(ps->assigned_to))) break;
        if (!ps->args.size || ps->args.contents[0].name || !ps->args.contents[0].text) break;
        /* this partial's arguments go after those of the partial it wraps (prepended below) */
        IrSite *ne = arena_alloc(&H->tmp, sizeof *ne);
        *ne = *ps;
        ne->args = (IrArgArray){0};
        for (uint32_t k = 1; k < ps->args.size; k++) array_push(&H->tmp, &ne->args, ps->args.contents[k]);
        for (uint32_t k = 0; e && k < e->args.size; k++) array_push(&H->tmp, &ne->args, e->args.contents[k]);
        if (e) ne->loc = e->loc;   /* the outermost partial names the entry */
        e = ne;
        const IrArg *wa = &ps->args.contents[0];
        if (wa->func >= 0) {
            w[0] = (Target){fi, wa->func};
            *nw = 1;
            return e;
        }
        const IrSite *inner = is_ident(wa->text) ? binding_call(H, fi, ps->func, wa->text, ps->loc.line) : NULL;
        if (inner && (is_partial(inner->qual) || is_partial(inner->callee)) && inner->assigned_to && str_eq(inner->assigned_to, wa->text)) {
            ps = inner;
            continue;
        }
        *nw = callable_targets(H, fi, ps->func, wa->text, ps->loc.line, w, PARTIAL_MAX_TARGETS, 0);
        return *nw ? e : NULL;
    }
    return NULL;
}

/* Is root r the timed callable w (a whole function handed to a timing utility)? */
static bool callable_root(const Root *r, Target w) {
    return r->file == w.file && r->func == w.func && r->region == -1 && r->kind == ROOT_DO_BENCH;
}

/* After util_call: the root the partial entry pe (partial_entry) of function w enters takes pe as
 * its entry. A root of w made before (another utility call, another partial) keeps its own and
 * pe gets a root of its own, so that each binding's calls are followed; wsh is that earlier
 * root's `shared` flag before this call set it. */
static void partial_root(Hot *H, int32_t fi, const IrSite *pe, Target w, int32_t ex, bool wsh, bool *grew) {
    for (uint32_t k = 0; k < H->roots.size; k++) {
        Root *r = &H->roots.contents[k];
        if (!callable_root(r, w)) continue;
        if (r->entry && r->entry_file == fi && r->entry->loc.line == pe->loc.line && r->entry->loc.col == pe->loc.col) {
            if ((int32_t)k == ex) r->shared = wsh;   /* the same partial again (a later round) */
            return;
        }
    }
    if (ex < 0) {   /* made just now by util_call, or one it could not see through the partials */
        for (uint32_t k = 0; k < H->roots.size; k++) {
            Root *r = &H->roots.contents[k];
            if (callable_root(r, w) && !r->shared) {
                r->entry = pe;
                r->entry_file = fi;
                return;
            }
        }
        uint32_t before = H->roots.size;
        root_add_func(H, w.file, w.func, ROOT_DO_BENCH);
        if (H->roots.size == before + 1) {
            H->roots.contents[before].entry = pe;
            H->roots.contents[before].entry_file = fi;
            *grew |= closure_forwards(H, w.file, w.func);
        }
        return;
    }
    Root *r = &H->roots.contents[ex];
    r->shared = wsh;
    Root twin = *r;
    twin.entry = pe;
    twin.entry_file = fi;
    twin.shared = false;
    array_push(&H->tmp, &H->roots, twin);
}

/* util_call, and a partial handed over binds the parameters of the function it wraps
 * (partial_entry, partial_root) */
static bool util_call_entry(Hot *H, int32_t fi, const IrSite *s, const IrArg *a, const char *method) {
    Target w[PARTIAL_MAX_TARGETS];
    int nw = 0;
    const IrSite *pe = method ? NULL : partial_entry(H, fi, s, a, w, &nw);
    int32_t ex[PARTIAL_MAX_TARGETS];
    bool wsh[PARTIAL_MAX_TARGETS];
    for (int j = 0; j < nw; j++) {
        ex[j] = -1;
        for (uint32_t k = 0; k < H->roots.size && ex[j] < 0; k++)
            if (callable_root(&H->roots.contents[k], w[j])) ex[j] = (int32_t)k;
        wsh[j] = ex[j] >= 0 && H->roots.contents[ex[j]].shared;
    }
    bool grew = util_call(H, fi, s, a, method);
    for (int j = 0; j < nw; j++) partial_root(H, fi, pe, w[j], ex[j], wsh[j], &grew);
    return grew;
}

/* Call sites of every timing utility, builtin or detected, to a small fixpoint. */
static void find_util_roots(Hot *H) {
    for (uint32_t i = 0; i < H->nfiles; i++)
        if (H->files[i].ir) detect_utils(H, (int32_t)i);
    uint32_t scanned = 0;
    for (int round = 0; round < HOT_UTIL_ROUNDS; round++) {
        scan_callers(H, scanned);
        scanned = H->utils.size;
        bool grew = false;
        for (uint32_t fi = 0; fi < H->nfiles; fi++) {
            IrFile *f = H->files[fi].ir;
            if (!f) continue;
            for (uint32_t si = 0; si < f->sites.size; si++) {
                const IrSite *s = &f->sites.contents[si];
                if (s->kind != IR_SITE_CALL || !s->callee || region_is_cold(f, s->region)) continue;
                const TimingUtil *bu = builtin_util(H, (int32_t)fi, s);
                if (bu) {
                    /* the first round made these roots; asking again would mark them shared (as
                     * if another call handed them over) and drop their entries */
                    if (round > 0) continue;
                    /* fvcore's `benchmark(func, name, kwargs_list)` calls func(**kwargs) once per
                     * configuration, as setup, and times the callable it returns (detectron2's
                     * op benchmarks): func is a factory */
                    if (str_eq(s->qual, "fvcore.common.benchmark.benchmark")) {
                        const IrArg *fa = arg_find(s, 0, "func");
                        Sym F = fa && fa->text && fa->func < 0 ? call_target(H, resolve_value(H, (int32_t)fi, s->func, fa->text, s->loc.line, 0)) : sym_none;
                        uint32_t before = H->roots.size;
                        if (F.kind == SYM_FUNC) root_returned(H, F, &grew);
                        for (uint32_t k = before; k < H->roots.size; k++) H->roots.contents[k].host_timed = true;
                        continue;
                    }
                    uint32_t before = H->roots.size;
                    grew |= util_call_entry(H, (int32_t)fi, s, arg_find(s, bu->arg_index, bu->arg_name), NULL);
                    for (uint32_t k = before; k < H->roots.size; k++) {
                        Root *nr = &H->roots.contents[k];
                        if (nr->kind != ROOT_DO_BENCH || nr->shared || nr->entry) continue;
                        nr->entry = utility_entry(H, s, bu);
                        nr->entry_file = (int32_t)fi;
                    }
                    continue;
                }
                const char *lc = s->method ? s->method : last_comp(s->callee);
                if (!util_named(H, lc)) continue;
                TargetArray *t = resolve_site(H, (int32_t)fi, (int32_t)si);
                if (!is_py(f) && !t->size) {
                    /* C/C++: a translation unit sees the utility through an #include (llm.c's
                     * `benchmark_kernel(repeats, launcher, args...)` in common.h) */
                    for (uint32_t u = 0; u < H->utils.size; u++) {
                        const Util ut = H->utils.contents[u];
                        if (ut.method || !str_eq(ut.name, lc) || is_py(hf_ir(H, ut.file))) continue;
                        grew |= util_call(H, (int32_t)fi, s, arg_find(s, ut.pos, ut.pname), NULL);
                    }
                    continue;
                }
                for (uint32_t k = 0; k < t->size; k++) {
                    for (uint32_t u = 0; u < H->utils.size; u++) {
                        const Util ut = H->utils.contents[u];
                        if (ut.file != t->contents[k].file || ut.func != t->contents[k].func) continue;
                        const IrFunc *uf = func_at(hf_ir(H, ut.file), ut.func);
                        int32_t shift = (s->method && uf && uf->cls >= 0 && !(uf->flags & IR_FF_STATIC)) ? 1 : 0;
                        grew |= util_call_entry(H, (int32_t)fi, s, arg_find(s, ut.pos - shift, ut.pname), ut.method);
                    }
                }
            }
        }
        if (!grew && scanned == H->utils.size) break;
    }
}

static bool deco_matches(const HotConfig *cfg, const IrFunc *fn) {
    for (uint32_t d = 0; d < fn->decorators.size; d++)
        for (uint32_t k = 0; k < cfg->root_decorators.size; k++)
            if (name_matches(fn->decorators.contents[d], cfg->root_decorators.contents[k])) return true;
    return false;
}

/* Timer functions configured beyond the defaults (which the frontends pair themselves): in each
 * function, the code between the first and the last call to one of them is timed. */
static void find_config_spans(Hot *H, int32_t fi) {
    static const char *const chrono[] = {"std::chrono::steady_clock::now", "std::chrono::high_resolution_clock::now",
                                         "std::chrono::system_clock::now", NULL};
    IrFile *f = H->files[fi].ir;
    StrArray extra = {0};
    for (uint32_t k = 0; k < H->cfg->timer_funcs.size; k++) {
        const char *t = H->cfg->timer_funcs.contents[k];
        bool known = ir_is_py_clock(t);
        for (int b = 0; chrono[b] && !known; b++) known = str_eq(t, chrono[b]);
        if (!known && t) array_push(&H->tmp, &extra, t);
    }
    if (!extra.size) return;
    for (uint32_t fn = 0; fn < f->funcs.size; fn++) {
        const I32Array *fs = &H->files[fi].fsites[fn];
        int32_t first = -1, last = -1;
        for (uint32_t k = 0; k < fs->size; k++) {
            const IrSite *s = &f->sites.contents[fs->contents[k]];
            if (s->kind != IR_SITE_CALL || region_is_cold(f, s->region)) continue;
            bool m = false;
            for (uint32_t e = 0; e < extra.size && !m; e++) m = str_eq(s->qual, extra.contents[e]) || str_eq(s->callee, extra.contents[e]);
            if (!m) continue;
            if (first < 0) first = fs->contents[k];
            last = fs->contents[k];
        }
        if (first < 0 || last == first) continue;
        Span sp = {fi, (int32_t)fn, first, last, {0}};
        array_push(&H->tmp, &H->spans, sp);
        const IrSite *a = &f->sites.contents[first];
        root_add(H, fi, (int32_t)fn, -2 - (int32_t)(H->spans.size - 1), is_py(f) ? ROOT_TIMER : ROOT_CHRONO, a->loc.line, a->loc.col);
    }
}

/* A clock helper: a small project function or lambda that synchronizes the GPU and returns a
 * host clock read (tutel's `def record_time(): torch.cuda.synchronize(); return time.time()`,
 * `wait = lambda: torch.cuda.synchronize() or time.perf_counter()`, YOLO's `time_sync()`).
 * Without the sync it is a plain clock under another name (asyncio's `loop.time()`, read by
 * tests of timeouts), and is left alone. */
static bool clock_helper(Hot *H, Target t) {
    IrFile *f = hf_ir(H, t.file);
    const IrFunc *fn = func_at(f, t.func);
    if (!fn || !is_py(f) || fn->flags & IR_FF_MODULE || !H->files[t.file].fsites) return false;
    const I32Array *fs = &H->files[t.file].fsites[t.func];
    if (fs->size > 8) return false;
    bool synced = false;
    for (uint32_t k = 0; k < fs->size && !synced; k++) synced = ir_is_sync_call(&f->sites.contents[fs->contents[k]]);
    for (uint32_t k = 0; synced && k < fs->size; k++) {
        const IrSite *c = &f->sites.contents[fs->contents[k]];
        bool clock = c->kind == IR_SITE_CALL && ir_is_py_clock(c->qual);
        if (!clock) continue;
        if (fn->flags & IR_FF_LAMBDA) return true;
        uint32_t n = 0;
        const char *line = f->src ? src_line(f->src, c->loc.line, &n) : NULL;
        if (!line) return false;
        uint32_t i = indent_of(line, n);
        return n - i > 7 && !strncmp(line + i, "return ", 7);
    }
    return false;
}

static const char *const clock_hints[] = {"time", "now", "clock", "tic", "toc", "wait", "sync", "stamp", NULL};

static bool clock_hinted(const char *lc, size_t n) {
    for (int h = 0; clock_hints[h]; h++) {
        size_t hl = strlen(clock_hints[h]);
        for (size_t i = 0; i + hl <= n; i++)
            if (!memcmp(lc + i, clock_hints[h], hl)) return true;
    }
    return false;
}

/* Timed regions between two calls of a clock helper in one function: `t0 = record_time()` ...
 * `t1 = record_time()`, paired in source order (first with second, third with fourth) when
 * both sit in the same block. The helper's own sync is the bracket and is not walked. */
static bool helper_candidate(const IrFile *f, const IrSite *s) {
    if (s->kind != IR_SITE_CALL || !s->callee || s->flags & IR_SF_STATEMENT || s->args.size || region_is_cold(f, s->region))
        return false;
    const char *lc = last_comp(s->callee);
    if (ir_is_py_clock(s->qual)) return false;
    return clock_hinted(lc, strlen(lc));
}

/* The names of the clock helpers of the files parsed so far (a helper reads a clock, a trigger
 * word, so its file is among them): most trees have none, and then no call is resolved for
 * them (on the standard library, 600 calls named like `loop.time()` or `get_time()`). */
static void index_clock_helpers(Hot *H) {
    H->helpers_indexed = true;
    for (uint32_t fi = 0; fi < H->nfiles; fi++) {
        const IrFile *f = H->files[fi].ir;
        if (!f || !is_py(f) || !H->files[fi].fsites) continue;
        for (uint32_t j = 0; j < f->funcs.size; j++) {
            const IrFunc *fn = &f->funcs.contents[j];
            if (!clock_helper(H, (Target){(int32_t)fi, (int32_t)j})) continue;
            const char *name = fn->flags & IR_FF_LAMBDA ? "<lambda>" : fn->name;
            bool dup = false;
            for (uint32_t k = 0; k < H->helper_names.size && !dup; k++) dup = str_eq(H->helper_names.contents[k], name);
            if (!dup && name) array_push(&H->tmp, &H->helper_names, name);
        }
    }
}

static bool helper_named(const Hot *H, const char *lc) {
    for (uint32_t k = 0; k < H->helper_names.size; k++)
        if (str_eq(H->helper_names.contents[k], lc) || str_eq(H->helper_names.contents[k], "<lambda>")) return true;
    return false;
}

static void find_helper_spans(Hot *H, int32_t fi) {
    IrFile *f = H->files[fi].ir;
    if (!is_py(f)) return;
    if (!H->helpers_indexed) index_clock_helpers(H);
    if (!H->helper_names.size) return;
    for (uint32_t fn = 0; fn < f->funcs.size; fn++) {
        const I32Array *fs = &H->files[fi].fsites[fn];
        int32_t open = -1;
        for (uint32_t k = 0; k < fs->size; k++) {
            int32_t si = fs->contents[k];
            const IrSite *s = &f->sites.contents[si];
            if (!helper_candidate(f, s) || !helper_named(H, last_comp(s->callee))) continue;
            /* a pair needs the same call twice in the function: resolve nothing else */
            bool twice = false;
            for (uint32_t j = 0; j < fs->size && !twice; j++) {
                const IrSite *o = &f->sites.contents[fs->contents[j]];
                twice = j != k && str_eq(o->callee, s->callee) && helper_candidate(f, o);
            }
            if (!twice) continue;
            /* a helper reads a clock, a trigger word: its file is parsed already, and a miss
             * asks partial parsing for nothing */
            bool was = H->probing;
            H->probing = true;
            Sym t = call_target(H, resolve_value(H, fi, (int32_t)fn, s->callee, s->loc.line, 0));
            H->probing = was;
            if (t.kind != SYM_FUNC || !clock_helper(H, (Target){t.file, t.idx})) continue;
            if (open < 0 || f->sites.contents[open].region != s->region) { open = si; continue; }
            Span sp = {fi, (int32_t)fn, open, si, {0}};
            array_push(&H->tmp, &H->spans, sp);
            const IrSite *a = &f->sites.contents[open];
            root_add(H, fi, (int32_t)fn, -2 - (int32_t)(H->spans.size - 1), ROOT_TIMER, a->loc.line, a->loc.col);
            open = -1;
        }
    }
}

/* A clock read in a context manager's __enter__/__exit__ or a @contextmanager generator. */
static bool is_clock_call(const IrSite *s) {
    if (s->kind != IR_SITE_CALL) return false;
    if (ir_is_py_clock(s->qual)) return true;
    return str_eq(s->method, "record") || str_eq(s->method, "elapsed_time");
}

/* The clock reads of function fn: host clocks, event records and elapsed_time reads (each may
 * be NULL); returns their total. */
static int clock_calls_by_kind(Hot *H, Sym fn, int *host, int *rec, int *read) {
    int h = 0, r = 0, e = 0;
    IrFile *f = fn.kind == SYM_FUNC ? hf_ir(H, fn.file) : NULL;
    const I32Array *fs = f ? &H->files[fn.file].fsites[fn.idx] : NULL;
    for (uint32_t k = 0; fs && k < fs->size; k++) {
        const IrSite *c = &f->sites.contents[fs->contents[k]];
        if (!is_clock_call(c)) continue;
        if (str_eq(c->method, "record")) r++;
        else if (str_eq(c->method, "elapsed_time")) e++;
        else h++;
    }
    if (host) *host = h;
    if (rec) *rec = r;
    if (read) *read = e;
    return h + r + e;
}

static int clock_calls(Hot *H, Sym fn) { return clock_calls_by_kind(H, fn, NULL, NULL, NULL); }

/* A @contextmanager generator reads a clock after its last `yield` (the end of what the `with`
 * body did). One whose reads all come before it waits for something with a deadline (a file
 * lock: `deadline = monotonic() + timeout; while not locked: if monotonic() > deadline: ...`,
 * then `yield`) and times nothing. True when no `yield` line is found (nothing to go by). */
static bool clock_after_yield(Hot *H, Sym fn) {
    IrFile *f = hf_ir(H, fn.file);
    const IrFunc *g = f ? func_at(f, fn.idx) : NULL;
    if (!g || !f->src) return true;
    uint32_t y = 0;   /* the last one: an earlier `yield` may be an early exit (`except: yield None; return`) */
    for (uint32_t ln = g->body.line; ln <= g->body.end_line; ln++) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (t && stmt_starts(t, n, "yield")) y = ln;
    }
    if (!y) return true;
    const I32Array *fs = &H->files[fn.file].fsites[fn.idx];
    for (uint32_t k = 0; k < fs->size; k++) {
        const IrSite *c = &f->sites.contents[fs->contents[k]];
        if (c->loc.line > y && is_clock_call(c)) return true;
    }
    return false;
}

/* Is `with <s>:` a timer? A class whose __enter__ and __exit__ both read a clock, a
 * @contextmanager function reading one twice (around its yield), or, when the name resolves
 * to nothing in the project (a library), a name that says so: `Timer`, `CudaTimer`,
 * `timer("fwd")`, `Stopwatch`, `timing(...)`, `timed(...)`. */
static bool callee_is_timer(Hot *H, int32_t fi, int32_t func, const char *callee, uint32_t line, Sym *resolved) {
    Sym v = str_starts(callee, "self.") && func == 0 ? sym_none : resolve_value(H, fi, func, callee, line, 0);
    if (resolved) *resolved = v;
    if (v.kind == SYM_CLASS)
        return clock_calls(H, find_method(H, v.file, v.idx, "__enter__", 0)) > 0 &&
               clock_calls(H, find_method(H, v.file, v.idx, "__exit__", 0)) > 0;
    if (v.kind == SYM_FUNC) {
        IrFile *f = hf_ir(H, v.file);
        bool cm = is_contextmanager(f ? func_at(f, v.idx) : NULL);
        /* events recorded around the yield time something only when read (`elapsed_time`) or
         * made with timing on; quack's `gather()` records plain events to order streams */
        int host, rec, read;
        if (!cm || clock_calls_by_kind(H, v, &host, &rec, &read) < 2) return false;
        return (host >= 2 || (rec >= 2 && read > 0)) && clock_after_yield(H, v);
    }
    if (v.kind != SYM_NONE) return false;
    char low[64];
    const char *name = last_comp(callee);
    size_t n = strlen(name);
    if (!n || n >= sizeof low) return false;
    for (size_t i = 0; i <= n; i++) low[i] = (char)tolower((unsigned char)name[i]);
    return strstr(low, "timer") || strstr(low, "stopwatch") || !strcmp(low, "timing") || !strcmp(low, "timed");
}

/* A timing context manager class whose __exit__ only logs its reading (torchtitan's
 * `log_trace_span`: `logger.info("%s took %.3f", self.name, time.perf_counter() - self.t0)`):
 * each clock read of __exit__ is in a log line or bound to a name only log lines use, and
 * neither __enter__ nor __exit__ synchronizes the device. */
static bool exit_only_logs(Hot *H, Sym cls) {
    Sym ex = find_method(H, cls.file, cls.idx, "__exit__", 0), en = find_method(H, cls.file, cls.idx, "__enter__", 0);
    IrFile *f = ex.kind == SYM_FUNC ? hf_ir(H, ex.file) : NULL;
    const IrFunc *fn = f ? func_at(f, ex.idx) : NULL;
    if (!fn || !f->src) return false;
    int reads = 0;
    for (int m = 0; m < 2; m++) {
        Sym me = m ? en : ex;
        if (me.kind != SYM_FUNC) continue;
        IrFile *mf = hf_ir(H, me.file);
        const I32Array *fs = &H->files[me.file].fsites[me.idx];
        for (uint32_t k = 0; k < fs->size; k++) {
            const IrSite *c = &mf->sites.contents[fs->contents[k]];
            if (ir_is_sync_call(c)) return false;
            if (m || !is_clock_call(c)) continue;
            reads++;
            uint32_t n = 0;
            const char *t = src_line(f->src, c->loc.line, &n);
            char var[128];
            if (t && log_line(t, n)) continue;
            if (t && line_binds(t, n, var, sizeof var) && uses_only(f, fn, var, c->loc.line, 0, USE_LOGGED)) continue;
            return false;
        }
    }
    return reads > 0;
}

/* A @contextmanager whose every host timer's reading is only logged (tilelang's `jit_phase`:
 * `logger.info("phase done: %s elapsed=%.3fs", ...)`), used where nothing says benchmark, times
 * a library phase for a log line, like an instrumentation timer (region_oneshot). Not when the
 * `with` body repeats work (`for _ in range(10): fit(x)`) or the manager synchronizes the device
 * around its yield (CuPy's examples: `sync; start = time.time(); yield; sync; print(...)`): that
 * is a measurement, whatever it does with the reading. */
static bool with_instrumentation(Hot *H, int32_t fi, const IrSite *s, Sym v, bool repeats) {
    IrFile *wf = hf_ir(H, fi);
    if (repeats || !wf || !is_py(wf) || says_benchmark(wf, s->func)) return false;
    if (v.kind == SYM_CLASS) {
        /* a span class, used outside any loop (a step's span repeats with its loop) */
        for (int32_t r = s->region, st = 0; r >= 0 && (uint32_t)r < wf->regions.size && st < 64; st++) {
            if (wf->regions.contents[r].kind == IR_REGION_LOOP) return false;
            r = wf->regions.contents[r].parent;
        }
        return exit_only_logs(H, v);
    }
    if (v.kind != SYM_FUNC) return false;
    IrFile *f = hf_ir(H, v.file);
    const I32Array *vs = f ? &H->files[v.file].fsites[v.idx] : NULL;
    for (uint32_t k = 0; vs && k < vs->size; k++)
        if (ir_is_sync_call(&f->sites.contents[vs->contents[k]])) return false;
    int timers = 0;
    for (uint32_t r = 0; f && r < f->regions.size; r++) {
        const IrRegion *g = &f->regions.contents[r];
        if (g->kind != IR_REGION_TIMED || g->func != v.idx) continue;
        if (g->timer != IR_TIMER_HOST || !end_only_logged(f, g)) return false;
        timers++;
    }
    return timers > 0;
}

static bool with_is_timer(Hot *H, int32_t fi, const IrSite *s, bool repeats) {
    /* a timer switched off where it is made (warp's `wp.ScopedTimer("x", active=False)`) */
    for (uint32_t a = 0; a < s->args.size; a++) {
        const IrArg *x = &s->args.contents[a];
        if (x->name && (str_eq(x->name, "active") || str_eq(x->name, "enabled") || str_eq(x->name, "enable")) &&
            str_eq(x->text, "False"))
            return false;
    }
    /* `with measure_time("Time to load model: {time:.02f} seconds"):` times a setup phase
     * (torchchat's builder: loading, quantizing, exporting), as its label says */
    for (uint32_t a = 0; a < s->args.size; a++) {
        const IrArg *x = &s->args.contents[a];
        if (x->kind == IR_KIND_STRING && x->text && names_setup(x->text, (uint32_t)strlen(x->text))) return false;
    }
    Sym v;
    return callee_is_timer(H, fi, s->func, s->callee, s->loc.line, &v) && !with_instrumentation(H, fi, s, v, repeats);
}

/* Partial parsing (pychunk.h) drops top-level statements and methods no trigger word or name
 * needs; some roots have none in their own text. want_dropped asks for each dropped def or
 * method of a parsed file whose text [b, e) the predicate wants, so the next round parses and
 * analyses it. */
typedef bool (*ChunkWants)(Hot *H, int32_t fi, const char *b, const char *e);

static void want_dropped(Hot *H, ChunkWants wants) {
    for (uint32_t fi = 0; fi < H->nfiles; fi++) {
        const ProgFile *pf = H->prog->files.contents[fi];
        if (pf->state != PF_PARSED || !pf->chunks || !H->files[fi].ir || !pf->ir || !pf->ir->src) continue;
        const char *text = pf->ir->src->text;
        const PyChunks *cs = pf->chunks;
        for (uint32_t k = 0; k < cs->n; k++) {
            const PyChunk *c = &cs->v[k];
            if (c->keep || !c->name_len || (c->kind != PYCHUNK_DEF && c->kind != PYCHUNK_METHOD)) continue;
            if (wants(H, (int32_t)fi, text + c->start, text + c->end)) prog_want(H->prog, (int32_t)fi, chunk_name(H, cs, c, text));
        }
    }
}

/* a `with X(...)` whose X is a timer (resolved from module scope; `self.X` by its name only) */
static bool chunk_with_timer(Hot *H, int32_t fi, const char *b, const char *e) {
    for (const char *p = b; p < e;) {
        const char *w = memmem(p, (size_t)(e - p), "with ", 5);
        if (!w) break;
        p = w + 5;
        const char *l = w;
        while (l > b && (l[-1] == ' ' || l[-1] == '\t')) l--;
        if (l - b >= 6 && !strncmp(l - 6, "async ", 6)) l -= 6;
        while (l > b && (l[-1] == ' ' || l[-1] == '\t')) l--;
        if (l > b && l[-1] != '\n') continue;   /* `with` opening a statement */
        const char *q = p;
        while (q < e && (is_ident_char(*q) || *q == '.')) q++;
        if (q == p || q >= e || *q != '(' || (size_t)(q - p) >= 256) continue;
        char callee[256];
        memcpy(callee, p, (size_t)(q - p));
        callee[q - p] = 0;
        /* a manager left out itself holds no clock read (that is a trigger word): no need to
         * parse it to know it is not a timer */
        H->probing = true;
        bool want = callee_is_timer(H, fi, 0, callee, 0, NULL);
        H->probing = false;
        if (want) return true;
    }
    return false;
}

/* the value of a call of a clock helper's name used (`t0 = time_sync()`, `t += system.record_time()
 * - t`), resolving from module scope to a clock helper */
static bool chunk_clock_helper(Hot *H, int32_t fi, const char *b0, const char *e) {
    for (const char *p = b0; p < e;) {
        const char *w = memmem(p, (size_t)(e - p), "()", 2);
        if (!w) break;
        p = w + 2;
        const char *b = w;
        while (b > b0 && (is_ident_char(b[-1]) || b[-1] == '.')) b--;
        const char *lc = b;
        for (const char *q = b; q < w; q++) if (*q == '.') lc = q + 1;
        if (b == w || (size_t)(w - b) >= 256 || !clock_hinted(lc, (size_t)(w - lc))) continue;
        char last[256];
        memcpy(last, lc, (size_t)(w - lc));
        last[w - lc] = 0;
        if (!helper_named(H, last)) continue;
        /* its value used: `t = f()`, `t0 += f() - t`, `f() - t0` */
        const char *a = b;
        while (a > b0 && a[-1] == ' ') a--;
        if (a == b0 || !strchr("=-+(,", a[-1])) continue;
        char callee[256];
        memcpy(callee, b, (size_t)(w - b));
        callee[w - b] = 0;
        H->probing = true;
        Sym t = call_target(H, resolve_value(H, fi, 0, callee, 0, 0));
        bool want = t.kind == SYM_FUNC && clock_helper(H, (Target){t.file, t.idx});
        H->probing = false;
        if (want) return true;
    }
    return false;
}

/* `with Timer(...) [as t]:` in a function: its body (the lines indented under it) is timed. */
static void find_with_timers(Hot *H, int32_t fi) {
    IrFile *f = H->files[fi].ir;
    if (!is_py(f) || !f->src) return;
    for (uint32_t si = 0; si < f->sites.size; si++) {
        const IrSite *s = &f->sites.contents[si];
        if (s->kind != IR_SITE_CALL || !s->callee || s->func < 0 || region_is_cold(f, s->region)) continue;
        uint32_t n = 0;
        const char *t = src_line(f->src, s->loc.line, &n);
        if (!t) continue;
        uint32_t ind = indent_of(t, n);
        const char *p = t + ind;
        size_t rest = n - ind;
        if (rest > 11 && !strncmp(p, "async with ", 11)) p += 6, rest -= 6;
        if (rest < 6 || strncmp(p, "with ", 5) || s->loc.col <= ind + 1) continue;
        /* the body: following lines indented deeper than the `with` (blank and comment lines
         * inside it included), from the line after the call's last line */
        uint32_t last = 0;
        for (uint32_t ln = s->loc.end_line + 1;; ln++) {
            uint32_t m = 0;
            const char *u = src_line(f->src, ln, &m);
            if (!u) break;
            uint32_t i = indent_of(u, m);
            if (i == m || u[i] == '#') continue;
            if (i <= ind) break;
            last = ln;
        }
        if (!last) continue;
        bool repeats = false;   /* the body holds a loop repeating work */
        for (uint32_t r = 0; r < f->regions.size && !repeats; r++) {
            const IrRegion *g = &f->regions.contents[r];
            repeats = g->kind == IR_REGION_LOOP && g->func == s->func && g->loc.line > s->loc.end_line &&
                      g->loc.line <= last && repetition_loop(f, g);
        }
        if (!with_is_timer(H, fi, s, repeats)) continue;
        Span sp = {fi, s->func, (int32_t)si, -1, {.line = last + 1, .col = 0}};
        array_push(&H->tmp, &H->spans, sp);
        root_add(H, fi, s->func, -2 - (int32_t)(H->spans.size - 1), ROOT_TIMER, s->loc.line, s->loc.col);
    }
}

/* Is a decorator of fn a timing decorator: a function that is a utility timing its first
 * parameter (`@timed` with `def timed(fn): def wrapper(*a): <timer> fn(*a) ...`), or a factory
 * one of whose nested functions is one (`@perftest()` returning `decorator(func)`)? The
 * decorated function then runs whole inside the wrapper's timer. */
static bool timing_decorator(Hot *H, int32_t fi, const IrFunc *fn) {
    if (!H->utils.size || !is_py(hf_ir(H, fi))) return false;
    for (uint32_t d = 0; d < fn->decorators.size; d++) {
        const char *dt = fn->decorators.contents[d];
        if (!dt || !*dt) continue;
        Sym t = call_target(H, resolve_value(H, fi, fn->parent > 0 ? fn->parent : 0, dt, fn->loc.line, 0));
        if (t.kind != SYM_FUNC) continue;
        IrFile *tf = hf_ir(H, t.file);
        for (uint32_t u = 0; u < H->utils.size; u++) {
            const Util *ut = &H->utils.contents[u];
            if (ut->file != t.file || ut->pos != 0 || ut->method) continue;
            const IrFunc *uf = func_at(tf, ut->func);
            if (uf && (ut->func == t.idx || uf->parent == t.idx)) return true;
        }
    }
    return false;
}

/* Hugging Face kernels' harness (`from kernels.benchmark import Benchmark`): it times every
 * `benchmark_<case>` method of a `Benchmark` subclass, with `setup_<case>` and `verify_<case>`
 * around it (kernels-community: 47 methods in 16 files). */
static bool harness_method(const IrFile *f, const IrFunc *fn) {
    if (!fn->name || strncmp(fn->name, "benchmark_", 10) || !fn->name[10] || fn->cls < 0 || (uint32_t)fn->cls >= f->classes.size ||
        fn->flags & (IR_FF_NESTED | IR_FF_LAMBDA | IR_FF_STATIC))
        return false;
    const IrClass *c = &f->classes.contents[fn->cls];
    for (uint32_t b = 0; b < c->bases.size; b++)
        if (str_eq(last_comp(c->bases.contents[b]), "Benchmark")) return true;
    return false;
}

static void find_roots(Hot *H, int32_t fi) {
    IrFile *f = H->files[fi].ir;
    find_config_spans(H, fi);
    find_helper_spans(H, fi);
    find_with_timers(H, fi);
    for (uint32_t j = 0; j < f->funcs.size; j++) {
        const IrFunc *fn = &f->funcs.contents[j];
        if (fn->flags & (IR_FF_MODULE | IR_FF_LAMBDA)) continue;
        /* a free function by that name that calls a parameter is a harness handed the work
         * (`def benchmark_fn(fn, warmup, iters)`: torchao's attention benchmark), not the work:
         * its callers' callables are timed through it like any utility's */
        bool harness_fn = fn->cls < 0 && H->files[fi].pguard && (H->files[fi].pguard[j] & 2);
        for (uint32_t k = 0; k < H->cfg->root_methods.size && !harness_fn; k++)
            if (str_eq(fn->name, H->cfg->root_methods.contents[k])) root_add_func(H, fi, (int32_t)j, ROOT_BENCHMARK_FN);
        if (harness_method(f, fn)) root_add_func(H, fi, (int32_t)j, ROOT_BENCHMARK_FN);
        if (deco_matches(H->cfg, fn) || (fn->decorators.size && timing_decorator(H, fi, fn))) {
            /* a decorated factory (tritonbench's @register_benchmark): what it returns is timed */
            bool grew = false;
            Sym me = {SYM_FUNC, fi, (int32_t)j, NULL};
            if (!deco_matches(H->cfg, fn) || !root_returned(H, me, &grew)) root_add_func(H, fi, (int32_t)j, ROOT_DECORATOR);
        }
    }
    for (uint32_t r = 0; r < f->regions.size; r++) {
        const IrRegion *R = &f->regions.contents[r];
        if (R->kind != IR_REGION_TIMED || region_is_cold(f, (int32_t)r)) continue;
        RootKind k = R->timer == IR_TIMER_EVENT ? ROOT_EVENT : R->timer == IR_TIMER_CUDA_EVENT ? ROOT_CUDA_EVENT
                   : R->timer == IR_TIMER_CHRONO ? ROOT_CHRONO : ROOT_TIMER;
        Loc at = R->loc;
        if (R->start_site >= 0 && (uint32_t)R->start_site < f->sites.size) at = f->sites.contents[R->start_site].loc;
        root_add(H, fi, R->func, (int32_t)r, k, at.line, at.col);
    }
}

static int cmp_root(const void *a, const void *b) {
    const Root *x = a, *y = b;
    if (x->file != y->file) return x->file < y->file ? -1 : 1;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    if (x->col != y->col) return x->col < y->col ? -1 : 1;
    if (x->kind != y->kind) return x->kind < y->kind ? -1 : 1;
    if (x->func != y->func) return x->func < y->func ? -1 : 1;
    return x->region < y->region ? -1 : x->region > y->region;
}

/* ------------------------------------------------------------------------------------------ */
/* the walk                                                                                   */

#define HOT_MAX_NODES (2u << 20)   /* whole-run budget: a pathological tree stops growing here */

static bool dominated(uint8_t mask, int loop, int cond) {
    for (int st = 0; st < 4; st++) {
        if (!(mask & (1u << st))) continue;
        if ((st >> 1) >= loop && (st & 1) <= cond) return true;
    }
    return false;
}

static void limit_hit(Hot *H, int32_t fi, Loc loc, const char *what) {
    if (!H->limits) return;
    for (uint32_t i = 0; i < H->limits->size; i++)
        if (H->limits->contents[i].file == fi) return;
    loc.path = H->prog->files.contents[fi]->path;
    HotLimit l = {fi, loc, what};
    array_push(H->run, H->limits, l);
}

/* Across roots: a walk of this function by an earlier root in a state at least as hot (in_loop
 * >=, conditional <=, exempt <=), no deeper and with the same self class reached every site at
 * least as well, and so did everything below it (depths grow alike): this walk cannot improve any
 * reach, since ties go to the earlier root. Skipping it keeps many roots over one shared library
 * linear instead of multiplicative. */
/* The self file a visit is keyed on: an exact-class walk (fewer dispatch targets) neither stands
 * for nor is skipped for a walk whose instance may be a subclass. */
static int32_t visit_sfile(const Node *n) { return n->exact ? -2 - n->sfile : n->sfile; }

static bool globally_dominated(HFile *h, const Node *n) {
    GVisit *g = &h->gv[(size_t)n->func * 8];
    for (int st = 0; st < 8; st++) {
        int l = st >> 2, c = (st >> 1) & 1, e = st & 1;
        if (l >= n->loop && c <= n->cond && e <= n->exempt && g[st].depth <= n->depth &&
            g[st].sfile == visit_sfile(n) && g[st].scls == n->scls)
            return true;
    }
    int me = n->loop * 4 + n->cond * 2 + n->exempt;
    if (n->depth < g[me].depth) g[me] = (GVisit){n->depth, visit_sfile(n), n->scls};
    return false;
}

static bool call_prunes(const HFile *h, int32_t func, const IrFile *cf, const IrSite *call);

/* A walk its call prunes (some `if <param> is None:` branch dead for that call) stands for no
 * other walk, but the same call site entering the same function in the same or a hotter state
 * is the same walk: without this a recursive helper with a parameter guard was walked once per
 * path to it (TransformerEngine's `_uses_identity_quantizer`: 2 million nodes for one root). */
typedef struct PVisit { int32_t file, func, lfile, via, sfile, scls; uint16_t depth; uint8_t st, used; } PVisit;

static uint32_t pv_hash(int32_t file, int32_t func, int32_t lfile, int32_t via, int32_t sfile, int32_t scls, uint8_t st) {
    uint64_t h = (uint64_t)(uint32_t)file * 0x9E3779B97F4A7C15ull;
    h ^= (uint64_t)(uint32_t)func + 0x632BE59BD9B4E019ull + (h << 6) + (h >> 2);
    h ^= (uint64_t)(uint32_t)lfile * 0xC2B2AE3D27D4EB4Full + (h << 6) + (h >> 2);
    h ^= (uint64_t)(uint32_t)via + (h << 6) + (h >> 2);
    h ^= (uint64_t)(uint32_t)sfile * 0x165667B19E3779F9ull + (uint64_t)(uint32_t)scls + (h << 6) + (h >> 2);
    h ^= st;
    h *= 0xFF51AFD7ED558CCDull;
    return (uint32_t)(h ^ (h >> 29));
}

static PVisit *pv_slot(Hot *H, const Node *n, uint8_t st) {
    uint32_t i = pv_hash(n->file, n->func, n->line_file, n->via, visit_sfile(n), n->scls, st) & (H->pvcap - 1);
    for (;; i = (i + 1) & (H->pvcap - 1)) {
        PVisit *v = &H->pv[i];
        if (!v->used || (v->file == n->file && v->func == n->func && v->lfile == n->line_file && v->via == n->via &&
                         v->sfile == visit_sfile(n) && v->scls == n->scls && v->st == st))
            return v;
    }
}

/* true when an equal or hotter walk through the same call was made; else records this one */
static bool pruned_seen(Hot *H, const Node *n) {
    if (H->pvn * 2 >= H->pvcap) {
        PVisit *old = H->pv;
        uint32_t oc = H->pvcap;
        H->pvcap = oc ? oc * 2 : 1024;
        H->pv = arena_alloc(&H->tmp, H->pvcap * sizeof(PVisit));
        memset(H->pv, 0, H->pvcap * sizeof(PVisit));
        for (uint32_t i = 0; i < oc; i++)
            if (old[i].used) {
                Node k = {.file = old[i].file, .func = old[i].func, .line_file = old[i].lfile, .via = old[i].via,
                          .sfile = old[i].sfile, .scls = old[i].scls};
                *pv_slot(H, &k, old[i].st) = old[i];
            }
    }
    for (int st = 0; st < 8; st++) {
        int l = st >> 2, c = (st >> 1) & 1, e = st & 1;
        if (l < n->loop || c > n->cond || e > n->exempt) continue;
        const PVisit *v = pv_slot(H, n, (uint8_t)st);
        if (v->used && v->depth <= n->depth) return true;
    }
    uint8_t me = (uint8_t)(n->loop * 4 + n->cond * 2 + n->exempt);
    PVisit *v = pv_slot(H, n, me);
    if (!v->used) {
        *v = (PVisit){n->file, n->func, n->line_file, n->via, visit_sfile(n), n->scls, n->depth, me, 1};
        H->pvn++;
    } else if (n->depth < v->depth) v->depth = n->depth;
    return false;
}

static bool globally_dominated_peek(const HFile *h, const Node *n) {
    const GVisit *g = &h->gv[(size_t)n->func * 8];
    for (int st = 0; st < 8; st++) {
        int l = st >> 2, c = (st >> 1) & 1, e = st & 1;
        if (l >= n->loop && c <= n->cond && e <= n->exempt && g[st].depth <= n->depth && g[st].sfile == visit_sfile(n) && g[st].scls == n->scls)
            return true;
    }
    return false;
}

static const IrSite *root_entry(Hot *H, const Node *n);

static void node_push(Hot *H, const Node *n, const IrSite *at) {
    HFile *h = &H->files[n->file];
    if (!h->ir) return;
    /* a walk that exempts a wrapper's bracketing syncs (brk) is less hot than one that does not:
     * it neither stands for one nor is skipped for one (it happens once per timer, at most twice) */
    if (n->region == -1 && !n->brk) {   /* a timer root walks only its region: it does not stand for the whole function */
        if (h->stamp[n->func] != H->gen) { h->stamp[n->func] = H->gen; h->mask[n->func] = 0; }
        if (dominated(h->mask[n->func], n->loop, n->cond)) return;
        /* a walk whose call leaves some `if <param> is [not] None:` branch dead (dead_for_call)
         * reaches a subset of the full walk: skipped after one, and it stands for nothing */
        bool pcall = n->via >= 0 && n->parent >= 0 && (h->pguard[n->func] & 2);
        if (!pcall && (h->pguard[n->func] & 2) && root_entry(H, n)) {
            /* a root whose utility's call binds the parameters it calls (partial_root): one walk
             * per such root */
        } else if (pcall) {
            /* what it calls depends on the arguments: one walk per call site */
            if (pruned_seen(H, n)) return;
        } else if (n->via >= 0 && (h->pguard[n->func] & 1) && n->parent >= 0 &&
            call_prunes(h, n->func, H->files[n->line_file].ir, &H->files[n->line_file].ir->sites.contents[n->via])) {
            if (globally_dominated_peek(h, n) || pruned_seen(H, n)) return;
        } else {
            if (globally_dominated(h, n)) return;
            h->mask[n->func] |= (uint8_t)(1u << (n->loop * 2 + n->cond));
        }
    }
    if (H->nodes.size >= HOT_MAX_NODES) {
        if (!H->budget_hit && at) limit_hit(H, H->nodes.contents[n->parent].file, at->loc, "the timed-path walk budget is spent; later chains are not followed");
        H->budget_hit = true;
        return;
    }
    /* one root may use an eighth of the run's budget, so that a pathological walk cannot
     * starve the roots after it (real roots make a few hundred nodes) */
    if (H->nodes.size - H->root_q0 >= HOT_MAX_NODES / 8) {
        if (!H->root_budget_hit && at)
            limit_hit(H, H->nodes.contents[n->parent].file, at->loc, "this timing root's walk budget is spent; its later chains are not followed");
        H->root_budget_hit = true;
        return;
    }
    array_push(&H->tmp, &H->nodes, *n);
}

/* `@lru_cache` / `@functools.cache` / `@cached_property` bodies run once per argument tuple,
 * not per iteration (flash-attn's `_get_device_arch()` queries the device on its first call
 * only), and so do repos' own memoizers (xformers `@compute_once`, `@memoize`, `@cached`): a
 * call into one is not followed. Matched on the decorator's last dotted name. */
/* A body that does not run as written Python on each call: a Triton/CuTe/Numba/JAX kernel
 * (`@triton.jit`, `@triton.autotune`, `@cute.jit`, `@numba.cuda.jit`, `@jax.jit`; its `.to(tl.float32)`
 * is device code) or a function compiled by `@torch.compile` / `@torch.jit.script` (traced once;
 * its allocations are the compiled graph's). A call into one is not followed. */
static bool compiled(const IrFunc *fn) {
    for (uint32_t d = 0; d < fn->decorators.size; d++) {
        const char *t = fn->decorators.contents[d], *n = last_comp(t);
        if (str_eq(n, "jit") || str_eq(n, "njit") || str_eq(n, "autotune") || str_eq(n, "heuristics")) return true;
        if (torch_compiler(t) || str_eq(t, "cute.kernel") || str_eq(t, "triton.constexpr_function")) return true;
        /* kernel DSLs whose decorated body is traced into device code, not run on the host per
         * call: hidet's `@hidet.script`, TVM's `@T.prim_func`, Warp's and Taichi's kernels */
        if (n != t && (str_eq(n, "script") || str_eq(n, "prim_func"))) return true;
        if ((str_eq(n, "kernel") || str_eq(n, "func")) && (str_starts(t, "wp.") || str_starts(t, "warp.") || str_starts(t, "ti.") || str_starts(t, "taichi.")))
            return true;
    }
    return false;
}

static bool memoized(const IrFunc *fn) {
    for (uint32_t d = 0; d < fn->decorators.size; d++) {
        const char *n = fn->decorators.contents[d], *dot = strrchr(n, '.');
        if (dot) n = dot + 1;
        size_t len = strlen(n);
        if (strstr(n, "cache") || strstr(n, "memo") || (len >= 4 && str_eq(n + len - 4, "once"))) return true;
    }
    return false;
}

/* A method memoized by hand: its first statement returns early when an attribute of self is
 * set (`if self._is_compiled: return self._cached_results`, `if self._plan is not None: return
 * self._plan`) and its body sets that attribute. After the first call it returns at once; the
 * rest is a one-time build (mirage's `KNGraph.compile`), like a lazy-init branch. */
static bool self_memoized(const IrFile *f, const IrFunc *fn) {
    if (!f->src || !fn->params.size || fn->flags & IR_FF_LAMBDA) return false;
    bool method = fn->cls >= 0 && !(fn->flags & IR_FF_STATIC);
    const char *self = fn->params.contents[0];
    size_t sl = strlen(self);
    uint32_t ln = fn->body.line, last = fn->body.end_line;
    uint32_t n = 0;
    const char *t = NULL;
    /* skip a docstring and blank/comment lines */
    bool in_doc = false;
    for (; ln <= last; ln++) {
        t = src_line(f->src, ln, &n);
        if (!t) return false;
        uint32_t i = indent_of(t, n);
        const char *q = t + i;
        uint32_t m = n - i;
        if (!m || *q == '#') continue;
        bool quote = m >= 3 && (!strncmp(q, "\"\"\"", 3) || !strncmp(q, "'''", 3));
        if (in_doc) { if (quote || (m >= 3 && (strstr(q, "\"\"\"") || strstr(q, "'''")))) in_doc = false; continue; }
        if (quote) {
            const char *again = m > 3 ? strstr(q + 3, "\"\"\"") : NULL;
            if (!again) again = m > 3 ? strstr(q + 3, "'''") : NULL;
            if (!again) in_doc = true;
            continue;
        }
        break;
    }
    if (ln > last || !t) return false;
    uint32_t i = indent_of(t, n);
    const char *q = t + i, *e = t + n;
    if ((size_t)(e - q) < 4 || strncmp(q, "if ", 3)) return false;
    q += 3;
    /* `if hasattr(p, "_fp32_shard"): return` then `p._fp32_shard = ...` (fairscale's FSDP
     * `_init_param_attributes`): the object carries what the first call built, for any
     * parameter p of a function or method */
    char attr[128];
    int al = 0;
    const char *rest = NULL;
    if (!strncmp(q, "hasattr(", 8)) {
        const char *o = q + 8, *oe = o;
        while (oe < e && is_ident_char(*oe)) oe++;
        bool param = false;
        for (uint32_t k = 0; k < fn->params.size && !param; k++)
            param = strlen(fn->params.contents[k]) == (size_t)(oe - o) && !strncmp(fn->params.contents[k], o, (size_t)(oe - o));
        const char *qa = oe;
        while (qa < e && (*qa == ',' || *qa == ' ')) qa++;
        if (!param || oe == o || qa >= e || (*qa != '"' && *qa != '\'')) return false;
        const char *a = qa + 1, *ae = a;
        while (ae < e && is_ident_char(*ae)) ae++;
        if (ae >= e || *ae != *qa || ae == a || ae + 1 >= e || ae[1] != ')') return false;
        al = snprintf(attr, sizeof attr, "%.*s.%.*s", (int)(oe - o), o, (int)(ae - a), a);
        if (al <= 0 || (size_t)al >= sizeof attr) return false;
        rest = ae + 2;
        while (rest < e && *rest == ' ') rest++;
        if (!(rest < e && *rest == ':')) return false;
    } else {
        if (!method || (size_t)(e - q) < sl + 3) return false;
        if (*q == '(') q++;   /* `if (self._steps is not None and self._steps.device == device):` (yapf) */
        if (!strncmp(q, "not ", 4)) return false;
        if ((size_t)(e - q) <= sl + 1 || strncmp(q, self, sl) || q[sl] != '.') return false;
        const char *a = q + sl + 1, *ae = a;
        while (ae < e && is_ident_char(*ae)) ae++;
        if (ae == a || (size_t)(ae - a) >= 96) return false;
        al = snprintf(attr, sizeof attr, "%s.%.*s", self, (int)(ae - a), a);
        if (al <= 0 || (size_t)al >= sizeof attr) return false;
        rest = ae;
        while (rest < e && *rest == ' ') rest++;
        if (!(rest < e && *rest == ':') && strncmp(rest, "is not None", 11)) return false;
    }
    /* the return: on the same line after the colon, or the next line */
    const char *colon = memchr(rest, ':', (size_t)(e - rest));
    bool ret = false;
    if (colon) {
        const char *r = colon + 1;
        while (r < e && *r == ' ') r++;
        ret = e - r >= 6 && !strncmp(r, "return", 6);
        if (r == e && ln < last) {
            uint32_t n2 = 0;
            const char *t2 = src_line(f->src, ln + 1, &n2);
            uint32_t i2 = t2 ? indent_of(t2, n2) : 0;
            ret = t2 && n2 - i2 >= 6 && !strncmp(t2 + i2, "return", 6);
        }
    }
    if (!ret) return false;
    /* ... and the body sets that attribute */
    for (uint32_t k = ln + 1; k <= last; k++) {
        uint32_t m = 0;
        const char *u = src_line(f->src, k, &m);
        if (u && assigned_rhs(u, u + m, attr, (size_t)al)) return true;
    }
    return false;
}

enum { BRK_START = 1, BRK_END = 2 };

/* Does site t do work (a call or a launch that runs, not a truth test), as far as site s can
 * tell? Not when t is cold, or when s and t are in the two arms of one if/else. */
static bool work_besides(const IrFile *f, const IrSite *s, const IrSite *t) {
    if (t->kind != IR_SITE_CALL && t->kind != IR_SITE_LAUNCH) return false;
    if (region_is_cold(f, t->region)) return false;
    for (int32_t a = s->region, sa = 0; a >= 0 && (uint32_t)a < f->regions.size && sa < 64; a = f->regions.contents[a].parent, sa++) {
        const IrRegion *ra = &f->regions.contents[a];
        if (ra->kind != IR_REGION_COND || !ra->guard) continue;
        for (int32_t b = t->region, sb = 0; b >= 0 && (uint32_t)b < f->regions.size && sb < 64; b = f->regions.contents[b].parent, sb++) {
            const IrRegion *rb = &f->regions.contents[b];
            if (b == a) break;   /* t is inside s's arm */
            if (rb->kind != IR_REGION_COND || !rb->guard || rb->parent != ra->parent) continue;
            size_t la = strlen(ra->guard), lb = strlen(rb->guard);
            if ((lb == la + 6 && !strncmp(rb->guard, "not (", 5) && !strncmp(rb->guard + 5, ra->guard, la) && rb->guard[lb - 1] == ')') ||
                (la == lb + 6 && !strncmp(ra->guard, "not (", 5) && !strncmp(ra->guard + 5, rb->guard, lb) && ra->guard[la - 1] == ')'))
                return false;
        }
    }
    return true;
}

/* Timed code that calls a wrapper right after the timer starts or right before its end read
 * (torchbench `t0 = time.time_ns(); work_func(); t1 = ...` with `def work_func(): sync();
 * func(); sync()`): a sync the wrapper does before anything else, or after everything else,
 * brackets the timer as if written in the timed function itself (DESIGN §2, bracketing). Only
 * one call deep, only outside loops of the region, only for host-clock timer roots (exempt). */
static bool wrapper_bracket(const IrFile *f, const I32Array *fs, uint32_t k, uint8_t brk) {
    const IrSite *s = &f->sites.contents[fs->contents[k]];
    if (!brk || !ir_is_sync_call(s) || region_is_cold(f, s->region)) return false;
    bool first = true, last = true;
    for (uint32_t j = 0; j < k && first; j++) first = !work_besides(f, s, &f->sites.contents[fs->contents[j]]);
    for (uint32_t j = k + 1; j < fs->size && last; j++) last = !work_besides(f, s, &f->sites.contents[fs->contents[j]]);
    for (int32_t r = s->region, st = 0; r >= 0 && (uint32_t)r < f->regions.size && st < 64; r = f->regions.contents[r].parent, st++)
        if (f->regions.contents[r].kind == IR_REGION_LOOP) return false;
    return ((brk & BRK_START) && first) || ((brk & BRK_END) && last);
}

/* BRK_START / BRK_END for call site fs[k] of a timer root's own function (timed region `timed`):
 * the work site before it is the timer's start, the one after it the timer's end read. */
static uint8_t brk_of(const IrFile *f, const I32Array *fs, uint32_t k, int32_t timed) {
    if (timed < 0 || (uint32_t)timed >= f->regions.size || f->regions.contents[timed].kind != IR_REGION_TIMED) return 0;
    const IrRegion *g = &f->regions.contents[timed];
    /* host clocks only: an event pair times the GPU's queue, where a host sync inside is a stall */
    if (g->timer != IR_TIMER_HOST && g->timer != IR_TIMER_CHRONO) return 0;
    const IrSite *s = &f->sites.contents[fs->contents[k]];
    uint8_t b = 0;
    for (uint32_t j = k; j-- > 0;) {
        if (!work_besides(f, s, &f->sites.contents[fs->contents[j]])) continue;
        if (fs->contents[j] == g->start_site) b |= BRK_START;
        break;
    }
    for (uint32_t j = k + 1; j < fs->size; j++) {
        if (!work_besides(f, s, &f->sites.contents[fs->contents[j]])) continue;
        if (fs->contents[j] == g->end_site) b |= BRK_END;
        break;
    }
    return b;
}

/* The class of the instance a method call `recv.m()` is made on, when the receiver names one
 * (`q = FP8Quantizer(); q.quantize(x)`, `self.quantizer.quantize(x)`): the callee's own
 * `self.hook()` calls then dispatch on that class, not on every subclass of the class that
 * defines the method (TransformerEngine's Quantizer.quantize reached NVFP4QuantizerRef's hook). */
static Target receiver_class(Hot *H, int32_t fi, int32_t si) {
    HFile *h = &H->files[fi];
    if (h->inst_done[si]) return h->inst[si];
    h->inst_done[si] = 1;
    h->inst[si] = (Target){-1, -1};
    const IrSite *s = &h->ir->sites.contents[si];
    if (!s->method || !s->recv || !*s->recv || strchr(s->recv, '[')) return h->inst[si];
    /* `Cls(...).m()`: an instance built in place */
    const char *paren = strchr(s->recv, '(');
    size_t rl = strlen(s->recv);
    if (paren && (paren == s->recv || s->recv[rl - 1] != ')')) return h->inst[si];
    const char *text = paren ? arena_strndup(&H->tmp, s->recv, (size_t)(paren - s->recv)) : s->recv;
    bool was = H->probing;
    H->probing = true;   /* a lookup that fails asks partial parsing for nothing */
    Sym v = resolve_value(H, fi, s->func, text, s->loc.line, 0);
    H->probing = was;
    if (paren && v.kind == SYM_CLASS) v.kind = SYM_INST;
    else if (paren) v.kind = SYM_NONE;
    if (v.kind == SYM_INST) h->inst[si] = (Target){v.file, v.idx};
    return h->inst[si];
}

/* Does the file import a GPU library (torch, triton, cupy, jax, numba, tensorflow)? A serving
 * benchmark's client (vllm's backend_request_func.py, sglang's bench_serving.py) imports none. */
static bool gpu_file(const IrFile *f) {
    static const char *const libs[] = {"torch", "triton", "cupy", "jax", "numba", "tensorflow", NULL};
    for (uint32_t i = 0; f && i < f->imports.size; i++) {
        const char *m = f->imports.contents[i].module;
        for (int k = 0; m && libs[k]; k++) {
            size_t n = strlen(libs[k]);
            if (!strncmp(m, libs[k], n) && (m[n] == 0 || m[n] == '.')) return true;
        }
    }
    return false;
}

/* A network request (Python): `requests.post(...)`, `session.post(...)` of an aiohttp or
 * requests session, `urlopen(...)`, an OpenAI-style `client.chat.completions.create(...)`. */
static bool remote_call(const IrSite *s) {
    if (s->kind != IR_SITE_CALL || !s->callee) return false;
    static const char *const mods[] = {"requests.", "httpx.", "aiohttp.", "urllib.request.", "urllib3.", "http.client.",
                                       "grpc.", "openai.", "websockets.", "websocket.", NULL};
    const char *q = s->qual ? s->qual : s->callee;
    for (int i = 0; mods[i]; i++)
        if (!strncmp(q, mods[i], strlen(mods[i])) && !strstr(q, "Timeout") && !strstr(q, "Error")) return true;
    const char *lc = last_comp(s->callee);
    if (str_eq(lc, "urlopen")) return true;
    if (!s->method || !s->recv) return false;
    static const char *const verbs[] = {"post", "get", "put", "patch", "delete", "request", "stream", "ws_connect", NULL};
    static const char *const clients[] = {"session", "Session", "client", "Client", "http", "requests", NULL};
    const char *rl = last_comp(s->recv);
    for (int i = 0; verbs[i]; i++) {
        if (!str_eq(s->method, verbs[i])) continue;
        for (int k = 0; clients[k]; k++)
            if (strstr(rl, clients[k])) return true;
    }
    return str_eq(s->method, "create") && (strstr(s->recv, "completions") || strstr(s->recv, "embeddings") || strstr(s->recv, "responses"));
}

/* A literal's truth: 1 true, 0 false, -1 not a literal (a name, a call: unknown). */
static int literal_truth(const char *t, size_t n) {
    while (n && (*t == ' ' || *t == '(')) t++, n--;
    while (n && (t[n - 1] == ' ' || t[n - 1] == ')')) n--;
    if (!n) return -1;
    if ((n == 5 && !strncmp(t, "False", 5)) || (n == 4 && !strncmp(t, "None", 4))) return 0;
    if (n == 4 && !strncmp(t, "True", 4)) return 1;
    if ((n == 2 && (!strncmp(t, "''", 2) || !strncmp(t, "\"\"", 2) || !strncmp(t, "[]", 2) || !strncmp(t, "()", 2))))
        return 0;
    bool num = true, nonzero = false;
    for (size_t i = 0; i < n; i++) {
        if (t[i] >= '1' && t[i] <= '9') nonzero = true;
        else if (t[i] != '0' && t[i] != '.' && !(i == 0 && t[i] == '-')) num = false;
    }
    return num ? nonzero : -1;
}

/* The default of parameter `pname` of fn, read from its `def` line(s): `check=False`,
 * `check: bool = False`. NULL when it has none; *n its length. */
static const char *param_default(const IrFile *f, const IrFunc *fn, const char *pname, size_t *n) {
    if (!f->src || !pname || !fn->loc.line) return NULL;
    size_t pl = strlen(pname);
    uint32_t last = fn->body.line > fn->loc.line ? fn->body.line : fn->loc.line;
    for (uint32_t ln = fn->loc.line; ln <= last && ln < fn->loc.line + 64; ln++) {
        uint32_t m = 0;
        const char *t = src_line(f->src, ln, &m);
        if (!t) return NULL;
        for (uint32_t i = 0; i + pl <= m; i++) {
            if (memcmp(t + i, pname, pl) || (i && (is_ident_char(t[i - 1]) || t[i - 1] == '.')) ||
                (i + pl < m && is_ident_char(t[i + pl])))
                continue;
            uint32_t j = i + (uint32_t)pl;
            while (j < m && t[j] == ' ') j++;
            if (j < m && t[j] == ':') {   /* an annotation: up to the `=` at this bracket depth */
                int depth = 0;
                for (j++; j < m; j++) {
                    if (t[j] == '[' || t[j] == '(') depth++;
                    else if (t[j] == ']' || t[j] == ')') { if (!depth) break; depth--; }
                    else if (!depth && (t[j] == '=' || t[j] == ',')) break;
                }
            }
            if (j >= m || t[j] != '=' || (j + 1 < m && t[j + 1] == '=')) continue;
            j++;
            while (j < m && t[j] == ' ') j++;
            uint32_t b = j;
            while (j < m && t[j] != ',' && t[j] != ')' && t[j] != ':' && t[j] != '#') j++;
            while (j > b && t[j - 1] == ' ') j--;
            *n = j - b;
            return t + b;
        }
    }
    return NULL;
}

/* Branch g of function fn, a test of a parameter (param_guard): is it dead for the call `call`
 * that entered fn? `if out is None:` never runs for a call that passes `out` (by keyword or
 * position, not the literal None), `if out is not None:` for one that leaves it out or passes
 * None (`softmax(x, out=y)` timed against `def softmax(x, out=None): if out is None: out =
 * torch.empty_like(x)`; TransformerEngine's optional-output branches). `if check:` never runs
 * for a call that passes a false literal, or leaves out a parameter whose default is one
 * (applied-ai's `check_alignment=False`, quack's `if dx_out is not None`), and `if not check:`
 * the other way round. */
/* Does the caller's function bind `name = None` anywhere (`workspace = None; if graph:
 * workspace = ...; run(_workspace=workspace)`)? Then the name passed may be None. */
static bool may_be_none(const IrFile *cf, const IrSite *call, const char *name) {
    if (!cf->src || !is_ident(name)) return false;
    size_t nl = strlen(name);
    /* the call's own function, then the ones a lambda or nested def closes over */
    int32_t fi = call->func;
    for (int steps = 0; steps < 8; steps++) {
        const IrFunc *cfn = func_at((IrFile *)cf, fi);
        if (!cfn) break;
        bool module = (cfn->flags & IR_FF_MODULE) != 0;
        /* a parameter of the caller that defaults to None, handed on (`def step(self, x,
         * mask=None): return op(x, mask=mask)`, TriForce's wrappers) */
        if (!module && is_param(cfn, name)) {
            size_t dn = 0;
            const char *d = param_default(cf, cfn, name, &dn);
            if (d && dn == 4 && !strncmp(d, "None", 4)) return true;
        }
        uint32_t from = module ? 1 : cfn->body.line, to = module ? call->loc.line : cfn->body.end_line;
        for (uint32_t ln = from; ln <= to; ln++) {
            uint32_t m = 0;
            const char *t = src_line(cf->src, ln, &m);
            if (!t) break;
            const char *r = assigned_rhs(t, t + m, name, nl);
            if (r && (size_t)(t + m - r) >= 4 && !strncmp(r, "None", 4) && (t + m == r + 4 || !is_ident_char(r[4]))) return true;
        }
        if (module || !(cfn->flags & (IR_FF_LAMBDA | IR_FF_NESTED))) break;
        fi = cfn->parent;
    }
    return false;
}

/* The argument `call` passes for parameter pi of fn: by keyword, or by position (a method's
 * `self` is not written); NULL if none. *starred: the call spreads `*args` / `**kwargs`, which
 * may carry it anywhere. */
static const IrArg *call_arg(const IrFunc *fn, int32_t pi, const IrSite *call, bool *starred) {
    const char *pname = fn->params.contents[pi];
    int32_t pos = pi - ((fn->cls >= 0 && !(fn->flags & IR_FF_STATIC) && fn->params.size && str_eq(fn->params.contents[0], "self")) ? 1 : 0);
    const IrArg *arg = NULL;
    int32_t k = 0;
    *starred = false;
    for (uint32_t a = 0; a < call->args.size; a++) {
        const IrArg *x = &call->args.contents[a];
        if (x->text && x->text[0] == '*') *starred = true;
        if (x->name) { if (str_eq(x->name, pname)) arg = x; continue; }
        if (k++ == pos) arg = x;
    }
    return arg;
}

/* Is pname fn's `**` parameter (its signature, from the def line to the body, says `**pname`)? */
static bool kwargs_param(const IrFile *f, const IrFunc *fn, const char *pname) {
    if (!f->src || !fn->loc.line) return false;
    size_t pl = strlen(pname);
    for (uint32_t ln = fn->loc.line; ln <= fn->body.line && ln < fn->loc.line + 64; ln++) {
        uint32_t n = 0;
        const char *t = src_line(f->src, ln, &n);
        if (!t) break;
        for (const char *q = t; (q = memmem(q, (size_t)(t + n - q), "**", 2)) != NULL; q += 2)
            if ((size_t)(t + n - q - 2) >= pl && !strncmp(q + 2, pname, pl) && (q + 2 + pl == t + n || !is_ident_char(q[2 + pl]))) return true;
    }
    return false;
}

static bool guard_dead(const IrFile *f, const IrFunc *fn, const PGuard *pg, const IrFile *cf, const IrSite *call) {
    if (!pg->test) return false;
    int test = pg->test;
    const char *pname = fn->params.contents[pg->param], *v = pg->val;
    size_t vn = pg->vn;
    bool starred;
    if (test == PG_KW_IN || test == PG_KW_NOT_IN) {
        /* the keyword the guard looks for among **kwargs: passed by name, or maybe by a spread */
        bool passed = false;
        for (uint32_t a = 0; a < call->args.size && !passed; a++) {
            const IrArg *x = &call->args.contents[a];
            if (x->text && !strncmp(x->text, "**", 2)) return false;
            passed = x->name && strlen(x->name) == vn - 2 && !strncmp(x->name, v + 1, vn - 2);
        }
        return test == PG_KW_IN ? !passed : passed;
    }
    const IrArg *arg = call_arg(fn, pg->param, call, &starred);
    if (starred && !arg) return false;   /* *args / **kwargs may carry it */
    /* `if mode == Mode.EMULATED:` with `mode=Mode.CUDA` passed (torchao's mxfp8 casts: the
     * emulated, CuTe-DSL and FlyDSL branches of the kernel wrapper the roofline script times) */
    if (test == PG_EQ || test == PG_NE) {
        const char *at;
        size_t an = 0;
        if (arg) at = arg->text, an = at ? strlen(at) : 0;
        else at = param_default(f, fn, pname, &an);
        if (!at || !const_text(at, an)) return false;
        int same = const_same(at, an, v, vn);
        if (same < 0) return false;
        return test == PG_EQ ? !same : same;
    }
    if (test == PG_IS_NONE || test == PG_NOT_NONE) {
        bool none = !arg || (arg->text && !strcmp(arg->text, "None"));
        /* `r.clone() if r is not None else None` may be either, and so may a name the caller
         * sets to None on some path */
        if (!none && arg->text && (word_in(arg->text, strlen(arg->text), "None") || may_be_none(cf, call, arg->text))) return false;
        return test == PG_NOT_NONE ? none : !none;
    }
    int truth = -1;
    if (arg) truth = arg->text ? literal_truth(arg->text, strlen(arg->text)) : -1;
    else {
        size_t dn = 0;
        const char *d = param_default(f, fn, pname, &dn);
        truth = d ? literal_truth(d, dn) : -1;
    }
    if (truth < 0) return false;
    return test == PG_TRUE ? !truth : truth;
}

/* Is site si of fn inside a branch guard_dead says `call` never runs? */
static bool dead_for_call(const HFile *h, const IrFunc *fn, const IrSite *si, const IrFile *cf, const IrSite *call) {
    const IrFile *f = h->ir;
    if (!call || !fn || !fn->params.size || !is_py(f) || !is_py(cf)) return false;
    for (int32_t r = si->region, steps = 0; r >= 0 && (uint32_t)r < f->regions.size && steps < 64; steps++) {
        const IrRegion *g = &f->regions.contents[r];
        int32_t here = r;
        r = g->parent;
        if (g->func == si->func && guard_dead(f, fn, &h->pg[here], cf, call)) return true;
    }
    return false;
}

/* Does the call that enters function func of file h leave any of its parameter branches dead? */
static bool call_prunes(const HFile *h, int32_t func, const IrFile *cf, const IrSite *call) {
    const IrFile *f = h->ir;
    if (!(h->pguard[func] & 1) || !call || !is_py(cf)) return false;
    const IrFunc *fn = &f->funcs.contents[func];
    for (uint32_t r = 0; r < f->regions.size; r++)
        if (f->regions.contents[r].func == func && guard_dead(f, fn, &h->pg[r], cf, call)) return true;
    return false;
}

/* The value parameter `name` of node n's function had for the call that entered it: the
 * argument's text resolved where the caller passed it (`profile(model, x)` with `model =
 * Net()`), followed up through callers that only pass their own parameter on (4 calls at most).
 * A lambda argument is that lambda. */
/* The call a timing utility makes of root node n's function (Root.entry), or NULL: for a node
 * that is no root, one whose utility was called more than once, or none recorded. */
static const IrSite *root_entry(Hot *H, const Node *n) {
    if (n->parent >= 0 || n->via >= 0) return NULL;
    const Root *r = &H->roots.contents[n->root];
    return r->entry && !r->shared && r->func == n->func && r->file == n->file ? r->entry : NULL;
}

static Sym param_arg_value(Hot *H, const Node *n, const char *name) {
    const Node *cur = n;
    const char *nm = name;
    for (int up = 0; up < 4; up++) {
        const IrSite *entry = root_entry(H, cur);
        if ((cur->via < 0 || cur->parent < 0) && !entry) return sym_none;
        const IrFunc *fn = func_at(H->files[cur->file].ir, cur->func);
        if (!fn) return sym_none;
        int32_t pi = -1;
        for (uint32_t k = 0; k < fn->params.size && pi < 0; k++) {
            const char *p = fn->params.contents[k];
            if (p && p[0] != '*' && str_eq(p, nm)) pi = (int32_t)k;
        }
        if (pi < 0) return sym_none;
        int32_t cfi = entry ? H->roots.contents[cur->root].entry_file : cur->line_file;
        const IrFile *cf = H->files[cfi].ir;
        if (!cf || !is_py(cf) || (!entry && (uint32_t)cur->via >= cf->sites.size)) return sym_none;
        const IrSite *call = entry ? entry : &cf->sites.contents[cur->via];
        bool starred;
        const IrArg *arg = call_arg(fn, pi, call, &starred);
        if (starred || !arg || !arg->text) return sym_none;   /* *args may carry it anywhere */
        if (arg->func >= 0) return mksym(SYM_FUNC, cfi, arg->func);
        const Node *pn = entry ? NULL : &H->nodes.contents[cur->parent];
        const IrFunc *caller = func_at((IrFile *)cf, call->func);
        if (pn && is_ident(arg->text) && caller && is_param(caller, arg->text) && pn->func == call->func && pn->file == cur->line_file) {
            cur = pn;
            nm = arg->text;
            continue;
        }
        /* `run(Loud(), x)`: an instance built in place */
        const char *text = arg->text, *paren = strchr(text, '(');
        size_t tl = strlen(text);
        if (paren && (paren == text || text[tl - 1] != ')')) return sym_none;
        if (paren) text = arena_strndup(&H->tmp, text, (size_t)(paren - text));
        bool was = H->probing;
        H->probing = true;
        Sym v = resolve_value(H, cfi, call->func, text, call->loc.line, 0);
        H->probing = was;
        if (paren) v.kind = v.kind == SYM_CLASS ? SYM_INST : SYM_NONE;
        return v;
    }
    return sym_none;
}

/* Is site s on a cache miss's path (cache_paths)? */
static bool cache_miss_path(const IrFile *f, const HFile *h, const IrSite *s) {
    if (s->func >= 0 && (uint32_t)s->func < f->funcs.size && h->missline[s->func] && s->loc.line > h->missline[s->func])
        return true;
    for (int32_t r = s->region, steps = 0; r >= 0 && (uint32_t)r < f->regions.size && steps < 64; steps++) {
        if (h->cachemiss[r]) return true;
        r = f->regions.contents[r].parent;
    }
    return false;
}

/* A backward pass: `loss.backward()`, `torch.autograd.backward(...)`, `torch.autograd.grad(...)`. */
static bool backward_call(const IrSite *s) {
    if (s->kind != IR_SITE_CALL) return false;
    if (s->method && str_eq(s->method, "backward") && s->recv_kind != IR_KIND_MODULE && s->recv_kind != IR_KIND_CLASS) return true;
    const char *q = s->qual ? s->qual : s->callee;
    return str_eq(q, "torch.autograd.backward") || str_eq(q, "torch.autograd.grad");
}

static void node_visit(Hot *H, int32_t q) {
    const Node n = H->nodes.contents[q];
    HFile *h = &H->files[n.file];
    IrFile *f = h->ir;
    const I32Array *fs = &h->fsites[n.func];
    if (is_py(f)) {   /* an autograd Function's forward ran: a backward pass in this root runs its backward */
        const IrFunc *nf = func_at(f, n.func);
        if (nf && nf->cls >= 0 && str_eq(nf->name, "forward") && is_autograd_function(H, n.file, nf->cls))
            target_add_any(H, &H->fwd_fns, n.file, nf->cls);
    }
    for (uint32_t k = 0; k < fs->size; k++) {
        int32_t si = fs->contents[k];
        const IrSite *s = &f->sites.contents[si];
        bool l, c;
        if (h->cached_paths && cache_miss_path(f, h, s)) continue;
        if (!site_eval(H, h, si, n.region, n.exempt, &l, &c)) continue;
        if (n.via >= 0 && dead_for_call(h, func_at(f, n.func), s, H->files[n.line_file].ir, &H->files[n.line_file].ir->sites.contents[n.via]))
            continue;
        /* a function a utility calls, with the arguments its call passes on (utility_entry); one
         * handed to two utility calls keeps every branch */
        if (n.parent < 0 && n.via < 0 && H->roots.contents[n.root].entry && !H->roots.contents[n.root].shared &&
            dead_for_call(h, func_at(f, n.func), s, H->files[H->roots.contents[n.root].entry_file].ir, H->roots.contents[n.root].entry))
            continue;
        if (n.exempt && wrapper_bracket(f, fs, k, n.brk)) continue;
        l = l || n.loop;
        c = c || n.cond;
        if (is_py(f) && H->roots.contents[n.root].kind == ROOT_TIMER && remote_call(s) && !gpu_file(hf_ir(H, H->roots.contents[n.root].file)))
            H->roots.contents[n.root].remote = true;
        Reach *b = &h->best[si];
        uint16_t len = (uint16_t)(n.depth + 1);
        if (b->node < 0 || (c != b->cond ? c < b->cond : l != b->loop ? l > b->loop : len < b->len))
            *b = (Reach){.node = q, .len = len, .loop = l, .cond = c};
        if (s->kind != IR_SITE_CALL && s->kind != IR_SITE_LAUNCH) continue;
        if (is_py(f) && backward_call(s)) {
            BwSite bs = {q, si, l, c};
            array_push(&H->tmp, &H->bw, bs);
        }
        bool selfcall = is_py(f) && is_self_call(f, s);
        const TargetArray *t;
        if (selfcall) {
            array_clear(&H->scratch);
            self_targets(H, n.file, si, n.sfile, n.scls, n.exact != 0, &H->scratch);
            t = &H->scratch;
        } else {
            t = resolve_site(H, n.file, si);
        }
        /* a call of a parameter, or of a method on one: what the entering call passed */
        Target pinst = {-1, -1};
        if (!t->size && is_py(f) && (n.via >= 0 || root_entry(H, &n)) && (h->pguard[n.func] & 2) && s->kind == IR_SITE_CALL) {
            const IrFunc *nf = func_at(f, n.func);
            const char *pv = s->method ? s->recv : s->callee;
            if (nf && pv && is_ident(pv) && strcmp(pv, "self") && is_param(nf, pv)) {
                Sym v = param_arg_value(H, &n, pv);
                Sym tg = sym_none;
                if (!s->method) tg = call_target(H, v);
                else if (v.kind == SYM_INST || v.kind == SYM_CLASS || v.kind == SYM_MODULE) tg = call_target(H, member(H, v, s->method, 1));
                if (v.kind == SYM_INST) pinst = (Target){v.file, v.idx};
                if (tg.kind == SYM_FUNC) {
                    array_clear(&H->scratch2);
                    target_add(H, &H->scratch2, tg.file, tg.idx);
                    t = &H->scratch2;
                }
            }
        }
        if (n.depth + 1 >= HOT_MAX_DEPTH) {
            if (t->size) limit_hit(H, n.file, s->loc, "call chain deeper than 64 links; deeper calls are not followed");
            continue;
        }
        Node child = {.parent = q, .line_file = n.file, .line = s->loc.line, .region = -1,
                      .depth = (uint16_t)(n.depth + 1), .loop = l, .cond = c, .exempt = n.exempt, .root = n.root,
                      .via = si};
        child.brk = n.exempt && !l && n.depth == 0 ? brk_of(f, fs, k, n.region) : 0;
        for (uint32_t j = 0; j < t->size; j++) {
            child.file = t->contents[j].file;
            child.func = t->contents[j].func;
            child.sfile = child.scls = -1;
            child.exact = 0;
            const IrFunc *tf = func_at(H->files[child.file].ir, child.func);
            if (tf && (memoized(tf) || compiled(tf) || self_memoized(H->files[child.file].ir, tf))) continue;
            if (tf && tf->cls >= 0) {
                child.sfile = child.file;
                child.scls = tf->cls;
                /* through self.m() the instance keeps its class when that class has the method's */
                if (selfcall && n.scls >= 0 && is_subclass(H, n.sfile, n.scls, child.file, tf->cls)) {
                    child.sfile = n.sfile;
                    child.scls = n.scls;
                    child.exact = n.exact;
                } else if (!selfcall && is_py(f)) {
                    Target ic = pinst.file >= 0 ? pinst : receiver_class(H, n.file, si);
                    if (ic.file >= 0 && is_subclass(H, ic.file, ic.func, child.file, tf->cls)) {
                        child.sfile = ic.file;
                        child.scls = ic.func;
                        child.exact = 1;
                    }
                }
            }
            node_push(H, &child, s);
        }
        /* lambdas handed to a hot call run when it does (setup= callables are cold) */
        for (uint32_t j = 0; j < s->args.size; j++) {
            const IrArg *a = &s->args.contents[j];
            if (a->func < 0 || (uint32_t)a->func >= f->funcs.size || str_eq(a->name, "setup")) continue;
            child.file = n.file;
            child.func = a->func;
            child.brk = 0;
            child.via = -1;
            child.sfile = n.sfile;      /* a lambda sees the enclosing method's self */
            child.scls = n.scls;
            node_push(H, &child, s);
        }
    }
}

/* A host timer around inner measurements (Python): an event or timer pair inside it, a timing
 * utility it calls (do_bench, a repo's own), or a function it calls that times something itself
 * (vllm's benchmark_w8a8_block_fp8.py: `start = time.time(); for config in search_space:
 * kernel_time = benchmark_config(...)`, `print(f"Tuning took {end - start:.2f} seconds")`;
 * flashinfer's tactics_blocklist_gen.py). Its clock times the sweep for a progress line; the
 * measurements are the inner ones, roots of their own. Treated like a deadline timer: only code
 * inside its own inner timers is timed for it. */
/* Is the call right before site `at` of its function (calls around `at` itself skipped:
 * `print(time.time() - t0)`) a synchronize? */
static bool sync_before(const HFile *h, const IrFile *f, const I32Array *fs, int32_t at) {
    if (at < 0 || (uint32_t)at >= f->sites.size) return false;
    Loc a = f->sites.contents[at].loc;
    for (uint32_t k = fs->size; k-- > 0;) {
        int32_t si = fs->contents[k];
        const IrSite *s = &f->sites.contents[si];
        if (si == at || !loc_before(s->loc, a)) continue;
        bool around = s->loc.end_line > a.line || (s->loc.end_line == a.line && s->loc.end_col > a.col);
        if (around || s->kind != IR_SITE_CALL) continue;
        return ir_is_sync_call(s) || h->bracket[si];
    }
    return false;
}

/* Does the call at site si measure something itself: a timing utility (do_bench, a repo's
 * own), or a function with a timer of its own, found within two calls (quack's autotuner times
 * `self._bench(...)`, which hands the kernel to its CUDA-graph bench)? A one-shot or polling
 * timer measures nothing per step (torchtune's `save_checkpoint` logging "took N secs" once per
 * epoch of a step-timed loop; a warm-up spinning for 200 ms). */
static bool measures_inside(Hot *H, int32_t fi, int32_t si, int depth) {
    const IrSite *s = &hf_ir(H, fi)->sites.contents[si];
    if (builtin_util(H, fi, s)) return true;
    const TargetArray *t = resolve_site(H, fi, si);
    for (uint32_t j = 0; j < t->size; j++) {
        Target tg = t->contents[j];
        for (uint32_t u = 0; u < H->utils.size; u++)
            /* past the first call, only a utility timing a callable it is handed (a `runner.step()`
             * one may be a checkpoint client's save) */
            if (H->utils.contents[u].file == tg.file && H->utils.contents[u].func == tg.func && (!depth || !H->utils.contents[u].method))
                return true;
        const IrFile *tf = hf_ir(H, tg.file);
        if (!tf) continue;
        /* a timing context manager (`with self.tracker.timed("fwd"):`, FastVideo's trainers)
         * breaks the step it sits in down into phases: the step still runs all of it */
        if (is_contextmanager(func_at((IrFile *)tf, tg.func))) continue;
        const uint8_t *once = H->files[tg.file].oneshot;
        for (uint32_t q = 0; q < tf->regions.size; q++)
            if (tf->regions.contents[q].kind == IR_REGION_TIMED && tf->regions.contents[q].func == tg.func &&
                !region_is_cold(tf, (int32_t)q) && !(once && (once[q] == ONESHOT || once[q] == TIMEOUT)))
                return true;
        if (depth >= 1) continue;
        const I32Array *cs = &H->files[tg.file].fsites[tg.func];
        for (uint32_t k = 0; k < cs->size; k++) {
            const IrSite *c = &tf->sites.contents[cs->contents[k]];
            if (c->kind == IR_SITE_CALL && !(c->flags & (IR_SF_TIMER_START | IR_SF_TIMER_END)) && measures_inside(H, tg.file, cs->contents[k], depth + 1))
                return true;
        }
    }
    return false;
}

/* An end read accumulated into a name only tested or logged after (`duration += perf_counter() -
 * t1; if duration > max_duration: break`, cupy's benchmark loop budget) */
static bool accumulated_budget(const IrFile *f, const IrRegion *g) {
    if (!f->src || g->end_site < 0 || (uint32_t)g->end_site >= f->sites.size) return false;
    const IrSite *e = &f->sites.contents[g->end_site];
    const IrFunc *fn = func_at((IrFile *)f, e->func);
    uint32_t n = 0;
    const char *t = fn ? src_line(f->src, e->loc.line, &n) : NULL;
    if (!t) return false;
    uint32_t i = indent_of(t, n), b = i;
    while (i < n && is_ident_char(t[i])) i++;
    char var[128];
    if (i == b || i - b >= sizeof var || n - i < 4 || (memcmp(t + i, " += ", 4) && memcmp(t + i, " -= ", 4))) return false;
    memcpy(var, t + b, i - b);
    var[i - b] = 0;
    return uses_only(f, fn, var, e->loc.line, 0, USE_LOGGED_OR_TESTED);
}

static int sweep_timer(Hot *H, int32_t fi, int32_t r) {
    HFile *h = &H->files[fi];
    IrFile *f = h->ir;
    const IrRegion *g = &f->regions.contents[r];
    if (f->lang != LANG_PYTHON || g->kind != IR_REGION_TIMED || g->timer != IR_TIMER_HOST || g->func < 0) return 0;
    /* a timer bracketed by synchronizes is a careful measurement of the GPU work it wraps, its
     * callees' own timers included (an optional `if timing:` timer inside generate()) */
    const I32Array *fs = &h->fsites[g->func];
    if (sync_before(h, f, fs, g->start_site) || sync_before(h, f, fs, g->end_site)) return 0;
    /* a sweep's clock feeds a progress line or a time budget (`if total_ns > 120e9: break`,
     * gpu-mode's eval). One whose reading is kept, returned or computed with, around per-step
     * timers (`total = time.time() - start_ts` for tokens/s, thunder's benchmark_peft), in code
     * that says it benchmarks, also measures the steps' loop between them (STEPS), not the setup
     * before it; a library's pass timers stay sweeps */
    bool only_logged = end_only_used(f, g, USE_LOGGED_OR_TESTED) || accumulated_budget(f, g);
    if (h->sweeplog) h->sweeplog[r] = only_logged;
    bool measured = !only_logged && says_benchmark(f, g->func);
    for (uint32_t q = 0; q < f->regions.size; q++) {
        if (q == (uint32_t)r || f->regions.contents[q].kind != IR_REGION_TIMED) continue;
        /* the same start read again inside: one timer with two reads. Whose reading is computed
         * with (gpt-fast's `t = time.perf_counter() - t0` for tokens/s, around an `if i == -1:`
         * compile-time print) measures what it holds; one that only feeds a budget or a progress
         * line (cupy's `duration += perf_counter() - t1; if duration > max_duration: break`
         * around the t1..t2 measurement, triton-dejavu's timeout check) is a sweep around it */
        if (f->regions.contents[q].start_site == g->start_site && !only_logged) continue;
        int32_t p = f->regions.contents[q].parent;
        for (uint32_t steps = 0; p >= 0 && p != r && (uint32_t)p < f->regions.size && steps <= f->regions.size; steps++)
            p = f->regions.contents[p].parent;
        if (p == r) return measured ? STEPS : DEADLINE;
    }
    /* a rolling timer restarted in the loop that holds its end read takes one sample per
     * iteration of that loop: a self-timing call outside that loop (the ImageNet example's
     * `validate()` after each epoch's batches: IPEX's resnet50, apex, timm) leaks into one sample
     * an epoch, it does not make the per-batch readings a sweep */
    const IrRegion *rl = NULL;
    if (h->restart && h->restart[r] >= 0 && g->end_site >= 0) {
        int32_t li = loop_around(f, f->sites.contents[g->end_site].region, r);
        rl = li >= 0 ? &f->regions.contents[li] : NULL;
        uint32_t rs = f->sites.contents[h->restart[r]].loc.line;
        if (rl && (rs < rl->loc.line || rs > rl->loc.end_line)) rl = NULL;   /* restarted in that loop */
    }
    for (uint32_t k = 0; k < fs->size; k++) {
        int32_t si = fs->contents[k];
        const IrSite *s = &f->sites.contents[si];
        if (s->kind != IR_SITE_CALL || s->flags & (IR_SF_TIMER_START | IR_SF_TIMER_END) || !site_in_region(f, s, r)) continue;
        if (rl && (s->loc.line < rl->loc.line || s->loc.line > rl->loc.end_line)) continue;
        if (measures_inside(H, fi, si, 0)) return DEADLINE;
    }
    return 0;
}
static const char *qualname_of(Hot *H, int32_t fi, int32_t func);

/* `y = Fn.apply(x); y.backward(g)`: which Function made the tensor a backward pass starts from
 * is dataflow hotlint does not track, so a backward pass a root reaches runs the `backward` of
 * every autograd Function whose `forward` the same root reached (native-sparse-attention's,
 * quack's and DeepSpeed's Evoformer benchmarks time `out.backward(dout)`). Walked after the
 * root's forward walk, until no new pair appears (a backward may apply more Functions). */
static void autograd_backward(Hot *H, uint32_t *q) {
    uint32_t bw_done = 0, fn_done = 0;
    for (int rounds = 0; rounds < 8 && (bw_done < H->bw.size || fn_done < H->fwd_fns.size); rounds++) {
        uint32_t nbw = H->bw.size, nfn = H->fwd_fns.size;
        for (uint32_t i = 0; i < nbw; i++) {
            for (uint32_t j = i < bw_done ? fn_done : 0; j < nfn; j++) {
                const BwSite b = H->bw.contents[i];
                const Node *p = &H->nodes.contents[b.node];
                Target fc = H->fwd_fns.contents[j];
                Sym m = find_method(H, fc.file, fc.func, "backward", 0);
                if (m.kind != SYM_FUNC) continue;
                const IrFile *pf = H->files[p->file].ir;
                Node child = {.parent = b.node, .line_file = p->file, .line = pf->sites.contents[b.site].loc.line, .region = -1,
                              .depth = (uint16_t)(p->depth + 1), .loop = b.loop, .cond = b.cond, .exempt = p->exempt,
                              .root = p->root, .via = -1, .file = m.file, .func = m.idx, .sfile = fc.file, .scls = fc.func};
                if (child.depth >= HOT_MAX_DEPTH) continue;
                node_push(H, &child, &pf->sites.contents[b.site]);
            }
        }
        bw_done = nbw;
        fn_done = nfn;
        for (; *q < H->nodes.size; (*q)++) node_visit(H, (int32_t)*q);
    }
}

/* A backward pass timed on its own (`y = Fn.apply(x)` in setup, then `y.backward(g,
 * retain_graph=True)` in the timed loop; flash-attention's benchmark_backward) runs the backward
 * of the Functions the root's function applied before it, also through the helpers and modules
 * it called (`o = attention(q, k, v)` returning `_attention.apply(...)`, the Triton fused-attention
 * benchmark; a module whose forward applies one): added to fwd_fns. `seen` holds the functions
 * read so far (at most SETUP_FWD_MAX, three calls deep). */
#define SETUP_FWD_MAX 64
static void setup_forwards_in(Hot *H, int32_t fi, int32_t func, int depth, Target *seen, int *nseen) {
    IrFile *f = H->files[fi].ir;
    if (!f || !is_py(f) || func < 0 || (uint32_t)func >= f->funcs.size || *nseen >= SETUP_FWD_MAX) return;
    for (int k = 0; k < *nseen; k++)
        if (seen[k].file == fi && seen[k].func == func) return;
    seen[(*nseen)++] = (Target){fi, func};
    /* `do_bench(lambda: o.backward(g, retain_graph=True))`, or a nested `def backward():
     * o.backward(g)` handed to it (FlashMLA's tests): the function around it set it up */
    if (!depth && f->funcs.contents[func].flags & (IR_FF_LAMBDA | IR_FF_NESTED) && f->funcs.contents[func].parent >= 0)
        setup_forwards_in(H, fi, f->funcs.contents[func].parent, 0, seen, nseen);
    const I32Array *fs = &H->files[fi].fsites[func];
    for (uint32_t k = 0; k < fs->size; k++) {
        const IrSite *s = &f->sites.contents[fs->contents[k]];
        if (s->kind != IR_SITE_CALL || region_is_cold(f, s->region)) continue;
        bool apply = str_eq(s->method, "apply");
        if (!apply && depth >= 3) continue;
        const TargetArray *t = resolve_site(H, fi, fs->contents[k]);
        for (uint32_t j = 0; j < t->size; j++) {
            const IrFunc *tf = func_at(H->files[t->contents[j].file].ir, t->contents[j].func);
            if (!tf) continue;
            /* `Fn.apply(x)`, or an alias of it (`layer_norm = LayerNorm.apply`, the Triton
             * tutorials' export) that resolves to the Function's forward */
            if (tf->cls >= 0 && str_eq(tf->name, "forward") && is_autograd_function(H, t->contents[j].file, tf->cls)) {
                target_add_any(H, &H->fwd_fns, t->contents[j].file, tf->cls);
            } else if (!apply) {
                setup_forwards_in(H, t->contents[j].file, t->contents[j].func, depth + 1, seen, nseen);
            }
        }
    }
}

static void setup_forwards(Hot *H, int32_t fi, int32_t func) {
    Target seen[SETUP_FWD_MAX];
    int nseen = 0;
    setup_forwards_in(H, fi, func, 0, seen, &nseen);
}

static void run_root(Hot *H, int32_t ri) {
    const Root r = H->roots.contents[ri];
    H->gen++;
    if (r.kind == ROOT_TIMER && r.region >= 0 && H->files[r.file].oneshot && !H->files[r.file].oneshot[r.region])
        H->files[r.file].oneshot[r.region] = (uint8_t)sweep_timer(H, r.file, r.region);
    bool harness = r.kind == ROOT_BENCHMARK_FN || r.kind == ROOT_DO_BENCH || r.kind == ROOT_DECORATOR;
    const IrFunc *rf = func_at(H->files[r.file].ir, r.func);
    int32_t rc = rf ? enclosing_class(H->files[r.file].ir, r.func) : -1;
    Node n = {.file = r.file, .func = r.func, .parent = -1, .line_file = r.file, .line = r.line, .region = r.region,
              .depth = 0, .loop = 0, .cond = 0, .exempt = !harness || r.host_timed, .brk = r.host_timed ? BRK_END : 0, .root = ri, .via = -1,
              .sfile = rc >= 0 ? r.file : -1, .scls = rc};
    uint32_t q = H->nodes.size, q0 = q;
    H->root_q0 = q0;
    H->root_budget_hit = false;
    array_clear(&H->bw);
    array_clear(&H->fwd_fns);
    node_push(H, &n, NULL);
    for (; q < H->nodes.size; q++) node_visit(H, (int32_t)q);
    if (H->bw.size) setup_forwards(H, r.file, r.func);
    autograd_backward(H, &q);
    if (H->debug_roots) {
        fprintf(stderr, "hot-root %s:%u %s: %u nodes%s%s\n", H->prog->files.contents[r.file]->path, r.line,
                qualname_of(H, r.file, r.func), H->nodes.size - q0, r.shared ? " (shared)" : "", r.entry ? " (entry)" : "");
        for (uint32_t k = q0; k < H->nodes.size && H->nodes.size - q0 > 10000; k += (H->nodes.size - q0) / 40) {
            const Node *m = &H->nodes.contents[k];
            fprintf(stderr, "  node %u %s depth %u loop %u cond %u sfile %d scls %d via %d prunes %d\n", k, qualname_of(H, m->file, m->func), m->depth, m->loop, m->cond, m->sfile, m->scls, m->via,
                    m->via >= 0 && H->files[m->file].pguard[m->func]);
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* output                                                                                     */

static const char *qualname_of(Hot *H, int32_t fi, int32_t func) {
    HFile *h = &H->files[fi];
    if (!h->qn[func]) {
        const IrFunc *fn = &h->ir->funcs.contents[func];
        const char *q = fn->qualname ? fn->qualname : fn->name ? fn->name : "?";
        h->qn[func] = arena_strdup(H->run, q);
    }
    return h->qn[func];
}

static const HotLink *chain_of(Hot *H, int32_t q) {
    Node *n = &H->nodes.contents[q];
    if (n->chain) return n->chain;
    HotLink *links = arena_alloc(H->run, (size_t)(n->depth + 1) * sizeof(HotLink));
    int32_t at = q;
    for (int k = n->depth; k >= 0 && at >= 0; k--) {
        const Node *m = &H->nodes.contents[at];
        links[k].name = qualname_of(H, m->file, m->func);
        links[k].path = H->prog->files.contents[m->line_file]->path;
        links[k].line = m->line;
        at = m->parent;
    }
    n->chain = links;
    return links;
}

static int analyze(Program *prog, const HotConfig *cfg, Arena *run, HotSiteArray *out, HotLimitArray *limits, bool early,
                   HotMemo *memo);

int hot_analyze_limits(Program *prog, const HotConfig *cfg, Arena *run, HotSiteArray *out, HotLimitArray *limits) {
    HotMemo memo = {0};
    arena_init(&memo.arena);
    int r = analyze(prog, cfg, run, out, limits, false, &memo);
    arena_fini(&memo.arena);
    return r;
}

/* Analysis rounds that may end by parsing the files they reached (the frontier) before the
 * next: past FRONTIER_ROUNDS, or after a round that reached fewer than FRONTIER_MIN new files,
 * the rest is parsed one file at a time as the walks reach it. A real benchmark reaches its
 * helpers in two to four rounds; the limit bounds a long import chain. */
enum { FRONTIER_ROUNDS = 8, FRONTIER_MIN = 8 };
/* Analyses rerun because a walk needed a statement a partial parse left out: past this many,
 * every file is parsed whole (a bound on the rounds; each rerun keeps more, so it ends anyway).
 * A frontier round often brings such needs with it, so this is more than the two a run
 * without frontier rounds needed. */
enum { FULL_RERUNS = 4 };

int hot_analyze_rounds(Program *prog, const HotConfig *cfg, Arena *run, HotSiteArray *out, HotLimitArray *limits) {
    /* Frontier (program.h): a round that reaches files not parsed yet queues them; they are
     * parsed together on the pool and the analysis runs again. A round that queued anything is
     * never reported; its walks still run, to find the rest of the frontier.
     * Partial parsing (pychunk.h): a definition left out turned out to be needed (an import
     * from another module, a subclass hook, a caller of a timing utility, a `with` timer):
     * parse those files again and analyse again. Needs found while looking for roots restart
     * before the walks (at most 4 times); needs found by a walk rerun the whole analysis, and
     * after FULL_RERUNS such reruns every file is parsed whole. */
    bool dbg = prog->debug_partial != 0;
    HotMemo memo = {0};
    arena_init(&memo.arena);
    bool frontier = true;
    int stale_runs = 0;
    for (int early = 0, full = 0;;) {
        prog->frontier_mode = frontier && prog->frontier_rounds < FRONTIER_ROUNDS;
        struct timespec t0, t1, t2;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        int r = analyze(prog, cfg, run, out, limits, early < 4, &memo);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        prog->frontier_mode = false;
        uint32_t fq = prog->frontier.size;
        bool grew = prog_parse_frontier(prog);
        /* a small frontier from a round that ran its walks means they are converging: parsing
         * the last few files as the walk reaches them costs less than another analysis round
         * (not a -j dependent choice). A round stopped before its walks (r == 1) says nothing
         * about them: on the stdlib, turning lazy after such a round made the first walks parse
         * 67 files one by one on this thread (a 418 ms round). */
        if (grew && fq < FRONTIER_MIN && r == 0) frontier = false;
        clock_gettime(CLOCK_MONOTONIC, &t2);
        if (dbg)
            fprintf(stderr, "partial: analysis %.1f ms%s; frontier %u files, parsed in %.1f ms (%u rounds, %u files parsed)\n",
                    (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e6, r ? " (stopped before the walks)" : "",
                    fq, (double)(t2.tv_sec - t1.tv_sec) * 1e3 + (double)(t2.tv_nsec - t1.tv_nsec) / 1e6, prog->frontier_rounds, prog->files_parsed);
        if (r == 1) {
            if (prog_reparse_pending(prog)) early++;
            if (dbg && early) fprintf(stderr, "partial: roots need more, restart %d\n", early);
            prog_reparse(prog);
            out->size = 0;
            if (limits) limits->size = 0;
            continue;
        }
        bool again = prog_reparse(prog);
        if (again) {
            if (dbg) fprintf(stderr, "partial: analysis round %d\n", full + 2);
            if (++full > FULL_RERUNS) {
                prog_parse_whole(prog);
                prog->partial = false;
            }
        }
        if (!again && !grew) {
            /* a dispatch that ran before the file holding an override was parsed: once more
             * (twice at most; the second round parses nothing new unless its walks go further) */
            if (!memo.stale || stale_runs >= 2) break;
            stale_runs++;
            if (dbg) fprintf(stderr, "partial: the walks parsed a subclass a dispatch had not seen, or a file with roots: again\n");
        }
        out->size = 0;
        if (limits) limits->size = 0;
    }
    arena_fini(&memo.arena);
    return 0;
}

int hot_analyze(Program *prog, const HotConfig *cfg, Arena *run, HotSiteArray *out) {
    return hot_analyze_limits(prog, cfg, run, out, NULL);
}

/* One analysis. With `early`, it stops (returning 1, nothing written) before the walks when
 * finding the roots asked partial parsing for definitions it left out: the caller parses them
 * and starts again, so the walks, the costly part, run once those are in. */
static int analyze(Program *prog, const HotConfig *cfg, Arena *run, HotSiteArray *out, HotLimitArray *limits, bool early,
                   HotMemo *memo) {
    Hot H = {.prog = prog, .memo = memo, .cfg = cfg, .run = run, .nfiles = prog->files.size, .limits = limits, .debug_roots = getenv("HOTLINT_DEBUG_ROOTS") != NULL};
    arena_init(&H.tmp);
    H.files = arena_alloc(&H.tmp, (H.nfiles + 1) * sizeof(HFile));
    /* files the byte scan selected are parsed already; nothing else is touched unless reached */
    for (uint32_t i = 0; i < H.nfiles; i++)
        if (prog->files.contents[i]->state == PF_PARSED) { hf_ir(&H, (int32_t)i); H.files[i].initial = true; }
    find_util_roots(&H);
    bool *rooted = arena_alloc(&H.tmp, H.nfiles + 1);
    for (uint32_t i = 0; i < H.nfiles; i++)
        if (H.files[i].ir && prog->files.contents[i]->state == PF_PARSED) { find_roots(&H, (int32_t)i); rooted[i] = true; }
    want_dropped(&H, chunk_with_timer);
    if (!H.helpers_indexed) index_clock_helpers(&H);
    if (H.helper_names.size) want_dropped(&H, chunk_clock_helper);
    if (early && prog_reparse_pending(prog)) {
        arena_fini(&H.tmp);
        return 1;
    }
    if (H.roots.size > 1) qsort(H.roots.contents, H.roots.size, sizeof(Root), cmp_root);
    for (uint32_t r = 0; r < H.roots.size; r++) run_root(&H, (int32_t)r);
    /* host timers around a network request with no GPU work measure a server (a serving
     * benchmark's client: TTFT, inter-token latency): the host work around the request is not
     * this process's GPU timing. Walk again without them. */
    bool remote = false;
    for (uint32_t r = 0; r < H.roots.size; r++) remote |= H.roots.contents[r].remote;
    if (remote) {
        for (uint32_t fi = 0; fi < H.nfiles; fi++) {
            HFile *h = &H.files[fi];
            if (!h->ir) continue;
            for (uint32_t si = 0; si < h->ir->sites.size; si++) h->best[si].node = -1;
            for (uint32_t i = 0; i < (h->ir->funcs.size + 1) * 8; i++) h->gv[i].depth = 0xffff;
        }
        if (H.pv) memset(H.pv, 0, H.pvcap * sizeof(PVisit));
        H.pvn = 0;
        for (uint32_t r = 0; r < H.roots.size; r++)
            if (!H.roots.contents[r].remote) run_root(&H, (int32_t)r);
    }

    memo->stale = dispatch_stale(&H);
    /* a file the walks parsed holds a timing root of its own (nvmath's `with
     * utils.host_call_ctx(...)` in a module a test reached): the next round finds and walks it,
     * as a partial parse's next round does */
    for (uint32_t i = 0; i < H.nfiles && !memo->stale; i++) {
        if (rooted[i] || !H.files[i].ir || prog->files.contents[i]->state != PF_PARSED) continue;
        uint32_t before = H.roots.size;
        find_roots(&H, (int32_t)i);
        memo->stale = H.roots.size > before;
    }
    for (uint32_t fi = 0; fi < H.nfiles; fi++) {
        HFile *h = &H.files[fi];
        if (!h->ir) continue;
        for (uint32_t si = 0; si < h->ir->sites.size; si++) {
            const Reach *b = &h->best[si];
            if (b->node < 0) continue;
            const Node *n = &H.nodes.contents[b->node];
            HotSite hs = {.file = (int32_t)fi, .site = (int32_t)si, .root_kind = H.roots.contents[n->root].kind,
                          .in_loop = b->loop, .conditional = b->cond, .chain = chain_of(&H, b->node),
                          .chain_len = (uint32_t)n->depth + 1};
            array_push(run, out, hs);
        }
    }
    if (getenv("HOTLINT_DEBUG_HOT_FILES")) {
        for (uint32_t i = 0; i < H.nfiles; i++) {
            const ProgFile *pf = prog->files.contents[i];
            fprintf(stderr, "hot-file %s %s%s\n", pf->path,
                    pf->state == PF_PARSED ? "parsed" : pf->state == PF_FAILED ? "failed" : "unparsed",
                    pf->state == PF_PARSED && !H.files[i].initial ? " (reached)" : "");
        }
    }
    arena_fini(&H.tmp);
    return 0;
}
