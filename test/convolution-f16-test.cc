// The f16 1x1 NCHW convolution operator through the public API, as cases on ConvolutionOperatorTester
// (TestNCHWxF16 says what every case checks: the float64 reference within the half-precision bound
// of the ISA's accumulation, bitwise determinism across pools, entry points and weight formats,
// padding channels, the input untouched, operator info). Run once per ISA (--sprt_isa).
#include <gtest/gtest.h>

#include <xnnpack.h>

#include <cmath>
#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include <sprt.h>

#include "test/convolution-operator-tester.h"
#include "test/mobilenet-v1-shapes.h"

namespace {

using sprt_test::ConvolutionOperatorTester;
using sprt_test::kMobileNetV1PointwiseShapes;
using sprt_test::PointwiseShape;

class OperatorEnvironment : public testing::Environment {
 public:
  void SetUp() override { ASSERT_NO_FATAL_FAILURE(sprt_test::InitializeLibraries()); }
  void TearDown() override { xnn_deinitialize(); }
};

testing::Environment* const g_environment = testing::AddGlobalTestEnvironment(new OperatorEnvironment);

// --- MobileNetV1 1x1 layers at 70/80/90%, unclamped and ~10%-per-end clamped --------------------

struct MobileNetCase {
  PointwiseShape shape;
  double sparsity;
};

std::string MobileNetCaseString(const MobileNetCase& c) {
  return std::to_string(c.shape.size) + "x" + std::to_string(c.shape.size) + "_out" +
         std::to_string(c.shape.output_channels) + "_in" + std::to_string(c.shape.input_channels) + "_sparsity" +
         std::to_string(static_cast<int>(std::lround(c.sparsity * 100)));
}

void PrintTo(const MobileNetCase& c, std::ostream* os) { *os << MobileNetCaseString(c); }

std::vector<MobileNetCase> MobileNetCases() {
  std::vector<MobileNetCase> cases;
  for (const PointwiseShape& shape : kMobileNetV1PointwiseShapes) {
    for (double sparsity : {0.7, 0.8, 0.9}) cases.push_back({shape, sparsity});
  }
  return cases;
}

class MobileNetF16 : public testing::TestWithParam<MobileNetCase> {};

TEST_P(MobileNetF16, matches_reference_and_itself) {
  const MobileNetCase& param = GetParam();
  for (double clamp_quantile : {0.0, 0.1}) {
    ConvolutionOperatorTester()
        .input_size(param.shape.size, param.shape.size)
        .input_channels(param.shape.input_channels)
        .output_channels(param.shape.output_channels)
        .sparsity(param.sparsity)
        .clamp_quantile(clamp_quantile)
        .TestNCHWxF16();
  }
}

INSTANTIATE_TEST_SUITE_P(ConvolutionF16, MobileNetF16, testing::ValuesIn(MobileNetCases()),
                         [](const testing::TestParamInfo<MobileNetCase>& info) {
                           return MobileNetCaseString(info.param);
                         });

// --- Edge shapes: pixel counts off every tile width, output channels off every panel height ------

TEST(ConvolutionF16, edge_shapes) {
  const std::pair<size_t, size_t> sizes[] = {{1, 1}, {1, 3}, {1, 17}, {7, 9}, {5, 13}, {97, 1}, {3, 43}};
  for (const auto& hw : sizes) {
    for (size_t cout : {1, 3, 5, 13, 37}) {
      ConvolutionOperatorTester()
          .input_size(hw.first, hw.second)
          .input_channels(23)
          .output_channels(cout)
          .sparsity(0.6)
          .clamp_quantile(0.1)
          .iterations(2)
          .TestNCHWxF16();
      if (testing::Test::HasFatalFailure()) return;
    }
  }
}

TEST(ConvolutionF16, batch_3_strided_channels) {
  ConvolutionOperatorTester()
      .input_size(7, 9)
      .input_channels(40)
      .output_channels(24)
      .input_channel_stride(47)
      .output_channel_stride(29)
      .batch_size(3)
      .sparsity(0.8)
      .TestNCHWxF16();
}

TEST(ConvolutionF16, null_bias) {
  ConvolutionOperatorTester().input_size(5, 13).input_channels(32).output_channels(16).sparsity(0.7).has_bias(false)
      .TestNCHWxF16();
}

TEST(ConvolutionF16, keep_and_reorder_output_channels) {
  for (uint32_t flags : {SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER, SPRT_FLAG_REORDER_OUTPUT_CHANNELS}) {
    ConvolutionOperatorTester()
        .input_size(14, 14)
        .input_channels(128)
        .output_channels(96)
        .sparsity(0.8)
        .flags(flags)
        .TestNCHWxF16();
  }
}

// Misaligned planes on 4 and 16 threads (split by bytes: pixel blocks of 32 halves) give the NULL
// pool's bits.
TEST(ConvolutionF16, misaligned_planes_on_many_threads) {
  for (size_t size : {14, 7}) {
    ConvolutionOperatorTester()
        .input_size(size, size)
        .input_channels(size == 14 ? 384 : 960)
        .output_channels(size == 14 ? 64 : 160)
        .sparsity(0.8)
        .clamp_quantile(0.1)
        .many_threads(true)
        .TestNCHWxF16();
    if (testing::Test::HasFatalFailure()) return;
  }
}

// More input channels than one packed chunk holds: several roundings to half (one per chunk).
TEST(ConvolutionF16, input_channel_chunks) {
  ConvolutionOperatorTester()
      .input_size(3, 5)
      .input_channels(70000)
      .output_channels(8)
      .sparsity(0.999)
      .iterations(1)
      .TestNCHWxF16();
}

TEST(ConvolutionF16, setup_again_for_other_shapes) {
  ConvolutionOperatorTester()
      .input_size(14, 14)
      .input_channels(64)
      .output_channels(48)
      .sparsity(0.8)
      .next_setup(2, 7, 7)
      .next_setup(1, 28, 28)
      .next_setup(3, 1, 5)
      .TestSetupNCHWxF16();
}

}  // namespace
