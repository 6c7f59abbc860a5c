// An inverted residual block's expansion, depthwise and projection layers fused into one operator:
// creation from the three operators and setup of the bands (the run is
// sprt_compute_inverted_bottleneck in operator-run.c).
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>

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
  if (expand_op == NULL || depthwise_op == NULL || project_op == NULL) {
    sprt_log_error("%s: %s is NULL", kCreate,
                   expand_op == NULL ? "expand_op" : depthwise_op == NULL ? "depthwise_op" : "project_op");
    return sprt_status_invalid_parameter;
  }
  if (!is_f32_spmm(expand_op) || !is_f32_spmm(project_op)) {
    const struct sprt_operator* bad = is_f32_spmm(expand_op) ? project_op : expand_op;
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
  if (expand_op->output_channels != depthwise_op->groups || project_op->input_channels != depthwise_op->groups) {
    sprt_log_error("%s: the channels do not chain: the expansion has %zu outputs, the depthwise layer %zu channels, "
                   "the projection %zu inputs", kCreate, expand_op->output_channels, depthwise_op->groups,
                   project_op->input_channels);
    return sprt_status_invalid_parameter;
  }
  if (flags != 0) {
    sprt_log_error("%s: invalid flags 0x%08" PRIX32 ": must be 0", kCreate, flags);
    return sprt_status_invalid_parameter;
  }
  struct sprt_operator* op = sprt_allocate_zero(1, sizeof(struct sprt_operator));
  size_t* expanded_offsets = sprt_allocate(expand_op->output_channels * sizeof(size_t));
  if (op == NULL || expanded_offsets == NULL) {
    sprt_free(op);
    sprt_free(expanded_offsets);
    sprt_log_error("%s: failed to allocate the operator (%zu expanded channels)", kCreate,
                   expand_op->output_channels);
    return sprt_status_out_of_memory;
  }
  op->type = sprt_operator_type_inverted_bottleneck_nchw_f32;
  op->datatype = sprt_datatype_f32;
  op->isa = depthwise_op->isa;
  op->input_channels = expand_op->input_channels;
  op->output_channels = project_op->output_channels;
  op->input_channel_stride = expand_op->input_channel_stride;
  op->output_channel_stride = project_op->output_channel_stride;
  op->ukernel_name = depthwise_op->ukernel_name;
  op->output_offsets = expanded_offsets;
  op->parts[0] = expand_op;
  op->parts[1] = depthwise_op;
  op->parts[2] = project_op;
  *fused_op_out = op;
  return sprt_status_success;
}

static size_t whole_cache_lines(size_t bytes) {
  return sprt_divide_round_up(bytes, SPRT_CACHE_LINE_BYTES) * SPRT_CACHE_LINE_BYTES;
}

// The planes of a slot for bands of `rows` depthwise output rows: the expanded rows they read (from
// a multiple of row_quantum) and the depthwise rows; and the slot's bytes, with the copied input rows.
static size_t plan_slot(size_t rows, struct sprt_inverted_bottleneck_context* ctx, bool copy_input) {
  const size_t expanded_rows =
      sprt_min_size(ctx->stride * (rows - 1) + ctx->kernel_size + ctx->row_quantum - 1, ctx->input_height);
  ctx->expanded_plane = whole_cache_lines(expanded_rows * ctx->input_width * sizeof(float));
  ctx->depthwise_plane = whole_cache_lines(rows * ctx->output_width * sizeof(float));
  ctx->copy_plane = copy_input ? ctx->expanded_plane : 0;
  return ctx->expanded_plane * ctx->expand.output_channels + ctx->depthwise_plane * ctx->project.input_channels +
         ctx->copy_plane * ctx->expand.input_channels;
}

