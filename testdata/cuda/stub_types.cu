// Types and enumerators hotlint's CUDA stand-in must match the real headers on
// (cuda-samples): a dynamic-loading header that declares the driver enums itself
// (cuda_drvapi_dynlink_cuda.h: CU_EVENT_DEFAULT was a macro, `0 = 0` a syntax error),
// `half` from <mma.h>, cuFFT's value types. None of it may be an HL001.
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>
#include <mma.h>

typedef enum CUevent_flags_enum { CU_EVENT_DEFAULT = 0x0, CU_EVENT_BLOCKING_SYNC = 0x1 } CUevent_flags;

__global__ void to_half(const float *x, half *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __float2half(x[i]);
}

float run(float *d_x, half *d_h, cufftComplex *d_c, cufftReal *d_r, int n) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a);
  for (int i = 0; i < 10; i++) {
    to_half<<<(n + 255) / 256, 256>>>(d_x, d_h, n);
    cudaDeviceSynchronize();  // EXPECT: HL251
  }
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  printf("%f %p %p %d\n", ms, (void *)d_c, (void *)d_r, (int)CU_EVENT_BLOCKING_SYNC);
  return ms;
}
