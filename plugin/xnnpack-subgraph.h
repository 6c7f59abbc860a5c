// XNNPACK's subgraph structures as Debian's libXNNPACK.so (commit ae108ef) lays them out, copied
// from its src/xnnpack/subgraph.h (Copyright 2020 Google LLC, BSD-3-Clause license). The plugin reads
// them only to check what xnn_subgraph_rewrite_for_nchw did and to find the inverted residual blocks
// it may fuse (nchw-rewrite.c), after checking that the subgraph in hand has this layout; it writes
// nothing but a value's layout.
#ifndef SPRT_PLUGIN_XNNPACK_SUBGRAPH_H_
#define SPRT_PLUGIN_XNNPACK_SUBGRAPH_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <xnnpack.h>

#define SPRT_XNN_MAX_INPUTS 3
#define SPRT_XNN_MAX_OUTPUTS 2

struct sprt_xnn_shape {
  size_t num_dims;
  size_t dim[XNN_MAX_TENSOR_DIMS];
};

enum sprt_xnn_value_type {
  sprt_xnn_value_type_invalid = 0,
  sprt_xnn_value_type_dense_tensor = 1,
};

enum sprt_xnn_layout_type {
  sprt_xnn_layout_type_nhwc = 0,
  sprt_xnn_layout_type_nchw = 1,
};

struct sprt_xnn_value {
  uint32_t id;
  enum sprt_xnn_value_type type;
  enum xnn_datatype datatype;
  struct {
    int32_t zero_point;
    union {
      float scale;
      struct {
        const float* channelwise_scale;
        size_t channel_dimension;
      };
    };
  } quantization;
  struct sprt_xnn_shape shape;
  uint32_t flags;
  const void* data;
  uint32_t producer;
  uint32_t first_consumer;
  uint32_t num_consumers;
  uint32_t num_nchw_compatible_consumers;
  enum sprt_xnn_layout_type layout;
  bool fp16_compatible;
  uint32_t fp16_id;
  uint32_t fp32_id;
};

enum sprt_xnn_compute_type {
  sprt_xnn_compute_type_invalid = 0,
};

// Only the types the check names; the enum's full list is XNNPACK's.
enum sprt_xnn_node_type {
  sprt_xnn_node_type_invalid = 0,
  sprt_xnn_node_type_convolution_2d = 9,
  sprt_xnn_node_type_depthwise_convolution_2d = 11,
  sprt_xnn_node_type_depth_to_space = 12,
  sprt_xnn_node_type_global_average_pooling_2d = 17,
  sprt_xnn_node_type_unpooling_2d = 35,  // the last one
};

struct sprt_xnn_node {
  enum sprt_xnn_node_type type;
  uint32_t id;
  enum sprt_xnn_compute_type compute_type;
  union {
    struct {
      uint32_t input_padding_top;
      uint32_t input_padding_right;
      uint32_t input_padding_bottom;
      uint32_t input_padding_left;
      uint32_t kernel_height;
      uint32_t kernel_width;
      uint32_t subsampling_height;
      uint32_t subsampling_width;
      uint32_t dilation_height;
      uint32_t dilation_width;
      uint32_t groups;
      size_t group_input_channels;
      size_t group_output_channels;
    } convolution_2d;
    struct {
      uint32_t padding_top;
      uint32_t padding_right;
      uint32_t padding_bottom;
      uint32_t padding_left;
      uint32_t adjustment_height;
      uint32_t adjustment_width;
      uint32_t kernel_height;
      uint32_t kernel_width;
      uint32_t upsampling_height;
      uint32_t upsampling_width;
      uint32_t dilation_height;
      uint32_t dilation_width;
      uint32_t groups;
      size_t group_input_channels;
      size_t group_output_channels;
    } deconvolution_2d;
    struct {
      uint32_t input_padding_top;
      uint32_t input_padding_right;
      uint32_t input_padding_bottom;
      uint32_t input_padding_left;
      uint32_t kernel_height;
      uint32_t kernel_width;
      uint32_t subsampling_height;
      uint32_t subsampling_width;
      uint32_t dilation_height;
      uint32_t dilation_width;
      uint32_t depth_multiplier;
      size_t input_channels;
    } depthwise_convolution_2d;
    struct {
      uint32_t block_size;
    } depth_to_space;
    struct {
      uint32_t padding_top;
      uint32_t padding_right;
      uint32_t padding_bottom;
      uint32_t padding_left;
      uint32_t pooling_height;
      uint32_t pooling_width;
      uint32_t stride_height;
      uint32_t stride_width;
      uint32_t dilation_height;
      uint32_t dilation_width;
    } pooling_2d;
    struct {
      float alpha;
    } elu;
    struct {
      float negative_slope;
    } leaky_relu;
    struct {
      size_t pre_paddings[XNN_MAX_TENSOR_DIMS];
      size_t post_paddings[XNN_MAX_TENSOR_DIMS];
      uint32_t padding_value;
    } static_pad;
    struct {
      struct sprt_xnn_shape new_shape;
    } static_reshape;
    struct {
      size_t new_height;
      size_t new_width;
    } static_resize;
  } params;
  struct {
    float output_min;
    float output_max;
  } activation;
  uint32_t inputs[SPRT_XNN_MAX_INPUTS];
  uint32_t num_inputs;
  uint32_t outputs[SPRT_XNN_MAX_OUTPUTS];
  uint32_t num_outputs;
  uint32_t flags;
  uint32_t layout_flags;
  uint32_t cluster_leader;
  size_t num_params;
  size_t num_zeroes;
  void* create;
  void* setup;
};

struct sprt_xnn_subgraph {
  uint32_t external_value_ids;
  uint32_t num_reserved_values;
  uint32_t num_values;
  struct sprt_xnn_value* values;
  uint32_t num_reserved_nodes;
  uint32_t num_nodes;
  struct sprt_xnn_node* nodes;
};

#endif  // SPRT_PLUGIN_XNNPACK_SUBGRAPH_H_
