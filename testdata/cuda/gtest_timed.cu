// GoogleTest tests that time a kernel with events: the test body is an ordinary function to
// hotlint (its own <gtest/gtest.h> stand-in, whether or not GoogleTest is installed), so the
// event bracket inside it is a timed region and the assertions after it are cold.
#include <gtest/gtest.h>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

__global__ void scale(float* x, int n) { if (threadIdx.x < n) x[threadIdx.x] *= 2.f; }

TEST(ScaleKernel, Timed) {
  float* d;
  cudaMalloc(&d, 1024 * sizeof(float));  // setup: cold
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int i = 0; i < 10; ++i) {
    float* tmp;
    cudaMalloc(&tmp, 64);  // EXPECT: HL451
    scale<<<1, 256>>>(d, 256);
    cudaFree(tmp);  // EXPECT: HL451
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, start, stop);
  std::vector<float> h(1024);
  cudaMemcpy(h.data(), d, 1024 * sizeof(float), cudaMemcpyDeviceToHost);  // verification: cold
  EXPECT_NEAR(h[0], 0.f, 1e-3f) << "first element " << h[0];
  ASSERT_GT(ms, 0.f);
  cudaFree(d);
}

class ScaleFixture : public ::testing::Test {
 protected:
  void SetUp() override { cudaMalloc(&d_, 4096); }  // cold
  void TearDown() override { cudaFree(d_); }
  float* d_ = nullptr;
};

TEST_F(ScaleFixture, TimedWithSync) {
  if (d_ == nullptr) GTEST_SKIP() << "no device memory";
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a);
  for (int i = 0; i < 10; ++i) {
    scale<<<1, 256>>>(d_, 256);
    cudaDeviceSynchronize();  // EXPECT: HL251
  }
  cudaEventRecord(b);
  cudaEventSynchronize(b);
  float ms = 0.f;
  cudaEventElapsedTime(&ms, a, b);
  EXPECT_TRUE(std::isfinite(ms));
}
