// sprt_run_operator: runs a set-up operator's work units on the thread pool.
#include <sched.h>
#include <stdbool.h>
#include <string.h>

#include <sprt.h>

#include "common.h"
#include "operator.h"
#include "tsan.h"

// A free workspace slot, taken until release_slot: `preferred` if it is free, else the lowest free one.
// Setup sized the slots for its pool's threads; a run on a larger pool has units wait here for one
// (each slot is held for one unit: never for long).
static size_t acquire_slot(uint64_t* busy_slots, size_t slots, size_t preferred) {
  const uint64_t all = slots == 64 ? UINT64_MAX : (UINT64_C(1) << slots) - 1;
  const uint64_t mine = UINT64_C(1) << preferred;
  uint64_t busy = __atomic_load_n(busy_slots, __ATOMIC_RELAXED);
  while ((busy & mine) == 0) {
    if (__atomic_compare_exchange_n(busy_slots, &busy, busy | mine, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
      return preferred;
    }
  }
  for (;;) {
    busy = __atomic_load_n(busy_slots, __ATOMIC_RELAXED);
    while ((busy & all) != all) {
      const uint64_t bit = ~busy & (busy + 1);  // the lowest free slot
      if (__atomic_compare_exchange_n(busy_slots, &busy, busy | bit, false, __ATOMIC_ACQUIRE,
                                      __ATOMIC_RELAXED)) {
        return (size_t) __builtin_ctzll(bit);
      }
    }
    sched_yield();
  }
}

static void release_slot(uint64_t* busy_slots, size_t slot) {
  __atomic_fetch_and(busy_slots, ~(UINT64_C(1) << slot), __ATOMIC_RELEASE);
}

// One kernel call: chunk c's panels from first_panel on (output_rows rows) over n pixels of its
// rows; the first chunk starts from the bias, the last clamps.
static void call_spmm_kernel(const struct sprt_spmm_context* ctx, size_t c, const char* rows, size_t row_stride,
                             char* output, const size_t* output_offsets, size_t first_panel, size_t output_rows,
                             size_t n) {
  const struct sprt_packed_panels* chunk = &ctx->chunks[c];
  const void* packed = (const char*) chunk->data + chunk->panel_offsets[first_panel];
  const char* bias = c == 0 ? ctx->bias + first_panel * ctx->tile_rows * ctx->bias_bytes : NULL;
  const bool last = c + 1 == ctx->num_chunks;
  if (ctx->f16_ukernel != NULL) {
    ctx->f16_ukernel(n, output_rows, rows, row_stride, packed, bias, output, output_offsets,
                     last ? &ctx->f16_params : &ctx->f16_unclamped);
  } else {
    ctx->ukernel(n, output_rows, (const float*) rows, row_stride, packed, (const float*) bias, (float*) output,
                 output_offsets, last ? &ctx->params : &ctx->unclamped);
  }
}

// Input-channel chunks run tile by tile, so that the output rows of one pixel tile stay in L2 from
// one chunk to the next (all tiles per chunk reread the whole output: 784x256x256 at 70-80% ran
// 4-5% slower).
void sprt_spmm_pixels(const struct sprt_spmm_context* ctx, const char* input, size_t input_stride, char* output,
                      const size_t* output_offsets, size_t first_panel, size_t output_rows, size_t pixels) {
  const size_t element = ctx->element_bytes;
  const size_t step = ctx->num_chunks > 1 ? ctx->tile_pixels : pixels;
  for (size_t p = 0; p < pixels; p += step) {
    const size_t n = sprt_min_size(step, pixels - p);
    for (size_t c = 0; c < ctx->num_chunks; c++) {
      call_spmm_kernel(ctx, c, input + ctx->chunks[c].first_channel * input_stride + p * element, input_stride,
                       output + p * element, output_offsets, first_panel, output_rows, n);
    }
  }
}

// o[i] = p[i] + x[i] for i < n (p may be o): the residual add, on 4-float vectors (GCC's -O2 leaves
// the plain loop scalar; the same expression on every lane, so the same bits as a separate add).
static void add_to_row(float* output, const float* p, const float* x, size_t n) {
  typedef float v4 __attribute__((vector_size(16)));
  size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    v4 a, b;
    memcpy(&a, p + i, sizeof(a));
    memcpy(&b, x + i, sizeof(b));
    a = a + b;
    memcpy(output + i, &a, sizeof(a));
  }
  for (; i < n; i++) output[i] = p[i] + x[i];
}

