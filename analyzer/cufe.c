/*
 * cufe.c — the CUDA/C/C++ frontend: libclang translation unit -> IR (ir.h).
 *
 * Loading. libclang is dlopen()ed on the first cufe_parse() ("libclang-16.so.1", then
 * /usr/lib/llvm-16/lib/libclang-16.so.1, then "libclang.so.1"); every clang_* function we use is
 * resolved into one table (CX). One CXIndex serves the whole process (pthread_once); a warm-up
 * parse of a one-line file inside the once-block initialises libclang's lazily computed state
 * before worker threads race for it. A Python-only run never calls cufe_parse and never loads it.
 *
 * Languages. `.cu`/`.cuh` parse as CUDA host code, `.c` as C, everything else as C++, except that
 * a header (`.h/.hpp/.hh/.hxx`) parses as CUDA when its text contains `__global__`, `__device__`
 * or `<<<`, or when its folder holds a `.cu`/`.cuh` file (cached per folder, per CuFe).
 *
 * Modes. Default (no CUDA install needed): `-x cuda --cuda-host-only -nocudainc -nocudalib
 * --cuda-path=/nonexistent/hotlint`, hotlint_cuda.h force-included, <include_dir>/stubs first on
 * the system include path so `#include <cuda_runtime.h>` and friends (cuBLAS, cuRAND, Thrust,
 * helper_cuda.h, ...) resolve to hotlint's own declarations. The C library and libstdc++ folders
 * are named explicitly after `-nostdlibinc`: /usr/local/include is left out on purpose, because
 * distributions link a real CUDA's headers there and clang cannot digest them without its CUDA
 * wrappers (thousands of errors, 10x the time). `-ferror-limit=0 -fno-spell-checking` and
 * CXTranslationUnit_KeepGoing keep clang going past missing headers. Three tries, in order:
 *   configured  the file's compile_commands.json entry (CuFeOptions.compile_commands_dir, else a
 *               compile_commands.json in the file's folder or above) minus nvcc-only flags, or the
 *               real headers of --cuda-path; dropped when clang reports a fatal error or a missing
 *               header (the database is from another machine, CUDA 13's headers need files clang
 *               16 lacks);
 *   fast        the built-in mode with include/std/ in front of libstdc++: a small stand-in for
 *               <iostream>, <vector>, <chrono>, <cmath>, ... (libstdc++'s versions cost 30x the
 *               file itself), and hotlint's headers precompiled once per language and cached on
 *               disk (see pch_for); dropped when clang reports an error that involves `std`;
 *   full        the built-in mode with the real libstdc++.
 * Time budget. clang runs on a helper thread; the caller waits until that thread has spent
 * time_budget_ms (default 10 s) of CPU time (or four times that in wall time, should it stop
 * computing), so a busy machine does not change what is reported. A parse over budget is abandoned: the file gets an HL_ELIMIT message (HL004), the helper thread
 * owns copies of everything it reads and disposes of the translation unit when clang returns
 * (or the process exits). The IR walk checks its thread's CPU time every 256 cursors and keeps what
 * it has (reported as a syntax error). Files over 4 MiB (generated code) are not parsed at all.
 *
 * Walk. Only declarations whose expansion location is in the main file are walked, with an
 * explicit stack (no recursion on input depth): children of each node are collected one level
 * at a time with clang_visitChildren. Functions, methods, templates, lambdas (own IrFunc, named
 * after the variable they initialise) and kernels become IrFuncs; loops, if/else and ?: arms,
 * catch handlers and error branches become regions. A call written inside a macro argument is
 * located where it is written (IR_SF_MACRO); a call produced by a macro body sits at the macro
 * invocation, and the reporting calls of a checking macro's body (printf, exit, ...) are
 * dropped. Statements clang had to drop (unknown identifiers, missing headers) leave "gaps"
 * between a block's children: gaps are scanned token by token for calls, launches and stream
 * writes, which become IR_SF_UNRESOLVED sites (a gap holding #if/#else/#endif lines may be
 * inactive code and is not scanned).
 *
 * After the walk (whole file known): sites are sorted by position, pointer kinds of arguments
 * are resolved from what the file says about each name (cudaMalloc -> device_ptr, malloc/new/
 * arrays/vector data -> host_ptr, cudaMallocHost/cudaHostAlloc/cudaHostRegister -> pinned_ptr),
 * timed regions are found (cudaEvent pairs read by cudaEventElapsedTime, chrono/clock pairs
 * whose difference is taken, sdk/cut timers, start/stop wrappers), the code between each pair's
 * start and end statement is re-parented under a TIMED region, bracketing synchronizations are
 * flagged, empty regions are pruned and regions renumbered so that parents precede children.
 * All IR strings live in the caller's per-file arena; scratch lives in the CuFe's arena.
 */
#include "cufe.h"

#include <clang-c/Index.h>
#include <ctype.h>
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <jansson.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

#include "core/str.h"

#define CUFE_DEFAULT_BUDGET_MS 10000u
#define CUFE_MAX_BYTES (4u << 20) /* larger files are generated code, not benchmark drivers: not parsed */
#define CUFE_TEXT_MAX 200      /* argument / guard text kept in the IR */
#define CUFE_MAX_NODES 4000000u /* cursors walked per file before giving up on the rest */
#define PARSE_OPTS (CXTranslationUnit_KeepGoing | CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles)

/* ------------------------------------------------------------------------------------------ */
/* libclang, loaded at run time                                                               */

#define CX_FUNCS(X) \
    X(clang_createIndex) X(clang_parseTranslationUnit2) X(clang_disposeTranslationUnit) \
    X(clang_getTranslationUnitCursor) X(clang_visitChildren) X(clang_getCursorKind) X(clang_getCursorSpelling) \
    X(clang_getCString) X(clang_disposeString) X(clang_getCursorExtent) X(clang_getCursorLocation) \
    X(clang_getRangeStart) X(clang_getRangeEnd) X(clang_getFileLocation) X(clang_getExpansionLocation) \
    X(clang_getCursorReferenced) X(clang_getCursorSemanticParent) X(clang_getCursorType) X(clang_getTypeSpelling) \
    X(clang_getCanonicalType) X(clang_getPointeeType) X(clang_getTypeDeclaration) X(clang_Cursor_getStorageClass) \
    X(clang_Cursor_isNull) X(clang_Cursor_isInlineNamespace) X(clang_Cursor_isAnonymous) X(clang_getNumDiagnostics) \
    X(clang_getDiagnostic) X(clang_disposeDiagnostic) X(clang_getDiagnosticSeverity) X(clang_getDiagnosticLocation) \
    X(clang_getDiagnosticSpelling) X(clang_getDiagnosticCategoryText) X(clang_getFile) X(clang_File_isEqual) \
    X(clang_getSkippedRanges) X(clang_disposeSourceRangeList) X(clang_CXXMethod_isStatic) \
    X(clang_getNumOverloadedDecls) X(clang_getOverloadedDecl) X(clang_getCursorResultType) \
    X(clang_getClangVersion) X(clang_isCursorDefinition) X(clang_getArrayElementType) X(clang_isExpression) \
    X(clang_Cursor_Evaluate) X(clang_saveTranslationUnit) X(clang_getFileName) X(clang_getSpecializedCursorTemplate) X(clang_EvalResult_getKind) X(clang_EvalResult_getAsInt) X(clang_EvalResult_dispose)

static struct {
#define X(name) __typeof__(name) *name;
    CX_FUNCS(X)
#undef X
} CX;

static pthread_once_t cx_once = PTHREAD_ONCE_INIT;
static int cx_state;          /* 0 not loaded, 1 a thread claimed the load (cufe_claim), 2 loaded or failed */
static const char *cx_error;           /* NULL once loaded */
static CXIndex cx_index;
static char cx_sysinc[8][PATH_MAX];    /* C/C++ library folders named after -nostdlibinc */
static int cx_nsysinc_cxx, cx_nsysinc;  /* [0, nsysinc_cxx) libstdc++, [nsysinc_cxx, nsysinc) libc */
static int cuda_path_broken;           /* --cuda-path's headers failed once: the built-in mode from then on */

static const char *cx_str(CXString s, Arena *a) {
    const char *c = CX.clang_getCString(s);
    const char *r = arena_strdup(a, c ? c : "");
    CX.clang_disposeString(s);
    return r;
}

static int ver_of(const char *name) {
    if (!isdigit((unsigned char)name[0])) return -1;
    return atoi(name);
}

/* libstdc++ and C library folders, in the order clang itself would search them */
static void find_sysinc(void) {
    static const char *const triples[] = {"x86_64-linux-gnu", "aarch64-linux-gnu", "powerpc64le-linux-gnu", NULL};
    const char *triple = NULL;
    char p[PATH_MAX];
    for (int i = 0; triples[i]; i++) {
        snprintf(p, sizeof p, "/usr/include/%s", triples[i]);
        if (access(p, R_OK) == 0) { triple = triples[i]; break; }
    }
    int best = -1;
    DIR *d = opendir("/usr/include/c++");
    if (d) {
        struct dirent *e;
        while ((e = readdir(d))) {
            int v = ver_of(e->d_name);
            if (v <= best) continue;
            snprintf(p, sizeof p, "/usr/include/c++/%s/iostream", e->d_name);
            if (access(p, R_OK) == 0) best = v;
        }
        closedir(d);
    }
    int n = 0;
    if (best >= 0) {
        snprintf(cx_sysinc[n++], PATH_MAX, "/usr/include/c++/%d", best);
        if (triple) {
            snprintf(p, sizeof p, "/usr/include/%s/c++/%d", triple, best);
            if (access(p, R_OK) == 0) snprintf(cx_sysinc[n++], PATH_MAX, "%s", p);
        }
        snprintf(cx_sysinc[n++], PATH_MAX, "/usr/include/c++/%d/backward", best);
    }
    cx_nsysinc_cxx = n;
    if (triple) snprintf(cx_sysinc[n++], PATH_MAX, "/usr/include/%s", triple);
    if (access("/usr/include/stdio.h", R_OK) == 0) snprintf(cx_sysinc[n++], PATH_MAX, "/usr/include");
    cx_nsysinc = n;
    if (best < 0 || n == cx_nsysinc_cxx) cx_nsysinc = cx_nsysinc_cxx = 0;   /* unusual layout: clang's own defaults */
}

static void cx_open(void);
static void cx_load(void) {
    cx_open();
    __atomic_store_n(&cx_state, 2, __ATOMIC_RELEASE);
}

static void cx_open(void) {
    static const char *const names[] = {"libclang-16.so.1", "/usr/lib/llvm-16/lib/libclang-16.so.1", "libclang.so.1", NULL};
    void *h = NULL;
    for (int i = 0; names[i] && !h; i++) h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        cx_error = "cannot load libclang (libclang-16.so.1): install the Debian package libclang1-16 (or libclang-16-dev)";
        return;
    }
#define X(name) \
    if (!(CX.name = (__typeof__(name) *)dlsym(h, #name))) { \
        cx_error = "libclang is too old (missing `" #name "`): install the Debian package libclang1-16"; \
        return; \
    }
    CX_FUNCS(X)
#undef X
    /* clang parses on our own helper thread (parse_budgeted), whose stack we size: libclang's
     * own 8 MB safety thread overflows on deep expressions before its crash recovery can run */
    setenv("LIBCLANG_NOTHREADS", "1", 0);
    /* excludeDeclarationsFromPCH=1: never enumerate declarations of a precompiled preamble */
    cx_index = CX.clang_createIndex(1, 0);
    if (!cx_index) { cx_error = "libclang could not create an index"; return; }
    find_sysinc();
    /* warm-up: libclang computes its resource path lazily and without a lock */
    struct CXUnsavedFile uf = {"hotlint_warmup.c", "int hotlint_warmup;\n", 20};
    const char *args[] = {"-x", "c", "-fsyntax-only", "-w"};
    CXTranslationUnit tu = NULL;
    if (CX.clang_parseTranslationUnit2(cx_index, "hotlint_warmup.c", args, 4, &uf, 1, CXTranslationUnit_None, &tu) == CXError_Success && tu)
        CX.clang_disposeTranslationUnit(tu);
}

bool cufe_available(void) {
    pthread_once(&cx_once, cx_load);
    return cx_error == NULL;
}

bool cufe_claim(void) {
    int s = __atomic_load_n(&cx_state, __ATOMIC_ACQUIRE), zero = 0;
    return s == 2 || (s == 0 && __atomic_compare_exchange_n(&cx_state, &zero, 1, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE));
}

/* ------------------------------------------------------------------------------------------ */
/* the frontend object                                                                        */

typedef struct DirFlag { char *dir; bool has_cu; } DirFlag;
typedef struct CcEntry { char *file; char *dir; char **argv; int argc; } CcEntry;
typedef struct CcDb { char *path; CcEntry *e; int n; } CcDb;
typedef struct CcLookup { char *dir; int db; } CcLookup;   /* folder -> db index (-1 none) */

struct CuFe {
    CuFeOptions opts;
    char *include_dir;       /* hotlint's header folder (may not exist) */
    bool have_header;
    Arena scratch;
    DirFlag *dirs;
    int ndirs, capdirs;
    CcDb *dbs;
    int ndbs;
    CcLookup *looks;
    int nlooks, caplooks;
    struct Helper *helper;   /* the thread clang parses on (parse_budgeted); NULL until the first parse */
};

static void helper_stop(struct Helper *h);

CuFe *cufe_new(const CuFeOptions *opts) {
    CuFe *self = hl_calloc(1, sizeof *self);
    if (opts) self->opts = *opts;
    const char *inc = self->opts.include_dir ? self->opts.include_dir : "analyzer/include";
    self->include_dir = hl_strdup(inc);
    char p[PATH_MAX];
    snprintf(p, sizeof p, "%s/hotlint_cuda.h", inc);
    self->have_header = access(p, R_OK) == 0;
    arena_init(&self->scratch);
    return self;
}

void cufe_free(CuFe *self) {
    if (!self) return;
    for (int i = 0; i < self->ndirs; i++) free(self->dirs[i].dir);
    free(self->dirs);
    for (int i = 0; i < self->ndbs; i++) {
        for (int j = 0; j < self->dbs[i].n; j++) {
            CcEntry *e = &self->dbs[i].e[j];
            for (int k = 0; k < e->argc; k++) free(e->argv[k]);
            free(e->argv);
            free(e->file);
            free(e->dir);
        }
        free(self->dbs[i].e);
        free(self->dbs[i].path);
    }
    free(self->dbs);
    for (int i = 0; i < self->nlooks; i++) free(self->looks[i].dir);
    free(self->looks);
    helper_stop(self->helper);
    arena_fini(&self->scratch);
    free(self->include_dir);
    free(self);
}

const char *cufe_default_include_dir(Arena *arena, const char *argv0) {
    const char *env = getenv("HOTLINT_INCLUDE");
    if (env && *env) return arena_strdup(arena, env);
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0 && argv0 && realpath(argv0, exe)) n = (ssize_t)strlen(exe);
    if (n > 0) {
        exe[n] = 0;
        char *slash = strrchr(exe, '/');
        if (slash) {
            *slash = 0;
            static const char *const rel[] = {"../share/hotlint/include", "../analyzer/include", NULL};
            for (int i = 0; rel[i]; i++) {
                char *p = arena_printf(arena, "%s/%s", exe, rel[i]);
                char *q = arena_printf(arena, "%s/hotlint_cuda.h", p);
                if (access(q, R_OK) == 0) {
                    char real[PATH_MAX];
                    return realpath(p, real) ? arena_strdup(arena, real) : p;
                }
            }
        }
    }
    return "analyzer/include";
}

/* ------------------------------------------------------------------------------------------ */
/* small text helpers                                                                         */

static bool is_id0(char c) { return isalpha((unsigned char)c) || c == '_' || c == '$' || (unsigned char)c >= 0x80; }
static bool is_id(char c) { return isalnum((unsigned char)c) || c == '_' || c == '$' || (unsigned char)c >= 0x80; }

/* whitespace-collapsed copy of text[b, e), at most `max` bytes (cut at a character boundary) */
static const char *collapse(Arena *a, const char *text, uint32_t b, uint32_t e, size_t max) {
    if (e < b) e = b;
    char *out = arena_alloc(a, (size_t)(e - b) + 1 > max + 1 ? max + 1 : (size_t)(e - b) + 1);
    size_t n = 0;
    bool sp = false;
    for (uint32_t i = b; i < e && n < max; i++) {
        char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') { sp = n > 0; continue; }
        if (c == '\\' && i + 1 < e && (text[i + 1] == '\n' || text[i + 1] == '\r')) { sp = n > 0; continue; }
        if (sp && n < max) out[n++] = ' ';
        sp = false;
        if (n < max) out[n++] = c;
    }
    while (n > 0 && ((unsigned char)out[n - 1] & 0xC0) == 0x80 && n >= max) n--;  /* no torn UTF-8 at the cut */
    out[n] = 0;
    return out;
}

/* "foo<float>" -> "foo"; "ns::k<T, 4>" -> "ns::k"; template argument lists after identifiers */
static const char *strip_targs(Arena *a, const char *s) {
    if (!s || !strchr(s, '<')) return s;
    size_t n = strlen(s);
    char *out = arena_alloc(a, n + 1);
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '<' && o > 0 && (is_id(out[o - 1]) || out[o - 1] == ' ')) {
            int depth = 0;
            size_t j = i;
            for (; j < n; j++) {
                if (s[j] == '<') depth++;
                else if (s[j] == '>' && --depth == 0) break;
            }
            if (j < n) { i = j; while (o > 0 && out[o - 1] == ' ') o--; continue; }
        }
        out[o++] = s[i];
    }
    out[o] = 0;
    return out;
}

static const char *last_ident(const char *s, size_t *len) {
    /* last identifier of an lvalue-ish text: "this->d_a" -> d_a, "s.h[0]" -> h (before the subscript) */
    size_t n = strlen(s);
    while (n > 0 && !is_id(s[n - 1])) {
        if (s[n - 1] == ']') {   /* skip a subscript */
            int depth = 0;
            while (n > 0) {
                if (s[n - 1] == ']') depth++;
                else if (s[n - 1] == '[' && --depth == 0) { n--; break; }
                n--;
            }
            continue;
        }
        if (s[n - 1] == ')') return NULL;
        n--;
    }
    size_t e = n;
    while (n > 0 && is_id(s[n - 1])) n--;
    if (e == n || !is_id0(s[n])) return NULL;
    *len = e - n;
    return s + n;
}

static bool word_in(const char *w, const char *const *list) {
    for (int i = 0; list[i]; i++)
        if (!strcmp(w, list[i])) return true;
    return false;
}

/* ------------------------------------------------------------------------------------------ */
/* per-parse state                                                                            */

enum {
    F_KERNEL = 1u << 0,      /* inside a __global__/__device__ body */
    F_STMT = 1u << 1,        /* the node is a whole statement */
    F_INSTREAM = 1u << 2,    /* an inner `<<` of a stream write already reported */
    F_CONFIG = 1u << 3,      /* the <<<...>>> configuration call of a launch */
    F_TOPLEVEL = 1u << 4,    /* a declaration outside any function */
    F_NOSITE = 1u << 5,      /* the callee expression of a call: no site of its own */
};

typedef struct Frame {
    CXCursor c;
    int32_t func, region;
    uint32_t flags;
    const char *assign;      /* `x = <this>` target passed through wrappers */
    int32_t arg_site;        /* the node is argument arg_idx of site arg_site (lambdas) */
    int32_t arg_idx;
    const char *lambda_var;  /* the node initialises a variable of this name */
    int32_t iife_site;       /* the node is a lambda that this call site calls where it is written */
    uint32_t binop_depth;    /* binary operators above this node, in a row */
} Frame;

typedef struct SiteX {       /* scratch companion of each IR site */
    uint32_t b, e;           /* main-file byte range */
    uint32_t order;          /* creation order */
    const char **arg_base;   /* per positional arg: base name for pointer kinds, or NULL */
    uint8_t *arg_data;       /* per arg: 1 = `.data()`/subscript/`.get()` of a container */
    const char **arg_fn;     /* per arg: a function named by the argument */
} SiteX;

typedef struct Fact { int32_t func; const char *name; IrKind kind; bool container; bool conflict; } Fact;

typedef struct Sub { int32_t func; uint32_t off; const char *lhs, *rhs; int32_t lsite, rsite; } Sub;

typedef struct RegX { uint32_t b, e; } RegX;

typedef struct CaseErr { uint32_t b, e; int32_t func, region; } CaseErr;

typedef struct W {
    CuFe *fe;
    Arena *a;                /* IR arena */
    Arena *t;                /* scratch */
    IrFile *f;
    const Source *src;
    const char *text;
    uint32_t len;
    CXTranslationUnit tu;
    CXFile mainf;
    Array(Frame) stack;
    Array(CXCursor) kids;
    Array(SiteX) sx;
    Array(RegX) rx;
    Array(Fact) facts;
    Array(Sub) subs;
    Array(uint32_t) skipped; /* pairs [b, e) of preprocessor-skipped main-file ranges */
    Array(const char *) class_q; /* qualname of each IrClass */
    uint64_t nodes;
    uint32_t order;
    Array(int32_t) harness_fn;   /* lambdas a harness times (nvbench state.exec) */
    Array(int32_t) harness_loop; /* loops a harness times per iteration (Google Benchmark's `for (auto _ : state)`) */
    Array(CaseErr) case_err;    /* `default: printf(...); exit(1);`: switch cases that end the program
                                   (case_error_regions) */
    struct timespec deadline;   /* the walk stops here: this thread's CPU time (same budget as the parse) */
    bool truncated;             /* the walk hit the deadline or the node limit */
} W;

/* ------------------------------------------------------------------------------------------ */
/* cursor helpers                                                                             */

static enum CXChildVisitResult collect_cb(CXCursor c, CXCursor parent, CXClientData d) {
    (void)parent;
    W *w = d;
    array_push(w->t, &w->kids, c);
    return CXChildVisit_Continue;
}

/* children of c, copied out of the shared buffer into scratch */
static CXCursor *kids_of(W *w, CXCursor c, uint32_t *n) {
    w->kids.size = 0;
    CX.clang_visitChildren(c, collect_cb, w);
    *n = w->kids.size;
    if (!*n) return NULL;
    CXCursor *k = arena_alloc(w->t, sizeof(CXCursor) * *n);
    memcpy(k, w->kids.contents, sizeof(CXCursor) * *n);
    return k;
}

static bool loc_off(W *w, CXSourceLocation l, uint32_t *off) {
    CXFile f = NULL;
    unsigned o = 0;
    CX.clang_getFileLocation(l, &f, NULL, NULL, &o);
    if (!f || !CX.clang_File_isEqual(f, w->mainf)) return false;
    *off = o;
    return true;
}

typedef struct Rng { uint32_t b, e; bool ok, macro_arg; } Rng;

static Rng rng_of(W *w, CXCursor c) {
    Rng r = {0};
    CXSourceRange x = CX.clang_getCursorExtent(c);
    CXSourceLocation s = CX.clang_getRangeStart(x), e = CX.clang_getRangeEnd(x);
    if (!loc_off(w, s, &r.b) || !loc_off(w, e, &r.e)) return r;
    if (r.e < r.b || r.e > w->len) return r;
    r.ok = true;
    CXFile ef = NULL;
    unsigned eo = 0;
    CX.clang_getExpansionLocation(s, &ef, NULL, NULL, &eo);
    r.macro_arg = ef && CX.clang_File_isEqual(ef, w->mainf) && eo != r.b;
    return r;
}

static bool in_main(W *w, CXCursor c) {
    CXSourceLocation l = CX.clang_getCursorLocation(c);
    CXFile f = NULL;
    unsigned o;
    CX.clang_getExpansionLocation(l, &f, NULL, NULL, &o);
    return f && CX.clang_File_isEqual(f, w->mainf);
}

static const char *spell(W *w, CXCursor c) { return cx_str(CX.clang_getCursorSpelling(c), w->t); }

static Loc loc_of(W *w, uint32_t b, uint32_t e) {
    Loc l = {.path = w->src->path};
    src_offset_to_linecol(w->src, b, &l.line, &l.col);
    src_offset_to_linecol(w->src, e, &l.end_line, &l.end_col);
    return l;
}

static const char *rtext(W *w, Rng r, Arena *a) {
    return r.ok ? collapse(a, w->text, r.b, r.e, CUFE_TEXT_MAX) : NULL;
}

static bool is_wrapper(enum CXCursorKind k) {
    return k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr || k == CXCursor_CStyleCastExpr ||
           k == CXCursor_CXXFunctionalCastExpr || k == CXCursor_CXXStaticCastExpr || k == CXCursor_CXXReinterpretCastExpr ||
           k == CXCursor_CXXConstCastExpr || k == CXCursor_CXXDynamicCastExpr;
}

/* strips implicit/explicit casts and parens: the expression underneath */
static CXCursor unwrap(W *w, CXCursor c) {
    for (int i = 0; i < 16; i++) {
        enum CXCursorKind k = CX.clang_getCursorKind(c);
        if (!is_wrapper(k)) break;
        uint32_t n;
        CXCursor *ks = kids_of(w, c, &n);
        CXCursor next = c;
        int nexpr = 0;
        for (uint32_t j = 0; j < n; j++)
            if (CX.clang_isExpression(CX.clang_getCursorKind(ks[j]))) { next = ks[j]; nexpr++; }
        if (nexpr != 1) break;
        c = next;
    }
    return c;
}

/* a condition that is a literal: 0 (false), 1 (true), -1 (not a literal) */
static int const_cond(W *w, CXCursor c) {
    CXCursor u = unwrap(w, c);
    enum CXCursorKind k = CX.clang_getCursorKind(u);
    if (k != CXCursor_IntegerLiteral && k != CXCursor_CXXBoolLiteralExpr) return -1;
    CXEvalResult r = CX.clang_Cursor_Evaluate(u);
    if (!r) return -1;
    int v = -1;
    if (CX.clang_EvalResult_getKind(r) == CXEval_Int) v = CX.clang_EvalResult_getAsInt(r) != 0;
    CX.clang_EvalResult_dispose(r);
    return v;
}

/* "ns::Class::name": semantic parents, skipping inline and anonymous namespaces */
static const char *qualified(W *w, CXCursor c, Arena *a) {
    const char *parts[32];
    int n = 0;
    CXCursor p = c;
    for (int guard = 0; guard < 32 && !CX.clang_Cursor_isNull(p); guard++) {
        enum CXCursorKind k = CX.clang_getCursorKind(p);
        if (k == CXCursor_TranslationUnit || k == CXCursor_LinkageSpec) break;
        bool take = true;
        if (k == CXCursor_Namespace && (CX.clang_Cursor_isInlineNamespace(p) || CX.clang_Cursor_isAnonymous(p))) take = false;
        if ((k == CXCursor_StructDecl || k == CXCursor_ClassDecl || k == CXCursor_UnionDecl) && CX.clang_Cursor_isAnonymous(p)) take = false;
        if (p.kind != c.kind || guard > 0) {
            if (k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_FunctionTemplate) take = false;
        }
        if (take) {
            const char *s = spell(w, p);
            if (!*s) break;
            if (n < 32) parts[n++] = s;
        }
        p = CX.clang_getCursorSemanticParent(p);
    }
    if (!n) return NULL;
    size_t len = 0;
    for (int i = 0; i < n; i++) len += strlen(parts[i]) + 2;
    char *out = arena_alloc(a, len + 1);
    char *o = out;
    for (int i = n - 1; i >= 0; i--) {
        size_t l = strlen(parts[i]);
        memcpy(o, parts[i], l);
        o += l;
        if (i) { memcpy(o, "::", 2); o += 2; }
    }
    *o = 0;
    return strip_targs(a, out);
}

/* the declaration of a type, through pointers/references/typedefs ("std::vector", "Bench") */
static const char *type_name(W *w, CXType t, Arena *a) {
    for (int i = 0; i < 4 && (t.kind == CXType_Pointer || t.kind == CXType_LValueReference || t.kind == CXType_RValueReference); i++)
        t = CX.clang_getPointeeType(t);
    CXType can = CX.clang_getCanonicalType(t);
    CXCursor d = CX.clang_getTypeDeclaration(can);
    if (!CX.clang_Cursor_isNull(d) && CX.clang_getCursorKind(d) != CXCursor_NoDeclFound) {
        const char *q = qualified(w, d, a);
        if (q) return q;
    }
    if (t.kind == CXType_Invalid) return NULL;
    const char *s = cx_str(CX.clang_getTypeSpelling(t), a);
    return *s ? strip_targs(a, s) : NULL;
}

/* ------------------------------------------------------------------------------------------ */
/* name lists                                                                                 */

static const char *const noreturn_fns[] = {
    "exit", "_exit", "_Exit", "abort", "quick_exit", "std::exit", "std::abort", "std::terminate", "std::quick_exit",
    "std::_Exit", "terminate", "__assert_fail", "__assert_rtn", "__assertfail", "MPI_Abort", "pthread_exit", "longjmp",
    "siglongjmp", "die", "fatal", "panic", "error_exit", "errorExit", "fatal_error", "fatalError", "Fatal", "bail",
    "__trap", "__builtin_trap", NULL};

