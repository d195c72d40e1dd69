/*
 * mock/cuda_runtime.h — a CPU stand-in for the CUDA runtime subset the microbenchmark
 * templates use, so the harness's control flow, its JSON output and `hotlint confirm`'s whole
 * pipeline (build, run, parse, judge, evidence.json) can be tested on machines without a GPU.
 * tests/mbench/fake_nvcc.py strips `<<<...>>>` launch configurations, so a kernel runs as a
 * plain host call for element 0 only. Events read the host clock. Nothing here is a
 * measurement of anything: mock runs exist to test code paths, never to produce evidence.
 *
 * Knobs (environment): MB_MOCK_SYNC_US busy-waits that long in every synchronize (default 20,
 * so a sync hazard is visibly slower); MB_MOCK_FAIL=memcpy makes cudaMemcpy fail.
 */
#ifndef HOTLINT_MOCK_CUDA_RUNTIME_H
#define HOTLINT_MOCK_CUDA_RUNTIME_H

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#define __global__
#define __device__
#define __host__

struct dim3 { unsigned x, y, z; };
static dim3 blockIdx = {0, 0, 0}, threadIdx = {0, 0, 0}, blockDim = {256, 1, 1};

enum cudaError_t { cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2, cudaErrorNotReady = 600, cudaErrorUnknown = 999 };
enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice, cudaMemcpyDefault };
enum cudaStreamCaptureMode { cudaStreamCaptureModeGlobal, cudaStreamCaptureModeThreadLocal, cudaStreamCaptureModeRelaxed };
enum cudaMemPoolAttr { cudaMemPoolAttrReleaseThreshold = 4 };
enum cudaDeviceAttr { cudaDevAttrMultiProcessorCount = 16, cudaDevAttrComputeCapabilityMajor = 75, cudaDevAttrComputeCapabilityMinor = 76 };
enum cudaLimit { cudaLimitPrintfFifoSize = 1 };
#define cudaStreamNonBlocking 1u
#define cudaHostAllocDefault 0u

typedef struct MockStream *cudaStream_t;
typedef struct MockEvent { double t; } *cudaEvent_t;
typedef struct MockPool *cudaMemPool_t;
typedef struct MockGraph *cudaGraph_t;
typedef struct MockGraphExec *cudaGraphExec_t;
struct cudaDeviceProp { char name[256]; int major, minor, multiProcessorCount; };
struct cudaFuncAttributes { int numRegs; };

static cudaError_t mock_last = cudaSuccess;
static inline double mock_now_us() { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3; }
static inline cudaError_t mock_sync() {
    const char *e = getenv("MB_MOCK_SYNC_US");
    double us = e ? atof(e) : 20.0, t0 = mock_now_us();
    while (mock_now_us() - t0 < us) {}
    return cudaSuccess;
}
static inline bool mock_fail(const char *what) { const char *e = getenv("MB_MOCK_FAIL"); return e && !strcmp(e, what); }

static inline const char *cudaGetErrorString(cudaError_t e) { return e == cudaSuccess ? "no error" : e == cudaErrorNotReady ? "device not ready" : "mock error"; }
static inline cudaError_t cudaGetLastError() { cudaError_t e = mock_last; mock_last = cudaSuccess; return e; }
static inline cudaError_t cudaGetDeviceCount(int *n) { *n = 1; return cudaSuccess; }
static inline cudaError_t cudaSetDevice(int) { return cudaSuccess; }
static inline cudaError_t cudaGetDevice(int *d) { *d = 0; return cudaSuccess; }
static inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int) {
    memset(p, 0, sizeof *p);
    strcpy(p->name, "hotlint mock GPU");
    p->major = 9; p->minor = 0; p->multiProcessorCount = 1;
    return cudaSuccess;
}
static inline cudaError_t cudaRuntimeGetVersion(int *v) { *v = 13000; return cudaSuccess; }
static inline cudaError_t cudaDriverGetVersion(int *v) { *v = 13000; return cudaSuccess; }
static inline cudaError_t cudaDeviceGetAttribute(int *v, cudaDeviceAttr a, int) { *v = a == cudaDevAttrComputeCapabilityMajor ? 9 : a == cudaDevAttrComputeCapabilityMinor ? 0 : 1; return cudaSuccess; }
template <typename F> static inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *a, F) { a->numRegs = 8; return cudaSuccess; }
static inline cudaError_t cudaDeviceSetLimit(cudaLimit, size_t) { return cudaSuccess; }
static inline cudaError_t cudaMemGetInfo(size_t *f, size_t *t) { *f = 64u << 20; *t = 128u << 20; return cudaSuccess; }

