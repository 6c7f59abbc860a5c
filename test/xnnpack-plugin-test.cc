// libsprt_xnnpack.so (plugin/) linked ahead of libXNNPACK.so, as an application would load it:
// - XNNPACK's entry points resolve to the plugin, and libXNNPACK's runtime calls reach it;
// - MobileNetV1's sparse runtime (XNN_FLAG_HINT_SPARSE_INFERENCE) runs the layers sprt supports on
//   this ISA on sprt (13 pointwise everywhere; the stem, 13 depthwise and the pooling on x86) and
//   agrees with the dense runtime within the model bound of test/logits.h;
// - direct operator calls: sprt takes what it supports, and whatever it leaves (parameters neither
//   supports, unknown flags, the dense layers on NEON) gives XNNPACK's results bit for bit;
// - a subgraph with a layer outside the NCHW rules stays XNNPACK's, bit for bit;
// - creating and deleting runtimes leaves no operator behind (and LeakSanitizer sees no leak).
// //test:xnnpack_plugin_off_test runs the same cases with SPRT_XNNPACK=0: nothing goes to sprt and
// every result is XNNPACK's bit for bit. "XNNPACK's" results come from the same calls made under
// sprt_xnnpack_bypass_thread.
#include <gtest/gtest.h>

#include <dlfcn.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <sprt.h>

#include "models/network-runtime.h"
#include "models/network.h"
#include "plugin/sprt-xnnpack.h"
#include "test/logits.h"
#include "test/sparse-matrix.h"

namespace {

using sprt_models::Architecture;
using sprt_models::NetworkRuntime;
using sprt_models::NetworkWeights;

#if defined(__x86_64__)
constexpr bool kSprtRunsDenseLayers = true;  // sprt's depthwise, stem and pooling kernels are x86's
#else
constexpr bool kSprtRunsDenseLayers = false;
#endif

constexpr const char* kSparse = "sparse 1x1 convolution";
constexpr const char* kDepthwise = "depthwise convolution";
constexpr const char* kStem = "NHWC-input convolution";
constexpr const char* kPooling = "global average pooling";

class Environment : public testing::Environment {
 public:
  void SetUp() override { ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr)); }
  void TearDown() override { xnn_deinitialize(); }
};
testing::Environment* const g_environment = testing::AddGlobalTestEnvironment(new Environment);

// This target runs with the plugin on unless its environment turns it off.
bool PluginOn() {
  const char* setting = std::getenv("SPRT_XNNPACK");
  return setting == nullptr || std::strcmp(setting, "0") != 0;
}

// Whether the plugin takes layers of `kind` here.
bool Takes(const char* kind) { return PluginOn() && (kSprtRunsDenseLayers || std::strcmp(kind, kSparse) == 0); }

// XNNPACK's own path for the calls of this thread while in scope.
class Bypass {
 public:
  Bypass() { sprt_xnnpack_bypass_thread(true); }
  ~Bypass() { sprt_xnnpack_bypass_thread(false); }
};

struct PoolDeleter {
  void operator()(pthreadpool* p) const { pthreadpool_destroy(p); }
};
using Pool = std::unique_ptr<pthreadpool, PoolDeleter>;

std::vector<float> RandomFloats(size_t n, uint64_t seed, float lo = -1.0f, float hi = 1.0f) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> value(lo, hi);
  std::vector<float> v(n + XNN_EXTRA_BYTES / sizeof(float));
  for (float& x : v) x = value(rng);
  return v;
}

