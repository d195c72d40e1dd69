/* A header written to be included after others: out of context its macros are unknown and
 * clang reads a syntax error. It is parsed only to resolve the benchmark's call, so that is not
 * reported (no HL001 here). */
#pragma once
#include <cuda_runtime.h>

FGAPI void FGAPIENTRY glutMainLoopEvent(void);

inline void scratch_launch(float* out, int n) {
  float* tmp;
  cudaMalloc(&tmp, n * sizeof(float));  // EXPECT: HL451
  cudaMemcpy(out, tmp, n * sizeof(float), cudaMemcpyDeviceToDevice);
  cudaFree(tmp);  // EXPECT: HL451
}
