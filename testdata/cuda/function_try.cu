// A function-try-block (`int main() try { ... } catch (...) { ... }`, cuTENSOR's samples) is the
// function's body: its timed region is analysed like any other, and its handlers are cold.
#include <cstdio>
#include <stdexcept>
#include <cuda_runtime.h>

int main()
try {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  for (int i = 0; i < 4; ++i) {
    void* tmp = nullptr;
    cudaMalloc(&tmp, 16);  // EXPECT: HL451
    cudaFree(tmp);         // EXPECT: HL451
  }
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%.3f ms\n", ms);
  return 0;
} catch (const std::exception& e) {
  cudaDeviceSynchronize();
  printf("error: %s\n", e.what());
  return 1;
}
