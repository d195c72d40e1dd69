/*
 * mbconfirm.c — `hotlint confirm DIR`: build the emitted microbenchmarks, run them one at a
 * time, judge every (work size, case) series and write DIR/evidence.json.
 *
 * Design: the programs measure and print raw samples only (tools/microbench/harness.cuh);
 * every statistic and verdict is computed here, in C, from those samples, so the verdict rule
 * (DESIGN.md §7) lives in one unit-tested place. The runner trusts nothing it did not see: no
 * nvcc or no GPU means exit 2 before anything is written; a program that fails to build, dies,
 * times out or prints an `error` line leaves its findings unmeasured (listed as such), never
 * with a number. Programs run strictly one after another (they share the GPU); only the nvcc
 * builds run in parallel. Output is ordered by the manifest, so evidence.json differs between
 * two runs only in the measurements, the date and the clocks.
 */
#include "mbconfirm.h"
#include "source.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- statistics ----------------------------------------------------------------------- */

static int cmp_dbl(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

double mbs_median(const double *v, size_t n) {
    if (n == 0) return NAN;
    double *t = hl_malloc(n * sizeof *t);
    memcpy(t, v, n * sizeof *t);
    qsort(t, n, sizeof *t, cmp_dbl);
    double m = n % 2 ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
    free(t);
    return m;
}

double mbs_mad(const double *v, size_t n) {
    if (n == 0) return NAN;
    double med = mbs_median(v, n);
    double *d = hl_malloc(n * sizeof *d);
    for (size_t i = 0; i < n; i++) d[i] = fabs(v[i] - med);
    double m = mbs_median(d, n);
    free(d);
    return m;
}

void mbs_judge(MbsVerdict *out, const double *control, size_t nc, const double *candidate, size_t nk) {
    memset(out, 0, sizeof *out);
    out->control_us = mbs_median(control, nc);
    out->candidate_us = mbs_median(candidate, nk);
    out->control_mad_us = mbs_mad(control, nc);
    out->candidate_mad_us = mbs_mad(candidate, nk);
    out->overhead_us = out->candidate_us - out->control_us;
    out->overhead_pct = out->control_us > 0 ? 100.0 * out->overhead_us / out->control_us : NAN;
    double sigma = 1.4826 * out->control_mad_us;
    out->threshold_us = fmax(3.0 * sigma, 0.02 * out->control_us);
    if (nc < MBS_MIN_PAIRS || nk < MBS_MIN_PAIRS || !isfinite(out->overhead_us) || !isfinite(out->threshold_us))
        out->verdict = MBS_INCONCLUSIVE;
    else
        out->verdict = out->overhead_us > out->threshold_us ? MBS_CONFIRMED : MBS_REFUTED;
}

const char *mbs_verdict_name(MbsVerdictKind v) {
    return v == MBS_CONFIRMED ? "CONFIRMED" : v == MBS_REFUTED ? "REFUTED" : "INCONCLUSIVE";
}

/* ---- a program's raw samples ----------------------------------------------------------- */

static double num_or(const MbjVal *o, const char *key, double def) {
    double v;
    return mbj_num(mbj_get(o, key), &v) ? v : def;
}

static MbcSeries *series_for(Arena *a, MbcRun *run, const char *size, const char *kase) {
    for (uint32_t i = 0; i < run->series.size; i++) {
        MbcSeries *s = &run->series.contents[i];
        if (!strcmp(s->size, size) && !strcmp(s->kase, kase)) return s;
    }
    MbcSeries *s = array_push_zero(a, &run->series);
    s->size = arena_strdup(a, size);
    s->kase = arena_strdup(a, kase);
    s->hazard_host_us = NAN;
    s->target_us = NAN;
    s->elems = -1;
    s->iters = -1;
    return s;
}

int mbc_run_parse(Arena *arena, const char *text, size_t n, MbcRun *out, MbjError *err) {
    memset(out, 0, sizeof *out);
    /* size lines come before their samples; remember them by label */
    typedef struct { const char *label; double target; int64_t elems; } SizeRec;
    Array(SizeRec) sizes = {0};
    uint32_t lineno = 0;
    size_t i = 0;
    while (i < n) {
        size_t e = i;
        while (e < n && text[e] != '\n') e++;
        lineno++;
        size_t b = i;
        i = e + 1;
        while (b < e && isspace((unsigned char)text[b])) b++;
        if (b == e) continue;
        MbjVal *v;
        if (mbj_parse(arena, text + b, e - b, &v, err) != HL_OK) {
            err->line = lineno;
            return HL_EPARSE;
        }
        const char *type = mbj_str(mbj_get(v, "type"));
        if (!type) {
            err->line = lineno;
            err->col = 1;
            snprintf(err->msg, sizeof err->msg, "a line without a string `type`");
            return HL_EPARSE;
        }
        if (!strcmp(type, "meta")) {
            out->template_id = mbj_str(mbj_get(v, "template"));
            out->params = mbj_str(mbj_get(v, "params"));
            out->gpu = mbj_str(mbj_get(v, "gpu"));
            out->cc = mbj_str(mbj_get(v, "cc"));
            out->hazard = mbj_str(mbj_get(v, "hazard"));
            const MbjVal *cs = mbj_get(v, "cases");
            if (cs && cs->type == MBJ_ARR)
                for (uint32_t k = 0; k < cs->items.size; k++)
                    if (mbj_str(cs->items.contents[k])) array_push(arena, &out->cases, cs->items.contents[k]->str);
        } else if (!strcmp(type, "size")) {
            const char *label = mbj_str(mbj_get(v, "size"));
            if (label) {
                SizeRec r = {label, num_or(v, "target_us", NAN), (int64_t)num_or(v, "elems", -1)};
                array_push(arena, &sizes, r);
            }
        } else if (!strcmp(type, "sample")) {
            const char *size = mbj_str(mbj_get(v, "size")), *kase = mbj_str(mbj_get(v, "case"));
            const char *phase = mbj_str(mbj_get(v, "phase")), *arm = mbj_str(mbj_get(v, "arm"));
            double g, w, q;
            if (!size || !kase || !phase || !arm || !mbj_num(mbj_get(v, "gpu_us"), &g) || !mbj_num(mbj_get(v, "wall_us"), &w) ||
                !mbj_num(mbj_get(v, "enqueue_us"), &q)) {
                err->line = lineno;
                err->col = 1;
                snprintf(err->msg, sizeof err->msg, "a `sample` line lacks size, case, phase, arm, gpu_us, wall_us or enqueue_us");
                return HL_EPARSE;
            }
            if (strcmp(phase, "pair")) continue;   /* pilot, discarded and settle trials are not data */
            MbcSeries *s = series_for(arena, out, size, kase);
            if (s->iters < 0) s->iters = (int64_t)num_or(v, "iters", -1);
            for (uint32_t k = 0; k < sizes.size; k++)
                if (!strcmp(sizes.contents[k].label, size)) { s->target_us = sizes.contents[k].target; s->elems = sizes.contents[k].elems; }
            bool cand = !strcmp(arm, "candidate");
            array_push(arena, cand ? &s->cand_gpu : &s->ctrl_gpu, g);
            array_push(arena, cand ? &s->cand_wall : &s->ctrl_wall, w);
            array_push(arena, cand ? &s->cand_enq : &s->ctrl_enq, q);
        } else if (!strcmp(type, "hazard_host")) {
            const char *size = mbj_str(mbj_get(v, "size")), *kase = mbj_str(mbj_get(v, "case"));
            if (size && kase) series_for(arena, out, size, kase)->hazard_host_us = num_or(v, "median_us", NAN);
        } else if (!strcmp(type, "error")) {
            const char *where = mbj_str(mbj_get(v, "where")), *msg = mbj_str(mbj_get(v, "message"));
            out->error = arena_printf(arena, "%s: %s", where ? where : "program", msg ? msg : "error");
        } else if (!strcmp(type, "done")) {
            out->done = true;
        }
    }
    return HL_OK;
}

void mbc_run_judge(MbcRun *run) {
    for (uint32_t i = 0; i < run->series.size; i++) {
        MbcSeries *s = &run->series.contents[i];
        mbs_judge(&s->v, s->ctrl_gpu.contents, s->ctrl_gpu.size, s->cand_gpu.contents, s->cand_gpu.size);
        double enq = mbs_median(s->ctrl_enq.contents, s->ctrl_enq.size);
        s->reading = (isfinite(enq) && s->v.control_us > 0 && enq >= MBS_HOST_BOUND_RATIO * s->v.control_us) ? "host-bound" : "gpu-bound";
    }
}

const MbcSeries *mbc_run_headline(const MbcRun *run, const char *kase) {
    if (!kase) kase = run->cases.size ? run->cases.contents[0] : NULL;
    const MbcSeries *first = NULL;
    for (uint32_t i = 0; i < run->series.size; i++) {
        const MbcSeries *s = &run->series.contents[i];
        if (kase && strcmp(s->kase, kase)) continue;
        if (!strcmp(s->size, "launch-bound")) return s;
        if (!first) first = s;
    }
    return first;
}

static void write_arr(StrBuf *sb, const char *key, const DblArray *a) {
    sb_printf(sb, "\"%s\":[", key);
    for (uint32_t i = 0; i < a->size; i++) {
        if (i) sb_putc(sb, ',');
        mbj_write_num(sb, a->contents[i], 4);
    }
    sb_putc(sb, ']');
}

static void write_num_kv(StrBuf *sb, const char *key, double v, int dec) {
    sb_printf(sb, ",\"%s\":", key);
    mbj_write_num(sb, v, dec);
}

void mbc_series_write(StrBuf *sb, const MbcSeries *s, bool samples) {
    sb_puts(sb, "{\"size\":");
    mbj_write_str(sb, s->size);
    sb_puts(sb, ",\"case\":");
    mbj_write_str(sb, s->kase);
    write_num_kv(sb, "target_us", s->target_us, 1);
    sb_printf(sb, ",\"elems\":%lld,\"iters\":%lld,\"pairs\":%u", (long long)s->elems, (long long)s->iters, s->ctrl_gpu.size);
    write_num_kv(sb, "control_us", s->v.control_us, 3);
    write_num_kv(sb, "candidate_us", s->v.candidate_us, 3);
    write_num_kv(sb, "overhead_us", s->v.overhead_us, 3);
    write_num_kv(sb, "overhead_pct", s->v.overhead_pct, 1);
    write_num_kv(sb, "control_mad_us", s->v.control_mad_us, 3);
    write_num_kv(sb, "candidate_mad_us", s->v.candidate_mad_us, 3);
    write_num_kv(sb, "threshold_us", s->v.threshold_us, 3);
    sb_printf(sb, ",\"verdict\":\"%s\",\"reading\":\"%s\"", mbs_verdict_name(s->v.verdict), s->reading ? s->reading : "gpu-bound");
    write_num_kv(sb, "control_enqueue_us", mbs_median(s->ctrl_enq.contents, s->ctrl_enq.size), 3);
    write_num_kv(sb, "control_wall_us", mbs_median(s->ctrl_wall.contents, s->ctrl_wall.size), 3);
    write_num_kv(sb, "candidate_enqueue_us", mbs_median(s->cand_enq.contents, s->cand_enq.size), 3);
    write_num_kv(sb, "candidate_wall_us", mbs_median(s->cand_wall.contents, s->cand_wall.size), 3);
    write_num_kv(sb, "hazard_host_us", s->hazard_host_us, 3);
    if (samples) {
        sb_puts(sb, ",\"samples\":{");
        write_arr(sb, "control_us", &s->ctrl_gpu);
        sb_putc(sb, ',');
        write_arr(sb, "candidate_us", &s->cand_gpu);
        sb_putc(sb, ',');
        write_arr(sb, "control_wall_us", &s->ctrl_wall);
        sb_putc(sb, ',');
        write_arr(sb, "candidate_wall_us", &s->cand_wall);
        sb_putc(sb, ',');
        write_arr(sb, "control_enqueue_us", &s->ctrl_enq);
        sb_putc(sb, ',');
        write_arr(sb, "candidate_enqueue_us", &s->cand_enq);
        sb_putc(sb, '}');
    }
    sb_putc(sb, '}');
}

/* ---- processes ------------------------------------------------------------------------- */

static pid_t spawn(char *const argv[], const char *out_path, const char *err_path) {
    fflush(NULL);
    pid_t pid = fork();
    if (pid != 0) return pid;
    setpgid(0, 0);
    int in = open("/dev/null", O_RDONLY);
    int out = open(out_path ? out_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = err_path && out_path && !strcmp(err_path, out_path) ? dup(out) : open(err_path ? err_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || err < 0) _exit(126);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    execv(argv[0], argv);
    fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(127);
}

static int decode_status(int st) {
    if (WIFEXITED(st)) return WEXITSTATUS(st);
    if (WIFSIGNALED(st)) return 128 + WTERMSIG(st);
    return 255;
}

/* Waits for `pid`; kills its process group after timeout_s (> 0). -2 on timeout. */
static int wait_pid(pid_t pid, double timeout_s) {
    struct timespec t0, now, nap = {0, 10 * 1000 * 1000};
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        int st;
        pid_t r = waitpid(pid, &st, timeout_s > 0 ? WNOHANG : 0);
        if (r == pid) return decode_status(st);
        if (r < 0 && errno != EINTR) return -1;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (timeout_s > 0 && (now.tv_sec - t0.tv_sec) + (now.tv_nsec - t0.tv_nsec) / 1e9 > timeout_s) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            waitpid(pid, &st, 0);
            return -2;
        }
        if (timeout_s > 0) nanosleep(&nap, NULL);
    }
}

