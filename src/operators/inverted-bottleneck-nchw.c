// An inverted residual block's expansion, depthwise and projection layers fused into one operator:
// creation from the three operators and setup of the bands (the run is
// sprt_compute_inverted_bottleneck in operator-run.c).
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "operator.h"

static const char* const kCreate = "sprt_create_inverted_bottleneck_nchw_f32";
static const char* const kSetup = "sprt_setup_inverted_bottleneck_nchw_f32";

static bool is_f32_spmm(const struct sprt_operator* op) {
  return op->type == sprt_operator_type_convolution_nchw_f32 && op->kind == sprt_convolution_kind_spmm;
}

enum sprt_status sprt_create_inverted_bottleneck_nchw_f32(sprt_operator_t expand_op, sprt_operator_t depthwise_op,
                                                          sprt_operator_t project_op, uint32_t flags,
                                                          sprt_operator_t* fused_op_out) {
  const enum sprt_status status = sprt_check_initialized(kCreate);
  if (status != sprt_status_success) return status;
  if (fused_op_out == NULL) {
    sprt_log_error("%s: fused_op_out is NULL", kCreate);
    return sprt_status_invalid_parameter;
  }
  if (depthwise_op == NULL || project_op == NULL) {
    sprt_log_error("%s: %s is NULL", kCreate, depthwise_op == NULL ? "depthwise_op" : "project_op");
    return sprt_status_invalid_parameter;
  }
  if ((expand_op != NULL && !is_f32_spmm(expand_op)) || !is_f32_spmm(project_op)) {
    const struct sprt_operator* bad = is_f32_spmm(project_op) ? expand_op : project_op;
    sprt_log_error("%s: %s %p is a %s of %s: it must be a sparse 1x1 convolution of f32", kCreate,
                   bad == expand_op ? "expand_op" : "project_op", (void*) bad, sprt_operator_kind_name(bad),
                   sprt_datatype_name(bad->datatype));
    return sprt_status_invalid_parameter;
  }
  if (depthwise_op->type != sprt_operator_type_convolution_nchw_f32 ||
      depthwise_op->kind != sprt_convolution_kind_dwconv) {
    sprt_log_error("%s: depthwise_op %p is a %s: it must be a depthwise convolution of f32", kCreate,
                   (void*) depthwise_op, sprt_operator_kind_name(depthwise_op));
    return sprt_status_invalid_parameter;
  }
  const size_t expanded_channels = expand_op != NULL ? expand_op->output_channels : depthwise_op->groups;
  if (expanded_channels != depthwise_op->groups || project_op->input_channels != depthwise_op->groups) {
    sprt_log_error("%s: the channels do not chain: the expansion has %zu outputs, the depthwise layer %zu channels, "
                   "the projection %zu inputs", kCreate, expanded_channels, depthwise_op->groups,
                   project_op->input_channels);
    return sprt_status_invalid_parameter;
  }
  if ((flags & ~(uint32_t) SPRT_FLAG_ADD_BLOCK_INPUT) != 0) {
    sprt_log_error("%s: invalid flags 0x%08" PRIX32 ": only SPRT_FLAG_ADD_BLOCK_INPUT", kCreate, flags);
    return sprt_status_invalid_parameter;
  }
  const size_t block_inputs = expand_op != NULL ? expand_op->input_channels : depthwise_op->groups;
  // sprt's depthwise layers of stride 1 pad K / 2 on every side: the output keeps the plane's size.
  if ((flags & SPRT_FLAG_ADD_BLOCK_INPUT) != 0 &&
      (depthwise_op->stride != 1 || project_op->output_channels != block_inputs)) {
    sprt_log_error("%s: SPRT_FLAG_ADD_BLOCK_INPUT needs the input's shape at the output, but the depthwise layer has "
                   "stride %" PRIu32 " and the projection %zu outputs for %zu block inputs", kCreate,
                   depthwise_op->stride, project_op->output_channels, block_inputs);
    return sprt_status_invalid_parameter;
  }
  struct sprt_operator* op = sprt_allocate_zero(1, sizeof(struct sprt_operator));
  // The packed expansion rows' planes in a slot (none without an expansion).
  size_t* expanded_offsets = expand_op != NULL ? sprt_allocate(expanded_channels * sizeof(size_t)) : NULL;
  if (op == NULL || (expand_op != NULL && expanded_offsets == NULL)) {
    sprt_free(op);
    sprt_free(expanded_offsets);
    sprt_log_error("%s: failed to allocate the operator (%zu expanded channels)", kCreate, expanded_channels);
    return sprt_status_out_of_memory;
  }
  op->type = sprt_operator_type_inverted_bottleneck_nchw_f32;
  op->datatype = sprt_datatype_f32;
  op->isa = depthwise_op->isa;
  op->input_channels = expand_op != NULL ? expand_op->input_channels : depthwise_op->groups;
  op->output_channels = project_op->output_channels;
  op->input_channel_stride = expand_op != NULL ? expand_op->input_channel_stride : depthwise_op->input_channel_stride;
  op->output_channel_stride = project_op->output_channel_stride;
  op->ukernel_name = depthwise_op->ukernel_name;
  op->output_offsets = expanded_offsets;
  op->parts[0] = expand_op;
  op->parts[1] = depthwise_op;
  op->parts[2] = project_op;
  op->add_block_input = (flags & SPRT_FLAG_ADD_BLOCK_INPUT) != 0;
  *fused_op_out = op;
  return sprt_status_success;
}

