// Sparse 1x1 convolution in NCHW layout: creation (validation, kernel family choice, packing) and
// setup (shapes, pointers, work split).
// clock_gettime
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "operator.h"
#include "packing/mapping.h"
#include "packing/pack.h"
#include "packing/partition.h"
#include "packing/reorder.h"

static const char* const kCreateDense = "sprt_create_convolution2d_1x1_nchw_f32";
static const char* const kCreateCsr = "sprt_create_convolution2d_1x1_nchw_f32_csr";
static const char* const kSetup = "sprt_setup_convolution2d_1x1_nchw_f32";

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + 1.0e-9 * (double) ts.tv_nsec;
}

static enum sprt_status validate_common(
    const char* op_name, size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    float output_min, float output_max, uint32_t flags, sprt_operator_t* op_out)
{
  if (!sprt_config.initialized) {
    sprt_log_error("%s: sprt is not initialized: call sprt_initialize first", op_name);
    return sprt_status_uninitialized;
  }
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
  // Channel indices are packed as uint32_t at most, and CSR offsets are uint32_t.
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
  if (isnan(output_min)) {
    sprt_log_error("%s: invalid output_min NaN", op_name);
    return sprt_status_invalid_parameter;
  }
  if (isnan(output_max)) {
    sprt_log_error("%s: invalid output_max NaN", op_name);
    return sprt_status_invalid_parameter;
  }
  if (output_min >= output_max) {
    sprt_log_error("%s: invalid output range [%.7g, %.7g]: output_min must be below output_max",
                   op_name, output_min, output_max);
    return sprt_status_invalid_parameter;
  }
  const uint32_t known_flags = SPRT_FLAG_REORDER_OUTPUT_CHANNELS | SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER;
  if ((flags & ~known_flags) != 0) {
    sprt_log_error("%s: invalid flags 0x%08X: undefined bits 0x%08X", op_name, flags, flags & ~known_flags);
    return sprt_status_invalid_parameter;
  }
  if ((flags & known_flags) == known_flags) {
    sprt_log_error("%s: invalid flags 0x%08X: SPRT_FLAG_REORDER_OUTPUT_CHANNELS and "
                   "SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER exclude each other", op_name, flags);
    return sprt_status_invalid_parameter;
  }
  return sprt_status_success;
}