bool BitwiseEqual(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

TEST(XnnpackPlugin, xnnpack_entry_points_resolve_to_the_plugin) {
  EXPECT_EQ(PluginOn(), sprt_xnnpack_active());
  std::vector<const char*> names = {
      "xnn_create_convolution2d_nchw_f32",         "xnn_setup_convolution2d_nchw_f32",
      "xnn_create_global_average_pooling_ncw_f32", "xnn_setup_global_average_pooling_ncw_f32",
      "xnn_run_operator",                          "xnn_delete_operator",
  };
  if (kSprtRunsDenseLayers) {
    names.push_back("xnn_subgraph_optimize");  // x86 turns the NCHW rewrite on
    names.push_back("xnn_setup_runtime");      // and shares a workspace among a runtime's blocks
    names.push_back("xnn_delete_runtime");
    names.push_back("xnn_create_add_nd_f32");  // and folds residual adds into the blocks
    names.push_back("xnn_setup_add_nd_f32");
  }
  for (const char* name : names) {
    SCOPED_TRACE(name);
    void* function = dlsym(RTLD_DEFAULT, name);
    ASSERT_NE(nullptr, function);
    Dl_info where = {};
    ASSERT_NE(0, dladdr(function, &where));
    ASSERT_NE(nullptr, where.dli_fname);
    EXPECT_NE(nullptr, std::strstr(where.dli_fname, "libsprt_xnnpack.so")) << "defined in " << where.dli_fname;
  }
  // XNNPACK's other functions stay XNNPACK's.
  Dl_info where = {};
  ASSERT_NE(0, dladdr(dlsym(RTLD_DEFAULT, "xnn_create_runtime_v2"), &where));
  EXPECT_NE(nullptr, std::strstr(where.dli_fname, "libXNNPACK")) << "defined in " << where.dli_fname;
}

// ---- The networks of models/network.h through XNNPACK's runtime ---------------------------------

struct LayerCounts {
  size_t sparse, depthwise, stem, pooling;
  static LayerCounts Now() {
    return {sprt_xnnpack_count_operators(kSparse), sprt_xnnpack_count_operators(kDepthwise),
            sprt_xnnpack_count_operators(kStem), sprt_xnnpack_count_operators(kPooling)};
  }
};

std::vector<float> RunRuntime(NetworkRuntime& model, const std::vector<float>& image) {
  std::vector<float> logits(model.batch() * 1000);
  std::string error;
  EXPECT_TRUE(model.Setup(image.data(), logits.data(), &error)) << error;
  EXPECT_TRUE(model.Run(&error)) << error;
  return logits;
}

// Layers of each kind the plugin can take in a network: the 1x1 convolutions, the depthwise ones, the
// stem and the pooling.
LayerCounts NetworkLayers(const NetworkWeights& weights) {
  LayerCounts counts = {0, 0, 1, 1};
  for (const sprt_models::LayerWeights& l : weights.layers) {
    if (l.pointwise()) counts.sparse++;
    if (l.groups > 1) counts.depthwise++;
  }
  return counts;
}

// MobileNetV1 at 70 and 90% (batch 2, two threads); MobileNetV2 and EfficientNet-Lite0 (residual adds,
// linear projections, 5x5 depthwise) at 80% (batch 1, one thread).
TEST(XnnpackPluginRuntime, sparse_runtime_runs_nchw_layers_on_sprt_and_agrees_with_dense) {
  struct Case {
    Architecture architecture;
    double sparsity;
    size_t batch, threads;
  };
  for (const Case& c : {Case{Architecture::kMobileNetV1, 0.7, 2, 2}, Case{Architecture::kMobileNetV1, 0.9, 2, 2},
                        Case{Architecture::kMobileNetV2, 0.8, 1, 1},
                        Case{Architecture::kEfficientNetLite0, 0.8, 1, 1}}) {
    SCOPED_TRACE(testing::Message() << sprt_models::ArchitectureName(c.architecture) << ", sparsity " << c.sparsity);
    const NetworkWeights weights = NetworkWeights::Generate(c.architecture, /*seed=*/3, c.sparsity);
    const size_t batch = c.batch;
    const Pool pool(c.threads > 1 ? pthreadpool_create(c.threads) : nullptr);
    const std::vector<float> image = RandomFloats(batch * 224 * 224 * 3, 5, 0.0f, 1.0f);
    std::string error;
    const auto dense = NetworkRuntime::Create(weights, batch, pool.get(), 0, &error);
    ASSERT_NE(nullptr, dense) << error;
    const LayerCounts before = LayerCounts::Now();
    auto sparse = NetworkRuntime::Create(weights, batch, pool.get(), XNN_FLAG_HINT_SPARSE_INFERENCE, &error);
    ASSERT_NE(nullptr, sparse) << error;
    const LayerCounts after = LayerCounts::Now();
    const LayerCounts network = NetworkLayers(weights);
    EXPECT_EQ(Takes(kSparse) ? network.sparse : 0u, after.sparse - before.sparse);
    EXPECT_EQ(Takes(kDepthwise) ? network.depthwise : 0u, after.depthwise - before.depthwise);
    EXPECT_EQ(Takes(kStem) ? 1u : 0u, after.stem - before.stem);
    EXPECT_EQ(Takes(kPooling) ? 1u : 0u, after.pooling - before.pooling);

    const std::vector<float> dense_logits = RunRuntime(*dense, image);
    const std::vector<float> sparse_logits = RunRuntime(*sparse, image);
    ASSERT_GT(sprt_test::LogitTolerance(dense_logits, weights), 0.0);
    sprt_test::ExpectLogitsAgree("xnnpack_runtime_dense", dense_logits, "sparse runtime", sparse_logits, weights,
                                 batch);
    // Each block whose layers all run on sprt runs as one fused operator (x86: the NCHW rewrite is
    // the plugin's, and it notes the blocks): the expanding ones and the first, without expansion;
    // MobileNetV1's chains not.
    const size_t blocks = c.architecture == Architecture::kMobileNetV1   ? 0u
                          : c.architecture == Architecture::kMobileNetV2 ? 17u
                                                                         : 16u;
    EXPECT_EQ(PluginOn() && kSprtRunsDenseLayers ? blocks : 0u, sprt_xnnpack_count_operators("inverted bottleneck"));
    // And every residual add runs in its block (SPRT_FLAG_ADD_BLOCK_INPUT), as in sprt's plan: also
    // where XNNPACK's arena put the add's output over the depthwise buffer of a block that runs as its
    // operators (the projection then writes to the expanded buffer, and the add pass from there).
    const size_t adds = c.architecture == Architecture::kMobileNetV1   ? 0u
                        : c.architecture == Architecture::kMobileNetV2 ? 10u
                                                                       : 9u;
    const size_t folded_adds = sprt_xnnpack_count_operators("residual add");
    EXPECT_EQ(PluginOn() && kSprtRunsDenseLayers ? adds : 0u, folded_adds);
    // The same sprt operators (and XNNPACK's adds and classifier) as sprt's own plan, whose fused blocks
    // it decides the same way: the same bits.
    if (PluginOn() && kSprtRunsDenseLayers) {
      ASSERT_EQ(sprt_initialize(), sprt_status_success);  // this program's sprt, apart from the plugin's copy
      const auto plan = sprt_models::Network::Create(sprt_models::ModelKind::kSprt, weights, batch, &error);
      ASSERT_NE(nullptr, plan) << error;
      std::vector<float> plan_logits(batch * 1000);
      ASSERT_TRUE(plan->Setup(image.data(), plan_logits.data(), pool.get(), &error)) << error;
      ASSERT_TRUE(plan->Run(pool.get(), &error)) << error;
      EXPECT_TRUE(BitwiseEqual(plan_logits, sparse_logits));
      // Set up again (other buffers): the blocks fuse again, the same bits.
      std::vector<float> again = image;
      EXPECT_TRUE(BitwiseEqual(sparse_logits, RunRuntime(*sparse, again)));
      EXPECT_EQ(blocks, sprt_xnnpack_count_operators("inverted bottleneck"));
      // The same folds: each setup matches an add only with blocks fused in that setup (a block of
      // the previous one still holds buffers the arena may have given to other tensors since).
      EXPECT_EQ(folded_adds, sprt_xnnpack_count_operators("residual add"));
    }

    // XNNPACK's own sparse runtime, for the plugin-off comparison: on x86 (AVX) it never rewrites.
    std::unique_ptr<NetworkRuntime> own;
    {
      const Bypass bypass;
      own = NetworkRuntime::Create(weights, batch, pool.get(), XNN_FLAG_HINT_SPARSE_INFERENCE, &error);
    }
    ASSERT_NE(nullptr, own) << error;
    const std::vector<float> own_logits = RunRuntime(*own, image);
    if (kSprtRunsDenseLayers) {
      EXPECT_TRUE(BitwiseEqual(dense_logits, own_logits));
    }
    if (!PluginOn()) {
      EXPECT_TRUE(BitwiseEqual(own_logits, sparse_logits));
    }

    sparse.reset();
    EXPECT_EQ(0u, sprt_xnnpack_count_operators("inverted bottleneck"));
    EXPECT_EQ(0u, sprt_xnnpack_count_operators("residual add"));
    const LayerCounts deleted = LayerCounts::Now();
    EXPECT_EQ(before.sparse, deleted.sparse);
    EXPECT_EQ(before.depthwise, deleted.depthwise);
    EXPECT_EQ(before.stem, deleted.stem);
    EXPECT_EQ(before.pooling, deleted.pooling);
  }
}

// SPRT_LOG=info (this target's environment) names every layer the plugin takes and every one it leaves.
TEST(XnnpackPluginRuntime, log_names_the_layers_taken_and_left) {
  const char* log = std::getenv("SPRT_LOG");
  if (log == nullptr || std::strcmp(log, "info") != 0) GTEST_SKIP() << "needs SPRT_LOG=info";
  const NetworkWeights weights = NetworkWeights::Generate(Architecture::kMobileNetV1, /*seed=*/3, 0.8);
  std::string error;
  testing::internal::CaptureStderr();
  auto sparse = NetworkRuntime::Create(weights, 1, nullptr, XNN_FLAG_HINT_SPARSE_INFERENCE, &error);
  const std::string text = testing::internal::GetCapturedStderr();
  ASSERT_NE(nullptr, sparse) << error;
  size_t taken = 0, left = 0;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("sprt_xnnpack: took ") != std::string::npos) taken++;
    if (line.find("sprt_xnnpack: left ") != std::string::npos) left++;
    if (line.find("sprt_xnnpack: ") != std::string::npos) std::printf("%s\n", line.c_str());
  }
  if (!PluginOn()) {
    EXPECT_EQ(0u, taken + left);
    return;
  }
  EXPECT_EQ(kSprtRunsDenseLayers ? 28u : 13u, taken) << text;
  EXPECT_EQ(kSprtRunsDenseLayers ? 0u : 15u, left) << text;
  if (kSprtRunsDenseLayers) {
    EXPECT_NE(std::string::npos, text.find("XNNPACK rewrote the subgraph for NCHW")) << text;
  }
}