static int run_cmd(char *const argv[], const char *out_path, const char *err_path, double timeout_s) {
    pid_t pid = spawn(argv, out_path, err_path);
    if (pid < 0) return -1;
    return wait_pid(pid, timeout_s);
}

static char *read_file(Arena *a, const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    StrBuf sb;
    sb_init(&sb);
    char buf[65536];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0 && sb.len < ((size_t)256 << 20)) sb_append(&sb, buf, k);
    fclose(f);
    char *out = arena_strndup(a, sb.data ? sb.data : "", sb.len);
    if (len) *len = sb.len;
    sb_fini(&sb);
    return out;
}

/* The last `max` bytes of a log, on one line (for messages). */
static const char *log_tail(Arena *a, const char *path, size_t max) {
    size_t n;
    char *t = read_file(a, path, &n);
    if (!t || n == 0) return "(no output)";
    while (n && isspace((unsigned char)t[n - 1])) t[--n] = 0;
    char *p = n > max ? t + n - max : t;
    for (char *q = p; *q; q++)
        if (*q == '\n' || *q == '\r' || *q == '\t') *q = ' ';
    return p;
}

static bool is_exe(const char *p) { return p && *p && access(p, X_OK) == 0; }

/* `name` from the environment variable, PATH, then the fallbacks; NULL when absent. */
static const char *find_exe(Arena *a, const char *name, const char *env, const char *const *fallbacks) {
    const char *e = getenv(env);
    if (e) return is_exe(e) ? arena_strdup(a, e) : NULL;   /* an explicit choice is final */
    const char *path = getenv("PATH");
    while (path && *path) {
        const char *c = strchr(path, ':');
        size_t n = c ? (size_t)(c - path) : strlen(path);
        if (n) {
            char *cand = arena_printf(a, "%.*s/%s", (int)n, path, name);
            if (is_exe(cand)) return cand;
        }
        path = c ? c + 1 : NULL;
    }
    for (; fallbacks && *fallbacks; fallbacks++) {
        const char *f = *fallbacks;
        if (f[0] == '$') {   /* "$VAR/bin/nvcc" */
            const char *slash = strchr(f, '/');
            char var[64];
            snprintf(var, sizeof var, "%.*s", (int)(slash - f - 1), f + 1);
            const char *val = getenv(var);
            if (!val || !*val) continue;
            f = arena_printf(a, "%s%s", val, slash);
        }
        if (is_exe(f)) return arena_strdup(a, f);
    }
    return NULL;
}

