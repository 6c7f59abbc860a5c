// The operator object behind sprt_operator_t.
#ifndef SPRT_OPERATOR_H_
#define SPRT_OPERATOR_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <sprt.h>

#include "f16-spmm/f16-spmm.h"
#include "f32-spmm/f32-spmm.h"
#include "isa.h"
#include "packing/csr.h"
#include "packing/packing.h"
#include "packing/select.h"
#include "registry.h"

enum sprt_operator_type {
  sprt_operator_type_invalid = 0,
  sprt_operator_type_convolution_nchw_f32,
  sprt_operator_type_global_average_pooling_ncw_f32,
  sprt_operator_type_convolution_nchw_f16,  // the sparse 1x1 kind only
  sprt_operator_type_inverted_bottleneck_nchw_f32,  // three f32 convolutions fused
};

// What a convolution operator runs (as XNNPACK's ukernel type).
enum sprt_convolution_kind {
  sprt_convolution_kind_spmm = 0,  // 1x1: sparse register tiling
  sprt_convolution_kind_dwconv,    // depthwise 3x3 or 5x5
  sprt_convolution_kind_hwc2chw,   // the stem: 3x3 stride 2, 3 channels, NHWC input
};

// Calls out of order are rejected: run needs a successful setup.
enum sprt_run_state {
  sprt_run_state_invalid = 0,  // created, not set up (or the last setup failed)
  sprt_run_state_ready,
  sprt_run_state_skip,         // set up with an empty batch
};

#define SPRT_MAX_PANEL_GROUPS 64
// The most pixel tiles a panel runs before the next one (setup's choose_panel_tiles), and the row
// stride whose multiples land on at most four offsets of a 4 KB page (rows that alias in L1).
#define SPRT_MAX_PANEL_TILES 8
#define SPRT_ALIASED_ROW_BYTES 1024
// At most this many units copy misaligned input rows at once (the bits of a uint64_t).
#define SPRT_MAX_WORKSPACE_SLOTS 64
// Misaligned inputs are copied whole once per run when at least this many panel groups read each
// pixel block, and they take at most this many bytes (see share_input_copy).
#define SPRT_MIN_SHARED_COPY_GROUPS 8
#define SPRT_MAX_SHARED_COPY_BYTES ((size_t) 16 << 20)
// A unit stages its pixel block's output (see sprt_spmm_context.stage) only where the stage takes at
// most this many bytes: the blocks that cut planes are a few cache lines of a row wide.
#define SPRT_MAX_STAGE_BYTES ((size_t) 256 << 10)
// A misaligned input is copied to aligned rows at all only when the panels read each input row at
// least this many times per pixel tile (panel_columns / input channels). One thread, Zen 5:
// 196-pixel projections whose rows are read 6-9 times (384 -> 64 channels at 80-90%) took
// 0.63-0.92x the time without the copy; about 14 reads (576 -> 96 at 80%) broke even; 24 and more
// (960 -> 160 at 80%, 512 -> 512) 1.07-1.3x.
#define SPRT_MIN_REALIGN_ROW_READS 16
// From this many threads, layers on misaligned rows split by sprt_split_work_by_bytes, with these
// costs per byte a unit reads (BM_HandOff on the 16-core Xeon: a core read lines another core wrote
// at about 150 ps a byte; 0.05 and 0.5 ran the networks within 4% of 0.15) and per output byte of
// planes cut into pixel blocks (what the next layer paid on that machine; without this term
// MobileNetV1 ran 1.08-1.12x slower at 16 threads, MobileNetV2 0.95-0.98x). Fewer threads keep
// sprt_split_work: on 2 vCPUs a 196-pixel layer cut into two pixel blocks ran 1.4x slower than two
// panel groups, and on the Xeon the byte split at 2 threads ran the networks 1.01-1.02x slower.
#define SPRT_MIN_BYTE_SPLIT_THREADS 4
#define SPRT_SPLIT_BYTE_NS 0.15
#define SPRT_CUT_OUTPUT_BYTE_NS 0.1