// CSR arrays from the caller: offsets start at 0 and never decrease, the last offset fits the
// matrix, and each row's column indices are in range and distinct.
static enum sprt_status validate_csr(
    const char* op_name, size_t input_channels, size_t output_channels,
    const uint32_t* row_offsets, const uint32_t* column_indices, const float* values)
{
  if (row_offsets == NULL) {
    sprt_log_error("%s: row_offsets is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (column_indices == NULL) {
    sprt_log_error("%s: column_indices is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (values == NULL) {
    sprt_log_error("%s: values is NULL", op_name);
    return sprt_status_invalid_parameter;
  }
  if (row_offsets[0] != 0) {
    sprt_log_error("%s: invalid row_offsets[0] %u: must be 0", op_name, row_offsets[0]);
    return sprt_status_invalid_parameter;
  }
  for (size_t r = 0; r < output_channels; r++) {
    if (row_offsets[r + 1] < row_offsets[r]) {
      sprt_log_error("%s: invalid row_offsets[%zu] %u: below row_offsets[%zu] %u", op_name,
                     r + 1, row_offsets[r + 1], r, row_offsets[r]);
      return sprt_status_invalid_parameter;
    }
    if (row_offsets[r + 1] - row_offsets[r] > input_channels) {
      sprt_log_error("%s: invalid row_offsets[%zu] %u: row %zu holds %u entries, more than %zu input channels",
                     op_name, r + 1, row_offsets[r + 1], r, row_offsets[r + 1] - row_offsets[r],
                     input_channels);
      return sprt_status_invalid_parameter;
    }
  }
  // last_row[c] is 1 + the last row that used column c: finds duplicates in O(nnz + columns).
  uint32_t* last_row = calloc(input_channels, sizeof(uint32_t));
  if (last_row == NULL) {
    sprt_log_error("%s: out of memory validating %zu input channels", op_name, input_channels);
    return sprt_status_out_of_memory;
  }
  enum sprt_status status = sprt_status_success;
  for (size_t r = 0; r < output_channels && status == sprt_status_success; r++) {
    for (uint32_t i = row_offsets[r]; i < row_offsets[r + 1]; i++) {
      const uint32_t c = column_indices[i];
      if (c >= input_channels) {
        sprt_log_error("%s: invalid column_indices[%u] %u in row %zu: must be below input_channels %zu",
                       op_name, i, c, r, input_channels);
        status = sprt_status_invalid_parameter;
        break;
      }
      if (last_row[c] == (uint32_t) r + 1) {
        sprt_log_error("%s: duplicate column index %u in row %zu (column_indices[%u])", op_name, c, r, i);
        status = sprt_status_invalid_parameter;
        break;
      }
      last_row[c] = (uint32_t) r + 1;
    }
  }
  free(last_row);
  return status;
}

// Without a cost model (NEON: no hardware to fit one on) the identity table (Ti=4, no explicit
// zeros) serves every layer: its 4x24 kernels have the best binomial mix at 80% sparsity in the
// Cortex-A72 pipeline estimate (tools/neon_mca.py). SPRT_TABLE overrides every rule (for
// benchmarks that compare tables).
static const struct sprt_mapping_table* fixed_table(void) {
  return sprt_config.table != NULL ? sprt_config.table : &sprt_mapping_ti4_identity;
}

// The kernel of `isa` and `table` with `index_bytes` (0: any) and `tile_pixels` (0: the widest:
// every tile needs the same number of vector loads per column in total, and a wider one spends
// fewer passes over the packed weights); NULL when there is none.
static const struct sprt_spmm_ukernel* choose_ukernel(enum sprt_isa isa, const struct sprt_mapping_table* table,
                                                      uint32_t index_bytes, uint32_t tile_pixels) {
  const struct sprt_spmm_ukernel* best = NULL;
  for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
    const struct sprt_spmm_ukernel* k = &sprt_spmm_ukernels[i];
    if (k->isa == isa && k->table == table && (index_bytes == 0 || k->index_bytes == index_bytes) &&
        (tile_pixels == 0 || k->tile_pixels == tile_pixels) && (best == NULL || k->tile_pixels > best->tile_pixels)) {
      best = k;
    }
  }
  return best;
}

// The cheapest (table, pixel tile) by the cost model for `pixels` per image, among the usable
// tables (only_table: that one alone); pixels == 0 costs one full tile per pixel (the pixel count
// is unknown at creation). Returns the predicted nanoseconds per image.
static double cheapest_kernel(const struct sprt_operator* op, size_t pixels, const struct sprt_mapping_table* only_table,
                              const struct sprt_mapping_table** table_out, uint32_t* tile_out) {
  double best = INFINITY;
  for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
    const struct sprt_spmm_ukernel* k = &sprt_spmm_ukernels[i];
    if (k->isa != op->isa || (only_table != NULL && k->table != only_table)) continue;
    for (size_t t = 0; t < sprt_mapping_table_count && t < SPRT_MAX_MAPPING_TABLES; t++) {
      if (sprt_mapping_tables[t] != k->table || !op->table_usable[t]) continue;
      const size_t costed = pixels != 0 ? pixels : k->tile_pixels;
      double ns = sprt_spmm_predict_ns(op->cost_model, &op->table_work[t], k->tile_rows, k->tile_pixels, costed);
      if (pixels == 0) ns /= (double) costed;
      // Ties (49 pixels fill one pass of 64 or 96 alike) go to the widest tile, as without a model.
      if (ns < best || (ns == best && k->tile_pixels > *tile_out)) {
        best = ns;
        *table_out = k->table;
        *tile_out = k->tile_pixels;
      }
    }
  }
  return best;
}

// Costs every table the ISA has kernels for on the caller's channel order (one histogram pass over
// the weights, no packing) and returns the cheapest per pixel. Reordering, which comes after, changes
// the work of every table alike. Returns NULL when out of memory.
static const struct sprt_mapping_table* choose_table(struct sprt_operator* op, const struct sprt_csr_f32* csr) {
  if (op->cost_model == NULL) return fixed_table();
  const struct sprt_mapping_table* usable[SPRT_MAX_MAPPING_TABLES] = {NULL};
  size_t slot[SPRT_MAX_MAPPING_TABLES] = {0};
  size_t count = 0;
  for (size_t t = 0; t < sprt_mapping_table_count && t < SPRT_MAX_MAPPING_TABLES; t++) {
    if (choose_ukernel(op->isa, sprt_mapping_tables[t], 0, 0) != NULL) {
      usable[count] = sprt_mapping_tables[t];
      slot[count++] = t;
    }
  }
  // Large layers histogram every 2nd or 4th 8-row panel (within 3% of the exact work, see
  // packing_test): the histogram pass over the weights is nearly all of the selection's time, which
  // must stay a small share of packing's.
  const size_t panels8 = sprt_divide_round_up(csr->rows, 8);
  const size_t stride = panels8 >= 32 ? 4 : panels8 >= 8 ? 2 : 1;
  struct sprt_spmm_work work[SPRT_MAX_MAPPING_TABLES];
  if (sprt_measure_spmm_work(csr, usable, count, stride, work) != 0) return NULL;
  for (size_t i = 0; i < count; i++) {
    op->table_work[slot[i]] = work[i];
    op->table_usable[slot[i]] = true;
  }
  const struct sprt_mapping_table* table = fixed_table();
  uint32_t tile = 0;
  cheapest_kernel(op, 0, NULL, &table, &tile);
  return table;
}

