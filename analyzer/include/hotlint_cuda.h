/*
 * hotlint_cuda.h — hotlint's own minimal CUDA declarations (owner: cufe.c).
 *
 * cufe.c force-includes this header (`-include`) when it parses a .cu/.cuh file in the default
 * mode, i.e. without a CUDA installation: clang runs with `-x cuda --cuda-host-only -nocudainc`,
 * so nothing of NVIDIA's headers is read. The stub headers in stubs/ (cuda_runtime.h, cublas_v2.h,
 * helper_cuda.h, ...) make `#include <cuda_runtime.h>` and friends resolve to this file, for C++
 * files too. Declarations only, written from the public API documentation: enough for clang to
 * resolve the calls hotlint's rules know (so they carry a qualified name and typed arguments),
 * `<<<...>>>` launches (`__cudaPushCallConfiguration`), kernels' built-in variables and the usual
 * device intrinsics. Nothing here is ever compiled into a program.
 *
 * Works as C (for .c files that include <cuda_runtime.h>), C++ and CUDA. Calls to anything not
 * declared here still become IR call sites, by name (IR_SF_UNRESOLVED).
 */
#ifndef HOTLINT_CUDA_H
#define HOTLINT_CUDA_H

#define __HOTLINT_CUDA__ 1
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef CUDART_VERSION
#define CUDART_VERSION 12040
#endif
#ifndef CUDA_VERSION
#define CUDA_VERSION 12040
#endif
#ifndef __CUDART_API_VERSION
#define __CUDART_API_VERSION 12040
#endif

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __cplusplus
#define HL_BEGIN_C_EARLY extern "C" {
#define HL_END_C_EARLY }
#else
#define HL_BEGIN_C_EARLY
#define HL_END_C_EARLY
#endif


/* ---- libm subset (cuda_runtime.h makes these visible without <math.h>; declared exactly as
 * glibc does so that a later <cmath> only redeclares them) ---- */
#ifdef __cplusplus
#define HL_NOTHROW noexcept(true)
#else
#define HL_NOTHROW
#endif
#define HL_M1(name) float name##f(float) HL_NOTHROW; double name(double) HL_NOTHROW;
#define HL_M2(name) float name##f(float, float) HL_NOTHROW; double name(double, double) HL_NOTHROW;
#define HL_MATH(M1, M2) \
    M1(sqrt) M1(cbrt) M1(exp) M1(exp2) M1(expm1) M1(log) M1(log2) M1(log10) M1(log1p) M1(sin) M1(cos) M1(tan) \
    M1(asin) M1(acos) M1(atan) M1(sinh) M1(cosh) M1(tanh) M1(fabs) M1(floor) M1(ceil) M1(round) M1(trunc) \
    M1(rint) M1(erf) M1(erfc) M2(pow) M2(fmax) M2(fmin) M2(fmod) M2(atan2) M2(hypot) M2(copysign)
HL_BEGIN_C_EARLY
HL_MATH(HL_M1, HL_M2)
float fmaf(float, float, float) HL_NOTHROW;
double fma(double, double, double) HL_NOTHROW;
HL_END_C_EARLY
#undef HL_M1
#undef HL_M2
#ifdef __CUDA__
/* device overloads, as clang's own CUDA headers provide them */
#define HL_D1(name) static __attribute__((device)) inline float name##f(float x) { return x; } \
    static __attribute__((device)) inline double name(double x) { return x; }
#define HL_D2(name) static __attribute__((device)) inline float name##f(float x, float y) { return x + y; } \
    static __attribute__((device)) inline double name(double x, double y) { return x + y; }
HL_MATH(HL_D1, HL_D2)
static __attribute__((device)) inline float fmaf(float x, float y, float z) { return x * y + z; }
static __attribute__((device)) inline double fma(double x, double y, double z) { return x * y + z; }
#undef HL_D1
#undef HL_D2
#endif
#undef HL_MATH
#ifndef INFINITY
#define INFINITY (__builtin_inff())
#endif
#ifndef NAN
#define NAN (__builtin_nanf(""))
#endif

/* ---- execution-space and memory-space qualifiers ---- */
#ifdef __CUDA__
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __grid_constant__
#else
#define __global__
#define __device__
#define __host__
#define __shared__
#define __constant__
#define __managed__
#define __launch_bounds__(...)
#define __grid_constant__
#endif
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __restrict__ __restrict
#define __cudart_builtin__
#define CUDARTAPI
#define CUDART_CB
#define CUDAAPI
#define CUBLASAPI
#define CUDNNWINAPI
#define CUFFTAPI
#define CURANDAPI
#define __CUDA_ARCH_LIST__ 800

