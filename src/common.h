// Internal helpers shared by the whole library (no intrinsics here).
#ifndef SPRT_COMMON_H_
#define SPRT_COMMON_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__) || defined(_M_X64)
#define SPRT_ARCH_X86_64 1
#else
#define SPRT_ARCH_X86_64 0
#endif

#if defined(__aarch64__) || defined(_M_ARM64)
#define SPRT_ARCH_ARM64 1
#else
#define SPRT_ARCH_ARM64 0
#endif

#if defined(__GNUC__)
#define SPRT_LIKELY(x) __builtin_expect(!!(x), 1)
#define SPRT_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define SPRT_PRINTF_FORMAT(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define SPRT_LIKELY(x) (x)
#define SPRT_UNLIKELY(x) (x)
#define SPRT_PRINTF_FORMAT(fmt, args)
#endif

static inline size_t sprt_min_size(size_t a, size_t b) { return a < b ? a : b; }
static inline size_t sprt_max_size(size_t a, size_t b) { return a > b ? a : b; }
static inline size_t sprt_divide_round_up(size_t n, size_t d) { return n / d + (n % d != 0); }

// a * b, or 0 with *overflow set when it does not fit in size_t.
static inline size_t sprt_mul_size(size_t a, size_t b, int* overflow) {
  size_t r;
  if (__builtin_mul_overflow(a, b, &r)) {
    *overflow = 1;
    return 0;
  }
  return r;
}

// a + b, or 0 with *overflow set when it does not fit in size_t.
static inline size_t sprt_add_size(size_t a, size_t b, int* overflow) {
  size_t r;
  if (__builtin_add_overflow(a, b, &r)) {
    *overflow = 1;
    return 0;
  }
  return r;
}

// Rows of activations and packed weights are aligned to this for the vector kernels.
#define SPRT_CACHE_LINE_BYTES 64

// `bytes` rounded up to whole cache lines.
static inline size_t sprt_whole_cache_lines(size_t bytes) {
  return sprt_divide_round_up(bytes, SPRT_CACHE_LINE_BYTES) * SPRT_CACHE_LINE_BYTES;
}

// Whether rows `stride` bytes apart from `first` on all start cache lines.
static inline bool sprt_rows_start_lines(const void* first, size_t stride) {
  return (((uintptr_t) first | stride) & (SPRT_CACHE_LINE_BYTES - 1)) == 0;
}

// Every allocation of the library goes through these (memory.c). sprt_allocate_aligned returns
// SPRT_CACHE_LINE_BYTES-aligned memory; all of them are released with sprt_free.
void* sprt_allocate(size_t bytes);
void* sprt_allocate_zero(size_t count, size_t size);
void* sprt_allocate_aligned(size_t bytes);
void sprt_free(void* ptr);

// Monotonic wall time in seconds (packing and selection times in operator info).
double sprt_now_seconds(void);

// Errors go to stderr, one line each, naming the public function and the bad value.
void sprt_log_error(const char* format, ...) SPRT_PRINTF_FORMAT(1, 2);
// Informational lines (kernel choice) are printed only when SPRT_LOG=info.
void sprt_log_info(const char* format, ...) SPRT_PRINTF_FORMAT(1, 2);
// Until called again with NULL, this thread's first error line goes to `buffer` (NUL-terminated,
// empty when none) instead of stderr: the XNNPACK plugin turns sprt's reason for declining a layer,
// which XNNPACK then runs, into an info line of its own rather than an error.
void sprt_log_capture_errors(char* buffer, size_t size);

#endif  // SPRT_COMMON_H_
