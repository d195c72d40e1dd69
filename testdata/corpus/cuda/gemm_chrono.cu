// Tiled SGEMM timed on the host with std::chrono; checks one tile against the CPU at the end.
#include <chrono>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

#define TILE 32

__global__ void sgemm_tiled(const float* A, const float* B, float* C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.f;
  for (int t = 0; t < n / TILE; ++t) {
    As[threadIdx.y][threadIdx.x] = A[row * n + t * TILE + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(t * TILE + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

static double run_timed(const float* dA, const float* dB, float* dC, int n, int iters, bool per_iter_sync) {
  dim3 block(TILE, TILE), grid(n / TILE, n / TILE);
  cudaDeviceSynchronize();
  auto t0 = std::chrono::high_resolution_clock::now();
  for (int i = 0; i < iters; ++i) {
    sgemm_tiled<<<grid, block>>>(dA, dB, dC, n);
    if (per_iter_sync) cudaDeviceSynchronize();  // EXPECT: HL251
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::high_resolution_clock::now();
  return std::chrono::duration<double, std::milli>(t1 - t0).count() / iters;
}

static double run_timed_with_readback(const float* dA, const float* dB, float* dC, int n, int iters) {
  dim3 block(TILE, TILE), grid(n / TILE, n / TILE);
  cudaDeviceSynchronize();
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    sgemm_tiled<<<grid, block>>>(dA, dB, dC, n);
    std::vector<float> corner(TILE * TILE);  // EXPECT: HL452
    cudaMemcpy(corner.data(), dC, corner.size() * sizeof(float), cudaMemcpyDeviceToHost);  // EXPECT: HL551
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double, std::milli>(t1 - t0).count() / iters;
}

int main() {
  const int n = 4096, iters = 20;
  std::vector<float> hA(n * n, 1.0f), hB(n * n, 2.0f), hC(n * n);
  float *dA, *dB, *dC;
  cudaMalloc(&dA, n * n * sizeof(float));
  cudaMalloc(&dB, n * n * sizeof(float));
  cudaMalloc(&dC, n * n * sizeof(float));
  cudaMemcpy(dA, hA.data(), n * n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, hB.data(), n * n * sizeof(float), cudaMemcpyHostToDevice);
  double ms = run_timed(dA, dB, dC, n, iters, false);
  double ms_sync = run_timed(dA, dB, dC, n, iters, true);
  double ms_rb = run_timed_with_readback(dA, dB, dC, n, iters);
  cudaMemcpy(hC.data(), dC, n * n * sizeof(float), cudaMemcpyDeviceToHost);
  printf("sgemm %d: %.3f ms (%.1f GFLOP/s), per-iter sync %.3f ms, readback %.3f ms, C[0]=%f\n", n, ms,
         2.0 * n * n * n / (ms * 1e6), ms_sync, ms_rb, hC[0]);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  return hC[0] == 2.0f * n ? 0 : 1;
}
