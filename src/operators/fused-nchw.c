// A sparse 1x1 convolution fused with the depthwise convolution next to it, either way round: an
// expansion and the depthwise layer that reads it, or a depthwise layer and the 1x1 layer that reads
// it (a projection; MobileNetV1's pairs). Creation from the two operators and setup of the bands;
// the runs are sprt_compute_pointwise_depthwise and sprt_compute_depthwise_pointwise
// (operator-run.c).
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>

#include <sprt.h>

#include "common.h"
#include "operator.h"

static const char* const kCreate = "sprt_create_pointwise_depthwise_nchw_f32";
static const char* const kSetup = "sprt_setup_pointwise_depthwise_nchw_f32";
static const char* const kCreateDwPw = "sprt_create_depthwise_pointwise_nchw_f32";
static const char* const kSetupDwPw = "sprt_setup_depthwise_pointwise_nchw_f32";

// A unit's slot holds the 1x1 layer's rows of one band, every channel: at most this many bytes where
// a band of one output row fits. Zen 5 (1 MB L2), MobileNetV2's and EfficientNet-Lite0's pairs of
// 28x28 to 112x112 planes (pointwise_depthwise_bench): with 1 MB slots fused ran 0.87-1.05x the time of
// the two operators on one thread and 0.40-0.87x on two; with 320 KB slots 0.9-1.5x on one thread
// (more bands: more depthwise calls and rows computed twice).
#define SPRT_FUSED_SLOT_BYTES ((size_t) 1 << 20)

