// The launcher's header is named relative to this file's folder.
#include <cstdio>
#include "../include/gemm/scale.cuh"

int main() {
    int n = 1 << 20;
    float* p;
    cudaMalloc(&p, n * sizeof(float));  // COLD
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    for (int i = 0; i < 100; ++i) scale_launch(p, n);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    printf("%.3f ms\n", ms);
    return 0;
}
