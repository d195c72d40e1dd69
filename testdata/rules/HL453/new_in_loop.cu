// HL453: `new` in a loop of timed code.
#include <chrono>
#include <cuda_runtime.h>

__global__ void touch(float* x) { x[threadIdx.x] = 0.f; }

struct Result { float ms; int iter; };

double timed(float* d_x, int n, int iters) {
  auto t0 = std::chrono::high_resolution_clock::now();
  for (int i = 0; i < iters; ++i) {
    float* staging = new float[n];  // EXPECT: HL453 `new float`
    touch<<<1, 32>>>(d_x);
    Result* r = new Result{0.f, i};  // EXPECT: HL453
    delete r;
    delete[] staging;
  }
  cudaDeviceSynchronize();
  auto t1 = std::chrono::high_resolution_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

double new_outside_loop(float* d_x, int n, int iters) {
  float* staging = new float[n];  // before the timer
  auto t0 = std::chrono::high_resolution_clock::now();
  for (int i = 0; i < iters; ++i) touch<<<1, 32>>>(d_x);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::high_resolution_clock::now();
  delete[] staging;
  return std::chrono::duration<double>(t1 - t0).count();
}
