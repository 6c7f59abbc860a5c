// libFuzzer target: the sparse 1x1 convolution from dense and CSR weights with arbitrary sizes,
// strides, flags and clamps; CSR rows with duplicate, unsorted or out-of-range indices and broken
// offsets; NaN, infinite and subnormal values; empty rows and columns; input-channel counts up to
// 2^64 with a handful of weights (creation memory must follow the weights). Whenever creation and
// setup succeed it runs on the calling thread and on 2 threads and checks: bitwise equal outputs,
// every output written and nothing around it, each within the float64 reference's rounding bound
// when no special value was involved. The f16 operator takes the same cases (weights given as halves
// or, with SPRT_FLAG_FP32_STATIC_WEIGHTS, floats; halves in and out; the half-arithmetic bound). An
// accepted invalid CSR, an accepted size_t-overflowing setup or any mismatch aborts (scripts/fuzz.sh).
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <vector>

#include <fp16.h>
#include <pthreadpool.h>
#include <sprt.h>

#include "fuzz/fuzz-input.h"

namespace {

using sprt_fuzz::Fail;
using sprt_fuzz::FuzzInput;
using sprt_fuzz::TwoThreads;

// The weights as the caller gives them, and what the reference needs.
struct Csr {
  std::vector<uint32_t> offsets;
  std::vector<uint32_t> indices;  // as long as the largest offset, so no read of ours is out of bounds
  std::vector<float> values;
  bool valid = true;              // offsets non-decreasing from 0, indices in range and distinct per row
};

Csr TakeCsr(FuzzInput& in, size_t rows, size_t columns, bool raw, bool* special) {
  Csr w;
  w.offsets.assign(rows + 1, 0);
  if (raw) {
    // Arbitrary offsets: the first may be non-zero, later ones may go down.
    w.offsets[0] = in.Take<uint8_t>() < 240 ? 0 : in.Range(1, 4);
    for (size_t r = 0; r < rows; r++) {
      const uint8_t step = in.Take<uint8_t>();
      w.offsets[r + 1] = step < 250 ? w.offsets[r] + step % 9 : w.offsets[r] - 1;  // may wrap
      if (w.offsets[r + 1] > 4096) w.offsets[r + 1] = in.Range(0, 4096);
    }
  } else {
    for (size_t r = 0; r < rows; r++) w.offsets[r + 1] = w.offsets[r] + in.Range(0, 8);
  }
  uint32_t length = 0;
  for (uint32_t o : w.offsets) length = o > length ? o : length;
  // At least one element: a caller with no weights still passes arrays (sprt refuses NULL).
  w.indices.resize(length, 0);
  w.values.resize(length, 0.0f);
  w.indices.reserve(1);
  w.values.reserve(1);
  for (uint32_t i = 0; i < length; i++) {
    const uint8_t kind = in.Take<uint8_t>();
    const uint64_t c64 = columns == 0 ? 0 : kind < 250 ? in.Take<uint32_t>() % columns : columns + (kind & 3);
    w.indices[i] = static_cast<uint32_t>(c64);
    if (c64 > UINT32_MAX) w.indices[i] = UINT32_MAX;
    w.values[i] = in.Value(special);
  }
  if (w.offsets[0] != 0) w.valid = false;
  for (size_t r = 0; r < rows && w.valid; r++) {
    if (w.offsets[r + 1] < w.offsets[r]) {
      w.valid = false;
      break;
    }
    std::set<uint32_t> seen;
    for (uint32_t i = w.offsets[r]; i < w.offsets[r + 1]; i++) {
      if (w.indices[i] >= columns || !seen.insert(w.indices[i]).second) w.valid = false;
    }
  }
  return w;
}

// v as a half, and as the float the f16 operator computes with; a finite v beyond the halves' range
// becomes infinite: special.
uint16_t ToHalf(float v, bool* special) {
  const uint16_t h = fp16_ieee_from_fp32_value(v);
  if (std::isfinite(v) && !std::isfinite(fp16_ieee_to_fp32_value(h))) *special = true;
  return h;
}

float RoundToHalf(float v, bool* special) { return fp16_ieee_to_fp32_value(ToHalf(v, special)); }

constexpr uint16_t kHalfSentinel = UINT16_C(0x7E55);  // a quiet NaN no arithmetic makes

// Whether a tensor of a x b x c x d elements of `element_bytes` overflows size_t in bytes.
bool Overflows(size_t a, size_t b, size_t c, size_t d, size_t element_bytes) {
  size_t p;
  return __builtin_mul_overflow(a, b, &p) || __builtin_mul_overflow(p, c, &p) || __builtin_mul_overflow(p, d, &p) ||
         __builtin_mul_overflow(p, element_bytes, &p);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (sprt_initialize() != sprt_status_success) Fail("sprt_initialize failed");
  FuzzInput in(data, size);
  // 0: dense, 1: CSR, 2: CSR with raw offsets, 3: CSR with a huge input-channel count; bit 2: the
  // f16 operator, bit 3: its weights as floats.
  const uint8_t first = in.Take<uint8_t>();
  const uint8_t mode = first % 4;
  const bool half = (first & 4) != 0;
  bool special = false;
  const size_t output_channels = in.Range(0, 40);
  size_t input_channels = in.Range(0, 40);
  if (mode == 3) input_channels = in.Bit() ? size_t{in.Take<uint32_t>()} : in.Take<uint64_t>();
  size_t input_stride = input_channels + (in.Take<uint8_t>() < 200 ? in.Range(0, 3) : 0);
  size_t output_stride = output_channels + (in.Take<uint8_t>() < 200 ? in.Range(0, 3) : 0);
  if (in.Take<uint8_t>() >= 250) input_stride = input_channels - 1;  // invalid (wraps for 0)
  if (in.Take<uint8_t>() >= 250) output_stride = output_channels - 1;
  uint32_t flags = in.Take<uint8_t>() < 240 ? in.Take<uint8_t>() & 3 : in.Take<uint32_t>();
  if (half && (first & 8) != 0) flags |= SPRT_FLAG_FP32_STATIC_WEIGHTS;
  const bool fp32_weights = half && (flags & SPRT_FLAG_FP32_STATIC_WEIGHTS) != 0;
  float output_min = -INFINITY, output_max = INFINITY;
  if (in.Bit()) output_min = in.Value(&special);
  if (in.Bit()) output_max = in.Value(&special);
  std::vector<float> bias(output_channels);
  for (float& b : bias) b = in.Value(&special);
  const float* bias_pointer = in.Take<uint8_t>() < 230 ? bias.data() : nullptr;
  if (bias_pointer == nullptr) std::fill(bias.begin(), bias.end(), 0.0f);
  // f16: what the caller passes (halves, or the floats themselves), and the halves' values for the
  // reference; the clamp acts at the bounds rounded to half.
  std::vector<uint16_t> bias_halves;
  float clamp_min = output_min, clamp_max = output_max;
  if (half) {
    for (float& b : bias) {
      bias_halves.push_back(ToHalf(b, &special));
      b = fp16_ieee_to_fp32_value(bias_halves.back());
    }
    clamp_min = fp16_ieee_to_fp32_value(fp16_ieee_from_fp32_value(output_min));
    clamp_max = fp16_ieee_to_fp32_value(fp16_ieee_from_fp32_value(output_max));
  }
  const void* given_bias = bias_pointer == nullptr ? nullptr
                           : !half || fp32_weights ? static_cast<const void*>(bias_pointer)
                                                   : bias_halves.data();

  Csr w;
  std::vector<float> dense;
  sprt_operator_t op = nullptr;
  enum sprt_status status;
  if (mode == 0) {
    dense.resize(output_channels * input_channels);
    dense.reserve(1);
    w.offsets.assign(output_channels + 1, 0);
    for (size_t r = 0; r < output_channels; r++) {
      for (size_t c = 0; c < input_channels; c++) {
        // Mostly zeros (pruned), some rows or columns all zero.
        const float v = in.Take<uint8_t>() < 170 ? 0.0f : in.Value(&special);
        dense[r * input_channels + c] = v;
        if (v != 0.0f) {
          w.indices.push_back(static_cast<uint32_t>(c));
          w.values.push_back(v);
        }
      }
      w.offsets[r + 1] = static_cast<uint32_t>(w.indices.size());
    }
    if (!half) {
      status = sprt_create_convolution2d_1x1_nchw_f32(input_channels, output_channels, input_stride, output_stride,
                                                      dense.data(), bias_pointer, output_min, output_max, flags, &op);
    } else {
      std::vector<uint16_t> dense_halves(dense.size() + 1);
      for (size_t i = 0; i < dense.size(); i++) dense_halves[i] = ToHalf(dense[i], &special);
      status = sprt_create_convolution2d_1x1_nchw_f16(
          input_channels, output_channels, input_stride, output_stride,
          fp32_weights ? static_cast<const void*>(dense.data()) : dense_halves.data(), given_bias, output_min,
          output_max, flags, &op);
    }
  } else {
    w = TakeCsr(in, output_channels, input_channels, mode == 2, &special);
    if (!half) {
      status = sprt_create_convolution2d_1x1_nchw_f32_csr(input_channels, output_channels, input_stride,
                                                          output_stride, w.offsets.data(), w.indices.data(),
                                                          w.values.data(), bias_pointer, output_min, output_max,
                                                          flags, &op);
    } else {
      std::vector<uint16_t> value_halves(w.values.size() + 1);
      for (size_t i = 0; i < w.values.size(); i++) value_halves[i] = ToHalf(w.values[i], &special);
      status = sprt_create_convolution2d_1x1_nchw_f16_csr(
          input_channels, output_channels, input_stride, output_stride, w.offsets.data(), w.indices.data(),
          fp32_weights ? static_cast<const void*>(w.values.data()) : value_halves.data(), given_bias, output_min,
          output_max, flags, &op);
    }
    if (status == sprt_status_success && !w.valid) Fail("accepted an invalid CSR (mode %u)", mode);
  }
  // The reference computes with the halves.
  if (half) {
    for (float& v : w.values) v = RoundToHalf(v, &special);
  }
  if (status != sprt_status_success) {
    if (op != nullptr) Fail("status %d but an operator was handed out", status);
    return 0;
  }
  struct sprt_operator_info info = {};
  info.size = sizeof(info);
  if (sprt_get_operator_info(op, &info) != sprt_status_success) Fail("sprt_get_operator_info failed");
  const size_t nonzeros = w.offsets.empty() ? 0 : w.offsets[output_channels] - w.offsets[0];
  if (mode != 0 && info.nonzeros != nonzeros) Fail("info.nonzeros %zu, given %zu", info.nonzeros, nonzeros);

  // Sizes whose tensors overflow size_t must be refused; other huge ones are never run.
  if (in.Take<uint8_t>() >= 224) {
    const size_t element_bytes = half ? sizeof(uint16_t) : sizeof(float);
    const size_t batch = in.Take<uint64_t>() >> in.Range(0, 63);
    const size_t height = in.Take<uint64_t>() >> in.Range(0, 63), width = in.Take<uint64_t>() >> in.Range(0, 63);
    float dummy[4] = {0};
    status = half ? sprt_setup_convolution2d_1x1_nchw_f16(op, batch, height, width, dummy, dummy, nullptr)
                  : sprt_setup_convolution2d_1x1_nchw_f32(op, batch, height, width, dummy, dummy, nullptr);
    if (status == sprt_status_success &&
        (Overflows(batch, input_stride, height, width, element_bytes) ||
         Overflows(batch, output_stride, height, width, element_bytes))) {
      Fail("setup accepted batch %zu x %zu x %zu with strides %zu / %zu", batch, height, width, input_stride,
           output_stride);
    }
  }
  if (input_channels > 4096) {  // huge counts: creation only
    sprt_delete_operator(op);
    return 0;
  }

  const size_t batch = in.Range(0, 3), height = in.Range(0, 9), width = in.Range(0, 13);
  const size_t misalign = in.Range(0, 3), pixels = height * width;
  std::vector<float> input(misalign + batch * input_stride * pixels + SPRT_EXTRA_BYTES / sizeof(float) + 1);
  bool special_input = false;
  for (size_t b = 0; b < batch; b++) {
    for (size_t c = 0; c < input_channels; c++) {
      for (size_t p = 0; p < pixels; p++) input[misalign + (b * input_stride + c) * pixels + p] = in.Value(&special_input);
    }
  }
  // f16: the halves passed in, and their values for the reference.
  std::vector<uint16_t> input_halves(half ? input.size() : 0);
  for (size_t i = 0; i < input_halves.size(); i++) {
    input_halves[i] = ToHalf(input[i], &special_input);
    input[i] = fp16_ieee_to_fp32_value(input_halves[i]);
  }
  const size_t output_size = batch * output_stride * pixels;
  std::vector<float> outputs[2];
  std::vector<uint16_t> half_outputs[2];
  for (int t = 0; t < 2; t++) {
    pthreadpool_t pool = t == 0 ? nullptr : TwoThreads();
    if (half) {
      half_outputs[t].assign(output_size + 16, kHalfSentinel);
      status = sprt_setup_convolution2d_1x1_nchw_f16(op, batch, height, width, input_halves.data() + misalign,
                                                     half_outputs[t].data(), pool);
    } else {
      outputs[t].assign(output_size + 16, sprt_fuzz::Sentinel());
      status = sprt_setup_convolution2d_1x1_nchw_f32(op, batch, height, width, input.data() + misalign,
                                                     outputs[t].data(), pool);
    }
    // XNNPACK's rule: a zero height or width is invalid, a zero batch is not.
    if ((height == 0 || width == 0) != (status == sprt_status_invalid_parameter) ||
        (height != 0 && width != 0 && status != sprt_status_success)) {
      Fail("setup returned %d for batch %zu, %zux%zu", status, batch, height, width);
    }
    if (status != sprt_status_success) {
      sprt_delete_operator(op);
      return 0;
    }
    status = sprt_run_operator(op, pool);
    if (status != sprt_status_success) Fail("run failed (%d)", status);
  }
  if (half ? half_outputs[0] != half_outputs[1]
           : std::memcmp(outputs[0].data(), outputs[1].data(), outputs[0].size() * sizeof(float)) != 0) {
    Fail("1 and 2 threads differ");
  }
  if (half) {
    // As floats from here on; the sentinel stays recognizable.
    outputs[0].resize(half_outputs[0].size());
    for (size_t i = 0; i < outputs[0].size(); i++) {
      outputs[0][i] = half_outputs[0][i] == kHalfSentinel ? sprt_fuzz::Sentinel()
                                                          : fp16_ieee_to_fp32_value(half_outputs[0][i]);
    }
  }
  const float* out = outputs[0].data();
  const bool compare = !special && !special_input && !std::isnan(output_min) && !std::isnan(output_max);
  for (size_t b = 0; b < batch; b++) {
    for (size_t r = 0; r < output_stride; r++) {
      for (size_t p = 0; p < pixels; p++) {
        const float y = out[(b * output_stride + r) * pixels + p];
        if (r >= output_channels) {
          if (!sprt_fuzz::IsSentinel(y)) Fail("wrote channel %zu of the output stride %zu", r, output_stride);
          continue;
        }
        if (sprt_fuzz::IsSentinel(y)) Fail("output [%zu][%zu][%zu] not written", b, r, p);
        if (!compare) continue;
        double exact = bias[r], magnitude = std::fabs(exact);
        for (uint32_t i = w.offsets[r]; i < w.offsets[r + 1]; i++) {
          const double term = double{w.values[i]} * input[misalign + (b * input_stride + w.indices[i]) * pixels + p];
          exact += term;
          magnitude += std::fabs(term);
        }
        const double expected = std::fmin(std::fmax(exact, double{clamp_min}), double{clamp_max});
        const size_t terms = w.offsets[r + 1] - w.offsets[r];
        // Half sums beyond the largest half (65504) may overflow on the way: not compared.
        if (half && magnitude >= 32768.0) continue;
        const double bound = half ? sprt_fuzz::F16Tolerance(sprt_fuzz::F16Accumulation::kHalf, terms, magnitude, 1)
                                  : sprt_fuzz::Tolerance(terms, magnitude);
        if (!(std::fabs(y - expected) <= bound)) {
          Fail("output [%zu][%zu][%zu] = %.9g, reference %.9g, bound %.3g", b, r, p, y, expected, bound);
        }
      }
    }
  }
  for (size_t i = output_size; i < outputs[0].size(); i++) {
    if (!sprt_fuzz::IsSentinel(out[i])) Fail("wrote past the output");
  }
  if (sprt_delete_operator(op) != sprt_status_success) Fail("delete failed");
  return 0;
}
