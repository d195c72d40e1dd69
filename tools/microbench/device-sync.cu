// @template device-sync
// @summary `torch.cuda.synchronize()`, `cudaDeviceSynchronize()` in the timed loop
// @hazard cudaDeviceSynchronize(): the host waits until the GPU drains
#include "harness.cuh"

static void mb_describe(MbInfo &m) {
    m.cases[0] = "device-sync";
    m.ncases = 1;
    m.hazard = "cudaDeviceSynchronize()";
}
static void mb_setup(MbCtx &) {}
static void mb_hazard(MbCtx &, int) { MB_CHECK(cudaDeviceSynchronize()); }
static void mb_teardown(MbCtx &) {}
