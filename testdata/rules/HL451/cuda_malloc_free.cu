// HL451: cudaMalloc / cudaFree (and friends) inside timed code; the warm-up loop before the
// timer, setup and teardown are not reported.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x)                                                              \
  do {                                                                        \
    cudaError_t e = (x);                                                      \
    if (e != cudaSuccess) {                                                   \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, __LINE__); \
      abort();                                                                \
    }                                                                         \
  } while (0)

__global__ void kernel(const float* in, float* scratch, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) scratch[i] = in[i] * 2.0f;
}

float timed(const float* d_in, int n, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  for (int i = 0; i < 3; ++i) {  // warm-up: before the timer starts
    float* scratch;
    CHECK(cudaMalloc(&scratch, n * sizeof(float)));
    kernel<<<(n + 255) / 256, 256>>>(d_in, scratch, n);
    CHECK(cudaFree(scratch));
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    float* scratch;
    CHECK(cudaMalloc(&scratch, n * sizeof(float)));  // EXPECT: :11 HL451 `cudaMalloc()`
    kernel<<<(n + 255) / 256, 256>>>(d_in, scratch, n);
    CHECK(cudaGetLastError());
    CHECK(cudaFree(scratch));  // EXPECT: :11 HL451 `cudaFree()`
  }
  float* managed;
  cudaMallocManaged(&managed, n * sizeof(float));  // EXPECT: HL451
  size_t pitch;
  void* pitched;
  cudaMallocPitch(&pitched, &pitch, 256, 64);  // EXPECT: HL451
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  cudaFree(managed);   // after the timer stopped
  cudaFree(pitched);
  return ms;
}

// ---- no diagnostics ----

// Stream-ordered allocation from a pool is cheap: not this rule.
float pooled(const float* d_in, int n, cudaStream_t s) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  float* scratch;
  cudaMallocAsync(&scratch, n * sizeof(float), s);
  kernel<<<(n + 255) / 256, 256, 0, s>>>(d_in, scratch, n);
  cudaFreeAsync(scratch, s);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// Allocation in a function that is never timed.
float* make_buffer(int n) {
  float* p = nullptr;
  cudaMalloc(&p, n * sizeof(float));
  return p;
}
