// HL458: CUTLASS device buffers constructed inside an event-timed loop (BBuf's gemm_api.cu):
// cudaMalloc per iteration and a synchronizing cudaFree at scope exit. CUTLASS need not be
// installed: the declaration is seen by its written type.
#include <cutlass/util/device_memory.h>
#include <cuda_runtime.h>

__global__ void gemm_kernel(float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = 0.f;
}

float timed(int n, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    cutlass::device_memory::allocation<float> workspace(n);  // EXPECT: HL458
    gemm_kernel<<<(n + 255) / 256, 256>>>(workspace.get(), n);
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float reuse(int n, int iters) {
  cutlass::DeviceAllocation<float> workspace(n);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) gemm_kernel<<<(n + 255) / 256, 256>>>(workspace.get(), n);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
