/*
 * cache.c — the result cache (see cache.h): entry files, the IR and diagnostics codecs, keys.
 *
 * Entry file: "HLC1" | u32 kind | u64 key.lo | u64 key.hi | u64 payload length | payload |
 * u64 xxh64(payload). Integers little-endian as the host writes them (the salt holds the
 * executable's identity, so a cache is never read by another build). Strings in a payload are
 * u32 length+1 then the bytes (0 = NULL).
 *
 * Keys are XXH3-128 over length-prefixed parts. The salt (cache_open) covers the cache format,
 * the caller's parts (version, options), the executable's size and mtime and the files of the
 * CUDA header folder, so a rebuilt hotlint never reads an older build's entries.
 */
#include "cache.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

#include "core/str.h"

#define CACHE_FORMAT "hotlint-cache-3"
enum { KIND_IR = 1, KIND_RUN = 2 };

/* Adding a field to one of these structs changes its size: update the codec below, then these
 * numbers (LP64 sizes; the check is skipped elsewhere). */
#if UINTPTR_MAX == 0xFFFFFFFFFFFFFFFFu
_Static_assert(sizeof(IrFunc) == 112, "IrFunc changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrSite) == 120, "IrSite changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrArg) == 32, "IrArg changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrRegion) == 80, "IrRegion changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrClass) == 112 && sizeof(IrAttr) == 48, "IrClass changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrImport) == 56 && sizeof(IrComment) == 32, "IrImport changed: update the IR codec in cache.c");
_Static_assert(sizeof(IrFile) == 208, "IrFile changed: update the IR codec in cache.c");
_Static_assert(sizeof(Diag) == 232, "Diag changed: update the run codec in cache.c");
#endif

typedef struct DepStat { const char *path; int64_t size, mtime_ns, ctime_ns; } DepStat;

struct Cache {
    Arena *arena;
    const char *dir;
    XXH64_hash_t salt_lo, salt_hi;
    CuFeOptions cu;
    pthread_mutex_t mu;              /* deps and the temp-file counter */
    Array(DepStat) deps;             /* files read to key C/C++ IR (includes, compile_commands.json) */
    atomic_uint ir_hits, ir_misses, ir_stored;
    uint32_t tmp_seq;
    int run_state;
};

/* ---- key building ---- */

static void h_part(XXH3_state_t *st, const void *p, size_t n) {
    uint64_t len = n;
    XXH3_128bits_update(st, &len, sizeof len);
    if (n) XXH3_128bits_update(st, p, n);
}
static void h_str(XXH3_state_t *st, const char *s) {
    if (!s) { uint64_t none = UINT64_MAX; XXH3_128bits_update(st, &none, sizeof none); return; }
    h_part(st, s, strlen(s));
}
static void h_u64(XXH3_state_t *st, uint64_t v) { XXH3_128bits_update(st, &v, sizeof v); }

static int64_t ns_of(struct timespec t) { return (int64_t)t.tv_sec * 1000000000LL + t.tv_nsec; }

static void h_stat(XXH3_state_t *st, const char *path) {
    struct stat sb;
    if (stat(path, &sb) != 0) { h_u64(st, UINT64_MAX); return; }
    h_u64(st, (uint64_t)sb.st_size);
    h_u64(st, (uint64_t)ns_of(sb.st_mtim));
    h_u64(st, (uint64_t)ns_of(sb.st_ctim));
    h_u64(st, (uint64_t)sb.st_ino);
}

static int cmp_cstr(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* ---- files ---- */

static int mkdir_p(const char *path) {
    char buf[4096];
    size_t n = strlen(path);
    if (n >= sizeof buf) return -1;
    memcpy(buf, path, n + 1);
    for (char *p = buf + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(buf, 0777) != 0 && errno != EEXIST) return -1;
        *p = '/';
    }
    return mkdir(buf, 0777) != 0 && errno != EEXIST ? -1 : 0;
}

static void write_small(const char *path, const char *text) {
    struct stat sb;
    if (stat(path, &sb) == 0) return;
    FILE *f = fopen(path, "w");
    if (!f) return;
    fputs(text, f);
    fclose(f);
}

static const char *entry_path(const Cache *c, char *buf, size_t n, int kind, uint64_t lo, uint64_t hi) {
    snprintf(buf, n, "%s/%s/%02x/%016llx%016llx", c->dir, kind == KIND_IR ? "ir" : "run", (unsigned)(hi >> 56),
             (unsigned long long)hi, (unsigned long long)lo);
    return buf;
}

