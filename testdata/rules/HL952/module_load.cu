// HL952: loading modules inside timed code.
#include <cuda.h>
#include <chrono>

double load_each_time(const char* ptx, int iters) {
  CUmodule mod;
  CUfunction fn;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    cuModuleLoadData(&mod, ptx);  // EXPECT: HL952 `cuModuleLoadData()`
    cuModuleGetFunction(&fn, mod, "k");
    cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, nullptr, nullptr, nullptr);
    cuModuleUnload(mod);  // EXPECT: HL952
  }
  cuCtxSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

double load_once(const char* ptx, int iters) {
  CUmodule mod;
  CUfunction fn;
  cuModuleLoadData(&mod, ptx);
  cuModuleGetFunction(&fn, mod, "k");
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, nullptr, nullptr, nullptr);
  cuCtxSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}