/* ---- the manifest --------------------------------------------------------------------- */

typedef struct MProg {
    const char *name, *source, *template_id, *params, *role;
    StrArray link, accepts;
    const char *status;      /* "ok", "build-failed", "run-failed", "timeout", "no-output" */
    const char *error;
    MbcRun run;
    bool built;
} MProg;

typedef struct MFind {
    const MbjVal *obj;       /* the manifest's finding object, copied into evidence */
    const char *fp, *program;
    MProg *prog;
} MFind;

typedef struct Confirm {
    Arena a;
    const MbcOptions *o;
    const char *dir, *bdir, *mpath;
    Array(MProg) progs;
    Array(MFind) finds;
    const char *nvcc, *smi;
    const char *gpu, *driver, *cc, *arch, *nvcc_version, *date, *clocks_before, *clocks_after;
} Confirm;

static int mfail(Confirm *c, const MbjVal *at, const char *msg) {
    fprintf(stderr, "%s:%u:%u: %s\n", c->mpath, at ? at->line : 1, at ? at->col : 1, msg);
    return 2;
}

static void str_list(Arena *a, const MbjVal *arr, StrArray *out) {
    if (!arr || arr->type != MBJ_ARR) return;
    for (uint32_t i = 0; i < arr->items.size; i++)
        if (mbj_str(arr->items.contents[i])) array_push(a, out, arr->items.contents[i]->str);
}

