// A header-only timing helper: its event-timed region calls the callable it is handed, so
// every caller's launcher passed to it is timed (one call per repetition).
#pragma once
#include <cuda_runtime.h>
#include <utility>

template <class Fn, class... Args>
float time_launcher(int reps, Fn fn, Args&&... args) {
    cudaEvent_t t0, t1;
    cudaEventCreate(&t0);
    cudaEventCreate(&t1);
    float total = 0.f;
    for (int r = 0; r < reps; r++) {
        cudaEventRecord(t0, nullptr);
        fn(std::forward<Args>(args)...);
        cudaEventRecord(t1, nullptr);
        cudaEventSynchronize(t1);
        float ms = 0.f;
        cudaEventElapsedTime(&ms, t0, t1);
        total += ms;
    }
    cudaEventDestroy(t0);
    cudaEventDestroy(t1);
    return total / reps;
}
