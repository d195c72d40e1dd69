// A branch of a timer's own region that returns never reaches the end record: the measurement
// is abandoned, so nothing in it is timed (cuBLASMp's `if (skip_if_unsupported(...)) {
// cleanup(); return status; }` in its timed loop). Check macros that report with std::cout and
// return an error code from inside their expansion are error paths too (CUDALibrarySamples'
// CHECK_CUDA / CHECK_NVJPEG). A branch that returns from a callee is still per-iteration work.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <cuda_runtime.h>

#define CHECK_COUT(call)                                                              \
  {                                                                                   \
    cudaError_t _e = (call);                                                          \
    if (_e != cudaSuccess) {                                                          \
      std::cout << "CUDA error " << cudaGetErrorString(_e) << std::endl;              \
      return EXIT_FAILURE;                                                            \
    }                                                                                 \
  }

#define CHECK_FREE(call)                                                              \
  do {                                                                                \
    cudaError_t _e = (call);                                                          \
    if (_e != cudaSuccess) {                                                          \
      printf("error %d\n", (int)_e);                                                  \
      cudaFree(g_buf);                                                                \
      return -2;                                                                      \
    }                                                                                 \
  } while (0)

float* g_buf;
int supported(int n);

int step(float* d, cudaStream_t st, int n) {
  if (n > 4) {
    printf("large step\n");  // EXPECT: HL651
    return 0;
  }
  return (int)cudaMemsetAsync(d, 0, 4, st);
}

int timed(float* d, cudaStream_t st, int n) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  auto cleanup = [&]() {
    cudaFree(d);
    cudaStreamDestroy(st);
  };
  cudaEventRecord(start, st);
  for (int i = 0; i < 100; ++i) {
    if (!supported(n)) {
      cleanup();
      return n;
    }
    CHECK_COUT(cudaMemsetAsync(d, 0, 4, st));
    CHECK_FREE(cudaMemsetAsync(d, 0, 4, st));
    step(d, st, n);
    if (n > 3) {
      printf("n=%d\n", n);  // EXPECT: HL651
    }
  }
  cudaEventRecord(stop, st);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%.3f ms\n", ms);
  return 0;
}
