// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-scalar.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - Portable fallback (CPUs without F16C or FP16 arithmetic) and the float-accumulating reference:
//   the panel walk of the f32 scalar kernel on a 8 x 2-pixel tile of float accumulators, with
//   float weights and bias. Halves are converted with the FP16 library (exact to float, round to
//   nearest even back), once per loaded input and stored output.
// - A partial pixel tile runs exact-width code (1..1 pixels): nothing past a row is touched.
// - A multiply then an add per weight; built as ISO C, so the compiler does not contract them.

#include <stddef.h>
#include <stdint.h>

#include <fp16.h>

#include "f16-spmm/f16-spmm.h"

static inline void panels_8x1(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets, float vmin, float vmax)
{
  do {
    float vacc0x0;
    float vacc1x0;
    float vacc2x0;
    float vacc3x0;
    float vacc4x0;
    float vacc5x0;
    float vacc6x0;
    float vacc7x0;
    if (bias != NULL) {
      vacc0x0 = bias[0];
      vacc1x0 = bias[1];
      vacc2x0 = bias[2];
      vacc3x0 = bias[3];
      vacc4x0 = bias[4];
      vacc5x0 = bias[5];
      vacc6x0 = bias[6];
      vacc7x0 = bias[7];
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = fp16_ieee_to_fp32_value(i0[0]);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = fp16_ieee_to_fp32_value(i1[0]);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = fp16_ieee_to_fp32_value(i2[0]);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = fp16_ieee_to_fp32_value(i3[0]);
      const uint16_t* i4 = output_channels > 4 ? (const uint16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = fp16_ieee_to_fp32_value(i4[0]);
      const uint16_t* i5 = output_channels > 5 ? (const uint16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = fp16_ieee_to_fp32_value(i5[0]);
      const uint16_t* i6 = output_channels > 6 ? (const uint16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = fp16_ieee_to_fp32_value(i6[0]);
      const uint16_t* i7 = output_channels > 7 ? (const uint16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = fp16_ieee_to_fp32_value(i7[0]);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[3]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc4x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc5x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc6x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc7x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc4x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc5x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc5x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc6x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc6x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc7x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc5x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc7x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc6x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc7x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc5x0 += vw2 * vx0;
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc6x0 += vw2 * vx0;
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc4x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc5x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc6x0 += vw2 * vx0;
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc7x0 += vw2 * vx0;
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc4x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc7x0 += vw2 * vx0;
      vals += 3;
    }
    w = (const uint16_t*) vals;

    // Comparisons keep NaN, as the SIMD max/min operand order does.
    vacc0x0 = vacc0x0 < vmin ? vmin : vacc0x0;
    vacc0x0 = vacc0x0 > vmax ? vmax : vacc0x0;
    vacc1x0 = vacc1x0 < vmin ? vmin : vacc1x0;
    vacc1x0 = vacc1x0 > vmax ? vmax : vacc1x0;
    vacc2x0 = vacc2x0 < vmin ? vmin : vacc2x0;
    vacc2x0 = vacc2x0 > vmax ? vmax : vacc2x0;
    vacc3x0 = vacc3x0 < vmin ? vmin : vacc3x0;
    vacc3x0 = vacc3x0 > vmax ? vmax : vacc3x0;
    vacc4x0 = vacc4x0 < vmin ? vmin : vacc4x0;
    vacc4x0 = vacc4x0 > vmax ? vmax : vacc4x0;
    vacc5x0 = vacc5x0 < vmin ? vmin : vacc5x0;
    vacc5x0 = vacc5x0 > vmax ? vmax : vacc5x0;
    vacc6x0 = vacc6x0 < vmin ? vmin : vacc6x0;
    vacc6x0 = vacc6x0 > vmax ? vmax : vacc6x0;
    vacc7x0 = vacc7x0 < vmin ? vmin : vacc7x0;
    vacc7x0 = vacc7x0 > vmax ? vmax : vacc7x0;
    if (output_channels >= 8) {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = fp16_ieee_from_fp32_value(vacc0x0);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      o1[0] = fp16_ieee_from_fp32_value(vacc1x0);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      o2[0] = fp16_ieee_from_fp32_value(vacc2x0);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      o3[0] = fp16_ieee_from_fp32_value(vacc3x0);
      uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
      o4[0] = fp16_ieee_from_fp32_value(vacc4x0);
      uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
      o5[0] = fp16_ieee_from_fp32_value(vacc5x0);
      uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
      o6[0] = fp16_ieee_from_fp32_value(vacc6x0);
      uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
      o7[0] = fp16_ieee_from_fp32_value(vacc7x0);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = fp16_ieee_from_fp32_value(vacc0x0);
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        o1[0] = fp16_ieee_from_fp32_value(vacc1x0);
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        o2[0] = fp16_ieee_from_fp32_value(vacc2x0);
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        o3[0] = fp16_ieee_from_fp32_value(vacc3x0);
      }
      if (output_channels > 4) {
        uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
        o4[0] = fp16_ieee_from_fp32_value(vacc4x0);
      }
      if (output_channels > 5) {
        uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
        o5[0] = fp16_ieee_from_fp32_value(vacc5x0);
      }
      if (output_channels > 6) {
        uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
        o6[0] = fp16_ieee_from_fp32_value(vacc6x0);
      }
      if (output_channels > 7) {
        uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
        o7[0] = fp16_ieee_from_fp32_value(vacc7x0);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x2(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets, float vmin, float vmax)
{
  do {
    float vacc0x0;
    float vacc0x1;
    float vacc1x0;
    float vacc1x1;
    float vacc2x0;
    float vacc2x1;
    float vacc3x0;
    float vacc3x1;
    float vacc4x0;
    float vacc4x1;
    float vacc5x0;
    float vacc5x1;
    float vacc6x0;
    float vacc6x1;
    float vacc7x0;
    float vacc7x1;
    if (bias != NULL) {
      vacc0x0 = bias[0];
      vacc0x1 = vacc0x0;
      vacc1x0 = bias[1];
      vacc1x1 = vacc1x0;
      vacc2x0 = bias[2];
      vacc2x1 = vacc2x0;
      vacc3x0 = bias[3];
      vacc3x1 = vacc3x0;
      vacc4x0 = bias[4];
      vacc4x1 = vacc4x0;
      vacc5x0 = bias[5];
      vacc5x1 = vacc5x0;
      vacc6x0 = bias[6];
      vacc6x1 = vacc6x0;
      vacc7x0 = bias[7];
      vacc7x1 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = fp16_ieee_to_fp32_value(i0[0]);
      vacc0x1 = fp16_ieee_to_fp32_value(i0[1]);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = fp16_ieee_to_fp32_value(i1[0]);
      vacc1x1 = fp16_ieee_to_fp32_value(i1[1]);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = fp16_ieee_to_fp32_value(i2[0]);
      vacc2x1 = fp16_ieee_to_fp32_value(i2[1]);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = fp16_ieee_to_fp32_value(i3[0]);
      vacc3x1 = fp16_ieee_to_fp32_value(i3[1]);
      const uint16_t* i4 = output_channels > 4 ? (const uint16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = fp16_ieee_to_fp32_value(i4[0]);
      vacc4x1 = fp16_ieee_to_fp32_value(i4[1]);
      const uint16_t* i5 = output_channels > 5 ? (const uint16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = fp16_ieee_to_fp32_value(i5[0]);
      vacc5x1 = fp16_ieee_to_fp32_value(i5[1]);
      const uint16_t* i6 = output_channels > 6 ? (const uint16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = fp16_ieee_to_fp32_value(i6[0]);
      vacc6x1 = fp16_ieee_to_fp32_value(i6[1]);
      const uint16_t* i7 = output_channels > 7 ? (const uint16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = fp16_ieee_to_fp32_value(i7[0]);
      vacc7x1 = fp16_ieee_to_fp32_value(i7[1]);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[3]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      vacc3x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc4x0 += vw0 * vx0;
      vacc4x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc5x0 += vw0 * vx0;
      vacc5x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc6x0 += vw0 * vx0;
      vacc6x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc7x0 += vw0 * vx0;
      vacc7x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc4x0 += vw1 * vx0;
      vacc4x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc5x0 += vw1 * vx0;
      vacc5x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc5x0 += vw1 * vx0;
      vacc5x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc6x0 += vw1 * vx0;
      vacc6x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      vacc3x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc6x0 += vw1 * vx0;
      vacc6x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc7x0 += vw1 * vx0;
      vacc7x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc5x0 += vw0 * vx0;
      vacc5x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc7x0 += vw1 * vx0;
      vacc7x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc6x0 += vw0 * vx0;
      vacc6x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc7x0 += vw1 * vx0;
      vacc7x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      vacc4x1 += vw2 * vx1;
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc5x0 += vw2 * vx0;
      vacc5x1 += vw2 * vx1;
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc6x0 += vw2 * vx0;
      vacc6x1 += vw2 * vx1;
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc4x0 += vw0 * vx0;
      vacc4x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc5x0 += vw1 * vx0;
      vacc5x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc6x0 += vw2 * vx0;
      vacc6x1 += vw2 * vx1;
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc7x0 += vw2 * vx0;
      vacc7x1 += vw2 * vx1;
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      vacc3x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc4x0 += vw1 * vx0;
      vacc4x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc7x0 += vw2 * vx0;
      vacc7x1 += vw2 * vx1;
      vals += 3;
    }
    w = (const uint16_t*) vals;

    // Comparisons keep NaN, as the SIMD max/min operand order does.
    vacc0x0 = vacc0x0 < vmin ? vmin : vacc0x0;
    vacc0x0 = vacc0x0 > vmax ? vmax : vacc0x0;
    vacc0x1 = vacc0x1 < vmin ? vmin : vacc0x1;
    vacc0x1 = vacc0x1 > vmax ? vmax : vacc0x1;
    vacc1x0 = vacc1x0 < vmin ? vmin : vacc1x0;
    vacc1x0 = vacc1x0 > vmax ? vmax : vacc1x0;
    vacc1x1 = vacc1x1 < vmin ? vmin : vacc1x1;
    vacc1x1 = vacc1x1 > vmax ? vmax : vacc1x1;
    vacc2x0 = vacc2x0 < vmin ? vmin : vacc2x0;
    vacc2x0 = vacc2x0 > vmax ? vmax : vacc2x0;
    vacc2x1 = vacc2x1 < vmin ? vmin : vacc2x1;
    vacc2x1 = vacc2x1 > vmax ? vmax : vacc2x1;
    vacc3x0 = vacc3x0 < vmin ? vmin : vacc3x0;
    vacc3x0 = vacc3x0 > vmax ? vmax : vacc3x0;
    vacc3x1 = vacc3x1 < vmin ? vmin : vacc3x1;
    vacc3x1 = vacc3x1 > vmax ? vmax : vacc3x1;
    vacc4x0 = vacc4x0 < vmin ? vmin : vacc4x0;
    vacc4x0 = vacc4x0 > vmax ? vmax : vacc4x0;
    vacc4x1 = vacc4x1 < vmin ? vmin : vacc4x1;
    vacc4x1 = vacc4x1 > vmax ? vmax : vacc4x1;
    vacc5x0 = vacc5x0 < vmin ? vmin : vacc5x0;
    vacc5x0 = vacc5x0 > vmax ? vmax : vacc5x0;
    vacc5x1 = vacc5x1 < vmin ? vmin : vacc5x1;
    vacc5x1 = vacc5x1 > vmax ? vmax : vacc5x1;
    vacc6x0 = vacc6x0 < vmin ? vmin : vacc6x0;
    vacc6x0 = vacc6x0 > vmax ? vmax : vacc6x0;
    vacc6x1 = vacc6x1 < vmin ? vmin : vacc6x1;
    vacc6x1 = vacc6x1 > vmax ? vmax : vacc6x1;
    vacc7x0 = vacc7x0 < vmin ? vmin : vacc7x0;
    vacc7x0 = vacc7x0 > vmax ? vmax : vacc7x0;
    vacc7x1 = vacc7x1 < vmin ? vmin : vacc7x1;
    vacc7x1 = vacc7x1 > vmax ? vmax : vacc7x1;
    if (output_channels >= 8) {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = fp16_ieee_from_fp32_value(vacc0x0);
      o0[1] = fp16_ieee_from_fp32_value(vacc0x1);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      o1[0] = fp16_ieee_from_fp32_value(vacc1x0);
      o1[1] = fp16_ieee_from_fp32_value(vacc1x1);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      o2[0] = fp16_ieee_from_fp32_value(vacc2x0);
      o2[1] = fp16_ieee_from_fp32_value(vacc2x1);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      o3[0] = fp16_ieee_from_fp32_value(vacc3x0);
      o3[1] = fp16_ieee_from_fp32_value(vacc3x1);
      uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
      o4[0] = fp16_ieee_from_fp32_value(vacc4x0);
      o4[1] = fp16_ieee_from_fp32_value(vacc4x1);
      uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
      o5[0] = fp16_ieee_from_fp32_value(vacc5x0);
      o5[1] = fp16_ieee_from_fp32_value(vacc5x1);
      uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
      o6[0] = fp16_ieee_from_fp32_value(vacc6x0);
      o6[1] = fp16_ieee_from_fp32_value(vacc6x1);
      uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
      o7[0] = fp16_ieee_from_fp32_value(vacc7x0);
      o7[1] = fp16_ieee_from_fp32_value(vacc7x1);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = fp16_ieee_from_fp32_value(vacc0x0);
      o0[1] = fp16_ieee_from_fp32_value(vacc0x1);
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        o1[0] = fp16_ieee_from_fp32_value(vacc1x0);
        o1[1] = fp16_ieee_from_fp32_value(vacc1x1);
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        o2[0] = fp16_ieee_from_fp32_value(vacc2x0);
        o2[1] = fp16_ieee_from_fp32_value(vacc2x1);
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        o3[0] = fp16_ieee_from_fp32_value(vacc3x0);
        o3[1] = fp16_ieee_from_fp32_value(vacc3x1);
      }
      if (output_channels > 4) {
        uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
        o4[0] = fp16_ieee_from_fp32_value(vacc4x0);
        o4[1] = fp16_ieee_from_fp32_value(vacc4x1);
      }
      if (output_channels > 5) {
        uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
        o5[0] = fp16_ieee_from_fp32_value(vacc5x0);
        o5[1] = fp16_ieee_from_fp32_value(vacc5x1);
      }
      if (output_channels > 6) {
        uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
        o6[0] = fp16_ieee_from_fp32_value(vacc6x0);
        o6[1] = fp16_ieee_from_fp32_value(vacc6x1);
      }
      if (output_channels > 7) {
        uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
        o7[0] = fp16_ieee_from_fp32_value(vacc7x0);
        o7[1] = fp16_ieee_from_fp32_value(vacc7x1);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_8x2__scalar_ti8_jam90(
    size_t pixels, size_t output_channels,
    const void* input, size_t input_stride,
    const void* packed, const void* bias,
    void* output, const size_t* output_offsets,
    const struct sprt_f16_minmax_params* params)
{
  const float vmin = params->min;
  const float vmax = params->max;
  const uint16_t* w = (const uint16_t*) packed;
  const uint16_t* i = (const uint16_t*) input;
  uint16_t* o = (uint16_t*) output;
  for (; pixels >= 2; pixels -= 2) {
    panels_8x2(output_channels, i, input_stride, w, (const float*) bias, o, output_offsets, vmin, vmax);
    i += 2;
    o += 2;
  }
  switch (pixels) {
    case 1:
      panels_8x1(output_channels, i, input_stride, w, (const float*) bias, o, output_offsets, vmin, vmax);
      break;
    default:
      break;
  }
}
