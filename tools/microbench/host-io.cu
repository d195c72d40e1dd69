// @template host-io
// @summary `open`/`Path.read_*`/`write_*`, `json.dump/load`, `np.save/load`, `fopen`/`fwrite`/`std::ofstream` per iteration
// @hazard open + write (or read) `bytes` + close a file each iteration
// @param bytes:int=4096 bytes written or read per hazard statement
// @param mode:write|read=write direction
#include "harness.cuh"

static char path[64];
static size_t nbytes;
static char *buf;
static bool rd;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "file";
    m.ncases = 1;
    m.hazard = "fopen + fwrite/fread + fclose";
}
static void mb_setup(MbCtx &) {
    nbytes = mb_param_bytes("bytes", 4096);
    const char *md = mb_param_str("mode", "write");
    if (strcmp(md, "write") && strcmp(md, "read")) mb_fail("params", "unknown mode `%s`", md);
    rd = !strcmp(md, "read");
    buf = (char *)mb_host_pageable(nbytes);
    const char *tmp = getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/hotlint-mb-XXXXXX", tmp && strlen(tmp) < 40 ? tmp : "/tmp");
    int fd = mkstemp(path);
    if (fd < 0) mb_fail("setup", "mkstemp: %s", strerror(errno));
    if (write(fd, buf, nbytes) != (ssize_t)nbytes) mb_fail("setup", "write: %s", strerror(errno));
    close(fd);
}
static void mb_hazard(MbCtx &, int) {
    FILE *f = fopen(path, rd ? "r" : "w");
    if (!f) mb_fail(mb_where, "fopen %s: %s", path, strerror(errno));
    size_t got = rd ? fread(buf, 1, nbytes, f) : fwrite(buf, 1, nbytes, f);
    if (got != nbytes) mb_fail(mb_where, "short %s of %s", rd ? "read" : "write", path);
    fclose(f);
}
static void mb_teardown(MbCtx &) { unlink(path); }
