// Every SpMM microkernel in src/f32-spmm/gen/f32-spmm-minmax.inc, through SpMMMicrokernelTester.
// Kernels of ISAs this CPU lacks are skipped with a message naming the ISA.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "spmm-microkernel-tester.h"

namespace {

std::vector<const sprt_spmm_ukernel*> AllUkernels() {
  std::vector<const sprt_spmm_ukernel*> all;
  for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
    if (sprt_spmm_ukernels[i].datatype == sprt_datatype_f32) all.push_back(&sprt_spmm_ukernels[i]);
  }
  return all;
}

// Input channel counts: every index width that packing once used (8 bits up to 255, then 16), all of
// them now packed as uint16_t. The largest count one packing holds has its own test.
constexpr size_t kInputChannels[] = {1, 2, 7, 32, 255, 256, 300, 1024};
constexpr size_t kSmallInputChannels[] = {1, 256};

class F32SpMM : public testing::TestWithParam<const sprt_spmm_ukernel*> {
 protected:
  void SetUp() override {
    if (!sprt_isa_supported(kernel().isa)) {
      GTEST_SKIP() << "this CPU lacks " << sprt_isa_name(kernel().isa) << ": " << kernel().name << " not run";
    }
  }
  const sprt_spmm_ukernel& kernel() const { return *GetParam(); }
};

TEST_P(F32SpMM, every_pixel_count_and_row_count) {
  const size_t ti = kernel().tile_rows;
  const size_t tile = kernel().tile_pixels;
  for (size_t k : kSmallInputChannels) {
    for (size_t rows = 1; rows <= 2 * ti + 1; rows++) {
      for (size_t pixels = 1; pixels <= 2 * tile + 1; pixels++) {
        SpMMMicrokernelTester().pixels(pixels).output_channels(rows).input_channels(k).sparsity(0.5).Test(kernel());
        if (HasFatalFailure()) return;
      }
    }
  }
}

TEST_P(F32SpMM, input_channel_counts) {
  for (size_t k : kInputChannels) {
    for (double sparsity : {0.7, 0.9}) {
      SpMMMicrokernelTester().pixels(kernel().tile_pixels + 3).output_channels(2 * kernel().tile_rows + 1)
          .input_channels(k).sparsity(sparsity).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// The largest index and per-pattern count a packing holds (SPRT_MAX_PACKED_COLUMNS): the edges only,
// with few rows and pixels to stay fast.
TEST_P(F32SpMM, largest_input_channel_count) {
  const size_t ti = kernel().tile_rows;
  const size_t tile = kernel().tile_pixels;
  for (size_t rows : {size_t{1}, ti + 1}) {
    for (size_t pixels : {size_t{1}, tile - 1 + (tile == 1), tile, tile + 1}) {
      SpMMMicrokernelTester().pixels(std::min<size_t>(pixels, 9)).output_channels(rows)
          .input_channels(SPRT_MAX_PACKED_COLUMNS).sparsity(0.999).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
  // Every column of one row used: a kernel pattern's count reaches SPRT_MAX_PACKED_COLUMNS.
  SpMMMicrokernelTester().pixels(3).output_channels(1).input_channels(SPRT_MAX_PACKED_COLUMNS).sparsity(0.0)
      .Test(kernel());
}

TEST_P(F32SpMM, sparsity_sweep) {
  for (size_t k : {size_t{64}, size_t{256}}) {
    for (double sparsity : {0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0}) {
      SpMMMicrokernelTester().pixels(2 * kernel().tile_pixels - 1).output_channels(3 * kernel().tile_rows - 1)
          .input_channels(k).sparsity(sparsity).iterations(3).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(F32SpMM, input_and_output_strides) {
  const size_t pixels = kernel().tile_pixels + 5;
  for (size_t k : kSmallInputChannels) {
    SpMMMicrokernelTester().pixels(pixels).input_stride(pixels + 3).output_stride(pixels + 11)
        .output_channels(2 * kernel().tile_rows + 3).input_channels(k).sparsity(0.7).Test(kernel());
  }
}

// Rows go where output_offsets says (a reordered operator), partial panels included, also when
// adding onto the output.
TEST_P(F32SpMM, permuted_rows) {
  const size_t ti = kernel().tile_rows;
  const size_t pixels = kernel().tile_pixels + 5;
  for (size_t rows : {ti + 1, 3 * ti}) {
    for (bool accumulate : {false, true}) {
      SpMMMicrokernelTester().pixels(pixels).output_stride(pixels + 2).output_channels(rows)
          .input_channels(256).sparsity(0.7).permute_rows(true).accumulate(accumulate)
          .iterations(2).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(F32SpMM, no_bias) {
  SpMMMicrokernelTester().pixels(kernel().tile_pixels + 1).output_channels(kernel().tile_rows + 1)
      .input_channels(256).bias(false).Test(kernel());
}

// bias == NULL adds onto the output: every pixel remainder and every partial panel.
TEST_P(F32SpMM, accumulate) {
  const size_t ti = kernel().tile_rows;
  const size_t tile = kernel().tile_pixels;
  for (size_t rows : {size_t{1}, ti - 1 + (ti == 1), ti, 2 * ti + 1}) {
    for (size_t pixels : {size_t{1}, tile - 1 + (tile == 1), tile, 2 * tile + 3}) {
      SpMMMicrokernelTester().pixels(pixels).output_channels(rows).input_channels(256)
          .output_stride(pixels + 5).sparsity(0.6).accumulate(true).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
  SpMMMicrokernelTester().pixels(tile + 7).output_channels(2 * ti).input_channels(256)
      .sparsity(0.7).accumulate(true).qmin(64).qmax(192).Test(kernel());
}

TEST_P(F32SpMM, qmin) {
  SpMMMicrokernelTester().pixels(kernel().tile_pixels + 7).output_channels(2 * kernel().tile_rows)
      .input_channels(256).sparsity(0.7).qmin(128).Test(kernel());
}

TEST_P(F32SpMM, qmax) {
  SpMMMicrokernelTester().pixels(kernel().tile_pixels + 7).output_channels(2 * kernel().tile_rows)
      .input_channels(256).sparsity(0.7).qmax(128).Test(kernel());
}

TEST_P(F32SpMM, zero_weights) {
  SpMMMicrokernelTester().pixels(kernel().tile_pixels).output_channels(kernel().tile_rows + 2)
      .input_channels(256).sparsity(1.0).Test(kernel());
}

INSTANTIATE_TEST_SUITE_P(
    Ukernels, F32SpMM, testing::ValuesIn(AllUkernels()),
    [](const testing::TestParamInfo<const sprt_spmm_ukernel*>& info) { return std::string(info.param->name); });

}  // namespace
