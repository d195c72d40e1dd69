// Standard-library names CUDALibrarySamples uses (ios_base::failure, exception_ptr, ranlux24_base,
// mt19937::state_size, alignment_of_v): with any of them missing from hotlint's own <std>, the file
// was parsed again against libstdc++ (1-6 s instead of ~10 ms). tests/cuda/test_ir.py checks the
// fast mode; the chrono-timed loop's allocations are hot.
#include <chrono>
#include <cstdio>
#include <exception>
#include <ios>
#include <random>
#include <type_traits>
#include <cuda_runtime.h>
constexpr size_t N = std::mt19937::state_size;
static_assert(std::alignment_of_v<double> == 8, "");
std::ranlux24_base g_rng;
std::exception_ptr g_err;
int main() {
  try { throw std::ios_base::failure("x"); } catch (...) { g_err = std::current_exception(); }
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < 4; ++i) {
    void* p;
    cudaMalloc(&p, 16);  // EXPECT: HL451
    cudaFree(p);  // EXPECT: HL451
  }
  auto t1 = std::chrono::steady_clock::now();
  printf("%f\n", std::chrono::duration<double>(t1 - t0).count());
}
// std::exchange, std::cbegin/cend, string_view iteration, complex conj/norm
#include <complex>
#include <string_view>
#include <utility>
#include <vector>
int more(std::vector<int>& v, std::string_view name) {
  int old = std::exchange(v[0], 1);
  for (auto it = std::cbegin(v); it != std::cend(v); ++it) old += *it;
  for (char c : name) old += c;
  std::complex<float> z(1.f, 2.f);
  return old + (int)std::norm(std::conj(z));
}
// warp's host code: set_difference, search, string_view comparison
#include <algorithm>
#include <iterator>
bool named(std::string_view a, std::vector<int>& x, std::vector<int>& y, std::vector<int>& out) {
  std::set_difference(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(out));
  return std::search(x.begin(), x.end(), y.begin(), y.end()) != x.end() && a == std::string_view("cuda");
}
