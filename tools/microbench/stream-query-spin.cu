// @template stream-query-spin
// @summary spinning on `cudaStreamQuery()` / `stream.query()` until the stream is idle
// @hazard while (cudaStreamQuery(stream) == cudaErrorNotReady) {}: a busy-wait sync
// @param spin:int=1 0: a single cudaStreamQuery call instead of the spin
#include "harness.cuh"

static bool spin;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "query-spin";
    m.ncases = 1;
    m.hazard = "spin on cudaStreamQuery(stream)";
}
static void mb_setup(MbCtx &) { spin = mb_param_int("spin", 1) != 0; }
static void mb_hazard(MbCtx &c, int) {
    cudaError_t e;
    do {
        e = cudaStreamQuery(c.s);
    } while (spin && e == cudaErrorNotReady);
    if (e != cudaSuccess && e != cudaErrorNotReady) MB_CHECK(e);
}
static void mb_teardown(MbCtx &) {}
