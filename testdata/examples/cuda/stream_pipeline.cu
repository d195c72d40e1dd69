// Chunked H2D -> scale -> D2H pipeline over N streams; host timer with std::chrono.
// The pinned path overlaps copies with compute; the "pageable" path is the naive version.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x)                                                      \
  do {                                                                \
    cudaError_t e = (x);                                              \
    if (e != cudaSuccess) {                                           \
      printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      abort();                                                        \
    }                                                                 \
  } while (0)

__global__ void scale(float* x, size_t n, float a) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

struct Pipeline {
  int nstreams = 4;
  size_t chunk = 1 << 20;
  std::vector<cudaStream_t> streams;
  std::vector<cudaEvent_t> copied;
  float* h_pinned = nullptr;
  float* d_buf = nullptr;

  void init(int chunks) {
    streams.resize(nstreams);
    copied.resize(nstreams);
    for (int s = 0; s < nstreams; ++s) {
      CHECK(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
      CHECK(cudaEventCreateWithFlags(&copied[s], cudaEventDisableTiming));
    }
    CHECK(cudaMallocHost(&h_pinned, chunk * chunks * sizeof(float)));
    CHECK(cudaMalloc(&d_buf, chunk * chunks * sizeof(float)));
    memset(h_pinned, 0, chunk * chunks * sizeof(float));
  }

  void run_pinned(int chunks) {
    for (int c = 0; c < chunks; ++c) {
      cudaStream_t st = streams[c % nstreams];
      float* d = d_buf + c * chunk;
      float* h = h_pinned + c * chunk;
      CHECK(cudaMemcpyAsync(d, h, chunk * sizeof(float), cudaMemcpyHostToDevice, st));
      CHECK(cudaEventRecord(copied[c % nstreams], st));
      scale<<<(chunk + 255) / 256, 256, 0, st>>>(d, chunk, 1.5f);
      CHECK(cudaMemcpyAsync(h, d, chunk * sizeof(float), cudaMemcpyDeviceToHost, st));
    }
  }

  void run_pageable(int chunks, std::vector<float>& host) {
    for (int c = 0; c < chunks; ++c) {
      cudaStream_t st = streams[c % nstreams];
      float* d = d_buf + c * chunk;
      CHECK(cudaMemcpyAsync(d, host.data() + c * chunk, chunk * sizeof(float), cudaMemcpyHostToDevice, st));  // EXPECT: HL552
      scale<<<(chunk + 255) / 256, 256, 0, st>>>(d, chunk, 1.5f);
      CHECK(cudaMemcpyAsync(host.data() + c * chunk, d, chunk * sizeof(float), cudaMemcpyDeviceToHost, st));  // EXPECT: HL552
      CHECK(cudaStreamSynchronize(st));  // EXPECT: HL253
    }
  }

  void sync_all() {
    for (cudaStream_t s : streams) CHECK(cudaStreamSynchronize(s));
  }

  ~Pipeline() {
    for (int s = 0; s < nstreams; ++s) {
      cudaStreamDestroy(streams[s]);
      cudaEventDestroy(copied[s]);
    }
    cudaFreeHost(h_pinned);
    cudaFree(d_buf);
  }
};

int main() {
  const int chunks = 32, iters = 10;
  Pipeline p;
  p.init(chunks);
  std::vector<float> host(p.chunk * chunks, 1.0f);
  p.run_pinned(chunks);  // warm-up
  p.sync_all();

  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) p.run_pinned(chunks);
  p.sync_all();
  auto t1 = std::chrono::steady_clock::now();

  auto t2 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) p.run_pageable(chunks, host);
  p.sync_all();
  auto t3 = std::chrono::steady_clock::now();

  double gb = 2.0 * p.chunk * chunks * sizeof(float) * iters / 1e9;
  double pinned_s = std::chrono::duration<double>(t1 - t0).count();
  double pageable_s = std::chrono::duration<double>(t3 - t2).count();
  printf("pinned %.1f GB/s  pageable %.1f GB/s\n", gb / pinned_s, gb / pageable_s);
  for (size_t i = 0; i < 4; ++i) printf("h[%zu] = %f\n", i, p.h_pinned[i]);
  return 0;
}