// The planes of a slot for bands of `rows` depthwise output rows: the expanded rows they read (from
// a multiple of row_quantum), the depthwise rows and, with stage_output, the projection's rows; and
// the slot's bytes, with the copied input rows.
static size_t plan_slot(size_t rows, struct sprt_inverted_bottleneck_context* ctx, bool copy_input,
                        bool stage_output) {
  const size_t expanded_rows =
      sprt_min_size(ctx->stride * (rows - 1) + ctx->kernel_size + ctx->row_quantum - 1, ctx->input_height);
  ctx->expanded_plane = sprt_whole_cache_lines(expanded_rows * ctx->input_width * sizeof(float));
  ctx->depthwise_plane = sprt_whole_cache_lines(rows * ctx->output_width * sizeof(float));
  ctx->copy_plane = copy_input ? ctx->expanded_plane : 0;
  ctx->staged_plane = stage_output ? ctx->depthwise_plane : 0;
  return ctx->expanded_plane * ctx->expand.output_channels + ctx->depthwise_plane * ctx->project.input_channels +
         ctx->copy_plane * ctx->expand.input_channels + ctx->staged_plane * ctx->project.output_channels;
}

// Whether the bands stage their output so that each output line has one writer (staged_plane in
// operator.h): on several threads, where the output's planes or a band's rows are not whole lines
// (both bands at a cut, and the last band of a plane and the first of the next, write the line they
// share), in blocks that add their input, whose bands make a pass over their output anyway. Intel Xeon
// guest, 2 threads, 80-90%, alternated processes: MobileNetV2's and EfficientNet-Lite0's 14x14 blocks
// that add their input ran in 0.94-0.99x the time; blocks without the add, where staging is a pass
// of its own, in 1.04-1.13x (112x112 to 56x56, 56x56 to 28x28, 28x28 to 14x14; docs/performance.md).
static bool stage_band_output(const struct sprt_operator* op, const struct sprt_inverted_bottleneck_context* ctx,
                              size_t threads) {
  const size_t row_bytes = ctx->output_width * sizeof(float);
  return op->add_block_input && threads > 1 && ctx->output_height > ctx->band_rows &&
         ((ctx->output_height * row_bytes) % SPRT_CACHE_LINE_BYTES != 0 ||
          (ctx->band_rows * row_bytes) % SPRT_CACHE_LINE_BYTES != 0);
}

// Depthwise output rows per band, the most whose slot fits `budget` bytes (half the L2 first, so
// that a slot stays in L2 while its band runs: one thread, Intel Xeon with 2 MB of L2, MobileNetV2's
// first blocks: slots of 0.6-1 MB ran the block in 0.57-0.67x the three operators' time, 1.3 MB in
// 0.66x, 2.6 MB in 0.8x; bands of fewer rows compute more expanded rows twice). Then the bands are
// evened out over the threads, and each is at least ceil(T / S) rows, so that every band but the
// first starts inside the plane.
static size_t choose_band_rows(struct sprt_inverted_bottleneck_context* ctx, bool copy_input, size_t batch_size,
                               size_t threads, size_t budget) {
  size_t rows = 1;
  while (rows < ctx->output_height && plan_slot(rows + 1, ctx, copy_input, false) <= budget) rows++;
  size_t bands = sprt_divide_round_up(ctx->output_height, rows);
  if (threads > 1) {
    const size_t per_image = sprt_divide_round_up(threads, batch_size);
    bands = sprt_min_size(sprt_divide_round_up(bands, per_image) * per_image, ctx->output_height);
  }
  rows = sprt_divide_round_up(ctx->output_height, bands);
  const size_t min_rows = sprt_divide_round_up(ctx->padding_top, ctx->stride);
  return sprt_min_size(sprt_max_size(rows, min_rows), ctx->output_height);
}

// Expanded rows the bands compute beyond the plane's own (rows at band edges twice, rows before a
// band's first for alignment), as a fraction of the plane's rows; none without an expansion.
static double recomputed_fraction(const struct sprt_inverted_bottleneck_context* ctx) {
  if (ctx->expand.output_channels == 0) return 0.0;
  size_t rows = 0;
  for (size_t band = 0; band * ctx->band_rows < ctx->output_height; band++) {
    const struct sprt_band_rows r = sprt_inverted_bottleneck_band_rows(ctx, band);
    rows += r.read_end - r.expand_from;
  }
  return (double) rows / (double) ctx->input_height - 1.0;
}

// The tensor between the expansion and the depthwise layer (without an expansion, the depthwise
// output): what the three operators apart write and read back.
static size_t intermediate_bytes(const struct sprt_inverted_bottleneck_context* ctx, size_t batch_size) {
  return ctx->expand.output_channels != 0
             ? batch_size * ctx->expand.output_channels * ctx->input_height * ctx->input_width * sizeof(float)
             : batch_size * ctx->project.input_channels * ctx->output_height * ctx->output_width * sizeof(float);
}

// On one thread, a block whose input's planes do not start on cache lines (14x14, 7x7) runs in one
// band of the whole plane, its slot's planes aligned for the depthwise kernel and the projection,
// where the slot fits the whole L2 (plan_bands) and the workspace is shared (choose_fused). Zen 4
// guest, MobileNetV2's and EfficientNet-Lite0's 14x14 and 7x7 blocks (0.5-1 MB slots): 0.87-0.98x
// the time apart, but the first of them 1.0-1.1x (the slot's lines cold); the networks 0.94-0.97x
// and 0.97-1.00x.
static bool one_band_per_plane(size_t threads, bool aligned_planes) { return threads == 1 && !aligned_planes; }

