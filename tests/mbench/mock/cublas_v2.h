/* mock/cublas_v2.h — see cuda_runtime.h in this folder: a stand-in, never a measurement. */
#ifndef HOTLINT_MOCK_CUBLAS_V2_H
#define HOTLINT_MOCK_CUBLAS_V2_H
typedef struct MockCublas *cublasHandle_t;
enum cublasStatus_t { CUBLAS_STATUS_SUCCESS = 0 };
static inline cublasStatus_t cublasCreate(cublasHandle_t *h) { *h = (cublasHandle_t)new char[1]; return CUBLAS_STATUS_SUCCESS; }
static inline cublasStatus_t cublasDestroy(cublasHandle_t h) { delete[] (char *)h; return CUBLAS_STATUS_SUCCESS; }
#endif
