/* hotlint stub (analyzer/include/stubs): cooperative groups, declarations only */
#pragma once
#include "../hotlint_cuda.h"
#ifdef __cplusplus
namespace cooperative_groups {
struct thread_group {
    __device__ void sync() const;
    __device__ unsigned size() const;
    __device__ unsigned thread_rank() const;
    __device__ unsigned num_threads() const;
};
struct thread_block : thread_group {
    __device__ dim3 group_index() const;
    __device__ dim3 thread_index() const;
    __device__ dim3 group_dim() const;
};
struct grid_group : thread_group { __device__ bool is_valid() const; };
template <unsigned N> struct thread_block_tile : thread_group {
    template <class T> __device__ T shfl(T v, int src) const;
    template <class T> __device__ T shfl_down(T v, unsigned d) const;
    template <class T> __device__ T shfl_xor(T v, unsigned m) const;
    __device__ unsigned meta_group_rank() const;
};
__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
template <unsigned N, class P> __device__ thread_block_tile<N> tiled_partition(const P &parent);
__device__ thread_group tiled_partition(const thread_group &parent, unsigned n);
template <class G> __device__ void sync(const G &g);
template <class G, class T, class Op> __device__ T reduce(const G &g, T v, Op op);
template <class T> struct plus { __device__ T operator()(T a, T b) const; };
template <class T> struct greater { __device__ T operator()(T a, T b) const; };
}
#endif
