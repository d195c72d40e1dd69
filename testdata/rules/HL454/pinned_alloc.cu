// HL454: page-locked host allocation / registration inside timed code.
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void produce(float* x) { x[threadIdx.x] = 1.0f; }

float timed(float* d_x, size_t bytes, cudaStream_t s, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float* reg = (float*)malloc(bytes);
  cudaEventRecord(start, s);
  for (int i = 0; i < iters; ++i) {
    float* h;
    cudaMallocHost(&h, bytes);  // EXPECT: HL454 `cudaMallocHost()`
    produce<<<1, 256, 0, s>>>(d_x);
    cudaMemcpyAsync(h, d_x, bytes, cudaMemcpyDeviceToHost, s);
    cudaFreeHost(h);  // EXPECT: HL454 `cudaFreeHost()`
    void* mapped;
    cudaHostAlloc(&mapped, bytes, cudaHostAllocMapped);  // EXPECT: HL454
    cudaHostRegister(reg, bytes, cudaHostRegisterDefault);  // EXPECT: HL454
    cudaHostUnregister(reg);  // EXPECT: HL454
  }
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float* setup_pinned(size_t bytes) {
  float* h = nullptr;
  cudaMallocHost(&h, bytes);
  return h;
}
