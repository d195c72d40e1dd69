/*
 * ir.h — the language-neutral IR: the contract between the frontends (pyfe.c, cufe.c) and
 * everything after them (hot.c, engine.c, suppress.c). tree-sitter and libclang types never
 * appear here.
 *
 * Shape (one IrFile per source file):
 *   IrFile
 *     funcs[]    every function body, lambda and nested def; funcs[0] is "<module>", the
 *                file's top-level statements (a script's `if __name__ == "__main__":` code).
 *     classes[]  classes with bases, `self.attr = Ctor(...)` types, seed waivers.
 *     regions[]  loops, timed regions, guarded branches and cold code, as a forest: each
 *                region has a parent (-1 = directly in its function body) and a function.
 *     sites[]    everything a rule can match: calls, subscripts, truth tests, f-strings,
 *                format operations, imports, comprehensions. In source order.
 *     imports[]  module imports with aliases (relative imports already made absolute).
 *     comments[] comment texts with locations (for inline suppressions).
 *
 * Ownership: all of it lives in the per-file Arena the frontend was given; strings too.
 * Indices (func, region, cls, ...) are int32 positions into the owning IrFile's arrays,
 * -1 meaning "none".
 * Positions: every node has a Loc, 1-based lines and columns, end_col exclusive.
 *
 * Frontends fill what the syntax tells them and nothing they would have to guess at:
 * hot.c decides what runs per timed iteration, engine.c decides what is a hazard.
 */
#ifndef HL_IR_H
#define HL_IR_H

#include "core/arena.h"
#include "core/array.h"
#include "source.h"

#include <stdbool.h>
#include <stdint.h>

/* What the frontend knows about the value of an expression. UNKNOWN is the default and
 * means "could be a CUDA tensor"; rules that need certainty ask for TENSOR. */
typedef enum {
    IR_KIND_UNKNOWN = 0,
    IR_KIND_TENSOR,      /* result of torch.* constructors/ops, tensor methods, .to/.cuda, params annotated torch.Tensor */
    IR_KIND_MASK,        /* a boolean tensor: comparison of a tensor, torch.isnan/..., logical ops on masks */
    IR_KIND_NUMBER,      /* int/float/bool literal, len(), .item() result, perf_counter(), arithmetic on numbers, .shape[i], .numel(), .size(i) */
    IR_KIND_SHAPE,       /* x.shape, x.size(), torch.Size */
    IR_KIND_NUMPY,       /* np.* results, .numpy() results, np scalars */
    IR_KIND_STRING,      /* str literal, f-string, str() */
    IR_KIND_CONTAINER,   /* list/dict/tuple/set literal or comprehension */
    IR_KIND_NONE,        /* None */
    IR_KIND_MODULE,      /* an imported module name */
    IR_KIND_CLASS,       /* a class name */
    IR_KIND_OBJECT,      /* instance of a user class / non-tensor library object (Stream, Event, Logger...) */
    IR_KIND_CALLABLE,    /* a function, lambda or bound method */
    IR_KIND_HOST_PTR,    /* C/C++: pointer to host memory (pageable unless pinned) */
    IR_KIND_PINNED_PTR,  /* C/C++: host pointer from cudaMallocHost/cudaHostAlloc */
    IR_KIND_DEVICE_PTR,  /* C/C++: pointer from cudaMalloc* */
    IR_KIND_HOST_TENSOR, /* a tensor in host memory: `.cpu()`, `.to("cpu")`, `.pin_memory()`, `torch.from_numpy`,
                            `device="cpu"`, names like `splits_cpu`, and what is computed from them; reading it
                            back (`.item()`, `.tolist()`) does not sync, moving it (`.cuda()`) copies */
    IR_KIND_DTYPE,       /* a dtype: `torch.float16`, `x.dtype`, `torch.get_default_dtype()`, a parameter annotated
                            `torch.dtype` or defaulting to one, a name assigned one (`accum_type = torch.float32`):
                            `.to(accum_type)` is a cast, not a copy to the device */
    IR_KIND__COUNT
} IrKind;

const char *ir_kind_name(IrKind k);

