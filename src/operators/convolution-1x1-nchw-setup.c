// Setup of the sparse 1x1 convolution in NCHW layout (f32 and f16; created in
// convolution-1x1-nchw.c): shapes and pointers, the kernel tile (and the one repack the cost model
// may ask for at the first setup), the work split and the aligned input copies.
#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "operator.h"
#include "packing/csr.h"
#include "packing/packing.h"
#include "packing/partition.h"
#include "packing/select.h"
#include "registry.h"

static const char* const kSetup = "sprt_setup_convolution2d_1x1_nchw_f32";
static const char* const kSetupF16 = "sprt_setup_convolution2d_1x1_nchw_f16";

// The kernel for this pixel count. At the first setup only, when the cost model finds another
// table cheaper by SPRT_REPACK_MIN_GAIN_PERCENT, the kept weights are repacked for it; then they
// are freed.
static enum sprt_status choose_kernel(const char* op_name, struct sprt_operator* op, size_t pixels) {
  const bool first = op->saved_weights.storage != NULL;
  const struct sprt_kernel_choice choice = sprt_choose_kernel(&op->packing.costs, op->packing.table, pixels, first);
  if (choice.ukernel->table != op->packing.table) {
    const double start = sprt_now_seconds();
    struct sprt_packing_options options = op->packing_options;
    options.table = choice.ukernel->table;
    options.costs = &op->packing.costs;
    struct sprt_packing repacked;
    const enum sprt_status status =
        sprt_create_packing(op_name, &op->saved_weights, op->saved_bias, &options, &repacked);
    if (status != sprt_status_success) return status;
    sprt_log_info("%s: %zu pixels: repacked from %s to %s (predicted %.0f ns)", op_name, pixels,
                  op->packing.table->name, repacked.table->name, choice.predicted_ns);
    sprt_free_packing(&op->packing);
    op->packing = repacked;
    op->repacked = true;
    op->packing_seconds += sprt_now_seconds() - start;
  }
  if (first) {
    sprt_free_csr(&op->saved_weights);
    sprt_free(op->saved_bias);
    op->saved_bias = NULL;
  }
  op->ukernel = choice.ukernel;
  op->predicted_ns = choice.predicted_ns;
  sprt_log_info("%s: %zu pixels: %s, predicted %.0f ns per image", op_name, pixels, op->ukernel->name,
                choice.predicted_ns);
  return sprt_status_success;
}

