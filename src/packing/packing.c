// From CSR weights to packed panels: table, channel order, chunks, panels, bias (see packing.h).
#include <string.h>

#include <fp16.h>

#include "common.h"
#include "packing/packing.h"
#include "packing/reorder.h"
#include "registry.h"

// Cells (chunk_channels) are multiples of 16 channels that fit the uint16_t packed indices.
#define MAX_CHUNK_CHANNELS (SPRT_MAX_PACKED_COLUMNS / 16 * 16)

// Cache blocking over input channels. A kernel rereads the input rows of its pixel tile for every
// panel; once they outgrow L1 they come from L2 (about 1.25x slower per column at 196 and 49
// pixels). Channels are then cut into chunks whose rows fit L1, but into at most four, and each
// chunk must hold enough weights per panel (16 per row on average) to pay for reloading and
// storing the output tile, which every chunk after the first does. With AVX-512 on the MobileNetV1
// shapes this gained 7-24% at 70-80% sparsity and 5-18% for 1024 channels at 90%; smaller chunks
// (8 of 128 at 49x1024) or sparser ones (128 channels at 90%) lost up to 15%. Chunks never exceed
// MAX_CHUNK_CHANNELS, whatever the cache.
static size_t choose_chunk_channels(const struct sprt_spmm_ukernel* widest, size_t l1d_bytes,
                                    const struct sprt_csr* csr) {
  const size_t row_bytes = widest->tile_pixels * sprt_datatype_bytes(widest->datatype);
  const size_t fit = sprt_max_size(l1d_bytes / row_bytes, 16);
  // 16 weights per row of a chunk: chunk >= 16 / density = 16 * rows * columns / nonzeros.
  const double nonzeros = (double) sprt_max_size(sprt_csr_nonzeros(csr), 1);
  const double dense = 16.0 * (double) csr->rows * (double) csr->columns / nonzeros;
  const size_t min_chunk = dense >= (double) csr->columns ? csr->columns : sprt_max_size(fit, (size_t) dense);
  const size_t chunks = sprt_min_size(csr->columns / min_chunk, 4);
  const size_t cached = chunks <= 1 ? csr->columns
                                    : sprt_divide_round_up(sprt_divide_round_up(csr->columns, chunks), 16) * 16;
  return sprt_min_size(sprt_min_size(cached, csr->columns), MAX_CHUNK_CHANNELS);
}

// Output-channel order of the packed panels. The greedy (packing/reorder.h) saves input-row loads
// where rows share input channels: 5-25% of panel columns on the MobileNetV1 shapes (random
// sparsity) and 3-35% on the DLMC matrices, which ran 5.8% faster in geomean (faster on 91% of
// them, bench/dlmc.cc), and 1-6% on the MobileNetV1 shapes. Below SPRT_REORDER_MIN_GAIN_PERCENT
// the gain would be noise, and the channel order is kept. Returns false when out of memory.
static bool choose_channel_order(const struct sprt_csr* csr, const struct sprt_packing_options* options,
                                 struct sprt_packing* packing) {
  const size_t ti = packing->table->tile_rows;
  for (size_t i = 0; i < csr->rows; i++) packing->channel_order[i] = (uint32_t) i;
  if (options->flags & SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER) {
    packing->panel_columns = packing->panel_columns_in_order = sprt_count_panel_columns(csr, ti);
    return packing->panel_columns != SIZE_MAX;
  }
  uint32_t* order = sprt_allocate(csr->rows * sizeof(uint32_t));
  if (order == NULL || !sprt_reorder_rows(csr, ti, SPRT_REORDER_BLOCK_PANELS * ti, options->x86_popcnt, order,
                                          &packing->panel_columns, &packing->panel_columns_in_order)) {
    sprt_free(order);
    return false;
  }
  const bool pays = packing->panel_columns_in_order != 0 &&
                    100 * packing->panel_columns <= (100 - SPRT_REORDER_MIN_GAIN_PERCENT) * packing->panel_columns_in_order;
  packing->reordered = (options->flags & SPRT_FLAG_REORDER_OUTPUT_CHANNELS) || pays;
  if (packing->reordered) {
    memcpy(packing->channel_order, order, csr->rows * sizeof(uint32_t));
  } else {
    packing->panel_columns = packing->panel_columns_in_order;
  }
  sprt_free(order);
  return true;
}

