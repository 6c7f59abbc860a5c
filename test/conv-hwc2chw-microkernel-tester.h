// Tester for the stem convolution microkernels (3x3, stride 2, padding 1, 3 input channels, NHWC
// input, CHW output): packs random weights with the kernel's output channel tile, runs the kernel
// with input, weights and output against PROT_NONE guard pages (in front, then behind), and checks
// every output against a float64 reference and every other float of the output buffer against its
// sentinel.
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
#include "packing/dense.h"
#include "registry.h"
}

class ConvHWC2CHWMicrokernelTester {
 public:
  ConvHWC2CHWMicrokernelTester& input_height(size_t v) { input_height_ = v; return *this; }
  ConvHWC2CHWMicrokernelTester& input_width(size_t v) { input_width_ = v; return *this; }
  ConvHWC2CHWMicrokernelTester& input_size(size_t h, size_t w) { input_height_ = h; input_width_ = w; return *this; }
  // Floats per input pixel (>= 3); channels 3 and up hold NaN, which no output may see.
  ConvHWC2CHWMicrokernelTester& input_pixel_stride(size_t v) { input_pixel_stride_ = v; return *this; }
  ConvHWC2CHWMicrokernelTester& output_channels(size_t v) { output_channels_ = v; return *this; }
  // Floats between output channels; 0: the output plane (height x width).
  ConvHWC2CHWMicrokernelTester& output_channel_stride(size_t v) { output_channel_stride_ = v; return *this; }
  // Output rows [start, end) per call; end past the output height means the last row.
  ConvHWC2CHWMicrokernelTester& output_rows(size_t start, size_t end) {
    output_y_start_ = start;
    output_y_end_ = end;
    return *this;
  }
  // Also computes the range in two calls split at every row inside it: the output must be bitwise the same.
  ConvHWC2CHWMicrokernelTester& split_rows(bool v) { split_rows_ = v; return *this; }
  ConvHWC2CHWMicrokernelTester& bias(bool v) { bias_ = v; return *this; }
  // Clamp bounds as quantiles of the unclamped outputs (0 and 255: no clamp), XNNPACK style.
  ConvHWC2CHWMicrokernelTester& qmin(uint8_t v) { qmin_ = v; return *this; }
  ConvHWC2CHWMicrokernelTester& qmax(uint8_t v) { qmax_ = v; return *this; }
  // A fixed clamp instead of quantiles (e.g. ReLU6).
  ConvHWC2CHWMicrokernelTester& clamp(float min, float max) {
    fixed_clamp_ = true;
    min_ = min;
    max_ = max;
    return *this;
  }
  // 0: sprt_test::CaseSeed of the running test (SPRT_TEST_SEED changes it).
  ConvHWC2CHWMicrokernelTester& seed(uint64_t v) { seed_ = v; return *this; }
  ConvHWC2CHWMicrokernelTester& iterations(size_t v) { iterations_ = v; return *this; }

  size_t output_height() const { return (input_height_ - 1) / 2 + 1; }
  size_t output_width() const { return (input_width_ - 1) / 2 + 1; }

  void Test(const sprt_conv_hwc2chw_ukernel& ukernel) const {
    ASSERT_GE(input_height_, 1u);
    ASSERT_GE(input_width_, 1u);
    ASSERT_GE(input_pixel_stride_, 3u);
    ASSERT_GE(output_channels_, 1u);
    ASSERT_LE(output_y_start_, std::min(output_y_end_, output_height()));
    ASSERT_TRUE(output_channel_stride_ == 0 || output_channel_stride_ >= output_height() * output_width());
    const uint64_t seed = seed_ != 0 ? seed_ : sprt_test::CaseSeed(sprt_test::CurrentTestName());
    std::mt19937_64 rng(seed);
    for (size_t iteration = 0; iteration < iterations_; iteration++) {
      SCOPED_TRACE(testing::Message() << ukernel.name << ", input " << input_height_ << "x" << input_width_
                                      << " pixel stride " << input_pixel_stride_ << ", " << output_channels_
                                      << " output channels, rows [" << output_y_start_ << ", "
                                      << std::min(output_y_end_, output_height()) << "), seed " << seed
                                      << ", iteration " << iteration);
      TestOnce(ukernel, rng);
      if (testing::Test::HasFatalFailure()) return;
    }
  }

 private:
  using Placement = sprt_test::GuardedBuffer::Placement;