#ifdef __cplusplus
#define HL_BEGIN_C extern "C" {
#define HL_END_C }
#define HL_DEFAULT(v) = v
#else
#define HL_BEGIN_C
#define HL_END_C
#define HL_DEFAULT(v)
#endif
#define HL_HD __host__ __device__

/* ---- vector types ---- */
#define HL_VEC1(T, N) typedef struct N##1 { T x; } N##1;
#define HL_VEC2(T, N) typedef struct __align__(2 * sizeof(T)) N##2 { T x, y; } N##2;
#define HL_VEC3(T, N) typedef struct N##3 { T x, y, z; } N##3;
#define HL_VEC4(T, N) typedef struct __align__(4 * sizeof(T)) N##4 { T x, y, z, w; } N##4;
#define HL_VECS(T, N) HL_VEC1(T, N) HL_VEC2(T, N) HL_VEC3(T, N) HL_VEC4(T, N)
HL_VECS(signed char, char)
HL_VECS(unsigned char, uchar)
HL_VECS(short, short)
HL_VECS(unsigned short, ushort)
HL_VECS(int, int)
HL_VECS(unsigned int, uint)
HL_VECS(long, long)
HL_VECS(unsigned long, ulong)
HL_VECS(long long, longlong)
HL_VECS(unsigned long long, ulonglong)
HL_VECS(float, float)
HL_VECS(double, double)
#undef HL_VEC1
#undef HL_VEC2
#undef HL_VEC3
#undef HL_VEC4
#undef HL_VECS

#ifdef __cplusplus
struct dim3 {
    unsigned int x, y, z;
    HL_HD constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
    HL_HD constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    HL_HD constexpr operator uint3() const { return uint3{x, y, z}; }
};
#else
typedef struct dim3 { unsigned int x, y, z; } dim3;
#endif
typedef struct dim3 dim3;

static inline HL_HD float2 make_float2(float x, float y) { float2 v; v.x = x; v.y = y; return v; }
static inline HL_HD float3 make_float3(float x, float y, float z) { float3 v; v.x = x; v.y = y; v.z = z; return v; }
static inline HL_HD float4 make_float4(float x, float y, float z, float w) { float4 v; v.x = x; v.y = y; v.z = z; v.w = w; return v; }
static inline HL_HD int2 make_int2(int x, int y) { int2 v; v.x = x; v.y = y; return v; }
static inline HL_HD int3 make_int3(int x, int y, int z) { int3 v; v.x = x; v.y = y; v.z = z; return v; }
static inline HL_HD int4 make_int4(int x, int y, int z, int w) { int4 v; v.x = x; v.y = y; v.z = z; v.w = w; return v; }
static inline HL_HD uint3 make_uint3(unsigned x, unsigned y, unsigned z) { uint3 v; v.x = x; v.y = y; v.z = z; return v; }
static inline HL_HD double2 make_double2(double x, double y) { double2 v; v.x = x; v.y = y; return v; }

/* ---- built-in variables (device code) ---- */
#ifdef __CUDA__
extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;
extern const __device__ int warpSize;
#endif

/* ---- runtime types ---- */
typedef enum cudaError {
    cudaSuccess = 0,
    cudaErrorInvalidValue = 1,
    cudaErrorMemoryAllocation = 2,
    cudaErrorInitializationError = 3,
    cudaErrorCudartUnloading = 4,
    cudaErrorInvalidConfiguration = 9,
    cudaErrorInvalidPitchValue = 12,
    cudaErrorInvalidSymbol = 13,
    cudaErrorInvalidDevicePointer = 17,
    cudaErrorInvalidMemcpyDirection = 21,
    cudaErrorInsufficientDriver = 35,
    cudaErrorNoDevice = 100,
    cudaErrorInvalidDevice = 101,
    cudaErrorInvalidKernelImage = 200,
    cudaErrorInvalidResourceHandle = 400,
    cudaErrorNotReady = 600,
    cudaErrorIllegalAddress = 700,
    cudaErrorLaunchOutOfResources = 701,
    cudaErrorLaunchTimeout = 702,
    cudaErrorLaunchFailure = 719,
    cudaErrorStreamCaptureUnsupported = 900,
    cudaErrorUnknown = 999
} cudaError_t;
typedef enum cudaError cudaError;

