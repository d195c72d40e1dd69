// HL251: cudaDeviceSynchronize inside timed code, except the syncs that bracket a timer.
#include <chrono>
#include <cstdio>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t err_ = (call);                                                  \
    if (err_ != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)

__global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

static void step(float* d_x, int n) {
  scale<<<(n + 255) / 256, 256>>>(d_x, n);
  cudaDeviceSynchronize();  // EXPECT: HL251 `cudaDeviceSynchronize()`
}

float per_iteration_sync(float* d_x, int n, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    scale<<<(n + 255) / 256, 256>>>(d_x, n);
    CUDA_CHECK(cudaDeviceSynchronize());  // EXPECT: :16 HL251
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

double helper_sync(float* d_x, int n, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) step(d_x, n);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

double legacy_thread_sync(float* d_x, int n) {
  auto t0 = std::chrono::high_resolution_clock::now();
  scale<<<(n + 255) / 256, 256>>>(d_x, n);
  cudaThreadSynchronize();  // EXPECT: HL251
  scale<<<(n + 255) / 256, 256>>>(d_x, n);
  cudaThreadSynchronize();  // the last one brackets the end read
  auto t1 = std::chrono::high_resolution_clock::now();
  return std::chrono::duration<double, std::milli>(t1 - t0).count();
}
// ---- no diagnostics ----

// The syncs right before the start and right before the end read are correct practice.
double bracketed(float* d_x, int n, int iters) {
  for (int i = 0; i < 3; ++i) scale<<<(n + 255) / 256, 256>>>(d_x, n);  // warm-up, before the timer
  cudaDeviceSynchronize();
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) scale<<<(n + 255) / 256, 256>>>(d_x, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();
  cudaDeviceSynchronize();  // after the timer stopped
  return std::chrono::duration<double>(t1 - t0).count();
}

// Per-iteration timing inside a loop: both syncs bracket the inner pair.
double per_call_timing(float* d_x, int n, int iters) {
  double total = 0;
  for (int i = 0; i < iters; ++i) {
    cudaDeviceSynchronize();
    auto a = std::chrono::steady_clock::now();
    scale<<<(n + 255) / 256, 256>>>(d_x, n);
    cudaDeviceSynchronize();
    auto b = std::chrono::steady_clock::now();
    total += std::chrono::duration<double>(b - a).count();
  }
  return total;
}

// No timer at all: setup code.
void setup(float* d_x, int n) {
  scale<<<(n + 255) / 256, 256>>>(d_x, n);
  cudaDeviceSynchronize();
}

// A sync in an error path is cold.
float error_path(float* d_x, int n) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  scale<<<(n + 255) / 256, 256>>>(d_x, n);
  if (cudaGetLastError() != cudaSuccess) {
    cudaDeviceSynchronize();
    fprintf(stderr, "launch failed\n");
    exit(1);
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

#if 0
double disabled(float* d_x, int n) {
  auto t0 = std::chrono::steady_clock::now();
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}
#endif
