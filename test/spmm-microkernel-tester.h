// Tester for the SpRT SpMM microkernels: packs a random sparse matrix with the kernel's mapping
// table, runs the kernel directly and checks every output against a float64 reference. Input and
// output sit between guard pages (test/guarded-buffer.h), once ending against the page behind them
// (the input followed by exactly the SPRT_EXTRA_BYTES the kernel may read) and once starting right
// after the page in front: a read or write out of bounds faults even where ASan cannot see it
// (masked vector loads and stores).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <numeric>
#include <random>
#include <vector>

#include <sprt.h>

#include "test/guarded-buffer.h"
#include "test/sparse-matrix.h"

extern "C" {
#include "init.h"
#include "packing/csr.h"
#include "packing/pack.h"
#include "registry.h"
}

class SpMMMicrokernelTester {
 public:
  // Pixels per call (any count: full tiles plus a masked remainder).
  SpMMMicrokernelTester& pixels(size_t v) { pixels_ = v; return *this; }
  // Output channels (rows of W); need not be a multiple of the kernel's Ti.
  SpMMMicrokernelTester& output_channels(size_t v) { output_channels_ = v; return *this; }
  SpMMMicrokernelTester& input_channels(size_t v) { input_channels_ = v; return *this; }
  // Fraction of zero weights, applied as an exact count.
  SpMMMicrokernelTester& sparsity(double v) { sparsity_ = v; return *this; }
  // Floats between consecutive channels; 0 means `pixels`.
  SpMMMicrokernelTester& input_stride(size_t v) { input_stride_ = v; return *this; }
  SpMMMicrokernelTester& output_stride(size_t v) { output_stride_ = v; return *this; }
  // Stores the kernel's rows to output rows in a random order (as a reordered operator does)
  // instead of in sequence.
  SpMMMicrokernelTester& permute_rows(bool v) { permute_rows_ = v; return *this; }
  SpMMMicrokernelTester& bias(bool v) { bias_ = v; return *this; }
  // Passes bias == NULL: the kernel must add onto the random values already in the output.
  SpMMMicrokernelTester& accumulate(bool v) { accumulate_ = v; return *this; }
  // Clamp bounds as quantiles of the unclamped outputs (0 and 255: no clamp), XNNPACK style.
  SpMMMicrokernelTester& qmin(uint8_t v) { qmin_ = v; return *this; }
  SpMMMicrokernelTester& qmax(uint8_t v) { qmax_ = v; return *this; }
  SpMMMicrokernelTester& seed(uint32_t v) { seed_ = v; return *this; }
  SpMMMicrokernelTester& iterations(size_t v) { iterations_ = v; return *this; }

  size_t effective_input_stride() const { return input_stride_ == 0 ? pixels_ : input_stride_; }
  size_t effective_output_stride() const { return output_stride_ == 0 ? pixels_ : output_stride_; }

  void Test(const sprt_spmm_ukernel& ukernel) const {
    ASSERT_GE(effective_input_stride(), pixels_);
    ASSERT_GE(effective_output_stride(), pixels_);
    ASSERT_LE(input_channels_, size_t{SPRT_MAX_PACKED_COLUMNS}) << "more input channels than one packing holds";
    std::mt19937 rng(seed_);
    for (size_t iteration = 0; iteration < iterations_; iteration++) {
      SCOPED_TRACE(testing::Message() << "seed " << seed_ << ", iteration " << iteration);
      TestOnce(ukernel, rng);
      if (testing::Test::HasFatalFailure()) return;
    }
  }

 private:
  static constexpr float kGuard = 12345.0f;

