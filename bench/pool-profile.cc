#include "bench/pool-profile.h"

#include <pthreadpool.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <utility>

#include "bench/next-definition.h"

namespace sprt_bench {
namespace {

thread_local PoolProfile* g_current = nullptr;

// Threads of one call beyond this share the last record (pools here have at most a few dozen).
constexpr size_t kMaxThreads = 128;

int64_t NowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// A cache line each: records written by two threads at every task would share one otherwise.
struct alignas(64) ThreadRecord {
  int64_t first_ns, last_ns, busy_ns;
  size_t tasks;
};

// One timed pool call. A thread takes a record at its first task of the call and alone writes it;
// pthreadpool's return orders those writes before the caller reads them.
struct Call {
  uint64_t id;
  int64_t start_ns;
  std::atomic<size_t> threads{0};
  ThreadRecord records[kMaxThreads];
};

std::atomic<uint64_t> g_next_call{1};
thread_local uint64_t t_call = 0;     // the call t_record belongs to
thread_local ThreadRecord* t_record = nullptr;

template <typename... Indices>
struct TimedTask {
  void (*task)(void*, Indices...);
  void* context;
  Call* call;

  static void Run(void* arg, Indices... indices) {
    const TimedTask* t = static_cast<const TimedTask*>(arg);
    if (t_call != t->call->id) {
      const size_t slot = std::min(t->call->threads.fetch_add(1, std::memory_order_relaxed), kMaxThreads - 1);
      t_call = t->call->id;
      t_record = &t->call->records[slot];
      *t_record = ThreadRecord{0, 0, 0, 0};
    }
    const int64_t start = NowNs();
    t->task(t->context, indices...);
    const int64_t end = NowNs();
    if (t_record->tasks++ == 0) t_record->first_ns = start;
    t_record->last_ns = end;
    t_record->busy_ns += end - start;
  }
};

// pthreadpool.h overloads these names with C++ functor versions, so the C signature is spelled out:
// the task type, `Sizes` size_t arguments (ranges and tiles), the flags.
template <size_t>
using Size = size_t;
template <typename Task, typename Indices>
struct ParallelizeOf;
template <typename Task, size_t... I>
struct ParallelizeOf<Task, std::index_sequence<I...>> {
  using type = void(pthreadpool_t, Task, void*, Size<I>..., uint32_t);
};
template <typename Task, size_t Sizes>
auto* NextParallelize(const char* name) {
  // libpthreadpool's definition, after this binary's.
  using Function = typename ParallelizeOf<Task, std::make_index_sequence<Sizes>>::type;
  return NextDefinition<Function>("pool-profile", name);
}

// Calls `next` with `task`, timed task by task while a PoolProfile lives on this thread.
template <typename... Indices, typename... Rest, typename... Args>
void Forward(void (*next)(pthreadpool_t, void (*)(void*, Indices...), void*, Rest...), pthreadpool_t pool,
             void (*task)(void*, Indices...), void* context, Args... args) {
  PoolProfile* profile = PoolProfile::Current();
  if (profile == nullptr) {
    next(pool, task, context, args...);
    return;
  }
  Call call;
  call.id = g_next_call.fetch_add(1, std::memory_order_relaxed);
  TimedTask<Indices...> timed{task, context, &call};
  call.start_ns = NowNs();
  next(pool, &TimedTask<Indices...>::Run, &timed, args...);
  const int64_t end = NowNs();
  const size_t threads = std::min(call.threads.load(std::memory_order_relaxed), kMaxThreads);
  PoolLayerProfile p;
  p.calls = 1;
  p.threads = threads;
  p.wall_us = 1e-3 * static_cast<double>(end - call.start_ns);
  int64_t busiest = 0, busy = 0, last_start = call.start_ns, last_end = call.start_ns;
  for (size_t i = 0; i < threads; i++) {
    const ThreadRecord& r = call.records[i];
    if (r.tasks == 0) continue;
    busiest = std::max(busiest, r.busy_ns);
    busy += r.busy_ns;
    last_start = std::max(last_start, r.first_ns);
    last_end = std::max(last_end, r.last_ns);
    p.tasks += r.tasks;
  }
  p.busiest_us = 1e-3 * static_cast<double>(busiest);
  p.busy_us = 1e-3 * static_cast<double>(busy);
  p.start_us = 1e-3 * static_cast<double>(last_start - call.start_ns);
  p.tail_us = 1e-3 * static_cast<double>(end - last_end);
  profile->Add(p);
}

}  // namespace

PoolProfile::PoolProfile() : previous_(g_current) { g_current = this; }
PoolProfile::~PoolProfile() { g_current = previous_; }
PoolProfile* PoolProfile::Current() { return g_current; }

void PoolProfile::Add(const PoolLayerProfile& call) {
  layer_.wall_us += call.wall_us;
  layer_.busiest_us += call.busiest_us;
  layer_.busy_us += call.busy_us;
  layer_.start_us += call.start_us;
  layer_.tail_us += call.tail_us;
  layer_.calls += call.calls;
  layer_.tasks += call.tasks;
  layer_.threads = std::max(layer_.threads, call.threads);
}

}  // namespace sprt_bench

