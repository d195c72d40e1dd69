// @template memcpy-async-pageable
// @summary `cudaMemcpyAsync` from/to pageable host memory (not really asynchronous), `.to(..., non_blocking=True)` on pageable tensors
// @hazard cudaMemcpyAsync(..., stream) with a pageable host buffer on the launch stream
// @param bytes:int=4096 bytes copied per hazard statement
// @param dir:h2d|d2h=h2d copy direction
#include "harness.cuh"

static size_t nbytes;
static void *host, *dev;
static bool d2h;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "async-pageable";
    m.ncases = 1;
    m.hazard = "cudaMemcpyAsync with pageable host memory";
}
static void mb_setup(MbCtx &) {
    nbytes = mb_param_bytes("bytes", 4096);
    const char *d = mb_param_str("dir", "h2d");
    if (strcmp(d, "h2d") && strcmp(d, "d2h")) mb_fail("params", "unknown dir `%s`", d);
    d2h = !strcmp(d, "d2h");
    host = mb_host_pageable(nbytes);
    dev = mb_device_buffer(nbytes);
}
static void mb_hazard(MbCtx &c, int) {
    if (d2h) MB_CHECK(cudaMemcpyAsync(host, dev, nbytes, cudaMemcpyDeviceToHost, c.s));
    else MB_CHECK(cudaMemcpyAsync(dev, host, nbytes, cudaMemcpyHostToDevice, c.s));
}
static void mb_teardown(MbCtx &) {}