typedef enum {
    IR_SITE_CALL = 1,    /* f(...), x.m(...), Ctor(...), kernel<<<...>>>(...) */
    IR_SITE_SUBSCRIPT,   /* x[idx]: args[0] is the index expression */
    IR_SITE_TRUTH,       /* `if e:`, `while e:`, `e and/or`, `not e`, ternary test: args[0] is e */
    IR_SITE_FSTRING,     /* f"...": args are the interpolated expressions */
    IR_SITE_FORMAT,      /* "...".format(args) or "..." % args: args are the formatted values */
    IR_SITE_IMPORT,      /* import statement inside a function: callee is the module */
    IR_SITE_COMPREHENSION, /* [.. for v in it]: args[0] is the iterable */
    IR_SITE_LAUNCH,      /* CUDA kernel launch: callee is the kernel name, args are the kernel args */
    IR_SITE_NEW,         /* C++ `new T` / `new T[n]`: callee is the type */
    IR_SITE_DECL,        /* C++ local variable declaration whose type constructs (std::vector<T> v(n)): callee is the type */
} IrSiteKind;

const char *ir_site_kind_name(IrSiteKind k);

/* Site flags */
enum {
    IR_SF_BRACKET     = 1u << 0, /* a sync that brackets a timed region of this function (right before
                                    its start or right before its end read); cold unless the function
                                    is reached from a harness root (DESIGN.md §2) */
    IR_SF_TIMER_START = 1u << 1, /* the timer-start call of a region (perf_counter(), start.record(), cudaEventRecord(start)) */
    IR_SF_TIMER_END   = 1u << 2, /* the call that reads/records the end of a region */
    IR_SF_AWAITED     = 1u << 3, /* Python: inside `await` */
    IR_SF_STATEMENT   = 1u << 4, /* the call is a whole expression statement (its value is discarded) */
    IR_SF_MACRO       = 1u << 5, /* C/C++: the call is written inside a macro argument (CUDA_CHECK(cudaMalloc(..))) */
    IR_SF_UNRESOLVED  = 1u << 6, /* C/C++: clang could not resolve the callee; seen by name */
    IR_SF_IN_KERNEL   = 1u << 7, /* C/C++: inside a __global__/__device__ function body */
    IR_SF_COMPARED    = 1u << 8, /* Python: the call's value is an operand of a comparison with no
                                    number literal side, directly or through arithmetic or parentheses
                                    (`torch.rand(n) * q <= p`): it decides something (rejection
                                    sampling), it is no input (`torch.rand(n) > 0.5` is: a mask) */
    IR_SF_MEASURED    = 1u << 9, /* C/C++: a copy that is all its timed region does, with no launch or
                                    other call beside it (a bandwidth or P2P test): the workload, not
                                    a hazard of one */
    IR_SF_FILL        = 1u << 10, /* Python: a subscript assigned a scalar literal (`x[mask] = 0`,
                                    `s[m] = float("-inf")`): PyTorch fills through the mask on the
                                    device (masked_fill_), with no read-back of its size */
    IR_SF_REBIND      = 1u << 11, /* Python: a method call's value assigned back to its own attribute
                                    receiver (`self.cache = self.cache.to(x)`): after the first call the
                                    move finds the tensor in place and copies nothing */
    IR_SF_ON_DEVICE   = 1u << 12, /* Python: `.cuda()` / `.to("cuda")` of a tensor built on the device in
                                    the receiver itself (`torch.randn(n, device="cuda").cuda()`): it is
                                    returned as it is, nothing is copied */
    IR_SF_IMPLICIT    = 1u << 13, /* Python: a call the code makes without writing it (`for x in loader:`
                                    calls `loader.__iter__()`): the hot walk follows it, no rule matches it */
};

typedef struct IrArg {
    const char *name;    /* keyword name (Python kwargs), NULL for positional */
    const char *text;    /* source text of the argument, whitespace-collapsed, at most ~200 bytes */
    IrKind kind;
    int32_t func;        /* when the argument is a lambda (or C++ lambda): its IrFunc index; else -1 */
    const char *num;     /* when the argument is a numeric literal or a simple product of them: its text */
} IrArg;

typedef Array(IrArg) IrArgArray;

