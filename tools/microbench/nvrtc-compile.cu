// @template nvrtc-compile
// @summary `nvrtcCompileProgram`, `triton.compile`, `cpp_extension.load_inline` and other run-time compilation per iteration
// @hazard nvrtcCreateProgram + nvrtcCompileProgram (a small elementwise kernel) + nvrtcDestroyProgram
// @link -lnvrtc
#include <nvrtc.h>
#include "harness.cuh"

static const char *kSource =
    "extern \"C\" __global__ void axpb(float *y, const float *x, float a, float b, long n) {\n"
    "  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = a * x[i] + b;\n"
    "}\n";
static char arch[48];

static void mb_describe(MbInfo &m) {
    m.cases[0] = "compile";
    m.ncases = 1;
    m.hazard = "nvrtcCompileProgram of a small kernel";
}
static void mb_setup(MbCtx &c) {
    int major = 0, minor = 0;
    MB_CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, c.dev));
    MB_CHECK(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, c.dev));
    snprintf(arch, sizeof arch, "--gpu-architecture=compute_%d%d", major, minor);
}
static void mb_hazard(MbCtx &, int) {
    nvrtcProgram p;
    nvrtcResult r = nvrtcCreateProgram(&p, kSource, "axpb.cu", 0, NULL, NULL);
    if (r != NVRTC_SUCCESS) mb_fail(mb_where, "nvrtcCreateProgram: %s", nvrtcGetErrorString(r));
    const char *opts[] = {arch};
    r = nvrtcCompileProgram(p, 1, opts);
    if (r != NVRTC_SUCCESS) mb_fail(mb_where, "nvrtcCompileProgram: %s", nvrtcGetErrorString(r));
    size_t ptx = 0;
    r = nvrtcGetPTXSize(p, &ptx);
    if (r != NVRTC_SUCCESS || ptx == 0) mb_fail(mb_where, "nvrtcGetPTXSize: %s", nvrtcGetErrorString(r));
    nvrtcDestroyProgram(&p);
}
static void mb_teardown(MbCtx &) {}