/* calls of a checking macro's own reporting half (dropped when they come from a macro body) */
static const char *const report_fns[] = {
    "printf", "fprintf", "puts", "fputs", "perror", "fflush", "snprintf", "sprintf", "vfprintf", "vprintf",
    "exit", "_exit", "abort", "std::exit", "std::abort", "std::terminate", "__assert_fail", "__assert_rtn", "__assertfail",
    "cudaGetErrorString", "cudaGetErrorName", "cudaGetLastError", "cudaPeekAtLastError", "cudaDeviceReset", "cuGetErrorString",
    "cuGetErrorName", "nvrtcGetErrorString", "cudnnGetErrorString", "cublasGetStatusString", "MPI_Abort", "throw",
    "std::runtime_error", "runtime_error", "std::to_string", "to_string", "std::string", "strerror", NULL};

static const char *const print_fns[] = {"printf", "fprintf", "puts", "fputs", "perror", "std::printf", "std::fprintf",
                                        "std::puts", "std::cerr", "std::cout", "cerr", "cout", NULL};

static bool name_in(const IrSite *s, const char *const *list) {
    return (s->qual && word_in(s->qual, list)) || (s->callee && word_in(s->callee, list));
}

static bool site_is(const IrSite *s, const char *name) { return str_eq(s->qual, name) || str_eq(s->callee, name); }

/* ------------------------------------------------------------------------------------------ */
/* building IR nodes                                                                          */

static int32_t region_new(W *w, IrRegionKind kind, int32_t parent, int32_t func, Rng r) {
    IrRegion *g = ir_region_add(w->a, w->f);
    g->kind = kind;
    g->parent = parent;
    g->func = func;
    g->loc = r.ok ? loc_of(w, r.b, r.e) : (Loc){.path = w->src->path, .line = 1, .col = 1, .end_line = 1, .end_col = 1};
    RegX x = {r.ok ? r.b : 0, r.ok ? r.e : 0};
    array_push(w->t, &w->rx, x);
    return (int32_t)w->f->regions.size - 1;
}

static IrSite *site_new(W *w, IrSiteKind kind, const Frame *fr, uint32_t b, uint32_t e, int32_t *idx) {
    IrSite *s = ir_site_add(w->a, w->f);
    s->kind = kind;
    s->func = fr->func;
    s->region = fr->region;
    s->loc = loc_of(w, b, e);
    if (fr->flags & F_KERNEL) s->flags |= IR_SF_IN_KERNEL;
    SiteX *x = array_push_zero(w->t, &w->sx);
    x->b = b;
    x->e = e;
    x->order = w->order++;
    *idx = (int32_t)w->f->sites.size - 1;
    return s;
}

static void fact_add(W *w, int32_t func, const char *name, IrKind kind, bool container) {
    if (!name || !*name) return;
    for (uint32_t i = 0; i < w->facts.size; i++) {
        Fact *f = &w->facts.contents[i];
        if (f->func == func && str_eq(f->name, name)) {
            if (f->kind != kind || f->container != container) {
                /* a host pointer later registered as pinned is pinned */
                if (kind == IR_KIND_PINNED_PTR && f->kind == IR_KIND_HOST_PTR) { f->kind = kind; f->container = false; }
                else if (!(kind == IR_KIND_HOST_PTR && f->kind == IR_KIND_PINNED_PTR)) f->conflict = true;
            }
            return;
        }
    }
    Fact nf = {func, name, kind, container, false};
    array_push(w->t, &w->facts, nf);
}

/* base variable of a pointer-ish argument text: strips casts, &, *, parens, offsets,
 * subscripts and container accessors. *data says whether a container accessor was seen. */
static const char *arg_base(Arena *a, const char *text, uint8_t *data) {
    *data = 0;
    if (!text) return NULL;
    char buf[CUFE_TEXT_MAX + 8];
    snprintf(buf, sizeof buf, "%s", text);
    char *p = buf;
    bool addr = false;
    for (int guard = 0; guard < 12; guard++) {
        while (*p == ' ' || *p == '&' || *p == '*') { if (*p == '&') addr = true; p++; }
        if (*p == '(') {   /* a C cast "(float *)x" or parens "(x + 1)" */
            int depth = 0;
            char *q = p;
            for (; *q; q++) {
                if (*q == '(') depth++;
                else if (*q == ')' && --depth == 0) break;
            }
            if (!*q) return NULL;
            bool cast = q[1] && (is_id0(q[1]) || q[1] == '(' || q[1] == '&' || q[1] == '*' || q[1] == ' ');
            if (cast && !strchr("+-", q[1])) { p = q + 1; continue; }
            *q = 0;
            p++;
            continue;
        }
        static const char *const casts[] = {"static_cast<", "reinterpret_cast<", "const_cast<", "thrust::raw_pointer_cast(",
                                            "raw_pointer_cast(", "std::addressof(", NULL};
        bool any = false;
        for (int i = 0; casts[i]; i++) {
            size_t l = strlen(casts[i]);
            if (strncmp(p, casts[i], l)) continue;
            p += l;
            if (casts[i][l - 1] == '<') {
                int depth = 1;
                while (*p && depth) { if (*p == '<') depth++; else if (*p == '>') depth--; p++; }
                while (*p == ' ') p++;
                if (*p != '(') return NULL;
                p++;
            }
            char *q = p + strlen(p);
            while (q > p && (q[-1] == ' ')) q--;
            if (q > p && q[-1] == ')') q[-1] = 0;
            any = true;
            break;
        }
        if (any) continue;
        break;
    }
    /* the leading primary expression: identifiers, `.`, `->`, `::`, subscripts and `()` calls */
    char *q = p;
    char *end = NULL;
    while (*q) {
        if (is_id(*q) || *q == ':') { q++; continue; }
        if (*q == '.' || (*q == '-' && q[1] == '>')) {
            char *m = q + (*q == '.' ? 1 : 2);
            if (!strncmp(m, "data()", 6) || !strncmp(m, "get()", 5) || !strncmp(m, "c_str()", 7)) {
                *data = 1;
                end = q;
                break;
            }
            q = m;
            continue;
        }
        if (*q == '[') {   /* `&v[i]` points into v; `v[i]` is an element value, not a pointer */
            if (!addr) return NULL;
            if (!end) end = q;
            *data = 1;
            break;
        }
        break;
    }
    if (!end) end = q;
    while (end > p && end[-1] == ' ') end--;
    if (end == p) return NULL;
    char *s = arena_strndup(a, p, (size_t)(end - p));
    size_t n;
    const char *li = last_ident(s, &n);
    return li ? arena_strndup(a, li, n) : NULL;
}

/* ------------------------------------------------------------------------------------------ */
/* functions and classes                                                                      */

static bool is_funclike(enum CXCursorKind k) {
    return k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_Constructor ||
           k == CXCursor_Destructor || k == CXCursor_ConversionFunction || k == CXCursor_FunctionTemplate;
}

static bool is_classlike(enum CXCursorKind k) {
    return k == CXCursor_ClassDecl || k == CXCursor_StructDecl || k == CXCursor_UnionDecl ||
           k == CXCursor_ClassTemplate || k == CXCursor_ClassTemplatePartialSpecialization;
}

static int32_t class_index(W *w, CXCursor cls) {
    const char *q = qualified(w, cls, w->t);
    if (!q) return -1;
    for (uint32_t i = 0; i < w->class_q.size; i++)
        if (str_eq(w->class_q.contents[i], q)) return (int32_t)i;
    IrClass *c = ir_class_add(w->a, w->f);
    c->name = arena_strdup(w->a, strip_targs(w->t, spell(w, cls)));
    c->qualname = arena_strdup(w->a, q);
    Rng r = rng_of(w, cls);
    c->loc = r.ok ? loc_of(w, r.b, r.b) : (Loc){.path = w->src->path, .line = 1, .col = 1, .end_line = 1, .end_col = 1};
    uint32_t n;
    CXCursor *ks = kids_of(w, cls, &n);
    for (uint32_t i = 0; i < n; i++)
        if (CX.clang_getCursorKind(ks[i]) == CXCursor_CXXBaseSpecifier) {
            Rng br = rng_of(w, ks[i]);
            const char *t = br.ok ? rtext(w, br, w->a) : arena_strdup(w->a, spell(w, ks[i]));
            if (t) {
                while (!strncmp(t, "public ", 7) || !strncmp(t, "private ", 8) || !strncmp(t, "protected ", 10) || !strncmp(t, "virtual ", 8))
                    t = strchr(t, ' ') + 1;
                array_push(w->a, &c->bases, t);
            }
        }
    array_push(w->t, &w->class_q, arena_strdup(w->t, q));
    return (int32_t)w->class_q.size - 1;
}

static bool text_has_word(const char *text, uint32_t b, uint32_t e, const char *word) {
    size_t l = strlen(word);
    for (uint32_t i = b; i + l <= e; i++)
        if (!memcmp(text + i, word, l) && (i == b || !is_id(text[i - 1])) && (i + l == e || !is_id(text[i + l]))) return true;
    return false;
}

/* Creates the IrFunc of a function-like cursor with a body; returns the body cursor's frame
 * data through *body, or -1 when the cursor has no body in this file. */
static int32_t func_new(W *w, CXCursor c, const Frame *fr, CXCursor *body) {
    uint32_t n;
    CXCursor *ks = kids_of(w, c, &n);
    int32_t bi = -1;
    /* a function-try-block (`int main() try { ... } catch (...) { ... }`, cuTENSOR's samples)
     * has the try statement as its body */
    for (uint32_t i = 0; i < n; i++)
        if (CX.clang_getCursorKind(ks[i]) == CXCursor_CompoundStmt || CX.clang_getCursorKind(ks[i]) == CXCursor_CXXTryStmt)
            bi = (int32_t)i;
    if (bi < 0) return -1;
    Rng br = rng_of(w, ks[bi]);
    if (!br.ok) return -1;
    for (uint32_t i = 1; i < w->f->funcs.size; i++) {   /* an implicit instantiation of a template seen already */
        const IrFunc *o = &w->f->funcs.contents[i];
        if (!(o->flags & IR_FF_LAMBDA) && o->body.line && loc_of(w, br.b, br.e).line == o->body.line &&
            loc_of(w, br.b, br.e).col == o->body.col && !CX.clang_Cursor_isNull(CX.clang_getSpecializedCursorTemplate(c)))
            return -1;
    }
    enum CXCursorKind k = CX.clang_getCursorKind(c);
    IrFunc *fn = ir_func_add(w->a, w->f);
    int32_t idx = (int32_t)w->f->funcs.size - 1;
    fn->name = arena_strdup(w->a, strip_targs(w->t, spell(w, c)));
    const char *q = qualified(w, c, w->a);
    fn->qualname = q ? q : fn->name;
    fn->parent = fr->func > 0 ? fr->func : -1;
    bool global = false, device = false, host = false;
    for (uint32_t i = 0; i < n; i++) {
        enum CXCursorKind ck = CX.clang_getCursorKind(ks[i]);
        if (ck == CXCursor_CUDAGlobalAttr) global = true;
        else if (ck == CXCursor_CUDADeviceAttr) device = true;
        else if (ck == CXCursor_CUDAHostAttr) host = true;
        else if (ck == CXCursor_ParmDecl) {
            const char *pn = spell(w, ks[i]);
            array_push(w->a, &fn->params, arena_strdup(w->a, pn));
        }
    }
    Rng fr_ = rng_of(w, c);
    if (!global && !device && fr_.ok && br.b > fr_.b) {   /* plain C++ parse of CUDA code: the keywords are text */
        global = text_has_word(w->text, fr_.b, br.b, "__global__");
        device = text_has_word(w->text, fr_.b, br.b, "__device__");
        host = text_has_word(w->text, fr_.b, br.b, "__host__");
    }
    if (global) fn->flags |= IR_FF_KERNEL;
    else if (device && !host) fn->flags |= IR_FF_DEVICE;
    if (k == CXCursor_FunctionTemplate) fn->flags |= IR_FF_TEMPLATE;
    if (CX.clang_Cursor_getStorageClass(c) == CX_SC_Static) fn->flags |= IR_FF_STATIC;
    if ((k == CXCursor_CXXMethod || k == CXCursor_FunctionTemplate) && CX.clang_CXXMethod_isStatic(c)) fn->flags |= IR_FF_STATIC;
    CXCursor sp = CX.clang_getCursorSemanticParent(c);
    enum CXCursorKind pk = CX.clang_getCursorKind(sp);
    if (is_classlike(pk)) {
        fn->cls = class_index(w, sp);
        if (pk == CXCursor_ClassTemplate || pk == CXCursor_ClassTemplatePartialSpecialization) fn->flags |= IR_FF_TEMPLATE;
    }
    uint32_t nb, ne;
    CXSourceLocation nl = CX.clang_getCursorLocation(c);
    if (loc_off(w, nl, &nb)) {
        ne = nb;
        while (ne < w->len && is_id(w->text[ne])) ne++;
        fn->loc = loc_of(w, nb, ne > nb ? ne : nb + 1);
    } else {
        fn->loc = loc_of(w, br.b, br.b + 1);
    }
    fn->body = loc_of(w, br.b, br.e);
    *body = ks[bi];
    return idx;
}

/* ------------------------------------------------------------------------------------------ */
/* walk: pushing frames                                                                       */

static void push(W *w, CXCursor c, const Frame *base, uint32_t flags) {
    Frame f = *base;
    f.c = c;
    f.flags = (base->flags & F_KERNEL) | flags;
    f.assign = NULL;
    f.arg_site = -1;
    f.arg_idx = -1;
    f.lambda_var = NULL;
    f.iife_site = -1;
    f.binop_depth = 0;
    array_push(w->t, &w->stack, f);
}

/* pushes kids[from..to) in reverse so they pop in source order */
static void push_range(W *w, CXCursor *ks, uint32_t from, uint32_t to, const Frame *base, uint32_t flags) {
    for (uint32_t i = to; i > from; i--) push(w, ks[i - 1], base, flags);
}

/* ------------------------------------------------------------------------------------------ */
/* gaps: statements clang dropped                                                             */

static bool in_skipped(W *w, uint32_t off) {
    for (uint32_t i = 0; i + 1 < w->skipped.size; i += 2)
        if (off >= w->skipped.contents[i] && off < w->skipped.contents[i + 1]) return true;
    return false;
}

typedef struct Tok { uint32_t b, e; char kind; } Tok;   /* kind: 'i' ident, 'n' number, 's' string, 'p' punct */