/* Reads a whole entry; returns its payload (malloc'd, caller frees) or NULL. */
static char *entry_read(const Cache *c, int kind, uint64_t lo, uint64_t hi, size_t *out_n) {
    char path[4352];
    entry_path(c, path, sizeof path, kind, lo, hi);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return NULL;
    struct stat sb;
    char *buf = NULL;
    if (fstat(fd, &sb) != 0 || sb.st_size < 36 || sb.st_size > (1LL << 31)) goto bad;
    size_t n = (size_t)sb.st_size;
    buf = hl_malloc(n);
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, buf + got, n - got);
        if (r <= 0) goto bad;
        got += (size_t)r;
    }
    close(fd);
    fd = -1;
    uint32_t kind_in;
    uint64_t klo, khi, plen, sum;
    memcpy(&kind_in, buf + 4, 4);
    memcpy(&klo, buf + 8, 8);
    memcpy(&khi, buf + 16, 8);
    memcpy(&plen, buf + 24, 8);
    if (memcmp(buf, "HLC1", 4) || kind_in != (uint32_t)kind || klo != lo || khi != hi || plen != n - 40) goto bad;
    memcpy(&sum, buf + 32 + plen, 8);
    if (XXH64(buf + 32, plen, 0) != sum) goto bad;
    memmove(buf, buf + 32, plen);
    *out_n = plen;
    return buf;
bad:
    if (fd >= 0) close(fd);
    free(buf);
    return NULL;
}

/* Writes an entry atomically (temp file + rename). Failures are silent: a cache is optional. */
static bool entry_write(Cache *c, int kind, uint64_t lo, uint64_t hi, const StrBuf *payload) {
    char path[4352], tmp[4400];
    entry_path(c, path, sizeof path, kind, lo, hi);
    pthread_mutex_lock(&c->mu);
    uint32_t seq = ++c->tmp_seq;
    pthread_mutex_unlock(&c->mu);
    snprintf(tmp, sizeof tmp, "%s/tmp/%ld.%u.%llx", c->dir, (long)getpid(), seq, (unsigned long long)lo);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) return false;
    uint32_t k = (uint32_t)kind;
    uint64_t plen = payload->len, sum = XXH64(payload->data, payload->len, 0);
    char head[32];
    memcpy(head, "HLC1", 4);
    memcpy(head + 4, &k, 4);
    memcpy(head + 8, &lo, 8);
    memcpy(head + 16, &hi, 8);
    memcpy(head + 24, &plen, 8);
    bool ok = write(fd, head, sizeof head) == (ssize_t)sizeof head &&
              (!plen || write(fd, payload->data, plen) == (ssize_t)plen) && write(fd, &sum, 8) == 8;
    ok = close(fd) == 0 && ok;
    if (ok) {
        char *slash = strrchr(path, '/');
        *slash = 0;
        if (mkdir(path, 0777) != 0 && errno != EEXIST) ok = false;
        *slash = '/';
    }
    if (!ok || rename(tmp, path) != 0) { unlink(tmp); return false; }
    return true;
}

Cache *cache_open(Arena *run, const char *dir, const char *const *salt_parts, const CuFeOptions *cu, const char **why) {
    char buf[4400];
    if (!dir || !*dir || strlen(dir) > 4000) { *why = "no cache folder"; return NULL; }
    static const char *const subs[] = {"tmp", "ir", "run"};
    for (int i = 0; i < 3; i++) {
        snprintf(buf, sizeof buf, "%s/%s", dir, subs[i]);
        if (mkdir_p(buf) != 0) { *why = strerror(errno); return NULL; }
    }
    snprintf(buf, sizeof buf, "%s/tmp/.probe.%ld", dir, (long)getpid());
    int fd = open(buf, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) { *why = strerror(errno); return NULL; }
    close(fd);
    unlink(buf);
    snprintf(buf, sizeof buf, "%s/.gitignore", dir);
    write_small(buf, "# created by hotlint: the result cache, safe to delete\n*\n");
    snprintf(buf, sizeof buf, "%s/CACHEDIR.TAG", dir);
    write_small(buf, "Signature: 8a477f597d28d172789f06886806bc55\n# This file is a cache directory tag created by hotlint.\n");

    Cache *c = arena_alloc(run, sizeof *c);
    c->arena = run;
    c->dir = arena_strdup(run, dir);
    if (cu) c->cu = *cu;
    pthread_mutex_init(&c->mu, NULL);
    XXH3_state_t *st = XXH3_createState();
    XXH3_128bits_reset(st);
    h_str(st, CACHE_FORMAT);
    for (uint32_t i = 0; salt_parts && salt_parts[i]; i++) h_str(st, salt_parts[i]);
    h_stat(st, "/proc/self/exe");
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) { exe[n] = 0; h_str(st, exe); h_stat(st, exe); }
    if (cu && cu->include_dir) {   /* hotlint's own CUDA declarations shape every C/C++ IR */
        h_str(st, cu->include_dir);
        DIR *d = opendir(cu->include_dir);
        if (d) {
            StrArray names = {0};
            struct dirent *e;
            while ((e = readdir(d))) if (e->d_name[0] != '.') array_push(run, &names, arena_strdup(run, e->d_name));
            closedir(d);
            qsort(names.contents, names.size, sizeof *names.contents, cmp_cstr);
            for (uint32_t i = 0; i < names.size; i++) {
                snprintf(buf, sizeof buf, "%s/%s", cu->include_dir, names.contents[i]);
                h_str(st, names.contents[i]);
                h_stat(st, buf);
            }
        }
        h_str(st, cu->cuda_path);
        h_str(st, cu->compile_commands_dir);
    }
    XXH128_hash_t h = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    c->salt_lo = h.low64;
    c->salt_hi = h.high64;
    return c;
}

