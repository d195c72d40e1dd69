// @template handle-create
// @summary per-iteration `cudaStreamCreate`/`torch.cuda.Stream()`, `cudaEventCreate`/`torch.cuda.Event()`, `cublasCreate`
// @hazard create + destroy the handle each iteration
// @param kind:stream|event|cublas=stream which handle
// @link -lcublas
#include <cublas_v2.h>
#include "harness.cuh"

static int kind;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "create-destroy";
    m.ncases = 1;
    m.settle = true;
    m.hazard = "create + destroy a handle";
}
static void mb_setup(MbCtx &) {
    const char *k = mb_param_str("kind", "stream");
    if (!strcmp(k, "stream")) kind = 0;
    else if (!strcmp(k, "event")) kind = 1;
    else if (!strcmp(k, "cublas")) kind = 2;
    else mb_fail("params", "unknown kind `%s`", k);
}
static void mb_hazard(MbCtx &, int) {
    if (kind == 0) {
        cudaStream_t s;
        MB_CHECK(cudaStreamCreate(&s));
        MB_CHECK(cudaStreamDestroy(s));
    } else if (kind == 1) {
        cudaEvent_t e;
        MB_CHECK(cudaEventCreate(&e));
        MB_CHECK(cudaEventDestroy(e));
    } else {
        cublasHandle_t h;
        cublasStatus_t st = cublasCreate(&h);
        if (st != CUBLAS_STATUS_SUCCESS) mb_fail(mb_where, "cublasCreate failed: status %d", (int)st);
        st = cublasDestroy(h);
        if (st != CUBLAS_STATUS_SUCCESS) mb_fail(mb_where, "cublasDestroy failed: status %d", (int)st);
    }
}
static void mb_teardown(MbCtx &) {}
