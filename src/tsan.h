// ThreadSanitizer builds only (--config=tsan): pthreadpool_parallelize_* with happens-before edges.
//
// Debian's pthreadpool is not instrumented, and it hands work to its threads and waits for them with
// futexes and atomics that TSan does not see: every write of the caller before a run (setup's context,
// the input) and every write of a worker (the output) would be reported as a race with the reads on
// the other side. These wrappers run each task between __tsan_acquire and __tsan_release on a per-call
// object, released by the caller before the call and acquired by it after the return, which are the
// edges pthreadpool's own synchronization provides. Without TSan they are the plain calls.
#ifndef SPRT_TSAN_H_
#define SPRT_TSAN_H_

#include <stddef.h>
#include <stdint.h>

#include <pthreadpool.h>

#if defined(__SANITIZE_THREAD__)
#define SPRT_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SPRT_TSAN 1
#endif
#endif
#ifndef SPRT_TSAN
#define SPRT_TSAN 0
#endif

#if SPRT_TSAN
#include <sanitizer/tsan_interface.h>

struct sprt_tsan_task {
  pthreadpool_task_2d_t task_2d;
  pthreadpool_task_2d_tile_1d_t task_2d_tile_1d;
  void* context;
};

static inline void sprt_tsan_task_2d(void* arg, size_t i, size_t j) {
  const struct sprt_tsan_task* t = arg;
  __tsan_acquire(arg);
  t->task_2d(t->context, i, j);
  __tsan_release(arg);
}

static inline void sprt_tsan_task_2d_tile_1d(void* arg, size_t i, size_t j, size_t count_j) {
  const struct sprt_tsan_task* t = arg;
  __tsan_acquire(arg);
  t->task_2d_tile_1d(t->context, i, j, count_j);
  __tsan_release(arg);
}

static inline void sprt_parallelize_2d(pthreadpool_t pool, pthreadpool_task_2d_t task, void* context, size_t range_i,
                                       size_t range_j, uint32_t flags) {
  struct sprt_tsan_task t = {.task_2d = task, .context = context};
  __tsan_release(&t);
  pthreadpool_parallelize_2d(pool, sprt_tsan_task_2d, &t, range_i, range_j, flags);
  __tsan_acquire(&t);
}

static inline void sprt_parallelize_2d_tile_1d(pthreadpool_t pool, pthreadpool_task_2d_tile_1d_t task, void* context,
                                               size_t range_i, size_t range_j, size_t tile_j, uint32_t flags) {
  struct sprt_tsan_task t = {.task_2d_tile_1d = task, .context = context};
  __tsan_release(&t);
  pthreadpool_parallelize_2d_tile_1d(pool, sprt_tsan_task_2d_tile_1d, &t, range_i, range_j, tile_j, flags);
  __tsan_acquire(&t);
}
#else
#define sprt_parallelize_2d pthreadpool_parallelize_2d
#define sprt_parallelize_2d_tile_1d pthreadpool_parallelize_2d_tile_1d
#endif

#endif  // SPRT_TSAN_H_