// One unit of parallel work: a range of panels for a range of pixels of one image, every chunk of
// input channels in turn (the first starts from the bias, the others add onto the output).
struct sprt_spmm_context {
  sprt_f32_spmm_minmax_ukernel_fn ukernel;      // f32 operators
  sprt_f16_spmm_minmax_ukernel_fn f16_ukernel;  // f16 operators (then ukernel is NULL)
  size_t element_bytes;         // of an activation: 4 or 2
  const char* input;            // image 0, channel 0, pixel 0
  char* output;
  size_t input_image_stride;    // bytes
  size_t output_image_stride;
  size_t input_stride;          // bytes between channels
  const size_t* output_offsets;  // [output_channels] bytes from a row's pixel 0 of channel 0, per packed row
  size_t pixels;
  size_t tile_pixels;           // the kernel's pixel tile
  size_t block_quantum;         // pixels: a kernel tile, or a cache line of a row (the byte split)
  size_t quanta;                // per image, the last one maybe partial
  size_t pixel_blocks;          // per image: block b has quanta [b * quanta / blocks, (b + 1) * quanta / blocks)
  size_t output_channels;
  size_t input_channels;
  uint32_t tile_rows;
  const char* bias;             // the packing's, value_bytes per row
  size_t bias_bytes;
  const size_t* group_start;    // [groups + 1] first panel of each panel group
  size_t groups;
  // Non-NULL: the input rows are misaligned, and before each kernel call a unit copies the called
  // chunk's rows of the called pixels to a slot of its own (slot index * slot_bytes) with slot_stride
  // bytes per channel, 64-byte aligned. A unit holds one of `slots` slots while it runs (bit i of
  // busy_slots: slot i is taken), so the workspace follows the threads, not the batch.
  char* workspace;
  size_t slot_bytes;
  size_t slot_stride;
  size_t slots;                 // 1..SPRT_MAX_WORKSPACE_SLOTS
  uint64_t busy_slots;
  // Non-zero copy_channels: the input rows are misaligned and SPRT_MIN_SHARED_COPY_GROUPS or more
  // panel groups read each pixel block, so a first pass (compute_input_copy) copies every row once, in parallel, to the
  // workspace, 64-byte aligned, and the units read that copy (input, input_stride and
  // input_image_stride describe it; workspace is NULL). The copy_* fields describe the caller's input.
  const char* copy_source;
  size_t copy_source_stride;        // bytes between channels
  size_t copy_source_image_stride;
  size_t copy_channels;             // per image
  size_t copy_row_bytes;
  size_t copy_tile;                 // channels per task of the copy pass
  // Non-NULL: pixel blocks cut the output planes off cache lines (each edge of a block shares a line
  // with another unit's block) and the layer runs in several input-channel chunks, each of which would
  // write those lines again while the other core writes them too. A unit runs its chunks into a stage
  // of its own instead (slot index * stage_bytes; row i of its group at stage_offsets[i]), then copies
  // the block out once, adding the residual if any. Same sums, so the same bits.
  char* stage;
  size_t stage_bytes;
  const size_t* stage_offsets;
  const struct sprt_packed_panels* chunks;  // each at its first_channel
  size_t num_chunks;
  struct sprt_f32_minmax_params params;     // the last chunk
  struct sprt_f32_minmax_params unclamped;  // earlier chunks: partial sums are not clamped
  struct sprt_f16_minmax_params f16_params;     // the same for f16 operators
  struct sprt_f16_minmax_params f16_unclamped;
  // Non-NULL (f32; an inverted bottleneck run apart that adds its input): the block's input, in the
  // output's layout (residual_image_stride bytes per image), which a unit adds to the rows it wrote
  // once its last chunk has run, while those lines are still in its cache.
  const char* residual;
  size_t residual_image_stride;
};

// The packed rows [*first, *end) that panel group `group` of a 1x1 context writes.
static inline void sprt_spmm_group_rows(const struct sprt_spmm_context* ctx, size_t group, size_t* first,
                                        size_t* end) {
  const size_t group_end = ctx->group_start[group + 1] * ctx->tile_rows;
  *first = ctx->group_start[group] * ctx->tile_rows;
  *end = group_end < ctx->output_channels ? group_end : ctx->output_channels;
}

// One unit: a block of channel planes of one image.
struct sprt_dwconv_context {
  sprt_f32_dwconv2d_chw_ukernel_fn ukernel;
  size_t input_height;
  size_t input_width;
  size_t output_height;
  const float* input;
  size_t input_channel_stride;   // floats
  size_t input_image_stride;
  const float* weights;
  size_t weights_stride;         // floats per channel: bias and taps
  float* output;
  size_t output_channel_stride;
  size_t output_image_stride;
  uint32_t padding_top;
  struct sprt_f32_minmax_params params;
};

// One unit: a range of output rows of one image, every output channel.
struct sprt_hwc2chw_context {
  sprt_f32_conv_hwc2chw_ukernel_fn ukernel;
  size_t input_height;
  size_t input_width;
  size_t input_pixel_stride;     // floats
  const float* input;
  size_t input_image_stride;
  const float* weights;
  float* output;
  size_t output_image_stride;
  size_t output_channels;
  size_t output_channel_stride;  // floats: one output plane
  struct sprt_f32_minmax_params params;
};

