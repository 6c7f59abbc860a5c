// Testers for the operators of the NCHW network besides the sparse 1x1 convolution, through the
// public API, with fluent setters in XNNPACK's style:
//
//   NCHWConvolutionTester().kernel_size(3).subsampling(2).padding(1).groups(64).input_size(56, 56).TestF32();
//   GlobalAveragePoolingTester().channels(1024).width(49).TestF32();
//
// TestF32() checks each output against a float64 reference within the derived bound
// (sprt_test::Tolerance over kernel_height x kernel_width x group_input_channels products), bitwise
// identical outputs on the NULL pool and 1-, 2- and 3-thread pools, XNNPACK's own operator with the
// same parameters within twice the bound, padding output channels unwritten and the input unmodified.
// On an ISA without kernels for the layer (NEON) it checks that creation says
// sprt_status_unsupported_hardware instead.
#ifndef SPRT_TEST_NCHW_OPERATOR_TESTER_H_
#define SPRT_TEST_NCHW_OPERATOR_TESTER_H_

#include <gtest/gtest.h>

#include <pthreadpool.h>
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <sprt.h>

#include "test/convolution-operator-tester.h"
#include "test/reference.h"

namespace sprt_test {

// The ISA the library chose (SPRT_ISA caps it), read from a small 1x1 operator's info.
inline std::string LibraryIsa() {
  const float w = 1.0f;
  sprt_operator_t op = nullptr;
  if (sprt_create_convolution2d_1x1_nchw_f32(1, 1, 1, 1, &w, nullptr, -kInf, kInf, 0, &op) != sprt_status_success) {
    return "unknown";
  }
  sprt_operator_info info = {};
  info.size = sizeof(info);
  sprt_get_operator_info(op, &info);
  const std::string isa = info.isa;
  sprt_delete_operator(op);
  return isa;
}

// The dense NCHW layers have x86 and scalar kernels only.
inline bool LibraryHasDenseKernels() { return LibraryIsa() != "neon"; }

// Output of the reference: value and magnitude (|bias| + sum |w x|) per output element.
struct DenseReference {
  std::vector<double> value;
  std::vector<double> magnitude;
};

class NCHWConvolutionTester {
 public:
  NCHWConvolutionTester& padding(uint32_t p) { return padding(p, p, p, p); }
  NCHWConvolutionTester& padding(uint32_t top, uint32_t right, uint32_t bottom, uint32_t left) {
    padding_top_ = top, padding_right_ = right, padding_bottom_ = bottom, padding_left_ = left;
    return *this;
  }
  NCHWConvolutionTester& kernel_size(uint32_t k) { kernel_height_ = kernel_width_ = k; return *this; }
  NCHWConvolutionTester& subsampling(uint32_t s) { subsampling_ = s; return *this; }
  NCHWConvolutionTester& groups(uint32_t g) { groups_ = g; return *this; }
  NCHWConvolutionTester& group_input_channels(size_t c) { group_input_channels_ = c; return *this; }
  NCHWConvolutionTester& group_output_channels(size_t c) { group_output_channels_ = c; return *this; }
  NCHWConvolutionTester& input_size(size_t h, size_t w) { input_height_ = h, input_width_ = w; return *this; }
  NCHWConvolutionTester& batch_size(size_t b) { batch_size_ = b; return *this; }
  NCHWConvolutionTester& input_channel_stride(size_t s) { input_channel_stride_ = s; return *this; }
  NCHWConvolutionTester& output_channel_stride(size_t s) { output_channel_stride_ = s; return *this; }
  // Kernel in XNNPACK's depthwise layout [kh][kw][groups] (SPRT_FLAG_DEPTHWISE_CONVOLUTION).
  NCHWConvolutionTester& depthwise_layout(bool on) { depthwise_layout_ = on; return *this; }
  // NHWC input (SPRT_FLAG_INPUT_NHWC): the stem.
  NCHWConvolutionTester& nhwc_input(bool on) { nhwc_input_ = on; return *this; }
  NCHWConvolutionTester& clamp_quantile(double q) { clamp_quantile_ = q; return *this; }
  NCHWConvolutionTester& compare_with_xnnpack(bool on) { compare_with_xnnpack_ = on; return *this; }

