// Included by a path relative to the benchmark's folder ("../include/gemm/scale.cuh").
#pragma once
#include <cuda_runtime.h>

__global__ void scale_kernel(float* p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= 0.5f;
}

inline void scale_launch(float* p, int n) {
    float* tmp;
    cudaMalloc(&tmp, n * sizeof(float));  // HOT root=cuda_event in_loop chain=main>scale_launch
    scale_kernel<<<(n + 255) / 256, 256>>>(p, n);
    cudaFree(tmp);  // HOT root=cuda_event in_loop chain=main>scale_launch
}
