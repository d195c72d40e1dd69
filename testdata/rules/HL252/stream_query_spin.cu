// HL252: spinning on cudaStreamQuery / cudaEventQuery inside timed code.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void step(float* x) { x[threadIdx.x] += 1.0f; }

float spin_on_stream(float* d_x, cudaStream_t s, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  for (int i = 0; i < iters; ++i) {
    step<<<1, 256, 0, s>>>(d_x);
    while (cudaStreamQuery(s) == cudaErrorNotReady) {  // EXPECT: HL252 `cudaStreamQuery()`
    }
  }
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float spin_on_event(float* d_x, cudaStream_t s, cudaEvent_t done) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  step<<<1, 256, 0, s>>>(d_x);
  cudaEventRecord(done, s);
  do {
  } while (cudaEventQuery(done) != cudaSuccess);  // EXPECT: HL252
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

// A single query (not in a loop) is cheap.
float one_query(float* d_x, cudaStream_t s) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  step<<<1, 256, 0, s>>>(d_x);
  bool busy = cudaStreamQuery(s) == cudaErrorNotReady;
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  return busy ? ms : 0.f;
}

// Polling outside any timed region.
void drain(cudaStream_t s) {
  while (cudaStreamQuery(s) != cudaSuccess) {
  }
}
