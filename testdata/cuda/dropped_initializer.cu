// A call in an initializer whose argument has a type from a header that is missing (`nccl.h`
// here, not in the tree): clang drops the initializer (`int r = step(s, type);`, what nccl-tests'
// TESTCHECK macro expands to), and hotlint still follows the call by name.
#include <cuda_runtime.h>
#include <chrono>
#include "nccl.h"

int step(cudaStream_t s, ncclDataType_t type) {
  void* p;
  cudaMalloc(&p, 1024);  // EXPECT: HL451
  cudaStreamSynchronize(s);  // EXPECT: HL253
  cudaFree(p);  // EXPECT: HL451
  return 0;
}

int bench(cudaStream_t s, ncclDataType_t type, int iters, double* sec) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; i++) {
    int r = step(s, type);
    if (r) return r;
  }
  auto t1 = std::chrono::steady_clock::now();
  *sec = std::chrono::duration<double>(t1 - t0).count();
  return 0;
}

// ---- no diagnostics ----

int setup(cudaStream_t s, ncclDataType_t type) {
  int r = step(s, type);  // called once, outside any timed region
  int ok = 0, again = r == 0;
  return ok + again;
}
