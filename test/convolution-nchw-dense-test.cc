// The NCHW network's layers besides the sparse 1x1 convolution, through XNNPACK's parameter list
// (sprt_create_convolution2d_nchw_f32, sprt_create_global_average_pooling_ncw_f32): depthwise 3x3 and
// 5x5, the NHWC-input stem, global average pooling; and that sprt supports exactly the parameter sets
// XNNPACK's NCHW convolution supports. Run once per ISA (--sprt_isa).
#include <gtest/gtest.h>

#include <xnnpack.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include <sprt.h>

#include "test/mobilenet-v1-shapes.h"
#include "test/nchw-operator-tester.h"

namespace {

using sprt_test::GlobalAveragePoolingTester;
using sprt_test::NCHWConvolutionTester;

class Environment : public testing::Environment {
 public:
  void SetUp() override { ASSERT_EQ(sprt_initialize(), sprt_status_success); }
};
const testing::Environment* const kEnvironment = testing::AddGlobalTestEnvironment(new Environment);

NCHWConvolutionTester Depthwise(uint32_t k, uint32_t s, size_t channels, size_t h, size_t w) {
  return NCHWConvolutionTester().kernel_size(k).subsampling(s).padding(k / 2).groups(uint32_t(channels))
      .input_size(h, w);
}

// The 13 depthwise layers of MobileNetV1 (channels, input size, stride), with ReLU6-like clamps.
TEST(DepthwiseNCHW, mobilenet_v1_layers) {
  const struct { size_t channels, size; uint32_t stride; } layers[] = {
      {32, 112, 1}, {64, 112, 2}, {128, 56, 1}, {128, 56, 2}, {256, 28, 1}, {256, 28, 2}, {512, 14, 1},
      {512, 14, 2}, {1024, 7, 1},
  };
  for (const auto& l : layers) {
    Depthwise(3, l.stride, l.channels, l.size, l.size).clamp_quantile(0.1).TestF32();
    if (testing::Test::HasFatalFailure()) return;
  }
}

// Every small size around the vector widths, both strides, both kernel sizes, both top paddings with
// stride 2 (XNNPACK compares only where its own kernels handle the size: at least the kernel).
TEST(DepthwiseNCHW, small_sizes) {
  for (uint32_t k : {3u, 5u}) {
    for (uint32_t s : {1u, 2u}) {
      for (uint32_t top : s == 1 ? std::vector<uint32_t>{k / 2} : std::vector<uint32_t>{k / 2 - 1, k / 2}) {
        for (size_t h : {1, 2, 3, 4, 5, 6, 9}) {
          for (size_t w : {1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 47, 49}) {
            Depthwise(k, s, 3, h, w).padding(top, k / 2, k / 2, k / 2).batch_size(2)
                .compare_with_xnnpack(h >= k && w >= k).TestF32();
            if (testing::Test::HasFatalFailure()) return;
          }
        }
      }
    }
  }
}

TEST(DepthwiseNCHW, hwg_kernel_layout_strides_and_clamp) {
  for (uint32_t k : {3u, 5u}) {
    for (uint32_t s : {1u, 2u}) {
      Depthwise(k, s, 5, 11, 13).depthwise_layout(true).input_channel_stride(7).output_channel_stride(9)
          .batch_size(3).clamp_quantile(0.2).TestF32();
      if (testing::Test::HasFatalFailure()) return;
    }
  }
}

// Tall planes (16 to 37 output rows) on several threads (blocks of channels): both kernel sizes,
// strides and top paddings, batches and channel strides, narrow and wide rows.
TEST(DepthwiseNCHW, tall_planes) {
  for (uint32_t k : {3u, 5u}) {
    for (uint32_t s : {1u, 2u}) {
      for (uint32_t top : s == 1 ? std::vector<uint32_t>{k / 2} : std::vector<uint32_t>{k / 2 - 1, k / 2}) {
        for (size_t h : {16 * s, 16 * s + 1, 37 * s}) {
          for (size_t w : {7, 14, 40}) {
            Depthwise(k, s, 3, h, w).padding(top, k / 2, k / 2, k / 2).batch_size(2).input_channel_stride(4)
                .output_channel_stride(5).clamp_quantile(0.1).TestF32();
            if (testing::Test::HasFatalFailure()) return;
          }
        }
      }
    }
  }
}

TEST(DepthwiseNCHW, large_plane) {
  Depthwise(5, 1, 2, 97, 131).TestF32();
  Depthwise(5, 2, 2, 97, 131).padding(1, 2, 2, 2).TestF32();
}

NCHWConvolutionTester Stem(size_t output_channels, size_t h, size_t w) {
  return NCHWConvolutionTester().kernel_size(3).subsampling(2).padding(1).group_input_channels(3)
      .group_output_channels(output_channels).input_size(h, w).nhwc_input(true);
}

TEST(StemNCHW, mobilenet_v1) { Stem(32, 224, 224).clamp_quantile(0.1).TestF32(); }

TEST(StemNCHW, small_sizes_and_channel_counts) {
  for (size_t h : {1, 2, 3, 4, 7, 16, 33}) {
    for (size_t w : {1, 2, 3, 5, 16, 31, 32, 33, 34, 65}) {
      Stem(5, h, w).batch_size(2).compare_with_xnnpack(h >= 3 && w >= 3).TestF32();
      if (testing::Test::HasFatalFailure()) return;
    }
  }
  for (size_t oc = 1; oc <= 40; oc++) {
    Stem(oc, 9, 21).TestF32();
    if (testing::Test::HasFatalFailure()) return;
  }
}

// XNNPACK's NHWC-input kernel reads pixels 3 floats apart whatever the stride (only its batch stride
// uses it): sprt honours the pixel stride, and is compared with the reference alone.
TEST(StemNCHW, pixel_and_channel_strides) {
  Stem(17, 13, 19).input_channel_stride(4).output_channel_stride(20).batch_size(2).clamp_quantile(0.2)
      .compare_with_xnnpack(false).TestF32();
  Stem(8, 12, 12).input_channel_stride(7).compare_with_xnnpack(false).TestF32();
  Stem(9, 12, 12).output_channel_stride(11).batch_size(2).TestF32();
}

// 1x1 through the generic entry point is the sparse operator.
TEST(ConvolutionNCHWGeneric, one_by_one_is_the_sparse_operator) {
  NCHWConvolutionTester().group_input_channels(64).group_output_channels(48).input_size(7, 9).batch_size(2)
      .TestF32();
  const std::vector<float> kernel(16 * 8, 0.5f);
  sprt_operator_t op = nullptr;
  ASSERT_EQ(sprt_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 8, 16, 8, 16, kernel.data(), nullptr,
                                               -1.0f, 1.0f, SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER, &op),
            sprt_status_success);
  sprt_operator_info info = {};
  info.size = sizeof(info);
  ASSERT_EQ(sprt_get_operator_info(op, &info), sprt_status_success);
  EXPECT_STREQ(info.kind, "sparse 1x1 convolution");
  EXPECT_NE(info.mapping_table, nullptr);
  sprt_delete_operator(op);
}

