// The three plans of each network (models/network.h) on one set of weights and one input:
// - per operator: every layer of every plan, fed the same inputs, is within float rounding of a
//   float64 reference of that layer;
// - end to end: logits agree within the bound of test/logits.h, and the top-1 class matches wherever
//   the two largest logits are further apart than that bound;
// - the networks are the published architectures (layer shapes, parameter and multiply-add counts).
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

#include "models/network.h"
#include "test/logits.h"
#include "test/mobilenet-v1-shapes.h"

namespace {

using sprt_models::Architecture;
using sprt_models::kNone;
using sprt_models::LayerWeights;
using sprt_models::ModelKind;
using sprt_models::Network;
using sprt_models::NetworkWeights;
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
LayerReference ReferenceConvolution(const LayerWeights& l, const float* input, bool input_nhwc) {
  const size_t cin = l.input_channels, cout = l.output_channels, k = l.kernel, s = l.stride;
  const size_t in = l.input_size, out = l.output_size, gin = cin / l.groups, gout = cout / l.groups;
  const ptrdiff_t pad = static_cast<ptrdiff_t>(l.padding());
  const bool relu6 = l.relu6;
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

LayerReference ReferenceAdd(const float* a, const float* b, size_t floats) {
  LayerReference ref;
  ref.terms = 1;
  for (size_t i = 0; i < floats; i++) {
    ref.value.push_back(static_cast<double>(a[i]) + static_cast<double>(b[i]));
    ref.magnitude.push_back(std::abs(static_cast<double>(a[i])) + std::abs(static_cast<double>(b[i])));
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
  std::unique_ptr<Network> dense, sparse, sprt;
};

Models CreateModels(const NetworkWeights& weights, size_t batch,
                    const sprt_models::PlanOptions& sprt_options = sprt_models::PlanOptions()) {
  Models m;
  std::string error;
  m.dense = Network::Create(ModelKind::kXnnpackDense, weights, batch, &error);
  EXPECT_NE(nullptr, m.dense) << error;
  m.sparse = Network::Create(ModelKind::kXnnpackSparse, weights, batch, &error);
  EXPECT_NE(nullptr, m.sparse) << error;
  m.sprt = Network::Create(ModelKind::kSprt, weights, batch, &error, sprt_options);
  EXPECT_NE(nullptr, m.sprt) << error;
  return m;
}

class NetworkTest : public testing::TestWithParam<Architecture> {};

INSTANTIATE_TEST_SUITE_P(Networks, NetworkTest, testing::ValuesIn(sprt_models::kArchitectures),
                         [](const testing::TestParamInfo<Architecture>& info) {
                           return std::string(sprt_models::ArchitectureName(info.param));
                         });

// Every layer of the three models gets the XNNPACK sparse model's activations as inputs (converted
// to NHWC for the dense model) and must match the float64 reference of that layer. The sprt plan
// without fused blocks: a fused block's bits are the unfused plan's (the next test).
TEST_P(NetworkTest, every_operator_matches_float64_reference) {
  const NetworkWeights weights = NetworkWeights::Generate(GetParam(), /*seed=*/7, /*pointwise_sparsity=*/0.8);
  sprt_models::PlanOptions unfused;
  unfused.fuse_blocks = false;
  const Models m = CreateModels(weights, 1, unfused);
  ASSERT_TRUE(m.dense && m.sparse && m.sprt);
  const std::vector<float> image = RandomImage(11, 1);
  std::vector<float> logits_dense(1000), logits_sparse(1000), logits_sprt(1000);
  std::string error;
  ASSERT_TRUE(m.dense->Setup(image.data(), logits_dense.data(), nullptr, &error)) << error;
  ASSERT_TRUE(m.sparse->Setup(image.data(), logits_sparse.data(), nullptr, &error)) << error;
  ASSERT_TRUE(m.sprt->Setup(image.data(), logits_sprt.data(), nullptr, &error)) << error;
  ASSERT_EQ(m.sparse->num_layers(), m.sprt->num_layers());
  ASSERT_EQ(m.sparse->num_layers(), m.dense->num_layers());

  size_t weight_layers = 0, adds = 0;
  for (size_t i = 0; i < m.sparse->num_layers(); i++) {
    const std::string& name = m.sparse->layer_name(i);
    SCOPED_TRACE(name);
    ASSERT_EQ(name, m.dense->layer_name(i));
    ASSERT_EQ(name, m.sprt->layer_name(i));
    ASSERT_EQ(m.sparse->layer_inputs(i), m.sprt->layer_inputs(i));
    ASSERT_EQ(m.sparse->layer_inputs(i), m.dense->layer_inputs(i));
    // The inputs every model's layer i reads: the sparse model's outputs of those layers.
    std::vector<const float*> inputs;
    size_t in_channels = 3, in_pixels = kImage * kImage;
    for (size_t j : m.sparse->layer_inputs(i)) {
      if (j == kNone) {
        inputs.push_back(image.data());
        continue;
      }
      const float* input = m.sparse->layer_output(j);
      in_channels = m.sparse->layer_output_channels(j);
      in_pixels = m.sparse->layer_output_size(j) * m.sparse->layer_output_size(j);
      std::memcpy(m.sprt->mutable_layer_output(j), input, in_channels * in_pixels * sizeof(float));
      const std::vector<float> nhwc = ToNhwc(input, in_channels, in_pixels);
      std::memcpy(m.dense->mutable_layer_output(j), nhwc.data(), in_channels * in_pixels * sizeof(float));
      inputs.push_back(input);
    }
    ASSERT_TRUE(m.sparse->RunLayer(i, nullptr, &error)) << error;
    ASSERT_TRUE(m.sprt->RunLayer(i, nullptr, &error)) << error;
    ASSERT_TRUE(m.dense->RunLayer(i, nullptr, &error)) << error;

    const size_t channels = m.sparse->layer_output_channels(i);
    const size_t pixels = m.sparse->layer_output_size(i) * m.sparse->layer_output_size(i);
    LayerReference ref;
    const size_t w = m.sparse->weight_layer(i);
    ASSERT_EQ(w, m.sprt->weight_layer(i));
    if (w != kNone) {
      const LayerWeights& lw = weights.layers.at(w);
      ASSERT_EQ(name, lw.name);
      ASSERT_EQ(weight_layers++, w);
      ref = ReferenceConvolution(lw, inputs[0], /*input_nhwc=*/m.sparse->layer_inputs(i)[0] == kNone);
    } else if (inputs.size() == 2) {
      adds++;
      ref = ReferenceAdd(inputs[0], inputs[1], channels * pixels);
    } else {
      ASSERT_EQ("avgpool", name);
      ref = ReferenceAveragePool(inputs[0], in_channels, in_pixels);
    }
    ASSERT_EQ(ref.value.size(), channels * pixels);
    EXPECT_EQ(0u, CountMismatches("xnnpack_sparse " + name, m.sparse->layer_output(i), ref));
    EXPECT_EQ(0u, CountMismatches("sprt " + name, m.sprt->layer_output(i), ref));
    const std::vector<float> dense_nchw = ToNchw(m.dense->layer_output(i), channels, pixels);
    EXPECT_EQ(0u, CountMismatches("xnnpack_dense " + name, dense_nchw.data(), ref));
  }
  EXPECT_EQ(weights.layers.size(), weight_layers);
  EXPECT_EQ(static_cast<size_t>(std::count_if(weights.layers.begin(), weights.layers.end(),
                                              [](const LayerWeights& l) { return l.residual_from != kNone; })),
            adds);
}

// Whether sprt runs 3x3 depthwise layers on this CPU (x86; on NEON XNNPACK keeps them).
bool SprtHasDepthwiseKernels() {
  const std::vector<float> weights(8 * 9, 0.5f), bias(8, 0.0f);
  sprt_operator_t op = nullptr;
  const sprt_status status = sprt_create_convolution2d_nchw_f32(
      1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 8, 1, 1, 8, 8, weights.data(), bias.data(), 0.0f, 6.0f,
      SPRT_FLAG_DEPTHWISE_CONVOLUTION, &op);
  sprt_delete_operator(op);
  return status == sprt_status_success;
}

// The sprt plan with its inverted residual blocks fused (each in bands or apart, as setup chooses for
// the pool) gives the unfused plan's logits bit for bit, for batches of 1 and 2 on 0-3 threads.
TEST_P(NetworkTest, fused_blocks_give_the_unfused_logits_bit_for_bit) {
  const NetworkWeights weights = NetworkWeights::Generate(GetParam(), /*seed=*/5, /*pointwise_sparsity=*/0.8);
  sprt_models::PlanOptions unfused;
  unfused.fuse_blocks = false;
  for (size_t batch : {1, 2}) {
    std::string error;
    const std::unique_ptr<Network> fused_plan = Network::Create(ModelKind::kSprt, weights, batch, &error);
    ASSERT_NE(nullptr, fused_plan) << error;
    const std::unique_ptr<Network> plan = Network::Create(ModelKind::kSprt, weights, batch, &error, unfused);
    ASSERT_NE(nullptr, plan) << error;
    size_t blocks = 0, folded = 0, adds = 0, folded_adds = 0;
    for (size_t i = 0; i < fused_plan->num_layers(); i++) {
      blocks += fused_plan->layer_kind(i) == "block";
      folded += fused_plan->is_folded(i);
      adds += plan->layer_kind(i) == "add";
      folded_adds += fused_plan->is_folded(i) && fused_plan->layer_kind(i) == "add";
      EXPECT_FALSE(plan->is_folded(i));
    }
    // MobileNetV1 has no blocks; the others expand in every block but the first, which fuses its
    // depthwise layer and projection alone, and every residual add goes into its block. Where sprt
    // has no depthwise kernel (NEON), XNNPACK keeps those layers and nothing fuses.
    const size_t expanding = GetParam() == Architecture::kMobileNetV1 ? 0u
                             : GetParam() == Architecture::kMobileNetV2 ? 16u : 15u;
    const size_t fusing = SprtHasDepthwiseKernels() && expanding != 0 ? expanding + 1 : 0u;
    EXPECT_EQ(blocks, fusing);
    EXPECT_EQ(adds, GetParam() == Architecture::kMobileNetV1 ? 0u
                    : GetParam() == Architecture::kMobileNetV2 ? 10u : 9u);
    EXPECT_EQ(folded_adds, fusing == 0 ? 0u : adds);
    EXPECT_EQ(folded, fusing == 0 ? 0u : 2 * expanding + 1 + adds);
    if (blocks == 0) continue;  // the two plans are the same
    const std::vector<float> image = RandomImage(9, batch);
    for (size_t threads : {0, 1, 2, 3}) {
      SCOPED_TRACE(testing::Message() << "batch " << batch << ", threads " << threads);
      std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(
          threads == 0 ? nullptr : pthreadpool_create(threads), pthreadpool_destroy);
      std::vector<float> expected(batch * 1000), logits(batch * 1000, std::nanf(""));
      ASSERT_TRUE(plan->Setup(image.data(), expected.data(), pool.get(), &error)) << error;
      ASSERT_TRUE(plan->Run(pool.get(), &error)) << error;
      ASSERT_TRUE(fused_plan->Setup(image.data(), logits.data(), pool.get(), &error)) << error;
      ASSERT_TRUE(fused_plan->Run(pool.get(), &error)) << error;
      EXPECT_EQ(0, std::memcmp(logits.data(), expected.data(), logits.size() * sizeof(float)));
    }
  }
}

// MobileNetV1 at 70 and 90%, the others at 80%; batch 2 on two threads.
TEST_P(NetworkTest, logits_and_top1_agree_across_models) {
  const std::vector<double> sparsities =
      GetParam() == Architecture::kMobileNetV1 ? std::vector<double>{0.7, 0.9} : std::vector<double>{0.8};
  for (double sparsity : sparsities) {
    SCOPED_TRACE(testing::Message() << "sparsity " << sparsity);
    const NetworkWeights weights = NetworkWeights::Generate(GetParam(), /*seed=*/3, sparsity);
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
    ASSERT_GT(LogitTolerance(sparse, weights), 0.0);
    ExpectLogitsAgree("sprt", sprt, "xnnpack_sparse", sparse, weights, batch);
    ExpectLogitsAgree("sprt", sprt, "xnnpack_dense", dense, weights, batch);
    ExpectLogitsAgree("xnnpack_sparse", sparse, "xnnpack_dense", dense, weights, batch);
  }
}

// The published architectures: output sizes, the residual adds where a block keeps its shape, and
// the parameter and multiply-add counts of the convolutions and the classifier (biases included,
// batch normalization folded), here 4.22 M / 569 M, 3.49 M / 301 M and 4.63 M / 385 M: MobileNetV1
// 4.2 M and 569 M (Howard et al., table 8), MobileNetV2 3.4 M and 300 M (Sandler et al., table 4),
// EfficientNet-Lite0 4.7 M (TensorFlow's EfficientNet-Lite release) and EfficientNet-B0's 390 M (Tan and Le,
// table 1; its squeeze-and-excitation adds under 1% of the multiply-adds).
TEST_P(NetworkTest, architecture_is_the_published_one) {
  const NetworkWeights weights = NetworkWeights::Generate(GetParam(), /*seed=*/1, /*pointwise_sparsity=*/0.0);
  double parameters = 0.0, multiply_adds = 0.0;
  size_t adds = 0, depthwise5x5 = 0;
  for (size_t i = 0; i < weights.layers.size(); i++) {
    const LayerWeights& l = weights.layers[i];
    SCOPED_TRACE(l.name);
    if (i > 0) {
      EXPECT_EQ(weights.layers[i - 1].output_channels, l.input_channels);
      if (!l.classifier()) {
        EXPECT_EQ(weights.layers[i - 1].output_size, l.input_size);
      }
    }
    ASSERT_EQ(l.output_channels * l.kernel * l.kernel * (l.input_channels / l.groups), l.weights.size());
    parameters += static_cast<double>(l.weights.size() + l.bias.size());
    multiply_adds += static_cast<double>(l.weights.size() * l.output_size * l.output_size);
    if (l.groups > 1 && l.kernel == 5) depthwise5x5++;
    if (l.residual_from != kNone) {
      adds++;
      const LayerWeights& first = weights.layers.at(l.residual_from);
      EXPECT_EQ(first.input_channels, l.output_channels);
      EXPECT_EQ(first.input_size, l.output_size);
      EXPECT_FALSE(l.relu6);  // the adds follow linear projections
    }
  }
  EXPECT_EQ(7u, weights.layers[weights.layers.size() - 2].output_size);
  struct Published {
    double parameters, multiply_adds;
    size_t adds, depthwise5x5;
  };
  const Published expected = GetParam() == Architecture::kMobileNetV1   ? Published{4.2e6, 569e6, 0, 0}
                             : GetParam() == Architecture::kMobileNetV2 ? Published{3.4e6, 300e6, 10, 0}
                                                                        : Published{4.7e6, 390e6, 9, 9};
  EXPECT_NEAR(expected.parameters, parameters, 0.03 * expected.parameters);
  EXPECT_NEAR(expected.multiply_adds, multiply_adds, 0.03 * expected.multiply_adds);
  EXPECT_EQ(expected.adds, adds);
  EXPECT_EQ(expected.depthwise5x5, depthwise5x5);
}

// MobileNetV1's 13 pointwise layers are the nine shapes the operator tests and benchmarks use, in
// network order (pw7..pw11 share one), and the generator keeps its exact zero count.
TEST(MobileNetV1, pointwise_layers_are_the_shared_shapes) {
  const NetworkWeights weights =
      NetworkWeights::Generate(Architecture::kMobileNetV1, /*seed=*/1, /*pointwise_sparsity=*/0.8);
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
  const NetworkWeights again = NetworkWeights::Generate(Architecture::kMobileNetV1, 1, 0.8);
  ASSERT_EQ(weights.layers.size(), again.layers.size());
  for (size_t i = 0; i < weights.layers.size(); i++) {
    EXPECT_EQ(weights.layers[i].weights, again.layers[i].weights) << weights.layers[i].name;
    EXPECT_EQ(weights.layers[i].bias, again.layers[i].bias) << weights.layers[i].name;
  }
}

TEST_P(NetworkTest, run_before_setup_fails_cleanly) {
  const NetworkWeights weights = NetworkWeights::Generate(GetParam(), 1, 0.8);
  std::string error;
  const auto model = Network::Create(ModelKind::kSprt, weights, 1, &error);
  ASSERT_NE(nullptr, model) << error;
  EXPECT_FALSE(model->Run(nullptr, &error));
  EXPECT_FALSE(error.empty());
}

}  // namespace
