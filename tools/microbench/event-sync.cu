// @template event-sync
// @summary `event.synchronize()`, `cudaEventSynchronize()`, an event pair + synchronize + elapsed_time per iteration
// @hazard cudaEventRecord(ev) + cudaEventSynchronize(ev): the host waits for the work before the event
// @param pair:int=0 1: record a start and a stop event, synchronize the stop and read cudaEventElapsedTime (a timer per iteration)
#include "harness.cuh"

static cudaEvent_t ev0, ev1;
static bool pair;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "event-sync";
    m.ncases = 1;
    m.hazard = "cudaEventRecord + cudaEventSynchronize";
}
static void mb_setup(MbCtx &) {
    pair = mb_param_int("pair", 0) != 0;
    MB_CHECK(cudaEventCreate(&ev0));
    MB_CHECK(cudaEventCreate(&ev1));
}
static void mb_hazard(MbCtx &c, int) {
    if (pair) MB_CHECK(cudaEventRecord(ev0, c.s));
    MB_CHECK(cudaEventRecord(ev1, c.s));
    MB_CHECK(cudaEventSynchronize(ev1));
    if (pair) {
        float ms;
        MB_CHECK(cudaEventElapsedTime(&ms, ev0, ev1));
    }
}
static void mb_teardown(MbCtx &) {
    cudaEventDestroy(ev0);
    cudaEventDestroy(ev1);
}
