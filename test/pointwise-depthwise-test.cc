// The fused sparse 1x1 + depthwise operator (sprt_create_pointwise_depthwise_nchw_f32): the two
// operators run one after the other are checked against float64 references, and the fused operator
// must give their outputs bit for bit on every pool (its bands follow the thread count), never write
// outside the depthwise layer's channels, and leave its parts not set up. Run once per ISA.
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

struct FusedCase {
  size_t input_channels, channels, height, width;
  uint32_t kernel, stride, padding_top;
  size_t batch;
};

std::string Describe(const FusedCase& c) {
  return std::to_string(c.input_channels) + "->" + std::to_string(c.channels) + " " + std::to_string(c.height) + "x" +
         std::to_string(c.width) + " dw" + std::to_string(c.kernel) + "x" + std::to_string(c.kernel) + " s" +
         std::to_string(c.stride) + " top " + std::to_string(c.padding_top) + " batch " + std::to_string(c.batch);
}

using Pool = std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>;

// Any summation order of `terms` products and a bias (test/error-bounds.h).
bool WithinBound(float value, double reference, double magnitude, size_t terms) {
  return std::abs(static_cast<double>(value) - reference) <= sprt_test::Tolerance(terms, magnitude);
}

void RunCase(const FusedCase& c) {
  SCOPED_TRACE(Describe(c));
  std::mt19937_64 rng(sprt_test::CaseSeed(sprt_test::CurrentTestName() + Describe(c)));
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  std::bernoulli_distribution kept(0.2);
  const size_t ci = c.input_channels, ce = c.channels, h = c.height, w = c.width, k = c.kernel, s = c.stride;
  const size_t pad = k / 2, top = c.padding_top;
  // XNNPACK's output size; a stride-2 plane of one row padded to k - 1 rows still makes one.
  const size_t oh = (top + h + pad >= k ? top + h + pad - k : 0) / s + 1, ow = (w + 2 * pad - k) / s + 1;
  // The depthwise output has one channel more than the layer writes: it must stay untouched.
  const size_t out_stride = ce + 1;
  std::vector<float> x(c.batch * ci * h * w), pw_weights(ce * ci), pw_bias(ce), dw_weights(ce * k * k), dw_bias(ce);
  for (float& v : x) v = value(rng);
  for (float& v : pw_weights) v = kept(rng) ? value(rng) : 0.0f;
  for (float& v : pw_bias) v = value(rng);
  for (float& v : dw_weights) v = value(rng);
  for (float& v : dw_bias) v = value(rng);

  sprt_operator_t pw = nullptr, dw = nullptr, fused = nullptr;
  ASSERT_EQ(sprt_status_success,
            sprt_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, ci, ce, ci, ce, pw_weights.data(),
                                               pw_bias.data(), 0.0f, 6.0f, 0, &pw));
  std::unique_ptr<sprt_operator, decltype(&sprt_delete_operator)> pw_owner(pw, sprt_delete_operator);
  ASSERT_EQ(sprt_status_success,
            sprt_create_convolution2d_nchw_f32(uint32_t(top), uint32_t(pad), uint32_t(pad), uint32_t(pad),
                                               uint32_t(k), uint32_t(k), uint32_t(s), uint32_t(s), 1, 1,
                                               uint32_t(ce), 1, 1, ce, out_stride, dw_weights.data(), dw_bias.data(),
                                               -1.5f, 1.5f, 0, &dw));
  std::unique_ptr<sprt_operator, decltype(&sprt_delete_operator)> dw_owner(dw, sprt_delete_operator);
  ASSERT_EQ(sprt_status_success, sprt_create_pointwise_depthwise_nchw_f32(pw, dw, 0, &fused));
  std::unique_ptr<sprt_operator, decltype(&sprt_delete_operator)> fused_owner(fused, sprt_delete_operator);

  // The fused operator first: its first setup chooses the 1x1 layer's table for both runs.
  const float sentinel = sprt_test::Sentinel();
  std::vector<std::vector<float>> fused_outputs;
  const size_t thread_counts[] = {0, 1, 2, 3};
  for (size_t threads : thread_counts) {
    Pool pool(threads == 0 ? nullptr : pthreadpool_create(threads), pthreadpool_destroy);
    std::vector<float> z(c.batch * out_stride * oh * ow + SPRT_EXTRA_BYTES / sizeof(float), sentinel);
    ASSERT_EQ(sprt_status_success,
              sprt_setup_pointwise_depthwise_nchw_f32(fused, c.batch, h, w, x.data(), z.data(), pool.get()));
    ASSERT_EQ(sprt_status_success, sprt_run_operator(fused, pool.get()));
    fused_outputs.push_back(std::move(z));
  }
  // Its parts are not set up now.
  EXPECT_EQ(sprt_status_invalid_state, sprt_run_operator(pw, nullptr));
  EXPECT_EQ(sprt_status_invalid_state, sprt_run_operator(dw, nullptr));

  // The two operators one after the other.
  std::vector<float> y(c.batch * ce * h * w + SPRT_EXTRA_BYTES / sizeof(float), sentinel);
  std::vector<float> z(c.batch * out_stride * oh * ow + SPRT_EXTRA_BYTES / sizeof(float), sentinel);
  ASSERT_EQ(sprt_status_success, sprt_setup_convolution2d_nchw_f32(pw, c.batch, h, w, x.data(), y.data(), nullptr));
  ASSERT_EQ(sprt_status_success, sprt_setup_convolution2d_nchw_f32(dw, c.batch, h, w, y.data(), z.data(), nullptr));
  ASSERT_EQ(sprt_status_success, sprt_run_operator(pw, nullptr));
  ASSERT_EQ(sprt_status_success, sprt_run_operator(dw, nullptr));

  // Each against float64 from its own input.
  size_t mismatches = 0;
  for (size_t b = 0; b < c.batch; b++) {
    for (size_t o = 0; o < ce; o++) {
      for (size_t p = 0; p < h * w; p++) {
        double sum = pw_bias[o], magnitude = std::abs(pw_bias[o]);
        for (size_t i = 0; i < ci; i++) {
          const double term = double(pw_weights[o * ci + i]) * double(x[(b * ci + i) * h * w + p]);
          sum += term;
          magnitude += std::abs(term);
        }
        const float got = y[(b * ce + o) * h * w + p];
        if (!WithinBound(got, sprt_test::Clamp(sum, 0.0f, 6.0f), magnitude, ci) && mismatches++ < 3) {
          ADD_FAILURE() << "1x1 image " << b << " channel " << o << " pixel " << p << ": " << got << " vs " << sum;
        }
      }
      for (size_t oy = 0; oy < oh; oy++) {
        for (size_t ox = 0; ox < ow; ox++) {
          double sum = dw_bias[o], magnitude = std::abs(dw_bias[o]);
          for (size_t ky = 0; ky < k; ky++) {
            for (size_t kx = 0; kx < k; kx++) {
              const ptrdiff_t iy = ptrdiff_t(oy * s + ky) - ptrdiff_t(top);
              const ptrdiff_t ix = ptrdiff_t(ox * s + kx) - ptrdiff_t(pad);
              if (iy < 0 || ix < 0 || iy >= ptrdiff_t(h) || ix >= ptrdiff_t(w)) continue;
              const double term = double(dw_weights[o * k * k + ky * k + kx]) * double(y[(b * ce + o) * h * w + iy * w + ix]);
              sum += term;
              magnitude += std::abs(term);
            }
          }
          const float got = z[(b * out_stride + o) * oh * ow + oy * ow + ox];
          if (!WithinBound(got, sprt_test::Clamp(sum, -1.5f, 1.5f), magnitude, k * k) && mismatches++ < 3) {
            ADD_FAILURE() << "depthwise image " << b << " channel " << o << " (" << oy << ", " << ox << "): " << got
                          << " vs " << sum;
          }
        }
      }
    }
  }
  EXPECT_EQ(0u, mismatches);

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
      EXPECT_TRUE(sprt_test::IsSentinel(fused_outputs[t][(b * out_stride + ce) * oh * ow])) << "image " << b;
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
          RunCase({5, 24, size, size + 3, k, s, top, size % 2 + 1});
          if (HasFatalFailure()) return;
        }
      }
    }
  }
}

// Planes large enough for several bands on one thread (the slots hold a few rows of every channel):
// MobileNetV2's first two expansions and EfficientNet-Lite0's 5x5 ones, at reduced width.
TEST_F(PointwiseDepthwiseNCHW, bands_of_large_planes) {
  RunCase({16, 96, 112, 112, 3, 2, 1, 1});
  RunCase({24, 144, 56, 56, 3, 1, 1, 1});
  RunCase({24, 144, 57, 57, 5, 2, 2, 2});
  RunCase({40, 240, 28, 28, 5, 1, 2, 1});
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
  EXPECT_EQ(sprt_status_success, sprt_setup_pointwise_depthwise_nchw_f32(fused, 0, 5, 5, x.data(), y.data(), nullptr));
  EXPECT_EQ(sprt_status_success, sprt_run_operator(fused, nullptr));  // an empty batch
  sprt_delete_operator(fused);
  sprt_delete_operator(pw);
  sprt_delete_operator(dw);
  sprt_delete_operator(other_dw);
}

}  // namespace
