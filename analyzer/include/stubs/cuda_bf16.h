/* hotlint stub (analyzer/include/stubs): bfloat16 types, declarations only */
#pragma once
#include "../hotlint_cuda.h"
typedef struct __align__(2) __nv_bfloat16 { unsigned short __x;
#ifdef __cplusplus
    HL_HD __nv_bfloat16() {}
    HL_HD __nv_bfloat16(float);
    HL_HD operator float() const;
#endif
} __nv_bfloat16;
typedef struct __align__(4) __nv_bfloat162 { __nv_bfloat16 x, y; } __nv_bfloat162;
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
HL_HD __nv_bfloat16 __float2bfloat16(float);
HL_HD __nv_bfloat16 __float2bfloat16_rn(float);
HL_HD float __bfloat162float(__nv_bfloat16);
HL_HD __nv_bfloat162 __floats2bfloat162_rn(float, float);