typedef enum cudaMemcpyKind {
    cudaMemcpyHostToHost = 0,
    cudaMemcpyHostToDevice = 1,
    cudaMemcpyDeviceToHost = 2,
    cudaMemcpyDeviceToDevice = 3,
    cudaMemcpyDefault = 4
} cudaMemcpyKind;

typedef enum cudaStreamCaptureMode {
    cudaStreamCaptureModeGlobal = 0,
    cudaStreamCaptureModeThreadLocal = 1,
    cudaStreamCaptureModeRelaxed = 2
} cudaStreamCaptureMode;

typedef enum cudaStreamCaptureStatus {
    cudaStreamCaptureStatusNone = 0,
    cudaStreamCaptureStatusActive = 1,
    cudaStreamCaptureStatusInvalidated = 2
} cudaStreamCaptureStatus;

typedef enum cudaDeviceAttr {
    cudaDevAttrMaxThreadsPerBlock = 1,
    cudaDevAttrMaxBlockDimX = 2,
    cudaDevAttrMaxGridDimX = 5,
    cudaDevAttrMaxSharedMemoryPerBlock = 8,
    cudaDevAttrWarpSize = 10,
    cudaDevAttrClockRate = 13,
    cudaDevAttrMultiProcessorCount = 16,
    cudaDevAttrMemoryClockRate = 36,
    cudaDevAttrGlobalMemoryBusWidth = 37,
    cudaDevAttrL2CacheSize = 38,
    cudaDevAttrMaxThreadsPerMultiProcessor = 39,
    cudaDevAttrComputeCapabilityMajor = 75,
    cudaDevAttrComputeCapabilityMinor = 76,
    cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
    cudaDevAttrMaxSharedMemoryPerBlockOptin = 97
} cudaDeviceAttr;

typedef enum cudaFuncAttribute {
    cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
    cudaFuncAttributePreferredSharedMemoryCarveout = 9
} cudaFuncAttribute;

typedef enum cudaFuncCache {
    cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1, cudaFuncCachePreferL1 = 2, cudaFuncCachePreferEqual = 3
} cudaFuncCache;

typedef enum cudaLimit {
    cudaLimitStackSize = 0, cudaLimitPrintfFifoSize = 1, cudaLimitMallocHeapSize = 2, cudaLimitPersistingL2CacheSize = 6
} cudaLimit;

typedef enum cudaMemoryAdvise {
    cudaMemAdviseSetReadMostly = 1, cudaMemAdviseUnsetReadMostly = 2, cudaMemAdviseSetPreferredLocation = 3,
    cudaMemAdviseUnsetPreferredLocation = 4, cudaMemAdviseSetAccessedBy = 5, cudaMemAdviseUnsetAccessedBy = 6
} cudaMemoryAdvise;

typedef enum cudaGraphInstantiateFlags {
    cudaGraphInstantiateFlagAutoFreeOnLaunch = 1, cudaGraphInstantiateFlagUseNodePriority = 8
} cudaGraphInstantiateFlags;

typedef enum cudaMemoryType {
    cudaMemoryTypeUnregistered = 0, cudaMemoryTypeHost = 1, cudaMemoryTypeDevice = 2, cudaMemoryTypeManaged = 3
} cudaMemoryType;

#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceMapHost 0x08
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaCpuDeviceId ((int)-1)

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;
typedef struct CUfunc_st *cudaFunction_t;
typedef void (*cudaHostFn_t)(void *userData);
typedef void (*cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status, void *userData);

