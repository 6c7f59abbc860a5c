// The three MobileNetV1 models (models/mobilenet-v1.h) on one set of weights and one input:
// - per operator: every layer of every model, fed the same input, is within float rounding of a
//   float64 reference of that layer;
// - end to end: logits agree within a bound derived below, and the top-1 class matches wherever the
//   two largest logits are further apart than that bound.
#include <gtest/gtest.h>

#include <pthreadpool.h>
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <iterator>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <sprt.h>

#include "models/mobilenet-v1.h"
#include "test/logits.h"
#include "test/mobilenet-v1-shapes.h"

namespace {

using sprt_models::LayerWeights;
using sprt_models::MobileNetV1;
using sprt_models::MobileNetV1Weights;
using sprt_models::ModelKind;
using sprt_test::ExpectLogitsAgree;
using sprt_test::LogitTolerance;

constexpr size_t kImage = 224;
constexpr double kUnitRoundoff = 0x1.0p-24;

class Environment : public testing::Environment {
 public:
  void SetUp() override {
    ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
    ASSERT_EQ(sprt_status_success, sprt_initialize());
  }
  void TearDown() override { xnn_deinitialize(); }
};
testing::Environment* const g_environment = testing::AddGlobalTestEnvironment(new Environment);

std::vector<float> RandomImage(uint64_t seed, size_t batch) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> value(0.0f, 1.0f);
  std::vector<float> image(batch * kImage * kImage * 3 + 16);
  for (float& x : image) x = value(rng);
  return image;
}

// One layer's float64 result and the magnitude that bounds its float32 rounding error.
struct LayerReference {
  std::vector<double> value;      // NCHW (or [channels] for avgpool and fc), ReLU6 applied where the model does
  std::vector<double> magnitude;  // |bias| + sum |w x| (avgpool: sum |x| / n)
  size_t terms = 0;               // products per output
};

// input: NCHW [channels][size][size] (the stem reads NHWC: `input_nhwc`).
LayerReference ReferenceConvolution(const LayerWeights& l, const float* input, bool input_nhwc, bool relu6) {
  const size_t cin = l.input_channels, cout = l.output_channels, k = l.kernel, s = l.stride;
  const size_t in = l.input_size, out = l.output_size, gin = cin / l.groups, gout = cout / l.groups;
  const ptrdiff_t pad = k == 3 ? 1 : 0;
  LayerReference ref;
  ref.value.assign(cout * out * out, 0.0);
  ref.magnitude.assign(cout * out * out, 0.0);
  ref.terms = k * k * gin + 1;
  for (size_t oc = 0; oc < cout; oc++) {
    const size_t g = oc / gout;
    for (size_t oy = 0; oy < out; oy++) {
      for (size_t ox = 0; ox < out; ox++) {
        double acc = l.bias[oc], mag = std::abs(static_cast<double>(l.bias[oc]));
        for (size_t ky = 0; ky < k; ky++) {
          const ptrdiff_t iy = static_cast<ptrdiff_t>(oy * s + ky) - pad;
          if (iy < 0 || iy >= static_cast<ptrdiff_t>(in)) continue;
          for (size_t kx = 0; kx < k; kx++) {
            const ptrdiff_t ix = static_cast<ptrdiff_t>(ox * s + kx) - pad;
            if (ix < 0 || ix >= static_cast<ptrdiff_t>(in)) continue;
            for (size_t i = 0; i < gin; i++) {
              const double w = l.weights[((oc * k + ky) * k + kx) * gin + i];
              if (w == 0.0) continue;
              const size_t c = g * gin + i;
              const double x = input_nhwc ? input[(iy * in + ix) * cin + c] : input[(c * in + iy) * in + ix];
              acc += w * x;
              mag += std::abs(w * x);
            }
          }
        }
        ref.value[(oc * out + oy) * out + ox] = relu6 ? std::min(std::max(acc, 0.0), 6.0) : acc;
        ref.magnitude[(oc * out + oy) * out + ox] = mag;
      }
    }
  }
  return ref;
}

LayerReference ReferenceAveragePool(const float* input, size_t channels, size_t pixels) {
  LayerReference ref;
  ref.terms = pixels;
  for (size_t c = 0; c < channels; c++) {
    double sum = 0.0, mag = 0.0;
    for (size_t p = 0; p < pixels; p++) {
      sum += input[c * pixels + p];
      mag += std::abs(static_cast<double>(input[c * pixels + p]));
    }
    ref.value.push_back(sum / static_cast<double>(pixels));
    ref.magnitude.push_back(mag / static_cast<double>(pixels));
  }
  return ref;
}

// Converts between NCHW and NHWC for one image.
std::vector<float> ToNhwc(const float* nchw, size_t channels, size_t pixels) {
  std::vector<float> nhwc(channels * pixels + 16);
  for (size_t c = 0; c < channels; c++) {
    for (size_t p = 0; p < pixels; p++) nhwc[p * channels + c] = nchw[c * pixels + p];
  }
  return nhwc;
}

