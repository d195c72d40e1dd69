// C++20 in a CUDA header-style file (ThunderKittens' include/common/util.cuh): a concept and a
// requires-clause are syntax errors under C++17, which hotlint parses first; a file that says
// `concept` or `requires` is parsed again as C++20, so no HL001 is reported and the timed loop
// below is still analysed.
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>

template <typename T>
concept tile = requires(T t) { t.rows; t.cols; };

template <tile T> __global__ void scale(T t, float *x, float a) { x[threadIdx.x] *= a; }

struct Tile16 { int rows = 16, cols = 16; };

template <typename T>
    requires std::is_floating_point_v<T>
T half_of(T v) { return v / 2; }

int main() {
    float *x;
    cudaMalloc(&x, 256 * sizeof(float));
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    for (int i = 0; i < 100; ++i) {
        scale<<<1, 256>>>(Tile16{}, x, half_of(3.0f));
        cudaDeviceSynchronize();  // EXPECT: HL251
    }
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    std::printf("%f\n", ms);
    cudaFree(x);
    return 0;
}