// Cache blocking over input channels. A kernel rereads the input rows of its pixel tile for every
// panel; once they outgrow L1 they come from L2 (about 1.25x slower per column at 196 and 49
// pixels). Channels are then cut into chunks whose rows fit L1, but into at most four, and each
// chunk must hold enough weights per panel (16 per row on average) to pay for reloading and
// storing the output tile, which every chunk after the first does. With AVX-512 on the MobileNetV1
// shapes this gained 7-24% at 70-80% sparsity and 5-18% for 1024 channels at 90%; smaller chunks
// (8 of 128 at 49x1024) or sparser ones (128 channels at 90%) lost up to 15%.
static size_t choose_chunk_channels(enum sprt_isa isa, const struct sprt_mapping_table* table,
                                    const struct sprt_csr_f32* csr) {
  const struct sprt_spmm_ukernel* widest = choose_ukernel(isa, table, 0, 0);
  const size_t row_bytes = (widest != NULL ? widest->tile_pixels : 1) * sizeof(float);
  const size_t fit = sprt_max_size(sprt_config.l1d_bytes / row_bytes, 16);
  // 16 weights per row of a chunk: chunk >= 16 / density = 16 * rows * columns / nonzeros.
  const double nonzeros = (double) sprt_max_size(csr->row_offsets[csr->rows], 1);
  const double dense = 16.0 * (double) csr->rows * (double) csr->columns / nonzeros;
  const size_t min_chunk = dense >= (double) csr->columns ? csr->columns : sprt_max_size(fit, (size_t) dense);
  const size_t chunks = sprt_min_size(csr->columns / min_chunk, 4);
  if (chunks <= 1) {
    return csr->columns;
  }
  return sprt_min_size(sprt_divide_round_up(sprt_divide_round_up(csr->columns, chunks), 16) * 16, csr->columns);
}

// Rows of `csr` restricted to columns [first, first + count), renumbered from 0. The arrays are
// malloc'ed into `chunk_*`; returns false when out of memory.
static bool slice_columns(const struct sprt_csr_f32* csr, size_t first, size_t count, struct sprt_csr_f32* chunk,
                          uint32_t** offsets_out, uint32_t** indices_out, float** values_out) {
  size_t nonzeros = 0;
  for (size_t i = 0; i < csr->row_offsets[csr->rows]; i++) {
    nonzeros += csr->column_indices[i] - first < count;
  }
  // One slot of slack: the copy below stores every entry and keeps those inside the chunk.
  uint32_t* offsets = malloc((csr->rows + 1) * sizeof(uint32_t));
  uint32_t* indices = malloc((nonzeros + 1) * sizeof(uint32_t));
  float* values = malloc((nonzeros + 1) * sizeof(float));
  if (offsets == NULL || indices == NULL || values == NULL) {
    free(offsets);
    free(indices);
    free(values);
    return false;
  }
  // Branch-free: which entries fall in the chunk is data, and mispredicting it dominated packing.
  size_t n = 0;
  offsets[0] = 0;
  for (size_t r = 0; r < csr->rows; r++) {
    for (uint32_t i = csr->row_offsets[r]; i < csr->row_offsets[r + 1]; i++) {
      const size_t c = csr->column_indices[i] - first;
      indices[n] = (uint32_t) c;
      values[n] = csr->values[i];
      n += c < count;
    }
    offsets[r + 1] = (uint32_t) n;
  }
  *chunk = (struct sprt_csr_f32) {csr->rows, count, offsets, indices, values};
  *offsets_out = offsets;
  *indices_out = indices;
  *values_out = values;
  return true;
}

// Packs every chunk of input channels; returns false when out of memory (op->packed[] then holds
// what was packed, for sprt_delete_operator to free).
static bool pack_chunks(struct sprt_operator* op, const struct sprt_csr_f32* csr,
                        const struct sprt_mapping_table* table) {
  for (size_t c = 0; c < op->num_chunks; c++) {
    const size_t first = c * op->chunk_channels;
    const size_t count = sprt_min_size(op->chunk_channels, csr->columns - first);
    if (op->num_chunks == 1) {
      if (sprt_pack_weights(csr, table, &op->packed[0]) != 0) return false;
      continue;
    }
    struct sprt_csr_f32 chunk;
    uint32_t* offsets;
    uint32_t* indices;
    float* values;
    if (!slice_columns(csr, first, count, &chunk, &offsets, &indices, &values)) return false;
    const int failed = sprt_pack_weights(&chunk, table, &op->packed[c]);
    free(offsets);
    free(indices);
    free(values);
    if (failed) return false;
  }
  op->num_panels = op->packed[0].num_panels;
  op->panel_values = calloc(op->num_panels + 1, sizeof(size_t));
  op->panel_visits = calloc(op->num_panels + 1, sizeof(size_t));
  op->panel_work = calloc(op->num_panels + 1, sizeof(size_t));
  if (op->panel_values == NULL || op->panel_visits == NULL || op->panel_work == NULL) return false;
  for (size_t c = 0; c < op->num_chunks; c++) {
    for (size_t p = 0; p <= op->num_panels; p++) {
      op->panel_values[p] += op->packed[c].panel_values[p];
      op->panel_visits[p] += op->packed[c].panel_visits[p];
    }
  }
  return true;
}

