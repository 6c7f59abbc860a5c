// Tester for the SpRT SpMM microkernels of both element types: packs a random sparse matrix with the
// kernel's mapping table and weight type, runs the kernel directly and checks every output against a
// float64 reference, within the derived bound of the kernel's arithmetic (test/error-bounds.h:
// Tolerance for f32, F16Tolerance for f16) on random data, or bit for bit on `exact` data. Input
// and output sit between guard pages (test/guarded-buffer.h), once ending against the page behind
// them (the input followed by exactly the SPRT_EXTRA_BYTES the kernel may read) and once starting
// right after the page in front: a read or write out of bounds faults even where ASan cannot see it
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
#include "test/reference.h"
#include "test/sparse-matrix.h"

extern "C" {
#include "init.h"
#include "packing/csr.h"
#include "packing/pack.h"
#include "registry.h"
}

// How the tester stores its values as a kernel's elements: floats, or IEEE halves (uint16_t bits).
template <typename T>
struct SpMMElement;

template <>
struct SpMMElement<float> {
  static constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
  static constexpr float kGuard = 12345.0f;
  static float Round(float f) { return f; }
  static float Store(float f) { return f; }
  static float Load(float f) { return f; }
};

template <>
struct SpMMElement<uint16_t> {
  static constexpr uint16_t kNaN = UINT16_C(0x7E00);
  static constexpr uint16_t kGuard = UINT16_C(0x7207);  // 12344.0
  static float Round(float f) { return sprt_test::RoundToHalf(f); }
  static uint16_t Store(float f) { return sprt_test::FloatToHalf(f); }
  static float Load(uint16_t h) { return sprt_test::HalfToFloat(h); }
};

class SpMMMicrokernelTester {
 public:
  // Pixels per call (any count: full tiles plus a masked remainder).
  SpMMMicrokernelTester& pixels(size_t v) { pixels_ = v; return *this; }
  // Output channels (rows of W); need not be a multiple of the kernel's Ti.
  SpMMMicrokernelTester& output_channels(size_t v) { output_channels_ = v; return *this; }
  SpMMMicrokernelTester& input_channels(size_t v) { input_channels_ = v; return *this; }
  // Fraction of zero weights, applied as an exact count.
  SpMMMicrokernelTester& sparsity(double v) { sparsity_ = v; return *this; }
  // Elements between consecutive channels; 0 means `pixels`.
  SpMMMicrokernelTester& input_stride(size_t v) { input_stride_ = v; return *this; }
  SpMMMicrokernelTester& output_stride(size_t v) { output_stride_ = v; return *this; }
  // Stores the kernel's rows to output rows in a random order (as a reordered operator does)
  // instead of in sequence.
  SpMMMicrokernelTester& permute_rows(bool v) { permute_rows_ = v; return *this; }
  SpMMMicrokernelTester& bias(bool v) { bias_ = v; return *this; }
  // Passes bias == NULL: the kernel must add onto the values already in the output.
  SpMMMicrokernelTester& accumulate(bool v) { accumulate_ = v; return *this; }
  // Clamp bounds as quantiles of the unclamped outputs (0 and 255: no clamp), XNNPACK style; for f16
  // kernels rounded to halves.
  SpMMMicrokernelTester& qmin(uint8_t v) { qmin_ = v; return *this; }
  SpMMMicrokernelTester& qmax(uint8_t v) { qmax_ = v; return *this; }
  // Weights +-1, inputs +-1 and +-2, bias and initial outputs integers in [-8, 8]: every partial sum
  // is an integer; below 2048 in magnitude (always for up to 1,000 terms) it is a half, so every
  // kernel, f16 ones with half arithmetic included, must give the exact result.
  SpMMMicrokernelTester& exact(bool v) { exact_ = v; return *this; }
  // f32 kernels: pixel tiles a panel runs before the next panel (sprt_f32_minmax_params::panel_tiles).
  SpMMMicrokernelTester& panel_tiles(uint32_t v) { panel_tiles_ = v; return *this; }
  SpMMMicrokernelTester& seed(uint32_t v) { seed_ = v; return *this; }
  SpMMMicrokernelTester& iterations(size_t v) { iterations_ = v; return *this; }

  size_t effective_input_stride() const { return input_stride_ == 0 ? pixels_ : input_stride_; }
  size_t effective_output_stride() const { return output_stride_ == 0 ? pixels_ : output_stride_; }

