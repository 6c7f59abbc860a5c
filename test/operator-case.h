// One operator of each kind through the public API, with random weights and a float64 reference:
// for the tests that drive operators from outside the testers' mould (allocation failures, guard
// pages, concurrency). Input and output are caller-provided, so that they can live between guard
// pages or be owned per thread.
//
//   const OperatorCase c = OperatorCase::Depthwise(/*channels=*/8, /*kernel=*/3, /*stride=*/2, 9, 7);
//   sprt_operator_t op = nullptr;
//   ASSERT_EQ(c.Create(&op), sprt_status_success);
//   ASSERT_EQ(c.Setup(op, input, output, pool), sprt_status_success);
//   ASSERT_EQ(sprt_run_operator(op, pool), sprt_status_success);
//   EXPECT_EQ(c.Check(input, output), 0u);
//
// Half() makes a 1x1 case an f16 one: the same weights rounded to half, through the f16 entry
// points. Input and output then hold halves; InputFloats() and OutputFloats() count the floats of
// storage they take, InputElements() and OutputElements() the halves.
#ifndef SPRT_TEST_OPERATOR_CASE_H_
#define SPRT_TEST_OPERATOR_CASE_H_

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <sprt.h>

#include "test/nchw-operator-tester.h"
#include "test/reference.h"
#include "test/sparse-matrix.h"

namespace sprt_test {

class OperatorCase {
 public:
  enum class Kind { kSparse, kSparseCsr, kSparseGeneric, kDepthwise, kStem, kPooling };

  // 1x1: through the dense-kernel entry point, the CSR one, or sprt_create_convolution2d_nchw_f32.
  static OperatorCase Sparse(Kind kind, size_t input_channels, size_t output_channels, double sparsity,
                             uint32_t flags, size_t height, size_t width, size_t batch = 1) {
    OperatorCase c(kind, height, width, batch);
    c.flags_ = flags;
    std::mt19937_64 rng(c.Seed(input_channels * 7919 + output_channels * 31 + flags));
    c.weights_ = RandomSparseMatrix(rng, output_channels, input_channels, sparsity);
    c.bias_ = RandomVector(rng, output_channels);
    return c;
  }
  // Depthwise K x K, stride 1 or 2, padding K / 2 on every side.
  static OperatorCase Depthwise(size_t channels, uint32_t kernel, uint32_t stride, size_t height, size_t width,
                                size_t batch = 1) {
    OperatorCase c(Kind::kDepthwise, height, width, batch);
    c.kernel_size_ = kernel, c.stride_ = stride, c.groups_ = uint32_t(channels);
    c.tester_.kernel_size(kernel).subsampling(stride).padding(kernel / 2).groups(uint32_t(channels));
    c.RandomDense();
    return c;
  }
  // The stem: 3x3 stride 2, padding 1, 3 NHWC input channels.
  static OperatorCase Stem(size_t output_channels, size_t height, size_t width, size_t batch = 1) {
    OperatorCase c(Kind::kStem, height, width, batch);
    c.kernel_size_ = 3, c.stride_ = 2, c.group_input_channels_ = 3, c.group_output_channels_ = output_channels;
    c.tester_.kernel_size(3).subsampling(2).padding(1).group_input_channels(3).group_output_channels(output_channels)
        .nhwc_input(true);
    c.RandomDense();
    return c;
  }
  // Global average pooling over `width` elements per channel.
  static OperatorCase Pooling(size_t channels, size_t width, size_t batch = 1) {
    OperatorCase c(Kind::kPooling, 1, width, batch);
    c.pooling_channels_ = channels;
    return c;
  }

  // The same 1x1 case in half precision (weights and bias rounded to half; one chunk of input
  // channels, so that each output rounds to half once).
  OperatorCase Half() const {
    OperatorCase c = *this;
    EXPECT_TRUE(sparse() && weights_.columns <= 512) << "f16 cases are 1x1 with at most 512 input channels";
    c.half_ = true;
    c.weights_ = RoundedToHalf(&c.weights_);
    for (float& v : c.bias_) v = RoundToHalf(v);
    return c;
  }