  size_t input_channels() const { return groups_ * group_input_channels_; }
  size_t output_channels() const { return groups_ * group_output_channels_; }
  size_t input_stride() const { return input_channel_stride_ != 0 ? input_channel_stride_ : input_channels(); }
  size_t output_stride() const { return output_channel_stride_ != 0 ? output_channel_stride_ : output_channels(); }
  static size_t OutputDimension(size_t padded, size_t kernel, size_t stride) {
    return (padded > kernel ? padded - kernel : 0) / stride + 1;
  }
  size_t output_height() const {
    return OutputDimension(padding_top_ + input_height_ + padding_bottom_, kernel_height_, subsampling_);
  }
  size_t output_width() const {
    return OutputDimension(padding_left_ + input_width_ + padding_right_, kernel_width_, subsampling_);
  }
  uint32_t flags() const {
    return (depthwise_layout_ ? SPRT_FLAG_DEPTHWISE_CONVOLUTION : 0) | (nhwc_input_ ? SPRT_FLAG_INPUT_NHWC : 0);
  }
  uint32_t xnn_flags() const {
    return (depthwise_layout_ ? XNN_FLAG_DEPTHWISE_CONVOLUTION : 0) | (nhwc_input_ ? XNN_FLAG_INPUT_NHWC : 0);
  }
  std::string Describe() const {
    std::ostringstream s;
    s << kernel_height_ << "x" << kernel_width_ << " s" << subsampling_ << " pad " << padding_top_ << ","
      << padding_right_ << "," << padding_bottom_ << "," << padding_left_ << " groups " << groups_ << " ("
      << group_input_channels_ << " -> " << group_output_channels_ << ") input " << batch_size_ << "x"
      << input_height_ << "x" << input_width_ << (nhwc_input_ ? " NHWC" : "")
      << (depthwise_layout_ ? " HWG kernel" : "");
    return s.str();
  }

  // Element of the input, whichever the layout.
  size_t InputIndex(size_t b, size_t c, size_t y, size_t x) const {
    if (nhwc_input_) return ((b * input_height_ + y) * input_width_ + x) * input_stride() + c;
    return ((b * input_stride() + c) * input_height_ + y) * input_width_ + x;
  }
  size_t KernelIndex(size_t g, size_t o, size_t ky, size_t kx, size_t i) const {
    if (depthwise_layout_) return (ky * kernel_width_ + kx) * groups_ + g;
    return (((g * group_output_channels_ + o) * kernel_height_ + ky) * kernel_width_ + kx) * group_input_channels_ + i;
  }

  DenseReference ComputeReference(const std::vector<float>& input, const std::vector<float>& kernel,
                                  const std::vector<float>& bias) const {
    const size_t oh = output_height(), ow = output_width();
    DenseReference ref;
    ref.value.resize(batch_size_ * output_channels() * oh * ow);
    ref.magnitude.resize(ref.value.size());
    for (size_t b = 0; b < batch_size_; b++) {
      for (size_t g = 0; g < groups_; g++) {
        for (size_t o = 0; o < group_output_channels_; o++) {
          const size_t oc = g * group_output_channels_ + o;
          for (size_t oy = 0; oy < oh; oy++) {
            for (size_t ox = 0; ox < ow; ox++) {
              double acc = bias[oc], mag = std::fabs(acc);
              for (size_t ky = 0; ky < kernel_height_; ky++) {
                const ptrdiff_t y = ptrdiff_t(oy * subsampling_ + ky) - ptrdiff_t(padding_top_);
                if (y < 0 || y >= ptrdiff_t(input_height_)) continue;
                for (size_t kx = 0; kx < kernel_width_; kx++) {
                  const ptrdiff_t x = ptrdiff_t(ox * subsampling_ + kx) - ptrdiff_t(padding_left_);
                  if (x < 0 || x >= ptrdiff_t(input_width_)) continue;
                  for (size_t i = 0; i < group_input_channels_; i++) {
                    const double p = double(kernel[KernelIndex(g, o, ky, kx, i)]) *
                                     double(input[InputIndex(b, g * group_input_channels_ + i, y, x)]);
                    acc += p;
                    mag += std::fabs(p);
                  }
                }
              }
              const size_t index = ((b * output_channels() + oc) * oh + oy) * ow + ox;
              ref.value[index] = acc;
              ref.magnitude[index] = mag;
            }
          }
        }
      }
    }
    return ref;
  }

