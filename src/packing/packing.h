// Packing a layer's weights: the one entry point from CSR weights to what the kernels run.
//
// sprt_create_packing chooses the mapping table (select.h), the order of output channels in the
// panels (reorder.h), the chunks of input channels (cache blocking, and chunks that fit the packed
// uint16_t indices), and packs each chunk's panels (pack.h) and the bias in packed row order. The
// result owns all of its memory: sprt_free_packing releases it, and a packing is moved by plain
// assignment (setup swaps in a repacked one that way).
#ifndef SPRT_PACKING_PACKING_H_
#define SPRT_PACKING_PACKING_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <sprt.h>

#include "isa.h"
#include "packing/csr.h"
#include "packing/mapping.h"
#include "packing/pack.h"
#include "packing/select.h"

// Output-channel reordering moves rows only within blocks of this many panels, and threads split
// reordered panels at block boundaries (packing/reorder.h).
#define SPRT_REORDER_BLOCK_PANELS 16

struct sprt_packing_options {
  enum sprt_datatype datatype;                      // of the kernels that will run the packing
  enum sprt_isa isa;
  uint32_t flags;                                   // SPRT_FLAG_* of the output-channel order
  const struct sprt_spmm_cost_model* cost_model;    // NULL: no model (the fixed rule, the widest tile)
  const struct sprt_mapping_table* table;           // pack this table (NULL: the cheapest by the model)
  const struct sprt_table_costs* costs;             // costed already (a repack): NULL to cost the tables
  size_t l1d_bytes;                                 // cache blocking
  bool x86_popcnt;                                  // the reordering's POPCNT build
};

struct sprt_packing {
  const struct sprt_mapping_table* table;
  struct sprt_table_costs costs;  // every table on these weights: setup picks the tile with it
  double selection_seconds;       // costing the tables
  // Input channels are cut into cells [g * chunk_channels, (g + 1) * chunk_channels). The cells that
  // hold weights (or the one cell) are packed as chunks, in channel order, each narrowed to its
  // first and last used channel (chunks[c].first_channel, .channels), with channel indices relative
  // to its first channel. Cells without weights cost nothing.
  size_t num_chunks;
  size_t chunk_channels;
  size_t max_chunk_channels;          // the widest chunk: the rows a realigned input copy holds
  struct sprt_packed_panels* chunks;  // [num_chunks]
  size_t num_panels;
  // Prefix sums over all chunks, [num_panels + 1]: stored values and column visits before each
  // panel, and the work before it as predicted at setup (threads split by it).
  size_t* panel_values;
  size_t* panel_visits;
  size_t* panel_work;
  // Packed row i is output channel channel_order[i].
  uint32_t* channel_order;        // [output channels]
  bool reordered;
  size_t panel_columns;           // distinct (panel, input channel) pairs as packed
  size_t panel_columns_in_order;  // the same in the caller's channel order
  size_t value_bytes;             // of a packed weight and bias value: the kernels' (4: float, 2: half)
  void* bias;                     // [num_panels * Ti] values in packed row order, zero padded
};

// Packs `weights` and `bias` (NULL: zero) into *packing, as floats or, for the kernels that take
// them, as halves (the f16 operator's weights and bias are halves already). On failure logs one
// line naming op_name and returns the status; *packing then holds nothing.
enum sprt_status sprt_create_packing(const char* op_name, const struct sprt_csr* weights, const float* bias,
                                     const struct sprt_packing_options* options, struct sprt_packing* packing);

// offsets[i] = channel_order[i] * plane_bytes for the first `rows` packed rows: where a kernel that
// writes packed row i at output + offsets[i] puts it, planes of plane_bytes apart.
void sprt_packed_row_offsets(const struct sprt_packing* packing, size_t rows, size_t plane_bytes, size_t* offsets);

// Frees and empties a packing; safe to call twice.
void sprt_free_packing(struct sprt_packing* packing);

#endif  // SPRT_PACKING_PACKING_H_
