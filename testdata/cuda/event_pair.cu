// Timed region: cudaEventRecord(start) ... cudaEventRecord(stop) read by cudaEventElapsedTime.
// Code before the start record and after the stop record is cold; events recorded but never
// read together are not a timer.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void k(float* x) { x[threadIdx.x] *= 2.f; }

float timed(float* d_x, float* h_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaMemcpy(d_x, h_x, 256, cudaMemcpyHostToDevice);  // before the start: cold
  cudaEventRecord(start, 0);
  for (int i = 0; i < iters; ++i) {
    k<<<1, 64>>>(d_x);
    cudaMemcpy(h_x, d_x, 256, cudaMemcpyDeviceToHost);  // EXPECT: HL551
  }
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  cudaMemcpy(h_x, d_x, 256, cudaMemcpyDeviceToHost);  // after the stop: cold
  return ms;
}

// Two events that are recorded but never read as a pair: no timed region.
void not_a_timer(float* d_x, float* h_x, cudaEvent_t e1, cudaEvent_t e2) {
  cudaEventRecord(e1);
  cudaMemcpy(h_x, d_x, 256, cudaMemcpyDeviceToHost);
  cudaEventRecord(e2);
}

// The pair is read in another function: the region still counts.
float read_pair(cudaEvent_t a, cudaEvent_t b) {
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}

void recorded_here(float* d_x, float* h_x, cudaEvent_t a, cudaEvent_t b) {
  cudaEventRecord(a);
  cudaMemcpy(h_x, d_x, 256, cudaMemcpyDeviceToHost);  // EXPECT: HL551
  cudaEventRecord(b);
}

// Events kept in an array are told apart by their index.
float event_array(float* d_x, float* h_x) {
  cudaEvent_t ev[2];
  for (int i = 0; i < 2; ++i) cudaEventCreate(&ev[i]);
  cudaMemcpy(h_x, d_x, 256, cudaMemcpyDeviceToHost);  // before the start: cold
  cudaEventRecord(ev[0]);
  cudaMemcpy(h_x, d_x, 256, cudaMemcpyDeviceToHost);  // EXPECT: HL551
  cudaEventRecord(ev[1]);
  cudaEventSynchronize(ev[1]);
  float ms;
  cudaEventElapsedTime(&ms, ev[0], ev[1]);
  return ms;
}
