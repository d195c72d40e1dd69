// @template cuda-malloc
// @summary `cudaMalloc`/`cudaFree`, `cudaMallocHost`/`cudaHostAlloc`, host `malloc`/`new` of a buffer, per iteration
// @hazard device: cudaMalloc + cudaFree (cudaFree synchronizes); host: cudaMallocHost + cudaFreeHost; host-alloc: cudaHostAlloc + cudaFreeHost; malloc: malloc + memset + free
// @param bytes:int=4096 bytes per allocation
// @param kind:device|host|host-alloc|malloc=device which allocator
#include "harness.cuh"

static size_t nbytes;
static int kind;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "alloc-free";
    m.ncases = 1;
    m.settle = true;
    m.hazard = "allocate + free a buffer";
}
static void mb_setup(MbCtx &) {
    nbytes = mb_param_bytes("bytes", 4096);
    const char *k = mb_param_str("kind", "device");
    if (!strcmp(k, "device")) kind = 0;
    else if (!strcmp(k, "host")) kind = 1;
    else if (!strcmp(k, "host-alloc")) kind = 2;
    else if (!strcmp(k, "malloc")) kind = 3;
    else mb_fail("params", "unknown kind `%s`", k);
}
static void mb_hazard(MbCtx &, int) {
    void *p = NULL;
    switch (kind) {
    case 0: MB_CHECK(cudaMalloc(&p, nbytes)); MB_CHECK(cudaFree(p)); break;
    case 1: MB_CHECK(cudaMallocHost(&p, nbytes)); MB_CHECK(cudaFreeHost(p)); break;
    case 2: MB_CHECK(cudaHostAlloc(&p, nbytes, cudaHostAllocDefault)); MB_CHECK(cudaFreeHost(p)); break;
    default:
        p = malloc(nbytes ? nbytes : 1);
        if (!p) mb_fail(mb_where, "malloc(%zu) failed", nbytes);
        memset(p, 0, nbytes);
        /* keep the compiler from eliding the pair */
        __asm__ __volatile__("" : : "r"(p) : "memory");
        free(p);
    }
}
static void mb_teardown(MbCtx &) {}