TEST(XnnpackPluginRuntime, creating_and_deleting_runtimes_leaves_nothing) {
  const NetworkWeights weights = NetworkWeights::Generate(Architecture::kMobileNetV1, /*seed=*/9, 0.8);
  const std::vector<float> image = RandomFloats(224 * 224 * 3, 2, 0.0f, 1.0f);
  const size_t before = sprt_xnnpack_count_operators(nullptr);
  std::vector<float> first;
  for (int i = 0; i < 3; i++) {
    std::string error;
    auto sparse = NetworkRuntime::Create(weights, 1, nullptr, XNN_FLAG_HINT_SPARSE_INFERENCE, &error);
    ASSERT_NE(nullptr, sparse) << error;
    const std::vector<float> logits = RunRuntime(*sparse, image);
    if (i == 0) first = logits;
    EXPECT_TRUE(BitwiseEqual(first, logits)) << "run " << i;
    sparse.reset();
    EXPECT_EQ(before, sprt_xnnpack_count_operators(nullptr)) << "run " << i;
  }
}

// Two runtimes of one network, each set up once, run in turn on one pool of 2 threads (where the small
// blocks run in bands over their runtime's workspace): each gives the logits it gives alone, also
// after the other was deleted (its workspace with it).
TEST(XnnpackPluginRuntime, each_runtime_has_its_own_workspace) {
  const NetworkWeights weights = NetworkWeights::Generate(Architecture::kMobileNetV2, /*seed=*/4, 0.8);
  const Pool pool(pthreadpool_create(2));
  const std::vector<float> image_a = RandomFloats(224 * 224 * 3, 6, 0.0f, 1.0f);
  const std::vector<float> image_b = RandomFloats(224 * 224 * 3, 7, 0.0f, 1.0f);
  std::string error;
  std::vector<float> expected_a, expected_b;
  {
    auto alone = NetworkRuntime::Create(weights, 1, pool.get(), XNN_FLAG_HINT_SPARSE_INFERENCE, &error);
    ASSERT_NE(nullptr, alone) << error;
    expected_a = RunRuntime(*alone, image_a);
    expected_b = RunRuntime(*alone, image_b);
  }
  ASSERT_FALSE(BitwiseEqual(expected_a, expected_b));  // two images the runs could mix up
  auto a = NetworkRuntime::Create(weights, 1, pool.get(), XNN_FLAG_HINT_SPARSE_INFERENCE, &error);
  ASSERT_NE(nullptr, a) << error;
  auto b = NetworkRuntime::Create(weights, 1, pool.get(), XNN_FLAG_HINT_SPARSE_INFERENCE, &error);
  ASSERT_NE(nullptr, b) << error;
  std::vector<float> logits_a(1000), logits_b(1000);
  ASSERT_TRUE(a->Setup(image_a.data(), logits_a.data(), &error)) << error;
  ASSERT_TRUE(b->Setup(image_b.data(), logits_b.data(), &error)) << error;
  for (int round = 0; round < 2; round++) {
    ASSERT_TRUE(a->Run(&error)) << error;
    ASSERT_TRUE(b->Run(&error)) << error;
    EXPECT_TRUE(BitwiseEqual(expected_a, logits_a)) << "round " << round;
    EXPECT_TRUE(BitwiseEqual(expected_b, logits_b)) << "round " << round;
  }
  a.reset();
  std::fill(logits_b.begin(), logits_b.end(), 0.0f);
  ASSERT_TRUE(b->Run(&error)) << error;
  EXPECT_TRUE(BitwiseEqual(expected_b, logits_b));
}

