// Threads using the library at once (the tsan suite runs this under ThreadSanitizer): racing
// sprt_initialize, then creating, setting up, running and deleting different operators, some on one
// shared pthreadpool, every result checked against the float64 reference. And one operator run from
// two threads at once, which sprt_run_operator refuses (white box only to see when the first run
// has started).
#include <gtest/gtest.h>

#include <pthreadpool.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <sprt.h>

extern "C" {
#include "operator.h"
}

#include "test/operator-case.h"
#include "test/reference.h"

namespace {

using sprt_test::OperatorCase;
using Kind = sprt_test::OperatorCase::Kind;
using Pool = std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>;

constexpr size_t kIterations = 3;

// Must be the first test of the process: its threads are the first to call sprt_initialize.
TEST(Concurrency, racing_initialize_then_different_operators_on_shared_pools) {
  const std::vector<OperatorCase> cases = {
      OperatorCase::Sparse(Kind::kSparse, 64, 48, 0.7, 0, 7, 7, 2),
      OperatorCase::Sparse(Kind::kSparseCsr, 48, 64, 0.8, SPRT_FLAG_REORDER_OUTPUT_CHANNELS, 4, 4),
      OperatorCase::Sparse(Kind::kSparse, 32, 32, 0.5, SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER, 9, 5),
      OperatorCase::Sparse(Kind::kSparseGeneric, 40, 24, 0.6, 0, 6, 6),
      OperatorCase::Sparse(Kind::kSparseCsr, 56, 40, 0.8, 0, 5, 7, 2).Half(),
      OperatorCase::Depthwise(16, 3, 2, 14, 14, 2),
      OperatorCase::Depthwise(12, 5, 1, 9, 11),
      OperatorCase::Stem(16, 17, 15),
      OperatorCase::Pooling(64, 49, 2),
  };
  // Inputs made before the threads start.
  std::vector<std::vector<std::vector<float>>> inputs(cases.size());
  for (size_t i = 0; i < cases.size(); i++) {
    for (size_t k = 0; k < kIterations; k++) inputs[i].push_back(cases[i].RandomInput(k));
  }
  // Threads 0-3 share a 2-thread pool, 4-6 a 3-thread pool, 7 has its own, 8 runs on the NULL pool.
  Pool shared2(pthreadpool_create(2), pthreadpool_destroy), shared3(pthreadpool_create(3), pthreadpool_destroy),
      own(pthreadpool_create(2), pthreadpool_destroy);
  const std::vector<pthreadpool_t> pools = {shared2.get(), shared2.get(), shared2.get(), shared2.get(), shared3.get(),
                                            shared3.get(), shared3.get(), own.get(),     nullptr};
  ASSERT_EQ(cases.size(), pools.size());

  std::atomic<size_t> waiting{cases.size()};
  std::vector<sprt_status> init(cases.size(), sprt_status_uninitialized);
  std::vector<std::thread> threads;
  for (size_t i = 0; i < cases.size(); i++) {
    threads.emplace_back([&, i] {
      // Start together, so that the sprt_initialize calls race.
      waiting--;
      while (waiting.load() != 0) std::this_thread::yield();
      init[i] = sprt_initialize();
      if (init[i] != sprt_status_success) return;
      const OperatorCase& c = cases[i];
      SCOPED_TRACE(c.Name());
      sprt_operator_t op = nullptr;
      const sprt_status status = c.Create(&op);
      if (!c.Supported()) {
        EXPECT_EQ(status, sprt_status_unsupported_hardware);
        return;
      }
      ASSERT_EQ(status, sprt_status_success);
      for (size_t k = 0; k < kIterations; k++) {
        const std::vector<float>& input = inputs[i][k];
        std::vector<float> output(c.OutputFloats(), sprt_test::Sentinel());
        // Slack for the NEON kernels' reads past the input.
        std::vector<float> padded(input);
        padded.resize(input.size() + SPRT_EXTRA_BYTES / sizeof(float));
        ASSERT_EQ(c.Setup(op, padded.data(), output.data(), pools[i]), sprt_status_success);
        ASSERT_EQ(sprt_run_operator(op, pools[i]), sprt_status_success);
        EXPECT_EQ(c.Check(padded.data(), output.data()), 0u) << "iteration " << k;
      }
      EXPECT_EQ(sprt_delete_operator(op), sprt_status_success);
    });
  }
  for (std::thread& t : threads) t.join();
  for (size_t i = 0; i < cases.size(); i++) EXPECT_EQ(init[i], sprt_status_success) << "thread " << i;
}

// Occupies a pool: every task waits for `release`. pthreadpool runs one parallel call at a time on a
// pool, so a second call on it waits inside pthreadpool until this one returns.
struct PoolBlocker {
  std::atomic<bool> started{false};
  std::atomic<bool> release{false};
  static void Task(void* arg, size_t) {
    auto* self = static_cast<PoolBlocker*>(arg);
    self->started = true;
    while (!self->release.load()) std::this_thread::yield();
  }
};

// Thread A's run of the operator waits inside the pool (held by a blocker) with the operator marked
// running; the main thread's run of the same operator is then refused; once the pool is released A's
// run completes with the right result and the operator runs again.
TEST(Concurrency, second_concurrent_run_of_one_operator_is_refused) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  const OperatorCase c = OperatorCase::Sparse(Kind::kSparse, 256, 256, 0.7, 0, 28, 28);
  sprt_operator_t op = nullptr;
  ASSERT_EQ(c.Create(&op), sprt_status_success);
  std::vector<float> input = c.RandomInput();
  input.resize(input.size() + SPRT_EXTRA_BYTES / sizeof(float));
  std::vector<float> output(c.OutputFloats(), sprt_test::Sentinel());
  // Made before the pool's threads: their creation orders its construction before their stores
  // (pthreadpool is not instrumented, so TSan sees no other order).
  PoolBlocker blocker;
  Pool pool(pthreadpool_create(2), pthreadpool_destroy);
  ASSERT_EQ(c.Setup(op, input.data(), output.data(), pool.get()), sprt_status_success);

