// HL452: malloc / std::vector construction in a loop of timed code.
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <cuda_runtime.h>

__global__ void touch(float* x) { x[threadIdx.x] = 0.f; }

double readback_each_iteration(float* d_x, int n, int iters) {
  cudaDeviceSynchronize();
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    touch<<<1, 32>>>(d_x);
    std::vector<float> host(n);  // EXPECT: HL452 `std::vector`
    float* tmp = (float*)malloc(n * sizeof(float));  // EXPECT: HL452 `malloc`
    memcpy(tmp, host.data(), n * sizeof(float));
    free(tmp);
    auto copy = std::vector<float>(host.begin(), host.end());  // EXPECT: HL452
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

// Allocated once inside the timed region but outside its loop: a one-off, not per iteration.
double once_in_region(float* d_x, int n, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  std::vector<float> host(n);
  for (int i = 0; i < iters; ++i) touch<<<1, 32>>>(d_x);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count() + host.size();
}

// References, pointers and static locals do not construct per iteration.
double no_construction(float* d_x, std::vector<float>& out, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    std::vector<float>& ref = out;
    static std::vector<float> scratch(16);
    const std::vector<float>* p = &out;
    touch<<<1, 32>>>(d_x);
    ref[0] = scratch[0] + (*p)[0];
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// Setup allocations before the timer.
std::vector<float> make_input(int n) {
  std::vector<float> v(n, 1.0f);
  for (int i = 0; i < n; ++i) v[i] = (float)i;
  return v;
}