// Packs chunk `chunk` of input channels [first, first + channels) from `csr` (indices already
// relative to `first`).
static bool pack_chunk(const struct sprt_csr* csr, size_t first, const struct sprt_mapping_table* table,
                       size_t value_bytes, struct sprt_packed_panels* chunk) {
  if (!sprt_pack_panels(csr, table, value_bytes, chunk)) return false;
  chunk->first_channel = first;
  chunk->channels = csr->columns;
  return true;
}

// Packs the chunks of input channels of `csr` (rows in packed order) that hold weights (all of them
// when there is one): the cells of chunk_channels channels, each narrowed to its first and last used
// channel. Nonzeros are bucketed by cell in one pass, so this is O(nonzeros + cells + stored chunks x
// rows), not O(channels); the cells number at most UINT32_MAX / MAX_CHUNK_CHANNELS + 1.
static bool pack_cells(const struct sprt_csr* csr, struct sprt_packing* packing) {
  const size_t cells = sprt_divide_round_up(csr->columns, packing->chunk_channels);
  const size_t nonzeros = sprt_csr_nonzeros(csr);
  if (cells == 1) {
    packing->chunks = sprt_allocate_zero(1, sizeof(struct sprt_packed_panels));
    packing->num_chunks = packing->chunks != NULL;
    return packing->chunks != NULL &&
           pack_chunk(csr, 0, packing->table, packing->value_bytes, &packing->chunks[0]);
  }
  size_t* start = sprt_allocate_zero(cells + 1, sizeof(size_t));  // nonzeros before each cell
  uint32_t* low = sprt_allocate(cells * sizeof(uint32_t));        // first and last used channel
  uint32_t* high = sprt_allocate_zero(cells, sizeof(uint32_t));
  uint32_t* rows = sprt_allocate(nonzeros * sizeof(uint32_t));    // the nonzeros by cell, rows ascending
  uint32_t* indices = sprt_allocate(nonzeros * sizeof(uint32_t));
  float* values = sprt_allocate(nonzeros * sizeof(float));
  uint32_t* offsets = sprt_allocate((csr->rows + 1) * sizeof(uint32_t));
  bool ok = start != NULL && low != NULL && high != NULL && rows != NULL && indices != NULL && values != NULL &&
            offsets != NULL;
  if (ok) {
    for (size_t g = 0; g < cells; g++) low[g] = UINT32_MAX;
    for (size_t i = 0; i < nonzeros; i++) {
      const uint32_t c = csr->column_indices[i];
      const size_t g = c / packing->chunk_channels;
      start[g + 1]++;
      low[g] = c < low[g] ? c : low[g];
      high[g] = c > high[g] ? c : high[g];
    }
    size_t stored = 0;
    for (size_t g = 0; g < cells; g++) {
      stored += start[g + 1] != 0;
      start[g + 1] += start[g];
    }
    if (stored == 0) {  // no weights: one chunk of one channel (bias and clamp only)
      low[0] = high[0] = 0;
      stored = 1;
    }
    packing->chunks = sprt_allocate_zero(stored, sizeof(struct sprt_packed_panels));
    ok = packing->chunks != NULL;
    if (ok) {
      // start[g] becomes the end of cell g's nonzeros as they are placed.
      for (size_t r = 0; r < csr->rows; r++) {
        for (uint32_t i = csr->row_offsets[r]; i < csr->row_offsets[r + 1]; i++) {
          const uint32_t c = csr->column_indices[i];
          const size_t g = c / packing->chunk_channels;
          const size_t at = start[g]++;
          rows[at] = (uint32_t) r;
          indices[at] = c - low[g];
          values[at] = csr->values[i];
        }
      }
    }
    for (size_t g = 0, first = 0; ok && g < cells; first = start[g++]) {
      if (start[g] == first && !(nonzeros == 0 && g == 0)) continue;
      memset(offsets, 0, (csr->rows + 1) * sizeof(uint32_t));
      for (size_t i = first; i < start[g]; i++) offsets[rows[i] + 1]++;
      for (size_t r = 0; r < csr->rows; r++) offsets[r + 1] += offsets[r];
      const struct sprt_csr cell =
          sprt_csr_view(csr->rows, (size_t) high[g] - low[g] + 1, offsets, indices + first, values + first);
      ok = pack_chunk(&cell, low[g], packing->table, packing->value_bytes, &packing->chunks[packing->num_chunks]);
      packing->num_chunks += ok;
    }
  }
  sprt_free(start), sprt_free(low), sprt_free(high), sprt_free(rows), sprt_free(indices), sprt_free(values);
  sprt_free(offsets);
  return ok;
}

