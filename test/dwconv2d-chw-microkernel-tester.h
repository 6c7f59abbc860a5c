// Tester for the depthwise CHW microkernels: runs a kernel on one random plane and checks every output
// against a float64 reference, with the input and output planes placed against inaccessible pages so
// that a read before or after the input plane, or a write before or after the output plane, crashes.
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

class DWConv2DCHWMicrokernelTester {
 public:
  DWConv2DCHWMicrokernelTester& input_height(size_t v) { input_height_ = v; return *this; }
  DWConv2DCHWMicrokernelTester& input_width(size_t v) { input_width_ = v; return *this; }
  // Top padding; unset: K / 2 (the only value stride 1 takes; stride 2 also takes K / 2 - 1).
  DWConv2DCHWMicrokernelTester& padding_top(uint32_t v) { padding_top_ = v; return *this; }
  // Clamp bounds as quantiles of the unclamped outputs (0 and 255: no clamp), XNNPACK style.
  DWConv2DCHWMicrokernelTester& qmin(uint8_t v) { qmin_ = v; return *this; }
  DWConv2DCHWMicrokernelTester& qmax(uint8_t v) { qmax_ = v; return *this; }
  // Taps all zero: every output is the clamped bias.
  DWConv2DCHWMicrokernelTester& zero_taps(bool v) { zero_taps_ = v; return *this; }
  // Also computes the plane in this many bands of output rows (one call each, padding_top 0 inside
  // the plane, each band's input and output against guard pages): bitwise the whole plane's output.
  DWConv2DCHWMicrokernelTester& bands(size_t v) { bands_ = v; return *this; }
  DWConv2DCHWMicrokernelTester& seed(uint32_t v) { seed_ = v; return *this; }
  DWConv2DCHWMicrokernelTester& iterations(size_t v) { iterations_ = v; return *this; }

  void Test(const sprt_dwconv2d_chw_ukernel& ukernel) const {
    std::mt19937 rng(seed_);
    for (size_t iteration = 0; iteration < iterations_; iteration++) {
      SCOPED_TRACE(testing::Message() << ukernel.name << ": " << input_height_ << "x" << input_width_
                                      << " input, padding_top " << padding_top(ukernel) << ", seed " << seed_
                                      << ", iteration " << iteration);
      TestOnce(ukernel, rng);
      if (testing::Test::HasFatalFailure()) return;
    }
  }

 private:
  static constexpr uint32_t kDefaultPadding = std::numeric_limits<uint32_t>::max();

  uint32_t padding_top(const sprt_dwconv2d_chw_ukernel& ukernel) const {
    return padding_top_ == kDefaultPadding ? ukernel.kernel_size / 2 : padding_top_;
  }

  void TestOnce(const sprt_dwconv2d_chw_ukernel& ukernel, std::mt19937& rng) const {
    const size_t k = ukernel.kernel_size, s = ukernel.stride, p = k / 2;
    const size_t h = input_height_, w = input_width_;
    const size_t pt = padding_top(ukernel);
    ASSERT_GE(h, 1u);
    ASSERT_GE(w, 1u);
    ASSERT_TRUE(s == 1 ? pt == p : pt + 1 == p || pt == p) << "padding_top " << pt << " is not in the contract";
    const size_t padded = pt + h + p;
    const size_t oh = (padded > k ? padded - k : 0) / s + 1;
    const size_t ow = (w + 2 * p - k) / s + 1;

    std::uniform_real_distribution<float> value(-1.0f, 1.0f);
    std::vector<float> weights(1 + k * k);
    for (float& x : weights) x = value(rng);
    if (zero_taps_) std::fill(weights.begin() + 1, weights.end(), 0.0f);
    std::vector<float> input(h * w);
    for (float& x : input) x = value(rng);

    // float64 reference and the sum of the magnitudes of its terms, which bounds the rounding error.
    std::vector<double> ref(oh * ow), magnitude(oh * ow);
    for (size_t oy = 0; oy < oh; oy++) {
      for (size_t ox = 0; ox < ow; ox++) {
        double acc = weights[0], mag = std::abs(acc);
        for (size_t ky = 0; ky < k; ky++) {
          for (size_t kx = 0; kx < k; kx++) {
            const size_t iy = oy * s + ky - pt, ix = ox * s + kx - p;  // wrap outside the plane
            if (iy >= h || ix >= w) continue;
            const double product = static_cast<double>(weights[1 + ky * k + kx]) * input[iy * w + ix];
            acc += product;
            mag += std::abs(product);
          }
        }
        ref[oy * ow + ox] = acc;
        magnitude[oy * ow + ox] = mag;
      }
    }
    const auto [lo, hi] = std::minmax_element(ref.begin(), ref.end());
    const double range = *hi - *lo;
    const float out_min = qmin_ == 0 ? -std::numeric_limits<float>::infinity()
                                     : static_cast<float>(*lo + range * qmin_ / 255.0);
    const float out_max = qmax_ == 255 ? std::numeric_limits<float>::infinity()
                                       : static_cast<float>(*lo + range * qmax_ / 255.0);
    const sprt_f32_minmax_params params = {out_min, out_max};

    // Input against the lower guard page and output against the upper one, then the other way round.
    // NaN around the input: a kernel that used any float next to the plane would output NaN.
    for (bool input_at_end : {false, true}) {
      SCOPED_TRACE(input_at_end ? "input plane ends at a guard page, output plane starts at one"
                                : "input plane starts at a guard page, output plane ends at one");
      // Outside the output plane: sprt_test::Sentinel(), a NaN payload no kernel produces.
      using Placement = sprt_test::GuardedBuffer::Placement;
      sprt_test::GuardedBuffer in(h * w, input_at_end ? Placement::kBack : Placement::kFront,
                                  std::numeric_limits<float>::quiet_NaN());
      sprt_test::GuardedBuffer out(oh * ow, input_at_end ? Placement::kFront : Placement::kBack,
                                   sprt_test::Sentinel());
      ASSERT_TRUE(in.data() != nullptr && out.data() != nullptr) << "mmap or mprotect failed";
      std::copy(input.begin(), input.end(), in.data());

      ukernel.function(h, w, in.data(), weights.data(), out.data(), static_cast<uint32_t>(pt), oh, &params);

      for (size_t oy = 0; oy < oh; oy++) {
        for (size_t ox = 0; ox < ow; ox++) {
          const double expected = std::min<double>(std::max<double>(ref[oy * ow + ox], out_min), out_max);
          // Each of the K*K products and the K*K additions onto the bias rounds once, by at most
          // FLT_EPSILON / 2 of a partial sum no larger than the sum of the terms' magnitudes: 2*K*K
          // roundings are within (K*K + 1) * FLT_EPSILON of that sum. The clamp adds no error.
          const double tolerance = static_cast<double>(k * k + 1) * FLT_EPSILON * magnitude[oy * ow + ox];
          ASSERT_NEAR(expected, out.data()[oy * ow + ox], tolerance)
              << "output row " << oy << " of " << oh << ", column " << ox << " of " << ow;
        }
      }
      const float* mapped = out.mapped();
      const size_t first = static_cast<size_t>(out.data() - mapped), last = first + oh * ow;
      for (size_t i = 0; i < out.mapped_floats(); i++) {
        if (i >= first && i < last) continue;
        ASSERT_TRUE(sprt_test::IsSentinel(mapped[i])) << "write outside the output plane, at float " << static_cast<ptrdiff_t>(i)
                                           - static_cast<ptrdiff_t>(first) << " from its start";
      }
      if (input_at_end) TestBands(ukernel, input, weights, params, std::vector<float>(out.data(), out.data() + oh * ow));
    }
  }