  Kind kind() const { return kind_; }
  bool half() const { return half_; }
  bool sparse() const { return kind_ == Kind::kSparse || kind_ == Kind::kSparseCsr || kind_ == Kind::kSparseGeneric; }
  const SparseMatrix& weights() const { return weights_; }
  const std::vector<float>& bias() const { return bias_; }
  uint32_t flags() const { return flags_; }
  size_t batch() const { return batch_; }
  size_t height() const { return height_; }
  size_t width() const { return width_; }
  float output_min() const { return kMin; }
  float output_max() const { return kMax; }

  std::string Name() const {
    std::ostringstream s;
    switch (kind_) {
      case Kind::kSparse: s << "1x1 dense kernel"; break;
      case Kind::kSparseCsr: s << "1x1 CSR"; break;
      case Kind::kSparseGeneric: s << "1x1 generic"; break;
      case Kind::kDepthwise: s << "depthwise"; break;
      case Kind::kStem: s << "stem"; break;
      case Kind::kPooling: s << "pooling " << pooling_channels_ << " channels"; break;
    }
    if (sparse()) s << " " << weights_.rows << "x" << weights_.columns << " flags " << flags_;
    if (half_) s << " f16";
    if (kind_ == Kind::kDepthwise || kind_ == Kind::kStem) s << " " << tester_.Describe();
    s << " batch " << batch_ << " " << height_ << "x" << width_;
    return s.str();
  }

  // The dense kinds have x86 and scalar kernels only: with NEON creation says unsupported hardware.
  bool Supported() const { return sparse() || LibraryHasDenseKernels(); }

  size_t InputFloats() const { return half_ ? (InputElements() + 1) / 2 : InputElements(); }
  size_t OutputFloats() const { return half_ ? (OutputElements() + 1) / 2 : OutputElements(); }

  size_t InputElements() const {
    if (sparse()) return batch_ * weights_.columns * height_ * width_;
    if (kind_ == Kind::kPooling) return batch_ * pooling_channels_ * width_;
    return batch_ * tester_.input_channels() * height_ * width_;
  }
  size_t OutputElements() const {
    if (sparse()) return batch_ * weights_.rows * height_ * width_;
    if (kind_ == Kind::kPooling) return batch_ * pooling_channels_;
    return batch_ * tester_.output_channels() * tester_.output_height() * tester_.output_width();
  }
  // Random input for this case (`salt` varies it between iterations): InputFloats() floats of
  // storage, holding halves for an f16 case.
  std::vector<float> RandomInput(uint64_t salt = 0) const {
    std::mt19937_64 rng(Seed(salt + 1));
    std::vector<float> values = RandomVector(rng, InputElements());
    if (!half_) return values;
    std::vector<uint16_t> halves(InputFloats() * 2, 0);
    for (size_t i = 0; i < values.size(); i++) halves[i] = FloatToHalf(values[i]);
    std::vector<float> storage(InputFloats());
    std::memcpy(storage.data(), halves.data(), storage.size() * sizeof(float));
    return storage;
  }

  // The f16 entry points on this case's weights in halves.
  sprt_status CreateHalf(sprt_operator_t* op) const {
    std::vector<uint16_t> dense, values, bias;
    for (float v : weights_.dense) dense.push_back(FloatToHalf(v));
    for (float v : weights_.values) values.push_back(FloatToHalf(v));
    for (float v : bias_) bias.push_back(FloatToHalf(v));
    const uint16_t dummy = 0;
    const size_t in = weights_.columns, out = weights_.rows;
    switch (kind_) {
      case Kind::kSparse:
        return sprt_create_convolution2d_1x1_nchw_f16(in, out, in, out, dense.data(), bias.data(), kMin, kMax, flags_,
                                                      op);
      case Kind::kSparseCsr:
        return sprt_create_convolution2d_1x1_nchw_f16_csr(
            in, out, in, out, weights_.row_offsets.data(), weights_.column_indices.data(),
            values.empty() ? &dummy : values.data(), bias.data(), kMin, kMax, flags_, op);
      case Kind::kSparseGeneric:
        return sprt_create_convolution2d_nchw_f16(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, in, out, in, out, dense.data(),
                                                  bias.data(), kMin, kMax, flags_, op);
      default:
        return sprt_status_invalid_parameter;
    }
  }

