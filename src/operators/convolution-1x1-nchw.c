// Sparse 1x1 convolution in NCHW layout, f32 (also reached through sprt_create_convolution2d_nchw_f32)
// and f16: creation (validation, weights to CSR, packing); setup is convolution-1x1-nchw-setup.c.
// Both types share everything but the entry points: the f16 weights become a CSR of floats holding
// half values, and the packing stores them as the chosen kernels take them.
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "operator.h"
#include "packing/csr.h"
#include "packing/packing.h"
#include "packing/select.h"
#include "registry.h"

static const char* const kCreateDense = "sprt_create_convolution2d_1x1_nchw_f32";
static const char* const kCreateCsr = "sprt_create_convolution2d_1x1_nchw_f32_csr";
static const char* const kCreateDenseF16 = "sprt_create_convolution2d_1x1_nchw_f16";
static const char* const kCreateCsrF16 = "sprt_create_convolution2d_1x1_nchw_f16_csr";

static enum sprt_status validate_create(
    const char* op_name, enum sprt_datatype datatype, size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    float output_min, float output_max, uint32_t flags, sprt_operator_t* op_out)
{
  enum sprt_status status = sprt_check_initialized(op_name);
  if (status != sprt_status_success) return status;
  if (op_out == NULL) {
    sprt_log_error("%s: convolution_op_out is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (input_channels == 0) {
    sprt_log_error("%s: invalid input_channels %zu: must be nonzero", op_name, input_channels);
    return sprt_status_invalid_parameter;
  }
  if (output_channels == 0) {
    sprt_log_error("%s: invalid output_channels %zu: must be nonzero", op_name, output_channels);
    return sprt_status_invalid_parameter;
  }
  // CSR indices and offsets are uint32_t.
  if (input_channels > UINT32_MAX || output_channels > UINT32_MAX / 8) {
    sprt_log_error("%s: unsupported channel counts %zu x %zu: at most %u input and %u output channels",
                   op_name, input_channels, output_channels, UINT32_MAX, UINT32_MAX / 8);
    return sprt_status_unsupported_parameter;
  }
  if (input_channel_stride < input_channels) {
    sprt_log_error("%s: invalid input_channel_stride %zu: must be at least input_channels %zu",
                   op_name, input_channel_stride, input_channels);
    return sprt_status_invalid_parameter;
  }
  if (output_channel_stride < output_channels) {
    sprt_log_error("%s: invalid output_channel_stride %zu: must be at least output_channels %zu",
                   op_name, output_channel_stride, output_channels);
    return sprt_status_invalid_parameter;
  }
  status = datatype == sprt_datatype_f16 ? sprt_check_output_range_f16(op_name, output_min, output_max)
                                         : sprt_check_output_range(op_name, output_min, output_max);
  if (status != sprt_status_success) return status;
  const uint32_t order_flags = SPRT_FLAG_REORDER_OUTPUT_CHANNELS | SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER;
  const uint32_t known_flags = order_flags | (datatype == sprt_datatype_f16 ? SPRT_FLAG_FP32_STATIC_WEIGHTS : 0);
  if ((flags & ~known_flags) != 0) {
    sprt_log_error("%s: invalid flags 0x%08X: undefined bits 0x%08X", op_name, flags, flags & ~known_flags);
    return sprt_status_invalid_parameter;
  }
  if ((flags & order_flags) == order_flags) {
    sprt_log_error("%s: invalid flags 0x%08X: SPRT_FLAG_REORDER_OUTPUT_CHANNELS and "
                   "SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER exclude each other", op_name, flags);
    return sprt_status_invalid_parameter;
  }
  return sprt_status_success;
}

// The table comes from, in order: the internal option, SPRT_TABLE, the ISA's cost model (or a
// replacement from the options), or the fixed rule.
static void choose_selection(const struct sprt_create_options* options, struct sprt_operator* op) {
  struct sprt_packing_options* packing = &op->packing_options;
  packing->cost_model = sprt_spmm_cost_model_for(op->datatype, op->isa);
  if (options != NULL && options->replace_cost_model) packing->cost_model = options->cost_model;
  op->selection = packing->cost_model != NULL ? "cost model" : "fixed rule";
  if (sprt_config.table != NULL) {
    packing->table = sprt_config.table;
    op->selection = "SPRT_TABLE";
  }
  if (options != NULL && options->table != NULL) {
    packing->table = options->table;
    op->selection = "forced";
  }
  if (packing->table != NULL) packing->cost_model = NULL;
}

// Copies the caller's weights and bias (NULL: none) into the operator. Returns false when out of memory.
static bool keep_weights(struct sprt_operator* op, const struct sprt_csr* weights, const float* bias) {
  if (!sprt_copy_csr(weights, &op->saved_weights)) return false;
  if (bias == NULL) return true;
  op->saved_bias = sprt_allocate(weights->rows * sizeof(float));
  if (op->saved_bias == NULL) return false;
  memcpy(op->saved_bias, bias, weights->rows * sizeof(float));
  return true;
}

// Creates the operator from validated CSR weights (f16: floats holding halves, bias too); `start` is
// when the caller began (packing time includes its conversion from a dense kernel). The clamp of an
// f16 operator is rounded to half here.
static enum sprt_status create_convolution(
    const char* op_name, enum sprt_datatype datatype, double start, const struct sprt_csr* weights,
    size_t input_channel_stride, size_t output_channel_stride, const float* bias,
    float output_min, float output_max, uint32_t flags, const struct sprt_create_options* options,
    sprt_operator_t* op_out)
{
  struct sprt_operator* op = sprt_allocate_zero(1, sizeof(struct sprt_operator));
  if (op == NULL) {
    sprt_log_error("%s: out of memory allocating the operator", op_name);
    return sprt_status_out_of_memory;
  }
  op->type = datatype == sprt_datatype_f16 ? sprt_operator_type_convolution_nchw_f16
                                           : sprt_operator_type_convolution_nchw_f32;
  op->datatype = datatype;
  op->input_channels = weights->columns;
  op->output_channels = weights->rows;
  op->input_channel_stride = input_channel_stride;
  op->output_channel_stride = output_channel_stride;
  if (datatype == sprt_datatype_f16) {
    op->f16_params = sprt_f16_minmax_params_of(output_min, output_max);
    output_min = op->f16_params.min;
    output_max = op->f16_params.max;
  }
  op->params = (struct sprt_f32_minmax_params) {output_min, output_max};
  op->isa = datatype == sprt_datatype_f16 ? sprt_config.f16_isa : sprt_config.isa;
  op->packing_options = (struct sprt_packing_options) {
    .datatype = datatype, .isa = op->isa, .flags = flags, .l1d_bytes = sprt_config.l1d_bytes,
    .x86_popcnt = sprt_config.x86_popcnt,
  };
  choose_selection(options, op);

  enum sprt_status status = sprt_create_packing(op_name, weights, bias, &op->packing_options, &op->packing);
  if (status != sprt_status_success) goto error;
  op->output_offsets = sprt_allocate(weights->rows * sizeof(size_t));
  if (op->output_offsets == NULL) {
    sprt_log_error("%s: out of memory allocating %zu output offsets", op_name, weights->rows);
    status = sprt_status_out_of_memory;
    goto error;
  }
  // With a cost model the first setup may repack for another table: the weights are kept until then.
  if (op->packing.costs.model != NULL && !keep_weights(op, weights, bias)) {
    sprt_log_error("%s: out of memory keeping %zu weights for the first setup", op_name, sprt_csr_nonzeros(weights));
    status = sprt_status_out_of_memory;
    goto error;
  }
  op->ukernel = sprt_find_spmm_ukernel(datatype, op->isa, op->packing.table, 0);
  op->state = sprt_run_state_invalid;
  op->packing_seconds = sprt_now_seconds() - start;
  sprt_log_info("%s: %zu x %zu, %zu nonzeros: table %s (%s), %zu chunk(s), channels %s", op_name, weights->rows,
                weights->columns, sprt_csr_nonzeros(weights), op->packing.table->name, op->selection,
                op->packing.num_chunks, op->packing.reordered ? "reordered" : "in order");
  *op_out = op;
  return sprt_status_success;

error:
  sprt_delete_operator(op);
  return status;
}

// The dense entry points' kernel: present, and at most UINT32_MAX weights (CSR offsets are uint32_t).
static enum sprt_status check_dense_kernel(const char* op_name, const void* kernel, size_t input_channels,
                                           size_t output_channels) {
  if (kernel == NULL) {
    sprt_log_error("%s: kernel is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  int overflow = 0;
  const size_t elements = sprt_mul_size(input_channels, output_channels, &overflow);
  if (overflow || elements > UINT32_MAX) {
    sprt_log_error("%s: unsupported kernel size %zu x %zu: more than %u weights", op_name,
                   output_channels, input_channels, UINT32_MAX);
    return sprt_status_unsupported_parameter;
  }
  return sprt_status_success;
}

enum sprt_status sprt_create_convolution2d_1x1_nchw_f32_as(
    const char* op_name, size_t input_channels, size_t output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const float* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, sprt_operator_t* convolution_op_out)
{
  enum sprt_status status = validate_create(
      op_name, sprt_datatype_f32, input_channels, output_channels, input_channel_stride, output_channel_stride,
      output_min, output_max, flags, convolution_op_out);
  if (status != sprt_status_success) return status;
  status = check_dense_kernel(op_name, kernel, input_channels, output_channels);
  if (status != sprt_status_success) return status;
  const double start = sprt_now_seconds();
  // Zeros (either sign) are pruned weights; everything else, NaN included, is kept.
  struct sprt_csr weights;
  if (!sprt_csr_from_dense(output_channels, input_channels, kernel, &weights)) {
    sprt_log_error("%s: out of memory converting a %zu x %zu kernel to CSR", op_name, output_channels,
                   input_channels);
    return sprt_status_out_of_memory;
  }
  status = create_convolution(op_name, sprt_datatype_f32, start, &weights, input_channel_stride,
                              output_channel_stride, bias, output_min, output_max, flags, NULL, convolution_op_out);
  sprt_free_csr(&weights);
  return status;
}

enum sprt_status sprt_create_convolution2d_1x1_nchw_f32(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const float* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out)
{
  return sprt_create_convolution2d_1x1_nchw_f32_as(
      kCreateDense, input_channels, output_channels, input_channel_stride, output_channel_stride, kernel, bias,
      output_min, output_max, flags, convolution_op_out);
}

enum sprt_status sprt_create_convolution2d_1x1_nchw_f32_csr_with_options(
    size_t input_channels, size_t output_channels, size_t input_channel_stride, size_t output_channel_stride,
    const uint32_t* row_offsets, const uint32_t* column_indices, const float* values, const float* bias,
    float output_min, float output_max, uint32_t flags, const struct sprt_create_options* options,
    sprt_operator_t* convolution_op_out)
{
  const double start = sprt_now_seconds();
  enum sprt_status status = validate_create(
      kCreateCsr, sprt_datatype_f32, input_channels, output_channels, input_channel_stride, output_channel_stride,
      output_min, output_max, flags, convolution_op_out);
  if (status != sprt_status_success) return status;
  const struct sprt_csr weights = sprt_csr_view(output_channels, input_channels, row_offsets, column_indices, values);
  status = sprt_validate_csr(kCreateCsr, &weights);
  if (status != sprt_status_success) return status;
  return create_convolution(kCreateCsr, sprt_datatype_f32, start, &weights, input_channel_stride,
                            output_channel_stride, bias, output_min, output_max, flags, options, convolution_op_out);
}

enum sprt_status sprt_create_convolution2d_1x1_nchw_f32_csr(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const uint32_t* row_offsets, const uint32_t* column_indices, const float* values,
    const float* bias, float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out)
{
  return sprt_create_convolution2d_1x1_nchw_f32_csr_with_options(
      input_channels, output_channels, input_channel_stride, output_channel_stride, row_offsets, column_indices,
      values, bias, output_min, output_max, flags, NULL, convolution_op_out);
}

// The f16 operator's bias as floats holding halves (rounded from floats with fp32_values); *out is
// NULL without a bias. Returns false when out of memory.
static bool bias_as_halves(const void* bias, size_t channels, bool fp32_values, float** out) {
  *out = NULL;
  if (bias == NULL) return true;
  *out = sprt_allocate(channels * sizeof(float));
  if (*out == NULL) return false;
  sprt_halves_as_floats(bias, channels, fp32_values, *out);
  return true;
}

// Creates an f16 operator from its owned CSR (consumed) and the caller's bias.
static enum sprt_status create_f16_from_csr(
    const char* op_name, double start, struct sprt_csr* weights, size_t input_channel_stride,
    size_t output_channel_stride, const void* bias, float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out)
{
  float* bias_values;
  enum sprt_status status = sprt_status_out_of_memory;
  if (!bias_as_halves(bias, weights->rows, (flags & SPRT_FLAG_FP32_STATIC_WEIGHTS) != 0, &bias_values)) {
    sprt_log_error("%s: out of memory converting %zu bias values", op_name, weights->rows);
  } else {
    status = create_convolution(op_name, sprt_datatype_f16, start, weights, input_channel_stride,
                                output_channel_stride, bias_values, output_min, output_max, flags, NULL,
                                convolution_op_out);
  }
  sprt_free(bias_values);
  sprt_free_csr(weights);
  return status;
}

enum sprt_status sprt_create_convolution2d_1x1_nchw_f16_as(
    const char* op_name, size_t input_channels, size_t output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const void* kernel, const void* bias, float output_min, float output_max,
    uint32_t flags, sprt_operator_t* convolution_op_out)
{
  enum sprt_status status = validate_create(
      op_name, sprt_datatype_f16, input_channels, output_channels, input_channel_stride, output_channel_stride,
      output_min, output_max, flags, convolution_op_out);
  if (status != sprt_status_success) return status;
  status = check_dense_kernel(op_name, kernel, input_channels, output_channels);
  if (status != sprt_status_success) return status;
  const double start = sprt_now_seconds();
  struct sprt_csr weights;
  if (!sprt_csr_from_dense_f16(output_channels, input_channels, kernel, (flags & SPRT_FLAG_FP32_STATIC_WEIGHTS) != 0,
                               &weights)) {
    sprt_log_error("%s: out of memory converting a %zu x %zu kernel to CSR", op_name, output_channels,
                   input_channels);
    return sprt_status_out_of_memory;
  }
  return create_f16_from_csr(op_name, start, &weights, input_channel_stride, output_channel_stride, bias,
                             output_min, output_max, flags, convolution_op_out);
}

enum sprt_status sprt_create_convolution2d_1x1_nchw_f16(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const void* kernel, const void* bias,
    float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out)
{
  return sprt_create_convolution2d_1x1_nchw_f16_as(
      kCreateDenseF16, input_channels, output_channels, input_channel_stride, output_channel_stride, kernel, bias,
      output_min, output_max, flags, convolution_op_out);
}

enum sprt_status sprt_create_convolution2d_1x1_nchw_f16_csr(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const uint32_t* row_offsets, const uint32_t* column_indices, const void* values,
    const void* bias, float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out)
{
  const char* op_name = kCreateCsrF16;
  const double start = sprt_now_seconds();
  enum sprt_status status = validate_create(
      op_name, sprt_datatype_f16, input_channels, output_channels, input_channel_stride, output_channel_stride,
      output_min, output_max, flags, convolution_op_out);
  if (status != sprt_status_success) return status;
  // The view's values are only checked for NULL: the structure is validated, then copied with the
  // halves (or floats) converted.
  const struct sprt_csr view =
      sprt_csr_view(output_channels, input_channels, row_offsets, column_indices, (const float*) values);
  status = sprt_validate_csr(op_name, &view);
  if (status != sprt_status_success) return status;
  struct sprt_csr weights;
  if (!sprt_copy_csr_f16(&view, values, (flags & SPRT_FLAG_FP32_STATIC_WEIGHTS) != 0, &weights)) {
    sprt_log_error("%s: out of memory copying %zu nonzeros", op_name, sprt_csr_nonzeros(&view));
    return sprt_status_out_of_memory;
  }
  return create_f16_from_csr(op_name, start, &weights, input_channel_stride, output_channel_stride, bias,
                             output_min, output_max, flags, convolution_op_out);
}