static bool safe_name(const char *s) {
    if (!s || !*s || s[0] == '.' || strlen(s) > 200) return false;
    for (const char *p = s; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_' && *p != '.') return false;
    return true;
}

static int load_manifest(Confirm *c) {
    size_t n;
    char *text = read_file(&c->a, c->mpath, &n);
    if (!text) {
        fprintf(stderr, "hotlint: %s: %s; write it with `hotlint --emit-microbench %s PATH...`\n", c->mpath, strerror(errno), c->dir);
        return 2;
    }
    MbjVal *root;
    MbjError err;
    if (mbj_parse(&c->a, text, n, &root, &err) != HL_OK) {
        fprintf(stderr, "%s:%u:%u: %s\n", c->mpath, err.line, err.col, err.msg);
        return 2;
    }
    if (!mbj_get(root, "hotlint_manifest")) return mfail(c, root, "not a hotlint microbenchmark manifest (no `hotlint_manifest` key)");
    const MbjVal *progs = mbj_get(root, "programs");
    if (!progs || progs->type != MBJ_ARR) return mfail(c, progs ? progs : root, "`programs` must be an array");
    for (uint32_t i = 0; i < progs->items.size; i++) {
        const MbjVal *p = progs->items.contents[i];
        MProg *m = array_push_zero(&c->a, &c->progs);
        m->name = mbj_str(mbj_get(p, "name"));
        m->source = mbj_str(mbj_get(p, "source"));
        m->template_id = mbj_str(mbj_get(p, "template"));
        m->params = mbj_str(mbj_get(p, "params"));
        m->role = mbj_str(mbj_get(p, "role"));
        if (!safe_name(m->name) || !safe_name(m->source) || !m->template_id)
            return mfail(c, p, "a program needs a plain `name`, `source` and `template`");
        if (!m->params) m->params = "";
        if (!m->role) m->role = "finding";
        str_list(&c->a, mbj_get(p, "link"), &m->link);
        str_list(&c->a, mbj_get(p, "accepts"), &m->accepts);
        for (uint32_t k = 0; k < m->link.size; k++)
            if (strncmp(m->link.contents[k], "-l", 2) || !safe_name(m->link.contents[k] + 2))
                return mfail(c, mbj_get(p, "link"), "`link` may only hold `-lNAME` flags");
    }
    const MbjVal *finds = mbj_get(root, "findings");
    if (finds && finds->type != MBJ_ARR) return mfail(c, finds, "`findings` must be an array");
    for (uint32_t i = 0; finds && i < finds->items.size; i++) {
        const MbjVal *f = finds->items.contents[i];
        MFind *m = array_push_zero(&c->a, &c->finds);
        m->obj = f;
        m->fp = mbj_str(mbj_get(f, "fingerprint"));
        m->program = mbj_str(mbj_get(f, "program"));
        if (!m->fp || !m->program) return mfail(c, f, "a finding needs `fingerprint` and `program`");
        for (uint32_t k = 0; k < c->progs.size; k++)
            if (!strcmp(c->progs.contents[k].name, m->program)) m->prog = &c->progs.contents[k];
        if (!m->prog) return mfail(c, mbj_get(f, "program"), "the finding's `program` is not in `programs`");
    }
    return 0;
}

/* ---- tools and the GPU ---------------------------------------------------------------- */

static char *trim(char *s) {
    while (isspace((unsigned char)*s)) s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1])) s[--n] = 0;
    return s;
}

/* nvidia-smi's one-line answer for the first GPU, or NULL. */
static char *smi_query(Confirm *c, const char *fields) {
    if (!c->smi) return NULL;
    char *q = arena_printf(&c->a, "--query-gpu=%s", fields);
    char *argv[] = {(char *)c->smi, q, "--format=csv,noheader", "--id=0", NULL};
    const char *outp = arena_printf(&c->a, "%s/.nvidia-smi.out", c->bdir);
    int rc = run_cmd(argv, outp, NULL, 30);
    char *t = read_file(&c->a, outp, NULL);
    unlink(outp);
    if (rc != 0 || !t) return NULL;
    char *nl = strchr(t, '\n');
    if (nl) *nl = 0;
    t = trim(t);
    return *t ? t : NULL;
}

static const char probe_src[] =
    "#include <cuda_runtime.h>\n#include <cstdio>\n"
    "int main() {\n"
    "  int n = 0, d = 0;\n"
    "  cudaError_t e = cudaGetDeviceCount(&n);\n"
    "  if (e != cudaSuccess) { printf(\"error %s\\n\", cudaGetErrorString(e)); return 1; }\n"
    "  if (n == 0) { printf(\"error no CUDA device\\n\"); return 1; }\n"
    "  cudaDeviceProp p;\n"
    "  if (cudaGetDeviceProperties(&p, 0) != cudaSuccess) { printf(\"error cannot read device 0\\n\"); return 1; }\n"
    "  cudaDriverGetVersion(&d);\n"
    "  printf(\"ok %d.%d %d.%d %s\\n\", p.major, p.minor, d / 1000, (d % 1000) / 10, p.name);\n"
    "  return 0;\n"
    "}\n";

/* Finds the GPU (nvidia-smi, else a probe built with nvcc). NULL on success, else why not. */
static const char *find_gpu(Confirm *c) {
    static const char *const smi_fb[] = {"/usr/bin/nvidia-smi", "/usr/local/nvidia/bin/nvidia-smi", NULL};
    c->smi = find_exe(&c->a, "nvidia-smi", "HOTLINT_NVIDIA_SMI", smi_fb);
    const char *smi_why = "`nvidia-smi` is not installed";
    if (c->smi) {
        char *line = smi_query(c, "name,driver_version,compute_cap");
        if (line) {
            char *f[3] = {0};
            char *p = line;
            for (int k = 0; k < 3 && p; k++) {
                f[k] = p;
                p = strchr(p, ',');
                if (p) *p++ = 0;
            }
            if (f[0] && f[1] && f[2]) {
                c->gpu = arena_strdup(&c->a, trim(f[0]));
                c->driver = arena_strdup(&c->a, trim(f[1]));
                c->cc = arena_strdup(&c->a, trim(f[2]));
                return NULL;
            }
        }
        smi_why = "`nvidia-smi` found no usable GPU";
    }
    if (!c->nvcc) return arena_printf(&c->a, "%s and without `nvcc` no CUDA probe can be built", smi_why);
    const char *src = arena_printf(&c->a, "%s/.probe.cu", c->bdir), *bin = arena_printf(&c->a, "%s/.probe", c->bdir);
    const char *log = arena_printf(&c->a, "%s/.probe.log", c->bdir), *out = arena_printf(&c->a, "%s/.probe.out", c->bdir);
    FILE *f = fopen(src, "w");
    if (!f) return arena_printf(&c->a, "%s, and the CUDA probe cannot be written: %s", smi_why, strerror(errno));
    fputs(probe_src, f);
    fclose(f);
    char *bargv[] = {(char *)c->nvcc, "-o", (char *)bin, (char *)src, NULL};
    if (run_cmd(bargv, log, log, 300) != 0)
        return arena_printf(&c->a, "%s, and the CUDA probe does not build: %s", smi_why, log_tail(&c->a, log, 200));
    char *rargv[] = {(char *)bin, NULL};
    int rc = run_cmd(rargv, out, NULL, 60);
    char *t = read_file(&c->a, out, NULL);
    t = t ? trim(t) : "";
    if (rc == 0 && !strncmp(t, "ok ", 3)) {
        char cc[16], drv[16];
        int used = 0;
        if (sscanf(t + 3, "%15s %15s %n", cc, drv, &used) >= 2 && used > 0) {
            c->cc = arena_strdup(&c->a, cc);
            c->driver = arena_printf(&c->a, "CUDA %s (driver API)", drv);
            c->gpu = arena_strdup(&c->a, t + 3 + used);
            return NULL;
        }
    }
    if (!strncmp(t, "error ", 6)) t += 6;
    return arena_printf(&c->a, "%s and the CUDA probe reports `%s`", smi_why, *t ? t : "no answer");
}