const char *cache_path(const Cache *self) { return self->dir; }

CacheCounts cache_counts(const Cache *self) {
    CacheCounts k = {0};
    if (!self) return k;
    k.ir_hits = atomic_load(&((Cache *)self)->ir_hits);
    k.ir_misses = atomic_load(&((Cache *)self)->ir_misses);
    k.ir_stored = atomic_load(&((Cache *)self)->ir_stored);
    k.run = self->run_state;
    return k;
}

void cache_note_run(Cache *self, int run_state) { if (self) self->run_state = run_state; }

/* ---- payload writer / reader ---- */

static void w_raw(StrBuf *w, const void *p, size_t n) { sb_append(w, p, n); }
static void w_u32(StrBuf *w, uint32_t v) { w_raw(w, &v, 4); }
static void w_i32(StrBuf *w, int32_t v) { w_raw(w, &v, 4); }
static void w_u64(StrBuf *w, uint64_t v) { w_raw(w, &v, 8); }
static void w_f64(StrBuf *w, double v) { w_raw(w, &v, 8); }
static void w_str(StrBuf *w, const char *s) {
    if (!s) { w_u32(w, 0); return; }
    size_t n = strlen(s);
    w_u32(w, (uint32_t)n + 1);
    w_raw(w, s, n);
}
static void w_strs(StrBuf *w, const StrArray *a) {
    w_u32(w, a->size);
    for (uint32_t i = 0; i < a->size; i++) w_str(w, a->contents[i]);
}
/* Locs: the path is usually the file's own; 0 = that, 1 = NULL, 2 = an explicit string */
static void w_loc(StrBuf *w, const Loc *l, const char *own) {
    if (l->path == own || (l->path && own && !strcmp(l->path, own))) w_u32(w, 0);
    else if (!l->path) w_u32(w, 1);
    else { w_u32(w, 2); w_str(w, l->path); }
    w_u32(w, l->line); w_u32(w, l->col); w_u32(w, l->end_line); w_u32(w, l->end_col);
}

typedef struct Rd {
    const char *p, *end;
    Arena *a;
    bool bad;
} Rd;

static void r_raw(Rd *r, void *out, size_t n) {
    if (r->bad || (size_t)(r->end - r->p) < n) { r->bad = true; memset(out, 0, n); return; }
    memcpy(out, r->p, n);
    r->p += n;
}
static uint32_t r_u32(Rd *r) { uint32_t v; r_raw(r, &v, 4); return v; }
static int32_t r_i32(Rd *r) { int32_t v; r_raw(r, &v, 4); return v; }
static uint64_t r_u64(Rd *r) { uint64_t v; r_raw(r, &v, 8); return v; }
static double r_f64(Rd *r) { double v; r_raw(r, &v, 8); return v; }
static const char *r_str(Rd *r) {
    uint32_t n = r_u32(r);
    if (!n || r->bad) return NULL;
    if ((size_t)(r->end - r->p) < n - 1) { r->bad = true; return NULL; }
    const char *s = arena_strndup(r->a, r->p, n - 1);
    r->p += n - 1;
    return s;
}
/* a count of elements each at least `min` bytes: bounded by what is left, so a corrupt count
 * cannot make a huge allocation */
