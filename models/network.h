// Three image classifiers (224x224x3, width 1.0, 1000 classes) on generated pruned weights, each
// built three ways from one set of weights:
//   xnnpack_dense:  XNNPACK NHWC operators (convolutions, residual adds, global average pooling NWC,
//                   fully connected);
//   xnnpack_sparse: XNNPACK's sparse recipe: the stem as an NCHW convolution reading NHWC input,
//                   depthwise and 1x1 convolutions in NCHW (its SpMM for the 1x1 layers), adds,
//                   global average pooling NCW, fully connected;
//   sprt:           the same through sprt's operators, created with the same NCHW parameter lists
//                   (sprt_create_convolution2d_nchw_f32, sprt_create_global_average_pooling_ncw_f32):
//                   every layer but the adds and the classifier on x86; on NEON, where sprt has
//                   kernels only for the 1x1 layers, XNNPACK keeps the others.
// The networks:
//   mbv1:     MobileNetV1: stem, 13 x (3x3 depthwise, 1x1), every convolution with ReLU6;
//   mbv2:     MobileNetV2: stem, 17 inverted residual blocks (1x1 expansion x6 + ReLU6, 3x3
//             depthwise + ReLU6, linear 1x1 projection, an add where the block keeps its shape),
//             1x1 head to 1280 + ReLU6;
//   efflite0: EfficientNet-Lite0: MobileNetV2's blocks with 3x3 and 5x5 depthwise kernels (16
//             blocks, no squeeze-and-excitation), the same head.
// Sparsity applies to every 1x1 convolution (not the classifier).
#pragma once

#include <pthreadpool.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace sprt_models {

// What every plan shares: the input image, the classes, and the ReLU6 clamp of the convolutions.
constexpr size_t kImageSize = 224;
constexpr size_t kClasses = 1000;
constexpr float kRelu6Min = 0.0f;
constexpr float kRelu6Max = 6.0f;
constexpr size_t kNone = SIZE_MAX;

enum class Architecture { kMobileNetV1, kMobileNetV2, kEfficientNetLite0 };
constexpr Architecture kArchitectures[] = {Architecture::kMobileNetV1, Architecture::kMobileNetV2,
                                           Architecture::kEfficientNetLite0};
const char* ArchitectureName(Architecture architecture);  // "mbv1", "mbv2", "efflite0"
// Parses a name ArchitectureName gives; false for anything else.
bool ParseArchitecture(const std::string& name, Architecture* architecture);

// One convolution or fully connected layer. Weights are OHWI: [groups][out per group][kh][kw][in per
// group], which is what XNNPACK's NHWC convolutions, its NCHW depthwise and 1x1 convolutions, its
// NHWC-input stem and sprt ([out][in] for 1x1) all read. Padding is kernel / 2 on every side.
struct LayerWeights {
  std::string name;       // "conv0", "dw1", "pw1", "b2_expand", "b2_dw", "b2_project", "head", "fc", ...
  size_t kernel = 1;      // kernel height and width
  size_t stride = 1;
  size_t groups = 1;
  size_t input_channels = 0;   // total
  size_t output_channels = 0;  // total
  size_t input_size = 0;       // input height (= width)
  size_t output_size = 0;
  bool relu6 = true;  // false: a linear projection, the classifier
  // The index of the layer whose input this layer's output is added to (a residual add follows this
  // layer, named after the block: "b3_add"), or kNone.
  size_t residual_from = kNone;
  std::vector<float> weights;
  std::vector<float> bias;
  size_t nonzeros = 0;

  size_t padding() const { return kernel / 2; }
  bool classifier() const { return name == "fc"; }
  bool pointwise() const { return kernel == 1 && !classifier(); }
  // The name of the residual add after this projection: its block's ("b3_project": "b3_add").
  std::string residual_add_name() const { return name.substr(0, name.find('_')) + "_add"; }
};

// What a layer is, for per-kind profiles: "stem", "dw3x3", "dw5x5", "pw" (MobileNetV1's 1x1 layers),
// "expand", "project", "head", "fc"; the plans' other layers are "add" and "avgpool".
std::string LayerKind(const LayerWeights& layer);

struct NetworkWeights {
  Architecture architecture = Architecture::kMobileNetV1;
  double pointwise_sparsity = 0.0;
  std::vector<LayerWeights> layers;  // convolutions in network order, then fc

  // Uniform weights with He-style variance (2 / fan-in before ReLU6 and in the classifier, 1 / fan-in
  // for linear projections, divided by the density for the pruned layers) so activations stay O(1)
  // through the network; an exact fraction of each 1x1 layer's weights is zero, at uniformly random
  // positions (sprt_test::RandomSparseMatrix). The same seed gives the same weights.
  static NetworkWeights Generate(Architecture architecture, uint64_t seed, double pointwise_sparsity);

  // What both kinds of plan need before building one: a batch, and convolutions then the classifier.
  // Sets *error and returns false otherwise.
  bool CheckPlan(size_t batch, std::string* error) const;
};

