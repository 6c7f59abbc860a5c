// Auto-generated file. Do not edit!
//   Template: src/f32-conv-hwc2chw/f32-conv-hwc2chw-scalar.c.in
//   Generator: python3 tools/gen_conv_hwc2chw_ukernels.py
// Kernel contract: see src/f32-conv-hwc2chw/f32-conv-hwc2chw.h. Specific to this template:
// - Portable fallback (the kernel of aarch64) and the plainest statement of the contract: per output
//   pixel the 27 inputs of its window are copied once (zeros outside the image), then each block of
//   4 output channels sums its taps in packed (ky, kx, c) order onto the bias.
// - A multiply then an add per tap; built as ISO C, so the compiler does not contract them.

#include <stddef.h>

#include "f32-conv-hwc2chw/f32-conv-hwc2chw.h"

void sprt_f32_conv_hwc2chw_ukernel_3x3s2p1c3x4__scalar(
    size_t input_height, size_t input_width, size_t input_pixel_stride,
    size_t output_y_start, size_t output_y_end,
    const float* input, const float* weights, float* output,
    size_t output_channels, size_t output_channel_stride,
    const struct sprt_f32_minmax_params* params)
{
  const float vmin = params->min;
  const float vmax = params->max;
  const size_t output_width = (input_width - 1) / 2 + 1;
  for (size_t oy = output_y_start; oy < output_y_end; oy++) {
    for (size_t ox = 0; ox < output_width; ox++) {
      // The window, (ky, kx, c) order. Row and column 2 o + k - 1 are unsigned: -1 wraps to SIZE_MAX,
      // outside the image like the row or column past the end.
      float x[27];
      for (size_t ky = 0; ky < 3; ky++) {
        const size_t iy = 2 * oy + ky - 1;
        for (size_t kx = 0; kx < 3; kx++) {
          const size_t ix = 2 * ox + kx - 1;
          float* xk = x + (ky * 3 + kx) * 3;
          if (iy < input_height && ix < input_width) {
            const float* pixel = input + (iy * input_width + ix) * input_pixel_stride;
            xk[0] = pixel[0];
            xk[1] = pixel[1];
            xk[2] = pixel[2];
          } else {
            xk[0] = 0.0f;
            xk[1] = 0.0f;
            xk[2] = 0.0f;
          }
        }
      }

      const size_t pixel_offset = oy * output_width + ox;
      const float* w = weights;
      for (size_t oc = 0; oc < output_channels; oc += 4) {
        float vacc0 = w[0];
        float vacc1 = w[1];
        float vacc2 = w[2];
        float vacc3 = w[3];
        w += 4;
        for (size_t t = 0; t < 27; t++) {
          const float vx = x[t];
          vacc0 += vx * w[0];
          vacc1 += vx * w[1];
          vacc2 += vx * w[2];
          vacc3 += vx * w[3];
          w += 4;
        }
        // Comparisons keep NaN, as the SIMD max/min operand order does.
        vacc0 = vacc0 < vmin ? vmin : vacc0;
        vacc0 = vacc0 > vmax ? vmax : vacc0;
        vacc1 = vacc1 < vmin ? vmin : vacc1;
        vacc1 = vacc1 > vmax ? vmax : vacc1;
        vacc2 = vacc2 < vmin ? vmin : vacc2;
        vacc2 = vacc2 > vmax ? vmax : vacc2;
        vacc3 = vacc3 < vmin ? vmin : vacc3;
        vacc3 = vacc3 > vmax ? vmax : vacc3;
        // Channels past output_channels in the last block are computed on zero weights, not stored.
        float* o = output + oc * output_channel_stride + pixel_offset;
        o[0] = vacc0;
        if (output_channels - oc > 1) {
          o[1 * output_channel_stride] = vacc1;
        }
        if (output_channels - oc > 2) {
          o[2 * output_channel_stride] = vacc2;
        }
        if (output_channels - oc > 3) {
          o[3 * output_channel_stride] = vacc3;
        }
      }
    }
  }
}
