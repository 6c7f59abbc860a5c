// Tester for the f16 SpRT SpMM microkernels: packs a random sparse matrix of halves with the kernel's
// mapping table and weight type, runs the kernel directly and checks every output against a float64
// reference: within the derived half-precision bound (sprt_test::F16Tolerance, for the kernel's
// accumulation) on random data, or bit for bit on `exact` data (small integers whose every partial
// sum is a half: a lost or repeated term shows whatever the bound). Input and output sit between
// guard pages as in SpMMMicrokernelTester: NaN around the input, a sentinel around the output rows.
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
#include "test/reference.h"
#include "test/sparse-matrix.h"

extern "C" {
#include "init.h"
#include "packing/csr.h"
#include "packing/pack.h"
#include "registry.h"
}

class F16SpMMMicrokernelTester {
 public:
  // Pixels per call (any count: full tiles plus a remainder).
  F16SpMMMicrokernelTester& pixels(size_t v) { pixels_ = v; return *this; }
  F16SpMMMicrokernelTester& output_channels(size_t v) { output_channels_ = v; return *this; }
  F16SpMMMicrokernelTester& input_channels(size_t v) { input_channels_ = v; return *this; }
  // Fraction of zero weights, applied as an exact count.
  F16SpMMMicrokernelTester& sparsity(double v) { sparsity_ = v; return *this; }
  // Halves between consecutive channels; 0 means `pixels`.
  F16SpMMMicrokernelTester& input_stride(size_t v) { input_stride_ = v; return *this; }
  F16SpMMMicrokernelTester& output_stride(size_t v) { output_stride_ = v; return *this; }
  // Stores the kernel's rows to output rows in a random order (a reordered operator).
  F16SpMMMicrokernelTester& permute_rows(bool v) { permute_rows_ = v; return *this; }
  F16SpMMMicrokernelTester& bias(bool v) { bias_ = v; return *this; }
  // Passes bias == NULL: the kernel must add onto the halves already in the output.
  F16SpMMMicrokernelTester& accumulate(bool v) { accumulate_ = v; return *this; }
  // Clamp bounds as quantiles of the unclamped outputs (0 and 255: no clamp), rounded to halves.
  F16SpMMMicrokernelTester& qmin(uint8_t v) { qmin_ = v; return *this; }
  F16SpMMMicrokernelTester& qmax(uint8_t v) { qmax_ = v; return *this; }
  // Weights +-1, inputs +-1 and +-2, bias and initial outputs integers in [-8, 8]: every partial sum
  // is an integer; below 2048 in magnitude (always for up to 1,000 terms) it is a half, so every
  // kernel must give the exact result.
  F16SpMMMicrokernelTester& exact(bool v) { exact_ = v; return *this; }
  F16SpMMMicrokernelTester& seed(uint32_t v) { seed_ = v; return *this; }
  F16SpMMMicrokernelTester& iterations(size_t v) { iterations_ = v; return *this; }

  size_t effective_input_stride() const { return input_stride_ == 0 ? pixels_ : input_stride_; }
  size_t effective_output_stride() const { return output_stride_ == 0 ? pixels_ : output_stride_; }

  static sprt_test::F16Accumulation Accumulation(const sprt_spmm_ukernel& ukernel) {
    // Half weights go with half arithmetic (tools/gen_spmm_ukernels.py).
    return ukernel.weight_bytes == sizeof(uint16_t) ? sprt_test::F16Accumulation::kHalf
                                                    : sprt_test::F16Accumulation::kFloat;
  }

  void Test(const sprt_spmm_ukernel& ukernel) const {
    ASSERT_EQ(sprt_datatype_f16, ukernel.datatype);
    ASSERT_NE(nullptr, ukernel.f16_function);
    ASSERT_GE(effective_input_stride(), pixels_);
    ASSERT_GE(effective_output_stride(), pixels_);
    ASSERT_LE(input_channels_, size_t{SPRT_MAX_PACKED_COLUMNS}) << "more input channels than one packing holds";
    std::mt19937 rng(seed_);
    for (size_t iteration = 0; iteration < iterations_; iteration++) {
      SCOPED_TRACE(testing::Message() << "seed " << seed_ << ", iteration " << iteration
                                      << (exact_ ? ", exact data" : ", random data"));
      TestOnce(ukernel, rng);
      if (testing::Test::HasFatalFailure()) return;
    }
  }

