/* hotlint stub (analyzer/include/stubs): the Thrust names benchmark code uses, declarations only */
#pragma once
#include "../../../hotlint_cuda.h"
#ifdef __cplusplus
#include <initializer_list>
namespace thrust {
template <class T> class device_ptr {
  public:
    HL_HD device_ptr(); HL_HD explicit device_ptr(T *); HL_HD T *get() const; HL_HD T &operator*() const; HL_HD T &operator[](long) const;
    HL_HD device_ptr operator+(long) const; HL_HD device_ptr &operator++();
};
template <class T> HL_HD device_ptr<T> device_pointer_cast(T *);
template <class T> HL_HD T *raw_pointer_cast(device_ptr<T> p) { return p.get(); }
template <class T> HL_HD T *raw_pointer_cast(T *p) { return p; }
#define HLT_VECTOR(NAME, PTR) \
    template <class T, class A = void> class NAME { \
      public: \
        typedef T value_type; typedef PTR iterator; typedef PTR const_iterator; typedef unsigned long size_type; \
        NAME(); explicit NAME(unsigned long n); NAME(unsigned long n, const T &v); NAME(const NAME &); \
        template <class O> NAME(const O &); template <class It> NAME(It, It); NAME(std::initializer_list<T>); ~NAME(); \
        NAME &operator=(const NAME &); template <class O> NAME &operator=(const O &); \
        PTR data(); unsigned long size() const; bool empty() const; void resize(unsigned long); void resize(unsigned long, const T &); \
        void reserve(unsigned long); void clear(); void push_back(const T &); void shrink_to_fit(); \
        PTR begin(); PTR end(); PTR begin() const; PTR end() const; T operator[](unsigned long) const; T &operator[](unsigned long); \
        T front() const; T back() const; \
    };
HLT_VECTOR(device_vector, device_ptr<T>)
HLT_VECTOR(universal_vector, T *)
HLT_VECTOR(host_vector, T *)
#undef HLT_VECTOR
struct __hlt_policy {};
extern const __hlt_policy device, host, seq;
namespace cuda { struct __hlt_par { __hlt_par on(cudaStream_t) const; }; extern const __hlt_par par; extern const __hlt_par par_nosync; }
template <class T> struct plus { HL_HD T operator()(const T &a, const T &b) const { return a + b; } };
template <class T> struct multiplies { HL_HD T operator()(const T &a, const T &b) const { return a * b; } };
template <class T> struct maximum { HL_HD T operator()(const T &a, const T &b) const { return a < b ? b : a; } };
template <class T> struct minimum { HL_HD T operator()(const T &a, const T &b) const { return a < b ? a : b; } };
template <class T> struct negate { HL_HD T operator()(const T &a) const { return -a; } };
template <class T> struct identity { HL_HD T operator()(const T &a) const { return a; } };
template <class T> class counting_iterator { public: HL_HD counting_iterator(T); HL_HD T operator*() const; HL_HD counting_iterator operator+(long) const; };
template <class T> HL_HD counting_iterator<T> make_counting_iterator(T);
#define HLT_ALGO(R, NAME) \
    template <class... A> R NAME(A &&...) { __builtin_unreachable(); }
HLT_ALGO(void, fill) HLT_ALGO(void, fill_n) HLT_ALGO(void, sequence) HLT_ALGO(void, sort) HLT_ALGO(void, stable_sort)
HLT_ALGO(void, sort_by_key) HLT_ALGO(void, for_each) HLT_ALGO(void, generate) HLT_ALGO(void, tabulate) HLT_ALGO(void, uninitialized_fill)
HLT_ALGO(auto, copy) HLT_ALGO(auto, copy_n) HLT_ALGO(auto, copy_if) HLT_ALGO(auto, transform) HLT_ALGO(auto, inclusive_scan)
HLT_ALGO(auto, exclusive_scan) HLT_ALGO(auto, reduce) HLT_ALGO(auto, transform_reduce) HLT_ALGO(auto, count) HLT_ALGO(auto, count_if)
HLT_ALGO(auto, max_element) HLT_ALGO(auto, min_element) HLT_ALGO(auto, unique) HLT_ALGO(auto, remove_if) HLT_ALGO(auto, find)
HLT_ALGO(auto, inner_product) HLT_ALGO(auto, reduce_by_key) HLT_ALGO(auto, gather) HLT_ALGO(auto, scatter) HLT_ALGO(bool, equal)
#undef HLT_ALGO
}
#endif