enum class ModelKind { kXnnpackDense, kXnnpackSparse, kSprt };

// How the sprt plan is built. fuse_blocks: each inverted residual block whose expansion, depthwise
// and projection layers all run on sprt runs as one fused operator (sprt_create_inverted_bottleneck_
// nchw_f32), which sprt sets up to run in bands (the expanded and depthwise tensors never reach
// memory) or as its three operators, whichever it expects faster for the pool. Either way the
// results are bitwise the unfused plan's. The expansion and depthwise layers stay in the layer list,
// folded (no work of their own; their outputs are valid only where the block ran apart); the
// projection's layer runs the block, reads the block's input and has the kind "block". A residual
// add after it is folded too (never valid): the block adds its input (SPRT_FLAG_ADD_BLOCK_INPUT),
// and the layers after read the block's output in its place.
struct PlanOptions {
  bool fuse_blocks = true;
};
const char* ModelName(ModelKind kind);  // "xnnpack_dense", "xnnpack_sparse", "sprt"

// An execution plan: operators created once, set up for one input/output pair, run whole or layer
// by layer. Activations live in one internal, 64-byte aligned arena, planned as XNNPACK's runtime
// plans its own: outputs whose lifetimes do not overlap share bytes. Not thread-safe.
class Network {
 public:
  // Creates every operator (xnn_initialize and sprt_initialize must have succeeded). Returns null
  // and sets *error on failure.
  static std::unique_ptr<Network> Create(ModelKind kind, const NetworkWeights& weights, size_t batch,
                                         std::string* error, const PlanOptions& options = PlanOptions());
  ~Network();
  Network(const Network&) = delete;
  Network& operator=(const Network&) = delete;

  // input: [batch][224][224][3] (NHWC, all three models); logits: [batch][1000]. XNNPACK's setup
  // takes the pool that later runs will use. Places the activations (for the sprt plan's fused
  // blocks the arena depends on the pool): earlier layer outputs are gone.
  bool Setup(const float* input, float* logits, pthreadpool_t threadpool, std::string* error);
  bool Run(pthreadpool_t threadpool, std::string* error);
  bool RunLayer(size_t layer, pthreadpool_t threadpool, std::string* error);

  ModelKind kind() const { return kind_; }
  Architecture architecture() const { return architecture_; }
  size_t batch() const { return batch_; }
  // Layers as run: the convolutions with each residual add after its projection, then avgpool, fc.
  size_t num_layers() const { return layers_.size(); }
  const std::string& layer_name(size_t layer) const;
  const std::string& layer_kind(size_t layer) const;  // LayerKind, "add", "avgpool"
  bool is_pointwise(size_t layer) const;
  // Run inside a later layer's fused operator (PlanOptions::fuse_blocks): nothing to run.
  bool is_folded(size_t layer) const;
  // The layers whose outputs this layer reads (kNone: the image); one, or two for an add. A fused
  // block's layer reads the block's input; a folded layer reads what it would unfused.
  const std::vector<size_t>& layer_inputs(size_t layer) const;
  // The index into NetworkWeights::layers of a convolution or fc layer; kNone for adds and avgpool.
  size_t weight_layer(size_t layer) const;
  // Output of a layer once it has run, valid until a later layer's output takes its buffer (after
  // the last layer that reads it): NHWC for xnnpack_dense, NCHW (channels-major) for the others; the
  // pooled features are [batch][channels]. Channels and spatial size describe it.
  const float* layer_output(size_t layer) const;
  // The same buffer, writable (not the logits): tests feed one model's activations into another's
  // layer.
  float* mutable_layer_output(size_t layer);
  size_t layer_output_channels(size_t layer) const;
  size_t layer_output_size(size_t layer) const;
  bool channels_last() const { return kind_ == ModelKind::kXnnpackDense; }
  // Wall time to create the 1x1 operators (sprt: packing; XNNPACK: its weight packing).
  double pointwise_create_ms() const { return pointwise_create_ms_; }

 private:
  struct Layer;
  Network(ModelKind kind, Architecture architecture, size_t batch);
  bool Build(const NetworkWeights& weights, const PlanOptions& options, std::string* error);
  bool FuseBlocks(std::string* error);
  bool BuildConvolution(const LayerWeights& lw, size_t weight_layer, std::string* error);
  bool BuildAdd(const LayerWeights& lw, size_t input, std::string* error);
  bool BuildHead(const LayerWeights& fc, size_t weight_layer, std::string* error);
  bool AssignBuffers(pthreadpool_t threadpool, std::string* error);

  ModelKind kind_;
  Architecture architecture_;
  size_t batch_;
  std::vector<std::unique_ptr<Layer>> layers_;
  std::unique_ptr<char, void (*)(void*)> arena_{nullptr, std::free};  // every activation, then the workspace
  char* workspace_ = nullptr;  // the fused blocks' band buffers, shared by all of them (in arena_)
  size_t workspace_bytes_ = 0;
  double pointwise_create_ms_ = 0.0;
  const float* input_ = nullptr;
  float* logits_ = nullptr;
};

}  // namespace sprt_models