// Realigned units go tile by tile: a slot holds one tile of one chunk's rows, aligned, whatever the
// pixel count and the input channels.
static void compute_spmm_realigned(const struct sprt_spmm_context* ctx, char* slot, const char* input, char* output,
                                   const size_t* offsets, size_t first_panel, size_t output_rows, size_t pixels) {
  const size_t element = ctx->element_bytes;
  for (size_t p = 0; p < pixels; p += ctx->tile_pixels) {
    const size_t n = sprt_min_size(ctx->tile_pixels, pixels - p);
    for (size_t c = 0; c < ctx->num_chunks; c++) {
      const struct sprt_packed_panels* chunk = &ctx->chunks[c];
      const char* rows = input + chunk->first_channel * ctx->input_stride + p * element;
      for (size_t i = 0; i < chunk->channels; i++) {
        memcpy(slot + i * ctx->slot_stride, rows + i * ctx->input_stride, n * element);
      }
      call_spmm_kernel(ctx, c, slot, ctx->slot_stride, output + p * element, offsets, first_panel, output_rows, n);
    }
  }
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
  size_t first_row, end_row;
  sprt_spmm_group_rows(ctx, group, &first_row, &end_row);
  const size_t output_rows = end_row - first_row;
  const size_t element = ctx->element_bytes;
  const char* input = ctx->input + image * ctx->input_image_stride + first_pixel * element;
  char* output = ctx->output + image * ctx->output_image_stride + first_pixel * element;
  const size_t* offsets = ctx->output_offsets + first_row;
  const bool uses_slot = ctx->workspace != NULL || ctx->stage != NULL;
  const size_t slot_index = uses_slot ? acquire_slot(&ctx->busy_slots, ctx->slots, 0) : 0;
  char* sums = ctx->stage != NULL ? ctx->stage + slot_index * ctx->stage_bytes : output;
  const size_t* sum_offsets = ctx->stage != NULL ? ctx->stage_offsets : offsets;
  if (ctx->workspace == NULL) {
    sprt_spmm_pixels(ctx, input, ctx->input_stride, sums, sum_offsets, first_panel, output_rows, pixels);
  } else {
    compute_spmm_realigned(ctx, ctx->workspace + slot_index * ctx->slot_bytes, input, sums, sum_offsets,
                           first_panel, output_rows, pixels);
  }
  const char* residual =
      ctx->residual != NULL ? ctx->residual + image * ctx->residual_image_stride + first_pixel * element : NULL;
  if (residual != NULL || sums != output) {
    for (size_t i = 0; i < output_rows; i++) {
      char* row = output + offsets[i];
      const char* sum = sums + sum_offsets[i];
      if (residual != NULL) {
        add_to_row((float*) row, (const float*) sum, (const float*) (residual + offsets[i]), pixels);
      } else {
        memcpy(row, sum, pixels * element);
      }
    }
  }
  if (uses_slot) release_slot(&ctx->busy_slots, slot_index);
}

// The copy pass of a shared realigned input: channels [channel, channel + count) of one image.
static void compute_input_copy(struct sprt_spmm_context* ctx, size_t image, size_t channel, size_t count) {
  const char* source = ctx->copy_source + image * ctx->copy_source_image_stride;
  char* target = (char*) ctx->input + image * ctx->input_image_stride;
  for (size_t c = channel; c < channel + count; c++) {
    memcpy(target + c * ctx->input_stride, source + c * ctx->copy_source_stride, ctx->copy_row_bytes);
  }
}

