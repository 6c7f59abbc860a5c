// The fused sparse 1x1 and depthwise operators, either way round (sprt_create_pointwise_depthwise_nchw_f32,
// sprt_create_depthwise_pointwise_nchw_f32): the two operators run one after the other are checked
// against float64 references, and the fused operator must give their outputs bit for bit on every
// pool (its bands follow the thread count), never write outside the second layer's channels, and
// leave its parts not set up. Run once per ISA.
#include <gtest/gtest.h>

#include <pthreadpool.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <sprt.h>

#include "test/nchw-operator-tester.h"
#include "test/reference.h"

namespace {

using sprt_test::kInf;

// A depthwise layer of `channels` channels and a 1x1 layer on the other side of it: before it
// (pointwise_first: other_channels -> channels) or after it (channels -> other_channels).
struct FusedCase {
  bool pointwise_first;
  size_t other_channels, channels, height, width;
  uint32_t kernel, stride, padding_top;
  size_t batch;
};

std::string Describe(const FusedCase& c) {
  return std::string(c.pointwise_first ? "1x1 " : "dw then 1x1 ") + std::to_string(c.other_channels) + "/" +
         std::to_string(c.channels) + " " + std::to_string(c.height) + "x" + std::to_string(c.width) + " dw" +
         std::to_string(c.kernel) + "x" + std::to_string(c.kernel) + " s" + std::to_string(c.stride) + " top " +
         std::to_string(c.padding_top) + " batch " + std::to_string(c.batch);
}

using Pool = std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>;
using Operator = std::unique_ptr<sprt_operator, decltype(&sprt_delete_operator)>;

// Any summation order of `terms` products and a bias (test/error-bounds.h).
bool WithinBound(float value, double reference, double magnitude, size_t terms) {
  return std::abs(static_cast<double>(value) - reference) <= sprt_test::Tolerance(terms, magnitude);
}

// Mismatches of a 1x1 layer's output y [batch][out_stride][pixels] against float64 from x
// [batch][in][pixels] (ReLU6).
size_t CheckPointwise(const std::vector<float>& x, const std::vector<float>& w, const std::vector<float>& bias,
                      const std::vector<float>& y, size_t batch, size_t in, size_t out, size_t out_stride,
                      size_t pixels) {
  size_t mismatches = 0;
  for (size_t b = 0; b < batch; b++) {
    for (size_t o = 0; o < out; o++) {
      for (size_t p = 0; p < pixels; p++) {
        double sum = bias[o], magnitude = std::abs(bias[o]);
        for (size_t i = 0; i < in; i++) {
          const double term = double(w[o * in + i]) * double(x[(b * in + i) * pixels + p]);
          sum += term;
          magnitude += std::abs(term);
        }
        const float got = y[(b * out_stride + o) * pixels + p];
        if (!WithinBound(got, sprt_test::Clamp(sum, 0.0f, 6.0f), magnitude, in) && mismatches++ < 3) {
          ADD_FAILURE() << "1x1 image " << b << " channel " << o << " pixel " << p << ": " << got << " vs " << sum;
        }
      }
    }
  }
  return mismatches;
}

// The same for a depthwise layer (clamp -1.5, 1.5).
size_t CheckDepthwise(const FusedCase& c, const std::vector<float>& x, const std::vector<float>& w,
                      const std::vector<float>& bias, const std::vector<float>& y, size_t out_stride, size_t oh,
                      size_t ow) {
  const size_t h = c.height, wd = c.width, k = c.kernel, s = c.stride, pad = k / 2, top = c.padding_top;
  size_t mismatches = 0;
  for (size_t b = 0; b < c.batch; b++) {
    for (size_t o = 0; o < c.channels; o++) {
      for (size_t oy = 0; oy < oh; oy++) {
        for (size_t ox = 0; ox < ow; ox++) {
          double sum = bias[o], magnitude = std::abs(bias[o]);
          for (size_t ky = 0; ky < k; ky++) {
            for (size_t kx = 0; kx < k; kx++) {
              const ptrdiff_t iy = ptrdiff_t(oy * s + ky) - ptrdiff_t(top);
              const ptrdiff_t ix = ptrdiff_t(ox * s + kx) - ptrdiff_t(pad);
              if (iy < 0 || ix < 0 || iy >= ptrdiff_t(h) || ix >= ptrdiff_t(wd)) continue;
              const double term = double(w[o * k * k + ky * k + kx]) * double(x[((b * c.channels + o) * h + iy) * wd + ix]);
              sum += term;
              magnitude += std::abs(term);
            }
          }
          const float got = y[(b * out_stride + o) * oh * ow + oy * ow + ox];
          if (!WithinBound(got, sprt_test::Clamp(sum, -1.5f, 1.5f), magnitude, k * k) && mismatches++ < 3) {
            ADD_FAILURE() << "depthwise image " << b << " channel " << o << " (" << oy << ", " << ox << "): " << got
                          << " vs " << sum;
          }
        }
      }
    }
  }
  return mismatches;
}

void RunCase(const FusedCase& c) {
  SCOPED_TRACE(Describe(c));
  std::mt19937_64 rng(sprt_test::CaseSeed(sprt_test::CurrentTestName() + Describe(c)));
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  std::bernoulli_distribution kept(0.2);
  const size_t ce = c.channels, h = c.height, w = c.width, k = c.kernel, s = c.stride;
  const size_t pad = k / 2, top = c.padding_top;
  // XNNPACK's output size; a stride-2 plane of one row padded to k - 1 rows still makes one.
  const size_t oh = (top + h + pad >= k ? top + h + pad - k : 0) / s + 1, ow = (w + 2 * pad - k) / s + 1;
  const size_t pw_in = c.pointwise_first ? c.other_channels : ce;
  const size_t pw_out = c.pointwise_first ? ce : c.other_channels;
  const size_t in_channels = c.pointwise_first ? c.other_channels : ce;
  // The fused output has one channel more than the second layer writes: it must stay untouched.
  const size_t out_channels = c.pointwise_first ? ce : c.other_channels, out_stride = out_channels + 1;
  const size_t out_pixels = oh * ow;
  std::vector<float> x(c.batch * in_channels * h * w), pw_weights(pw_out * pw_in), pw_bias(pw_out),
      dw_weights(ce * k * k), dw_bias(ce);
  for (float& v : x) v = value(rng);
  for (float& v : pw_weights) v = kept(rng) ? value(rng) : 0.0f;
  for (float& v : pw_bias) v = value(rng);
  for (float& v : dw_weights) v = value(rng);
  for (float& v : dw_bias) v = value(rng);

  sprt_operator_t pw = nullptr, dw = nullptr, fused = nullptr;
  ASSERT_EQ(sprt_status_success,
            sprt_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, pw_in, pw_out, pw_in,
                                               c.pointwise_first ? pw_out : out_stride, pw_weights.data(),
                                               pw_bias.data(), 0.0f, 6.0f, 0, &pw));
  Operator pw_owner(pw, sprt_delete_operator);
  ASSERT_EQ(sprt_status_success,
            sprt_create_convolution2d_nchw_f32(uint32_t(top), uint32_t(pad), uint32_t(pad), uint32_t(pad),
                                               uint32_t(k), uint32_t(k), uint32_t(s), uint32_t(s), 1, 1,
                                               uint32_t(ce), 1, 1, ce, c.pointwise_first ? out_stride : ce,
                                               dw_weights.data(), dw_bias.data(), -1.5f, 1.5f, 0, &dw));
  Operator dw_owner(dw, sprt_delete_operator);
  ASSERT_EQ(sprt_status_success, c.pointwise_first ? sprt_create_pointwise_depthwise_nchw_f32(pw, dw, 0, &fused)
                                                   : sprt_create_depthwise_pointwise_nchw_f32(dw, pw, 0, &fused));
  Operator fused_owner(fused, sprt_delete_operator);

