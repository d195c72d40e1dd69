// A check macro over a status type of a library whose header is not installed (nvJPEG in
// CUDALibrarySamples): the comparison and the report do not parse, but the macro's `if` that
// returns is its failure path, in the timed loop and in a function it calls. A plain print in
// the loop stays a finding.
#include <cstdlib>
#include <iostream>
#include <cuda_runtime.h>
#include <nvjpeg_not_installed.h>

#define CHECK_NVJPEG(call)                                                              \
  {                                                                                     \
    nvjpegStatus_t _e = (call);                                                         \
    if (_e != NVJPEG_STATUS_SUCCESS) {                                                  \
      std::cout << "NVJPEG failure: '#" << _e << "' at " << __FILE__ << ":" << __LINE__ \
                << std::endl;                                                           \
      return EXIT_FAILURE;                                                              \
    }                                                                                   \
  }

int decode_one(nvjpegHandle_t h, const unsigned char* data, size_t n) {
  CHECK_NVJPEG(nvjpegGetImageInfo(h, data, n, 0, 0, 0, 0))
  return 0;
}

int run(nvjpegHandle_t h, const unsigned char* data, size_t n, int iters) {
  cudaEvent_t s, e;
  cudaEventCreate(&s);
  cudaEventCreate(&e);
  cudaEventRecord(s);
  for (int i = 0; i < iters; ++i) {
    CHECK_NVJPEG(nvjpegGetImageInfo(h, data, n, 0, 0, 0, 0))
    decode_one(h, data, n);
    std::cout << "decoded " << i << std::endl;  // EXPECT: HL651
  }
  cudaEventRecord(e);
  cudaEventSynchronize(e);
  float ms;
  cudaEventElapsedTime(&ms, s, e);
  std::cout << ms << std::endl;
  return 0;
}