static uint32_t r_count(Rd *r, size_t min) {
    uint32_t n = r_u32(r);
    if (r->bad || (uint64_t)n * min > (uint64_t)(r->end - r->p)) { r->bad = true; return 0; }
    return n;
}
static void r_strs(Rd *r, StrArray *a) {
    uint32_t n = r_count(r, 4);
    a->size = a->capacity = n;
    a->contents = n ? arena_alloc(r->a, n * sizeof *a->contents) : NULL;
    for (uint32_t i = 0; i < n; i++) a->contents[i] = r_str(r);
}
static void r_loc(Rd *r, Loc *l, const char *own) {
    uint32_t tag = r_u32(r);
    l->path = tag == 0 ? own : tag == 1 ? NULL : r_str(r);
    l->line = r_u32(r); l->col = r_u32(r); l->end_line = r_u32(r); l->end_col = r_u32(r);
}
#define R_ARRAY(r, arr, min) do { \
        uint32_t n_ = r_count((r), (min)); \
        (arr).size = (arr).capacity = n_; \
        (arr).contents = n_ ? arena_alloc((r)->a, n_ * sizeof *(arr).contents) : NULL; \
    } while (0)

/* ---- IR codec ---- */

static void ir_encode(StrBuf *w, const IrFile *f) {
    const char *own = f->path;
    w_u32(w, (uint32_t)f->lang);
    w_u32(w, f->syntax_errors); w_loc(w, &f->error_loc, own);
    w_u32(w, f->depth_limited); w_loc(w, &f->depth_loc, own);
    w_u32(w, f->funcs.size);
    for (uint32_t i = 0; i < f->funcs.size; i++) {
        const IrFunc *x = &f->funcs.contents[i];
        w_str(w, x->name); w_str(w, x->qualname); w_i32(w, x->cls); w_i32(w, x->parent); w_u32(w, x->flags);
        w_strs(w, &x->decorators); w_strs(w, &x->params); w_loc(w, &x->loc, own); w_loc(w, &x->body, own);
    }
    w_u32(w, f->classes.size);
    for (uint32_t i = 0; i < f->classes.size; i++) {
        const IrClass *x = &f->classes.contents[i];
        w_str(w, x->name); w_str(w, x->qualname); w_strs(w, &x->bases);
        w_u32(w, x->attrs.size);
        for (uint32_t k = 0; k < x->attrs.size; k++) {
            const IrAttr *t = &x->attrs.contents[k];
            w_str(w, t->name); w_str(w, t->type); w_u32(w, (uint32_t)t->kind); w_loc(w, &t->loc, own);
        }
        w_strs(w, &x->seed_waivers); w_loc(w, &x->seed_loc, own); w_loc(w, &x->loc, own);
    }
    w_u32(w, f->regions.size);
    for (uint32_t i = 0; i < f->regions.size; i++) {
        const IrRegion *x = &f->regions.contents[i];
        w_u32(w, (uint32_t)x->kind); w_i32(w, x->parent); w_i32(w, x->func); w_loc(w, &x->loc, own);
        w_u32(w, (uint32_t)x->timer); w_i32(w, x->start_site); w_i32(w, x->end_site); w_str(w, x->guard);
        w_u32(w, (uint32_t)x->cold); w_str(w, x->trip);
    }
    w_u32(w, f->sites.size);
    for (uint32_t i = 0; i < f->sites.size; i++) {
        const IrSite *x = &f->sites.contents[i];
        w_u32(w, (uint32_t)x->kind); w_u32(w, x->flags); w_i32(w, x->func); w_i32(w, x->region); w_loc(w, &x->loc, own);
        w_str(w, x->callee); w_str(w, x->qual); w_str(w, x->method); w_str(w, x->recv); w_u32(w, (uint32_t)x->recv_kind);
        w_str(w, x->recv_type);
        w_u32(w, x->args.size);
        for (uint32_t k = 0; k < x->args.size; k++) {
            const IrArg *g = &x->args.contents[k];
            w_str(w, g->name); w_str(w, g->text); w_u32(w, (uint32_t)g->kind); w_i32(w, g->func); w_str(w, g->num);
        }
        w_u32(w, (uint32_t)x->result_kind); w_str(w, x->assigned_to);
    }
    w_u32(w, f->imports.size);
    for (uint32_t i = 0; i < f->imports.size; i++) {
        const IrImport *x = &f->imports.contents[i];
        w_str(w, x->module); w_str(w, x->name); w_str(w, x->alias); w_i32(w, x->func); w_loc(w, &x->loc, own);
    }
    w_u32(w, f->comments.size);
    for (uint32_t i = 0; i < f->comments.size; i++) {
        w_str(w, f->comments.contents[i].text);
        w_loc(w, &f->comments.contents[i].loc, own);
    }
    w_strs(w, &f->includes);
}

