/* hotlint stub (analyzer/include/stubs): half-precision types, declarations only */
#pragma once
#include "../hotlint_cuda.h"
typedef struct __align__(2) __half { unsigned short __x;
#ifdef __cplusplus
    HL_HD __half() {}
    HL_HD __half(float);
    HL_HD operator float() const;
#endif
} __half;
typedef struct __align__(4) __half2 { __half x, y; } __half2;
typedef __half half;
typedef __half2 half2;
HL_HD __half __float2half(float);
HL_HD __half __float2half_rn(float);
HL_HD float __half2float(__half);
HL_HD __half2 __floats2half2_rn(float, float);
HL_HD __half2 __float2half2_rn(float);
HL_HD float2 __half22float2(__half2);
__device__ __half __hadd(__half, __half);
__device__ __half __hmul(__half, __half);
__device__ __half __hfma(__half, __half, __half);
__device__ __half2 __hadd2(__half2, __half2);
__device__ __half2 __hmul2(__half2, __half2);
__device__ __half2 __hfma2(__half2, __half2, __half2);
#ifdef __cplusplus
HL_HD __half operator+(const __half &, const __half &);
HL_HD __half operator-(const __half &, const __half &);
HL_HD __half operator*(const __half &, const __half &);
HL_HD __half operator/(const __half &, const __half &);
HL_HD __half &operator+=(__half &, const __half &);
HL_HD __half &operator*=(__half &, const __half &);
#endif
