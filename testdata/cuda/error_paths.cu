// Error paths are cold: branches that end in exit/abort/throw, branches that check a CUDA
// status against cudaSuccess, report-and-return-an-error branches, catch handlers, assert.
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <cuda_runtime.h>

__global__ void k(float* x) { x[threadIdx.x] = 1.f; }

int timed(float* d_x, float* h_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    k<<<1, 32>>>(d_x);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
      printf("kernel failed: %s\n", cudaGetErrorString(err));
      cudaDeviceSynchronize();
    }
    if (h_x == nullptr) {
      fprintf(stderr, "no host buffer\n");
      cudaMemcpy(h_x, d_x, 4, cudaMemcpyDeviceToHost);
      abort();
    }
    if (i > 1000000) {
      printf("too many iterations\n");
      return 1;
    }
    try {
      k<<<1, 32>>>(d_x);
    } catch (const std::exception& e) {
      printf("exception: %s\n", e.what());
      cudaDeviceSynchronize();
    }
    if (cudaPeekAtLastError() == cudaSuccess) {
      k<<<1, 32>>>(d_x);
    } else {
      puts("failed");
      throw std::runtime_error("launch");
    }
    assert(d_x != nullptr);
    printf("still hot %d\n", i);  // EXPECT: HL651
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return 0;
}

// A switch case that ends the program is an error path too (llm.c's kernel dispatchers:
// `default: printf("Invalid kernel number\n"); exit(1);`); a case that breaks is not.
__global__ void sw_k(float* x) { x[0] = 1; }

void sw_dispatch(int kernel_num, float* d) {
  switch (kernel_num) {
    case 1:
      sw_k<<<1, 1>>>(d);
      break;
    case 2: {
      printf("kernel 2\n");  // EXPECT: HL651
      sw_k<<<1, 1>>>(d);
      break;
    }
    default:
      printf("Invalid kernel number\n");
      exit(1);
  }
}

void sw_bench(float* d) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a);
  for (int i = 0; i < 10; i++) sw_dispatch(1, d);
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
}
