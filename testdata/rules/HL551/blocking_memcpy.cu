// HL551: blocking host<->device copies inside timed code; device-to-device copies and copies
// before/after the timer are not reported.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void reduce_sum(const float* x, float* out, int n) {
  if (threadIdx.x == 0 && blockIdx.x == 0) *out = x[0] * n;
}

float converge(const float* d_x, float* d_sum, int n, int iters) {
  float h_sum = 0.f;
  std::vector<float> row(n);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int it = 0; it < iters; ++it) {
    reduce_sum<<<1, 256>>>(d_x, d_sum, n);
    cudaMemcpy(&h_sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost);  // EXPECT: HL551 `cudaMemcpy()` copies between host and device and blocks the host, on every iteration
    if (h_sum < 0.f) break;
    cudaMemcpy(d_sum, &h_sum, sizeof(float), cudaMemcpyHostToDevice);  // EXPECT: HL551
    cudaMemcpy2D(row.data(), n, d_x, n, n, 1, cudaMemcpyDeviceToHost);  // EXPECT: HL551
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float device_to_device(float* d_dst, const float* d_src, int n, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int it = 0; it < iters; ++it)
    cudaMemcpy(d_dst, d_src, n * sizeof(float), cudaMemcpyDeviceToDevice);  // stays on the device
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float copies_outside(const float* d_x, float* d_sum, int n) {
  std::vector<float> h(n, 1.0f);
  float* d_in;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);  // upload before timing
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  reduce_sum<<<1, 256>>>(d_in, d_sum, n);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms, result;
  cudaEventElapsedTime(&ms, start, stop);
  cudaMemcpy(&result, d_sum, sizeof(float), cudaMemcpyDeviceToHost);  // verification after timing
  return ms + result;
}

// A transfer benchmark: the copies are all the timed region does and the function reports a
// rate (cuda-samples' simpleP2P, bandwidthTest), so they are the measured workload, not a hazard
// of one. (A copy-only loop that reports no rate is still reported: timer_wrappers.cu.)
float bandwidth(float* d_peer, const float* d_src, float* h_pinned, size_t bytes) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  for (int i = 0; i < 100; i++) {
    if (i % 2 == 0) cudaMemcpy(d_peer, d_src, bytes, cudaMemcpyDefault);  // the measured copy
    else cudaMemcpy(h_pinned, d_src, bytes, cudaMemcpyDeviceToHost);      // the measured copy
  }
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%.2f GB/s\n", 100.0 * bytes / ms / 1e6);
  return ms;
}