typedef struct cudaDeviceProp {
    char name[256];
    char uuid[16];
    size_t totalGlobalMem;
    size_t sharedMemPerBlock;
    int regsPerBlock;
    int warpSize;
    size_t memPitch;
    int maxThreadsPerBlock;
    int maxThreadsDim[3];
    int maxGridSize[3];
    int clockRate;
    size_t totalConstMem;
    int major;
    int minor;
    size_t textureAlignment;
    int deviceOverlap;
    int multiProcessorCount;
    int kernelExecTimeoutEnabled;
    int integrated;
    int canMapHostMemory;
    int computeMode;
    int concurrentKernels;
    int ECCEnabled;
    int pciBusID;
    int pciDeviceID;
    int pciDomainID;
    int asyncEngineCount;
    int unifiedAddressing;
    int memoryClockRate;
    int memoryBusWidth;
    int l2CacheSize;
    int persistingL2CacheMaxSize;
    int maxThreadsPerMultiProcessor;
    int streamPrioritiesSupported;
    int globalL1CacheSupported;
    int localL1CacheSupported;
    size_t sharedMemPerMultiprocessor;
    int regsPerMultiprocessor;
    int managedMemory;
    int isMultiGpuBoard;
    int concurrentManagedAccess;
    int cooperativeLaunch;
    size_t sharedMemPerBlockOptin;
    int maxBlocksPerMultiProcessor;
    int accessPolicyMaxWindowSize;
} cudaDeviceProp;

typedef struct cudaFuncAttributes {
    size_t sharedSizeBytes;
    size_t constSizeBytes;
    size_t localSizeBytes;
    int maxThreadsPerBlock;
    int numRegs;
    int ptxVersion;
    int binaryVersion;
    int cacheModeCA;
    int maxDynamicSharedSizeBytes;
    int preferredShmemCarveout;
} cudaFuncAttributes;

typedef struct cudaPointerAttributes {
    enum cudaMemoryType type;
    int device;
    void *devicePointer;
    void *hostPointer;
} cudaPointerAttributes;

typedef struct cudaExtent { size_t width, height, depth; } cudaExtent;
typedef struct cudaPos { size_t x, y, z; } cudaPos;
typedef struct cudaPitchedPtr { void *ptr; size_t pitch, xsize, ysize; } cudaPitchedPtr;
typedef struct cudaMemcpy3DParms {
    cudaArray_t srcArray; struct cudaPos srcPos; struct cudaPitchedPtr srcPtr;
    cudaArray_t dstArray; struct cudaPos dstPos; struct cudaPitchedPtr dstPtr;
    struct cudaExtent extent; enum cudaMemcpyKind kind;
} cudaMemcpy3DParms;
typedef struct cudaChannelFormatDesc { int x, y, z, w; int f; } cudaChannelFormatDesc;
typedef struct cudaLaunchAttribute { int id; int val[16]; } cudaLaunchAttribute;
typedef struct cudaLaunchConfig_t {
    dim3 gridDim; dim3 blockDim; size_t dynamicSmemBytes; cudaStream_t stream;
    cudaLaunchAttribute *attrs; unsigned int numAttrs;
} cudaLaunchConfig_t;

/* ---- runtime API ---- */
HL_BEGIN_C
/* launch configuration behind `k<<<g, b, shmem, stream>>>(...)` */
unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem HL_DEFAULT(0), struct CUstream_st *stream HL_DEFAULT(0));
cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem HL_DEFAULT(0), cudaStream_t stream HL_DEFAULT(0));

/* errors */
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char *cudaGetErrorString(cudaError_t error);
const char *cudaGetErrorName(cudaError_t error);

/* devices */
cudaError_t cudaGetDeviceCount(int *count);
cudaError_t cudaGetDevice(int *device);
cudaError_t cudaSetDevice(int device);
cudaError_t cudaSetDeviceFlags(unsigned int flags);
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaThreadSynchronize(void);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit limit);
cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop);
cudaError_t cudaDriverGetVersion(int *driverVersion);
cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);
cudaError_t cudaMemGetInfo(size_t *free, size_t *total);

/* functions / kernels */
cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);
cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, const void *func, size_t dynamicSMemSize HL_DEFAULT(0), int blockSizeLimit HL_DEFAULT(0));
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args);
cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);

/* memory */
cudaError_t cudaMalloc(void **devPtr, size_t size);
cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags HL_DEFAULT(cudaMemAttachGlobal));
cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);
cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height HL_DEFAULT(0), unsigned int flags HL_DEFAULT(0));
cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream);
cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
cudaError_t cudaFree(void *devPtr);
cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream);
cudaError_t cudaFreeArray(cudaArray_t array);
cudaError_t cudaMallocHost(void **ptr, size_t size);
cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
cudaError_t cudaFreeHost(void *ptr);
cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags);
cudaError_t cudaHostUnregister(void *ptr);
cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr);
cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice, cudaStream_t stream HL_DEFAULT(0));
cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device);
cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device);
cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep);

cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream HL_DEFAULT(0));
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream HL_DEFAULT(0));
cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream HL_DEFAULT(0));
cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count);
cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream HL_DEFAULT(0));
cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemset(void *devPtr, int value, size_t count);
cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream HL_DEFAULT(0));
cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream HL_DEFAULT(0));
#ifndef __cplusplus
cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);
cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream);
cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol);
#endif

/* streams */
cudaError_t cudaStreamCreate(cudaStream_t *pStream);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority);
cudaError_t cudaStreamDestroy(cudaStream_t stream);
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
cudaError_t cudaStreamQuery(cudaStream_t stream);
cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags HL_DEFAULT(0));
cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags);
cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph);
cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);

/* events */
cudaError_t cudaEventCreate(cudaEvent_t *event);
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
cudaError_t cudaEventDestroy(cudaEvent_t event);
cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream HL_DEFAULT(0));
cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream HL_DEFAULT(0), unsigned int flags HL_DEFAULT(0));
cudaError_t cudaEventSynchronize(cudaEvent_t event);
cudaError_t cudaEventQuery(cudaEvent_t event);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);

/* graphs */
cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags);
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags HL_DEFAULT(0));
cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags HL_DEFAULT(0));
cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream);
cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, void *resultInfo);
cudaError_t cudaGraphDestroy(cudaGraph_t graph);
cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec);
cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream);

/* profiler */
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
HL_END_C

#ifdef __cplusplus
/* the templated C++ overloads of the runtime (cuda_runtime.h) */
template <class T> static inline cudaError_t cudaMalloc(T **devPtr, size_t size) { return cudaMalloc((void **)devPtr, size); }
template <class T> static inline cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0) { (void)flags; return cudaMallocHost((void **)ptr, size); }
template <class T> static inline cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags) { return cudaHostAlloc((void **)ptr, size, flags); }
template <class T> static inline cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal) { return cudaMallocManaged((void **)devPtr, size, flags); }
template <class T> static inline cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height) { return cudaMallocPitch((void **)devPtr, pitch, width, height); }
template <class T> static inline cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaStream_t stream) { return cudaMallocAsync((void **)devPtr, size, stream); }
template <class T> static inline cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
template <class T> static inline cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
template <class T> static inline cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice, cudaStream_t stream = 0);
template <class T> static inline cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost, cudaStream_t stream = 0);
template <class T> static inline cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol);
template <class T> static inline cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry) { return cudaFuncGetAttributes(attr, (const void *)entry); }
template <class T> static inline cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value) { return cudaFuncSetAttribute((const void *)entry, attr, value); }
template <class T> static inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize, size_t dynamicSMemSize) { return cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, (const void *)func, blockSize, dynamicSMemSize); }
template <class T> static inline cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0) { return cudaOccupancyMaxPotentialBlockSize(minGridSize, blockSize, (const void *)func, dynamicSMemSize, blockSizeLimit); }
template <class T> static inline cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0) { return cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream); }
template <class T> static inline cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0) { return cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream); }
template <class K, class... A> static inline cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, K kernel, A &&...args);
template <class T> static inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, T *, char *, size_t);
template <class T> static inline cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags) { (void)flags; return cudaEventCreate(event); }
static inline cudaError_t cudaStreamBeginCapture(cudaStream_t stream) { return cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal); }
#endif

/* ---- driver API (cuda.h) ---- */
typedef int CUresult;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef unsigned long long CUdeviceptr;
typedef int CUjit_option;
typedef int CUdevice_attribute;
/* enumerators, not macros: dynamic-loading headers declare the driver enums themselves
 * (cuda-samples' cuda_drvapi_dynlink_cuda.h); a macro would turn `CU_EVENT_DEFAULT = 0,` into a
 * syntax error, a second enumerator only into a redefinition clang recovers from */