  void TestF32() const {
    SCOPED_TRACE(Describe());
    std::mt19937_64 rng(CaseSeed(CurrentTestName() + Describe()));
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    const size_t input_floats = batch_size_ * input_stride() * input_height_ * input_width_;
    std::vector<float> input(input_floats + kSlackFloats);
    for (float& v : input) v = dist(rng);
    const size_t taps = kernel_height_ * kernel_width_ * group_input_channels_;
    std::vector<float> kernel(output_channels() * taps), bias(output_channels());
    for (float& v : kernel) v = dist(rng);
    for (float& v : bias) v = dist(rng);
    const std::vector<float> input_copy = input;

    const DenseReference ref = ComputeReference(input, kernel, bias);
    float output_min = -kInf, output_max = kInf;
    if (clamp_quantile_ > 0.0) {
      std::vector<double> sorted = ref.value;
      std::sort(sorted.begin(), sorted.end());
      const size_t cut = size_t(clamp_quantile_ * double(sorted.size() - 1));
      if (sorted[cut] < sorted[sorted.size() - 1 - cut]) {
        output_min = float(sorted[cut]);
        output_max = float(sorted[sorted.size() - 1 - cut]);
      }
    }

    sprt_operator_t op = nullptr;
    const sprt_status status = sprt_create_convolution2d_nchw_f32(
        padding_top_, padding_right_, padding_bottom_, padding_left_, kernel_height_, kernel_width_,
        subsampling_, subsampling_, 1, 1, groups_, group_input_channels_, group_output_channels_, input_stride(),
        output_stride(), kernel.data(), bias.data(), output_min, output_max, flags(), &op);
    const bool one_by_one = kernel_height_ == 1 && kernel_width_ == 1;
    if (!one_by_one && !LibraryHasDenseKernels()) {
      EXPECT_EQ(status, sprt_status_unsupported_hardware);
      sprt_delete_operator(op);
      return;
    }
    ASSERT_EQ(status, sprt_status_success);

    const size_t oh = output_height(), ow = output_width(), plane = oh * ow;
    const size_t output_floats = batch_size_ * output_stride() * plane;
    std::vector<float> baseline;
    for (const ThreadPool& pool : ThreadPools()) {
      SCOPED_TRACE(pool.name);
      std::vector<float> output(output_floats + kSlackFloats, Sentinel());
      ASSERT_EQ(sprt_setup_convolution2d_nchw_f32(op, batch_size_, input_height_, input_width_, input.data(),
                                                  output.data(), pool.pool),
                sprt_status_success);
      ASSERT_EQ(sprt_run_operator(op, pool.pool), sprt_status_success);
      ASSERT_EQ(std::memcmp(input.data(), input_copy.data(), input.size() * sizeof(float)), 0)
          << "the input was modified";
      if (baseline.empty()) {
        ASSERT_EQ(Check(output.data(), ref, output_min, output_max, 1.0, "sprt"), 0u);
        baseline = output;
      } else {
        ASSERT_EQ(std::memcmp(output.data(), baseline.data(), output.size() * sizeof(float)), 0)
            << "outputs differ from the NULL pool's";
      }
    }
    sprt_delete_operator(op);
    if (compare_with_xnnpack_) CompareWithXnnpack(input, kernel, bias, ref, output_min, output_max);
  }

