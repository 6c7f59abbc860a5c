// Test helpers for the operator tests: a float64 reference of the 1x1 NCHW convolution, and a
// checker with a rounding-error bound. The random weights come from test/sparse-matrix.h.
#ifndef SPRT_TEST_REFERENCE_H_
#define SPRT_TEST_REFERENCE_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include <fp16.h>

#include "test/sparse-matrix.h"

namespace sprt_test {

// Base seed of every random case; SPRT_TEST_SEED=<n> overrides it to explore other data. Each case
// mixes in its own name, so a failing case reproduces alone (its seed is in the failure message).
inline uint64_t BaseSeed() {
  const char* text = std::getenv("SPRT_TEST_SEED");
  return text != nullptr && text[0] != '\0' ? std::strtoull(text, nullptr, 0) : UINT64_C(20230617);
}

inline uint64_t CaseSeed(const std::string& case_name) {
  // FNV-1a: stable across standard libraries, unlike std::hash.
  uint64_t h = UINT64_C(14695981039346656037) ^ BaseSeed();
  for (char c : case_name) {
    h = (h ^ static_cast<unsigned char>(c)) * UINT64_C(1099511628211);
  }
  return h;
}

inline std::string CurrentTestName() {
  const testing::TestInfo* info = testing::UnitTest::GetInstance()->current_test_info();
  return std::string(info->test_suite_name()) + "." + info->name();
}

// float64 reference of the unclamped convolution, summed over the CSR entries only (so a stored
// zero multiplies its input, as the library's CSR entry point promises). With it, `magnitude` is
// |bias| + sum |w * x| per output, the scale of the rounding error of any summation order.
struct Reference {
  size_t batch = 0;
  size_t channels = 0;
  size_t pixels = 0;
  std::vector<double> value;      // [batch][channels][pixels]
  std::vector<double> magnitude;  // same layout
  std::vector<size_t> terms;      // [channels]: products summed per output (row nonzeros)

