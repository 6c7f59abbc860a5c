// XNNPACK's entry points as libsprt_xnnpack.so defines them. Loaded ahead of libXNNPACK.so, these
// definitions win every call, the application's and libXNNPACK's own (its runtime calls them through
// its PLT). A layer sprt supports becomes a sprt operator behind a handle that is a real, tiny XNNPACK
// operator of the same type (the runtime reads a handle's type to pick the setup function), mapped
// to the sprt operator in the handle table; every other call goes to XNNPACK's own function.
#include <inttypes.h>
#include <math.h>
#include <stdio.h>

#include <cpuinfo.h>
#include <sprt.h>
#include <xnnpack.h>

#include "common.h"
#include "plugin.h"

// sprt's statuses are XNNPACK's, number for number: results pass through unchanged.
_Static_assert((int) sprt_status_success == (int) xnn_status_success, "status numbering");
_Static_assert((int) sprt_status_uninitialized == (int) xnn_status_uninitialized, "status numbering");
_Static_assert((int) sprt_status_invalid_parameter == (int) xnn_status_invalid_parameter, "status numbering");
_Static_assert((int) sprt_status_invalid_state == (int) xnn_status_invalid_state, "status numbering");
_Static_assert((int) sprt_status_unsupported_parameter == (int) xnn_status_unsupported_parameter,
               "status numbering");
_Static_assert((int) sprt_status_unsupported_hardware == (int) xnn_status_unsupported_hardware, "status numbering");
_Static_assert((int) sprt_status_out_of_memory == (int) xnn_status_out_of_memory, "status numbering");

// Room for a layer's description and for sprt's reason to decline it.
#define TEXT_BYTES 256

// A call into a function the XNNPACK in this process lacks (the plugin is off then).
static enum xnn_status missing(const char* name) {
  sprt_log_error("sprt_xnnpack: %s: XNNPACK has no such function", name);
  return xnn_status_uninitialized;
}

static enum xnn_status from_sprt(enum sprt_status status) { return (enum xnn_status) status; }

// XNNPACK's NCHW convolution reads two flags, which sprt spells differently. It ignores
// XNN_FLAG_TENSORFLOW_SAME_PADDING (the paddings it is given are what it computes with) and
// XNN_FLAG_YIELD_WORKERS only says how pthreadpool's workers wait afterwards: sprt drops both. Any
// other bit may mean something to another XNNPACK: such a layer stays with XNNPACK.
static const uint32_t kDroppedFlags = XNN_FLAG_TENSORFLOW_SAME_PADDING | XNN_FLAG_YIELD_WORKERS;

static bool convolution_flags(uint32_t flags, uint32_t* sprt_flags) {
  *sprt_flags = ((flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) != 0 ? SPRT_FLAG_DEPTHWISE_CONVOLUTION : 0) |
                ((flags & XNN_FLAG_INPUT_NHWC) != 0 ? SPRT_FLAG_INPUT_NHWC : 0);
  return (flags & ~(XNN_FLAG_DEPTHWISE_CONVOLUTION | XNN_FLAG_INPUT_NHWC | kDroppedFlags)) == 0;
}

struct convolution_call {
  uint32_t padding_top, padding_right, padding_bottom, padding_left;
  uint32_t kernel_height, kernel_width;
  uint32_t subsampling_height, subsampling_width;
  uint32_t dilation_height, dilation_width;
  uint32_t groups;
  size_t group_input_channels, group_output_channels;
  uint32_t flags;
};

