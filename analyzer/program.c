/*
 * program.c — the files of one run: module index, the byte scan that decides what to parse,
 * and parsing (a thread pool up front for root candidates, lazily later for reached modules).
 *
 * Work avoidance (DESIGN.md §1): every file costs one read and a substring scan; only files
 * whose bytes mention a timing trigger (benchmark_fn, perf_counter, do_bench, cudaEventRecord,
 * ...) are parsed before hot.c runs. hot.c then asks for the modules it reaches, and only
 * those are parsed. ProgFile.state keeps a file from being loaded twice.
 *
 * Partial parsing (pychunk.h): of a Python file, only the top-level statements and class
 * methods something may need are handed to the parser (tree-sitter included ranges). What is
 * needed is seeded before the parse: the trigger words, the names the file's own kept code
 * mentions, the names root candidates import from it (read from their text before any
 * candidate is parsed, so a candidate imported by another is parsed once), the names a
 * frontier's importers and hot.c's lookups ask for (prog_want). When hot.c later needs a
 * statement that was left out, prog_want marks the file and lint.c's next analysis round
 * parses it again with that statement (prog_reparse). HOTLINT_FULL_PARSE=1 turns it off;
 * HOTLINT_DEBUG_PARTIAL=1 (2: with every chunk) traces it on stderr.
 *
 * Module index: a Python file's module is its path relative to the lint root with '/' -> '.'
 * (`pkg/__init__.py` -> `pkg`). Imports are looked up first by full name, then by dotted
 * suffix (`from utils import f` finds `bench/utils.py` when the code runs with bench/ on
 * sys.path); when a suffix is ambiguous, the candidate sharing the longest folder prefix with
 * the importing file wins, then the first in path order.
 */
#include "program.h"

#include <pthread.h>
#include <stdio.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <xxhash.h>

#include "cache.h"
#include "codec.h"
#include "core/par.h"
#include "core/str.h"
#include "pychunk.h"
#include "pyfe.h"

typedef struct ModEntry {
    const char *name;
    I32Array files;
    bool full;               /* at least one file has exactly this full module name */
} ModEntry;

typedef struct ModIndex {
    ModEntry *slots;
    uint32_t cap, used;
} ModIndex;

