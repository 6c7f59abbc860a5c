// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-scalar.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - Portable fallback (CPUs without F16C or FP16 arithmetic) and the float-accumulating reference:
//   the panel walk of the f32 scalar kernel on a 4 x 4-pixel tile of float accumulators, with
//   float weights and bias. Halves are converted with the FP16 library (exact to float, round to
//   nearest even back), once per loaded input and stored output.
// - A partial pixel tile runs exact-width code (1..3 pixels): nothing past a row is touched.
// - A multiply then an add per weight; built as ISO C, so the compiler does not contract them.

#include <stddef.h>
#include <stdint.h>

#include <fp16.h>

#include "f16-spmm/f16-spmm.h"

static inline void panels_4x1(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets, float vmin, float vmax)
{
  do {
    float vacc0x0;
    float vacc1x0;
    float vacc2x0;
    float vacc3x0;
    if (bias != NULL) {
      vacc0x0 = bias[0];
      vacc1x0 = bias[1];
      vacc2x0 = bias[2];
      vacc3x0 = bias[3];
      bias += 4;
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
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 15;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14];
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
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[3]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc2x0 += vw2 * vx0;
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
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
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc3x0 += vw2 * vx0;
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc3x0 += vw2 * vx0;
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc3x0 += vw2 * vx0;
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc2x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc3x0 += vw3 * vx0;
      vals += 4;
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
    if (output_channels >= 4) {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = fp16_ieee_from_fp32_value(vacc0x0);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      o1[0] = fp16_ieee_from_fp32_value(vacc1x0);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      o2[0] = fp16_ieee_from_fp32_value(vacc2x0);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      o3[0] = fp16_ieee_from_fp32_value(vacc3x0);
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x2(
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
    if (bias != NULL) {
      vacc0x0 = bias[0];
      vacc0x1 = vacc0x0;
      vacc1x0 = bias[1];
      vacc1x1 = vacc1x0;
      vacc2x0 = bias[2];
      vacc2x1 = vacc2x0;
      vacc3x0 = bias[3];
      vacc3x1 = vacc3x0;
      bias += 4;
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
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 15;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14];
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
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[3]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
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
      vacc2x0 += vw2 * vx0;
      vacc2x1 += vw2 * vx1;
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      vacc3x1 += vw0 * vx1;
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
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
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
      vacc3x0 += vw2 * vx0;
      vacc3x1 += vw2 * vx1;
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
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
      vacc3x0 += vw2 * vx0;
      vacc3x1 += vw2 * vx1;
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
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
      vacc3x0 += vw2 * vx0;
      vacc3x1 += vw2 * vx1;
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
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
      vacc2x0 += vw2 * vx0;
      vacc2x1 += vw2 * vx1;
      const float vw3 = vals[3];
      vacc3x0 += vw3 * vx0;
      vacc3x1 += vw3 * vx1;
      vals += 4;
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
    if (output_channels >= 4) {
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
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x3(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets, float vmin, float vmax)
{
  do {
    float vacc0x0;
    float vacc0x1;
    float vacc0x2;
    float vacc1x0;
    float vacc1x1;
    float vacc1x2;
    float vacc2x0;
    float vacc2x1;
    float vacc2x2;
    float vacc3x0;
    float vacc3x1;
    float vacc3x2;
    if (bias != NULL) {
      vacc0x0 = bias[0];
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = bias[1];
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = bias[2];
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = bias[3];
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = fp16_ieee_to_fp32_value(i0[0]);
      vacc0x1 = fp16_ieee_to_fp32_value(i0[1]);
      vacc0x2 = fp16_ieee_to_fp32_value(i0[2]);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = fp16_ieee_to_fp32_value(i1[0]);
      vacc1x1 = fp16_ieee_to_fp32_value(i1[1]);
      vacc1x2 = fp16_ieee_to_fp32_value(i1[2]);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = fp16_ieee_to_fp32_value(i2[0]);
      vacc2x1 = fp16_ieee_to_fp32_value(i2[1]);
      vacc2x2 = fp16_ieee_to_fp32_value(i2[2]);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = fp16_ieee_to_fp32_value(i3[0]);
      vacc3x1 = fp16_ieee_to_fp32_value(i3[1]);
      vacc3x2 = fp16_ieee_to_fp32_value(i3[2]);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 15;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vacc1x2 += vw0 * vx2;
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      vacc1x2 += vw1 * vx2;
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[3]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      vacc2x2 += vw0 * vx2;
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vacc2x2 += vw1 * vx2;
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vacc1x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vacc2x2 += vw1 * vx2;
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      vacc1x2 += vw1 * vx2;
      const float vw2 = vals[2];
      vacc2x0 += vw2 * vx0;
      vacc2x1 += vw2 * vx1;
      vacc2x2 += vw2 * vx2;
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      vacc3x1 += vw0 * vx1;
      vacc3x2 += vw0 * vx2;
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      vacc3x2 += vw1 * vx2;
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vacc1x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      vacc3x2 += vw1 * vx2;
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      vacc1x2 += vw1 * vx2;
      const float vw2 = vals[2];
      vacc3x0 += vw2 * vx0;
      vacc3x1 += vw2 * vx1;
      vacc3x2 += vw2 * vx2;
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      vacc2x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      vacc3x2 += vw1 * vx2;
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vacc2x2 += vw1 * vx2;
      const float vw2 = vals[2];
      vacc3x0 += vw2 * vx0;
      vacc3x1 += vw2 * vx1;
      vacc3x2 += vw2 * vx2;
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vacc1x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vacc2x2 += vw1 * vx2;
      const float vw2 = vals[2];
      vacc3x0 += vw2 * vx0;
      vacc3x1 += vw2 * vx1;
      vacc3x2 += vw2 * vx2;
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      vacc1x2 += vw1 * vx2;
      const float vw2 = vals[2];
      vacc2x0 += vw2 * vx0;
      vacc2x1 += vw2 * vx1;
      vacc2x2 += vw2 * vx2;
      const float vw3 = vals[3];
      vacc3x0 += vw3 * vx0;
      vacc3x1 += vw3 * vx1;
      vacc3x2 += vw3 * vx2;
      vals += 4;
    }
    w = (const uint16_t*) vals;

    // Comparisons keep NaN, as the SIMD max/min operand order does.
    vacc0x0 = vacc0x0 < vmin ? vmin : vacc0x0;
    vacc0x0 = vacc0x0 > vmax ? vmax : vacc0x0;
    vacc0x1 = vacc0x1 < vmin ? vmin : vacc0x1;
    vacc0x1 = vacc0x1 > vmax ? vmax : vacc0x1;
    vacc0x2 = vacc0x2 < vmin ? vmin : vacc0x2;
    vacc0x2 = vacc0x2 > vmax ? vmax : vacc0x2;
    vacc1x0 = vacc1x0 < vmin ? vmin : vacc1x0;
    vacc1x0 = vacc1x0 > vmax ? vmax : vacc1x0;
    vacc1x1 = vacc1x1 < vmin ? vmin : vacc1x1;
    vacc1x1 = vacc1x1 > vmax ? vmax : vacc1x1;
    vacc1x2 = vacc1x2 < vmin ? vmin : vacc1x2;
    vacc1x2 = vacc1x2 > vmax ? vmax : vacc1x2;
    vacc2x0 = vacc2x0 < vmin ? vmin : vacc2x0;
    vacc2x0 = vacc2x0 > vmax ? vmax : vacc2x0;
    vacc2x1 = vacc2x1 < vmin ? vmin : vacc2x1;
    vacc2x1 = vacc2x1 > vmax ? vmax : vacc2x1;
    vacc2x2 = vacc2x2 < vmin ? vmin : vacc2x2;
    vacc2x2 = vacc2x2 > vmax ? vmax : vacc2x2;
    vacc3x0 = vacc3x0 < vmin ? vmin : vacc3x0;
    vacc3x0 = vacc3x0 > vmax ? vmax : vacc3x0;
    vacc3x1 = vacc3x1 < vmin ? vmin : vacc3x1;
    vacc3x1 = vacc3x1 > vmax ? vmax : vacc3x1;
    vacc3x2 = vacc3x2 < vmin ? vmin : vacc3x2;
    vacc3x2 = vacc3x2 > vmax ? vmax : vacc3x2;
    if (output_channels >= 4) {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = fp16_ieee_from_fp32_value(vacc0x0);
      o0[1] = fp16_ieee_from_fp32_value(vacc0x1);
      o0[2] = fp16_ieee_from_fp32_value(vacc0x2);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      o1[0] = fp16_ieee_from_fp32_value(vacc1x0);
      o1[1] = fp16_ieee_from_fp32_value(vacc1x1);
      o1[2] = fp16_ieee_from_fp32_value(vacc1x2);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      o2[0] = fp16_ieee_from_fp32_value(vacc2x0);
      o2[1] = fp16_ieee_from_fp32_value(vacc2x1);
      o2[2] = fp16_ieee_from_fp32_value(vacc2x2);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      o3[0] = fp16_ieee_from_fp32_value(vacc3x0);
      o3[1] = fp16_ieee_from_fp32_value(vacc3x1);
      o3[2] = fp16_ieee_from_fp32_value(vacc3x2);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = fp16_ieee_from_fp32_value(vacc0x0);
      o0[1] = fp16_ieee_from_fp32_value(vacc0x1);
      o0[2] = fp16_ieee_from_fp32_value(vacc0x2);
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        o1[0] = fp16_ieee_from_fp32_value(vacc1x0);
        o1[1] = fp16_ieee_from_fp32_value(vacc1x1);
        o1[2] = fp16_ieee_from_fp32_value(vacc1x2);
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        o2[0] = fp16_ieee_from_fp32_value(vacc2x0);
        o2[1] = fp16_ieee_from_fp32_value(vacc2x1);
        o2[2] = fp16_ieee_from_fp32_value(vacc2x2);
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        o3[0] = fp16_ieee_from_fp32_value(vacc3x0);
        o3[1] = fp16_ieee_from_fp32_value(vacc3x1);
        o3[2] = fp16_ieee_from_fp32_value(vacc3x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x4(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets, float vmin, float vmax)
{
  do {
    float vacc0x0;
    float vacc0x1;
    float vacc0x2;
    float vacc0x3;
    float vacc1x0;
    float vacc1x1;
    float vacc1x2;
    float vacc1x3;
    float vacc2x0;
    float vacc2x1;
    float vacc2x2;
    float vacc2x3;
    float vacc3x0;
    float vacc3x1;
    float vacc3x2;
    float vacc3x3;
    if (bias != NULL) {
      vacc0x0 = bias[0];
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc1x0 = bias[1];
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc2x0 = bias[2];
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc3x0 = bias[3];
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = fp16_ieee_to_fp32_value(i0[0]);
      vacc0x1 = fp16_ieee_to_fp32_value(i0[1]);
      vacc0x2 = fp16_ieee_to_fp32_value(i0[2]);
      vacc0x3 = fp16_ieee_to_fp32_value(i0[3]);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = fp16_ieee_to_fp32_value(i1[0]);
      vacc1x1 = fp16_ieee_to_fp32_value(i1[1]);
      vacc1x2 = fp16_ieee_to_fp32_value(i1[2]);
      vacc1x3 = fp16_ieee_to_fp32_value(i1[3]);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = fp16_ieee_to_fp32_value(i2[0]);
      vacc2x1 = fp16_ieee_to_fp32_value(i2[1]);
      vacc2x2 = fp16_ieee_to_fp32_value(i2[2]);
      vacc2x3 = fp16_ieee_to_fp32_value(i2[3]);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = fp16_ieee_to_fp32_value(i3[0]);
      vacc3x1 = fp16_ieee_to_fp32_value(i3[1]);
      vacc3x2 = fp16_ieee_to_fp32_value(i3[2]);
      vacc3x3 = fp16_ieee_to_fp32_value(i3[3]);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 15;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      vacc0x3 += vw0 * vx3;
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vacc1x2 += vw0 * vx2;
      vacc1x3 += vw0 * vx3;
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      vacc0x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      vacc1x2 += vw1 * vx2;
      vacc1x3 += vw1 * vx3;
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[3]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      vacc2x2 += vw0 * vx2;
      vacc2x3 += vw0 * vx3;
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      vacc0x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vacc2x2 += vw1 * vx2;
      vacc2x3 += vw1 * vx3;
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vacc1x2 += vw0 * vx2;
      vacc1x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vacc2x2 += vw1 * vx2;
      vacc2x3 += vw1 * vx3;
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      vacc0x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      vacc1x2 += vw1 * vx2;
      vacc1x3 += vw1 * vx3;
      const float vw2 = vals[2];
      vacc2x0 += vw2 * vx0;
      vacc2x1 += vw2 * vx1;
      vacc2x2 += vw2 * vx2;
      vacc2x3 += vw2 * vx3;
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      vacc3x1 += vw0 * vx1;
      vacc3x2 += vw0 * vx2;
      vacc3x3 += vw0 * vx3;
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      vacc0x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      vacc3x2 += vw1 * vx2;
      vacc3x3 += vw1 * vx3;
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vacc1x2 += vw0 * vx2;
      vacc1x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      vacc3x2 += vw1 * vx2;
      vacc3x3 += vw1 * vx3;
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      vacc0x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      vacc1x2 += vw1 * vx2;
      vacc1x3 += vw1 * vx3;
      const float vw2 = vals[2];
      vacc3x0 += vw2 * vx0;
      vacc3x1 += vw2 * vx1;
      vacc3x2 += vw2 * vx2;
      vacc3x3 += vw2 * vx3;
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      vacc2x2 += vw0 * vx2;
      vacc2x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      vacc3x2 += vw1 * vx2;
      vacc3x3 += vw1 * vx3;
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      vacc0x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vacc2x2 += vw1 * vx2;
      vacc2x3 += vw1 * vx3;
      const float vw2 = vals[2];
      vacc3x0 += vw2 * vx0;
      vacc3x1 += vw2 * vx1;
      vacc3x2 += vw2 * vx2;
      vacc3x3 += vw2 * vx3;
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vacc1x2 += vw0 * vx2;
      vacc1x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      vacc2x2 += vw1 * vx2;
      vacc2x3 += vw1 * vx3;
      const float vw2 = vals[2];
      vacc3x0 += vw2 * vx0;
      vacc3x1 += vw2 * vx1;
      vacc3x2 += vw2 * vx2;
      vacc3x3 += vw2 * vx3;
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = fp16_ieee_to_fp32_value(x[0]);
      const float vx1 = fp16_ieee_to_fp32_value(x[1]);
      const float vx2 = fp16_ieee_to_fp32_value(x[2]);
      const float vx3 = fp16_ieee_to_fp32_value(x[3]);
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vacc0x2 += vw0 * vx2;
      vacc0x3 += vw0 * vx3;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      vacc1x2 += vw1 * vx2;
      vacc1x3 += vw1 * vx3;
      const float vw2 = vals[2];
      vacc2x0 += vw2 * vx0;
      vacc2x1 += vw2 * vx1;
      vacc2x2 += vw2 * vx2;
      vacc2x3 += vw2 * vx3;
      const float vw3 = vals[3];
      vacc3x0 += vw3 * vx0;
      vacc3x1 += vw3 * vx1;
      vacc3x2 += vw3 * vx2;
      vacc3x3 += vw3 * vx3;
      vals += 4;
    }
    w = (const uint16_t*) vals;

    // Comparisons keep NaN, as the SIMD max/min operand order does.
    vacc0x0 = vacc0x0 < vmin ? vmin : vacc0x0;
    vacc0x0 = vacc0x0 > vmax ? vmax : vacc0x0;
    vacc0x1 = vacc0x1 < vmin ? vmin : vacc0x1;
    vacc0x1 = vacc0x1 > vmax ? vmax : vacc0x1;
    vacc0x2 = vacc0x2 < vmin ? vmin : vacc0x2;
    vacc0x2 = vacc0x2 > vmax ? vmax : vacc0x2;
    vacc0x3 = vacc0x3 < vmin ? vmin : vacc0x3;
    vacc0x3 = vacc0x3 > vmax ? vmax : vacc0x3;
    vacc1x0 = vacc1x0 < vmin ? vmin : vacc1x0;
    vacc1x0 = vacc1x0 > vmax ? vmax : vacc1x0;
    vacc1x1 = vacc1x1 < vmin ? vmin : vacc1x1;
    vacc1x1 = vacc1x1 > vmax ? vmax : vacc1x1;
    vacc1x2 = vacc1x2 < vmin ? vmin : vacc1x2;
    vacc1x2 = vacc1x2 > vmax ? vmax : vacc1x2;
    vacc1x3 = vacc1x3 < vmin ? vmin : vacc1x3;
    vacc1x3 = vacc1x3 > vmax ? vmax : vacc1x3;
    vacc2x0 = vacc2x0 < vmin ? vmin : vacc2x0;
    vacc2x0 = vacc2x0 > vmax ? vmax : vacc2x0;
    vacc2x1 = vacc2x1 < vmin ? vmin : vacc2x1;
    vacc2x1 = vacc2x1 > vmax ? vmax : vacc2x1;
    vacc2x2 = vacc2x2 < vmin ? vmin : vacc2x2;
    vacc2x2 = vacc2x2 > vmax ? vmax : vacc2x2;
    vacc2x3 = vacc2x3 < vmin ? vmin : vacc2x3;
    vacc2x3 = vacc2x3 > vmax ? vmax : vacc2x3;
    vacc3x0 = vacc3x0 < vmin ? vmin : vacc3x0;
    vacc3x0 = vacc3x0 > vmax ? vmax : vacc3x0;
    vacc3x1 = vacc3x1 < vmin ? vmin : vacc3x1;
    vacc3x1 = vacc3x1 > vmax ? vmax : vacc3x1;
    vacc3x2 = vacc3x2 < vmin ? vmin : vacc3x2;
    vacc3x2 = vacc3x2 > vmax ? vmax : vacc3x2;
    vacc3x3 = vacc3x3 < vmin ? vmin : vacc3x3;
    vacc3x3 = vacc3x3 > vmax ? vmax : vacc3x3;
    if (output_channels >= 4) {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = fp16_ieee_from_fp32_value(vacc0x0);
      o0[1] = fp16_ieee_from_fp32_value(vacc0x1);
      o0[2] = fp16_ieee_from_fp32_value(vacc0x2);
      o0[3] = fp16_ieee_from_fp32_value(vacc0x3);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      o1[0] = fp16_ieee_from_fp32_value(vacc1x0);
      o1[1] = fp16_ieee_from_fp32_value(vacc1x1);
      o1[2] = fp16_ieee_from_fp32_value(vacc1x2);
      o1[3] = fp16_ieee_from_fp32_value(vacc1x3);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      o2[0] = fp16_ieee_from_fp32_value(vacc2x0);
      o2[1] = fp16_ieee_from_fp32_value(vacc2x1);
      o2[2] = fp16_ieee_from_fp32_value(vacc2x2);
      o2[3] = fp16_ieee_from_fp32_value(vacc2x3);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      o3[0] = fp16_ieee_from_fp32_value(vacc3x0);
      o3[1] = fp16_ieee_from_fp32_value(vacc3x1);
      o3[2] = fp16_ieee_from_fp32_value(vacc3x2);
      o3[3] = fp16_ieee_from_fp32_value(vacc3x3);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = fp16_ieee_from_fp32_value(vacc0x0);
      o0[1] = fp16_ieee_from_fp32_value(vacc0x1);
      o0[2] = fp16_ieee_from_fp32_value(vacc0x2);
      o0[3] = fp16_ieee_from_fp32_value(vacc0x3);
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        o1[0] = fp16_ieee_from_fp32_value(vacc1x0);
        o1[1] = fp16_ieee_from_fp32_value(vacc1x1);
        o1[2] = fp16_ieee_from_fp32_value(vacc1x2);
        o1[3] = fp16_ieee_from_fp32_value(vacc1x3);
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        o2[0] = fp16_ieee_from_fp32_value(vacc2x0);
        o2[1] = fp16_ieee_from_fp32_value(vacc2x1);
        o2[2] = fp16_ieee_from_fp32_value(vacc2x2);
        o2[3] = fp16_ieee_from_fp32_value(vacc2x3);
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        o3[0] = fp16_ieee_from_fp32_value(vacc3x0);
        o3[1] = fp16_ieee_from_fp32_value(vacc3x1);
        o3[2] = fp16_ieee_from_fp32_value(vacc3x2);
        o3[3] = fp16_ieee_from_fp32_value(vacc3x3);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_4x4__scalar_ti4_identity(
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
  for (; pixels >= 4; pixels -= 4) {
    panels_4x4(output_channels, i, input_stride, w, (const float*) bias, o, output_offsets, vmin, vmax);
    i += 4;
    o += 4;
  }
  switch (pixels) {
    case 1:
      panels_4x1(output_channels, i, input_stride, w, (const float*) bias, o, output_offsets, vmin, vmax);
      break;
    case 2:
      panels_4x2(output_channels, i, input_stride, w, (const float*) bias, o, output_offsets, vmin, vmax);
      break;
    case 3:
      panels_4x3(output_channels, i, input_stride, w, (const float*) bias, o, output_offsets, vmin, vmax);
      break;
    default:
      break;
  }
}