// Packs the chunks and sums the panels' prefix counts over them. Returns false when out of memory.
static bool pack_chunks(const struct sprt_csr* csr, struct sprt_packing* packing) {
  if (!pack_cells(csr, packing)) return false;
  for (size_t c = 0; c < packing->num_chunks; c++) {
    packing->max_chunk_channels = sprt_max_size(packing->max_chunk_channels, packing->chunks[c].channels);
  }
  packing->num_panels = packing->chunks[0].num_panels;
  packing->panel_values = sprt_allocate_zero(packing->num_panels + 1, sizeof(size_t));
  packing->panel_visits = sprt_allocate_zero(packing->num_panels + 1, sizeof(size_t));
  packing->panel_work = sprt_allocate_zero(packing->num_panels + 1, sizeof(size_t));
  if (packing->panel_values == NULL || packing->panel_visits == NULL || packing->panel_work == NULL) return false;
  for (size_t c = 0; c < packing->num_chunks; c++) {
    for (size_t p = 0; p <= packing->num_panels; p++) {
      packing->panel_values[p] += packing->chunks[c].panel_values[p];
      packing->panel_visits[p] += packing->chunks[c].panel_visits[p];
    }
  }
  return true;
}

// The bias in packed row order, zero padded to whole panels, as the kernels' value type. Returns
// false when out of memory.
static bool pack_bias(const float* bias, size_t rows, struct sprt_packing* packing) {
  const size_t padded_rows = packing->num_panels * packing->table->tile_rows;
  packing->bias = sprt_allocate_aligned(padded_rows * packing->value_bytes);
  if (packing->bias == NULL) return false;
  memset(packing->bias, 0, padded_rows * packing->value_bytes);
  if (bias != NULL) {
    for (size_t i = 0; i < rows; i++) {
      const float b = bias[packing->channel_order[i]];
      if (packing->value_bytes == sizeof(uint16_t)) {
        ((uint16_t*) packing->bias)[i] = fp16_ieee_from_fp32_value(b);
      } else {
        ((float*) packing->bias)[i] = b;
      }
    }
  }
  return true;
}

// The input-channel chunks pack() will cut `weights` into (at most one per nonzero: cells without
// weights are not packed). Every table of an ISA has the same widest tile, so the same chunks.
static size_t count_chunks(const struct sprt_csr* weights, const struct sprt_packing_options* options) {
  if (weights->columns == 0) return 1;
  for (size_t t = 0; t < SPRT_MAPPING_TABLE_COUNT; t++) {
    const struct sprt_spmm_ukernel* widest =
        sprt_find_spmm_ukernel(options->datatype, options->isa, sprt_mapping_tables[t], 0);
    if (widest == NULL) continue;
    const size_t cells =
        sprt_divide_round_up(weights->columns, choose_chunk_channels(widest, options->l1d_bytes, weights));
    return sprt_max_size(1, sprt_min_size(cells, sprt_csr_nonzeros(weights)));
  }
  return 1;
}

// The table: forced, or the cheapest by the costs (measured here unless given; a pass per chunk of
// the caller's weights).
static enum sprt_status choose_table(const char* op_name, const struct sprt_csr* weights, size_t chunks,
                                     const struct sprt_packing_options* options, struct sprt_packing* packing) {
  const double start = sprt_now_seconds();
  if (options->costs != NULL) {
    packing->costs = *options->costs;
  } else if (!sprt_cost_tables(weights, options->datatype, options->isa, options->cost_model, &packing->costs)) {
    sprt_log_error("%s: out of memory costing the mapping tables of %zu nonzeros", op_name,
                   sprt_csr_nonzeros(weights));
    return sprt_status_out_of_memory;
  } else {
    packing->costs.chunks = chunks;
  }
  packing->table = options->table != NULL ? options->table : sprt_choose_table(&packing->costs);
  packing->selection_seconds = sprt_now_seconds() - start;
  if (sprt_find_spmm_ukernel(options->datatype, options->isa, packing->table, 0) == NULL) {
    sprt_log_error("%s: no %s %s kernel for mapping table %s", op_name, sprt_datatype_name(options->datatype),
                   sprt_isa_name(options->isa), packing->table->name);
    return sprt_status_unsupported_hardware;
  }
  return sprt_status_success;
}

