// HL652: device printf in a kernel launched from timed code (directly or through a helper).
#include <cstdio>
#include <cuda_runtime.h>

__device__ void trace(int i) {
  printf("thread %d\n", i);  // EXPECT: HL652
}

__global__ void noisy(float* x, int n, int debug) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1.f;
  if (debug && i == 0) printf("x[0] = %f\n", x[0]);  // EXPECT: HL652
  if (i == 1) trace(i);
}

template <typename T>
__global__ void tnoisy(T* x) {
  printf("%f\n", (double)x[threadIdx.x]);  // EXPECT: HL652
}

__global__ void quiet(float* x) { x[threadIdx.x] = 0.f; }

__global__ void never_timed(float* x) { printf("%f\n", x[0]); }

float timed(float* d_x, int n, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  never_timed<<<1, 1>>>(d_x);  // launched before the timer
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    noisy<<<(n + 255) / 256, 256>>>(d_x, n, 0);
    tnoisy<float><<<1, 32>>>(d_x);
    quiet<<<1, 32>>>(d_x);
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%.3f ms\n", ms);  // host printf after the timer: not this rule
  return ms;
}
// ---- no diagnostics ----
