/* mock/nvrtc.h — see cuda_runtime.h in this folder: a stand-in, never a measurement. */
#ifndef HOTLINT_MOCK_NVRTC_H
#define HOTLINT_MOCK_NVRTC_H
#include <cstddef>
typedef struct MockProgram *nvrtcProgram;
enum nvrtcResult { NVRTC_SUCCESS = 0, NVRTC_ERROR_COMPILATION = 6 };
static inline const char *nvrtcGetErrorString(nvrtcResult r) { return r ? "mock nvrtc error" : "NVRTC_SUCCESS"; }
static inline nvrtcResult nvrtcCreateProgram(nvrtcProgram *p, const char *, const char *, int, const char *const *, const char *const *) { *p = (nvrtcProgram)new char[1]; return NVRTC_SUCCESS; }
static inline nvrtcResult nvrtcCompileProgram(nvrtcProgram, int, const char *const *) { return NVRTC_SUCCESS; }
static inline nvrtcResult nvrtcGetPTXSize(nvrtcProgram, size_t *n) { *n = 100; return NVRTC_SUCCESS; }
static inline nvrtcResult nvrtcDestroyProgram(nvrtcProgram *p) { delete[] (char *)*p; *p = nullptr; return NVRTC_SUCCESS; }
#endif