  // pthreadpool runs a single work unit inline on the caller, without the pool.
  ASSERT_GT(op->batch_size * op->context.spmm.pixel_blocks * op->panel_groups, 1u);
  // Two tasks on two threads: pthreadpool runs a range of 1 (or a 1-thread pool) inline, unlocked.
  std::thread occupy([&] { pthreadpool_parallelize_1d(pool.get(), PoolBlocker::Task, &blocker, 2, 0); });
  while (!blocker.started.load()) std::this_thread::yield();

  std::atomic<bool> a_done{false};
  sprt_status a_status = sprt_status_uninitialized;
  std::thread a([&] {
    a_status = sprt_run_operator(op, pool.get());
    a_done = true;
  });
  // The operator's flag is set before A's run enters the pool, and A cannot leave before the release.
  while (__atomic_load_n(&op->running, __ATOMIC_ACQUIRE) == 0 && !a_done.load()) std::this_thread::yield();
  EXPECT_FALSE(a_done.load()) << "the run did not wait for the occupied pool";

  testing::internal::CaptureStderr();
  EXPECT_EQ(sprt_run_operator(op, nullptr), sprt_status_invalid_state);
  const std::string log = testing::internal::GetCapturedStderr();
  EXPECT_EQ(std::count(log.begin(), log.end(), '\n'), 1) << log;
  EXPECT_EQ(log.rfind("sprt error: sprt_run_operator: ", 0), 0u) << log;
  EXPECT_NE(log.find("already running"), std::string::npos) << log;

  blocker.release = true;
  occupy.join();
  a.join();
  EXPECT_EQ(a_status, sprt_status_success);
  EXPECT_EQ(c.Check(input.data(), output.data()), 0u);

  // The flag is down again: the next run goes ahead.
  std::fill(output.begin(), output.end(), sprt_test::Sentinel());
  EXPECT_EQ(sprt_run_operator(op, nullptr), sprt_status_success);
  EXPECT_EQ(c.Check(input.data(), output.data()), 0u);
  sprt_delete_operator(op);
}

}  // namespace
