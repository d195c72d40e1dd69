// onnxruntime-genai's host code: std::span, const std::string::front(), lock tags
// (std::try_to_lock, std::defer_lock) and a shared_lock tested as a bool; each sent a file to the
// full parse of libstdc++ (42 of its 81 C/C++ files, ~10 CPU-s)
#include <chrono>
#include <mutex>
#include <shared_mutex>
#include <span>
#include <string>
#include <vector>

float sum(std::span<const float> xs) { float s = 0; for (float x : xs) s += x; return s; }
char first(const std::string &s) { return s.front(); }
std::shared_mutex mu;
std::mutex m2;
bool locked_read() {
  std::shared_lock<std::shared_mutex> lk(mu, std::try_to_lock);
  std::unique_lock<std::mutex> u(m2, std::defer_lock);
  return !lk ? false : u.owns_lock();
}
double timed(std::vector<float> &v) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < 10; i++) v[0] += sum(std::span<const float>(v.data(), v.size()));
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(t1 - t0).count();
}
