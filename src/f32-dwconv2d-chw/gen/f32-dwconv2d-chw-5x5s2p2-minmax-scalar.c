// Auto-generated file. Do not edit!
//   Template: src/f32-dwconv2d-chw/f32-dwconv2d-chw-scalar.c.in
//   Generator: python3 tools/gen_dwconv2d_chw_ukernels.py
// Kernel contract: see src/f32-dwconv2d-chw/f32-dwconv2d-chw.h. Specific to this template:
// - 5x5 taps, stride 2: one output at a time, the taps and the bias in locals. The fallback on
//   CPUs without a vector kernel, written to be read: each output row takes pointers to its 5 input
//   rows (NULL outside the plane), and columns whose taps all lie inside the row skip the column
//   checks.

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include "f32-dwconv2d-chw/f32-dwconv2d-chw.h"

void sprt_f32_dwconv2d_chw_ukernel_5x5s2p2__scalar(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    uint32_t padding_top, size_t output_rows, const struct sprt_f32_minmax_params* params)
{
  assert(input_height != 0);
  assert(input_width != 0);
  assert(padding_top == 0 || padding_top == 1 || padding_top == 2);
  const size_t padded_height = padding_top + input_height + 2;
  const size_t output_height =
      sprt_min_size((padded_height > 5 ? padded_height - 5 : 0) / 2 + 1, output_rows);
  const size_t output_width = (input_width - 1) / 2 + 1;
  const float vmin = params->min;
  const float vmax = params->max;
  const float vbias = weights[0];
  const float vk00 = weights[1];
  const float vk01 = weights[2];
  const float vk02 = weights[3];
  const float vk03 = weights[4];
  const float vk04 = weights[5];
  const float vk10 = weights[6];
  const float vk11 = weights[7];
  const float vk12 = weights[8];
  const float vk13 = weights[9];
  const float vk14 = weights[10];
  const float vk20 = weights[11];
  const float vk21 = weights[12];
  const float vk22 = weights[13];
  const float vk23 = weights[14];
  const float vk24 = weights[15];
  const float vk30 = weights[16];
  const float vk31 = weights[17];
  const float vk32 = weights[18];
  const float vk33 = weights[19];
  const float vk34 = weights[20];
  const float vk40 = weights[21];
  const float vk41 = weights[22];
  const float vk42 = weights[23];
  const float vk43 = weights[24];
  const float vk44 = weights[25];

  for (size_t oy = 0; oy < output_height; oy++) {
    const size_t iy0 = 2 * oy - padding_top;  // wraps above the plane
    const float* i0 = iy0 < input_height ? input + iy0 * input_width : NULL;
    const size_t iy1 = 2 * oy + 1 - padding_top;  // wraps above the plane
    const float* i1 = iy1 < input_height ? input + iy1 * input_width : NULL;
    const size_t iy2 = 2 * oy + 2 - padding_top;  // wraps above the plane
    const float* i2 = iy2 < input_height ? input + iy2 * input_width : NULL;
    const size_t iy3 = 2 * oy + 3 - padding_top;  // wraps above the plane
    const float* i3 = iy3 < input_height ? input + iy3 * input_width : NULL;
    const size_t iy4 = 2 * oy + 4 - padding_top;  // wraps above the plane
    const float* i4 = iy4 < input_height ? input + iy4 * input_width : NULL;
    float* o = output + oy * output_width;
    for (size_t ox = 0; ox < output_width; ox++) {
      // Column of tap kx: ix + kx (wraps left of the plane).
      const size_t ix = 2 * ox - 2;
      float vacc = vbias;
      if (2 * ox >= 2 && ix + 5 <= input_width) {
        if (i0 != NULL) {
          vacc += vk00 * i0[ix];
          vacc += vk01 * i0[ix + 1];
          vacc += vk02 * i0[ix + 2];
          vacc += vk03 * i0[ix + 3];
          vacc += vk04 * i0[ix + 4];
        }
        if (i1 != NULL) {
          vacc += vk10 * i1[ix];
          vacc += vk11 * i1[ix + 1];
          vacc += vk12 * i1[ix + 2];
          vacc += vk13 * i1[ix + 3];
          vacc += vk14 * i1[ix + 4];
        }
        if (i2 != NULL) {
          vacc += vk20 * i2[ix];
          vacc += vk21 * i2[ix + 1];
          vacc += vk22 * i2[ix + 2];
          vacc += vk23 * i2[ix + 3];
          vacc += vk24 * i2[ix + 4];
        }
        if (i3 != NULL) {
          vacc += vk30 * i3[ix];
          vacc += vk31 * i3[ix + 1];
          vacc += vk32 * i3[ix + 2];
          vacc += vk33 * i3[ix + 3];
          vacc += vk34 * i3[ix + 4];
        }
        if (i4 != NULL) {
          vacc += vk40 * i4[ix];
          vacc += vk41 * i4[ix + 1];
          vacc += vk42 * i4[ix + 2];
          vacc += vk43 * i4[ix + 3];
          vacc += vk44 * i4[ix + 4];
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
          if (ix + 3 < input_width) {
            vacc += vk03 * i0[ix + 3];
          }
          if (ix + 4 < input_width) {
            vacc += vk04 * i0[ix + 4];
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
          if (ix + 3 < input_width) {
            vacc += vk13 * i1[ix + 3];
          }
          if (ix + 4 < input_width) {
            vacc += vk14 * i1[ix + 4];
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
          if (ix + 3 < input_width) {
            vacc += vk23 * i2[ix + 3];
          }
          if (ix + 4 < input_width) {
            vacc += vk24 * i2[ix + 4];
          }
        }
        if (i3 != NULL) {
          if (ix < input_width) {
            vacc += vk30 * i3[ix];
          }
          if (ix + 1 < input_width) {
            vacc += vk31 * i3[ix + 1];
          }
          if (ix + 2 < input_width) {
            vacc += vk32 * i3[ix + 2];
          }
          if (ix + 3 < input_width) {
            vacc += vk33 * i3[ix + 3];
          }
          if (ix + 4 < input_width) {
            vacc += vk34 * i3[ix + 4];
          }
        }
        if (i4 != NULL) {
          if (ix < input_width) {
            vacc += vk40 * i4[ix];
          }
          if (ix + 1 < input_width) {
            vacc += vk41 * i4[ix + 1];
          }
          if (ix + 2 < input_width) {
            vacc += vk42 * i4[ix + 2];
          }
          if (ix + 3 < input_width) {
            vacc += vk43 * i4[ix + 3];
          }
          if (ix + 4 < input_width) {
            vacc += vk44 * i4[ix + 4];
          }
        }
      }
      vacc = vacc < vmin ? vmin : vacc;
      vacc = vacc > vmax ? vmax : vacc;
      o[ox] = vacc;
    }
  }
}
