#include "models/mobilenet-v1.h"

#include <xnnpack.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <new>
#include <random>
#include <utility>

#include <sprt.h>

#include "test/sparse-matrix.h"

namespace sprt_models {
namespace {

// 64-byte aligned float buffer (activations), freed with std::free.
struct FreeDeleter {
  void operator()(float* p) const { std::free(p); }
};
using Buffer = std::unique_ptr<float, FreeDeleter>;

Buffer AllocateFloats(size_t floats) {
  // Room for the bytes XNNPACK and sprt kernels may read past a tensor's end.
  const size_t bytes = ((floats * sizeof(float) + XNN_EXTRA_BYTES + SPRT_EXTRA_BYTES) + 63) / 64 * 64;
  return Buffer(static_cast<float*>(std::aligned_alloc(64, bytes)));
}

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

MobileNetV1Weights MobileNetV1Weights::Generate(uint64_t seed, double pointwise_sparsity) {
  MobileNetV1Weights w;
  w.pointwise_sparsity = pointwise_sparsity;
  std::mt19937_64 rng(seed);
  auto add = [&](std::string name, size_t kernel, size_t stride, size_t groups, size_t cin, size_t cout,
                 size_t input_size, double sparsity) {
    LayerWeights l;
    l.name = std::move(name);
    l.kernel = kernel;
    l.stride = stride;
    l.groups = groups;
    l.input_channels = cin;
    l.output_channels = cout;
    l.input_size = input_size;
    l.output_size = kernel == 1 ? input_size : (input_size + 2 - kernel) / stride + 1;
    const size_t fan_in = kernel * kernel * (cin / groups);
    const size_t total = cout * fan_in;
    const size_t nonzeros = total - sprt_test::PrunedCount(total, sparsity);
    // Var(U(-a, a)) = a^2 / 3 = 2 / (fan_in * density).
    const double density = static_cast<double>(std::max<size_t>(nonzeros, 1)) / static_cast<double>(total);
    const float a = static_cast<float>(std::sqrt(6.0 / (static_cast<double>(fan_in) * density)));
    // OHWI rows of fan_in weights each.
    sprt_test::SparseMatrix m = sprt_test::RandomSparseMatrix(rng, cout, fan_in, sparsity, -a, a);
    l.weights = std::move(m.dense);
    l.nonzeros = m.nonzeros();
    std::uniform_real_distribution<float> bias(-0.1f, 0.1f);
    l.bias.resize(cout);
    for (float& b : l.bias) b = bias(rng);
    w.layers.push_back(std::move(l));
  };
  add("conv0", 3, 2, 1, 3, 32, kImageSize, 0.0);
  // {output channels, depthwise stride} of the 13 depthwise-separable blocks.
  const size_t blocks[13][2] = {{64, 1},  {128, 2}, {128, 1}, {256, 2},  {256, 1},  {512, 2}, {512, 1},
                                {512, 1}, {512, 1}, {512, 1}, {512, 1}, {1024, 2}, {1024, 1}};
  size_t channels = 32, size = kImageSize / 2;
  for (size_t b = 0; b < 13; b++) {
    const size_t stride = blocks[b][1];
    add("dw" + std::to_string(b + 1), 3, stride, channels, channels, channels, size, 0.0);
    size = w.layers.back().output_size;
    add("pw" + std::to_string(b + 1), 1, 1, 1, channels, blocks[b][0], size, pointwise_sparsity);
    channels = blocks[b][0];
  }
  // The classifier: fan-in 1024, plain (no ReLU6 after it).
  add("fc", 1, 1, 1, channels, kClasses, 1, 0.0);
  return w;
}

enum class LayerType { kXnnConvolution, kSprtConvolution, kXnnAveragePool, kSprtAveragePool, kXnnFullyConnected };

struct MobileNetV1::Layer {
  std::string name;
  LayerType type;
  bool pointwise = false;
  xnn_operator_t xnn = nullptr;
  sprt_operator_t sprt = nullptr;
  size_t input_size = 0;  // spatial
  size_t output_size = 0;
  size_t output_channels = 0;
  size_t output_floats = 0;
  float* output = nullptr;  // one of the model's two activation buffers
  ~Layer() {
    if (xnn != nullptr) xnn_delete_operator(xnn);
    if (sprt != nullptr) sprt_delete_operator(sprt);
  }
};

MobileNetV1::MobileNetV1(ModelKind kind, size_t batch) : kind_(kind), batch_(batch) {}
MobileNetV1::~MobileNetV1() = default;

std::unique_ptr<MobileNetV1> MobileNetV1::Create(ModelKind kind, const MobileNetV1Weights& weights, size_t batch,
                                                 std::string* error) {
  std::unique_ptr<MobileNetV1> model(new MobileNetV1(kind, batch));
  if (batch == 0) {
    *error = "batch must be nonzero";
    return nullptr;
  }
  if (weights.layers.size() != 28) {
    *error = "expected 28 weight layers (conv0, 13 x dw/pw, fc), got " + std::to_string(weights.layers.size());
    return nullptr;
  }
  if (!model->Build(weights, error)) return nullptr;
  return model;
}

bool MobileNetV1::Build(const MobileNetV1Weights& weights, std::string* error) {
  const bool nhwc = kind_ == ModelKind::kXnnpackDense;
  for (const LayerWeights& lw : weights.layers) {
    if (lw.name == "fc") {
      // Global average pooling first, then the classifier.
      auto pool = std::make_unique<Layer>();
      pool->name = "avgpool";
      pool->type = LayerType::kXnnAveragePool;
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
      fc->type = LayerType::kXnnFullyConnected;
      fc->input_size = fc->output_size = 1;
      fc->output_channels = lw.output_channels;
      const xnn_status fc_status = xnn_create_fully_connected_nc_f32(
          lw.input_channels, lw.output_channels, lw.input_channels, lw.output_channels, lw.weights.data(),
          lw.bias.data(), -INFINITY, INFINITY, 0, &fc->xnn);
      if (fc_status != xnn_status_success) {
        *error = XnnError("creating fc", fc_status);
        return false;
      }
      layers_.push_back(std::move(fc));  // writes the caller's logits
      continue;
    }
    auto layer = std::make_unique<Layer>();
    layer->name = lw.name;
    layer->pointwise = lw.kernel == 1;
    layer->input_size = lw.input_size;
    layer->output_size = lw.output_size;
    layer->output_channels = lw.output_channels;
    layer->output_floats = batch_ * lw.output_channels * lw.output_size * lw.output_size;
    const auto start = std::chrono::steady_clock::now();
    const uint32_t pad = lw.kernel == 3 ? 1 : 0;
    const uint32_t k = static_cast<uint32_t>(lw.kernel), s = static_cast<uint32_t>(lw.stride);
    const uint32_t groups = static_cast<uint32_t>(lw.groups);
    const size_t gin = lw.input_channels / lw.groups, gout = lw.output_channels / lw.groups;
    // The NCHW models read the NHWC image directly into their NCHW stem.
    const bool stem = !nhwc && lw.name == "conv0";
    // sprt takes XNNPACK's NCHW parameter list; XNNPACK keeps the layers sprt has no kernel for on
    // this ISA (the depthwise and stem layers on NEON).
    sprt_status sprt_create = sprt_status_unsupported_hardware;
    if (kind_ == ModelKind::kSprt) {
      sprt_create = sprt_create_convolution2d_nchw_f32(
          pad, pad, pad, pad, k, k, s, s, 1, 1, groups, gin, gout, lw.input_channels, lw.output_channels,
          lw.weights.data(), lw.bias.data(), kRelu6Min, kRelu6Max, stem ? SPRT_FLAG_INPUT_NHWC : 0, &layer->sprt);
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
                 lw.weights.data(), lw.bias.data(), kRelu6Min, kRelu6Max, stem ? XNN_FLAG_INPUT_NHWC : 0,
                 &layer->xnn);
      if (status != xnn_status_success) {
        *error = XnnError("creating " + lw.name, status);
        return false;
      }
    }
    if (layer->pointwise) pointwise_create_ms_ += MsSince(start);
    layers_.push_back(std::move(layer));
  }
  // Layers alternate between two buffers, each as large as the largest activation, the way
  // XNNPACK's runtime memory planner shares them: 6.4 MB at batch 1 instead of 20 MB, which
  // otherwise left caches for DRAM between one layer's output and the next layer's input.
  size_t largest = 0;
  for (const auto& l : layers_) largest = std::max(largest, l->output_floats);
  for (auto& b : activations_) {
    b.reset(AllocateFloats(largest).release());
    if (b == nullptr) {
      *error = "out of memory for activations: 2 x " + std::to_string(largest) + " floats";
      return false;
    }
  }
  for (size_t i = 0; i + 1 < layers_.size(); i++) layers_[i]->output = activations_[i % 2].get();
  return true;
}

const std::string& MobileNetV1::layer_name(size_t layer) const { return layers_[layer]->name; }
bool MobileNetV1::is_pointwise(size_t layer) const { return layers_[layer]->pointwise; }
const float* MobileNetV1::layer_output(size_t layer) const {
  return layer + 1 == layers_.size() ? logits_ : layers_[layer]->output;
}
float* MobileNetV1::mutable_layer_output(size_t layer) { return layers_[layer]->output; }
size_t MobileNetV1::layer_output_channels(size_t layer) const { return layers_[layer]->output_channels; }
size_t MobileNetV1::layer_output_size(size_t layer) const { return layers_[layer]->output_size; }

bool MobileNetV1::Setup(const float* input, float* logits, pthreadpool_t threadpool, std::string* error) {
  input_ = input;
  logits_ = logits;
  const bool nhwc = kind_ == ModelKind::kXnnpackDense;
  const float* x = input;
  for (size_t i = 0; i < layers_.size(); i++) {
    Layer& l = *layers_[i];
    float* y = i + 1 == layers_.size() ? logits : l.output;
    xnn_status status = xnn_status_success;
    switch (l.type) {
      case LayerType::kXnnConvolution:
        status = nhwc ? xnn_setup_convolution2d_nhwc_f32(l.xnn, batch_, l.input_size, l.input_size, x, y, threadpool)
                      : xnn_setup_convolution2d_nchw_f32(l.xnn, batch_, l.input_size, l.input_size, x, y, threadpool);
        break;
      case LayerType::kSprtConvolution: {
        const sprt_status s =
            sprt_setup_convolution2d_nchw_f32(l.sprt, batch_, l.input_size, l.input_size, x, y, threadpool);
        if (s != sprt_status_success) {
          *error = SprtError("setting up " + l.name, s);
          return false;
        }
        break;
      }
      case LayerType::kXnnAveragePool:
        status = nhwc ? xnn_setup_global_average_pooling_nwc_f32(l.xnn, batch_, l.input_size * l.input_size, x, y,
                                                                 threadpool)
                      : xnn_setup_global_average_pooling_ncw_f32(l.xnn, batch_, l.input_size * l.input_size, x, y,
                                                                 threadpool);
        break;
      case LayerType::kSprtAveragePool: {
        const sprt_status s = sprt_setup_global_average_pooling_ncw_f32(l.sprt, batch_, l.input_size * l.input_size,
                                                                        x, y, threadpool);
        if (s != sprt_status_success) {
          *error = SprtError("setting up " + l.name, s);
          return false;
        }
        break;
      }
      case LayerType::kXnnFullyConnected:
        status = xnn_setup_fully_connected_nc_f32(l.xnn, batch_, x, y, threadpool);
        break;
    }
    if (status != xnn_status_success) {
      *error = XnnError("setting up " + l.name, status);
      return false;
    }
    x = y;
  }
  return true;
}

bool MobileNetV1::RunLayer(size_t layer, pthreadpool_t threadpool, std::string* error) {
  Layer& l = *layers_[layer];
  if (l.sprt != nullptr) {
    const sprt_status status = sprt_run_operator(l.sprt, threadpool);
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

bool MobileNetV1::Run(pthreadpool_t threadpool, std::string* error) {
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