  sprt_status Create(sprt_operator_t* op) const {
    if (half_) return CreateHalf(op);
    switch (kind_) {
      case Kind::kSparse:
        return sprt_create_convolution2d_1x1_nchw_f32(weights_.columns, weights_.rows, weights_.columns,
                                                      weights_.rows, weights_.dense.data(), bias_.data(), kMin,
                                                      kMax, flags_, op);
      case Kind::kSparseCsr:
        return sprt_create_convolution2d_1x1_nchw_f32_csr(
            weights_.columns, weights_.rows, weights_.columns, weights_.rows, weights_.row_offsets.data(),
            weights_.column_indices.data(), weights_.values.data(), bias_.data(), kMin, kMax, flags_, op);
      case Kind::kSparseGeneric:
        return sprt_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, weights_.columns, weights_.rows,
                                                  weights_.columns, weights_.rows, weights_.dense.data(),
                                                  bias_.data(), kMin, kMax, flags_, op);
      case Kind::kDepthwise:
      case Kind::kStem:
        return sprt_create_convolution2d_nchw_f32(
            kernel_size_ / 2, kernel_size_ / 2, kernel_size_ / 2, kernel_size_ / 2, kernel_size_, kernel_size_, stride_,
            stride_, 1, 1, groups_, group_input_channels_, group_output_channels_, tester_.input_channels(),
            tester_.output_channels(), kernel_.data(), bias_.data(), kMin, kMax,
            kind_ == Kind::kStem ? SPRT_FLAG_INPUT_NHWC : 0, op);
      case Kind::kPooling:
        return sprt_create_global_average_pooling_ncw_f32(pooling_channels_, kMin, kMax, 0, op);
    }
    return sprt_status_invalid_parameter;
  }

  sprt_status Setup(sprt_operator_t op, const void* input_ptr, void* output_ptr, pthreadpool_t pool) const {
    if (half_) {
      return kind_ == Kind::kSparseGeneric
                 ? sprt_setup_convolution2d_nchw_f16(op, batch_, height_, width_, input_ptr, output_ptr, pool)
                 : sprt_setup_convolution2d_1x1_nchw_f16(op, batch_, height_, width_, input_ptr, output_ptr, pool);
    }
    const float* input = static_cast<const float*>(input_ptr);
    float* output = static_cast<float*>(output_ptr);
    switch (kind_) {
      case Kind::kSparse:
      case Kind::kSparseCsr:
        return sprt_setup_convolution2d_1x1_nchw_f32(op, batch_, height_, width_, input, output, pool);
      case Kind::kSparseGeneric:
      case Kind::kDepthwise:
      case Kind::kStem:
        return sprt_setup_convolution2d_nchw_f32(op, batch_, height_, width_, input, output, pool);
      case Kind::kPooling:
        return sprt_setup_global_average_pooling_ncw_f32(op, batch_, width_, input, output, pool);
    }
    return sprt_status_invalid_parameter;
  }

