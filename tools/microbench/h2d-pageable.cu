// @template h2d-pageable
// @summary `.to("cuda")`, `.cuda()`, `torch.tensor(host, device=...)`, `copy_(host)`, blocking `cudaMemcpy` host->device
// @hazard cudaMemcpy(dev, host, bytes, HostToDevice) from pageable memory: staged through a driver buffer, blocks the host
// @param bytes:int=4096 bytes copied per hazard statement (element count x dtype size)
#include "harness.cuh"

static size_t nbytes;
static void *host, *dst;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "pageable-copy";
    m.ncases = 1;
    m.hazard = "cudaMemcpy H2D from pageable memory";
}
static void mb_setup(MbCtx &) {
    nbytes = mb_param_bytes("bytes", 4096);
    host = mb_host_pageable(nbytes);
    dst = mb_device_buffer(nbytes);
}
static void mb_hazard(MbCtx &, int) { MB_CHECK(cudaMemcpy(dst, host, nbytes, cudaMemcpyHostToDevice)); }
static void mb_teardown(MbCtx &) {}