// ---- A small NCHW-eligible subgraph with one layer outside the NCHW rules --------------------------

enum class Variant { kPointwise, kDilatedDepthwise, kGroupedConvolution, kStridedPointwise, kSamePaddingDepthwise };

const char* VariantName(Variant v) {
  switch (v) {
    case Variant::kPointwise: return "pointwise (inside the rules)";
    case Variant::kDilatedDepthwise: return "dilated depthwise";
    case Variant::kGroupedConvolution: return "grouped 3x3 convolution";
    case Variant::kStridedPointwise: return "strided 1x1 convolution";
    case Variant::kSamePaddingDepthwise: return "stride-2 depthwise with TensorFlow SAME padding";
  }
  return "?";
}

// input [1][32][32][3] -> stem (16 channels) -> [depthwise -> pointwise (16), when `deep`] -> the
// variant layer (16) -> pointwise (32) -> pointwise (32) -> global average pooling -> fully
// connected (10). The 1x1 layers are 80% zeros.
class SmallNet {
 public:
  static constexpr size_t kClasses = 10;

  SmallNet(Variant variant, bool deep, uint32_t flags) {
    EXPECT_EQ(xnn_status_success, xnn_create_subgraph(2, 0, &subgraph_));
    uint32_t x = Tensor({1, 32, 32, 3}, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
    x = Convolution(x, /*kernel=*/3, /*stride=*/2, /*pad=*/1, /*groups=*/1, 3, 16, /*size=*/16, 0.0);
    if (deep) {
      x = Depthwise(x, /*kernel=*/3, /*stride=*/1, /*dilation=*/1, /*pad=*/1, /*size=*/16, 0);
      x = Convolution(x, 1, 1, 0, 1, 16, 16, 16, 0.8);
    }
    size_t size = 16;
    switch (variant) {
      case Variant::kPointwise: x = Convolution(x, 1, 1, 0, 1, 16, 16, size, 0.8); break;
      case Variant::kDilatedDepthwise: x = Depthwise(x, 3, 1, 2, 2, size, 0); break;
      case Variant::kGroupedConvolution: x = Convolution(x, 3, 1, 1, 2, 8, 16, size, 0.0); break;
      case Variant::kStridedPointwise: x = Convolution(x, 1, 2, 0, 1, 16, 16, size = 8, 0.8); break;
      case Variant::kSamePaddingDepthwise:  // SAME stays SAME with stride 2 (stride 1 becomes explicit padding)
        x = Depthwise(x, 3, 2, 1, 0, size = 8, XNN_FLAG_TENSORFLOW_SAME_PADDING);
        break;
    }
    x = Convolution(x, 1, 1, 0, 1, 16, 32, size, 0.8);
    x = Convolution(x, 1, 1, 0, 1, 32, 32, size, 0.8);
    const uint32_t pooled = Tensor({1, 1, 1, 32}, nullptr, XNN_INVALID_VALUE_ID, 0);
    EXPECT_EQ(xnn_status_success, xnn_define_global_average_pooling_2d(subgraph_, -INFINITY, INFINITY, x, pooled, 0));
    const uint32_t filter = Tensor({kClasses, 32}, Keep(RandomFloats(kClasses * 32, seed_++)), XNN_INVALID_VALUE_ID, 0);
    const uint32_t output = Tensor({1, kClasses}, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
    EXPECT_EQ(xnn_status_success, xnn_define_fully_connected(subgraph_, -INFINITY, INFINITY, pooled, filter,
                                                             XNN_INVALID_VALUE_ID, output,
                                                             XNN_FLAG_TENSORFLOW_RESHAPE_2D));
    EXPECT_EQ(xnn_status_success, xnn_create_runtime_v2(subgraph_, nullptr, flags, &runtime_));
  }
  ~SmallNet() {
    xnn_delete_runtime(runtime_);
    xnn_delete_subgraph(subgraph_);
  }

  std::vector<float> Run(const std::vector<float>& image) {
    std::vector<float> logits(kClasses);
    const xnn_external_value external[2] = {{0, const_cast<float*>(image.data())}, {1, logits.data()}};
    EXPECT_EQ(xnn_status_success, xnn_setup_runtime(runtime_, 2, external));
    EXPECT_EQ(xnn_status_success, xnn_invoke_runtime(runtime_));
    return logits;
  }

 private:
  const float* Keep(std::vector<float> data) {
    data_.push_back(std::move(data));
    return data_.back().data();
  }
  uint32_t Tensor(std::vector<size_t> dims, const float* data, uint32_t external, uint32_t flags) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_status_success, xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, dims.size(), dims.data(),
                                                          data, external, flags, &id));
    return id;
  }
  // `groups` groups of group_in -> out / groups channels; the output is `size` x `size`.
  uint32_t Convolution(uint32_t x, uint32_t kernel, uint32_t stride, uint32_t pad, uint32_t groups, size_t group_in,
                       size_t out, size_t size, double sparsity) {
    std::mt19937_64 rng(seed_++);
    const size_t fan_in = kernel * kernel * group_in;
    const uint32_t filter =
        Tensor({out, kernel, kernel, group_in}, Keep(sprt_test::RandomSparseMatrix(rng, out, fan_in, sparsity).dense),
               XNN_INVALID_VALUE_ID, 0);
    const uint32_t bias = Tensor({out}, Keep(RandomFloats(out, seed_++, -0.1f, 0.1f)), XNN_INVALID_VALUE_ID, 0);
    const uint32_t y = Tensor({1, size, size, out}, nullptr, XNN_INVALID_VALUE_ID, 0);
    EXPECT_EQ(xnn_status_success,
              xnn_define_convolution_2d(subgraph_, pad, pad, pad, pad, kernel, kernel, stride, stride, 1, 1, groups,
                                        group_in, out / groups, 0.0f, 6.0f, x, filter, bias, y, 0));
    return y;
  }
  // 16 channels.
  uint32_t Depthwise(uint32_t x, uint32_t kernel, uint32_t stride, uint32_t dilation, uint32_t pad, size_t size,
                     uint32_t flags) {
    const size_t channels = 16;
    const uint32_t filter = Tensor({1, kernel, kernel, channels}, Keep(RandomFloats(kernel * kernel * channels, seed_++)),
                                   XNN_INVALID_VALUE_ID, 0);
    const uint32_t bias = Tensor({channels}, Keep(RandomFloats(channels, seed_++, -0.1f, 0.1f)), XNN_INVALID_VALUE_ID, 0);
    const uint32_t y = Tensor({1, size, size, channels}, nullptr, XNN_INVALID_VALUE_ID, 0);
    EXPECT_EQ(xnn_status_success,
              xnn_define_depthwise_convolution_2d(subgraph_, pad, pad, pad, pad, kernel, kernel, stride, stride,
                                                  dilation, dilation, 1, channels, 0.0f, 6.0f, x, filter, bias, y,
                                                  flags));
    return y;
  }

  xnn_subgraph_t subgraph_ = nullptr;
  xnn_runtime_t runtime_ = nullptr;
  std::vector<std::vector<float>> data_;
  uint64_t seed_ = 1;
};

