// Every SpMM microkernel, f32 (src/f32-spmm/gen/f32-spmm-minmax.inc) and f16
// (src/f16-spmm/gen/f16-spmm-minmax.inc), through SpMMMicrokernelTester: random data within the
// derived bound of the kernel's arithmetic, and exact integer data bit for bit. Kernels this CPU
// cannot run are skipped with a message naming the ISA.
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

// Input channel counts: every index width that packing once used (8 bits up to 255, then 16), all of
// them now packed as uint16_t. The largest count one packing holds has its own test.
constexpr size_t kInputChannels[] = {1, 2, 7, 32, 255, 256, 300, 1024};
constexpr size_t kSmallInputChannels[] = {1, 256};

class SpMM : public testing::TestWithParam<const sprt_spmm_ukernel*> {
 protected:
  void SetUp() override {
    if (!sprt_isa_supported_for(kernel().datatype, kernel().isa)) {
      GTEST_SKIP() << "this CPU lacks " << sprt_isa_name(kernel().isa) << " (as the "
                   << (kernel().datatype == sprt_datatype_f16 ? "f16" : "f32") << " kernels use it): "
                   << kernel().name << " not run";
    }
  }
  const sprt_spmm_ukernel& kernel() const { return *GetParam(); }
};

// The list and the registry agree on what each kernel computes with.
TEST(SpMMRegistry, weight_type_follows_the_arithmetic) {
  size_t f16_count = 0;
  for (const sprt_spmm_ukernel* k : AllUkernels()) {
    const bool f16 = k->datatype == sprt_datatype_f16;
    const bool half_arithmetic = f16 && (k->isa == sprt_isa_avx512fp16 || k->isa == sprt_isa_neonfp16arith);
    EXPECT_EQ(half_arithmetic ? 2u : 4u, k->weight_bytes) << k->name;
    EXPECT_EQ(nullptr, f16 ? reinterpret_cast<const void*>(k->function)
                           : reinterpret_cast<const void*>(k->f16_function)) << k->name;
    EXPECT_EQ(k, sprt_find_spmm_ukernel(k->datatype, k->isa, k->table, k->tile_pixels)) << k->name;
    EXPECT_EQ(k->tile_rows, k->table->tile_rows) << k->name;
    f16_count += f16;
  }
  // A scalar kernel per table on every architecture.
  EXPECT_GE(f16_count, 4u);
}

// Every pixel count to 2 tiles + 1; for the 192-pixel tiles (AVX512-FP16: that took 40 s per kernel)
// every remainder of the first tile and the edges of the second.
std::vector<size_t> PixelCounts(size_t tile) {
  std::vector<size_t> counts;
  const size_t every = tile <= 96 ? 2 * tile + 1 : tile + 1;
  for (size_t pixels = 1; pixels <= every; pixels++) counts.push_back(pixels);
  for (size_t pixels : {2 * tile - 1, 2 * tile, 2 * tile + 1}) {
    if (pixels > every) counts.push_back(pixels);
  }
  return counts;
}

TEST_P(SpMM, every_pixel_count_and_row_count) {
  const size_t ti = kernel().tile_rows;
  for (size_t k : kSmallInputChannels) {
    for (size_t rows = 1; rows <= 2 * ti + 1; rows++) {
      for (size_t pixels : PixelCounts(kernel().tile_pixels)) {
        SpMMMicrokernelTester().pixels(pixels).output_channels(rows).input_channels(k).sparsity(0.5)
            .Test(kernel());
        if (HasFatalFailure()) return;
      }
    }
  }
}

