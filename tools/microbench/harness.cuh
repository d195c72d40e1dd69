/*
 * harness.cuh — the measurement protocol every hotlint microbenchmark shares (DESIGN.md §7,
 * shared/reference/gpu-hazard-costs.md). `hotlint --emit-microbench` pastes this file into
 * each program it writes, so an emitted program is one self-contained .cu file that builds
 * with a single `nvcc` line; the templates beside this file #include it and build as they are.
 *
 * A template supplies four hooks and nothing else: mb_describe (its cases and flags),
 * mb_setup / mb_teardown (outside timing) and mb_hazard (the hazard statement, once). The
 * harness owns main(), the work kernel, sizing, timing and output.
 *
 * Invariants the protocol rests on:
 * - Control and candidate run the SAME loop (mb_trial); the only difference is the runtime
 *   `arm` argument, which makes the candidate run the hazard statement after each launch.
 * - The work is one elementwise kernel y = a*x + b on the legacy default stream, so a
 *   blocking copy or a stream sync orders after it exactly as PyTorch's current stream does.
 *   Work buffers are allocated once, before any timing.
 * - ~1 s of large kernels warms the GPU; per size and case two pilot trials and one
 *   discarded pair precede `pairs` (default 10) ABBA-interleaved control/candidate pairs.
 * - A trial is ~30 ms: iterations = clamp(30 ms / control per-iteration, 100, 20000), the
 *   same count for both arms; a hazard so slow that a candidate trial would pass 150 ms gets
 *   fewer iterations (at least 10) for both arms, so the run stays bounded (judged on the
 *   second pilot, so a one-off first-call cost does not shorten the trials).
 * - Each trial starts with a device sync and records one event pair on the launch stream
 *   around the whole loop (never per iteration), plus wall time and host enqueue time.
 * - Templates that change machine state (mb_describe sets `settle`) get a discarded control
 *   trial after every candidate trial.
 * - Every CUDA call is checked; the first error ends the program with an `error` line and
 *   exit status 3. Nothing is printed that was not measured.
 *
 * Output: JSON lines on the original standard output (fd 1 is pointed at /dev/null so device
 * printf and host-formatting hazards cannot mix into the samples): one `meta` line, a `size`
 * line per work size, a `sample` line per trial (per-iteration µs: gpu_us from the event pair,
 * wall_us, enqueue_us), a `hazard_host` line per size and case (host time inside the hazard
 * statement, from a separate instrumented pass), and `done`. hotlint's C code (mbconfirm.c)
 * computes the statistics and the verdicts from these raw samples.
 */
#ifndef HOTLINT_MB_HARNESS_CUH
#define HOTLINT_MB_HARNESS_CUH

#include <cuda_runtime.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <string>
#include <unistd.h>
#include <vector>

#ifndef MB_TEMPLATE
#define MB_TEMPLATE "template"
#endif
#ifndef MB_PARAMS
#define MB_PARAMS ""            /* "k=v;k=v": the finding's parameters (emitter) */
#endif
#ifndef MB_WORK_US
#define MB_WORK_US 0            /* >0: one work size of this many µs instead of the three defaults */
#endif
#ifndef MB_PAIRS
#define MB_PAIRS 10             /* timed ABBA pairs per size and case */
#endif
#ifndef MB_TRIAL_MS
#define MB_TRIAL_MS 30          /* target length of one trial */
#endif
#ifndef MB_WARMUP_MS
#define MB_WARMUP_MS 1000       /* large kernels before anything is measured */
#endif
#ifndef MB_MIN_ITERS
#define MB_MIN_ITERS 100        /* iterations per trial: clamp(trial / control, MIN, MAX) */
#endif
#ifndef MB_MAX_ITERS
#define MB_MAX_ITERS 20000
#endif
#ifndef MB_SLOW_MS
#define MB_SLOW_MS 150          /* a candidate trial longer than this gets fewer iterations */
#endif

/* ---- what a template sees ------------------------------------------------------------ */

