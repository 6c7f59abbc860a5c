// Depthwise convolution microkernels on one channel plane in CHW layout, with XNNPACK's NCHW
// padding conventions: a K x K kernel (K = 3 or 5), stride S (1 or 2), left, right and bottom
// padding P = K / 2, top padding `padding_top` (S = 1: P; S = 2: P - 1 or P), or 0 for a band of
// output rows that starts inside the plane (a plane split by rows; the operator splits by channels).
#ifndef SPRT_F32_DWCONV2D_CHW_H_
#define SPRT_F32_DWCONV2D_CHW_H_

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "microparams.h"

// Kernel contract (all kernels, all ISAs):
// - The kernel computes output rows 0 .. min(output_rows, output_height) - 1 of the plane, where
//   output_height = max(padding_top + input_height + P - K, 0) / S + 1,
//   output_width = (input_width + 2 * P - K) / S + 1 (both >= 1 for every input_height, input_width >= 1).
//   The max is XNNPACK's rounding: S = 2 with padding_top = P - 1 and input_height = 1 pads the
//   plane to K - 1 rows, and that still makes one output row (its window reaches one row past the
//   bottom padding, zero like the padding).
// - A band of output rows [b, e) of a plane with top padding T, S * b >= T, is the call with
//   padding_top = 0, input at row S * b - T, input_height the rows from there to the plane's end and
//   output_rows = e - b (for b = 0: the plane itself with output_rows = e). Every output is bitwise
//   what the call for the whole plane computes, so results do not depend on the bands; but for the
//   payload of a NaN where NaNs of different payloads meet (the compiler orders a sum's operands as
//   it likes, and the unrolled steps of a strip differ in it).
// - weights: the bias, then the K * K taps row by row (1 + K * K floats, no alignment).
// - input: input_height rows of input_width contiguous floats; output: output_height rows of
//   output_width contiguous floats. No alignment is assumed.
// - output[oy][ox] = min(max(bias + sum_{ky,kx} tap[ky][kx] * in(oy * S + ky - padding_top,
//   ox * S + kx - P), min), max), where in() is zero outside the plane.
// - Nothing outside the input plane is read (vector kernels mask their loads at the edges) and nothing
//   outside the output plane is written: the kernels need no SPRT_EXTRA_BYTES.
typedef void (*sprt_f32_dwconv2d_chw_ukernel_fn)(
    size_t input_height, size_t input_width,
    const float* input, const float* weights, float* output,
    uint32_t padding_top, size_t output_rows, const struct sprt_f32_minmax_params* params);

// Every generated kernel (tools/gen_dwconv2d_chw_ukernels.py), declared from the kernel list:
// SPRT_DWCONV2D_CHW_UKERNEL(isa, ukernel, kernel_size, stride).
#define SPRT_DWCONV2D_CHW_UKERNEL(isa, ukernel, kernel_size, stride) \
  void ukernel(size_t input_height, size_t input_width, const float* input, const float* weights, float* output, \
               uint32_t padding_top, size_t output_rows, const struct sprt_f32_minmax_params* params);
#include "f32-dwconv2d-chw/gen/f32-dwconv2d-chw.inc"
#undef SPRT_DWCONV2D_CHW_UKERNEL

#endif  // SPRT_F32_DWCONV2D_CHW_H_