// Depthwise output rows per band. A slot should stay in L2 while its band runs: half of it (one
// thread, Intel Xeon with 2 MB of L2, MobileNetV2's first blocks: slots of 0.6-1 MB ran the block
// in 0.57-0.67x the three operators' time, 1.3 MB in 0.66x, 2.6 MB in 0.8x; bands of fewer rows
// compute more expanded rows twice). Then the bands are evened out over the threads, and each is
// at least ceil(T / S) rows, so that every band but the first starts inside the plane.
static size_t choose_band_rows(struct sprt_inverted_bottleneck_context* ctx, bool copy_input, size_t batch_size,
                               size_t threads) {
  const size_t budget = sprt_config.l2_bytes / 2;
  size_t rows = 1;
  while (rows < ctx->output_height && plan_slot(rows + 1, ctx, copy_input) <= budget) rows++;
  size_t bands = sprt_divide_round_up(ctx->output_height, rows);
  if (threads > 1) {
    const size_t per_image = sprt_divide_round_up(threads, batch_size);
    bands = sprt_min_size(sprt_divide_round_up(bands, per_image) * per_image, ctx->output_height);
  }
  rows = sprt_divide_round_up(ctx->output_height, bands);
  const size_t min_rows = sprt_divide_round_up(ctx->padding_top, ctx->stride);
  return sprt_min_size(sprt_max_size(rows, min_rows), ctx->output_height);
}

