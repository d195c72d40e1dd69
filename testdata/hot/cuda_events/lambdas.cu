// Lambdas called where they are written (`[&] { ... }()`) run on every iteration: that is how
// FlashAttention-2's BOOL_SWITCH / HEADDIM_SWITCH dispatch macros expand around a launch. The
// initializer of a function-local `static` runs once, on the first call (the "configure the
// kernel once" idiom): not per iteration.
#include <cstdio>
#include <cuda_runtime.h>

#define BOOL_SWITCH(COND, CONST_NAME, ...) \
  [&] {                                    \
    if (COND) {                            \
      constexpr static bool CONST_NAME = true; \
      return __VA_ARGS__();                \
    } else {                               \
      constexpr static bool CONST_NAME = false; \
      return __VA_ARGS__();                \
    }                                      \
  }()

template <bool Causal>
__global__ void attn(float *o) { o[threadIdx.x] = Causal ? 1.f : 2.f; }

template <bool Causal>
void launch(float *o) {
  cudaFuncSetAttribute(attn<Causal>, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);  // HOT root=cuda_event in_loop conditional
  attn<Causal><<<1, 32>>>(o);
}

void dispatch(float *o, bool causal) {
  BOOL_SWITCH(causal, kCausal, [&] { launch<kCausal>(o); });
}

size_t init_smem() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);  // COLD
  printf("smem %zu\n", prop.sharedMemPerMultiprocessor);  // COLD
  return 65536;
}

void run(float *o) {
  static size_t smem = init_smem();
  attn<true><<<1, 32, smem>>>(o);  // HOT root=cuda_event in_loop
}

int main() {
  float *o;
  cudaMalloc(&o, 4096);  // COLD
  cudaEvent_t s, e;
  cudaEventCreate(&s);
  cudaEventCreate(&e);
  cudaEventRecord(s);
  for (int i = 0; i < 10; ++i) {
    [&] {
      float *t;
      cudaMalloc(&t, 64);  // HOT root=cuda_event in_loop
      cudaFree(t);
    }();
    dispatch(o, i % 2 == 0);
    run(o);
  }
  cudaEventRecord(e);
  cudaEventSynchronize(e);
  float ms;
  cudaEventElapsedTime(&ms, s, e);
  printf("%f\n", ms);
  return 0;
}
