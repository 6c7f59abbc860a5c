// MobileNetV1 as an XNNPACK subgraph (xnn_define_*) run by an XNNPACK runtime, from the weights of
// mobilenet-v1.h: the graph TFLite's XNNPACK delegate builds for the model. The stem, 13 depthwise
// and 13 pointwise convolutions each carry their ReLU6 clamp as the node's output range (the
// delegate fuses an activation into its node the same way, and XNNPACK's optimizer would fuse a
// separate clamp node into it anyway); depthwise filters are [1][3][3][channels]; global average
// pooling gives [batch][1][1][1024], and a fully connected classifier reshapes that to
// [batch][1024] (XNN_FLAG_TENSORFLOW_RESHAPE_2D, as for TFLite's FULLY_CONNECTED).
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

#include "models/mobilenet-v1.h"

namespace sprt_models {

class MobileNetV1Runtime {
 public:
  // Defines the subgraph and creates the runtime on `threadpool` (xnn_initialize must have
  // succeeded). The model keeps its own copy of the weights the runtime was created from. Returns
  // null and sets *error on failure.
  static std::unique_ptr<MobileNetV1Runtime> Create(const MobileNetV1Weights& weights, size_t batch,
                                                    pthreadpool_t threadpool, uint32_t flags, std::string* error);
  ~MobileNetV1Runtime();
  MobileNetV1Runtime(const MobileNetV1Runtime&) = delete;
  MobileNetV1Runtime& operator=(const MobileNetV1Runtime&) = delete;

  // input: [batch][224][224][3] (NHWC) with XNN_EXTRA_BYTES readable after it; logits: [batch][1000].
  bool Setup(const float* input, float* logits, std::string* error);
  bool Run(std::string* error);

  size_t batch() const { return batch_; }
  // Nodes in the order the runtime runs their operators, named as MobileNetV1's layers: conv0, dw1,
  // pw1, ..., dw13, pw13, avgpool, fc.
  size_t num_layers() const { return layer_names_.size(); }
  const std::string& layer_name(size_t layer) const { return layer_names_[layer]; }
  bool is_pointwise(size_t layer) const { return layer_names_[layer].rfind("pw", 0) == 0; }

 private:
  explicit MobileNetV1Runtime(size_t batch) : batch_(batch) {}
  bool Build(const MobileNetV1Weights& weights, pthreadpool_t threadpool, uint32_t flags, std::string* error);

  size_t batch_;
  xnn_runtime_t runtime_ = nullptr;
  uint32_t input_id_ = XNN_INVALID_VALUE_ID;
  uint32_t output_id_ = XNN_INVALID_VALUE_ID;
  // Filters and biases the subgraph points at: they must outlive the runtime.
  std::vector<std::vector<float>> static_data_;
  std::vector<std::string> layer_names_;
};

}  // namespace sprt_models