static IrFile *ir_decode(Rd *r, const Source *src, const char *module) {
    IrFile *f = ir_file_new(r->a, src);
    f->module = module;
    const char *own = f->path;
    f->lang = (Lang)r_u32(r);
    f->syntax_errors = r_u32(r) != 0; r_loc(r, &f->error_loc, own);
    f->depth_limited = r_u32(r) != 0; r_loc(r, &f->depth_loc, own);
    R_ARRAY(r, f->funcs, 40);
    for (uint32_t i = 0; i < f->funcs.size; i++) {
        IrFunc *x = &f->funcs.contents[i];
        x->name = r_str(r); x->qualname = r_str(r); x->cls = r_i32(r); x->parent = r_i32(r); x->flags = r_u32(r);
        r_strs(r, &x->decorators); r_strs(r, &x->params); r_loc(r, &x->loc, own); r_loc(r, &x->body, own);
    }
    R_ARRAY(r, f->classes, 32);
    for (uint32_t i = 0; i < f->classes.size; i++) {
        IrClass *x = &f->classes.contents[i];
        x->name = r_str(r); x->qualname = r_str(r); r_strs(r, &x->bases);
        R_ARRAY(r, x->attrs, 24);
        for (uint32_t k = 0; k < x->attrs.size; k++) {
            IrAttr *t = &x->attrs.contents[k];
            t->name = r_str(r); t->type = r_str(r); t->kind = (IrKind)r_u32(r); r_loc(r, &t->loc, own);
        }
        r_strs(r, &x->seed_waivers); r_loc(r, &x->seed_loc, own); r_loc(r, &x->loc, own);
    }
    R_ARRAY(r, f->regions, 48);
    for (uint32_t i = 0; i < f->regions.size; i++) {
        IrRegion *x = &f->regions.contents[i];
        x->kind = (IrRegionKind)r_u32(r); x->parent = r_i32(r); x->func = r_i32(r); r_loc(r, &x->loc, own);
        x->timer = (IrTimerKind)r_u32(r); x->start_site = r_i32(r); x->end_site = r_i32(r); x->guard = r_str(r);
        x->cold = (IrColdReason)r_u32(r); x->trip = r_str(r);
    }
    R_ARRAY(r, f->sites, 64);
    for (uint32_t i = 0; i < f->sites.size; i++) {
        IrSite *x = &f->sites.contents[i];
        x->kind = (IrSiteKind)r_u32(r); x->flags = r_u32(r); x->func = r_i32(r); x->region = r_i32(r); r_loc(r, &x->loc, own);
        x->callee = r_str(r); x->qual = r_str(r); x->method = r_str(r); x->recv = r_str(r); x->recv_kind = (IrKind)r_u32(r);
        x->recv_type = r_str(r);
        R_ARRAY(r, x->args, 20);
        for (uint32_t k = 0; k < x->args.size; k++) {
            IrArg *g = &x->args.contents[k];
            g->name = r_str(r); g->text = r_str(r); g->kind = (IrKind)r_u32(r); g->func = r_i32(r); g->num = r_str(r);
        }
        x->result_kind = (IrKind)r_u32(r); x->assigned_to = r_str(r);
    }
    R_ARRAY(r, f->imports, 32);
    for (uint32_t i = 0; i < f->imports.size; i++) {
        IrImport *x = &f->imports.contents[i];
        x->module = r_str(r); x->name = r_str(r); x->alias = r_str(r); x->func = r_i32(r); r_loc(r, &x->loc, own);
    }
    R_ARRAY(r, f->comments, 24);
    for (uint32_t i = 0; i < f->comments.size; i++) {
        f->comments.contents[i].text = r_str(r);
        r_loc(r, &f->comments.contents[i].loc, own);
    }
    r_strs(r, &f->includes);
    if (r->p != r->end) r->bad = true;
    /* indices must stay inside their arrays: a corrupt entry must not become a wild read later */
    int32_t nf = (int32_t)f->funcs.size, nc = (int32_t)f->classes.size, nr = (int32_t)f->regions.size, ns = (int32_t)f->sites.size;
    for (int32_t i = 0; i < nf && !r->bad; i++) {
        const IrFunc *x = &f->funcs.contents[i];
        if (x->cls < -1 || x->cls >= nc || x->parent < -1 || x->parent >= nf) r->bad = true;
    }
    for (int32_t i = 0; i < nr && !r->bad; i++) {
        const IrRegion *x = &f->regions.contents[i];
        if (x->parent < -1 || x->parent >= nr || x->func < -1 || x->func >= nf || x->start_site < -1 ||
            x->start_site >= ns || x->end_site < -1 || x->end_site >= ns) r->bad = true;
    }
    for (int32_t i = 0; i < ns && !r->bad; i++) {
        const IrSite *x = &f->sites.contents[i];
        if (x->func < -1 || x->func >= nf || x->region < -1 || x->region >= nr) r->bad = true;
        for (uint32_t k = 0; k < x->args.size && !r->bad; k++)
            if (x->args.contents[k].func < -1 || x->args.contents[k].func >= nf) r->bad = true;
    }
    for (uint32_t i = 0; i < f->imports.size && !r->bad; i++)
        if (f->imports.contents[i].func < -1 || f->imports.contents[i].func >= nf) r->bad = true;
    return r->bad ? NULL : f;
}

