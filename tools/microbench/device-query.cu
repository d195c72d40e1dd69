// @template device-query
// @summary `torch.cuda.get_device_properties/name`, `cudaGetDeviceProperties`, `cudaDeviceGetAttribute`, `cudaSetDevice`, `cudaFuncGetAttributes`, `mem_get_info`
// @hazard the query call each iteration
// @param call:props|attr|set-device|get-device|func-attr|mem-info=props which query
#include "harness.cuh"

static int call;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "query";
    m.ncases = 1;
    m.hazard = "a device query";
}
static void mb_setup(MbCtx &) {
    const char *k = mb_param_str("call", "props");
    const char *names[] = {"props", "attr", "set-device", "get-device", "func-attr", "mem-info"};
    call = -1;
    for (int i = 0; i < 6; i++)
        if (!strcmp(k, names[i])) call = i;
    if (call < 0) mb_fail("params", "unknown call `%s`", k);
}
static void mb_hazard(MbCtx &c, int) {
    switch (call) {
    case 0: { cudaDeviceProp p; MB_CHECK(cudaGetDeviceProperties(&p, c.dev)); break; }
    case 1: { int v; MB_CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, c.dev)); break; }
    case 2: MB_CHECK(cudaSetDevice(c.dev)); break;
    case 3: { int d; MB_CHECK(cudaGetDevice(&d)); break; }
    case 4: { cudaFuncAttributes fa; MB_CHECK(cudaFuncGetAttributes(&fa, mb_axpb)); break; }
    default: { size_t f, t; MB_CHECK(cudaMemGetInfo(&f, &t)); break; }
    }
}
static void mb_teardown(MbCtx &) {}