static uint32_t lex_tokens(W *w, uint32_t b, uint32_t e, Tok *out, uint32_t max) {
    const char *t = w->text;
    uint32_t n = 0, i = b;
    bool bol = true;
    while (i < e && n < max) {
        char c = t[i];
        if (c == '\n') { bol = true; i++; continue; }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') { i++; continue; }
        if (in_skipped(w, i)) { i++; continue; }
        if (bol && c == '#') {   /* a directive: to the end of the line, continuations included */
            while (i < e && t[i] != '\n') { if (t[i] == '\\' && i + 1 < e) i++; i++; }
            continue;
        }
        bol = false;
        if (c == '/' && i + 1 < e && t[i + 1] == '/') { while (i < e && t[i] != '\n') i++; continue; }
        if (c == '/' && i + 1 < e && t[i + 1] == '*') {
            i += 2;
            while (i + 1 < e && !(t[i] == '*' && t[i + 1] == '/')) i++;
            i += 2;
            continue;
        }
        uint32_t s = i;
        if (is_id0(c)) {
            while (i < e && is_id(t[i])) i++;
            if (i < e && (t[i] == '"' || t[i] == '\'') && i - s <= 2) goto str;   /* u8"..", L'x' */
            out[n++] = (Tok){s, i, 'i'};
            continue;
        }
        if (isdigit((unsigned char)c)) {
            while (i < e && (is_id(t[i]) || t[i] == '.' || t[i] == '\'' ||
                             ((t[i] == '+' || t[i] == '-') && (t[i - 1] == 'e' || t[i - 1] == 'E')))) i++;
            out[n++] = (Tok){s, i, 'n'};
            continue;
        }
        if (c == '"' || c == '\'') {
        str:;
            char q = t[i];
            i++;
            while (i < e && t[i] != q && t[i] != '\n') { if (t[i] == '\\') i++; i++; }
            i++;
            if (i > e) i = e;
            out[n++] = (Tok){s, i, 's'};
            continue;
        }
        static const char *const ops[] = {"<<<", ">>>", "::", "->", "<<", ">>", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", NULL};
        uint32_t l = 1;
        for (int k = 0; ops[k]; k++) {
            size_t ol = strlen(ops[k]);
            if (i + ol <= e && !memcmp(t + i, ops[k], ol)) { l = (uint32_t)ol; break; }
        }
        i += l;
        out[n++] = (Tok){s, i, 'p'};
    }
    return n;
}

static bool tok_is(W *w, const Tok *k, const char *s) {
    size_t l = strlen(s);
    return k->e - k->b == l && !memcmp(w->text + k->b, s, l);
}

static const char *const c_keywords[] = {
    "if", "for", "while", "switch", "return", "sizeof", "alignof", "decltype", "typeid", "catch", "do", "else", "case",
    "new", "delete", "throw", "static_assert", "noexcept", "alignas", "__attribute__", "defined", "operator", "template",
    "typename", "using", "namespace", "goto", "const", "volatile", "static", "auto", "void", "int", "float", "double",
    "char", "long", "short", "unsigned", "signed", "bool", "struct", "class", "union", "enum", "extern", "inline",
    "constexpr", "register", "__global__", "__device__", "__host__", "__shared__", "__constant__", NULL};

/* index of the token closing the bracket opened at ks[i] (same kind), or n */
static uint32_t tok_match(W *w, const Tok *ks, uint32_t n, uint32_t i, const char *open, const char *close) {
    int depth = 0;
    for (uint32_t j = i; j < n; j++) {
        if (tok_is(w, &ks[j], open)) depth++;
        else if (tok_is(w, &ks[j], close) && --depth == 0) return j;
    }
    return n;
}

static void gap_args(W *w, IrSite *s, SiteX *x, const Tok *ks, uint32_t from, uint32_t to) {
    /* top-level comma-separated token ranges in (from, to) */
    uint32_t start = from + 1;
    int depth = 0;
    uint32_t nargs = 0;
    const char *texts[64];
    for (uint32_t j = from + 1; j <= to && nargs < 64; j++) {
        bool end = j == to;
        if (!end) {
            if (tok_is(w, &ks[j], "(") || tok_is(w, &ks[j], "[") || tok_is(w, &ks[j], "{")) depth++;
            else if (tok_is(w, &ks[j], ")") || tok_is(w, &ks[j], "]") || tok_is(w, &ks[j], "}")) depth--;
        }
        if (end || (depth == 0 && tok_is(w, &ks[j], ","))) {
            if (j > start) texts[nargs++] = collapse(w->a, w->text, ks[start].b, ks[j - 1].e, CUFE_TEXT_MAX);
            start = j + 1;
        }
    }
    x->arg_base = arena_alloc(w->t, sizeof(char *) * (nargs + 1));
    x->arg_data = arena_alloc(w->t, nargs + 1);
    x->arg_fn = arena_alloc(w->t, sizeof(char *) * (nargs + 1));
    for (uint32_t j = 0; j < nargs; j++) {
        IrArg a = {.text = texts[j], .kind = IR_KIND_UNKNOWN, .func = -1};
        if (texts[j][0] == '"') a.kind = IR_KIND_STRING;
        else if (isdigit((unsigned char)texts[j][0])) { a.kind = IR_KIND_NUMBER; a.num = texts[j]; }
        x->arg_base[j] = arg_base(w->t, texts[j], &x->arg_data[j]);
        array_push(w->a, &s->args, a);
    }
}

/* Scans main-file bytes [b, e) that no AST node covers for calls clang dropped. */
static void scan_gap(W *w, const Frame *fr, uint32_t b, uint32_t e) {
    if (e <= b + 2 || fr->func < 0) return;
    bool any = false;
    for (uint32_t i = b; i < e; i++)
        if (w->text[i] == '(' || w->text[i] == '<') { any = true; break; }
    if (!any) return;
    /* a gap that holds conditional-compilation lines may be inactive code (#if 0): without a
     * preprocessing record clang does not say which, so such gaps are not scanned */
    for (uint32_t i = b; i < e; i++) {
        if (w->text[i] != '#') continue;
        uint32_t j = i;
        while (j > b && (w->text[j - 1] == ' ' || w->text[j - 1] == '\t')) j--;
        if (j > 0 && w->text[j - 1] != '\n' && j != b) continue;
        uint32_t k = i + 1;
        while (k < e && (w->text[k] == ' ' || w->text[k] == '\t')) k++;
        if (k + 2 <= e && (!memcmp(w->text + k, "if", 2) || !memcmp(w->text + k, "el", 2) || !memcmp(w->text + k, "en", 2))) return;
    }
    uint32_t cap = (e - b) / 2 + 4;
    if (cap > 1u << 20) cap = 1u << 20;
    Tok *ks = arena_alloc(w->t, sizeof(Tok) * cap);
    uint32_t n = lex_tokens(w, b, e, ks, cap);
    /* a dropped `for (auto _ : state) { ... }` (Google Benchmark without its header): a loop
     * region the harness times, holding the sites found inside its braces */
    typedef struct { uint32_t b, e; int32_t region; } Span;
    Span spans[16];
    uint32_t nspans = 0;
    for (uint32_t i = 0; i + 6 < n && nspans < 16; i++) {
        if (!tok_is(w, &ks[i], "for") || !tok_is(w, &ks[i + 1], "(")) continue;
        uint32_t close = tok_match(w, ks, n, i + 1, "(", ")");
        if (close >= n || close + 1 >= n || !tok_is(w, &ks[close + 1], "{") || close < 4) continue;
        if (!tok_is(w, &ks[close - 2], ":") || ks[close - 1].kind != 'i') continue;
        bool st = tok_is(w, &ks[close - 1], "state") || tok_is(w, &ks[close - 3], "_");
        if (!st) continue;
        uint32_t rb = tok_match(w, ks, n, close + 1, "{", "}");
        if (rb >= n) continue;
        Rng lr = {ks[i].b, ks[rb].e, true, false};
        int32_t g = region_new(w, IR_REGION_LOOP, fr->region, fr->func, lr);
        w->f->regions.contents[g].guard = collapse(w->a, w->text, ks[i].b, ks[close].e, CUFE_TEXT_MAX);
        array_push(w->t, &w->harness_loop, g);
        spans[nspans++] = (Span){ks[close + 1].b, ks[rb].e, g};
    }
    for (uint32_t i = 0; i < n; i++) {
        if (ks[i].kind != 'i') continue;
        if (i > 0 && (tok_is(w, &ks[i - 1], "::") || tok_is(w, &ks[i - 1], ".") || tok_is(w, &ks[i - 1], "->"))) continue;
        /* a name chain: a::b::c, a.b->c */
        uint32_t j = i;
        while (j + 2 < n && (tok_is(w, &ks[j + 1], "::") || tok_is(w, &ks[j + 1], ".") || tok_is(w, &ks[j + 1], "->")) && ks[j + 2].kind == 'i') j += 2;
        char first[64];
        snprintf(first, sizeof first, "%.*s", (int)(ks[i].e - ks[i].b), w->text + ks[i].b);
        if (word_in(first, c_keywords) && j == i) continue;
        uint32_t k = j + 1;
        if (k < n && tok_is(w, &ks[k], "<") && !tok_is(w, &ks[j], "cout") && !tok_is(w, &ks[j], "cerr")) {
            uint32_t m = tok_match(w, ks, n, k, "<", ">");   /* template arguments */
            if (m < n && m + 1 < n && tok_is(w, &ks[m + 1], "(")) k = m + 1;
        }
        const char *chain = collapse(w->t, w->text, ks[i].b, ks[j].e, CUFE_TEXT_MAX);
        bool stream = str_eq(chain, "std::cout") || str_eq(chain, "std::cerr") || str_eq(chain, "std::clog") ||
                      str_eq(chain, "cout") || str_eq(chain, "cerr") || str_eq(chain, "clog");
        int32_t si = -1;
        IrSite *s = NULL;
        if (stream && k < n && tok_is(w, &ks[k], "<<")) {
            uint32_t m = k;
            while (m < n && !tok_is(w, &ks[m], ";")) m++;
            uint32_t end = m > k ? ks[m - 1].e : ks[j].e;
            s = site_new(w, IR_SITE_CALL, fr, ks[i].b, end, &si);
            s->callee = arena_strdup(w->a, chain);
            s->qual = arena_strdup(w->a, chain[0] == 's' ? chain : arena_printf(w->t, "std::%s", chain));
            s->method = "operator<<";
            s->recv = s->callee;
            s->recv_kind = IR_KIND_OBJECT;
            SiteX *x = &w->sx.contents[si];
            uint32_t argb = k;
            for (uint32_t q = k; q <= m && q < n + 1; q++) {
                if (q == m || tok_is(w, &ks[q], "<<")) {
                    if (q > argb + 1) {
                        IrArg a = {.text = collapse(w->a, w->text, ks[argb + 1].b, ks[q - 1].e, CUFE_TEXT_MAX), .func = -1};
                        array_push(w->a, &s->args, a);
                    }
                    argb = q;
                }
            }
            (void)x;
        } else if (k + 1 < n && tok_is(w, &ks[k], "<<<")) {
            uint32_t m = tok_match(w, ks, n, k, "<<<", ">>>");
            if (m + 1 >= n || !tok_is(w, &ks[m + 1], "(")) continue;
            uint32_t close = tok_match(w, ks, n, m + 1, "(", ")");
            if (close >= n) continue;
            s = site_new(w, IR_SITE_LAUNCH, fr, ks[i].b, ks[close].e, &si);
            s->callee = arena_strdup(w->a, chain);
            s->qual = s->callee;
            gap_args(w, s, &w->sx.contents[si], ks, m + 1, close);
        } else if (k < n && tok_is(w, &ks[k], "(")) {
            /* `Type name(args)` is a declaration, not a call */
            if (j == i && i > 0 && (ks[i - 1].kind == 'i' || tok_is(w, &ks[i - 1], ">") || tok_is(w, &ks[i - 1], "*") ||
                                    tok_is(w, &ks[i - 1], "&"))) {
                char prev[64];
                snprintf(prev, sizeof prev, "%.*s", (int)(ks[i - 1].e - ks[i - 1].b), w->text + ks[i - 1].b);
                if (!(ks[i - 1].kind == 'i' && word_in(prev, (const char *const[]){"return", "else", "do", "case", "throw", NULL})))
                    continue;
            }
            if (tok_is(w, &ks[j], "sizeof")) continue;
            uint32_t close = tok_match(w, ks, n, k, "(", ")");
            if (close >= n) continue;
            s = site_new(w, IR_SITE_CALL, fr, ks[i].b, ks[close].e, &si);
            s->callee = arena_strdup(w->a, strip_targs(w->t, chain));
            s->qual = s->callee;
            if (j > i) {   /* a.b(...) / a->b(...) / a::b(...) */
                const Tok *sep = &ks[j - 1];
                if (!tok_is(w, sep, "::")) {
                    s->method = arena_strndup(w->a, w->text + ks[j].b, ks[j].e - ks[j].b);
                    s->recv = collapse(w->a, w->text, ks[i].b, sep->b, CUFE_TEXT_MAX);
                }
            }
            gap_args(w, s, &w->sx.contents[si], ks, k, close);
        } else {
            continue;
        }
        s->flags |= IR_SF_UNRESOLVED;
        for (uint32_t q = 0; q < nspans; q++)
            if (ks[i].b >= spans[q].b && ks[i].b < spans[q].e) s->region = spans[q].region;
        if (i == 0 || tok_is(w, &ks[i - 1], ";") || tok_is(w, &ks[i - 1], "{") || tok_is(w, &ks[i - 1], "}"))
            s->flags |= IR_SF_STATEMENT;
        if (i >= 2 && tok_is(w, &ks[i - 1], "=") && ks[i - 2].kind == 'i')
            s->assigned_to = arena_strndup(w->a, w->text + ks[i - 2].b, ks[i - 2].e - ks[i - 2].b);
        if (!w->sx.contents[si].arg_base) {
            SiteX *x = &w->sx.contents[si];
            x->arg_base = arena_alloc(w->t, sizeof(char *) * (s->args.size + 1));
            x->arg_data = arena_alloc(w->t, s->args.size + 1);
            x->arg_fn = arena_alloc(w->t, sizeof(char *) * (s->args.size + 1));
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* walk: calls                                                                                */

static bool is_stream_type(const char *t) {
    return t && (strstr(t, "ostream") || strstr(t, "fstream") || strstr(t, "stringstream") || strstr(t, "iostream"));
}

static bool is_stream_name(const char *t) {
    static const char *const n[] = {"std::cout", "std::cerr", "std::clog", "cout", "cerr", "clog", "std::wcout", "std::wcerr", NULL};
    return t && word_in(t, n);
}

static IrKind literal_kind(enum CXCursorKind k) {
    switch (k) {
    case CXCursor_StringLiteral: return IR_KIND_STRING;
    case CXCursor_IntegerLiteral: case CXCursor_FloatingLiteral: case CXCursor_CXXBoolLiteralExpr: case CXCursor_CharacterLiteral:
        return IR_KIND_NUMBER;
    case CXCursor_CXXNullPtrLiteralExpr: return IR_KIND_NONE;
    case CXCursor_LambdaExpr: return IR_KIND_CALLABLE;
    default: return IR_KIND_UNKNOWN;
    }
}

/* `v.data() + off` / `&v[i]` where the declared type of v is a standard container: host memory
 * whatever v is (a parameter too); a thrust::device_vector's data is device memory */
static IrKind container_data_kind(W *w, CXCursor arg, const char *base) {
    CXCursor stack[64];
    uint32_t sp = 0, seen = 0;
    stack[sp++] = arg;
    while (sp && seen++ < 64) {
        CXCursor c = stack[--sp];
        enum CXCursorKind k = CX.clang_getCursorKind(c);
        if ((k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr) && str_eq(spell(w, c), base)) {
            CXCursor ref = CX.clang_getCursorReferenced(c);
            if (CX.clang_Cursor_isNull(ref)) return IR_KIND_UNKNOWN;
            CXType t = CX.clang_getCursorType(ref);
            const char *tn = type_name(w, t, w->t);
            if (!tn) return IR_KIND_UNKNOWN;
            if (str_starts(tn, "thrust::device_vector") || str_starts(tn, "thrust::universal_vector")) return IR_KIND_DEVICE_PTR;
            if (str_eq(tn, "std::vector") || str_eq(tn, "std::array") || str_eq(tn, "std::basic_string") ||
                str_eq(tn, "std::valarray") || str_eq(tn, "thrust::host_vector")) {
                const char *canon = cx_str(CX.clang_getTypeSpelling(CX.clang_getCanonicalType(t)), w->t);
                if (strstr(canon, "allocator<") && !strstr(canon, "std::allocator<")) return IR_KIND_UNKNOWN;   /* a pinned allocator */
                return IR_KIND_HOST_PTR;
            }
            return IR_KIND_UNKNOWN;
        }
        uint32_t n;
        CXCursor *ks = kids_of(w, c, &n);
        for (uint32_t i = n; i > 0 && sp < 64; i--) stack[sp++] = ks[i - 1];
    }
    return IR_KIND_UNKNOWN;
}

/* fills the site's positional arguments from cursors; returns nothing, records bases in x */
static void set_args(W *w, IrSite *s, int32_t si, CXCursor *args, uint32_t n, bool body) {
    SiteX *x = &w->sx.contents[si];
    x->arg_base = arena_alloc(w->t, sizeof(char *) * (n + 1));
    x->arg_data = arena_alloc(w->t, n + 1);
    x->arg_fn = arena_alloc(w->t, sizeof(char *) * (n + 1));
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        Rng r = rng_of(w, args[i]);
        if (!r.ok && !body) continue;        /* a default argument (declared in a header) */
        if (!r.ok) continue;
        IrArg a = {.kind = IR_KIND_UNKNOWN, .func = -1};
        a.text = body ? arena_strdup(w->a, spell(w, args[i])) : rtext(w, r, w->a);
        CXCursor u = unwrap(w, args[i]);
        enum CXCursorKind uk = CX.clang_getCursorKind(u);
        a.kind = literal_kind(uk);
        if (a.kind == IR_KIND_NUMBER && uk != CXCursor_CXXBoolLiteralExpr) a.num = a.text;
        if (uk == CXCursor_DeclRefExpr) {
            CXCursor ref = CX.clang_getCursorReferenced(u);
            enum CXCursorKind rk = CX.clang_getCursorKind(ref);
            if (rk == CXCursor_FunctionDecl || rk == CXCursor_FunctionTemplate) {
                a.kind = IR_KIND_CALLABLE;
                x->arg_fn[k] = qualified(w, ref, w->t);
            } else if (rk == CXCursor_VarDecl || rk == CXCursor_ParmDecl) {
                CXType t = CX.clang_getCursorType(ref);
                if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray) {
                    /* arrays: host memory unless declared in device memory (checked on resolve) */
                }
            }
        }
        x->arg_base[k] = a.text ? arg_base(w->t, a.text, &x->arg_data[k]) : NULL;
        if (a.kind == IR_KIND_UNKNOWN && x->arg_base[k] && x->arg_data[k]) a.kind = container_data_kind(w, args[i], x->arg_base[k]);
        array_push(w->a, &s->args, a);
        k++;
    }
}

static const char *const dev_alloc_fns[] = {"cudaMalloc", "cudaMallocManaged", "cudaMallocPitch", "cudaMallocAsync",
                                            "cudaMallocFromPoolAsync", "cuMemAlloc", "cuMemAlloc_v2", "cudaMalloc3D", NULL};
static const char *const pin_alloc_fns[] = {"cudaMallocHost", "cudaHostAlloc", "cuMemAllocHost", "cuMemHostAlloc", NULL};
static const char *const host_alloc_fns[] = {"malloc", "calloc", "realloc", "aligned_alloc", "valloc", "memalign",
                                             "std::malloc", "std::calloc", "std::realloc", "std::aligned_alloc", "_mm_malloc", NULL};
static const char *const launch_fns[] = {"cudaLaunchKernel", "cudaLaunchCooperativeKernel", "cudaLaunchKernelExC", "cudaLaunchKernelEx", NULL};

static void call_facts(W *w, const Frame *fr, IrSite *s, int32_t si) {
    SiteX *x = &w->sx.contents[si];
    if (!s->args.size) return;
    if (name_in(s, dev_alloc_fns) && x->arg_base[0]) fact_add(w, fr->func, x->arg_base[0], IR_KIND_DEVICE_PTR, false);
    else if (name_in(s, pin_alloc_fns) && x->arg_base[0]) fact_add(w, fr->func, x->arg_base[0], IR_KIND_PINNED_PTR, false);
    else if (site_is(s, "cudaHostRegister") && x->arg_base[0]) fact_add(w, fr->func, x->arg_base[0], IR_KIND_PINNED_PTR, false);
    else if (site_is(s, "cudaHostGetDevicePointer") && x->arg_base[0]) fact_add(w, fr->func, x->arg_base[0], IR_KIND_DEVICE_PTR, false);
}

/* C stdio calls name their FILE* as the receiver: console streams are objects, anything
 * else is a file (host_ptr), so rules tell `fprintf(stderr, ..)` from `fprintf(fp, ..)` */
static void file_stream(IrSite *s) {
    static const char *const first[] = {"fprintf", "vfprintf", "fscanf", "fflush", "fclose", "fseek", "ftell", "rewind",
                                        "std::fprintf", "std::fflush", "std::fclose", NULL};
    static const char *const last[] = {"fputs", "fputc", "putc", "fgets", "fwrite", "fread", "std::fputs", "std::fwrite",
                                       "std::fread", "std::fgets", NULL};
    if (s->method || !s->args.size) return;
    const IrArg *a = NULL;
    if (name_in(s, first)) a = &s->args.contents[0];
    else if (name_in(s, last)) a = &s->args.contents[s->args.size - 1];
    if (!a || !a->text) return;
    s->recv = a->text;
    bool console = str_eq(a->text, "stderr") || str_eq(a->text, "stdout") || str_eq(a->text, "std::stderr") ||
                   str_eq(a->text, "std::stdout") || str_eq(a->text, "NULL") || str_eq(a->text, "0");
    s->recv_kind = console ? IR_KIND_OBJECT : IR_KIND_HOST_PTR;
}

/* a CallExpr written as `k<<<...>>>(...)`: kids are callee, config call, kernel args */
static bool is_launch(W *w, CXCursor *ks, uint32_t n) {
    if (n < 2) return false;
    CXCursor c = ks[1];
    if (CX.clang_getCursorKind(c) != CXCursor_CallExpr) return false;
    const char *sp = spell(w, c);
    return str_eq(sp, "cudaConfigureCall") || str_eq(sp, "__cudaPushCallConfiguration");
}

static void on_stream(W *w, Frame *fr, CXCursor c, CXCursor *ks, uint32_t n, Rng r) {
    /* kids: lhs, operator reference, rhs */
    if (fr->flags & F_INSTREAM) goto push;
    {
        CXCursor l = ks[0];
        const char *rhs[64];
        uint32_t nr = 0;
        if (n >= 3) { Rng rr = rng_of(w, ks[n - 1]); if (rr.ok) rhs[nr++] = rtext(w, rr, w->a); }
        for (int guard = 0; guard < 4096; guard++) {
            CXCursor u = unwrap(w, l);
            if (CX.clang_getCursorKind(u) != CXCursor_CallExpr || !str_eq(spell(w, u), "operator<<")) { l = u; break; }
            uint32_t m;
            CXCursor *mk = kids_of(w, u, &m);
            if (m < 2) { l = u; break; }
            if (m >= 3 && nr < 64) { Rng rr = rng_of(w, mk[m - 1]); if (rr.ok) rhs[nr++] = rtext(w, rr, w->a); }
            l = mk[0];
        }
        Rng lr = rng_of(w, l);
        const char *lt = rtext(w, lr, w->t);
        const char *ty = type_name(w, CX.clang_getCursorType(l), w->t);
        if (!r.ok || !lt || (!is_stream_name(lt) && !is_stream_type(ty))) goto push;
        int32_t si;
        IrSite *s = site_new(w, IR_SITE_CALL, fr, r.b, r.e, &si);
        s->callee = arena_strdup(w->a, lt);
        CXCursor ref = CX.clang_getCursorReferenced(l);
        const char *q = NULL;
        if (CX.clang_getCursorKind(ref) == CXCursor_VarDecl) {
            CXCursor sp = CX.clang_getCursorSemanticParent(ref);
            enum CXCursorKind spk = CX.clang_getCursorKind(sp);
            if (spk == CXCursor_Namespace || spk == CXCursor_TranslationUnit) q = qualified(w, ref, w->a);
        }
        s->qual = q ? q : ty ? arena_printf(w->a, "%s::operator<<", ty) : s->callee;
        s->method = "operator<<";
        s->recv = s->callee;
        s->recv_kind = IR_KIND_OBJECT;
        s->recv_type = ty ? arena_strdup(w->a, ty) : NULL;
        if (r.macro_arg) s->flags |= IR_SF_MACRO;
        if (fr->flags & F_STMT) s->flags |= IR_SF_STATEMENT;
        SiteX *x = &w->sx.contents[si];
        x->arg_base = arena_alloc(w->t, sizeof(char *) * (nr + 1));
        x->arg_data = arena_alloc(w->t, nr + 1);
        x->arg_fn = arena_alloc(w->t, sizeof(char *) * (nr + 1));
        for (uint32_t i = nr; i > 0; i--) {
            IrArg a = {.text = rhs[i - 1], .func = -1};
            if (a.text && a.text[0] == '"') a.kind = IR_KIND_STRING;
            array_push(w->a, &s->args, a);
        }
    }
push:
    (void)c;
    if (n >= 1) {
        CXCursor u = unwrap(w, ks[0]);
        bool inner = CX.clang_getCursorKind(u) == CXCursor_CallExpr && str_eq(spell(w, u), "operator<<");
        /* rhs operands and the chain continue; the operator reference has nothing to see */
        for (uint32_t i = n; i > 1; i--)
            if (i - 1 != 1 || n < 3) push(w, ks[i - 1], fr, 0);
        push(w, ks[0], fr, inner ? F_INSTREAM : 0);
    }
}

static void on_call(W *w, Frame *fr, CXCursor c) {
    uint32_t n;
    CXCursor *ks = kids_of(w, c, &n);
    const char *sp = spell(w, c);
    Rng r = rng_of(w, c);
    CXCursor ref = CX.clang_getCursorReferenced(c);
    enum CXCursorKind rk = CX.clang_Cursor_isNull(ref) ? CXCursor_InvalidFile : CX.clang_getCursorKind(ref);

    if (fr->flags & F_CONFIG) { push_range(w, ks, 1, n, fr, 0); return; }
    if (str_eq(sp, "operator<<") && n >= 2) { on_stream(w, fr, c, ks, n, r); return; }
    if ((str_eq(sp, "difftime") || str_eq(sp, "std::difftime")) && n == 3 && r.ok) {   /* difftime(end, start) */
        Rng a = rng_of(w, ks[1]), b = rng_of(w, ks[2]);
        Sub sub = {fr->func, r.b, rtext(w, a, w->t), rtext(w, b, w->t), -1, -1};
        array_push(w->t, &w->subs, sub);
    }
    if (rk == CXCursor_Constructor || is_classlike(rk) || !strncmp(sp, "operator", 8)) {
        bool call_op = str_eq(sp, "operator()");
        if (str_eq(sp, "operator-") && n >= 3) {
            Rng a = rng_of(w, ks[0]), b = rng_of(w, ks[n - 1]);
            Sub sub = {fr->func, r.ok ? r.b : 0, rtext(w, a, w->t), rtext(w, b, w->t), -1, -1};
            array_push(w->t, &w->subs, sub);
        }
        CXCursor lam = c;
        if (call_op && n >= 1) lam = unwrap(w, ks[0]);
        if (call_op && n >= 1 && r.ok && CX.clang_getCursorKind(lam) == CXCursor_LambdaExpr) {
            /* `[&] { ... }()`, a lambda called where it is written (FlashAttention's BOOL_SWITCH
             * and HEADDIM_SWITCH macros): a call of the lambda, named and handed the lambda as
             * its argument once on_lambda makes it */
            int32_t si;
            IrSite *s = site_new(w, IR_SITE_CALL, fr, r.b, r.e, &si);
            s->callee = "<lambda>";
            s->qual = s->callee;
            if (fr->flags & F_STMT) s->flags |= IR_SF_STATEMENT;
            if (r.macro_arg) s->flags |= IR_SF_MACRO;
            s->assigned_to = fr->assign ? arena_strdup(w->a, fr->assign) : NULL;
            push_range(w, ks, 2, n, fr, 0);
            push(w, lam, fr, 0);
            array_back(&w->stack)->iife_site = si;
            return;
        }
        if (call_op && n >= 1 && r.ok) {
            /* f() on a lambda or functor object: kids are the object, `operator()`, the args */
            Rng orr = rng_of(w, ks[0]);
            const char *obj = rtext(w, orr, w->t);
            if (obj && !strchr(obj, '(')) {
                int32_t si;
                IrSite *s = site_new(w, IR_SITE_CALL, fr, r.b, r.e, &si);
                s->callee = arena_strdup(w->a, obj);
                s->qual = s->callee;
                for (int32_t p = fr->func, g = 0; p >= 0 && g < 64 && s->qual == s->callee; g++) {
                    for (uint32_t k = w->f->funcs.size; k > 1; k--) {
                        const IrFunc *lf = &w->f->funcs.contents[k - 1];
                        if ((lf->flags & IR_FF_LAMBDA) && lf->parent == p && str_eq(lf->name, obj)) { s->qual = lf->qualname; break; }
                    }
                    p = w->f->funcs.contents[p].parent;
                }
                if (fr->flags & F_STMT) s->flags |= IR_SF_STATEMENT;
                if (r.macro_arg) s->flags |= IR_SF_MACRO;
                s->assigned_to = fr->assign ? arena_strdup(w->a, fr->assign) : NULL;
                CXCursor *args = n > 2 ? ks + 2 : NULL;
                set_args(w, s, si, args, n > 2 ? n - 2 : 0, false);
            }
        }
        if (n == 1 && (rk == CXCursor_Constructor || is_classlike(rk))) {
            /* an implicit conversion/copy (std::function from a lambda): pass the context on */
            push(w, ks[0], fr, fr->flags & F_STMT);
            Frame *pf = array_back(&w->stack);
            pf->assign = fr->assign;
            pf->lambda_var = fr->lambda_var;
            pf->arg_site = fr->arg_site;
            pf->arg_idx = fr->arg_idx;
            return;
        }
        push_range(w, ks, 0, n, fr, 0);
        return;
    }
    if (!r.ok || n == 0) { push_range(w, ks, 0, n, fr, 0); return; }

    bool launch = is_launch(w, ks, n);
    CXCursor callee = ks[0];
    Rng cr = rng_of(w, callee);
    bool body = cr.ok && cr.e == r.e && r.e > r.b;   /* the callee spans the whole call: a macro body */
    CXCursor cu = unwrap(w, callee);
    enum CXCursorKind ck = CX.clang_getCursorKind(cu);

    int32_t si;
    IrSite *s = site_new(w, launch ? IR_SITE_LAUNCH : IR_SITE_CALL, fr, r.b, r.e, &si);
    const char *written = (!body && cr.ok) ? strip_targs(w->t, rtext(w, cr, w->t)) : NULL;
    const char *name = strip_targs(w->t, sp);
    s->callee = arena_strdup(w->a, written && *written ? written : name);
    if (ck == CXCursor_MemberRefExpr) {
        uint32_t m;
        CXCursor *mk = kids_of(w, cu, &m);
        s->method = arena_strdup(w->a, name);
        if (m >= 1) {
            Rng orr = rng_of(w, mk[0]);
            if (orr.ok && !body) s->recv = rtext(w, orr, w->a);
            else if (orr.ok) s->recv = arena_strdup(w->a, spell(w, mk[0]));
            CXCursor oc = mk[0];   /* through implicit derived-to-base casts: the object's own type */
            for (int g = 0; g < 8 && CX.clang_getCursorKind(oc) == CXCursor_UnexposedExpr; g++) {
                uint32_t m2;
                CXCursor *k2 = kids_of(w, oc, &m2);
                if (m2 != 1) break;
                oc = k2[0];
            }
            CXType ot = CX.clang_getCursorType(oc);
            const char *tn = type_name(w, ot, w->t);
            if (tn) s->recv_type = arena_strdup(w->a, tn);
            s->recv_kind = IR_KIND_OBJECT;
            if (tn && (str_starts(tn, "std::") || str_starts(tn, "thrust::"))) s->recv_kind = IR_KIND_CONTAINER;
        } else {
            s->method = NULL;   /* implicit this: a plain call of a sibling method */
        }
    }
    if (s->method && !*s->method) s->method = NULL;
    if (!s->method && written && (ck != CXCursor_MemberRefExpr || !*name)) {   /* `obj.m(...)` clang could not type */
        const char *dot = strrchr(written, '.'), *arrow = strstr(written, "->");
        while (arrow && strstr(arrow + 2, "->")) arrow = strstr(arrow + 2, "->");
        const char *sep = dot && (!arrow || dot > arrow) ? dot : arrow;
        if (sep && is_id0(sep[*sep == '.' ? 1 : 2])) {
            s->method = arena_strdup(w->a, sep + (*sep == '.' ? 1 : 2));
            s->recv = arena_strndup(w->a, written, (size_t)(sep - written));
            s->recv_kind = IR_KIND_OBJECT;
        }
    }
    /* qualified name of the callee */
    const char *q = NULL;
    if (rk == CXCursor_OverloadedDeclRef) {
        if (CX.clang_getNumOverloadedDecls(ref) > 0) q = qualified(w, CX.clang_getOverloadedDecl(ref, 0), w->a);
    } else if (!CX.clang_Cursor_isNull(ref) && rk != CXCursor_InvalidFile && rk != CXCursor_NoDeclFound) {
        if (rk == CXCursor_VarDecl || rk == CXCursor_ParmDecl || rk == CXCursor_FieldDecl) q = NULL;   /* a function pointer */
        else q = qualified(w, ref, w->a);
    }
    if (!q && (ck == CXCursor_DeclRefExpr || ck == CXCursor_MemberRefExpr)) {
        CXCursor cref = CX.clang_getCursorReferenced(cu);
        enum CXCursorKind crk = CX.clang_Cursor_isNull(cref) ? CXCursor_InvalidFile : CX.clang_getCursorKind(cref);
        if (crk == CXCursor_OverloadedDeclRef && CX.clang_getNumOverloadedDecls(cref) > 0)
            q = qualified(w, CX.clang_getOverloadedDecl(cref, 0), w->a);
        else if (crk == CXCursor_FunctionDecl || crk == CXCursor_CXXMethod || crk == CXCursor_FunctionTemplate)
            q = qualified(w, cref, w->a);
    }
    if (q && ck == CXCursor_MemberRefExpr && !s->method && !strstr(q, "::")) q = NULL;
    if (!q) {
        bool resolved = !CX.clang_Cursor_isNull(ref) && rk != CXCursor_InvalidFile && rk != CXCursor_NoDeclFound &&
                        rk != CXCursor_OverloadedDeclRef;
        if (!resolved) s->flags |= IR_SF_UNRESOLVED;
        q = s->callee;
    }
    s->qual = arena_strdup(w->a, q);
    if (launch) s->callee = arena_strdup(w->a, strip_targs(w->t, s->callee));
    if (r.macro_arg) s->flags |= IR_SF_MACRO;
    if (fr->flags & F_STMT) s->flags |= IR_SF_STATEMENT;
    if (fr->assign) s->assigned_to = arena_strdup(w->a, fr->assign);
    if (name_in(s, host_alloc_fns)) s->result_kind = IR_KIND_HOST_PTR;

    uint32_t a0 = launch ? 2 : 1;
    set_args(w, s, si, ks + a0, n > a0 ? n - a0 : 0, body);
    call_facts(w, fr, s, si);
    file_stream(s);

    if (body && name_in(s, report_fns)) {   /* the reporting half of a checking macro */
        w->f->sites.size--;
        w->sx.size--;
        push_range(w, ks, 0, n, fr, 0);
        return;
    }
    /* cudaLaunchKernel(k, ...): also a launch of k */
    if (name_in(s, launch_fns) && s->args.size) {
        uint32_t ai = site_is(s, "cudaLaunchKernelEx") || site_is(s, "cudaLaunchKernelExC") ? 1 : 0;
        const char *kn = ai < s->args.size ? w->sx.contents[si].arg_base[ai] : NULL;
        if (kn) {
            int32_t li;
            IrSite *l = site_new(w, IR_SITE_LAUNCH, fr, r.b, r.e, &li);
            l->callee = arena_strdup(w->a, kn);
            l->qual = l->callee;
            l->flags = w->f->sites.contents[si].flags & (IR_SF_MACRO | IR_SF_IN_KERNEL);
            SiteX *lx = &w->sx.contents[li];
            lx->arg_base = arena_alloc(w->t, sizeof(char *));
            lx->arg_data = arena_alloc(w->t, 1);
            lx->arg_fn = arena_alloc(w->t, sizeof(char *));
            s = &w->f->sites.contents[si];
        }
    }
    /* children: args (lambdas remember which positional argument they are), the callee expression */
    int32_t *pos = arena_alloc(w->t, sizeof(int32_t) * (n + 1));
    for (uint32_t i = a0, k = 0; i < n; i++) pos[i] = rng_of(w, ks[i]).ok ? (int32_t)k++ : -1;
    for (uint32_t i = n; i > a0; i--) {
        push(w, ks[i - 1], fr, 0);
        Frame *pf = array_back(&w->stack);
        pf->arg_site = pos[i - 1] >= 0 ? si : -1;
        pf->arg_idx = pos[i - 1];
    }
    if (launch) push(w, ks[1], fr, F_CONFIG);
    push(w, callee, fr, F_NOSITE);
}

/* ------------------------------------------------------------------------------------------ */
/* walk: statements                                                                           */

/* the `( ... )` after a keyword at text offset b: returns the offsets of the parens */
static bool header_parens(W *w, uint32_t b, uint32_t e, uint32_t *open, uint32_t *close) {
    uint32_t i = b;
    while (i < e && w->text[i] != '(') i++;
    if (i >= e) return false;
    int depth = 0;
    for (uint32_t j = i; j < e; j++) {
        char c = w->text[j];
        if (c == '"' || c == '\'') {
            char qch = c;
            for (j++; j < e && w->text[j] != qch; j++) if (w->text[j] == '\\') j++;
            continue;
        }
        if (c == '(') depth++;
        else if (c == ')' && --depth == 0) { *open = i; *close = j; return true; }
    }
    return false;
}

static bool lit_false(const char *t) {
    return t && (str_eq(t, "0") || str_eq(t, "false") || str_eq(t, "0u") || str_eq(t, "(0)") || str_eq(t, "(false)"));
}

static bool lit_true(const char *t) { return t && (str_eq(t, "1") || str_eq(t, "true") || str_eq(t, "(1)")); }

/* the last statement of a branch, through compound statements */
static CXCursor last_stmt(W *w, CXCursor c, CXCursor *block, bool *is_block) {
    *is_block = false;
    for (int guard = 0; guard < 8; guard++) {
        if (CX.clang_getCursorKind(c) != CXCursor_CompoundStmt) break;
        uint32_t n;
        CXCursor *ks = kids_of(w, c, &n);
        if (!n) break;
        *block = c;
        *is_block = true;
        c = ks[n - 1];
    }
    return c;
}

static bool block_prints(W *w, CXCursor block) {
    uint32_t n;
    CXCursor *ks = kids_of(w, block, &n);
    for (uint32_t i = 0; i < n; i++) {
        CXCursor u = unwrap(w, ks[i]);
        if (CX.clang_getCursorKind(u) != CXCursor_CallExpr) continue;
        const char *sp = spell(w, u);
        if (word_in(sp, print_fns) || str_eq(sp, "operator<<")) return true;
    }
    return false;
}

/* `word` ends at *s (spaces before it skipped) and, when it starts with an identifier
 * character, starts a token: moves *s to its start */
static bool word_before(const char *t, uint32_t b, uint32_t *s, const char *word) {
    uint32_t e = *s, n = (uint32_t)strlen(word);
    while (e > b && isspace((unsigned char)t[e - 1])) e--;
    if (e - b < n || memcmp(t + e - n, word, n)) return false;
    bool id = isalnum((unsigned char)word[0]) || word[0] == '_';
    if (id && e - n > b && (isalnum((unsigned char)t[e - n - 1]) || t[e - n - 1] == '_')) return false;
    *s = e - n;
    return true;
}

/* The branch's text ends in a device trap: `__trap();`, `__builtin_trap();`, `asm("trap;");`,
 * `asm volatile("trap;");`. Read from the text because clang may have dropped the statement
 * (`__trap` undeclared when the real CUDA headers are missing) and left a gap. */
static bool ends_in_trap(W *w, CXCursor br) {
    Rng r = rng_of(w, br);
    if (!r.ok || r.macro_arg) return false;
    const char *t = w->text;
    uint32_t b = r.b, e = r.e;
    while (e > b && (isspace((unsigned char)t[e - 1]) || t[e - 1] == '}' || t[e - 1] == ';')) e--;
    uint32_t s = e;
    if (word_before(t, b, &s, "__trap()") || word_before(t, b, &s, "__builtin_trap()")) return true;
    if (!word_before(t, b, &s, "\"trap;\")") || !word_before(t, b, &s, "(")) return false;
    if (!word_before(t, b, &s, "volatile")) word_before(t, b, &s, "__volatile__");
    return word_before(t, b, &s, "asm") || word_before(t, b, &s, "__asm__");
}

/* `return <e>` whose value folds to a non-zero integer (an error code) */
static bool return_nonzero(W *w, CXCursor ret) {
    uint32_t n;
    CXCursor *ks = kids_of(w, ret, &n);
    if (n != 1) return false;
    CXEvalResult r = CX.clang_Cursor_Evaluate(ks[0]);
    if (!r) return false;
    bool nz = CX.clang_EvalResult_getKind(r) == CXEval_Int && CX.clang_EvalResult_getAsInt(r) != 0;
    CX.clang_EvalResult_dispose(r);
    return nz;
}

/* a branch that ends the program or reports and returns an error; a device trap aborts the
 * kernel (and the context) the way abort() ends a host program */
/* a call of a function that does not return (exit, abort, a project's `fatal`) */
static bool noreturn_call(W *w, CXCursor u) {
    if (CX.clang_getCursorKind(u) != CXCursor_CallExpr) return false;
    if (word_in(spell(w, u), noreturn_fns)) return true;
    CXCursor ref = CX.clang_getCursorReferenced(u);
    if (CX.clang_Cursor_isNull(ref)) return false;
    const char *q = qualified(w, ref, w->t);
    return q && word_in(q, noreturn_fns);
}

static bool branch_is_error(W *w, CXCursor br) {
    CXCursor block = br;
    bool is_block;
    CXCursor last = last_stmt(w, br, &block, &is_block);
    CXCursor u = unwrap(w, last);
    enum CXCursorKind k = CX.clang_getCursorKind(u);
    if (k == CXCursor_CXXThrowExpr) return true;
    if (ends_in_trap(w, br)) return true;
    if (k == CXCursor_CallExpr) return noreturn_call(w, u);
    if (k == CXCursor_ReturnStmt || k == CXCursor_GotoStmt) {
        Rng r = rng_of(w, last);
        const char *t = rtext(w, r, w->t);
        if (!t) return false;
        bool err = false;
        if (k == CXCursor_GotoStmt) {
            err = strstr(t, "err") || strstr(t, "fail") || strstr(t, "Err") || strstr(t, "Fail") || strstr(t, "cleanup");
        } else if (str_starts(t, "return")) {
            const char *v = t + 6;
            while (*v == ' ') v++;
            err = (*v == '-' && isdigit((unsigned char)v[1])) || (isdigit((unsigned char)*v) && *v != '0') ||
                  str_starts(v, "EXIT_FAILURE") || str_starts(v, "false") || str_starts(v, "nullptr") || str_starts(v, "NULL") ||
                  str_starts(v, "err") || str_starts(v, "status") || str_starts(v, "rc") || str_starts(v, "ret");
        } else {
            /* inside a macro's expansion (`CHECK(x)` -> `{ std::cout << ...; return EXIT_FAILURE; }`)
             * the range is the macro call: the returned value is evaluated instead (a non-zero
             * integer, EXIT_FAILURE expanded) */
            err = return_nonzero(w, u);
        }
        return err && is_block && block_prints(w, block);
    }
    return false;
}

/* A name that says it checks a status (`CUDA_CHECK`, `checkCudaErrors`, `HANDLE_ERROR`) */
static bool checker_name(const char *c) {
    return strstr(c, "check") || strstr(c, "Check") || strstr(c, "CHECK") || strstr(c, "HANDLE_ERROR");
}

/* The `if` is a check macro's own (its guard text is the macro call: `CHECK_NVJPEG(f(...))`) and
 * the branch leaves the function: the macro's failure path, whatever the status type (a status
 * enum of a header that is not installed leaves the comparison and the report unparsed). */
static bool check_macro_return(W *w, const char *cond, CXCursor br) {
    if (!cond) return false;
    const char *p = cond;
    while (*p == '_' || isalnum((unsigned char)*p)) p++;
    if (p == cond || *p != '(') return false;
    size_t n = (size_t)(p - cond);
    char name[96];
    if (n >= sizeof name) return false;
    memcpy(name, cond, n);
    name[n] = 0;
    if (!checker_name(name) && !str_ends(name, "_CALL")) return false;
    CXCursor block = br;
    bool is_block;
    CXCursor last = last_stmt(w, br, &block, &is_block);
    enum CXCursorKind k = CX.clang_getCursorKind(unwrap(w, last));
    return k == CXCursor_ReturnStmt || k == CXCursor_GotoStmt || k == CXCursor_CXXThrowExpr;
}

/* `err != cudaSuccess` (then-branch is the error path) / `== cudaSuccess` (else is) */
static int cond_error_side(const char *t) {
    if (!t) return 0;
    const char *s = strstr(t, "Success");
    if (!s) s = strstr(t, "SUCCESS");
    if (!s) return 0;
    if (strstr(t, "!=")) return 1;
    if (strstr(t, "==")) return 2;
    return 0;
}

/* `if (p == NULL) { p = malloc(...); }`, `if (!buf) buf = new T[n];` (llm.c's lazily
 * allocated activations and optimizer state): the branch runs once, on the first call. The guard
 * tests a pointer against null and the branch assigns that same pointer. */
static bool lazy_init_branch(W *w, CXCursor br, const char *guard) {
    if (!guard) return false;
    char lhs[160];
    size_t n = 0;
    const char *g = guard;
    while (*g == ' ' || *g == '(') g++;
    if (*g == '!') {
        g++;
        while (*g == ' ') g++;
        while (*g && *g != ')' && n + 1 < sizeof lhs) lhs[n++] = *g++;
    } else {
        const char *eq = strstr(g, "==");
        if (!eq) return false;
        const char *rhs = eq + 2;
        while (*rhs == ' ') rhs++;
        if (strncmp(rhs, "NULL", 4) && strncmp(rhs, "nullptr", 7) && strcmp(rhs, "0") && strncmp(rhs, "0)", 2)) return false;
        while (g < eq && n + 1 < sizeof lhs) lhs[n++] = *g++;
    }
    while (n && (lhs[n - 1] == ' ' || lhs[n - 1] == ')')) n--;
    lhs[n] = 0;
    if (!n) return false;
    for (size_t i = 0; i < n; i++)
        if (!(isalnum((unsigned char)lhs[i]) || lhs[i] == '_' || lhs[i] == '.' || lhs[i] == '-' || lhs[i] == '>' || lhs[i] == '[' || lhs[i] == ']'))
            return false;
    Rng r = rng_of(w, br);
    if (!r.ok || r.e <= r.b) return false;
    /* the branch's own text (not collapsed: a long body must not be cut): `lhs = ...`, or
     * `&lhs` handed to an allocator (`cudaMalloc((void**)&model->m_memory, ...)`) */
    const char *body = w->text + r.b, *end = w->text + r.e;
    for (const char *p = body; p + n <= end; p++) {
        if (memcmp(p, lhs, n)) continue;
        if (p > body && (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.' || p[-1] == '>')) continue;
        if (p > body && p[-1] == '&') return true;
        const char *q = p + n;
        while (q < end && (*q == ' ' || *q == '\t')) q++;
        if (q + 1 < end && q[0] == '=' && q[1] != '=') return true;
    }
    return false;
}

/* a statement that ends the program: a throw, a call of a noreturn function */
static bool ends_program(W *w, CXCursor c) {
    CXCursor u = unwrap(w, c);
    return CX.clang_getCursorKind(u) == CXCursor_CXXThrowExpr || noreturn_call(w, u);
}

static bool leaves_case(CXCursor c) {
    enum CXCursorKind k = CX.clang_getCursorKind(c);
    return k == CXCursor_BreakStmt || k == CXCursor_ReturnStmt || k == CXCursor_ContinueStmt || k == CXCursor_GotoStmt;
}

/* The cases of a switch body that end the program before they break or return (`default:
 * printf("Invalid kernel number\n"); exit(1);`, llm.c's dispatchers): error paths, made COLD
 * once the walk has placed their sites (case_error_regions). A case runs from its label to the
 * statement before the next label; in the AST a label holds its first statement (`case 1: case
 * 2: stmt` nests), the rest are its siblings. */
static void case_errors(W *w, CXCursor body, int32_t func, int32_t region) {
    uint32_t n;
    CXCursor *ks = kids_of(w, body, &n);
    for (uint32_t i = 0; i < n; i++) {
        enum CXCursorKind k = CX.clang_getCursorKind(ks[i]);
        if (k != CXCursor_CaseStmt && k != CXCursor_DefaultStmt) continue;
        Rng lr = rng_of(w, ks[i]);
        CXCursor first = ks[i];
        for (int depth = 0; depth < 64; depth++) {   /* the label's own statement */
            enum CXCursorKind lk = CX.clang_getCursorKind(first);
            if (lk != CXCursor_CaseStmt && lk != CXCursor_DefaultStmt) break;
            uint32_t m;
            CXCursor *sub = kids_of(w, first, &m);
            if (!m) break;
            first = sub[m - 1];
        }
        uint32_t j = i + 1;
        while (j < n && CX.clang_getCursorKind(ks[j]) != CXCursor_CaseStmt && CX.clang_getCursorKind(ks[j]) != CXCursor_DefaultStmt) j++;
        /* in order, the first statement that ends the program or leaves the case decides */
        bool ends = false, leaves = leaves_case(first);
        CXCursor at = first;
        if (!leaves) ends = ends_program(w, first);
        for (uint32_t q = i + 1; q < j && !ends && !leaves; q++) {
            at = ks[q];
            leaves = leaves_case(ks[q]);
            ends = !leaves && ends_program(w, ks[q]);
        }
        Rng er = rng_of(w, j > i + 1 ? ks[j - 1] : at);
        if (ends && lr.ok && er.ok && w->case_err.size < 256) {
            CaseErr ce = {lr.b, er.e, func, region};
            array_push(w->t, &w->case_err, ce);
        }
        i = j - 1;
    }
}

/* Sites the walk placed in an error case of a switch (case_errors) go to a COLD error region. */
static void case_error_regions(W *w) {
    IrFile *f = w->f;
    for (uint32_t k = 0; k < w->case_err.size; k++) {
        const CaseErr *ce = &w->case_err.contents[k];
        int32_t g = -1;
        for (uint32_t i = 0; i < f->sites.size; i++) {
            IrSite *x = &f->sites.contents[i];
            uint32_t sb = w->sx.contents[i].b;
            if (x->func != ce->func || sb < ce->b || sb >= ce->e) continue;
            if (g < 0) {
                Rng r = {ce->b, ce->e, true, false};
                g = region_new(w, IR_REGION_COLD, ce->region, ce->func, r);
                f->regions.contents[g].cold = IR_COLD_ERROR;
            }
            if (x->region == ce->region) x->region = g;
        }
    }
}

static void branch(W *w, Frame *fr, CXCursor br, const char *guard, bool dead, bool error) {
    Rng r = rng_of(w, br);
    int32_t g;
    if (!dead && !error && lazy_init_branch(w, br, guard)) {
        g = region_new(w, IR_REGION_COLD, fr->region, fr->func, r);
        w->f->regions.contents[g].cold = IR_COLD_LAZY_INIT;
    } else if (dead || error) {
        g = region_new(w, IR_REGION_COLD, fr->region, fr->func, r);
        w->f->regions.contents[g].cold = dead ? IR_COLD_DEAD : IR_COLD_ERROR;
    } else {
        g = region_new(w, IR_REGION_COND, fr->region, fr->func, r);
        w->f->regions.contents[g].guard = guard;
        CXCursor block = br;
        bool is_block;
        CXCursor last = last_stmt(w, br, &block, &is_block);
        w->f->regions.contents[g].exits = CX.clang_getCursorKind(unwrap(w, last)) == CXCursor_ReturnStmt;
    }
    Frame nf = *fr;
    nf.region = g;
    push(w, br, &nf, F_STMT);
}

static void on_if(W *w, Frame *fr, CXCursor c) {
    uint32_t n;
    CXCursor *ks = kids_of(w, c, &n);
    Rng r = rng_of(w, c);
    int32_t then_i = -1, else_i = -1;
    uint32_t po = 0, pc = 0;
    bool pos = r.ok && header_parens(w, r.b, r.e, &po, &pc);
    if (pos) {
        for (uint32_t i = 0; i < n; i++) {
            Rng kr = rng_of(w, ks[i]);
            if (!kr.ok || kr.b <= pc) continue;
            if (then_i < 0) then_i = (int32_t)i;
            else if (else_i < 0) else_i = (int32_t)i;
        }
        /* all children at one offset (a macro body): fall back to their order */
        if (then_i < 0 && n >= 2) pos = false;
    }
    if (!pos) {
        if (n >= 2) then_i = 1;
        if (n >= 3) else_i = 2;
    }
    uint32_t first = then_i >= 0 ? (uint32_t)then_i : n;
    const char *cond = pos ? collapse(w->a, w->text, po + 1, pc, CUFE_TEXT_MAX) : NULL;
    if (!cond && n >= 1) { Rng cr = rng_of(w, ks[0]); cond = rtext(w, cr, w->a); }
    int side = cond_error_side(cond);
    int cc = then_i >= 1 ? const_cond(w, ks[then_i - 1]) : -1;
    if (cc == 0) cond = "0";
    else if (cc == 1) cond = "1";
    /* children in reverse: else, then, condition parts */
    if (else_i >= 0) {
        const char *g = cond ? arena_printf(w->a, "!(%s)", cond) : "else";
        branch(w, fr, ks[else_i], g, lit_true(cond), side == 2 || branch_is_error(w, ks[else_i]));
    }
    if (then_i >= 0)
        branch(w, fr, ks[then_i], cond, lit_false(cond),
               side == 1 || branch_is_error(w, ks[then_i]) || check_macro_return(w, cond, ks[then_i]));
    push_range(w, ks, 0, first, fr, 0);
}

/* `i < N` / `N > i` / `i != N` -> "N" */
static const char *trip_of(W *w, const char *cond) {
    if (!cond) return NULL;
    const char *ops[] = {"<=", "<", "!=", NULL};
    for (int k = 0; ops[k]; k++) {
        const char *p = strstr(cond, ops[k]);
        if (!p || (p[1] == '<') || (p > cond && p[-1] == '<')) continue;
        const char *v = p + strlen(ops[k]);
        while (*v == ' ') v++;
        if (!*v) return NULL;
        return arena_strdup(w->a, v);
    }
    const char *p = strstr(cond, ">");
    if (p && p[1] != '>' && p[1] != '=' && p > cond && p[-1] != '-' && p[-1] != '>') {
        return collapse(w->a, cond, 0, (uint32_t)(p - cond), CUFE_TEXT_MAX);
    }
    return NULL;
}

/* `for (auto _ : state)` over a Google Benchmark `benchmark::State` (its header need not be
 * installed: the parameter's written type says it) */
static bool benchmark_state_loop(W *w, CXCursor *ks, uint32_t n) {
    for (uint32_t i = 0; i + 1 < n; i++) {
        CXCursor u = unwrap(w, ks[i]);
        if (CX.clang_getCursorKind(u) != CXCursor_DeclRefExpr) continue;
        CXCursor ref = CX.clang_getCursorReferenced(u);
        if (CX.clang_Cursor_isNull(ref)) continue;
        const char *tn = type_name(w, CX.clang_getCursorType(ref), w->t);
        if (tn && strstr(tn, "benchmark::State")) return true;
        Rng rr = rng_of(w, ref);
        const char *txt = rr.ok ? collapse(w->t, w->text, rr.b, rr.e, 120) : NULL;
        if (txt && (strstr(txt, "benchmark::State") || (str_eq(spell(w, ref), "state") && strstr(txt, "State")))) return true;
    }
    return false;
}

static void on_loop(W *w, Frame *fr, CXCursor c, enum CXCursorKind k) {
    uint32_t n;
    CXCursor *ks = kids_of(w, c, &n);
    Rng r = rng_of(w, c);
    const char *guard = NULL, *cond = NULL;
    uint32_t po = 0, pc = 0, init_end = 0;
    bool hp = false;
    if (r.ok) {
        if (k == CXCursor_DoStmt) {
            /* do { } while (cond); the condition is the last parenthesised text */
            uint32_t i = r.e;
            while (i > r.b && w->text[i - 1] != ')') i--;
            int depth = 0;
            uint32_t j = i;
            while (j > r.b) {
                j--;
                if (w->text[j] == ')') depth++;
                else if (w->text[j] == '(' && --depth == 0) break;
            }
            if (i > j + 1) {
                cond = collapse(w->a, w->text, j + 1, i - 1, CUFE_TEXT_MAX);
                guard = arena_printf(w->a, "while (%s)", cond);
            }
        } else if ((hp = header_parens(w, r.b, r.e, &po, &pc))) {
            guard = collapse(w->a, w->text, r.b, pc + 1, CUFE_TEXT_MAX);
            if (k == CXCursor_WhileStmt) cond = collapse(w->a, w->text, po + 1, pc, CUFE_TEXT_MAX);
            if (k == CXCursor_ForStmt) {
                /* for (init; cond; inc) */
                uint32_t s1 = po + 1;
                int depth = 0;
                uint32_t semis[2] = {0, 0}, ns = 0;
                for (uint32_t j = po + 1; j < pc && ns < 2; j++) {
                    char ch = w->text[j];
                    if (ch == '(' || ch == '[' || ch == '{') depth++;
                    else if (ch == ')' || ch == ']' || ch == '}') depth--;
                    else if (ch == ';' && depth == 0) semis[ns++] = j;
                }
                if (ns == 2) {
                    init_end = semis[0];
                    cond = collapse(w->a, w->text, semis[0] + 1, semis[1], CUFE_TEXT_MAX);
                }
                (void)s1;
            }
        }
    }
    bool dead = lit_false(cond);
    if (n >= 1 && k == CXCursor_DoStmt) dead = dead || const_cond(w, ks[n - 1]) == 0;
    if (n >= 2 && k == CXCursor_WhileStmt) dead = dead || const_cond(w, ks[n - 2]) == 0;
    if (k == CXCursor_DoStmt && dead) {   /* do { ... } while (0): a block, not a loop */
        push_range(w, ks, 0, n, fr, F_STMT);
        return;
    }
    if (k == CXCursor_WhileStmt && dead) {
        int32_t g = region_new(w, IR_REGION_COLD, fr->region, fr->func, r);
        w->f->regions.contents[g].cold = IR_COLD_DEAD;
        Frame nf = *fr;
        nf.region = g;
        push_range(w, ks, 0, n, &nf, F_STMT);
        return;
    }
    int32_t g = region_new(w, IR_REGION_LOOP, fr->region, fr->func, r);
    if (k == CXCursor_CXXForRangeStmt && benchmark_state_loop(w, ks, n)) array_push(w->t, &w->harness_loop, g);
    IrRegion *R = &w->f->regions.contents[g];
    R->guard = guard;
    if (k == CXCursor_ForStmt) R->trip = trip_of(w, cond);
    Frame nf = *fr;
    nf.region = g;
    for (uint32_t i = n; i > 0; i--) {
        Rng kr = rng_of(w, ks[i - 1]);
        bool init = k == CXCursor_ForStmt && init_end && kr.ok && kr.e <= init_end;
        push(w, ks[i - 1], init ? fr : &nf, F_STMT);
    }
    (void)hp;
}

static void on_compound(W *w, Frame *fr, CXCursor c) {
    uint32_t n;
    CXCursor *ks = kids_of(w, c, &n);
    Rng r = rng_of(w, c);
    if (r.ok && !r.macro_arg && r.e > r.b && w->text[r.b] == '{') {
        uint32_t at = r.b + 1;
        bool ok = true;
        for (uint32_t i = 0; i < n && ok; i++) {
            Rng kr = rng_of(w, ks[i]);
            if (!kr.ok) { ok = false; break; }
            if (kr.b > at) scan_gap(w, fr, at, kr.b);
            if (kr.e > at) at = kr.e;
        }
        if (ok && r.e > at + 1) scan_gap(w, fr, at, r.e - 1);
    }
    push_range(w, ks, 0, n, fr, F_STMT);
}

static bool timerish(const char *t);

static bool container_type(const char *t) {
    static const char *const names[] = {
        "std::vector", "std::basic_string", "std::string", "std::map", "std::unordered_map", "std::set", "std::unordered_set",
        "std::deque", "std::list", "std::forward_list", "std::multimap", "std::multiset", "std::valarray",
        "std::basic_stringstream", "std::basic_ostringstream", "std::basic_istringstream", "std::stringstream",
        "std::ostringstream", "std::basic_ofstream", "std::basic_ifstream", "std::basic_fstream", "std::ofstream",
        "std::ifstream", "std::fstream", "thrust::host_vector", "thrust::device_vector", "thrust::universal_vector",
        "std::unique_ptr", "std::shared_ptr", "vector", "string", "map", "unordered_map", "ofstream", "ifstream",
        /* CUTLASS's device buffers: cudaMalloc in the constructor, cudaFree (a sync) at scope exit */
        "cutlass::device_memory::allocation", "cutlass::DeviceAllocation", "device_memory::allocation", NULL};
    return t && word_in(t, names);
}

static void on_var(W *w, Frame *fr, CXCursor c) {
    uint32_t n;
    CXCursor *ks = kids_of(w, c, &n);
    Rng r = rng_of(w, c);
    const char *name = spell(w, c);
    CXType t = CX.clang_getCursorType(c);
    bool local = fr->func > 0 && !(fr->flags & F_TOPLEVEL);
    enum CX_StorageClass sc = CX.clang_Cursor_getStorageClass(c);
    /* what kind of memory the name holds */
    const char *tn = NULL;
    bool ptr = t.kind == CXType_Pointer;
    bool devmem = false;
    for (uint32_t i = 0; i < n; i++) {
        enum CXCursorKind kk = CX.clang_getCursorKind(ks[i]);
        if (kk == CXCursor_CUDADeviceAttr || kk == CXCursor_CUDAConstantAttr || kk == CXCursor_CUDASharedAttr) devmem = true;
    }
    if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray) {
        fact_add(w, fr->flags & F_TOPLEVEL ? 0 : fr->func, name, devmem ? IR_KIND_DEVICE_PTR : IR_KIND_HOST_PTR, false);
    } else if (!ptr && t.kind != CXType_LValueReference && t.kind != CXType_RValueReference) {
        tn = type_name(w, t, w->t);
        if (t.kind == CXType_Invalid || !tn) {
            /* unresolved type: the text between the declaration start and the name */
            uint32_t nb;
            if (r.ok && loc_off(w, CX.clang_getCursorLocation(c), &nb) && nb > r.b) tn = strip_targs(w->t, collapse(w->t, w->text, r.b, nb, 120));
        }
        if (tn && (str_starts(tn, "thrust::device_vector") || str_eq(tn, "thrust::universal_vector")))
            fact_add(w, fr->func, name, IR_KIND_DEVICE_PTR, true);
        else if (container_type(tn)) fact_add(w, fr->func, name, IR_KIND_HOST_PTR, true);
    }
    /* the initializer */
    int32_t init = -1;
    for (uint32_t i = 0; i < n; i++) {
        enum CXCursorKind kk = CX.clang_getCursorKind(ks[i]);
        if (CX.clang_isExpression(kk)) init = (int32_t)i;
    }
    if (ptr && init >= 0) {
        CXCursor u = unwrap(w, ks[init]);
        enum CXCursorKind uk = CX.clang_getCursorKind(u);
        if (uk == CXCursor_CXXNewExpr) fact_add(w, fr->func, name, IR_KIND_HOST_PTR, false);
        else if (uk == CXCursor_CallExpr && word_in(spell(w, u), host_alloc_fns)) fact_add(w, fr->func, name, IR_KIND_HOST_PTR, false);
    }
    /* a local timer object (`GpuTimer timer(stream);`): its constructor may start it, and the
     * pairing in timing() takes the declaration as the start of `timer.elapsed()` */
    if (local && sc != CX_SC_Static && r.ok && tn && !ptr && !container_type(tn) && timerish(tn) && !strstr(tn, "chrono") &&
        !strstr(tn, "time_point") && !strstr(tn, "clock_t") && !strstr(tn, "timespec") && !strstr(tn, "timeval")) {
        int32_t si;
        IrSite *s = site_new(w, IR_SITE_DECL, fr, r.b, r.e, &si);
        s->callee = arena_strdup(w->a, tn);
        s->qual = s->callee;
        s->assigned_to = arena_strdup(w->a, name);
        s->result_kind = IR_KIND_OBJECT;
        if (r.macro_arg) s->flags |= IR_SF_MACRO;
    }
    /* a local container constructed here */
    if (local && sc != CX_SC_Static && r.ok && tn && container_type(tn) && !ptr) {
        int32_t si;
        IrSite *s = site_new(w, IR_SITE_DECL, fr, r.b, r.e, &si);
        uint32_t nb = r.b;
        loc_off(w, CX.clang_getCursorLocation(c), &nb);
        const char *wt = nb > r.b ? strip_targs(w->t, collapse(w->t, w->text, r.b, nb, 120)) : tn;
        while (str_starts(wt, "const ")) wt += 6;
        while (str_starts(wt, "auto ")) wt += 5;
        size_t wl = strlen(wt);
        while (wl && (wt[wl - 1] == ' ' || wt[wl - 1] == '&')) wl--;
        s->callee = wl ? arena_strndup(w->a, wt, wl) : arena_strdup(w->a, tn);
        if (str_eq(s->callee, "auto")) s->callee = arena_strdup(w->a, tn);
        s->qual = arena_strdup(w->a, tn);
        s->assigned_to = arena_strdup(w->a, name);
        s->result_kind = IR_KIND_CONTAINER;
        if (r.macro_arg) s->flags |= IR_SF_MACRO;
        /* constructor arguments: `v(a, b)` / `v{a, b}` / `= T(a)` */
        uint32_t ne = nb;
        while (ne < r.e && is_id(w->text[ne])) ne++;
        while (ne < r.e && (w->text[ne] == ' ' || w->text[ne] == '\t')) ne++;
        SiteX *x = &w->sx.contents[si];
        x->arg_base = arena_alloc(w->t, sizeof(char *) * 17);
        x->arg_data = arena_alloc(w->t, 17);
        x->arg_fn = arena_alloc(w->t, sizeof(char *) * 17);
        uint32_t ob = ne, oe = r.e;
        if (ne < r.e && w->text[ne] == '=') {
            uint32_t q = ne + 1;
            while (q < r.e && w->text[q] != '(' && w->text[q] != '{') q++;
            ob = q;
        }
        if (ob < r.e && (w->text[ob] == '(' || w->text[ob] == '{') && oe > ob + 1) {
            int depth = 0;
            uint32_t st = ob + 1;
            for (uint32_t q = ob; q < oe && s->args.size < 16; q++) {
                char ch = w->text[q];
                if (ch == '(' || ch == '{' || ch == '[') { depth++; continue; }
                if (ch == ')' || ch == '}' || ch == ']') {
                    if (--depth == 0) {
                        if (q > st) { IrArg a = {.text = collapse(w->a, w->text, st, q, CUFE_TEXT_MAX), .func = -1}; if (*a.text) array_push(w->a, &s->args, a); }
                        break;
                    }
                    continue;
                }
                if (ch == ',' && depth == 1) {
                    IrArg a = {.text = collapse(w->a, w->text, st, q, CUFE_TEXT_MAX), .func = -1};
                    if (*a.text) array_push(w->a, &s->args, a);
                    st = q + 1;
                }
            }
        }
    }
    /* the initializer of a function-local `static` runs once, on the first call (hgemm's
     * `static size_t smem = initWmma();` configures the kernel once): a run-once region */
    Frame once = *fr;
    if (local && sc == CX_SC_Static && init >= 0) {
        Rng ir = rng_of(w, ks[init]);
        if (ir.ok) {
            once.region = region_new(w, IR_REGION_COLD, fr->region, fr->func, ir);
            w->f->regions.contents[once.region].cold = IR_COLD_LAZY_INIT;
        }
    }
    /* children: the initializer gets the variable as its assignment target */
    for (uint32_t i = n; i > 0; i--) {
        push(w, ks[i - 1], (int32_t)(i - 1) == init ? &once : fr, 0);
        if ((int32_t)(i - 1) == init) {
            Frame *pf = array_back(&w->stack);
            pf->assign = arena_strdup(w->t, name);
            pf->lambda_var = pf->assign;
        }
    }
}

/* text of the binary operator between two children */
/* The operator of a binary expression, read backwards from where its right operand starts.
 * Only begin locations are asked for: an extent's begin walks the left spine and its end the
 * right spine of an operator chain, so asking for either on a 100,000-term chain at every node
 * would be quadratic. */
static const char *binop_text(W *w, CXCursor *ks, uint32_t n, char *buf, size_t cap) {
    buf[0] = 0;
    if (n != 2) return buf;
    uint32_t off;
    CXCursor r = ks[1];
    for (int g = 0; g < 8 && CX.clang_getCursorKind(r) == CXCursor_UnexposedExpr; g++) {
        uint32_t m;
        CXCursor *mk = kids_of(w, r, &m);
        if (m != 1) break;
        r = mk[0];
    }
    /* a member expression's "location" is the member name: take its extent's start instead */
    CXSourceLocation l = CX.clang_getCursorKind(r) == CXCursor_MemberRefExpr ? CX.clang_getRangeStart(CX.clang_getCursorExtent(r))
                                                                            : CX.clang_getCursorLocation(r);
    if (!loc_off(w, l, &off) || off > w->len) return buf;
    uint32_t e = off;
    while (e > 0 && isspace((unsigned char)w->text[e - 1])) e--;
    uint32_t b = e;
    while (b > 0 && e - b < 3 && strchr("+-*/%<>=&|^!,", w->text[b - 1])) b--;
    if (b == e) return buf;
    /* `a - -b`: the operator is the first of the run */
    size_t len = e - b;
    static const char *const ops[] = {"<<=", ">>=", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=",
                                      "%=", "&=", "|=", "^=", NULL};
    for (int i = 0; ops[i]; i++)
        if (strlen(ops[i]) <= len && !memcmp(w->text + b, ops[i], strlen(ops[i]))) { snprintf(buf, cap, "%s", ops[i]); return buf; }
    buf[0] = w->text[b];
    buf[1] = 0;
    (void)cap;
    return buf;
}

static void on_binop(W *w, Frame *fr, CXCursor c) {
    uint32_t n;
    CXCursor *ks = kids_of(w, c, &n);
    char op[16];
    binop_text(w, ks, n, op, sizeof op);
    /* deep operator chains (generated code): no text of whole operands, which is quadratic */
    if (fr->binop_depth > 64) { push_range(w, ks, 0, n, fr, 0); for (uint32_t i = 0; i < n; i++) w->stack.contents[w->stack.size - 1 - i].binop_depth = fr->binop_depth + 1; return; }
    if (n == 2 && str_eq(op, "-")) {
        Rng r = rng_of(w, c), a = rng_of(w, ks[0]), b = rng_of(w, ks[1]);
        Sub sub = {fr->func, r.ok ? r.b : 0, rtext(w, a, w->t), rtext(w, b, w->t), -1, -1};
        array_push(w->t, &w->subs, sub);
    }
    if (n == 2 && str_eq(op, "<<")) {   /* a stream write clang could not resolve (dependent, missing <iostream>) */
        CXCursor l = ks[0];
        for (int guard = 0; guard < 4096; guard++) {
            CXCursor u = unwrap(w, l);
            uint32_t m;
            CXCursor *mk = kids_of(w, u, &m);
            char o2[16];
            if (CX.clang_getCursorKind(u) == CXCursor_BinaryOperator && m == 2 && str_eq(binop_text(w, mk, m, o2, sizeof o2), "<<")) { l = mk[0]; continue; }
            l = u;
            break;
        }
        Rng lr = rng_of(w, l), r = rng_of(w, c);
        const char *lt = rtext(w, lr, w->t);
        if (!(fr->flags & F_INSTREAM) && r.ok && is_stream_name(lt)) {
            int32_t si;
            IrSite *s = site_new(w, IR_SITE_CALL, fr, r.b, r.e, &si);
            s->callee = arena_strdup(w->a, lt);
            s->qual = lt[0] == 's' ? s->callee : arena_printf(w->a, "std::%s", lt);
            s->method = "operator<<";
            s->recv = s->callee;
            s->recv_kind = IR_KIND_OBJECT;
            if (fr->flags & F_STMT) s->flags |= IR_SF_STATEMENT;
            SiteX *x = &w->sx.contents[si];
            x->arg_base = arena_alloc(w->t, sizeof(char *));
            x->arg_data = arena_alloc(w->t, 1);
            x->arg_fn = arena_alloc(w->t, sizeof(char *));
        }
        if (r.ok && is_stream_name(lt)) {
            push(w, ks[1], fr, 0);
            push(w, ks[0], fr, F_INSTREAM);
            return;
        }
    }
    if (n == 2 && str_eq(op, "=")) {
        Rng a = rng_of(w, ks[0]);
        const char *lhs = rtext(w, a, w->t);
        CXCursor u = unwrap(w, ks[1]);
        enum CXCursorKind uk = CX.clang_getCursorKind(u);
        size_t ln;
        const char *li = lhs ? last_ident(lhs, &ln) : NULL;
        if (li) {
            const char *nm = arena_strndup(w->t, li, ln);
            if (uk == CXCursor_CXXNewExpr || (uk == CXCursor_CallExpr && word_in(spell(w, u), host_alloc_fns)))
                fact_add(w, fr->func, nm, IR_KIND_HOST_PTR, false);
        }
        push(w, ks[1], fr, 0);
        Frame *pf = array_back(&w->stack);
        pf->assign = lhs;
        pf->lambda_var = lhs;
        push(w, ks[0], fr, 0);
        return;
    }
    push_range(w, ks, 0, n, fr, 0);
    for (uint32_t i = 0; i < n; i++) w->stack.contents[w->stack.size - 1 - i].binop_depth = fr->binop_depth + 1;
}

static void on_lambda(W *w, Frame *fr, CXCursor c) {
    uint32_t n;
    CXCursor *ks = kids_of(w, c, &n);
    int32_t bi = -1;
    for (uint32_t i = 0; i < n; i++)
        if (CX.clang_getCursorKind(ks[i]) == CXCursor_CompoundStmt) bi = (int32_t)i;
    Rng r = rng_of(w, c);
    if (bi < 0 || !r.ok) { push_range(w, ks, 0, n, fr, 0); return; }
    Rng br = rng_of(w, ks[bi]);
    IrFunc *fn = ir_func_add(w->a, w->f);
    int32_t idx = (int32_t)w->f->funcs.size - 1;
    fn->flags = IR_FF_LAMBDA | IR_FF_NESTED;
    fn->parent = fr->func;
    uint32_t line, col;
    src_offset_to_linecol(w->src, r.b, &line, &col);
    const IrFunc *pf = fr->func >= 0 ? &w->f->funcs.contents[fr->func] : NULL;
    const char *var = fr->lambda_var;
    size_t vl = 0;
    const char *vn = var ? last_ident(var, &vl) : NULL;
    if (vn && vl && vl == strlen(var)) {
        fn->name = arena_strndup(w->a, vn, vl);
        fn->qualname = arena_printf(w->a, "%s::%s", pf && pf->qualname ? pf->qualname : "<module>", fn->name);
    } else {
        fn->name = "<lambda>";
        fn->qualname = arena_printf(w->a, "%s::<lambda>@%u", pf && pf->qualname ? pf->qualname : "<module>", line);
    }
    if (pf) fn->cls = pf->cls;
    if (fr->iife_site >= 0 && (uint32_t)fr->iife_site < w->f->sites.size) {
        IrSite *s = &w->f->sites.contents[fr->iife_site];
        s->callee = fn->qualname;
        s->qual = fn->qualname;
        /* the lambda rides as the call's callable argument: a hot call runs the lambdas it is
         * handed (hot.c), and macro-expanded lambdas can share a qualified name */
        IrArg a = {.text = "<lambda>", .kind = IR_KIND_CALLABLE, .func = idx};
        array_push(w->a, &s->args, a);
    }
    if (fr->flags & F_KERNEL) fn->flags |= IR_FF_DEVICE;
    for (uint32_t i = 0; i < n; i++)
        if (CX.clang_getCursorKind(ks[i]) == CXCursor_ParmDecl) array_push(w->a, &fn->params, arena_strdup(w->a, spell(w, ks[i])));
    fn->loc = loc_of(w, r.b, r.b + 1);
    fn->body = br.ok ? loc_of(w, br.b, br.e) : loc_of(w, r.b, r.e);
    if (fr->arg_site >= 0 && fr->arg_idx >= 0 && (uint32_t)fr->arg_site < w->f->sites.size) {
        IrSite *s = &w->f->sites.contents[fr->arg_site];
        if ((uint32_t)fr->arg_idx < s->args.size) { s->args.contents[fr->arg_idx].func = idx; s->args.contents[fr->arg_idx].kind = IR_KIND_CALLABLE; }
        /* nvbench: `state.exec([&](nvbench::launch& launch) { ... })` times the lambda per iteration */
        bool nvb = str_eq(s->method, "exec") && ((s->recv_type && strstr(s->recv_type, "nvbench")) || str_eq(s->recv, "state"));
        for (uint32_t i = 0; i < n && !nvb && str_eq(s->method, "exec"); i++) {
            if (CX.clang_getCursorKind(ks[i]) != CXCursor_ParmDecl) continue;
            Rng pr = rng_of(w, ks[i]);
            const char *pt = pr.ok ? collapse(w->t, w->text, pr.b, pr.e, 120) : NULL;
            if (pt && strstr(pt, "nvbench::launch")) nvb = true;
        }
        if (nvb) array_push(w->t, &w->harness_fn, idx);
    }
    Frame nf = *fr;
    nf.func = idx;
    nf.region = -1;
    nf.flags &= F_KERNEL;
    push(w, ks[bi], &nf, 0);
}

static void on_new(W *w, Frame *fr, CXCursor c) {
    uint32_t n;
    CXCursor *ks = kids_of(w, c, &n);
    Rng r = rng_of(w, c);
    if (r.ok) {
        int32_t si;
        IrSite *s = site_new(w, IR_SITE_NEW, fr, r.b, r.e, &si);
        CXType t = CX.clang_getPointeeType(CX.clang_getCursorType(c));
        const char *tn = t.kind != CXType_Invalid ? cx_str(CX.clang_getTypeSpelling(t), w->t) : NULL;
        if (!tn || !*tn) {
            uint32_t b = r.b + 3;
            while (b < r.e && w->text[b] == ' ') b++;
            uint32_t e = b;
            while (e < r.e && (is_id(w->text[e]) || w->text[e] == ':')) e++;
            tn = collapse(w->t, w->text, b, e, 120);
        }
        s->callee = arena_strdup(w->a, strip_targs(w->t, tn));
        s->qual = s->callee;
        s->result_kind = IR_KIND_HOST_PTR;
        if (fr->assign) s->assigned_to = arena_strdup(w->a, fr->assign);
        if (r.macro_arg) s->flags |= IR_SF_MACRO;
        const char *open = memchr(w->text + r.b, '[', r.e - r.b);
        SiteX *x = &w->sx.contents[si];
        x->arg_base = arena_alloc(w->t, sizeof(char *) * 2);
        x->arg_data = arena_alloc(w->t, 2);
        x->arg_fn = arena_alloc(w->t, sizeof(char *) * 2);
        if (open) {
            uint32_t ob = (uint32_t)(open - w->text);
            int depth = 0;
            for (uint32_t q = ob; q < r.e; q++) {
                if (w->text[q] == '[') depth++;
                else if (w->text[q] == ']' && --depth == 0) {
                    IrArg a = {.text = collapse(w->a, w->text, ob + 1, q, CUFE_TEXT_MAX), .func = -1};
                    array_push(w->a, &s->args, a);
                    break;
                }
            }
        }
    }
    push_range(w, ks, 0, n, fr, 0);
}

/* UnexposedExpr shaped like `name(args)` with an unresolved name (RecoveryExpr) */
static bool on_recovery(W *w, Frame *fr, CXCursor c, CXCursor *ks, uint32_t n) {
    if (n < 1) return false;
    enum CXCursorKind k0 = CX.clang_getCursorKind(ks[0]);
    if (k0 != CXCursor_DeclRefExpr && k0 != CXCursor_OverloadedDeclRef && k0 != CXCursor_MemberRefExpr) return false;
    Rng r = rng_of(w, c), cr = rng_of(w, ks[0]);
    if (!r.ok || !cr.ok || cr.b != r.b || r.e <= cr.e || w->text[r.e - 1] != ')') return false;
    uint32_t p = cr.e;
    while (p < r.e && (w->text[p] == ' ' || w->text[p] == '\t' || w->text[p] == '\n')) p++;
    if (p >= r.e || w->text[p] != '(') return false;
    int32_t si;
    IrSite *s = site_new(w, IR_SITE_CALL, fr, r.b, r.e, &si);
    s->callee = arena_strdup(w->a, strip_targs(w->t, rtext(w, cr, w->t)));
    s->qual = s->callee;
    s->flags |= IR_SF_UNRESOLVED;
    if (r.macro_arg) s->flags |= IR_SF_MACRO;
    if (fr->flags & F_STMT) s->flags |= IR_SF_STATEMENT;
    if (fr->assign) s->assigned_to = arena_strdup(w->a, fr->assign);
    const char *dot = strrchr(s->callee, '.');
    const char *arrow = strstr(s->callee, "->");
    if (dot || arrow) {
        const char *sep = dot && (!arrow || dot > arrow) ? dot : arrow;
        s->method = arena_strdup(w->a, sep + (*sep == '.' ? 1 : 2));
        s->recv = arena_strndup(w->a, s->callee, (size_t)(sep - s->callee));
    }
    set_args(w, s, si, ks + 1, n - 1, false);
    call_facts(w, fr, s, si);
    file_stream(s);
    push_range(w, ks, 1, n, fr, 0);
    return true;
}

static void walk(W *w) {
    while (w->stack.size) {
        Frame fr = array_pop(&w->stack);
        if (++w->nodes > CUFE_MAX_NODES) { w->stack.size = 0; w->truncated = true; break; }
        if ((w->nodes & 255) == 0 && w->deadline.tv_sec) {
            struct timespec now;
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
            if (now.tv_sec > w->deadline.tv_sec || (now.tv_sec == w->deadline.tv_sec && now.tv_nsec > w->deadline.tv_nsec)) {
                w->stack.size = 0;
                w->truncated = true;
                break;
            }
        }
        CXCursor c = fr.c;
        enum CXCursorKind k = CX.clang_getCursorKind(c);
        if (fr.flags & F_TOPLEVEL) {
            if (!in_main(w, c)) continue;
            if (is_funclike(k)) {
                CXCursor body;
                int32_t fi = func_new(w, c, &fr, &body);
                if (fi < 0) continue;
                Frame nf = {.func = fi, .region = -1, .arg_site = -1, .arg_idx = -1, .iife_site = -1};
                if (w->f->funcs.contents[fi].flags & (IR_FF_KERNEL | IR_FF_DEVICE)) nf.flags |= F_KERNEL;
                push(w, body, &nf, 0);
                continue;
            }
            if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec || is_classlike(k) || k == CXCursor_UnexposedDecl) {
                uint32_t n;
                CXCursor *ks = kids_of(w, c, &n);
                if (is_classlike(k) && CX.clang_isCursorDefinition(c)) {
                    bool methods = false;
                    for (uint32_t i = 0; i < n; i++) if (is_funclike(CX.clang_getCursorKind(ks[i]))) methods = true;
                    if (methods) class_index(w, c);
                }
                push_range(w, ks, 0, n, &fr, F_TOPLEVEL);
                continue;
            }
            if (k == CXCursor_VarDecl || k == CXCursor_FieldDecl) {
                CXType t = CX.clang_getCursorType(c);
                if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray) {
                    bool devmem = false;
                    uint32_t n;
                    CXCursor *ks = kids_of(w, c, &n);
                    for (uint32_t i = 0; i < n; i++) {
                        enum CXCursorKind kk = CX.clang_getCursorKind(ks[i]);
                        if (kk == CXCursor_CUDADeviceAttr || kk == CXCursor_CUDAConstantAttr || kk == CXCursor_CUDASharedAttr) devmem = true;
                    }
                    fact_add(w, 0, spell(w, c), devmem ? IR_KIND_DEVICE_PTR : IR_KIND_HOST_PTR, false);
                } else if (k == CXCursor_VarDecl) {
                    /* globals: lambdas and containers */
                    Frame nf = fr;
                    nf.func = 0;
                    nf.region = -1;
                    on_var(w, &nf, c);
                    /* children were pushed without F_TOPLEVEL: they are expressions now */
                } else {
                    const char *tn = type_name(w, t, w->t);
                    if (container_type(tn)) fact_add(w, 0, spell(w, c), IR_KIND_HOST_PTR, true);
                }
            }
            continue;
        }
        switch (k) {
        case CXCursor_CompoundStmt: on_compound(w, &fr, c); break;
        case CXCursor_IfStmt: on_if(w, &fr, c); break;
        case CXCursor_ForStmt: case CXCursor_WhileStmt: case CXCursor_DoStmt: case CXCursor_CXXForRangeStmt:
            on_loop(w, &fr, c, k);
            break;
        case CXCursor_SwitchStmt: {
            uint32_t n;
            CXCursor *ks = kids_of(w, c, &n);
            if (n >= 2) {
                Rng r = rng_of(w, ks[n - 1]);
                Rng sr = rng_of(w, c);
                uint32_t po, pc;
                const char *guard = sr.ok && header_parens(w, sr.b, sr.e, &po, &pc) ? collapse(w->a, w->text, sr.b, pc + 1, CUFE_TEXT_MAX) : "switch";
                int32_t g = region_new(w, IR_REGION_COND, fr.region, fr.func, r);
                w->f->regions.contents[g].guard = guard;
                if (CX.clang_getCursorKind(ks[n - 1]) == CXCursor_CompoundStmt) case_errors(w, ks[n - 1], fr.func, g);
                Frame nf = fr;
                nf.region = g;
                push(w, ks[n - 1], &nf, F_STMT);
                push_range(w, ks, 0, n - 1, &fr, 0);
            } else {
                push_range(w, ks, 0, n, &fr, 0);
            }
            break;
        }
        case CXCursor_ConditionalOperator: {
            uint32_t n;
            CXCursor *ks = kids_of(w, c, &n);
            if (n == 3) {
                Rng cr = rng_of(w, ks[0]);
                const char *cond = rtext(w, cr, w->a);
                for (int arm = 2; arm >= 1; arm--) {
                    CXCursor u = unwrap(w, ks[arm]);
                    bool err = CX.clang_getCursorKind(u) == CXCursor_CXXThrowExpr ||
                               (CX.clang_getCursorKind(u) == CXCursor_CallExpr && word_in(spell(w, u), noreturn_fns));
                    branch(w, &fr, ks[arm], arm == 1 ? cond : (cond ? arena_printf(w->a, "!(%s)", cond) : NULL),
                           arm == 1 ? lit_false(cond) : lit_true(cond), err);
                    w->stack.contents[w->stack.size - 1].flags &= ~F_STMT;
                }
                push(w, ks[0], &fr, 0);
            } else {
                push_range(w, ks, 0, n, &fr, 0);
            }
            break;
        }
        case CXCursor_CXXTryStmt: {
            uint32_t n;
            CXCursor *ks = kids_of(w, c, &n);
            for (uint32_t i = n; i > 0; i--) {
                if (CX.clang_getCursorKind(ks[i - 1]) == CXCursor_CXXCatchStmt) {
                    Rng r = rng_of(w, ks[i - 1]);
                    int32_t g = region_new(w, IR_REGION_COLD, fr.region, fr.func, r);
                    w->f->regions.contents[g].cold = IR_COLD_EXCEPT;
                    Frame nf = fr;
                    nf.region = g;
                    push(w, ks[i - 1], &nf, F_STMT);
                } else {
                    push(w, ks[i - 1], &fr, F_STMT);
                }
            }
            break;
        }
        case CXCursor_CallExpr:
            if (fr.flags & F_NOSITE) {
                /* a call as the callee of another call: `get()(x)`, `a.b().c()` objects are pushed below */
                fr.flags &= ~F_NOSITE;
            }
            on_call(w, &fr, c);
            break;
        case CXCursor_CXXNewExpr: on_new(w, &fr, c); break;
        case CXCursor_VarDecl: on_var(w, &fr, c); break;
        case CXCursor_BinaryOperator: on_binop(w, &fr, c); break;
        case CXCursor_LambdaExpr: on_lambda(w, &fr, c); break;
        case CXCursor_DeclStmt: {
            uint32_t n;
            CXCursor *ks = kids_of(w, c, &n);
            /* an initializer clang dropped (`int r = step(s, type);` with `type` of a type from a
             * header that is missing, nccl-tests' TESTCHECK): the declarator's extent stops at
             * its name, the statement's does not; the text after `=` is a gap */
            Rng r = rng_of(w, c);
            for (uint32_t i = 0; r.ok && !r.macro_arg && i < n; i++) {
                if (CX.clang_getCursorKind(ks[i]) != CXCursor_VarDecl) continue;
                Rng kr = rng_of(w, ks[i]);
                if (!kr.ok || kr.e >= r.e) continue;
                uint32_t end = r.e;
                if (i + 1 < n) {
                    Rng nr = rng_of(w, ks[i + 1]);
                    if (nr.ok && nr.b > kr.e && nr.b < end) end = nr.b;
                }
                uint32_t at = kr.e;
                while (at < end && (w->text[at] == ' ' || w->text[at] == '\t')) at++;
                if (at < end && w->text[at] == '=' && (at + 1 >= end || w->text[at + 1] != '=')) scan_gap(w, &fr, at + 1, end);
            }
            push_range(w, ks, 0, n, &fr, 0);
            break;
        }
        default: {
            uint32_t n;
            CXCursor *ks = kids_of(w, c, &n);
            if (k == CXCursor_UnexposedExpr && on_recovery(w, &fr, c, ks, n)) break;
            if (is_funclike(k) || is_classlike(k)) {   /* local classes / nested declarations */
                Frame nf = fr;
                nf.flags = F_TOPLEVEL;
                push(w, c, &nf, F_TOPLEVEL);
                w->stack.contents[w->stack.size - 1].func = fr.func;
                break;
            }
            /* wrappers pass the assignment target and statement position on */
            uint32_t keep = is_wrapper(k) ? (fr.flags & (F_STMT | F_INSTREAM)) : 0;
            for (uint32_t i = n; i > 0; i--) {
                push(w, ks[i - 1], &fr, keep);
                if (is_wrapper(k)) {
                    Frame *pf = array_back(&w->stack);
                    pf->assign = fr.assign;
                    pf->lambda_var = fr.lambda_var;
                    pf->arg_site = fr.arg_site;
                    pf->arg_idx = fr.arg_idx;
                }
            }
            break;
        }
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* after the walk: order, kinds                                                               */

static _Thread_local W *sort_w;   /* qsort has no context argument: per thread, as parses run in parallel */
static int cmp_site(const void *a, const void *b) {
    const SiteX *x = &sort_w->sx.contents[*(const uint32_t *)a], *y = &sort_w->sx.contents[*(const uint32_t *)b];
    if (x->b != y->b) return x->b < y->b ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

static void sort_sites(W *w) {
    uint32_t n = w->f->sites.size;
    if (n < 2) return;
    uint32_t *perm = arena_alloc(w->t, sizeof(uint32_t) * n);
    for (uint32_t i = 0; i < n; i++) perm[i] = i;
    sort_w = w;
    qsort(perm, n, sizeof *perm, cmp_site);
    sort_w = NULL;
    IrSite *ns = arena_alloc(w->a, sizeof(IrSite) * n);
    SiteX *nx = arena_alloc(w->t, sizeof(SiteX) * n);
    for (uint32_t i = 0; i < n; i++) { ns[i] = w->f->sites.contents[perm[i]]; nx[i] = w->sx.contents[perm[i]]; }
    w->f->sites.contents = ns;
    w->f->sites.capacity = n;
    w->sx.contents = nx;
    w->sx.capacity = n;
}

static const Fact *fact_find(W *w, int32_t func, const char *name) {
    for (uint32_t i = 0; i < w->facts.size; i++) {
        const Fact *f = &w->facts.contents[i];
        if (f->func == func && str_eq(f->name, name)) return f;
    }
    return NULL;
}

static bool is_param(const IrFunc *fn, const char *name) {
    for (uint32_t i = 0; i < fn->params.size; i++)
        if (str_eq(fn->params.contents[i], name)) return true;
    return false;
}

/* what a name holds, seen from function `func`: its own facts, enclosing functions (lambda
 * captures), file scope, then the methods of its class (members) */
static const Fact *fact_lookup(W *w, int32_t func, const char *name) {
    int32_t cls = -1;
    for (int32_t p = func, guard = 0; p >= 0 && guard < 64; guard++) {
        const Fact *f = fact_find(w, p, name);
        if (f) return f;
        const IrFunc *fn = &w->f->funcs.contents[p];
        if (is_param(fn, name)) return NULL;
        if (cls < 0) cls = fn->cls;
        p = fn->parent;
    }
    const Fact *f = fact_find(w, 0, name);
    if (f) return f;
    if (cls < 0) return NULL;
    const Fact *found = NULL;
    for (uint32_t i = 0; i < w->facts.size; i++) {
        const Fact *g = &w->facts.contents[i];
        if (!str_eq(g->name, name) || g->func <= 0 || w->f->funcs.contents[g->func].cls != cls) continue;
        if (found && (found->kind != g->kind || found->container != g->container)) return NULL;
        found = g;
    }
    return found;
}

static void resolve_args(W *w) {
    for (uint32_t i = 0; i < w->f->sites.size; i++) {
        IrSite *s = &w->f->sites.contents[i];
        SiteX *x = &w->sx.contents[i];
        for (uint32_t j = 0; j < s->args.size; j++) {
            IrArg *a = &s->args.contents[j];
            if (x->arg_fn && x->arg_fn[j] && a->func < 0) {
                for (uint32_t k = 1; k < w->f->funcs.size; k++)
                    if (str_eq(w->f->funcs.contents[k].qualname, x->arg_fn[j])) { a->func = (int32_t)k; break; }
            }
            if (a->kind != IR_KIND_UNKNOWN || !x->arg_base || !x->arg_base[j]) continue;
            const Fact *f = fact_lookup(w, s->func, x->arg_base[j]);
            if (!f || f->conflict) continue;
            if (f->container && !x->arg_data[j]) continue;
            a->kind = f->kind;
        }
    }
}

/* ------------------------------------------------------------------------------------------ */
/* timed regions                                                                              */

typedef struct Pair { int32_t s, e; IrTimerKind kind; } Pair;
typedef Array(Pair) PairArray;

static const char *first_var(Arena *a, const char *t) {
    static const char *const skip[] = {"double", "float", "int", "long", "unsigned", "size_t", "int64_t", "uint64_t",
                                       "static_cast", "std", "chrono", "duration", "duration_cast", "const", "auto",
                                       "milliseconds", "microseconds", "nanoseconds", "seconds", "count", "NULL", NULL};
    if (!t) return NULL;
    for (const char *p = t; *p;) {
        if (is_id0(*p)) {
            const char *b = p;
            while (is_id(*p)) p++;
            char *id = arena_strndup(a, b, (size_t)(p - b));
            if (!word_in(id, skip)) return id;
            continue;
        }
        if (*p == '"') return NULL;
        p++;
    }
    return NULL;
}

/* the identity of an event argument: its base name, or the whole (normalised) text when it is
 * an element of an array (`events[0]` and `events[1]` are two events) */
static const char *ev_key(W *w, uint32_t si, uint32_t ai) {
    const IrSite *s = &w->f->sites.contents[si];
    if (ai >= s->args.size) return NULL;
    const char *t = s->args.contents[ai].text;
    const char *base = w->sx.contents[si].arg_base ? w->sx.contents[si].arg_base[ai] : NULL;
    if (!t || !strchr(t, '[')) return base;
    char *out = arena_alloc(w->t, strlen(t) + 1), *o = out;
    for (const char *p = t; *p; p++) if (*p != ' ' && *p != '&') *o++ = *p;
    *o = 0;
    return str_starts(out, "this->") ? out + 6 : out;
}

static bool is_now(const IrSite *s) {
    const char *q = s->qual ? s->qual : s->callee;
    if (!q || s->kind != IR_SITE_CALL) return false;
    if (str_ends(q, "::now") && (strstr(q, "clock") || strstr(q, "chrono") || strstr(q, "Clock"))) return true;
    if (s->callee && str_ends(s->callee, "::now")) return true;
    /* clocks, and the usual names of benchmark helpers that return one (defined in a header this
     * file includes: only a reading whose difference is taken makes a timer, so a name alone is
     * not enough to make one) */
    static const char *const fns[] = {"clock", "std::clock", "omp_get_wtime", "MPI_Wtime", "rdtsc", "__rdtsc", "time", "std::time",
                                      "cpuSecond", "seconds", "mysecond", "wtime", "walltime", "get_time", "getTime", "get_wall_time",
                                      "gettime", "dtime", "timestamp", "now_ms", "now_us", "now_ns", "current_time", "wall_time",
                                      "get_elapsed_time", "GetTimeMs", "timer_now", NULL};
    return name_in(s, fns) && !s->method;
}

/* a function of this file that reads a clock and returns the reading: `double seconds()` */
static bool clock_wrapper(W *w, const IrSite *s, const bool *wrap) {
    if (s->kind != IR_SITE_CALL || s->method) return false;
    for (uint32_t k = 1; k < w->f->funcs.size; k++)
        if (wrap[k] && (str_eq(w->f->funcs.contents[k].qualname, s->qual) || str_eq(w->f->funcs.contents[k].name, s->callee))) return true;
    return false;
}

static const char *stamp_var(W *w, uint32_t si) {
    IrSite *s = &w->f->sites.contents[si];
    SiteX *x = &w->sx.contents[si];
    if (site_is(s, "gettimeofday") || site_is(s, "timespec_get") || site_is(s, "ftime") || site_is(s, "_ftime"))
        return s->args.size ? x->arg_base[0] : NULL;
    if (site_is(s, "clock_gettime") || site_is(s, "std::timespec_get")) return s->args.size > 1 ? x->arg_base[1] : NULL;
    if (s->assigned_to) { size_t n; const char *li = last_ident(s->assigned_to, &n); return li ? arena_strndup(w->t, li, n) : NULL; }
    return NULL;
}

static bool is_struct_clock(const IrSite *s) {
    return site_is(s, "gettimeofday") || site_is(s, "clock_gettime") || site_is(s, "timespec_get") || site_is(s, "ftime");
}

static int32_t region_common(W *w, int32_t a, int32_t b) {
    for (int32_t x = a, gx = 0; gx < 4096; gx++) {
        for (int32_t y = b, gy = 0; gy < 4096; gy++) {
            if (x == y) return x;
            if (y < 0) break;
            y = w->f->regions.contents[y].parent;
        }
        if (x < 0) return -1;
        x = w->f->regions.contents[x].parent;
    }
    return -1;
}

static bool is_marker_name(const char *m, bool start) {
    static const char *const st[] = {"start", "Start", "tic", "Tic", "begin", "Begin", "startTimer", "StartTimer", "start_timer", "record_start",
                                     "reset", "Reset", "restart", "Restart", NULL};
    static const char *const sp[] = {"stop", "Stop", "toc", "Toc", "end", "End", "stopTimer", "StopTimer", "stop_timer", "record_stop",
                                     "elapsed", "Elapsed", "elapsed_ms", "elapsedMs", "elapsed_time", "ElapsedTime", "elapsedTime",
                                     "getElapsed", "get_elapsed", "seconds", "milliseconds", "elapsed_seconds", "GetElapsedTime", NULL};
    return m && word_in(m, start ? st : sp);
}

/* Is call site si inside the condition of an `if`/`while` that starts on its line (`if (timeout
 * > 0 && timer.elapsed() > timeout)`, `} while (t.elapsed() < budget);`)? */
static bool read_is_tested(W *w, int32_t si) {
    uint32_t b = w->sx.contents[si].b, ls = b;
    while (ls > 0 && w->text[ls - 1] != '\n') ls--;
    for (uint32_t i = ls; i + 2 < b; i++) {
        bool kw_if = !memcmp(w->text + i, "if", 2) && (i + 2 < b) && (w->text[i + 2] == ' ' || w->text[i + 2] == '(');
        bool kw_while = i + 5 < b && !memcmp(w->text + i, "while", 5) && (w->text[i + 5] == ' ' || w->text[i + 5] == '(');
        if ((kw_if || kw_while) && (i == ls || !is_id(w->text[i - 1]))) return true;
    }
    return false;
}

static bool timerish(const char *t) {
    if (!t) return false;
    char low[128];
    size_t n = strlen(t);
    if (n >= sizeof low) n = sizeof low - 1;
    for (size_t i = 0; i < n; i++) low[i] = (char)tolower((unsigned char)t[i]);
    low[n] = 0;
    return strstr(low, "timer") || strstr(low, "watch") || strstr(low, "clock");
}

static bool gpuish(const char *t) {
    if (!t) return false;
    char low[128];
    size_t n = strlen(t);
    if (n >= sizeof low) n = sizeof low - 1;
    for (size_t i = 0; i < n; i++) low[i] = (char)tolower((unsigned char)t[i]);
    low[n] = 0;
    return strstr(low, "gpu") || strstr(low, "cuda") || strstr(low, "event") || strstr(low, "device");
}

static void pair_add(W *w, PairArray *ps, int32_t s, int32_t e, IrTimerKind k) {
    if (s < 0 || e < 0 || s == e || w->sx.contents[s].b >= w->sx.contents[e].b) return;
    for (uint32_t i = 0; i < ps->size; i++)
        if (ps->contents[i].s == s && ps->contents[i].e == e) return;
    Pair p = {s, e, k};
    array_push(w->t, ps, p);
}

static int cmp_pair(const void *a, const void *b) {
    const Pair *x = a, *y = b;
    const SiteX *xs = &sort_w->sx.contents[x->s], *ys = &sort_w->sx.contents[y->s];
    const SiteX *xe = &sort_w->sx.contents[x->e], *ye = &sort_w->sx.contents[y->e];
    if (xs->b != ys->b) return xs->b < ys->b ? -1 : 1;
    if (xe->b != ye->b) return xe->b > ye->b ? -1 : 1;
    return 0;
}

static bool harmless(W *w, const IrSite *s) {
    static const char *const ok[] = {"cudaGetLastError", "cudaPeekAtLastError", "cudaGetErrorString", "cudaGetErrorName",
                                     "cudaEventElapsedTime", "cuEventElapsedTime", NULL};
    if (name_in(s, ok)) return true;
    const char *c = s->callee ? s->callee : "";
    if (checker_name(c) || strstr(c, "ssert") || strstr(c, "rrchk") ||
        strstr(c, "LastCudaError") || strstr(c, "LastError"))   /* cuda-samples' getLastCudaError("...") */
        return !ir_is_sync_call(s);
    for (int32_t r = s->region, g = 0; r >= 0 && g < 4096; g++, r = w->f->regions.contents[r].parent)
        if (w->f->regions.contents[r].kind == IR_REGION_COLD) return true;
    return false;
}

/* a call of a function of this file that only synchronizes (`void sync_all() { for (s : streams)
 * cudaStreamSynchronize(s); }`): brackets like the synchronize itself */
static bool sync_like(W *w, const IrSite *s, const bool *syncfn) {
    if (ir_is_sync_call(s)) return true;
    if (s->kind != IR_SITE_CALL) return false;
    for (uint32_t k = 1; k < w->f->funcs.size; k++) {
        if (!syncfn[k]) continue;
        const IrFunc *fn = &w->f->funcs.contents[k];
        if (str_eq(fn->qualname, s->qual) || (s->method ? str_eq(fn->name, s->method) && fn->cls >= 0 : str_eq(fn->name, s->callee)))
            return true;
    }
    return false;
}

/* Block r (an `if` or a loop) sits right under region `parent` and only synchronizes: its calls
 * are syncs, error checks or device picks (`if (!async) cudaStreamSynchronize(s);`, a per-device
 * join `for (i ...) { cudaSetDevice(i); cudaDeviceSynchronize(); }`). Right before a timer's start
 * or end it brackets the timer like a bare sync (cuda-samples' matrixMultiplyPerf, simpleMultiGPU). */
static bool sync_block(W *w, int32_t r, int32_t parent, const I32Array *L, const bool *syncfn) {
    IrFile *f = w->f;
    if (r < 0 || (uint32_t)r >= f->regions.size || f->regions.contents[r].parent != parent) return false;
    IrRegionKind k = f->regions.contents[r].kind;
    if (k != IR_REGION_COND && k != IR_REGION_LOOP) return false;
    bool any = false, dev = false, bare = false;
    for (uint32_t j = 0; j < L->size; j++) {
        const IrSite *x = &f->sites.contents[L->contents[j]];
        int32_t q = x->region;
        while (q >= 0 && q != r && (uint32_t)q < f->regions.size) q = f->regions.contents[q].parent;
        if (q != r) continue;
        if (sync_like(w, x, syncfn)) { any = true; bare |= x->args.size == 0; }
        else if (site_is(x, "cudaSetDevice") || site_is(x, "hipSetDevice")) dev = true;
        else if (!harmless(w, x)) return false;
    }
    /* a loop joins devices or streams: it switches device, or each sync names its stream or event
     * (`cudaStreamSynchronize(streams[i])`); `for (...) cudaDeviceSynchronize();` only repeats a sync */
    return any && (k == IR_REGION_COND || dev || !bare);
}

static void mark_block_syncs(W *w, int32_t r, const I32Array *L, const bool *syncfn) {
    IrFile *f = w->f;
    for (uint32_t j = 0; j < L->size; j++) {
        IrSite *x = &f->sites.contents[L->contents[j]];
        int32_t q = x->region;
        while (q >= 0 && q != r && (uint32_t)q < f->regions.size) q = f->regions.contents[q].parent;
        if (q == r && (sync_like(w, x, syncfn) || site_is(x, "cudaSetDevice") || site_is(x, "hipSetDevice"))) x->flags |= IR_SF_BRACKET;
    }
}

/* Does the body of function fi speak of a transfer rate ("GB/s", "bandwidth", ...)? */
static bool reports_bandwidth(W *w, int32_t fi) {
    if (fi < 0 || (uint32_t)fi >= w->f->funcs.size) return false;
    Loc bl = w->f->funcs.contents[fi].body;
    if (!bl.line || bl.line > w->src->line_starts.size) return false;
    uint32_t b = w->src->line_starts.contents[bl.line - 1] + bl.col - 1;
    uint32_t e = bl.end_line <= w->src->line_starts.size ? w->src->line_starts.contents[bl.end_line - 1] + bl.end_col - 1 : w->len;
    if (e > w->len) e = w->len;
    static const char *const words[] = {"GB/s", "MB/s", "GiB/s", "MiB/s", "bandwidth", "Bandwidth", "BANDWIDTH", NULL};
    for (int i = 0; words[i] && b < e; i++)
        if (memmem(w->text + b, e - b, words[i], strlen(words[i]))) return true;
    return false;
}

/* A timed region whose only work is copies (no launch, no other call besides the timer, its
 * bracketing, error checks and device picks), in a function that reports a transfer rate (a
 * bandwidth or P2P test: cuda-samples' simpleP2P, bandwidthTest) measures those copies: they are
 * flagged IR_SF_MEASURED, and the copy rules leave them alone. A copy timed alone elsewhere stays
 * a finding: nothing says the copy is what is being measured. */
static void measured_copies(W *w, int32_t T, const I32Array *L) {
    IrFile *f = w->f;
    int32_t n = 0;
    if (!reports_bandwidth(w, f->regions.contents[T].func)) return;
    for (uint32_t pass = 0; pass < 2; pass++) {
        for (uint32_t j = 0; j < L->size; j++) {
            IrSite *x = &f->sites.contents[L->contents[j]];
            int32_t q = x->region;
            while (q >= 0 && q != T && (uint32_t)q < f->regions.size) q = f->regions.contents[q].parent;
            if (q != T || x->flags & (IR_SF_TIMER_START | IR_SF_TIMER_END | IR_SF_BRACKET)) continue;
            const char *nm = x->callee ? x->callee : "", *cc = strstr(nm, "::");
            while (cc) { nm = cc + 2; cc = strstr(nm, "::"); }
            bool copy = x->kind == IR_SITE_CALL && (str_starts(nm, "cudaMemcpy") || str_starts(nm, "cuMemcpy") || str_starts(nm, "hipMemcpy"));
            if (pass == 1) { if (copy) x->flags |= IR_SF_MEASURED; continue; }
            if (copy) { n++; continue; }
            if (x->kind == IR_SITE_CALL && (harmless(w, x) || site_is(x, "cudaSetDevice") || site_is(x, "hipSetDevice") ||
                                            site_is(x, "cudaEventRecord") || site_is(x, "cudaEventSynchronize")))
                continue;
            if (x->kind == IR_SITE_CALL || x->kind == IR_SITE_LAUNCH) return;
        }
        if (!n) return;
    }
}

/* Regions a benchmark harness times: an nvbench lambda's whole body, a Google Benchmark loop's
 * body. No start/end site (the harness owns the timer). A synchronize that ends such a body is
 * how the harness's own timer is read correctly: it brackets. */
static void harness_regions(W *w) {
    IrFile *f = w->f;
    for (uint32_t h = 0; h < w->harness_fn.size + w->harness_loop.size; h++) {
        bool is_fn = h < w->harness_fn.size;
        int32_t func, P;
        Rng rr = {0, 0, true, false};
        if (is_fn) {
            func = w->harness_fn.contents[h];
            P = -1;
            const IrFunc *fn = &f->funcs.contents[func];
            rr.b = w->src->line_starts.contents[fn->body.line - 1] + fn->body.col - 1;
            rr.e = w->src->line_starts.contents[fn->body.end_line - 1] + fn->body.end_col - 1;
        } else {
            P = w->harness_loop.contents[h - w->harness_fn.size];
            func = f->regions.contents[P].func;
            rr.b = w->rx.contents[P].b;
            rr.e = w->rx.contents[P].e;
        }
        /* Google Benchmark: with `state.SetIterationTime(t)` (UseManualTime) only the user's own
         * timer counts, and its regions are found as usual; code between `state.PauseTiming()`
         * and `state.ResumeTiming()` is not timed (nvFuser's benchmarks: the cold-L2 flush and
         * sync after the measured kernel) */
        uint32_t paused[16][2], npaused = 0;
        bool manual = false;
        int32_t open_pause = -1;
        for (uint32_t i = 0; !is_fn && i < f->sites.size && !manual; i++) {
            const IrSite *x = &f->sites.contents[i];
            if (x->func != func || w->sx.contents[i].b < rr.b || w->sx.contents[i].b >= rr.e || x->kind != IR_SITE_CALL) continue;
            const char *q = x->qual ? x->qual : x->callee;
            if (!q) continue;
            if (str_ends(q, "SetIterationTime")) manual = true;
            else if (str_ends(q, "PauseTiming") && open_pause < 0) open_pause = (int32_t)i;
            else if (str_ends(q, "ResumeTiming") && open_pause >= 0 && npaused < 16) {
                paused[npaused][0] = w->sx.contents[open_pause].b;
                paused[npaused++][1] = w->sx.contents[i].b;
                open_pause = -1;
            }
        }
        if (manual) continue;
        /* nvbench's `exec_tag::timer`: the lambda's second parameter is a timer, and only what its
         * `timer.start()` ... `timer.stop()` brackets is measured (the setup before, the check after are not) */
        if (is_fn && f->funcs.contents[func].params.size >= 2) {
            const char *tn = f->funcs.contents[func].params.contents[1];
            int32_t ts = -1, te = -1;
            for (uint32_t i = 0; i < f->sites.size; i++) {
                const IrSite *x = &f->sites.contents[i];
                if (x->func != func || x->kind != IR_SITE_CALL || !x->method || !str_eq(x->recv, tn)) continue;
                if (str_eq(x->method, "start") && ts < 0) ts = (int32_t)i;
                else if (str_eq(x->method, "stop") && ts >= 0) te = (int32_t)i;
            }
            if (ts >= 0 && te >= 0 && npaused + 2 <= 16) {
                paused[npaused][0] = rr.b;
                paused[npaused++][1] = w->sx.contents[ts].b;
                paused[npaused][0] = w->sx.contents[te].b;
                paused[npaused++][1] = rr.e;
            }
        }
        int32_t T = region_new(w, IR_REGION_TIMED, P, func, rr);
        f->regions.contents[T].timer = is_fn ? IR_TIMER_CUDA_EVENT : IR_TIMER_CHRONO;
        for (uint32_t g = 0; g < f->regions.size; g++)
            if ((int32_t)g != T && f->regions.contents[g].func == func && f->regions.contents[g].parent == P) f->regions.contents[g].parent = T;
        /* nvbench runs the lambda once per timed iteration: its body is a loop body, like a
         * Google Benchmark loop's (`printf`, `new`, `std::vector` there are per-iteration) */
        int32_t B = T;
        if (is_fn) {
            B = region_new(w, IR_REGION_LOOP, T, func, rr);
            for (uint32_t g = 0; g < f->regions.size; g++)
                if ((int32_t)g != B && (int32_t)g != T && f->regions.contents[g].func == func && f->regions.contents[g].parent == T)
                    f->regions.contents[g].parent = B;
        }
        int32_t last = -1;
        for (uint32_t i = 0; i < f->sites.size; i++) {
            IrSite *x = &f->sites.contents[i];
            if (x->func != func || x->region != P) continue;
            uint32_t b = w->sx.contents[i].b;
            if (b < rr.b || b >= rr.e) continue;
            bool in_pause = false;
            for (uint32_t k = 0; k < npaused && !in_pause; k++) in_pause = b >= paused[k][0] && b <= paused[k][1];
            if (in_pause) {
                /* the sync that ends the measured part before a pause brackets it */
                if (last >= 0 && ir_is_sync_call(&f->sites.contents[last])) f->sites.contents[last].flags |= IR_SF_BRACKET;
                last = -1;
                continue;
            }
            x->region = B;
            if (!harmless(w, x)) last = (int32_t)i;
        }
        if (last >= 0 && ir_is_sync_call(&f->sites.contents[last])) f->sites.contents[last].flags |= IR_SF_BRACKET;
    }
}

static void timing(W *w) {
    IrFile *f = w->f;
    uint32_t ns = f->sites.size, nf = f->funcs.size;
    if (!ns) return;
    /* per function: its sites in order */
    I32Array *fs = arena_alloc(w->t, sizeof(I32Array) * nf);
    for (uint32_t i = 0; i < ns; i++) {
        int32_t fi = f->sites.contents[i].func;
        if (fi >= 0 && (uint32_t)fi < nf) array_push(w->t, &fs[fi], (int32_t)i);
    }
    /* event names read together by cudaEventElapsedTime, file-wide */
    Array(const char *) ea = {0}, eb = {0};
    for (uint32_t i = 0; i < ns; i++) {
        IrSite *s = &f->sites.contents[i];
        if ((site_is(s, "cudaEventElapsedTime") || site_is(s, "cuEventElapsedTime")) && s->args.size >= 3) {
            const char *a = ev_key(w, i, 1), *b = ev_key(w, i, 2);
            if (a && b && strcmp(a, b)) { array_push(w->t, &ea, a); array_push(w->t, &eb, b); }
        }
    }
    /* functions wrapping a clock (`double seconds() { gettimeofday(..); return ...; }`) or one
     * half of an event pair (GpuTimer::Start/Stop) */
    bool *wrap = arena_alloc(w->t, nf);
    int8_t *evwrap = arena_alloc(w->t, nf);   /* 1 start, 2 stop */
    for (uint32_t k = 1; k < nf; k++) {
        const IrFunc *fn = &f->funcs.contents[k];
        bool clk = false, has_ret = false, rec_a = false, rec_b = false;
        for (uint32_t j = 0; j < fs[k].size; j++) {
            IrSite *s = &f->sites.contents[fs[k].contents[j]];
            if (is_now(s) || is_struct_clock(s)) clk = true;
            if (site_is(s, "cudaEventRecord") || site_is(s, "cudaEventRecordWithFlags") || site_is(s, "cuEventRecord")) {
                const char *e = ev_key(w, (uint32_t)fs[k].contents[j], 0);
                for (uint32_t q = 0; e && q < ea.size; q++) { if (str_eq(ea.contents[q], e)) rec_a = true; if (str_eq(eb.contents[q], e)) rec_b = true; }
            }
        }
        /* returns a value: the body has `return <expr>` */
        if (clk) {
            uint32_t b = 0, e = 0, line;
            (void)line;
            const char *t = w->text;
            Loc bl = fn->body;
            if (bl.line) {
                b = w->src->line_starts.contents[bl.line - 1] + bl.col - 1;
                e = bl.end_line <= w->src->line_starts.size ? w->src->line_starts.contents[bl.end_line - 1] + bl.end_col - 1 : w->len;
                if (e > w->len) e = w->len;
                for (uint32_t q = b; q + 7 < e; q++)
                    if (!memcmp(t + q, "return", 6) && !is_id(t[q + 6]) && (q == 0 || !is_id(t[q - 1]))) {
                        uint32_t v = q + 6;
                        while (v < e && (t[v] == ' ' || t[v] == '\t')) v++;
                        if (v < e && t[v] != ';') has_ret = true;
                    }
            }
            wrap[k] = has_ret && !(fn->flags & (IR_FF_KERNEL | IR_FF_DEVICE));
        }
        if (rec_a != rec_b) evwrap[k] = rec_a ? 1 : 2;
    }

    bool *syncfn = arena_alloc(w->t, nf);
    for (uint32_t k = 1; k < nf; k++) {
        const IrFunc *fn = &f->funcs.contents[k];
        if (fn->flags & (IR_FF_KERNEL | IR_FF_DEVICE) || !fs[k].size) continue;
        bool any = false, only = true;
        for (uint32_t j = 0; j < fs[k].size && only; j++) {
            IrSite *s = &f->sites.contents[fs[k].contents[j]];
            if (ir_is_sync_call(s)) any = true;
            else if (!harmless(w, s)) only = false;
        }
        syncfn[k] = any && only;
    }

    PairArray ps = {0};
    for (uint32_t k = 0; k < nf; k++) {
        I32Array *L = &fs[k];
        /* cudaEvent pairs */
        for (uint32_t j = 0; j < L->size; j++) {
            int32_t ei = L->contents[j];
            IrSite *e = &f->sites.contents[ei];
            if (!(site_is(e, "cudaEventRecord") || site_is(e, "cudaEventRecordWithFlags") || site_is(e, "cuEventRecord")) || !e->args.size) continue;
            const char *B = ev_key(w, (uint32_t)ei, 0);
            if (!B) continue;
            for (uint32_t q = 0; q < eb.size; q++) {
                if (!str_eq(eb.contents[q], B)) continue;
                const char *A = ea.contents[q];
                for (uint32_t m = j; m > 0; m--) {
                    int32_t si = L->contents[m - 1];
                    IrSite *s = &f->sites.contents[si];
                    bool rec = site_is(s, "cudaEventRecord") || site_is(s, "cudaEventRecordWithFlags") || site_is(s, "cuEventRecord");
                    if (!rec || !s->args.size) continue;
                    const char *x = ev_key(w, (uint32_t)si, 0);
                    if (str_eq(x, B)) break;   /* an earlier pair's end */
                    if (str_eq(x, A)) { pair_add(w, &ps, si, ei, IR_TIMER_CUDA_EVENT); break; }
                }
            }
        }
        /* clock readings whose difference is taken */
        for (uint32_t u = 0; u < w->subs.size; u++) {
            Sub *sb = &w->subs.contents[u];
            if (sb->func != (int32_t)k) continue;
            const char *lv = first_var(w->t, sb->lhs), *rv = first_var(w->t, sb->rhs);
            int32_t end = -1, start = -1;
            /* an inline reading on the left: `now() - t0` */
            for (uint32_t j = 0; j < L->size; j++) {
                int32_t si = L->contents[j];
                IrSite *s = &f->sites.contents[si];
                SiteX *x = &w->sx.contents[si];
                if (x->b >= sb->off && x->b < sb->off + (sb->lhs ? strlen(sb->lhs) : 0) + 1 && (is_now(s) || clock_wrapper(w, s, wrap))) { end = si; break; }
            }
            if (end < 0 && lv) {
                for (uint32_t j = L->size; j > 0; j--) {
                    int32_t si = L->contents[j - 1];
                    IrSite *s = &f->sites.contents[si];
                    if (w->sx.contents[si].b >= sb->off) continue;
                    if (!(is_now(s) || is_struct_clock(s) || clock_wrapper(w, s, wrap))) continue;
                    if (str_eq(stamp_var(w, (uint32_t)si), lv)) { end = si; break; }
                }
            }
            if (end < 0 || !rv) continue;
            for (uint32_t j = L->size; j > 0; j--) {
                int32_t si = L->contents[j - 1];
                IrSite *s = &f->sites.contents[si];
                if (w->sx.contents[si].b >= w->sx.contents[end].b) continue;
                if (!(is_now(s) || is_struct_clock(s) || clock_wrapper(w, s, wrap))) continue;
                if (str_eq(stamp_var(w, (uint32_t)si), rv)) { start = si; break; }
            }
            pair_add(w, &ps, start, end, IR_TIMER_CHRONO);
        }
        /* sdkStartTimer(&t) / sdkStopTimer(&t), StartTimer() / GetTimer(), timer.start() / timer.stop(),
         * and this file's own event-recording start/stop functions */
        for (uint32_t j = 0; j < L->size; j++) {
            int32_t ei = L->contents[j];
            IrSite *e = &f->sites.contents[ei];
            int kind_e = 0;   /* 1 sdk, 2 cut, 3 StartTimer/GetTimer, 4 marker method/wrapper */
            if (site_is(e, "sdkStopTimer")) kind_e = 1;
            else if (site_is(e, "cutStopTimer")) kind_e = 2;
            else if (site_is(e, "GetTimer")) kind_e = 3;
            else {
                bool ev = false;
                for (uint32_t k2 = 1; k2 < nf; k2++)
                    if (evwrap[k2] == 2 && (str_eq(f->funcs.contents[k2].qualname, e->qual) ||
                                            (e->method && str_eq(f->funcs.contents[k2].name, e->method) && f->funcs.contents[k2].cls >= 0)))
                        ev = true;
                if (ev || (e->method && is_marker_name(e->method, false) && (timerish(e->recv) || timerish(e->recv_type)))) kind_e = 4;
                /* a reading tested in an `if`/`while` on its line is a deadline, not a measurement
                 * (mscclpp's `Timer timer; do { ... if (timer.elapsed() > timeout) throw ...; } while (...)`) */
                if (kind_e == 4 && read_is_tested(w, ei)) kind_e = 0;
            }
            if (!kind_e) continue;
            const char *earg = e->args.size ? w->sx.contents[ei].arg_base[0] : NULL;
            for (uint32_t m = j; m > 0; m--) {
                int32_t si = L->contents[m - 1];
                IrSite *s = &f->sites.contents[si];
                bool st = false;
                if (kind_e == 1) st = site_is(s, "sdkStartTimer");
                else if (kind_e == 2) st = site_is(s, "cutStartTimer");
                else if (kind_e == 3) st = site_is(s, "StartTimer");
                else {
                    for (uint32_t k2 = 1; k2 < nf; k2++)
                        if (evwrap[k2] == 1 && (str_eq(f->funcs.contents[k2].qualname, s->qual) ||
                                                (s->method && str_eq(f->funcs.contents[k2].name, s->method) && f->funcs.contents[k2].cls >= 0)))
                            st = true;
                    if (!st && s->method && is_marker_name(s->method, true) && (timerish(s->recv) || timerish(s->recv_type))) st = true;
                    if (st && !str_eq(s->recv, e->recv)) st = false;
                    /* the timer's declaration: its constructor starts it (`GpuTimer t(stream); ... t.seconds()`) */
                    if (!st && s->kind == IR_SITE_DECL && e->recv && str_eq(s->assigned_to, e->recv) && timerish(s->callee)) st = true;
                }
                if (!st) continue;
                if (kind_e <= 2 && !str_eq(earg, s->args.size ? w->sx.contents[si].arg_base[0] : NULL)) continue;
                IrTimerKind tk = IR_TIMER_CHRONO;
                if (kind_e == 4 && (gpuish(e->recv) || gpuish(e->recv_type) || gpuish(e->qual))) tk = IR_TIMER_CUDA_EVENT;
                for (uint32_t k2 = 1; kind_e == 4 && k2 < nf; k2++)
                    if (evwrap[k2] == 2 && str_eq(f->funcs.contents[k2].qualname, e->qual)) tk = IR_TIMER_CUDA_EVENT;
                pair_add(w, &ps, si, ei, tk);
                break;
            }
        }
    }
    if (!ps.size) return;
    sort_w = w;
    qsort(ps.contents, ps.size, sizeof(Pair), cmp_pair);
    sort_w = NULL;

    Array(int32_t) timed = {0};
    for (uint32_t p = 0; p < ps.size; p++) {
        Pair pr = ps.contents[p];
        IrSite *S = &f->sites.contents[pr.s], *E = &f->sites.contents[pr.e];
        if (S->func != E->func) continue;
        int32_t func = S->func;
        uint32_t lo = w->sx.contents[pr.s].e, hi = w->sx.contents[pr.e].e;
        if (hi <= lo) continue;
        /* overlapping but not nested: an earlier region wins */
        bool clash = false;
        for (uint32_t t = 0; t < timed.size; t++) {
            RegX *o = &w->rx.contents[timed.contents[t]];
            if (f->regions.contents[timed.contents[t]].func != func) continue;
            bool nested = (lo >= o->b && hi <= o->e) || (o->b >= lo && o->e <= hi);
            bool disjoint = hi <= o->b || lo >= o->e;
            if (!nested && !disjoint) clash = true;
            if (lo == o->b && hi == o->e) clash = true;
        }
        if (clash) continue;
        int32_t P = region_common(w, S->region, E->region);
        Rng rr = {lo, hi, true, false};
        int32_t T = region_new(w, IR_REGION_TIMED, P, func, rr);
        IrRegion *R = &f->regions.contents[T];
        R->timer = pr.kind;
        R->start_site = pr.s;
        R->end_site = pr.e;
        for (uint32_t g = 0; g < f->regions.size; g++) {
            if ((int32_t)g == T) continue;
            IrRegion *G = &f->regions.contents[g];
            RegX *gx = &w->rx.contents[g];
            if (G->func != func || G->parent != P) continue;
            if (gx->b < hi && gx->e > lo) G->parent = T;
        }
        for (uint32_t j = 0; j < fs[func].size; j++) {
            int32_t si = fs[func].contents[j];
            IrSite *x = &f->sites.contents[si];
            if (si == pr.s || x->region != P) continue;
            if (w->sx.contents[si].b >= lo && w->sx.contents[si].b < hi) x->region = T;
        }
        S = &f->sites.contents[pr.s];
        E = &f->sites.contents[pr.e];
        S->flags |= IR_SF_TIMER_START;
        E->flags |= IR_SF_TIMER_END;
        array_push(w->t, &timed, T);
        /* bracketing synchronizations */
        I32Array *L = &fs[func];
        int32_t ps_i = -1, pe_i = -1;
        for (uint32_t j = 0; j < L->size; j++) { if (L->contents[j] == pr.s) ps_i = (int32_t)j; if (L->contents[j] == pr.e) pe_i = (int32_t)j; }
        for (int32_t j = ps_i - 1; j >= 0; j--) {   /* right before the start */
            IrSite *x = &f->sites.contents[L->contents[j]];
            if (harmless(w, x)) continue;
            if (sync_like(w, x, syncfn) && x->region == S->region) x->flags |= IR_SF_BRACKET;
            else if (sync_block(w, x->region, S->region, L, syncfn)) mark_block_syncs(w, x->region, L, syncfn);
            break;
        }
        for (int32_t j = pe_i - 1; j > ps_i; j--) {   /* right before the end */
            IrSite *x = &f->sites.contents[L->contents[j]];
            if (harmless(w, x)) continue;
            if (sync_like(w, x, syncfn) && x->region == E->region) x->flags |= IR_SF_BRACKET;
            else if (sync_block(w, x->region, E->region, L, syncfn)) mark_block_syncs(w, x->region, L, syncfn);
            break;
        }
        const char *endev = pr.kind == IR_TIMER_CUDA_EVENT ? ev_key(w, (uint32_t)pr.e, 0) : NULL;
        for (int32_t j = pe_i + 1; j >= 0 && (uint32_t)j < L->size; j++) {   /* after the end, up to the read */
            IrSite *x = &f->sites.contents[L->contents[j]];
            if (sync_like(w, x, syncfn) && x->region == E->region) { x->flags |= IR_SF_BRACKET; continue; }
            if (ir_is_sync_call(x) && site_is(x, "cudaEventSynchronize") && endev && x->args.size &&
                str_eq(ev_key(w, (uint32_t)L->contents[j], 0), endev)) { x->flags |= IR_SF_BRACKET; continue; }
            if (harmless(w, x)) continue;
            break;
        }
        /* cudaEventSynchronize(stop) anywhere after the end record: the read of this pair */
        for (int32_t j = pe_i + 1; endev && j >= 0 && (uint32_t)j < L->size; j++) {
            IrSite *x = &f->sites.contents[L->contents[j]];
            bool rec = site_is(x, "cudaEventRecord") || site_is(x, "cudaEventRecordWithFlags");
            if (rec && x->args.size && str_eq(ev_key(w, (uint32_t)L->contents[j], 0), endev)) break;
            if (site_is(x, "cudaEventSynchronize") && x->args.size && str_eq(ev_key(w, (uint32_t)L->contents[j], 0), endev))
                x->flags |= IR_SF_BRACKET;
        }
        measured_copies(w, T, L);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* regions: prune empty ones, parents before children                                         */

static void renumber_regions(W *w) {
    IrFile *f = w->f;
    uint32_t nr = f->regions.size;
    if (!nr) return;
    uint8_t *keep = arena_alloc(w->t, nr);
    for (uint32_t i = 0; i < f->sites.size; i++)
        for (int32_t r = f->sites.contents[i].region, g = 0; r >= 0 && (uint32_t)r < nr && g < 4096 && !keep[r]; g++) {
            keep[r] = 1;
            r = f->regions.contents[r].parent;
        }
    for (uint32_t i = 0; i < nr; i++)
        if (f->regions.contents[i].kind == IR_REGION_TIMED)
            for (int32_t r = (int32_t)i, g = 0; r >= 0 && g < 4096; g++) { keep[r] = 1; r = f->regions.contents[r].parent; }
    /* children lists, then a pre-order walk from the roots in (func, position) order */
    int32_t *first = arena_alloc(w->t, sizeof(int32_t) * nr), *next = arena_alloc(w->t, sizeof(int32_t) * nr);
    int32_t *roots = arena_alloc(w->t, sizeof(int32_t) * nr);
    uint32_t nroots = 0;
    for (uint32_t i = 0; i < nr; i++) first[i] = next[i] = -1;
    /* insert in reverse position order so each list ends up in position order */
    int32_t *ord = arena_alloc(w->t, sizeof(int32_t) * nr);
    for (uint32_t i = 0; i < nr; i++) ord[i] = (int32_t)i;
    for (uint32_t i = 1; i < nr; i++) {   /* insertion sort by (func, b, original index); regions are few */
        int32_t v = ord[i];
        uint32_t j = i;
        while (j > 0) {
            int32_t u = ord[j - 1];
            IrRegion *U = &f->regions.contents[u], *V = &f->regions.contents[v];
            bool after = U->func > V->func || (U->func == V->func && (w->rx.contents[u].b > w->rx.contents[v].b ||
                         (w->rx.contents[u].b == w->rx.contents[v].b && u > v)));
            if (!after) break;
            ord[j] = u;
            j--;
        }
        ord[j] = v;
    }
    for (uint32_t i = nr; i > 0; i--) {
        int32_t r = ord[i - 1];
        if (!keep[r]) continue;
        int32_t p = f->regions.contents[r].parent;
        if (p >= 0 && keep[p]) { next[r] = first[p]; first[p] = r; }
        else roots[nroots++] = r;
    }
    int32_t *newi = arena_alloc(w->t, sizeof(int32_t) * nr);
    for (uint32_t i = 0; i < nr; i++) newi[i] = -1;
    IrRegion *out = arena_alloc(w->a, sizeof(IrRegion) * nr);
    RegX *ox = arena_alloc(w->t, sizeof(RegX) * nr);
    uint32_t no = 0;
    int32_t *stack = arena_alloc(w->t, sizeof(int32_t) * (nr + 1));
    for (uint32_t k = nroots; k > 0; k--) {   /* roots were collected in reverse order */
        uint32_t sp = 0;
        stack[sp++] = roots[k - 1];
        while (sp) {
            int32_t r = stack[--sp];
            newi[r] = (int32_t)no;
            out[no] = f->regions.contents[r];
            ox[no] = w->rx.contents[r];
            no++;
            /* push children in reverse so they come out in order */
            int32_t kids[4096];
            uint32_t nk = 0;
            for (int32_t c = first[r]; c >= 0 && nk < 4096; c = next[c]) kids[nk++] = c;
            for (uint32_t q = nk; q > 0; q--) stack[sp++] = kids[q - 1];
        }
    }
    for (uint32_t i = 0; i < no; i++) {
        int32_t p = out[i].parent;
        out[i].parent = p >= 0 ? newi[p] : -1;
    }
    for (uint32_t i = 0; i < f->sites.size; i++) {
        int32_t r = f->sites.contents[i].region;
        f->sites.contents[i].region = r >= 0 ? newi[r] : -1;
    }
    f->regions.contents = out;
    f->regions.size = no;
    f->regions.capacity = nr;
    w->rx.contents = ox;
    w->rx.size = no;
}

/* ------------------------------------------------------------------------------------------ */
/* comments and #include lines, straight from the text                                        */

static void scan_text(W *w) {
    const char *t = w->text;
    uint32_t n = w->len, i = 0;
    bool bol = true;
    while (i < n) {
        char c = t[i];
        if (c == '\n') { bol = true; i++; continue; }
        if (c == ' ' || c == '\t' || c == '\r') { i++; continue; }
        if (bol && c == '#') {
            uint32_t j = i + 1;
            while (j < n && (t[j] == ' ' || t[j] == '\t')) j++;
            if (j + 7 <= n && !memcmp(t + j, "include", 7)) {
                j += 7;
                while (j < n && (t[j] == ' ' || t[j] == '\t')) j++;
                if (j < n && (t[j] == '<' || t[j] == '"')) {
                    char close = t[j] == '<' ? '>' : '"';
                    uint32_t k = j + 1;
                    while (k < n && t[k] != close && t[k] != '\n') k++;
                    if (k < n && t[k] == close) array_push(w->a, &w->f->includes, arena_strndup(w->a, t + j + 1, k - j - 1));
                }
            }
        }
        bol = false;
        if (c == '/' && i + 1 < n && (t[i + 1] == '/' || t[i + 1] == '*')) {
            uint32_t b = i;
            if (t[i + 1] == '/') {
                while (i < n && t[i] != '\n') { if (t[i] == '\\' && i + 1 < n && t[i + 1] == '\n') i++; i++; }
            } else {
                i += 2;
                while (i + 1 < n && !(t[i] == '*' && t[i + 1] == '/')) i++;
                i = i + 2 > n ? n : i + 2;
            }
            uint32_t e = i;
            while (e > b && (t[e - 1] == '\n' || t[e - 1] == '\r')) e--;
            IrComment *cm = array_push_zero(w->a, &w->f->comments);
            cm->text = arena_strndup(w->a, t + b, e - b);
            cm->loc = loc_of(w, b, e);
            continue;
        }
        if (c == 'R' && i + 1 < n && t[i + 1] == '"' && (i == 0 || !is_id(t[i - 1]))) {   /* raw string */
            uint32_t d = i + 2;
            while (d < n && t[d] != '(' && d - i < 20) d++;
            char delim[24];
            uint32_t dl = d - (i + 2);
            if (d < n && dl < 18) {
                delim[0] = ')';
                memcpy(delim + 1, t + i + 2, dl);
                delim[dl + 1] = '"';
                const char *end = memmem(t + d, n - d, delim, dl + 2);
                i = end ? (uint32_t)(end - t) + dl + 2 : n;
                continue;
            }
        }
        if (c == '"' || (c == '\'' && !(i > 0 && isxdigit((unsigned char)t[i - 1]) && i + 1 < n && isxdigit((unsigned char)t[i + 1])))) {
            i++;
            while (i < n && t[i] != c && t[i] != '\n') { if (t[i] == '\\') i++; i++; }
            i++;
            continue;
        }
        i++;
    }
}

/* ------------------------------------------------------------------------------------------ */
/* diagnostics                                                                                */

typedef struct DiagInfo { uint32_t errors, fatal, missing_include; bool parse_error; uint32_t perr_off; } DiagInfo;

/* A syntax error (what HL001 reports): a parse or lexical issue, not a missing header nor a
 * name clang does not know (those come from headers hotlint cannot see) */
static bool syntax_diag(const char *cat, const char *msg) {
    if (!cat || !msg) return false;
    bool lex = !strcmp(cat, "Lexical or Preprocessor Issue") && !strstr(msg, "file not found");
    return (!strcmp(cat, "Parse Issue") || lex) && !strstr(msg, "unknown type name") && !strstr(msg, "undeclared identifier");
}

static void read_diags(W *w, CXTranslationUnit tu, DiagInfo *d) {
    memset(d, 0, sizeof *d);
    unsigned n = CX.clang_getNumDiagnostics(tu);
    for (unsigned i = 0; i < n; i++) {
        CXDiagnostic g = CX.clang_getDiagnostic(tu, i);
        enum CXDiagnosticSeverity sev = CX.clang_getDiagnosticSeverity(g);
        if (sev >= CXDiagnostic_Error) {
            d->errors++;
            const char *msg = cx_str(CX.clang_getDiagnosticSpelling(g), w->t);
            if (sev == CXDiagnostic_Fatal) d->fatal++;
            if (strstr(msg, "file not found")) d->missing_include++;   /* fatal, or an error under KeepGoing */
            uint32_t off;
            if (!d->parse_error && loc_off(w, CX.clang_getDiagnosticLocation(g), &off)) {
                const char *cat = cx_str(CX.clang_getDiagnosticCategoryText(g), w->t);
                if (syntax_diag(cat, msg)) {
                    d->parse_error = true;
                    d->perr_off = off;
                }
            }
        }
        CX.clang_disposeDiagnostic(g);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* modes and arguments                                                                        */

static bool dir_has_cu(CuFe *fe, const char *path) {
    char dir[PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (slash) snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
    else snprintf(dir, sizeof dir, ".");
    for (int i = 0; i < fe->ndirs; i++)
        if (!strcmp(fe->dirs[i].dir, dir)) return fe->dirs[i].has_cu;
    bool has = false;
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        while ((e = readdir(d)) && !has) has = str_ends(e->d_name, ".cu") || str_ends(e->d_name, ".cuh");
        closedir(d);
    }
    if (fe->ndirs == fe->capdirs) {
        fe->capdirs = fe->capdirs ? fe->capdirs * 2 : 8;
        fe->dirs = hl_realloc(fe->dirs, sizeof(DirFlag) * (size_t)fe->capdirs);
    }
    fe->dirs[fe->ndirs++] = (DirFlag){hl_strdup(dir), has};
    return has;
}

static Lang effective_lang(CuFe *fe, const Source *src) {
    const char *p = src->path ? src->path : "";
    const char *dot = strrchr(p, '.');
    if (dot && strchr(dot, '/')) dot = NULL;
    if (dot && (!strcmp(dot, ".cu") || !strcmp(dot, ".cuh"))) return LANG_CUDA;
    if (dot && !strcmp(dot, ".c")) return LANG_C;
    if (dot && (!strcmp(dot, ".h") || !strcmp(dot, ".hpp") || !strcmp(dot, ".hh") || !strcmp(dot, ".hxx"))) {
        if (memmem(src->text, src->len, "__global__", 10) || memmem(src->text, src->len, "__device__", 10) ||
            memmem(src->text, src->len, "<<<", 3) || dir_has_cu(fe, p))
            return LANG_CUDA;
    }
    if (src->lang == LANG_CUDA || src->lang == LANG_C) return src->lang;
    return LANG_CPP;
}

typedef Array(const char *) ArgV;

static void arg(Arena *a, ArgV *v, const char *s) { array_push(a, v, s); }

static void common_args(CuFe *fe, Arena *a, ArgV *v) {
    (void)fe;
    arg(a, v, "-fsyntax-only");
    arg(a, v, "-w");
    arg(a, v, "-ferror-limit=0");
    arg(a, v, "-fno-spell-checking");
    arg(a, v, "-ftemplate-depth=128");
    arg(a, v, "-fconstexpr-steps=100000");
    arg(a, v, "-fbracket-depth=256");
    arg(a, v, "-Wno-undefined-internal-type");
    arg(a, v, "-Wno-undefined-inline");
}

/* the built-in mode's flags that do not depend on the file (what a precompiled prelude is built with) */
static void prelude_args_std(CuFe *fe, Arena *a, ArgV *v, Lang lang, bool fast_std, const char *cxx_std) {
    if (lang == LANG_CUDA) {
        const char *x[] = {"-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "--cuda-path=/nonexistent/hotlint", cxx_std};
        for (size_t i = 0; i < sizeof x / sizeof *x; i++) arg(a, v, x[i]);
    } else if (lang == LANG_C) {
        arg(a, v, "-x"); arg(a, v, "c"); arg(a, v, "-std=gnu11");
    } else {
        arg(a, v, "-x"); arg(a, v, "c++"); arg(a, v, cxx_std);
    }
    common_args(fe, a, v);
    if (cx_nsysinc) arg(a, v, "-nostdlibinc");
    arg(a, v, "-isystem");
    arg(a, v, arena_printf(a, "%s/stubs", fe->include_dir));
    if (fast_std && lang != LANG_C) { arg(a, v, "-isystem"); arg(a, v, arena_printf(a, "%s/std", fe->include_dir)); }
    if (cx_nsysinc) {
        if (lang != LANG_C)
            for (int i = 0; i < cx_nsysinc_cxx; i++) { arg(a, v, "-isystem"); arg(a, v, cx_sysinc[i]); }
        for (int i = cx_nsysinc_cxx; i < cx_nsysinc; i++) { arg(a, v, "-idirafter"); arg(a, v, cx_sysinc[i]); }
    }
}

static void prelude_args(CuFe *fe, Arena *a, ArgV *v, Lang lang, bool fast_std) {
    prelude_args_std(fe, a, v, lang, fast_std, "-std=c++17");
}

static const char *pch_for(CuFe *fe, Lang lang);

/* cxx20: C++20, without the precompiled prelude (built as C++17): the retry of a file with
 * syntax errors under C++17 (cufe_parse) */
static void builtin_args_std(CuFe *fe, Arena *a, ArgV *v, Lang lang, const char *path, bool fast_std, bool cxx20) {
    prelude_args_std(fe, a, v, lang, fast_std, cxx20 ? "-std=c++20" : "-std=c++17");
    const char *pch = fast_std && lang != LANG_C && !cxx20 ? pch_for(fe, lang) : NULL;
    if (pch) {
        arg(a, v, "-include-pch");
        arg(a, v, pch);
    } else if (lang == LANG_CUDA && fe->have_header) {
        arg(a, v, "-include");
        arg(a, v, arena_printf(a, "%s/hotlint_cuda.h", fe->include_dir));
    }
    /* the repository's usual include folders next to the file */
    const char *slash = strrchr(path, '/');
    const char *dir = slash ? arena_strndup(a, path, (size_t)(slash - path)) : ".";
    const char *cands[] = {arena_printf(a, "%s/include", dir), arena_printf(a, "%s/../include", dir)};
    for (int i = 0; i < 2; i++) {
        struct stat st;
        if (stat(cands[i], &st) == 0 && S_ISDIR(st.st_mode)) arg(a, v, arena_printf(a, "-I%s", cands[i]));
    }
}

static void builtin_args(CuFe *fe, Arena *a, ArgV *v, Lang lang, const char *path, bool fast_std) {
    builtin_args_std(fe, a, v, lang, path, fast_std, false);
}

static void real_cuda_args(CuFe *fe, Arena *a, ArgV *v, Lang lang) {
    if (lang == LANG_CUDA) {
        arg(a, v, "-x"); arg(a, v, "cuda"); arg(a, v, "--cuda-host-only"); arg(a, v, "-nocudalib");
        arg(a, v, arena_printf(a, "--cuda-path=%s", fe->opts.cuda_path));
        arg(a, v, "-Wno-unknown-cuda-version");
        arg(a, v, "-std=c++17");
    } else if (lang == LANG_C) {
        arg(a, v, "-x"); arg(a, v, "c"); arg(a, v, "-std=gnu11");
        arg(a, v, arena_printf(a, "-I%s/include", fe->opts.cuda_path));
    } else {
        arg(a, v, "-x"); arg(a, v, "c++"); arg(a, v, "-std=c++17");
        arg(a, v, arena_printf(a, "-I%s/include", fe->opts.cuda_path));
    }
    common_args(fe, a, v);
}

/* ---- compile_commands.json ---- */

static char **split_command(const char *cmd, int *argc) {
    int cap = 16, n = 0;
    char **v = hl_malloc(sizeof(char *) * (size_t)cap);
    const char *p = cmd;
    StrBuf b;
    sb_init(&b);
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n') p++;
        if (!*p) break;
        b.len = 0;
        sb_reserve(&b, 1);
        while (*p && *p != ' ' && *p != '\t' && *p != '\n') {
            if (*p == '\\' && p[1]) { sb_putc(&b, p[1]); p += 2; continue; }
            if (*p == '"' || *p == '\'') {
                char q = *p++;
                while (*p && *p != q) { if (q == '"' && *p == '\\' && p[1]) p++; sb_putc(&b, *p++); }
                if (*p) p++;
                continue;
            }
            sb_putc(&b, *p++);
        }
        if (n == cap) { cap *= 2; v = hl_realloc(v, sizeof(char *) * (size_t)cap); }
        v[n++] = hl_strdup(sb_cstr(&b));
    }
    sb_fini(&b);
    *argc = n;
    return v;
}

static int db_load(CuFe *fe, const char *path) {
    for (int i = 0; i < fe->ndbs; i++)
        if (!strcmp(fe->dbs[i].path, path)) return i;
    json_error_t jerr;
    json_t *root = json_load_file(path, 0, &jerr);
    fe->dbs = hl_realloc(fe->dbs, sizeof(CcDb) * (size_t)(fe->ndbs + 1));
    CcDb *db = &fe->dbs[fe->ndbs];
    memset(db, 0, sizeof *db);
    db->path = hl_strdup(path);
    if (root && json_is_array(root)) {
        size_t n = json_array_size(root);
        db->e = hl_calloc(n ? n : 1, sizeof(CcEntry));
        for (size_t i = 0; i < n; i++) {
            json_t *o = json_array_get(root, i);
            const char *file = json_string_value(json_object_get(o, "file"));
            const char *dir = json_string_value(json_object_get(o, "directory"));
            if (!file) continue;
            CcEntry *e = &db->e[db->n];
            char full[PATH_MAX * 2];
            if (file[0] != '/' && dir) snprintf(full, sizeof full, "%s/%s", dir, file);
            else snprintf(full, sizeof full, "%s", file);
            char real[PATH_MAX];
            e->file = hl_strdup(realpath(full, real) ? real : full);
            e->dir = hl_strdup(dir ? dir : ".");
            json_t *args = json_object_get(o, "arguments");
            if (json_is_array(args)) {
                e->argc = (int)json_array_size(args);
                e->argv = hl_calloc((size_t)e->argc + 1, sizeof(char *));
                for (int k = 0; k < e->argc; k++) {
                    const char *s = json_string_value(json_array_get(args, (size_t)k));
                    e->argv[k] = hl_strdup(s ? s : "");
                }
            } else {
                const char *cmd = json_string_value(json_object_get(o, "command"));
                e->argv = split_command(cmd ? cmd : "", &e->argc);
            }
            db->n++;
        }
    }
    if (root) json_decref(root);
    return fe->ndbs++;
}

/* the compile_commands.json that applies to `path`: the configured folder, else the file's
 * folder and its parents (cached per folder) */
static const CcEntry *db_entry(CuFe *fe, const char *path) {
    char real[PATH_MAX];
    if (!realpath(path, real)) return NULL;
    int db = -1;
    if (fe->opts.compile_commands_dir) {
        char p[PATH_MAX * 2];
        snprintf(p, sizeof p, "%s/compile_commands.json", fe->opts.compile_commands_dir);
        if (access(p, R_OK) == 0) db = db_load(fe, p);
    } else {
        char dir[PATH_MAX];
        snprintf(dir, sizeof dir, "%s", real);
        char *slash = strrchr(dir, '/');
        if (slash) *slash = 0;
        for (int i = 0; i < fe->nlooks && db < 0; i++)
            if (!strcmp(fe->looks[i].dir, dir)) { db = fe->looks[i].db; goto found; }
        {
            char d[PATH_MAX];
            snprintf(d, sizeof d, "%s", dir);
            for (int depth = 0; depth < 16 && *d; depth++) {
                char p[PATH_MAX * 2];
                snprintf(p, sizeof p, "%s/compile_commands.json", d);
                if (access(p, R_OK) == 0) { db = db_load(fe, p); break; }
                char *s2 = strrchr(d, '/');
                if (!s2) break;
                *s2 = 0;
            }
        }
        if (fe->nlooks == fe->caplooks) {
            fe->caplooks = fe->caplooks ? fe->caplooks * 2 : 8;
            fe->looks = hl_realloc(fe->looks, sizeof(CcLookup) * (size_t)fe->caplooks);
        }
        fe->looks[fe->nlooks++] = (CcLookup){hl_strdup(dir), db};
    }
found:
    if (db < 0) return NULL;
    for (int i = 0; i < fe->dbs[db].n; i++)
        if (!strcmp(fe->dbs[db].e[i].file, real)) return &fe->dbs[db].e[i];
    return NULL;
}

static bool nvcc_only(const char *a, bool *takes_value) {
    static const char *const with_value[] = {"-gencode", "--generate-code", "-arch", "--gpu-architecture", "-code", "--gpu-code",
                                             "-Xcompiler", "--compiler-options", "-Xptxas", "--ptxas-options", "-Xlinker",
                                             "--linker-options", "-ccbin", "--compiler-bindir", "-maxrregcount", "--maxrregcount",
                                             "--default-stream", "-default-stream", "-o", "-MF", "-MT", "-MQ", "-Xnvlink",
                                             "-rdc", "--relocatable-device-code", "-t", "--threads", "-Xarchive", NULL};
    static const char *const prefixes[] = {"-gencode=", "--generate-code=", "-arch=", "--gpu-architecture=", "-code=",
                                           "--gpu-code=", "-Xcompiler=", "--compiler-options=", "-Xptxas=", "--ptxas-options=",
                                           "-ccbin=", "--compiler-bindir=", "-maxrregcount=", "--maxrregcount=", "--expt-",
                                           "-expt-", "-rdc=", "--relocatable-device-code=", "--use_fast_math", "-use_fast_math",
                                           "--use-fast-math", "-lineinfo", "--generate-line-info", "--default-stream=",
                                           "-default-stream=", "--extended-lambda", "--keep", "-Werror", "-MD", "-MMD",
                                           "--ftz=", "--prec-div=", "--prec-sqrt=", "--fmad=", "-ftz=", "-prec-div=",
                                           "-prec-sqrt=", "-fmad=", "--resource-usage", "-Xfatbin", "--threads=", "-t=",
                                           "-forward-unknown-to-host-compiler", "--forward-unknown-to-host-compiler",
                                           "-static-global-template-stub", "--diag-suppress", "-diag-suppress", "--display-error-number",
                                           "-G", "-dc", "-dlink", "--device-c", "--device-link", "-cudart", "--cudart", NULL};
    *takes_value = word_in(a, with_value);
    if (*takes_value) return true;
    for (int i = 0; prefixes[i]; i++)
        if (str_starts(a, prefixes[i])) return true;
    return false;
}

static bool db_args(CuFe *fe, Arena *a, ArgV *v, const CcEntry *e, Lang lang, const char *real_src) {
    if (lang == LANG_CUDA) {
        arg(a, v, "-x"); arg(a, v, "cuda"); arg(a, v, "--cuda-host-only"); arg(a, v, "-nocudalib");
        if (fe->opts.cuda_path) {
            arg(a, v, arena_printf(a, "--cuda-path=%s", fe->opts.cuda_path));
            arg(a, v, "-Wno-unknown-cuda-version");
        } else {
            arg(a, v, "-nocudainc");
            arg(a, v, "--cuda-path=/nonexistent/hotlint");
        }
    }
    bool have_std = false;
    for (int i = 1; i < e->argc; i++) {
        const char *s = e->argv[i];
        bool tv;
        if (!strcmp(s, "-c") || !strcmp(s, "-E") || !strcmp(s, "-S")) continue;
        if (nvcc_only(s, &tv)) { if (tv) i++; continue; }
        if (!strcmp(s, "-x")) { i++; continue; }
        char real[PATH_MAX];
        if (s[0] != '-') {   /* the source file itself (or another input) */
            char full[PATH_MAX * 2];
            if (s[0] != '/') snprintf(full, sizeof full, "%s/%s", e->dir, s); else snprintf(full, sizeof full, "%s", s);
            if (realpath(full, real) && !strcmp(real, real_src)) continue;
            if (str_ends(s, ".cu") || str_ends(s, ".cpp") || str_ends(s, ".cc") || str_ends(s, ".c") || str_ends(s, ".o")) continue;
        }
        if (str_starts(s, "-std=") || str_starts(s, "--std=")) { have_std = true; arg(a, v, arena_printf(a, "-std=%s", strchr(s, '=') + 1)); continue; }
        if (!strcmp(s, "--std") || !strcmp(s, "-std")) { if (i + 1 < e->argc) { have_std = true; arg(a, v, arena_printf(a, "-std=%s", e->argv[++i])); } continue; }
        /* include folders: absolute, and without a real CUDA's headers unless --cuda-path */
        const char *dirv = NULL;
        const char *flag = NULL;
        if (!strcmp(s, "-I") || !strcmp(s, "-isystem") || !strcmp(s, "-iquote") || !strcmp(s, "-idirafter") || !strcmp(s, "--include-path")) {
            if (i + 1 >= e->argc) continue;
            flag = !strcmp(s, "--include-path") ? "-I" : s;
            dirv = e->argv[++i];
        } else if (str_starts(s, "-I")) { flag = "-I"; dirv = s + 2; }
        else if (str_starts(s, "--include-path=")) { flag = "-I"; dirv = s + 15; }
        else if (str_starts(s, "-isystem")) { flag = "-isystem"; dirv = s + 8; }
        if (flag) {
            const char *abs = dirv[0] == '/' ? dirv : arena_printf(a, "%s/%s", e->dir, dirv);
            char chk[PATH_MAX * 2];
            snprintf(chk, sizeof chk, "%s/cuda_runtime.h", abs);
            if (!fe->opts.cuda_path && access(chk, R_OK) == 0) continue;
            if (!strcmp(flag, "-I")) arg(a, v, arena_printf(a, "-I%s", abs));
            else { arg(a, v, flag); arg(a, v, abs); }
            continue;
        }
        if (str_starts(s, "-include") && !strcmp(s, "-include") && i + 1 < e->argc) {
            const char *f2 = e->argv[++i];
            arg(a, v, "-include");
            arg(a, v, f2[0] == '/' ? f2 : arena_printf(a, "%s/%s", e->dir, f2));
            continue;
        }
        if (str_starts(s, "-D") || str_starts(s, "-U") || str_starts(s, "-f") || str_starts(s, "-m") || !strcmp(s, "-pthread") ||
            !strcmp(s, "-fopenmp") || str_starts(s, "--std") || !strcmp(s, "-D") || !strcmp(s, "-U")) {
            if ((!strcmp(s, "-D") || !strcmp(s, "-U")) && i + 1 < e->argc) { arg(a, v, s); arg(a, v, e->argv[++i]); continue; }
            if (str_starts(s, "-f") && (strstr(s, "profile") || strstr(s, "sanitize") || strstr(s, "coverage") || strstr(s, "lto"))) continue;
            if (str_starts(s, "-m") && !str_starts(s, "-m64") && !str_starts(s, "-m32")) continue;
            arg(a, v, s);
        }
    }
    if (!have_std && lang != LANG_C) arg(a, v, "-std=c++17");
    if (lang == LANG_C && !have_std) arg(a, v, "-std=gnu11");
    common_args(fe, a, v);
    if (lang == LANG_CUDA && !fe->opts.cuda_path) {
        arg(a, v, "-isystem");
        arg(a, v, arena_printf(a, "%s/stubs", fe->include_dir));
        if (fe->have_header) { arg(a, v, "-include"); arg(a, v, arena_printf(a, "%s/hotlint_cuda.h", fe->include_dir)); }
    }
    return true;
}

/* ------------------------------------------------------------------------------------------ */
/* the budgeted parse                                                                         */

typedef struct Job {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int refs;
    bool done;
    char *path, *text;
    unsigned long len;
    char **argv;
    int argc;
    CXTranslationUnit tu;
    enum CXErrorCode rc;
    double cpu_ms;           /* CPU time of the parse (thread clock): independent of machine load */
    unsigned opts;           /* CXTranslationUnit_* flags */
} Job;

static void job_free(Job *j) {
    if (j->tu) CX.clang_disposeTranslationUnit(j->tu);
    for (int i = 0; i < j->argc; i++) free(j->argv[i]);
    free(j->argv);
    free(j->path);
    free(j->text);
    pthread_mutex_destroy(&j->mu);
    pthread_cond_destroy(&j->cv);
    free(j);
}

static void *job_main(void *p) {
    Job *j = p;
    struct CXUnsavedFile uf = {j->path, j->text, j->len};
    CXTranslationUnit tu = NULL;
    unsigned opts = j->opts;
    struct timespec c0, c1;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c0);
    enum CXErrorCode rc = CX.clang_parseTranslationUnit2(cx_index, j->path, (const char *const *)j->argv, j->argc, &uf, 1, opts, &tu);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c1);
    pthread_mutex_lock(&j->mu);
    j->cpu_ms = (c1.tv_sec - c0.tv_sec) * 1e3 + (c1.tv_nsec - c0.tv_nsec) / 1e6;
    j->tu = tu;
    j->rc = rc;
    j->done = true;
    bool last = --j->refs == 0;
    pthread_cond_signal(&j->cv);
    pthread_mutex_unlock(&j->mu);
    if (last) job_free(j);   /* the caller gave up waiting: clean up behind it */
    return NULL;
}

/* The helper thread a CuFe's parses run on, one after the other. It is made once, with a large
 * reserved stack, and kept: a thread made per parse mapped and unmapped 512 MB of stack per
 * file, and with two workers the unmaps' TLB shootdowns made each parse ~15 % slower in wall
 * time than its CPU time. A parse over budget orphans its helper: the thread finishes that
 * parse, then frees the Helper and exits; the CuFe makes a new one for its next parse. */
typedef struct Helper {
    pthread_t th;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    Job *job;                /* posted, not taken yet */
    bool quit;               /* exit when idle (cufe_free) */
    bool orphan;             /* abandoned: exit after the current job, freeing this */
} Helper;

static void *helper_main(void *p) {
    Helper *h = p;
    pthread_mutex_lock(&h->mu);
    for (;;) {
        while (!h->job && !h->quit && !h->orphan) pthread_cond_wait(&h->cv, &h->mu);
        if (!h->job) break;
        Job *j = h->job;
        h->job = NULL;
        pthread_mutex_unlock(&h->mu);
        job_main(j);
        pthread_mutex_lock(&h->mu);
    }
    bool orphan = h->orphan;
    pthread_mutex_unlock(&h->mu);
    if (orphan) {   /* nobody joins it (detached) or touches h any more */
        pthread_mutex_destroy(&h->mu);
        pthread_cond_destroy(&h->cv);
        free(h);
    }
    return NULL;
}

static Helper *helper_start(void) {
    Helper *h = hl_calloc(1, sizeof *h);
    pthread_mutex_init(&h->mu, NULL);
    pthread_cond_init(&h->cv, NULL);
    /* a large reserved stack (pages are only committed when touched): clang's Sema recurses on
     * long operator chains; smaller sizes are tried when the address space is limited */
    static const size_t stacks[] = {(size_t)512 << 20, (size_t)64 << 20, (size_t)16 << 20};
    int created = -1;
    for (size_t si = 0; si < sizeof stacks / sizeof *stacks && created != 0; si++) {
        pthread_attr_t at;
        pthread_attr_init(&at);
        pthread_attr_setstacksize(&at, stacks[si]);
        created = pthread_create(&h->th, &at, helper_main, h);
        pthread_attr_destroy(&at);
    }
    if (created == 0) return h;
    pthread_mutex_destroy(&h->mu);
    pthread_cond_destroy(&h->cv);
    free(h);
    return NULL;
}

static void helper_stop(Helper *h) {
    if (!h) return;
    pthread_mutex_lock(&h->mu);
    h->quit = true;
    pthread_cond_signal(&h->cv);
    pthread_mutex_unlock(&h->mu);
    pthread_join(h->th, NULL);
    pthread_mutex_destroy(&h->mu);
    pthread_cond_destroy(&h->cv);
    free(h);
}

/* set once a parse is abandoned over budget: its thread is still inside libclang (cufe_abandoned) */
static int abandoned_parses;

bool cufe_abandoned(void) { return __atomic_load_n(&abandoned_parses, __ATOMIC_ACQUIRE) != 0; }

static double clock_ms(clockid_t c) {
    struct timespec t;
    if (clock_gettime(c, &t) != 0) return 0;
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* 1: parsed (*tu may be NULL on a libclang error), 0: over budget */
static int parse_budgeted(CuFe *fe, const Source *src, const ArgV *args, unsigned opts, CXTranslationUnit *tu, enum CXErrorCode *rc,
                          double *cpu_ms) {
    Job *j = hl_calloc(1, sizeof *j);
    j->opts = opts;
    pthread_mutex_init(&j->mu, NULL);
    pthread_cond_init(&j->cv, NULL);
    j->refs = 2;
    j->path = hl_strdup(src->path);
    j->text = hl_malloc(src->len + 1);
    memcpy(j->text, src->text, src->len);
    j->text[src->len] = 0;
    j->len = src->len;
    j->argc = (int)args->size;
    j->argv = hl_calloc((size_t)j->argc + 1, sizeof(char *));
    for (int i = 0; i < j->argc; i++) j->argv[i] = hl_strdup(args->contents[i]);
    if (!fe->helper) fe->helper = helper_start();
    Helper *h = fe->helper;
    if (!h) {
        job_main(j);   /* no thread: parse here, without a budget (refs stays 2: job_main does not free) */
        pthread_mutex_lock(&j->mu);
    } else {
        pthread_mutex_lock(&h->mu);
        h->job = j;
        pthread_cond_signal(&h->cv);
        pthread_mutex_unlock(&h->mu);
        /* The budget is the helper's CPU time, so that what a run reports does not depend on
         * how busy the machine is (a loaded CI runner abandoned parses an idle one finished);
         * a wall-clock cap of four budgets still ends a parse that waits without computing. */
        uint32_t budget = fe->opts.time_budget_ms ? fe->opts.time_budget_ms : CUFE_DEFAULT_BUDGET_MS;
        clockid_t cid;
        bool by_cpu = pthread_getcpuclockid(h->th, &cid) == 0;
        double cpu0 = by_cpu ? clock_ms(cid) : 0, wall0 = clock_ms(CLOCK_MONOTONIC);
        double cap = by_cpu ? 4.0 * budget : budget;
        pthread_mutex_lock(&j->mu);
        while (!j->done) {
            double left = cap - (clock_ms(CLOCK_MONOTONIC) - wall0);
            if (left <= 0 || (by_cpu && clock_ms(cid) - cpu0 >= budget)) break;
            struct timespec dl;
            clock_gettime(CLOCK_REALTIME, &dl);
            long step = (long)(left < 50 ? left : 50);   /* ms: how often the CPU clock is read */
            if (step < 1) step = 1;
            dl.tv_nsec += step * 1000000L;
            if (dl.tv_nsec >= 1000000000L) { dl.tv_sec++; dl.tv_nsec -= 1000000000L; }
            pthread_cond_timedwait(&j->cv, &j->mu, &dl);
        }
        if (!j->done) {
            j->refs--;   /* the helper thread frees the job when clang returns */
            pthread_mutex_unlock(&j->mu);
            fe->helper = NULL;   /* orphaned: it frees itself after this parse */
            pthread_detach(h->th);
            pthread_mutex_lock(&h->mu);
            h->orphan = true;
            pthread_cond_signal(&h->cv);
            pthread_mutex_unlock(&h->mu);
            __atomic_store_n(&abandoned_parses, 1, __ATOMIC_RELEASE);
            return 0;
        }
    }
    *tu = j->tu;
    *rc = j->rc;
    *cpu_ms += j->cpu_ms;
    j->tu = NULL;
    j->refs--;
    pthread_mutex_unlock(&j->mu);
    if (j->refs == 0) job_free(j);
    return 1;
}

/* ---- the precompiled prelude ----
 * hotlint's own headers (hotlint_cuda.h, std/hotlint_std.h and the C headers they include) are
 * most of what clang reads for a typical file. They are precompiled once per language (CUDA,
 * C++) and reused with -include-pch, which takes a file from ~80 ms to ~10 ms of clang time.
 * The PCH is cached on disk ($HOTLINT_CACHE_DIR, else $XDG_CACHE_HOME/hotlint, else
 * ~/.cache/hotlint, else /tmp/hotlint-<uid>) under a name that hashes the clang version, the
 * flags and the headers' sizes and times (xxHash); it is written to a temporary name and
 * renamed, so concurrent runs never see half a file. If it cannot be built or clang rejects it,
 * files are parsed without it. HOTLINT_NO_PCH=1 turns it off.
 * Every hotlint upgrade, clang upgrade or checkout with other header times names a new PCH
 * (~1.4 MB each). When one is built, the same language's others beyond the PCH_KEEP newest are
 * deleted, and so are temporary files of builds that died over an hour ago (pch_prune): the
 * folder stays bounded instead of growing with every version. A run of another version that
 * still reads a deleted PCH keeps its open file; one that has not opened it yet sees clang
 * reject the missing file and rebuilds it (pch_failed). */
typedef struct PchSlot {
    pthread_mutex_t mu;
    int state;               /* 0 not tried, 1 ready, -1 unusable */
    int rebuilds;
    char path[PATH_MAX + 64];
} PchSlot;

static PchSlot pch_slots[2] = {{PTHREAD_MUTEX_INITIALIZER, 0, 0, {0}}, {PTHREAD_MUTEX_INITIALIZER, 0, 0, {0}}};

#define PCH_KEEP 4           /* a language's other PCHs kept besides the one in use */

typedef struct PchFile { char name[NAME_MAX + 1]; struct timespec mtime; } PchFile;

static int cmp_pch_newest(const void *a, const void *b) {
    const PchFile *x = a, *y = b;
    if (x->mtime.tv_sec != y->mtime.tv_sec) return x->mtime.tv_sec < y->mtime.tv_sec ? 1 : -1;
    if (x->mtime.tv_nsec != y->mtime.tv_nsec) return x->mtime.tv_nsec < y->mtime.tv_nsec ? 1 : -1;
    return strcmp(x->name, y->name);
}

/* In `dir`: deletes the `prefix`*.pch files other than `keep` beyond the PCH_KEEP newest, and
 * `prefix`*.tmp files older than an hour. Only names hotlint itself writes are touched. */
static void pch_prune(const char *dir, const char *prefix, const char *keep) {
    DIR *d = opendir(dir);
    if (!d) return;
    size_t pl = strlen(prefix), n = 0, cap = 0;
    PchFile *v = NULL;
    time_t now = time(NULL);
    char path[PATH_MAX + NAME_MAX + 2];
    for (struct dirent *e; (e = readdir(d));) {
        size_t l = strlen(e->d_name);
        if (strncmp(e->d_name, prefix, pl) || !strcmp(e->d_name, keep)) continue;
        bool pch = l > pl + 4 && !strcmp(e->d_name + l - 4, ".pch"), tmp = l > pl + 4 && !strcmp(e->d_name + l - 4, ".tmp");
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if ((!pch && !tmp) || lstat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue;
        if (tmp) {
            if (now - st.st_mtime > 3600) unlink(path);
            continue;
        }
        if (n == cap) v = hl_realloc(v, (cap = cap ? cap * 2 : 16) * sizeof *v);
        snprintf(v[n].name, sizeof v[n].name, "%s", e->d_name);
        v[n++].mtime = st.st_mtim;
    }
    closedir(d);
    if (n > PCH_KEEP) {
        qsort(v, n, sizeof *v, cmp_pch_newest);
        for (size_t i = PCH_KEEP; i < n; i++) {
            snprintf(path, sizeof path, "%s/%s", dir, v[i].name);
            unlink(path);
        }
    }
    free(v);
}

static bool mkdirs(const char *dir) {
    char p[PATH_MAX];
    snprintf(p, sizeof p, "%s", dir);
    for (char *q = p + 1; *q; q++) {
        if (*q != '/') continue;
        *q = 0;
        if (mkdir(p, 0700) != 0 && errno != EEXIST) return false;
        *q = '/';
    }
    return mkdir(p, 0700) == 0 || errno == EEXIST;
}

static bool pch_dir(char *out, size_t n) {
    const char *e = getenv("HOTLINT_CACHE_DIR");
    if (e && *e) snprintf(out, n, "%s/pch", e);
    else if ((e = getenv("XDG_CACHE_HOME")) && *e) snprintf(out, n, "%s/hotlint", e);
    else if ((e = getenv("HOME")) && *e) snprintf(out, n, "%s/.cache/hotlint", e);
    else snprintf(out, n, "/tmp/hotlint-%u", (unsigned)getuid());
    if (mkdirs(out) && access(out, W_OK) == 0) return true;
    snprintf(out, n, "/tmp/hotlint-%u", (unsigned)getuid());
    return mkdirs(out) && access(out, W_OK) == 0;
}

static bool pch_build(CuFe *fe, Lang lang, const char *path, const ArgV *args) {
    char tmp[PATH_MAX + 128];
    snprintf(tmp, sizeof tmp, "%s.%d.%lx.tmp", path, (int)getpid(), (unsigned long)pthread_self());
    char dir[PATH_MAX + 64];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash) *slash = 0;
    Arena *a = &fe->scratch;
    char *text = arena_printf(a, "#include \"%s/hotlint_cuda.h\"\n#include \"%s/std/hotlint_std.h\"\n", fe->include_dir, fe->include_dir);
    Source src = {.path = arena_printf(a, "%s/hotlint_prelude.%s", dir, lang == LANG_CUDA ? "cuh" : "hpp"), .text = text,
                  .len = (uint32_t)strlen(text)};
    CXTranslationUnit tu = NULL;
    enum CXErrorCode rc = CXError_Failure;
    double cpu = 0;
    if (!parse_budgeted(fe, &src, args, CXTranslationUnit_ForSerialization | CXTranslationUnit_Incomplete, &tu, &rc, &cpu) || !tu)
        return false;
    bool ok = true;
    unsigned nd = CX.clang_getNumDiagnostics(tu);
    for (unsigned i = 0; i < nd && ok; i++) {
        CXDiagnostic g = CX.clang_getDiagnostic(tu, i);
        if (CX.clang_getDiagnosticSeverity(g) >= CXDiagnostic_Error) ok = false;
        CX.clang_disposeDiagnostic(g);
    }
    if (ok) ok = CX.clang_saveTranslationUnit(tu, tmp, 0) == CXSaveError_None && rename(tmp, path) == 0;
    if (!ok) unlink(tmp);
    CX.clang_disposeTranslationUnit(tu);
    return ok;
}

/* the PCH path for `lang`, building it on first use; NULL when there is none */
static const char *pch_for(CuFe *fe, Lang lang) {
    if (!fe->have_header || getenv("HOTLINT_NO_PCH")) return NULL;
    PchSlot *slot = &pch_slots[lang == LANG_CUDA ? 0 : 1];
    pthread_mutex_lock(&slot->mu);
    if (slot->state == 0) {
        slot->state = -1;
        Arena *a = &fe->scratch;
        ArgV args = {0};
        prelude_args(fe, a, &args, lang, true);
        XXH3_state_t *xs = XXH3_createState();
        uint64_t h = 0;
        if (xs && XXH3_64bits_reset(xs) == XXH_OK) {
            CXString ver = CX.clang_getClangVersion();
            const char *vs = CX.clang_getCString(ver);
            XXH3_64bits_update(xs, vs ? vs : "", vs ? strlen(vs) + 1 : 1);
            CX.clang_disposeString(ver);
            XXH3_64bits_update(xs, HOTLINT_VERSION, strlen(HOTLINT_VERSION) + 1);
            for (uint32_t i = 0; i < args.size; i++) XXH3_64bits_update(xs, args.contents[i], strlen(args.contents[i]) + 1);
            const char *hdrs[] = {"hotlint_cuda.h", "std/hotlint_std.h"};
            for (int i = 0; i < 2; i++) {
                struct stat st;
                char hp[PATH_MAX + 32];
                snprintf(hp, sizeof hp, "%s/%s", fe->include_dir, hdrs[i]);
                if (stat(hp, &st) == 0) {
                    int64_t sz = (int64_t)st.st_size, mt = (int64_t)st.st_mtime;
                    XXH3_64bits_update(xs, &sz, sizeof sz);
                    XXH3_64bits_update(xs, &mt, sizeof mt);
                }
            }
            h = XXH3_64bits_digest(xs);
        }
        XXH3_freeState(xs);
        char dir[PATH_MAX - 64];
        if (h && pch_dir(dir, sizeof dir)) {
            const char *prefix = lang == LANG_CUDA ? "prelude-cuda-" : "prelude-cxx-";
            snprintf(slot->path, sizeof slot->path, "%s/%s%016llx.pch", dir, prefix, (unsigned long long)h);
            if (access(slot->path, R_OK) == 0) slot->state = 1;
            else if (pch_build(fe, lang, slot->path, &args)) {
                slot->state = 1;
                pch_prune(dir, prefix, strrchr(slot->path, '/') + 1);
            }
        }
    }
    const char *r = slot->state == 1 ? slot->path : NULL;
    pthread_mutex_unlock(&slot->mu);
    return r;
}

/* clang could not use the PCH (stale, truncated, other clang): rebuild it once, else go without */
static bool pch_failed(CuFe *fe, Lang lang, CXTranslationUnit tu, enum CXErrorCode rc) {
    bool bad = rc == CXError_ASTReadError;
    if (tu && !bad) {
        unsigned nd = CX.clang_getNumDiagnostics(tu);
        for (unsigned i = 0; i < nd && !bad; i++) {
            CXDiagnostic g = CX.clang_getDiagnostic(tu, i);
            CXString msg = CX.clang_getDiagnosticSpelling(g);
            const char *m = CX.clang_getCString(msg);
            if (m && (strstr(m, "precompiled header") || strstr(m, "PCH file") || strstr(m, "AST file"))) bad = true;
            CX.clang_disposeString(msg);
            CX.clang_disposeDiagnostic(g);
        }
    }
    if (!bad) return false;
    PchSlot *slot = &pch_slots[lang == LANG_CUDA ? 0 : 1];
    pthread_mutex_lock(&slot->mu);
    if (slot->state == 1) {
        unlink(slot->path);
        slot->state = slot->rebuilds++ < 1 ? 0 : -1;
    }
    pthread_mutex_unlock(&slot->mu);
    (void)fe;
    return true;
}

/* Whether a parse is good enough to keep: a configured mode must have no fatal error (a missing
 * CUDA header, say); the fast mode must not have tripped over hotlint's small standard library
 * (an error inside it, inside libstdc++, or naming `std`). */
/* Syntax errors (syntax_diag) located in the file itself. */
static unsigned main_parse_errors(CXTranslationUnit tu, const char *path) {
    CXFile mainf = CX.clang_getFile(tu, path);
    unsigned n = CX.clang_getNumDiagnostics(tu), bad = 0;
    for (unsigned i = 0; i < n && mainf; i++) {
        CXDiagnostic g = CX.clang_getDiagnostic(tu, i);
        if (CX.clang_getDiagnosticSeverity(g) >= CXDiagnostic_Error) {
            CXFile file = NULL;
            CX.clang_getFileLocation(CX.clang_getDiagnosticLocation(g), &file, NULL, NULL, NULL);
            CXString cat = CX.clang_getDiagnosticCategoryText(g), msg = CX.clang_getDiagnosticSpelling(g);
            const char *c = CX.clang_getCString(cat), *m = CX.clang_getCString(msg);
            if (file && CX.clang_File_isEqual(file, mainf) && syntax_diag(c, m)) bad++;
            CX.clang_disposeString(cat);
            CX.clang_disposeString(msg);
        }
        CX.clang_disposeDiagnostic(g);
    }
    return bad;
}

/* Does a diagnostic name something of `std::`? Not for `std::nullptr_t` alone: that is only
 * the type of `nullptr` in a message about the file's own code ("cannot initialize return object
 * of type 'int' with an rvalue of type 'std::nullptr_t'", after clang dropped an undeclared CUDA
 * type), which libstdc++ would not fix (flashinfer's fmhaKernels.cuh: a 2 s full parse for it). */
static bool mentions_std(const char *m) {
    for (const char *p = strstr(m, "std::"); p; p = strstr(p + 5, "std::"))
        if (strncmp(p + 5, "nullptr_t", 9) || isalnum((unsigned char)p[14]) || p[14] == '_') return true;
    return false;
}

static bool mode_ok(CuFe *fe, CXTranslationUnit tu, bool fast, const char *path) {
    unsigned nd = CX.clang_getNumDiagnostics(tu);
    bool ok = true;
    size_t il = strlen(fe->include_dir);
    for (unsigned i = 0; i < nd && ok; i++) {
        CXDiagnostic g = CX.clang_getDiagnostic(tu, i);
        enum CXDiagnosticSeverity sev = CX.clang_getDiagnosticSeverity(g);
        if (!fast && sev == CXDiagnostic_Fatal) ok = false;
        if (!fast && sev >= CXDiagnostic_Error) {   /* the database's include folders do not exist here */
            CXString msg = CX.clang_getDiagnosticSpelling(g);
            const char *m = CX.clang_getCString(msg);
            if (m && strstr(m, "file not found")) ok = false;
            CX.clang_disposeString(msg);
        }
        if (fast && sev >= CXDiagnostic_Error) {
            CXString msg = CX.clang_getDiagnosticSpelling(g);
            const char *m = CX.clang_getCString(msg);
            if (m && (mentions_std(m) || strstr(m, "'std'") || strstr(m, "namespace std"))) ok = false;
            CX.clang_disposeString(msg);
            CXFile file = NULL;
            CX.clang_getFileLocation(CX.clang_getDiagnosticLocation(g), &file, NULL, NULL, NULL);
            if (ok && file) {
                CXString fn = CX.clang_getFileName(file);
                const char *p = CX.clang_getCString(fn);
                if (p && ((!strncmp(p, fe->include_dir, il) && strstr(p + il, "/std/")) || strstr(p, "/c++/"))) ok = false;
                CX.clang_disposeString(fn);
            }
        }
        if (!ok && getenv("HOTLINT_CUFE_TIMING")) {
            CXString msg = CX.clang_getDiagnosticSpelling(g);
            fprintf(stderr, "cufe %s: falling back: %s\n", path, CX.clang_getCString(msg));
            CX.clang_disposeString(msg);
        }
        CX.clang_disposeDiagnostic(g);
    }
    return ok;
}

/* ------------------------------------------------------------------------------------------ */
/* entry point                                                                                */

static void build_ir(CuFe *fe, W *w, CXTranslationUnit tu) {
    w->tu = tu;
    w->mainf = CX.clang_getFile(tu, w->src->path);
    /* preprocessor-skipped ranges (#if 0, failed #ifdef) */
    CXSourceRangeList *sk = w->mainf ? CX.clang_getSkippedRanges(tu, w->mainf) : NULL;
    if (sk) {
        for (unsigned i = 0; i < sk->count; i++) {
            uint32_t b, e;
            if (loc_off(w, CX.clang_getRangeStart(sk->ranges[i]), &b) && loc_off(w, CX.clang_getRangeEnd(sk->ranges[i]), &e)) {
                array_push(w->t, &w->skipped, b);
                array_push(w->t, &w->skipped, e);
            }
        }
        CX.clang_disposeSourceRangeList(sk);
    }
    DiagInfo di;
    read_diags(w, tu, &di);
    if (di.parse_error && !di.missing_include) {
        w->f->syntax_errors = true;
        w->f->error_loc = loc_of(w, di.perr_off, di.perr_off + 1 <= w->len ? di.perr_off + 1 : di.perr_off);
    }
    if (!w->mainf) return;
    Frame top = {.func = 0, .region = -1, .flags = F_TOPLEVEL, .arg_site = -1, .arg_idx = -1, .iife_site = -1};
    uint32_t n;
    CXCursor *ks = kids_of(w, CX.clang_getTranslationUnitCursor(tu), &n);
    push_range(w, ks, 0, n, &top, F_TOPLEVEL);
    walk(w);
    sort_sites(w);
    resolve_args(w);
    case_error_regions(w);
    harness_regions(w);
    timing(w);
    renumber_regions(w);
    (void)fe;
}

int cufe_parse(CuFe *self, Arena *arena, const Source *src, IrFile **out, const char **err_msg) {
    *out = NULL;
    *err_msg = NULL;
    pthread_once(&cx_once, cx_load);
    if (cx_error) { *err_msg = cx_error; return HL_EIO; }
    arena_reset(&self->scratch);
    Arena *t = &self->scratch;
    if (src->len > CUFE_MAX_BYTES) {
        *err_msg = arena_printf(arena, "file skipped: %u bytes is over the %u-byte limit of the C/C++/CUDA frontend (generated code?)",
                                src->len, CUFE_MAX_BYTES);
        return HL_EPARSE;
    }
    Lang lang = effective_lang(self, src);

    /* modes to try, best first: the configured one (compile_commands.json or --cuda-path), the
     * built-in one with hotlint's small standard library, the built-in one with the real one */
    enum { M_CONFIG, M_FAST, M_FULL };
    ArgV modes[3];
    int kinds[3];
    int nm = 0;
    memset(modes, 0, sizeof modes);
    char real[PATH_MAX];
    const CcEntry *ce = realpath(src->path, real) ? db_entry(self, src->path) : NULL;
    if (ce) { db_args(self, t, &modes[nm], ce, lang, real); kinds[nm++] = M_CONFIG; }
    else if (self->opts.cuda_path && !__atomic_load_n(&cuda_path_broken, __ATOMIC_RELAXED)) {
        real_cuda_args(self, t, &modes[nm], lang);
        kinds[nm++] = M_CONFIG;
    }
    if (lang != LANG_C && self->have_header) { builtin_args(self, t, &modes[nm], lang, src->path, true); kinds[nm++] = M_FAST; }
    builtin_args(self, t, &modes[nm], lang, src->path, false);
    kinds[nm++] = M_FULL;

    CXTranslationUnit tu = NULL;
    struct timespec t0, t1, t2;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int used = -1;
    double cpu_ms = 0;
    bool pch_retry = false, cxx20 = false;
    for (int m = 0; m < nm; m++) {
        enum CXErrorCode rc = CXError_Failure;
        if (!parse_budgeted(self, src, &modes[m], PARSE_OPTS, &tu, &rc, &cpu_ms)) {
            uint32_t budget = self->opts.time_budget_ms ? self->opts.time_budget_ms : CUFE_DEFAULT_BUDGET_MS;
            *err_msg = arena_printf(arena, "libclang did not finish within its %u ms CPU-time budget; file not analysed", budget);
            return HL_ELIMIT;   /* a resource limit (HL004), not a syntax error: it depends on the machine's load */
        }
        if (kinds[m] == M_FAST && pch_failed(self, lang, tu, rc) && !pch_retry) {
            if (tu) CX.clang_disposeTranslationUnit(tu);
            tu = NULL;
            pch_retry = true;
            modes[m].size = 0;
            builtin_args(self, t, &modes[m], lang, src->path, true);
            m--;
            continue;
        }
        if (!tu) {
            if (m + 1 < nm) continue;
            *err_msg = rc == CXError_Crashed ? "libclang crashed on this file; file not analysed"
                                             : arena_printf(arena, "libclang could not parse this file (error %d)", (int)rc);
            return HL_EPARSE;
        }
        if (m + 1 < nm && !mode_ok(self, tu, kinds[m] == M_FAST, src->path)) {
            CX.clang_disposeTranslationUnit(tu);
            tu = NULL;
            /* --cuda-path's headers that clang cannot use fail the same way for every file */
            if (kinds[m] == M_CONFIG && !ce) __atomic_store_n(&cuda_path_broken, 1, __ATOMIC_RELAXED);
            continue;
        }
        used = kinds[m];
        break;
    }
    /* Syntax errors in the file itself under C++17 in a file that says `concept` or `requires`
     * (ThunderKittens' util.cuh): parse it again as C++20, without the C++17 prelude PCH, and
     * keep that parse when it has fewer. Only after the built-in modes (a compile_commands.json
     * says its own -std). Files that only use concepts declared elsewhere are not retried: on
     * ThunderKittens a retry of every file with syntax errors cost 0.7 s and fixed none of them. */
    if (tu && used != M_CONFIG && lang != LANG_C && (text_has_word(src->text, 0, src->len, "concept") || text_has_word(src->text, 0, src->len, "requires"))) {
        unsigned before = main_parse_errors(tu, src->path);
        if (before) {
            ArgV a20 = {0};
            builtin_args_std(self, t, &a20, lang, src->path, used == M_FAST, true);
            CXTranslationUnit tu20 = NULL;
            enum CXErrorCode rc20 = CXError_Failure;
            if (parse_budgeted(self, src, &a20, PARSE_OPTS, &tu20, &rc20, &cpu_ms) && tu20) {
                if (main_parse_errors(tu20, src->path) < before) {
                    CX.clang_disposeTranslationUnit(tu);
                    tu = tu20;
                    cxx20 = true;
                } else CX.clang_disposeTranslationUnit(tu20);
            }
        }
    }
    IrFile *f = ir_file_new(arena, src);
    f->lang = lang;
    IrFunc *mod = ir_func_add(arena, f);
    mod->name = "<module>";
    mod->qualname = "<module>";
    mod->flags = IR_FF_MODULE;
    mod->loc = (Loc){.path = src->path, .line = 1, .col = 1, .end_line = 1, .end_col = 1};
    W w = {.fe = self, .a = arena, .t = t, .f = f, .src = src, .text = src->text, .len = src->len};
    {
        /* in this thread's CPU time, like the parse's budget */
        uint32_t budget = self->opts.time_budget_ms ? self->opts.time_budget_ms : CUFE_DEFAULT_BUDGET_MS;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &w.deadline);
        w.deadline.tv_sec += budget / 1000;
        w.deadline.tv_nsec += (long)(budget % 1000) * 1000000L;
        if (w.deadline.tv_nsec >= 1000000000L) { w.deadline.tv_sec++; w.deadline.tv_nsec -= 1000000000L; }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    scan_text(&w);
    build_ir(self, &w, tu);
    CX.clang_disposeTranslationUnit(tu);
    clock_gettime(CLOCK_MONOTONIC, &t2);
    if (w.truncated && !f->syntax_errors) {   /* reported like a syntax error: the rest of the file is not in the IR */
        f->syntax_errors = true;
        f->error_loc = (Loc){.path = src->path, .line = 1, .col = 1, .end_line = 1, .end_col = 1};
    }
    if (getenv("HOTLINT_CUFE_TIMING"))   /* developer aid: per-file libclang and IR time */
        fprintf(stderr, "cufe %s mode=%s%s clang_cpu_ms=%.2f clang_ms=%.2f ir_ms=%.2f sites=%u\n", src->path,
                used == M_CONFIG ? "configured" : used == M_FAST ? "fast" : "full", cxx20 ? "+c++20" : "", cpu_ms,
                (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6,
                (t2.tv_sec - t1.tv_sec) * 1e3 + (t2.tv_nsec - t1.tv_nsec) / 1e6, f->sites.size);
    *out = f;
    return HL_OK;
}