/* ---- C/C++ dependencies: quoted includes (transitively, relative to the including file)
 * and the compile_commands.json files cufe would look at ---- */

static void note_dep(Cache *c, const char *path) {
    struct stat sb;
    DepStat d = {.path = NULL, .size = -1};
    if (stat(path, &sb) == 0) { d.size = sb.st_size; d.mtime_ns = ns_of(sb.st_mtim); d.ctime_ns = ns_of(sb.st_ctim); }
    pthread_mutex_lock(&c->mu);
    for (uint32_t i = 0; i < c->deps.size; i++)
        if (!strcmp(c->deps.contents[i].path, path)) { pthread_mutex_unlock(&c->mu); return; }
    d.path = arena_strdup(c->arena, path);
    array_push(c->arena, &c->deps, d);
    pthread_mutex_unlock(&c->mu);
}

static char *slurp(const char *path, size_t max, size_t *n) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = hl_malloc(max + 1);
    *n = fread(buf, 1, max, f);
    buf[*n] = 0;
    fclose(f);
    return buf;
}

static void dir_of(const char *path, char *out, size_t n) {
    const char *slash = strrchr(path, '/');
    if (!slash) snprintf(out, n, ".");
    else snprintf(out, n, "%.*s", (int)(slash - path), path);
}

static void hash_includes(Cache *c, XXH3_state_t *st, const char *text, size_t n, const char *dir, int depth,
                          uint32_t *budget) {
    for (const char *p = text, *end = text + n; p < end && *budget;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *le = nl ? nl : end;
        const char *q = p;
        while (q < le && (*q == ' ' || *q == '\t')) q++;
        if (q < le && *q == '#') {
            q++;
            while (q < le && (*q == ' ' || *q == '\t')) q++;
            if ((size_t)(le - q) > 8 && !strncmp(q, "include", 7)) {
                q += 7;
                while (q < le && (*q == ' ' || *q == '\t')) q++;
                const char *close = q < le && *q == '"' ? memchr(q + 1, '"', (size_t)(le - q - 1)) : NULL;
                if (close && close - q - 1 < 1024) {
                    char path[2200];
                    snprintf(path, sizeof path, "%s/%.*s", dir, (int)(close - q - 1), q + 1);
                    (*budget)--;
                    h_str(st, path);
                    note_dep(c, path);
                    size_t hn = 0;
                    char *h = slurp(path, 4u << 20, &hn);
                    if (h) {
                        h_u64(st, XXH3_64bits(h, hn));
                        if (depth < 8) {
                            char sub[2200];
                            dir_of(path, sub, sizeof sub);
                            hash_includes(c, st, h, hn, sub, depth + 1, budget);
                        }
                        free(h);
                    } else h_u64(st, UINT64_MAX);
                }
            }
        }
        p = le + 1;
    }
}

static void hash_c_deps(Cache *c, XXH3_state_t *st, const Source *src) {
    char dir[2200];
    dir_of(src->path, dir, sizeof dir);
    uint32_t budget = 256;
    hash_includes(c, st, src->text, src->len, dir, 0, &budget);
    char p[PATH_MAX + 32];
    if (c->cu.compile_commands_dir) {
        snprintf(p, sizeof p, "%s/compile_commands.json", c->cu.compile_commands_dir);
        note_dep(c, p);
        h_stat(st, p);
        return;
    }
    /* the file's folder and every folder above it (cufe.c looks there) */
    char abs[PATH_MAX];
    if (!realpath(dir, abs)) return;
    for (int k = 0; k < 64; k++) {
        snprintf(p, sizeof p, "%s/compile_commands.json", abs);
        note_dep(c, p);
        h_stat(st, p);
        char *slash = strrchr(abs, '/');
        if (!slash || slash == abs) break;
        *slash = 0;
    }
}

static XXH128_hash_t ir_key(Cache *c, const Source *src, const char *module) {
    XXH3_state_t *st = XXH3_createState();
    XXH3_128bits_reset(st);
    h_u64(st, c->salt_lo);
    h_u64(st, c->salt_hi);
    h_u64(st, (uint64_t)src->lang);
    h_str(st, src->path);
    h_str(st, module);
    h_u64(st, (uint64_t)src->had_bom | (uint64_t)src->had_nul << 1 | (uint64_t)src->invalid_utf8 << 2);
    h_u64(st, XXH3_64bits(src->text, src->len));
    h_u64(st, src->len);
    if (src->lang != LANG_PYTHON) hash_c_deps(c, st, src);
    XXH128_hash_t h = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    return h;
}

