// The library's one allocation point: every allocation and free goes through here.
// posix_memalign
#define _POSIX_C_SOURCE 200809L

#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>

#include "common.h"
#include "memory.h"

// sprt_memory_fail_at: the allocation to fail (0: none) and the calls counted since it was set.
static atomic_size_t fail_at;
static atomic_size_t allocations;

void sprt_memory_fail_at(size_t n) {
  atomic_store_explicit(&allocations, 0, memory_order_relaxed);
  atomic_store_explicit(&fail_at, n, memory_order_relaxed);
}

size_t sprt_memory_allocations(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

// One relaxed load per allocation when the hook is off.
static inline bool injected_failure(void) {
  const size_t n = atomic_load_explicit(&fail_at, memory_order_relaxed);
  if (SPRT_LIKELY(n == 0)) return false;
  return atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed) + 1 == n;
}

void* sprt_allocate(size_t bytes) {
  if (injected_failure()) return NULL;
  return malloc(bytes == 0 ? 1 : bytes);
}

void* sprt_allocate_zero(size_t count, size_t size) {
  if (injected_failure()) return NULL;
  return calloc(count == 0 ? 1 : count, size == 0 ? 1 : size);
}

void* sprt_allocate_aligned(size_t bytes) {
  if (injected_failure()) return NULL;
  void* ptr = NULL;
  if (posix_memalign(&ptr, SPRT_CACHE_LINE_BYTES, bytes == 0 ? SPRT_CACHE_LINE_BYTES : bytes) != 0) return NULL;
  return ptr;
}

void sprt_free(void* ptr) { free(ptr); }
