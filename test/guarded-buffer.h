// Elements (floats, or the f16 kernels' halves) between PROT_NONE guard pages: a kernel that reads or
// writes one element before or after the buffer faults at once (ASan does not see accesses from masked
// loads, gathers or vector stores).
#pragma once

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace sprt_test {

// Where the elements sit: against the guard page in front, or ending against the one behind (then
// not even 16-byte aligned for most sizes).
enum class GuardPlacement { kFront, kBack };

template <typename T>
class GuardedArray {
 public:
  using Placement = GuardPlacement;

  GuardedArray(size_t floats, Placement placement) : floats_(floats) {
    const size_t page = page_ = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    const size_t data_bytes = (floats * sizeof(T) + page - 1) / page * page;
    mapped_bytes_ = data_bytes + 2 * page;
    void* p = mmap(nullptr, mapped_bytes_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return;
    mapping_ = static_cast<uint8_t*>(p);
    if (mprotect(mapping_ + page, data_bytes, PROT_READ | PROT_WRITE) != 0) return;
    uint8_t* begin = mapping_ + page;
    data_ = reinterpret_cast<T*>(placement == Placement::kFront ? begin : begin + data_bytes - floats * sizeof(T));
  }
  // The same with every float of the accessible pages, beside the buffer's, set to `fill` (NaN around an
  // input shows a read of a neighbour; a sentinel around an output shows a write).
  GuardedArray(size_t floats, Placement placement, T fill) : GuardedArray(floats, placement) {
    if (data_ != nullptr) std::fill_n(mapped(), mapped_floats(), fill);
  }
  ~GuardedArray() {
    if (mapping_ != nullptr) munmap(mapping_, mapped_bytes_);
  }
  GuardedArray(const GuardedArray&) = delete;
  GuardedArray& operator=(const GuardedArray&) = delete;

  // nullptr when the mapping failed.
  T* data() const { return data_; }
  size_t size() const { return floats_; }
  T* begin() const { return data_; }
  T* end() const { return data_ + floats_; }
  // Every element of the accessible pages, the buffer's among them.
  T* mapped() const { return reinterpret_cast<T*>(mapping_ + page_); }
  size_t mapped_floats() const { return (mapped_bytes_ - 2 * page_) / sizeof(T); }

 private:
  size_t floats_ = 0;
  size_t page_ = 0;
  size_t mapped_bytes_ = 0;
  uint8_t* mapping_ = nullptr;
  T* data_ = nullptr;
};

using GuardedBuffer = GuardedArray<float>;
// IEEE halves as uint16_t bits.
using GuardedHalfBuffer = GuardedArray<uint16_t>;

}  // namespace sprt_test
