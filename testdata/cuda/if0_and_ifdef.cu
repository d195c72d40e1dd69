// Code behind `#if 0` or an undefined `#ifdef` is simply not there; the `#else` side is.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void k(float* x) {
#ifdef DEBUG_KERNEL
  printf("x[0]=%f\n", x[0]);
#endif
  x[threadIdx.x] = 1.f;
}

float timed(float* d_x, float* h_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    k<<<1, 32>>>(d_x);
#if 0
    cudaDeviceSynchronize();
    cudaMemcpy(h_x, d_x, 4, cudaMemcpyDeviceToHost);
#endif
#ifdef VERBOSE
    printf("iteration %d\n", i);
#else
    cudaStreamSynchronize(0);  // EXPECT: HL253
#endif
    if (0) {
      cudaDeviceSynchronize();  // dead branch
    }
    if (false) cudaDeviceSynchronize();  // dead branch
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