  // Bands [b_i, b_i+1) with b_i = i * oh / bands_, the first moved down to the first row whose window
  // starts inside the plane (S * b >= padding_top).
  void TestBands(const sprt_dwconv2d_chw_ukernel& ukernel, const std::vector<float>& input,
                 const std::vector<float>& weights, const sprt_f32_minmax_params& params,
                 const std::vector<float>& plane_output) const {
    const size_t k = ukernel.kernel_size, s = ukernel.stride, p = k / 2;
    const size_t h = input_height_, w = input_width_, pt = padding_top(ukernel);
    const size_t padded = pt + h + p;
    const size_t oh = (padded > k ? padded - k : 0) / s + 1;
    const size_t ow = (w + 2 * p - k) / s + 1;
    const size_t min_start = (pt + s - 1) / s;
    using Placement = sprt_test::GuardedBuffer::Placement;
    for (size_t i = 0; i < bands_; i++) {
      const size_t b = i == 0 ? 0 : std::max(i * oh / bands_, min_start);
      const size_t e = i + 1 == bands_ ? oh : std::max((i + 1) * oh / bands_, min_start);
      if (e <= b) continue;
      SCOPED_TRACE(testing::Message() << "band of output rows " << b << " to " << e << " of " << oh);
      // The band's input rows, from its first window's top to the plane's end, start at a guard page:
      // a read above them crashes.
      const size_t first_row = b == 0 ? 0 : s * b - pt;
      const size_t rows = h - first_row;
      sprt_test::GuardedBuffer in(rows * w, Placement::kFront, std::numeric_limits<float>::quiet_NaN());
      sprt_test::GuardedBuffer out((e - b) * ow, Placement::kBack, sprt_test::Sentinel());
      ASSERT_TRUE(in.data() != nullptr && out.data() != nullptr) << "mmap or mprotect failed";
      std::copy(input.begin() + first_row * w, input.end(), in.data());
      ukernel.function(rows, w, in.data(), weights.data(), out.data(), static_cast<uint32_t>(b == 0 ? pt : 0), e - b,
                       &params);
      for (size_t j = 0; j < (e - b) * ow; j++) {
        ASSERT_EQ(0, std::memcmp(&plane_output[b * ow + j], &out.data()[j], sizeof(float)))
            << "output row " << b + j / ow << ", column " << j % ow << ": band " << out.data()[j] << ", plane "
            << plane_output[b * ow + j];
      }
      const float* mapped = out.mapped();
      const size_t first = static_cast<size_t>(out.data() - mapped), last = first + (e - b) * ow;
      for (size_t j = 0; j < out.mapped_floats(); j++) {
        if (j < first || j >= last) {
          ASSERT_TRUE(sprt_test::IsSentinel(mapped[j])) << "write outside the band";
        }
      }
    }
  }

  size_t input_height_ = 1;
  size_t input_width_ = 1;
  uint32_t padding_top_ = kDefaultPadding;
  uint8_t qmin_ = 0;
  uint8_t qmax_ = 255;
  bool zero_taps_ = false;
  size_t bands_ = 0;
  uint32_t seed_ = 20261124;
  size_t iterations_ = 1;
};
