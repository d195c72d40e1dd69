// @template graph-capture
// @summary `torch.compile`/`torch.jit.*`/`torch.cuda.graph(...)` capture per iteration, `cudaStreamBeginCapture`, `cudaGraphInstantiate`
// @hazard capture `kernels` launches on a side stream + cudaGraphInstantiate + destroy, each iteration
// @param kernels:int=1 kernel launches captured into the graph
// @param launch:int=0 1: also launch the instantiated graph on the launch stream
#include "harness.cuh"

static cudaStream_t cs;
static int kernels, launch;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "capture-instantiate";
    m.ncases = 1;
    m.settle = true;
    m.hazard = "stream capture + cudaGraphInstantiate";
}
static void mb_setup(MbCtx &) {
    kernels = (int)mb_param_int("kernels", 1);
    launch = (int)mb_param_int("launch", 0);
    if (kernels < 1 || kernels > 1000) mb_fail("params", "kernels must be 1..1000");
    MB_CHECK(cudaStreamCreateWithFlags(&cs, cudaStreamNonBlocking));
}
static void mb_hazard(MbCtx &c, int) {
    cudaGraph_t g;
    cudaGraphExec_t ge;
    MB_CHECK(cudaStreamBeginCapture(cs, cudaStreamCaptureModeThreadLocal));
    for (int k = 0; k < kernels; k++) mb_axpb<<<c.grid, c.block, 0, cs>>>(c.y, c.x, 1.0001f, 0.5f, c.n, 0);
    MB_CHECK(cudaStreamEndCapture(cs, &g));
    MB_CHECK(cudaGraphInstantiate(&ge, g, 0));
    if (launch) MB_CHECK(cudaGraphLaunch(ge, c.s));
    MB_CHECK(cudaGraphExecDestroy(ge));
    MB_CHECK(cudaGraphDestroy(g));
}
static void mb_teardown(MbCtx &) { cudaStreamDestroy(cs); }
