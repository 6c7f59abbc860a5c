// Every global average pooling microkernel in src/f32-gavgpool-cw/gen/f32-gavgpool-cw.inc, through
// GAvgPoolCWMicrokernelTester. Kernels of ISAs this CPU lacks are skipped with a message naming the ISA.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gavgpool-cw-microkernel-tester.h"

namespace {

std::vector<const sprt_gavgpool_cw_ukernel*> AllUkernels() {
  std::vector<const sprt_gavgpool_cw_ukernel*> all;
  for (size_t i = 0; i < sprt_gavgpool_cw_ukernel_count; i++) all.push_back(&sprt_gavgpool_cw_ukernels[i]);
  return all;
}

// The widest vector of any kernel (AVX-512: 16 floats; the SIMD kernels also sum that many channels
// side by side): every ISA gets the sweeps of the widest.
constexpr size_t kLanes = 16;

class F32GAvgPoolCW : public testing::TestWithParam<const sprt_gavgpool_cw_ukernel*> {
 protected:
  void SetUp() override {
    if (!sprt_isa_supported(kernel().isa)) {
      GTEST_SKIP() << "this CPU lacks " << sprt_isa_name(kernel().isa) << ": " << kernel().name << " not run";
    }
  }
  const sprt_gavgpool_cw_ukernel& kernel() const { return *GetParam(); }
};

// Up to three vectors and three elements more, up to two channel groups and one channel more.
TEST_P(F32GAvgPoolCW, elements_and_channels) {
  for (size_t channels = 1; channels <= 2 * kLanes + 1; channels++) {
    for (size_t elements = 1; elements <= 3 * kLanes + 3; elements++) {
      GAvgPoolCWMicrokernelTester().channels(channels).elements(elements).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// Rows longer than the unrolled loops, among them the 112x112 and 56x56 planes.
TEST_P(F32GAvgPoolCW, long_rows) {
  for (size_t elements : {63, 64, 65, 100, 255, 256, 1000, 3136, 12544}) {
    for (size_t channels : {1, 3, 17}) {
      GAvgPoolCWMicrokernelTester().channels(channels).elements(elements).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// MobileNetV1's pooling: 1024 channels of 7x7.
TEST_P(F32GAvgPoolCW, mobilenet_v1) {
  GAvgPoolCWMicrokernelTester().channels(1024).elements(49).iterations(3).Test(kernel());
}

TEST_P(F32GAvgPoolCW, scales) {
  for (float scale : {1.0f, -0.5f, 3.0f, 1.0f / 3.0f}) {
    GAvgPoolCWMicrokernelTester().channels(2 * kLanes + 3).elements(kLanes + 7).scale(scale).Test(kernel());
    if (HasFatalFailure()) return;
  }
}

// Large sums against small differences: the tolerance scales with the magnitude, not the result.
TEST_P(F32GAvgPoolCW, input_offset) {
  GAvgPoolCWMicrokernelTester().channels(kLanes + 1).elements(2 * kLanes + 5).input_offset(100.0f).Test(kernel());
}

TEST_P(F32GAvgPoolCW, qmin) {
  GAvgPoolCWMicrokernelTester().channels(3 * kLanes + 5).elements(49).qmin(128).Test(kernel());
}

TEST_P(F32GAvgPoolCW, qmax) {
  GAvgPoolCWMicrokernelTester().channels(3 * kLanes + 5).elements(49).qmax(128).Test(kernel());
}

TEST_P(F32GAvgPoolCW, qmin_and_qmax) {
  GAvgPoolCWMicrokernelTester().channels(3 * kLanes + 5).elements(49).qmin(96).qmax(160).Test(kernel());
}

INSTANTIATE_TEST_SUITE_P(
    Ukernels, F32GAvgPoolCW, testing::ValuesIn(AllUkernels()),
    [](const testing::TestParamInfo<const sprt_gavgpool_cw_ukernel*>& info) { return std::string(info.param->name); });

}  // namespace
