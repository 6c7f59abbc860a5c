// Shared by the fuzz targets. FuzzInput reads a fuzzer's bytes as parameters: each Take consumes
// bytes from the front and yields zeros once they run out, so every input, however short, is a
// complete case.
#pragma once

#include <cmath>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include <pthreadpool.h>

#include "test/error-bounds.h"

namespace sprt_fuzz {

using sprt_test::F16Accumulation;
using sprt_test::F16Tolerance;
using sprt_test::Tolerance;

// A failed check: the message, then abort() so that libFuzzer keeps the input as a crash.
[[noreturn]] inline void Fail(const char* format, ...) {
  va_list args;
  va_start(args, format);
  std::fprintf(stderr, "fuzz check failed: ");
  std::vfprintf(stderr, format, args);
  std::fprintf(stderr, "\n");
  va_end(args);
  std::abort();
}

// The 2-thread pool every run shares (made once: a pool per input would dominate the time).
inline pthreadpool_t TwoThreads() {
  static pthreadpool_t pool = pthreadpool_create(2);
  return pool;
}

class FuzzInput {
 public:
  FuzzInput(const uint8_t* data, size_t size) : data_(data), size_(size) {}

  template <typename T>
  T Take() {
    T value{};
    const size_t n = size_ < sizeof(T) ? size_ : sizeof(T);
    std::memcpy(&value, data_, n);
    data_ += n;
    size_ -= n;
    return value;
  }

  // Uniform enough in [lo, hi].
  uint32_t Range(uint32_t lo, uint32_t hi) {
    const uint32_t span = hi - lo + 1;
    return span == 0 ? Take<uint32_t>() : lo + (hi - lo < 256 ? Take<uint8_t>() : Take<uint32_t>()) % span;
  }

  bool Bit() { return (Take<uint8_t>() & 1) != 0; }

  // Mostly ordinary values in [-2, 2]; sometimes one that stresses the arithmetic (a signed zero, a
  // subnormal, the extremes, an infinity or a NaN). `special` tells whether that happened.
  float Value(bool* special) {
    const uint8_t kind = Take<uint8_t>();
    if (kind < 240) return static_cast<float>(static_cast<int16_t>(Take<uint16_t>())) / 16384.0f;
    *special = true;
    switch (kind % 8) {
      case 0: return -0.0f;
      case 1: return std::numeric_limits<float>::denorm_min() * static_cast<float>(Take<uint8_t>());
      case 2: return std::numeric_limits<float>::max();
      case 3: return -std::numeric_limits<float>::max();
      case 4: return std::numeric_limits<float>::infinity();
      case 5: return -std::numeric_limits<float>::infinity();
      case 6: return std::numeric_limits<float>::quiet_NaN();
      default: {
        uint32_t bits = Take<uint32_t>();
        // Never Sentinel()'s payload (quiet or signaling, either sign): a NaN keeps its payload
        // through the arithmetic, and the output checks would take it for an unwritten one.
        if ((bits & UINT32_C(0x7FBFFFFF)) == UINT32_C(0x7FA5A5A5)) bits ^= 1;
        float f;
        std::memcpy(&f, &bits, sizeof(f));
        return f;
      }
    }
  }

  size_t remaining() const { return size_; }

 private:
  const uint8_t* data_;
  size_t size_;
};

// A quiet NaN with a payload no arithmetic produces from FuzzInput's values: output not written.
inline float Sentinel() {
  const uint32_t bits = UINT32_C(0x7FE5A5A5);
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

inline bool IsSentinel(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof(f));
  return bits == UINT32_C(0x7FE5A5A5);
}

}  // namespace sprt_fuzz
