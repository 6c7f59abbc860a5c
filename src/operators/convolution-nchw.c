// NCHW convolution with XNNPACK's parameter list, f32 and f16: validation in XNNPACK's order, the
// choice of what runs (sparse 1x1, depthwise, NHWC-input stem; f16: sparse 1x1 only), and creation and
// setup of the dense kinds. The sparse 1x1 kind is convolution-1x1-nchw.c.
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "operator.h"
#include "packing/dense.h"
#include "registry.h"

static const char* const kCreate = "sprt_create_convolution2d_nchw_f32";
static const char* const kSetup = "sprt_setup_convolution2d_nchw_f32";
static const char* const kCreateF16 = "sprt_create_convolution2d_nchw_f16";
static const char* const kSetupF16 = "sprt_setup_convolution2d_nchw_f16";

// Everything the create call was given, so that validation and the choice read one struct.
struct convolution_parameters {
  const char* name;  // of the entry point, for log lines
  enum sprt_datatype datatype;
  uint32_t padding_top, padding_right, padding_bottom, padding_left;
  uint32_t kernel_height, kernel_width;
  uint32_t subsampling_height, subsampling_width;
  uint32_t dilation_height, dilation_width;
  uint32_t groups;
  size_t group_input_channels, group_output_channels;
  size_t input_channel_stride, output_channel_stride;
  float output_min, output_max;
  uint32_t flags;
};

static const uint32_t kKnownFlags = SPRT_FLAG_REORDER_OUTPUT_CHANNELS | SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER |
                                    SPRT_FLAG_DEPTHWISE_CONVOLUTION | SPRT_FLAG_INPUT_NHWC;
// The flags a sparse 1x1 operator takes from the generic entry points (the XNNPACK flags mean
// nothing to a 1x1 kernel).
static const uint32_t kSpmmFlags = SPRT_FLAG_REORDER_OUTPUT_CHANNELS | SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER |
                                   SPRT_FLAG_FP32_STATIC_WEIGHTS;

// Invalid parameters, in the order XNNPACK checks them.
static enum sprt_status validate(const struct convolution_parameters* p, const void* kernel,
                                 sprt_operator_t* op_out) {
  enum sprt_status status = sprt_check_initialized(p->name);
  if (status != sprt_status_success) return status;
  if (op_out == NULL) {
    sprt_log_error("%s: convolution_op_out is NULL", p->name);
    return sprt_status_invalid_parameter;
  }
  if (p->kernel_height == 0 || p->kernel_width == 0) {
    sprt_log_error("%s: invalid kernel size %" PRIu32 "x%" PRIu32 ": must be nonzero", p->name, p->kernel_height,
                   p->kernel_width);
    return sprt_status_invalid_parameter;
  }
  if (p->subsampling_height == 0 || p->subsampling_width == 0) {
    sprt_log_error("%s: invalid subsampling %" PRIu32 "x%" PRIu32 ": must be nonzero", p->name,
                   p->subsampling_height, p->subsampling_width);
    return sprt_status_invalid_parameter;
  }
  if (p->dilation_height == 0 || p->dilation_width == 0) {
    sprt_log_error("%s: invalid dilation %" PRIu32 "x%" PRIu32 ": must be nonzero", p->name, p->dilation_height,
                   p->dilation_width);
    return sprt_status_invalid_parameter;
  }
  if (p->groups == 0) {
    sprt_log_error("%s: invalid groups 0: must be nonzero", p->name);
    return sprt_status_invalid_parameter;
  }
  if (p->group_input_channels == 0) {
    sprt_log_error("%s: invalid group_input_channels 0: must be nonzero", p->name);
    return sprt_status_invalid_parameter;
  }
  if (p->group_output_channels == 0) {
    sprt_log_error("%s: invalid group_output_channels 0: must be nonzero", p->name);
    return sprt_status_invalid_parameter;
  }
  int overflow = 0;
  const size_t input_channels = sprt_mul_size(p->groups, p->group_input_channels, &overflow);
  const size_t output_channels = sprt_mul_size(p->groups, p->group_output_channels, &overflow);
  if (overflow) {
    sprt_log_error("%s: unsupported channel counts: %" PRIu32 " groups x %zu input / %zu output channels "
                   "overflow size_t", p->name, p->groups, p->group_input_channels, p->group_output_channels);
    return sprt_status_unsupported_parameter;
  }
  if (p->input_channel_stride < input_channels) {
    sprt_log_error("%s: invalid input_channel_stride %zu: must be at least the %zu input channels", p->name,
                   p->input_channel_stride, input_channels);
    return sprt_status_invalid_parameter;
  }
  if (p->output_channel_stride < output_channels) {
    sprt_log_error("%s: invalid output_channel_stride %zu: must be at least the %zu output channels", p->name,
                   p->output_channel_stride, output_channels);
    return sprt_status_invalid_parameter;
  }
  if (kernel == NULL) {
    sprt_log_error("%s: kernel is NULL", p->name);
    return sprt_status_invalid_parameter;
  }
  const bool f16 = p->datatype == sprt_datatype_f16;
  status = f16 ? sprt_check_output_range_f16(p->name, p->output_min, p->output_max)
               : sprt_check_output_range(p->name, p->output_min, p->output_max);
  if (status != sprt_status_success) return status;
  const uint32_t known_flags = kKnownFlags | (f16 ? SPRT_FLAG_FP32_STATIC_WEIGHTS : 0);
  if ((p->flags & ~known_flags) != 0) {
    sprt_log_error("%s: invalid flags 0x%08" PRIX32 ": undefined bits 0x%08" PRIX32, p->name, p->flags,
                   p->flags & ~known_flags);
    return sprt_status_invalid_parameter;
  }
  if ((p->flags & SPRT_FLAG_DEPTHWISE_CONVOLUTION) != 0 && p->group_input_channels != 1) {
    sprt_log_error("%s: invalid group_input_channels %zu with SPRT_FLAG_DEPTHWISE_CONVOLUTION: must be 1", p->name,
                   p->group_input_channels);
    return sprt_status_invalid_parameter;
  }
  return sprt_status_success;
}