typedef struct IrSite {
    IrSiteKind kind;
    uint32_t flags;          /* IR_SF_* */
    int32_t func;            /* enclosing function (index into funcs) */
    int32_t region;          /* innermost enclosing region, -1 if directly in the function body */
    Loc loc;                 /* the hazard's own span: the whole call expression, subscript, etc. */
    const char *callee;      /* as written, whitespace-collapsed: "torch.cuda.synchronize", "self._step", "x.item", "print" */
    const char *qual;        /* resolved through the file's imports: `import torch as th; th.cuda.synchronize()`
                                gives "torch.cuda.synchronize"; `from time import perf_counter as pc; pc()` gives
                                "time.perf_counter". Same as callee when nothing resolves. C/C++: the callee's
                                qualified name ("std::chrono::steady_clock::now", "cudaMalloc"). */
    const char *method;      /* last attribute for x.m(...) calls ("item"); NULL for plain names */
    const char *recv;        /* receiver text for method calls / subscripted object, else NULL */
    IrKind recv_kind;        /* what the frontend knows about the receiver (or the called name for plain calls) */
    const char *recv_type;   /* constructor the receiver was assigned from, when known in this function or the
                                class ("torch.cuda.Stream", "MyModel", "torch.cuda.Event"), else NULL */
    IrArgArray args;
    IrKind result_kind;      /* kind of the expression's value (what an assignment target becomes) */
    const char *assigned_to; /* when the site is the right side of `name = <site>`: the target text */
} IrSite;

typedef enum {
    IR_REGION_LOOP = 1,  /* for/while/comprehension body: runs many times per enclosing iteration */
    IR_REGION_TIMED,     /* code between a timer start and its end read (only that code) */
    IR_REGION_COND,      /* a guarded branch (if/elif/else body, ternary arm, `and`/`or` right side) */
    IR_REGION_COLD,      /* code that never runs per iteration: dead branch, error path, lazy init, except handler */
} IrRegionKind;

typedef enum {
    IR_TIMER_NONE = 0,
    IR_TIMER_HOST,       /* perf_counter/time.time/monotonic/default_timer pair  -> root_kind "timer" */
    IR_TIMER_EVENT,      /* torch.cuda.Event start.record() ... end.record()     -> root_kind "event" */
    IR_TIMER_CUDA_EVENT, /* cudaEventRecord(start) ... cudaEventRecord(stop)     -> root_kind "cuda_event" */
    IR_TIMER_CHRONO,     /* std::chrono now() pair, sdkStartTimer, gettimeofday, clock_gettime -> root_kind "chrono" */
} IrTimerKind;

typedef enum {
    IR_COLD_NONE = 0,
    IR_COLD_DEAD,        /* if False: / if 0: / #if 0 (C: not even in the IR) */
    IR_COLD_ERROR,       /* raise/throw/exit/abort branch, assert message, CUDA_CHECK reporting half */
    IR_COLD_EXCEPT,      /* except/catch handler body */
    IR_COLD_LAZY_INIT,   /* `if self.x is None: self.x = ...` and similar run-once initialisation */
    IR_COLD_WARMUP,      /* explicit warm-up loop (`for _ in range(warmup)`) inside a harness root */
    IR_COLD_ONCE,        /* `if i == 0:` on the variable of a loop that a timer in its function times: one iteration */
} IrColdReason;

typedef struct IrRegion {
    IrRegionKind kind;
    int32_t parent;          /* enclosing region or -1 */
    int32_t func;
    Loc loc;
    IrTimerKind timer;       /* TIMED only */
    int32_t start_site;      /* TIMED only: the IR_SF_TIMER_START site (-1 if implicit) */
    int32_t end_site;        /* TIMED only: the IR_SF_TIMER_END site */
    const char *guard;       /* COND only: guard text ("self.debug", "i % 10 == 0"); LOOP: the loop header text */
    IrColdReason cold;       /* COLD only */
    const char *trip;        /* LOOP: trip count text when it is `range(N)` / `for (i=0;i<N;...)`: "N", else NULL */
    uint8_t exits;           /* COND: the branch ends in `return` (C/C++): taken, it leaves the function */
} IrRegion;

enum {
    IR_FF_LAMBDA   = 1u << 0,
    IR_FF_NESTED   = 1u << 1, /* def inside a def */
    IR_FF_KERNEL   = 1u << 2, /* CUDA __global__ */
    IR_FF_DEVICE   = 1u << 3, /* CUDA __device__ (not __host__ __device__) */
    IR_FF_MODULE   = 1u << 4, /* the "<module>" pseudo-function */
    IR_FF_STATIC   = 1u << 5, /* @staticmethod / C static */
    IR_FF_TEMPLATE = 1u << 6,
    IR_FF_ASYNC    = 1u << 7,
};