struct MbInfo {
    const char *cases[4];       /* candidate variants; cases[0] is the primary one */
    int ncases;
    bool settle;                /* hazard changes machine state: settle trial after each candidate */
    bool kernel_flag;           /* candidate runs the work kernel with flag=1 (device printf) */
    const char *hazard;         /* the hazard statement, one line */
};

struct MbCtx {
    float *x, *y;               /* work buffers on the device, `cap` floats each */
    long n, cap;                /* current work elements; capacity */
    cudaStream_t s;             /* launch stream: the legacy default stream */
    int dev;
    int grid, block;            /* launch shape of the work kernel for `n` */
    void *p[8];                 /* template scratch */
    long long v[8];
};

static void mb_describe(MbInfo &m);
static void mb_setup(MbCtx &c);
static void mb_hazard(MbCtx &c, int kase);
static void mb_teardown(MbCtx &c);

/* The work kernel. `flag` is 0 except in candidate trials of templates that set kernel_flag. */
__global__ void mb_axpb(float *__restrict__ y, const float *__restrict__ x, float a, float b, long n, int flag) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + b;
#ifdef MB_DEVICE_PRINTF
    if (flag && i == 0) printf("hotlint microbenchmark: y[0] = %f\n", y[0]);
#else
    (void)flag;
#endif
}

__global__ void mb_fill(float *p, long n, float base) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) p[i] = base + (float)((i * 2654435761u) % 1000u) * 1e-3f - 0.5f;
}

/* ---- output ---------------------------------------------------------------------------- */

static FILE *mb_out = stdout;

static void mb_json_str(const char *s) {
    fputc('"', mb_out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') fprintf(mb_out, "\\%c", *p);
        else if (*p < 0x20) fprintf(mb_out, "\\u%04x", *p);
        else fputc(*p, mb_out);
    }
    fputc('"', mb_out);
}

static void mb_fail(const char *where, const char *fmt, ...) {
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(mb_out, "{\"type\":\"error\",\"where\":");
    mb_json_str(where);
    fprintf(mb_out, ",\"message\":");
    mb_json_str(msg);
    fprintf(mb_out, "}\n");
    fflush(mb_out);
    fprintf(stderr, "%s: %s: %s\n", MB_TEMPLATE, where, msg);
    exit(3);
}

/* The first failing CUDA call ends the run: a measurement after an error means nothing. */
static const char *mb_where = "setup";
#define MB_CHECK(call)                                                                        \
    do {                                                                                      \
        cudaError_t mb_e_ = (call);                                                           \
        if (mb_e_ != cudaSuccess) mb_fail(mb_where, "%s failed: %s (line %d)", #call,        \
                                          cudaGetErrorString(mb_e_), __LINE__);               \
    } while (0)

/* ---- parameters: MB_PARAMS, then --param k=v overrides ---------------------------------- */

static std::vector<std::string> mb_param_kv;

static void mb_params_add(const char *list) {
    std::string s(list);
    size_t i = 0;
    while (i <= s.size()) {
        size_t j = s.find(';', i);
        if (j == std::string::npos) j = s.size();
        std::string kv = s.substr(i, j - i);
        if (kv.find('=') != std::string::npos) mb_param_kv.push_back(kv);
        i = j + 1;
    }
}

static const char *mb_param_str(const char *key, const char *def) {
    size_t kl = strlen(key);
    const char *found = def;
    for (const std::string &kv : mb_param_kv)   /* later entries win */
        if (kv.size() > kl && kv.compare(0, kl, key) == 0 && kv[kl] == '=') found = kv.c_str() + kl + 1;
    return found;
}

static long long mb_param_int(const char *key, long long def) {
    const char *v = mb_param_str(key, NULL);
    if (!v) return def;
    char *end;
    errno = 0;
    long long r = strtoll(v, &end, 10);
    if (errno || *end || end == v) mb_fail("params", "parameter `%s=%s` is not an integer", key, v);
    return r;
}

/* ---- buffers for templates (allocated in mb_setup, outside timing; freed at exit) ------- */

static std::vector<void *> mb_owned_dev, mb_owned_host, mb_owned_pinned;

