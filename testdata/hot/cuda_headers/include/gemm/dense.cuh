// A launcher defined in a header of the project's include folder: a benchmark in src/ includes
// it as <gemm/dense.cuh> and times it (CUTLASS-style libraries, flashinfer's decode.cuh).
#pragma once
#include <cuda_runtime.h>
#include "detail.cuh"

__global__ void dense_kernel(float* out, const float* in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * 2.0f;
}

inline void dense_gemm(float* out, const float* in, int n) {
    cudaFuncSetAttribute(dense_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);  // HOT root=cuda_event in_loop chain=main>dense_gemm
    dense_kernel<<<(n + 255) / 256, 256, 65536>>>(out, in, n);  // HOT root=cuda_event in_loop chain=main>dense_gemm
    scratch_sync(out);  // HOT root=cuda_event in_loop chain=main>dense_gemm
}

inline void dense_setup(float** p, int n) {
    cudaMalloc(p, n * sizeof(float));  // COLD
}
