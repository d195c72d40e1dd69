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

#include "codec.h"
#include "core/str.h"

#define CACHE_FORMAT "hotlint-cache-3"
enum { KIND_IR = 1, KIND_RUN = 2, KIND_RENDER = 3, KIND_ENG = 4 };

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
    snprintf(buf, n, "%s/%s/%02x/%016llx%016llx", c->dir, kind == KIND_IR || kind == KIND_ENG ? "ir" : "run", (unsigned)(hi >> 56),
             (unsigned long long)hi, (unsigned long long)lo);
    return buf;
}

/* Reads a whole entry; returns its payload (malloc'd, caller frees) or NULL. */
static char *entry_read(const Cache *c, int kind, uint64_t lo, uint64_t hi, size_t *out_n) {
    char path[4352];
    entry_path(c, path, sizeof path, kind, lo, hi);
    int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd < 0) fd = open(path, O_RDONLY | O_CLOEXEC);   /* a read-only cache still answers */
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
    futimens(fd, NULL);   /* in use: pruning keeps it */
    close(fd);
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

static void maybe_prune(const char *dir);

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
    maybe_prune(c->dir);
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

const char *cache_default_dir(Arena *a) {
    const char *e = getenv("HOTLINT_CACHE_DIR");
    if (e && *e) return arena_printf(a, "%s/results", e);
    if ((e = getenv("XDG_CACHE_HOME")) && *e) return arena_printf(a, "%s/hotlint/results", e);
    if ((e = getenv("HOME")) && *e) return arena_printf(a, "%s/.cache/hotlint/results", e);
    return NULL;
}

/* Entries unused for PRUNE_DAYS are deleted, at most once a day (the `pruned` stamp's mtime):
 * a hit refreshes its entry's mtime, so what a project still reads is kept. */
enum { PRUNE_DAYS = 30 };

static void prune_dir(const char *dir, time_t cutoff) {
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    char p[4400];
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        struct stat sb;
        if (lstat(p, &sb) != 0) continue;
        if (S_ISDIR(sb.st_mode)) prune_dir(p, cutoff);
        else if (S_ISREG(sb.st_mode) && sb.st_mtime < cutoff) unlink(p);
    }
    closedir(d);
}

static void maybe_prune(const char *dir) {
    char stamp[4400];
    snprintf(stamp, sizeof stamp, "%s/pruned", dir);
    struct stat sb;
    time_t now = time(NULL);
    if (stat(stamp, &sb) == 0 && sb.st_mtime > now - 86400) return;
    int fd = open(stamp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) return;
    close(fd);
    char sub[4400];
    time_t cutoff = now - (time_t)PRUNE_DAYS * 86400;
    snprintf(sub, sizeof sub, "%s/ir", dir);
    prune_dir(sub, cutoff);
    snprintf(sub, sizeof sub, "%s/run", dir);
    prune_dir(sub, cutoff);
    snprintf(sub, sizeof sub, "%s/tmp", dir);   /* temporaries of runs killed mid-write */
    prune_dir(sub, now - 86400);
}

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

static XXH128_hash_t ir_key(Cache *c, const Source *src, const char *module, uint64_t variant) {
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
    h_u64(st, variant);
    if (src->lang != LANG_PYTHON) hash_c_deps(c, st, src);
    XXH128_hash_t h = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    return h;
}

IrFile *cache_ir_load(Cache *self, Arena *arena, const Source *src, const char *module, uint64_t variant,
                      CacheIrKey *key) {
    if (!self || !src) return NULL;
    XXH128_hash_t k = ir_key(self, src, module, variant);
    key->lo = k.low64;
    key->hi = k.high64;
    size_t n = 0;
    char *buf = entry_read(self, KIND_IR, k.low64, k.high64, &n);
    if (!buf) { atomic_fetch_add(&self->ir_misses, 1); return NULL; }
    Rd r = {.p = buf, .end = buf + n, .a = arena};
    IrFile *f = codec_ir_decode(&r, src, module);
    free(buf);
    if (!f) { atomic_fetch_add(&self->ir_misses, 1); return NULL; }
    atomic_fetch_add(&self->ir_hits, 1);
    return f;
}

void cache_ir_store(Cache *self, const CacheIrKey *key, const StrBuf *encoded) {
    if (!self || !encoded) return;
    if (entry_write(self, KIND_IR, key->lo, key->hi, encoded)) atomic_fetch_add(&self->ir_stored, 1);
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
            codec_diag_decode(&r, &d, rules);
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
    for (uint32_t i = 0; i < sink->diags.size; i++) codec_diag_encode(&w, &sink->diags.contents[i]);
    entry_write(self, KIND_RUN, key.lo, key.hi, &w);
    sb_fini(&w);
}

