/* hotlint stub (analyzer/include/stubs): the CUDA samples' error-check helpers, declarations only */
#pragma once
#include "../hotlint_cuda.h"
#ifdef __cplusplus
template <typename T> void check(T result, char const *const func, const char *const file, int const line);
#else
void check(int result, char const *const func, const char *const file, int const line);
#endif
void __getLastCudaError(const char *errorMessage, const char *file, const int line);
void __printLastCudaError(const char *errorMessage, const char *file, const int line);
int findCudaDevice(int argc, const char **argv);
int gpuGetMaxGflopsDeviceId(void);
int _ConvertSMVer2Cores(int major, int minor);
const char *_ConvertSMVer2ArchName(int major, int minor);
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#define getLastCudaError(msg) __getLastCudaError(msg, __FILE__, __LINE__)
#define printLastCudaError(msg) __printLastCudaError(msg, __FILE__, __LINE__)
