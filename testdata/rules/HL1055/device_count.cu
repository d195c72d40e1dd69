// HL1055: cudaGetDeviceCount inside timed code.
#include <chrono>
#include <cuda_runtime.h>

__global__ void k(float* x) { x[threadIdx.x] = 0.f; }

double timed(float* d_x, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    int n = 0;
    cudaGetDeviceCount(&n);  // EXPECT: HL1055 `cudaGetDeviceCount()`
    k<<<n, 256>>>(d_x);
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

int devices() {
  int n = 0;
  cudaGetDeviceCount(&n);
  return n;
}