/* ---- rendered reports: a run entry's sibling under run/, keyed on the run and the options ---- */

static XXH128_hash_t render_key(CacheRunKey key, const char *render_opts) {
    XXH3_state_t *st = XXH3_createState();
    XXH3_128bits_reset(st);
    h_u64(st, key.lo);
    h_u64(st, key.hi);
    h_str(st, "render");
    h_str(st, render_opts);
    XXH128_hash_t h = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    return h;
}

char *cache_render_load(Cache *self, CacheRunKey key, const char *render_opts, size_t *n) {
    if (!self || !key.valid) return NULL;
    XXH128_hash_t k = render_key(key, render_opts);
    return entry_read(self, KIND_RENDER, k.low64, k.high64, n);
}

void cache_render_store(Cache *self, CacheRunKey key, const char *render_opts, const char *bytes, size_t n) {
    if (!self || !key.valid) return;
    XXH128_hash_t k = render_key(key, render_opts);
    StrBuf w = {(char *)bytes, n, n};
    entry_write(self, KIND_RENDER, k.low64, k.high64, &w);
}

/* ---- per-file rule results: ir/ siblings keyed on the IR, the hot sites and the rules ---- */

CacheIrKey cache_eng_salt(const Cache *self, const char *const *rule_files, const StrArray *select,
                          const StrArray *ignore, bool preview) {
    XXH3_state_t *st = XXH3_createState();
    XXH3_128bits_reset(st);
    h_u64(st, self ? self->salt_lo : 0);
    h_u64(st, self ? self->salt_hi : 0);
    h_str(st, "rules");
    for (uint32_t i = 0; rule_files && rule_files[i]; i++) { h_str(st, rule_files[i]); h_stat(st, rule_files[i]); }
    h_u64(st, 0xfeedULL);
    for (uint32_t i = 0; i < select->size; i++) h_str(st, select->contents[i]);
    h_u64(st, 0xbeefULL);
    for (uint32_t i = 0; i < ignore->size; i++) h_str(st, ignore->contents[i]);
    h_u64(st, preview);
    XXH128_hash_t h = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    return (CacheIrKey){h.low64, h.high64};
}

CacheIrKey cache_eng_key(const CacheIrKey *salt, const CacheIrKey *ir_key, const HotSite *const *hot, uint32_t n) {
    XXH3_state_t *st = XXH3_createState();
    XXH3_128bits_reset(st);
    h_u64(st, salt->lo);
    h_u64(st, salt->hi);
    h_u64(st, ir_key->lo);
    h_u64(st, ir_key->hi);
    h_u64(st, n);
    for (uint32_t i = 0; i < n; i++) {
        const HotSite *hs = hot[i];
        h_u64(st, (uint64_t)(uint32_t)hs->site | (uint64_t)hs->root_kind << 32 | (uint64_t)hs->in_loop << 40 |
                  (uint64_t)hs->conditional << 41);
        h_u64(st, hs->chain_len);
        for (uint32_t k = 0; k < hs->chain_len; k++) {
            h_str(st, hs->chain[k].name);
            h_str(st, hs->chain[k].path);
            h_u64(st, hs->chain[k].line);
        }
    }
    XXH128_hash_t h = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    return (CacheIrKey){h.low64, h.high64};
}

bool cache_eng_load(Cache *self, const CacheIrKey *key, const RuleSet *rules, DiagSink *sink, int32_t file) {
    if (!self) return false;
    size_t n = 0;
    char *buf = entry_read(self, KIND_ENG, key->lo, key->hi, &n);
    if (!buf) return false;
    Arena scratch;
    arena_init(&scratch);
    Array(Diag) diags = {0};
    Rd r = {.p = buf, .end = buf + n, .a = sink->arena};
    uint32_t nd = r_count(&r, 64);
    for (uint32_t i = 0; i < nd && !r.bad; i++) {
        Diag d;
        codec_diag_decode(&r, &d, rules);
        d.file = file;
        array_push(&scratch, &diags, d);
    }
    bool ok = !r.bad && r.p == r.end;
    if (ok) for (uint32_t i = 0; i < diags.size; i++) diag_sink_add(sink, &diags.contents[i]);
    arena_fini(&scratch);
    free(buf);
    return ok;
}

void cache_eng_store(Cache *self, const CacheIrKey *key, const Diag *diags, uint32_t n) {
    if (!self) return;
    StrBuf w;
    sb_init(&w);
    w_u32(&w, n);
    for (uint32_t i = 0; i < n; i++) codec_diag_encode(&w, &diags[i]);
    entry_write(self, KIND_ENG, key->lo, key->hi, &w);
    sb_fini(&w);
}