// Whether the bands pay, against the three operators one after the other. Never where they compute
// many expanded rows twice or cut the output into bands of less than a kernel tile; always where the
// expanded tensor (without an expansion, the depthwise output) leaves L2 between the operators; and,
// with the slots in a workspace the caller's other blocks share (warm from block to block), on
// several threads, and on one in the band of the whole plane of one_band_per_plane. Intel Xeon guest,
// 2 vCPUs, MobileNetV2 and EfficientNet-Lite0 at 80-90% (end2end --fuse_blocks, per block, and in
// paired rounds, where other models run between):
// - one thread: the blocks whose expanded tensor leaves L2 (1.8-4.8 MB) ran in 0.58-0.75x the time;
//   those of 0.3-0.75 MB, which the operators keep in L2, in 0.94-1.49x with slots of their own
//   (28x28 planes the worst); with a shared workspace the blocks on 14x14 and 7x7 planes, one band
//   each, in 0.85-0.96x, but those on 28x28 planes (aligned) in 1.0-1.31x (one band) and
//   1.10-1.18x (two);
// - two threads: with slots of their own, cold in paired rounds, bands for the small blocks made
//   whole networks 1.04-1.1x slower (though 0.63-0.97x per block in a loop of one model); with a
//   shared workspace the blocks recomputing at most 16% ran in 0.54-0.87x, the networks in 0.89x
//   (MobileNetV2) and 0.97x (EfficientNet-Lite0). Bands of 28 output pixels (14x14 to 7x7) took
//   1.15-1.22x: each band pays the projection's loops for a part of a tile. EfficientNet-Lite0's
//   14x14 5x5 blocks (two bands of 7 rows recompute 29%) took 1.01x before their bands staged the
//   lines they share; since then, against the operators apart with the depthwise layer in the
//   expansion's units, 0.87-0.96x (the block after them, which reads the bands' rows, 1.05-1.07x).
//   Beyond 29% unmeasured: on two threads no block of the three networks recomputes more in bands of
//   a tile or more; on four, their 28x28 blocks would (32% with 3x3 kernels, 57% with 5x5).
#define SPRT_MAX_RECOMPUTED_FRACTION 0.3
#define SPRT_MAX_WIDE_SLOT_RECOMPUTED_FRACTION 0.2
// Bands that never pay (choose_fused): many expanded rows computed twice, or, on several threads,
// bands of less than a kernel tile of the projection.
static bool bands_refused(const struct sprt_operator* op, const struct sprt_inverted_bottleneck_context* ctx,
                          size_t threads) {
  return recomputed_fraction(ctx) > SPRT_MAX_RECOMPUTED_FRACTION ||
         (threads > 1 && ctx->band_rows * ctx->output_width < op->parts[2]->ukernel->tile_pixels);
}

static bool choose_fused(const struct sprt_operator* op, const struct sprt_inverted_bottleneck_context* ctx,
                         size_t batch_size, size_t threads, bool aligned_planes, bool shared_workspace) {
  if (bands_refused(op, ctx, threads)) return false;
  if (intermediate_bytes(ctx, batch_size) > sprt_config.l2_bytes / 2) return true;
  return shared_workspace &&
         (threads > 1 || (one_band_per_plane(threads, aligned_planes) && ctx->band_rows >= ctx->output_height));
}

// XNNPACK's output size: doz(padded input, kernel) / stride + 1.
static size_t output_dimension(size_t padded_input, size_t kernel, size_t stride) {
  return (padded_input > kernel ? padded_input - kernel : 0) / stride + 1;
}