std::vector<float> ToNchw(const float* nhwc, size_t channels, size_t pixels) {
  std::vector<float> nchw(channels * pixels);
  for (size_t c = 0; c < channels; c++) {
    for (size_t p = 0; p < pixels; p++) nchw[c * pixels + p] = nhwc[p * channels + c];
  }
  return nchw;
}

// Each float32 rounding of a sum of n terms errs by at most u times the running magnitude: n + 1
// roundings (the bias included), doubled to leave room for any summation order and for the
// rounding of the inputs' own float conversion in the reference.
size_t CountMismatches(const std::string& what, const float* output, const LayerReference& ref) {
  size_t mismatches = 0;
  for (size_t i = 0; i < ref.value.size(); i++) {
    const double tolerance = 2.0 * static_cast<double>(ref.terms + 1) * kUnitRoundoff * ref.magnitude[i];
    const double error = std::abs(static_cast<double>(output[i]) - ref.value[i]);
    if (!(error <= tolerance)) {
      if (mismatches++ < 3) {
        ADD_FAILURE() << what << " output " << i << ": " << output[i] << " vs float64 " << ref.value[i]
                      << " (tolerance " << tolerance << ")";
      }
    }
  }
  return mismatches;
}

struct Models {
  std::unique_ptr<MobileNetV1> dense, sparse, sprt;
};

Models CreateModels(const MobileNetV1Weights& weights, size_t batch) {
  Models m;
  std::string error;
  m.dense = MobileNetV1::Create(ModelKind::kXnnpackDense, weights, batch, &error);
  EXPECT_NE(nullptr, m.dense) << error;
  m.sparse = MobileNetV1::Create(ModelKind::kXnnpackSparse, weights, batch, &error);
  EXPECT_NE(nullptr, m.sparse) << error;
  m.sprt = MobileNetV1::Create(ModelKind::kSprt, weights, batch, &error);
  EXPECT_NE(nullptr, m.sprt) << error;
  return m;
}

// Every layer of the three models gets the XNNPACK sparse model's activation as input (converted
// to NHWC for the dense model) and must match the float64 reference of that layer.
TEST(MobileNetV1, every_operator_matches_float64_reference) {
  const MobileNetV1Weights weights = MobileNetV1Weights::Generate(/*seed=*/7, /*pointwise_sparsity=*/0.8);
  const Models m = CreateModels(weights, 1);
  ASSERT_TRUE(m.dense && m.sparse && m.sprt);
  const std::vector<float> image = RandomImage(11, 1);
  std::vector<float> logits_dense(1000), logits_sparse(1000), logits_sprt(1000);
  std::string error;
  ASSERT_TRUE(m.dense->Setup(image.data(), logits_dense.data(), nullptr, &error)) << error;
  ASSERT_TRUE(m.sparse->Setup(image.data(), logits_sparse.data(), nullptr, &error)) << error;
  ASSERT_TRUE(m.sprt->Setup(image.data(), logits_sprt.data(), nullptr, &error)) << error;
  ASSERT_EQ(29u, m.sparse->num_layers());

  size_t weight_layer = 0;
  for (size_t i = 0; i < m.sparse->num_layers(); i++) {
    const std::string& name = m.sparse->layer_name(i);
    SCOPED_TRACE(name);
    ASSERT_EQ(name, m.dense->layer_name(i));
    ASSERT_EQ(name, m.sprt->layer_name(i));
    // The input every model's layer i reads: the sparse model's layer i - 1 output.
    const bool first = i == 0;
    const float* input = first ? image.data() : m.sparse->layer_output(i - 1);
    const size_t in_channels = first ? 3 : m.sparse->layer_output_channels(i - 1);
    const size_t in_pixels = first ? kImage * kImage
                                   : m.sparse->layer_output_size(i - 1) * m.sparse->layer_output_size(i - 1);
    if (!first) {
      std::memcpy(m.sprt->mutable_layer_output(i - 1), input, in_channels * in_pixels * sizeof(float));
      const std::vector<float> nhwc = ToNhwc(input, in_channels, in_pixels);
      std::memcpy(m.dense->mutable_layer_output(i - 1), nhwc.data(), in_channels * in_pixels * sizeof(float));
    }
    ASSERT_TRUE(m.sparse->RunLayer(i, nullptr, &error)) << error;
    ASSERT_TRUE(m.sprt->RunLayer(i, nullptr, &error)) << error;
    ASSERT_TRUE(m.dense->RunLayer(i, nullptr, &error)) << error;

    LayerReference ref;
    if (name == "avgpool") {
      ref = ReferenceAveragePool(input, in_channels, in_pixels);
    } else {
      const LayerWeights& lw = weights.layers[weight_layer++];
      ASSERT_EQ(name, lw.name);
      ref = ReferenceConvolution(lw, input, /*input_nhwc=*/first, /*relu6=*/name != "fc");
    }
    const size_t channels = m.sparse->layer_output_channels(i);
    const size_t pixels = m.sparse->layer_output_size(i) * m.sparse->layer_output_size(i);
    ASSERT_EQ(ref.value.size(), channels * pixels);
    EXPECT_EQ(0u, CountMismatches("xnnpack_sparse " + name, m.sparse->layer_output(i), ref));
    EXPECT_EQ(0u, CountMismatches("sprt " + name, m.sprt->layer_output(i), ref));
    const std::vector<float> dense_nchw = ToNchw(m.dense->layer_output(i), channels, pixels);
    EXPECT_EQ(0u, CountMismatches("xnnpack_dense " + name, dense_nchw.data(), ref));
  }
  EXPECT_EQ(weights.layers.size(), weight_layer);
}

