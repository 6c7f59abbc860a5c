// SpRT microkernels: C[rows x pixels] = minmax(bias + W (packed panels) * X[input channels x pixels]).
#ifndef SPRT_F32_SPMM_H_
#define SPRT_F32_SPMM_H_

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "microparams.h"

// Kernel contract (all kernels, all ISAs):
// - packed holds panels in the layout of packing/pack.h, with uint16_t counts and indices.
// - pixels >= 1, output_channels >= 1. The row range starts at a panel boundary of the packed
//   weights; packed and bias point at its first panel. The last panel may be partial
//   (output_channels % Ti rows): only existing rows are stored.
// - bias holds Ti floats per panel (zero padded): the accumulators start from it. bias == NULL
//   accumulates instead: the accumulators start from the output's current values (a later chunk of
//   input channels adds onto an earlier one; the operator passes an unbounded clamp until the last).
// - input points at pixel 0 of input channel 0; input channel c of the current pixel block is at
//   (const char*) input + c * input_stride. Row r of the range (r-th row of the packed panels) is
//   stored at (char*) output + output_offsets[r]: the operator's offsets are a multiple of the
//   output channel stride, in a permuted order when output channels were reordered for packing.
//   Strides and offsets are in bytes; pixels within a row are contiguous floats; no alignment is
//   assumed. Rows past the end of a partial panel have no offset and are never read.
// - Pixels are processed in tiles of the kernel's pixel count; the last, partial tile is computed in
//   the same pass with masked loads and stores (x86) or exact-width code (scalar), so nothing past
//   `pixels` floats of any row is read or written.
// - params->panel_tiles (0 or 1: every panel on one tile, then the next tile): kernels may run each
//   panel on up to that many consecutive pixel tiles before the next panel (the AVX-512 and AVX2
//   ones do; the operator asks for it only where output rows alias in L1, see choose_panel_tiles).
//   The order changes nothing in any output element.
// - Each output element gets bias + the sum of its products in packed order, with the same
//   operations whichever pixel tile or panel range it falls in (x86 SIMD kernels add single-row columns
//   pairwise; scalar code multiplies then adds, built without FP contraction), so results do not
//   depend on how pixels or panels are split between calls.
typedef void (*sprt_f32_spmm_minmax_ukernel_fn)(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params);

// Every generated kernel (tools/gen_spmm_ukernels.py), declared from the kernel list.
#define SPRT_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, mapping_table) \
  void ukernel(size_t pixels, size_t output_channels, const float* input, size_t input_stride, const void* packed, \
               const float* bias, float* output, const size_t* output_offsets, \
               const struct sprt_f32_minmax_params* params);
#include "f32-spmm/gen/f32-spmm-minmax.inc"
#undef SPRT_SPMM_UKERNEL

#endif  // SPRT_F32_SPMM_H_
