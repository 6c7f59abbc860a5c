// The operator object behind sprt_operator_t.
#ifndef SPRT_OPERATOR_H_
#define SPRT_OPERATOR_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <sprt.h>

#include "f32-spmm/f32-spmm.h"
#include "isa.h"
#include "packing/csr.h"
#include "packing/packing.h"
#include "packing/select.h"
#include "registry.h"

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

#define SPRT_MAX_PANEL_GROUPS 64

// One unit of parallel work: a range of panels for a range of pixels of one image, every chunk of
// input channels in turn (the first starts from the bias, the others add onto the output).
struct sprt_spmm_context {
  sprt_f32_spmm_minmax_ukernel_fn ukernel;
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
  const struct sprt_packed_panels* chunks;
  size_t num_chunks;
  size_t chunk_channels;
  struct sprt_f32_minmax_params params;     // the last chunk
  struct sprt_f32_minmax_params unclamped;  // earlier chunks: partial sums are not clamped
};

struct sprt_operator {
  enum sprt_operator_type type;
  size_t input_channels;
  size_t output_channels;
  size_t input_channel_stride;
  size_t output_channel_stride;
  struct sprt_f32_minmax_params params;
  enum sprt_isa isa;
  double packing_seconds;       // creation, plus a repack at the first setup

  // How the table is chosen (operator info): "cost model", "fixed rule", "SPRT_TABLE" or "forced".
  const char* selection;
  struct sprt_packing packing;
  struct sprt_packing_options packing_options;
  // The caller's weights and bias, kept from creation to the first setup only when that setup may
  // repack them for another table (a cost model chooses); freed by it.
  struct sprt_csr saved_weights;
  float* saved_bias;
  bool repacked;

  // Chosen at setup from the pixel count (the widest tile of the packed table until then).
  const struct sprt_spmm_ukernel* ukernel;
  double predicted_ns;          // the chosen kernel over one image at the set-up pixel count

  enum sprt_run_state state;
  size_t batch_size;
  bool realign_input;           // setup chose to copy input rows to aligned ones in `workspace`
  void* workspace;
  size_t workspace_bytes;
  size_t* output_offsets;       // [output_channels]: packed row i at output_offsets[i] bytes
  size_t panel_groups;
  size_t group_start[SPRT_MAX_PANEL_GROUPS + 1];
  struct sprt_spmm_context context;
};

// Internal creation options, for tests and benchmarks (never process-wide state).
struct sprt_create_options {
  const struct sprt_mapping_table* table;          // pack this table, without a cost model ("forced")
  bool replace_cost_model;                          // use cost_model instead of the ISA's fitted one
  const struct sprt_spmm_cost_model* cost_model;   // with replace_cost_model; NULL: none (fixed rule)
};

// sprt_create_convolution2d_1x1_nchw_f32_csr with internal options (NULL: none).
enum sprt_status sprt_create_convolution2d_1x1_nchw_f32_csr_with_options(
    size_t input_channels, size_t output_channels, size_t input_channel_stride, size_t output_channel_stride,
    const uint32_t* row_offsets, const uint32_t* column_indices, const float* values, const float* bias,
    float output_min, float output_max, uint32_t flags, const struct sprt_create_options* options,
    sprt_operator_t* convolution_op_out);

#endif  // SPRT_OPERATOR_H_
