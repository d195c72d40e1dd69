// A timer pair inside a loop: only the code between the start and end is timed; the rest of
// the loop body (setup of each iteration, verification) is cold.
#include <chrono>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void k(float* x, int n) { if (threadIdx.x < n) x[threadIdx.x] += 1.f; }

double per_iteration(float* d_x, int n, int reps) {
  std::vector<float> h(n);
  double total = 0;
  for (int r = 0; r < reps; ++r) {
    cudaMemcpy(d_x, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);  // per-iteration setup: cold
    cudaDeviceSynchronize();
    auto t0 = std::chrono::steady_clock::now();
    k<<<1, 256>>>(d_x, n);
    float* tmp;
    cudaMalloc(&tmp, 64);  // EXPECT: HL451
    cudaDeviceSynchronize();
    auto t1 = std::chrono::steady_clock::now();
    cudaFree(tmp);  // after the end: cold
    cudaMemcpy(h.data(), d_x, n * sizeof(float), cudaMemcpyDeviceToHost);  // verification: cold
    printf("rep %d\n", r);  // cold
    total += std::chrono::duration<double>(t1 - t0).count();
  }
  return total;
}

float event_pair_in_loop(float* d_x, int n, int reps) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  float sum = 0;
  for (int r = 0; r < reps; ++r) {
    cudaMemset(d_x, 0, n * sizeof(float));  // cold
    cudaEventRecord(a);
    for (int i = 0; i < 10; ++i) {
      k<<<1, 256>>>(d_x, n);
      printf("inner %d\n", i);  // EXPECT: HL651
    }
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms;
    cudaEventElapsedTime(&ms, a, b);
    sum += ms;
  }
  return sum;
}
