// Every stem convolution microkernel in src/f32-conv-hwc2chw/gen/f32-conv-hwc2chw.inc, through
// ConvHWC2CHWMicrokernelTester. Kernels of ISAs this CPU lacks are skipped with a message naming the ISA.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "conv-hwc2chw-microkernel-tester.h"

namespace {

std::vector<const sprt_conv_hwc2chw_ukernel*> AllUkernels() {
  std::vector<const sprt_conv_hwc2chw_ukernel*> all;
  for (size_t i = 0; i < sprt_conv_hwc2chw_ukernel_count; i++) all.push_back(&sprt_conv_hwc2chw_ukernels[i]);
  return all;
}

class F32ConvHWC2CHW : public testing::TestWithParam<const sprt_conv_hwc2chw_ukernel*> {
 protected:
  void SetUp() override {
    if (!sprt_isa_supported(kernel().isa)) {
      GTEST_SKIP() << "this CPU lacks " << sprt_isa_name(kernel().isa) << ": " << kernel().name << " not run";
    }
  }
  const sprt_conv_hwc2chw_ukernel& kernel() const { return *GetParam(); }
  size_t tile() const { return kernel().output_channel_tile; }
  // Output columns per vector (1 for scalar code).
  size_t lanes() const { return sprt_isa_lanes(kernel().isa); }
  // Input widths whose output rows reach nine vectors and three columns more: past a group of
  // vectors and, for AVX-512, past the first chunk of columns.
  size_t max_input_width() const { return 2 * (9 * lanes() + 3) + 1; }
  // Output rows up to three vectors and three rows more (rows have no vectors).
  size_t max_input_height() const { return 2 * (3 * lanes() + 3) + 1; }
};

TEST_P(F32ConvHWC2CHW, input_widths) {
  for (size_t width = 1; width <= max_input_width(); width++) {
    for (size_t height : {3, 4}) {
      ConvHWC2CHWMicrokernelTester().input_size(height, width).output_channels(tile() + 1).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(F32ConvHWC2CHW, input_heights) {
  for (size_t height = 1; height <= max_input_height(); height++) {
    for (size_t width : {size_t{1}, 2 * lanes() + 3}) {
      ConvHWC2CHWMicrokernelTester().input_size(height, width).output_channels(tile() + 1).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// Every small image: the padding on all four sides meets the image's own edges.
TEST_P(F32ConvHWC2CHW, small_images) {
  for (size_t height = 1; height <= 8; height++) {
    for (size_t width = 1; width <= 8; width++) {
      ConvHWC2CHWMicrokernelTester().input_size(height, width).output_channels(2).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// Every partial and whole block of output channels.
TEST_P(F32ConvHWC2CHW, output_channels) {
  for (size_t channels = 1; channels <= 2 * tile() + 1; channels++) {
    for (size_t width : {2 * lanes() + 1, 2 * lanes() + 2}) {
      ConvHWC2CHWMicrokernelTester().input_size(5, width).output_channels(channels).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// Pixel strides other than 3 (padded NHWC, RGBA): channels 3 and up hold NaN.
TEST_P(F32ConvHWC2CHW, input_pixel_strides) {
  const size_t l = lanes();
  for (size_t stride : {4, 5, 8, 13}) {
    for (size_t width : {size_t{1}, size_t{2}, size_t{3}, 2 * l - 1, 2 * l, 2 * l + 1, 4 * l + 6, 6 * l + 7}) {
      ConvHWC2CHWMicrokernelTester().input_size(5, width).input_pixel_stride(stride).output_channels(tile() + 1)
          .Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// Rows longer than a SIMD kernel's column chunk: chunks start with the previous chunk's last column.
TEST_P(F32ConvHWC2CHW, wide_rows) {
  for (size_t width : {255, 256, 257, 258, 259, 300, 511, 513, 520, 1025}) {
    for (size_t stride : {3, 4}) {
      ConvHWC2CHWMicrokernelTester().input_size(4, width).input_pixel_stride(stride).output_channels(tile() + 1)
          .Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// Every range of output rows, the empty ones included: only its rows are written.
TEST_P(F32ConvHWC2CHW, output_rows) {
  for (size_t height : {13, 14}) {
    const size_t rows = (height - 1) / 2 + 1;
    for (size_t start = 0; start <= rows; start++) {
      for (size_t end = start; end <= rows; end++) {
        ConvHWC2CHWMicrokernelTester().input_size(height, 2 * lanes() + 3).output_rows(start, end)
            .output_channels(tile() + 1).Test(kernel());
        if (HasFatalFailure()) return;
      }
    }
  }
}

// Splitting the rows between calls changes no bit of the output.
TEST_P(F32ConvHWC2CHW, row_splits) {
  for (size_t width : {size_t{5}, 2 * lanes() + 3, size_t{261}}) {
    ConvHWC2CHWMicrokernelTester().input_size(17, width).output_channels(2 * tile() + 1).split_rows(true)
        .Test(kernel());
    ConvHWC2CHWMicrokernelTester().input_size(17, width).output_rows(2, 7).output_channels(tile()).split_rows(true)
        .Test(kernel());
    if (HasFatalFailure()) return;
  }
}

// Gaps between output channels stay untouched.
TEST_P(F32ConvHWC2CHW, output_channel_stride) {
  const size_t height = 7, width = 2 * lanes() + 5;
  const size_t plane = ((height - 1) / 2 + 1) * ((width - 1) / 2 + 1);
  for (size_t stride : {plane + 1, plane + 17, 2 * plane + 3}) {
    ConvHWC2CHWMicrokernelTester().input_size(height, width).output_channels(2 * tile() + 1)
        .output_channel_stride(stride).Test(kernel());
    if (HasFatalFailure()) return;
  }
}

TEST_P(F32ConvHWC2CHW, qmin) {
  ConvHWC2CHWMicrokernelTester().input_size(9, 4 * lanes() + 3).output_channels(2 * tile() + 1).qmin(128)
      .Test(kernel());
}

TEST_P(F32ConvHWC2CHW, qmax) {
  ConvHWC2CHWMicrokernelTester().input_size(9, 4 * lanes() + 3).output_channels(2 * tile() + 1).qmax(128)
      .Test(kernel());
}

TEST_P(F32ConvHWC2CHW, qmin_and_qmax) {
  ConvHWC2CHWMicrokernelTester().input_size(9, 4 * lanes() + 3).output_channels(2 * tile() + 1).qmin(96).qmax(160)
      .Test(kernel());
}

// NULL bias packs zeros.
TEST_P(F32ConvHWC2CHW, no_bias) {
  ConvHWC2CHWMicrokernelTester().input_size(6, 2 * lanes() + 1).output_channels(tile() + 3).bias(false)
      .Test(kernel());
}

// The MobileNetV1 stem: 224x224x3 to 32x112x112, ReLU6; also its upper and lower halves.
TEST_P(F32ConvHWC2CHW, mobilenet_v1_stem) {
  ConvHWC2CHWMicrokernelTester().input_size(224, 224).output_channels(32).clamp(0.0f, 6.0f).Test(kernel());
  ConvHWC2CHWMicrokernelTester().input_size(224, 224).output_channels(32).output_rows(0, 56).clamp(0.0f, 6.0f)
      .Test(kernel());
  ConvHWC2CHWMicrokernelTester().input_size(224, 224).output_channels(32).output_rows(56, 112).clamp(0.0f, 6.0f)
      .Test(kernel());
}

INSTANTIATE_TEST_SUITE_P(
    Ukernels, F32ConvHWC2CHW, testing::ValuesIn(AllUkernels()),
    [](const testing::TestParamInfo<const sprt_conv_hwc2chw_ukernel*>& info) { return std::string(info.param->name); });

}  // namespace
