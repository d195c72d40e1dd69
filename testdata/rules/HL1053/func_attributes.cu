// HL1053: kernel attribute / occupancy queries inside timed code.
#include <cuda_runtime.h>

__global__ void k(float* x) { x[threadIdx.x] = 0.f; }

float timed(float* d_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, k);  // EXPECT: HL1053 `cudaFuncGetAttributes()`
    int blocks = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, k, 256, 0);  // EXPECT: HL1053
    k<<<blocks, attr.maxThreadsPerBlock>>>(d_x);
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

int pick_block() {
  int minGrid = 0, block = 0;
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, k);
  return block;
}
