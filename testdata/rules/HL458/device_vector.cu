// HL458: thrust::device_vector constructed inside timed code. Thrust's headers need not be
// installed: the declaration is still seen (by its written type).
#include <thrust/device_vector.h>
#include <chrono>

__global__ void square(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= x[i];
}

double timed(int n, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    thrust::device_vector<float> tmp(n, 1.0f);  // EXPECT: HL458
    square<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(tmp.data()), n);
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

double reuse(int n, int iters) {
  thrust::device_vector<float> buf(n, 1.0f);
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) square<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(buf.data()), n);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}
