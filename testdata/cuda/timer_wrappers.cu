// Timer helpers: the CUDA samples' sdkStartTimer/sdkStopTimer, a GpuTimer class whose
// Start()/Stop() record the events that Elapsed() reads, and a timer object from a header
// hotlint cannot see (`timer.start()`/`timer.stop()`).
#include <cstdio>
#include <helper_timer.h>
#include <cuda_runtime.h>

struct GpuTimer {
  cudaEvent_t start_, stop_;
  GpuTimer() {
    cudaEventCreate(&start_);
    cudaEventCreate(&stop_);
  }
  void Start() { cudaEventRecord(start_, 0); }
  void Stop() { cudaEventRecord(stop_, 0); }
  float Elapsed() {
    float ms;
    cudaEventSynchronize(stop_);
    cudaEventElapsedTime(&ms, start_, stop_);
    return ms;
  }
};

__global__ void k(float* x) { x[threadIdx.x] += 1.f; }

float with_gpu_timer(float* d_x, float* h_x, int iters) {
  GpuTimer timer;
  cudaMemcpy(d_x, h_x, 128, cudaMemcpyHostToDevice);  // before Start(): cold
  timer.Start();
  for (int i = 0; i < iters; ++i) {
    k<<<1, 32>>>(d_x);
    cudaMemcpy(h_x, d_x, 128, cudaMemcpyDeviceToHost);  // EXPECT: HL551
  }
  timer.Stop();
  return timer.Elapsed();
}

float with_sdk_timer(float* d_x, float* h_x, int iters) {
  StopWatchInterface* t = nullptr;
  sdkCreateTimer(&t);
  sdkStartTimer(&t);
  for (int i = 0; i < iters; ++i) {
    k<<<1, 32>>>(d_x);
    cudaDeviceSynchronize();  // EXPECT: HL251
  }
  cudaDeviceSynchronize();
  sdkStopTimer(&t);
  float ms = sdkGetTimerValue(&t);
  sdkDeleteTimer(&t);
  return ms;
}

struct HostTimer;   // defined in a header that is not part of this file
float with_opaque_timer(float* d_x, float* h_x, HostTimer& timer, int iters) {
  timer.start();
  for (int i = 0; i < iters; ++i) cudaMemcpy(h_x, d_x, 128, cudaMemcpyDeviceToHost);  // EXPECT: HL551
  timer.stop();
  return 0.f;
}

// A timer object its constructor starts and `elapsed()` reads (thrust's examples, nccl-tests'
// `timer tim; ... tim.elapsed()`), or `reset()` restarts: the code between is timed.
struct scoped_timer {
  cudaEvent_t start_, stop_;
  scoped_timer() { cudaEventCreate(&start_); cudaEventCreate(&stop_); restart(); }
  void restart() { cudaEventRecord(start_, 0); }
  double elapsed() {
    cudaEventRecord(stop_, 0);
    cudaEventSynchronize(stop_);
    float ms;
    cudaEventElapsedTime(&ms, start_, stop_);
    return ms / 1e3;
  }
};

double ctor_started(float* d, int iters) {
  scoped_timer t;
  for (int i = 0; i < iters; ++i) {
    float* tmp;
    cudaMalloc(&tmp, 64);  // EXPECT: HL451
    cudaFree(tmp);  // EXPECT: HL451
  }
  double s = t.elapsed();
  float* after;
  cudaMalloc(&after, 64);  // after the read: not timed
  return s;
}

double reset_started(float* d, int iters) {
  scoped_timer t;
  float* setup;
  cudaMalloc(&setup, 64);  // before the restart: not timed
  t.restart();
  for (int i = 0; i < iters; ++i) cudaDeviceSynchronize();  // EXPECT: HL251
  return t.elapsed();
}

// A timer object read only to enforce a timeout (mscclpp's socket connect loop) is a deadline:
// nothing in the polling loop is timed.
int poll_until(volatile int* flag, double timeout) {
  scoped_timer timer;
  do {
    float* probe;
    cudaMalloc(&probe, 4);  // not timed: the loop waits for a flag
    cudaFree(probe);
    if (timeout > 0 && timer.elapsed() > timeout) {
      return -1;
    }
  } while (*flag == 0);
  return 0;
}
