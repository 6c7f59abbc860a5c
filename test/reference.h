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
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <fp16.h>

#include "test/error-bounds.h"
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

// --- Half precision ----------------------------------------------------------------------------

inline float HalfToFloat(uint16_t h) { return fp16_ieee_to_fp32_value(h); }
inline uint16_t FloatToHalf(float f) { return fp16_ieee_from_fp32_value(f); }
// f rounded to the nearest half (ties to even), as a float.
inline float RoundToHalf(float f) { return HalfToFloat(FloatToHalf(f)); }

// The weights of an f16 case: `m` with every stored value rounded to half. A stored value whose
// half is zero becomes 2^-10 (exact in half) first, in `m` too, so that both precisions keep the same
// pattern (and the float weights round to the same halves).
inline SparseMatrix RoundedToHalf(SparseMatrix* m) {
  constexpr float kTinyWeight = 1.0f / 1024.0f;
  for (size_t r = 0; r < m->rows; r++) {
    for (uint32_t i = m->row_offsets[r]; i < m->row_offsets[r + 1]; i++) {
      float& v = m->values[i];
      if (RoundToHalf(v) == 0.0f) v = kTinyWeight;
      m->dense[r * m->columns + m->column_indices[i]] = v;
    }
  }
  SparseMatrix half = *m;
  for (float& v : half.dense) v = RoundToHalf(v);
  for (float& v : half.values) v = RoundToHalf(v);
  return half;
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

// The check both element types share: every output channel c < ref.channels against the reference
// clamped to [output_min, output_max]. read(b, c, p, &sentinel) gives an output as a double (and
// whether it is the not-written marker), bound(c, i) the tolerance of a finite expectation, show(b,
// c, p) the output as a mismatch line prints it; `note` goes before the clamp in that line.
// skip(b, c, p) excludes outputs the API leaves unspecified. Returns the number of mismatches and
// reports the first few with their coordinates.
template <typename Read, typename Bound, typename Show, typename Skip>
inline size_t CheckOutputs(const Reference& ref, float output_min, float output_max, const char* what,
                           const std::string& note, Skip skip, Read read, Bound bound, Show show) {
  size_t mismatches = 0;
  for (size_t b = 0; b < ref.batch; b++) {
    for (size_t c = 0; c < ref.channels; c++) {
      for (size_t p = 0; p < ref.pixels; p++) {
        if (skip(b, c, p)) continue;
        const size_t i = ref.Index(b, c, p);
        const double expected = Clamp(ref.value[i], output_min, output_max);
        bool sentinel = false;
        const double actual = read(b, c, p, &sentinel);
        bool ok;
        double tolerance = 0.0;
        if (std::isnan(expected)) {
          ok = std::isnan(actual) && !sentinel;
        } else if (std::isinf(expected)) {
          ok = actual == expected;
        } else {
          tolerance = bound(c, i);
          ok = std::isfinite(actual) && std::fabs(actual - expected) <= tolerance;
        }
        if (!ok && mismatches++ < 5) {
          ADD_FAILURE() << what << " output[batch " << b << "][channel " << c << "][pixel " << p
                        << "] = " << show(b, c, p) << ", expected " << expected << " +- " << tolerance
                        << " (" << ref.terms[c] << " nonzeros in the row, " << note << "clamp [" << output_min
                        << ", " << output_max << "])";
        }
      }
    }
  }
  if (mismatches > 5) {
    ADD_FAILURE() << what << ": " << mismatches << " mismatching outputs in total";
  }
  return mismatches;
}

// Checks a float output; `tolerance_scale` multiplies the bound (2 when comparing two float
// implementations with each other's error).
template <typename Skip>
inline size_t CheckAgainstReference(const OutputView& out, const Reference& ref, float output_min, float output_max,
                                    double tolerance_scale, Skip skip, const char* what = "sprt") {
  return CheckOutputs(
      ref, output_min, output_max, what, "", skip,
      [&](size_t b, size_t c, size_t p, bool* sentinel) {
        const float actual = out.At(b, c, p);
        *sentinel = IsSentinel(actual);
        return static_cast<double>(actual);
      },
      [&](size_t c, size_t i) { return tolerance_scale * Tolerance(ref.terms[c], ref.magnitude[i]); },
      [&](size_t b, size_t c, size_t p) { return out.At(b, c, p); });
}

inline size_t CheckAgainstReference(const OutputView& out, const Reference& ref, float output_min, float output_max,
                                    const char* what = "sprt") {
  return CheckAgainstReference(out, ref, output_min, output_max, 1.0,
                               [](size_t, size_t, size_t) { return false; }, what);
}

// A quiet NaN half with a payload no operation on the test data produces: outputs not written yet.
constexpr uint16_t kHalfSentinel = UINT16_C(0x7E55);

inline bool IsSentinel(uint16_t half) { return half == kHalfSentinel; }

// An f16 output tensor: [batch][channel_stride][pixels] halves.
struct HalfOutputView {
  const uint16_t* data;
  size_t channel_stride;
  size_t pixels;
  uint16_t At(size_t b, size_t c, size_t p) const { return data[(b * channel_stride + c) * pixels + p]; }
};

// Checks an f16 output against the reference clamped to the (rounded) bounds, within F16Tolerance
// for `accumulation` with `roundings` stores to half.
template <typename Skip>
inline size_t CheckAgainstReferenceF16(const HalfOutputView& out, const Reference& ref, float output_min,
                                       float output_max, F16Accumulation accumulation, size_t roundings, Skip skip) {
  return CheckOutputs(
      ref, output_min, output_max, "f16", std::to_string(roundings) + " rounding(s) to half, ", skip,
      [&](size_t b, size_t c, size_t p, bool* sentinel) {
        const uint16_t bits = out.At(b, c, p);
        *sentinel = IsSentinel(bits);
        return static_cast<double>(HalfToFloat(bits));
      },
      [&](size_t c, size_t i) {
        return ref.terms[c] == 0 && roundings <= 1
                   ? 0.0  // the clamped bias, a half: nothing rounds
                   : F16Tolerance(accumulation, ref.terms[c], ref.magnitude[i], roundings);
      },
      [&](size_t b, size_t c, size_t p) {
        std::ostringstream s;
        s << HalfToFloat(out.At(b, c, p)) << " (0x" << std::hex << out.At(b, c, p) << ")";
        return s.str();
      });
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
