// @template stream-sync
// @summary `stream.synchronize()`, `torch.cuda.current_stream().synchronize()`, `cudaStreamSynchronize()`
// @hazard cudaStreamSynchronize(launch stream): the host waits for the work queued on the stream
#include "harness.cuh"

static void mb_describe(MbInfo &m) {
    m.cases[0] = "stream-sync";
    m.ncases = 1;
    m.hazard = "cudaStreamSynchronize(stream)";
}
static void mb_setup(MbCtx &) {}
static void mb_hazard(MbCtx &c, int) { MB_CHECK(cudaStreamSynchronize(c.s)); }
static void mb_teardown(MbCtx &) {}
