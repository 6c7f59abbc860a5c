#include "models/network.h"

#include <xnnpack.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iterator>
#include <new>
#include <random>
#include <utility>

#include <sprt.h>

#include "test/sparse-matrix.h"

namespace sprt_models {
namespace {

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

std::string XnnError(const std::string& what, xnn_status status) {
  return what + " failed with xnn_status " + std::to_string(static_cast<int>(status));
}

std::string SprtError(const std::string& what, sprt_status status) {
  return what + " failed with sprt_status " + std::to_string(static_cast<int>(status));
}

}  // namespace

const char* ModelName(ModelKind kind) {
  switch (kind) {
    case ModelKind::kXnnpackDense: return "xnnpack_dense";
    case ModelKind::kXnnpackSparse: return "xnnpack_sparse";
    case ModelKind::kSprt: return "sprt";
  }
  return "unknown";
}

const char* ArchitectureName(Architecture architecture) {
  switch (architecture) {
    case Architecture::kMobileNetV1: return "mbv1";
    case Architecture::kMobileNetV2: return "mbv2";
    case Architecture::kEfficientNetLite0: return "efflite0";
  }
  return "unknown";
}

bool ParseArchitecture(const std::string& name, Architecture* architecture) {
  for (Architecture a : kArchitectures) {
    if (name == ArchitectureName(a)) {
      *architecture = a;
      return true;
    }
  }
  return false;
}

std::string LayerKind(const LayerWeights& layer) {
  if (layer.classifier()) return "fc";
  if (layer.name == "conv0") return "stem";
  if (layer.groups > 1) return "dw" + std::to_string(layer.kernel) + "x" + std::to_string(layer.kernel);
  const size_t separator = layer.name.find('_');
  if (separator != std::string::npos) return layer.name.substr(separator + 1);  // "b3_expand": "expand"
  return layer.name == "head" ? "head" : "pw";
}

namespace {

// One stage of inverted residual blocks: `repeats` blocks of `kernel` x `kernel` depthwise layers,
// the first with `stride`, expanding the input `expansion` times and projecting to `channels`.
struct Stage {
  size_t kernel, stride, expansion, channels, repeats;
};

// MobileNetV2 (Sandler et al., table 2) and EfficientNet-Lite0 (EfficientNet-B0's stages without
// squeeze-and-excitation, ReLU6 for swish; stem and head fixed at 32 and 1280 channels).
constexpr Stage kMobileNetV2Stages[] = {{3, 1, 1, 16, 1}, {3, 2, 6, 24, 2},  {3, 2, 6, 32, 3}, {3, 2, 6, 64, 4},
                                        {3, 1, 6, 96, 3}, {3, 2, 6, 160, 3}, {3, 1, 6, 320, 1}};
constexpr Stage kEfficientNetLite0Stages[] = {{3, 1, 1, 16, 1}, {3, 2, 6, 24, 2},  {5, 2, 6, 40, 2}, {3, 2, 6, 80, 3},
                                              {5, 1, 6, 112, 3}, {5, 2, 6, 192, 4}, {3, 1, 6, 320, 1}};
constexpr size_t kHeadChannels = 1280;

}  // namespace

NetworkWeights NetworkWeights::Generate(Architecture architecture, uint64_t seed, double pointwise_sparsity) {
  NetworkWeights w;
  w.architecture = architecture;
  w.pointwise_sparsity = pointwise_sparsity;
  std::mt19937_64 rng(seed);
  // Appends a layer reading the previous one's output (the image for the first).
  auto add = [&](std::string name, size_t kernel, size_t stride, size_t groups, size_t cin, size_t cout,
                 size_t input_size, bool relu6) {
    LayerWeights l;
    l.name = std::move(name);
    l.kernel = kernel;
    l.stride = stride;
    l.groups = groups;
    l.input_channels = cin;
    l.output_channels = cout;
    l.input_size = input_size;
    l.output_size = (input_size + 2 * l.padding() - kernel) / stride + 1;
    l.relu6 = relu6;
    const double sparsity = l.pointwise() ? pointwise_sparsity : 0.0;
    const size_t fan_in = kernel * kernel * (cin / groups);
    const size_t total = cout * fan_in;
    const size_t nonzeros = total - sprt_test::PrunedCount(total, sparsity);
    // Var(U(-a, a)) = a^2 / 3 = gain / (fan_in * density): gain 2 where half the outputs are clipped
    // at zero after (and in the classifier), 1 for a linear projection.
    const double gain = relu6 || l.classifier() ? 2.0 : 1.0;
    const double density = static_cast<double>(std::max<size_t>(nonzeros, 1)) / static_cast<double>(total);
    const float a = static_cast<float>(std::sqrt(3.0 * gain / (static_cast<double>(fan_in) * density)));
    // OHWI rows of fan_in weights each.
    sprt_test::SparseMatrix m = sprt_test::RandomSparseMatrix(rng, cout, fan_in, sparsity, -a, a);
    l.weights = std::move(m.dense);
    l.nonzeros = m.nonzeros();
    std::uniform_real_distribution<float> bias(-0.1f, 0.1f);
    l.bias.resize(cout);
    for (float& b : l.bias) b = bias(rng);
    w.layers.push_back(std::move(l));
  };
  add("conv0", 3, 2, 1, 3, 32, kImageSize, true);
  size_t channels = 32, size = kImageSize / 2;
  if (architecture == Architecture::kMobileNetV1) {
    // {output channels, depthwise stride} of the 13 depthwise-separable blocks.
    const size_t blocks[13][2] = {{64, 1},  {128, 2}, {128, 1}, {256, 2},  {256, 1},  {512, 2}, {512, 1},
                                  {512, 1}, {512, 1}, {512, 1}, {512, 1}, {1024, 2}, {1024, 1}};
    for (size_t b = 0; b < 13; b++) {
      add("dw" + std::to_string(b + 1), 3, blocks[b][1], channels, channels, channels, size, true);
      size = w.layers.back().output_size;
      add("pw" + std::to_string(b + 1), 1, 1, 1, channels, blocks[b][0], size, true);
      channels = blocks[b][0];
    }
  } else {
    size_t block = 0;
    static_assert(std::size(kMobileNetV2Stages) == std::size(kEfficientNetLite0Stages), "seven stages each");
    const Stage* stages =
        architecture == Architecture::kMobileNetV2 ? kMobileNetV2Stages : kEfficientNetLite0Stages;
    for (size_t i = 0; i < std::size(kMobileNetV2Stages); i++) {
      const Stage& s = stages[i];
      for (size_t r = 0; r < s.repeats; r++) {
        const std::string prefix = "b" + std::to_string(++block) + "_";
        const size_t first = w.layers.size(), stride = r == 0 ? s.stride : 1, hidden = channels * s.expansion;
        if (s.expansion != 1) add(prefix + "expand", 1, 1, 1, channels, hidden, size, true);
        add(prefix + "dw", s.kernel, stride, hidden, hidden, hidden, size, true);
        size = w.layers.back().output_size;
        add(prefix + "project", 1, 1, 1, hidden, s.channels, size, false);
        if (stride == 1 && channels == s.channels) w.layers.back().residual_from = first;
        channels = s.channels;
      }
    }
    add("head", 1, 1, 1, channels, kHeadChannels, size, true);
    channels = kHeadChannels;
  }
  // The classifier: no ReLU6 after it.
  add("fc", 1, 1, 1, channels, kClasses, 1, false);
  return w;
}

bool NetworkWeights::CheckPlan(size_t batch, std::string* error) const {
  if (batch == 0) {
    *error = "batch must be nonzero";
    return false;
  }
  if (layers.size() < 2 || !layers.back().classifier()) {
    *error = "expected convolutions and then the classifier fc, got " + std::to_string(layers.size()) + " layers";
    return false;
  }
  return true;
}

enum class LayerType {
  kXnnConvolution,
  kSprtConvolution,
  kXnnAdd,
  kXnnAveragePool,
  kSprtAveragePool,
  kXnnFullyConnected,
  kSprtInvertedBottleneck,  // the block's projection layer, running its fused operator
  kFolded                   // an expansion or depthwise layer run by its block's fused operator
};

struct Network::Layer {
  std::string name;
  std::string kind;
  LayerType type;
  bool pointwise = false;
  std::vector<size_t> inputs;  // layers whose outputs this one reads (kNone: the image)
  size_t weight_layer = kNone;
  xnn_operator_t xnn = nullptr;
  sprt_operator_t sprt = nullptr;
  sprt_operator_t fused = nullptr;  // kSprtInvertedBottleneck: refers to its own and the folded layers' sprt
  size_t folded = 0;                // kSprtInvertedBottleneck: the folded layers before it (2, or 1 without expansion)
  size_t input_size = 0;  // spatial
  size_t output_size = 0;
  size_t output_channels = 0;
  size_t output_floats = 0;
  float* output = nullptr;  // one of the model's activation buffers
  ~Layer() {
    if (fused != nullptr) sprt_delete_operator(fused);
    if (xnn != nullptr) xnn_delete_operator(xnn);
    if (sprt != nullptr) sprt_delete_operator(sprt);
  }
};

Network::Network(ModelKind kind, Architecture architecture, size_t batch)
    : kind_(kind), architecture_(architecture), batch_(batch) {}
Network::~Network() = default;

std::unique_ptr<Network> Network::Create(ModelKind kind, const NetworkWeights& weights, size_t batch,
                                         std::string* error, const PlanOptions& options) {
  if (!weights.CheckPlan(batch, error)) return nullptr;
  std::unique_ptr<Network> model(new Network(kind, weights.architecture, batch));
  if (!model->Build(weights, options, error)) return nullptr;
  return model;
}

bool Network::Build(const NetworkWeights& weights, const PlanOptions& options, std::string* error) {
  // input_layer[w]: the layer whose output weight layer w reads (kNone: the image).
  std::vector<size_t> input_layer(weights.layers.size(), kNone);
  for (size_t w = 0; w < weights.layers.size(); w++) {
    const LayerWeights& lw = weights.layers[w];
    input_layer[w] = layers_.empty() ? kNone : layers_.size() - 1;
    if (lw.classifier()) {
      if (!BuildHead(lw, w, error)) return false;
      continue;
    }
    if (!BuildConvolution(lw, w, error)) return false;
    if (lw.residual_from != kNone && !BuildAdd(lw, input_layer.at(lw.residual_from), error)) return false;
  }
  if (kind_ == ModelKind::kSprt && options.fuse_blocks && !FuseBlocks(error)) return false;
  return true;
}

// Every expansion, depthwise, projection chain on sprt's operators becomes one fused operator, and
// so does a depthwise, projection pair whose depthwise layer reads no expansion (MobileNetV2's and
// EfficientNet-Lite0's first block). The residual add after a block goes into it.
bool Network::FuseBlocks(std::string* error) {
  auto on_sprt = [](const Layer& l) { return l.type == LayerType::kSprtConvolution; };
  for (size_t p = 1; p < layers_.size(); p++) {
    Layer& depthwise = *layers_[p - 1];
    Layer& project = *layers_[p];
    if (project.kind != "project" || depthwise.kind.rfind("dw", 0) != 0 ||
        project.inputs != std::vector<size_t>{p - 1} || !on_sprt(depthwise) || !on_sprt(project)) {
      continue;
    }
    Layer* expand = p >= 2 ? layers_[p - 2].get() : nullptr;
    if (expand != nullptr && (expand->kind != "expand" || depthwise.inputs != std::vector<size_t>{p - 2})) {
      expand = nullptr;
    }
    if (expand != nullptr && !on_sprt(*expand)) continue;
    const Layer& first = expand != nullptr ? *expand : depthwise;
    Layer* add = p + 1 < layers_.size() ? layers_[p + 1].get() : nullptr;
    if (add != nullptr && (add->type != LayerType::kXnnAdd || add->inputs != std::vector<size_t>{p, first.inputs[0]})) {
      add = nullptr;
    }
    const sprt_status status = sprt_create_inverted_bottleneck_nchw_f32(
        expand != nullptr ? expand->sprt : nullptr, depthwise.sprt, project.sprt,
        add != nullptr ? SPRT_FLAG_ADD_BLOCK_INPUT : 0, &project.fused);
    if (status != sprt_status_success) {
      *error = SprtError("fusing " + project.name, status);
      return false;
    }
    project.type = LayerType::kSprtInvertedBottleneck;
    project.kind = "block";
    project.folded = expand != nullptr ? 2 : 1;
    project.inputs = first.inputs;
    project.input_size = first.input_size;
    depthwise.type = LayerType::kFolded;
    if (expand != nullptr) expand->type = LayerType::kFolded;
    if (add != nullptr) {
      add->type = LayerType::kFolded;
      add->output_floats = 0;  // never written
      for (size_t q = p + 2; q < layers_.size(); q++) {
        std::replace(layers_[q]->inputs.begin(), layers_[q]->inputs.end(), p + 1, p);
      }
    }
  }
  return true;
}

bool Network::BuildConvolution(const LayerWeights& lw, size_t weight_layer, std::string* error) {
  const bool nhwc = kind_ == ModelKind::kXnnpackDense;
  auto layer = std::make_unique<Layer>();
  layer->name = lw.name;
  layer->kind = LayerKind(lw);
  layer->pointwise = lw.pointwise();
  layer->inputs = {layers_.empty() ? kNone : layers_.size() - 1};
  layer->weight_layer = weight_layer;
  layer->input_size = lw.input_size;
  layer->output_size = lw.output_size;
  layer->output_channels = lw.output_channels;
  layer->output_floats = batch_ * lw.output_channels * lw.output_size * lw.output_size;
  const auto start = std::chrono::steady_clock::now();
  const uint32_t pad = static_cast<uint32_t>(lw.padding());
  const uint32_t k = static_cast<uint32_t>(lw.kernel), s = static_cast<uint32_t>(lw.stride);
  const uint32_t groups = static_cast<uint32_t>(lw.groups);
  const size_t gin = lw.input_channels / lw.groups, gout = lw.output_channels / lw.groups;
  const float min = lw.relu6 ? kRelu6Min : -INFINITY, max = lw.relu6 ? kRelu6Max : INFINITY;
  // The NCHW models read the NHWC image directly into their NCHW stem.
  const bool stem = !nhwc && layers_.empty();
  // sprt takes XNNPACK's NCHW parameter list; XNNPACK keeps the layers sprt has no kernel for on
  // this ISA (the depthwise and stem layers on NEON).
  sprt_status sprt_create = sprt_status_unsupported_hardware;
  if (kind_ == ModelKind::kSprt) {
    sprt_create = sprt_create_convolution2d_nchw_f32(pad, pad, pad, pad, k, k, s, s, 1, 1, groups, gin, gout,
                                                     lw.input_channels, lw.output_channels, lw.weights.data(),
                                                     lw.bias.data(), min, max, stem ? SPRT_FLAG_INPUT_NHWC : 0,
                                                     &layer->sprt);
    if (sprt_create != sprt_status_success && sprt_create != sprt_status_unsupported_hardware) {
      *error = SprtError("creating " + lw.name, sprt_create);
      return false;
    }
  }
  if (sprt_create == sprt_status_success) {
    layer->type = LayerType::kSprtConvolution;
  } else {
    layer->type = LayerType::kXnnConvolution;
    const auto create = nhwc ? xnn_create_convolution2d_nhwc_f32 : xnn_create_convolution2d_nchw_f32;
    const xnn_status status =
        create(pad, pad, pad, pad, k, k, s, s, 1, 1, groups, gin, gout, lw.input_channels, lw.output_channels,
               lw.weights.data(), lw.bias.data(), min, max, stem ? XNN_FLAG_INPUT_NHWC : 0, &layer->xnn);
    if (status != xnn_status_success) {
      *error = XnnError("creating " + lw.name, status);
      return false;
    }
  }
  if (layer->pointwise) pointwise_create_ms_ += MsSince(start);
  layers_.push_back(std::move(layer));
  return true;
}

// The residual add after projection `lw`: its output plus layer `input`'s (the block's input), by
// XNNPACK's elementwise add (sprt has none; NCHW and NHWC alike).
bool Network::BuildAdd(const LayerWeights& lw, size_t input, std::string* error) {
  auto add = std::make_unique<Layer>();
  add->name = lw.residual_add_name();
  add->kind = "add";
  add->type = LayerType::kXnnAdd;
  add->inputs = {layers_.size() - 1, input};
  add->input_size = add->output_size = lw.output_size;
  add->output_channels = lw.output_channels;
  add->output_floats = layers_.back()->output_floats;
  if (input == kNone || layers_[input]->output_floats != add->output_floats) {
    *error = "the residual of " + lw.name + " does not match its block's input";
    return false;
  }
  const xnn_status status = xnn_create_add_nd_f32(-INFINITY, INFINITY, 0, &add->xnn);
  if (status != xnn_status_success) {
    *error = XnnError("creating " + add->name, status);
    return false;
  }
  layers_.push_back(std::move(add));
  return true;
}

// Global average pooling, then the classifier.
bool Network::BuildHead(const LayerWeights& lw, size_t weight_layer, std::string* error) {
  const bool nhwc = kind_ == ModelKind::kXnnpackDense;
  auto pool = std::make_unique<Layer>();
  pool->name = pool->kind = "avgpool";
  pool->type = LayerType::kXnnAveragePool;
  pool->inputs = {layers_.size() - 1};
  pool->input_size = layers_.back()->output_size;
  pool->output_size = 1;
  pool->output_channels = lw.input_channels;
  const sprt_status sprt_pool =
      kind_ == ModelKind::kSprt
          ? sprt_create_global_average_pooling_ncw_f32(lw.input_channels, -INFINITY, INFINITY, 0, &pool->sprt)
          : sprt_status_unsupported_hardware;
  if (sprt_pool == sprt_status_success) pool->type = LayerType::kSprtAveragePool;
  // XNNPACK's where sprt has no kernel for this ISA (NEON).
  const xnn_status status =
      sprt_pool == sprt_status_success ? xnn_status_success
      : nhwc ? xnn_create_global_average_pooling_nwc_f32(lw.input_channels, lw.input_channels, lw.input_channels,
                                                         -INFINITY, INFINITY, 0, &pool->xnn)
             : xnn_create_global_average_pooling_ncw_f32(lw.input_channels, -INFINITY, INFINITY, 0, &pool->xnn);
  if (sprt_pool != sprt_status_success && sprt_pool != sprt_status_unsupported_hardware) {
    *error = SprtError("creating avgpool", sprt_pool);
    return false;
  }
  if (status != xnn_status_success) {
    *error = XnnError("creating avgpool", status);
    return false;
  }
  pool->output_floats = batch_ * lw.input_channels;
  layers_.push_back(std::move(pool));

  auto fc = std::make_unique<Layer>();
  fc->name = lw.name;
  fc->kind = LayerKind(lw);
  fc->type = LayerType::kXnnFullyConnected;
  fc->inputs = {layers_.size() - 1};
  fc->weight_layer = weight_layer;
  fc->input_size = fc->output_size = 1;
  fc->output_channels = lw.output_channels;
  const xnn_status fc_status =
      xnn_create_fully_connected_nc_f32(lw.input_channels, lw.output_channels, lw.input_channels, lw.output_channels,
                                        lw.weights.data(), lw.bias.data(), -INFINITY, INFINITY, 0, &fc->xnn);
  if (fc_status != xnn_status_success) {
    *error = XnnError("creating fc", fc_status);
    return false;
  }
  layers_.push_back(std::move(fc));  // writes the caller's logits
  return true;
}

// One arena planned as XNNPACK's runtime plans its own (memory-planner.c: lifetimes, largest
// first): each output lives from its layer to the last layer that reads it, and goes at the lowest
// offset where it overlaps no placed output of an overlapping lifetime (XNNPACK takes the smallest
// gap instead). Later layers then write where earlier ones just did, into lines still in cache.
// A fused block runs in bands or apart depending on the pool (sprt_inverted_bottleneck_runs_in_bands):
// apart, its layers keep the unfused plan's lifetimes; in bands it reads the block's input while it
// writes its output, and its band buffers go into the folded expansion's output (without one, the
// depthwise layer's), so those live to it, or, where they do not fit there, into one workspace after
// the activations that every fused block shares (the layers run one at a time).
bool Network::AssignBuffers(pthreadpool_t threadpool, std::string* error) {
  const size_t n = layers_.size();
  std::vector<size_t> last_use(n, 0);
  size_t workspace_bytes = 0;
  for (size_t i = 0; i < n; i++) {
    const Layer& l = *layers_[i];
    if (l.type != LayerType::kSprtInvertedBottleneck) {
      for (size_t j : l.inputs) {
        if (j != kNone) last_use[j] = i;
      }
      continue;
    }
    bool bands = false;
    size_t bands_workspace_bytes = 0;
    const sprt_status status = sprt_inverted_bottleneck_runs_in_bands(
        l.fused, batch_, l.input_size, l.input_size, SIZE_MAX, threadpool, &bands, &bands_workspace_bytes);
    workspace_bytes = std::max(workspace_bytes, bands_workspace_bytes);
    if (status != sprt_status_success) {
      *error = SprtError("planning " + l.name, status);
      return false;
    }
    // In bands the slots go into the folded expansion's buffer (without one, the depthwise layer's).
    if (bands && l.inputs[0] != kNone) last_use[l.inputs[0]] = i;
    last_use[bands ? i - l.folded : i - 1] = i;
  }
  // Room for the bytes XNNPACK and sprt kernels may read past a tensor's end; 64-byte aligned.
  auto bytes = [&](size_t i) {
    return (layers_[i]->output_floats * sizeof(float) + XNN_EXTRA_BYTES + SPRT_EXTRA_BYTES + 63) / 64 * 64;
  };
  std::vector<size_t> order;  // every output but the logits
  for (size_t i = 0; i + 1 < n; i++) order.push_back(i);
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return bytes(x) > bytes(y); });
  std::vector<size_t> offset(n, 0);
  std::vector<size_t> placed;
  size_t arena = 0;
  for (size_t i : order) {
    // Placed outputs live at the same time as i, by offset; i goes into the first gap it fits.
    std::vector<size_t> live;
    for (size_t j : placed) {
      if (j <= last_use[i] && i <= last_use[j]) live.push_back(j);
    }
    std::sort(live.begin(), live.end(), [&](size_t x, size_t y) { return offset[x] < offset[y]; });
    size_t at = 0;
    for (size_t j : live) {
      if (at + bytes(i) <= offset[j]) break;
      at = std::max(at, offset[j] + bytes(j));
    }
    offset[i] = at;
    arena = std::max(arena, at + bytes(i));
    placed.push_back(i);
  }
  workspace_bytes_ = (workspace_bytes + 63) / 64 * 64;
  arena_.reset(static_cast<char*>(std::aligned_alloc(64, std::max<size_t>(arena + workspace_bytes_, 64))));
  if (arena_ == nullptr) {
    *error = "out of memory for activations: " + std::to_string(arena + workspace_bytes_) + " bytes";
    return false;
  }
  workspace_ = workspace_bytes_ != 0 ? arena_.get() + arena : nullptr;
  for (size_t i = 0; i + 1 < n; i++) layers_[i]->output = reinterpret_cast<float*>(arena_.get() + offset[i]);
  return true;
}

