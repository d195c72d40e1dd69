// HL456: event creation / destruction inside timed code (a timer nested in timed code).
#include <chrono>
#include <cuda_runtime.h>

__global__ void work(float* x) { x[threadIdx.x] *= 2.f; }

double outer(float* d_x, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  float sum = 0.f;
  for (int i = 0; i < iters; ++i) {
    cudaEvent_t a, b;
    cudaEventCreate(&a);  // EXPECT: HL456 `cudaEventCreate()`
    cudaEventCreateWithFlags(&b, cudaEventBlockingSync);  // EXPECT: HL456
    cudaEventRecord(a);
    work<<<1, 64>>>(d_x);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms;
    cudaEventElapsedTime(&ms, a, b);
    sum += ms;
    cudaEventDestroy(a);  // EXPECT: HL456
    cudaEventDestroy(b);  // EXPECT: HL456
  }
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count() + sum;
}

// ---- no diagnostics ----

float events_made_once(float* d_x) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  work<<<1, 64>>>(d_x);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  return ms;
}
