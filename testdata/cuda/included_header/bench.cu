// The timed loop calls a launcher defined in an included header.
#include <cstdio>
#include "inc/gl_ext.h"

int main() {
  int n = 1 << 20;
  float* out;
  cudaMalloc(&out, n * sizeof(float));
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a);
  for (int i = 0; i < 10; ++i) scratch_launch(out, n);
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  printf("%f\n", ms);
  return 0;
}