// "3x3 depthwise convolution, 64 channels, stride 2": the layer in the log. Paddings are named only
// when they are not the kernel's half on every side.
static void describe_convolution(const struct convolution_call* c, char* text, size_t size) {
  const bool depthwise = (c->flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) != 0 ||
                         (c->groups > 1 && c->group_input_channels == 1 && c->group_output_channels == 1);
  const size_t in = (size_t) c->groups * c->group_input_channels, out = (size_t) c->groups * c->group_output_channels;
  size_t n = (size_t) snprintf(text, size, "%" PRIu32 "x%" PRIu32 " %sconvolution, ", c->kernel_height,
                               c->kernel_width, depthwise ? "depthwise " : "");
#define APPEND(...) \
  if (n < size) n += (size_t) snprintf(text + n, size - n, __VA_ARGS__)
  if (depthwise) {
    APPEND("%zu channels", out);
  } else {
    APPEND("%zu -> %zu channels", in, out);
  }
  if (c->subsampling_height != c->subsampling_width) {
    APPEND(", stride %" PRIu32 "x%" PRIu32, c->subsampling_height, c->subsampling_width);
  } else if (c->subsampling_height != 1) {
    APPEND(", stride %" PRIu32, c->subsampling_height);
  }
  if ((c->dilation_height | c->dilation_width) != 1) {
    APPEND(", dilation %" PRIu32 "x%" PRIu32, c->dilation_height, c->dilation_width);
  }
  const uint32_t half_height = (c->kernel_height - 1) / 2, half_width = (c->kernel_width - 1) / 2;
  if (c->padding_top != half_height || c->padding_bottom != half_height || c->padding_left != half_width ||
      c->padding_right != half_width) {
    APPEND(", padding %" PRIu32 " %" PRIu32 " %" PRIu32 " %" PRIu32 " (top right bottom left)", c->padding_top,
           c->padding_right, c->padding_bottom, c->padding_left);
  }
  if (c->groups != 1 && !depthwise) APPEND(", %" PRIu32 " groups", c->groups);
  if ((c->flags & XNN_FLAG_INPUT_NHWC) != 0) APPEND(", NHWC input");
#undef APPEND
}

static void log_taken(const char* layer, sprt_operator_t op) {
  struct sprt_operator_info info = {.size = sizeof(info)};
  if (sprt_get_operator_info(op, &info) == sprt_status_success) {
    sprt_log_info("sprt_xnnpack: took %s: sprt %s, %s", layer, info.kind, info.ukernel);
  }
}

// Hands out a handle for `op`: a real XNNPACK operator of the type the caller expects, entered in the
// table. Returns false (and frees nothing) when XNNPACK or memory refuses.
static bool make_handle(const struct sprt_xnnpack_state* state, sprt_operator_t op,
                        enum sprt_xnnpack_handle_kind kind, const void* kernel, xnn_operator_t* handle_out) {
  static const float kOne = 1.0f;
  xnn_operator_t handle = NULL;
  // The cheapest operators of each type: one channel, a 1x1 kernel.
  const enum xnn_status status =
      kind == sprt_xnnpack_handle_convolution
          ? state->xnn.create_convolution(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, &kOne, NULL, -INFINITY,
                                          INFINITY, 0, &handle)
          : state->xnn.create_pooling(1, -INFINITY, INFINITY, 0, &handle);
  if (status != xnn_status_success) return false;
  struct sprt_operator_info info = {.size = sizeof(info)};
  if (sprt_get_operator_info(op, &info) != sprt_status_success ||
      !sprt_xnnpack_table_insert(handle, op, kind, info.kind, kernel)) {
    state->xnn.delete_operator(handle);
    return false;
  }
  *handle_out = handle;
  return true;
}

// The end of a create call: a sprt operator (op, or NULL when sprt declined for `reason`) behind a
// handle in *op_out, logged as taken; or, when there is none, the layer logged as left to XNNPACK,
// which the caller then asks.
static bool take_or_leave(const struct sprt_xnnpack_state* state, sprt_operator_t op,
                          enum sprt_xnnpack_handle_kind kind, const void* kernel, const char* layer,
                          char reason[TEXT_BYTES], xnn_operator_t* op_out) {
  xnn_operator_t handle;
  if (op != NULL && make_handle(state, op, kind, kernel, &handle)) {
    log_taken(layer, op);
    *op_out = handle;
    return true;
  }
  if (op != NULL) {
    sprt_delete_operator(op);
    snprintf(reason, TEXT_BYTES, "XNNPACK did not create the handle");
  }
  sprt_log_info("sprt_xnnpack: left %s to XNNPACK: %s", layer, reason);
  return false;
}