  void Test(const sprt_spmm_ukernel& ukernel) const {
    ASSERT_GE(effective_input_stride(), pixels_);
    ASSERT_GE(effective_output_stride(), pixels_);
    ASSERT_LE(input_channels_, size_t{SPRT_MAX_PACKED_COLUMNS}) << "more input channels than one packing holds";
    const bool f16 = ukernel.datatype == sprt_datatype_f16;
    ASSERT_NE(nullptr, f16 ? reinterpret_cast<const void*>(ukernel.f16_function)
                           : reinterpret_cast<const void*>(ukernel.function)) << ukernel.name;
    std::mt19937 rng(seed_);
    for (size_t iteration = 0; iteration < iterations_; iteration++) {
      SCOPED_TRACE(testing::Message() << "seed " << seed_ << ", iteration " << iteration
                                      << (exact_ ? ", exact data" : ", random data"));
      if (f16) {
        TestOnce<uint16_t>(ukernel, rng);
      } else {
        TestOnce<float>(ukernel, rng);
      }
      if (testing::Test::HasFatalFailure()) return;
    }
  }

 private:
  // A weight, bias or initial output value, as the element type holds it.
  template <typename T>
  float Value(std::mt19937& rng, bool integer) const {
    if (exact_) {
      const float magnitude = integer ? static_cast<float>(std::uniform_int_distribution<int>(0, 8)(rng)) : 1.0f;
      return std::bernoulli_distribution(0.5)(rng) ? magnitude : -magnitude;
    }
    return SpMMElement<T>::Round(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng));
  }

  template <typename T>
  float Input(std::mt19937& rng) const {
    if (exact_) {
      const float magnitude = static_cast<float>(std::uniform_int_distribution<int>(1, 2)(rng));
      return std::bernoulli_distribution(0.5)(rng) ? magnitude : -magnitude;
    }
    return SpMMElement<T>::Round(std::uniform_real_distribution<float>(-1.0f, 1.0f)(rng));
  }

  template <typename T>
  void TestOnce(const sprt_spmm_ukernel& ukernel, std::mt19937& rng) const {
    using E = SpMMElement<T>;
    const size_t rows = output_channels_;
    const size_t cols = input_channels_;

    // Weights: the pruning pattern of RandomSparseMatrix, values of the element type (never zero).
    sprt_test::SparseMatrix w = sprt_test::RandomSparseMatrix(rng, rows, cols, sparsity_);
    for (float& v : w.values) {
      v = exact_ ? (v < 0.0f ? -1.0f : 1.0f) : E::Round(v);
      if (v == 0.0f) v = std::ldexp(1.0f, -24);
    }
    const sprt_csr csr = sprt_csr_view(rows, cols, w.row_offsets.data(), w.column_indices.data(), w.values.data());
    sprt_packed_panels packed;
    ASSERT_TRUE(sprt_pack_panels(&csr, ukernel.table, ukernel.weight_bytes, &packed));
    const size_t padded_rows = packed.num_panels * ukernel.tile_rows;

    std::vector<float> bias(padded_rows, 0.0f);
    if (bias_) {
      for (size_t r = 0; r < rows; r++) bias[r] = Value<T>(rng, /*integer=*/true);
    }
    // The bias as the kernel takes it: of the packed weights' type (f16 kernels: floats or halves).
    std::vector<uint8_t> bias_bytes(padded_rows * ukernel.weight_bytes);
    for (size_t r = 0; r < padded_rows; r++) {
      if (ukernel.weight_bytes == sizeof(uint16_t)) {
        const uint16_t h = sprt_test::FloatToHalf(bias[r]);
        std::memcpy(bias_bytes.data() + r * sizeof(h), &h, sizeof(h));
      } else {
        std::memcpy(bias_bytes.data() + r * sizeof(float), &bias[r], sizeof(float));
      }
    }
    // Exactly as many input elements as the last row needs, plus SPRT_EXTRA_BYTES for the kernels
    // that read past it (NEON), and not one more: the guard page follows.
    const size_t in_stride = effective_input_stride();
    const size_t out_stride = effective_output_stride();
    const bool reads_past = ukernel.isa == sprt_isa_neon || ukernel.isa == sprt_isa_neonfp16arith;
    const size_t slack = reads_past ? SPRT_EXTRA_BYTES / sizeof(T) : 0;
    std::vector<float> input((cols - 1) * in_stride + pixels_);
    for (float& x : input) x = Input<T>(rng);
    // Accumulating calls start from random output values instead of the bias.
    std::vector<float> initial(rows * pixels_);
    for (float& x : initial) x = Value<T>(rng, /*integer=*/true);

    // float64 reference and |start| + sum |w x| per output: the magnitude the error bound scales.
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
                                     : E::Round(static_cast<float>(*lo + range * qmin_ / 255.0));
    const float out_max = qmax_ == 255 ? std::numeric_limits<float>::infinity()
                                       : E::Round(static_cast<float>(*lo + range * qmax_ / 255.0));

    // Kernel row r goes to output row dest[r].
    std::vector<size_t> dest(rows), output_offsets(rows);
    std::iota(dest.begin(), dest.end(), size_t{0});
    if (permute_rows_) std::shuffle(dest.begin(), dest.end(), rng);
    for (size_t r = 0; r < rows; r++) output_offsets[r] = dest[r] * out_stride * sizeof(T);
    const size_t output_elements = (rows - 1) * out_stride + pixels_;

    using Placement = typename sprt_test::GuardedArray<T>::Placement;
    for (const Placement placement : {Placement::kBack, Placement::kFront}) {
      SCOPED_TRACE(placement == Placement::kBack ? "input and output end at a guard page"
                                                 : "input and output start after a guard page");
      // NaN around the input; kGuard around the output rows, between them and after them.
      const sprt_test::GuardedArray<T> guarded_input(input.size() + slack, placement, E::kNaN);
      const sprt_test::GuardedArray<T> output(output_elements, placement, E::kGuard);
      ASSERT_NE(guarded_input.data(), nullptr);
      ASSERT_NE(output.data(), nullptr);
      std::transform(input.begin(), input.end(), guarded_input.data(), E::Store);
      // NaN where outputs go (the initial values when accumulating).
      for (size_t r = 0; r < rows; r++) {
        T* row = output.data() + dest[r] * out_stride;
        if (accumulate_) {
          std::transform(initial.begin() + r * pixels_, initial.begin() + (r + 1) * pixels_, row, E::Store);
        } else {
          std::fill_n(row, pixels_, E::kNaN);
        }
      }

      Run(ukernel, guarded_input.data(), in_stride * sizeof(T), packed.data,
          accumulate_ ? nullptr : bias_bytes.data(), output.data(), output_offsets.data(), out_min, out_max);

      for (size_t r = 0; r < rows; r++) {
        for (size_t p = 0; p < pixels_; p++) {
          const double expected = std::min<double>(std::max<double>(ref[r * pixels_ + p], out_min), out_max);
          const double tolerance = exact_ ? 0.0 : Tolerance(ukernel, w.RowNonzeros(r), magnitude[r * pixels_ + p]);
          const T y = output.data()[dest[r] * out_stride + p];
          ASSERT_NEAR(expected, E::Load(y), tolerance)
              << "row " << r << " of " << rows << " (stored to row " << dest[r] << "), pixel " << p << " of "
              << pixels_ << ", input channels " << cols;
        }
      }
      // Every element of the accessible pages but the output rows' still holds kGuard: the gaps
      // between rows and, in the page, before the first and after the last.
      const ptrdiff_t begin = output.data() - output.mapped();
      for (size_t i = 0; i < output.mapped_floats(); i++) {
        const ptrdiff_t j = static_cast<ptrdiff_t>(i) - begin;
        const bool in_row = j >= 0 && static_cast<size_t>(j) < output_elements &&
                            static_cast<size_t>(j) % out_stride < pixels_;
        if (!in_row) {
          ASSERT_EQ(E::kGuard, output.mapped()[i]) << "write outside the output rows at element offset " << j;
        }
      }
    }
    sprt_free_packed_panels(&packed);
  }

  void Run(const sprt_spmm_ukernel& ukernel, const void* input, size_t input_stride, const void* packed,
           const void* bias, void* output, const size_t* output_offsets, float out_min, float out_max) const {
    if (ukernel.datatype == sprt_datatype_f16) {
      const sprt_f16_minmax_params params = {out_min, out_max, sprt_test::FloatToHalf(out_min),
                                             sprt_test::FloatToHalf(out_max)};
      ukernel.f16_function(pixels_, output_channels_, input, input_stride, packed, bias, output, output_offsets,
                           &params);
    } else {
      const sprt_f32_minmax_params params = {out_min, out_max, panel_tiles_};
      ukernel.function(pixels_, output_channels_, static_cast<const float*>(input), input_stride, packed,
                       static_cast<const float*>(bias), static_cast<float*>(output), output_offsets, &params);
    }
  }

  // The bound of the kernel's arithmetic (test/reference.h) for a row of `terms` weights. One term
  // more than the products: single-row columns may be summed in pairs first.
  static double Tolerance(const sprt_spmm_ukernel& ukernel, size_t terms, double magnitude) {
    if (ukernel.datatype == sprt_datatype_f32) return sprt_test::Tolerance(terms + 1, magnitude);
    // Half weights go with half arithmetic (tools/gen_spmm_ukernels.py).
    const sprt_test::F16Accumulation accumulation = ukernel.weight_bytes == sizeof(uint16_t)
                                                        ? sprt_test::F16Accumulation::kHalf
                                                        : sprt_test::F16Accumulation::kFloat;
    return sprt_test::F16Tolerance(accumulation, terms, magnitude, 1);
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
  uint32_t panel_tiles_ = 0;
  uint32_t seed_ = 20261122;
  size_t iterations_ = 1;
};