  // The fused operator first: its first setup chooses the 1x1 layer's table for both runs.
  const float sentinel = sprt_test::Sentinel();
  const size_t extra = SPRT_EXTRA_BYTES / sizeof(float);
  std::vector<std::vector<float>> fused_outputs;
  const size_t thread_counts[] = {0, 1, 2, 3};
  for (size_t threads : thread_counts) {
    Pool pool(threads == 0 ? nullptr : pthreadpool_create(threads), pthreadpool_destroy);
    std::vector<float> z(c.batch * out_stride * out_pixels + extra, sentinel);
    ASSERT_EQ(sprt_status_success,
              c.pointwise_first
                  ? sprt_setup_pointwise_depthwise_nchw_f32(fused, c.batch, h, w, x.data(), z.data(), pool.get())
                  : sprt_setup_depthwise_pointwise_nchw_f32(fused, c.batch, h, w, x.data(), z.data(), pool.get()));
    ASSERT_EQ(sprt_status_success, sprt_run_operator(fused, pool.get()));
    fused_outputs.push_back(std::move(z));
  }
  // Its parts are not set up now.
  EXPECT_EQ(sprt_status_invalid_state, sprt_run_operator(pw, nullptr));
  EXPECT_EQ(sprt_status_invalid_state, sprt_run_operator(dw, nullptr));

