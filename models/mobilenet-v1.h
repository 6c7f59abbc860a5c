// MobileNetV1 (224x224x3, width 1.0, 1000 classes) built three ways from one set of weights:
//   xnnpack_dense:  XNNPACK NHWC operators (convolutions, global average pooling NWC, fully connected);
//   xnnpack_sparse: XNNPACK's sparse recipe: the stem as an NCHW convolution reading NHWC input,
//                   depthwise and pointwise convolutions in NCHW (its SpMM for the 13 pointwise
//                   layers), global average pooling NCW, fully connected;
//   sprt:           the same through sprt's operators, created with the same NCHW parameter lists
//                   (sprt_create_convolution2d_nchw_f32, sprt_create_global_average_pooling_ncw_f32):
//                   every layer but the classifier on x86; on NEON, where sprt has kernels only for
//                   the 13 pointwise layers, XNNPACK keeps the others.
// Every convolution has a bias and ReLU6. Sparsity applies to the 13 pointwise layers only.
#pragma once

#include <pthreadpool.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace sprt_models {

// What every plan shares: the input image, the classes, and the ReLU6 clamp of every convolution.
constexpr size_t kImageSize = 224;
constexpr size_t kClasses = 1000;
constexpr float kRelu6Min = 0.0f;
constexpr float kRelu6Max = 6.0f;

// One convolution or fully connected layer. Weights are OHWI: [groups][out per group][kh][kw][in per
// group], which is what XNNPACK's NHWC convolutions, its NCHW depthwise and 1x1 convolutions, its
// NHWC-input stem and sprt ([out][in] for 1x1) all read.
struct LayerWeights {
  std::string name;       // "conv0", "dw1", "pw1", ..., "fc"
  size_t kernel = 1;      // kernel height and width
  size_t stride = 1;
  size_t groups = 1;
  size_t input_channels = 0;   // total
  size_t output_channels = 0;  // total
  size_t input_size = 0;       // input height (= width)
  size_t output_size = 0;
  std::vector<float> weights;
  std::vector<float> bias;
  size_t nonzeros = 0;
};

struct MobileNetV1Weights {
  double pointwise_sparsity = 0.0;
  std::vector<LayerWeights> layers;  // conv0, then dw1, pw1, ..., dw13, pw13, then fc (29 layers)

  // Uniform weights with He-style variance (2 / fan-in, divided by the density for the pruned layers)
  // so activations stay O(1) through 27 ReLU6 convolutions; an exact fraction of each pointwise
  // layer's weights is zero, at uniformly random positions (sprt_test::RandomSparseMatrix). The
  // same seed gives the same weights.
  static MobileNetV1Weights Generate(uint64_t seed, double pointwise_sparsity);
};

enum class ModelKind { kXnnpackDense, kXnnpackSparse, kSprt };
const char* ModelName(ModelKind kind);  // "xnnpack_dense", "xnnpack_sparse", "sprt"

// An execution plan: operators created once, set up for one input/output pair, run whole or layer
// by layer. Activations live in two internal, 64-byte aligned buffers that layers alternate
// between (a layer reads one and writes the other). Not thread-safe.
class MobileNetV1 {
 public:
  // Creates every operator (xnn_initialize and sprt_initialize must have succeeded). Returns null
  // and sets *error on failure.
  static std::unique_ptr<MobileNetV1> Create(ModelKind kind, const MobileNetV1Weights& weights, size_t batch,
                                             std::string* error);
  ~MobileNetV1();
  MobileNetV1(const MobileNetV1&) = delete;
  MobileNetV1& operator=(const MobileNetV1&) = delete;

  // input: [batch][224][224][3] (NHWC, all three models); logits: [batch][1000]. XNNPACK's setup
  // takes the pool that later runs will use.
  bool Setup(const float* input, float* logits, pthreadpool_t threadpool, std::string* error);
  bool Run(pthreadpool_t threadpool, std::string* error);
  bool RunLayer(size_t layer, pthreadpool_t threadpool, std::string* error);

  ModelKind kind() const { return kind_; }
  size_t batch() const { return batch_; }
  // Layers as run: conv0, dw1, pw1, ..., dw13, pw13, avgpool, fc.
  size_t num_layers() const { return layers_.size(); }
  const std::string& layer_name(size_t layer) const;
  bool is_pointwise(size_t layer) const;
  // Output of a layer once it has run, valid until the layer after next runs over it: NHWC for
  // xnnpack_dense, NCHW (channels-major) for the others; the pooled features are [batch][1024].
  // Channels and spatial size describe it.
  const float* layer_output(size_t layer) const;
  // The same buffer, writable (not the logits): tests feed one model's activation into another's
  // next layer.
  float* mutable_layer_output(size_t layer);
  size_t layer_output_channels(size_t layer) const;
  size_t layer_output_size(size_t layer) const;
  bool channels_last() const { return kind_ == ModelKind::kXnnpackDense; }
  // Wall time to create the 13 pointwise operators (sprt: packing; XNNPACK: its weight packing).
  double pointwise_create_ms() const { return pointwise_create_ms_; }

 private:
  struct Layer;
  MobileNetV1(ModelKind kind, size_t batch);
  bool Build(const MobileNetV1Weights& weights, std::string* error);

  ModelKind kind_;
  size_t batch_;
  std::vector<std::unique_ptr<Layer>> layers_;
  std::unique_ptr<float, void (*)(void*)> activations_[2] = {{nullptr, std::free}, {nullptr, std::free}};
  double pointwise_create_ms_ = 0.0;
  const float* input_ = nullptr;
  float* logits_ = nullptr;
};

}  // namespace sprt_models