  // Mismatches of `output` against the float64 reference of `input` within the derived bound
  // (sprt_test::Tolerance; f16: F16Tolerance of half arithmetic, which bounds float accumulation
  // too); reports the first few.
  size_t Check(const void* input_ptr, const void* output_ptr) const {
    if (half_) {
      const uint16_t* halves = static_cast<const uint16_t*>(input_ptr);
      std::vector<float> input(InputElements());
      for (size_t i = 0; i < input.size(); i++) input[i] = HalfToFloat(halves[i]);
      const size_t pixels = height_ * width_;
      const Reference ref = ComputeReference(weights_, bias_, input.data(), batch_, weights_.columns, pixels);
      return CheckAgainstReferenceF16(HalfOutputView{static_cast<const uint16_t*>(output_ptr), weights_.rows, pixels},
                                      ref, kMin, kMax, F16Accumulation::kHalf, 1,
                                      [](size_t, size_t, size_t) { return false; });
    }
    const float* input = static_cast<const float*>(input_ptr);
    const float* output = static_cast<const float*>(output_ptr);
    if (sparse()) {
      const size_t pixels = height_ * width_;
      const Reference ref = ComputeReference(weights_, bias_, input, batch_, weights_.columns, pixels);
      return CheckAgainstReference(OutputView{output, weights_.rows, pixels}, ref, kMin, kMax, Name().c_str());
    }
    std::vector<double> value, magnitude;
    size_t terms;
    if (kind_ == Kind::kPooling) {
      terms = width_ + 2;  // width additions, the scale and the product (as GlobalAveragePoolingTester)
      for (size_t i = 0; i < batch_ * pooling_channels_; i++) {
        double sum = 0.0, mag = 0.0;
        for (size_t j = 0; j < width_; j++) {
          sum += input[i * width_ + j];
          mag += std::fabs(input[i * width_ + j]);
        }
        value.push_back(sum / double(width_));
        magnitude.push_back(mag / double(width_));
      }
    } else {
      terms = size_t(kernel_size_) * kernel_size_ * group_input_channels_;
      const DenseReference ref =
          tester_.ComputeReference(std::vector<float>(input, input + InputFloats()), kernel_, bias_);
      value = ref.value;
      magnitude = ref.magnitude;
    }
    size_t mismatches = 0;
    for (size_t i = 0; i < value.size(); i++) {
      const double expected = Clamp(value[i], kMin, kMax);
      const double tolerance = Tolerance(terms, magnitude[i]);
      if (!(std::fabs(double(output[i]) - expected) <= tolerance) && mismatches++ < 5) {
        ADD_FAILURE() << Name() << ": output[" << i << "] = " << output[i] << ", expected " << expected << " +- "
                      << tolerance;
      }
    }
    return mismatches;
  }

 private:
  // Outputs in [-2, 2]: sums of many products are clamped, averages and small sums not.
  static constexpr float kMin = -2.0f;
  static constexpr float kMax = 2.0f;

  OperatorCase(Kind kind, size_t height, size_t width, size_t batch)
      : kind_(kind), height_(height), width_(width), batch_(batch) {
    tester_.input_size(height, width).batch_size(batch);
  }
  uint64_t Seed(uint64_t salt) const {
    return CaseSeed(CurrentTestName() + std::to_string(int(kind_)) + "/" + std::to_string(height_ * 1000 + width_) +
                    "/" + std::to_string(salt));
  }
  // Kernel [groups][group_output_channels][kh][kw][group_input_channels] and bias, as the tester's
  // reference reads them.
  void RandomDense() {
    std::mt19937_64 rng(Seed(tester_.output_channels()));
    kernel_ = RandomVector(rng, tester_.output_channels() * kernel_size_ * kernel_size_ * group_input_channels_);
    bias_ = RandomVector(rng, tester_.output_channels());
  }

  Kind kind_;
  bool half_ = false;
  size_t height_, width_, batch_;
  uint32_t flags_ = 0;
  SparseMatrix weights_;
  std::vector<float> kernel_;
  std::vector<float> bias_;
  // The dense kinds' geometry (NCHWConvolutionTester holds the same, and the float64 reference).
  uint32_t kernel_size_ = 1, stride_ = 1, groups_ = 1;
  size_t group_input_channels_ = 1, group_output_channels_ = 1;
  NCHWConvolutionTester tester_;
  size_t pooling_channels_ = 0;
};

}  // namespace sprt_test

#endif  // SPRT_TEST_OPERATOR_CASE_H_
