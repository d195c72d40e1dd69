// Inline suppressions work on CUDA findings like on Python ones.
#include <cuda_runtime.h>

float timed(float* d_x, float* h_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    // hotlint: ignore[HL551] -- the benchmark measures the round trip on purpose
    cudaMemcpy(h_x, d_x, 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(h_x, d_x, 4, cudaMemcpyDeviceToHost);  // hotlint: ignore[HL551] -- same
    cudaDeviceSynchronize();  // EXPECT: HL251
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
