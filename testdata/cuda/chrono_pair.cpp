// Timed region: two std::chrono now() calls whose difference is taken (plus the C clocks:
// gettimeofday, clock_gettime, clock(), and a file-local clock wrapper).
#include <chrono>
#include <cstdio>
#include <ctime>
#include <sys/time.h>
#include <cuda_runtime.h>

void launch(float* d, int n);

double chrono_pair(float* d, float* h, int n) {
  using clk = std::chrono::high_resolution_clock;
  auto t0 = clk::now();
  launch(d, n);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);  // EXPECT: HL551 blocks the host, inside the timed region
  auto t1 = clk::now();
  return std::chrono::duration_cast<std::chrono::microseconds>(t1 - t0).count();
}

double inline_end(float* d, float* h, int n) {
  auto start = std::chrono::steady_clock::now();
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);  // EXPECT: HL551
  std::chrono::duration<double> el = std::chrono::steady_clock::now() - start;
  return el.count();
}

double timeofday(float* d, float* h, int n) {
  struct timeval tv0, tv1;
  gettimeofday(&tv0, NULL);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);  // EXPECT: HL551
  gettimeofday(&tv1, NULL);
  return (tv1.tv_sec - tv0.tv_sec) * 1e6 + (tv1.tv_usec - tv0.tv_usec);
}

double monotonic(float* d, float* h, int n) {
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);  // EXPECT: HL551
  clock_gettime(CLOCK_MONOTONIC, &b);
  return (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) * 1e-9;
}

static double seconds() {
  struct timeval tp;
  gettimeofday(&tp, NULL);
  return (double)tp.tv_sec + (double)tp.tv_usec * 1.e-6;
}

double wrapper_clock(float* d, float* h, int n) {
  double iStart = seconds();
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);  // EXPECT: HL551
  double iElaps = seconds() - iStart;
  return iElaps;
}

double c_clock(float* d, float* h, int n) {
  clock_t c0 = clock();
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);  // EXPECT: HL551
  clock_t c1 = clock();
  return (double)(c1 - c0) / CLOCKS_PER_SEC;
}

// A reading that is never subtracted is not a timer.
void timestamp_only(float* d, float* h, int n) {
  auto t = std::chrono::system_clock::now();
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  (void)t;
}
