// Tester for the global average pooling microkernels (CW layout): runs the kernel with input and
// output against PROT_NONE guard pages (in front, then behind) and checks every output against a
// float64 reference.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "test/guarded-buffer.h"
#include "test/reference.h"

extern "C" {
#include "init.h"
#include "registry.h"
}

class GAvgPoolCWMicrokernelTester {
 public:
  // Floats per channel (the pooled pixels).
  GAvgPoolCWMicrokernelTester& elements(size_t v) { elements_ = v; return *this; }
  GAvgPoolCWMicrokernelTester& channels(size_t v) { channels_ = v; return *this; }
  // 0 (the default): 1 / elements, an average.
  GAvgPoolCWMicrokernelTester& scale(float v) { scale_ = v; return *this; }
  // Inputs uniform in [offset - 1, offset + 1]: an offset makes sums large against their rounding.
  GAvgPoolCWMicrokernelTester& input_offset(float v) { input_offset_ = v; return *this; }
  // Clamp bounds as quantiles of the unclamped outputs (0 and 255: no clamp), XNNPACK style.
  GAvgPoolCWMicrokernelTester& qmin(uint8_t v) { qmin_ = v; return *this; }
  GAvgPoolCWMicrokernelTester& qmax(uint8_t v) { qmax_ = v; return *this; }
  // 0: sprt_test::CaseSeed of the running test (SPRT_TEST_SEED changes it).
  GAvgPoolCWMicrokernelTester& seed(uint64_t v) { seed_ = v; return *this; }
  GAvgPoolCWMicrokernelTester& iterations(size_t v) { iterations_ = v; return *this; }

  void Test(const sprt_gavgpool_cw_ukernel& ukernel) const {
    ASSERT_GE(elements_, 1u);
    ASSERT_GE(channels_, 1u);
    const uint64_t seed = seed_ != 0 ? seed_ : sprt_test::CaseSeed(sprt_test::CurrentTestName());
    std::mt19937_64 rng(seed);
    for (size_t iteration = 0; iteration < iterations_; iteration++) {
      SCOPED_TRACE(testing::Message() << ukernel.name << ", " << channels_ << " channels of " << elements_
                                      << " elements, seed " << seed << ", iteration " << iteration);
      TestOnce(ukernel, rng);
      if (testing::Test::HasFatalFailure()) return;
    }
  }

 private:
  using Placement = sprt_test::GuardedBuffer::Placement;

  void TestOnce(const sprt_gavgpool_cw_ukernel& ukernel, std::mt19937_64& rng) const {
    std::uniform_real_distribution<float> value(input_offset_ - 1.0f, input_offset_ + 1.0f);
    const size_t n = elements_, channels = channels_;
    const float scale = scale_ != 0.0f ? scale_ : 1.0f / static_cast<float>(n);
    std::vector<float> input(channels * n);
    for (float& x : input) x = value(rng);

    // float64 reference with the kernel's float scale; magnitude = |scale| * sum |x|.
    std::vector<double> ref(channels), magnitude(channels);
    for (size_t c = 0; c < channels; c++) {
      double sum = 0.0, mag = 0.0;
      for (size_t i = 0; i < n; i++) {
        sum += input[c * n + i];
        mag += std::abs(input[c * n + i]);
      }
      ref[c] = sum * scale;
      magnitude[c] = mag * std::abs(scale);
    }
    const auto [lo, hi] = std::minmax_element(ref.begin(), ref.end());
    const double range = *hi - *lo;
    const float out_min =
        qmin_ == 0 ? -std::numeric_limits<float>::infinity() : static_cast<float>(*lo + range * qmin_ / 255.0);
    const float out_max =
        qmax_ == 255 ? std::numeric_limits<float>::infinity() : static_cast<float>(*lo + range * qmax_ / 255.0);
    const sprt_f32_scaleminmax_params params = {scale, out_min, out_max};

    for (Placement placement : {Placement::kFront, Placement::kBack}) {
      SCOPED_TRACE(placement == Placement::kFront ? "buffers against the guard page in front"
                                                  : "buffers against the guard page behind");
      sprt_test::GuardedBuffer in(input.size(), placement), out(channels, placement);
      ASSERT_NE(in.data(), nullptr);
      ASSERT_NE(out.data(), nullptr);
      std::copy(input.begin(), input.end(), in.begin());
      std::fill(out.begin(), out.end(), std::numeric_limits<float>::quiet_NaN());
      ukernel.function(n, channels, in.data(), out.data(), &params);
      for (size_t c = 0; c < channels; c++) {
        const double expected = std::min<double>(std::max<double>(ref[c], out_min), out_max);
        // n - 1 additions and one multiply, each rounding off at most FLT_EPSILON / 2 of the magnitude:
        // (terms + 1) * FLT_EPSILON with n + 1 terms (the elements and the scale) is twice that bound,
        // for any summation order.
        const double tolerance = static_cast<double>(n + 2) * FLT_EPSILON * magnitude[c];
        ASSERT_NEAR(expected, out.data()[c], tolerance) << "channel " << c;
      }
    }
  }

  size_t elements_ = 1;
  size_t channels_ = 1;
  float scale_ = 0.0f;
  float input_offset_ = 0.0f;
  uint8_t qmin_ = 0;
  uint8_t qmax_ = 255;
  uint64_t seed_ = 0;
  size_t iterations_ = 1;
};
