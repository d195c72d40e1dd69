// HL553: cudaMemcpyToSymbol / FromSymbol inside timed code.
#include <cuda_runtime.h>

__constant__ float c_coeffs[16];
__device__ float g_result;

__global__ void apply(float* x) { x[threadIdx.x] *= c_coeffs[threadIdx.x % 16]; g_result = x[0]; }

float timed(float* d_x, const float* coeffs, int iters) {
  float result = 0.f;
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    cudaMemcpyToSymbol(c_coeffs, coeffs, 16 * sizeof(float));  // EXPECT: HL553 `cudaMemcpyToSymbol()`
    apply<<<1, 64>>>(d_x);
    cudaMemcpyFromSymbol(&result, g_result, sizeof(float));  // EXPECT: HL553
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms + result;
}

// ---- no diagnostics ----

void upload_constants(const float* coeffs) { cudaMemcpyToSymbol(c_coeffs, coeffs, 16 * sizeof(float)); }
