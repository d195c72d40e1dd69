// Chunked host-to-device copy + scale kernel on two streams, pinned vs. pageable staging.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s\n", cudaGetErrorString(e)); abort(); } } while (0)

__global__ void scale(float* x, int n, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main() {
  const int chunks = 16, chunk = 1 << 22, iters = 20;
  const size_t bytes = (size_t)chunk * sizeof(float);
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("device %s, %d copy engines\n", prop.name, prop.asyncEngineCount);
  float *pinned, *pageable, *dev;
  CHECK(cudaMallocHost(&pinned, bytes * chunks));
  pageable = (float*)malloc(bytes * chunks);
  memset(pageable, 0, bytes * chunks);
  CHECK(cudaMalloc(&dev, bytes * chunks));
  cudaStream_t streams[2];
  for (int s = 0; s < 2; ++s) CHECK(cudaStreamCreate(&streams[s]));
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));

  float ms_pinned = 0.f, ms_pageable = 0.f;
  CHECK(cudaEventRecord(start));
  for (int it = 0; it < iters; ++it) {
    for (int c = 0; c < chunks; ++c) {
      cudaStream_t st = streams[c % 2];
      CHECK(cudaMemcpyAsync(dev + (size_t)c * chunk, pinned + (size_t)c * chunk, bytes, cudaMemcpyHostToDevice, st));
      scale<<<(chunk + 255) / 256, 256, 0, st>>>(dev + (size_t)c * chunk, chunk, 2.0f);
    }
  }
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  CHECK(cudaEventElapsedTime(&ms_pinned, start, stop));

  CHECK(cudaEventRecord(start));
  for (int it = 0; it < iters; ++it) {
    for (int c = 0; c < chunks; ++c) {
      cudaStream_t st = streams[c % 2];
      CHECK(cudaMemcpyAsync(dev + (size_t)c * chunk, pageable + (size_t)c * chunk, bytes, cudaMemcpyHostToDevice, st));  // EXPECT: HL552
      scale<<<(chunk + 255) / 256, 256, 0, st>>>(dev + (size_t)c * chunk, chunk, 2.0f);
    }
    CHECK(cudaMemcpyAsync(dev, dev + chunk, bytes, cudaMemcpyDeviceToDevice, streams[0]));
  }
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  CHECK(cudaEventElapsedTime(&ms_pageable, start, stop));
  double gb = (double)bytes * chunks * iters / 1e9;
  printf("pinned %.2f GB/s, pageable %.2f GB/s\n", gb / (ms_pinned / 1e3), gb / (ms_pageable / 1e3));
  CHECK(cudaFreeHost(pinned));
  free(pageable);
  CHECK(cudaFree(dev));
  return 0;
}