template <typename T> static inline cudaError_t cudaMalloc(T **p, size_t n) { *p = (T *)calloc(1, n ? n : 1); return *p ? cudaSuccess : cudaErrorMemoryAllocation; }
static inline cudaError_t cudaFree(void *p) { free(p); return mock_sync(); }
template <typename T> static inline cudaError_t cudaMallocHost(T **p, size_t n) { *p = (T *)calloc(1, n ? n : 1); return *p ? cudaSuccess : cudaErrorMemoryAllocation; }
template <typename T> static inline cudaError_t cudaHostAlloc(T **p, size_t n, unsigned) { return cudaMallocHost(p, n); }
static inline cudaError_t cudaFreeHost(void *p) { free(p); return cudaSuccess; }
template <typename T> static inline cudaError_t cudaMallocAsync(T **p, size_t n, cudaStream_t) { return cudaMalloc(p, n); }
static inline cudaError_t cudaFreeAsync(void *p, cudaStream_t) { free(p); return cudaSuccess; }
static inline cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *p, int) { *p = nullptr; return cudaSuccess; }
static inline cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t, cudaMemPoolAttr, void *) { return cudaSuccess; }
static inline cudaError_t cudaMemPoolTrimTo(cudaMemPool_t, size_t) { return cudaSuccess; }
static inline cudaError_t cudaMemset(void *p, int v, size_t n) { memset(p, v, n); return cudaSuccess; }
static inline cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t) { memset(p, v, n); return cudaSuccess; }
static inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind) {
    if (mock_fail("memcpy")) return cudaErrorUnknown;
    memmove(d, s, n);
    return mock_sync();
}
static inline cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind, cudaStream_t) { memmove(d, s, n); return cudaSuccess; }
static inline cudaError_t cudaDeviceSynchronize() { return mock_sync(); }
static inline cudaError_t cudaStreamSynchronize(cudaStream_t) { return mock_sync(); }
static inline cudaError_t cudaStreamQuery(cudaStream_t) { return cudaSuccess; }
static inline cudaError_t cudaStreamCreate(cudaStream_t *s) { *s = (cudaStream_t)malloc(1); return cudaSuccess; }
static inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned) { return cudaStreamCreate(s); }
static inline cudaError_t cudaStreamDestroy(cudaStream_t s) { free(s); return cudaSuccess; }
static inline cudaError_t cudaEventCreate(cudaEvent_t *e) { *e = (cudaEvent_t)calloc(1, sizeof **e); return cudaSuccess; }
static inline cudaError_t cudaEventDestroy(cudaEvent_t e) { free(e); return cudaSuccess; }
static inline cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t = nullptr) { e->t = mock_now_us(); return cudaSuccess; }
static inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return mock_sync(); }
static inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b) { *ms = (float)((b->t - a->t) / 1e3); return cudaSuccess; }
static inline cudaError_t cudaStreamBeginCapture(cudaStream_t, cudaStreamCaptureMode) { return cudaSuccess; }
static inline cudaError_t cudaStreamEndCapture(cudaStream_t, cudaGraph_t *g) { *g = (cudaGraph_t)malloc(1); return cudaSuccess; }
static inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *e, cudaGraph_t, unsigned long long) { *e = (cudaGraphExec_t)malloc(1); return cudaSuccess; }
static inline cudaError_t cudaGraphLaunch(cudaGraphExec_t, cudaStream_t) { return cudaSuccess; }
static inline cudaError_t cudaGraphExecDestroy(cudaGraphExec_t e) { free(e); return cudaSuccess; }
static inline cudaError_t cudaGraphDestroy(cudaGraph_t g) { free(g); return cudaSuccess; }

static inline unsigned __ballot_sync(unsigned, bool p) { return p ? 1u : 0u; }
static inline int __popc(unsigned v) { return __builtin_popcount(v); }
static inline unsigned atomicAdd(unsigned *p, unsigned v) { unsigned o = *p; *p += v; return o; }

#endif
