// Tiled SGEMM vs cuBLAS, timed with one cudaEvent pair around each loop.
// Build: nvcc -O3 -arch=sm_90 gemm_bench.cu -lcublas -o gemm_bench
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                                       \
  do {                                                                                         \
    cudaError_t err_ = (call);                                                                 \
    if (err_ != cudaSuccess) {                                                                 \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      std::exit(EXIT_FAILURE);                                                                 \
    }                                                                                          \
  } while (0)

#define CUBLAS_CHECK(call)                                                     \
  do {                                                                         \
    cublasStatus_t st_ = (call);                                               \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                        \
      fprintf(stderr, "cuBLAS error %d at %s:%d\n", (int)st_, __FILE__, __LINE__); \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

constexpr int TILE = 32;

__global__ void sgemm_tiled(const float* A, const float* B, float* C, int n) {
  __shared__ float As[TILE][TILE], Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.f;
  for (int t = 0; t < n / TILE; ++t) {
    As[threadIdx.y][threadIdx.x] = A[row * n + t * TILE + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(t * TILE + threadIdx.y) * n + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

struct Args { int n = 2048, iters = 50, warmup = 5; bool sync_each = false; bool verbose = false; };

static float time_tiled(const Args& a, const float* dA, const float* dB, float* dC) {
  dim3 block(TILE, TILE), grid(a.n / TILE, a.n / TILE);
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  for (int i = 0; i < a.warmup; ++i) sgemm_tiled<<<grid, block>>>(dA, dB, dC, a.n);
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaEventRecord(start));
  for (int i = 0; i < a.iters; ++i) {
    CUDA_CHECK(cudaMemsetAsync(dC, 0, sizeof(float) * a.n * a.n));
    sgemm_tiled<<<grid, block>>>(dA, dB, dC, a.n);
    CUDA_CHECK(cudaGetLastError());
    if (a.sync_each) CUDA_CHECK(cudaDeviceSynchronize());  // EXPECT: HL251
    if (a.verbose && i % 10 == 0) printf("tiled iteration %d\n", i);  // EXPECT: HL651
  }
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  return ms / a.iters;
}

static float time_cublas(const Args& a, cublasHandle_t h, const float* dA, const float* dB, float* dC) {
  const float one = 1.f, zero = 0.f;
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUBLAS_CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, a.n, a.n, a.n, &one, dB, a.n, dA, a.n, &zero, dC, a.n));
  CUDA_CHECK(cudaEventRecord(start));
  for (int i = 0; i < a.iters; ++i)
    CUBLAS_CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, a.n, a.n, a.n, &one, dB, a.n, dA, a.n, &zero, dC, a.n));
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  return ms / a.iters;
}

static bool verify(const std::vector<float>& c, int n) {
  for (int i = 0; i < n * n; i += n + 1)
    if (std::fabs(c[i] - 2.0f * n) > 1e-2f * n) {
      printf("mismatch at %d: %f\n", i, c[i]);
      return false;
    }
  return true;
}

int main(int argc, char** argv) {
  Args a;
  if (argc > 1) a.n = std::atoi(argv[1]);
  a.sync_each = argc > 2;
  const size_t bytes = sizeof(float) * a.n * a.n;
  std::vector<float> hA(a.n * a.n, 1.f), hB(a.n * a.n, 2.f), hC(a.n * a.n);
  float *dA, *dB, *dC;
  CUDA_CHECK(cudaMalloc(&dA, bytes));
  CUDA_CHECK(cudaMalloc(&dB, bytes));
  CUDA_CHECK(cudaMalloc(&dC, bytes));
  CUDA_CHECK(cudaMemcpy(dA, hA.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, hB.data(), bytes, cudaMemcpyHostToDevice));
  cublasHandle_t h;
  CUBLAS_CHECK(cublasCreate(&h));
  float tiled = time_tiled(a, dA, dB, dC);
  CUDA_CHECK(cudaMemcpy(hC.data(), dC, bytes, cudaMemcpyDeviceToHost));
  bool ok = verify(hC, a.n);
  float blas = time_cublas(a, h, dA, dB, dC);
  double flops = 2.0 * a.n * a.n * a.n;
  printf("n=%d tiled %.3f ms (%.1f TFLOP/s)  cuBLAS %.3f ms (%.1f TFLOP/s)  %s\n", a.n, tiled,
         flops / (tiled * 1e9), blas, flops / (blas * 1e9), ok ? "OK" : "FAILED");
  CUBLAS_CHECK(cublasDestroy(h));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));
  return ok ? 0 : 1;
}
