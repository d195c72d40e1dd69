// HL651: host printing in a loop of timed code; error reports and prints outside the loop are not.
#include <cstdio>
#include <iostream>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                            \
  do {                                                                              \
    cudaError_t status = (call);                                                    \
    if (status != cudaSuccess) {                                                    \
      std::cerr << "CUDA error: " << cudaGetErrorString(status) << std::endl;       \
      std::exit(EXIT_FAILURE);                                                      \
    }                                                                               \
  } while (0)

__global__ void step(float* x) { x[threadIdx.x] += 1.f; }

float timed(float* d_x, int iters, bool verbose) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    step<<<1, 32>>>(d_x);
    CUDA_CHECK(cudaGetLastError());
    printf("iter %d\n", i);  // EXPECT: HL651 `printf`
    std::cout << "iter " << i << std::endl;  // EXPECT: HL651 `std::cout`
    fprintf(stderr, "progress %d/%d\n", i, iters);  // EXPECT: HL651
    if (verbose) puts("step done");  // EXPECT: HL651
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float once(float* d_x, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  printf("starting %d iterations\n", iters);  // once per timed region, not per loop iteration
  for (int i = 0; i < iters; ++i) {
    step<<<1, 32>>>(d_x);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
      fprintf(stderr, "launch failed: %s\n", cudaGetErrorString(err));  // error report
      return -1.f;
    }
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%.3f ms\n", ms);  // after the timer
  return ms;
}

void report(FILE* csv, float ms) {
  for (int i = 0; i < 3; ++i) printf("%d %f\n", i, ms);  // not timed code
}