TEST(MobileNetV1, logits_and_top1_agree_across_models) {
  for (double sparsity : {0.7, 0.9}) {
    SCOPED_TRACE(testing::Message() << "sparsity " << sparsity);
    const MobileNetV1Weights weights = MobileNetV1Weights::Generate(/*seed=*/3, sparsity);
    const size_t batch = 2;
    const Models m = CreateModels(weights, batch);
    ASSERT_TRUE(m.dense && m.sparse && m.sprt);
    const std::vector<float> image = RandomImage(5, batch);
    std::vector<float> dense(batch * 1000), sparse(batch * 1000), sprt(batch * 1000);
    std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(2), pthreadpool_destroy);
    std::string error;
    ASSERT_TRUE(m.dense->Setup(image.data(), dense.data(), pool.get(), &error)) << error;
    ASSERT_TRUE(m.sparse->Setup(image.data(), sparse.data(), pool.get(), &error)) << error;
    ASSERT_TRUE(m.sprt->Setup(image.data(), sprt.data(), pool.get(), &error)) << error;
    ASSERT_TRUE(m.dense->Run(pool.get(), &error)) << error;
    ASSERT_TRUE(m.sparse->Run(pool.get(), &error)) << error;
    ASSERT_TRUE(m.sprt->Run(pool.get(), &error)) << error;
    // The logits must carry signal, or agreement would prove nothing.
    ASSERT_GT(LogitTolerance(sparse), 0.0);
    ExpectLogitsAgree("sprt", sprt, "xnnpack_sparse", sparse, batch);
    ExpectLogitsAgree("sprt", sprt, "xnnpack_dense", dense, batch);
    ExpectLogitsAgree("xnnpack_sparse", sparse, "xnnpack_dense", dense, batch);
  }
}

// The model's 13 pointwise layers are the nine shapes the operator tests and benchmarks use, in
// network order (pw7..pw11 share one), and the generator keeps its exact zero count.
TEST(MobileNetV1, pointwise_layers_are_the_shared_shapes) {
  const MobileNetV1Weights weights = MobileNetV1Weights::Generate(/*seed=*/1, /*pointwise_sparsity=*/0.8);
  std::vector<sprt_test::PointwiseShape> distinct;
  for (const LayerWeights& l : weights.layers) {
    if (l.name.rfind("pw", 0) != 0) continue;
    SCOPED_TRACE(l.name);
    ASSERT_EQ(1u, l.kernel);
    ASSERT_EQ(1u, l.stride);
    ASSERT_EQ(l.input_size, l.output_size);
    const size_t total = l.output_channels * l.input_channels;
    EXPECT_EQ(total - static_cast<size_t>(std::llround(0.8 * static_cast<double>(total))), l.nonzeros);
    EXPECT_EQ(l.nonzeros, static_cast<size_t>(total - std::count(l.weights.begin(), l.weights.end(), 0.0f)));
    const sprt_test::PointwiseShape shape{l.input_size, l.output_channels, l.input_channels};
    if (distinct.empty() || distinct.back().size != shape.size ||
        distinct.back().output_channels != shape.output_channels ||
        distinct.back().input_channels != shape.input_channels) {
      distinct.push_back(shape);
    }
  }
  const size_t expected = std::size(sprt_test::kMobileNetV1PointwiseShapes);
  ASSERT_EQ(expected, distinct.size());
  for (size_t i = 0; i < expected; i++) {
    const sprt_test::PointwiseShape& s = sprt_test::kMobileNetV1PointwiseShapes[i];
    EXPECT_EQ(s.size, distinct[i].size) << "shape " << i;
    EXPECT_EQ(s.output_channels, distinct[i].output_channels) << "shape " << i;
    EXPECT_EQ(s.input_channels, distinct[i].input_channels) << "shape " << i;
  }
  // Same seed, same weights.
  const MobileNetV1Weights again = MobileNetV1Weights::Generate(1, 0.8);
  ASSERT_EQ(weights.layers.size(), again.layers.size());
  for (size_t i = 0; i < weights.layers.size(); i++) {
    EXPECT_EQ(weights.layers[i].weights, again.layers[i].weights) << weights.layers[i].name;
    EXPECT_EQ(weights.layers[i].bias, again.layers[i].bias) << weights.layers[i].name;
  }
}

TEST(MobileNetV1, run_before_setup_fails_cleanly) {
  const MobileNetV1Weights weights = MobileNetV1Weights::Generate(1, 0.8);
  std::string error;
  const auto model = MobileNetV1::Create(ModelKind::kSprt, weights, 1, &error);
  ASSERT_NE(nullptr, model) << error;
  EXPECT_FALSE(model->Run(nullptr, &error));
  EXPECT_FALSE(error.empty());
}

}  // namespace
