// Global average pooling in NCW layout with XNNPACK's parameters: creation and setup.
#include <inttypes.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "operator.h"
#include "registry.h"

static const char* const kCreate = "sprt_create_global_average_pooling_ncw_f32";
static const char* const kSetup = "sprt_setup_global_average_pooling_ncw_f32";

// Channels per work unit: a few units per thread, whole vectors of channels.
#define CHANNEL_TILE 16

enum sprt_status sprt_create_global_average_pooling_ncw_f32(
    size_t channels, float output_min, float output_max, uint32_t flags,
    sprt_operator_t* global_average_pooling_op_out)
{
  enum sprt_status status = sprt_check_initialized(kCreate);
  if (status != sprt_status_success) return status;
  if (global_average_pooling_op_out == NULL) {
    sprt_log_error("%s: global_average_pooling_op_out is NULL", kCreate);
    return sprt_status_invalid_parameter;
  }
  if (channels == 0) {
    sprt_log_error("%s: invalid channels 0: must be nonzero", kCreate);
    return sprt_status_invalid_parameter;
  }
  status = sprt_check_output_range(kCreate, output_min, output_max);
  if (status != sprt_status_success) return status;
  if (flags != 0) {
    sprt_log_error("%s: invalid flags 0x%08" PRIX32 ": none are defined", kCreate, flags);
    return sprt_status_invalid_parameter;
  }
  const struct sprt_gavgpool_cw_ukernel* ukernel = sprt_find_gavgpool_cw_ukernel(sprt_config.isa);
  if (ukernel == NULL) {
    sprt_log_error("%s: no kernel for %s (x86 and scalar only; XNNPACK's serve this layer there)", kCreate,
                   sprt_isa_name(sprt_config.isa));
    return sprt_status_unsupported_hardware;
  }
  struct sprt_operator* op = sprt_allocate_zero(1, sizeof(struct sprt_operator));
  if (op == NULL) {
    sprt_log_error("%s: out of memory allocating the operator", kCreate);
    return sprt_status_out_of_memory;
  }
  op->type = sprt_operator_type_global_average_pooling_ncw_f32;
  op->isa = sprt_config.isa;
  op->input_channels = channels;
  op->output_channels = channels;
  op->params = (struct sprt_f32_minmax_params) {output_min, output_max};
  op->gavgpool_ukernel = ukernel;
  op->ukernel_name = ukernel->name;
  op->state = sprt_run_state_invalid;
  *global_average_pooling_op_out = op;
  return sprt_status_success;
}

enum sprt_status sprt_setup_global_average_pooling_ncw_f32(
    sprt_operator_t op, size_t batch_size, size_t width, const float* input, float* output,
    pthreadpool_t threadpool)
{
  enum sprt_status status = sprt_check_initialized(kSetup);
  if (status != sprt_status_success) return status;
  if (op == NULL) {
    sprt_log_error("%s: operator is NULL", kSetup);
    return sprt_status_invalid_parameter;
  }
  if (op->type != sprt_operator_type_global_average_pooling_ncw_f32) {
    sprt_log_error("%s: operator %p is not an NCW global average pooling", kSetup, (void*) op);
    return sprt_status_invalid_parameter;
  }
  op->state = sprt_run_state_invalid;
  if (width == 0) {
    sprt_log_error("%s: invalid width 0: must be nonzero", kSetup);
    return sprt_status_invalid_parameter;
  }
  if (input == NULL || output == NULL) {
    sprt_log_error("%s: %s is NULL", kSetup, input == NULL ? "input" : "output");
    return sprt_status_invalid_parameter;
  }
  int overflow = 0;
  const size_t input_image = sprt_mul_size(op->input_channels, width, &overflow);
  sprt_mul_size(sprt_mul_size(input_image, batch_size, &overflow), sizeof(float), &overflow);
  if (overflow) {
    sprt_log_error("%s: tensor size overflows size_t: batch %zu x %zu channels x width %zu", kSetup, batch_size,
                   op->input_channels, width);
    return sprt_status_invalid_parameter;
  }
  op->batch_size = batch_size;
  if (batch_size == 0) {
    op->state = sprt_run_state_skip;
    return sprt_status_success;
  }
  op->context.gavgpool = (struct sprt_gavgpool_context) {
    .ukernel = op->gavgpool_ukernel->function,
    .elements = width,
    .input = input,
    .input_image_stride = input_image,
    .output = output,
    .output_image_stride = op->output_channels,
    .params = {1.0f / (float) width, op->params.min, op->params.max},
  };
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  const size_t tile =
      threads <= 1 ? op->output_channels
                   : sprt_divide_round_up(op->output_channels, threads * 4 * CHANNEL_TILE) * CHANNEL_TILE;
  op->compute = (struct sprt_compute) {sprt_compute_gavgpool, {batch_size, op->output_channels}, tile};
  op->state = sprt_run_state_ready;
  return sprt_status_success;
}