  // The two operators one after the other, each against float64 from its own input.
  std::vector<float> z(c.batch * out_stride * out_pixels + extra, sentinel);
  if (c.pointwise_first) {
    std::vector<float> y(c.batch * ce * h * w + extra, sentinel);
    ASSERT_EQ(sprt_status_success, sprt_setup_convolution2d_nchw_f32(pw, c.batch, h, w, x.data(), y.data(), nullptr));
    ASSERT_EQ(sprt_status_success, sprt_setup_convolution2d_nchw_f32(dw, c.batch, h, w, y.data(), z.data(), nullptr));
    ASSERT_EQ(sprt_status_success, sprt_run_operator(pw, nullptr));
    ASSERT_EQ(sprt_status_success, sprt_run_operator(dw, nullptr));
    EXPECT_EQ(0u, CheckPointwise(x, pw_weights, pw_bias, y, c.batch, pw_in, pw_out, pw_out, h * w));
    EXPECT_EQ(0u, CheckDepthwise(c, y, dw_weights, dw_bias, z, out_stride, oh, ow));
  } else {
    std::vector<float> y(c.batch * ce * out_pixels + extra, sentinel);
    ASSERT_EQ(sprt_status_success, sprt_setup_convolution2d_nchw_f32(dw, c.batch, h, w, x.data(), y.data(), nullptr));
    ASSERT_EQ(sprt_status_success, sprt_setup_convolution2d_nchw_f32(pw, c.batch, oh, ow, y.data(), z.data(), nullptr));
    ASSERT_EQ(sprt_status_success, sprt_run_operator(dw, nullptr));
    ASSERT_EQ(sprt_status_success, sprt_run_operator(pw, nullptr));
    EXPECT_EQ(0u, CheckDepthwise(c, x, dw_weights, dw_bias, y, ce, oh, ow));
    EXPECT_EQ(0u, CheckPointwise(y, pw_weights, pw_bias, z, c.batch, pw_in, pw_out, out_stride, out_pixels));
  }

  // The fused runs: the same bits, and the extra channel of each image untouched.
  for (size_t t = 0; t < fused_outputs.size(); t++) {
    SCOPED_TRACE(testing::Message() << "fused, pool of " << thread_counts[t] << " threads (0: none)");
    size_t differences = 0;
    for (size_t i = 0; i < z.size(); i++) {
      uint32_t expected, got;
      std::memcpy(&expected, &z[i], 4);
      std::memcpy(&got, &fused_outputs[t][i], 4);
      if (expected != got && differences++ < 3) {
        ADD_FAILURE() << "element " << i << ": " << fused_outputs[t][i] << " vs " << z[i] << " run apart";
      }
    }
    EXPECT_EQ(0u, differences);
    for (size_t b = 0; b < c.batch; b++) {
      EXPECT_TRUE(sprt_test::IsSentinel(fused_outputs[t][(b * out_stride + out_channels) * out_pixels]))
          << "image " << b;
    }
  }
}

class Environment : public testing::Environment {
 public:
  void SetUp() override { ASSERT_EQ(sprt_initialize(), sprt_status_success); }
};
const testing::Environment* const kEnvironment = testing::AddGlobalTestEnvironment(new Environment);

class PointwiseDepthwiseNCHW : public testing::Test {
 protected:
  void SetUp() override {
    if (!sprt_test::LibraryHasDenseKernels()) GTEST_SKIP() << "no depthwise kernels on this ISA (XNNPACK's serve it)";
  }
};

// Both kernel sizes, strides and top paddings, odd and even planes; batches of 1 and 2.
TEST_F(PointwiseDepthwiseNCHW, kernels_strides_and_paddings) {
  for (uint32_t k : {3u, 5u}) {
    for (uint32_t s : {1u, 2u}) {
      for (uint32_t top : s == 1 ? std::vector<uint32_t>{k / 2} : std::vector<uint32_t>{k / 2 - 1, k / 2}) {
        for (size_t size : {size_t(1), size_t(2), size_t(7), size_t(16), size_t(19)}) {
          for (bool pointwise_first : {true, false}) {
            RunCase({pointwise_first, 5, 24, size, size + 3, k, s, top, size % 2 + 1});
            if (HasFatalFailure()) return;
          }
        }
      }
    }
  }
}