  // A NaN no arithmetic produces: a float of the output buffer that still holds it was not written.
  static float Sentinel() {
    const uint32_t bits = UINT32_C(0x7FA5A5A5);
    float f;
    std::memcpy(&f, &bits, sizeof(f));
    return f;
  }
  static bool IsSentinel(float f) {
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof(bits));
    return bits == UINT32_C(0x7FA5A5A5);
  }

  void TestOnce(const sprt_conv_hwc2chw_ukernel& ukernel, std::mt19937_64& rng) const {
    std::uniform_real_distribution<float> value(-1.0f, 1.0f);
    const size_t ih = input_height_, iw = input_width_, stride = input_pixel_stride_;
    const size_t oh = output_height(), ow = output_width(), plane = oh * ow;
    const size_t channels = output_channels_;
    const size_t channel_stride = output_channel_stride_ != 0 ? output_channel_stride_ : plane;
    const size_t y_start = output_y_start_, y_end = std::min(output_y_end_, oh);
    const size_t tile = ukernel.output_channel_tile;

    std::vector<float> kernel(channels * 27), bias(bias_ ? channels : 0);
    for (float& w : kernel) w = value(rng);
    for (float& b : bias) b = value(rng);
    std::vector<float> packed(sprt_conv_hwc2chw_packed_floats(channels, tile));
    sprt_pack_f32_conv_hwc2chw_weights(channels, tile, kernel.data(), bias_ ? bias.data() : nullptr, packed.data());

    // Exactly the floats the contract lets the kernel read: up to the last pixel's third channel.
    const size_t input_floats = (ih * iw - 1) * stride + 3;
    std::vector<float> input(input_floats, std::numeric_limits<float>::quiet_NaN());
    for (size_t p = 0; p < ih * iw; p++) {
      for (size_t c = 0; c < 3; c++) input[p * stride + c] = value(rng);
    }

    // float64 reference in the order of the contract; magnitude = |bias| + sum |w x|.
    std::vector<double> ref(channels * plane), magnitude(channels * plane);
    for (size_t oc = 0; oc < channels; oc++) {
      for (size_t oy = 0; oy < oh; oy++) {
        for (size_t ox = 0; ox < ow; ox++) {
          double acc = bias_ ? bias[oc] : 0.0;
          double mag = std::abs(acc);
          for (size_t ky = 0; ky < 3; ky++) {
            for (size_t kx = 0; kx < 3; kx++) {
              const size_t iy = 2 * oy + ky - 1, ix = 2 * ox + kx - 1;  // -1 wraps: outside
              if (iy >= ih || ix >= iw) continue;
              for (size_t c = 0; c < 3; c++) {
                const double product = static_cast<double>(kernel[oc * 27 + (ky * 3 + kx) * 3 + c]) *
                                       input[(iy * iw + ix) * stride + c];
                acc += product;
                mag += std::abs(product);
              }
            }
          }
          ref[oc * plane + oy * ow + ox] = acc;
          magnitude[oc * plane + oy * ow + ox] = mag;
        }
      }
    }
    float out_min = min_, out_max = max_;
    if (!fixed_clamp_) {
      const auto [lo, hi] = std::minmax_element(ref.begin(), ref.end());
      const double range = *hi - *lo;
      out_min = qmin_ == 0 ? -std::numeric_limits<float>::infinity() : static_cast<float>(*lo + range * qmin_ / 255.0);
      out_max = qmax_ == 255 ? std::numeric_limits<float>::infinity() : static_cast<float>(*lo + range * qmax_ / 255.0);
    }
    const sprt_f32_minmax_params params = {out_min, out_max};

    const size_t output_floats = (channels - 1) * channel_stride + plane;
    for (Placement placement : {Placement::kFront, Placement::kBack}) {
      SCOPED_TRACE(placement == Placement::kFront ? "buffers against the guard page in front"
                                                  : "buffers against the guard page behind");
      sprt_test::GuardedBuffer in(input_floats, placement), w(packed.size(), placement), out(output_floats, placement);
      ASSERT_NE(in.data(), nullptr);
      ASSERT_NE(w.data(), nullptr);
      ASSERT_NE(out.data(), nullptr);
      std::copy(input.begin(), input.end(), in.begin());
      std::copy(packed.begin(), packed.end(), w.begin());
      std::fill(out.begin(), out.end(), Sentinel());
      ukernel.function(ih, iw, stride, y_start, y_end, in.data(), w.data(), out.data(), channels, channel_stride,
                       &params);

      for (size_t i = 0; i < output_floats; i++) {
        const size_t oc = i / channel_stride, offset = i % channel_stride;
        const size_t oy = offset / ow, ox = offset % ow;
        const float y = out.data()[i];
        if (offset >= plane || oy < y_start || oy >= y_end) {
          ASSERT_TRUE(IsSentinel(y)) << "wrote " << y << " at float " << i << " (channel " << oc << ", offset "
                                     << offset << " of a " << oh << "x" << ow << " plane), outside the output";
          continue;
        }
        const double expected = std::min<double>(std::max<double>(ref[oc * plane + offset], out_min), out_max);
        // 27 products and the bias: each of the (at most) 28 roundings of a float32 accumulation costs
        // at most FLT_EPSILON / 2 of the magnitude; (terms + 1) * FLT_EPSILON leaves room for any order.
        // Clamping does not widen the gap.
        const double tolerance = (28 + 1) * static_cast<double>(FLT_EPSILON) * magnitude[oc * plane + offset];
        ASSERT_NEAR(expected, y, tolerance) << "channel " << oc << ", row " << oy << ", column " << ox;
      }

      if (split_rows_) {
        sprt_test::GuardedBuffer parts(output_floats, placement);
        ASSERT_NE(parts.data(), nullptr);
        for (size_t split = y_start + 1; split < y_end; split++) {
          std::fill(parts.begin(), parts.end(), Sentinel());
          ukernel.function(ih, iw, stride, y_start, split, in.data(), w.data(), parts.data(), channels,
                           channel_stride, &params);
          ukernel.function(ih, iw, stride, split, y_end, in.data(), w.data(), parts.data(), channels,
                           channel_stride, &params);
          ASSERT_EQ(0, std::memcmp(out.data(), parts.data(), output_floats * sizeof(float)))
              << "rows [" << y_start << ", " << split << ") then [" << split << ", " << y_end
              << ") differ from one call";
        }
      }
    }
  }

  size_t input_height_ = 1;
  size_t input_width_ = 1;
  size_t input_pixel_stride_ = 3;
  size_t output_channels_ = 1;
  size_t output_channel_stride_ = 0;
  size_t output_y_start_ = 0;
  size_t output_y_end_ = SIZE_MAX;
  bool split_rows_ = false;
  bool bias_ = true;
  uint8_t qmin_ = 0;
  uint8_t qmax_ = 255;
  bool fixed_clamp_ = false;
  float min_ = 0.0f;
  float max_ = 0.0f;
  uint64_t seed_ = 0;
  size_t iterations_ = 1;
};