enum xnn_status xnn_create_convolution2d_nchw_f32(
    uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const float* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, xnn_operator_t* convolution_op_out) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  if (state->xnn.create_convolution == NULL) return missing("xnn_create_convolution2d_nchw_f32");
  if (sprt_xnnpack_takes_calls(state)) {
    const struct convolution_call call = {
        input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
        kernel_height, kernel_width, subsampling_height, subsampling_width, dilation_height, dilation_width,
        groups, group_input_channels, group_output_channels, flags,
    };
    char layer[TEXT_BYTES], reason[TEXT_BYTES] = "";
    describe_convolution(&call, layer, sizeof(layer));
    uint32_t sprt_flags;
    sprt_operator_t op = NULL;
    if (!convolution_flags(flags, &sprt_flags)) {
      snprintf(reason, sizeof(reason), "flags 0x%08" PRIX32 " have bits sprt does not know", flags);
    } else {
      // sprt's reason to decline goes to the info line below, not to stderr as an error.
      sprt_log_capture_errors(reason, sizeof(reason));
      const enum sprt_status status = sprt_create_convolution2d_nchw_f32(
          input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, kernel_height,
          kernel_width, subsampling_height, subsampling_width, dilation_height, dilation_width, groups,
          group_input_channels, group_output_channels, input_channel_stride, output_channel_stride, kernel, bias,
          output_min, output_max, sprt_flags, &op);
      sprt_log_capture_errors(NULL, 0);
      if (status != sprt_status_success) op = NULL;
    }
    // Invalid parameters are left too: XNNPACK rejects them with its own status and message.
    if (take_or_leave(state, op, sprt_xnnpack_handle_convolution, kernel, layer, reason, convolution_op_out)) {
      return xnn_status_success;
    }
  }
  return state->xnn.create_convolution(
      input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, kernel_height, kernel_width,
      subsampling_height, subsampling_width, dilation_height, dilation_width, groups, group_input_channels,
      group_output_channels, input_channel_stride, output_channel_stride, kernel, bias, output_min, output_max,
      flags, convolution_op_out);
}

enum xnn_status xnn_setup_convolution2d_nchw_f32(xnn_operator_t convolution_op, size_t batch_size,
                                                 size_t input_height, size_t input_width, const float* input,
                                                 float* output, pthreadpool_t threadpool) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  sprt_operator_t op = sprt_xnnpack_table_find(convolution_op, sprt_xnnpack_handle_convolution);
  if (op != NULL) {
    return from_sprt(sprt_xnnpack_setup_convolution(convolution_op, op, batch_size, input_height, input_width, input,
                                                    output, threadpool));
  }
  if (state->xnn.setup_convolution == NULL) return missing("xnn_setup_convolution2d_nchw_f32");
  return state->xnn.setup_convolution(convolution_op, batch_size, input_height, input_width, input, output,
                                      threadpool);
}

enum xnn_status xnn_create_global_average_pooling_ncw_f32(size_t channels, float output_min, float output_max,
                                                          uint32_t flags,
                                                          xnn_operator_t* global_average_pooling_op_out) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  if (state->xnn.create_pooling == NULL) return missing("xnn_create_global_average_pooling_ncw_f32");
  if (sprt_xnnpack_takes_calls(state)) {
    char layer[TEXT_BYTES], reason[TEXT_BYTES] = "";
    snprintf(layer, sizeof(layer), "global average pooling, %zu channels", channels);
    sprt_operator_t op = NULL;
    // XNNPACK's NCW pooling reads no flag; YIELD_WORKERS is for pthreadpool (as for convolutions).
    if ((flags & ~(uint32_t) XNN_FLAG_YIELD_WORKERS) != 0) {
      snprintf(reason, sizeof(reason), "flags 0x%08" PRIX32 " have bits sprt does not know", flags);
    } else {
      sprt_log_capture_errors(reason, sizeof(reason));
      const enum sprt_status status = sprt_create_global_average_pooling_ncw_f32(channels, output_min, output_max,
                                                                                 0, &op);
      sprt_log_capture_errors(NULL, 0);
      if (status != sprt_status_success) op = NULL;
    }
    if (take_or_leave(state, op, sprt_xnnpack_handle_pooling, NULL, layer, reason, global_average_pooling_op_out)) {
      return xnn_status_success;
    }
  }
  return state->xnn.create_pooling(channels, output_min, output_max, flags, global_average_pooling_op_out);
}

enum xnn_status xnn_setup_global_average_pooling_ncw_f32(xnn_operator_t global_average_pooling_op,
                                                         size_t batch_size, size_t width, const float* input,
                                                         float* output, pthreadpool_t threadpool) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  sprt_operator_t op = sprt_xnnpack_table_find(global_average_pooling_op, sprt_xnnpack_handle_pooling);
  if (op != NULL) {
    return from_sprt(sprt_setup_global_average_pooling_ncw_f32(op, batch_size, width, input, output, threadpool));
  }
  if (state->xnn.setup_pooling == NULL) return missing("xnn_setup_global_average_pooling_ncw_f32");
  return state->xnn.setup_pooling(global_average_pooling_op, batch_size, width, input, output, threadpool);
}

// Operators created before a bypass or before SPRT_XNNPACK... keep running where they were created:
// run and delete always look in the table.
enum xnn_status xnn_run_operator(xnn_operator_t op, pthreadpool_t threadpool) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  const struct sprt_xnnpack_run run = sprt_xnnpack_table_run(op);
  if (run.folded) return xnn_status_success;
  if (run.op != NULL) return from_sprt(sprt_run_operator(run.op, threadpool));
  if (state->xnn.run_operator == NULL) return missing("xnn_run_operator");
  return state->xnn.run_operator(op, threadpool);
}