// Planes large enough for several bands on one thread (a slot holds some rows of every channel):
// MobileNetV2's and EfficientNet-Lite0's expansions and projections, MobileNetV1's first pairs.
TEST_F(PointwiseDepthwiseNCHW, bands_of_large_planes) {
  RunCase({true, 16, 96, 112, 112, 3, 2, 1, 1});
  RunCase({true, 24, 144, 56, 56, 3, 1, 1, 1});
  RunCase({true, 24, 144, 57, 57, 5, 2, 2, 2});
  RunCase({true, 40, 240, 28, 28, 5, 1, 2, 1});
  RunCase({false, 64, 32, 112, 112, 3, 1, 1, 1});
  RunCase({false, 128, 64, 112, 112, 3, 2, 1, 1});
  RunCase({false, 24, 144, 56, 56, 3, 1, 1, 2});
  RunCase({false, 40, 240, 28, 28, 5, 1, 2, 1});
}

TEST_F(PointwiseDepthwiseNCHW, rejects_what_it_cannot_fuse) {
  const float w[64] = {1.0f};
  sprt_operator_t pw = nullptr, dw = nullptr, other_dw = nullptr, fused = nullptr;
  ASSERT_EQ(sprt_status_success, sprt_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 4, 2, 4, w,
                                                                    nullptr, -kInf, kInf, 0, &pw));
  ASSERT_EQ(sprt_status_success, sprt_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 4, 1, 1, 4, 4, w,
                                                                    nullptr, -kInf, kInf, 0, &dw));
  ASSERT_EQ(sprt_status_success, sprt_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 3, 1, 1, 3, 3, w,
                                                                    nullptr, -kInf, kInf, 0, &other_dw));
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_create_pointwise_depthwise_nchw_f32(dw, dw, 0, &fused));
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_create_pointwise_depthwise_nchw_f32(pw, pw, 0, &fused));
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_create_pointwise_depthwise_nchw_f32(pw, other_dw, 0, &fused));
  // The other way round the 1x1 layer's 2 inputs must be the depthwise layer's channels.
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_create_depthwise_pointwise_nchw_f32(dw, pw, 0, &fused));
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_create_depthwise_pointwise_nchw_f32(pw, dw, 0, &fused));
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_create_pointwise_depthwise_nchw_f32(pw, dw, 1, &fused));
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_create_pointwise_depthwise_nchw_f32(nullptr, dw, 0, &fused));
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_create_pointwise_depthwise_nchw_f32(pw, dw, 0, nullptr));
  ASSERT_EQ(sprt_status_success, sprt_create_pointwise_depthwise_nchw_f32(pw, dw, 0, &fused));
  std::vector<float> x(2 * 5 * 5 + 16), y(4 * 5 * 5 + 16);
  EXPECT_EQ(sprt_status_invalid_state, sprt_run_operator(fused, nullptr));
  EXPECT_EQ(sprt_status_invalid_parameter,
            sprt_setup_pointwise_depthwise_nchw_f32(fused, 1, 0, 5, x.data(), y.data(), nullptr));
  EXPECT_EQ(sprt_status_invalid_parameter,
            sprt_setup_pointwise_depthwise_nchw_f32(fused, 1, 5, 5, nullptr, y.data(), nullptr));
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_setup_pointwise_depthwise_nchw_f32(pw, 1, 5, 5, x.data(), y.data(),
                                                                                   nullptr));
  EXPECT_EQ(sprt_status_invalid_parameter, sprt_setup_depthwise_pointwise_nchw_f32(fused, 1, 5, 5, x.data(), y.data(),
                                                                                   nullptr));
  EXPECT_EQ(sprt_status_success, sprt_setup_pointwise_depthwise_nchw_f32(fused, 0, 5, 5, x.data(), y.data(), nullptr));
  EXPECT_EQ(sprt_status_success, sprt_run_operator(fused, nullptr));  // an empty batch
  sprt_delete_operator(fused);
  sprt_delete_operator(pw);
  sprt_delete_operator(dw);
  sprt_delete_operator(other_dw);
}

}  // namespace
