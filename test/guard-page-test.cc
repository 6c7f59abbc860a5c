// Every operator kind through the public API with its input and output between PROT_NONE guard pages
// (test/guarded-buffer.h): the input either ends exactly SPRT_EXTRA_BYTES before the page behind it
// (the slack the API promises to read at most) or starts right after the page in front, and so does
// the output (without slack: no kernel writes past it), in all four combinations. A read or write
// out of bounds faults, even from masked vector loads and stores that ASan does not see; writes that
// stay inside the pages change the sentinel around the output; reads of the NaN around the input
// show in the results, checked against the float64 reference. f16 operators get buffers of halves.
#include <gtest/gtest.h>

#include <pthreadpool.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include <sprt.h>

#include "test/guarded-buffer.h"
#include "test/operator-case.h"
#include "test/reference.h"

namespace {

using sprt_test::GuardedArray;
using sprt_test::OperatorCase;
using Kind = sprt_test::OperatorCase::Kind;
using Placement = sprt_test::GuardedBuffer::Placement;

// NaN around the input, a sentinel around the output, of either element type.
template <typename T>
struct Fill;
template <>
struct Fill<float> {
  static float NaN() { return std::numeric_limits<float>::quiet_NaN(); }
  static float Sentinel() { return sprt_test::Sentinel(); }
};
template <>
struct Fill<uint16_t> {
  static uint16_t NaN() { return UINT16_C(0x7E00); }
  static uint16_t Sentinel() { return sprt_test::kHalfSentinel; }
};

const char* PlacementName(Placement p) { return p == Placement::kBack ? "ends at a guard page" : "starts after a guard page"; }

class GuardPages : public testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(sprt_initialize(), sprt_status_success); }

  // Runs `c` on pools of each thread count in `threads` (0: the NULL pool) with every placement.
  void Test(const OperatorCase& c, std::initializer_list<size_t> threads) {
    if (c.half()) {
      TestWith<uint16_t>(c, threads);
    } else {
      TestWith<float>(c, threads);
    }
  }

  template <typename T>
  void TestWith(const OperatorCase& c, std::initializer_list<size_t> threads) {
    SCOPED_TRACE(c.Name());
    sprt_operator_t op = nullptr;
    const sprt_status status = c.Create(&op);
    if (!c.Supported()) {
      EXPECT_EQ(status, sprt_status_unsupported_hardware);
      EXPECT_EQ(op, nullptr);
      return;
    }
    ASSERT_EQ(status, sprt_status_success);
    // The case's input as elements (RandomInput stores halves in floats).
    const std::vector<float> storage = c.RandomInput();
    std::vector<T> input(c.InputElements());
    std::memcpy(input.data(), storage.data(), input.size() * sizeof(T));
    constexpr size_t kExtra = SPRT_EXTRA_BYTES / sizeof(T);
    for (const size_t t : threads) {
      std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(t == 0 ? nullptr : pthreadpool_create(t),
                                                                        pthreadpool_destroy);
      for (const Placement in_placement : {Placement::kBack, Placement::kFront}) {
        for (const Placement out_placement : {Placement::kBack, Placement::kFront}) {
          SCOPED_TRACE(std::to_string(t) + " threads, input " + PlacementName(in_placement) + ", output " +
                       PlacementName(out_placement));
          const GuardedArray<T> in(input.size() + kExtra, in_placement, Fill<T>::NaN());
          const GuardedArray<T> out(c.OutputElements(), out_placement, Fill<T>::Sentinel());
          ASSERT_NE(in.data(), nullptr);
          ASSERT_NE(out.data(), nullptr);
          std::copy(input.begin(), input.end(), in.data());  // the slack stays NaN
          ASSERT_EQ(c.Setup(op, in.data(), out.data(), pool.get()), sprt_status_success);
          ASSERT_EQ(sprt_run_operator(op, pool.get()), sprt_status_success);
          EXPECT_EQ(c.Check(in.data(), out.data()), 0u);
          const T* mapped = out.mapped();
          for (size_t i = 0; i < out.mapped_floats(); i++) {
            if (mapped + i >= out.begin() && mapped + i < out.end()) continue;
            ASSERT_TRUE(sprt_test::IsSentinel(mapped[i])) << "write outside the output at element "
                                                        << (mapped + i - out.begin());
          }
        }
      }
    }
    sprt_delete_operator(op);
  }
};

// Pixel counts not a multiple of the vector (x86 realigns such inputs into its workspace) and a
// multiple of 16 (runs on the caller's rows); batch 2: the second image ends at the guard page.
TEST_F(GuardPages, sparse_1x1) {
  for (const size_t size : {7, 4}) {
    for (const uint32_t flags : {0u, uint32_t{SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER}}) {
      Test(OperatorCase::Sparse(Kind::kSparse, 24, 20, 0.6, flags, size, size, 2), {1, 2});
    }
  }
  Test(OperatorCase::Sparse(Kind::kSparseCsr, 33, 17, 0.8, 0, 3, 5), {1, 2});
}

// The f16 operator through each entry point: odd and even pixel counts (halves end mid-vector).
TEST_F(GuardPages, sparse_1x1_f16) {
  for (const size_t size : {7, 4}) {
    Test(OperatorCase::Sparse(Kind::kSparse, 24, 20, 0.6, 0, size, size, 2).Half(), {1, 2});
  }
  Test(OperatorCase::Sparse(Kind::kSparseCsr, 33, 17, 0.8, SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER, 3, 5).Half(), {1, 2});
  Test(OperatorCase::Sparse(Kind::kSparseGeneric, 40, 9, 0.7, 0, 5, 6).Half(), {1, 2});
}

// Enough input channels for several chunks.
TEST_F(GuardPages, sparse_1x1_input_channel_chunks) {
  Test(OperatorCase::Sparse(Kind::kSparseCsr, 2048, 16, 0.5, 0, 3, 3), {1, 2});
}

TEST_F(GuardPages, depthwise_3x3) {
  for (const uint32_t stride : {1u, 2u}) {
    for (const size_t size : {1, 2, 5, 8, 13, 17}) {
      Test(OperatorCase::Depthwise(5, 3, stride, size, size + 1, 2), {0, 2});
    }
  }
}

TEST_F(GuardPages, depthwise_5x5) {
  for (const uint32_t stride : {1u, 2u}) {
    for (const size_t size : {1, 3, 6, 9, 16, 19}) {
      Test(OperatorCase::Depthwise(3, 5, stride, size + 1, size, 2), {0, 2});
    }
  }
}

TEST_F(GuardPages, stem) {
  for (const size_t size : {1, 2, 7, 16, 23}) {
    Test(OperatorCase::Stem(8, size, size + 2, 2), {0, 2});
  }
}

TEST_F(GuardPages, global_average_pooling) {
  for (const size_t width : {1, 3, 8, 49}) {
    Test(OperatorCase::Pooling(21, width, 2), {0, 2});
  }
}

}  // namespace
