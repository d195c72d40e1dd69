// HL1052: cudaSetDevice inside timed code.
#include <chrono>
#include <cuda_runtime.h>

__global__ void k(float* x) { x[threadIdx.x] = 0.f; }

double timed(float* d_x, int dev, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    cudaSetDevice(dev);  // EXPECT: HL1052 `cudaSetDevice()`
    k<<<1, 32>>>(d_x);
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

double once(float* d_x, int dev) {
  cudaSetDevice(dev);
  auto t0 = std::chrono::steady_clock::now();
  k<<<1, 32>>>(d_x);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}
