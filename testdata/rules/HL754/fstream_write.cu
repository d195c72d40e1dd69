// HL754: writing to a file stream inside timed code.
#include <fstream>
#include <chrono>
#include <cuda_runtime.h>

__global__ void k(float* x) { x[0] = 1.f; }

double timed(float* d_x, std::ofstream& out, int iters) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    k<<<1, 1>>>(d_x);
    out << i << "," << 0.5 << "\n";  // EXPECT: HL754
  }
  out.flush();  // EXPECT: HL754
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

double write_after(float* d_x, std::ofstream& out) {
  auto t0 = std::chrono::steady_clock::now();
  k<<<1, 1>>>(d_x);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  double s = std::chrono::duration<double>(t1 - t0).count();
  out << s << "\n";
  return s;
}