static const char *arch_from(Arena *a, const char *s) {
    if (!s || !*s) return NULL;
    if (!strncmp(s, "sm_", 3) || !strncmp(s, "compute_", 8) || !strcmp(s, "native")) return s;
    int maj, min;
    if (sscanf(s, "%d.%d", &maj, &min) == 2 && maj > 0 && maj < 100 && min >= 0 && min < 10) return arena_printf(a, "sm_%d%d", maj, min);
    char *end;
    long v = strtol(s, &end, 10);
    if (!*end && v >= 10 && v < 1000) return arena_printf(a, "sm_%ld", v);
    return NULL;
}

/* ---- build and run ----------------------------------------------------------------- */

static char **build_argv(Confirm *c, const MProg *m) {
    char **argv = arena_alloc(&c->a, (12 + m->link.size) * sizeof *argv);
    int k = 0;
    argv[k++] = (char *)c->nvcc;
    argv[k++] = "-O2";
    argv[k++] = "-std=c++17";
    argv[k++] = arena_printf(&c->a, "-arch=%s", c->arch);
    argv[k++] = "-o";
    argv[k++] = arena_printf(&c->a, "%s/%s", c->bdir, m->name);
    argv[k++] = arena_printf(&c->a, "%s/%s", c->dir, m->source);
    for (uint32_t i = 0; i < m->link.size; i++) argv[k++] = (char *)m->link.contents[i];
    argv[k] = NULL;
    return argv;
}

/* What a build depends on: the nvcc command line and the source's bytes (FNV-1a). */
static const char *build_stamp(Confirm *c, char **argv, const MProg *m) {
    StrBuf sb;
    sb_init(&sb);
    for (char **a = argv; *a; a++) sb_printf(&sb, "%s\n", *a);
    size_t n = 0;
    const char *text = read_file(&c->a, arena_printf(&c->a, "%s/%s", c->dir, m->source), &n);
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; text && i < n; i++) h = (h ^ (unsigned char)text[i]) * 1099511628211ull;
    sb_printf(&sb, "source %s %zu %016llx\n", m->source, n, (unsigned long long)h);
    const char *r = arena_strdup(&c->a, sb_cstr(&sb));
    sb_fini(&sb);
    return r;
}

/* A program whose binary exists and whose stamp matches is not rebuilt. */
static bool up_to_date(Confirm *c, const MProg *m, const char *stamp) {
    const char *bin = arena_printf(&c->a, "%s/%s", c->bdir, m->name);
    if (access(bin, X_OK) != 0) return false;
    const char *old = read_file(&c->a, arena_printf(&c->a, "%s/%s.stamp", c->bdir, m->name), NULL);
    return old && !strcmp(old, stamp);
}

