// Sum reductions (atomic, shared-memory tree, warp shuffle) timed by one templated helper that
// takes each variant as a lambda. The two-pass variant allocates its scratch per call.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(x)                                                     \
  do {                                                                    \
    cudaError_t s_ = (x);                                                 \
    if (s_ != cudaSuccess) {                                              \
      fprintf(stderr, "%s failed: %s\n", #x, cudaGetErrorString(s_));     \
      exit(1);                                                            \
    }                                                                     \
  } while (0)

__global__ void reduce_atomic(const float* x, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(out, x[i]);
}

__global__ void reduce_shared(const float* x, float* partial, int n) {
  __shared__ float buf[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = i < n ? x[i] : 0.f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = buf[0];
#ifdef REDUCE_DEBUG
  if (threadIdx.x == 0 && blockIdx.x == 0) printf("partial[0] = %f\n", buf[0]);
#endif
}

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__global__ void reduce_warp(const float* x, float* out, int n) {
  float v = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) v += x[i];
  v = warp_sum(v);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
  if (n < 0) printf("bad n %d\n", n);  // EXPECT: HL652
}

template <typename F>
float bench(const char* name, F&& body, int iters) {
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  body();  // warm-up
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaEventRecord(start));
  for (int i = 0; i < iters; ++i) body();
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  printf("%-8s %.4f ms\n", name, ms / iters);
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  return ms / iters;
}

int main(int argc, char** argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 1 << 24, threads = 256, blocks = (n + threads - 1) / threads;
  std::vector<float> h(n, 1.0f);
  float *d_x, *d_out;
  CUDA_CHECK(cudaMalloc(&d_x, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_x, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  bench("atomic", [&] {
    CUDA_CHECK(cudaMemsetAsync(d_out, 0, sizeof(float)));
    reduce_atomic<<<blocks, threads>>>(d_x, d_out, n);
  }, 20);

  std::vector<float> hp(blocks);
  bench("shared", [&] {
    float* partial;
    CUDA_CHECK(cudaMalloc(&partial, blocks * sizeof(float)));  // EXPECT: HL451
    reduce_shared<<<blocks, threads>>>(d_x, partial, n);
    CUDA_CHECK(cudaMemcpy(hp.data(), partial, blocks * sizeof(float), cudaMemcpyDeviceToHost));  // EXPECT: HL551
    CUDA_CHECK(cudaFree(partial));  // EXPECT: HL451
  }, 20);

  bench("warp", [&] {
    CUDA_CHECK(cudaMemsetAsync(d_out, 0, sizeof(float)));
    reduce_warp<<<1024, threads>>>(d_x, d_out, n);
    CUDA_CHECK(cudaPeekAtLastError());
  }, 20);

  float sum = 0.f;
  CUDA_CHECK(cudaMemcpy(&sum, d_out, sizeof(float), cudaMemcpyDeviceToHost));
  printf("sum = %.0f (expected %d)\n", sum, n);
  CUDA_CHECK(cudaFree(d_x));
  CUDA_CHECK(cudaFree(d_out));
  return sum == (float)n ? 0 : 1;
}
