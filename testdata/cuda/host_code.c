/* A C file with host timing: the same rules apply to C. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <cuda_runtime.h>

double bench(float *d_x, size_t n, int iters) {
  struct timeval t0, t1;
  float *h = (float *)malloc(n * sizeof(float));
  gettimeofday(&t0, NULL);
  for (int i = 0; i < iters; ++i) {
    float *tmp = (float *)malloc(n * sizeof(float)); // EXPECT: HL452
    cudaMemcpy(h, d_x, n * sizeof(float), cudaMemcpyDeviceToHost); // EXPECT: HL551
    free(tmp);
  }
  gettimeofday(&t1, NULL);
  free(h);
  return (t1.tv_sec - t0.tv_sec) + (t1.tv_usec - t0.tv_usec) * 1e-6;
}