// Directly after the stem, a layer outside the rules leaves no NCHW region: nothing to take. Deeper,
// after NCHW-capable layers, XNNPACK ae108ef's own rewrite half-converts the chain before it (ARM's
// XNNPACK then fails without the plugin; not tested there); on x86 the plugin must undo that.
TEST(XnnpackPluginRuntime, subgraph_with_a_layer_outside_the_nchw_rules_stays_xnnpack) {
  const std::vector<float> image = RandomFloats(32 * 32 * 3, 4, 0.0f, 1.0f);
  for (bool deep : {false, true}) {
    if (deep && !kSprtRunsDenseLayers) continue;
    for (Variant variant : {Variant::kPointwise, Variant::kDilatedDepthwise, Variant::kGroupedConvolution,
                            Variant::kStridedPointwise, Variant::kSamePaddingDepthwise}) {
      SCOPED_TRACE(testing::Message() << VariantName(variant) << (deep ? ", deep" : ", after the stem"));
      const size_t before = sprt_xnnpack_count_operators(nullptr);
      std::vector<float> own, plugin;
      {
        const Bypass bypass;
        own = SmallNet(variant, deep, XNN_FLAG_HINT_SPARSE_INFERENCE).Run(image);
      }
      size_t taken = 0;
      {
        SmallNet net(variant, deep, XNN_FLAG_HINT_SPARSE_INFERENCE);
        taken = sprt_xnnpack_count_operators(nullptr) - before;
        plugin = net.Run(image);
      }
      EXPECT_EQ(before, sprt_xnnpack_count_operators(nullptr));
      if (variant == Variant::kPointwise) {
        // The control: one NCHW region, stem to pooling.
        const size_t pointwise = deep ? 4 : 3, dense = deep ? 3 : 2;  // dense: stem, depthwise, pooling
        EXPECT_EQ(PluginOn() ? pointwise + (kSprtRunsDenseLayers ? dense : 0) : 0, taken);
        // MobileNetV1's bound (29 layers, 1024 terms): ample for these 8 layers of at most 256 terms.
        sprt_test::ExpectLogitsAgree("XNNPACK", own, "plugin", plugin, sprt_test::RelativeLogitBound(29, 1024), 1,
                                     SmallNet::kClasses);
      } else {
        EXPECT_EQ(0u, taken);
        EXPECT_TRUE(BitwiseEqual(own, plugin));
      }
    }
  }
}