TEST_P(SpMM, every_pixel_count_and_row_count_exact) {
  const size_t ti = kernel().tile_rows;
  for (size_t rows = 1; rows <= 2 * ti + 1; rows++) {
    for (size_t pixels : PixelCounts(kernel().tile_pixels)) {
      SpMMMicrokernelTester().pixels(pixels).output_channels(rows).input_channels(256).sparsity(0.5)
          .exact(true).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

// Panels that run several pixel tiles before the next panel (the operator's choice for rows a
// multiple of 1 KB apart): blocks of 2, 3 and 8 tiles over 1 to 9 tiles with and without a partial
// last one, partial last panels, added onto the output or from the bias, rows stored out of order.
// Exact data: every kernel must give the exact sums whatever order the panels and tiles run in.
TEST_P(SpMM, panel_tiles) {
  const size_t tile = kernel().tile_pixels, ti = kernel().tile_rows;
  for (uint32_t panel_tiles : {2u, 3u, 8u}) {
    for (size_t tiles = 1; tiles <= 9; tiles++) {
      for (size_t rest : {size_t{0}, tile / 2 + 1}) {
        for (size_t rows : {size_t{1}, 2 * ti + 1, 4 * ti}) {
          for (bool accumulate : {false, true}) {
            SpMMMicrokernelTester().pixels((tiles - (rest != 0)) * tile + rest).output_channels(rows)
                .input_channels(37).sparsity(0.6).accumulate(accumulate).permute_rows(true).exact(true)
                .panel_tiles(panel_tiles).Test(kernel());
            if (HasFatalFailure()) return;
          }
        }
      }
    }
  }
}

TEST_P(SpMM, input_channel_counts) {
  for (size_t k : kInputChannels) {
    for (double sparsity : {0.7, 0.9}) {
      for (bool exact : {false, true}) {
        SpMMMicrokernelTester().pixels(kernel().tile_pixels + 3).output_channels(2 * kernel().tile_rows + 1)
            .input_channels(k).sparsity(sparsity).exact(exact).Test(kernel());
        if (HasFatalFailure()) return;
      }
    }
  }
}

// The largest index and per-pattern count a packing holds (SPRT_MAX_PACKED_COLUMNS). One row with
// every column: 65,535 terms, beyond any bound of half accumulation, so with exact data.
TEST_P(SpMM, largest_input_channel_count) {
  const size_t ti = kernel().tile_rows;
  const size_t tile = kernel().tile_pixels;
  for (size_t rows : {size_t{1}, ti + 1}) {
    for (size_t pixels : {size_t{1}, tile - 1 + (tile == 1), tile, tile + 1}) {
      SpMMMicrokernelTester().pixels(std::min<size_t>(pixels, 9)).output_channels(rows)
          .input_channels(SPRT_MAX_PACKED_COLUMNS).sparsity(0.999).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
  SpMMMicrokernelTester().pixels(3).output_channels(1).input_channels(SPRT_MAX_PACKED_COLUMNS).sparsity(0.0)
      .exact(true).Test(kernel());
}

TEST_P(SpMM, sparsity_sweep) {
  for (size_t k : {size_t{64}, size_t{256}}) {
    for (double sparsity : {0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0}) {
      SpMMMicrokernelTester().pixels(2 * kernel().tile_pixels - 1).output_channels(3 * kernel().tile_rows - 1)
          .input_channels(k).sparsity(sparsity).iterations(3).Test(kernel());
      if (HasFatalFailure()) return;
    }
  }
}

TEST_P(SpMM, input_and_output_strides) {
  const size_t pixels = kernel().tile_pixels + 5;
  for (size_t k : kSmallInputChannels) {
    SpMMMicrokernelTester().pixels(pixels).input_stride(pixels + 3).output_stride(pixels + 11)
        .output_channels(2 * kernel().tile_rows + 3).input_channels(k).sparsity(0.7).Test(kernel());
    if (HasFatalFailure()) return;
  }
}

TEST_P(SpMM, permuted_rows) {
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

TEST_P(SpMM, no_bias) {
  SpMMMicrokernelTester().pixels(kernel().tile_pixels + 1).output_channels(kernel().tile_rows + 1)
      .input_channels(256).bias(false).Test(kernel());
}

// bias == NULL adds onto the output: every pixel remainder and every partial panel.
TEST_P(SpMM, accumulate) {
  const size_t ti = kernel().tile_rows;
  const size_t tile = kernel().tile_pixels;
  for (bool exact : {false, true}) {
    for (size_t rows : {size_t{1}, ti - 1 + (ti == 1), ti, 2 * ti + 1}) {
      for (size_t pixels : {size_t{1}, tile - 1 + (tile == 1), tile, 2 * tile + 3}) {
        SpMMMicrokernelTester().pixels(pixels).output_channels(rows).input_channels(256)
            .output_stride(pixels + 5).sparsity(0.6).accumulate(true).exact(exact).Test(kernel());
        if (HasFatalFailure()) return;
      }
    }
  }
  SpMMMicrokernelTester().pixels(tile + 7).output_channels(2 * ti).input_channels(256)
      .sparsity(0.7).accumulate(true).qmin(64).qmax(192).Test(kernel());
}

TEST_P(SpMM, qmin) {
  for (bool exact : {false, true}) {
    SpMMMicrokernelTester().pixels(kernel().tile_pixels + 7).output_channels(2 * kernel().tile_rows)
        .input_channels(256).sparsity(0.7).qmin(128).exact(exact).Test(kernel());
  }
}

TEST_P(SpMM, qmax) {
  for (bool exact : {false, true}) {
    SpMMMicrokernelTester().pixels(kernel().tile_pixels + 7).output_channels(2 * kernel().tile_rows)
        .input_channels(256).sparsity(0.7).qmax(128).exact(exact).Test(kernel());
  }
}

TEST_P(SpMM, zero_weights) {
  SpMMMicrokernelTester().pixels(kernel().tile_pixels).output_channels(kernel().tile_rows + 2)
      .input_channels(256).sparsity(1.0).Test(kernel());
}

INSTANTIATE_TEST_SUITE_P(
    Ukernels, SpMM, testing::ValuesIn(AllUkernels()),
    [](const testing::TestParamInfo<const sprt_spmm_ukernel*>& info) { return std::string(info.param->name); });

}  // namespace