static enum sprt_status validate_setup(const char* op_name, enum sprt_datatype datatype, sprt_operator_t op,
                                       size_t batch_size, size_t input_height, size_t input_width, const void* input,
                                       const void* output) {
  enum sprt_status status = sprt_check_initialized(op_name);
  if (status != sprt_status_success) return status;
  if (op == NULL) {
    sprt_log_error("%s: operator is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (!sprt_is_spmm_operator(op)) {
    sprt_log_error("%s: operator %p is not a 1x1 NCHW convolution", op_name, (void*) op);
    return sprt_status_invalid_parameter;
  }
  if (op->datatype != datatype) {
    sprt_log_error("%s: operator %p is not a 1x1 NCHW convolution of %s: it was created for %s", op_name, (void*) op,
                   sprt_datatype_name(datatype), sprt_datatype_name(op->datatype));
    return sprt_status_invalid_parameter;
  }
  op->state = sprt_run_state_invalid;
  op->setups++;
  if (input_height == 0 || input_width == 0) {
    sprt_log_error("%s: invalid input size %zux%zu: height and width must be nonzero", op_name, input_height,
                   input_width);
    return sprt_status_invalid_parameter;
  }
  if (input == NULL) {
    sprt_log_error("%s: input is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (output == NULL) {
    sprt_log_error("%s: output is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  int overflow = 0;
  const size_t pixels = sprt_mul_size(input_height, input_width, &overflow);
  const size_t channel_bytes = sprt_mul_size(pixels, sprt_datatype_bytes(datatype), &overflow);
  sprt_mul_size(sprt_mul_size(channel_bytes, op->input_channel_stride, &overflow), batch_size, &overflow);
  sprt_mul_size(sprt_mul_size(channel_bytes, op->output_channel_stride, &overflow), batch_size, &overflow);
  if (overflow) {
    sprt_log_error("%s: tensor size overflows size_t: batch %zu x %zux%zu pixels x %zu channels", op_name, batch_size,
                   input_height, input_width, sprt_max_size(op->input_channel_stride, op->output_channel_stride));
    return sprt_status_invalid_parameter;
  }
  return sprt_status_success;
}

enum sprt_status sprt_reserve_workspace(const char* op_name, struct sprt_operator* op, size_t bytes,
                                        const char* what) {
  if (bytes <= op->workspace_bytes) return sprt_status_success;
  void* workspace = sprt_allocate_aligned(bytes);
  if (workspace == NULL) {
    sprt_log_error("%s: failed to allocate %zu bytes for %s", op_name, bytes, what);
    return sprt_status_out_of_memory;
  }
  sprt_free(op->workspace);
  op->workspace = workspace;
  op->workspace_bytes = bytes;
  return sprt_status_success;
}

// Many panel groups read every pixel block of misaligned rows: one aligned copy of the whole input,
// made once per run by a parallel pass, instead of one per unit (at 16 threads a 196-pixel layer's
// 16 panel groups each copied all its rows: 1.45-1.64x slower than reading them misaligned). With
// two groups the per-unit copies won (the shared copy ran 0.75-1.15x their speed on 2 vCPUs: its
// rows cross cores), hence SPRT_MIN_SHARED_COPY_GROUPS. Returns false, and changes nothing, for an
// input over SPRT_MAX_SHARED_COPY_BYTES (those keep one slot per thread: a copy of 2^26 input
// channels would follow the channels, not the weights).
static bool share_input_copy(struct sprt_operator* op, size_t batch_size, size_t pixels, pthreadpool_t threadpool,
                             size_t* bytes) {
  struct sprt_spmm_context* ctx = &op->context.spmm;
  int overflow = 0;
  const size_t row_bytes = pixels * ctx->element_bytes;  // setup checked the tensor sizes
  const size_t stride = sprt_whole_cache_lines(row_bytes);
  const size_t image_bytes = sprt_mul_size(stride, op->input_channels, &overflow);
  *bytes = sprt_mul_size(image_bytes, batch_size, &overflow);
  if (overflow || *bytes > SPRT_MAX_SHARED_COPY_BYTES) return false;
  ctx->copy_source = ctx->input;
  ctx->copy_source_stride = ctx->input_stride;
  ctx->copy_source_image_stride = ctx->input_image_stride;
  ctx->copy_channels = op->input_channels;
  ctx->copy_row_bytes = row_bytes;
  // About four tasks per thread.
  ctx->copy_tile = sprt_divide_round_up(op->input_channels, 4 * pthreadpool_get_threads_count(threadpool));
  ctx->input_stride = stride;  // of the copy, which the caller points ctx->input at
  ctx->input_image_stride = image_bytes;
  return true;
}

static double predict_block_ns(const void* context, size_t pixels) {
  const struct sprt_operator* op = context;
  return sprt_predict_kernel_ns(&op->packing.costs, op->ukernel, pixels);
}

// Work units (pixel blocks x panel groups balanced by predicted work) and, when the input rows are
// realigned, one aligned copy of a pixel block's rows per unit. Fills the context's split.
// cut_planes: pixel blocks may split any plane (see sprt_split_work); planes that may not are split
// by sprt_split_work_by_bytes from SPRT_MIN_BYTE_SPLIT_THREADS threads. output_planes_aligned: every
// output plane starts a cache line (else pixel blocks share lines at their edges: staged blocks).
static enum sprt_status split_work(const char* op_name, struct sprt_operator* op, size_t batch_size,
                                   size_t pixels, bool cut_planes, bool output_planes_aligned,
                                   pthreadpool_t threadpool) {
  struct sprt_spmm_context* ctx = &op->context.spmm;
  // Reordered rows stay within blocks: groups of whole blocks write disjoint output channels.
  const size_t granularity = op->packing.reordered ? SPRT_REORDER_BLOCK_PANELS : 1;
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  const size_t panel_units = sprt_divide_round_up(op->packing.num_panels, granularity);
  struct sprt_work_split split;
  if (!cut_planes && threads >= SPRT_MIN_BYTE_SPLIT_THREADS && op->packing.costs.model != NULL) {
    const size_t packed_values = op->packing.panel_values[op->packing.num_panels];
    const size_t packed_visits = op->packing.panel_visits[op->packing.num_panels];
    const struct sprt_split_model model = {
        .threads = threads,
        .batch = batch_size,
        .pixels = pixels,
        .quantum = SPRT_CACHE_LINE_BYTES / ctx->element_bytes,
        .panel_units = panel_units,
        .max_groups = SPRT_MAX_PANEL_GROUPS,
        .input_bytes_per_pixel = (double) (op->input_channels * ctx->element_bytes),
        // A stored value and, per column visit, a 16-bit input-channel index.
        .weight_bytes = (double) (packed_values * op->packing.value_bytes + packed_visits * sizeof(uint16_t)),
        .byte_ns = SPRT_SPLIT_BYTE_NS,
        .output_bytes = (double) (op->output_channels * pixels * ctx->element_bytes),
        .cut_output_byte_ns = SPRT_CUT_OUTPUT_BYTE_NS,
        .compute_ns = predict_block_ns,
        .context = op,
    };
    split = sprt_split_work_by_bytes(&model);
    sprt_log_info("%s: %zu -> %zu channels, %zu pixels, %zu threads: %zu pixel blocks x %zu panel groups, "
                  "predicted %.0f ns per unit (whole planes: %.0f)", op_name, op->input_channels,
                  op->output_channels, pixels, threads, split.pixel_blocks, split.panel_groups, split.predicted_ns,
                  split.whole_planes_ns);
  } else {
    split = sprt_split_work(threads, batch_size, pixels, ctx->tile_pixels, cut_planes, op->realign_input,
                            panel_units, SPRT_MAX_PANEL_GROUPS);
  }
  // Each group runs every pixel block: balanced for the largest.
  const size_t panel_cost = sprt_predict_panel_work(&op->packing.costs, op->ukernel, split.block_pixels,
                                                    op->packing.panel_visits, op->packing.panel_values,
                                                    op->packing.num_panels, op->packing.panel_work);
  sprt_partition_panels(op->packing.panel_work, op->packing.num_panels, panel_cost, granularity, split.panel_groups,
                        op->group_start);
  op->panel_groups = split.panel_groups;
  ctx->block_quantum = split.quantum;
  ctx->quanta = sprt_divide_round_up(pixels, split.quantum);
  ctx->pixel_blocks = split.pixel_blocks;
  ctx->groups = split.panel_groups;
  ctx->group_start = op->group_start;
  ctx->workspace = NULL;
  ctx->copy_channels = 0;
  ctx->stage = NULL;
  int overflow = 0;
  // One slot per unit that can run at once: per thread, however large the batch (one slot per unit
  // asked a batch of 2^40 images for exabytes).
  const size_t units = sprt_mul_size(sprt_mul_size(batch_size, split.pixel_blocks, &overflow), split.panel_groups,
                                     &overflow);
  ctx->slots = sprt_max_size(1, sprt_min_size(sprt_min_size(units, threads), SPRT_MAX_WORKSPACE_SLOTS));
  ctx->busy_slots = 0;
  // The workspace: the aligned copies (a slot per unit running at once, or one shared copy), then the
  // stages, then the stages' row offsets.
  size_t copy_bytes = 0;
  bool shared_copy = false;
  if (op->realign_input) {
    if (split.panel_groups >= SPRT_MIN_SHARED_COPY_GROUPS &&
        share_input_copy(op, batch_size, pixels, threadpool, &copy_bytes)) {
      shared_copy = true;
    } else {
      // Realigned units copy the rows of one chunk and one kernel call (one pixel tile) to their slot
      // of the workspace, slot_stride bytes per channel: a slot follows the tile and the chunk, not
      // the pixel count (a fuzzed setup of 5 * 10^9 pixels per image asked for 21 GB).
      const size_t call_pixels = sprt_min_size(ctx->tile_pixels, split.block_pixels);
      ctx->slot_stride = sprt_whole_cache_lines(call_pixels * ctx->element_bytes);
      ctx->slot_bytes = sprt_mul_size(ctx->slot_stride, op->packing.max_chunk_channels, &overflow);
      copy_bytes = sprt_mul_size(ctx->slot_bytes, ctx->slots, &overflow);
    }
  }
  copy_bytes = sprt_whole_cache_lines(copy_bytes);
  // Staged blocks: where pixel blocks cut the output planes off cache lines and several chunks would
  // each write the lines at the cuts (a line that two cores write in turn, chunk after chunk).
  const size_t stage_stride = sprt_whole_cache_lines(split.block_pixels * ctx->element_bytes);
  size_t stage_bytes = 0, stages_bytes = 0, max_rows = 0;
  const bool cuts_share_lines =
      !output_planes_aligned || (split.quantum * ctx->element_bytes) % SPRT_CACHE_LINE_BYTES != 0;
  if (split.pixel_blocks > 1 && cuts_share_lines && op->packing.num_chunks > 1) {
    for (size_t g = 0; g < split.panel_groups; g++) {
      size_t first, end;
      sprt_spmm_group_rows(ctx, g, &first, &end);
      max_rows = sprt_max_size(max_rows, end - first);
    }
    stage_bytes = sprt_mul_size(stage_stride, max_rows, &overflow);
    if (stage_bytes <= SPRT_MAX_STAGE_BYTES) stages_bytes = sprt_mul_size(stage_bytes, ctx->slots, &overflow);
  }
  const size_t offsets_bytes = stages_bytes != 0 ? sprt_whole_cache_lines(max_rows * sizeof(size_t)) : 0;
  const size_t bytes = sprt_add_size(sprt_add_size(copy_bytes, stages_bytes, &overflow), offsets_bytes, &overflow);
  if (overflow) {
    sprt_log_error("%s: aligned input copies overflow size_t: batch %zu x %zu channels x %zu pixels", op_name,
                   batch_size, op->packing.max_chunk_channels, pixels);
    return sprt_status_invalid_parameter;
  }
  if (bytes == 0) return sprt_status_success;
  const enum sprt_status status =
      sprt_reserve_workspace(op_name, op, bytes, stages_bytes != 0 ? "aligned input copies and staged blocks"
                                                                   : "aligned input copies");
  if (status != sprt_status_success) return status;
  char* workspace = op->workspace;
  if (shared_copy) {
    ctx->input = workspace;
  } else if (op->realign_input) {
    ctx->workspace = workspace;
  }
  if (stages_bytes != 0) {
    size_t* stage_offsets = (size_t*) (workspace + copy_bytes + stages_bytes);
    for (size_t i = 0; i < max_rows; i++) stage_offsets[i] = i * stage_stride;
    ctx->stage = workspace + copy_bytes;
    ctx->stage_bytes = stage_bytes;
    ctx->stage_offsets = stage_offsets;
    sprt_log_info("%s: %zu pixel blocks cut the output planes off cache lines, %zu input-channel chunks: each unit "
                  "sums its block in a %zu-byte stage",
                  op_name, split.pixel_blocks, op->packing.num_chunks, stage_bytes);
  }
  return sprt_status_success;
}

// Pixel tiles a panel runs before the next one (the AVX-512 and AVX2 f32 kernels; NEON and scalar
// run every panel on one tile first). Rows a multiple of 1 KB apart land on at most four offsets in
// a 4 KB page, so on one tile all of a layer's output rows share a few L1 sets (presumably why); a
// panel that runs several tiles in a row has four output rows in flight instead of all of them.
// The 112x112 1x1 layers of the three networks (50,176-byte rows, 8 tiles) ran 0.64-0.81x their
// time so in the networks on one thread with AVX-512, 0.51-0.79x with AVX2. Forced on the 56x56
// and 28x28 layers (16 and 64 offsets) the same order ran them 1.1-1.4x (their rows of 8 tiles
// live in L2), so it is kept to aliased rows, with as many tiles as the rows of one chunk fit four
// L1s (two to eight). Units get whole pixel blocks only with one chunk of input channels read in
// place (see compute_spmm).
static void choose_panel_tiles(struct sprt_operator* op) {
  struct sprt_spmm_context* ctx = &op->context.spmm;
  size_t tiles = 1;
  const size_t row_bytes = ctx->pixels * ctx->element_bytes;
  const bool aliased_rows = row_bytes % SPRT_ALIASED_ROW_BYTES == 0;
  if (ctx->num_chunks == 1 && ctx->workspace == NULL && aliased_rows) {
    const size_t tile_bytes = ctx->tile_pixels * ctx->element_bytes * op->packing.max_chunk_channels;
    const size_t fit = 4 * sprt_config.l1d_bytes / sprt_max_size(tile_bytes, 1);
    tiles = sprt_max_size(2, sprt_min_size(fit, SPRT_MAX_PANEL_TILES));
  }
  ctx->params.panel_tiles = (uint32_t) tiles;
  ctx->unclamped.panel_tiles = (uint32_t) tiles;
}

// input_row_bytes: bytes from one input channel's row to the next (0: the plane's bytes, as the public
// entry points have it).
static enum sprt_status setup_convolution(
    const char* op_name, enum sprt_datatype datatype, sprt_operator_t op, size_t batch_size, size_t input_height,
    size_t input_width, const void* input, size_t input_row_bytes, void* output, pthreadpool_t threadpool)
{
  enum sprt_status status =
      validate_setup(op_name, datatype, op, batch_size, input_height, input_width, input, output);
  if (status != sprt_status_success) return status;
  op->batch_size = batch_size;
  if (batch_size == 0) {
    op->state = sprt_run_state_skip;
    return sprt_status_success;
  }
  const size_t pixels = input_height * input_width;
  const size_t element_bytes = sprt_datatype_bytes(datatype);
  const size_t channel_bytes = pixels * element_bytes;
  const size_t row_bytes = input_row_bytes != 0 ? input_row_bytes : channel_bytes;
  status = choose_kernel(op_name, op, pixels);
  if (status != sprt_status_success) return status;

  // Vector loads from rows that are not 64-byte aligned mostly split across two cache lines (1.3-1.6x
  // slower kernels); copying the rows to aligned ones costs a read and a write of each row per tile,
  // which pays when the kernel then reads each row often (SPRT_MIN_REALIGN_ROW_READS). NEON loads do
  // not split cache lines the same way (and its kernels read past a row's end): x86 only.
  const bool x86 = op->isa == sprt_isa_avx2 || op->isa == sprt_isa_avx512f || op->isa == sprt_isa_avx512fp16;
  const bool aligned_rows = sprt_rows_start_lines(input, row_bytes);
  op->realign_input = !aligned_rows && sprt_spmm_realigns_misaligned_rows(op);
  // Blocks of pixels cut every output plane between units; on misaligned rows a cut shares a cache
  // line between two cores in each plane (on 2 threads, 196-pixel layers cut so ran 1.4x slower),
  // unless the plane has enough tiles for four blocks per unit (x86; NEON and scalar keep pixels). The
  // output planes' bytes count, not the input's rows (input_row_bytes may pad those).
  const bool cut_planes = !x86 || sprt_rows_start_lines(input, channel_bytes);
  sprt_packed_row_offsets(&op->packing, op->output_channels, channel_bytes, op->output_offsets);
  op->context.spmm = (struct sprt_spmm_context) {
    .ukernel = op->ukernel->function,
    .f16_ukernel = op->ukernel->f16_function,
    .element_bytes = element_bytes,
    .input = (const char*) input,
    .output = (char*) output,
    .input_image_stride = row_bytes * op->input_channel_stride,
    .output_image_stride = channel_bytes * op->output_channel_stride,
    .input_stride = row_bytes,
    .output_offsets = op->output_offsets,
    .pixels = pixels,
    .tile_pixels = op->ukernel->tile_pixels,
    .output_channels = op->output_channels,
    .input_channels = op->input_channels,
    .tile_rows = op->ukernel->tile_rows,
    .bias = op->packing.bias,
    .bias_bytes = op->packing.value_bytes,
    .chunks = op->packing.chunks,
    .num_chunks = op->packing.num_chunks,
    .params = op->params,
    .unclamped = {-INFINITY, INFINITY},
    .f16_params = op->f16_params,
    .f16_unclamped = {-INFINITY, INFINITY, UINT16_C(0xFC00), UINT16_C(0x7C00)},  // -inf, +inf
  };
  status = split_work(op_name, op, batch_size, pixels, cut_planes, sprt_rows_start_lines(output, channel_bytes),
                      threadpool);
  if (status != sprt_status_success) return status;
  choose_panel_tiles(op);
  op->state = sprt_run_state_ready;
  return sprt_status_success;
}

enum sprt_status sprt_setup_convolution2d_1x1_nchw_f32_as(
    const char* op_name, sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, float* output, pthreadpool_t threadpool)
{
  return setup_convolution(op_name, sprt_datatype_f32, op, batch_size, input_height, input_width, input, 0, output,
                           threadpool);
}

enum sprt_status sprt_setup_convolution2d_1x1_nchw_f32_rows(
    const char* op_name, sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, size_t input_row_bytes, float* output, pthreadpool_t threadpool)
{
  return setup_convolution(op_name, sprt_datatype_f32, op, batch_size, input_height, input_width, input,
                           input_row_bytes, output, threadpool);
}

enum sprt_status sprt_setup_convolution2d_1x1_nchw_f32(
    sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, float* output, pthreadpool_t threadpool)
{
  return sprt_setup_convolution2d_1x1_nchw_f32_as(kSetup, op, batch_size, input_height, input_width, input, output,
                                                 threadpool);
}

enum sprt_status sprt_setup_convolution2d_1x1_nchw_f16_as(
    const char* op_name, sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const void* input, void* output, pthreadpool_t threadpool)
{
  return setup_convolution(op_name, sprt_datatype_f16, op, batch_size, input_height, input_width, input, 0, output,
                           threadpool);
}

enum sprt_status sprt_setup_convolution2d_1x1_nchw_f16(
    sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const void* input, void* output, pthreadpool_t threadpool)
{
  return sprt_setup_convolution2d_1x1_nchw_f16_as(kSetupF16, op, batch_size, input_height, input_width, input, output,
                                                 threadpool);
}
