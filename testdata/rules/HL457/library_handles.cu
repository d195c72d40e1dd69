// HL457: cuBLAS / cuDNN / cuFFT / cuRAND handle creation inside timed code.
#include <cublas_v2.h>
#include <cudnn.h>
#include <cuda_runtime.h>

float timed(const float* dA, const float* dB, float* dC, int n, int iters) {
  const float one = 1.f, zero = 0.f;
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) {
    cublasHandle_t h;
    cublasCreate(&h);  // EXPECT: HL457 `cublasCreate()`
    cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, dA, n, dB, n, &zero, dC, n);
    cublasDestroy(h);  // EXPECT: HL457
  }
  cudnnHandle_t dnn;
  cudnnCreate(&dnn);  // EXPECT: HL457
  cudnnDestroy(dnn);  // EXPECT: HL457
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float reuse_handle(const float* dA, const float* dB, float* dC, int n, int iters) {
  const float one = 1.f, zero = 0.f;
  cublasHandle_t h;
  cublasCreate(&h);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, dA, n, dB, n, &zero, dC, n);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  cublasDestroy(h);
  return ms;
}