// The bands for these sizes and threads, their slots, and whether the three operators apart are
// expected faster: the geometry of ctx from the parts' parameters (not their setups), so that a caller
// can ask before it places its buffers (sprt_inverted_bottleneck_runs_in_bands). aligned_planes: the
// input's channel planes start on cache lines; workspace_bytes: the caller's shared workspace.
// Returns the bytes of the slots (0 if they overflow size_t).
static size_t plan_bands(const struct sprt_operator* op, size_t batch_size, size_t input_height, size_t input_width,
                         size_t threads, bool aligned_planes, size_t workspace_bytes,
                         struct sprt_inverted_bottleneck_context* ctx) {
  const struct sprt_operator* expand = op->parts[0];  // NULL: the depthwise layer reads the input
  const struct sprt_operator* dw = op->parts[1];
  ctx->expand.input_channels = op->input_channels;
  ctx->expand.output_channels = expand != NULL ? expand->output_channels : 0;
  ctx->project.input_channels = op->parts[2]->input_channels;
  ctx->project.output_channels = op->parts[2]->output_channels;
  ctx->input_height = input_height;
  ctx->input_width = input_width;
  ctx->kernel_size = dw->kernel_size;
  ctx->stride = dw->stride;
  ctx->padding_top = dw->padding_top;
  ctx->output_height = output_dimension(dw->padding_top + input_height + dw->padding_bottom, dw->kernel_size,
                                        dw->stride);
  ctx->output_width = output_dimension(2 * (size_t) dw->padding_left + input_width, dw->kernel_size, dw->stride);
  // Bands start on a row that starts a cache line where the planes do; where they do not, the band's
  // input rows are copied to aligned ones if the expansion would have realigned them whole.
  const size_t row_bytes = input_width * sizeof(float);
  ctx->row_quantum = 1;
  while (expand != NULL && aligned_planes && (ctx->row_quantum * row_bytes) % SPRT_CACHE_LINE_BYTES != 0) {
    ctx->row_quantum++;
  }
  const bool copy_input = expand != NULL && !aligned_planes && sprt_spmm_realigns_misaligned_rows(expand);
  ctx->band_rows = choose_band_rows(ctx, copy_input, batch_size, threads, sprt_config.l2_bytes / 2);
  // Where slots of half the L2 would compute too many expanded rows twice and the expanded tensor
  // leaves L2 anyway, slots of up to the whole L2. AMD Zen 4 guest (1 MB of L2), MobileNetV2's and
  // EfficientNet-Lite0's b3 (24 -> 144 -> 24 at 56x56, 1.8 MB expanded; ten bands of 6 rows would
  // compute 48% more expanded rows, four of 14 in 0.96 MB slots 16%): 0.60-0.66x the time of the
  // operators apart on one thread, 0.69-0.82x on two.
  if (recomputed_fraction(ctx) > SPRT_MAX_RECOMPUTED_FRACTION &&
      intermediate_bytes(ctx, batch_size) > sprt_config.l2_bytes) {
    ctx->band_rows = choose_band_rows(ctx, copy_input, batch_size, threads, sprt_config.l2_bytes);
  }
  // On several threads, where slots of half the L2 leave bands that never pay, slots of up to three
  // quarters of it if their bands then recompute little. AMD Zen 4 guest (1 MB of L2), 2 threads,
  // 80-90%, paired rounds of both plans in one process, time against the operators apart:
  // MobileNetV2's b5-b6 (32 -> 192 -> 32 at 28x28: 0.78 MB slots, 11% more expanded rows) and b12-b13
  // (96 -> 576 -> 96 at 14x14, whose half-L2 bands were 56 pixels: 0.65 MB, 14%) 0.73-1.04x,
  // EfficientNet-Lite0's b6 (28x28 to 14x14: 0.6 MB, 7%) 0.68-0.96x; while the vCPUs read each other's
  // lines 15x as slowly as their own (BM_HandOff), 0.22-0.63x. Slots of up to the whole L2 lost:
  // EfficientNet-Lite0's b5 (1 MB, 14%) 1.04-1.08x, its 14x14 5x5 blocks (0.57-0.85 MB, 29%) 1.04-1.09x.
  if (threads > 1 && bands_refused(op, ctx, threads)) {
    const size_t half_l2_rows = ctx->band_rows;
    ctx->band_rows = choose_band_rows(ctx, copy_input, batch_size, threads, sprt_config.l2_bytes / 4 * 3);
    if (bands_refused(op, ctx, threads) || recomputed_fraction(ctx) > SPRT_MAX_WIDE_SLOT_RECOMPUTED_FRACTION) {
      ctx->band_rows = half_l2_rows;
    }
  }
  // One band of the whole plane where one_band_per_plane says so and its slot fits the whole L2
  // (choose_fused then takes the bands).
  if (one_band_per_plane(threads, aligned_planes) && ctx->band_rows < ctx->output_height &&
      plan_slot(ctx->output_height, ctx, copy_input, false) <= sprt_config.l2_bytes) {
    ctx->band_rows = ctx->output_height;
  }
  ctx->slot_bytes = plan_slot(ctx->band_rows, ctx, copy_input, stage_band_output(op, ctx, threads));
  ctx->bands = sprt_divide_round_up(ctx->output_height, ctx->band_rows);
  ctx->slots =
      sprt_max_size(1, sprt_min_size(sprt_min_size(threads, batch_size * ctx->bands), SPRT_MAX_WORKSPACE_SLOTS));
  ctx->batch_size = batch_size;
  int overflow = 0;
  const size_t slots_bytes = sprt_mul_size(ctx->slot_bytes, ctx->slots, &overflow);
  const bool shared = !overflow && slots_bytes <= workspace_bytes;
  ctx->apart = !choose_fused(op, ctx, batch_size, threads, aligned_planes, shared);
  return overflow ? 0 : slots_bytes;
}

