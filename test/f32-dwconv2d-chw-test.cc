// Every depthwise CHW microkernel in src/f32-dwconv2d-chw/gen/f32-dwconv2d-chw.inc, through
// DWConv2DCHWMicrokernelTester. Kernels of ISAs this CPU lacks are skipped with a message naming the ISA.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "dwconv2d-chw-microkernel-tester.h"
#include "test/mobilenet-v1-shapes.h"

namespace {

std::vector<const sprt_dwconv2d_chw_ukernel*> AllUkernels() {
  std::vector<const sprt_dwconv2d_chw_ukernel*> all;
  for (size_t i = 0; i < sprt_dwconv2d_chw_ukernel_count; i++) all.push_back(&sprt_dwconv2d_chw_ukernels[i]);
  return all;
}

class F32DWConv2DCHW : public testing::TestWithParam<const sprt_dwconv2d_chw_ukernel*> {
 protected:
  void SetUp() override {
    if (!sprt_isa_supported(kernel().isa)) {
      GTEST_SKIP() << "this CPU lacks " << sprt_isa_name(kernel().isa) << ": " << kernel().name << " not run";
    }
  }
  const sprt_dwconv2d_chw_ukernel& kernel() const { return *GetParam(); }
  uint32_t k() const { return kernel().kernel_size; }
  uint32_t stride() const { return kernel().stride; }
  // Top paddings of the contract: K / 2, and K / 2 - 1 with stride 2.
  std::vector<uint32_t> paddings() const {
    if (stride() == 1) return {k() / 2};
    return {k() / 2 - 1, k() / 2};
  }
  // Input widths whose outputs fill three vectors and a bit: every remainder of the last vector,
  // with one, two and three vectors before it.
  size_t max_width() const { return (3 * sprt_isa_lanes(kernel().isa) + 2) * stride(); }
};

TEST_P(F32DWConv2DCHW, every_width_and_small_height) {
  for (uint32_t padding : paddings()) {
    for (size_t h = 1; h <= 9; h++) {
      for (size_t w = 1; w <= max_width(); w++) {
        DWConv2DCHWMicrokernelTester().input_height(h).input_width(w).padding_top(padding).Test(kernel());
        if (HasFatalFailure()) return;
      }
    }
  }
}

// Enough rows for every step kind in one strip: the rows above the first output row, the rows inside
// the plane, and the rows whose window reaches below it.
TEST_P(F32DWConv2DCHW, tall_planes) {
  const size_t lanes = sprt_isa_lanes(kernel().isa);
  for (uint32_t padding : paddings()) {
    for (size_t h = 10; h <= 40; h++) {
      for (size_t w : {size_t{1}, lanes * stride(), (lanes + 1) * stride(), (2 * lanes + 3) * stride() + 1}) {
        DWConv2DCHWMicrokernelTester().input_height(h).input_width(w).padding_top(padding).Test(kernel());
        if (HasFatalFailure()) return;
      }
    }
  }
}

// Bands of output rows (a plane split by rows; the operator splits by channels): every band bitwise the whole plane's rows,
// no read above a band's first window, no write outside the band. Widths cover the ymm (stride 1) and
// two-rows-per-vector (stride 2) paths and the strips with a masked remainder.
TEST_P(F32DWConv2DCHW, bands_of_rows) {
  const size_t lanes = sprt_isa_lanes(kernel().isa);
  for (uint32_t padding : paddings()) {
    for (size_t h = 3; h <= 30; h++) {
      for (size_t w : {size_t{1}, size_t{7}, size_t{14}, lanes * stride() + 3, (2 * lanes + 1) * stride() + 1}) {
        for (size_t bands : {2, 3, 5, 8}) {
          DWConv2DCHWMicrokernelTester().input_height(h).input_width(w).padding_top(padding).bands(bands)
              .Test(kernel());
          if (HasFatalFailure()) return;
        }
      }
    }
  }
}

// The planes of MobileNetV1's depthwise layers (112, 56, 28, 14 and 7 rows and columns), each with
// every kernel whatever the layer's own stride.
TEST_P(F32DWConv2DCHW, mobilenet_v1_planes) {
  std::vector<size_t> sizes;
  for (const sprt_test::DepthwiseShape& shape : sprt_test::kMobileNetV1DepthwiseShapes) sizes.push_back(shape.size);
  sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
  for (uint32_t padding : paddings()) {
    for (size_t size : sizes) {
      DWConv2DCHWMicrokernelTester().input_height(size).input_width(size).padding_top(padding).iterations(2)
          .bands(8).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(F32DWConv2DCHW, qmin) {
  for (uint32_t padding : paddings()) {
    for (size_t w : {size_t{7}, size_t{14}, max_width()}) {
      DWConv2DCHWMicrokernelTester().input_height(11).input_width(w).padding_top(padding).qmin(128).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(F32DWConv2DCHW, qmax) {
  for (uint32_t padding : paddings()) {
    for (size_t w : {size_t{7}, size_t{14}, max_width()}) {
      DWConv2DCHWMicrokernelTester().input_height(11).input_width(w).padding_top(padding).qmax(128).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// ReLU6-like bounds inside the output range: both clamps bite in the same plane.
TEST_P(F32DWConv2DCHW, qmin_and_qmax) {
  for (uint32_t padding : paddings()) {
    DWConv2DCHWMicrokernelTester().input_height(28).input_width(28).padding_top(padding).qmin(64).qmax(192)
        .iterations(3).Test(kernel());
    if (HasFatalFailure()) return;
  }
}

TEST_P(F32DWConv2DCHW, zero_taps) {
  for (uint32_t padding : paddings()) {
    DWConv2DCHWMicrokernelTester().input_height(9).input_width(max_width()).padding_top(padding).zero_taps(true)
        .Test(kernel());
    if (HasFatalFailure()) return;
  }
}

// The registry finds every kernel of the list by (ISA, K, stride), and nothing for other sizes.
TEST(F32DWConv2DCHWRegistry, find_each_kernel) {
  for (size_t i = 0; i < sprt_dwconv2d_chw_ukernel_count; i++) {
    const sprt_dwconv2d_chw_ukernel& k = sprt_dwconv2d_chw_ukernels[i];
    EXPECT_EQ(&k, sprt_find_dwconv2d_chw_ukernel(k.isa, k.kernel_size, k.stride)) << k.name;
  }
  for (int isa = 0; isa < sprt_isa_count; isa++) {
    EXPECT_EQ(nullptr, sprt_find_dwconv2d_chw_ukernel(static_cast<sprt_isa>(isa), 7, 1));
    EXPECT_EQ(nullptr, sprt_find_dwconv2d_chw_ukernel(static_cast<sprt_isa>(isa), 3, 3));
  }
}

INSTANTIATE_TEST_SUITE_P(
    Ukernels, F32DWConv2DCHW, testing::ValuesIn(AllUkernels()),
    [](const testing::TestParamInfo<const sprt_dwconv2d_chw_ukernel*>& info) { return std::string(info.param->name); });

}  // namespace
