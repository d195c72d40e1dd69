// HL455: stream creation / destruction inside timed code.
#include <cuda_runtime.h>

__global__ void work(float* x) { x[threadIdx.x] *= 2.f; }

float timed(float* d_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);  // EXPECT: HL455 `cudaStreamCreateWithFlags()`
    work<<<1, 64, 0, s>>>(d_x);
    cudaStreamDestroy(s);  // EXPECT: HL455
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float reuse(float* d_x, int iters) {
  cudaStream_t s;
  cudaStreamCreate(&s);  // setup, before the timer
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  for (int i = 0; i < iters; ++i) work<<<1, 64, 0, s>>>(d_x);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  cudaStreamDestroy(s);  // teardown, after the timer
  return ms;
}
