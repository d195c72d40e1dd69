// @template alloc-raw-and-pool
// @summary per-iteration tensor allocation: `torch.empty/zeros/ones/full/rand*/arange/*_like`, `torch.tensor`, `as_tensor`
// @hazard pool: cudaMallocAsync + cudaFreeAsync from a pool that keeps its memory (PyTorch's caching allocator); raw: cudaMalloc + cudaFree (no caching allocator; cudaFree synchronizes)
// @param bytes:int=0 bytes per allocation (0: the size of the work's output, n floats)
#include "harness.cuh"

static size_t fixed;

static void mb_describe(MbInfo &m) {
    m.cases[0] = "pool";
    m.cases[1] = "raw";
    m.ncases = 2;
    m.settle = true;
    m.hazard = "allocate + free the tensor's storage";
}
static void mb_setup(MbCtx &c) {
    fixed = mb_param_bytes("bytes", 0);
    cudaMemPool_t pool;
    MB_CHECK(cudaDeviceGetDefaultMemPool(&pool, c.dev));
    uint64_t keep = UINT64_MAX;   /* never give memory back: a cache, like PyTorch's allocator */
    MB_CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep));
}
static void mb_hazard(MbCtx &c, int kase) {
    size_t n = fixed ? fixed : (size_t)c.n * sizeof(float);
    void *p = NULL;
    if (kase == 0) {
        MB_CHECK(cudaMallocAsync(&p, n, c.s));
        MB_CHECK(cudaFreeAsync(p, c.s));
    } else {
        MB_CHECK(cudaMalloc(&p, n));
        MB_CHECK(cudaFree(p));
    }
}
static void mb_teardown(MbCtx &c) {
    cudaMemPool_t pool;
    if (cudaDeviceGetDefaultMemPool(&pool, c.dev) == cudaSuccess) cudaMemPoolTrimTo(pool, 0);
}
