// The timed loop calls a launcher defined in an included header (one include folder away, and a
// second header below it): the header's hazards are on the timed path like a function of this
// file's own.
#include <cstdio>
#include <gemm/dense.cuh>

int main() {
    int n = 1 << 20;
    float *a, *b;
    dense_setup(&a, n);
    dense_setup(&b, n);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    for (int i = 0; i < 100; ++i) dense_gemm(b, a, n);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    printf("%.3f ms\n", ms);
    return 0;
}
