// @template memcpy-d2h
// @summary blocking `cudaMemcpy(..., cudaMemcpyDeviceToHost)` in the timed loop
// @hazard cudaMemcpy(host, y, bytes, DeviceToHost): waits for the work, then copies
// @param bytes:int=4096 bytes copied per hazard statement
// @param pinned:int=0 1: the destination is pinned (cudaMallocHost) memory
#include "harness.cuh"

static size_t nbytes;
static void *host, *src;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "blocking-copy";
    m.ncases = 1;
    m.hazard = "cudaMemcpy D2H";
}
static void mb_setup(MbCtx &c) {
    nbytes = mb_param_bytes("bytes", 4096);
    host = mb_param_int("pinned", 0) ? mb_host_pinned(nbytes) : mb_host_pageable(nbytes);
    src = nbytes <= (size_t)c.cap * sizeof(float) ? (void *)c.y : mb_device_buffer(nbytes);
}
static void mb_hazard(MbCtx &, int) { MB_CHECK(cudaMemcpy(host, src, nbytes, cudaMemcpyDeviceToHost)); }
static void mb_teardown(MbCtx &) {}
