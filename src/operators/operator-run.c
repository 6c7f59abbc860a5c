// sprt_run_operator: runs a set-up operator's work units on the thread pool.
#include <sched.h>
#include <stdbool.h>
#include <string.h>

#include <sprt.h>

#include "common.h"
#include "operator.h"
#include "tsan.h"

// A free workspace slot, taken until release_slot. Setup sized the slots for its pool's threads; a run
// on a larger pool has units wait here for one (each slot is held for one unit: never for long).
static size_t acquire_slot(struct sprt_spmm_context* ctx) {
  const uint64_t all = ctx->slots == 64 ? UINT64_MAX : (UINT64_C(1) << ctx->slots) - 1;
  for (;;) {
    uint64_t busy = __atomic_load_n(&ctx->busy_slots, __ATOMIC_RELAXED);
    while ((busy & all) != all) {
      const uint64_t bit = ~busy & (busy + 1);  // the lowest free slot
      if (__atomic_compare_exchange_n(&ctx->busy_slots, &busy, busy | bit, false, __ATOMIC_ACQUIRE,
                                      __ATOMIC_RELAXED)) {
        return (size_t) __builtin_ctzll(bit);
      }
    }
    sched_yield();
  }
}

static void release_slot(struct sprt_spmm_context* ctx, size_t slot) {
  __atomic_fetch_and(&ctx->busy_slots, ~(UINT64_C(1) << slot), __ATOMIC_RELEASE);
}

// One unit: pixel block `block` of all images flattened, panel group `group`.
static void compute_spmm(struct sprt_spmm_context* ctx, size_t block, size_t group) {
  const size_t image = block / ctx->pixel_blocks;
  const size_t b = block % ctx->pixel_blocks;
  const size_t first_pixel = b * ctx->quanta / ctx->pixel_blocks * ctx->block_quantum;
  const size_t end_pixel =
      sprt_min_size((b + 1) * ctx->quanta / ctx->pixel_blocks * ctx->block_quantum, ctx->pixels);
  const size_t pixels = end_pixel - first_pixel;
  const size_t first_panel = ctx->group_start[group];
  const size_t first_row = first_panel * ctx->tile_rows;
  const size_t last_row = sprt_min_size(ctx->group_start[group + 1] * ctx->tile_rows, ctx->output_channels);
  const size_t element = ctx->element_bytes;
  const char* input = ctx->input + image * ctx->input_image_stride + first_pixel * element;
  char* output = ctx->output + image * ctx->output_image_stride + first_pixel * element;
  // Input-channel chunks run tile by tile, so that the output rows of one pixel tile stay in L2
  // from one chunk to the next (all tiles per chunk reread the whole output: 784x256x256 at 70-80%
  // ran 4-5% slower).
  // Realigned units also go tile by tile: a slot then holds one tile of the chunk's rows, whatever
  // the pixel count.
  const size_t step = ctx->num_chunks > 1 || ctx->workspace != NULL ? ctx->tile_pixels : pixels;
  const size_t slot_index = ctx->workspace != NULL ? acquire_slot(ctx) : 0;
  for (size_t p = 0; p < pixels; p += step) {
    const size_t n = sprt_min_size(step, pixels - p);
    for (size_t c = 0; c < ctx->num_chunks; c++) {
      const struct sprt_packed_panels* chunk = &ctx->chunks[c];
      const char* rows = input + chunk->first_channel * ctx->input_stride + p * element;
      size_t row_stride = ctx->input_stride;
      if (ctx->workspace != NULL) {
        // The unit's slot holds the chunk's rows of these n pixels, aligned: never more than one
        // chunk, whatever the input channels.
        char* slot = ctx->workspace + slot_index * ctx->slot_bytes;
        for (size_t i = 0; i < chunk->channels; i++) {
          memcpy(slot + i * ctx->slot_stride, rows + i * row_stride, n * element);
        }
        rows = slot;
        row_stride = ctx->slot_stride;
      }
      const void* packed = (const char*) chunk->data + chunk->panel_offsets[first_panel];
      const char* bias = c == 0 ? ctx->bias + first_row * ctx->bias_bytes : NULL;
      const bool last = c + 1 == ctx->num_chunks;
      if (ctx->f16_ukernel != NULL) {
        ctx->f16_ukernel(n, last_row - first_row, rows, row_stride, packed, bias, output + p * element,
                         ctx->output_offsets + first_row, last ? &ctx->f16_params : &ctx->f16_unclamped);
      } else {
        ctx->ukernel(n, last_row - first_row, (const float*) rows, row_stride, packed, (const float*) bias,
                     (float*) (output + p * element), ctx->output_offsets + first_row,
                     last ? &ctx->params : &ctx->unclamped);
      }
    }
  }
  if (ctx->workspace != NULL) release_slot(ctx, slot_index);
}