// ---- Direct operator calls ------------------------------------------------------------------------

struct ConvolutionCase {
  const char* name;
  uint32_t padding_top, padding_right, padding_bottom, padding_left;
  uint32_t kernel, stride, dilation, groups;
  size_t group_input_channels, group_output_channels;
  uint32_t flags;
  bool xnnpack_accepts;  // else both return xnn_status_unsupported_parameter
  const char* sprt_kind;  // what sprt runs it as where it has the kernel, nullptr when it leaves it
};

constexpr uint32_t kDw = XNN_FLAG_DEPTHWISE_CONVOLUTION;
constexpr uint32_t kNhwc = XNN_FLAG_INPUT_NHWC;

const ConvolutionCase kConvolutionCases[] = {
    {"1x1", 0, 0, 0, 0, 1, 1, 1, 1, 16, 24, 0, true, kSparse},
    {"1x1, flags XNNPACK ignores here", 0, 0, 0, 0, 1, 1, 1, 1, 16, 24,
     XNN_FLAG_TENSORFLOW_SAME_PADDING | XNN_FLAG_YIELD_WORKERS, true, kSparse},
    {"1x1, an unknown flag", 0, 0, 0, 0, 1, 1, 1, 1, 16, 24, 0x100, true, nullptr},
    {"depthwise 3x3", 1, 1, 1, 1, 3, 1, 1, 16, 1, 1, kDw, true, kDepthwise},
    {"depthwise 3x3 stride 2, top padding 0", 0, 1, 1, 1, 3, 2, 1, 16, 1, 1, kDw, true, kDepthwise},
    {"depthwise 5x5 stride 2", 2, 2, 2, 2, 5, 2, 1, 16, 1, 1, kDw, true, kDepthwise},
    {"depthwise 3x3, OHWI weights", 1, 1, 1, 1, 3, 1, 1, 16, 1, 1, 0, true, kDepthwise},
    {"stem", 1, 1, 1, 1, 3, 2, 1, 1, 3, 8, kNhwc, true, kStem},
    {"dilated depthwise", 2, 2, 2, 2, 3, 1, 2, 16, 1, 1, kDw, false, nullptr},
    {"grouped 3x3", 1, 1, 1, 1, 3, 1, 1, 2, 4, 4, 0, false, nullptr},
    {"grouped 1x1", 0, 0, 0, 0, 1, 1, 1, 2, 8, 12, 0, false, nullptr},
    {"strided 1x1", 0, 0, 0, 0, 1, 2, 1, 1, 16, 24, 0, false, nullptr},
    {"padded 1x1", 1, 1, 1, 1, 1, 1, 1, 1, 16, 24, 0, false, nullptr},
    {"depth multiplier 2", 1, 1, 1, 1, 3, 1, 1, 8, 1, 2, 0, false, nullptr},
    {"depthwise 7x7", 3, 3, 3, 3, 7, 1, 1, 16, 1, 1, kDw, false, nullptr},
    // XNNPACK's NCHW convolution does not check the stem's channel count; sprt's kernel needs 3.
    {"stem with 4 input channels", 1, 1, 1, 1, 3, 2, 1, 1, 4, 8, kNhwc, true, nullptr},
};

