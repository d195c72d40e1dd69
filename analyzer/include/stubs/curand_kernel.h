/* hotlint stub (analyzer/include/stubs): device-side cuRAND, declarations only */
#pragma once
#include "../hotlint_cuda.h"
typedef struct curandStateXORWOW { unsigned int d, v[5]; int boxmuller_flag; float boxmuller_extra; } curandStateXORWOW_t;
typedef curandStateXORWOW_t curandState_t;
typedef curandStateXORWOW_t curandState;
typedef struct curandStatePhilox4_32_10 { uint4 ctr, output; uint2 key; unsigned STATE; } curandStatePhilox4_32_10_t;
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset, curandState_t *state);
__device__ void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset, curandStatePhilox4_32_10_t *state);
__device__ unsigned int curand(curandState_t *state);
__device__ float curand_uniform(curandState_t *state);
__device__ float curand_normal(curandState_t *state);
__device__ float curand_uniform(curandStatePhilox4_32_10_t *state);
__device__ float curand_normal(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_uniform4(curandStatePhilox4_32_10_t *state);
