// HL552: cudaMemcpyAsync from memory the file shows to be pageable.
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

__global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.f;
}

struct Pipeline {
  float* h_stage;   // pinned in init()
  float* d_buf;
  void init(size_t bytes) {
    cudaMallocHost(&h_stage, bytes);
    cudaMalloc(&d_buf, bytes);
  }
  float run(int n, cudaStream_t s, int iters);
};

float Pipeline::run(int n, cudaStream_t s, int iters) {
  size_t bytes = n * sizeof(float);
  float* pageable = (float*)malloc(bytes);
  std::vector<float> vec(n);
  float local[256];
  float* pinned;
  cudaMallocHost(&pinned, bytes);
  float* registered = (float*)malloc(bytes);
  cudaHostRegister(registered, bytes, cudaHostRegisterDefault);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  for (int i = 0; i < iters; ++i) {
    cudaMemcpyAsync(d_buf, pageable, bytes, cudaMemcpyHostToDevice, s);  // EXPECT: HL552 `cudaMemcpyAsync()`
    scale<<<(n + 255) / 256, 256, 0, s>>>(d_buf, n);
    cudaMemcpyAsync(vec.data(), d_buf, bytes, cudaMemcpyDeviceToHost, s);  // EXPECT: HL552
    cudaMemcpyAsync(local, d_buf, sizeof local, cudaMemcpyDeviceToHost, s);  // EXPECT: HL552
    cudaMemcpyAsync(&vec[0], d_buf, bytes, cudaMemcpyDeviceToHost, s);  // EXPECT: HL552
  }
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float pinned_and_device(float* d_a, float* d_b, int n, cudaStream_t s, int iters) {
  size_t bytes = n * sizeof(float);
  float* pinned;
  cudaHostAlloc(&pinned, bytes, cudaHostAllocDefault);
  float* registered = (float*)malloc(bytes);
  cudaHostRegister(registered, bytes, cudaHostRegisterDefault);  // registered: page-locked now
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  for (int i = 0; i < iters; ++i) {
    cudaMemcpyAsync(d_a, pinned, bytes, cudaMemcpyHostToDevice, s);
    cudaMemcpyAsync(d_a, registered, bytes, cudaMemcpyHostToDevice, s);
    cudaMemcpyAsync(d_b, d_a, bytes, cudaMemcpyDeviceToDevice, s);
    scale<<<(n + 255) / 256, 256, 0, s>>>(d_b, n);
  }
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// A pointer that arrives as a parameter is not provably pageable.
float unknown_origin(float* d_a, const float* host, int n, cudaStream_t s) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  cudaMemcpyAsync(d_a, host, n * sizeof(float), cudaMemcpyHostToDevice, s);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// A member pinned in another method of the same class.
float member_pinned(Pipeline& p, int n, cudaStream_t s) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  cudaMemcpyAsync(p.d_buf, p.h_stage, n * sizeof(float), cudaMemcpyHostToDevice, s);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