/* Pageable host memory, touched so first-touch page faults stay out of the timing. */
static inline void *mb_host_pageable(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) mb_fail(mb_where, "out of host memory (%zu bytes)", n);
    memset(p, 1, n);
    mb_owned_host.push_back(p);
    return p;
}

static inline void *mb_host_pinned(size_t n) {
    void *p = NULL;
    MB_CHECK(cudaMallocHost(&p, n ? n : 1));
    memset(p, 1, n);
    mb_owned_pinned.push_back(p);
    return p;
}

static inline void *mb_device_buffer(size_t n) {
    void *p = NULL;
    MB_CHECK(cudaMalloc(&p, n ? n : 1));
    MB_CHECK(cudaMemset(p, 0, n ? n : 1));
    mb_owned_dev.push_back(p);
    return p;
}

static void mb_free_owned(void) {
    for (void *p : mb_owned_dev) cudaFree(p);
    for (void *p : mb_owned_pinned) cudaFreeHost(p);
    for (void *p : mb_owned_host) free(p);
    mb_owned_dev.clear(); mb_owned_pinned.clear(); mb_owned_host.clear();
}

/* A byte count parameter, bounded so a finding's huge size cannot exhaust the GPU. */
static inline size_t mb_param_bytes(const char *key, long long def) {
    long long v = mb_param_int(key, def);
    if (v < 0 || v > (1LL << 32)) mb_fail("params", "parameter `%s=%lld` is outside 0..4 GiB", key, v);
    return (size_t)v;
}

/* ---- clocks and the trial ------------------------------------------------------------- */

static double mb_now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

struct MbTrial { double gpu_us, wall_us, enq_us; long iters; };

static MbCtx mb_c;
static MbInfo mb_info;
static cudaEvent_t mb_e0, mb_e1;
static long mb_count = 1, mb_every = 1;    /* hazard statements per iteration; every Nth iteration */

static void mb_set_n(long n) {
    mb_c.n = n;
    mb_c.block = 256;
    mb_c.grid = (int)((n + mb_c.block - 1) / mb_c.block);
}

static void mb_check_last(void) {
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess && e != cudaErrorNotReady) mb_fail(mb_where, "CUDA error: %s", cudaGetErrorString(e));
}

/* One trial: `arm` < 0 is the control, >= 0 the candidate case. Per-iteration µs. */
static MbTrial mb_trial(int arm, long iters) {
    MbCtx &c = mb_c;
    const int flag = (arm >= 0 && mb_info.kernel_flag) ? 1 : 0;
    MB_CHECK(cudaDeviceSynchronize());
    double t0 = mb_now_us();
    MB_CHECK(cudaEventRecord(mb_e0, c.s));
    /* both arms run this exact code; only `arm` differs (no modulo, no branch the control skips
       except the hazard call itself) */
    long next = 0;
    for (long i = 0; i < iters; i++) {
        mb_axpb<<<c.grid, c.block, 0, c.s>>>(c.y, c.x, 1.0001f, 0.5f, c.n, flag);
        if (i == next) {
            next += mb_every;
            if (arm >= 0)
                for (long k = 0; k < mb_count; k++) mb_hazard(c, arm);
        }
    }
    MB_CHECK(cudaEventRecord(mb_e1, c.s));
    double t1 = mb_now_us();
    MB_CHECK(cudaEventSynchronize(mb_e1));
    double t2 = mb_now_us();
    mb_check_last();
    float ms = 0;
    MB_CHECK(cudaEventElapsedTime(&ms, mb_e0, mb_e1));
    MbTrial t;
    t.iters = iters;
    t.gpu_us = ms * 1e3 / iters;
    t.wall_us = (t2 - t0) / iters;
    t.enq_us = (t1 - t0) / iters;
    return t;
}