static bool has_padding(const struct convolution_parameters* p) {
  return (p->padding_top | p->padding_right | p->padding_bottom | p->padding_left) != 0;
}

static void log_padding(const struct convolution_parameters* p, const char* need) {
  sprt_log_error("%s: unsupported padding %" PRIu32 ", %" PRIu32 ", %" PRIu32 ", %" PRIu32
                 " (top, right, bottom, left): %s", p->name, p->padding_top, p->padding_right, p->padding_bottom,
                 p->padding_left, need);
}

// The stem: 3x3, subsampling 2, padding 1, 3 input channels, NHWC input.
static enum sprt_status check_hwc2chw(const struct convolution_parameters* p) {
  if (p->kernel_height != 3 || p->kernel_width != 3) {
    sprt_log_error("%s: unsupported kernel size %" PRIu32 "x%" PRIu32 " with SPRT_FLAG_INPUT_NHWC: only 3x3",
                   p->name, p->kernel_height, p->kernel_width);
  } else if (p->subsampling_height != 2 || p->subsampling_width != 2) {
    sprt_log_error("%s: unsupported subsampling %" PRIu32 "x%" PRIu32 " with SPRT_FLAG_INPUT_NHWC: only 2x2",
                   p->name, p->subsampling_height, p->subsampling_width);
  } else if (p->dilation_height != 1 || p->dilation_width != 1) {
    sprt_log_error("%s: unsupported dilation %" PRIu32 "x%" PRIu32 " with SPRT_FLAG_INPUT_NHWC: only 1x1",
                   p->name, p->dilation_height, p->dilation_width);
  } else if (p->padding_top != 1 || p->padding_right != 1 || p->padding_bottom != 1 || p->padding_left != 1) {
    log_padding(p, "SPRT_FLAG_INPUT_NHWC needs 1 on every side");
  } else if (p->groups != 1) {
    sprt_log_error("%s: unsupported groups %" PRIu32 " with SPRT_FLAG_INPUT_NHWC: only 1", p->name, p->groups);
  } else if (p->group_input_channels != 3) {
    sprt_log_error("%s: unsupported group_input_channels %zu with SPRT_FLAG_INPUT_NHWC: only 3", p->name,
                   p->group_input_channels);
  } else {
    return sprt_status_success;
  }
  return sprt_status_unsupported_parameter;
}

