// Benchmark harnesses that own the timer: Google Benchmark's `for (auto _ : state)` loop body
// and nvbench's `state.exec(lambda)` run once per timed iteration. Their headers need not be
// installed. The synchronize that ends a Google Benchmark iteration reads its timer correctly.
#include <benchmark/benchmark.h>
#include <nvbench/nvbench.cuh>
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

// Code between state.PauseTiming() and state.ResumeTiming() is not timed, and the sync that
// ends the measured part before a pause reads the timer (nvFuser's benchmarks).
static void BM_paused(benchmark::State& state) {
  for (auto _ : state) {
    state.PauseTiming();
    float* p;
    cudaMalloc(&p, 1024);
    state.ResumeTiming();
    k<<<1, 256>>>(p, 256);
    cudaDeviceSynchronize();
    state.PauseTiming();
    cudaFree(p);
    state.ResumeTiming();
    float* q;
    cudaMalloc(&q, 64);  // EXPECT: HL451
  }
}
BENCHMARK(BM_paused);

// With UseManualTime only the benchmark's own timer counts (SetIterationTime): what follows it
// in the loop body (a cold-L2 flush, a sync) is not measured.
static void BM_manual(benchmark::State& state) {
  float* d;
  cudaMalloc(&d, 1024);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  for (auto _ : state) {
    cudaEventRecord(a);
    k<<<1, 256>>>(d, 256);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms;
    cudaEventElapsedTime(&ms, a, b);
    state.SetIterationTime(ms / 1000.0);
    float* flush;
    cudaMalloc(&flush, 1 << 20);  // a cold-L2 flush buffer, after the measurement
    cudaMemset(flush, 0, 1 << 20);
    cudaFree(flush);
    cudaDeviceSynchronize();
  }
}
BENCHMARK(BM_manual)->UseManualTime();

void nv_scale(nvbench::state& state) {
  float* d;
  cudaMalloc(&d, 1024);
  state.exec([&](nvbench::launch& launch) {
    k<<<1, 256, 0, launch.get_stream()>>>(d, 256);
    cudaMemset(d, 0, 1024);
    cudaStreamSynchronize(launch.get_stream());  // EXPECT: HL253
    // nvbench runs the lambda once per iteration
    printf("launched\n");  // EXPECT: HL651
  });
}
NVBENCH_BENCH(nv_scale);

// A typed benchmark (cub's and thrust's nvbench suites) with an exec tag: the lambda is timed.
template <typename T>
void nv_typed(nvbench::state& state, nvbench::type_list<T>) {
  const auto n = static_cast<std::size_t>(state.get_int64("Elements"));
  T* in;
  cudaMalloc(&in, n * sizeof(T));  // setup, before exec
  state.add_element_count(n);
  state.exec(nvbench::exec_tag::no_batch | nvbench::exec_tag::sync, [&](nvbench::launch& launch) {
    T* tmp;
    cudaMalloc(&tmp, n * sizeof(T));  // EXPECT: HL451
    k<<<1, 256, 0, launch.get_stream()>>>(reinterpret_cast<float*>(in), 256);
    cudaFree(tmp);  // EXPECT: HL451
  });
  cudaFree(in);
}
NVBENCH_BENCH_TYPES(nv_typed, NVBENCH_TYPE_AXES(nvbench::type_list<float, double>))
    .set_name("typed")
    .add_int64_power_of_two_axis("Elements", nvbench::range(16, 28, 4));

// exec_tag::timer: only what the lambda's timer brackets is measured.
void nv_manual(nvbench::state& state) {
  float* d;
  cudaMalloc(&d, 1024);
  state.exec(nvbench::exec_tag::timer, [&](nvbench::launch& launch, auto& timer) {
    cudaMemset(d, 0, 1024);  // reset before the timer starts
    float* scratch;
    cudaMalloc(&scratch, 64);  // not measured: before timer.start()
    timer.start();
    k<<<1, 256, 0, launch.get_stream()>>>(d, 256);
    printf("measured\n");  // EXPECT: HL651
    timer.stop();
    cudaFree(scratch);  // not measured: after timer.stop()
  });
}
NVBENCH_BENCH(nv_manual);

// time() readings whose difference is taken (difftime) make a timer too.
double coarse(float* d, float* h) {
  time_t t0 = time(NULL);
  cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost);  // EXPECT: HL551
  time_t t1 = time(NULL);
  return difftime(t1, t0);
}