TEST(ConvolutionNCHWGeneric, info_names_the_kind_and_kernel) {
  if (!sprt_test::LibraryHasDenseKernels()) GTEST_SKIP() << "no dense kernels on this ISA (tested elsewhere)";
  const std::vector<float> kernel(3 * 3 * 3 * 8, 0.5f);
  sprt_operator_t op = nullptr;
  ASSERT_EQ(sprt_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 8, 1, 1, 8, 8, kernel.data(), nullptr,
                                               0.0f, 6.0f, 0, &op),
            sprt_status_success);
  sprt_operator_info info = {};
  info.size = sizeof(info);
  ASSERT_EQ(sprt_get_operator_info(op, &info), sprt_status_success);
  EXPECT_STREQ(info.kind, "depthwise convolution");
  EXPECT_NE(std::string(info.ukernel).find("dwconv2d_chw"), std::string::npos) << info.ukernel;
  EXPECT_EQ(info.mapping_table, nullptr);
  EXPECT_EQ(info.output_channels, 8u);
  sprt_delete_operator(op);
  ASSERT_EQ(sprt_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, 3, 8, 3, 8, kernel.data(), nullptr,
                                               0.0f, 6.0f, SPRT_FLAG_INPUT_NHWC, &op),
            sprt_status_success);
  ASSERT_EQ(sprt_get_operator_info(op, &info), sprt_status_success);
  EXPECT_STREQ(info.kind, "NHWC-input convolution");
  sprt_delete_operator(op);
}

// A parameter set both libraries are given; sprt must accept exactly what XNNPACK accepts (on an ISA
// with dense kernels), except XNNPACK's NHWC-input kernel, which assumes 3 input channels without
// checking them: sprt rejects other counts.
struct ParameterSet {
  uint32_t top, right, bottom, left, kernel_h, kernel_w, sub_h, sub_w, dil_h, dil_w, groups;
  size_t gic, goc;
  bool nhwc, depthwise_flag;
};