enum xnn_status xnn_delete_operator(xnn_operator_t op) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  sprt_delete_operator(sprt_xnnpack_table_remove(op));  // NULL when XNNPACK runs it
  if (state->xnn.delete_operator == NULL) return missing("xnn_delete_operator");
  return state->xnn.delete_operator(op);
}

#if SPRT_XNNPACK_REWRITES_FOR_NCHW
// XNNPACK rewrites a subgraph for NCHW (sparse inference) only where it expects its sparse kernels to
// beat its dense ones: ARM, and x86 without AVX (src/init.c). With sprt's kernels the sparse flag
// turns the rewrite on with AVX too; XNNPACK still decides which region qualifies (a stem to a global
// average pooling, more than 2/3 of the 1x1 weights zero).
enum xnn_status xnn_subgraph_optimize(xnn_subgraph_t subgraph, uint32_t flags) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  if (state->xnn.subgraph_optimize == NULL) return missing("xnn_subgraph_optimize");
  const enum xnn_status status = state->xnn.subgraph_optimize(subgraph, flags);
  if (status == xnn_status_success && (flags & XNN_FLAG_HINT_SPARSE_INFERENCE) != 0 &&
      sprt_xnnpack_takes_calls(state) && cpuinfo_has_x86_avx()) {
    sprt_xnnpack_rewrite_for_nchw(state, subgraph);
  }
  return status;
}

// The runtime sets up its operators in this call: the blocks it fuses share a workspace of the
// runtime's (plugin.h).
enum xnn_status xnn_setup_runtime(xnn_runtime_t runtime, size_t num_external_values,
                                  const struct xnn_external_value* external_values) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  if (state->xnn.setup_runtime == NULL) return missing("xnn_setup_runtime");
  sprt_xnnpack_begin_runtime_setup(runtime);
  const enum xnn_status status = state->xnn.setup_runtime(runtime, num_external_values, external_values);
  sprt_xnnpack_end_runtime_setup(runtime, status == xnn_status_success);
  return status;
}

// An add without a clamp may be a block's residual connection, which the block then adds itself
// (plugin.h); XNNPACK creates, sets up and (unless folded) runs it as always.
enum xnn_status xnn_create_add_nd_f32(float output_min, float output_max, uint32_t flags, xnn_operator_t* add_op_out) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  if (state->xnn.create_add == NULL) return missing("xnn_create_add_nd_f32");
  const enum xnn_status status = state->xnn.create_add(output_min, output_max, flags, add_op_out);
  if (status == xnn_status_success && sprt_xnnpack_takes_calls(state) && output_min == -INFINITY &&
      output_max == INFINITY && flags == 0) {
    sprt_xnnpack_table_insert(*add_op_out, NULL, sprt_xnnpack_handle_add, "add", NULL);  // or XNNPACK's alone
  }
  return status;
}

enum xnn_status xnn_setup_add_nd_f32(xnn_operator_t add_op, size_t num_input1_dims, const size_t* input1_shape,
                                     size_t num_input2_dims, const size_t* input2_shape, const float* input1,
                                     const float* input2, float* output, pthreadpool_t threadpool) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  if (state->xnn.setup_add == NULL) return missing("xnn_setup_add_nd_f32");
  const enum xnn_status status = state->xnn.setup_add(add_op, num_input1_dims, input1_shape, num_input2_dims,
                                                      input2_shape, input1, input2, output, threadpool);
  // Only same-shape adds (no broadcasting) can be a residual connection.
  bool same = status == xnn_status_success && num_input1_dims == num_input2_dims;
  size_t elements = 1;
  for (size_t i = 0; same && i < num_input1_dims; i++) {
    same = input1_shape[i] == input2_shape[i];
    elements *= input1_shape[i];
  }
  if (same) sprt_xnnpack_setup_add(add_op, input1, input2, output, elements);
  return status;
}

enum xnn_status xnn_delete_runtime(xnn_runtime_t runtime) {
  const struct sprt_xnnpack_state* state = sprt_xnnpack_state();
  if (state->xnn.delete_runtime == NULL) return missing("xnn_delete_runtime");
  const enum xnn_status status = state->xnn.delete_runtime(runtime);
  if (status == xnn_status_success) sprt_xnnpack_delete_runtime_workspace(runtime);
  return status;
}
#endif