static void build_all(Confirm *c) {
    int jobs = c->o->jobs > 0 ? c->o->jobs : (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (jobs < 1) jobs = 1;
    if (jobs > 8) jobs = 8;
    fprintf(stderr, "hotlint: confirm: building %u programs with %s -arch=%s (%d at a time)\n", c->progs.size, c->nvcc, c->arch, jobs);
    pid_t *pids = arena_alloc(&c->a, (c->progs.size + 1) * sizeof *pids);
    uint32_t next = 0, running = 0, done = 0;
    while (done < c->progs.size) {
        while (running < (uint32_t)jobs && next < c->progs.size) {
            MProg *m = &c->progs.contents[next];
            const char *log = arena_printf(&c->a, "%s/%s.build.log", c->bdir, m->name);
            char **argv = build_argv(c, m);
            const char *stamp = build_stamp(c, argv, m);
            const char *spath = arena_printf(&c->a, "%s/%s.stamp", c->bdir, m->name);
            if (up_to_date(c, m, stamp)) {
                pids[next++] = 0;
                m->built = true;
                done++;
                fprintf(stderr, "hotlint: confirm: %s is up to date (%u/%u)\n", m->name, done, c->progs.size);
                continue;
            }
            unlink(spath);
            pids[next] = spawn(argv, log, log);
            if (pids[next] < 0) { m->status = "build-failed"; m->error = "cannot start nvcc"; done++; }
            else running++;
            next++;
        }
        if (!running) continue;
        int st;
        pid_t r = waitpid(-1, &st, 0);
        if (r < 0) { if (errno == EINTR) continue; break; }
        for (uint32_t i = 0; i < next; i++) {
            if (pids[i] != r) continue;
            MProg *m = &c->progs.contents[i];
            running--;
            done++;
            if (decode_status(st) == 0) {
                m->built = true;
                char **argv = build_argv(c, m);
                FILE *sf = fopen(arena_printf(&c->a, "%s/%s.stamp", c->bdir, m->name), "w");
                if (sf) { fputs(build_stamp(c, argv, m), sf); fclose(sf); }
                fprintf(stderr, "hotlint: confirm: built %s (%u/%u)\n", m->name, done, c->progs.size);
            } else {
                m->status = "build-failed";
                m->error = log_tail(&c->a, arena_printf(&c->a, "%s/%s.build.log", c->bdir, m->name), 400);
                fprintf(stderr, "hotlint: confirm: %s does not build: %s\n", m->name, m->error);
            }
        }
    }
}

static bool accepts(const MProg *m, const char *key) {
    for (uint32_t i = 0; i < m->accepts.size; i++)
        if (!strcmp(m->accepts.contents[i], key)) return true;
    return false;
}

static void progress_line(const MProg *m, uint32_t i, uint32_t n) {
    fprintf(stderr, "hotlint: confirm: [%u/%u] %s:", i, n, m->name);
    const char *primary = m->run.cases.size ? m->run.cases.contents[0] : NULL;
    for (uint32_t k = 0; k < m->run.series.size; k++) {
        const MbcSeries *s = &m->run.series.contents[k];
        if (m->run.cases.size > 1 || (primary && strcmp(s->kase, primary)))
            fprintf(stderr, " %s/%s %+.2f µs %s;", s->kase, s->size, s->v.overhead_us, mbs_verdict_name(s->v.verdict));
        else
            fprintf(stderr, " %s %+.2f µs %s;", s->size, s->v.overhead_us, mbs_verdict_name(s->v.verdict));
    }
    fputc('\n', stderr);
}

static void run_one(Confirm *c, MProg *m, uint32_t idx, uint32_t total) {
    const char *bin = arena_printf(&c->a, "%s/%s", c->bdir, m->name);
    const char *out = arena_printf(&c->a, "%s/%s.jsonl", c->bdir, m->name);
    const char *log = arena_printf(&c->a, "%s/%s.log", c->bdir, m->name);
    char *argv[12];
    int k = 0;
    argv[k++] = (char *)bin;
    if (c->o->work_us) { argv[k++] = "--work-us"; argv[k++] = (char *)c->o->work_us; }
    if (c->o->bytes && accepts(m, "bytes")) { argv[k++] = "--param"; argv[k++] = arena_printf(&c->a, "bytes=%s", c->o->bytes); }
    if (c->o->pairs > 0) { argv[k++] = "--pairs"; argv[k++] = arena_printf(&c->a, "%d", c->o->pairs); }
    argv[k] = NULL;
    fprintf(stderr, "hotlint: confirm: [%u/%u] running %s ...\n", idx, total, m->name);
    int rc = run_cmd(argv, out, log, c->o->timeout_s > 0 ? c->o->timeout_s : 600);
    size_t n = 0;
    char *text = read_file(&c->a, out, &n);
    MbjError err;
    int prc = text ? mbc_run_parse(&c->a, text, n, &m->run, &err) : HL_EIO;
    if (rc == -2) {
        m->status = "timeout";
        m->error = "the program ran past its time limit";
    } else if (prc != HL_OK) {
        m->status = "no-output";
        m->error = text ? arena_printf(&c->a, "%s:%u:%u: %s", out, err.line, err.col, err.msg) : "no output";
    } else if (m->run.error) {
        m->status = "run-failed";
        m->error = m->run.error;
    } else if (rc != 0 || !m->run.done) {
        m->status = "run-failed";
        m->error = arena_printf(&c->a, "exit status %d: %s", rc, log_tail(&c->a, log, 300));
    } else {
        m->status = "ok";
        mbc_run_judge(&m->run);
    }
    if (strcmp(m->status, "ok")) fprintf(stderr, "hotlint: confirm: [%u/%u] %s: %s: %s\n", idx, total, m->name, m->status, m->error);
    else progress_line(m, idx, total);
}

/* ---- evidence.json and the table ---------------------------------------------------- */

static void kv_str(StrBuf *sb, const char *key, const char *v, bool comma) {
    if (comma) sb_putc(sb, ',');
    mbj_write_str(sb, key);
    sb_putc(sb, ':');
    if (v) mbj_write_str(sb, v);
    else sb_puts(sb, "null");
}

static void write_cases(StrBuf *sb, const MbcRun *run, uint32_t from, const char *indent) {
    for (uint32_t k = from; k < run->cases.size; k++) {
        if (k > from) sb_putc(sb, ',');
        sb_printf(sb, "\n%s{\"case\":", indent);
        mbj_write_str(sb, run->cases.contents[k]);
        sb_printf(sb, ",\"primary\":%s,\"sizes\":[", k == 0 ? "true" : "false");
        bool first = true;
        for (uint32_t i = 0; i < run->series.size; i++) {
            const MbcSeries *s = &run->series.contents[i];
            if (strcmp(s->kase, run->cases.contents[k])) continue;
            if (!first) sb_putc(sb, ',');
            first = false;
            sb_printf(sb, "\n%s  ", indent);
            mbc_series_write(sb, s, true);
        }
        sb_puts(sb, "]}");
    }
}

static bool is_control(const MProg *m) { return !strcmp(m->role, "negative-control"); }

static void write_gpu(StrBuf *sb, const Confirm *c) {
    sb_puts(sb, "{");
    kv_str(sb, "name", c->gpu, false);
    kv_str(sb, "driver", c->driver, true);
    kv_str(sb, "compute_cap", c->cc, true);
    kv_str(sb, "arch", c->arch, true);
    kv_str(sb, "nvcc", c->nvcc_version, true);
    kv_str(sb, "clocks_before", c->clocks_before, true);
    kv_str(sb, "clocks_after", c->clocks_after, true);
    sb_puts(sb, "}");
}

static int write_evidence(Confirm *c, bool suite_valid, const char *path) {
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, "{\n  \"hotlint_evidence\": 1,\n  ");
    kv_str(&sb, "tool", c->o->tool, false);
    sb_puts(&sb, ",\n  ");
    kv_str(&sb, "command", c->o->command, false);
    sb_puts(&sb, ",\n  ");
    kv_str(&sb, "date", c->date, false);
    sb_puts(&sb, ",\n  \"gpu\": ");
    write_gpu(&sb, c);
    sb_printf(&sb, ",\n  \"protocol\": {\"pairs\": %d, \"trial_ms\": 30, \"iterations\": \"clamp(30 ms / control per-iteration, 100, 20000)\", "
                   "\"warmup_ms\": 1000, \"metric\": \"per-iteration time from one CUDA event pair around each trial\", "
                   "\"verdict\": \"CONFIRMED when median(candidate) - median(control) > max(3 * 1.4826 * MAD(control), 2%% of median(control))\", "
                   "\"work_us\": ",
              c->o->pairs > 0 ? c->o->pairs : 10);
    if (c->o->work_us) mbj_write_str(&sb, c->o->work_us);
    else sb_puts(&sb, "null");
    sb_printf(&sb, "},\n  \"suite_valid\": %s,\n  \"programs\": [", suite_valid ? "true" : "false");
    for (uint32_t i = 0; i < c->progs.size; i++) {
        const MProg *m = &c->progs.contents[i];
        sb_puts(&sb, i ? ",\n    {" : "\n    {");
        kv_str(&sb, "name", m->name, false);
        kv_str(&sb, "template", m->template_id, true);
        kv_str(&sb, "params", m->params, true);
        kv_str(&sb, "role", m->role, true);
        kv_str(&sb, "status", m->status, true);
        kv_str(&sb, "error", m->error, true);
        kv_str(&sb, "hazard", m->run.hazard, true);
        sb_puts(&sb, ",\"cases\":[");
        if (!strcmp(m->status, "ok")) write_cases(&sb, &m->run, 0, "      ");
        sb_puts(&sb, "]}");
    }
    sb_puts(&sb, "\n  ],\n  \"findings\": {");
    bool first = true;
    StrBuf um;
    sb_init(&um);
    for (uint32_t i = 0; i < c->finds.size; i++) {
        const MFind *f = &c->finds.contents[i];
        bool dup = false;
        for (uint32_t j = 0; j < i; j++) dup = dup || !strcmp(c->finds.contents[j].fp, f->fp);
        if (dup) continue;
        const MProg *m = f->prog;
        const MbcSeries *h = strcmp(m->status, "ok") ? NULL : mbc_run_headline(&m->run, NULL);
        if (!h || h->v.verdict == MBS_INCONCLUSIVE) {
            sb_puts(&um, um.len ? ",\n    {" : "\n    {");
            kv_str(&um, "fingerprint", f->fp, false);
            kv_str(&um, "program", m->name, true);
            kv_str(&um, "reason", h ? "too few samples for a verdict" : m->error ? m->error : m->status, true);
            sb_puts(&um, "}");
            continue;
        }
        sb_puts(&sb, first ? "\n    " : ",\n    ");
        first = false;
        mbj_write_str(&sb, f->fp);
        sb_puts(&sb, ": {");
        /* the manifest's description of the finding, then the measurement */
        const MbjVal *o = f->obj;
        for (uint32_t k = 0; k < o->members.size; k++) {
            if (k) sb_putc(&sb, ',');
            mbj_write_str(&sb, o->members.contents[k].key);
            sb_putc(&sb, ':');
            mbj_write_val(&sb, o->members.contents[k].val);
        }
        kv_str(&sb, "gpu", c->gpu, o->members.size > 0);
        kv_str(&sb, "driver", c->driver, true);
        kv_str(&sb, "date", c->date, true);
        kv_str(&sb, "verdict", mbs_verdict_name(h->v.verdict), true);
        sb_puts(&sb, ",\"headline\":{");
        kv_str(&sb, "size", h->size, false);
        kv_str(&sb, "case", h->kase, true);
        write_num_kv(&sb, "overhead_us", h->v.overhead_us, 3);
        write_num_kv(&sb, "overhead_pct", h->v.overhead_pct, 1);
        write_num_kv(&sb, "control_us", h->v.control_us, 3);
        write_num_kv(&sb, "candidate_us", h->v.candidate_us, 3);
        sb_printf(&sb, ",\"reading\":\"%s\"}", h->reading);
        sb_puts(&sb, ",\"cases\":[");
        write_cases(&sb, &m->run, 0, "      ");
        sb_puts(&sb, "]}");
    }
    sb_puts(&sb, "\n  },\n  \"unmeasured\": [");
    if (um.len) sb_append(&sb, um.data, um.len);
    sb_puts(&sb, "\n  ]\n}\n");
    sb_fini(&um);
    FILE *f = fopen(path, "w");
    int rc = 0;
    if (!f || fwrite(sb.data, 1, sb.len, f) != sb.len) rc = -1;
    if (f && fclose(f) != 0) rc = -1;
    if (rc) fprintf(stderr, "hotlint: cannot write %s: %s\n", path, strerror(errno));
    sb_fini(&sb);
    return rc;
}

