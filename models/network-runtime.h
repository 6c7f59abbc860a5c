// A network of network.h as an XNNPACK subgraph (xnn_define_*) run by an XNNPACK runtime, from the
// same weights: the graph TFLite's XNNPACK delegate builds for the model. Every convolution carries
// its ReLU6 clamp as the node's output range (the delegate fuses an activation into its node the
// same way, and XNNPACK's optimizer would fuse a separate clamp node into it anyway); linear
// projections have none; depthwise filters are [1][k][k][channels]; residual adds are add2 nodes;
// global average pooling gives [batch][1][1][channels], and a fully connected classifier reshapes
// that to [batch][channels] (XNN_FLAG_TENSORFLOW_RESHAPE_2D, as for TFLite's FULLY_CONNECTED).
//
// xnn_create_runtime_v2's flags pick the path: 0 is the dense NHWC runtime;
// XNN_FLAG_HINT_SPARSE_INFERENCE lets XNNPACK rewrite the stem-to-pooling region to NCHW (ARM, and
// x86 with the sprt plugin loaded: plugin/sprt-xnnpack.h).
#pragma once

#include <pthreadpool.h>
#include <xnnpack.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "models/network.h"

namespace sprt_models {

class NetworkRuntime {
 public:
  // Defines the subgraph and creates the runtime on `threadpool` (xnn_initialize must have
  // succeeded). The model keeps its own copy of the weights the runtime was created from. Returns
  // null and sets *error on failure.
  static std::unique_ptr<NetworkRuntime> Create(const NetworkWeights& weights, size_t batch,
                                                    pthreadpool_t threadpool, uint32_t flags, std::string* error);
  ~NetworkRuntime();
  NetworkRuntime(const NetworkRuntime&) = delete;
  NetworkRuntime& operator=(const NetworkRuntime&) = delete;

  // input: [batch][224][224][3] (NHWC) with XNN_EXTRA_BYTES readable after it; logits: [batch][1000].
  bool Setup(const float* input, float* logits, std::string* error);
  bool Run(std::string* error);

  size_t batch() const { return batch_; }
  // Nodes in the order the runtime runs their operators, named as Network's layers.
  size_t num_layers() const { return layer_names_.size(); }
  const std::string& layer_name(size_t layer) const { return layer_names_[layer]; }
  const std::string& layer_kind(size_t layer) const { return layer_kinds_[layer]; }
  bool is_pointwise(size_t layer) const { return pointwise_[layer]; }

 private:
  explicit NetworkRuntime(size_t batch) : batch_(batch) {}
  bool Build(const NetworkWeights& weights, pthreadpool_t threadpool, uint32_t flags, std::string* error);

  size_t batch_;
  xnn_runtime_t runtime_ = nullptr;
  uint32_t input_id_ = XNN_INVALID_VALUE_ID;
  uint32_t output_id_ = XNN_INVALID_VALUE_ID;
  // Filters and biases the subgraph points at: they must outlive the runtime.
  std::vector<std::vector<float>> static_data_;
  std::vector<std::string> layer_names_;
  std::vector<std::string> layer_kinds_;
  std::vector<bool> pointwise_;
};

}  // namespace sprt_models
