// @template get-last-error
// @summary negative control: `cudaGetLastError()` each iteration (a host-side read, no sync)
// @hazard cudaGetLastError(): reads and clears a host-side error slot; expected to cost ~nothing
#include "harness.cuh"

static void mb_describe(MbInfo &m) {
    m.cases[0] = "get-last-error";
    m.ncases = 1;
    m.hazard = "cudaGetLastError()";
}
static void mb_setup(MbCtx &) {}
static void mb_hazard(MbCtx &, int) {
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) mb_fail(mb_where, "cudaGetLastError returned %s", cudaGetErrorString(e));
}
static void mb_teardown(MbCtx &) {}
