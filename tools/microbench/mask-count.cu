// @template mask-count
// @summary `.nonzero()`, `x[mask]`, `masked_select`, `unique`, `repeat_interleave` without `output_size`: output size known only on the device
// @hazard a counting kernel, the 4-byte count read back with a blocking copy (the sync), then a compaction kernel sized by it
// @param elems:int=4096 elements of the masked tensor
#include "harness.cuh"

static long elems;
static float *src, *out;
static unsigned *cnt, *slot;
static unsigned host_cnt;

__global__ void mb_count_pos(const float *__restrict__ x, long n, unsigned *cnt) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    bool pos = i < n && x[i] > 0.0f;
    unsigned ballot = __ballot_sync(0xffffffffu, pos);
    if ((threadIdx.x & 31) == 0 && ballot) atomicAdd(cnt, (unsigned)__popc(ballot));
}

__global__ void mb_compact(const float *__restrict__ x, long n, float *out, unsigned *slot, unsigned limit) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n && x[i] > 0.0f) {
        unsigned k = atomicAdd(slot, 1u);
        if (k < limit) out[k] = x[i];
    }
}

static void mb_describe(MbInfo &m) {
    m.cases[0] = "count-readback";
    m.ncases = 1;
    m.hazard = "count kernel + blocking 4-byte read of the count + compaction kernel";
}
static void mb_setup(MbCtx &) {
    elems = mb_param_int("elems", 4096);
    if (elems < 1 || elems > (1L << 28)) mb_fail("params", "elems must be 1..2^28");
    src = (float *)mb_device_buffer(elems * sizeof(float));
    out = (float *)mb_device_buffer(elems * sizeof(float));
    cnt = (unsigned *)mb_device_buffer(2 * sizeof(unsigned));
    slot = cnt + 1;
    mb_fill<<<(int)((elems + 255) / 256), 256>>>(src, elems, 0.0f);   /* about half positive */
    MB_CHECK(cudaGetLastError());
}
static void mb_hazard(MbCtx &c, int) {
    int grid = (int)((elems + 255) / 256);
    MB_CHECK(cudaMemsetAsync(cnt, 0, 2 * sizeof(unsigned), c.s));
    mb_count_pos<<<grid, 256, 0, c.s>>>(src, elems, cnt);
    MB_CHECK(cudaMemcpy(&host_cnt, cnt, sizeof host_cnt, cudaMemcpyDeviceToHost));
    if (host_cnt) mb_compact<<<grid, 256, 0, c.s>>>(src, elems, out, slot, host_cnt);
}
static void mb_teardown(MbCtx &) {}