enum { CUDA_SUCCESS = 0 };
enum { CU_EVENT_DEFAULT = 0 };
HL_BEGIN_C
CUresult cuInit(unsigned int flags);
CUresult cuDeviceGet(CUdevice *device, int ordinal);
CUresult cuDeviceGetCount(int *count);
CUresult cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev);
CUresult cuDeviceGetName(char *name, int len, CUdevice dev);
CUresult cuCtxCreate(CUcontext *pctx, unsigned int flags, CUdevice dev);
CUresult cuCtxDestroy(CUcontext ctx);
CUresult cuCtxSynchronize(void);
CUresult cuCtxGetCurrent(CUcontext *pctx);
CUresult cuCtxSetCurrent(CUcontext ctx);
CUresult cuModuleLoad(CUmodule *module, const char *fname);
CUresult cuModuleLoadData(CUmodule *module, const void *image);
CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned int numOptions, CUjit_option *options, void **optionValues);
CUresult cuModuleLoadFatBinary(CUmodule *module, const void *fatCubin);
CUresult cuModuleUnload(CUmodule hmod);
CUresult cuModuleGetFunction(CUfunction *hfunc, CUmodule hmod, const char *name);
CUresult cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ,
                        unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ,
                        unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra);
CUresult cuMemAlloc(CUdeviceptr *dptr, size_t bytesize);
CUresult cuMemFree(CUdeviceptr dptr);
CUresult cuMemAllocHost(void **pp, size_t bytesize);
CUresult cuMemFreeHost(void *p);
CUresult cuMemcpyHtoD(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
CUresult cuMemcpyDtoH(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
CUresult cuMemcpyHtoDAsync(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream);
CUresult cuMemcpyDtoHAsync(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount, CUstream hStream);
CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags);
CUresult cuStreamDestroy(CUstream hStream);
CUresult cuStreamSynchronize(CUstream hStream);
CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags);
CUresult cuEventDestroy(CUevent hEvent);
CUresult cuEventRecord(CUevent hEvent, CUstream hStream);
CUresult cuEventSynchronize(CUevent hEvent);
CUresult cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd);
CUresult cuGetErrorString(CUresult error, const char **pStr);
CUresult cuGetErrorName(CUresult error, const char **pStr);
HL_END_C

/* ---- NVRTC (nvrtc.h) ---- */
typedef enum nvrtcResult { NVRTC_SUCCESS = 0, NVRTC_ERROR_COMPILATION = 6 } nvrtcResult;
typedef struct _nvrtcProgram *nvrtcProgram;
HL_BEGIN_C
nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders, const char *const *headers, const char *const *includeNames);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog);
nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options);
nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet);
nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char *ptx);
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet);
nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char *cubin);
nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet);
nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char *log);
nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char *const name_expression);
nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char *const name_expression, const char **lowered_name);
const char *nvrtcGetErrorString(nvrtcResult result);
HL_END_C

/* ---- cuBLAS (cublas_v2.h) ---- */
typedef enum cublasStatus_t { CUBLAS_STATUS_SUCCESS = 0, CUBLAS_STATUS_NOT_INITIALIZED = 1 } cublasStatus_t;
typedef enum cublasOperation_t { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_OP_C = 2 } cublasOperation_t;
typedef enum cublasMath_t { CUBLAS_DEFAULT_MATH = 0, CUBLAS_TENSOR_OP_MATH = 1, CUBLAS_TF32_TENSOR_OP_MATH = 3 } cublasMath_t;
typedef enum cublasGemmAlgo_t { CUBLAS_GEMM_DEFAULT = -1, CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99 } cublasGemmAlgo_t;
typedef enum cudaDataType_t { CUDA_R_16F = 2, CUDA_R_32F = 0, CUDA_R_64F = 1, CUDA_R_16BF = 14, CUDA_R_8I = 3, CUDA_R_32I = 10 } cudaDataType_t;
typedef cudaDataType_t cudaDataType;
typedef enum cublasComputeType_t { CUBLAS_COMPUTE_16F = 64, CUBLAS_COMPUTE_32F = 68, CUBLAS_COMPUTE_32F_FAST_TF32 = 77, CUBLAS_COMPUTE_64F = 70 } cublasComputeType_t;
typedef struct cublasContext *cublasHandle_t;
typedef struct cublasLtContext *cublasLtHandle_t;
HL_BEGIN_C
cublasStatus_t cublasCreate(cublasHandle_t *handle);
cublasStatus_t cublasCreate_v2(cublasHandle_t *handle);
cublasStatus_t cublasDestroy(cublasHandle_t handle);
cublasStatus_t cublasDestroy_v2(cublasHandle_t handle);
cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t streamId);
cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
cublasStatus_t cublasLtCreate(cublasLtHandle_t *handle);
cublasStatus_t cublasLtDestroy(cublasLtHandle_t handle);
cublasStatus_t cublasSgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
                           const float *alpha, const float *A, int lda, const float *B, int ldb, const float *beta, float *C, int ldc);