xnn_status CreateConvolution(const ConvolutionCase& c, const std::vector<float>& kernel,
                             const std::vector<float>& bias, xnn_operator_t* op) {
  const size_t in = c.groups * c.group_input_channels, out = c.groups * c.group_output_channels;
  return xnn_create_convolution2d_nchw_f32(c.padding_top, c.padding_right, c.padding_bottom, c.padding_left, c.kernel,
                                           c.kernel, c.stride, c.stride, c.dilation, c.dilation, c.groups,
                                           c.group_input_channels, c.group_output_channels, in, out, kernel.data(),
                                           bias.data(), -1.0f, 2.0f, c.flags, op);
}

// Runs a set of create/setup/run calls through the plugin and, bypassed, through XNNPACK alone:
// the statuses match; a layer the plugin leaves gives XNNPACK's output bit for bit.
void ExpectLikeXnnpack(const char* kind, xnn_operator_t plugin_op, xnn_operator_t own_op,
                       const std::function<xnn_status(xnn_operator_t, float*)>& setup, size_t output_floats) {
  struct sprt_operator_info info = {};
  info.size = sizeof(info);
  const bool taken = sprt_xnnpack_get_operator_info(plugin_op, &info) == sprt_status_success;
  EXPECT_EQ(kind != nullptr && Takes(kind), taken);
  if (taken) {
    EXPECT_STREQ(kind, info.kind);
  }
  EXPECT_NE(sprt_status_success, sprt_xnnpack_get_operator_info(own_op, &info));
  // Out of order, as XNNPACK rejects it.
  EXPECT_EQ(xnn_run_operator(own_op, nullptr), xnn_run_operator(plugin_op, nullptr));

  std::vector<float> plugin(output_floats, NAN), own(output_floats, NAN);
  ASSERT_EQ(xnn_status_success, setup(own_op, own.data()));
  ASSERT_EQ(xnn_status_success, setup(plugin_op, plugin.data()));
  ASSERT_EQ(xnn_status_success, xnn_run_operator(own_op, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_run_operator(plugin_op, nullptr));
  if (!taken) {
    EXPECT_TRUE(BitwiseEqual(own, plugin));
    return;
  }
  // sprt's accuracy is tested on its own; this catches wiring (flags, layouts) only.
  size_t mismatches = 0;
  for (size_t i = 0; i < output_floats; i++) {
    if (!(std::abs(plugin[i] - own[i]) <= 1e-4f * (1.0f + std::abs(own[i]))) && mismatches++ < 3) {
      ADD_FAILURE() << "output " << i << ": " << plugin[i] << " vs XNNPACK " << own[i];
    }
  }
}

TEST(XnnpackPluginOperators, convolutions_go_to_sprt_exactly_where_it_supports_them) {
  const size_t batch = 2, height = 9, width = 11;
  for (const ConvolutionCase& c : kConvolutionCases) {
    SCOPED_TRACE(c.name);
    const size_t in = c.groups * c.group_input_channels, out = c.groups * c.group_output_channels;
    const std::vector<float> kernel = RandomFloats(out * c.kernel * c.kernel * c.group_input_channels, 1);
    const std::vector<float> bias = RandomFloats(out, 2);
    const std::vector<float> input = RandomFloats(batch * in * height * width, 3);
    xnn_operator_t plugin_op = nullptr, own_op = nullptr;
    const xnn_status plugin_status = CreateConvolution(c, kernel, bias, &plugin_op);
    xnn_status own_status;
    {
      const Bypass bypass;
      own_status = CreateConvolution(c, kernel, bias, &own_op);
    }
    EXPECT_EQ(c.xnnpack_accepts ? xnn_status_success : xnn_status_unsupported_parameter, own_status);
    EXPECT_EQ(own_status, plugin_status);
    if (own_status == xnn_status_success && plugin_status == xnn_status_success) {
      const size_t effective = (c.kernel - 1) * c.dilation + 1;
      const size_t out_h = (c.padding_top + height + c.padding_bottom - effective) / c.stride + 1;
      const size_t out_w = (c.padding_left + width + c.padding_right - effective) / c.stride + 1;
      ExpectLikeXnnpack(
          c.sprt_kind, plugin_op, own_op,
          [&](xnn_operator_t op, float* output) {
            return xnn_setup_convolution2d_nchw_f32(op, batch, height, width, input.data(), output, nullptr);
          },
          batch * out * out_h * out_w);
    }
    for (xnn_operator_t op : {plugin_op, own_op}) {
      if (op != nullptr) {
        EXPECT_EQ(xnn_status_success, xnn_delete_operator(op));
      }
    }
  }
  EXPECT_EQ(0u, sprt_xnnpack_count_operators(nullptr));
}

TEST(XnnpackPluginOperators, global_average_pooling) {
  const size_t batch = 2, channels = 24, width = 49;
  const std::vector<float> input = RandomFloats(batch * channels * width, 7);
  xnn_operator_t plugin_op = nullptr, own_op = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_global_average_pooling_ncw_f32(channels, -1.0f, 0.5f, 0, &plugin_op));
  {
    const Bypass bypass;
    ASSERT_EQ(xnn_status_success, xnn_create_global_average_pooling_ncw_f32(channels, -1.0f, 0.5f, 0, &own_op));
  }
  ExpectLikeXnnpack(
      kPooling, plugin_op, own_op,
      [&](xnn_operator_t op, float* output) {
        return xnn_setup_global_average_pooling_ncw_f32(op, batch, width, input.data(), output, nullptr);
      },
      batch * channels);
  // A convolution's setup on a pooling handle: XNNPACK's type check answers.
  float output[1];
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_convolution2d_nchw_f32(plugin_op, 1, 1, 1, input.data(), output, nullptr));
  EXPECT_EQ(xnn_status_success, xnn_delete_operator(plugin_op));
  EXPECT_EQ(xnn_status_success, xnn_delete_operator(own_op));
  EXPECT_EQ(0u, sprt_xnnpack_count_operators(nullptr));
}

}  // namespace
