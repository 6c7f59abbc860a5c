// Test hook of memory.c (internal: tests link //:sprt_internal; libsprt.so does not export it).
#ifndef SPRT_MEMORY_H_
#define SPRT_MEMORY_H_

#include <stddef.h>

// From now on, the n-th call (1-based) of sprt_allocate, sprt_allocate_zero or sprt_allocate_aligned
// returns NULL; every other call allocates. 0 turns failures off. Also restarts the count of
// sprt_memory_allocations. Process-wide: tests arm it around single-threaded calls.
void sprt_memory_fail_at(size_t n);

// Allocation calls since the last sprt_memory_fail_at with a nonzero n, the failed one included
// (not counted while off).
size_t sprt_memory_allocations(void);

#endif  // SPRT_MEMORY_H_
