#include "models/network-runtime.h"

#include <array>
#include <cmath>
#include <utility>

namespace sprt_models {
namespace {

std::string XnnError(const std::string& what, xnn_status status) {
  return what + " failed with xnn_status " + std::to_string(static_cast<int>(status));
}

struct SubgraphDeleter {
  void operator()(xnn_subgraph* s) const { xnn_delete_subgraph(s); }
};

}  // namespace

NetworkRuntime::~NetworkRuntime() {
  if (runtime_ != nullptr) xnn_delete_runtime(runtime_);
}

std::unique_ptr<NetworkRuntime> NetworkRuntime::Create(const NetworkWeights& weights, size_t batch,
                                                       pthreadpool_t threadpool, uint32_t flags, std::string* error) {
  if (!weights.CheckPlan(batch, error)) return nullptr;
  std::unique_ptr<NetworkRuntime> model(new NetworkRuntime(batch));
  if (!model->Build(weights, threadpool, flags, error)) return nullptr;
  return model;
}

bool NetworkRuntime::Build(const NetworkWeights& weights, pthreadpool_t threadpool, uint32_t flags,
                           std::string* error) {
  xnn_subgraph_t raw = nullptr;
  xnn_status status = xnn_create_subgraph(/*external_value_ids=*/2, 0, &raw);
  if (status != xnn_status_success) {
    *error = XnnError("xnn_create_subgraph", status);
    return false;
  }
  const std::unique_ptr<xnn_subgraph, SubgraphDeleter> subgraph(raw);

  // A tensor of `dims`: static when `data` is given, else internal, or external with id `external`.
  auto tensor = [&](std::vector<size_t> dims, const float* data, uint32_t external, uint32_t value_flags,
                    uint32_t* id) {
    status = xnn_define_tensor_value(subgraph.get(), xnn_datatype_fp32, dims.size(), dims.data(), data, external,
                                     value_flags, id);
    return status == xnn_status_success;
  };
  auto keep = [&](std::vector<float> data) -> const float* {
    static_data_.push_back(std::move(data));
    return static_data_.back().data();
  };

  if (!tensor({batch_, kImageSize, kImageSize, 3}, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT, &input_id_) ||
      !tensor({batch_, kClasses}, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &output_id_)) {
    *error = XnnError("defining the input and output", status);
    return false;
  }
  auto name = [&](const std::string& layer, const std::string& kind, bool pointwise) {
    layer_names_.push_back(layer);
    layer_kinds_.push_back(kind);
    pointwise_.push_back(pointwise);
  };
  // input_tensor[w]: the tensor weight layer w reads.
  std::vector<uint32_t> input_tensor(weights.layers.size(), XNN_INVALID_VALUE_ID);
  uint32_t x = input_id_;
  for (size_t w = 0; w < weights.layers.size(); w++) {
    const LayerWeights& lw = weights.layers[w];
    input_tensor[w] = x;
    const size_t k = lw.kernel;
    const uint32_t k32 = static_cast<uint32_t>(k), s = static_cast<uint32_t>(lw.stride);
    const uint32_t pad = static_cast<uint32_t>(lw.padding());
    uint32_t filter = XNN_INVALID_VALUE_ID, bias = XNN_INVALID_VALUE_ID, y = XNN_INVALID_VALUE_ID;
    if (lw.classifier()) {
      // The pooled features, then the classifier on them.
      uint32_t pooled = XNN_INVALID_VALUE_ID;
      if (!tensor({batch_, 1, 1, lw.input_channels}, nullptr, XNN_INVALID_VALUE_ID, 0, &pooled) ||
          (status = xnn_define_global_average_pooling_2d(subgraph.get(), -INFINITY, INFINITY, x, pooled, 0)) !=
              xnn_status_success) {
        *error = XnnError("defining avgpool", status);
        return false;
      }
      name("avgpool", "avgpool", false);
      if (!tensor({lw.output_channels, lw.input_channels}, keep(lw.weights), XNN_INVALID_VALUE_ID, 0, &filter) ||
          !tensor({lw.output_channels}, keep(lw.bias), XNN_INVALID_VALUE_ID, 0, &bias) ||
          (status = xnn_define_fully_connected(subgraph.get(), -INFINITY, INFINITY, pooled, filter, bias, output_id_,
                                               XNN_FLAG_TENSORFLOW_RESHAPE_2D)) != xnn_status_success) {
        *error = XnnError("defining fc", status);
        return false;
      }
      name(lw.name, LayerKind(lw), false);
      continue;
    }
    const bool depthwise = lw.groups > 1;
    if (depthwise) {
      // OHWI [channels][k][k][1] to the delegate's [1][k][k][channels].
      std::vector<float> hwc(lw.weights.size());
      for (size_t c = 0; c < lw.output_channels; c++) {
        for (size_t t = 0; t < k * k; t++) hwc[t * lw.output_channels + c] = lw.weights[c * k * k + t];
      }
      if (!tensor({1, k, k, lw.output_channels}, keep(std::move(hwc)), XNN_INVALID_VALUE_ID, 0, &filter)) {
        *error = XnnError("defining the filter of " + lw.name, status);
        return false;
      }
    } else if (!tensor({lw.output_channels, k, k, lw.input_channels}, keep(lw.weights), XNN_INVALID_VALUE_ID, 0,
                       &filter)) {
      *error = XnnError("defining the filter of " + lw.name, status);
      return false;
    }
    const std::vector<size_t> shape = {batch_, lw.output_size, lw.output_size, lw.output_channels};
    if (!tensor({lw.output_channels}, keep(lw.bias), XNN_INVALID_VALUE_ID, 0, &bias) ||
        !tensor(shape, nullptr, XNN_INVALID_VALUE_ID, 0, &y)) {
      *error = XnnError("defining the tensors of " + lw.name, status);
      return false;
    }
    const float min = lw.relu6 ? kRelu6Min : -INFINITY, max = lw.relu6 ? kRelu6Max : INFINITY;
    status = depthwise ? xnn_define_depthwise_convolution_2d(subgraph.get(), pad, pad, pad, pad, k32, k32, s, s, 1, 1,
                                                             /*depth_multiplier=*/1, lw.input_channels, min, max, x,
                                                             filter, bias, y, 0)
                       : xnn_define_convolution_2d(subgraph.get(), pad, pad, pad, pad, k32, k32, s, s, 1, 1,
                                                   /*groups=*/1, lw.input_channels, lw.output_channels, min, max, x,
                                                   filter, bias, y, 0);
    if (status != xnn_status_success) {
      *error = XnnError("defining " + lw.name, status);
      return false;
    }
    name(lw.name, LayerKind(lw), lw.pointwise());
    x = y;
    if (lw.residual_from != kNone) {
      const std::string add = lw.residual_add_name();
      if (!tensor(shape, nullptr, XNN_INVALID_VALUE_ID, 0, &y) ||
          (status = xnn_define_add2(subgraph.get(), -INFINITY, INFINITY, input_tensor.at(lw.residual_from), x, y,
                                    0)) != xnn_status_success) {
        *error = XnnError("defining " + add, status);
        return false;
      }
      name(add, "add", false);
      x = y;
    }
  }

  status = xnn_create_runtime_v2(subgraph.get(), threadpool, flags, &runtime_);
  if (status != xnn_status_success) {
    runtime_ = nullptr;
    *error = XnnError("xnn_create_runtime_v2", status);
    return false;
  }
  return true;
}

bool NetworkRuntime::Setup(const float* input, float* logits, std::string* error) {
  const std::array<xnn_external_value, 2> external = {{
      {input_id_, const_cast<float*>(input)},
      {output_id_, logits},
  }};
  const xnn_status status = xnn_setup_runtime(runtime_, external.size(), external.data());
  if (status != xnn_status_success) {
    *error = XnnError("xnn_setup_runtime", status);
    return false;
  }
  return true;
}

bool NetworkRuntime::Run(std::string* error) {
  const xnn_status status = xnn_invoke_runtime(runtime_);
  if (status != xnn_status_success) {
    *error = XnnError("xnn_invoke_runtime", status);
    return false;
  }
  return true;
}

}  // namespace sprt_models
