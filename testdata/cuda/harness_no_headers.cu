// The same harnesses as harness_benchmarks.cu with their headers missing: the dropped
// `for (auto _ : state)` statement is recovered from the text.
//
#include <benchmark_not_installed/benchmark.h>
#include <nvbench_not_installed/nvbench.cuh>
#include <ctime>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void k(float* x, int n) { if (threadIdx.x < n) x[threadIdx.x] *= 2.f; }

static void BM_scale(benchmark::State& state) {
  float* d;
  cudaMalloc(&d, 1024);  // setup, outside the loop
  for (auto _ : state) {
    float* tmp;
    cudaMalloc(&tmp, 64);  // EXPECT: HL451
    k<<<1, 256>>>(d, 256);
    cudaFree(tmp);  // EXPECT: HL451
    cudaDeviceSynchronize();
  }
  cudaFree(d);
}
BENCHMARK(BM_scale);

static void BM_sync_twice(benchmark::State& state) {
  float* d;
  cudaMalloc(&d, 1024);
  for (auto _ : state) {
    k<<<1, 256>>>(d, 256);
    cudaDeviceSynchronize();  // EXPECT: HL251
    k<<<1, 256>>>(d, 256);
    cudaDeviceSynchronize();
  }
}

void nv_scale(nvbench::state& state) {
  float* d;
  cudaMalloc(&d, 1024);
  state.exec([&](nvbench::launch& launch) {
    k<<<1, 256, 0, launch.get_stream()>>>(d, 256);
    cudaMemset(d, 0, 1024);
    cudaStreamSynchronize(launch.get_stream());  // EXPECT: HL253
    printf("launched\n");  // EXPECT: HL651
  });
}
NVBENCH_BENCH(nv_scale);

// time() readings whose difference is taken (difftime) make a timer too.
double coarse(float* d, float* h) {
  time_t t0 = time(NULL);
  cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost);  // EXPECT: HL551
  time_t t1 = time(NULL);
  return difftime(t1, t0);
}