 private:
  // Mismatches against the reference; padding channels and the slack must hold the sentinel.
  size_t Check(const float* output, const DenseReference& ref, float output_min, float output_max,
               double tolerance_scale, const char* what) const {
    const size_t plane = output_height() * output_width();
    const size_t terms = kernel_height_ * kernel_width_ * group_input_channels_;
    size_t mismatches = 0;
    for (size_t b = 0; b < batch_size_; b++) {
      for (size_t c = 0; c < output_stride(); c++) {
        for (size_t p = 0; p < plane; p++) {
          const float actual = output[(b * output_stride() + c) * plane + p];
          bool ok;
          double expected = 0.0, tolerance = 0.0;
          if (c >= output_channels()) {
            ok = IsSentinel(actual);
          } else {
            const size_t i = (b * output_channels() + c) * plane + p;
            expected = Clamp(ref.value[i], output_min, output_max);
            tolerance = tolerance_scale * Tolerance(terms, ref.magnitude[i]);
            ok = std::isfinite(actual) && std::fabs(double(actual) - expected) <= tolerance;
          }
          if (!ok && mismatches++ < 5) {
            ADD_FAILURE() << what << " output[batch " << b << "][channel " << c << "][y " << p / output_width()
                          << "][x " << p % output_width() << "] = " << actual << ", expected "
                          << (c >= output_channels() ? "untouched padding" : std::to_string(expected)) << " +- "
                          << tolerance;
          }
        }
      }
    }
    return mismatches;
  }

  void CompareWithXnnpack(const std::vector<float>& input, const std::vector<float>& kernel,
                          const std::vector<float>& bias, const DenseReference& ref, float output_min,
                          float output_max) const {
    ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
    xnn_operator_t op = nullptr;
    ASSERT_EQ(xnn_create_convolution2d_nchw_f32(
                  padding_top_, padding_right_, padding_bottom_, padding_left_, kernel_height_, kernel_width_,
                  subsampling_, subsampling_, 1, 1, groups_, group_input_channels_, group_output_channels_,
                  input_stride(), output_stride(), kernel.data(), bias.data(), output_min, output_max, xnn_flags(),
                  &op),
              xnn_status_success);
    std::vector<float> output(batch_size_ * output_stride() * output_height() * output_width() + kSlackFloats,
                              Sentinel());
    ASSERT_EQ(xnn_setup_convolution2d_nchw_f32(op, batch_size_, input_height_, input_width_, input.data(),
                                               output.data(), nullptr),
              xnn_status_success);
    ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
    xnn_delete_operator(op);
    EXPECT_EQ(Check(output.data(), ref, output_min, output_max, 2.0, "XNNPACK"), 0u);
  }

  uint32_t padding_top_ = 0, padding_right_ = 0, padding_bottom_ = 0, padding_left_ = 0;
  uint32_t kernel_height_ = 1, kernel_width_ = 1;
  uint32_t subsampling_ = 1;
  uint32_t groups_ = 1;
  size_t group_input_channels_ = 1, group_output_channels_ = 1;
  size_t input_height_ = 1, input_width_ = 1;
  size_t batch_size_ = 1;
  size_t input_channel_stride_ = 0, output_channel_stride_ = 0;
  bool depthwise_layout_ = false;
  bool nhwc_input_ = false;
  double clamp_quantile_ = 0.0;
  bool compare_with_xnnpack_ = true;
};

class GlobalAveragePoolingTester {
 public:
  GlobalAveragePoolingTester& channels(size_t c) { channels_ = c; return *this; }
  GlobalAveragePoolingTester& width(size_t w) { width_ = w; return *this; }
  GlobalAveragePoolingTester& batch_size(size_t b) { batch_size_ = b; return *this; }
  GlobalAveragePoolingTester& clamp(float lo, float hi) { min_ = lo, max_ = hi; return *this; }