// Output-channel order of the packed panels (op->channel_order, op->reordered and the panel column
// counts). The greedy (packing/reorder.h) saves input-row loads where rows share input channels:
// 5-25% of panel columns on the MobileNetV1 shapes (random sparsity) and 3-35% on the DLMC
// matrices, which ran 5.8% faster in geomean (faster on 91% of them, bench/dlmc.cc), and 1-6% on
// the MobileNetV1 shapes. Below SPRT_REORDER_MIN_GAIN_PERCENT the gain would be noise, and the
// channel order is kept. Returns false when out of memory.
static bool choose_channel_order(struct sprt_operator* op, const struct sprt_csr_f32* csr, size_t tile_rows,
                                 uint32_t flags) {
  for (size_t i = 0; i < csr->rows; i++) op->channel_order[i] = (uint32_t) i;
  if (flags & SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER) {
    op->panel_columns = op->panel_columns_in_order = sprt_count_panel_columns(csr, tile_rows);
    return op->panel_columns != SIZE_MAX;
  }
  uint32_t* order = malloc(csr->rows * sizeof(uint32_t));
  if (order == NULL ||
      sprt_reorder_rows(csr, tile_rows, SPRT_REORDER_BLOCK_PANELS * tile_rows, order, &op->panel_columns,
                        &op->panel_columns_in_order) != 0) {
    free(order);
    return false;
  }
  const bool pays = op->panel_columns_in_order != 0 &&
                    100 * op->panel_columns <= (100 - SPRT_REORDER_MIN_GAIN_PERCENT) * op->panel_columns_in_order;
  op->reordered = (flags & SPRT_FLAG_REORDER_OUTPUT_CHANNELS) || pays;
  if (op->reordered) {
    memcpy(op->channel_order, order, csr->rows * sizeof(uint32_t));
  } else {
    op->panel_columns = op->panel_columns_in_order;
  }
  free(order);
  return true;
}

// Everything that depends on the table: cache blocking, channel order, packed chunks, the bias in
// packed order and the widest kernels (setup may pick another tile). Fills only those fields of
// `op`; on failure logs and returns the status, and sprt_delete_operator frees what was made.
static enum sprt_status pack_operator(const char* op_name, struct sprt_operator* op, const struct sprt_csr_f32* csr,
                                      const struct sprt_mapping_table* table, const float* bias) {
  op->chunk_channels = choose_chunk_channels(op->isa, table, csr);
  op->num_chunks = sprt_divide_round_up(csr->columns, op->chunk_channels);
  op->channel_order = malloc(csr->rows * sizeof(uint32_t));
  op->output_offsets = malloc(csr->rows * sizeof(size_t));
  if (op->channel_order == NULL || op->output_offsets == NULL ||
      !choose_channel_order(op, csr, table->tile_rows, op->flags)) {
    sprt_log_error("%s: out of memory reordering %zu output channels", op_name, csr->rows);
    return sprt_status_out_of_memory;
  }
  struct sprt_csr_f32 permuted = *csr;
  uint32_t* permuted_offsets = NULL;
  uint32_t* permuted_indices = NULL;
  float* permuted_values = NULL;
  bool packed = !op->reordered || sprt_permute_rows(csr, op->channel_order, &permuted, &permuted_offsets,
                                                   &permuted_indices, &permuted_values) == 0;
  packed = packed && pack_chunks(op, &permuted, table);
  free(permuted_offsets);
  free(permuted_indices);
  free(permuted_values);
  if (!packed) {
    sprt_log_error("%s: out of memory packing %zu nonzeros of a %zu x %zu matrix", op_name,
                   (size_t) csr->row_offsets[csr->rows], csr->rows, csr->columns);
    return sprt_status_out_of_memory;
  }
  const size_t padded_rows = op->num_panels * table->tile_rows;
  op->bias = sprt_aligned_alloc(64, padded_rows * sizeof(float));
  if (op->bias == NULL) {
    sprt_log_error("%s: out of memory allocating %zu bias values", op_name, padded_rows);
    return sprt_status_out_of_memory;
  }
  memset(op->bias, 0, padded_rows * sizeof(float));
  for (size_t c = 0; c < op->num_chunks; c++) {
    op->ukernel[c] = choose_ukernel(op->isa, table, op->packed[c].index_bytes, 0);
    if (op->ukernel[c] == NULL) {
      sprt_log_error("%s: no %s kernel for table %s with %u-byte indices", op_name, sprt_isa_name(op->isa),
                     table->name, op->packed[c].index_bytes);
      return sprt_status_unsupported_hardware;
    }
  }
  if (bias != NULL) {
    for (size_t i = 0; i < csr->rows; i++) {
      op->bias[i] = bias[op->channel_order[i]];
    }
  }
  return sprt_status_success;
}

