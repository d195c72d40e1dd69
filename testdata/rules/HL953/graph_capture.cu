// HL953: graph capture and instantiation inside timed code; launching a graph is fine.
#include <cuda_runtime.h>

__global__ void step(float* x) { x[threadIdx.x] += 1.f; }

float recapture(float* d_x, cudaStream_t s, int iters) {
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  for (int i = 0; i < iters; ++i) {
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);  // EXPECT: HL953 `cudaStreamBeginCapture()`
    step<<<1, 64, 0, s>>>(d_x);
    cudaStreamEndCapture(s, &graph);  // EXPECT: HL953
    cudaGraphInstantiate(&exec, graph, 0);  // EXPECT: HL953
    cudaGraphLaunch(exec, s);
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
  }
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// ---- no diagnostics ----

float capture_once(float* d_x, cudaStream_t s, int iters) {
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  for (int k = 0; k < 8; ++k) step<<<1, 64, 0, s>>>(d_x);
  cudaStreamEndCapture(s, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  for (int i = 0; i < iters; ++i) cudaGraphLaunch(exec, s);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
