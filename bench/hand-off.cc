#include "bench/hand-off.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <limits>

namespace sprt_bench {

HandOff::HandOff(size_t bytes) : words_(bytes / 32 * 4) {
  buffers_[0].assign(words_, 0);
  buffers_[1].assign(words_, 0);
}

void HandOff::Write(void* context, size_t task) {
  auto* h = static_cast<HandOff*>(context);
  std::memset(h->buffers_[task].data(), static_cast<int>(task) + 1, h->words_ * sizeof(uint64_t));
  h->writers_[task] = pthread_self();
}

void HandOff::Read(void* context, size_t task) {
  auto* h = static_cast<HandOff*>(context);
  const size_t buffer = h->cross_ ? 1 - task : task;
  const bool own = pthread_equal(h->writers_[buffer], pthread_self()) != 0;
  if (own == h->cross_) h->mismatched_.fetch_add(1, std::memory_order_relaxed);
  // Four independent sums: loads, not the add chain, bound the loop.
  const uint64_t* b = h->buffers_[buffer].data();
  uint64_t sum[4] = {0, 0, 0, 0};
  for (size_t i = 0; i < h->words_; i += 4) {
    for (size_t j = 0; j < 4; j++) sum[j] += b[i + j];
  }
  h->sums_[task] = sum[0] + sum[1] + sum[2] + sum[3];
}

bool HandOff::Run(pthreadpool_t pool, bool cross) {
  cross_ = cross;
  const size_t before = mismatched_.load(std::memory_order_relaxed);
  pthreadpool_parallelize_1d(pool, Write, this, 2, 0);
  pthreadpool_parallelize_1d(pool, Read, this, 2, 0);
  return mismatched_.load(std::memory_order_relaxed) == before;
}

double HandOff::CrossOverOwn(pthreadpool_t pool, int reps) {
  double best[2] = {std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  for (int cross = 0; cross < 2; cross++) {
    // Untimed first: its writes invalidate the lines the other kind left in the other core's cache.
    Run(pool, cross != 0);
    for (int r = 0; r < reps; r++) {
      const auto start = std::chrono::steady_clock::now();
      const bool clean = Run(pool, cross != 0);
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (clean) best[cross] = std::min(best[cross], s);
    }
  }
  if (best[0] == std::numeric_limits<double>::infinity() || best[1] == std::numeric_limits<double>::infinity()) {
    return 0.0;
  }
  return best[1] / best[0];
}

}  // namespace sprt_bench
