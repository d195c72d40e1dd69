// Naive attention forward (one block per query row) timed with a cudaEvent pair around the
// launch loop. Build: nvcc -O3 -arch=sm_90 attn_fwd_bench.cu -o attn_fwd_bench
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cuda_runtime.h>

#define CUDA_CHECK(expr)                                                                   \
  do {                                                                                     \
    cudaError_t err_ = (expr);                                                             \
    if (err_ != cudaSuccess) {                                                             \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(EXIT_FAILURE);                                                                  \
    }                                                                                      \
  } while (0)

__global__ void attn_row_kernel(const float* q, const float* k, const float* v, float* o, float* scratch,
                                int seqlen, int d, float scale) {
  extern __shared__ float s[];
  int row = blockIdx.x;
  for (int j = threadIdx.x; j < seqlen; j += blockDim.x) {
    float acc = 0.f;
    for (int c = 0; c < d; ++c) acc += q[row * d + c] * k[j * d + c];
    s[j] = acc * scale;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    float m = -INFINITY, sum = 0.f;
    for (int j = 0; j < seqlen; ++j) m = fmaxf(m, s[j]);
    for (int j = 0; j < seqlen; ++j) { s[j] = expf(s[j] - m); sum += s[j]; }
    scratch[row] = sum;
  }
  __syncthreads();
  for (int c = threadIdx.x; c < d; c += blockDim.x) {
    float acc = 0.f;
    for (int j = 0; j < seqlen; ++j) acc += s[j] * v[j * d + c];
    o[row * d + c] = acc / scratch[row];
  }
}

int main(int argc, char** argv) {
  const int seqlen = argc > 1 ? atoi(argv[1]) : 2048, d = 128, iters = 100, warmup = 10;
  const size_t bytes = (size_t)seqlen * d * sizeof(float);
  float *q, *k, *v, *o;
  CUDA_CHECK(cudaMalloc(&q, bytes));
  CUDA_CHECK(cudaMalloc(&k, bytes));
  CUDA_CHECK(cudaMalloc(&v, bytes));
  CUDA_CHECK(cudaMalloc(&o, bytes));
  CUDA_CHECK(cudaMemset(q, 0, bytes));
  const float scale = 1.0f / sqrtf((float)d);
  const size_t smem = seqlen * sizeof(float);

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  for (int i = 0; i < warmup; ++i) {
    float* scratch;
    CUDA_CHECK(cudaMalloc(&scratch, seqlen * sizeof(float)));
    attn_row_kernel<<<seqlen, 128, smem>>>(q, k, v, o, scratch, seqlen, d, scale);
    CUDA_CHECK(cudaFree(scratch));
  }
  CUDA_CHECK(cudaDeviceSynchronize());

  CUDA_CHECK(cudaEventRecord(start));
  for (int i = 0; i < iters; ++i) {
    float* scratch;
    CUDA_CHECK(cudaMalloc(&scratch, seqlen * sizeof(float)));  // EXPECT: HL451
    attn_row_kernel<<<seqlen, 128, smem>>>(q, k, v, o, scratch, seqlen, d, scale);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaFree(scratch));  // EXPECT: HL451
  }
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  printf("attn fwd seqlen=%d d=%d: %.3f ms/iter\n", seqlen, d, ms / iters);

  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaFree(q));
  CUDA_CHECK(cudaFree(k));
  CUDA_CHECK(cudaFree(v));
  CUDA_CHECK(cudaFree(o));
  return 0;
}
