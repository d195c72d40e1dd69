// Functions called from a timed region in the same file are timed too: static helpers,
// templates, methods, lambdas (named or passed to a timing helper) and launched kernels.
#include <chrono>
#include <cstdio>
#include <cuda_runtime.h>

__device__ void dev_helper(float* x) { printf("dev %f\n", x[0]); }  // EXPECT: HL652

__global__ void kernel(float* x) {
  x[threadIdx.x] += 1.f;
  if (threadIdx.x == 0) dev_helper(x);
}

static void static_helper(float* d) {
  cudaDeviceSynchronize();  // EXPECT: HL251
}

template <typename T>
void template_helper(T* d, int n) {
  T* tmp;
  cudaMalloc(&tmp, n * sizeof(T));  // EXPECT: HL451
  cudaFree(tmp);  // EXPECT: HL451
}

struct Runner {
  float* d;
  void step() {
    kernel<<<1, 32>>>(d);
    sync_now();
  }
  void sync_now() { cudaStreamSynchronize(0); }  // EXPECT: HL253
};

template <typename F>
float time_it(F&& fn, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) fn();
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

static void not_reached(float* d) { cudaDeviceSynchronize(); }  // never called from a region

int main() {
  float* d;
  cudaMalloc(&d, 1024);
  Runner r{d};
  auto body = [&]() {
    kernel<<<1, 32>>>(d);
    cudaDeviceSynchronize();  // EXPECT: HL251
  };
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < 10; ++i) {
    static_helper(d);
    template_helper<float>(d, 256);
    r.step();
    body();
  }
  auto t1 = std::chrono::steady_clock::now();
  float ms = time_it([&] {
    kernel<<<1, 32>>>(d);
    cudaMemset(d, 0, 1024);  // not a hazard rule
    cudaStreamSynchronize(0);  // EXPECT: HL253
  }, 10);
  printf("%f %f\n", std::chrono::duration<double>(t1 - t0).count(), ms);
  not_reached(d);
  return 0;
}
