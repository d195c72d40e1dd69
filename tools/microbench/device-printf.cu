// @template device-printf
// @summary device `printf` in a kernel launched from the timed region
// @hazard the work kernel prints one line from one thread (the candidate runs the kernel with its print flag set)
#define MB_DEVICE_PRINTF 1
#include "harness.cuh"

static void mb_describe(MbInfo &m) {
    m.cases[0] = "device-printf";
    m.ncases = 1;
    m.kernel_flag = true;
    m.hazard = "printf in the kernel";
}
static void mb_setup(MbCtx &) { MB_CHECK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 64u << 20)); }
static void mb_hazard(MbCtx &, int) {}
static void mb_teardown(MbCtx &) {}
