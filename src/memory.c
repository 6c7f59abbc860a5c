// The library's one allocation point: every allocation and free goes through here.
// posix_memalign
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>

#include "common.h"

void* sprt_allocate(size_t bytes) { return malloc(bytes == 0 ? 1 : bytes); }

void* sprt_allocate_zero(size_t count, size_t size) { return calloc(count == 0 ? 1 : count, size == 0 ? 1 : size); }

void* sprt_allocate_aligned(size_t bytes) {
  void* ptr = NULL;
  if (posix_memalign(&ptr, SPRT_CACHE_LINE_BYTES, bytes == 0 ? SPRT_CACHE_LINE_BYTES : bytes) != 0) return NULL;
  return ptr;
}

void sprt_free(void* ptr) { free(ptr); }