static void print_table(Confirm *c) {
    printf("hotlint confirm: %s (driver %s, %s), %s\n", c->gpu, c->driver, c->arch, c->date);
    printf("%-34s %-20s %-13s %10s %10s %10s %8s  %-12s %s\n", "program", "case", "size", "control", "candidate", "overhead", "%",
           "verdict", "reading");
    for (uint32_t i = 0; i < c->progs.size; i++) {
        const MProg *m = &c->progs.contents[i];
        if (strcmp(m->status, "ok")) {
            printf("%-34s %s: %s\n", m->name, m->status, m->error ? m->error : "");
            continue;
        }
        for (uint32_t k = 0; k < m->run.series.size; k++) {
            const MbcSeries *s = &m->run.series.contents[k];
            printf("%-34s %-20s %-13s %10.3f %10.3f %+10.3f %7.1f%%  %-12s %s\n", k ? "" : m->name, s->kase, s->size, s->v.control_us,
                   s->v.candidate_us, s->v.overhead_us, s->v.overhead_pct, mbs_verdict_name(s->v.verdict), s->reading);
        }
    }
    printf("(µs per iteration: medians over the ABBA pairs; overhead = candidate - control)\n");
}

/* ---- the command ---------------------------------------------------------------------- */

static void now_iso(char out[32]) {
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, 32, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

static const char *nvcc_version(Confirm *c) {
    const char *outp = arena_printf(&c->a, "%s/.nvcc-version", c->bdir);
    char *argv[] = {(char *)c->nvcc, "--version", NULL};
    if (run_cmd(argv, outp, NULL, 60) != 0) return NULL;
    char *t = read_file(&c->a, outp, NULL);
    unlink(outp);
    char *r = t ? strstr(t, "release ") : NULL;
    if (!r) return NULL;
    char *nl = strchr(r, '\n');
    if (nl) *nl = 0;
    return trim(r);
}

int mbc_confirm(const MbcOptions *o) {
    Confirm c = {0};
    arena_init(&c.a);
    c.o = o;
    int rc = 2;
    if (!o->dir || !*o->dir) {
        fprintf(stderr, "hotlint: usage: hotlint confirm DIR [--arch sm_XX] [--work-us N] [--bytes N]\n");
        goto out;
    }
    if (o->work_us) {
        char *end;
        double w = strtod(o->work_us, &end);
        if (*end || !(w > 0 && w <= 1e6)) { fprintf(stderr, "hotlint: --work-us expects microseconds (0 < N <= 1000000), got `%s`\n", o->work_us); goto out; }
    }
    if (o->bytes) {
        char *end;
        long long b = strtoll(o->bytes, &end, 10);
        if (*end || b < 0 || b > (1LL << 32)) { fprintf(stderr, "hotlint: --bytes expects a byte count (0..4294967296), got `%s`\n", o->bytes); goto out; }
    }
    if (o->arch && !arch_from(&c.a, o->arch)) { fprintf(stderr, "hotlint: --arch expects sm_XX (or 9.0), got `%s`\n", o->arch); goto out; }
    c.dir = o->dir;
    c.mpath = arena_printf(&c.a, "%s/manifest.json", c.dir);
    c.bdir = arena_printf(&c.a, "%s/build", c.dir);
    if ((rc = load_manifest(&c)) != 0) goto out;
    rc = 2;
    if (mkdir(c.bdir, 0755) != 0 && errno != EEXIST) { fprintf(stderr, "hotlint: cannot create %s: %s\n", c.bdir, strerror(errno)); goto out; }

    static const char *const nvcc_fb[] = {"$CUDA_HOME/bin/nvcc", "$CUDA_PATH/bin/nvcc", "/usr/local/cuda/bin/nvcc", NULL};
    c.nvcc = find_exe(&c.a, "nvcc", "HOTLINT_NVCC", nvcc_fb);
    const char *gpu_missing = find_gpu(&c);
    if (!c.nvcc || gpu_missing) {
        if (!c.nvcc)
            fprintf(stderr, "hotlint: confirm needs `nvcc` (the CUDA compiler) and found none %s\n",
                    getenv("HOTLINT_NVCC") ? "at $HOTLINT_NVCC" : "on PATH, in $CUDA_HOME/bin or in /usr/local/cuda/bin");
        if (gpu_missing) fprintf(stderr, "hotlint: confirm needs an NVIDIA GPU and found none: %s\n", gpu_missing);
        fprintf(stderr, "hotlint: nothing was measured; run `hotlint confirm %s` on a machine with a GPU and the CUDA toolkit\n", c.dir);
        goto out;
    }
    /* programs that link CUDA libraries (-lnvrtc, -lcublas) find them next to nvcc */
    {
        char *root = arena_strdup(&c.a, c.nvcc), *sl = strrchr(root, '/');
        if (sl) *sl = 0;
        sl = strrchr(root, '/');
        if (sl) *sl = 0;
        const char *old = getenv("LD_LIBRARY_PATH");
        setenv("LD_LIBRARY_PATH", arena_printf(&c.a, "%s/lib64:%s/targets/x86_64-linux/lib%s%s", root, root, old && *old ? ":" : "", old ? old : ""), 1);
    }
    c.arch = o->arch ? arch_from(&c.a, o->arch) : arch_from(&c.a, c.cc);
    if (!c.arch) { fprintf(stderr, "hotlint: cannot tell the GPU's architecture from `%s`; pass --arch sm_XX\n", c.cc ? c.cc : "?"); goto out; }
    c.nvcc_version = nvcc_version(&c);
    char date[32];
    now_iso(date);
    c.date = date;
    fprintf(stderr, "hotlint: confirm: %s (driver %s, compute capability %s), %u programs, %u findings\n", c.gpu, c.driver, c.cc, c.progs.size,
            c.finds.size);

    build_all(&c);
    c.clocks_before = smi_query(&c, "clocks.sm,clocks.mem,temperature.gpu,power.draw");
    /* negative controls first, then the rest, in manifest order */
    uint32_t idx = 0;
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t i = 0; i < c.progs.size; i++) {
            MProg *m = &c.progs.contents[i];
            if (is_control(m) != (pass == 0)) continue;
            idx++;
            if (m->built) run_one(&c, m, idx, c.progs.size);
        }
    c.clocks_after = smi_query(&c, "clocks.sm,clocks.mem,temperature.gpu,power.draw");

    bool failed = false, suite_valid = true;
    for (uint32_t i = 0; i < c.progs.size; i++) {
        const MProg *m = &c.progs.contents[i];
        if (strcmp(m->status, "ok")) { failed = true; continue; }
        if (!is_control(m)) continue;
        for (uint32_t k = 0; k < m->run.series.size; k++)
            if (m->run.series.contents[k].v.verdict != MBS_REFUTED) suite_valid = false;
    }
    const char *epath = arena_printf(&c.a, "%s/evidence.json", c.dir);
    if (write_evidence(&c, suite_valid, epath) != 0) { rc = 2; goto out; }
    print_table(&c);
    uint32_t conf = 0, ref = 0, unm = 0;
    for (uint32_t i = 0; i < c.finds.size; i++) {
        const MProg *m = c.finds.contents[i].prog;
        const MbcSeries *h = strcmp(m->status, "ok") ? NULL : mbc_run_headline(&m->run, NULL);
        if (!h || h->v.verdict == MBS_INCONCLUSIVE) unm++;
        else if (h->v.verdict == MBS_CONFIRMED) conf++;
        else ref++;
    }
    printf("findings: %u confirmed, %u refuted, %u unmeasured (at the headline size); negative controls: %s\n", conf, ref, unm,
           suite_valid ? "all refuted" : "NOT all refuted: this machine is too noisy to trust these numbers");
    printf("evidence: %s\n", epath);
    fflush(stdout);
    rc = failed || !suite_valid ? 1 : 0;
out:
    arena_fini(&c.a);
    return rc;
}
