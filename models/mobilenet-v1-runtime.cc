#include "models/mobilenet-v1-runtime.h"

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

MobileNetV1Runtime::~MobileNetV1Runtime() {
  if (runtime_ != nullptr) xnn_delete_runtime(runtime_);
}

std::unique_ptr<MobileNetV1Runtime> MobileNetV1Runtime::Create(const MobileNetV1Weights& weights, size_t batch,
                                                               pthreadpool_t threadpool, uint32_t flags,
                                                               std::string* error) {
  if (batch == 0) {
    *error = "batch must be nonzero";
    return nullptr;
  }
  if (weights.layers.size() != 28) {
    *error = "expected 28 weight layers (conv0, 13 x dw/pw, fc), got " + std::to_string(weights.layers.size());
    return nullptr;
  }
  std::unique_ptr<MobileNetV1Runtime> model(new MobileNetV1Runtime(batch));
  if (!model->Build(weights, threadpool, flags, error)) return nullptr;
  return model;
}

bool MobileNetV1Runtime::Build(const MobileNetV1Weights& weights, pthreadpool_t threadpool, uint32_t flags,
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
  uint32_t x = input_id_;
  for (const LayerWeights& lw : weights.layers) {
    const size_t k = lw.kernel;
    const uint32_t k32 = static_cast<uint32_t>(k), s = static_cast<uint32_t>(lw.stride);
    const uint32_t pad = k == 3 ? 1 : 0;
    uint32_t filter = XNN_INVALID_VALUE_ID, bias = XNN_INVALID_VALUE_ID, y = XNN_INVALID_VALUE_ID;
    if (lw.name == "fc") {
      // The pooled features, then the classifier on them.
      uint32_t pooled = XNN_INVALID_VALUE_ID;
      if (!tensor({batch_, 1, 1, lw.input_channels}, nullptr, XNN_INVALID_VALUE_ID, 0, &pooled) ||
          (status = xnn_define_global_average_pooling_2d(subgraph.get(), -INFINITY, INFINITY, x, pooled, 0)) !=
              xnn_status_success) {
        *error = XnnError("defining avgpool", status);
        return false;
      }
      layer_names_.push_back("avgpool");
      if (!tensor({lw.output_channels, lw.input_channels}, keep(lw.weights), XNN_INVALID_VALUE_ID, 0, &filter) ||
          !tensor({lw.output_channels}, keep(lw.bias), XNN_INVALID_VALUE_ID, 0, &bias) ||
          (status = xnn_define_fully_connected(subgraph.get(), -INFINITY, INFINITY, pooled, filter, bias, output_id_,
                                               XNN_FLAG_TENSORFLOW_RESHAPE_2D)) != xnn_status_success) {
        *error = XnnError("defining fc", status);
        return false;
      }
      layer_names_.push_back(lw.name);
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
    if (!tensor({lw.output_channels}, keep(lw.bias), XNN_INVALID_VALUE_ID, 0, &bias) ||
        !tensor({batch_, lw.output_size, lw.output_size, lw.output_channels}, nullptr, XNN_INVALID_VALUE_ID, 0, &y)) {
      *error = XnnError("defining the tensors of " + lw.name, status);
      return false;
    }
    status = depthwise ? xnn_define_depthwise_convolution_2d(subgraph.get(), pad, pad, pad, pad, k32, k32, s, s, 1, 1,
                                                             /*depth_multiplier=*/1, lw.input_channels, kRelu6Min,
                                                             kRelu6Max, x, filter, bias, y, 0)
                       : xnn_define_convolution_2d(subgraph.get(), pad, pad, pad, pad, k32, k32, s, s, 1, 1,
                                                   /*groups=*/1, lw.input_channels, lw.output_channels, kRelu6Min,
                                                   kRelu6Max, x, filter, bias, y, 0);
    if (status != xnn_status_success) {
      *error = XnnError("defining " + lw.name, status);
      return false;
    }
    layer_names_.push_back(lw.name);
    x = y;
  }

  status = xnn_create_runtime_v2(subgraph.get(), threadpool, flags, &runtime_);
  if (status != xnn_status_success) {
    runtime_ = nullptr;
    *error = XnnError("xnn_create_runtime_v2", status);
    return false;
  }
  return true;
}

bool MobileNetV1Runtime::Setup(const float* input, float* logits, std::string* error) {
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

bool MobileNetV1Runtime::Run(std::string* error) {
  const xnn_status status = xnn_invoke_runtime(runtime_);
  if (status != xnn_status_success) {
    *error = XnnError("xnn_invoke_runtime", status);
    return false;
  }
  return true;
}

}  // namespace sprt_models
