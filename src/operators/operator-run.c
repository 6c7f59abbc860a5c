// Run, delete and describe operators.
#include <stdlib.h>
#include <string.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "operator.h"

// One unit: pixel block `block` of all images flattened, panel group `group`.
static void compute_spmm(const struct sprt_spmm_context* ctx, size_t block, size_t group) {
  const size_t image = block / ctx->pixel_blocks;
  const size_t b = block % ctx->pixel_blocks;
  const size_t first_pixel = b * ctx->tiles / ctx->pixel_blocks * ctx->tile_pixels;
  const size_t end_pixel = sprt_min_size((b + 1) * ctx->tiles / ctx->pixel_blocks * ctx->tile_pixels, ctx->pixels);
  const size_t pixels = end_pixel - first_pixel;
  const size_t first_panel = ctx->group_start[group];
  const size_t first_row = first_panel * ctx->tile_rows;
  const size_t last_row = sprt_min_size(ctx->group_start[group + 1] * ctx->tile_rows, ctx->output_channels);
  const char* input = ctx->input + image * ctx->input_image_stride + first_pixel * sizeof(float);
  size_t input_stride = ctx->input_stride;
  if (ctx->workspace != NULL) {
    char* slot = ctx->workspace + (block * ctx->groups + group) * ctx->slot_bytes;
    for (size_t c = 0; c < ctx->input_channels; c++) {
      memcpy(slot + c * ctx->slot_stride, input + c * input_stride, pixels * sizeof(float));
    }
    input = slot;
    input_stride = ctx->slot_stride;
  }
  float* output = (float*) (ctx->output + image * ctx->output_image_stride + first_pixel * sizeof(float));
  // Input-channel chunks run tile by tile, so that the output rows of one pixel tile stay in L2
  // from one chunk to the next (all tiles per chunk reread the whole output: 784x256x256 at 70-80%
  // ran 4-5% slower).
  const size_t step = ctx->num_chunks > 1 ? ctx->tile_pixels : pixels;
  for (size_t p = 0; p < pixels; p += step) {
    const size_t n = sprt_min_size(step, pixels - p);
    for (size_t c = 0; c < ctx->num_chunks; c++) {
      const struct sprt_spmm_chunk* chunk = &ctx->chunks[c];
      chunk->ukernel(
          n, last_row - first_row,
          (const float*) (input + chunk->first_channel * input_stride + p * sizeof(float)), input_stride,
          chunk->packed + chunk->panel_offsets[first_panel],
          c == 0 ? ctx->bias + first_row : NULL,
          output + p, ctx->output_offsets + first_row,
          c + 1 == ctx->num_chunks ? &ctx->params : &ctx->unclamped);
    }
  }
}

enum sprt_status sprt_run_operator(sprt_operator_t op, pthreadpool_t threadpool) {
  if (!sprt_config.initialized) {
    sprt_log_error("sprt_run_operator: sprt is not initialized: call sprt_initialize first");
    return sprt_status_uninitialized;
  }
  if (op == NULL) {
    sprt_log_error("sprt_run_operator: operator is NULL");
    return sprt_status_invalid_parameter;
  }
  switch (op->state) {
    case sprt_run_state_invalid:
      sprt_log_error("sprt_run_operator: operator %p (1x1 NCHW convolution) is not set up: call setup first",
                     (void*) op);
      return sprt_status_invalid_state;
    case sprt_run_state_skip:
      return sprt_status_success;
    case sprt_run_state_ready:
      break;
  }
  pthreadpool_parallelize_2d(threadpool, (pthreadpool_task_2d_t) compute_spmm, &op->context,
                             op->batch_size * op->context.pixel_blocks, op->panel_groups, 0);
  return sprt_status_success;
}

enum sprt_status sprt_delete_operator(sprt_operator_t op) {
  if (op == NULL) {
    return sprt_status_success;
  }
  for (size_t c = 0; c < SPRT_MAX_INPUT_CHUNKS; c++) {
    sprt_packed_weights_free(&op->packed[c]);
  }
  free(op->panel_values);
  free(op->panel_visits);
  free(op->panel_work);
  free(op->channel_order);
  free(op->output_offsets);
  sprt_aligned_free(op->bias);
  sprt_aligned_free(op->workspace);
  sprt_free_saved_weights(op);
  free(op);
  return sprt_status_success;
}

enum sprt_status sprt_get_operator_info(sprt_operator_t op, struct sprt_operator_info* info) {
  if (!sprt_config.initialized) {
    sprt_log_error("sprt_get_operator_info: sprt is not initialized: call sprt_initialize first");
    return sprt_status_uninitialized;
  }
  if (op == NULL || info == NULL) {
    sprt_log_error("sprt_get_operator_info: %s is NULL", op == NULL ? "operator" : "info");
    return sprt_status_invalid_parameter;
  }
  const struct sprt_packed_weights* packed = &op->packed[0];
  const struct sprt_spmm_ukernel* ukernel = op->ukernel[0];
  memset(info, 0, sizeof(*info));
  info->ukernel = ukernel->name;
  info->isa = sprt_isa_name(op->isa);
  info->mapping_table = packed->table->name;
  info->tile_rows = packed->table->tile_rows;
  info->tile_pixels = ukernel->tile_pixels;
  info->kernel_patterns = packed->table->num_kernel_patterns;
  info->index_bytes = packed->index_bytes;
  info->input_channels = op->input_channels;
  info->output_channels = op->output_channels;
  info->input_channel_chunks = op->num_chunks;
  info->chunk_input_channels = op->chunk_channels;
  for (size_t c = 0; c < op->num_chunks; c++) {
    const struct sprt_packed_weights* chunk = &op->packed[c];
    info->nonzeros += chunk->nonzeros;
    info->explicit_zeros += chunk->explicit_zeros;
    // Panel offsets let threads start mid-matrix, as CSR's row offsets do: counted as weights.
    info->packed_weight_bytes += chunk->data_bytes + (chunk->num_panels + 1) * sizeof(chunk->panel_offsets[0]);
  }
  info->csr_bytes = 8 * info->nonzeros + 4 * op->output_channels;
  info->packing_seconds = op->packing_seconds;
  info->output_channels_reordered = op->reordered;
  info->panel_columns = op->panel_columns;
  info->panel_columns_in_channel_order = op->panel_columns_in_order;
  info->input_realigned = op->realign_input;
  info->selection = op->selection;
  info->selection_seconds = op->selection_seconds;
  info->predicted_seconds = 1.0e-9 * op->predicted_ns;
  info->repacked_at_setup = op->repacked;
  return sprt_status_success;
}