// Copies the caller's weights and bias into op->saved_* for a repack at the first setup.
static bool save_weights(struct sprt_operator* op, const struct sprt_csr_f32* csr, const float* bias) {
  const size_t nonzeros = csr->row_offsets[csr->rows];
  op->saved_offsets = malloc((csr->rows + 1) * sizeof(uint32_t));
  op->saved_indices = malloc((nonzeros + 1) * sizeof(uint32_t));
  op->saved_values = malloc((nonzeros + 1) * sizeof(float));
  op->saved_bias = bias != NULL ? malloc(csr->rows * sizeof(float)) : NULL;
  if (op->saved_offsets == NULL || op->saved_indices == NULL || op->saved_values == NULL ||
      (bias != NULL && op->saved_bias == NULL)) {
    return false;
  }
  memcpy(op->saved_offsets, csr->row_offsets, (csr->rows + 1) * sizeof(uint32_t));
  if (nonzeros != 0) {
    memcpy(op->saved_indices, csr->column_indices, nonzeros * sizeof(uint32_t));
    memcpy(op->saved_values, csr->values, nonzeros * sizeof(float));
  }
  if (bias != NULL) memcpy(op->saved_bias, bias, csr->rows * sizeof(float));
  op->saved_csr = (struct sprt_csr_f32) {csr->rows, csr->columns, op->saved_offsets, op->saved_indices,
                                         op->saved_values};
  return true;
}

void sprt_free_saved_weights(struct sprt_operator* op) {
  free(op->saved_offsets);
  free(op->saved_indices);
  free(op->saved_values);
  free(op->saved_bias);
  op->saved_offsets = op->saved_indices = NULL;
  op->saved_values = op->saved_bias = NULL;
}

static enum sprt_status create_from_csr(
    const char* op_name, const struct sprt_csr_f32* csr,
    size_t input_channel_stride, size_t output_channel_stride, const float* bias,
    float output_min, float output_max, uint32_t flags, sprt_operator_t* op_out)
{
  const double start = now_seconds();
  struct sprt_operator* op = calloc(1, sizeof(struct sprt_operator));
  if (op == NULL) {
    sprt_log_error("%s: out of memory allocating the operator", op_name);
    return sprt_status_out_of_memory;
  }
  op->type = sprt_operator_type_convolution_nchw_f32;
  op->input_channels = csr->columns;
  op->output_channels = csr->rows;
  op->input_channel_stride = input_channel_stride;
  op->output_channel_stride = output_channel_stride;
  op->params.min = output_min;
  op->params.max = output_max;
  op->isa = sprt_config.isa;
  op->flags = flags;
  op->cost_model = sprt_config.cost_model;
  op->selection = op->cost_model != NULL ? "cost model" : sprt_config.table != NULL ? "SPRT_TABLE" : "fixed rule";

  const double selection_start = now_seconds();
  const struct sprt_mapping_table* table = choose_table(op, csr);
  op->selection_seconds = now_seconds() - selection_start;
  if (table == NULL || (op->cost_model != NULL && !save_weights(op, csr, bias))) {
    sprt_log_error("%s: out of memory costing the mapping tables of %zu nonzeros", op_name,
                   (size_t) csr->row_offsets[csr->rows]);
    sprt_delete_operator(op);
    return sprt_status_out_of_memory;
  }
  const enum sprt_status status = pack_operator(op_name, op, csr, table, bias);
  if (status != sprt_status_success) {
    sprt_delete_operator(op);
    return status;
  }
  op->state = sprt_run_state_invalid;
  op->packing_seconds = now_seconds() - start;
  sprt_log_info("%s: %zu x %zu, %zu nonzeros: table %s (%s), %zu chunk(s), channels %s", op_name, csr->rows,
                csr->columns, (size_t) csr->row_offsets[csr->rows], table->name,
                op->selection, op->num_chunks, op->reordered ? "reordered" : "in order");
  *op_out = op;
  return sprt_status_success;
}

enum sprt_status sprt_create_convolution2d_1x1_nchw_f32(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const float* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out)
{
  enum sprt_status status = validate_common(
      kCreateDense, input_channels, output_channels, input_channel_stride, output_channel_stride,
      output_min, output_max, flags, convolution_op_out);
  if (status != sprt_status_success) {
    return status;
  }
  if (kernel == NULL) {
    sprt_log_error("%s: kernel is NULL", kCreateDense);
    return sprt_status_invalid_parameter;
  }
  int overflow = 0;
  const size_t elements = sprt_mul_size(input_channels, output_channels, &overflow);
  if (overflow || elements > UINT32_MAX) {
    sprt_log_error("%s: unsupported kernel size %zu x %zu: more than %u weights", kCreateDense,
                   output_channels, input_channels, UINT32_MAX);
    return sprt_status_unsupported_parameter;
  }

