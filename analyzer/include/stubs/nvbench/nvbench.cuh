/* hotlint stub (analyzer/include/stubs): the part of NVIDIA nvbench's API benchmarks call,
 * declarations only, so a benchmark parses without nvbench installed (a project's own copy, found
 * through its include paths, comes first). `state.exec(...)` lambdas are timed per iteration;
 * with `exec_tag::timer` only what the lambda's `timer.start()` ... `timer.stop()` brackets. */
#pragma once
#include "../hotlint_cuda.h"
#ifdef __cplusplus
#include <cstdint>
#include <string>
#include <vector>
namespace nvbench {
using int32_t = std::int32_t;
using int64_t = std::int64_t;
using uint32_t = std::uint32_t;
using uint64_t = std::uint64_t;
using float32_t = float;
using float64_t = double;
template <typename... Ts> struct type_list {};
template <typename T, T... Vs> struct enum_type_list {};
template <typename... Ls> struct hl_axes {};
struct cuda_stream {
    cudaStream_t get_stream() const;
};
cuda_stream make_cuda_stream_view(cudaStream_t);
struct launch {
    cudaStream_t get_stream() const;
};
struct timer {
    void start();
    void stop();
};
namespace exec_tag {
struct hl_tag {
    constexpr hl_tag operator|(hl_tag) const { return {}; }
};
constexpr hl_tag sync{}, timer{}, no_batch{}, gpu{}, no_gpu{}, hot{};
namespace impl {
constexpr hl_tag sync{}, timer{}, no_batch{}, gpu{}, no_gpu{}, hot{};
}
}  // namespace exec_tag
struct state {
    template <typename F> void exec(F &&);
    template <typename F> void exec(exec_tag::hl_tag, F &&);
    int64_t get_int64(const std::string &) const;
    int64_t get_int64_or_default(const std::string &, int64_t) const;
    double get_float64(const std::string &) const;
    double get_float64_or_default(const std::string &, double) const;
    const std::string &get_string(const std::string &) const;
    const std::string &get_string_or_default(const std::string &, const std::string &) const;
    void add_element_count(std::size_t, std::string = {});
    template <typename T> void add_global_memory_reads(std::size_t, std::string = {});
    template <typename T> void add_global_memory_writes(std::size_t, std::string = {});
    void add_buffer_size(std::size_t, std::string, std::string = {}, std::string = {});
    void skip(std::string);
    bool is_skipped() const;
    const cuda_stream &get_cuda_stream() const;
    void set_cuda_stream(cuda_stream);
    void set_blocking_kernel_timeout(double);
    void set_disable_blocking_kernel(bool);
    void set_min_samples(int64_t);
    void set_timeout(double);
    void set_skip_time(double);
    void collect_l1_hit_rates();
    void collect_l2_hit_rates();
    void collect_stores_efficiency();
    void collect_loads_efficiency();
    void collect_dram_throughput();
    void collect_cupti_metrics();
    template <typename T> void add_summary(T &&);
};
struct benchmark_base {
    benchmark_base &set_name(std::string);
    benchmark_base &set_type_axes_names(std::vector<std::string>);
    benchmark_base &add_int64_axis(std::string, std::vector<int64_t>);
    benchmark_base &add_int64_power_of_two_axis(std::string, std::vector<int64_t>);
    benchmark_base &add_float64_axis(std::string, std::vector<double>);
    benchmark_base &add_string_axis(std::string, std::vector<std::string>);
    benchmark_base &set_timeout(double);
    benchmark_base &set_min_samples(int64_t);
    benchmark_base &set_skip_time(double);
    benchmark_base &set_is_cpu_only(bool);
    benchmark_base &set_stopping_criterion(std::string);
    benchmark_base &set_criterion_param_float64(std::string, double);
    benchmark_base &set_criterion_param_int64(std::string, int64_t);
    benchmark_base &set_throttle_threshold(float);
    benchmark_base &set_throttle_recovery_delay(float);
    benchmark_base &set_devices(std::vector<int>);
};
benchmark_base &hl_register(void (*)(state &));
template <typename... A> benchmark_base &hl_register_types(A &&...);
std::vector<int64_t> range(int64_t, int64_t, int64_t = 1);
void flush_device_l2();
void sleep_kernel(double);
}  // namespace nvbench
#define HL_NVB_CAT2(a, b) a##b
#define HL_NVB_CAT(a, b) HL_NVB_CAT2(a, b)
#define NVBENCH_BENCH(fn) static ::nvbench::benchmark_base &HL_NVB_CAT(hl_nvbench_, __LINE__) = ::nvbench::hl_register(fn)
#define NVBENCH_TYPE_AXES(...) ::nvbench::hl_axes<__VA_ARGS__>
#define NVBENCH_BENCH_TYPES(fn, axes) static ::nvbench::benchmark_base &HL_NVB_CAT(hl_nvbench_, __LINE__) = ::nvbench::hl_register_types(0)
#define NVBENCH_DECLARE_ENUM_TYPE_STRINGS(...)
#define NVBENCH_DECLARE_TYPE_STRINGS(...)
#define NVBENCH_MAIN int main(int argc, char **argv) { return 0; }
#endif
