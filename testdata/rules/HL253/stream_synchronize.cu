// HL253: cudaStreamSynchronize inside timed code, except the sync that brackets a host timer.
#include <chrono>
#include <cuda_runtime.h>

__global__ void axpy(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

double sync_each_iteration(const float* x, float* y, int n, int iters, cudaStream_t s) {
  cudaStreamSynchronize(s);
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    axpy<<<(n + 255) / 256, 256, 0, s>>>(2.0f, x, y, n);
    cudaStreamSynchronize(s);  // EXPECT: HL253 `cudaStreamSynchronize()`
  }
  cudaStreamSynchronize(s);
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double, std::micro>(t1 - t0).count() / iters;
}

template <typename T>
void launch_and_wait(const T* x, T* y, int n, cudaStream_t s) {
  axpy<<<(n + 255) / 256, 256, 0, s>>>(2.0f, x, y, n);
  cudaStreamSynchronize(s);  // EXPECT: HL253
}

float template_helper(const float* x, float* y, int n, cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  for (int r = 0; r < 10; ++r) launch_and_wait<float>(x, y, n, s);
  cudaEventRecord(b, s);
  cudaEventSynchronize(b);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}

// ---- no diagnostics ----

// The stream sync right before the end `now()` is what makes a host timer correct.
double bracketed(const float* x, float* y, int n, int iters, cudaStream_t s) {
  cudaStreamSynchronize(s);
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) axpy<<<(n + 255) / 256, 256, 0, s>>>(2.0f, x, y, n);
  cudaStreamSynchronize(s);
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// Syncs after the timer stopped (validation) are cold.
void validate(const float* x, float* y, int n, cudaStream_t s) {
  axpy<<<(n + 255) / 256, 256, 0, s>>>(2.0f, x, y, n);
  cudaStreamSynchronize(s);
}