static void mb_emit_sample(const char *size, const char *kase, const char *phase, int pair, bool cand, const MbTrial &t) {
    fprintf(mb_out, "{\"type\":\"sample\",\"size\":");
    mb_json_str(size);
    fprintf(mb_out, ",\"case\":");
    mb_json_str(kase);
    fprintf(mb_out, ",\"phase\":\"%s\",\"pair\":%d,\"arm\":\"%s\",\"iters\":%ld,\"gpu_us\":%.4f,\"wall_us\":%.4f,\"enqueue_us\":%.4f}\n",
            phase, pair, cand ? "candidate" : "control", t.iters, t.gpu_us, t.wall_us, t.enq_us);
}

static double mb_median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

/* Control per-iteration time at the current n: median of 3 short trials. */
static double mb_probe(double guess_us) {
    long it = (long)std::min(2000.0, std::max(20.0, 4000.0 / std::max(guess_us, 1.0)));
    std::vector<double> v;
    for (int r = 0; r < 3; r++) v.push_back(mb_trial(-1, it).gpu_us);
    return mb_median(v);
}

/* Elements whose control loop takes ~target µs per iteration (proportional search). */
static long mb_calibrate(double target_us) {
    long n = std::min(mb_c.cap, 1L << 22);
    mb_set_n(n);
    double t = mb_probe(10);
    for (int k = 0; k < 6; k++) {
        double scale = target_us / std::max(t, 0.01);
        if (fabs(scale - 1.0) < 0.04) break;
        long nn = (long)std::max(4096.0, std::min((double)mb_c.cap, n * scale));
        if (nn == n) break;
        n = nn;
        mb_set_n(n);
        t = mb_probe(t * scale);
    }
    return n;
}

/* ---- main ------------------------------------------------------------------------------ */

static void mb_usage(void) {
    fprintf(stderr,
            "usage: %s [--work-us N] [--sizes launch-bound,20us,200us] [--pairs N] [--trial-ms N]\n"
            "          [--warmup-ms N] [--param k=v] [--device N] [--max-elems N] [--probe]\n"
            "Runs the hotlint microbenchmark `%s` (params `%s`) and prints JSON lines of raw samples.\n",
            "program", MB_TEMPLATE, MB_PARAMS);
}