  void TestF32() const {
    SCOPED_TRACE("channels " + std::to_string(channels_) + " width " + std::to_string(width_) + " batch " +
                 std::to_string(batch_size_));
    std::mt19937_64 rng(CaseSeed(CurrentTestName() + std::to_string(channels_ * 131 + width_)));
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> input(batch_size_ * channels_ * width_ + kSlackFloats);
    for (float& v : input) v = dist(rng);
    sprt_operator_t op = nullptr;
    const sprt_status status = sprt_create_global_average_pooling_ncw_f32(channels_, min_, max_, 0, &op);
    if (!LibraryHasDenseKernels()) {
      EXPECT_EQ(status, sprt_status_unsupported_hardware);
      sprt_delete_operator(op);
      return;
    }
    ASSERT_EQ(status, sprt_status_success);
    std::vector<float> baseline;
    for (const ThreadPool& pool : ThreadPools()) {
      SCOPED_TRACE(pool.name);
      std::vector<float> output(batch_size_ * channels_ + kSlackFloats, Sentinel());
      ASSERT_EQ(sprt_setup_global_average_pooling_ncw_f32(op, batch_size_, width_, input.data(), output.data(),
                                                          pool.pool),
                sprt_status_success);
      ASSERT_EQ(sprt_run_operator(op, pool.pool), sprt_status_success);
      if (baseline.empty()) {
        ASSERT_EQ(Check(input, output, 1.0, "sprt"), 0u);
        baseline = output;
      } else {
        ASSERT_EQ(std::memcmp(output.data(), baseline.data(), output.size() * sizeof(float)), 0);
      }
    }
    sprt_delete_operator(op);

    ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
    xnn_operator_t xop = nullptr;
    ASSERT_EQ(xnn_create_global_average_pooling_ncw_f32(channels_, min_, max_, 0, &xop), xnn_status_success);
    std::vector<float> output(batch_size_ * channels_ + kSlackFloats, Sentinel());
    ASSERT_EQ(xnn_setup_global_average_pooling_ncw_f32(xop, batch_size_, width_, input.data(), output.data(), nullptr),
              xnn_status_success);
    ASSERT_EQ(xnn_run_operator(xop, nullptr), xnn_status_success);
    xnn_delete_operator(xop);
    EXPECT_EQ(Check(input, output, 2.0, "XNNPACK"), 0u);
  }

 private:
  // The mean is the sum times a rounded 1/width: width + 1 roundings of the sum, one of the scale,
  // one of the product.
  size_t Check(const std::vector<float>& input, const std::vector<float>& output, double tolerance_scale,
               const char* what) const {
    size_t mismatches = 0;
    for (size_t i = 0; i < batch_size_ * channels_; i++) {
      double sum = 0.0, magnitude = 0.0;
      for (size_t j = 0; j < width_; j++) {
        sum += input[i * width_ + j];
        magnitude += std::fabs(input[i * width_ + j]);
      }
      const double expected = Clamp(sum / double(width_), min_, max_);
      const double tolerance = tolerance_scale * Tolerance(width_ + 2, magnitude / double(width_));
      if (!(std::fabs(double(output[i]) - expected) <= tolerance) && mismatches++ < 5) {
        ADD_FAILURE() << what << " output[" << i << "] = " << output[i] << ", expected " << expected << " +- "
                      << tolerance;
      }
    }
    for (size_t i = batch_size_ * channels_; i < output.size(); i++) {
      if (!IsSentinel(output[i]) && mismatches++ < 5) ADD_FAILURE() << what << " wrote past the output at " << i;
    }
    return mismatches;
  }

  size_t channels_ = 1, width_ = 1, batch_size_ = 1;
  float min_ = -kInf, max_ = kInf;
};

}  // namespace sprt_test

#endif  // SPRT_TEST_NCHW_OPERATOR_TESTER_H_
