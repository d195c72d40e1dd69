// cudaEventRecord regions: launched kernels and same-TU helpers are hot; setup is cold.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= 2.0f;
    printf("thread %d\n", i);  // HOT root=cuda_event in_loop
}

__global__ void unused_kernel(float *x) {
    printf("never\n");  // COLD
}

static void helper(float *d, int n) {
    float *tmp;
    cudaMalloc(&tmp, n * sizeof(float));  // HOT root=cuda_event in_loop
    cudaFree(tmp);
}

static void setup_only(float **d, int n) {
    cudaMalloc(d, n * sizeof(float));  // COLD
}

int main() {
    const int n = 1 << 20;
    float *d;
    setup_only(&d, n);  // COLD
    cudaEvent_t start, stop;
    cudaEventCreate(&start);  // COLD
    cudaEventCreate(&stop);  // COLD
    scale<<<n / 256, 256>>>(d, n);  // COLD
    cudaEventRecord(start);
    for (int it = 0; it < 100; ++it) {
        scale<<<n / 256, 256>>>(d, n);  // HOT root=cuda_event in_loop chain=main
        helper(d, n);  // HOT root=cuda_event in_loop chain=main
    }
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);  // COLD
    float ms = 0.f;
    cudaEventElapsedTime(&ms, start, stop);
    printf("%f ms\n", ms);  // COLD
    cudaFree(d);  // COLD
    return 0;
}
