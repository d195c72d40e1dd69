// HL951: run-time compilation inside timed code.
#include <nvrtc.h>
#include <cuda.h>
#include <chrono>

static const char* kSource = "extern \"C\" __global__ void k(float* x) { x[0] = 1.f; }";

double compile_each_time(int iters) {
  const char* opts[] = {"--gpu-architecture=compute_90"};
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; ++i) {
    nvrtcProgram prog;
    nvrtcCreateProgram(&prog, kSource, "k.cu", 0, nullptr, nullptr);  // EXPECT: HL951
    nvrtcCompileProgram(prog, 1, opts);  // EXPECT: HL951 `nvrtcCompileProgram()`
    nvrtcDestroyProgram(&prog);
  }
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}

// ---- no diagnostics ----

void compile_once(nvrtcProgram* prog) {
  const char* opts[] = {"--gpu-architecture=compute_90"};
  nvrtcCreateProgram(prog, kSource, "k.cu", 0, nullptr, nullptr);
  nvrtcCompileProgram(*prog, 1, opts);
}
