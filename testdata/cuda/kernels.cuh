// A CUDA header: parsed as CUDA; a timed helper defined in it is linted like any file.
#pragma once
#include <chrono>
#include <cuda_runtime.h>

template <typename T>
__global__ void add_one(T* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += T(1);
}

template <typename T>
inline double time_add_one(T* d_x, int n, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    add_one<T><<<(n + 255) / 256, 256>>>(d_x, n);
    cudaDeviceSynchronize();  // EXPECT: HL251
  }
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}