// One unit: a range of channels of one image.
struct sprt_gavgpool_context {
  sprt_f32_gavgpool_cw_ukernel_fn ukernel;
  size_t elements;
  const float* input;
  size_t input_image_stride;     // floats
  float* output;
  size_t output_image_stride;
  struct sprt_f32_scaleminmax_params params;
};

// One unit: a band of depthwise output rows of one image, through the three layers of an inverted
// bottleneck (inverted-bottleneck-nchw.c). The 1x1 contexts are the parts' own from their setups:
// their kernels, chunks and clamps (expand: also its input; project: also its output and offsets).
struct sprt_inverted_bottleneck_context {
  // Set up to run as its three parts one after the other, through the caller's buffers for the
  // intermediate tensors (see choose_fused in inverted-bottleneck-nchw.c); the rest is then unused.
  bool apart;
  // Apart, with an expansion whose units hold whole planes of a contiguous block of channels: each unit
  // of the expansion then runs the depthwise layer on the channels it wrote, in the same pool call,
  // so that no expanded plane leaves the core that wrote it.
  bool expand_depthwise;
  // With expand_depthwise, on planes that are not whole cache lines: the depthwise layer writes its
  // planes to rows of whole lines in the operator's workspace, which the projection reads.
  bool depthwise_rows_aligned;
  struct sprt_spmm_context expand;
  struct sprt_dwconv_context depthwise;
  struct sprt_spmm_context project;
  size_t input_height, input_width;   // of the expansion
  size_t output_height, output_width;  // of the depthwise layer and the projection
  uint32_t kernel_size, stride, padding_top;
  size_t band_rows;                   // depthwise output rows per band (the last band may have fewer)
  size_t row_quantum;                 // the expansion's first row of a band is a multiple of this
  // A unit's slot: the expanded channels' rows (expanded_plane bytes each), then the depthwise
  // output's (depthwise_plane bytes each), then, when copy_plane is nonzero, the input rows of the
  // band copied to aligned rows (copy_plane bytes per input channel), all planes 64-byte aligned.
  size_t expanded_plane, depthwise_plane, copy_plane;
  const size_t* expanded_offsets;     // [expanded channels]: packed row i's plane in the slot
  // Non-NULL: the caller's output, which shares bytes with the input; the bands write to
  // project.output (the caller's depthwise buffer) and a second pass copies each output plane
  // (output_plane_bytes) here.
  char* staged_output;
  size_t output_plane_bytes;
  // Non-NULL (SPRT_FLAG_ADD_BLOCK_INPUT): the block's input, added to the output plane by plane.
  const char* residual;
  size_t residual_plane_bytes;        // the input's channel stride (= the output plane's bytes)
  size_t residual_image_stride;
  // Nonzero (a block that adds its input, on several threads): the bands share cache lines of the
  // output (its planes or the bands' rows are not whole lines, e.g. 784-byte 14x14 planes), so each
  // band's projection goes to staged planes of this many bytes in its slot (packed row i at
  // staged_offsets[i]); the band writes its whole lines out and the partial ones, which other bands
  // write too, to cut_lines (64 bytes per image, band, output channel and end), which the image's
  // last band to finish (bands_done[image]) writes out: every line then has one writer.
  size_t staged_plane;
  const size_t* staged_offsets;
  char* cut_lines;
  size_t* bands_done;
  // Non-NULL: run apart, the projection wrote to this buffer (the caller's expanded one), since the
  // caller's depthwise buffer, which it reads, lies under the output; an add pass after it writes the
  // sums to project.output. NULL: the projection's units add the input (sprt_spmm_context.residual).
  const char* staged_projection;
  char* workspace;
  size_t slot_bytes;
  // Bytes from one slot to the next: slot_bytes, or in the caller's shared workspace its bytes over
  // the slots, so that slot k starts at the same byte in every block that has as many slots.
  size_t slot_stride;
  size_t slots;
  size_t batch_size, bands;  // bands per image
  uint64_t busy_slots;
};

// The rows of band `band`: depthwise output rows [first, end), the input rows their windows read
// [read_from, read_end) (the band contract of f32-dwconv2d-chw.h: every band but the first starts
// inside the plane), and the first expanded row computed for them, expand_from, a multiple of
// row_quantum so that the expansion's rows start on cache lines.
struct sprt_band_rows {
  size_t first, end, read_from, read_end, expand_from;
};

