// @template d2h-scalar
// @summary `.item()`, `float(t)`/`int(t)`/`bool(t)`, `if t:`, a CUDA tensor formatted into a string
// @hazard cudaMemcpy(host, y, bytes, DeviceToHost) into pageable memory: the host waits for the work, then copies
// @param bytes:int=4 bytes read back per hazard statement (one 4-byte scalar)
#include "harness.cuh"

static size_t nbytes;
static void *host, *src;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "blocking-copy";
    m.ncases = 1;
    m.hazard = "cudaMemcpy D2H of a scalar into pageable memory";
}
static void mb_setup(MbCtx &c) {
    nbytes = mb_param_bytes("bytes", 4);
    host = mb_host_pageable(nbytes);
    src = nbytes <= (size_t)c.cap * sizeof(float) ? (void *)c.y : mb_device_buffer(nbytes);
}
static void mb_hazard(MbCtx &, int) { MB_CHECK(cudaMemcpy(host, src, nbytes, cudaMemcpyDeviceToHost)); }
static void mb_teardown(MbCtx &) {}