  void TestOnce(const sprt_spmm_ukernel& ukernel, std::mt19937& rng) const {
    std::uniform_real_distribution<float> value(-1.0f, 1.0f);
    const size_t rows = output_channels_;
    const size_t cols = input_channels_;

    const sprt_test::SparseMatrix w = sprt_test::RandomSparseMatrix(rng, rows, cols, sparsity_);
    const std::vector<uint32_t>& row_offsets = w.row_offsets;
    const std::vector<uint32_t>& column_indices = w.column_indices;
    const std::vector<float>& values = w.values;
    const sprt_csr csr = sprt_csr_view(rows, cols, row_offsets.data(), column_indices.data(), values.data());
    sprt_packed_panels packed;
    ASSERT_TRUE(sprt_pack_panels(&csr, ukernel.table, sizeof(float), &packed));
    const size_t padded_rows = packed.num_panels * ukernel.tile_rows;

    std::vector<float> bias(padded_rows, 0.0f);
    if (bias_) {
      for (size_t r = 0; r < rows; r++) bias[r] = value(rng);
    }
    // Exactly as many input floats as the last row needs, plus SPRT_EXTRA_BYTES for the kernels that
    // read past it (NEON), and not one more: the guard page follows.
    const size_t in_stride = effective_input_stride();
    const size_t out_stride = effective_output_stride();
    const size_t slack = ukernel.isa == sprt_isa_neon ? SPRT_EXTRA_BYTES / sizeof(float) : 0;
    std::vector<float> input((cols - 1) * in_stride + pixels_ + slack);
    for (float& x : input) x = value(rng);

    // Accumulating calls start from random output values instead of the bias.
    std::vector<float> initial(rows * pixels_);
    for (float& x : initial) x = value(rng);

    // float64 reference; |w||x| sums bound the rounding error.
    std::vector<double> ref(rows * pixels_), magnitude(rows * pixels_);
    for (size_t r = 0; r < rows; r++) {
      for (size_t p = 0; p < pixels_; p++) {
        const double start = accumulate_ ? initial[r * pixels_ + p] : bias[r];
        double acc = start, mag = std::abs(start);
        for (uint32_t i = row_offsets[r]; i < row_offsets[r + 1]; i++) {
          const double prod = static_cast<double>(values[i]) * input[column_indices[i] * in_stride + p];
          acc += prod;
          mag += std::abs(prod);
        }
        ref[r * pixels_ + p] = acc;
        magnitude[r * pixels_ + p] = mag;
      }
    }
    const auto [lo, hi] = std::minmax_element(ref.begin(), ref.end());
    const double range = *hi - *lo;
    const float out_min = qmin_ == 0 ? -std::numeric_limits<float>::infinity()
                                     : static_cast<float>(*lo + range * qmin_ / 255.0);
    const float out_max = qmax_ == 255 ? std::numeric_limits<float>::infinity()
                                       : static_cast<float>(*lo + range * qmax_ / 255.0);
    const sprt_f32_minmax_params params = {out_min, out_max};

    // Kernel row r goes to output row dest[r].
    std::vector<size_t> dest(rows), output_offsets(rows);
    std::iota(dest.begin(), dest.end(), size_t{0});
    if (permute_rows_) std::shuffle(dest.begin(), dest.end(), rng);
    for (size_t r = 0; r < rows; r++) output_offsets[r] = dest[r] * out_stride * sizeof(float);
    const size_t output_floats = (rows - 1) * out_stride + pixels_;

    using Placement = sprt_test::GuardedBuffer::Placement;
    for (const Placement placement : {Placement::kBack, Placement::kFront}) {
      SCOPED_TRACE(placement == Placement::kBack ? "input and output end at a guard page"
                                                 : "input and output start after a guard page");
      // NaN around the input; kGuard around the output rows, between them and after them.
      const sprt_test::GuardedBuffer guarded_input(input.size(), placement, std::numeric_limits<float>::quiet_NaN());
      const sprt_test::GuardedBuffer output(output_floats, placement, kGuard);
      ASSERT_NE(guarded_input.data(), nullptr);
      ASSERT_NE(output.data(), nullptr);
      std::copy(input.begin(), input.end(), guarded_input.data());
      // NaN where outputs go (the initial values when accumulating).
      for (size_t r = 0; r < rows; r++) {
        if (accumulate_) {
          std::copy_n(initial.begin() + r * pixels_, pixels_, output.data() + dest[r] * out_stride);
        } else {
          std::fill_n(output.data() + dest[r] * out_stride, pixels_, std::numeric_limits<float>::quiet_NaN());
        }
      }

      ukernel.function(pixels_, rows, guarded_input.data(), in_stride * sizeof(float), packed.data,
                       accumulate_ ? nullptr : bias.data(), output.data(), output_offsets.data(), &params);

      for (size_t r = 0; r < rows; r++) {
        for (size_t p = 0; p < pixels_; p++) {
          const double expected = std::min<double>(std::max<double>(ref[r * pixels_ + p], out_min), out_max);
          // Each of up to `cols` roundings of a float32 accumulation costs at most 2^-24 of the running
          // magnitude; twice that bound leaves room for the order of the sum.
          const double tolerance = 2.0 * static_cast<double>(cols + 1) * std::ldexp(1.0, -24) *
                                   magnitude[r * pixels_ + p];
          const float y = output.data()[dest[r] * out_stride + p];
          ASSERT_NEAR(expected, y, tolerance) << "row " << r << " of " << rows << " (stored to row " << dest[r]
                                              << "), pixel " << p << " of " << pixels_ << ", input channels "
                                              << cols;
        }
      }
      // Every float of the accessible pages but the output rows' still holds kGuard: the gaps between
      // rows and, in the page, before the first and after the last.
      const ptrdiff_t begin = output.data() - output.mapped();
      for (size_t i = 0; i < output.mapped_floats(); i++) {
        const ptrdiff_t j = static_cast<ptrdiff_t>(i) - begin;
        const bool in_row = j >= 0 && static_cast<size_t>(j) < output_floats &&
                            static_cast<size_t>(j) % out_stride < pixels_;
        if (!in_row) {
          ASSERT_EQ(kGuard, output.mapped()[i]) << "write outside the output rows at float offset " << j;
        }
      }
    }
    sprt_free_packed_panels(&packed);
  }

  size_t pixels_ = 1;
  size_t output_channels_ = 1;
  size_t input_channels_ = 1;
  double sparsity_ = 0.7;
  size_t input_stride_ = 0;
  size_t output_stride_ = 0;
  bool bias_ = true;
  bool accumulate_ = false;
  bool permute_rows_ = false;
  uint8_t qmin_ = 0;
  uint8_t qmax_ = 255;
  uint32_t seed_ = 20261122;
  size_t iterations_ = 1;
};
