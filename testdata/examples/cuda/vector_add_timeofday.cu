// Vector add in the style of "Professional CUDA C Programming": host timing with a
// gettimeofday wrapper, device properties printed at start-up, a CPU reference check.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/time.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                           \
  {                                                                           \
    const cudaError_t error = call;                                           \
    if (error != cudaSuccess) {                                               \
      printf("Error: %s:%d, code:%d, reason: %s\n", __FILE__, __LINE__, error, \
             cudaGetErrorString(error));                                      \
      exit(1);                                                                \
    }                                                                         \
  }

double cpuSecond() {
  struct timeval tp;
  gettimeofday(&tp, NULL);
  return ((double)tp.tv_sec + (double)tp.tv_usec * 1.e-6);
}

void initialData(float* ip, int size) {
  for (int i = 0; i < size; i++) ip[i] = (float)(rand() & 0xFF) / 10.0f;
}

void sumArraysOnHost(float* A, float* B, float* C, const int N) {
  for (int idx = 0; idx < N; idx++) C[idx] = A[idx] + B[idx];
}

__global__ void sumArraysOnGPU(float* A, float* B, float* C, const int N) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) C[i] = A[i] + B[i];
}

int main(int argc, char** argv) {
  int dev = 0;
  cudaDeviceProp deviceProp;
  CHECK(cudaGetDeviceProperties(&deviceProp, dev));
  printf("Using Device %d: %s\n", dev, deviceProp.name);
  CHECK(cudaSetDevice(dev));

  int nElem = 1 << 24;
  size_t nBytes = nElem * sizeof(float);
  float* h_A = (float*)malloc(nBytes);
  float* h_B = (float*)malloc(nBytes);
  float* hostRef = (float*)malloc(nBytes);
  float* gpuRef = (float*)malloc(nBytes);
  initialData(h_A, nElem);
  initialData(h_B, nElem);
  memset(gpuRef, 0, nBytes);

  double iStart = cpuSecond();
  sumArraysOnHost(h_A, h_B, hostRef, nElem);
  double iElaps = cpuSecond() - iStart;
  printf("sumArraysOnHost Time elapsed %f sec\n", iElaps);

  float *d_A, *d_B, *d_C;
  CHECK(cudaMalloc((float**)&d_A, nBytes));
  CHECK(cudaMalloc((float**)&d_B, nBytes));
  CHECK(cudaMalloc((float**)&d_C, nBytes));
  CHECK(cudaMemcpy(d_A, h_A, nBytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_B, h_B, nBytes, cudaMemcpyHostToDevice));

  int iLen = 512;
  dim3 block(iLen);
  dim3 grid((nElem + block.x - 1) / block.x);
  CHECK(cudaDeviceSynchronize());
  iStart = cpuSecond();
  for (int rep = 0; rep < 10; ++rep) {
    sumArraysOnGPU<<<grid, block>>>(d_A, d_B, d_C, nElem);
    CHECK(cudaDeviceSynchronize());  // EXPECT: HL251
    CHECK(cudaMemcpy(gpuRef, d_C, nBytes, cudaMemcpyDeviceToHost));  // EXPECT: HL551
  }
  CHECK(cudaDeviceSynchronize());
  iElaps = cpuSecond() - iStart;
  printf("sumArraysOnGPU <<<%d, %d>>> Time elapsed %f sec\n", grid.x, block.x, iElaps);
  CHECK(cudaGetLastError());

  CHECK(cudaMemcpy(gpuRef, d_C, nBytes, cudaMemcpyDeviceToHost));
  double epsilon = 1.0E-8;
  for (int i = 0; i < nElem; i++)
    if (abs(hostRef[i] - gpuRef[i]) > epsilon) {
      printf("Arrays do not match at %d\n", i);
      break;
    }
  CHECK(cudaFree(d_A));
  CHECK(cudaFree(d_B));
  CHECK(cudaFree(d_C));
  free(h_A);
  free(h_B);
  free(hostRef);
  free(gpuRef);
  return 0;
}