// A 1x1 operator's copy pass, where its units read a shared realigned copy of the input.
static void run_input_copy(struct sprt_operator* op, pthreadpool_t threadpool) {
  if (op->context.spmm.copy_channels != 0) {
    sprt_parallelize_2d_tile_1d(threadpool, (pthreadpool_task_2d_tile_1d_t) compute_input_copy, &op->context.spmm,
                                op->batch_size, op->context.spmm.copy_channels, op->context.spmm.copy_tile, 0);
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

// Pixels [first, first + n) of every output plane of one image: the projection's output there plus
// the block's input.
static void add_block_input(const struct sprt_inverted_bottleneck_context* ctx, size_t image, size_t channel,
                            size_t channels, size_t first, size_t n) {
  const size_t plane = ctx->residual_plane_bytes;
  const size_t offset = image * ctx->project.output_image_stride;
  char* output = ctx->project.output + offset;
  const char* projected = ctx->staged_projection != NULL ? ctx->staged_projection + offset : output;
  const char* input = ctx->residual + image * ctx->residual_image_stride;
  for (size_t c = channel; c < channel + channels; c++) {
    add_to_row((float*) (output + c * plane) + first, (const float*) (projected + c * plane) + first,
               (const float*) (input + c * plane) + first, n);
  }
}

// The bytes [d0, d1) of output channel c that band r of one image writes, and the lines it shares
// with another band of the image: its head [d0, head_end) and its tail [tail_start, d1), empty where
// the band starts or ends a line, and where the line's other bytes lie outside the image (before
// channel 0's first band, after the last channel's last band).
struct band_bytes {
  uintptr_t d0, head_end, tail_start, d1;
};

static struct band_bytes band_bytes(const struct sprt_inverted_bottleneck_context* ctx, size_t image,
                                    const struct sprt_band_rows* r, size_t c) {
  const size_t row_bytes = ctx->output_width * sizeof(float);
  const uintptr_t plane = (uintptr_t) ctx->project.output + image * ctx->project.output_image_stride +
                          c * ctx->output_height * row_bytes;
  const uintptr_t line = SPRT_CACHE_LINE_BYTES;
  struct band_bytes b = {plane + r->first * row_bytes, 0, 0, plane + r->end * row_bytes};
  const bool first = r->first == 0 && c == 0;
  const bool last = r->end == ctx->output_height && c + 1 == ctx->project.output_channels;
  b.head_end = b.d0 % line == 0 || first ? b.d0 : sprt_min_size((b.d0 / line + 1) * line, b.d1);
  b.tail_start = b.d1 % line == 0 || last ? b.d1 : sprt_max_size(b.d1 / line * line, b.head_end);
  return b;
}

// The cell of the head (end 0) or tail (end 1) of a band's output channel c: one line's bytes.
static char* cut_line(const struct sprt_inverted_bottleneck_context* ctx, size_t image, size_t band, size_t c,
                      size_t end) {
  return ctx->cut_lines +
         (((image * ctx->bands + band) * ctx->project.output_channels + c) * 2 + end) * SPRT_CACHE_LINE_BYTES;
}

// Band `band` (rows r) of a block that adds its input, its projection staged (staged_plane): the
// sums of staged values and input, its whole lines to the output and the lines it shares with other
// bands to their cells; the image's last band to finish writes every cell out. So each line of the
// output has one writer (a line written by two cores moves between them as each writes it).
static void write_band_output(struct sprt_inverted_bottleneck_context* ctx, size_t image, size_t band,
                              const struct sprt_band_rows* r, const char* staged) {
  const char* input = ctx->residual + image * ctx->residual_image_stride;
  const uintptr_t image_start = (uintptr_t) ctx->project.output + image * ctx->project.output_image_stride;
  for (size_t c = 0; c < ctx->project.output_channels; c++) {
    const struct band_bytes b = band_bytes(ctx, image, r, c);
    const float* p = (const float*) (staged + c * ctx->staged_plane);
    // The input has the output's layout: channel c's plane at the same offset from the image.
    const float* x = (const float*) (input + (b.d0 - image_start));
    const size_t head = (b.head_end - b.d0) / sizeof(float), middle = (b.tail_start - b.head_end) / sizeof(float);
    add_to_row((float*) cut_line(ctx, image, band, c, 0), p, x, head);
    add_to_row((float*) b.head_end, p + head, x + head, middle);
    add_to_row((float*) cut_line(ctx, image, band, c, 1), p + head + middle, x + head + middle,
               (b.d1 - b.tail_start) / sizeof(float));
  }
  // Acquire: the other bands' cells; release: this band's.
  if (__atomic_add_fetch(&ctx->bands_done[image], 1, __ATOMIC_ACQ_REL) != ctx->bands) return;
  for (size_t k = 0; k < ctx->bands; k++) {
    const struct sprt_band_rows rows = sprt_inverted_bottleneck_band_rows(ctx, k);
    for (size_t c = 0; c < ctx->project.output_channels; c++) {
      const struct band_bytes b = band_bytes(ctx, image, &rows, c);
      memcpy((char*) b.d0, cut_line(ctx, image, k, c, 0), b.head_end - b.d0);
      memcpy((char*) b.tail_start, cut_line(ctx, image, k, c, 1), b.d1 - b.tail_start);
    }
  }
  // The next run starts after this one's pool call returns.
  __atomic_store_n(&ctx->bands_done[image], 0, __ATOMIC_RELAXED);
}

// Band `band` (and the next count - 1) of one image through the three layers (without an expansion,
// the depthwise layer reads the input's rows), in a slot of the unit's own; the bands of an image
// cover the depthwise layer's output rows.
void sprt_compute_inverted_bottleneck(void* context, size_t image, size_t band, size_t count) {
  struct sprt_inverted_bottleneck_context* ctx = context;
  const struct sprt_dwconv_context* dw = &ctx->depthwise;
  const size_t width = ctx->input_width, row_bytes = width * sizeof(float);
  // The slot of the unit's share of the units: pthreadpool's first split gives a thread consecutive
  // units, so a thread mostly keeps its slot, and so its slot's lines in its cache, from block to block.
  const size_t slot_index = acquire_slot(&ctx->busy_slots, ctx->slots,
                                         (image * ctx->bands + band) * ctx->slots / (ctx->batch_size * ctx->bands));
  char* expanded = ctx->workspace + slot_index * ctx->slot_stride;
  char* depthwise = expanded + ctx->expand.output_channels * ctx->expanded_plane;
  char* copy = depthwise + ctx->project.input_channels * ctx->depthwise_plane;
  for (size_t k = band; k < band + count; k++) {
    const struct sprt_band_rows r = sprt_inverted_bottleneck_band_rows(ctx, k);
    const size_t expand_rows = r.read_end - r.expand_from;
    const char* input = ctx->expand.input + image * ctx->expand.input_image_stride + r.expand_from * row_bytes;
    size_t input_stride = ctx->expand.input_stride;
    if (ctx->copy_plane != 0) {
      for (size_t c = 0; c < ctx->expand.input_channels; c++) {
        memcpy(copy + c * ctx->copy_plane, input + c * input_stride, expand_rows * row_bytes);
      }
      input = copy;
      input_stride = ctx->copy_plane;
    }
    const char* dw_input = input;
    size_t dw_input_stride = input_stride;
    if (ctx->expand.output_channels != 0) {
      sprt_spmm_pixels(&ctx->expand, input, input_stride, expanded, ctx->expanded_offsets, 0,
                       ctx->expand.output_channels, expand_rows * width);
      dw_input = expanded;
      dw_input_stride = ctx->expanded_plane;
    }
    const size_t skip = (r.read_from - r.expand_from) * width;
    for (size_t c = 0; c < ctx->project.input_channels; c++) {
      dw->ukernel(r.read_end - r.read_from, width, (const float*) (dw_input + c * dw_input_stride) + skip,
                  dw->weights + c * dw->weights_stride, (float*) (depthwise + c * ctx->depthwise_plane),
                  r.first == 0 ? ctx->padding_top : 0, r.end - r.first, &dw->params);
    }
    if (ctx->staged_plane != 0) {
      char* staged = copy + ctx->expand.input_channels * ctx->copy_plane;
      sprt_spmm_pixels(&ctx->project, depthwise, ctx->depthwise_plane, staged, ctx->staged_offsets, 0,
                       ctx->project.output_channels, (r.end - r.first) * ctx->output_width);
      write_band_output(ctx, image, k, &r, staged);
      continue;
    }
    char* output = ctx->project.output + image * ctx->project.output_image_stride +
                   r.first * ctx->output_width * sizeof(float);
    sprt_spmm_pixels(&ctx->project, depthwise, ctx->depthwise_plane, output, ctx->project.output_offsets, 0,
                     ctx->project.output_channels, (r.end - r.first) * ctx->output_width);
    if (ctx->residual != NULL) {
      add_block_input(ctx, image, 0, ctx->project.output_channels, r.first * ctx->output_width,
                      (r.end - r.first) * ctx->output_width);
    }
  }
  release_slot(&ctx->busy_slots, slot_index);
}

// Channels [channel, channel + count) of one image from the staged output to the caller's.
static void compute_staged_output_copy(void* context, size_t image, size_t channel, size_t count) {
  const struct sprt_inverted_bottleneck_context* ctx = context;
  const size_t offset = image * ctx->project.output_image_stride + channel * ctx->output_plane_bytes;
  memcpy(ctx->staged_output + offset, ctx->project.output + offset, count * ctx->output_plane_bytes);
}

// Channels [channel, channel + count) of one image run apart, its projection staged: the sums of the
// staged projection and the block's input to the output.
static void compute_block_input_add(void* context, size_t image, size_t channel, size_t count) {
  const struct sprt_inverted_bottleneck_context* ctx = context;
  add_block_input(ctx, image, channel, count, 0, ctx->output_height * ctx->output_width);
}

// Unit (image, group) of an expansion whose groups write whole planes of contiguous channels, then
// the depthwise layer on those channels while their planes are in this core's cache (expand_depthwise).
static void compute_expand_depthwise(struct sprt_operator* op, size_t image, size_t group) {
  struct sprt_spmm_context* expand = &op->parts[0]->context.spmm;
  compute_spmm(expand, image, group);
  size_t first, end;
  sprt_spmm_group_rows(expand, group, &first, &end);
  sprt_compute_dwconv(&op->parts[1]->context.dwconv, image, first, end - first);
}

// A pass of a fused operator over its output planes, in blocks of channels, per_thread per thread.
static void run_output_planes(struct sprt_operator* op, pthreadpool_t threadpool, pthreadpool_task_2d_tile_1d_t task,
                              size_t per_thread) {
  const size_t channels = op->output_channels;
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  sprt_parallelize_2d_tile_1d(threadpool, task, &op->context.inverted_bottleneck, op->batch_size, channels,
                              threads <= 1 ? channels : sprt_divide_round_up(channels, per_thread * threads), 0);
}

// A ready operator's work on the pool (an inverted bottleneck run apart: its parts', in order).
static void run_ready_operator(struct sprt_operator* op, pthreadpool_t threadpool) {
  if (op->type == sprt_operator_type_inverted_bottleneck_nchw_f32 && op->context.inverted_bottleneck.apart) {
    if (op->context.inverted_bottleneck.expand_depthwise) {
      run_input_copy(op->parts[0], threadpool);
      sprt_parallelize_2d(threadpool, (pthreadpool_task_2d_t) compute_expand_depthwise, op, op->batch_size,
                          op->parts[0]->panel_groups, 0);
      run_ready_operator(op->parts[2], threadpool);
    } else {
      for (size_t i = 0; i < 3; i++) {
        if (op->parts[i] != NULL) run_ready_operator(op->parts[i], threadpool);
      }
    }
    if (op->context.inverted_bottleneck.staged_projection != NULL) {
      // The add the projection's units could not do: the sums go over the depthwise buffer they read.
      run_output_planes(op, threadpool, (pthreadpool_task_2d_tile_1d_t) compute_block_input_add, 1);
    }
    return;
  }
  if (sprt_is_spmm_operator(op)) {
    run_input_copy(op, threadpool);
    sprt_parallelize_2d(threadpool, (pthreadpool_task_2d_t) compute_spmm, &op->context.spmm,
                        op->batch_size * op->context.spmm.pixel_blocks, op->panel_groups, 0);
  } else {
    sprt_parallelize_2d_tile_1d(threadpool, (pthreadpool_task_2d_tile_1d_t) op->compute.task, &op->context,
                                op->compute.range[0], op->compute.range[1], op->compute.tile, 0);
  }
  if (op->type == sprt_operator_type_inverted_bottleneck_nchw_f32 &&
      op->context.inverted_bottleneck.staged_output != NULL) {
    run_output_planes(op, threadpool, (pthreadpool_task_2d_tile_1d_t) compute_staged_output_copy, 4);
  }
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
  if (op->type == sprt_operator_type_inverted_bottleneck_nchw_f32) {
    for (size_t i = 0; i < 3; i++) {
      if (op->parts[i] != NULL && op->parts[i]->setups != op->part_setups[i]) {
        sprt_log_error("sprt_run_operator: operator %p (inverted bottleneck): its part %p (%s) was set up again "
                       "after the fused setup: set the fused operator up again", (void*) op, (void*) op->parts[i],
                       sprt_operator_kind_name(op->parts[i]));
        return sprt_status_invalid_state;
      }
    }
  }
  // One run at a time: a second thread would write the same output (and workspace) concurrently.
  if (__atomic_exchange_n(&op->running, 1, __ATOMIC_ACQUIRE) != 0) {
    sprt_log_error("sprt_run_operator: operator %p (%s) is already running on another thread", (void*) op,
                   sprt_operator_kind_name(op));
    return sprt_status_invalid_state;
  }
  run_ready_operator(op, threadpool);
  __atomic_store_n(&op->running, 0, __ATOMIC_RELEASE);
  return sprt_status_success;
}
