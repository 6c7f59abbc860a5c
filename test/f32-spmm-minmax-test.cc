// Every SpMM microkernel in src/ukernels/gen/f32-spmm-minmax.inc, through SpMMMicrokernelTester.
// Kernels of ISAs this CPU lacks are skipped with a message naming the ISA.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "spmm-microkernel-tester.h"

namespace {

std::vector<const sprt_spmm_ukernel*> AllUkernels() {
  std::vector<const sprt_spmm_ukernel*> all;
  for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) all.push_back(&sprt_spmm_ukernels[i]);
  return all;
}

// Input channel counts that pack with the kernel's index width (the narrowest that holds them).
std::vector<size_t> InputChannels(const sprt_spmm_ukernel& k) {
  switch (k.index_bytes) {
    case 1: return {1, 2, 7, 32, 255};
    case 2: return {256, 300, 1024};
    default: return {65536, 65600};
  }
}

class F32SpMM : public testing::TestWithParam<const sprt_spmm_ukernel*> {
 protected:
  void SetUp() override {
    ASSERT_TRUE(sprt_cpu_init());
    if (!sprt_isa_supported(kernel().isa)) {
      GTEST_SKIP() << "this CPU lacks " << sprt_isa_name(kernel().isa) << ": " << kernel().name << " not run";
    }
  }
  const sprt_spmm_ukernel& kernel() const { return *GetParam(); }
  size_t k0() const { return InputChannels(kernel()).front(); }
  // The largest channel counts need few rows and pixels to stay fast.
  bool huge() const { return kernel().index_bytes == 4; }
  size_t px(size_t pixels) const { return huge() ? std::min<size_t>(pixels, 9) : pixels; }
};

TEST_P(F32SpMM, every_pixel_count_and_row_count) {
  const size_t ti = kernel().tile_rows;
  const size_t tile = kernel().tile_pixels;
  std::vector<size_t> pixel_counts, row_counts;
  if (huge()) {
    // 65536 input channels: the edges only.
    pixel_counts = {1, tile - 1 + (tile == 1), tile, tile + 1};
    row_counts = {1, ti + 1};
  } else {
    for (size_t p = 1; p <= 2 * tile + 1; p++) pixel_counts.push_back(p);
    for (size_t r = 1; r <= 2 * ti + 1; r++) row_counts.push_back(r);
  }
  for (size_t rows : row_counts) {
    for (size_t pixels : pixel_counts) {
      SpMMMicrokernelTester().pixels(pixels).output_channels(rows).input_channels(k0())
          .sparsity(huge() ? 0.999 : 0.5).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(F32SpMM, input_channels_of_this_index_width) {
  for (size_t k : InputChannels(kernel())) {
    for (double sparsity : {0.7, 0.9}) {
      SpMMMicrokernelTester().pixels(px(kernel().tile_pixels + 3)).output_channels(2 * kernel().tile_rows + 1)
          .input_channels(k).sparsity(huge() ? 0.999 : sparsity).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(F32SpMM, sparsity_sweep) {
  for (double sparsity : {0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0}) {
    SpMMMicrokernelTester().pixels(px(2 * kernel().tile_pixels - 1)).output_channels(3 * kernel().tile_rows - 1)
        .input_channels(kernel().index_bytes == 1 ? 64 : k0())
        .sparsity(huge() ? std::max(sparsity, 0.999) : sparsity).iterations(3).Test(kernel());
    if (HasFatalFailure()) return;
  }
}

TEST_P(F32SpMM, input_and_output_strides) {
  const size_t pixels = px(kernel().tile_pixels + 5);
  SpMMMicrokernelTester().pixels(pixels).input_stride(pixels + 3).output_stride(pixels + 11)
      .output_channels(2 * kernel().tile_rows + 3).input_channels(k0()).sparsity(huge() ? 0.999 : 0.7)
      .Test(kernel());
}

// Rows go where output_offsets says (a reordered operator), partial panels included, also when
// adding onto the output.
TEST_P(F32SpMM, permuted_rows) {
  const size_t ti = kernel().tile_rows;
  const size_t pixels = px(kernel().tile_pixels + 5);
  for (size_t rows : {ti + 1, 3 * ti}) {
    for (bool accumulate : {false, true}) {
      SpMMMicrokernelTester().pixels(pixels).output_stride(pixels + 2).output_channels(rows)
          .input_channels(k0()).sparsity(huge() ? 0.999 : 0.7).permute_rows(true).accumulate(accumulate)
          .iterations(2).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(F32SpMM, no_bias) {
  SpMMMicrokernelTester().pixels(px(kernel().tile_pixels + 1)).output_channels(kernel().tile_rows + 1)
      .input_channels(k0()).bias(false).Test(kernel());
}

// bias == NULL adds onto the output: every pixel remainder and every partial panel.
TEST_P(F32SpMM, accumulate) {
  const size_t ti = kernel().tile_rows;
  const size_t tile = kernel().tile_pixels;
  for (size_t rows : {size_t{1}, ti - 1 + (ti == 1), ti, 2 * ti + 1}) {
    for (size_t pixels : {size_t{1}, tile - 1 + (tile == 1), tile, 2 * tile + 3}) {
      SpMMMicrokernelTester().pixels(px(pixels)).output_channels(rows).input_channels(k0())
          .output_stride(px(pixels) + 5).sparsity(huge() ? 0.999 : 0.6).accumulate(true).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
  SpMMMicrokernelTester().pixels(px(tile + 7)).output_channels(2 * ti).input_channels(k0())
      .sparsity(huge() ? 0.999 : 0.7).accumulate(true).qmin(64).qmax(192).Test(kernel());
}

TEST_P(F32SpMM, qmin) {
  SpMMMicrokernelTester().pixels(px(kernel().tile_pixels + 7)).output_channels(2 * kernel().tile_rows)
      .input_channels(k0()).sparsity(huge() ? 0.999 : 0.7).qmin(128).Test(kernel());
}

TEST_P(F32SpMM, qmax) {
  SpMMMicrokernelTester().pixels(px(kernel().tile_pixels + 7)).output_channels(2 * kernel().tile_rows)
      .input_channels(k0()).sparsity(huge() ? 0.999 : 0.7).qmax(128).Test(kernel());
}

TEST_P(F32SpMM, zero_weights) {
  SpMMMicrokernelTester().pixels(px(kernel().tile_pixels)).output_channels(kernel().tile_rows + 2)
      .input_channels(k0()).sparsity(1.0).Test(kernel());
}

INSTANTIATE_TEST_SUITE_P(
    Ukernels, F32SpMM, testing::ValuesIn(AllUkernels()),
    [](const testing::TestParamInfo<const sprt_spmm_ukernel*>& info) { return std::string(info.param->name); });

}  // namespace