typedef struct IrFunc {
    const char *name;        /* "benchmark_fn", "<lambda>", "<module>" */
    const char *qualname;    /* "Bench.benchmark_fn", "outer.<locals>.inner", "main.<lambda>@12" */
    int32_t cls;             /* enclosing class (index into classes) or -1 */
    int32_t parent;          /* enclosing function for nested defs/lambdas, else -1 */
    uint32_t flags;          /* IR_FF_* */
    StrArray decorators;     /* as written without '@' and call args: "hot_path", "torch.no_grad", "timed" */
    StrArray params;         /* parameter names in order ("self" included) */
    Loc loc;                 /* the name (def line); for lambdas the `lambda` keyword */
    Loc body;                /* the whole body span */
} IrFunc;

typedef struct IrAttr {
    const char *name;        /* attribute name: "model" for self.model = ... */
    const char *type;        /* constructor callee as resolved ("MyModel", "torch.nn.Linear", "torch.cuda.Stream") */
    IrKind kind;
    Loc loc;
} IrAttr;

typedef struct IrClass {
    const char *name;
    const char *qualname;
    StrArray bases;          /* as written ("BaseBenchmark", "nn.Module", "torch.nn.Module") */
    Array(IrAttr) attrs;     /* self.x = Ctor(...) anywhere in the class's methods; also class-level x = Ctor(...) */
    StrArray seed_waivers;   /* allowed_benchmark_fn_antipatterns = ("sync", ...) values */
    Loc seed_loc;            /* where that attribute is assigned */
    Loc loc;
} IrClass;

typedef struct IrImport {
    const char *module;      /* absolute dotted module ("pkg.sub.mod"); relative imports resolved against the file's module */
    const char *name;        /* `from module import name`: the name; NULL for `import module` */
    const char *alias;       /* the local name bound: `import a.b as m` -> "m"; `import a.b` -> "a"; `from m import f as g` -> "g" */
    int32_t func;            /* function the import is in (0 = module level) */
    Loc loc;
} IrImport;

typedef struct IrComment {
    const char *text;        /* full comment text including the leading '#' or '//' */
    Loc loc;
} IrComment;

typedef struct IrFile {
    const char *path;        /* display path */
    const char *module;      /* dotted module name from the path relative to its root ("benchmarks.gemm"); NULL for C/C++ */
    Lang lang;
    const Source *src;
    bool syntax_errors;      /* the parser recovered from errors; first one in error_loc */
    Loc error_loc;
    bool depth_limited;      /* nesting deeper than the frontend walks: code below that depth is not in
                                the IR (report as HL030 at depth_loc) */
    Loc depth_loc;
    Array(IrFunc) funcs;
    Array(IrClass) classes;
    Array(IrRegion) regions;
    Array(IrSite) sites;
    Array(IrImport) imports;
    Array(IrComment) comments;
    StrArray includes;       /* C/C++: #include targets as written */
} IrFile;

IrFile *ir_file_new(Arena *arena, const Source *src);
/* Appends and returns a zeroed node with indices set to -1 where -1 means "none". */
IrFunc *ir_func_add(Arena *arena, IrFile *f);
IrClass *ir_class_add(Arena *arena, IrFile *f);
IrRegion *ir_region_add(Arena *arena, IrFile *f);
IrSite *ir_site_add(Arena *arena, IrFile *f);

/* Text dump for IR tests (tree-sitter corpus format); deterministic. Caller frees the result. */
char *ir_dump(const IrFile *f);

/* Names of calls that synchronize the host with the device (used by frontends for bracket
 * detection): "torch.cuda.synchronize", method "synchronize", "cudaDeviceSynchronize", ... */
bool ir_is_sync_call(const IrSite *s);
/* Python clock reads, by qualified name (`time.perf_counter`, `datetime.datetime.now`, ...), NULL-ended:
 * what the frontend pairs into host timers, and what a timing context manager must call. */
extern const char *const ir_py_clocks[];
bool ir_is_py_clock(const char *qual);
/* The keyword argument `name` of call s (`device=`), NULL if it is not passed. */
const IrArg *ir_kwarg(const IrSite *s, const char *name);

#endif