// Both creates: checks the pair (the channels the depthwise layer has are the 1x1 layer's outputs
// with the 1x1 first, its inputs with the 1x1 last) and makes the operator, which refers to both.
static enum sprt_status create_fused(const char* op_name, enum sprt_operator_type type,
                                     sprt_operator_t pointwise_op, sprt_operator_t depthwise_op, uint32_t flags,
                                     sprt_operator_t* fused_op_out) {
  const enum sprt_status status = sprt_check_initialized(op_name);
  if (status != sprt_status_success) return status;
  if (fused_op_out == NULL) {
    sprt_log_error("%s: fused_op_out is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (pointwise_op == NULL || depthwise_op == NULL) {
    sprt_log_error("%s: %s is NULL", op_name, pointwise_op == NULL ? "pointwise_op" : "depthwise_op");
    return sprt_status_invalid_parameter;
  }
  if (pointwise_op->type != sprt_operator_type_convolution_nchw_f32 ||
      pointwise_op->kind != sprt_convolution_kind_spmm) {
    sprt_log_error("%s: pointwise_op %p is a %s of %s: it must be a sparse 1x1 convolution of f32", op_name,
                   (void*) pointwise_op, sprt_operator_kind_name(pointwise_op),
                   sprt_datatype_name(pointwise_op->datatype));
    return sprt_status_invalid_parameter;
  }
  if (depthwise_op->type != sprt_operator_type_convolution_nchw_f32 ||
      depthwise_op->kind != sprt_convolution_kind_dwconv) {
    sprt_log_error("%s: depthwise_op %p is a %s: it must be a depthwise convolution of f32", op_name,
                   (void*) depthwise_op, sprt_operator_kind_name(depthwise_op));
    return sprt_status_invalid_parameter;
  }
  const bool pointwise_first = type == sprt_operator_type_pointwise_depthwise_nchw_f32;
  const size_t shared_channels = pointwise_first ? pointwise_op->output_channels : pointwise_op->input_channels;
  if (shared_channels != depthwise_op->groups) {
    sprt_log_error("%s: the 1x1 layer's %zu %s channels are not the depthwise layer's %zu channels", op_name,
                   shared_channels, pointwise_first ? "output" : "input", depthwise_op->groups);
    return sprt_status_invalid_parameter;
  }
  if (flags != 0) {
    sprt_log_error("%s: invalid flags 0x%08" PRIX32 ": must be 0", op_name, flags);
    return sprt_status_invalid_parameter;
  }
  struct sprt_operator* op = sprt_allocate_zero(1, sizeof(struct sprt_operator));
  // The 1x1 layer's output offsets as the fused run writes them (its own may change with its setups).
  size_t* output_offsets = sprt_allocate(pointwise_op->output_channels * sizeof(size_t));
  if (op == NULL || output_offsets == NULL) {
    sprt_free(op);
    sprt_free(output_offsets);
    sprt_log_error("%s: failed to allocate the operator (%zu channels)", op_name, shared_channels);
    return sprt_status_out_of_memory;
  }
  const struct sprt_operator* first = pointwise_first ? pointwise_op : depthwise_op;
  const struct sprt_operator* last = pointwise_first ? depthwise_op : pointwise_op;
  op->type = type;
  op->datatype = sprt_datatype_f32;
  op->isa = pointwise_op->isa;
  op->input_channels = first->input_channels;
  op->output_channels = last->output_channels;
  op->input_channel_stride = first->input_channel_stride;
  op->output_channel_stride = last->output_channel_stride;
  op->params = last->params;
  op->ukernel_name = depthwise_op->ukernel_name;
  op->output_offsets = output_offsets;
  op->pointwise = pointwise_op;
  op->depthwise = depthwise_op;
  *fused_op_out = op;
  return sprt_status_success;
}

enum sprt_status sprt_create_pointwise_depthwise_nchw_f32(sprt_operator_t pointwise_op, sprt_operator_t depthwise_op,
                                                          uint32_t flags, sprt_operator_t* fused_op_out) {
  return create_fused(kCreate, sprt_operator_type_pointwise_depthwise_nchw_f32, pointwise_op, depthwise_op, flags,
                      fused_op_out);
}

enum sprt_status sprt_create_depthwise_pointwise_nchw_f32(sprt_operator_t depthwise_op, sprt_operator_t pointwise_op,
                                                          uint32_t flags, sprt_operator_t* fused_op_out) {
  return create_fused(kCreateDwPw, sprt_operator_type_depthwise_pointwise_nchw_f32, pointwise_op, depthwise_op, flags,
                      fused_op_out);
}

// The workspace of `slots` slots of slot_bytes (it only grows).
static enum sprt_status reserve_slots(const char* op_name, struct sprt_operator* op, size_t slot_bytes, size_t slots) {
  int overflow = 0;
  const size_t bytes = sprt_mul_size(slot_bytes, slots, &overflow);
  if (overflow) {
    sprt_log_error("%s: the band buffers overflow size_t: %zu slots of %zu bytes", op_name, slots, slot_bytes);
    return sprt_status_invalid_parameter;
  }
  if (bytes <= op->workspace_bytes) return sprt_status_success;
  void* workspace = sprt_allocate_aligned(bytes);
  if (workspace == NULL) {
    sprt_log_error("%s: failed to allocate %zu bytes for the band buffers", op_name, bytes);
    return sprt_status_out_of_memory;
  }
  sprt_free(op->workspace);
  op->workspace = workspace;
  op->workspace_bytes = bytes;
  return sprt_status_success;
}

// Depthwise output rows per band: as many as a slot of SPRT_FUSED_SLOT_BYTES holds, and no more than
// gives each thread two bands when the images have that many rows; but at least 4 (K - S) / S, so
// that the rows computed twice (K - S per band edge) stay under a quarter of the 1x1 layer's work,
// and S * rows >= T, so that every band but the first starts inside the plane.
static size_t band_rows_for(size_t slot_row_bytes, uint32_t kernel_size, uint32_t stride, uint32_t padding_top,
                            size_t output_height, size_t batch_size, size_t threads) {
  size_t rows = 1;
  while (rows < output_height && slot_row_bytes * (stride * rows + kernel_size) <= SPRT_FUSED_SLOT_BYTES) rows++;
  const size_t bands_per_image = sprt_divide_round_up(2 * threads, batch_size);
  if (threads > 1) rows = sprt_min_size(rows, output_height / bands_per_image);
  rows = sprt_max_size(rows, sprt_divide_round_up(4 * (kernel_size - stride), stride));
  while (stride * rows < padding_top) rows++;
  return sprt_max_size(1, sprt_min_size(rows, output_height));
}

// Both setups: the operator is of `type`, input and output are given.
static enum sprt_status check_setup(const char* op_name, enum sprt_operator_type type, sprt_operator_t op,
                                    const float* input, const float* output) {
  const enum sprt_status status = sprt_check_initialized(op_name);
  if (status != sprt_status_success) return status;
  if (op == NULL) {
    sprt_log_error("%s: operator is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (op->type != type) {
    sprt_log_error("%s: operator %p is a %s, not a fused %s convolution", op_name, (void*) op,
                   sprt_operator_kind_name(op),
                   type == sprt_operator_type_pointwise_depthwise_nchw_f32 ? "1x1 + depthwise" : "depthwise + 1x1");
    return sprt_status_invalid_parameter;
  }
  op->state = sprt_run_state_invalid;
  if (input == NULL || output == NULL) {
    sprt_log_error("%s: %s is NULL", op_name, input == NULL ? "input" : "output");
    return sprt_status_invalid_parameter;
  }
  return sprt_status_success;
}

enum sprt_status sprt_setup_pointwise_depthwise_nchw_f32(sprt_operator_t op, size_t batch_size, size_t input_height,
                                                         size_t input_width, const float* input, float* output,
                                                         pthreadpool_t threadpool) {
  enum sprt_status status = check_setup(kSetup, sprt_operator_type_pointwise_depthwise_nchw_f32, op, input, output);
  if (status != sprt_status_success) return status;
  // Both parts check the shapes as their own setups do. The 1x1 layer gets the caller's output as a
  // stand-in: the fused run writes its rows to the slots instead.
  struct sprt_operator* pw = op->pointwise;
  struct sprt_operator* dw = op->depthwise;
  status = sprt_setup_convolution2d_1x1_nchw_f32_as(kSetup, pw, batch_size, input_height, input_width, input,
                                                   output, threadpool);
  if (status == sprt_status_success) {
    status = sprt_setup_convolution2d_nchw_f32(dw, batch_size, input_height, input_width, input, output, threadpool);
  }
  const enum sprt_run_state parts = pw->state;
  pw->state = sprt_run_state_invalid;
  dw->state = sprt_run_state_invalid;
  if (status != sprt_status_success) return status;
  op->batch_size = batch_size;
  if (parts == sprt_run_state_skip) {
    op->state = sprt_run_state_skip;
    return sprt_status_success;
  }

  struct sprt_fused_context* ctx = &op->context.fused;
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  const size_t channels = pw->output_channels;
  // Planes start on cache lines in the slot (the 1x1 kernel's stores).
  const size_t row_bytes = input_width * sizeof(float);
  const size_t band_rows = band_rows_for(channels * row_bytes, dw->kernel_size, dw->stride, dw->padding_top,
                                         dw->context.dwconv.output_height, batch_size, threads);
  const size_t slot_rows = sprt_min_size(dw->stride * (band_rows - 1) + dw->kernel_size, input_height);
  int overflow = 0;
  const size_t plane_bytes = sprt_divide_round_up(sprt_mul_size(slot_rows, row_bytes, &overflow),
                                                  SPRT_CACHE_LINE_BYTES) * SPRT_CACHE_LINE_BYTES;
  // Bands start at any row: the 1x1 layer copies them to aligned rows (after the planes in the slot)
  // wherever it would copy a misaligned input (the 1x1 layers of MobileNetV2's and
  // EfficientNet-Lite0's fused blocks ran 1.2-1.4x slower reading misaligned rows in place).
  const bool aligned_bands = (((uintptr_t) input | row_bytes | input_height * row_bytes) & (SPRT_CACHE_LINE_BYTES - 1)) == 0;
  const size_t copy_stride = aligned_bands || !sprt_spmm_realigns_misaligned_rows(pw) ? 0 : plane_bytes;
  const size_t slot_bytes = sprt_mul_size(plane_bytes, channels + (copy_stride != 0 ? pw->input_channels : 0),
                                          &overflow);
  const size_t bands = sprt_divide_round_up(dw->context.dwconv.output_height, band_rows);
  const size_t slots = sprt_max_size(1, sprt_min_size(sprt_min_size(threads, batch_size * bands),
                                                      SPRT_MAX_WORKSPACE_SLOTS));
  if (overflow) {
    sprt_log_error("%s: the band buffers overflow size_t: %zu channels x %zu rows of %zu pixels", kSetup, channels,
                   slot_rows, input_width);
    return sprt_status_invalid_parameter;
  }
  status = reserve_slots(kSetup, op, slot_bytes, slots);
  if (status != sprt_status_success) return status;
  for (size_t i = 0; i < channels; i++) {
    op->output_offsets[i] = (size_t) pw->packing.channel_order[i] * plane_bytes;
  }
  const size_t channel_bytes = input_height * row_bytes;
  *ctx = (struct sprt_fused_context) {
    .spmm = pw->context.spmm,
    .dwconv = dw->context.dwconv,
    .kernel_size = dw->kernel_size,
    .stride = dw->stride,
    .output_width = dw->context.dwconv.output_channel_stride / dw->context.dwconv.output_height,
    .band_rows = band_rows,
    .plane_bytes = plane_bytes,
    .copy_stride = copy_stride,
    .workspace = op->workspace,
    .slot_bytes = slot_bytes,
    .slots = slots,
  };
  // The 1x1 layer reads the caller's rows in place (its setup may have pointed at an aligned copy).
  ctx->spmm.input = (const char*) input;
  ctx->spmm.input_stride = channel_bytes;
  ctx->spmm.input_image_stride = channel_bytes * pw->input_channel_stride;
  ctx->spmm.output_offsets = op->output_offsets;
  ctx->spmm.workspace = NULL;
  ctx->spmm.copy_channels = 0;
  ctx->dwconv.input = NULL;
  op->compute = (struct sprt_compute) {sprt_compute_pointwise_depthwise, {batch_size, bands}, 1};
  sprt_log_info("%s: %zux%zu pixels, %zu channels: bands of %zu output rows (%zu per image), %zu-byte slots%s",
                kSetup, input_height, input_width, channels, band_rows, bands, slot_bytes,
                copy_stride != 0 ? ", input rows copied" : "");
  op->state = sprt_run_state_ready;
  return sprt_status_success;
}

// Depthwise output rows per band with the 1x1 layer last: as many as a slot of SPRT_FUSED_SLOT_BYTES
// holds, no more than gives each thread two bands when the images have that many rows, at least one
// 1x1 tile of pixels where the plane has that many, and S * rows >= T.
static size_t band_rows_after(size_t slot_row_bytes, size_t output_width, size_t tile_pixels, uint32_t stride,
                              uint32_t padding_top, size_t output_height, size_t batch_size, size_t threads) {
  size_t rows = sprt_max_size(1, SPRT_FUSED_SLOT_BYTES / slot_row_bytes);
  const size_t bands_per_image = sprt_divide_round_up(2 * threads, batch_size);
  if (threads > 1) rows = sprt_min_size(rows, output_height / bands_per_image);
  rows = sprt_max_size(rows, sprt_divide_round_up(tile_pixels, output_width));
  while (stride * rows < padding_top) rows++;
  return sprt_max_size(1, sprt_min_size(rows, output_height));
}

enum sprt_status sprt_setup_depthwise_pointwise_nchw_f32(sprt_operator_t op, size_t batch_size, size_t input_height,
                                                         size_t input_width, const float* input, float* output,
                                                         pthreadpool_t threadpool) {
  enum sprt_status status = check_setup(kSetupDwPw, sprt_operator_type_depthwise_pointwise_nchw_f32, op, input, output);
  if (status != sprt_status_success) return status;
  // Both parts check the shapes as their own setups do, with stand-in pointers for the band the fused
  // run keeps in its slots.
  struct sprt_operator* pw = op->pointwise;
  struct sprt_operator* dw = op->depthwise;
  status = sprt_setup_convolution2d_nchw_f32(dw, batch_size, input_height, input_width, input, output, threadpool);
  const bool empty = status == sprt_status_success && dw->state == sprt_run_state_skip;
  if (status == sprt_status_success && !empty) {
    const struct sprt_dwconv_context* d = &dw->context.dwconv;
    status = sprt_setup_convolution2d_1x1_nchw_f32_as(kSetupDwPw, pw, batch_size, d->output_height,
                                                     d->output_channel_stride / d->output_height, input, output,
                                                     threadpool);
  }
  pw->state = sprt_run_state_invalid;
  dw->state = sprt_run_state_invalid;
  if (status != sprt_status_success) return status;
  op->batch_size = batch_size;
  if (empty) {
    op->state = sprt_run_state_skip;
    return sprt_status_success;
  }

  struct sprt_fused_context* ctx = &op->context.fused;
  const struct sprt_dwconv_context* d = &dw->context.dwconv;
  const size_t output_width = d->output_channel_stride / d->output_height;
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  const size_t channels = dw->groups;
  const size_t band_rows = band_rows_after(channels * output_width * sizeof(float), output_width,
                                           pw->context.spmm.tile_pixels, dw->stride, dw->padding_top,
                                           d->output_height, batch_size, threads);
  int overflow = 0;
  // Planes start on cache lines in the slot (the 1x1 kernel's loads).
  const size_t plane_bytes =
      sprt_divide_round_up(sprt_mul_size(band_rows * output_width, sizeof(float), &overflow), SPRT_CACHE_LINE_BYTES) *
      SPRT_CACHE_LINE_BYTES;
  const size_t slot_bytes = sprt_mul_size(plane_bytes, channels, &overflow);
  const size_t bands = sprt_divide_round_up(d->output_height, band_rows);
  const size_t slots = sprt_max_size(1, sprt_min_size(sprt_min_size(threads, batch_size * bands),
                                                      SPRT_MAX_WORKSPACE_SLOTS));
  if (overflow) {
    sprt_log_error("%s: the band buffers overflow size_t: %zu channels x %zu rows of %zu pixels", kSetupDwPw,
                   channels, band_rows, output_width);
    return sprt_status_invalid_parameter;
  }
  status = reserve_slots(kSetupDwPw, op, slot_bytes, slots);
  if (status != sprt_status_success) return status;
  for (size_t i = 0; i < pw->output_channels; i++) op->output_offsets[i] = pw->output_offsets[i];
  *ctx = (struct sprt_fused_context) {
    .spmm = pw->context.spmm,
    .dwconv = *d,
    .kernel_size = dw->kernel_size,
    .stride = dw->stride,
    .output_width = output_width,
    .band_rows = band_rows,
    .plane_bytes = plane_bytes,
    .workspace = op->workspace,
    .slot_bytes = slot_bytes,
    .slots = slots,
  };
  // The 1x1 layer reads the slots (aligned), writes the caller's output.
  ctx->spmm.output = (char*) output;
  ctx->spmm.output_offsets = op->output_offsets;
  ctx->spmm.workspace = NULL;
  ctx->spmm.copy_channels = 0;
  ctx->spmm.input = NULL;
  ctx->dwconv.output = NULL;
  op->compute = (struct sprt_compute) {sprt_compute_depthwise_pointwise, {batch_size, bands}, 1};
  sprt_log_info("%s: %zux%zu pixels, %zu channels: bands of %zu output rows (%zu per image), %zu-byte slots",
                kSetupDwPw, input_height, input_width, channels, band_rows, bands, slot_bytes);
  op->state = sprt_run_state_ready;
  return sprt_status_success;
}
