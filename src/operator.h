// The operator object behind sprt_operator_t.
#ifndef SPRT_OPERATOR_H_
#define SPRT_OPERATOR_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "init.h"
#include "packing/pack.h"
#include "packing/select.h"
#include "ukernels/spmm.h"

enum sprt_operator_type {
  sprt_operator_type_invalid = 0,
  sprt_operator_type_convolution_nchw_f32,
};

// Calls out of order are rejected: run needs a successful setup.
enum sprt_run_state {
  sprt_run_state_invalid = 0,  // created, not set up (or the last setup failed)
  sprt_run_state_ready,
  sprt_run_state_skip,         // set up with an empty batch
};

// Input channels are cut into at most this many chunks (cache blocking, see choose_chunking).
#define SPRT_MAX_INPUT_CHUNKS 8

// The packed weights of one chunk of input channels and the kernel that runs them.
struct sprt_spmm_chunk {
  sprt_f32_spmm_minmax_ukernel_fn ukernel;
  const char* packed;
  const size_t* panel_offsets;
  size_t first_channel;
};

// One unit of parallel work: a range of panels for a range of pixels of one image, every chunk of
// input channels in turn (the first starts from the bias, the others add onto the output).
struct sprt_spmm_context {
  const char* input;            // image 0, channel 0, pixel 0
  char* output;
  size_t input_image_stride;    // bytes
  size_t output_image_stride;
  size_t input_stride;          // bytes between channels
  const size_t* output_offsets;  // [output_channels] bytes from a row's pixel 0 of channel 0, per packed row
  size_t pixels;
  size_t tile_pixels;           // the kernel's pixel tile
  size_t tiles;                 // per image, the last one maybe partial
  size_t pixel_blocks;          // per image: block b has tiles [b * tiles / blocks, (b + 1) * tiles / blocks)
  size_t output_channels;
  size_t input_channels;
  uint32_t tile_rows;
  const float* bias;
  const size_t* group_start;    // [groups + 1] first panel of each panel group
  size_t groups;
  // Non-NULL: the input rows are misaligned, and each unit first copies the rows of its pixel block
  // to its own slot (unit index * slot_bytes) with slot_stride bytes per channel, 64-byte aligned.
  char* workspace;
  size_t slot_bytes;
  size_t slot_stride;
  size_t num_chunks;
  struct sprt_spmm_chunk chunks[SPRT_MAX_INPUT_CHUNKS];
  struct sprt_f32_minmax_params params;     // the last chunk
  struct sprt_f32_minmax_params unclamped;  // earlier chunks: partial sums are not clamped
};

#define SPRT_MAX_PANEL_GROUPS 64

// Output-channel reordering moves rows only within blocks of this many panels, and threads split
// reordered panels at block boundaries (packing/reorder.h).
#define SPRT_REORDER_BLOCK_PANELS 16

// A setup repacks for another mapping table only when the cost model predicts at least this gain:
// the model's relative error between tables of one layer is about this size.
#define SPRT_REPACK_MIN_GAIN_PERCENT 5

struct sprt_operator {
  enum sprt_operator_type type;
  size_t input_channels;
  size_t output_channels;
  size_t input_channel_stride;
  size_t output_channel_stride;

  // Input channels [c * chunk_channels, (c + 1) * chunk_channels) are packed in packed[c], with
  // channel indices relative to the chunk's first channel.
  size_t num_chunks;
  size_t chunk_channels;
  struct sprt_packed_weights packed[SPRT_MAX_INPUT_CHUNKS];
  size_t num_panels;
  // Prefix sums over all chunks, [num_panels + 1]: stored values and column visits per panel, and
  // the work before each panel as predicted for the set-up pixel tile (threads split by it).
  size_t* panel_values;
  size_t* panel_visits;
  size_t* panel_work;
  // Packed row i is output channel channel_order[i], at output_offsets[i] bytes (set up per shape).
  uint32_t* channel_order;      // [output_channels]
  size_t* output_offsets;       // [output_channels]
  bool reordered;
  size_t panel_columns;         // distinct (panel, input channel) pairs as packed
  size_t panel_columns_in_order;  // the same in the caller's channel order
  float* bias;                  // [num_panels * Ti] in packed row order, zero padded
  struct sprt_f32_minmax_params params;
  enum sprt_isa isa;
  // Chosen at setup (the pixel tile depends on pixels); chunks may differ in index width.
  const struct sprt_spmm_ukernel* ukernel[SPRT_MAX_INPUT_CHUNKS];
  double packing_seconds;
  uint32_t flags;

  // Per-layer choice (packing/select.h). cost_model is NULL when the ISA has none or SPRT_TABLE
  // forces the table; table_work[i] is the work of sprt_mapping_tables[i] (channel order), costed
  // only when table_usable[i] (the ISA has kernels for it).
  const struct sprt_spmm_cost_model* cost_model;
  const char* selection;        // "cost model", "fixed rule" or "SPRT_TABLE" (operator info)
  struct sprt_spmm_work table_work[SPRT_MAX_MAPPING_TABLES];
  bool table_usable[SPRT_MAX_MAPPING_TABLES];
  double selection_seconds;
  double predicted_ns;          // the chosen kernel over one image at the set-up pixel count
  // The caller's weights and bias, kept from creation to the first setup: when the pixel count makes
  // another table cheaper, that setup repacks once (repacked) and frees them.
  struct sprt_csr_f32 saved_csr;
  uint32_t* saved_offsets;
  uint32_t* saved_indices;
  float* saved_values;
  float* saved_bias;
  bool repacked;

  enum sprt_run_state state;
  size_t batch_size;
  bool realign_input;           // setup chose to copy input rows to aligned ones in `workspace`
  void* workspace;
  size_t workspace_bytes;
  size_t panel_groups;
  size_t group_start[SPRT_MAX_PANEL_GROUPS + 1];
  struct sprt_spmm_context context;
};

// Frees the weights kept for a repack (delete and the first setup); safe to call twice.
void sprt_free_saved_weights(struct sprt_operator* op);

#endif  // SPRT_OPERATOR_H_
