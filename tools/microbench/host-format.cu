// @template host-format
// @summary `print`, `logging.*`, `logger.*`, f-strings / `.format` / `%` of host values, `printf`/`fprintf`/`std::cout` in a timed loop
// @hazard snprintf of a line holding `nvals` floats + fprintf to the sink (/dev/null, or a file flushed each time)
// @param nvals:int=4 values formatted into the line
// @param sink:null|file=null null: /dev/null (a console nobody reads); file: a log file flushed per line (a logging FileHandler)
// @param scalar:int=0 1: the value is a CUDA scalar read back first (4-byte blocking copy), as `print(f"{loss}")` with a tensor
#include "harness.cuh"

static FILE *sink;
static char path[64];
static int nvals, scalar;
static bool flush;
static float vals[64];
static float *host;
static long step;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "format-write";
    m.ncases = 1;
    m.hazard = "snprintf + fprintf of one log line";
}
static void mb_setup(MbCtx &) {
    nvals = (int)mb_param_int("nvals", 4);
    if (nvals < 0 || nvals > 64) mb_fail("params", "nvals must be 0..64");
    scalar = (int)mb_param_int("scalar", 0);
    const char *s = mb_param_str("sink", "null");
    if (!strcmp(s, "null")) {
        sink = fopen("/dev/null", "w");
    } else if (!strcmp(s, "file")) {
        const char *tmp = getenv("TMPDIR");
        snprintf(path, sizeof path, "%s/hotlint-mb-XXXXXX", tmp && strlen(tmp) < 40 ? tmp : "/tmp");
        int fd = mkstemp(path);
        if (fd < 0) mb_fail("setup", "mkstemp: %s", strerror(errno));
        sink = fdopen(fd, "w");
        flush = true;
    } else {
        mb_fail("params", "unknown sink `%s`", s);
    }
    if (!sink) mb_fail("setup", "cannot open the log sink: %s", strerror(errno));
    for (int i = 0; i < 64; i++) vals[i] = 0.001f * (float)(i * 37 % 101) + 1.25f;
    host = (float *)mb_host_pageable(sizeof(float));
}
static void mb_hazard(MbCtx &c, int) {
    char line[2048];
    if (scalar) {
        MB_CHECK(cudaMemcpy(host, c.y, sizeof(float), cudaMemcpyDeviceToHost));
        vals[0] = *host;
    }
    int n = snprintf(line, sizeof line, "step %ld:", step++);
    for (int i = 0; i < nvals && n < (int)sizeof line - 32; i++) n += snprintf(line + n, sizeof line - n, " v%d=%.6f", i, (double)vals[i]);
    fprintf(sink, "%s\n", line);
    if (flush) fflush(sink);
}
static void mb_teardown(MbCtx &) {
    if (sink) fclose(sink);
    if (path[0]) unlink(path);
}