int main(int argc, char **argv) {
    double work_us = MB_WORK_US, trial_ms = MB_TRIAL_MS, warmup_ms = MB_WARMUP_MS, slow_ms = MB_SLOW_MS;
    int pairs = MB_PAIRS, device = 0;
    long max_elems = 1L << 28;
    bool probe = false;
    std::string sizes_opt;
    mb_params_add(MB_PARAMS);
    for (int i = 1; i < argc; i++) {
        std::string a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (a == "--probe") { probe = true; continue; }
        if (a == "-h" || a == "--help") { mb_usage(); return 0; }
        if (!v) { mb_usage(); return 2; }
        if (a == "--work-us") work_us = atof(v);
        else if (a == "--sizes") sizes_opt = v;
        else if (a == "--pairs") pairs = atoi(v);
        else if (a == "--trial-ms") trial_ms = atof(v);
        else if (a == "--warmup-ms") warmup_ms = atof(v);
        else if (a == "--param") mb_params_add(v);
        else if (a == "--device") device = atoi(v);
        else if (a == "--max-elems") max_elems = atol(v);
        else { mb_usage(); return 2; }
        i++;
    }
    if (pairs < 1 || pairs > 1000 || trial_ms <= 0 || max_elems < 4096) { mb_usage(); return 2; }

    /* results go to the original stdout; fd 1 itself goes to /dev/null */
    int jfd = dup(1);
    int nul = open("/dev/null", O_WRONLY);
    if (jfd < 0 || nul < 0) { perror("dup"); return 3; }
    fflush(stdout);
    dup2(nul, 1);
    close(nul);
    mb_out = fdopen(jfd, "w");
    if (!mb_out) { perror("fdopen"); return 3; }
    setvbuf(mb_out, NULL, _IOLBF, 0);

    int ndev = 0;
    cudaError_t e = cudaGetDeviceCount(&ndev);
    if (e != cudaSuccess || ndev == 0)
        mb_fail("probe", "no CUDA device: %s", e != cudaSuccess ? cudaGetErrorString(e) : "device count is 0");
    if (device < 0 || device >= ndev) mb_fail("probe", "no CUDA device %d (have %d)", device, ndev);
    MB_CHECK(cudaSetDevice(device));
    cudaDeviceProp prop;
    MB_CHECK(cudaGetDeviceProperties(&prop, device));
    int rt = 0, drv = 0;
    cudaRuntimeGetVersion(&rt);
    cudaDriverGetVersion(&drv);
    fprintf(mb_out, "{\"type\":\"%s\",\"template\":", probe ? "probe" : "meta");
    mb_json_str(MB_TEMPLATE);
    fprintf(mb_out, ",\"params\":");
    mb_json_str(MB_PARAMS);
    fprintf(mb_out, ",\"gpu\":");
    mb_json_str(prop.name);
    fprintf(mb_out, ",\"cc\":\"%d.%d\",\"sms\":%d,\"runtime\":%d,\"driver_api\":%d,\"pairs\":%d,\"trial_ms\":%g,\"warmup_ms\":%g",
            prop.major, prop.minor, prop.multiProcessorCount, rt, drv, pairs, trial_ms, warmup_ms);
    if (probe) { fprintf(mb_out, "}\n"); return 0; }

    mb_describe(mb_info);
    if (mb_info.ncases < 1 || mb_info.ncases > 4) mb_fail("describe", "template declares %d cases", mb_info.ncases);
    fprintf(mb_out, ",\"cases\":[");
    for (int k = 0; k < mb_info.ncases; k++) { if (k) fputc(',', mb_out); mb_json_str(mb_info.cases[k]); }
    fprintf(mb_out, "],\"settle\":%s,\"hazard\":", mb_info.settle ? "true" : "false");
    mb_json_str(mb_info.hazard ? mb_info.hazard : "");
    fprintf(mb_out, "}\n");

    mb_count = mb_param_int("count", 1);
    mb_every = mb_param_int("every", 1);
    if (mb_count < 0 || mb_count > 1000 || mb_every < 1) mb_fail("params", "count must be 0..1000 and every >= 1");

    /* work buffers: as large as the ~200 µs size needs, smaller if memory is short */
    MbCtx &c = mb_c;
    c.s = 0;
    c.dev = device;
    size_t freeb = 0, totalb = 0;
    MB_CHECK(cudaMemGetInfo(&freeb, &totalb));
    long cap = max_elems;
    while (cap > 4096 && (double)cap * 2 * sizeof(float) > 0.4 * (double)freeb) cap /= 2;
    c.cap = cap;
    MB_CHECK(cudaMalloc(&c.x, cap * sizeof(float)));
    MB_CHECK(cudaMalloc(&c.y, cap * sizeof(float)));
    mb_fill<<<(int)((cap + 255) / 256), 256>>>(c.x, cap, 1.0f);
    mb_fill<<<(int)((cap + 255) / 256), 256>>>(c.y, cap, 0.0f);
    MB_CHECK(cudaEventCreate(&mb_e0));
    MB_CHECK(cudaEventCreate(&mb_e1));
    MB_CHECK(cudaDeviceSynchronize());
    mb_check_last();
    mb_set_n(4096);
    mb_setup(c);
    MB_CHECK(cudaDeviceSynchronize());
    mb_check_last();

    /* ~1 s of large kernels */
    mb_where = "warm-up";
    mb_set_n(cap);
    double w0 = mb_now_us();
    while (mb_now_us() - w0 < warmup_ms * 1e3) {
        for (int i = 0; i < 16; i++) mb_axpb<<<c.grid, c.block, 0, c.s>>>(c.y, c.x, 1.0001f, 0.5f, c.n, 0);
        MB_CHECK(cudaDeviceSynchronize());
    }
    mb_check_last();

    struct Size { std::string label; double target; };
    std::vector<Size> sizes;
    if (work_us > 0) {
        char lab[32];
        snprintf(lab, sizeof lab, "%gus", work_us);
        sizes.push_back({lab, work_us});
    } else {
        const Size all[3] = {{"launch-bound", 0}, {"20us", 20}, {"200us", 200}};
        for (const Size &s : all)
            if (sizes_opt.empty() || ("," + sizes_opt + ",").find("," + s.label + ",") != std::string::npos) sizes.push_back(s);
        if (sizes.empty()) mb_fail("options", "--sizes names none of launch-bound, 20us, 200us");
    }

    for (const Size &sz : sizes) {
        const char *label = sz.label.c_str();
        mb_where = "calibration";
        long n = sz.target > 0 ? mb_calibrate(sz.target) : 4096;
        mb_set_n(n);
        double ctrl = mb_probe(sz.target > 0 ? sz.target : 5);
        long iters0 = (long)std::min((double)MB_MAX_ITERS, std::max((double)MB_MIN_ITERS, trial_ms * 1e3 / std::max(ctrl, 0.01)));
        fprintf(mb_out, "{\"type\":\"size\",\"size\":");
        mb_json_str(label);
        fprintf(mb_out, ",\"target_us\":%g,\"elems\":%ld,\"control_probe_us\":%.4f,\"iters\":%ld}\n", sz.target, n, ctrl, iters0);
        for (int k = 0; k < mb_info.ncases; k++) {
            const char *kase = mb_info.cases[k];
            char where[96];
            snprintf(where, sizeof where, "%s/%s", label, kase);
            mb_where = where;
            /* two pilots: first-call costs (pool growth, library init) land in the first; the
               second, at steady state, bounds slow hazards */
            MbTrial pilot;
            for (int rep = 0; rep < 2; rep++) {
                pilot = mb_trial(k, std::min(iters0, 10L));
                mb_emit_sample(label, kase, "pilot", -1, true, pilot);
                if (mb_info.settle) mb_trial(-1, std::min(iters0, 10L));
            }
            long iters = iters0;
            if (pilot.wall_us * iters > slow_ms * 1e3)
                iters = std::max(10L, (long)(slow_ms * 1e3 / std::max(pilot.wall_us, 0.01)));
            for (int p = -1; p < pairs; p++) {     /* p == -1: the discarded pair */
                const char *phase = p < 0 ? "discard" : "pair";
                bool cand_first = p >= 0 && p % 2 == 1;   /* AB BA AB BA ... */
                for (int half = 0; half < 2; half++) {
                    bool cand = (half == 0) == cand_first;
                    MbTrial t = mb_trial(cand ? k : -1, iters);
                    mb_emit_sample(label, kase, phase, p, cand, t);
                    if (cand && mb_info.settle) mb_emit_sample(label, kase, "settle", p, false, mb_trial(-1, iters));
                }
            }
            /* instrumented pass: host time inside the hazard statement itself */
            long hp = std::min(iters, 200L);
            std::vector<double> ht;
            MB_CHECK(cudaDeviceSynchronize());
            for (long i = 0; i < hp; i++) {
                mb_axpb<<<c.grid, c.block, 0, c.s>>>(c.y, c.x, 1.0001f, 0.5f, c.n, mb_info.kernel_flag ? 1 : 0);
                if (i % mb_every) continue;   /* (outside timing: a modulo is fine here) */
                double h0 = mb_now_us();
                for (long r = 0; r < mb_count; r++) mb_hazard(c, k);
                ht.push_back(mb_now_us() - h0);
            }
            MB_CHECK(cudaDeviceSynchronize());
            mb_check_last();
            fprintf(mb_out, "{\"type\":\"hazard_host\",\"size\":");
            mb_json_str(label);
            fprintf(mb_out, ",\"case\":");
            mb_json_str(kase);
            fprintf(mb_out, ",\"calls\":%zu,\"median_us\":%.4f}\n", ht.size(), mb_median(ht));
        }
    }
    mb_where = "teardown";
    mb_teardown(c);
    MB_CHECK(cudaDeviceSynchronize());
    mb_check_last();
    mb_free_owned();
    cudaFree(c.x);
    cudaFree(c.y);
    fprintf(mb_out, "{\"type\":\"done\"}\n");
    fflush(mb_out);
    return 0;
}

#endif /* HOTLINT_MB_HARNESS_CUH */