static enum sprt_status check_operator(const char* op_name, sprt_operator_t op) {
  const enum sprt_status status = sprt_check_initialized(op_name);
  if (status != sprt_status_success) return status;
  if (op == NULL) {
    sprt_log_error("%s: operator is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (op->type != sprt_operator_type_inverted_bottleneck_nchw_f32) {
    sprt_log_error("%s: operator %p is a %s, not an inverted bottleneck", op_name, (void*) op,
                   sprt_operator_kind_name(op));
    return sprt_status_invalid_parameter;
  }
  return sprt_status_success;
}

enum sprt_status sprt_inverted_bottleneck_runs_in_bands(sprt_operator_t op, size_t batch_size, size_t input_height,
                                                        size_t input_width, size_t workspace_bytes,
                                                        pthreadpool_t threadpool, bool* runs_in_bands,
                                                        size_t* bands_workspace_bytes) {
  static const char* const kQuery = "sprt_inverted_bottleneck_runs_in_bands";
  const enum sprt_status status = check_operator(kQuery, op);
  if (status != sprt_status_success) return status;
  if (runs_in_bands == NULL) {
    sprt_log_error("%s: runs_in_bands is NULL", kQuery);
    return sprt_status_invalid_parameter;
  }
  // The parts' setups check these bounds; here only what the plan needs.
  if (input_height == 0 || input_width == 0 || input_height > SIZE_MAX / 4 / input_width) {
    sprt_log_error("%s: invalid input size %zux%zu", kQuery, input_height, input_width);
    return sprt_status_invalid_parameter;
  }
  if (bands_workspace_bytes != NULL) *bands_workspace_bytes = 0;
  if (batch_size == 0) {  // nothing runs
    *runs_in_bands = false;
    return sprt_status_success;
  }
  struct sprt_inverted_bottleneck_context ctx = {0};
  const bool aligned_planes = (input_height * input_width * sizeof(float)) % SPRT_CACHE_LINE_BYTES == 0;
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  const size_t slots_bytes =
      plan_bands(op, batch_size, input_height, input_width, threads, aligned_planes, workspace_bytes, &ctx);
  *runs_in_bands = !ctx.apart;
  if (bands_workspace_bytes != NULL) {
    // The bytes with which a workspace would run it in bands: none where even one would not.
    plan_bands(op, batch_size, input_height, input_width, threads, aligned_planes, SIZE_MAX, &ctx);
    *bands_workspace_bytes = ctx.apart ? 0 : slots_bytes;
  }
  return sprt_status_success;
}

struct byte_range {
  const void* start;  // NULL: no range
  size_t bytes;
};

static bool overlap(struct byte_range a, struct byte_range b) {
  if (a.start == NULL || b.start == NULL || a.bytes == 0 || b.bytes == 0) return false;
  const uintptr_t a0 = (uintptr_t) a.start, b0 = (uintptr_t) b.start;
  return a0 < b0 + b.bytes && b0 < a0 + a.bytes;
}

// Every panel group of a 1x1 operator writes a contiguous block of output channels (groups split
// reordered panels at reorder-block boundaries, and rows move only within blocks): a unit of it can
// then run the depthwise layer on that block in one call.
static bool groups_write_channel_ranges(const struct sprt_operator* op) {
  const struct sprt_spmm_context* ctx = &op->context.spmm;
  for (size_t g = 0; g < op->panel_groups; g++) {
    size_t first, end;
    sprt_spmm_group_rows(ctx, g, &first, &end);
    for (size_t row = first; row < end; row++) {
      const size_t channel = op->packing.channel_order[row];
      if (channel < first || channel >= end) return false;
    }
  }
  return true;
}

// Run apart with the depthwise layer in the expansion's units, on planes that are not whole cache
// lines (14x14, 7x7): the depthwise kernel writes each plane to a row of whole lines in the
// operator's workspace, and the projection reads those rows as they are, instead of realigning the
// planes of the caller's depthwise buffer (a copy per unit, or a copy pass and its pool call). The
// projection's sums do not depend on where its rows lie: the same bits. Leaves everything as it was
// where the rows would take more than SPRT_MAX_SHARED_COPY_BYTES.
static enum sprt_status align_depthwise_rows(struct sprt_operator* op, size_t batch_size, size_t output_height,
                                             size_t output_width, float* output, pthreadpool_t threadpool) {
  struct sprt_operator* dw = op->parts[1];
  struct sprt_operator* project = op->parts[2];
  const size_t row_bytes = sprt_whole_cache_lines(output_height * output_width * sizeof(float));
  int overflow = 0;
  const size_t image_bytes = sprt_mul_size(row_bytes, project->input_channel_stride, &overflow);
  const size_t bytes = sprt_mul_size(image_bytes, batch_size, &overflow);
  if (overflow || bytes > SPRT_MAX_SHARED_COPY_BYTES) return sprt_status_success;
  enum sprt_status status = sprt_reserve_workspace(kSetup, op, bytes, "the depthwise output in aligned rows");
  if (status != sprt_status_success) return status;
  // The projection's setup starts its context afresh: keep the residual the fused setup gave it. Its
  // first setup reserved room for copies of misaligned rows (a slot per thread, or one copy of the
  // whole input), which it no longer makes: this one reserves only what it uses (staged blocks).
  const char* const residual = project->context.spmm.residual;
  const size_t residual_image_stride = project->context.spmm.residual_image_stride;
  sprt_free(project->workspace);
  project->workspace = NULL;
  project->workspace_bytes = 0;
  status = sprt_setup_convolution2d_1x1_nchw_f32_rows(kSetup, project, batch_size, output_height, output_width,
                                                     (const float*) op->workspace, row_bytes, output, threadpool);
  project->state = sprt_run_state_invalid;
  op->part_setups[2] = project->setups;
  if (status != sprt_status_success) return status;
  project->context.spmm.residual = residual;
  project->context.spmm.residual_image_stride = residual_image_stride;
  dw->context.dwconv.output = (float*) op->workspace;
  dw->context.dwconv.output_channel_stride = row_bytes / sizeof(float);
  dw->context.dwconv.output_image_stride = image_bytes / sizeof(float);
  op->context.inverted_bottleneck.depthwise_rows_aligned = true;
  return sprt_status_success;
}

enum sprt_status sprt_setup_inverted_bottleneck_nchw_f32(sprt_operator_t op, size_t batch_size, size_t input_height,
                                                         size_t input_width, const float* input, float* output,
                                                         float* expanded, float* depthwise, void* workspace,
                                                         size_t workspace_bytes, pthreadpool_t threadpool) {
  enum sprt_status status = check_operator(kSetup, op);
  if (status != sprt_status_success) return status;
  op->state = sprt_run_state_invalid;
  op->setups++;
  if (input == NULL || output == NULL) {
    sprt_log_error("%s: %s is NULL", kSetup, input == NULL ? "input" : "output");
    return sprt_status_invalid_parameter;
  }
  if ((uintptr_t) workspace % SPRT_CACHE_LINE_BYTES != 0) {
    sprt_log_error("%s: workspace %p is not %d-byte aligned", kSetup, workspace, SPRT_CACHE_LINE_BYTES);
    return sprt_status_invalid_parameter;
  }
  if (workspace == NULL) workspace_bytes = 0;
  struct sprt_operator* expand = op->parts[0];  // NULL: the depthwise layer reads the input
  struct sprt_operator* dw = op->parts[1];
  struct sprt_operator* project = op->parts[2];
  if (expand == NULL && expanded != NULL) {
    sprt_log_error("%s: expanded is %p but the block has no expansion: it must be NULL", kSetup, (void*) expanded);
    return sprt_status_invalid_parameter;
  }
  if (expand != NULL && (expanded == NULL) != (depthwise == NULL)) {
    sprt_log_error("%s: %s is NULL but %s is not: give both intermediate buffers or neither", kSetup,
                   expanded == NULL ? "expanded" : "depthwise", expanded == NULL ? "depthwise" : "expanded");
    return sprt_status_invalid_parameter;
  }
  // Each part checks its shapes as its own setup does; without intermediate buffers, the output
  // stands in for them (the bands never write them).
  const bool buffers = depthwise != NULL;
  float* const expanded_buffer = expanded != NULL ? expanded : output;
  float* const depthwise_buffer = depthwise != NULL ? depthwise : output;
  if (expand != NULL) {
    status = sprt_setup_convolution2d_1x1_nchw_f32_as(kSetup, expand, batch_size, input_height, input_width, input,
                                                     expanded_buffer, threadpool);
  }
  if (status == sprt_status_success) {
    status = sprt_setup_convolution2d_nchw_f32(dw, batch_size, input_height, input_width,
                                               expand != NULL ? expanded_buffer : input, depthwise_buffer, threadpool);
  }
  const size_t output_height = dw->context.dwconv.output_height;
  const size_t output_width = output_height == 0 ? 0 : dw->context.dwconv.output_channel_stride / output_height;
  if (status == sprt_status_success) {
    status = sprt_setup_convolution2d_1x1_nchw_f32_as(kSetup, project, batch_size, output_height, output_width,
                                                     depthwise_buffer, output, threadpool);
  }
  const enum sprt_run_state parts = project->state;
  for (size_t i = 0; i < 3; i++) {
    // Not to be run alone: the fused operator runs them (apart) or their kernels (bands).
    if (op->parts[i] == NULL) continue;
    op->parts[i]->state = sprt_run_state_invalid;
    op->part_setups[i] = op->parts[i]->setups;
  }
  if (status != sprt_status_success) return status;
  op->batch_size = batch_size;
  if (parts == sprt_run_state_skip) {
    op->state = sprt_run_state_skip;
    return sprt_status_success;
  }

  struct sprt_inverted_bottleneck_context* ctx = &op->context.inverted_bottleneck;
  *ctx = (struct sprt_inverted_bottleneck_context) {
    .expand = expand != NULL ? expand->context.spmm : (struct sprt_spmm_context) {0},
    .depthwise = dw->context.dwconv,
    .project = project->context.spmm,
    .expanded_offsets = op->output_offsets,
  };
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  const size_t channel_bytes = input_height * input_width * sizeof(float);
  const bool aligned_planes = sprt_rows_start_lines(input, channel_bytes);
  // The parts' setups checked that the tensors' sizes do not overflow; the slots may.
  const size_t slots_bytes =
      plan_bands(op, batch_size, input_height, input_width, threads, aligned_planes, workspace_bytes, ctx);
  if (slots_bytes == 0) {
    sprt_log_error("%s: the band buffers overflow size_t: %zu slots of %zu bytes", kSetup, ctx->slots,
                   ctx->slot_bytes);
    return sprt_status_invalid_parameter;
  }
  const struct byte_range in = {input, batch_size * op->input_channel_stride * channel_bytes};
  const struct byte_range out = {output, batch_size * project->context.spmm.output_image_stride};
  if (op->add_block_input) {
    // Added after the projection, apart as in bands: the input must still be there.
    if (overlap(in, out)) {
      sprt_log_error("%s: input %p (%zu bytes) and output %p (%zu bytes) overlap, but the block adds its input to "
                     "its output (SPRT_FLAG_ADD_BLOCK_INPUT)", kSetup, (const void*) input, in.bytes,
                     (void*) output, out.bytes);
      return sprt_status_invalid_parameter;
    }
    ctx->residual = (const char*) input;
    ctx->residual_plane_bytes = channel_bytes;
    ctx->residual_image_stride = op->input_channel_stride * channel_bytes;
  }
  // The output's planes, which the bands may write to the depthwise buffer first (below).
  const size_t output_plane_bytes = output_height * output_width * sizeof(float);
  const size_t staged_bytes =
      (batch_size - 1) * project->context.spmm.output_image_stride + op->output_channels * output_plane_bytes;
  const struct byte_range staged = {depthwise, staged_bytes};
  // Bands read the input while they write the output: where the two share bytes (a runtime's arena
  // may put the output over an input it considers dead), the bands write to the depthwise buffer and
  // a second pass copies the planes over; where that buffer is no place for them either, the three
  // operators run apart, which is safe wherever the three unfused layers would be.
  const bool stage = overlap(in, out);
  // Where the slots go. On several threads, into the caller's workspace where they fit: slot k lies at
  // the same bytes in every block (below), so a thread's slot stays in its cache from block to block,
  // where in a block's own buffer it lies over lines other threads wrote in the blocks before (Intel
  // Xeon guest, 2 threads, 80%: the first blocks of MobileNetV2 and EfficientNet-Lite0 0.69-0.95x the
  // time, the networks 0.936x and 0.966x). Otherwise into the caller's expanded buffer (without an
  // expansion, its depthwise buffer, unless the output is staged there) where they fit and touch
  // neither input, output nor a staged output: lines a plan's next layers will write (on one thread
  // a block run apart right after a fused one ran 1.04-1.26x slower with the slots elsewhere, its
  // buffers no longer in cache). Otherwise the caller's workspace, else the operator's own.
  const bool slots_shared = threads > 1 && slots_bytes <= workspace_bytes;
  char* const slot_buffer = (char*) (expand != NULL ? expanded : stage ? NULL : depthwise);
  const size_t slot_buffer_bytes = expand != NULL ? batch_size * expand->output_channels * channel_bytes
                                                  : batch_size * dw->output_channel_stride * output_plane_bytes;
  const size_t align =
      (SPRT_CACHE_LINE_BYTES - (uintptr_t) slot_buffer % SPRT_CACHE_LINE_BYTES) % SPRT_CACHE_LINE_BYTES;
  const struct byte_range slots = {slot_buffer != NULL ? slot_buffer + align : NULL, slots_bytes};
  const bool slots_in_buffer = !slots_shared && slot_buffer != NULL && align + slots_bytes <= slot_buffer_bytes &&
                               !overlap(slots, in) && !overlap(slots, out) && !(stage && overlap(slots, staged));
  const bool bands_fit = !stage || (depthwise != NULL &&
                                    staged_bytes <= batch_size * dw->output_channel_stride * output_plane_bytes &&
                                    !overlap(staged, in) && !overlap(staged, out));
  if (buffers && (ctx->apart || !bands_fit)) {
    if (op->add_block_input) {
      // Apart, the parts write the intermediate buffers before the input is added, and the projection
      // reads the depthwise buffer while it writes the output. An output placed for the add, not for
      // the projection, may lie over the depthwise buffer: the projection then writes to the expanded
      // buffer, dead by then, and the add pass from there to the output.
      const struct byte_range e = {expanded,
                                   expand != NULL ? batch_size * expand->output_channel_stride * channel_bytes : 0};
      const struct byte_range d = {depthwise, batch_size * dw->output_channel_stride * output_plane_bytes};
      const bool stage_projection = overlap(d, out);
      const char* const no_stage =
          !stage_projection        ? NULL
          : expand == NULL         ? ", and there is no expanded buffer to write the projection to"
          : overlap(e, out)        ? ", and so does the expanded buffer"
          : overlap(e, d)          ? ", and the expanded buffer overlaps it"
          : staged_bytes > e.bytes ? ", and the expanded buffer is too small for the projection"
                                   : NULL;
      const bool over_input = overlap(e, in) || overlap(d, in);
      if (over_input || no_stage != NULL) {
        sprt_log_error("%s: the %s buffer %p overlaps the %s, but the block, run as its operators here, adds its "
                       "input to its output (SPRT_FLAG_ADD_BLOCK_INPUT)%s", kSetup,
                       overlap(e, in) ? "expanded" : "depthwise", overlap(e, in) ? (void*) expanded : (void*) depthwise,
                       over_input ? "input" : "output", over_input ? "" : no_stage);
        return sprt_status_invalid_parameter;
      }
      if (stage_projection) {
        status = sprt_setup_convolution2d_1x1_nchw_f32_as(kSetup, project, batch_size, output_height, output_width,
                                                         depthwise_buffer, expanded, threadpool);
        project->state = sprt_run_state_invalid;
        op->part_setups[2] = project->setups;
        if (status != sprt_status_success) return status;
        ctx->staged_projection = (const char*) expanded;
      } else {
        project->context.spmm.residual = (const char*) input;
        project->context.spmm.residual_image_stride = ctx->residual_image_stride;
      }
    }
    ctx->apart = true;
    const bool units_hold_planes =
        expand != NULL && expand->context.spmm.pixel_blocks == 1 && groups_write_channel_ranges(expand);
    ctx->depthwise_rows_aligned = false;
    if (units_hold_planes && ctx->staged_projection == NULL && output_plane_bytes % SPRT_CACHE_LINE_BYTES != 0) {
      status = align_depthwise_rows(op, batch_size, output_height, output_width, output, threadpool);
      if (status != sprt_status_success) return status;
    }
    // The units write depthwise planes while others still read the input: not to a caller's depthwise
    // buffer over the input (the unfused plan's lifetimes let an arena put it there).
    const struct byte_range d = {depthwise, batch_size * dw->output_channel_stride * output_plane_bytes};
    ctx->expand_depthwise = units_hold_planes && (ctx->depthwise_rows_aligned || !overlap(d, in));
    sprt_log_info("%s: %zux%zu pixels, %zu -> %zu -> %zu channels, %zu threads: the operators apart%s%s%s%s",
                  kSetup, input_height, input_width, op->input_channels, dw->groups,
                  op->output_channels, threads, bands_fit ? "" : " (the buffers leave no room for bands)",
                  ctx->staged_projection != NULL ? ", the projection staged in the expanded buffer" : "",
                  ctx->expand_depthwise ? ", the depthwise layer in the expansion's units" : "",
                  ctx->depthwise_rows_aligned ? ", in aligned rows" : "");
    op->state = sprt_run_state_ready;
    return sprt_status_success;
  }
  ctx->apart = false;
  if (stage && !bands_fit) {
    sprt_log_error("%s: input %p (%zu bytes) and output %p (%zu bytes) overlap: the bands read the one while they "
                   "write the other (give the intermediate buffers to run the operators apart)", kSetup,
                   (const void*) input, in.bytes, (void*) output, out.bytes);
    return sprt_status_invalid_parameter;
  }
  ctx->staged_output = NULL;
  if (stage) {
    ctx->staged_output = ctx->project.output;
    ctx->project.output = (char*) depthwise;
    ctx->output_plane_bytes = output_plane_bytes;
  }
  // The expansion reads the caller's rows (its setup may have pointed at an aligned copy of them).
  ctx->expand.input = (const char*) input;
  ctx->expand.input_stride = channel_bytes;
  ctx->expand.input_image_stride = channel_bytes * op->input_channel_stride;
  ctx->slot_stride = ctx->slot_bytes;
  if (slots_in_buffer) {
    ctx->workspace = slot_buffer + align;
  } else if (slots_bytes <= workspace_bytes) {
    // The caller's workspace: memory the plan's other blocks use too.
    const struct byte_range shared = {workspace, workspace_bytes};
    const struct byte_range* clash = overlap(shared, in) ? &in : overlap(shared, out) ? &out
                                     : stage && overlap(shared, staged)                ? &staged
                                                                                       : NULL;
    if (clash != NULL) {
      sprt_log_error("%s: workspace %p (%zu bytes) overlaps the %s, %p (%zu bytes)", kSetup, workspace,
                     workspace_bytes,
                     clash == &in ? "input" : clash == &out ? "output" : "output staged in the depthwise buffer",
                     clash->start, clash->bytes);
      return sprt_status_invalid_parameter;
    }
    ctx->workspace = workspace;
    ctx->slot_stride = workspace_bytes / ctx->slots / SPRT_CACHE_LINE_BYTES * SPRT_CACHE_LINE_BYTES;
  }
  // Where the bands share output lines (plan_bands): a cell of a line per image, band, output channel
  // and end, the images' counts of finished bands, and the projection's offsets in the staged planes,
  // after the slots in the operator's workspace when they are there.
  int overflow = 0;
  size_t cells_bytes = 0, done_bytes = 0, cut_bytes = 0;
  if (ctx->staged_plane != 0) {
    cells_bytes = sprt_mul_size(sprt_mul_size(batch_size, ctx->bands, &overflow),
                                sprt_mul_size(op->output_channels, 2 * SPRT_CACHE_LINE_BYTES, &overflow), &overflow);
    // Cannot wrap where cells_bytes (at least 16 times as many bytes) did not overflow.
    done_bytes = sprt_whole_cache_lines(sprt_mul_size(batch_size, sizeof(size_t), &overflow));
    cut_bytes = sprt_add_size(sprt_add_size(cells_bytes, done_bytes, &overflow),
                              sprt_mul_size(op->output_channels, sizeof(size_t), &overflow), &overflow);
  }
  const size_t own_slots_bytes = ctx->workspace == NULL ? slots_bytes : 0;
  const size_t own_bytes = sprt_add_size(own_slots_bytes, cut_bytes, &overflow);
  if (overflow) {
    sprt_log_error("%s: the lines the bands share overflow size_t: batch %zu x %zu bands x %zu channels", kSetup,
                   batch_size, ctx->bands, op->output_channels);
    return sprt_status_invalid_parameter;
  }
  if (own_bytes != 0) {
    status = sprt_reserve_workspace(kSetup, op, own_bytes, "the band buffers");
    if (status != sprt_status_success) return status;
    if (ctx->workspace == NULL) ctx->workspace = op->workspace;
  }
  if (ctx->staged_plane != 0) {
    char* cut = (char*) op->workspace + own_slots_bytes;
    ctx->cut_lines = cut;
    ctx->bands_done = (size_t*) (cut + cells_bytes);
    memset(ctx->bands_done, 0, done_bytes);
    size_t* staged_offsets = (size_t*) (cut + cells_bytes + done_bytes);
    sprt_packed_row_offsets(&project->packing, project->output_channels, ctx->staged_plane, staged_offsets);
    ctx->staged_offsets = staged_offsets;
  }
  if (expand != NULL) {
    sprt_packed_row_offsets(&expand->packing, expand->output_channels, ctx->expanded_plane, op->output_offsets);
  }
  op->compute = (struct sprt_compute) {sprt_compute_inverted_bottleneck, {batch_size, ctx->bands}, 1};
  sprt_log_info("%s: %zux%zu pixels, %zu -> %zu -> %zu channels: %zu bands of %zu output rows (%.0f%% more expanded "
                "rows), %zu-byte slots%s%s%s%s",
                kSetup, input_height, input_width, op->input_channels, dw->groups, op->output_channels,
                ctx->bands, ctx->band_rows, 100.0 * recomputed_fraction(ctx), ctx->slot_bytes,
                ctx->workspace == op->workspace ? ""
                : ctx->workspace == workspace   ? " in the workspace"
                : expand != NULL                ? " in the expanded buffer"
                                                : " in the depthwise buffer",
                ctx->copy_plane != 0 ? ", input rows copied" : "",
                ctx->staged_output != NULL ? ", output staged in the depthwise buffer" : "",
                ctx->staged_plane != 0 ? ", lines the bands share written once" : "");
  op->state = sprt_run_state_ready;
  return sprt_status_success;
}