// The table and the channel order, which see only which columns rows share: from the weights with
// their columns compacted when those far outnumber the nonzeros (sprt_csr_columns_bounded).
static enum sprt_status choose_table_and_order(const char* op_name, const struct sprt_csr* weights,
                                               const struct sprt_packing_options* options,
                                               struct sprt_packing* packing) {
  struct sprt_csr compact = *weights;
  if (!sprt_csr_columns_bounded(weights) && !sprt_compact_csr_columns(weights, &compact)) {
    sprt_log_error("%s: out of memory compacting the %zu input channels of %zu nonzeros", op_name, weights->columns,
                   sprt_csr_nonzeros(weights));
    return sprt_status_out_of_memory;
  }
  enum sprt_status status = choose_table(op_name, &compact, count_chunks(weights, options), options, packing);
  if (status == sprt_status_success) {
    packing->channel_order = sprt_allocate(weights->rows * sizeof(uint32_t));
    if (packing->channel_order == NULL || !choose_channel_order(&compact, options, packing)) {
      sprt_log_error("%s: out of memory reordering %zu output channels", op_name, weights->rows);
      status = sprt_status_out_of_memory;
    }
  }
  if (compact.storage != weights->storage) sprt_free_csr(&compact);
  return status;
}

static enum sprt_status pack(const char* op_name, const struct sprt_csr* weights, const float* bias,
                             const struct sprt_packing_options* options, struct sprt_packing* packing) {
  const enum sprt_status status = choose_table_and_order(op_name, weights, options, packing);
  if (status != sprt_status_success) return status;
  const struct sprt_spmm_ukernel* widest = sprt_find_spmm_ukernel(options->datatype, options->isa, packing->table, 0);
  packing->value_bytes = widest->weight_bytes;
  packing->chunk_channels = choose_chunk_channels(widest, options->l1d_bytes, weights);
  struct sprt_csr permuted = *weights;
  bool packed = !packing->reordered || sprt_permute_csr_rows(weights, packing->channel_order, &permuted);
  packed = packed && pack_chunks(&permuted, packing);
  if (permuted.storage != weights->storage) sprt_free_csr(&permuted);
  if (!packed) {
    sprt_log_error("%s: out of memory packing %zu nonzeros of a %zu x %zu matrix", op_name,
                   sprt_csr_nonzeros(weights), weights->rows, weights->columns);
    return sprt_status_out_of_memory;
  }
  if (!pack_bias(bias, weights->rows, packing)) {
    sprt_log_error("%s: out of memory allocating %zu bias values", op_name,
                   packing->num_panels * packing->table->tile_rows);
    return sprt_status_out_of_memory;
  }
  return sprt_status_success;
}

enum sprt_status sprt_create_packing(const char* op_name, const struct sprt_csr* weights, const float* bias,
                                     const struct sprt_packing_options* options, struct sprt_packing* packing) {
  *packing = (struct sprt_packing) {0};
  const enum sprt_status status = pack(op_name, weights, bias, options, packing);
  if (status != sprt_status_success) sprt_free_packing(packing);
  return status;
}

void sprt_packed_row_offsets(const struct sprt_packing* packing, size_t rows, size_t plane_bytes, size_t* offsets) {
  for (size_t i = 0; i < rows; i++) offsets[i] = (size_t) packing->channel_order[i] * plane_bytes;
}

void sprt_free_packing(struct sprt_packing* packing) {
  for (size_t c = 0; packing->chunks != NULL && c < packing->num_chunks; c++) {
    sprt_free_packed_panels(&packing->chunks[c]);
  }
  sprt_free(packing->chunks);
  sprt_free(packing->panel_values);
  sprt_free(packing->panel_visits);
  sprt_free(packing->panel_work);
  sprt_free(packing->channel_order);
  sprt_free(packing->bias);
  *packing = (struct sprt_packing) {0};
}
