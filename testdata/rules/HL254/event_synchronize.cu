// HL254: cudaEventSynchronize inside timed code, except waiting on the end event of the pair.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(float* x, float v) { x[threadIdx.x] = v; }

float wait_every_iteration(float* d_x, int iters) {
  cudaEvent_t start, stop, done;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventCreate(&done);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    fill<<<1, 128>>>(d_x, (float)i);
    cudaEventRecord(done);
    cudaEventSynchronize(done);  // EXPECT: HL254 `cudaEventSynchronize()`
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

// Reading the pair: the wait on `stop` is part of reading the timer.
float read_pair(float* d_x) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  fill<<<1, 128>>>(d_x, 1.0f);
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// A timed pair inside a loop: only the code between the records is timed, and the wait on
// `stop` after each pair reads it.
float per_iteration_pairs(float* d_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float total = 0.f;
  for (int i = 0; i < iters; ++i) {
    cudaEventRecord(start);
    fill<<<1, 128>>>(d_x, (float)i);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0.f;
    cudaEventElapsedTime(&ms, start, stop);
    total += ms;
  }
  return total;
}