enum sprt_status sprt_setup_inverted_bottleneck_nchw_f32(sprt_operator_t op, size_t batch_size, size_t input_height,
                                                         size_t input_width, const float* input, float* output,
                                                         pthreadpool_t threadpool) {
  enum sprt_status status = sprt_check_initialized(kSetup);
  if (status != sprt_status_success) return status;
  if (op == NULL) {
    sprt_log_error("%s: operator is NULL", kSetup);
    return sprt_status_invalid_parameter;
  }
  if (op->type != sprt_operator_type_inverted_bottleneck_nchw_f32) {
    sprt_log_error("%s: operator %p is a %s, not an inverted bottleneck", kSetup, (void*) op,
                   sprt_operator_kind_name(op));
    return sprt_status_invalid_parameter;
  }
  op->state = sprt_run_state_invalid;
  op->setups++;
  if (input == NULL || output == NULL) {
    sprt_log_error("%s: %s is NULL", kSetup, input == NULL ? "input" : "output");
    return sprt_status_invalid_parameter;
  }
  // Each part checks its shapes as its own setup does; the parts between get the output as a
  // stand-in for the buffers the fused run never writes.
  struct sprt_operator* expand = op->parts[0];
  struct sprt_operator* dw = op->parts[1];
  struct sprt_operator* project = op->parts[2];
  status = sprt_setup_convolution2d_1x1_nchw_f32_as(kSetup, expand, batch_size, input_height, input_width, input,
                                                   output, threadpool);
  if (status == sprt_status_success) {
    status = sprt_setup_convolution2d_nchw_f32(dw, batch_size, input_height, input_width, output, output, threadpool);
  }
  const size_t output_height = dw->context.dwconv.output_height;
  const size_t output_width = output_height == 0 ? 0 : dw->context.dwconv.output_channel_stride / output_height;
  if (status == sprt_status_success) {
    status = sprt_setup_convolution2d_1x1_nchw_f32_as(kSetup, project, batch_size, output_height, output_width,
                                                     output, output, threadpool);
  }
  const enum sprt_run_state parts = project->state;
  for (size_t i = 0; i < 3; i++) {
    op->parts[i]->state = sprt_run_state_invalid;
    op->part_setups[i] = op->parts[i]->setups;
  }
  if (status != sprt_status_success) return status;
  op->batch_size = batch_size;
  if (parts == sprt_run_state_skip) {
    op->state = sprt_run_state_skip;
    return sprt_status_success;
  }
  // The parts' setups checked that these sizes do not overflow.
  const size_t input_bytes = batch_size * expand->context.spmm.input_image_stride;
  const size_t output_bytes = batch_size * project->context.spmm.output_image_stride;
  if ((uintptr_t) input < (uintptr_t) output + output_bytes && (uintptr_t) output < (uintptr_t) input + input_bytes) {
    sprt_log_error("%s: input %p (%zu bytes) and output %p (%zu bytes) overlap", kSetup, (const void*) input,
                   input_bytes, (void*) output, output_bytes);
    return sprt_status_invalid_parameter;
  }

  struct sprt_inverted_bottleneck_context* ctx = &op->context.inverted_bottleneck;
  *ctx = (struct sprt_inverted_bottleneck_context) {
    .expand = expand->context.spmm,
    .depthwise = dw->context.dwconv,
    .project = project->context.spmm,
    .input_height = input_height,
    .input_width = input_width,
    .output_height = output_height,
    .output_width = output_width,
    .kernel_size = dw->kernel_size,
    .stride = dw->stride,
    .padding_top = dw->padding_top,
    .row_quantum = 1,
    .expanded_offsets = op->output_offsets,
  };
  // The expansion reads the caller's rows (its setup may have pointed at an aligned copy of them).
  const size_t row_bytes = input_width * sizeof(float);
  const size_t channel_bytes = input_height * row_bytes;
  ctx->expand.input = (const char*) input;
  ctx->expand.input_stride = channel_bytes;
  ctx->expand.input_image_stride = channel_bytes * expand->input_channel_stride;
  // Bands start on a row that starts a cache line where the planes do; where they do not, the band's
  // input rows are copied to aligned ones if the expansion would have realigned them whole.
  const bool aligned_planes = (((uintptr_t) input | channel_bytes) & (SPRT_CACHE_LINE_BYTES - 1)) == 0;
  while (aligned_planes && (ctx->row_quantum * row_bytes) % SPRT_CACHE_LINE_BYTES != 0) ctx->row_quantum++;
  const bool copy_input = !aligned_planes && expand->realign_input;
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  ctx->band_rows = choose_band_rows(ctx, copy_input, batch_size, threads);
  const size_t bands = sprt_divide_round_up(output_height, ctx->band_rows);
  ctx->slot_bytes = plan_slot(ctx->band_rows, ctx, copy_input);
  ctx->slots = sprt_max_size(1, sprt_min_size(sprt_min_size(threads, batch_size * bands), SPRT_MAX_WORKSPACE_SLOTS));
  int overflow = 0;
  const size_t workspace_bytes = sprt_mul_size(ctx->slot_bytes, ctx->slots, &overflow);
  if (overflow) {
    sprt_log_error("%s: the band buffers overflow size_t: %zu slots of %zu bytes", kSetup, ctx->slots,
                   ctx->slot_bytes);
    return sprt_status_invalid_parameter;
  }
  if (workspace_bytes > op->workspace_bytes) {
    void* workspace = sprt_allocate_aligned(workspace_bytes);
    if (workspace == NULL) {
      sprt_log_error("%s: failed to allocate %zu bytes for the band buffers", kSetup, workspace_bytes);
      return sprt_status_out_of_memory;
    }
    sprt_free(op->workspace);
    op->workspace = workspace;
    op->workspace_bytes = workspace_bytes;
  }
  ctx->workspace = op->workspace;
  for (size_t i = 0; i < expand->output_channels; i++) {
    op->output_offsets[i] = (size_t) expand->packing.channel_order[i] * ctx->expanded_plane;
  }
  op->compute = (struct sprt_compute) {sprt_compute_inverted_bottleneck, {batch_size, bands}, 1};
  sprt_log_info("%s: %zux%zu pixels, %zu -> %zu -> %zu channels: %zu bands of %zu output rows, %zu-byte slots%s",
                kSetup, input_height, input_width, op->input_channels, expand->output_channels, op->output_channels,
                bands, ctx->band_rows, ctx->slot_bytes, copy_input ? ", input rows copied" : "");
  op->state = sprt_run_state_ready;
  return sprt_status_success;
}
