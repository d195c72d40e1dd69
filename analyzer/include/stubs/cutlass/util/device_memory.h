/* hotlint stub (analyzer/include/stubs): CUTLASS's device buffers, declarations only. A project
 * that has CUTLASS on its include path (-I) uses the real header; this one keeps a buffer built
 * per iteration visible (HL458) when CUTLASS is not installed. */
#pragma once
#include "../../../../hotlint_cuda.h"
#ifdef __cplusplus
namespace cutlass {
namespace device_memory {
template <class T> T *allocate(unsigned long count = 1);
template <class T> void free(T *ptr);
template <class T> class allocation {
  public:
    allocation();
    explicit allocation(unsigned long capacity);
    allocation(const allocation &);
    ~allocation();
    T *get() const;
    unsigned long size() const;
    unsigned long capacity() const;
    unsigned long bytes() const;
    void reset();
    void reset(T *ptr, unsigned long capacity);
    T *release();
    allocation &operator=(const allocation &);
};
} // namespace device_memory
template <class T> class DeviceAllocation {
  public:
    DeviceAllocation();
    explicit DeviceAllocation(unsigned long capacity);
    ~DeviceAllocation();
    T *get() const;
    unsigned long size() const;
    unsigned long bytes() const;
    void reset();
    void reset(unsigned long capacity);
    void copy_from_host(const T *ptr, unsigned long count);
    void copy_to_host(T *ptr, unsigned long count) const;
};
} // namespace cutlass
#endif