IrFile *cache_ir_load(Cache *self, Arena *arena, const Source *src, const char *module, CacheIrKey *key) {
    if (!self || !src) return NULL;
    XXH128_hash_t k = ir_key(self, src, module);
    key->lo = k.low64;
    key->hi = k.high64;
    size_t n = 0;
    char *buf = entry_read(self, KIND_IR, k.low64, k.high64, &n);
    if (!buf) { atomic_fetch_add(&self->ir_misses, 1); return NULL; }
    Rd r = {.p = buf, .end = buf + n, .a = arena};
    IrFile *f = ir_decode(&r, src, module);
    free(buf);
    if (!f) { atomic_fetch_add(&self->ir_misses, 1); return NULL; }
    atomic_fetch_add(&self->ir_hits, 1);
    return f;
}

void cache_ir_store(Cache *self, const CacheIrKey *key, const IrFile *ir) {
    if (!self || !ir) return;
    StrBuf w;
    sb_init(&w);
    ir_encode(&w, ir);
    if (entry_write(self, KIND_IR, key->lo, key->hi, &w)) atomic_fetch_add(&self->ir_stored, 1);
    sb_fini(&w);
}

/* ---- whole runs ---- */

CacheRunKey cache_run_key(Cache *self, const CacheFileStat *files, uint32_t nfiles, const char *const *extra,
                          const char *const *opts) {
    CacheRunKey key = {0};
    if (!self) return key;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    int64_t too_new = ns_of(now) - 2000000000LL;
    bool ok = true;
    XXH3_state_t *st = XXH3_createState();
    XXH3_128bits_reset(st);
    h_u64(st, self->salt_lo);
    h_u64(st, self->salt_hi);
    char cwd[4096];
    h_str(st, getcwd(cwd, sizeof cwd) ? cwd : "?");
    for (uint32_t i = 0; opts && opts[i]; i++) h_str(st, opts[i]);
    h_u64(st, 0xfeedULL);
    for (uint32_t i = 0; extra && extra[i]; i++) { h_str(st, extra[i]); h_stat(st, extra[i]); }
    h_u64(st, nfiles);
    for (uint32_t i = 0; i < nfiles; i++) {
        h_str(st, files[i].path);
        h_str(st, files[i].root);
        h_u64(st, files[i].is_explicit);
        struct stat sb;
        if (stat(files[i].path, &sb) != 0) { h_u64(st, UINT64_MAX); continue; }
        if (ns_of(sb.st_mtim) > too_new) ok = false;   /* ctime is keyed, not trusted-or-not: utime() sets it to now */
        h_u64(st, (uint64_t)sb.st_size);
        h_u64(st, (uint64_t)ns_of(sb.st_mtim));
        h_u64(st, (uint64_t)ns_of(sb.st_ctim));
        h_u64(st, (uint64_t)sb.st_ino);
        h_u64(st, (uint64_t)sb.st_mode);
    }
    XXH128_hash_t h = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    key.lo = h.low64;
    key.hi = h.high64;
    key.valid = ok;
    return key;
}

static void w_diag(StrBuf *w, const Diag *d) {
    w_loc(w, &d->loc, NULL);
    w_str(w, d->code); w_str(w, d->name); w_str(w, d->category); w_u32(w, (uint32_t)d->severity);
    w_str(w, d->message); w_str(w, d->help); w_str(w, d->line_text);
    w_u32(w, (uint32_t)d->root_kind); w_u32(w, (uint32_t)d->is_tool | (uint32_t)d->in_loop << 1 | (uint32_t)d->conditional << 2);
    w_u32(w, d->chain_len);
    for (uint32_t k = 0; k < d->chain_len; k++) { w_str(w, d->chain[k].name); w_str(w, d->chain[k].path); w_u32(w, d->chain[k].line); }
    w_f64(w, d->cost_us); w_str(w, d->microbench); w_raw(w, d->fingerprint, sizeof d->fingerprint);
    w_str(w, d->line_hash); w_str(w, d->scope); w_u32(w, d->occurrence); w_u32(w, (uint32_t)d->waived);
    w_str(w, d->waive_reason); w_loc(w, &d->waive_loc, NULL); w_i32(w, d->file); w_i32(w, d->site); w_str(w, d->mb_params);
}