  // Packing time covers the conversion from the dense layout too.
  const double start = now_seconds();
  // Zeros (either sign) are pruned weights; everything else, NaN included, is kept.
  size_t nonzeros = 0;
  for (size_t i = 0; i < elements; i++) {
    nonzeros += kernel[i] != 0.0f;
  }
  // One slot of slack: the conversion below stores every weight and keeps the nonzeros.
  uint32_t* row_offsets = malloc((output_channels + 1) * sizeof(uint32_t));
  uint32_t* column_indices = malloc((nonzeros + 1) * sizeof(uint32_t));
  float* values = malloc((nonzeros + 1) * sizeof(float));
  if (row_offsets == NULL || column_indices == NULL || values == NULL) {
    sprt_log_error("%s: out of memory converting %zu nonzeros", kCreateDense, nonzeros);
    free(row_offsets);
    free(column_indices);
    free(values);
    return sprt_status_out_of_memory;
  }
  uint32_t n = 0;
  row_offsets[0] = 0;
  // Branch-free: at 60-95% sparsity a branch on each weight mispredicts about half the time.
  for (size_t r = 0; r < output_channels; r++) {
    const float* row = kernel + r * input_channels;
    for (size_t c = 0; c < input_channels; c++) {
      column_indices[n] = (uint32_t) c;
      values[n] = row[c];
      n += row[c] != 0.0f;
    }
    row_offsets[r + 1] = n;
  }
  const struct sprt_csr_f32 csr = {
    .rows = output_channels, .columns = input_channels,
    .row_offsets = row_offsets, .column_indices = column_indices, .values = values,
  };
  status = create_from_csr(kCreateDense, &csr, input_channel_stride, output_channel_stride, bias,
                           output_min, output_max, flags, convolution_op_out);
  if (status == sprt_status_success) {
    (*convolution_op_out)->packing_seconds = now_seconds() - start;
  }
  free(row_offsets);
  free(column_indices);
  free(values);
  return status;
}

enum sprt_status sprt_create_convolution2d_1x1_nchw_f32_csr(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const uint32_t* row_offsets, const uint32_t* column_indices, const float* values,
    const float* bias, float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out)
{
  enum sprt_status status = validate_common(
      kCreateCsr, input_channels, output_channels, input_channel_stride, output_channel_stride,
      output_min, output_max, flags, convolution_op_out);
  if (status != sprt_status_success) {
    return status;
  }
  status = validate_csr(kCreateCsr, input_channels, output_channels, row_offsets, column_indices, values);
  if (status != sprt_status_success) {
    return status;
  }
  const struct sprt_csr_f32 csr = {
    .rows = output_channels, .columns = input_channels,
    .row_offsets = row_offsets, .column_indices = column_indices, .values = values,
  };
  return create_from_csr(kCreateCsr, &csr, input_channel_stride, output_channel_stride, bias,
                         output_min, output_max, flags, convolution_op_out);
}

// Moves everything pack_operator fills from `src` to `dst` (the pointers change owner).
static void move_packing(struct sprt_operator* dst, const struct sprt_operator* src) {
  dst->num_chunks = src->num_chunks;
  dst->chunk_channels = src->chunk_channels;
  memcpy(dst->packed, src->packed, sizeof(dst->packed));
  dst->num_panels = src->num_panels;
  dst->panel_values = src->panel_values;
  dst->panel_visits = src->panel_visits;
  dst->panel_work = src->panel_work;
  dst->channel_order = src->channel_order;
  dst->output_offsets = src->output_offsets;
  dst->reordered = src->reordered;
  dst->panel_columns = src->panel_columns;
  dst->panel_columns_in_order = src->panel_columns_in_order;
  dst->bias = src->bias;
  memcpy(dst->ukernel, src->ukernel, sizeof(dst->ukernel));
}

// Exchanges the packings of two operators.
static void swap_packing(struct sprt_operator* a, struct sprt_operator* b) {
  struct sprt_operator t;
  move_packing(&t, a);
  move_packing(a, b);
  move_packing(b, &t);
}

// The pixel tile for this pixel count, by the cost model; without one the creation-time (widest)
// kernels stay. At the first setup only: when another table is cheaper by
// SPRT_REPACK_MIN_GAIN_PERCENT, the saved weights are repacked for it; then they are freed.
static enum sprt_status select_for_pixels(struct sprt_operator* op, size_t pixels) {
  if (op->cost_model == NULL) return sprt_status_success;
  const struct sprt_mapping_table* table = op->packed[0].table;
  uint32_t tile = op->ukernel[0]->tile_pixels;
  double ns = cheapest_kernel(op, pixels, table, &table, &tile);
  if (op->saved_values != NULL) {
    const struct sprt_mapping_table* best_table = table;
    uint32_t best_tile = tile;
    const double best_ns = cheapest_kernel(op, pixels, NULL, &best_table, &best_tile);
    if (best_table != table && 100.0 * best_ns <= (100.0 - SPRT_REPACK_MIN_GAIN_PERCENT) * ns) {
      const double start = now_seconds();
      struct sprt_operator* fresh = calloc(1, sizeof(struct sprt_operator));
      if (fresh == NULL) {
        sprt_log_error("%s: out of memory repacking for table %s", kSetup, best_table->name);
        return sprt_status_out_of_memory;
      }
      fresh->isa = op->isa;
      fresh->flags = op->flags;
      const enum sprt_status status = pack_operator(kSetup, fresh, &op->saved_csr, best_table, op->saved_bias);
      if (status != sprt_status_success) {
        sprt_delete_operator(fresh);
        return status;
      }
      sprt_log_info("%s: %zu pixels: repacked from %s to %s (predicted %.0f ns, %.0f ns before)", kSetup, pixels,
                    table->name, best_table->name, best_ns, ns);
      swap_packing(op, fresh);
      sprt_delete_operator(fresh);
      op->repacked = true;
      op->packing_seconds += now_seconds() - start;
      table = best_table;
      tile = best_tile;
      ns = best_ns;
    }
    sprt_free_saved_weights(op);
  }
  for (size_t c = 0; c < op->num_chunks; c++) {
    op->ukernel[c] = choose_ukernel(op->isa, table, op->packed[c].index_bytes, tile);
  }
  op->predicted_ns = ns;
  sprt_log_info("%s: %zu pixels: %s, predicted %.0f ns per image", kSetup, pixels, op->ukernel[0]->name, ns);
  return sprt_status_success;
}

