// Block reduction + atomicAdd sum; timed with events, once reading the sum back every
// iteration (what a convergence loop does) and once polling the stream.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void reduce_sum(const float* x, float* out, int n, int debug) {
  __shared__ float buf[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = i < n ? x[i] : 0.f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    atomicAdd(out, buf[0]);
    if (debug && blockIdx.x == 0) printf("block 0 partial %f\n", buf[0]);  // EXPECT: HL652
  }
}

int main() {
  const int n = 1 << 24, iters = 200, threads = 256, blocks = (n + threads - 1) / threads;
  float *d_x, *d_sum, h_sum = 0.f;
  cudaMalloc(&d_x, n * sizeof(float));
  cudaMalloc(&d_sum, sizeof(float));
  float* h_x = (float*)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) h_x[i] = 1.0f;
  cudaMemcpy(d_x, h_x, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  int debug = getenv("REDUCE_DEBUG") != NULL;

  cudaEventRecord(start, stream);
  for (int it = 0; it < iters; ++it) {
    cudaMemsetAsync(d_sum, 0, sizeof(float), stream);
    reduce_sum<<<blocks, threads, 0, stream>>>(d_x, d_sum, n, debug);
    cudaMemcpy(&h_sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost);  // EXPECT: HL551
    if (h_sum != (float)n) fprintf(stderr, "iteration %d: wrong sum %f\n", it, h_sum);  // EXPECT: HL651
  }
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  float ms_readback = 0.f;
  cudaEventElapsedTime(&ms_readback, start, stop);

  cudaEventRecord(start, stream);
  for (int it = 0; it < iters; ++it) {
    cudaMemsetAsync(d_sum, 0, sizeof(float), stream);
    reduce_sum<<<blocks, threads, 0, stream>>>(d_x, d_sum, n, 0);
    while (cudaStreamQuery(stream) == cudaErrorNotReady) {  // EXPECT: HL252
    }
  }
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  float ms_poll = 0.f;
  cudaEventElapsedTime(&ms_poll, start, stop);
  cudaMemcpy(&h_sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost);
  printf("reduce %d floats: readback %.4f ms/iter, poll %.4f ms/iter, sum %.0f\n", n, ms_readback / iters,
         ms_poll / iters, h_sum);
  cudaStreamDestroy(stream);
  cudaFree(d_x);
  cudaFree(d_sum);
  free(h_x);
  return 0;
}
