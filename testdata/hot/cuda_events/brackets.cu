// Synchronizes that bracket an event timer's end in other shapes (cuda-samples): behind an
// error check (recursiveGaussian), under `if (!async)` (matrixMultiplyPerf), a per-device join
// loop (simpleMultiGPU). A sync followed by more work before the stop stays timed.
#include <cuda_runtime.h>

void getLastCudaError(const char *msg);
__global__ void step(float *x) { x[0] += 1; }

float timed(float *d, int ndev, bool async) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  float ms = 0, t;
  cudaEventRecord(a);
  step<<<1, 1>>>(d);  // HOT root=cuda_event
  cudaDeviceSynchronize();  // COLD
  getLastCudaError("step failed");
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  cudaEventElapsedTime(&t, a, b);
  ms += t;
  cudaEventRecord(a);
  step<<<1, 1>>>(d);
  if (!async) cudaDeviceSynchronize();  // COLD
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  cudaEventElapsedTime(&t, a, b);
  ms += t;
  cudaEventRecord(a);
  step<<<1, 1>>>(d);
  for (int i = 0; i < ndev; i++) {
    cudaSetDevice(i);  // COLD
    cudaDeviceSynchronize();  // COLD
  }
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  cudaEventElapsedTime(&t, a, b);
  ms += t;
  cudaEventRecord(a);
  for (int i = 0; i < 10; i++) {
    step<<<1, 1>>>(d);
    cudaDeviceSynchronize();  // HOT root=cuda_event in_loop
  }
  step<<<1, 1>>>(d);
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  cudaEventElapsedTime(&t, a, b);
  return ms + t;
}
