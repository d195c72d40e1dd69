// No `#include <cuda_runtime.h>` and a header that does not exist: calls are still seen by
// name, launches too, and the file is linted without a syntax-error diagnostic.
#include "my_project/does_not_exist.h"
#include <cub/cub.cuh>

__global__ void k(float* x) { x[threadIdx.x] = 1.f; }

float timed(float* d_x, float* h_x, size_t bytes, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    k<<<1, 32>>>(d_x);
    project::helper(d_x, i);
    cudaMemcpy(h_x, d_x, bytes, cudaMemcpyDeviceToHost);  // EXPECT: HL551
    cub::DeviceReduce::Sum(nullptr, bytes, d_x, d_x, 32);
    C10_CUDA_CHECK(cudaStreamSynchronize(stream_of(i)));  // EXPECT: :20 HL253
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
