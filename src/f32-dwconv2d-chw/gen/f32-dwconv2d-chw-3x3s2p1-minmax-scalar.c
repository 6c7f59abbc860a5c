// Auto-generated file. Do not edit!
//   Template: src/f32-dwconv2d-chw/f32-dwconv2d-chw-scalar.c.in
//   Generator: python3 tools/gen_dwconv2d_chw_ukernels.py
// Kernel contract: see src/f32-dwconv2d-chw/f32-dwconv2d-chw.h. Specific to this template:
// - 3x3 taps, stride 2: one output at a time, the taps and the bias in locals. The fallback on
//   CPUs without a vector kernel, written to be read: each output row takes pointers to its 3 input
//   rows (NULL outside the plane), and columns whose taps all lie inside the row skip the column
//   checks.

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include "f32-dwconv2d-chw/f32-dwconv2d-chw.h"

void sprt_f32_dwconv2d_chw_ukernel_3x3s2p1__scalar(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    uint32_t padding_top, size_t output_rows, const struct sprt_f32_minmax_params* params)
{
  assert(input_height != 0);
  assert(input_width != 0);
  assert(padding_top == 0 || padding_top == 0 || padding_top == 1);
  const size_t padded_height = padding_top + input_height + 1;
  const size_t output_height =
      sprt_min_size((padded_height > 3 ? padded_height - 3 : 0) / 2 + 1, output_rows);
  const size_t output_width = (input_width - 1) / 2 + 1;
  const float vmin = params->min;
  const float vmax = params->max;
  const float vbias = weights[0];
  const float vk00 = weights[1];
  const float vk01 = weights[2];
  const float vk02 = weights[3];
  const float vk10 = weights[4];
  const float vk11 = weights[5];
  const float vk12 = weights[6];
  const float vk20 = weights[7];
  const float vk21 = weights[8];
  const float vk22 = weights[9];

  for (size_t oy = 0; oy < output_height; oy++) {
    const size_t iy0 = 2 * oy - padding_top;  // wraps above the plane
    const float* i0 = iy0 < input_height ? input + iy0 * input_width : NULL;
    const size_t iy1 = 2 * oy + 1 - padding_top;  // wraps above the plane
    const float* i1 = iy1 < input_height ? input + iy1 * input_width : NULL;
    const size_t iy2 = 2 * oy + 2 - padding_top;  // wraps above the plane
    const float* i2 = iy2 < input_height ? input + iy2 * input_width : NULL;
    float* o = output + oy * output_width;
    for (size_t ox = 0; ox < output_width; ox++) {
      // Column of tap kx: ix + kx (wraps left of the plane).
      const size_t ix = 2 * ox - 1;
      float vacc = vbias;
      if (2 * ox >= 1 && ix + 3 <= input_width) {
        if (i0 != NULL) {
          vacc += vk00 * i0[ix];
          vacc += vk01 * i0[ix + 1];
          vacc += vk02 * i0[ix + 2];
        }
        if (i1 != NULL) {
          vacc += vk10 * i1[ix];
          vacc += vk11 * i1[ix + 1];
          vacc += vk12 * i1[ix + 2];
        }
        if (i2 != NULL) {
          vacc += vk20 * i2[ix];
          vacc += vk21 * i2[ix + 1];
          vacc += vk22 * i2[ix + 2];
        }
      } else {
        if (i0 != NULL) {
          if (ix < input_width) {
            vacc += vk00 * i0[ix];
          }
          if (ix + 1 < input_width) {
            vacc += vk01 * i0[ix + 1];
          }
          if (ix + 2 < input_width) {
            vacc += vk02 * i0[ix + 2];
          }
        }
        if (i1 != NULL) {
          if (ix < input_width) {
            vacc += vk10 * i1[ix];
          }
          if (ix + 1 < input_width) {
            vacc += vk11 * i1[ix + 1];
          }
          if (ix + 2 < input_width) {
            vacc += vk12 * i1[ix + 2];
          }
        }
        if (i2 != NULL) {
          if (ix < input_width) {
            vacc += vk20 * i2[ix];
          }
          if (ix + 1 < input_width) {
            vacc += vk21 * i2[ix + 1];
          }
          if (ix + 2 < input_width) {
            vacc += vk22 * i2[ix + 2];
          }
        }
      }
      vacc = vacc < vmin ? vmin : vacc;
      vacc = vacc > vmax ? vmax : vacc;
      o[ox] = vacc;
    }
  }
}