 private:
  static constexpr uint16_t kGuard = UINT16_C(0x7207);        // 12344.0
  static constexpr uint16_t kNaN = UINT16_C(0x7E00);
  static constexpr uint16_t kOutputNaN = UINT16_C(0x7E55);    // outputs not written yet

  // A value of the test data, as the half it is stored as.
  float Value(std::mt19937& rng, bool integer) const {
    if (exact_) {
      const float magnitude = integer ? static_cast<float>(std::uniform_int_distribution<int>(0, 8)(rng)) : 1.0f;
      return std::bernoulli_distribution(0.5)(rng) ? magnitude : -magnitude;
    }
    return sprt_test::RoundToHalf(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng));
  }

  float Input(std::mt19937& rng) const {
    if (exact_) {
      const float magnitude = static_cast<float>(std::uniform_int_distribution<int>(1, 2)(rng));
      return std::bernoulli_distribution(0.5)(rng) ? magnitude : -magnitude;
    }
    return sprt_test::RoundToHalf(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng));
  }

  void TestOnce(const sprt_spmm_ukernel& ukernel, std::mt19937& rng) const {
    using sprt_test::FloatToHalf;
    using sprt_test::HalfToFloat;
    const size_t rows = output_channels_;
    const size_t cols = input_channels_;

    // Weights: the pruning pattern of RandomSparseMatrix, values halves (never zero: 2^-24 at least).
    sprt_test::SparseMatrix w = sprt_test::RandomSparseMatrix(rng, rows, cols, sparsity_);
    for (float& v : w.values) {
      v = exact_ ? (v < 0.0f ? -1.0f : 1.0f) : sprt_test::RoundToHalf(v);
      if (v == 0.0f) v = std::ldexp(1.0f, -24);
    }
    const sprt_csr csr = sprt_csr_view(rows, cols, w.row_offsets.data(), w.column_indices.data(), w.values.data());
    sprt_packed_panels packed;
    ASSERT_TRUE(sprt_pack_panels(&csr, ukernel.table, ukernel.weight_bytes, &packed));
    const size_t padded_rows = packed.num_panels * ukernel.tile_rows;

    std::vector<float> bias(padded_rows, 0.0f);
    if (bias_) {
      for (size_t r = 0; r < rows; r++) bias[r] = Value(rng, /*integer=*/true);
    }
    // The bias as the kernel takes it: floats or halves.
    std::vector<uint8_t> bias_bytes(padded_rows * ukernel.weight_bytes);
    for (size_t r = 0; r < padded_rows; r++) {
      if (ukernel.weight_bytes == sizeof(uint16_t)) {
        const uint16_t h = FloatToHalf(bias[r]);
        std::memcpy(bias_bytes.data() + r * sizeof(h), &h, sizeof(h));
      } else {
        std::memcpy(bias_bytes.data() + r * sizeof(float), &bias[r], sizeof(float));
      }
    }
    // Exactly the halves the last row needs, plus SPRT_EXTRA_BYTES for the kernels that read past it
    // (NEON), and not one more: the guard page follows.
    const size_t in_stride = effective_input_stride();
    const size_t out_stride = effective_output_stride();
    const bool reads_past = ukernel.isa == sprt_isa_neon || ukernel.isa == sprt_isa_neonfp16arith;
    const size_t slack = reads_past ? SPRT_EXTRA_BYTES / sizeof(uint16_t) : 0;
    std::vector<float> input((cols - 1) * in_stride + pixels_);
    for (float& x : input) x = Input(rng);
    std::vector<float> initial(rows * pixels_);
    for (float& x : initial) x = Value(rng, /*integer=*/true);

    // float64 reference and |bias| + sum |w x| per output.
    std::vector<double> ref(rows * pixels_), magnitude(rows * pixels_);
    for (size_t r = 0; r < rows; r++) {
      for (size_t p = 0; p < pixels_; p++) {
        const double start = accumulate_ ? initial[r * pixels_ + p] : bias[r];
        double acc = start, mag = std::abs(start);
        for (uint32_t i = w.row_offsets[r]; i < w.row_offsets[r + 1]; i++) {
          const double prod = static_cast<double>(w.values[i]) * input[w.column_indices[i] * in_stride + p];
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
                                     : sprt_test::RoundToHalf(static_cast<float>(*lo + range * qmin_ / 255.0));
    const float out_max = qmax_ == 255 ? std::numeric_limits<float>::infinity()
                                       : sprt_test::RoundToHalf(static_cast<float>(*lo + range * qmax_ / 255.0));
    const sprt_f16_minmax_params params = {out_min, out_max, FloatToHalf(out_min), FloatToHalf(out_max)};

    std::vector<size_t> dest(rows), output_offsets(rows);
    std::iota(dest.begin(), dest.end(), size_t{0});
    if (permute_rows_) std::shuffle(dest.begin(), dest.end(), rng);
    for (size_t r = 0; r < rows; r++) output_offsets[r] = dest[r] * out_stride * sizeof(uint16_t);
    const size_t output_halves = (rows - 1) * out_stride + pixels_;

    using Placement = sprt_test::GuardedHalfBuffer::Placement;
    for (const Placement placement : {Placement::kBack, Placement::kFront}) {
      SCOPED_TRACE(placement == Placement::kBack ? "input and output end at a guard page"
                                                 : "input and output start after a guard page");
      const sprt_test::GuardedHalfBuffer guarded_input(input.size() + slack, placement, kNaN);
      const sprt_test::GuardedHalfBuffer output(output_halves, placement, kGuard);
      ASSERT_NE(guarded_input.data(), nullptr);
      ASSERT_NE(output.data(), nullptr);
      std::transform(input.begin(), input.end(), guarded_input.data(), FloatToHalf);
      for (size_t r = 0; r < rows; r++) {
        uint16_t* row = output.data() + dest[r] * out_stride;
        if (accumulate_) {
          std::transform(initial.begin() + r * pixels_, initial.begin() + (r + 1) * pixels_, row, FloatToHalf);
        } else {
          std::fill_n(row, pixels_, kOutputNaN);
        }
      }

      ukernel.f16_function(pixels_, rows, guarded_input.data(), in_stride * sizeof(uint16_t), packed.data,
                           accumulate_ ? nullptr : bias_bytes.data(), output.data(), output_offsets.data(), &params);

      for (size_t r = 0; r < rows; r++) {
        for (size_t p = 0; p < pixels_; p++) {
          const double expected = std::min<double>(std::max<double>(ref[r * pixels_ + p], out_min), out_max);
          const double tolerance =
              exact_ ? 0.0
                     : sprt_test::F16Tolerance(Accumulation(ukernel), w.RowNonzeros(r), magnitude[r * pixels_ + p], 1);
          const uint16_t y = output.data()[dest[r] * out_stride + p];
          ASSERT_NEAR(expected, HalfToFloat(y), tolerance)
              << "row " << r << " of " << rows << " (stored to row " << dest[r] << "), pixel " << p << " of "
              << pixels_ << ", input channels " << cols << ", half 0x" << std::hex << y;
        }
      }
      // Every half of the accessible pages but the output rows' still holds kGuard.
      const ptrdiff_t begin = output.data() - output.mapped();
      for (size_t i = 0; i < output.mapped_floats(); i++) {
        const ptrdiff_t j = static_cast<ptrdiff_t>(i) - begin;
        const bool in_row = j >= 0 && static_cast<size_t>(j) < output_halves &&
                            static_cast<size_t>(j) % out_stride < pixels_;
        if (!in_row) {
          ASSERT_EQ(kGuard, output.mapped()[i]) << "write outside the output rows at half offset " << j;
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
  bool exact_ = false;
  uint32_t seed_ = 20261125;
  size_t iterations_ = 1;
};
