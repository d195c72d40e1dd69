// HL752: writing/reading a file (not stdout/stderr) inside timed code.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void k(float* x) { x[0] = 1.f; }

float timed(float* d_x, FILE* csv, int iters) {
  std::vector<float> h(16);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    k<<<1, 1>>>(d_x);
    fprintf(csv, "%d\n", i);  // EXPECT: HL752 `fprintf()`
    fwrite(h.data(), sizeof(float), h.size(), csv);  // EXPECT: HL752
    fflush(csv);  // EXPECT: HL752
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float console_only(float* d_x) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  k<<<1, 1>>>(d_x);
  fprintf(stderr, "launched\n");  // console, once: not a file write (and not in a loop)
  fflush(stdout);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
