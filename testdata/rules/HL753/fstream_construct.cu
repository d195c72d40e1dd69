// HL753: constructing file streams inside timed code.
#include <fstream>
#include <chrono>
#include <cuda_runtime.h>

__global__ void k(float* x) { x[0] = 1.f; }

double timed(float* d_x, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    k<<<1, 1>>>(d_x);
    std::ofstream log("run.log", std::ios::app);  // EXPECT: HL753 `std::ofstream`
    log << i << "\n";
  }
  std::ifstream cfg("config.txt");  // EXPECT: HL753
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

void save(double ms) {
  std::ofstream out("results.txt");
  out << ms << "\n";
}
