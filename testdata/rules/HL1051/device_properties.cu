// HL1051: cudaGetDeviceProperties inside timed code.
#include <cuda_runtime.h>

__global__ void k(float* x) { x[threadIdx.x] = 0.f; }

float timed(float* d_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);  // EXPECT: HL1051 `cudaGetDeviceProperties()`
    k<<<prop.multiProcessorCount, 256>>>(d_x);
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float once(float* d_x, int iters) {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) k<<<prop.multiProcessorCount, 256>>>(d_x);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
