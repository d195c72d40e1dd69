// HL751: opening / closing files inside timed code.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void k(float* x) { x[0] = 1.f; }

float timed(float* d_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    k<<<1, 1>>>(d_x);
    FILE* f = fopen("trace.log", "a");  // EXPECT: HL751 `fopen()`
    if (f) fclose(f);  // EXPECT: HL751
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float log_after(float* d_x) {
  FILE* f = fopen("results.csv", "w");
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  k<<<1, 1>>>(d_x);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  fprintf(f, "%f\n", ms);
  fclose(f);
  return ms;
}