// Depthwise 3x3 (padding 1) or 5x5 (padding 2), subsampling 1 or 2; the top padding may be one less
// with subsampling 2.
static enum sprt_status check_dwconv(const struct convolution_parameters* p) {
  const uint32_t k = p->kernel_height;
  const uint32_t pad = k / 2;
  if (k != p->kernel_width || (k != 3 && k != 5)) {
    sprt_log_error("%s: unsupported depthwise kernel size %" PRIu32 "x%" PRIu32 ": only 3x3 and 5x5", p->name,
                   p->kernel_height, p->kernel_width);
  } else if (p->dilation_height != 1 || p->dilation_width != 1) {
    sprt_log_error("%s: unsupported depthwise dilation %" PRIu32 "x%" PRIu32 ": only 1x1", p->name,
                   p->dilation_height, p->dilation_width);
  } else if (p->subsampling_height != p->subsampling_width || p->subsampling_height > 2) {
    sprt_log_error("%s: unsupported depthwise subsampling %" PRIu32 "x%" PRIu32 ": only 1x1 and 2x2", p->name,
                   p->subsampling_height, p->subsampling_width);
  } else if (p->padding_left != pad || p->padding_right != pad || p->padding_bottom != pad ||
             (p->padding_top != pad && !(p->subsampling_height == 2 && p->padding_top == pad - 1))) {
    log_padding(p, k == 3 ? "a 3x3 depthwise kernel needs 1 (the top may be 0 with subsampling 2)"
                          : "a 5x5 depthwise kernel needs 2 (the top may be 1 with subsampling 2)");
  } else {
    return sprt_status_success;
  }
  return sprt_status_unsupported_parameter;
}

// What runs these parameters, as XNNPACK decides it; unsupported_parameter naming the first parameter
// that does not fit.
static enum sprt_status choose_kind(const struct convolution_parameters* p, enum sprt_convolution_kind* kind) {
  if ((p->flags & SPRT_FLAG_INPUT_NHWC) != 0) {
    *kind = sprt_convolution_kind_hwc2chw;
    return check_hwc2chw(p);
  }
  if (p->kernel_height == 1 && p->kernel_width == 1) {
    *kind = sprt_convolution_kind_spmm;
    if (p->subsampling_height != 1 || p->subsampling_width != 1) {
      sprt_log_error("%s: unsupported subsampling %" PRIu32 "x%" PRIu32 " for a 1x1 kernel: only 1x1", p->name,
                     p->subsampling_height, p->subsampling_width);
    } else if (has_padding(p)) {
      log_padding(p, "a 1x1 kernel takes none");
    } else if (p->groups != 1) {
      sprt_log_error("%s: unsupported groups %" PRIu32 " for a 1x1 kernel: only 1", p->name, p->groups);
    } else {
      return sprt_status_success;
    }
    return sprt_status_unsupported_parameter;
  }
  if (p->group_input_channels == 1 && p->group_output_channels == 1) {
    *kind = sprt_convolution_kind_dwconv;
    return check_dwconv(p);
  }
  sprt_log_error("%s: unsupported %" PRIu32 "x%" PRIu32 " kernel with %" PRIu32 " groups of %zu input and %zu "
                 "output channels: only 1x1 ungrouped, depthwise (1 and 1 per group) and NHWC-input kernels",
                 p->name, p->kernel_height, p->kernel_width, p->groups, p->group_input_channels,
                 p->group_output_channels);
  return sprt_status_unsupported_parameter;
}

