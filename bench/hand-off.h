// Activations crossing cores, measured on a thread pool: two pool calls of two tasks, as two layers
// split the same way or not. In the first each task writes its own buffer; in the second each reads
// either its own buffer back (cross = false) or the buffer the other task wrote (cross = true), which
// the other core's cache holds dirty. The gap between the two is what a byte written on one core
// costs to read on another: a term of the work split's model (machine_peaks_bench's BM_HandOff), and
// the state of a virtual machine whose two vCPUs share an L3 at one time and not at another
// (end2end's paired rounds).
#ifndef SPRT_BENCH_HAND_OFF_H_
#define SPRT_BENCH_HAND_OFF_H_

#include <pthread.h>
#include <pthreadpool.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace sprt_bench {

class HandOff {
 public:
  // Two buffers of `bytes` (rounded down to a multiple of 32).
  explicit HandOff(size_t bytes);

  // One write call and one read call on `pool` (two threads or more). Returns false if a read ran on
  // the thread its kind did not ask for (a steal: the measurement is of the other kind).
  bool Run(pthreadpool_t pool, bool cross);
  // The fastest of `reps` clean runs of each kind, each kind after one untimed run: cross-core time
  // over same-core time, or 0 if either kind had no clean run.
  double CrossOverOwn(pthreadpool_t pool, int reps);

  uint64_t checksum() const { return sums_[0] + sums_[1]; }
  // Reads so far that ran on the thread their kind did not ask for.
  size_t mismatched() const { return mismatched_.load(std::memory_order_relaxed); }

 private:
  static void Write(void* context, size_t task);
  static void Read(void* context, size_t task);

  size_t words_;
  std::vector<uint64_t> buffers_[2];
  bool cross_ = false;
  uint64_t sums_[2] = {0, 0};
  pthread_t writers_[2];
  std::atomic<size_t> mismatched_{0};
};

}  // namespace sprt_bench

#endif  // SPRT_BENCH_HAND_OFF_H_