// The copy pass of a shared realigned input: channels [channel, channel + count) of one image.
static void compute_input_copy(struct sprt_spmm_context* ctx, size_t image, size_t channel, size_t count) {
  const char* source = ctx->copy_source + image * ctx->copy_source_image_stride;
  char* target = (char*) ctx->input + image * ctx->input_image_stride;
  for (size_t c = channel; c < channel + count; c++) {
    memcpy(target + c * ctx->input_stride, source + c * ctx->copy_source_stride, ctx->copy_row_bytes);
  }
}

void sprt_compute_dwconv(void* context, size_t image, size_t channel, size_t count) {
  const struct sprt_dwconv_context* ctx = context;
  for (size_t c = channel; c < channel + count; c++) {
    ctx->ukernel(ctx->input_height, ctx->input_width,
                 ctx->input + image * ctx->input_image_stride + c * ctx->input_channel_stride,
                 ctx->weights + c * ctx->weights_stride,
                 ctx->output + image * ctx->output_image_stride + c * ctx->output_channel_stride,
                 ctx->padding_top, ctx->output_height, &ctx->params);
  }
}

void sprt_compute_hwc2chw(void* context, size_t image, size_t first_row, size_t rows) {
  const struct sprt_hwc2chw_context* ctx = context;
  ctx->ukernel(ctx->input_height, ctx->input_width, ctx->input_pixel_stride, first_row, first_row + rows,
               ctx->input + image * ctx->input_image_stride, ctx->weights,
               ctx->output + image * ctx->output_image_stride, ctx->output_channels, ctx->output_channel_stride,
               &ctx->params);
}

void sprt_compute_gavgpool(void* context, size_t image, size_t first_channel, size_t channels) {
  const struct sprt_gavgpool_context* ctx = context;
  ctx->ukernel(ctx->elements, channels,
               ctx->input + image * ctx->input_image_stride + first_channel * ctx->elements,
               ctx->output + image * ctx->output_image_stride + first_channel, &ctx->params);
}

enum sprt_status sprt_run_operator(sprt_operator_t op, pthreadpool_t threadpool) {
  const enum sprt_status status = sprt_check_initialized("sprt_run_operator");
  if (status != sprt_status_success) return status;
  if (op == NULL) {
    sprt_log_error("sprt_run_operator: operator is NULL");
    return sprt_status_invalid_parameter;
  }
  switch (op->state) {
    case sprt_run_state_invalid:
      sprt_log_error("sprt_run_operator: operator %p (%s) is not set up: call setup first", (void*) op,
                     sprt_operator_kind_name(op));
      return sprt_status_invalid_state;
    case sprt_run_state_skip:
      return sprt_status_success;
    case sprt_run_state_ready:
      break;
  }
  // One run at a time: a second thread would write the same output (and workspace) concurrently.
  if (__atomic_exchange_n(&op->running, 1, __ATOMIC_ACQUIRE) != 0) {
    sprt_log_error("sprt_run_operator: operator %p (%s) is already running on another thread", (void*) op,
                   sprt_operator_kind_name(op));
    return sprt_status_invalid_state;
  }
  if (sprt_is_spmm_operator(op)) {
    if (op->context.spmm.copy_channels != 0) {
      sprt_parallelize_2d_tile_1d(threadpool, (pthreadpool_task_2d_tile_1d_t) compute_input_copy, &op->context.spmm,
                                  op->batch_size, op->context.spmm.copy_channels, op->context.spmm.copy_tile, 0);
    }
    sprt_parallelize_2d(threadpool, (pthreadpool_task_2d_t) compute_spmm, &op->context.spmm,
                        op->batch_size * op->context.spmm.pixel_blocks, op->panel_groups, 0);
  } else {
    sprt_parallelize_2d_tile_1d(threadpool, (pthreadpool_task_2d_tile_1d_t) op->compute.task, &op->context,
                                op->compute.range[0], op->compute.range[1], op->compute.tile, 0);
  }
  __atomic_store_n(&op->running, 0, __ATOMIC_RELEASE);
  return sprt_status_success;
}