// Creates a depthwise or stem operator: its kernel for the library's ISA and its packed weights.
static enum sprt_status create_dense(const struct convolution_parameters* p, enum sprt_convolution_kind kind,
                                     const float* kernel, const float* bias, sprt_operator_t* op_out) {
  const enum sprt_isa isa = sprt_config.isa;
  const struct sprt_dwconv2d_chw_ukernel* dwconv = NULL;
  const struct sprt_conv_hwc2chw_ukernel* hwc2chw = NULL;
  if (kind == sprt_convolution_kind_dwconv) {
    dwconv = sprt_find_dwconv2d_chw_ukernel(isa, p->kernel_height, p->subsampling_height);
  } else {
    hwc2chw = sprt_find_conv_hwc2chw_ukernel(isa);
  }
  if (dwconv == NULL && hwc2chw == NULL) {
    sprt_log_error("%s: no %s kernel for %s (x86 and scalar only; XNNPACK's serve this layer there)", p->name,
                   kind == sprt_convolution_kind_dwconv ? "depthwise" : "NHWC-input", sprt_isa_name(isa));
    return sprt_status_unsupported_hardware;
  }
  const size_t channels = (size_t) p->groups * p->group_output_channels;
  const size_t taps = (size_t) p->kernel_height * p->kernel_width;
  int overflow = 0;
  const size_t floats = dwconv != NULL ? sprt_mul_size(channels, 1 + taps, &overflow)
                                       : sprt_conv_hwc2chw_packed_floats(channels, hwc2chw->output_channel_tile);
  const size_t bytes = sprt_mul_size(floats, sizeof(float), &overflow);
  struct sprt_operator* op = overflow ? NULL : sprt_allocate_zero(1, sizeof(struct sprt_operator));
  if (op == NULL || (op->dense_weights = sprt_allocate_aligned(bytes)) == NULL) {
    sprt_log_error("%s: out of memory allocating the operator and %zu packed weights", p->name, floats);
    sprt_delete_operator(op);
    return sprt_status_out_of_memory;
  }
  op->type = sprt_operator_type_convolution_nchw_f32;
  op->kind = kind;
  op->isa = isa;
  op->input_channels = (size_t) p->groups * p->group_input_channels;
  op->output_channels = channels;
  op->input_channel_stride = p->input_channel_stride;
  op->output_channel_stride = p->output_channel_stride;
  op->params = (struct sprt_f32_minmax_params) {p->output_min, p->output_max};
  op->kernel_size = p->kernel_height;
  op->stride = p->subsampling_height;
  op->padding_top = p->padding_top;
  op->padding_bottom = p->padding_bottom;
  op->padding_left = p->padding_left;
  op->groups = p->groups;
  op->dwconv_ukernel = dwconv;
  op->hwc2chw_ukernel = hwc2chw;
  if (dwconv != NULL) {
    op->ukernel_name = dwconv->name;
    sprt_pack_f32_dwconv2d_chw_weights(channels, taps, (p->flags & SPRT_FLAG_DEPTHWISE_CONVOLUTION) != 0, kernel,
                                       bias, op->dense_weights);
  } else {
    op->ukernel_name = hwc2chw->name;
    sprt_pack_f32_conv_hwc2chw_weights(channels, hwc2chw->output_channel_tile, kernel, bias, op->dense_weights);
  }
  op->state = sprt_run_state_invalid;
  sprt_log_info("%s: %" PRIu32 "x%" PRIu32 " stride %" PRIu32 ", %zu channels: %s", p->name, p->kernel_height,
                p->kernel_width, p->subsampling_height, channels, op->ukernel_name);
  *op_out = op;
  return sprt_status_success;
}

// Validates, chooses what runs and creates it: the sparse 1x1 operator of the element type, or a
// dense kind (f32 only).
static enum sprt_status create_convolution(const struct convolution_parameters* p, const void* kernel,
                                           const void* bias, sprt_operator_t* op_out) {
  enum sprt_status status = validate(p, kernel, op_out);
  if (status != sprt_status_success) return status;
  enum sprt_convolution_kind kind;
  status = choose_kind(p, &kind);
  if (status != sprt_status_success) return status;
  const bool f16 = p->datatype == sprt_datatype_f16;
  if (kind == sprt_convolution_kind_spmm) {
    const uint32_t flags = p->flags & kSpmmFlags;
    return f16 ? sprt_create_convolution2d_1x1_nchw_f16_as(
                     p->name, p->group_input_channels, p->group_output_channels, p->input_channel_stride,
                     p->output_channel_stride, kernel, bias, p->output_min, p->output_max, flags, op_out)
               : sprt_create_convolution2d_1x1_nchw_f32_as(
                     p->name, p->group_input_channels, p->group_output_channels, p->input_channel_stride,
                     p->output_channel_stride, kernel, bias, p->output_min, p->output_max, flags, op_out);
  }
  if (f16) {
    const char* layer = kind == sprt_convolution_kind_dwconv ? "depthwise convolution" : "NHWC-input convolution";
    sprt_log_error("%s: unsupported %" PRIu32 "x%" PRIu32 " %s in half precision: only 1x1 convolutions have f16 "
                   "kernels", p->name, p->kernel_height, p->kernel_width, layer);
    return sprt_status_unsupported_parameter;
  }
  return create_dense(p, kind, kernel, bias, op_out);
}

enum sprt_status sprt_create_convolution2d_nchw_f32(
    uint32_t input_padding_top, uint32_t input_padding_right,
    uint32_t input_padding_bottom, uint32_t input_padding_left,
    uint32_t kernel_height, uint32_t kernel_width,
    uint32_t subsampling_height, uint32_t subsampling_width,
    uint32_t dilation_height, uint32_t dilation_width,
    uint32_t groups, size_t group_input_channels, size_t group_output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const float* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out)
{
  const struct convolution_parameters p = {
    kCreate, sprt_datatype_f32,
    input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
    kernel_height, kernel_width, subsampling_height, subsampling_width, dilation_height, dilation_width,
    groups, group_input_channels, group_output_channels, input_channel_stride, output_channel_stride,
    output_min, output_max, flags,
  };
  return create_convolution(&p, kernel, bias, convolution_op_out);
}

