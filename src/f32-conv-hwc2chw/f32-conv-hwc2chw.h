// The stem convolution of NCHW networks: 3x3, stride 2, padding 1 on every side, 3 input channels,
// NHWC input, CHW output (XNNPACK's conv_hwc2chw_3x3s2p1c3).
#ifndef SPRT_F32_CONV_HWC2CHW_H_
#define SPRT_F32_CONV_HWC2CHW_H_

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "microparams.h"

// Kernel contract (all kernels, all ISAs):
// - input_height, input_width, output_channels >= 1; output_height = (input_height - 1) / 2 + 1,
//   output_width = (input_width - 1) / 2 + 1; output_y_start <= output_y_end <= output_height.
// - input: input_height x input_width pixels, pixel (y, x) channel c at
//   input[(y * input_width + x) * input_pixel_stride + c] (input_pixel_stride >= 3, in floats; channels
//   3 and up of a pixel are never read). No alignment is assumed for any pointer.
// - weights: packed by sprt_pack_f32_conv_hwc2chw_weights (packing/dense.h) with the kernel's
//   output_channel_tile.
// - Computes output rows [output_y_start, output_y_end) of every output channel: channel oc, row oy,
//   column ox at output[oc * output_channel_stride + oy * output_width + ox] (floats; `output` is row 0
//   of channel 0 whatever the range; output_channel_stride >= output_height * output_width).
// - Each output gets the same operations whichever row range it is computed in: splitting the rows
//   between calls (threads) changes no bit.
// - output = min(max(bias[oc] + sum_{ky,kx,c} w[oc][ky][kx][c] * in(2 oy + ky - 1, 2 ox + kx - 1, c),
//   min), max), in() zero outside the image.
// - Reads nothing before `input` or past the third channel of the last pixel, and writes only the
//   output elements above: the kernels need no SPRT_EXTRA_BYTES.
typedef void (*sprt_f32_conv_hwc2chw_ukernel_fn)(
    size_t input_height, size_t input_width, size_t input_pixel_stride,
    size_t output_y_start, size_t output_y_end,
    const float* input, const float* weights, float* output,
    size_t output_channels, size_t output_channel_stride,
    const struct sprt_f32_minmax_params* params);

// Every generated kernel (tools/gen_conv_hwc2chw_ukernels.py):
// SPRT_CONV_HWC2CHW_UKERNEL(isa, ukernel, output_channel_tile).
#define SPRT_CONV_HWC2CHW_UKERNEL(isa, ukernel, output_channel_tile) \
  void ukernel(size_t input_height, size_t input_width, size_t input_pixel_stride, size_t output_y_start, \
               size_t output_y_end, const float* input, const float* weights, float* output, \
               size_t output_channels, size_t output_channel_stride, const struct sprt_f32_minmax_params* params);
#include "f32-conv-hwc2chw/gen/f32-conv-hwc2chw.inc"
#undef SPRT_CONV_HWC2CHW_UKERNEL

#endif  // SPRT_F32_CONV_HWC2CHW_H_