const std::string& Network::layer_name(size_t layer) const { return layers_[layer]->name; }
const std::string& Network::layer_kind(size_t layer) const { return layers_[layer]->kind; }
bool Network::is_pointwise(size_t layer) const { return layers_[layer]->pointwise; }
bool Network::is_folded(size_t layer) const { return layers_[layer]->type == LayerType::kFolded; }
const std::vector<size_t>& Network::layer_inputs(size_t layer) const { return layers_[layer]->inputs; }
size_t Network::weight_layer(size_t layer) const { return layers_[layer]->weight_layer; }
const float* Network::layer_output(size_t layer) const {
  return layer + 1 == layers_.size() ? logits_ : layers_[layer]->output;
}
float* Network::mutable_layer_output(size_t layer) { return layers_[layer]->output; }
size_t Network::layer_output_channels(size_t layer) const { return layers_[layer]->output_channels; }
size_t Network::layer_output_size(size_t layer) const { return layers_[layer]->output_size; }

bool Network::Setup(const float* input, float* logits, pthreadpool_t threadpool, std::string* error) {
  if (!AssignBuffers(threadpool, error)) return false;
  input_ = input;
  logits_ = logits;
  const bool nhwc = kind_ == ModelKind::kXnnpackDense;
  auto source = [&](size_t layer) -> const float* { return layer == kNone ? input : layers_[layer]->output; };
  for (size_t i = 0; i < layers_.size(); i++) {
    Layer& l = *layers_[i];
    const float* x = source(l.inputs[0]);
    float* y = i + 1 == layers_.size() ? logits : l.output;
    xnn_status status = xnn_status_success;
    sprt_status sprt = sprt_status_success;
    switch (l.type) {
      case LayerType::kXnnConvolution:
        status = nhwc ? xnn_setup_convolution2d_nhwc_f32(l.xnn, batch_, l.input_size, l.input_size, x, y, threadpool)
                      : xnn_setup_convolution2d_nchw_f32(l.xnn, batch_, l.input_size, l.input_size, x, y, threadpool);
        break;
      case LayerType::kSprtConvolution:
        sprt = sprt_setup_convolution2d_nchw_f32(l.sprt, batch_, l.input_size, l.input_size, x, y, threadpool);
        break;
      case LayerType::kXnnAdd: {
        const size_t shape[2] = {batch_, l.output_floats / batch_};
        status = xnn_setup_add_nd_f32(l.xnn, 2, shape, 2, shape, x, source(l.inputs[1]), y, threadpool);
        break;
      }
      case LayerType::kXnnAveragePool:
        status = nhwc ? xnn_setup_global_average_pooling_nwc_f32(l.xnn, batch_, l.input_size * l.input_size, x, y,
                                                                 threadpool)
                      : xnn_setup_global_average_pooling_ncw_f32(l.xnn, batch_, l.input_size * l.input_size, x, y,
                                                                 threadpool);
        break;
      case LayerType::kSprtAveragePool:
        sprt = sprt_setup_global_average_pooling_ncw_f32(l.sprt, batch_, l.input_size * l.input_size, x, y,
                                                         threadpool);
        break;
      case LayerType::kXnnFullyConnected:
        status = xnn_setup_fully_connected_nc_f32(l.xnn, batch_, x, y, threadpool);
        break;
      case LayerType::kSprtInvertedBottleneck:
        // The folded layers' buffers, for the block run apart.
        sprt = sprt_setup_inverted_bottleneck_nchw_f32(l.fused, batch_, l.input_size, l.input_size, x, y,
                                                       l.folded == 2 ? layers_[i - 2]->output : nullptr,
                                                       layers_[i - 1]->output, workspace_, workspace_bytes_,
                                                       threadpool);
        break;
      case LayerType::kFolded:
        break;
    }
    if (sprt != sprt_status_success) {
      *error = SprtError("setting up " + l.name, sprt);
      return false;
    }
    if (status != xnn_status_success) {
      *error = XnnError("setting up " + l.name, status);
      return false;
    }
  }
  return true;
}

bool Network::RunLayer(size_t layer, pthreadpool_t threadpool, std::string* error) {
  Layer& l = *layers_[layer];
  if (l.type == LayerType::kFolded) return true;
  if (l.sprt != nullptr) {
    const sprt_status status = sprt_run_operator(l.fused != nullptr ? l.fused : l.sprt, threadpool);
    if (status != sprt_status_success) {
      *error = SprtError("running " + l.name, status);
      return false;
    }
    return true;
  }
  const xnn_status status = xnn_run_operator(l.xnn, threadpool);
  if (status != xnn_status_success) {
    *error = XnnError("running " + l.name, status);
    return false;
  }
  return true;
}

bool Network::Run(pthreadpool_t threadpool, std::string* error) {
  if (logits_ == nullptr) {
    *error = "Run before Setup";
    return false;
  }
  for (size_t i = 0; i < layers_.size(); i++) {
    if (!RunLayer(i, threadpool, error)) return false;
  }
  return true;
}

}  // namespace sprt_models