enum sprt_status sprt_create_convolution2d_nchw_f16(
    uint32_t input_padding_top, uint32_t input_padding_right,
    uint32_t input_padding_bottom, uint32_t input_padding_left,
    uint32_t kernel_height, uint32_t kernel_width,
    uint32_t subsampling_height, uint32_t subsampling_width,
    uint32_t dilation_height, uint32_t dilation_width,
    uint32_t groups, size_t group_input_channels, size_t group_output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const void* kernel, const void* bias,
    float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out)
{
  const struct convolution_parameters p = {
    kCreateF16, sprt_datatype_f16,
    input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
    kernel_height, kernel_width, subsampling_height, subsampling_width, dilation_height, dilation_width,
    groups, group_input_channels, group_output_channels, input_channel_stride, output_channel_stride,
    output_min, output_max, flags,
  };
  return create_convolution(&p, kernel, bias, convolution_op_out);
}

// XNNPACK's output size: doz(padded input, kernel) / stride + 1.
static size_t output_dimension(size_t padded_input, size_t kernel, size_t stride) {
  return (padded_input > kernel ? padded_input - kernel : 0) / stride + 1;
}

// Output rows per work unit of the stem: about 5 units per thread, as XNNPACK splits it, and where
// the rows allow, 4 to 8 units of equal rows per thread, so that pthreadpool's first split gives the
// threads equal rows (112 rows on 2 threads in units of 12 gave them 60 and 52; in units of 14 the
// stem ran 0.94-0.96x the time, Intel Xeon guest, four alternated processes).
static size_t output_rows_per_unit(size_t output_height, size_t threads) {
  if (threads <= 1) return output_height;
  for (size_t units = 4; units <= 8; units++) {
    if (output_height % (threads * units) == 0) return output_height / (threads * units);
  }
  return sprt_divide_round_up(output_height, threads * 5);
}

// The shapes setup derived, for the dense kinds' contexts.
struct dense_setup_shape {
  size_t batch_size, input_height, input_width, input_image;
  size_t output_height, output_width, output_plane, output_image;
};

// The depthwise context and its split: blocks of whole channel planes, about 4 per thread. Bands of
// output rows (one per thread, every channel in each) kept the pixel blocks of the 1x1 layers around
// them on one core but cut every plane between two cores: on 2 threads they took 1.3-1.7x the
// channel blocks' time (MobileNetV1, V2, EfficientNet-Lite0; the next 1x1 layer gained 10-35% back,
// the networks were 3-5% slower). One plane per unit left small layers (512 planes of 14x14) 2x
// slower on 2 threads than on 1 (a pool operation and shared cache lines per plane).
static void setup_dwconv(struct sprt_operator* op, const struct dense_setup_shape* s, const float* input,
                         float* output, pthreadpool_t threadpool) {
  const size_t k = op->kernel_size;
  const size_t batch_size = s->batch_size;
  op->context.dwconv = (struct sprt_dwconv_context) {
    .ukernel = op->dwconv_ukernel->function,
    .input_height = s->input_height,
    .input_width = s->input_width,
    .input = input,
    .input_channel_stride = s->input_height * s->input_width,
    .input_image_stride = s->input_image,
    .weights = op->dense_weights,
    .weights_stride = 1 + k * k,
    .output = output,
    .output_channel_stride = s->output_plane,
    .output_image_stride = s->output_image,
    .output_height = s->output_height,
    .padding_top = op->padding_top,
    .params = op->params,
  };
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  const size_t channel_tile = threads <= 1 ? op->groups : sprt_divide_round_up(op->groups, threads * 4);
  op->compute = (struct sprt_compute) {sprt_compute_dwconv, {batch_size, op->groups}, channel_tile};
}

// The NHWC-input stem's context, split by output rows.
static void setup_hwc2chw(struct sprt_operator* op, const struct dense_setup_shape* s, const float* input,
                          float* output, pthreadpool_t threadpool) {
  op->context.hwc2chw = (struct sprt_hwc2chw_context) {
    .ukernel = op->hwc2chw_ukernel->function,
    .input_height = s->input_height,
    .input_width = s->input_width,
    .input_pixel_stride = op->input_channel_stride,
    .input = input,
    .input_image_stride = s->input_image,
    .weights = op->dense_weights,
    .output = output,
    .output_image_stride = s->output_image,
    .output_channels = op->output_channels,
    .output_channel_stride = s->output_plane,
    .params = op->params,
  };
  op->compute = (struct sprt_compute) {
    sprt_compute_hwc2chw, {s->batch_size, s->output_height},
    output_rows_per_unit(s->output_height, pthreadpool_get_threads_count(threadpool)),
  };
}

