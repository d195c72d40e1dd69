// @template event-record
// @summary timing events recorded each iteration (`start.record()`/`end.record()`, `cudaEventRecord`) without reading them
// @hazard `records` cudaEventRecord calls on the launch stream per iteration, no synchronization
// @param records:int=2 events recorded per iteration (a start/stop pair)
#include "harness.cuh"

static cudaEvent_t evs[2];
static int records;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "record";
    m.ncases = 1;
    m.hazard = "cudaEventRecord per iteration";
}
static void mb_setup(MbCtx &) {
    records = (int)mb_param_int("records", 2);
    if (records < 1 || records > 64) mb_fail("params", "records must be 1..64");
    MB_CHECK(cudaEventCreate(&evs[0]));
    MB_CHECK(cudaEventCreate(&evs[1]));
}
static void mb_hazard(MbCtx &c, int) {
    for (int r = 0; r < records; r++) MB_CHECK(cudaEventRecord(evs[r & 1], c.s));
}
static void mb_teardown(MbCtx &) {
    cudaEventDestroy(evs[0]);
    cudaEventDestroy(evs[1]);
}