static inline struct sprt_band_rows sprt_inverted_bottleneck_band_rows(
    const struct sprt_inverted_bottleneck_context* ctx, size_t band) {
  struct sprt_band_rows r;
  r.first = band * ctx->band_rows;
  r.end = sprt_min_size(r.first + ctx->band_rows, ctx->output_height);
  r.read_from = r.first == 0 ? 0 : ctx->stride * r.first - ctx->padding_top;
  r.read_end = sprt_min_size(ctx->stride * (r.end - 1) + ctx->kernel_size - ctx->padding_top, ctx->input_height);
  r.expand_from = r.read_from / ctx->row_quantum * ctx->row_quantum;
  return r;
}

// How sprt_run_operator splits the work on the pool: a 2D range, the second dimension in tiles.
struct sprt_compute {
  void (*task)(void* context, size_t i, size_t j, size_t count_j);
  size_t range[2];
  size_t tile;
};

// The tasks of struct sprt_compute (operator-run.c): `context` is the operator's context of that kind.
void sprt_compute_dwconv(void* context, size_t image, size_t channel, size_t count);
void sprt_compute_hwc2chw(void* context, size_t image, size_t first_row, size_t rows);
void sprt_compute_gavgpool(void* context, size_t image, size_t first_channel, size_t channels);
void sprt_compute_inverted_bottleneck(void* context, size_t image, size_t band, size_t count);

struct sprt_operator {
  enum sprt_operator_type type;
  enum sprt_convolution_kind kind;
  size_t input_channels;
  size_t output_channels;
  size_t input_channel_stride;
  size_t output_channel_stride;
  enum sprt_datatype datatype;  // of the activations
  struct sprt_f32_minmax_params params;
  struct sprt_f16_minmax_params f16_params;  // f16 operators: the clamp rounded to half
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
  // Nonzero while sprt_run_operator runs the operator (a second concurrent call is refused). A plain
  // int accessed with __atomic builtins: C++ tests include this header too.
  int running;
  size_t batch_size;
  bool realign_input;           // setup chose to copy input rows to aligned ones in `workspace`
  void* workspace;
  size_t workspace_bytes;
  size_t* output_offsets;       // [output_channels]: packed row i at output_offsets[i] bytes
  size_t panel_groups;
  size_t group_start[SPRT_MAX_PANEL_GROUPS + 1];

  // Dense kinds (depthwise, stem) and pooling: the geometry, the packed weights and the kernel.
  uint32_t kernel_size;          // K of a K x K kernel
  uint32_t stride;
  uint32_t padding_top;
  uint32_t padding_bottom;
  uint32_t padding_left;         // = padding right
  size_t groups;                 // depthwise channels
  float* dense_weights;          // packing/dense.h layout for the kernel
  const char* ukernel_name;      // for operator info
  const struct sprt_dwconv2d_chw_ukernel* dwconv_ukernel;
  const struct sprt_conv_hwc2chw_ukernel* hwc2chw_ukernel;
  const struct sprt_gavgpool_cw_ukernel* gavgpool_ukernel;

  // Setups begun on this operator: a fused operator checks at each run that none of its parts was
  // set up again since its own setup (which set them up for itself).
  unsigned setups;
  // An inverted bottleneck's parts (not owned), and their setups counted at its setup.
  struct sprt_operator* parts[3];
  unsigned part_setups[3];
  bool add_block_input;          // SPRT_FLAG_ADD_BLOCK_INPUT

  struct sprt_compute compute;   // dense kinds, pooling, fused (the sparse kind splits its own way)
  union {
    struct sprt_spmm_context spmm;
    struct sprt_dwconv_context dwconv;
    struct sprt_hwc2chw_context hwc2chw;
    struct sprt_gavgpool_context gavgpool;
    struct sprt_inverted_bottleneck_context inverted_bottleneck;
  } context;
};

// Checks the public entry points share (operators/validate.c): sprt_initialize has run; output_min
// and output_max are numbers with output_min < output_max. Each failure logs one line naming op_name.
enum sprt_status sprt_check_initialized(const char* op_name);
enum sprt_status sprt_check_output_range(const char* op_name, float output_min, float output_max);
// The same for an f16 operator, whose bounds must also stay in order once rounded to half.
enum sprt_status sprt_check_output_range_f16(const char* op_name, float output_min, float output_max);
// An f16 operator's clamp: the bounds rounded to half, as floats and as half bits.
struct sprt_f16_minmax_params sprt_f16_minmax_params_of(float output_min, float output_max);

// What the operator runs, as operator info and log lines name it.
// The sparse 1x1 convolution, of either element type.
static inline bool sprt_is_spmm_operator(const struct sprt_operator* op) {
  return op->type == sprt_operator_type_convolution_nchw_f16 ||
         (op->type == sprt_operator_type_convolution_nchw_f32 && op->kind == sprt_convolution_kind_spmm);
}

