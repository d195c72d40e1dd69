// @template d2h-copy
// @summary `.cpu()`, `.numpy()`, `.tolist()`, `.to("cpu")`: a tensor copied to the host each iteration
// @hazard cudaMemcpy(host, y, bytes, DeviceToHost) into pageable memory (a fresh CPU tensor is pageable)
// @param bytes:int=64 bytes copied per hazard statement (element count x dtype size; 16 floats by default)
// @param pinned:int=0 1: the destination is pinned memory (`.to("cpu", non_blocking=True)` into a pinned tensor, then a sync)
#include "harness.cuh"

static size_t nbytes;
static void *host, *src;
static bool pinned;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "copy";
    m.ncases = 1;
    m.hazard = "cudaMemcpy D2H of the tensor";
}
static void mb_setup(MbCtx &c) {
    nbytes = mb_param_bytes("bytes", 64);
    pinned = mb_param_int("pinned", 0) != 0;
    host = pinned ? mb_host_pinned(nbytes) : mb_host_pageable(nbytes);
    src = nbytes <= (size_t)c.cap * sizeof(float) ? (void *)c.y : mb_device_buffer(nbytes);
}
static void mb_hazard(MbCtx &c, int) {
    if (pinned) {
        MB_CHECK(cudaMemcpyAsync(host, src, nbytes, cudaMemcpyDeviceToHost, c.s));
        MB_CHECK(cudaStreamSynchronize(c.s));
    } else {
        MB_CHECK(cudaMemcpy(host, src, nbytes, cudaMemcpyDeviceToHost));
    }
}
static void mb_teardown(MbCtx &) {}
