// Calls wrapped in error-checking macros are seen through and reported where they are
// written; the macros' own reporting code (fprintf/printf/exit/abort/throw) is never reported.
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <helper_cuda.h>
#include <cuda_runtime.h>

#define CUDA_CHECK(expr)                                                                   \
  do {                                                                                     \
    cudaError_t err_ = (expr);                                                             \
    if (err_ != cudaSuccess) {                                                             \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(EXIT_FAILURE);                                                                  \
    }                                                                                      \
  } while (0)

#define gpuErrchk(ans) { gpuAssert((ans), __FILE__, __LINE__); }
inline void gpuAssert(cudaError_t code, const char* file, int line, bool abort_on_error = true) {
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    if (abort_on_error) exit(code);
  }
}

#define THROW_ON_ERROR(x) \
  if ((x) != cudaSuccess) throw std::runtime_error(std::string("cuda failure: ") + #x)

#define SYNC_ALL() cudaDeviceSynchronize()

__global__ void k(float* x) { x[threadIdx.x] = 1.f; }

float timed(float* d_x, int iters) {
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start));
  for (int i = 0; i < iters; ++i) {
    float* tmp;
    CUDA_CHECK(cudaMalloc(&tmp,
                          256));  // EXPECT: @-1:16 HL451
    k<<<1, 32>>>(tmp);
    CUDA_CHECK(cudaGetLastError());
    gpuErrchk(cudaFree(tmp));  // EXPECT: :15 HL451
    checkCudaErrors(cudaStreamSynchronize(0));  // EXPECT: :21 HL253
    THROW_ON_ERROR(cudaDeviceSynchronize());  // EXPECT: :20 HL251
    SYNC_ALL();  // EXPECT: :5 HL251
  }
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  return ms;
}