using sprt_bench::Forward;
using sprt_bench::NextParallelize;

// Every parallelize function libXNNPACK imports (nm -D) and sprt calls.
extern "C" {

void pthreadpool_parallelize_1d(pthreadpool_t pool, pthreadpool_task_1d_t task, void* context, size_t range,
                                uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_1d_t, 1>("pthreadpool_parallelize_1d");
  Forward(next, pool, task, context, range, flags);
}

void pthreadpool_parallelize_1d_tile_1d(pthreadpool_t pool, pthreadpool_task_1d_tile_1d_t task, void* context,
                                        size_t range, size_t tile, uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_1d_tile_1d_t, 2>("pthreadpool_parallelize_1d_tile_1d");
  Forward(next, pool, task, context, range, tile, flags);
}

void pthreadpool_parallelize_2d(pthreadpool_t pool, pthreadpool_task_2d_t task, void* context, size_t range_i,
                                size_t range_j, uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_2d_t, 2>("pthreadpool_parallelize_2d");
  Forward(next, pool, task, context, range_i, range_j, flags);
}

void pthreadpool_parallelize_2d_tile_1d(pthreadpool_t pool, pthreadpool_task_2d_tile_1d_t task, void* context,
                                        size_t range_i, size_t range_j, size_t tile_j, uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_2d_tile_1d_t, 3>("pthreadpool_parallelize_2d_tile_1d");
  Forward(next, pool, task, context, range_i, range_j, tile_j, flags);
}

void pthreadpool_parallelize_2d_tile_2d(pthreadpool_t pool, pthreadpool_task_2d_tile_2d_t task, void* context,
                                        size_t range_i, size_t range_j, size_t tile_i, size_t tile_j,
                                        uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_2d_tile_2d_t, 4>("pthreadpool_parallelize_2d_tile_2d");
  Forward(next, pool, task, context, range_i, range_j, tile_i, tile_j, flags);
}

void pthreadpool_parallelize_3d(pthreadpool_t pool, pthreadpool_task_3d_t task, void* context, size_t range_i,
                                size_t range_j, size_t range_k, uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_3d_t, 3>("pthreadpool_parallelize_3d");
  Forward(next, pool, task, context, range_i, range_j, range_k, flags);
}

void pthreadpool_parallelize_3d_tile_2d(pthreadpool_t pool, pthreadpool_task_3d_tile_2d_t task, void* context,
                                        size_t range_i, size_t range_j, size_t range_k, size_t tile_j, size_t tile_k,
                                        uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_3d_tile_2d_t, 5>("pthreadpool_parallelize_3d_tile_2d");
  Forward(next, pool, task, context, range_i, range_j, range_k, tile_j, tile_k, flags);
}

void pthreadpool_parallelize_4d(pthreadpool_t pool, pthreadpool_task_4d_t task, void* context, size_t range_i,
                                size_t range_j, size_t range_k, size_t range_l, uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_4d_t, 4>("pthreadpool_parallelize_4d");
  Forward(next, pool, task, context, range_i, range_j, range_k, range_l, flags);
}

void pthreadpool_parallelize_4d_tile_2d(pthreadpool_t pool, pthreadpool_task_4d_tile_2d_t task, void* context,
                                        size_t range_i, size_t range_j, size_t range_k, size_t range_l, size_t tile_k,
                                        size_t tile_l, uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_4d_tile_2d_t, 6>("pthreadpool_parallelize_4d_tile_2d");
  Forward(next, pool, task, context, range_i, range_j, range_k, range_l, tile_k, tile_l, flags);
}

void pthreadpool_parallelize_5d(pthreadpool_t pool, pthreadpool_task_5d_t task, void* context, size_t range_i,
                                size_t range_j, size_t range_k, size_t range_l, size_t range_m, uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_5d_t, 5>("pthreadpool_parallelize_5d");
  Forward(next, pool, task, context, range_i, range_j, range_k, range_l, range_m, flags);
}

void pthreadpool_parallelize_5d_tile_2d(pthreadpool_t pool, pthreadpool_task_5d_tile_2d_t task, void* context,
                                        size_t range_i, size_t range_j, size_t range_k, size_t range_l, size_t range_m,
                                        size_t tile_l, size_t tile_m, uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_5d_tile_2d_t, 7>("pthreadpool_parallelize_5d_tile_2d");
  Forward(next, pool, task, context, range_i, range_j, range_k, range_l, range_m, tile_l, tile_m, flags);
}

void pthreadpool_parallelize_6d_tile_2d(pthreadpool_t pool, pthreadpool_task_6d_tile_2d_t task, void* context,
                                        size_t range_i, size_t range_j, size_t range_k, size_t range_l, size_t range_m,
                                        size_t range_n, size_t tile_m, size_t tile_n, uint32_t flags) {
  static auto* const next = NextParallelize<pthreadpool_task_6d_tile_2d_t, 8>("pthreadpool_parallelize_6d_tile_2d");
  Forward(next, pool, task, context, range_i, range_j, range_k, range_l, range_m, range_n, tile_m, tile_n, flags);
}

}  // extern "C"