cublasStatus_t cublasDgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
                           const double *alpha, const double *A, int lda, const double *B, int ldb, const double *beta, double *C, int ldc);
cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
                            const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb,
                            const void *beta, void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
                                         const float *alpha, const float *A, int lda, long long strideA, const float *B, int ldb, long long strideB,
                                         const float *beta, float *C, int ldc, long long strideC, int batchCount);
cublasStatus_t cublasSaxpy(cublasHandle_t handle, int n, const float *alpha, const float *x, int incx, float *y, int incy);
cublasStatus_t cublasSdot(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy, float *result);
cublasStatus_t cublasSnrm2(cublasHandle_t handle, int n, const float *x, int incx, float *result);
cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy);
cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
HL_END_C

/* ---- cuDNN (cudnn.h) ---- */
typedef enum cudnnStatus_t { CUDNN_STATUS_SUCCESS = 0 } cudnnStatus_t;
typedef struct cudnnContext *cudnnHandle_t;
typedef struct cudnnTensorStruct *cudnnTensorDescriptor_t;
typedef struct cudnnFilterStruct *cudnnFilterDescriptor_t;
typedef struct cudnnConvolutionStruct *cudnnConvolutionDescriptor_t;
HL_BEGIN_C
cudnnStatus_t cudnnCreate(cudnnHandle_t *handle);
cudnnStatus_t cudnnDestroy(cudnnHandle_t handle);
cudnnStatus_t cudnnSetStream(cudnnHandle_t handle, cudaStream_t streamId);
cudnnStatus_t cudnnCreateTensorDescriptor(cudnnTensorDescriptor_t *tensorDesc);
cudnnStatus_t cudnnDestroyTensorDescriptor(cudnnTensorDescriptor_t tensorDesc);
cudnnStatus_t cudnnCreateFilterDescriptor(cudnnFilterDescriptor_t *filterDesc);
cudnnStatus_t cudnnDestroyFilterDescriptor(cudnnFilterDescriptor_t filterDesc);
cudnnStatus_t cudnnCreateConvolutionDescriptor(cudnnConvolutionDescriptor_t *convDesc);
cudnnStatus_t cudnnDestroyConvolutionDescriptor(cudnnConvolutionDescriptor_t convDesc);
const char *cudnnGetErrorString(cudnnStatus_t status);
HL_END_C

/* ---- cuFFT / cuRAND (handles only) ---- */
typedef int cufftHandle;
typedef enum cufftResult { CUFFT_SUCCESS = 0 } cufftResult;
typedef enum cufftType { CUFFT_R2C = 0x2a, CUFFT_C2R = 0x2c, CUFFT_C2C = 0x29 } cufftType;
typedef float cufftReal;
typedef double cufftDoubleReal;
typedef float2 cufftComplex;
typedef double2 cufftDoubleComplex;
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1
typedef struct curandGenerator_st *curandGenerator_t;
typedef enum curandStatus { CURAND_STATUS_SUCCESS = 0 } curandStatus_t;
typedef enum curandRngType { CURAND_RNG_PSEUDO_DEFAULT = 100 } curandRngType_t;
HL_BEGIN_C
cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);
cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type);
cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride, int idist, int *onembed, int ostride, int odist, cufftType type, int batch);
cufftResult cufftDestroy(cufftHandle plan);
cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream);
curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type);
curandStatus_t curandDestroyGenerator(curandGenerator_t generator);
curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed);
curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num);
curandStatus_t curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev);
HL_END_C