static uint64_t hash_str(const char *s) {
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

static ModEntry *mod_slot(ModIndex *mi, const char *name, bool create, Arena *a) {
    if (!mi->cap) {
        if (!create) return NULL;
        mi->cap = 1024;
        mi->slots = arena_alloc(a, mi->cap * sizeof(ModEntry));
    }
    if (create && (mi->used + 1) * 2 > mi->cap) {
        ModEntry *old = mi->slots;
        uint32_t oldcap = mi->cap;
        mi->cap *= 2;
        mi->slots = arena_alloc(a, mi->cap * sizeof(ModEntry));
        for (uint32_t i = 0; i < oldcap; i++) {
            if (!old[i].name) continue;
            uint32_t j = (uint32_t)(hash_str(old[i].name) & (mi->cap - 1));
            while (mi->slots[j].name) j = (j + 1) & (mi->cap - 1);
            mi->slots[j] = old[i];
        }
    }
    uint32_t j = (uint32_t)(hash_str(name) & (mi->cap - 1));
    while (mi->slots[j].name) {
        if (!strcmp(mi->slots[j].name, name)) return &mi->slots[j];
        j = (j + 1) & (mi->cap - 1);
    }
    if (!create) return NULL;
    mi->slots[j].name = name;
    mi->used++;
    return &mi->slots[j];
}

void prog_init(Program *self, Arena *run_arena) {
    memset(self, 0, sizeof *self);
    self->arena = run_arena;
    self->modidx = arena_alloc(run_arena, sizeof(ModIndex));
    self->jobs = 1;
    self->max_file_bytes = 10u << 20;
    const char *full = getenv("HOTLINT_FULL_PARSE");   /* developer aid: parse every file whole */
    self->partial = !(full && *full && strcmp(full, "0"));
    const char *dbg = getenv("HOTLINT_DEBUG_PARTIAL");   /* 1: what is asked for; 2: also every chunk */
    self->debug_partial = dbg && *dbg ? (strcmp(dbg, "2") ? 1 : 2) : 0;
}

typedef struct Worker Worker;
static void worker_fini(Worker *w);

static void workers_fini(Program *self);
static void drop_chunks(ProgFile *pf);

void prog_fini(Program *self) {
    if (self->lazy) worker_fini(self->lazy);
    workers_fini(self);
    for (uint32_t i = 0; i < self->files.size; i++) {
        ProgFile *pf = self->files.contents[i];
        arena_fini(&pf->arena);
        drop_chunks(pf);
        free(pf->class_lines);
        pf->class_lines = NULL;
        free(pf->call_bloom);
        pf->call_bloom = NULL;
    }
}

int32_t prog_add(Program *self, const char *path, const char *root, bool is_explicit) {
    ProgFile *pf = arena_alloc(self->arena, sizeof *pf);
    pf->path = arena_strdup(self->arena, path);
    pf->root = root ? arena_strdup(self->arena, root) : NULL;
    pf->lang = src_lang_from_path(path);
    pf->is_explicit = is_explicit;
    arena_init(&pf->arena);
    array_push(self->arena, &self->files, pf);
    return (int32_t)self->files.size - 1;
}

/* true if folder `a` strictly contains folder `b` ("." contains every relative path) */
static bool root_is_ancestor(const char *a, const char *b) {
    if (!strcmp(a, b)) return false;
    if (!strcmp(a, ".")) return b[0] != '/';
    size_t n = strlen(a);
    return !strncmp(a, b, n) && b[n] == '/';
}

static int cmp_pf(const void *a, const void *b) {
    const ProgFile *x = *(ProgFile *const *)a, *y = *(ProgFile *const *)b;
    return strcmp(x->path, y->path);
}

/* "a/b/c.py" relative to root "a" -> "b.c"; "__init__" drops out */
static const char *module_name(Arena *a, const char *path, const char *root) {
    const char *rel = path;
    if (root && *root && strcmp(root, ".") != 0) {
        size_t rl = strlen(root);
        while (rl > 1 && root[rl - 1] == '/') rl--;
        if (!strncmp(path, root, rl) && path[rl] == '/') rel = path + rl + 1;
        else if (!strcmp(path, root)) {
            const char *slash = strrchr(path, '/');
            rel = slash ? slash + 1 : path;
        }
    }
    while (rel[0] == '.' && rel[1] == '/') rel += 2;
    size_t n = strlen(rel);
    const char *dot = strrchr(rel, '.');
    if (dot && dot > strrchr(rel, '/')) n = (size_t)(dot - rel);
    char *m = arena_strndup(a, rel, n);
    for (char *p = m; *p; p++) if (*p == '/') *p = '.';
    size_t ml = strlen(m);
    if (ml >= 8 && !strcmp(m + ml - 8, "__init__")) m[ml >= 9 ? ml - 9 : 0] = 0;
    if (!*m) return NULL;
    for (char *p = m; *p; p++)  /* not an importable name: keep it but it will only match itself */
        if (!(*p == '.' || *p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || (unsigned char)*p >= 0x80)) return m;
    return m;
}

void prog_freeze(Program *self) {
    if (self->files.size > 1) qsort(self->files.contents, self->files.size, sizeof(ProgFile *), cmp_pf);
    /* drop duplicate paths (a file named twice, or reached through two roots) */
    uint32_t w = 0;
    for (uint32_t r = 0; r < self->files.size; r++) {
        if (w && !strcmp(self->files.contents[w - 1]->path, self->files.contents[r]->path)) {
            ProgFile *keep = self->files.contents[w - 1], *dup = self->files.contents[r];
            keep->is_explicit |= dup->is_explicit;
            /* the outermost root names modules (a context root is an ancestor of a file's folder) */
            if (dup->root && (!keep->root || root_is_ancestor(dup->root, keep->root))) keep->root = dup->root;
            arena_fini(&dup->arena);
            continue;
        }
        self->files.contents[w++] = self->files.contents[r];
    }
    self->files.size = w;
    ModIndex *mi = self->modidx;
    for (uint32_t i = 0; i < self->files.size; i++) {
        ProgFile *pf = self->files.contents[i];
        if (pf->lang != LANG_PYTHON) continue;
        pf->module = module_name(self->arena, pf->path, pf->root);
        if (!pf->module) continue;
        /* index the full name and every dotted suffix */
        const char *s = pf->module;
        bool full = true;
        for (;;) {
            ModEntry *e = mod_slot(mi, s, true, self->arena);
            if (full) e->full = true;
            bool dup = false;
            for (uint32_t k = 0; k < e->files.size; k++) if (e->files.contents[k] == (int32_t)i) dup = true;
            if (!dup) array_push(self->arena, &e->files, (int32_t)i);
            const char *dot = strchr(s, '.');
            if (!dot) break;
            s = dot + 1;
            full = false;
        }
    }
}

static size_t common_prefix(const char *a, const char *b) {
    size_t n = 0, last_slash = 0;
    while (a[n] && a[n] == b[n]) { if (a[n] == '/') last_slash = n + 1; n++; }
    return last_slash;
}

/* Top-level packages a benchmark imports from outside the tree: `import torch` names a file
 * `torch.py` of the tree only when it is the tree's own top-level module, or sits next to the
 * importing file (what Python does for a script run from its folder); Megatron's
 * `dist_checkpointing/strategies/torch.py` took every `import torch` of the tree. */
static bool external_top(const char *dotted) {
    static const char *const names[] = {"torch", "numpy", "triton", "jax", "cupy", "scipy", "pandas", "tensorflow",
                                        "transformers", "cutlass", "numba", "os", "sys", "time", "math", "json",
                                        "re", "logging", "random", "typing", "functools", "itertools", "collections",
                                        "subprocess", "threading", "multiprocessing", "dataclasses", "enum", "copy",
                                        "pathlib", "argparse", "contextlib", "timeit", "statistics", "io", "abc",
                                        "warnings", "inspect", "types", "tempfile", "shutil", "glob", "pickle", NULL};
    for (int i = 0; names[i]; i++)
        if (!strcmp(dotted, names[i])) return true;
    return false;
}

static bool same_dir(const char *a, const char *b) {
    const char *sa = strrchr(a, '/'), *sb = strrchr(b, '/');
    size_t la = sa ? (size_t)(sa - a) : 0, lb = sb ? (size_t)(sb - b) : 0;
    return la == lb && !strncmp(a, b, la);
}

int32_t prog_find_module(const Program *self, const char *dotted, int32_t from_file) {
    if (!dotted || !*dotted) return -1;
    ModEntry *e = mod_slot(self->modidx, dotted, false, NULL);
    if (!e || !e->files.size) return -1;
    int32_t best = -1;
    size_t best_len = 0;
    bool ext = external_top(dotted);
    for (uint32_t k = 0; k < e->files.size; k++) {
        int32_t fi = e->files.contents[k];
        const ProgFile *pf = self->files.contents[fi];
        bool exact = pf->module && !strcmp(pf->module, dotted);
        if (ext && !exact && (from_file < 0 || !same_dir(pf->path, self->files.contents[from_file]->path))) continue;
        size_t score = (exact ? 100000 : 0) + (from_file >= 0 ? common_prefix(pf->path, self->files.contents[from_file]->path) : 0);
        if (best < 0 || score > best_len) { best = fi; best_len = score; }
    }
    return best;
}

/* `datetime.now()` is a clock only when a difference of two readings is taken: "now() -" or
 * a timedelta's "total_seconds()"; a timestamp (`datetime.now().isoformat()`) parses nothing. */
static const char *const py_words[] = {
    "benchmark_fn", "perf_counter", "time.time", "time()", "monotonic", "default_timer", "record(",
    "do_bench", "timeit", "benchmark(", "benchmark.", "Timer(", "hot_path", "timed", "from time import", "def benchmark_",
    "elapsed_time", "timer", "topwatch", "benchmark_forward", "benchmark_combined", "benchmark_fwd_bwd", "benchmark_all", "bench_gpu_time", "benchmark_gpu",
    "register_benchmark", "now() -", "total_seconds()", NULL};
/* C/C++ timers have many spellings: events, chrono clocks, time()/clock()/omp_get_wtime/MPI_Wtime/
 * rdtsc/GetTimeMs, timer or stopwatch objects (GpuTimer::Start, sdkStartTimer), Google Benchmark
 * and nvbench harnesses (cufe.c). Not bare "time": nearly every .cu file includes cuda_runtime.h.
 * Not "chrono" alone: it is inside "synchronous" and "asynchronously" in comments; a chrono clock
 * says `chrono::` or `_clock` (`using namespace std::chrono; high_resolution_clock::now()`). Not
 * `cudaEventRecord`: events also order streams; an event timer reads `cudaEventElapsedTime` in
 * the same translation unit (cufe pairs them only then), or hides in a timer object. On
 * TransformerEngine these two sent 13 files without a timer to libclang (85 % of the run).
 * Not `clock(` alone: device code reads `clock()` / `clock64()` as a scheduling barrier
 * (nunchaku's kernels); a host `clock()` timer declares a `clock_t` or divides by
 * CLOCKS_PER_SEC. Not `time(` alone: `srand(time(NULL))` seeds inputs (Liu-xiandong's spmv:
 * 2-3 s of libclang for no timer); a `time()` timer keeps a `time_t` or calls `difftime`. Not "benchmark" alone: cuDNN's benchmark mode (`bool benchmark`,
 * `benchmarkCuDNN()`, a member initialised `benchmark(benchmark)`) sent stable-fast's
 * convolution sources to libclang (1.2 s, 150 MB); a harness says `benchmark::State`,
 * `BENCHMARK(`, or calls a `benchmark_kernel(` utility (llm.c). */
static const char *const cu_words[] = {
    "cudaEventElapsedTime", "cuEventElapsedTime", "hipEventElapsedTime", "chrono::", "_clock", "clock_t", "CLOCKS_PER_SEC", "gettimeofday",
    "clock_gettime", "time_t", "difftime", "wtime", "Wtime", "rdtsc", "TimeMs", "timer", "Timer", "topwatch", "topWatch", "top_watch", "benchmark::",
    "BENCHMARK", "benchmark_", "nvbench", "hotlint", "hot_path", NULL};

/* One pass for all trigger words (built-in and configured) instead of one memmem per word: a
 * bitmap of the words' first two bytes; only where it hits are the words compared. Every file
 * of a run is scanned, so this is the cost of a file hotlint does not parse. */
typedef struct ScanSet {
    uint8_t bigram[65536 / 8];
    StrArray words;
    U32Array len;
    U32Array head;           /* each word's first two bytes, as the bitmap indexes them */
    StrArray short_words;    /* one-byte words (a configured root named `f`): memmem */
    bool cxx;                /* C/C++: a word in a `//` comment does not count */
} ScanSet;

static void scan_add(ScanSet *ss, Arena *a, const char *w) {
    size_t n = strlen(w);
    if (!n) return;
    for (uint32_t i = 0; i < ss->words.size; i++) if (!strcmp(ss->words.contents[i], w)) return;
    if (n < 2) { array_push(a, &ss->short_words, w); return; }
    array_push(a, &ss->words, w);
    array_push(a, &ss->len, (uint32_t)n);
    unsigned b = (unsigned char)w[0] | (unsigned)(unsigned char)w[1] << 8;
    array_push(a, &ss->head, (uint32_t)b);
    ss->bigram[b >> 3] |= (uint8_t)(1u << (b & 7));
}

static ScanSet *scan_set_new(Arena *a, Lang lang, const char *const *extra) {
    ScanSet *ss = arena_alloc(a, sizeof *ss);
    const char *const *words = lang == LANG_PYTHON ? py_words : cu_words;
    ss->cxx = lang != LANG_PYTHON;
    for (int i = 0; words[i]; i++) scan_add(ss, a, words[i]);
    for (int i = 0; extra && extra[i]; i++) scan_add(ss, a, extra[i]);
    return ss;
}

/* Is byte i of C/C++ text after a `//` on its line (a URL `youtube.com/watch?v=` in nlohmann's
 * json.hpp sent the 1 MB header to libclang)? A `//` inside a string literal counts too: such a
 * line is rare and at worst one timer word is missed on it. */
static bool in_line_comment(const char *text, size_t i) {
    for (size_t j = i; j >= 2; j--) {
        if (text[j - 1] == '\n') return false;
        if (text[j - 1] == '/' && text[j - 2] == '/') return true;
    }
    return false;
}

static bool scan_any(const ScanSet *ss, const char *text, size_t n) {
    const unsigned char *t = (const unsigned char *)text;
    for (size_t i = 0; i + 1 < n; i++) {
        unsigned b = t[i] | (unsigned)t[i + 1] << 8;
        if (!(ss->bigram[b >> 3] & (1u << (b & 7)))) continue;
        /* Common bigrams (`ti`, `re`, `de`) hit often: compare a word only when its own first
         * two bytes are these, not every word on every hit (5 % of a run's CPU went to memcmp). */
        for (uint32_t k = 0; k < ss->words.size; k++)
            if (ss->head.contents[k] == b && ss->len.contents[k] <= n - i &&
                !memcmp(t + i + 2, ss->words.contents[k] + 2, ss->len.contents[k] - 2)) {
                if (!ss->cxx || !in_line_comment(text, i)) return true;
                break;
            }
    }
    for (uint32_t k = 0; k < ss->short_words.size; k++)
        if (memchr(text, ss->short_words.contents[k][0], n)) return true;
    return false;
}

/* An identifier's byte (Python and C: ASCII letters, digits, `_`, and any byte of a UTF-8 sequence). */
static bool ident_byte(char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || (unsigned char)c >= 0x80; }

void prog_call_bloom_add(uint64_t *b, const char *w, size_t n) {
    uint64_t h = XXH3_64bits(w, n);
    uint32_t a = (uint32_t)(h % PROG_CALLBLOOM_BITS), c = (uint32_t)((h >> 32) % PROG_CALLBLOOM_BITS);
    b[a / 64] |= 1ull << (a % 64);
    b[c / 64] |= 1ull << (c % 64);
}

bool prog_call_bloom_may(const uint64_t *b, const char *w) {
    if (!b) return true;
    uint64_t h = XXH3_64bits(w, strlen(w));
    uint32_t a = (uint32_t)(h % PROG_CALLBLOOM_BITS), c = (uint32_t)((h >> 32) % PROG_CALLBLOOM_BITS);
    return (b[a / 64] >> (a % 64) & 1) && (b[c / 64] >> (c % 64) & 1);
}

bool prog_scan_text(const char *text, size_t n, Lang lang, const char *const *extra_words) {
    Arena a;
    arena_init(&a);
    bool hit = scan_any(scan_set_new(&a, lang, extra_words), text, n);
    arena_fini(&a);
    return hit;
}

struct Worker {
    PyFe *py;
    CuFe *cu;
    struct Pool *pool;       /* the pool run it works for (NULL: prog_ir's lazy worker) */
};

static bool pool_set_aside(struct Pool *p, int32_t i);

static void worker_fini(Worker *w) {
    pyfe_free(w->py);
    cufe_free(w->cu);
    w->py = NULL;
    w->cu = NULL;
}

static void workers_fini(Program *self) {
    for (int i = 0; self->workers && i < (self->jobs < 1 ? 1 : self->jobs); i++) worker_fini(&((Worker *)self->workers)[i]);
}

/*
 * A parsed file's arena also holds the frontend's scratch (symbol tables, statement lists)
 * and every array's outgrown copies: about half of it. The IR is re-encoded into a fresh
 * arena (codec.h) and the old one freed, so what stays resident until the end of the run is
 * the source text and the IR at their exact sizes. The same bytes go to the result cache.
 */
static Source *source_copy(Arena *a, const Source *src) {
    Source *ns = arena_alloc(a, sizeof *ns);
    *ns = *src;
    ns->text = arena_strndup(a, src->text, src->len);
    ns->line_starts.contents = arena_alloc(a, (src->line_starts.size ? src->line_starts.size : 1) * sizeof(uint32_t));
    if (src->line_starts.size) memcpy(ns->line_starts.contents, src->line_starts.contents, src->line_starts.size * sizeof(uint32_t));
    ns->line_starts.capacity = ns->line_starts.size;
    return ns;
}

static IrFile *compact(Program *self, ProgFile *pf, IrFile *ir, Source **srcp, const CacheIrKey *ck) {
    StrBuf w;
    sb_init(&w);
    codec_ir_encode(&w, ir);
    if (self->cache) cache_ir_store(self->cache, ck, &w);   /* parsed now, before hot.c looks at it */
    const Source *src = *srcp;
    Arena fresh;   /* sized to hold it all: decoded nodes are about 3x their encoding */
    arena_init_sized(&fresh, 3 * w.len + src->len + src->line_starts.size * sizeof(uint32_t) + 1024);
    Source *ns = source_copy(&fresh, src);
    Rd r = {.p = w.data, .end = w.data + w.len, .a = &fresh};
    IrFile *c = codec_ir_decode(&r, ns, pf->module);
    sb_fini(&w);
    if (!c) {   /* cannot happen for bytes just written; keep the original if it does */
        arena_fini(&fresh);
        return ir;
    }
    arena_fini(&pf->arena);
    pf->arena = fresh;
    *srcp = ns;
    return c;
}

static bool chunk_hit(void *ctx, const char *text, size_t n) { return scan_any(ctx, text, n); }

/* Partial parsing (pychunk.h): the byte ranges of Python file pf to parse (*n = 0: all of it).
 * Splits the file on first use; the kept set grows with what is asked of the file. */
static PyfeRange *partial_ranges(Program *self, ProgFile *pf, const Source *src, uint64_t *variant, uint32_t *n) {
    *variant = 0;
    *n = 0;
    if (!self->partial || pf->lang != LANG_PYTHON) return NULL;
    if (!pf->chunks) {
        PyChunks *c = hl_calloc(1, sizeof *c);
        if (!pychunk_split(src->text, src->len, c) || c->n < 2) {
            pychunk_free(c);
            free(c);
            return NULL;
        }
        pychunk_select(c, src->text, chunk_hit, self->scan_sets[0], (const char *const *)pf->wants.contents, pf->wants.size);
        pf->chunks = c;
    }
    *variant = pychunk_variant(pf->chunks);
    if (self->debug_partial == 2)
        for (uint32_t k = 0; k < pf->chunks->n; k++) {
            const PyChunk *c = &pf->chunks->v[k];
            fprintf(stderr, "chunk %s:%u-%u kind=%d parent=%d keep=%d hit=%d %.*s\n", pf->path, c->start, c->end, c->kind, c->parent,
                    c->keep, chunk_hit(self->scan_sets[0], src->text + c->start, c->end - c->start), (int)c->name_len, src->text + c->name);
        }
    if (!*variant) return NULL;
    PyfeRange *r = arena_alloc(&pf->arena, pf->chunks->n * sizeof *r);
    for (uint32_t k = 0; k < pf->chunks->n; k++) {
        const PyChunk *c = &pf->chunks->v[k];
        if (!c->keep) continue;
        if (*n && r[*n - 1].end == c->start) r[*n - 1].end = c->end;
        else r[(*n)++] = (PyfeRange){c->start, c->end};
    }
    return r;
}

static void drop_chunks(ProgFile *pf) {
    if (!pf->chunks) return;
    pychunk_free(pf->chunks);
    free(pf->chunks);
    pf->chunks = NULL;
}

/* Parses (or loads from the cache) the IR of file i, whose Source is loaded into pf->arena. */
static void parse_loaded(Program *self, int32_t i, Worker *w, Source *src) {
    ProgFile *pf = self->files.contents[i];
    IrFile *ir = NULL;
    const char *err = NULL;
    int rc;
    CacheIrKey ck = {0};
    bool hit = false;
    uint64_t variant = 0;
    uint32_t nkeep = 0;
    const PyfeRange *keep = partial_ranges(self, pf, src, &variant, &nkeep);
    if (self->cache && (ir = cache_ir_load(self->cache, &pf->arena, src, pf->module, variant, &ck))) {
        rc = HL_OK;
        hit = true;
        __atomic_fetch_add(&self->files_from_cache, 1, __ATOMIC_RELAXED);
    } else if (pf->lang == LANG_PYTHON) {
        if (!w->py) w->py = pyfe_new();
        rc = pyfe_parse_ranges(w->py, &pf->arena, src, keep, nkeep, pf->module, &ir);
        if (variant && (rc != HL_OK || !ir || ir->syntax_errors)) {
            /* leaving whole statements out adds no error, but a split the lexer got wrong could: parse it all */
            drop_chunks(pf);
            variant = 0;
            if (self->cache) cache_ir_load(self->cache, &pf->arena, src, pf->module, 0, &ck);   /* the key */
            rc = pyfe_parse(w->py, &pf->arena, src, pf->module, &ir);
        }
    } else {
        if (!w->cu) w->cu = cufe_new(&self->cu);
        rc = cufe_parse(w->cu, &pf->arena, src, &ir, &err);
    }
    if (rc != HL_OK || !ir) {
        pf->state = PF_FAILED;
        pf->error_code = rc == HL_EIO || rc == HL_ELIMIT ? rc : HL_EPARSE;
        pf->error = err ? err : "could not parse the file";
        drop_chunks(pf);
        return;
    }
    if (!hit) ir = compact(self, pf, ir, &src, &ck);
    if (self->cache) {
        pf->ir_key[0] = ck.lo;
        pf->ir_key[1] = ck.hi;
        pf->ir_keyed = true;
    }
    ir->path = pf->path;
    ir->module = pf->module;
    pf->ir = ir;
    pf->state = PF_PARSED;
    if (self->debug_partial)
        fprintf(stderr, "partial: parsed %s %u bytes, %llu left out\n", pf->path, src->len,
                (unsigned long long)(variant ? pychunk_dropped_bytes(pf->chunks) : 0));
    if (!variant) drop_chunks(pf);
}

/* The lines of a Python file that open a class (`class X(A, B):`), indentation dropped, each
 * ending in '\n', for hot.c to read the bases from; malloc'ed (NULL when there are none). */
static char *class_lines_of(const char *t, size_t n, uint32_t *len) {
    char *out = NULL;
    size_t used = 0, cap = 0;
    for (const char *p = t, *e = t + n; p < e;) {
        const char *c = memmem(p, (size_t)(e - p), "class ", 6);
        if (!c) break;
        const char *ls = c;
        while (ls > t && (ls[-1] == ' ' || ls[-1] == '\t')) ls--;
        const char *eol = memchr(c, '\n', (size_t)(e - c));
        if (!eol) eol = e;
        p = eol;
        if (ls > t && ls[-1] != '\n') continue;   /* not at the start of a line */
        size_t l = (size_t)(eol - c);
        if (used + l + 2 > cap) {
            cap = (used + l + 2) * 2;
            out = hl_realloc(out, cap);
        }
        memcpy(out + used, c, l);
        used += l;
        out[used++] = '\n';
    }
    if (out) out[used] = 0;
    *len = (uint32_t)used;
    return out;
}

/* The call-word filter of a scanned file (program.h): every identifier followed by `(` (spaces
 * between allowed), and every name of a decorator (`@timed`, `@bench.perftest`), two bits each
 * of PROG_CALLBLOOM_BITS. */
uint64_t *prog_call_bloom_of(const char *text, size_t n, bool reexports) {
    uint64_t *b = hl_calloc(PROG_CALLBLOOM_BITS / 64, sizeof *b);
    bool deco = false;   /* the last identifier was part of a decorator's dotted name */
    /* with `reexports` (a package `__init__`), the names a `from x import a, b as c` (or a
     * parenthesised list over lines) binds: re-exporting them (`from .layer import Layer2`) is
     * where a star import of the package finds them. Not for other modules: on the standard
     * library that made every star import chain parse 17 more files for names only imported. */
    bool imp = false, imp_paren = false, line_from = false;
    size_t line_start = 0;
    for (size_t i = 0; i < n;) {
        if (!ident_byte(text[i])) {
            if (text[i] == '\n') {
                if (!imp_paren) imp = false;
                line_start = i + 1;
                line_from = false;
            } else if (text[i] == ')' && imp_paren) {
                imp = imp_paren = false;
            }
            i++;
            continue;
        }
        size_t s = i;
        while (i < n && ident_byte(text[i])) i++;
        size_t j = i;
        while (j < n && text[j] == ' ') j++;
        if (imp) {
            prog_call_bloom_add(b, text + s, i - s);
            continue;
        }
        size_t ind = line_start;
        while (ind < s && (text[ind] == ' ' || text[ind] == '\t')) ind++;
        if (ind == s && i - s == 4 && !memcmp(text + s, "from", 4)) line_from = true;
        else if (reexports && line_from && i - s == 6 && !memcmp(text + s, "import", 6)) {
            imp = true;
            imp_paren = j < n && text[j] == '(';
            continue;
        }
        deco = s > 0 && (text[s - 1] == '@' || (text[s - 1] == '.' && deco));
        if (deco || (j < n && text[j] == '(')) prog_call_bloom_add(b, text + s, i - s);
    }
    return b;
}

/* What a candidate's imports ask of other modules (partial parsing): found on the pool while the
 * file is read, applied later on one thread (import_wants_apply), in file order, so the wants
 * and what is parsed do not depend on -j. */
typedef struct ImportWant { int32_t file; const char *name; } ImportWant;
typedef Array(ImportWant) ImportWantArray;

static void text_imports(const Program *self, int32_t i, const char *t, uint32_t n, Arena *wa, ImportWantArray *out);

/* Loads and (if `only_if_root`, only when the scan says so) parses file i with worker w. */
static void load_file(Program *self, int32_t i, Worker *w, bool only_if_root) {
    ProgFile *pf = self->files.contents[i];
    if (pf->state != PF_NEW) return;
    Source *src = pf->loaded;
    const char *err = NULL;
    if (src) {
        pf->loaded = NULL;
        goto parse;
    }
    if (pf->buffer) {
        src = src_from_bytes(&pf->arena, pf->path, pf->lang, pf->buffer, pf->buffer_len);
    } else {
        struct stat st;
        if (self->max_file_bytes && stat(pf->path, &st) == 0 && S_ISREG(st.st_mode) && (uint64_t)st.st_size > self->max_file_bytes) {
            pf->state = PF_FAILED;
            pf->error_code = HL_ELIMIT;
            pf->error = arena_printf(&pf->arena, "file skipped: %llu bytes is over the %llu-byte limit (max-file-size)",
                                     (unsigned long long)st.st_size, (unsigned long long)self->max_file_bytes);
            pf->maybe_root = true;
            return;
        }
        if (src_load(&pf->arena, pf->path, &src, &err) != HL_OK) {
            pf->state = PF_FAILED;
            pf->error_code = HL_EIO;
            pf->error = err;
            pf->maybe_root = true;   /* report it: we could not tell */
            return;
        }
    }
    if (src->utf16) {
        pf->state = PF_FAILED;
        pf->error_code = HL_EDECODE;
        pf->error = "file is UTF-16 encoded; hotlint reads UTF-8 (or ASCII) source, so it was not linted";
        pf->maybe_root = true;
        return;
    }
    if (!pf->scan_counted) {   /* a file dropped after its scan and read again when reached counts once */
        pf->scan_counted = true;
        __atomic_fetch_add(&self->bytes_scanned, src->len, __ATOMIC_RELAXED);
        __atomic_fetch_add(&self->files_scanned, 1, __ATOMIC_RELAXED);
    }
    pf->maybe_root = scan_any(pf->lang == LANG_PYTHON ? self->scan_sets[0] : self->scan_sets[1], src->text, src->len);
    if (only_if_root && !pf->maybe_root) {
        /* not needed (yet): drop the bytes, a later prog_ir() reads again. Its `class X(...)`
         * lines are kept: subclass dispatch (hot.c) asks for them without reading it again. */
        if (pf->lang == LANG_PYTHON) {
            pf->class_lines = class_lines_of(src->text, src->len, &pf->class_lines_len);
            pf->class_scanned = true;
        }
        if (pf->lang != LANG_NONE) pf->call_bloom = prog_call_bloom_of(src->text, src->len, str_ends(pf->path, "__init__.py"));
        arena_fini(&pf->arena);   /* all of it: a kept 64 KiB chunk per scanned file added up to 640 MiB for 10,000 files */
        return;
    }
    if (self->defer && self->partial && pf->lang == LANG_PYTHON) {
        pf->loaded = src;   /* parsed once the names other candidates import from it are known */
        ImportWantArray iw = {0};
        text_imports(self, i, src->text, src->len, &pf->arena, &iw);
        pf->iwants = iw.contents;
        pf->niwants = iw.size;
        return;
    }
    if (pf->lang != LANG_PYTHON && w->pool && !cufe_claim() && pool_set_aside(w->pool, i)) {
        pf->loaded = src;   /* another thread is loading libclang: scan on, parse it at the end */
        return;
    }
parse:
    parse_loaded(self, i, w, src);   /* (src is freed when the IR is compacted) */
    if (pf->state != PF_PARSED || pf->counted) return;   /* (a file parsed again counts once) */
    pf->counted = true;
    __atomic_fetch_add(&self->bytes_parsed, pf->ir->src ? pf->ir->src->len : 0, __ATOMIC_RELAXED);
    __atomic_fetch_add(&self->files_parsed, 1, __ATOMIC_RELAXED);
}

typedef struct Pool {
    Program *prog;
    const int32_t *list;     /* files to load (NULL: every file); with Program.scan_first parsed only when the scan says so */
    uint32_t n;
    atomic_uint next;
    atomic_int worker;       /* the next of prog->workers a thread takes */
    pthread_mutex_t mu;      /* guards `aside` and `arena` */
    I32Array aside;          /* C/C++ files read while another thread loaded libclang (pool_set_aside) */
    Arena arena;
} Pool;

/* Puts file i aside, to be parsed once the list is done: a thread that reaches a C/C++ file
 * while another loads libclang (~30-100 ms) scans other files meanwhile instead of waiting. Only
 * with more than one thread (false: parse it now). */
static bool pool_set_aside(Pool *p, int32_t i) {
    if (atomic_load(&p->worker) < 2) return false;
    pthread_mutex_lock(&p->mu);
    array_push(&p->arena, &p->aside, i);
    pthread_mutex_unlock(&p->mu);
    return true;
}

static void *pool_main(void *arg) {
    Pool *p = arg;
    Worker *w = &((Worker *)p->prog->workers)[atomic_fetch_add(&p->worker, 1)];
    w->pool = p;
    for (;;) {
        uint32_t i = atomic_fetch_add(&p->next, 1);
        if (i >= p->n) break;
        load_file(p->prog, p->list ? p->list[i] : (int32_t)i, w, p->prog->scan_first);
    }
    /* the files set aside (by any thread: each drains what is left after its own list share) */
    w->pool = NULL;
    for (;;) {
        pthread_mutex_lock(&p->mu);
        int32_t i = p->aside.size ? p->aside.contents[--p->aside.size] : -1;
        pthread_mutex_unlock(&p->mu);
        if (i < 0) break;
        load_file(p->prog, i, w, false);
    }
    return NULL;
}

/* Loads files on up to `jobs` threads. The threads' frontends (a tree-sitter parser, a libclang
 * index) are kept for the next call: a run parses in several rounds (prog_parse_frontier). */
static void pool_run_on(Program *self, const int32_t *list, uint32_t n);
static void pool_run(Program *self, const int32_t *list, uint32_t n) {   /* timed: HOTLINT_DEBUG_PHASES */
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pool_run_on(self, list, n);
    clock_gettime(CLOCK_MONOTONIC, &b);
    self->pool_ms += (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) / 1e6;
    self->pool_runs++;
}

static void pool_run_on(Program *self, const int32_t *list, uint32_t n) {
    Pool pool = {.prog = self, .list = list, .n = n};
    atomic_init(&pool.next, 0);
    atomic_init(&pool.worker, 0);
    pthread_mutex_init(&pool.mu, NULL);
    arena_init(&pool.arena);
    int nt = self->jobs < 1 ? 1 : self->jobs;
    if (!self->workers) self->workers = arena_alloc(self->arena, (size_t)nt * sizeof(Worker));
    if (nt > (int)n) nt = (int)n;
    par_run(nt, pool_main, &pool);
    pthread_mutex_destroy(&pool.mu);
    arena_fini(&pool.arena);
}

/* Does something in parsed file f call into `dotted` (a module, or module.name)? */
static bool calls_into(const IrFile *f, const char *dotted) {
    size_t n = strlen(dotted);
    for (uint32_t i = 0; i < f->sites.size; i++) {
        const IrSite *s = &f->sites.contents[i];
        if (s->kind == IR_SITE_CALL && s->qual && !strncmp(s->qual, dotted, n) && (s->qual[n] == '.' || !s->qual[n])) return true;
    }
    return false;
}

/* The names file f's calls take from module file `mod` imported as `prefix`: `prefix.NAME(...)`. */
static void want_calls(Program *self, const IrFile *f, int32_t mod, const char *prefix) {
    size_t n = strlen(prefix);
    char name[256];
    for (uint32_t i = 0; i < f->sites.size; i++) {
        const IrSite *s = &f->sites.contents[i];
        if (s->kind != IR_SITE_CALL || !s->qual || strncmp(s->qual, prefix, n) || s->qual[n] != '.') continue;
        const char *c = s->qual + n + 1, *e = strchr(c, '.');
        size_t l = e ? (size_t)(e - c) : strlen(c);
        if (!l || l >= sizeof name) continue;
        memcpy(name, c, l);
        name[l] = 0;
        prog_want(self, mod, name);
    }
}

/* Partial parsing: a module not parsed yet parses what a parsed file takes from it, by name
 * (`from m import f`, also when f is only passed along: `benchmark(f, x)`) and by attribute
 * (`m.f()`, `pkg.sub.f()`). */
static void want_imports(Program *self, const IrFile *f, int32_t from) {
    char buf[1024];
    for (uint32_t k = 0; k < f->imports.size; k++) {
        const IrImport *im = &f->imports.contents[k];
        if (!im->module || !*im->module) continue;
        if (im->name && strcmp(im->name, "*")) {
            int32_t m = prog_find_module(self, im->module, from);
            if (m >= 0 && self->files.contents[m]->state == PF_NEW) prog_want(self, m, im->name);
        }
        /* only modules something in the file calls into (`m.f()`, or `f()` after `from m import f`) */
        if (im->name ? (size_t)snprintf(buf, sizeof buf, "%s.%s", im->module, im->name) >= sizeof buf || !calls_into(f, buf)
                     : !calls_into(f, im->module)) continue;
        int32_t hit = -1;
        if (im->name && (size_t)snprintf(buf, sizeof buf, "%s.%s", im->module, im->name) < sizeof buf)
            hit = prog_find_module(self, buf, from);
        const char *prefix = buf;
        if (hit < 0) {
            hit = prog_find_module(self, im->module, from);
            prefix = im->module;
        }
        if (hit >= 0) want_calls(self, f, hit, prefix);
    }
}

static void scan_sets_ready(Program *self) {   /* before any load_file; one thread */
    if (self->scan_sets[0]) return;
    self->scan_sets[0] = scan_set_new(self->arena, LANG_PYTHON, self->scan_words);
    self->scan_sets[1] = scan_set_new(self->arena, LANG_CUDA, self->scan_words);
}

/* The package a relative import of file pf with `dots` leading dots starts from. */
static size_t relative_base(const ProgFile *pf, int dots, char *out, size_t cap) {
    if (!pf->module) return 0;
    size_t n = strlen(pf->module);
    if (n >= cap) return 0;
    memcpy(out, pf->module, n + 1);
    const char *base = strrchr(pf->path, '/');
    bool pkg = !strcmp(base ? base + 1 : pf->path, "__init__.py");
    for (int up = pkg ? 1 : 0; up < dots; up++) {   /* a module's own name goes first, then one package per dot */
        char *d = strrchr(out, '.');
        if (!d) { if (up + 1 < dots) return 0; out[0] = 0; return 1; }
        *d = 0;
    }
    return strlen(out) + 1;
}

/* `from M import a, b as c` statements in candidate file i's text (anywhere: imports inside a
 * function count too): module M, parsed in part, parses a and b (partial parsing). Read from the
 * text before any candidate is parsed, so a candidate imported by another is parsed once. */
typedef struct ModAlias { const char *name; size_t len; int32_t file; } ModAlias;
typedef Array(ModAlias) ModAliasArray;

/* The next statement of t[.. e) from *p on that starts with keyword kw (after indentation, at a
 * line start or after `;`) and a blank: the position after kw, NULL when there is none. */
static const char *next_stmt(const char *t, const char **p, const char *e, const char *kw, size_t kl) {
    while (*p < e) {
        const char *f = memmem(*p, (size_t)(e - *p), kw, kl);
        if (!f) break;
        *p = f + kl;
        const char *l = f;
        while (l > t && (l[-1] == ' ' || l[-1] == '\t')) l--;
        if ((l > t && l[-1] != '\n' && l[-1] != ';') || *p >= e || (**p != ' ' && **p != '\t')) continue;
        return *p;
    }
    return NULL;
}

/* ` as NAME` at q (blanks first): q moves past it and [*as, *ae) is NAME; false (q unchanged) if none. */
static bool alias_at(const char **q, const char *e, const char **as, const char **ae) {
    const char *r = *q;
    while (r < e && (*r == ' ' || *r == '\t')) r++;
    if (e - r <= 3 || strncmp(r, "as", 2) || (r[2] != ' ' && r[2] != '\t')) return false;
    r += 3;
    while (r < e && (*r == ' ' || *r == '\t')) r++;
    *as = r;
    while (r < e && ident_byte(*r)) r++;
    *ae = r;
    *q = r;
    return true;
}

static void iw_add(Arena *a, ImportWantArray *out, int32_t file, const char *name, size_t n) {
    ImportWant w = {file, arena_strndup(a, name, n)};
    array_push(a, out, w);
}

/* `import a.b.c [as m], d` statements: the project modules they bind (`a.b.c` or `m`). */
static void text_plain_imports(const Program *self, int32_t i, const char *t, uint32_t n, Arena *a, ModAliasArray *out) {
    for (const char *p = t, *e = t + n; next_stmt(t, &p, e, "import", 6);) {
        const char *q = p;
        while (q < e && *q != '\n' && *q != ';' && *q != '#') {
            while (q < e && (*q == ' ' || *q == '\t' || *q == ',')) q++;
            const char *ms = q;
            while (q < e && (ident_byte(*q) || *q == '.')) q++;
            if (q == ms) break;
            const char *me = q, *as = ms, *ae = me;
            alias_at(&q, e, &as, &ae);
            while (q < e && (*q == ' ' || *q == '\t')) q++;
            char mod[512];
            if ((size_t)(me - ms) >= sizeof mod || ae == as) continue;
            memcpy(mod, ms, (size_t)(me - ms));
            mod[me - ms] = 0;
            int32_t m = prog_find_module(self, mod, i);
            if (m >= 0) array_push(a, out, ((ModAlias){as, (size_t)(ae - as), m}));
        }
        p = q;
    }
}

/* `alias.NAME` in the text, for each module alias: the module parses NAME (partial parsing). */
static void text_module_attrs(const char *t, uint32_t n, const ModAliasArray *al, Arena *wa, ImportWantArray *out) {
    if (!al->size) return;
    for (const char *p = t, *e = t + n; p < e;) {
        if (!ident_byte(*p) || (*p >= '0' && *p <= '9') || (p > t && (ident_byte(p[-1]) || p[-1] == '.'))) { p++; continue; }
        const char *s = p;
        while (p < e && (ident_byte(*p) || *p == '.')) p++;
        for (uint32_t k = 0; k < al->size; k++) {
            const ModAlias *m = &al->contents[k];
            if ((size_t)(p - s) <= m->len + 1 || memcmp(s, m->name, m->len) || s[m->len] != '.') continue;
            const char *c = s + m->len + 1, *ce = c;
            while (ce < p && *ce != '.') ce++;
            if (ce == c || (size_t)(ce - c) >= 256) continue;
            iw_add(wa, out, m->file, c, (size_t)(ce - c));
        }
    }
}

/* Reads nothing that changes while the pool runs (the module index, files' paths and module
 * names): safe on any thread. The wants go to `out`, in `wa`. */
static void text_imports(const Program *self, int32_t i, const char *t, uint32_t n, Arena *wa, ImportWantArray *out) {
    const ProgFile *pf = self->files.contents[i];
    char mod[512], full[1024];
    Arena a;
    arena_init(&a);
    ModAliasArray aliases = {0};
    text_plain_imports(self, i, t, n, &a, &aliases);
    for (const char *p = t, *e = t + n; next_stmt(t, &p, e, "from", 4);) {
        const char *q = p;
        while (q < e && (*q == ' ' || *q == '\t')) q++;
        int dots = 0;
        while (q < e && *q == '.') { dots++; q++; }
        const char *ms = q;
        while (q < e && (*q == '_' || *q == '.' || (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9'))) q++;
        size_t ml = (size_t)(q - ms);
        while (q < e && (*q == ' ' || *q == '\t')) q++;
        if (e - q < 7 || strncmp(q, "import", 6) || (q[6] != ' ' && q[6] != '(' && q[6] != '\t')) continue;
        q += 6;
        if (dots) {
            size_t bl = relative_base(pf, dots, mod, sizeof mod);
            if (!bl || bl + ml + 2 >= sizeof mod) continue;
            if (ml) {
                size_t k = strlen(mod);
                if (k) mod[k++] = '.';
                memcpy(mod + k, ms, ml);
                mod[k + ml] = 0;
            }
        } else {
            if (!ml || ml >= sizeof mod) continue;
            memcpy(mod, ms, ml);
            mod[ml] = 0;
        }
        if (!mod[0]) continue;
        int32_t m = prog_find_module(self, mod, i);
        /* the names: `a, b as c`, `(a,\n b)`, with backslash continuations */
        bool paren = false;
        while (q < e) {
            while (q < e && (*q == ' ' || *q == '\t' || *q == ',' || (*q == '\\' && q + 1 < e && q[1] == '\n') ||
                             (paren && (*q == '\n' || *q == '\r')) || (*q == '\n' && q > t && q[-1] == '\\'))) q++;
            if (q < e && *q == '(' && !paren) { paren = true; q++; continue; }
            if (q >= e || *q == '\n' || *q == ')' || *q == ';' || *q == '#') break;
            const char *ns = q;
            while (q < e && ident_byte(*q)) q++;
            if (q == ns) break;
            size_t nl = (size_t)(q - ns);
            if (nl < 256 && !(nl == 2 && !strncmp(ns, "as", 2))) {
                char name[256];
                memcpy(name, ns, nl);
                name[nl] = 0;
                /* a submodule (`from pkg import mod`) is a file of its own (its `mod.NAME` are
                 * wanted below); else a name of M */
                int32_t sub = (size_t)snprintf(full, sizeof full, "%s.%s", mod, name) < sizeof full ? prog_find_module(self, full, i) : -1;
                const char *as = ns, *ae = q;
                alias_at(&q, e, &as, &ae);
                if (sub >= 0) {
                    if (ae > as) array_push(&a, &aliases, ((ModAlias){as, (size_t)(ae - as), sub}));
                } else if (m >= 0) iw_add(wa, out, m, name, nl);
            } else {
                const char *as, *ae;
                alias_at(&q, e, &as, &ae);
            }
        }
        p = q;
    }
    text_module_attrs(t, n, &aliases, wa, out);
    arena_fini(&a);
}

/* The wants a candidate's imports found (text_imports), asked of the modules not parsed yet. */
static void import_wants_apply(Program *self, const ProgFile *pf) {
    for (uint32_t k = 0; k < pf->niwants; k++) {
        const ImportWant *w = &pf->iwants[k];
        if (self->files.contents[w->file]->state == PF_NEW) prog_want(self, w->file, w->name);
    }
}

void prog_parse_all(Program *self) {
    scan_sets_ready(self);
    /* The first C/C++ file goes first: the thread that takes it loads libclang (~80 ms, once per
     * process; not at all when its IR comes from the cache) while the others scan Python files,
     * instead of all of them waiting for the load at the first C/C++ files they reach. */
    int32_t *order = hl_calloc(self->files.size ? self->files.size : 1, sizeof *order);
    uint32_t no = 0;
    int32_t c_first = -1;
    for (uint32_t i = 0; i < self->files.size && c_first < 0; i++)
        if (self->files.contents[i]->lang > LANG_PYTHON) c_first = (int32_t)i;
    if (c_first >= 0) order[no++] = c_first;
    for (uint32_t i = 0; i < self->files.size; i++)
        if ((int32_t)i != c_first) order[no++] = (int32_t)i;
    /* Root candidates: read and scanned on the pool; Python ones are parsed only after the names
     * every candidate imports from the others are known (partial parsing), then on the pool. */
    self->defer = self->partial;
    self->scan_first = true;
    pool_run(self, order, no);
    self->scan_first = false;
    free(order);
    self->defer = false;
    if (self->partial) {
        Arena a;
        arena_init(&a);
        I32Array later = {0};
        for (uint32_t i = 0; i < self->files.size; i++) {
            ProgFile *pf = self->files.contents[i];
            if (!pf->loaded) continue;
            import_wants_apply(self, pf);
            pf->iwants = NULL;
            pf->niwants = 0;
            array_push(&a, &later, (int32_t)i);
        }
        pool_run(self, later.contents, later.size);
        arena_fini(&a);
    }
    /* What the candidates import, asked for by name (partial parsing) before anything else is
     * parsed: the modules themselves are parsed only when an analysis round reaches them. */
    for (uint32_t i = 0; i < self->files.size; i++) {
        const ProgFile *pf = self->files.contents[i];
        if (pf->state == PF_PARSED && pf->lang == LANG_PYTHON) want_imports(self, pf->ir, (int32_t)i);
    }
}

static int cmp_i32(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

bool prog_parse_frontier(Program *self) {
    if (!self->frontier.size) return false;
    scan_sets_ready(self);
    /* in file order, so what a worker parses (and the statistics) do not depend on -j or on
     * the order the analysis asked */
    int32_t *v = self->frontier.contents;
    uint32_t n = self->frontier.size;
    qsort(v, n, sizeof *v, cmp_i32);
    pool_run(self, v, n);
    for (uint32_t i = 0; i < n; i++) {
        ProgFile *pf = self->files.contents[v[i]];
        pf->queued = false;
        if (pf->state == PF_PARSED && pf->lang == LANG_PYTHON) want_imports(self, pf->ir, v[i]);
    }
    self->frontier.size = 0;
    self->frontier_rounds++;
    return true;
}

bool prog_want(Program *self, int32_t i, const char *name) {
    if (!self->partial || i < 0 || (uint32_t)i >= self->files.size || !name || !*name) return false;
    ProgFile *pf = self->files.contents[i];
    if (pf->lang != LANG_PYTHON) return false;
    if (pf->state == PF_NEW) {
        if (self->debug_partial) fprintf(stderr, "partial: %s wants %s\n", pf->path, name);
        for (uint32_t k = 0; k < pf->wants.size; k++)
            if (!strcmp(pf->wants.contents[k], name)) return false;
        array_push(self->arena, &pf->wants, arena_strdup(self->arena, name));
        return false;
    }
    if (pf->state != PF_PARSED || !pf->chunks || !pf->ir || !pf->ir->src) return false;
    if (!pychunk_keep_name(pf->chunks, pf->ir->src->text, name, strlen(name))) return false;
    if (self->debug_partial) fprintf(stderr, "partial: %s needs %s\n", pf->path, name);
    pf->reparse = true;
    return true;
}

/* Parses the files in `list` again, each with its current chunk set (all of it when it has
 * none), on the pool. */
static void reparse_files(Program *self, const int32_t *list, uint32_t n) {
    Arena *old = hl_calloc(n ? n : 1, sizeof *old);
    int32_t *go = hl_calloc(n ? n : 1, sizeof *go);
    uint32_t m = 0;
    for (uint32_t k = 0; k < n; k++) {
        ProgFile *pf = self->files.contents[list[k]];
        if (pf->state != PF_PARSED || !pf->ir || !pf->ir->src) continue;
        old[m] = pf->arena;
        arena_init(&pf->arena);
        pf->loaded = source_copy(&pf->arena, pf->ir->src);
        pf->ir = NULL;
        pf->state = PF_NEW;
        go[m++] = list[k];
    }
    scan_sets_ready(self);
    pool_run(self, go, m);
    for (uint32_t k = 0; k < m; k++) arena_fini(&old[k]);
    self->reparses += m;
    free(old);
    free(go);
}

bool prog_reparse_pending(const Program *self) {
    for (uint32_t i = 0; i < self->files.size; i++)
        if (self->files.contents[i]->reparse) return true;
    return false;
}

bool prog_reparse(Program *self) {
    I32Array list = {0};
    for (uint32_t i = 0; i < self->files.size; i++) {
        ProgFile *pf = self->files.contents[i];
        if (!pf->reparse) continue;
        pf->reparse = false;
        array_push(self->arena, &list, (int32_t)i);
    }
    reparse_files(self, list.contents, list.size);
    return list.size > 0;
}

void prog_parse_whole(Program *self) {
    bool was = self->partial;
    self->partial = false;
    I32Array list = {0};
    for (uint32_t i = 0; i < self->files.size; i++) {
        ProgFile *pf = self->files.contents[i];
        pf->reparse = false;
        if (!pf->chunks) continue;
        drop_chunks(pf);
        array_push(self->arena, &list, (int32_t)i);
    }
    reparse_files(self, list.contents, list.size);
    self->partial = was;
}

IrFile *prog_ir(Program *self, int32_t i) {
    if (i < 0 || (uint32_t)i >= self->files.size) return NULL;
    ProgFile *pf = self->files.contents[i];
    if (pf->state == PF_PARSED) return pf->ir;   /* (touches nothing: the rules call this from several threads) */
    if (pf->state == PF_FAILED) return NULL;
    if (pf->state == PF_NEW && self->frontier_mode) {
        if (!pf->queued) { pf->queued = true; array_push(self->arena, &self->frontier, i); }
        return NULL;
    }
    if (!self->lazy) self->lazy = arena_alloc(self->arena, sizeof(Worker));
    scan_sets_ready(self);
    if (pf->state == PF_NEW) load_file(self, i, self->lazy, false);
    return pf->state == PF_PARSED ? pf->ir : NULL;
}