static void r_diag(Rd *r, Diag *d, const RuleSet *rules) {
    memset(d, 0, sizeof *d);
    r_loc(r, &d->loc, NULL);
    d->code = r_str(r); d->name = r_str(r); d->category = r_str(r); d->severity = (Severity)r_u32(r);
    d->message = r_str(r); d->help = r_str(r); d->line_text = r_str(r);
    d->root_kind = (RootKind)r_u32(r);
    uint32_t bits = r_u32(r);
    d->is_tool = bits & 1; d->in_loop = (bits >> 1) & 1; d->conditional = (bits >> 2) & 1;
    d->chain_len = r_count(r, 12);
    if (d->chain_len) {
        HotLink *ch = arena_alloc(r->a, d->chain_len * sizeof *ch);
        for (uint32_t k = 0; k < d->chain_len; k++) { ch[k].name = r_str(r); ch[k].path = r_str(r); ch[k].line = r_u32(r); }
        d->chain = ch;
    }
    d->cost_us = r_f64(r); d->microbench = r_str(r); r_raw(r, d->fingerprint, sizeof d->fingerprint);
    d->fingerprint[sizeof d->fingerprint - 1] = 0;
    d->line_hash = r_str(r); d->scope = r_str(r); d->occurrence = r_u32(r); d->waived = (WaiveKind)r_u32(r);
    d->waive_reason = r_str(r); r_loc(r, &d->waive_loc, NULL); d->file = r_i32(r); d->site = r_i32(r); d->mb_params = r_str(r);
    if (!d->code || !d->message) r->bad = true;
    if (!d->is_tool && !r->bad && !(d->rule = rule_find(rules, d->code))) r->bad = true;
}

bool cache_run_load(Cache *self, CacheRunKey key, const RuleSet *rules, DiagSink *sink, RunStats *stats, int *exit_code) {
    if (!self || !key.valid) return false;
    size_t n = 0;
    char *buf = entry_read(self, KIND_RUN, key.lo, key.hi, &n);
    if (!buf) return false;
    Arena scratch;
    arena_init(&scratch);
    Rd r = {.p = buf, .end = buf + n, .a = &scratch};
    /* inputs read without being discovered: unchanged? */
    uint32_t ndeps = r_count(&r, 28);
    for (uint32_t i = 0; i < ndeps && !r.bad; i++) {
        const char *p = r_str(&r);
        int64_t size = (int64_t)r_u64(&r), mt = (int64_t)r_u64(&r), ct = (int64_t)r_u64(&r);
        struct stat sb;
        bool exists = p && stat(p, &sb) == 0;
        if (size < 0 ? exists : (!exists || sb.st_size != size || ns_of(sb.st_mtim) != mt || ns_of(sb.st_ctim) != ct)) r.bad = true;
    }
    RunStats st = {0};
    int ec = 0;
    Array(Diag) diags = {0};
    if (!r.bad) {
        r_raw(&r, &st, sizeof st);
        ec = r_i32(&r);
        uint32_t nd = r_count(&r, 64);
        /* strings go to the sink's arena: decode straight into it once the entry checks out */
        r.a = sink->arena;
        for (uint32_t i = 0; i < nd && !r.bad; i++) {
            Diag d;
            r_diag(&r, &d, rules);
            array_push(&scratch, &diags, d);
        }
        if (r.p != r.end) r.bad = true;
    }
    bool ok = !r.bad;
    if (ok) {
        for (uint32_t i = 0; i < diags.size; i++) diag_sink_add(sink, &diags.contents[i]);
        st.wall_ms = 0;
        *stats = st;
        *exit_code = ec;
    }
    arena_fini(&scratch);
    free(buf);
    return ok;
}

static int cmp_dep(const void *a, const void *b) {
    return strcmp(((const DepStat *)a)->path, ((const DepStat *)b)->path);
}

void cache_run_store(Cache *self, CacheRunKey key, const DiagSink *sink, const RunStats *stats, int exit_code) {
    if (!self || !key.valid) return;
    StrBuf w;
    sb_init(&w);
    pthread_mutex_lock(&self->mu);
    if (self->deps.size > 1) qsort(self->deps.contents, self->deps.size, sizeof *self->deps.contents, cmp_dep);
    w_u32(&w, self->deps.size);
    for (uint32_t i = 0; i < self->deps.size; i++) {
        const DepStat *d = &self->deps.contents[i];
        w_str(&w, d->path); w_u64(&w, (uint64_t)d->size); w_u64(&w, (uint64_t)d->mtime_ns); w_u64(&w, (uint64_t)d->ctime_ns);
    }
    pthread_mutex_unlock(&self->mu);
    RunStats st = *stats;
    st.wall_ms = 0;
    w_raw(&w, &st, sizeof st);
    w_i32(&w, exit_code);
    w_u32(&w, sink->diags.size);
    for (uint32_t i = 0; i < sink->diags.size; i++) w_diag(&w, &sink->diags.contents[i]);
    entry_write(self, KIND_RUN, key.lo, key.hi, &w);
    sb_fini(&w);
}