/* ---- device functions (declarations only; host-only parsing never emits them) ---- */
#ifdef __CUDA__
HL_BEGIN_C
__device__ int printf(const char *, ...);
__device__ void __assertfail(const char *, const char *, unsigned, const char *, size_t);
__device__ void *malloc(size_t);
__device__ void free(void *);
HL_END_C
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int);
__device__ int __syncthreads_and(int);
__device__ int __syncthreads_or(int);
__device__ void __syncwarp(unsigned mask = 0xffffffffu);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);
__device__ void __trap(void);
__device__ void __brkpt(void);
__device__ long long clock64(void);
__device__ long long int __clock64(void);
__device__ void __nanosleep(unsigned ns);
__device__ unsigned __activemask(void);
__device__ unsigned __ballot_sync(unsigned mask, int pred);
__device__ int __any_sync(unsigned mask, int pred);
__device__ int __all_sync(unsigned mask, int pred);
__device__ int __popc(unsigned);
__device__ int __popcll(unsigned long long);
__device__ int __clz(int);
__device__ int __ffs(int);
__device__ unsigned __brev(unsigned);
__device__ float __fdividef(float, float);
__device__ float __expf(float);
__device__ float __logf(float);
__device__ float __sinf(float);
__device__ float __cosf(float);
__device__ float __powf(float, float);
__device__ float __saturatef(float);
__device__ float __fmaf_rn(float, float, float);
__device__ float __fmul_rn(float, float);
__device__ float __fadd_rn(float, float);
__device__ float __frcp_rn(float);
__device__ float __frsqrt_rn(float);
__device__ int __float2int_rn(float);
__device__ int __float2int_rz(float);
__device__ unsigned __float2uint_rn(float);
__device__ float __int2float_rn(int);
__device__ float __uint2float_rn(unsigned);
__device__ int __float_as_int(float);
__device__ float __int_as_float(int);
__device__ unsigned __float_as_uint(float);
__device__ float __uint_as_float(unsigned);
__device__ long long __double_as_longlong(double);
__device__ double __longlong_as_double(long long);
__device__ int __mul24(int, int);
__device__ int __mulhi(int, int);
__device__ int __dp4a(int, int, int);
__device__ float rsqrtf(float);
__device__ double rsqrt(double);
__device__ float __sqrtf(float);
__device__ float fdividef(float, float);
__device__ float exp10f(float);
__device__ void sincosf(float, float *, float *);
__device__ int min(int, int);
__device__ unsigned min(unsigned, unsigned);
__device__ long long min(long long, long long);
__device__ float min(float, float);
__device__ double min(double, double);
__device__ int max(int, int);
__device__ unsigned max(unsigned, unsigned);
__device__ long long max(long long, long long);
__device__ float max(float, float);
__device__ double max(double, double);
#define HL_ATOMIC2(NAME) \
    __device__ int NAME(int *, int); __device__ unsigned NAME(unsigned *, unsigned); \
    __device__ unsigned long long NAME(unsigned long long *, unsigned long long); \
    __device__ long long NAME(long long *, long long);
HL_ATOMIC2(atomicAdd) HL_ATOMIC2(atomicSub) HL_ATOMIC2(atomicExch) HL_ATOMIC2(atomicMin) HL_ATOMIC2(atomicMax)
HL_ATOMIC2(atomicAnd) HL_ATOMIC2(atomicOr) HL_ATOMIC2(atomicXor)
HL_ATOMIC2(atomicAdd_block) HL_ATOMIC2(atomicAdd_system)
#undef HL_ATOMIC2
__device__ float atomicAdd(float *, float);
__device__ double atomicAdd(double *, double);
__device__ float atomicExch(float *, float);
__device__ float atomicMax(float *, float);
__device__ float atomicMin(float *, float);
__device__ unsigned atomicInc(unsigned *, unsigned);
__device__ unsigned atomicDec(unsigned *, unsigned);
__device__ int atomicCAS(int *, int, int);
__device__ unsigned atomicCAS(unsigned *, unsigned, unsigned);
__device__ unsigned long long atomicCAS(unsigned long long *, unsigned long long, unsigned long long);
template <class T> __device__ T __shfl_sync(unsigned mask, T var, int srcLane, int width = 32);
template <class T> __device__ T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32);
template <class T> __device__ T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32);
template <class T> __device__ T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = 32);
template <class T> __device__ T __shfl(T var, int srcLane, int width = 32);
template <class T> __device__ T __shfl_down(T var, unsigned delta, int width = 32);
template <class T> __device__ T __shfl_xor(T var, int laneMask, int width = 32);
template <class T> __device__ T __ldg(const T *ptr);
template <class T> __device__ T __ldcg(const T *ptr);
template <class T> __device__ T __ldcs(const T *ptr);
template <class T> __device__ void __stcg(T *ptr, T value);
template <class T> __device__ void __stcs(T *ptr, T value);
template <class T> __device__ unsigned __match_any_sync(unsigned mask, T value);
template <class T> __device__ T __reduce_add_sync(unsigned mask, T value);
#endif /* __CUDA__ */

#endif /* HOTLINT_CUDA_H */
