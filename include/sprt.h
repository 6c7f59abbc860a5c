// sprt: sparse register tiling for pruned 1x1 convolutions on CPUs.
//
// The only public header. Operators follow XNNPACK's life cycle: create (validate and pack the
// weights once), setup (bind shapes and pointers), run (every inference), delete.
#ifndef SPRT_H_
#define SPRT_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <pthreadpool.h>

#ifdef __cplusplus
extern "C" {
#endif

// The library's version; libsprt.so's SONAME carries the major number (libsprt.so.0).
#define SPRT_VERSION_MAJOR 0
#define SPRT_VERSION_MINOR 2
#define SPRT_VERSION_PATCH 0

// Bytes a microkernel may read past the last element of the input tensor. Callers must make that
// many bytes after the input readable (as with XNN_EXTRA_BYTES). The x86 and scalar kernels read
// none (remainders use masked loads); the NEON kernels read up to 12 (they load a row's last, partial
// vector whole). Kernels never write past the last element of the output.
#define SPRT_EXTRA_BYTES 16

// Creation flags. Output channels may be permuted for packing, so that each panel of Ti channels
// holds channels with similar sets of input channels and loads fewer input rows per weight; outputs
// are always written to their own channels. By default the operator reorders when that cuts the
// input-row loads of the packed panels by at least SPRT_REORDER_MIN_GAIN_PERCENT percent.
// Undefined bits are rejected with sprt_status_invalid_parameter, as is setting both flags.
#define SPRT_FLAG_REORDER_OUTPUT_CHANNELS 0x00000001      // always reorder
#define SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER 0x00000002    // never reorder
#define SPRT_REORDER_MIN_GAIN_PERCENT 5

// Flags of sprt_create_convolution2d_nchw_f32 with the meaning of XNNPACK's XNN_FLAG_DEPTHWISE_CONVOLUTION
// (the depthwise kernel is [kernel_height][kernel_width][groups]) and XNN_FLAG_INPUT_NHWC (the input
// is [batch][height][width][input_channel_stride], the output NCHW: the stem of a network).
#define SPRT_FLAG_DEPTHWISE_CONVOLUTION 0x00000004
#define SPRT_FLAG_INPUT_NHWC 0x00000008

// Flag of the f16 operators with the meaning of XNNPACK's XNN_FLAG_FP32_STATIC_WEIGHTS: the weights
// and bias are floats (rounded to half precision at creation) instead of IEEE halves. Its own bit:
// XNNPACK's value (0x8) is SPRT_FLAG_INPUT_NHWC here.
#define SPRT_FLAG_FP32_STATIC_WEIGHTS 0x00000010
// sprt_create_inverted_bottleneck_nchw_f32: the block's output is the projection's plus the block's
// input (the residual connection of an inverted residual block; no clamp after the add).
#define SPRT_FLAG_ADD_BLOCK_INPUT 0x00000020

enum sprt_status {
  sprt_status_success = 0,
  sprt_status_uninitialized,
  sprt_status_invalid_parameter,
  sprt_status_invalid_state,
  sprt_status_unsupported_parameter,
  sprt_status_unsupported_hardware,
  sprt_status_out_of_memory,
};

typedef struct sprt_operator* sprt_operator_t;

// What the operator chose and what its packed weights cost. Strings are static and never freed.
// The struct grows at its end: the caller sets `size` to sizeof(struct sprt_operator_info) as it
// was compiled, and sprt_get_operator_info fills only the fields that fit in it, so programs built
// against an older header keep working with a newer library.
//   struct sprt_operator_info info = {.size = sizeof(info)};
struct sprt_operator_info {
  size_t size;                 // set by the caller: bytes of the struct it passes
  const char* ukernel;         // e.g. "sprt_f32_spmm_minmax_ukernel_4x96__avx512f_ti4_identity"
  const char* isa;             // "avx512fp16", "avx512f", "avx2", "neonfp16arith", "neon" or "scalar"
  const char* mapping_table;   // e.g. "ti4_reduced"
  uint32_t tile_rows;          // Ti: output channels per panel (register tile rows)
  uint32_t tile_pixels;        // pixels per register tile (vectors x lanes)
  uint32_t kernel_patterns;    // kernel patterns of the mapping table
  uint32_t index_bytes;        // bytes per packed input-channel index and per-pattern count
  size_t input_channels;
  size_t output_channels;
  size_t input_channel_chunks; // cache blocking: input channels are packed and run in chunks
  size_t chunk_input_channels; // of this many channels each (the last may have fewer)
  size_t nonzeros;             // nonzero weights given at creation
  size_t explicit_zeros;       // zeros added by the mapping to fill kernel patterns
  size_t packed_weight_bytes;  // counts + indices + values + panel offsets, all chunks (without bias)
  size_t csr_bytes;            // the same weights as CSR: 8 bytes per nonzero + 4 per row (f16: 6 + 4)
  double packing_seconds;      // wall time of the packing done at creation
  bool output_channels_reordered;  // panels hold output channels in a permuted order
  size_t panel_columns;        // distinct (panel, input channel) pairs of the packing: input-row
                               // loads per pixel tile with the identity table
  size_t panel_columns_in_channel_order;  // the same for panels of consecutive output channels
  bool input_realigned;        // set up to copy the input to 64-byte aligned rows before each run
                               // (rows of HW floats are misaligned when HW % 16 != 0)
  // How the table and tile were chosen: "cost model" (per layer: the table at creation from the
  // weights' pattern histogram, the tile at setup from the pixel count), "fixed rule" (no model for
  // this ISA: ti4_identity, widest tile), "SPRT_TABLE" (forced by the environment) or "forced"
  // (forced by an internal creation option: tests and benchmarks).
  const char* selection;
  double selection_seconds;    // costing the tables at creation (part of packing_seconds)
  double predicted_seconds;    // the cost model's time for one image at the set-up size (0: none)
  bool repacked_at_setup;      // the first setup's pixel count made another table cheaper: packed
                               // again (once; packing_seconds includes it)
  // What the operator runs: "sparse 1x1 convolution", "depthwise convolution", "NHWC-input
  // convolution", "global average pooling" or "inverted bottleneck". Only the sparse one has a
  // mapping table, tile and packing: for the others those fields are NULL or zero (an inverted
  // bottleneck names its depthwise kernel; its parts describe themselves).
  const char* kind;
  const char* datatype;        // of the activations: "f32" or "f16"
  // The sparse 1x1 operator's work split for the pool of its last setup: units of one pixel block of
  // one image by one group of panels. input_copy_shared: the realigned rows are copied once per run
  // by a first parallel pass that every unit reads, not by each unit (eight or more groups per block).
  // output_staged: pixel blocks cut the output planes off cache lines and the input channels run in
  // chunks, so each unit sums its block in a buffer of its own and writes it to the output once.
  size_t pixel_blocks;
  size_t panel_groups;
  bool input_copy_shared;
  bool output_staged;
  // How an inverted bottleneck runs for the pool of its last setup (NULL for other operators, and
  // before a setup): "bands" (each unit one band of rows through all three layers), "apart" (its
  // three operators one after the other), "apart, depthwise in the expansion's units" (each unit of
  // the expansion runs the depthwise layer on the channels it wrote), or that followed by ", aligned
  // rows" (the depthwise layer then writes rows of whole cache lines to the operator's workspace,
  // which the projection reads, instead of the caller's depthwise buffer).
  const char* schedule;
};

// Initializes the library and selects microkernels for this CPU. Idempotent and thread-safe.
enum sprt_status sprt_initialize(void);

// Creates a 1x1, stride-1, ungrouped convolution in NCHW layout from a dense weight matrix whose
// zeros are pruned weights:
//   output[b][oc][p] = min(max(bias[oc] + sum_ic kernel[oc][ic] * input[b][ic][p], output_min), output_max)
// kernel: [output_channels][input_channels]; bias: [output_channels] or NULL (zero bias).
// input_channel_stride / output_channel_stride: channels per image in the input / output tensors
// (>= input_channels / output_channels). Use -INFINITY / +INFINITY for no clamp.
enum sprt_status sprt_create_convolution2d_1x1_nchw_f32(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const float* kernel,
    const float* bias,
    float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out);

// The same from CSR weights: row r holds column_indices / values [row_offsets[r], row_offsets[r+1]).
// Column indices within a row need not be sorted but must be distinct and < input_channels. Stored
// zeros are kept as weights (they still count as nonzeros).
enum sprt_status sprt_create_convolution2d_1x1_nchw_f32_csr(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const uint32_t* row_offsets,
    const uint32_t* column_indices,
    const float* values,
    const float* bias, float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out);

// An NCHW convolution with the parameters and semantics of XNNPACK's xnn_create_convolution2d_nchw_f32,
// so that its callers switch by changing the prefix (flags: SPRT_FLAG_DEPTHWISE_CONVOLUTION and
// SPRT_FLAG_INPUT_NHWC for XNNPACK's, plus the reordering flags for 1x1 layers). kernel is
// [groups][group_output_channels][kernel_height][kernel_width][group_input_channels] (depthwise with
// SPRT_FLAG_DEPTHWISE_CONVOLUTION: [kernel_height][kernel_width][groups]); bias is [groups *
// group_output_channels] or NULL. Input channel c of image b is at input + (b * input_channel_stride + c)
// * input_height * input_width; the output likewise with output_channel_stride and the output size.
// Supported, as in XNNPACK:
//   - 1x1, subsampling 1, no padding, groups 1: the sparse operator of
//     sprt_create_convolution2d_1x1_nchw_f32 (every ISA);
//   - depthwise (1 input and 1 output channel per group), dilation 1: 3x3 with padding 1 and 5x5 with
//     padding 2 on the left, right and bottom, subsampling 1 or 2 (the same both ways); the top padding
//     equals the others with subsampling 1 and may be one less with subsampling 2;
//   - with SPRT_FLAG_INPUT_NHWC: 3x3, subsampling 2, dilation 1, padding 1, groups 1, 3 input channels.
// Anything else returns sprt_status_unsupported_parameter, naming the parameter. The depthwise and
// NHWC-input convolutions have x86 (AVX-512F, AVX2) and scalar kernels: with NEON they return
// sprt_status_unsupported_hardware (XNNPACK's NEON kernels serve those layers).
enum sprt_status sprt_create_convolution2d_nchw_f32(
    uint32_t input_padding_top, uint32_t input_padding_right,
    uint32_t input_padding_bottom, uint32_t input_padding_left,
    uint32_t kernel_height, uint32_t kernel_width,
    uint32_t subsampling_height, uint32_t subsampling_width,
    uint32_t dilation_height, uint32_t dilation_width,
    uint32_t groups, size_t group_input_channels, size_t group_output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const float* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out);

// Binds shapes and pointers of any operator of sprt_create_convolution2d_nchw_f32 (or of the 1x1
// entry points). The output size is XNNPACK's: (padding + input - kernel) / subsampling + 1 per dimension.
enum sprt_status sprt_setup_convolution2d_nchw_f32(
    sprt_operator_t convolution_op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, float* output, pthreadpool_t threadpool);

// Global average pooling with the semantics of XNNPACK's xnn_create_global_average_pooling_ncw_f32:
// input [batch][channels][width], output [batch][channels] = min(max(mean over width, output_min),
// output_max). flags must be 0. x86 (AVX-512F, AVX2) and scalar kernels: with NEON it returns
// sprt_status_unsupported_hardware.
enum sprt_status sprt_create_global_average_pooling_ncw_f32(
    size_t channels, float output_min, float output_max, uint32_t flags,
    sprt_operator_t* global_average_pooling_op_out);

enum sprt_status sprt_setup_global_average_pooling_ncw_f32(
    sprt_operator_t global_average_pooling_op, size_t batch_size, size_t width,
    const float* input, float* output, pthreadpool_t threadpool);

// Binds shapes and pointers. input: [batch_size][input_channel_stride][input_height][input_width];
// output: [batch_size][output_channel_stride][input_height][input_width] (a 1x1 stride-1 convolution
// keeps the spatial size). threadpool may be NULL; it is used only to size the work split.
enum sprt_status sprt_setup_convolution2d_1x1_nchw_f32(
    sprt_operator_t convolution_op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, float* output, pthreadpool_t threadpool);

// The sparse 1x1 convolution in half precision, following XNNPACK's f16 operators: input, output,
// kernel and bias are IEEE halves (uint16_t bits), or with SPRT_FLAG_FP32_STATIC_WEIGHTS the kernel
// (CSR values) and bias are floats, rounded to half at creation; output_min and output_max are floats
// rounded to half, and must stay in order after rounding. The dense entry point prunes zeros of
// either sign in the given format (a float that rounds to zero stays a stored zero). Same
// parameters, flags, packing and per-layer choice as the f32 operator. What runs depends on the CPU
// (operator info names it): AVX512-FP16 or ARMv8.2 FP16 arithmetic compute in halves (every product
// and sum rounds to half); F16C (AVX2, AVX-512F) and the scalar kernels accumulate in floats and
// round each output to half once (and once per input-channel chunk, see input_channel_chunks).
enum sprt_status sprt_create_convolution2d_1x1_nchw_f16(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const void* kernel, const void* bias,
    float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out);

enum sprt_status sprt_create_convolution2d_1x1_nchw_f16_csr(
    size_t input_channels, size_t output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const uint32_t* row_offsets,
    const uint32_t* column_indices,
    const void* values,
    const void* bias, float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out);

// As sprt_setup_convolution2d_1x1_nchw_f32 with halves (SPRT_EXTRA_BYTES after the input too).
enum sprt_status sprt_setup_convolution2d_1x1_nchw_f16(
    sprt_operator_t convolution_op, size_t batch_size, size_t input_height, size_t input_width,
    const void* input, void* output, pthreadpool_t threadpool);

// sprt_create_convolution2d_nchw_f32's parameter list in half precision (kernel and bias as in
// sprt_create_convolution2d_1x1_nchw_f16, SPRT_FLAG_FP32_STATIC_WEIGHTS included), as XNNPACK's
// xnn_create_convolution2d_nchw_f16. The same validation; of the supported layers only the 1x1 ones
// have f16 kernels: depthwise and NHWC-input layers return sprt_status_unsupported_parameter.
enum sprt_status sprt_create_convolution2d_nchw_f16(
    uint32_t input_padding_top, uint32_t input_padding_right,
    uint32_t input_padding_bottom, uint32_t input_padding_left,
    uint32_t kernel_height, uint32_t kernel_width,
    uint32_t subsampling_height, uint32_t subsampling_width,
    uint32_t dilation_height, uint32_t dilation_width,
    uint32_t groups, size_t group_input_channels, size_t group_output_channels,
    size_t input_channel_stride, size_t output_channel_stride,
    const void* kernel, const void* bias,
    float output_min, float output_max, uint32_t flags,
    sprt_operator_t* convolution_op_out);

// Binds an operator of sprt_create_convolution2d_nchw_f16 (or of the f16 1x1 entry points).
enum sprt_status sprt_setup_convolution2d_nchw_f16(
    sprt_operator_t convolution_op, size_t batch_size, size_t input_height, size_t input_width,
    const void* input, void* output, pthreadpool_t threadpool);

// An inverted residual block's three convolutions as one operator: a sparse 1x1 f32 expansion
// (expand_op), the depthwise f32 convolution that reads its output (depthwise_op, of
// sprt_create_convolution2d_nchw_f32) and the sparse 1x1 f32 projection that reads the depthwise
// output (project_op). It runs band by band of the depthwise layer's output rows: a unit computes
// the expansion's rows that its band reads (rows at a band's edge twice), the band's depthwise rows,
// and the projection of those pixels, both intermediate tensors in a buffer of its own sized to stay
// in L2. Only the block's input and output go through memory. expand_op may be NULL: a block without
// expansion (MobileNetV2's first), whose depthwise layer reads the block's input. flags: 0, or
// SPRT_FLAG_ADD_BLOCK_INPUT where the depthwise layer keeps the plane's size (stride 1, padding
// K / 2) and the projection has as many outputs as the block has inputs: each band then adds the
// input to its output pixels (those a separate add would give, bit for bit).
// The channels must chain: the expansion's outputs are the depthwise layer's channels and the
// projection's inputs.
// The fused operator refers to the three operators and owns none: they must outlive it. Its setup
// sets them up for itself; run on their own they then say they are not set up, and setting one up
// again leaves the fused operator not set up. Outputs are bitwise those of the three operators run
// one after the other (set up for the same shapes), as sprt_run_operator's are across thread counts.
enum sprt_status sprt_create_inverted_bottleneck_nchw_f32(
    sprt_operator_t expand_op, sprt_operator_t depthwise_op, sprt_operator_t project_op, uint32_t flags,
    sprt_operator_t* fused_op_out);

// input: the expansion's, [batch_size][its input_channel_stride][input_height][input_width];
// output: the projection's, [batch_size][its output_channel_stride][output height][output width],
// the depthwise layer's output size. In bands, input and output must not overlap (bands of the
// output are written while later bands still read the input); with SPRT_FLAG_ADD_BLOCK_INPUT never,
// and where it runs as its operators the intermediate buffers must not overlap the input, and an
// output over the depthwise buffer needs an expanded buffer that holds the output and overlaps
// neither (the projection then writes there first; the bands keep their buffers off both).
// expanded and depthwise: buffers for the two intermediate tensors as the parts would write them
// (the expansion's output and the depthwise layer's, each with SPRT_EXTRA_BYTES), or both NULL;
// without an expansion, expanded must be NULL and depthwise is the one buffer. With them, setup
// runs the block as its operators one after the other where the bands would not pay (small planes
// on one thread, bands that would compute many expanded rows twice), and the bands' buffers go into
// `expanded` (without an expansion, `depthwise`) where they fit and the workspace below does not
// take them; their contents after a run are unspecified. Run as its operators on planes that are
// not whole cache lines (14x14, 7x7), the depthwise layer may write to rows of whole lines in a
// buffer the operator allocates at setup instead of to `depthwise` (operator info's `schedule` says
// so), so that the projection reads them without copying. Without them it always runs the bands.
// workspace (64-byte aligned, or NULL) and workspace_bytes: memory that other operators of the caller
// use too and that is not in use while this one runs (a plan's scratch, as XNNPACK's runtime shares
// its workspace): on several threads the bands' buffers go there if it holds them
// (sprt_inverted_bottleneck_runs_in_bands tells the bytes), each thread's at the same bytes in every
// block; on one, where they do not fit the expanded buffer. Warm from block to block, the bands then
// also pay on several threads and where one band covers the plane. It must not overlap the input or
// the output; its contents after a run are unspecified.
enum sprt_status sprt_setup_inverted_bottleneck_nchw_f32(
    sprt_operator_t fused_op, size_t batch_size, size_t input_height, size_t input_width,
    const float* input, float* output, float* expanded, float* depthwise, void* workspace, size_t workspace_bytes,
    pthreadpool_t threadpool);

// For callers that place the buffers (a model's activation arena), before any exists: whether
// sprt_setup_inverted_bottleneck_nchw_f32, given the intermediate buffers, a 64-byte aligned input
// and a workspace of workspace_bytes (0: none), runs the block in bands (*runs_in_bands true) or as
// its operators, for this batch, input size and pool; and, unless bands_workspace_bytes is NULL, the
// workspace bytes with which it runs in bands (0 where no workspace makes it). Nothing is set up.
// The bands read the input while they write the output, so those must not overlap, whereas the
// operators apart may write the output over the input, as unfused layers do. A batch of 0 runs
// nothing: false and 0.
enum sprt_status sprt_inverted_bottleneck_runs_in_bands(
    sprt_operator_t fused_op, size_t batch_size, size_t input_height, size_t input_width, size_t workspace_bytes,
    pthreadpool_t threadpool, bool* runs_in_bands, size_t* bands_workspace_bytes);

// Runs a set-up operator. threadpool may be NULL (the calling thread does all the work). The output
// is bitwise identical for every thread count, but for the payload of a NaN output where NaNs of
// different payloads (in weights or inputs) met: which one comes out is not specified (IEEE 754
// leaves it), only that the output is NaN. As with XNNPACK, one operator must not run on two
// threads at once (nor be set up or deleted while it runs): a call while another thread runs the
// same operator returns sprt_status_invalid_state. Different operators may run concurrently, also on
// one shared threadpool (pthreadpool runs one parallel call at a time).
enum sprt_status sprt_run_operator(sprt_operator_t op, pthreadpool_t threadpool);

// Frees the operator and its packed weights. NULL is accepted.
enum sprt_status sprt_delete_operator(sprt_operator_t op);

// Describes the operator. info->size must be set (see struct sprt_operator_info): a size that does
// not reach repacked_at_setup, the last field of the first sized version, or that exceeds 4096
// bytes (no version of the struct will; an unset size over stale memory would), is rejected with
// sprt_status_invalid_parameter; fields past the library's own struct are zeroed.
enum sprt_status sprt_get_operator_info(sprt_operator_t op, struct sprt_operator_info* info);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // SPRT_H_
