// The operator object behind sprt_operator_t.
#ifndef SPRT_OPERATOR_H_
#define SPRT_OPERATOR_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "init.h"
#include "packing/pack.h"
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

// One unit of parallel work: a range of panels for a range of pixels of one image.
struct sprt_spmm_context {
  sprt_f32_spmm_minmax_ukernel_fn ukernel;
  const char* input;            // image 0, channel 0, pixel 0
  char* output;
  size_t input_image_stride;    // bytes
  size_t output_image_stride;
  size_t input_stride;          // bytes between channels
  size_t output_stride;
  size_t pixels;
  size_t pixel_block;           // pixels per unit, a multiple of the kernel's tile
  size_t pixel_blocks;          // per image
  size_t output_channels;
  uint32_t tile_rows;
  const char* packed;
  const size_t* panel_offsets;
  const float* bias;
  const size_t* group_start;    // [groups + 1] first panel of each panel group
  struct sprt_f32_minmax_params params;
};

// Copies an input whose channel rows are not 64-byte aligned into an aligned workspace with rows
// padded to whole cache lines: misaligned rows make most vector loads split across two lines.
struct sprt_realign_context {
  const char* input;            // caller's input, image 0, channel 0
  char* workspace;
  size_t input_image_stride;    // bytes
  size_t input_stride;          // bytes between channels
  size_t workspace_image_stride;
  size_t workspace_stride;
  size_t row_bytes;
};

#define SPRT_MAX_PANEL_GROUPS 64

struct sprt_operator {
  enum sprt_operator_type type;
  size_t input_channels;
  size_t output_channels;
  size_t input_channel_stride;
  size_t output_channel_stride;

  struct sprt_packed_weights packed;
  float* bias;                  // [num_panels * Ti], zero padded
  struct sprt_f32_minmax_params params;
  enum sprt_isa isa;
  const struct sprt_spmm_ukernel* ukernel;  // chosen at setup (the pixel tile depends on pixels)
  double packing_seconds;

  enum sprt_run_state state;
  size_t batch_size;
  bool realign_input;           // setup chose to copy the input into `workspace` before each run
  void* workspace;
  size_t workspace_bytes;
  struct sprt_realign_context realign;
  size_t panel_groups;
  size_t group_start[SPRT_MAX_PANEL_GROUPS + 1];
  struct sprt_spmm_context context;
};

#endif  // SPRT_OPERATOR_H_
