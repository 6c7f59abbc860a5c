// Where a layer's time goes on a thread pool. This binary defines the pthreadpool_parallelize_*
// functions that sprt and libXNNPACK call (exported, so they come first for libXNNPACK's calls too)
// and forwards each to libpthreadpool's. While a PoolProfile lives on the calling thread, each call
// runs its tasks through a wrapper that times them: which threads ran tasks, how long each was busy,
// when each started, and when the call returned. A layer is whatever runs between Begin and End.
//
// Per layer, summed over its pool calls (sprt's shared copy and its 1x1 pass are two):
//   wall:    call to return;
//   busiest: the busiest thread's time in tasks (the call cannot end before it);
//   busy:    every thread's time in tasks together (against one thread's busy: the work the split
//            added, such as copies each thread makes or lines read from other cores);
//   start:   the last thread to start a task, after the call (the wake-up a thread pays); a thread
//            that woke after the others took every task does not count;
//   tail:    the return after the last task ended.
// wall - busiest is what the pool call itself cost beyond its slowest thread.
#ifndef SPRT_BENCH_POOL_PROFILE_H_
#define SPRT_BENCH_POOL_PROFILE_H_

#include <cstddef>

namespace sprt_bench {

struct PoolLayerProfile {
  double wall_us = 0.0;
  double busiest_us = 0.0;
  double busy_us = 0.0;
  double start_us = 0.0;
  double tail_us = 0.0;
  size_t calls = 0;
  size_t tasks = 0;
  size_t threads = 0;  // the most threads that ran tasks in one call
};

class PoolProfile {
 public:
  PoolProfile();
  ~PoolProfile();
  PoolProfile(const PoolProfile&) = delete;
  PoolProfile& operator=(const PoolProfile&) = delete;

  // Starts a layer: the calls until End are its.
  void Begin() { layer_ = PoolLayerProfile(); }
  const PoolLayerProfile& End() const { return layer_; }

  // For the definitions in pool-profile.cc.
  static PoolProfile* Current();
  void Add(const PoolLayerProfile& call);

 private:
  PoolProfile* previous_;
  PoolLayerProfile layer_;
};

}  // namespace sprt_bench

#endif  // SPRT_BENCH_POOL_PROFILE_H_
