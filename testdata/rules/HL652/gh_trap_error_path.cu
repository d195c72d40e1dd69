// Regression (real-repo triage, llm.c layernorm_backward.cu): a branch that ends in `__trap()`,
// `__builtin_trap()` or `asm("trap;")` aborts the kernel like `abort()` ends a host program; the
// message printed on the way out is an error path, not per-iteration device printf.
#include <cstdio>
#include <cuda_runtime.h>

__device__ void soft__trap() {}

__global__ void checked(float* x, int n, int bad) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (bad) {
    if (threadIdx.x == 0) printf("bad launch %d\n", n);
    __trap();
  }
  if (n < 0) {
    printf("negative n\n");
    asm("trap;");
  }
  if (n > (1 << 30)) {
    printf("huge n\n");
    asm volatile("trap;");
  }
  if (i > n + 1) {
    printf("out of range\n");
    __builtin_trap();
  }
  if (i == 0) {
    printf("x[0] = %f\n", x[0]);  // EXPECT: HL652
    x[0] = 0.f;
  }
  if (i == 1) {
    printf("x[1] = %f\n", x[1]);  // EXPECT: HL652
    // not the device trap: the branch carries on
    soft__trap();
  }
  if (i < n) x[i] += 1.f;
}

float timed(float* d_x, int n, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int it = 0; it < iters; ++it) checked<<<(n + 255) / 256, 256>>>(d_x, n, 0);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
// ---- no diagnostics ----