TEST(ConvolutionNCHWGeneric, supports_what_xnnpack_supports) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  std::vector<ParameterSet> sets;
  for (uint32_t k : {1u, 2u, 3u, 5u, 7u}) {
    for (uint32_t s : {1u, 2u, 3u}) {
      for (uint32_t pad : {0u, 1u, 2u}) {
        for (uint32_t top : {0u, 1u, 2u}) {
          sets.push_back({top, pad, pad, pad, k, k, s, s, 1, 1, 4, 1, 1, false, false});  // depthwise
          sets.push_back({top, pad, pad, pad, k, k, s, s, 1, 1, 1, 3, 4, true, false});   // stem
          sets.push_back({top, pad, pad, pad, k, k, s, s, 1, 1, 1, 6, 4, false, false});  // dense
        }
      }
    }
  }
  sets.push_back({1, 1, 1, 1, 3, 3, 1, 2, 1, 1, 4, 1, 1, false, false});  // unequal subsampling
  sets.push_back({1, 1, 1, 1, 3, 3, 1, 1, 2, 2, 4, 1, 1, false, false});  // dilation
  sets.push_back({1, 1, 1, 1, 3, 5, 1, 1, 1, 1, 4, 1, 1, false, false});  // 3x5
  sets.push_back({0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 3, 4, false, false});  // grouped 1x1
  sets.push_back({0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 4, 1, 1, false, false});  // depthwise 1x1
  sets.push_back({1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 4, 1, 2, false, false});  // depth multiplier 2
  sets.push_back({1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 4, 1, 1, false, true});   // HWG layout
  sets.push_back({1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, 3, 4, true, true});    // NHWC with the depthwise flag
  const bool dense_kernels = sprt_test::LibraryHasDenseKernels();
  std::vector<float> kernel(7 * 7 * 6 * 4 * 4, 0.25f);
  for (const ParameterSet& p : sets) {
    const size_t in_channels = p.groups * p.gic, out_channels = p.groups * p.goc;
    const uint32_t sprt_flags =
        (p.nhwc ? SPRT_FLAG_INPUT_NHWC : 0) | (p.depthwise_flag ? SPRT_FLAG_DEPTHWISE_CONVOLUTION : 0);
    const uint32_t xnn_flags =
        (p.nhwc ? XNN_FLAG_INPUT_NHWC : 0) | (p.depthwise_flag ? XNN_FLAG_DEPTHWISE_CONVOLUTION : 0);
    sprt_operator_t op = nullptr;
    const sprt_status status = sprt_create_convolution2d_nchw_f32(
        p.top, p.right, p.bottom, p.left, p.kernel_h, p.kernel_w, p.sub_h, p.sub_w, p.dil_h, p.dil_w, p.groups, p.gic,
        p.goc, in_channels, out_channels, kernel.data(), nullptr, -sprt_test::kInf, sprt_test::kInf, sprt_flags, &op);
    xnn_operator_t xop = nullptr;
    const xnn_status xstatus = xnn_create_convolution2d_nchw_f32(
        p.top, p.right, p.bottom, p.left, p.kernel_h, p.kernel_w, p.sub_h, p.sub_w, p.dil_h, p.dil_w, p.groups, p.gic,
        p.goc, in_channels, out_channels, kernel.data(), nullptr, -sprt_test::kInf, sprt_test::kInf, xnn_flags, &xop);
    sprt_delete_operator(op);
    xnn_delete_operator(xop);
    const bool one_by_one = p.kernel_h == 1 && p.kernel_w == 1;
    SCOPED_TRACE(testing::Message() << p.kernel_h << "x" << p.kernel_w << " s" << p.sub_h << "x" << p.sub_w << " d"
                                    << p.dil_h << " pad " << p.top << "," << p.right << "," << p.bottom << ","
                                    << p.left << " groups " << p.groups << " (" << p.gic << " -> " << p.goc << ")"
                                    << (p.nhwc ? " NHWC" : "") << (p.depthwise_flag ? " depthwise flag" : ""));
    if (xstatus == xnn_status_success) {
      if (one_by_one || dense_kernels) {
        EXPECT_EQ(status, sprt_status_success);
      } else {
        EXPECT_EQ(status, sprt_status_unsupported_hardware);
      }
    } else {
      EXPECT_NE(status, sprt_status_success);
      EXPECT_EQ(int(status), int(xstatus)) << "sprt and XNNPACK statuses share their numbering";
    }
  }
}

TEST(GlobalAveragePoolingNCW, mobilenet_v1) { GlobalAveragePoolingTester().channels(1024).width(49).TestF32(); }

TEST(GlobalAveragePoolingNCW, channel_counts_widths_batches_and_clamp) {
  for (size_t channels : {1, 2, 7, 16, 17, 33, 100}) {
    for (size_t width : {1, 2, 3, 7, 8, 15, 16, 17, 49, 64, 100}) {
      GlobalAveragePoolingTester().channels(channels).width(width).batch_size(2).TestF32();
      if (testing::Test::HasFatalFailure()) return;
    }
  }
  GlobalAveragePoolingTester().channels(40).width(30).batch_size(3).clamp(-0.1f, 0.1f).TestF32();
}

}  // namespace
