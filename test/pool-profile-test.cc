// bench/pool-profile.h: this binary's pthreadpool_parallelize_* definitions forward every call with
// its ranges, tiles and flags in place (libXNNPACK's calls depend on them), time the tasks of calls
// made while a PoolProfile lives, and pass the rest through.
#include <pthreadpool.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "bench/pool-profile.h"

namespace {

using sprt_bench::PoolLayerProfile;
using sprt_bench::PoolProfile;

struct Pool {
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool{pthreadpool_create(2), pthreadpool_destroy};
};

// What the tasks saw: how many ran, and a sum that weighs every index and tile size by its position,
// so that two arguments swapped or a range taken for a tile changes it.
struct Seen {
  std::atomic<size_t> tasks{0};
  std::atomic<size_t> sum{0};
  void Add(std::initializer_list<size_t> args) {
    size_t s = 0, weight = 1;
    for (size_t a : args) {
      s += weight * (a + 1);
      weight *= 31;
    }
    tasks.fetch_add(1);
    sum.fetch_add(s);
  }
};

// The sum Seen::Add gives for a grid: every index of each dimension, tiled dimensions (tile size
// `tile`, 0 for untiled) contributing their tile starts and sizes.
struct Dim {
  size_t range, tile;
};
size_t Expected(std::initializer_list<Dim> dims, size_t* tasks) {
  // Enumerate the grid's tasks recursively.
  std::vector<Dim> d(dims);
  std::vector<size_t> args;
  size_t total = 0, count = 0;
  std::function<void(size_t)> walk = [&](size_t k) {
    if (k == d.size()) {
      // Tiled dimensions come last in pthreadpool's task arguments: indices first, then tile sizes.
      std::vector<size_t> ordered;
      std::vector<size_t> sizes;
      for (size_t i = 0; i < d.size(); i++) {
        ordered.push_back(args[2 * i]);
        if (d[i].tile != 0) sizes.push_back(args[2 * i + 1]);
      }
      ordered.insert(ordered.end(), sizes.begin(), sizes.end());
      size_t s = 0, weight = 1;
      for (size_t a : ordered) {
        s += weight * (a + 1);
        weight *= 31;
      }
      total += s;
      count++;
      return;
    }
    const size_t step = d[k].tile != 0 ? d[k].tile : 1;
    for (size_t i = 0; i < d[k].range; i += step) {
      args.push_back(i);
      args.push_back(std::min(step, d[k].range - i));
      walk(k + 1);
      args.pop_back();
      args.pop_back();
    }
  };
  walk(0);
  *tasks = count;
  return total;
}

void Check(Seen& seen, std::initializer_list<Dim> dims, const PoolProfile* profile) {
  size_t tasks = 0;
  const size_t sum = Expected(dims, &tasks);
  EXPECT_EQ(seen.tasks.load(), tasks);
  EXPECT_EQ(seen.sum.load(), sum);
  if (profile != nullptr) {
    const PoolLayerProfile& p = profile->End();
    EXPECT_EQ(p.calls, 1u);
    EXPECT_EQ(p.tasks, tasks);
    EXPECT_GE(p.threads, 1u);
    EXPECT_LE(p.threads, 2u);
  }
}

// Each parallelize function, with and without a profile.
class PoolProfileForwarding : public ::testing::TestWithParam<bool> {};

TEST_P(PoolProfileForwarding, every_function_passes_ranges_tiles_and_flags) {
  Pool pool;
  std::unique_ptr<PoolProfile> profile(GetParam() ? new PoolProfile : nullptr);
  const auto run = [&](auto call, std::initializer_list<Dim> dims) {
    Seen seen;
    if (profile != nullptr) profile->Begin();
    call(&seen);
    Check(seen, dims, profile.get());
  };
  run([&](Seen* s) {
    pthreadpool_parallelize_1d(pool.pool.get(), [](void* c, size_t i) { static_cast<Seen*>(c)->Add({i}); }, s, 7, 0);
  }, {{7, 0}});
  run([&](Seen* s) {
    pthreadpool_parallelize_1d_tile_1d(pool.pool.get(), [](void* c, size_t i, size_t t) {
      static_cast<Seen*>(c)->Add({i, t});
    }, s, 11, 3, 0);
  }, {{11, 3}});
  run([&](Seen* s) {
    pthreadpool_parallelize_2d(pool.pool.get(), [](void* c, size_t i, size_t j) {
      static_cast<Seen*>(c)->Add({i, j});
    }, s, 3, 5, 0);
  }, {{3, 0}, {5, 0}});
  run([&](Seen* s) {
    pthreadpool_parallelize_2d_tile_1d(pool.pool.get(), [](void* c, size_t i, size_t j, size_t tj) {
      static_cast<Seen*>(c)->Add({i, j, tj});
    }, s, 3, 10, 4, 0);
  }, {{3, 0}, {10, 4}});
  run([&](Seen* s) {
    pthreadpool_parallelize_2d_tile_2d(pool.pool.get(), [](void* c, size_t i, size_t j, size_t ti, size_t tj) {
      static_cast<Seen*>(c)->Add({i, j, ti, tj});
    }, s, 7, 10, 2, 4, 0);
  }, {{7, 2}, {10, 4}});
  run([&](Seen* s) {
    pthreadpool_parallelize_3d(pool.pool.get(), [](void* c, size_t i, size_t j, size_t k) {
      static_cast<Seen*>(c)->Add({i, j, k});
    }, s, 2, 3, 4, 0);
  }, {{2, 0}, {3, 0}, {4, 0}});
  run([&](Seen* s) {
    pthreadpool_parallelize_3d_tile_2d(pool.pool.get(), [](void* c, size_t i, size_t j, size_t k, size_t tj,
                                                          size_t tk) { static_cast<Seen*>(c)->Add({i, j, k, tj, tk}); },
                                       s, 2, 5, 7, 2, 3, 0);
  }, {{2, 0}, {5, 2}, {7, 3}});
  run([&](Seen* s) {
    pthreadpool_parallelize_4d(pool.pool.get(), [](void* c, size_t i, size_t j, size_t k, size_t l) {
      static_cast<Seen*>(c)->Add({i, j, k, l});
    }, s, 2, 3, 2, 3, 0);
  }, {{2, 0}, {3, 0}, {2, 0}, {3, 0}});
  run([&](Seen* s) {
    pthreadpool_parallelize_4d_tile_2d(pool.pool.get(), [](void* c, size_t i, size_t j, size_t k, size_t l,
                                                          size_t tk, size_t tl) {
      static_cast<Seen*>(c)->Add({i, j, k, l, tk, tl});
    }, s, 2, 3, 5, 7, 2, 3, 0);
  }, {{2, 0}, {3, 0}, {5, 2}, {7, 3}});
  run([&](Seen* s) {
    pthreadpool_parallelize_5d(pool.pool.get(), [](void* c, size_t i, size_t j, size_t k, size_t l, size_t m) {
      static_cast<Seen*>(c)->Add({i, j, k, l, m});
    }, s, 2, 2, 3, 2, 3, 0);
  }, {{2, 0}, {2, 0}, {3, 0}, {2, 0}, {3, 0}});
  run([&](Seen* s) {
    pthreadpool_parallelize_5d_tile_2d(pool.pool.get(), [](void* c, size_t i, size_t j, size_t k, size_t l, size_t m,
                                                          size_t tl, size_t tm) {
      static_cast<Seen*>(c)->Add({i, j, k, l, m, tl, tm});
    }, s, 2, 2, 3, 5, 7, 2, 3, 0);
  }, {{2, 0}, {2, 0}, {3, 0}, {5, 2}, {7, 3}});
  run([&](Seen* s) {
    pthreadpool_parallelize_6d_tile_2d(pool.pool.get(), [](void* c, size_t i, size_t j, size_t k, size_t l, size_t m,
                                                          size_t n, size_t tm, size_t tn) {
      static_cast<Seen*>(c)->Add({i, j, k, l, m, n, tm, tn});
    }, s, 2, 2, 2, 3, 5, 7, 2, 3, 0);
  }, {{2, 0}, {2, 0}, {2, 0}, {3, 0}, {5, 2}, {7, 3}});
}

INSTANTIATE_TEST_SUITE_P(, PoolProfileForwarding, ::testing::Values(false, true),
                         [](const ::testing::TestParamInfo<bool>& info) {
                           return info.param ? "profiled" : "passed_through";
                         });

// Tasks that each spin for a known time: the profile's times bound them.
TEST(PoolProfile, times_bound_the_tasks) {
  Pool pool;
  PoolProfile profile;
  constexpr size_t kTasks = 8;
  constexpr double kTaskUs = 200.0;
  profile.Begin();
  for (int call = 0; call < 2; call++) {
    pthreadpool_parallelize_1d(pool.pool.get(), [](void*, size_t) {
      const auto start = std::chrono::steady_clock::now();
      while (std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() < kTaskUs) {
      }
    }, nullptr, kTasks, 0);
  }
  const PoolLayerProfile& p = profile.End();
  EXPECT_EQ(p.calls, 2u);
  EXPECT_EQ(p.tasks, 2 * kTasks);
  EXPECT_GE(p.busy_us, 2 * kTasks * kTaskUs);
  // The busiest thread did at least its share, and the calls lasted at least as long as it.
  EXPECT_GE(p.busiest_us * static_cast<double>(p.threads), p.busy_us * 0.999);
  EXPECT_LE(p.busiest_us, p.wall_us);
  EXPECT_LE(p.start_us + p.tail_us, p.wall_us);
  EXPECT_GE(p.start_us, 0.0);
  EXPECT_GE(p.tail_us, 0.0);
  // Begin starts a new layer.
  profile.Begin();
  EXPECT_EQ(profile.End().calls, 0u);
  EXPECT_EQ(profile.End().wall_us, 0.0);
}

// Without a profile on this thread, calls made here are not counted in another thread's.
TEST(PoolProfile, counts_only_the_calling_threads_calls) {
  Pool pool;
  PoolProfile* outer = nullptr;
  {
    PoolProfile profile;
    outer = &profile;
    profile.Begin();
    std::thread other([&] {
      EXPECT_EQ(PoolProfile::Current(), nullptr);
      pthreadpool_parallelize_1d(pool.pool.get(), [](void*, size_t) {}, nullptr, 4, 0);
    });
    other.join();
    EXPECT_EQ(profile.End().calls, 0u);
    EXPECT_EQ(PoolProfile::Current(), outer);
  }
  EXPECT_EQ(PoolProfile::Current(), nullptr);
}

}  // namespace
