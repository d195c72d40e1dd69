// Kernels launched with cudaLaunchKernel from timed code are hot like `<<<...>>>` launches.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void traced(float* x, int n) {
  if (threadIdx.x == 0) printf("n=%d\n", n);  // EXPECT: HL652
}

__global__ void silent(float* x, int n) {
  if (threadIdx.x == 0) printf("n=%d\n", n);  // launched before the timer only
}

float timed(float* d_x, int n, cudaStream_t s) {
  void* args[] = {&d_x, &n};
  cudaLaunchKernel((const void*)silent, dim3(1), dim3(32), args, 0, s);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  cudaLaunchKernel((const void*)traced, dim3(1), dim3(32), args, 0, s);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