enum sprt_status sprt_setup_convolution2d_nchw_f32(
    sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, float* output, pthreadpool_t threadpool)
{
  enum sprt_status status = sprt_check_initialized(kSetup);
  if (status != sprt_status_success) return status;
  if (op == NULL) {
    sprt_log_error("%s: operator is NULL", kSetup);
    return sprt_status_invalid_parameter;
  }
  if (op->type != sprt_operator_type_convolution_nchw_f32) {
    sprt_log_error("%s: operator %p is not an f32 NCHW convolution", kSetup, (void*) op);
    return sprt_status_invalid_parameter;
  }
  if (op->kind == sprt_convolution_kind_spmm) {
    return sprt_setup_convolution2d_1x1_nchw_f32_as(kSetup, op, batch_size, input_height, input_width, input, output,
                                                   threadpool);
  }
  op->state = sprt_run_state_invalid;
  op->setups++;
  if (input_height == 0 || input_width == 0) {
    sprt_log_error("%s: invalid input size %zux%zu: height and width must be nonzero", kSetup, input_height,
                   input_width);
    return sprt_status_invalid_parameter;
  }
  if (input == NULL || output == NULL) {
    sprt_log_error("%s: %s is NULL", kSetup, input == NULL ? "input" : "output");
    return sprt_status_invalid_parameter;
  }
  const size_t k = op->kernel_size;
  int overflow = 0;
  const size_t input_image = sprt_mul_size(sprt_mul_size(input_height, input_width, &overflow),
                                           op->input_channel_stride, &overflow);
  sprt_mul_size(sprt_mul_size(input_image, batch_size, &overflow), sizeof(float), &overflow);
  // Past that check input_height and input_width are below SIZE_MAX / 4: adding paddings cannot wrap.
  const size_t output_height =
      overflow ? 0 : output_dimension(op->padding_top + input_height + op->padding_bottom, k, op->stride);
  const size_t output_width =
      overflow ? 0 : output_dimension(2 * (size_t) op->padding_left + input_width, k, op->stride);
  const size_t output_plane = sprt_mul_size(output_height, output_width, &overflow);
  const size_t output_image = sprt_mul_size(output_plane, op->output_channel_stride, &overflow);
  sprt_mul_size(sprt_mul_size(output_image, batch_size, &overflow), sizeof(float), &overflow);
  if (overflow) {
    sprt_log_error("%s: tensor size overflows size_t: batch %zu x %zux%zu pixels x %zu channels", kSetup, batch_size,
                   input_height, input_width, sprt_max_size(op->input_channel_stride, op->output_channel_stride));
    return sprt_status_invalid_parameter;
  }
  op->batch_size = batch_size;
  if (batch_size == 0) {
    op->state = sprt_run_state_skip;
    return sprt_status_success;
  }
  const struct dense_setup_shape shape = {
    batch_size, input_height, input_width, input_image, output_height, output_width, output_plane, output_image,
  };
  if (op->kind == sprt_convolution_kind_dwconv) {
    setup_dwconv(op, &shape, input, output, threadpool);
  } else {
    setup_hwc2chw(op, &shape, input, output, threadpool);
  }
  op->state = sprt_run_state_ready;
  return sprt_status_success;
}

enum sprt_status sprt_setup_convolution2d_nchw_f16(
    sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const void* input, void* output, pthreadpool_t threadpool)
{
  enum sprt_status status = sprt_check_initialized(kSetupF16);
  if (status != sprt_status_success) return status;
  if (op == NULL) {
    sprt_log_error("%s: operator is NULL", kSetupF16);
    return sprt_status_invalid_parameter;
  }
  if (op->type != sprt_operator_type_convolution_nchw_f16) {
    sprt_log_error("%s: operator %p is not an f16 NCHW convolution", kSetupF16, (void*) op);
    return sprt_status_invalid_parameter;
  }
  return sprt_setup_convolution2d_1x1_nchw_f16_as(kSetupF16, op, batch_size, input_height, input_width, input, output,
                                                 threadpool);
}