// Fills op->panel_work with the work before each panel over `pixels` and returns a panel's own
// (bias, clamp, stores, pattern loops), in picoseconds of the cost model. Threads split panels by
// it: stored values alone leave out the input-row loads of column visits, which dominate sparse
// panels. Without a model a visit weighs as much as a value, and a panel as 4 Ti values.
static size_t predict_panel_work(struct sprt_operator* op, const struct sprt_spmm_ukernel* ukernel, size_t pixels) {
  double visit = 1.0, value = 1.0, panel = 4.0 * ukernel->tile_rows;
  if (op->cost_model != NULL) {
    const uint32_t ti = ukernel->tile_rows, tile = ukernel->tile_pixels;
    const struct sprt_spmm_work one_visit = {.visits = 1.0}, one_value = {.values = 1.0};
    const struct sprt_spmm_work one_panel = {.panels = 1.0,
                                             .loops = (double) op->packed[0].table->num_kernel_patterns};
    visit = 1.0e3 * sprt_spmm_predict_ns(op->cost_model, &one_visit, ti, tile, pixels);
    value = 1.0e3 * sprt_spmm_predict_ns(op->cost_model, &one_value, ti, tile, pixels);
    panel = 1.0e3 * sprt_spmm_predict_ns(op->cost_model, &one_panel, ti, tile, pixels);
  }
  for (size_t p = 0; p <= op->num_panels; p++) {
    op->panel_work[p] = (size_t) (visit * (double) op->panel_visits[p] + value * (double) op->panel_values[p]);
  }
  return (size_t) panel;
}

