// The launcher allocates scratch memory on every call; it is timed through time_launcher,
// declared in an included header (a translation unit sees it by #include, not by import).
#include "timing.h"
#include <cstdio>

__global__ void scale_kernel(float* out, const float* in, float s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * s;
}

void scale_launch(float* out, const float* in, float s, int n) {
    float* tmp;
    cudaMalloc(&tmp, n * sizeof(float));  // HOT root=do_bench chain=scale_launch
    scale_kernel<<<(n + 255) / 256, 256>>>(tmp, in, s, n);  // HOT root=do_bench chain=scale_launch
    cudaMemcpy(out, tmp, n * sizeof(float), cudaMemcpyDeviceToDevice);
    cudaFree(tmp);  // HOT root=do_bench chain=scale_launch
}

int main() {
    int n = 1 << 20;
    float *a, *b;
    cudaMalloc(&a, n * sizeof(float));  // COLD
    cudaMalloc(&b, n * sizeof(float));  // COLD
    float ms = time_launcher(100, scale_launch, b, a, 2.0f, n);
    printf("%.3f ms\n", ms);  // COLD
    return 0;
}
