// HL1054: device attribute / memory info queries inside timed code.
#include <chrono>
#include <cuda_runtime.h>

__global__ void k(float* x) { x[threadIdx.x] = 0.f; }

double timed(float* d_x, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);  // EXPECT: HL1054 `cudaDeviceGetAttribute()`
    size_t free_b, total_b;
    cudaMemGetInfo(&free_b, &total_b);  // EXPECT: HL1054
    k<<<sms, 256>>>(d_x);
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

int sm_count() {
  int sms = 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  return sms;
}