enum sprt_status sprt_setup_convolution2d_1x1_nchw_f32(
    sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, float* output, pthreadpool_t threadpool)
{
  if (!sprt_config.initialized) {
    sprt_log_error("%s: sprt is not initialized: call sprt_initialize first", kSetup);
    return sprt_status_uninitialized;
  }
  if (op == NULL) {
    sprt_log_error("%s: operator is NULL", kSetup);
    return sprt_status_invalid_parameter;
  }
  if (op->type != sprt_operator_type_convolution_nchw_f32) {
    sprt_log_error("%s: operator type %d is not a 1x1 NCHW convolution", kSetup, (int) op->type);
    return sprt_status_invalid_parameter;
  }
  op->state = sprt_run_state_invalid;
  if (input_height == 0 || input_width == 0) {
    sprt_log_error("%s: invalid input size %zux%zu: height and width must be nonzero", kSetup,
                   input_height, input_width);
    return sprt_status_invalid_parameter;
  }
  if (input == NULL) {
    sprt_log_error("%s: input is NULL", kSetup);
    return sprt_status_invalid_parameter;
  }
  if (output == NULL) {
    sprt_log_error("%s: output is NULL", kSetup);
    return sprt_status_invalid_parameter;
  }
  int overflow = 0;
  const size_t pixels = sprt_mul_size(input_height, input_width, &overflow);
  const size_t channel_bytes = sprt_mul_size(pixels, sizeof(float), &overflow);
  const size_t input_image_bytes = sprt_mul_size(channel_bytes, op->input_channel_stride, &overflow);
  const size_t output_image_bytes = sprt_mul_size(channel_bytes, op->output_channel_stride, &overflow);
  sprt_mul_size(input_image_bytes, batch_size, &overflow);
  sprt_mul_size(output_image_bytes, batch_size, &overflow);
  if (overflow) {
    sprt_log_error("%s: tensor size overflows size_t: batch %zu x %zux%zu pixels x %zu channels", kSetup,
                   batch_size, input_height, input_width,
                   sprt_max_size(op->input_channel_stride, op->output_channel_stride));
    return sprt_status_invalid_parameter;
  }
  op->batch_size = batch_size;
  if (batch_size == 0) {
    op->state = sprt_run_state_skip;
    return sprt_status_success;
  }
  const enum sprt_status selected = select_for_pixels(op, pixels);
  if (selected != sprt_status_success) {
    return selected;
  }
  // Every chunk's kernel has the same pixel tile.
  const struct sprt_spmm_ukernel* ukernel = op->ukernel[0];

  // Vector loads from rows that are not 64-byte aligned mostly split across two cache lines (1.3-1.6x
  // slower kernels); copying the rows to aligned ones costs one pass over the input.
  // NEON loads do not split cache lines the same way (and its kernels read past a row's end): x86 only.
  const bool realign = (ukernel->isa == sprt_isa_avx2 || ukernel->isa == sprt_isa_avx512f) &&
                       (((uintptr_t) input | channel_bytes) & 63) != 0;

  // Work units: pixel blocks of whole tiles times panel groups balanced by predicted work. About
  // four units per thread absorb imbalance; one thread gets a single unit (no split overhead). A
  // unit that realigns copies the rows of its own pixel block, so that no core reads rows another
  // core wrote (that traffic cost more than the second thread gained): then one unit per thread,
  // split by pixels when there are enough tiles to share evenly, else by panels (each group then
  // copies the whole block).
  const size_t threads = pthreadpool_get_threads_count(threadpool);
  const size_t tile = ukernel->tile_pixels;
  const size_t tiles = sprt_divide_round_up(pixels, tile);
  const size_t target_units = threads <= 1 ? 1 : realign ? threads : 4 * threads;
  const size_t per_image = sprt_divide_round_up(target_units, batch_size);
  const bool split_pixels = !realign || tiles >= 4 * per_image;
  // Blocks of whole tiles, their sizes differing by at most one tile.
  const size_t blocks_per_image = split_pixels ? sprt_min_size(tiles, per_image) : 1;
  size_t groups = sprt_divide_round_up(per_image, blocks_per_image);
  // Reordered rows stay within blocks: groups of whole blocks write disjoint output channels.
  const size_t granularity = op->reordered ? SPRT_REORDER_BLOCK_PANELS : 1;
  groups = sprt_min_size(sprt_min_size(groups, sprt_divide_round_up(op->num_panels, granularity)),
                         SPRT_MAX_PANEL_GROUPS);
  const size_t pixel_block = sprt_divide_round_up(tiles, blocks_per_image) * tile;  // the largest
  // Each group runs every pixel block: balanced for the largest.
  const size_t panel_cost = predict_panel_work(op, ukernel, sprt_min_size(pixel_block, pixels));
  sprt_partition_panels(op->panel_work, op->num_panels, panel_cost, granularity, groups, op->group_start);
  op->panel_groups = groups;

  // Realigned units read their slot of the workspace: input channels of row_bytes each.
  size_t spmm_stride = channel_bytes;
  size_t slot_bytes = 0;
  op->realign_input = realign;
  if (realign) {
    spmm_stride = sprt_divide_round_up(sprt_min_size(pixel_block, pixels) * sizeof(float), 64) * 64;
    slot_bytes = sprt_mul_size(spmm_stride, op->input_channels, &overflow);
    const size_t units = sprt_mul_size(sprt_mul_size(batch_size, blocks_per_image, &overflow), groups, &overflow);
    const size_t bytes = sprt_mul_size(slot_bytes, units, &overflow);
    if (overflow) {
      sprt_log_error("%s: aligned input copies overflow size_t: batch %zu x %zu channels x %zu bytes", kSetup,
                     batch_size, op->input_channels, spmm_stride);
      return sprt_status_invalid_parameter;
    }
    if (bytes > op->workspace_bytes) {
      void* workspace = sprt_aligned_alloc(64, bytes);
      if (workspace == NULL) {
        sprt_log_error("%s: failed to allocate %zu bytes for aligned input copies", kSetup, bytes);
        return sprt_status_out_of_memory;
      }
      sprt_aligned_free(op->workspace);
      op->workspace = workspace;
      op->workspace_bytes = bytes;
    }
  }

  for (size_t i = 0; i < op->output_channels; i++) {
    op->output_offsets[i] = (size_t) op->channel_order[i] * channel_bytes;
  }
  op->context = (struct sprt_spmm_context) {
    .input = (const char*) input,
    .output = (char*) output,
    .input_image_stride = input_image_bytes,
    .output_image_stride = output_image_bytes,
    .input_stride = channel_bytes,
    .output_offsets = op->output_offsets,
    .pixels = pixels,
    .tile_pixels = tile,
    .tiles = tiles,
    .pixel_blocks = blocks_per_image,
    .output_channels = op->output_channels,
    .input_channels = op->input_channels,
    .tile_rows = ukernel->tile_rows,
    .bias = op->bias,
    .group_start = op->group_start,
    .groups = groups,
    .workspace = realign ? (char*) op->workspace : NULL,
    .slot_bytes = slot_bytes,
    .slot_stride = spmm_stride,
    .num_chunks = op->num_chunks,
    .params = op->params,
    .unclamped = {-INFINITY, INFINITY},
  };
  for (size_t c = 0; c < op->num_chunks; c++) {
    op->context.chunks[c] = (struct sprt_spmm_chunk) {
      .ukernel = op->ukernel[c]->function,
      .packed = (const char*) op->packed[c].data,
      .panel_offsets = op->packed[c].panel_offsets,
      .first_channel = c * op->chunk_channels,
    };
  }
  op->state = sprt_run_state_ready;
  return sprt_status_success;
}