static inline const char* sprt_operator_kind_name(const struct sprt_operator* op) {
  if (op->type == sprt_operator_type_global_average_pooling_ncw_f32) return "global average pooling";
  if (op->type == sprt_operator_type_inverted_bottleneck_nchw_f32) return "inverted bottleneck";
  switch (op->kind) {
    case sprt_convolution_kind_spmm: return "sparse 1x1 convolution";
    case sprt_convolution_kind_dwconv: return "depthwise convolution";
    case sprt_convolution_kind_hwc2chw: return "NHWC-input convolution";
  }
  return "operator";
}

// Grows op->workspace to `bytes`, never shrinking it (convolution-1x1-nchw-setup.c); when the
// allocation fails, logs one line naming op_name and `what` the bytes are for.
enum sprt_status sprt_reserve_workspace(const char* op_name, struct sprt_operator* op, size_t bytes,
                                        const char* what);

// The f32 kernel calls of a sparse 1x1 unit on `pixels` pixels of rows `input_stride` bytes apart
// (already aligned or realigned), every panel from first_panel on for output_rows rows, writing
// packed row i at output + output_offsets[i] (operator-run.c).
void sprt_spmm_pixels(const struct sprt_spmm_context* ctx, const char* input, size_t input_stride, char* output,
                      const size_t* output_offsets, size_t first_panel, size_t output_rows, size_t pixels);

// Whether a sparse 1x1 operator's setup copies misaligned input rows to aligned ones (x86, where the
// panels read each row often enough to pay for the copy; see its setup).
static inline bool sprt_spmm_realigns_misaligned_rows(const struct sprt_operator* op) {
  const bool x86 = op->isa == sprt_isa_avx2 || op->isa == sprt_isa_avx512f || op->isa == sprt_isa_avx512fp16;
  return x86 && op->packing.panel_columns >= SPRT_MIN_REALIGN_ROW_READS * op->input_channels;
}

// Internal creation options, for tests and benchmarks (never process-wide state).
struct sprt_create_options {
  const struct sprt_mapping_table* table;          // pack this table, without a cost model ("forced")
  bool replace_cost_model;                          // use cost_model instead of the ISA's fitted one
  const struct sprt_spmm_cost_model* cost_model;   // with replace_cost_model; NULL: none (fixed rule)
};

// sprt_create_convolution2d_1x1_nchw_f32 on behalf of `op_name` (the generic entry point names itself in
// its log lines).
enum sprt_status sprt_create_convolution2d_1x1_nchw_f32_as(
    const char* op_name, size_t input_channels, size_t output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const float* kernel, const float* bias, float output_min, float output_max,
    uint32_t flags, sprt_operator_t* convolution_op_out);

// sprt_setup_convolution2d_1x1_nchw_f32 on behalf of `op_name`.
enum sprt_status sprt_setup_convolution2d_1x1_nchw_f32_as(
    const char* op_name, sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, float* output, pthreadpool_t threadpool);

// The same on input rows input_row_bytes apart (at least a plane's bytes; the fused block's depthwise
// output in rows of whole cache lines).
enum sprt_status sprt_setup_convolution2d_1x1_nchw_f32_rows(
    const char* op_name, sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, size_t input_row_bytes, float* output, pthreadpool_t threadpool);

// The f16 entry points on behalf of `op_name` (sprt_create_convolution2d_nchw_f16 and its setup).
enum sprt_status sprt_create_convolution2d_1x1_nchw_f16_as(
    const char* op_name, size_t input_channels, size_t output_channels, size_t input_channel_stride,
    size_t output_channel_stride, const void* kernel, const void* bias, float output_min, float output_max,
    uint32_t flags, sprt_operator_t* convolution_op_out);

enum sprt_status sprt_setup_convolution2d_1x1_nchw_f16_as(
    const char* op_name, sprt_operator_t op, size_t batch_size, size_t input_height, size_t input_width,
    const void* input, void* output, pthreadpool_t threadpool);

// sprt_create_convolution2d_1x1_nchw_f32_csr with internal options (NULL: none).
enum sprt_status sprt_create_convolution2d_1x1_nchw_f32_csr_with_options(
    size_t input_channels, size_t output_channels, size_t input_channel_stride, size_t output_channel_stride,
    const uint32_t* row_offsets, const uint32_t* column_indices, const float* values, const float* bias,
    float output_min, float output_max, uint32_t flags, const struct sprt_create_options* options,
    sprt_operator_t* convolution_op_out);

#endif  // SPRT_OPERATOR_H_