  size_t Index(size_t b, size_t c, size_t p) const { return (b * channels + c) * pixels + p; }
};

// input: [batch][input_channel_stride][pixels]; bias may be empty (zero bias).
inline Reference ComputeReference(const SparseMatrix& w, const std::vector<float>& bias, const float* input,
                                  size_t batch, size_t input_channel_stride, size_t pixels) {
  Reference ref;
  ref.batch = batch;
  ref.channels = w.rows;
  ref.pixels = pixels;
  ref.value.assign(batch * w.rows * pixels, 0.0);
  ref.magnitude.assign(batch * w.rows * pixels, 0.0);
  ref.terms.resize(w.rows);
  for (size_t r = 0; r < w.rows; r++) ref.terms[r] = w.RowNonzeros(r);
  for (size_t b = 0; b < batch; b++) {
    const float* image = input + b * input_channel_stride * pixels;
    for (size_t r = 0; r < w.rows; r++) {
      double* acc = &ref.value[ref.Index(b, r, 0)];
      double* mag = &ref.magnitude[ref.Index(b, r, 0)];
      const double bias_r = bias.empty() ? 0.0 : static_cast<double>(bias[r]);
      for (size_t p = 0; p < pixels; p++) {
        acc[p] = bias_r;
        mag[p] = std::fabs(bias_r);
      }
      for (uint32_t k = w.row_offsets[r]; k < w.row_offsets[r + 1]; k++) {
        const double wk = w.values[k];
        const float* x = image + static_cast<size_t>(w.column_indices[k]) * pixels;
        for (size_t p = 0; p < pixels; p++) {
          const double product = wk * static_cast<double>(x[p]);
          acc[p] += product;
          mag[p] += std::fabs(product);
        }
      }
    }
  }
  return ref;
}

// Clamp as the operator defines it, min(max(v, lo), hi), keeping NaN (as max/min on NaN do in the
// kernels: a clamp must not hide an invalid result).
inline double Clamp(double v, float lo, float hi) {
  if (std::isnan(v)) return v;
  return std::min(std::max(v, static_cast<double>(lo)), static_cast<double>(hi));
}

// Error bound of a float32 sum of `terms` products plus a bias, in any order, with fused or separate
// multiply-adds: each product and each addition rounds at most once with unit roundoff
// u = 2^-24, so by the standard a-priori bound (Higham, Accuracy and Stability of Numerical
// Algorithms, 3.1) |computed - exact| <= gamma(terms + 1) * (|bias| + sum |w x|),
// gamma(k) = k u / (1 - k u). The clamp is 1-Lipschitz, so the bound holds after clamping too.
// The tiny absolute slack covers products that would fall in the subnormal range. Without products
// nothing rounds: the output is the clamped bias exactly (explicit zeros add exact zeros).
inline double Tolerance(size_t terms, double magnitude) {
  if (terms == 0) return 0.0;
  const double u = std::ldexp(1.0, -24);
  const double k = static_cast<double>(terms + 1);
  return k * u / (1.0 - k * u) * magnitude + 1.0e-35;
}

// --- Half precision ----------------------------------------------------------------------------

inline float HalfToFloat(uint16_t h) { return fp16_ieee_to_fp32_value(h); }
inline uint16_t FloatToHalf(float f) { return fp16_ieee_from_fp32_value(f); }
// f rounded to the nearest half (ties to even), as a float.
inline float RoundToHalf(float f) { return HalfToFloat(FloatToHalf(f)); }

// How an f16 kernel sums: in floats, rounding to half when it stores (F16C, scalar), or in halves,
// rounding every product and sum (AVX512-FP16, NEON FP16 arithmetic).
enum class F16Accumulation { kFloat, kHalf };

// Error bound of an f16 1x1 convolution output y against s = b + sum w_i x_i computed exactly (float64
// adds products of halves, 22 significant bits each, with about 2^-53 relative error: negligible
// beside the bound). Inputs, weights and bias are halves (the operator rounds float weights first;
// the reference takes the rounded ones), n = terms, S = |b| + sum |w_i x_i| (`magnitude`), and the
// result passes through c = `roundings` stores to half: one per chunk of input channels (each later
// chunk starts from the half the previous one stored), the last being the output itself.
//
// One chunk j starts from the stored half y_{j-1} (y_0 = b, exact) and adds its products P_j
// (magnitudes S_j) in some order. A sum of at most n + 2 terms (the products, the start, one more
// level for the pair trees of single-row columns) with unit roundoff u rounds each term at most
// n + 2 times, so (Higham, Accuracy and Stability of Numerical Algorithms, 3.1)
//   |t_j - (y_{j-1} + P_j)| <= g (|y_{j-1}| + S_j),   g = gamma(n + 2) = (n + 2) u / (1 - (n + 2) u).
//  - float accumulation: u = 2^-24, and storing rounds t_j to half: |y_j - t_j| <= v |t_j| + eta with
//    v = 2^-11 and eta = 2^-25 (half the spacing of subnormal halves, 2^-24).
//  - half accumulation: u = 2^-11 and the stored half is t_j itself (v = 0), but each of the at most
//    2n + 1 roundings of a chunk may fall among subnormals: an absolute eta each, grown by at most
//    (1 + g) on the way.
// With A_j = |b| + S_1 + ... + S_j and e_j = y_j - (b + P_1 + ... + P_j), |y_{j-1}| <= A_{j-1} + |e_{j-1}|
// gives |e_j| <= rho |e_{j-1}| + (rho - 1) A_j + eta_j, rho = (1 + g)(1 + v), and by induction
//   |y - s| <= (rho^c - 1) S + c eta' rho^c,   eta' = eta (float) or (2n + 1) eta (half).
// The clamp to half bounds commutes with rounding and is 1-Lipschitz: the bound holds after it. When
// (n + 2) u >= 1 there is no bound (infinity): half accumulation beyond 2046 terms.
inline double F16Tolerance(F16Accumulation accumulation, size_t terms, double magnitude, size_t roundings) {
  const bool half = accumulation == F16Accumulation::kHalf;
  const double u = std::ldexp(1.0, half ? -11 : -24);
  const double k = static_cast<double>(terms + 2);
  if (k * u >= 1.0) return std::numeric_limits<double>::infinity();
  const double g = k * u / (1.0 - k * u);
  const double v = half ? 0.0 : std::ldexp(1.0, -11);
  const double rho = (1.0 + g) * (1.0 + v);
  const double eta = std::ldexp(1.0, -25) * (half ? static_cast<double>(2 * terms + 1) : 1.0);
  const double c = static_cast<double>(std::max<size_t>(roundings, 1));
  const double grow = std::pow(rho, c);
  return (grow - 1.0) * magnitude + c * eta * grow;
}

// A quiet NaN with a payload that no operation on the test data produces (arithmetic only creates
// the default NaN or propagates an operand's): marks output elements not written yet.
constexpr uint32_t kSentinelBits = UINT32_C(0x7FE5A5A5);

inline float Sentinel() {
  const uint32_t bits = kSentinelBits;
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

inline bool IsSentinel(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof(bits));
  return bits == kSentinelBits;
}

// Where an output tensor lives: [batch][channel_stride][pixels].
struct OutputView {
  const float* data;
  size_t channel_stride;
  size_t pixels;
  float At(size_t b, size_t c, size_t p) const { return data[(b * channel_stride + c) * pixels + p]; }
};

// Checks every output channel c < ref.channels against the clamped reference; `tolerance_scale`
// multiplies the bound (2 when comparing two float implementations with each other's error).
// `skip(b, c, p)` may exclude outputs whose value the API leaves unspecified. Returns the number of
// mismatches and reports the first few with their coordinates.
template <typename Skip>
inline size_t CheckAgainstReference(const OutputView& out, const Reference& ref, float output_min, float output_max,
                                    double tolerance_scale, Skip skip, const char* what = "sprt") {
  size_t mismatches = 0;
  for (size_t b = 0; b < ref.batch; b++) {
    for (size_t c = 0; c < ref.channels; c++) {
      for (size_t p = 0; p < ref.pixels; p++) {
        if (skip(b, c, p)) continue;
        const size_t i = ref.Index(b, c, p);
        const double expected = Clamp(ref.value[i], output_min, output_max);
        const float actual = out.At(b, c, p);
        bool ok;
        double tolerance = 0.0;
        if (std::isnan(expected)) {
          ok = std::isnan(actual) && !IsSentinel(actual);
        } else if (std::isinf(expected)) {
          ok = static_cast<double>(actual) == expected;
        } else {
          tolerance = tolerance_scale * Tolerance(ref.terms[c], ref.magnitude[i]);
          ok = std::isfinite(actual) && std::fabs(static_cast<double>(actual) - expected) <= tolerance;
        }
        if (!ok && mismatches++ < 5) {
          ADD_FAILURE() << what << " output[batch " << b << "][channel " << c << "][pixel " << p
                        << "] = " << actual << ", expected " << expected << " +- " << tolerance
                        << " (" << ref.terms[c] << " nonzeros in the row, clamp [" << output_min << ", "
                        << output_max << "])";
        }
      }
    }
  }
  if (mismatches > 5) {
    ADD_FAILURE() << what << ": " << mismatches << " mismatching outputs in total";
  }
  return mismatches;
}

inline size_t CheckAgainstReference(const OutputView& out, const Reference& ref, float output_min, float output_max,
                                    const char* what = "sprt") {
  return CheckAgainstReference(out, ref, output_min, output_max, 1.0,
                               [](size_t, size_t, size_t) { return false; }, what);
}

// A quiet NaN half with a payload no operation on the test data produces: outputs not written yet.
constexpr uint16_t kHalfSentinel = UINT16_C(0x7E55);

// An f16 output tensor: [batch][channel_stride][pixels] halves.
struct HalfOutputView {
  const uint16_t* data;
  size_t channel_stride;
  size_t pixels;
  uint16_t At(size_t b, size_t c, size_t p) const { return data[(b * channel_stride + c) * pixels + p]; }
};

// Checks every output channel of an f16 operator against the reference clamped to the (rounded)
// bounds, within F16Tolerance for `accumulation` with `roundings` stores to half. skip(b, c, p)
// excludes outputs the API leaves unspecified. Returns the mismatches, reporting the first few.
template <typename Skip>
inline size_t CheckAgainstReferenceF16(const HalfOutputView& out, const Reference& ref, float output_min,
                                       float output_max, F16Accumulation accumulation, size_t roundings, Skip skip) {
  size_t mismatches = 0;
  for (size_t b = 0; b < ref.batch; b++) {
    for (size_t c = 0; c < ref.channels; c++) {
      for (size_t p = 0; p < ref.pixels; p++) {
        if (skip(b, c, p)) continue;
        const size_t i = ref.Index(b, c, p);
        const double expected = Clamp(ref.value[i], output_min, output_max);
        const uint16_t bits = out.At(b, c, p);
        const double actual = HalfToFloat(bits);
        bool ok;
        double tolerance = 0.0;
        if (std::isnan(expected)) {
          ok = std::isnan(actual) && bits != kHalfSentinel;
        } else if (std::isinf(expected)) {
          ok = actual == expected;
        } else {
          tolerance = ref.terms[c] == 0 && roundings <= 1
                          ? 0.0  // the clamped bias, a half: nothing rounds
                          : F16Tolerance(accumulation, ref.terms[c], ref.magnitude[i], roundings);
          ok = std::isfinite(actual) && std::fabs(actual - expected) <= tolerance;
        }
        if (!ok && mismatches++ < 5) {
          ADD_FAILURE() << "f16 output[batch " << b << "][channel " << c << "][pixel " << p << "] = " << actual
                        << " (0x" << std::hex << bits << std::dec << "), expected " << expected << " +- " << tolerance
                        << " (" << ref.terms[c] << " nonzeros in the row, " << roundings
                        << " rounding(s) to half, clamp [" << output_min << ", " << output_max << "])";
        }
      }
    }
  }
  if (mismatches > 5) ADD_FAILURE() << "f16: " << mismatches << " mismatching outputs in total";
  return mismatches;
}

// A clamp that cuts about `fraction` of the reference outputs at each end; +-infinity when the
// outputs are too uniform for a proper interval (e.g. all equal to the bias).
inline std::pair<float, float> QuantileClamp(const Reference& ref, double fraction) {
  std::vector<double> sample;
  const size_t step = std::max<size_t>(1, ref.value.size() / 100000);
  for (size_t i = 0; i < ref.value.size(); i += step) {
    if (std::isfinite(ref.value[i])) sample.push_back(ref.value[i]);
  }
  if (sample.empty()) {
    return {-std::numeric_limits<float>::infinity(), std::numeric_limits<float>::infinity()};
  }
  std::sort(sample.begin(), sample.end());
  const size_t lo_index = static_cast<size_t>(fraction * static_cast<double>(sample.size() - 1));
  const float lo = static_cast<float>(sample[lo_index]);
  const float hi = static_cast<float>(sample[sample.size() - 1 - lo_index]);
  if (!(lo < hi)) {
    return {-std::numeric_limits<float>::infinity(), std::numeric_limits<float>::infinity()};
  }
  return {lo, hi};
}

}  // namespace sprt_test

#endif  // SPRT_TEST_REFERENCE_H_
