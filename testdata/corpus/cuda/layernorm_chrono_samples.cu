// LayerNorm forward: per-iteration host timing samples (each bracketed by a stream sync),
// a verification pass with a debug kernel, and error handling that syncs on failure.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CK(call)                                                                 \
  do {                                                                           \
    cudaError_t e_ = (call);                                                     \
    if (e_ != cudaSuccess) {                                                     \
      cudaDeviceSynchronize();                                                   \
      fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

__global__ void layernorm_fwd(const float* x, float* y, int rows, int cols, float eps) {
  int r = blockIdx.x;
  if (r >= rows) return;
  __shared__ float mean, rstd;
  if (threadIdx.x == 0) {
    float s = 0.f, s2 = 0.f;
    for (int c = 0; c < cols; ++c) { float v = x[r * cols + c]; s += v; s2 += v * v; }
    mean = s / cols;
    rstd = rsqrtf(s2 / cols - mean * mean + eps);
  }
  __syncthreads();
  for (int c = threadIdx.x; c < cols; c += blockDim.x) y[r * cols + c] = (x[r * cols + c] - mean) * rstd;
}

__global__ void dump_row(const float* y, int cols) {
  if (threadIdx.x == 0) printf("row0: %f %f %f\n", y[0], y[1], y[cols - 1]);
}

int main() {
  const int rows = 8192, cols = 4096, iters = 50;
  float *x, *y;
  CK(cudaMalloc(&x, sizeof(float) * rows * cols));
  CK(cudaMalloc(&y, sizeof(float) * rows * cols));
  cudaStream_t s;
  CK(cudaStreamCreate(&s));
  std::vector<double> samples;
  samples.reserve(iters);
  for (int it = 0; it < iters; ++it) {
    CK(cudaStreamSynchronize(s));
    auto t0 = std::chrono::steady_clock::now();
    layernorm_fwd<<<rows, 256, 0, s>>>(x, y, rows, cols, 1e-5f);
#if 0
    cudaDeviceSynchronize();
    printf("iteration %d\n", it);
#endif
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));  // EXPECT: HL1051
    CK(cudaStreamSynchronize(s));
    auto t1 = std::chrono::steady_clock::now();
    samples.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
  }
  dump_row<<<1, 32, 0, s>>>(y, cols);
  CK(cudaStreamSynchronize(s));
  std::sort(samples.begin(), samples.end());
  printf("layernorm %dx%d: median %.2f us, p90 %.2f us\n", rows, cols, samples[iters / 2], samples[iters * 9 / 10]);
  CK(cudaStreamDestroy(s));
  CK(cudaFree(x));
  CK(cudaFree(y));
  return 0;
}
