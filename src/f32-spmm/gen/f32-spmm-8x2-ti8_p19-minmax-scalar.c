// Auto-generated file. Do not edit!
//   Template: src/f32-spmm/f32-spmm-scalar.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f32-spmm/f32-spmm.h. Specific to this template:
// - Portable fallback and the code every ISA's packing is checked against: the same panel walk as
//   the SIMD kernels with a 8 x 2-pixel tile of scalar accumulators.
// - A partial pixel tile runs exact-width code (1..1 pixels): nothing past a row is touched.
// - A multiply then an add per weight; built as ISO C, so the compiler does not contract them.

#include <stddef.h>
#include <stdint.h>

#include "f32-spmm/f32-spmm.h"

static inline void panels_8x1(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets, float vmin, float vmax)
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
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = i0[0];
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = i1[0];
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = i2[0];
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = i3[0];
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = i4[0];
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = i5[0];
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = i6[0];
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = i7[0];
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 19;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[3]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc4x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc5x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc6x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc7x0 += vw0 * vx0;
      vals += 1;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
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
    // Kernel pattern 0xF0: rows 4, 5, 6, 7.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc4x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc5x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc6x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc7x0 += vw3 * vx0;
      vals += 4;
    }
    // Kernel pattern 0x3C: rows 2, 3, 4, 5.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc5x0 += vw3 * vx0;
      vals += 4;
    }
    // Kernel pattern 0xC3: rows 0, 1, 6, 7.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc6x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc7x0 += vw3 * vx0;
      vals += 4;
    }
    // Kernel pattern 0x55: rows 0, 2, 4, 6.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc6x0 += vw3 * vx0;
      vals += 4;
    }
    // Kernel pattern 0xAA: rows 1, 3, 5, 7.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc5x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc7x0 += vw3 * vx0;
      vals += 4;
    }
    // Kernel pattern 0x3F: rows 0, 1, 2, 3, 4, 5.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc2x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc3x0 += vw3 * vx0;
      const float vw4 = vals[4];
      vacc4x0 += vw4 * vx0;
      const float vw5 = vals[5];
      vacc5x0 += vw5 * vx0;
      vals += 6;
    }
    // Kernel pattern 0xCF: rows 0, 1, 2, 3, 6, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc2x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc3x0 += vw3 * vx0;
      const float vw4 = vals[4];
      vacc6x0 += vw4 * vx0;
      const float vw5 = vals[5];
      vacc7x0 += vw5 * vx0;
      vals += 6;
    }
    // Kernel pattern 0xF3: rows 0, 1, 4, 5, 6, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc5x0 += vw3 * vx0;
      const float vw4 = vals[4];
      vacc6x0 += vw4 * vx0;
      const float vw5 = vals[5];
      vacc7x0 += vw5 * vx0;
      vals += 6;
    }
    // Kernel pattern 0xFC: rows 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc5x0 += vw3 * vx0;
      const float vw4 = vals[4];
      vacc6x0 += vw4 * vx0;
      const float vw5 = vals[5];
      vacc7x0 += vw5 * vx0;
      vals += 6;
    }
    // Kernel pattern 0xFF: rows 0, 1, 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[18]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      const float vw2 = vals[2];
      vacc2x0 += vw2 * vx0;
      const float vw3 = vals[3];
      vacc3x0 += vw3 * vx0;
      const float vw4 = vals[4];
      vacc4x0 += vw4 * vx0;
      const float vw5 = vals[5];
      vacc5x0 += vw5 * vx0;
      const float vw6 = vals[6];
      vacc6x0 += vw6 * vx0;
      const float vw7 = vals[7];
      vacc7x0 += vw7 * vx0;
      vals += 8;
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
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = vacc0x0;
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      o1[0] = vacc1x0;
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      o2[0] = vacc2x0;
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      o3[0] = vacc3x0;
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      o4[0] = vacc4x0;
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      o5[0] = vacc5x0;
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      o6[0] = vacc6x0;
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      o7[0] = vacc7x0;
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = vacc0x0;
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        o1[0] = vacc1x0;
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        o2[0] = vacc2x0;
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        o3[0] = vacc3x0;
      }
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        o4[0] = vacc4x0;
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        o5[0] = vacc5x0;
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        o6[0] = vacc6x0;
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        o7[0] = vacc7x0;
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x2(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets, float vmin, float vmax)
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
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = i0[0];
      vacc0x1 = i0[1];
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = i1[0];
      vacc1x1 = i1[1];
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = i2[0];
      vacc2x1 = i2[1];
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = i3[0];
      vacc3x1 = i3[1];
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = i4[0];
      vacc4x1 = i4[1];
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = i5[0];
      vacc5x1 = i5[1];
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = i6[0];
      vacc6x1 = i6[1];
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = i7[0];
      vacc7x1 = i7[1];
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 19;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    for (size_t n = counts[0]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    for (size_t n = counts[1]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    for (size_t n = counts[3]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc3x0 += vw0 * vx0;
      vacc3x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc4x0 += vw0 * vx0;
      vacc4x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc5x0 += vw0 * vx0;
      vacc5x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc6x0 += vw0 * vx0;
      vacc6x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc7x0 += vw0 * vx0;
      vacc7x1 += vw0 * vx1;
      vals += 1;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
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
    // Kernel pattern 0xF0: rows 4, 5, 6, 7.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc4x0 += vw0 * vx0;
      vacc4x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc5x0 += vw1 * vx0;
      vacc5x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc6x0 += vw2 * vx0;
      vacc6x1 += vw2 * vx1;
      const float vw3 = vals[3];
      vacc7x0 += vw3 * vx0;
      vacc7x1 += vw3 * vx1;
      vals += 4;
    }
    // Kernel pattern 0x3C: rows 2, 3, 4, 5.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      vacc4x1 += vw2 * vx1;
      const float vw3 = vals[3];
      vacc5x0 += vw3 * vx0;
      vacc5x1 += vw3 * vx1;
      vals += 4;
    }
    // Kernel pattern 0xC3: rows 0, 1, 6, 7.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc6x0 += vw2 * vx0;
      vacc6x1 += vw2 * vx1;
      const float vw3 = vals[3];
      vacc7x0 += vw3 * vx0;
      vacc7x1 += vw3 * vx1;
      vals += 4;
    }
    // Kernel pattern 0x55: rows 0, 2, 4, 6.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc2x0 += vw1 * vx0;
      vacc2x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      vacc4x1 += vw2 * vx1;
      const float vw3 = vals[3];
      vacc6x0 += vw3 * vx0;
      vacc6x1 += vw3 * vx1;
      vals += 4;
    }
    // Kernel pattern 0xAA: rows 1, 3, 5, 7.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc1x0 += vw0 * vx0;
      vacc1x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc5x0 += vw2 * vx0;
      vacc5x1 += vw2 * vx1;
      const float vw3 = vals[3];
      vacc7x0 += vw3 * vx0;
      vacc7x1 += vw3 * vx1;
      vals += 4;
    }
    // Kernel pattern 0x3F: rows 0, 1, 2, 3, 4, 5.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
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
      const float vw4 = vals[4];
      vacc4x0 += vw4 * vx0;
      vacc4x1 += vw4 * vx1;
      const float vw5 = vals[5];
      vacc5x0 += vw5 * vx0;
      vacc5x1 += vw5 * vx1;
      vals += 6;
    }
    // Kernel pattern 0xCF: rows 0, 1, 2, 3, 6, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
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
      const float vw4 = vals[4];
      vacc6x0 += vw4 * vx0;
      vacc6x1 += vw4 * vx1;
      const float vw5 = vals[5];
      vacc7x0 += vw5 * vx0;
      vacc7x1 += vw5 * vx1;
      vals += 6;
    }
    // Kernel pattern 0xF3: rows 0, 1, 4, 5, 6, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc0x0 += vw0 * vx0;
      vacc0x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc1x0 += vw1 * vx0;
      vacc1x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      vacc4x1 += vw2 * vx1;
      const float vw3 = vals[3];
      vacc5x0 += vw3 * vx0;
      vacc5x1 += vw3 * vx1;
      const float vw4 = vals[4];
      vacc6x0 += vw4 * vx0;
      vacc6x1 += vw4 * vx1;
      const float vw5 = vals[5];
      vacc7x0 += vw5 * vx0;
      vacc7x1 += vw5 * vx1;
      vals += 6;
    }
    // Kernel pattern 0xFC: rows 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
      const float vw0 = vals[0];
      vacc2x0 += vw0 * vx0;
      vacc2x1 += vw0 * vx1;
      const float vw1 = vals[1];
      vacc3x0 += vw1 * vx0;
      vacc3x1 += vw1 * vx1;
      const float vw2 = vals[2];
      vacc4x0 += vw2 * vx0;
      vacc4x1 += vw2 * vx1;
      const float vw3 = vals[3];
      vacc5x0 += vw3 * vx0;
      vacc5x1 += vw3 * vx1;
      const float vw4 = vals[4];
      vacc6x0 += vw4 * vx0;
      vacc6x1 += vw4 * vx1;
      const float vw5 = vals[5];
      vacc7x0 += vw5 * vx0;
      vacc7x1 += vw5 * vx1;
      vals += 6;
    }
    // Kernel pattern 0xFF: rows 0, 1, 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[18]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const float vx0 = x[0];
      const float vx1 = x[1];
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
      const float vw4 = vals[4];
      vacc4x0 += vw4 * vx0;
      vacc4x1 += vw4 * vx1;
      const float vw5 = vals[5];
      vacc5x0 += vw5 * vx0;
      vacc5x1 += vw5 * vx1;
      const float vw6 = vals[6];
      vacc6x0 += vw6 * vx0;
      vacc6x1 += vw6 * vx1;
      const float vw7 = vals[7];
      vacc7x0 += vw7 * vx0;
      vacc7x1 += vw7 * vx1;
      vals += 8;
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
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = vacc0x0;
      o0[1] = vacc0x1;
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      o1[0] = vacc1x0;
      o1[1] = vacc1x1;
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      o2[0] = vacc2x0;
      o2[1] = vacc2x1;
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      o3[0] = vacc3x0;
      o3[1] = vacc3x1;
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      o4[0] = vacc4x0;
      o4[1] = vacc4x1;
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      o5[0] = vacc5x0;
      o5[1] = vacc5x1;
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      o6[0] = vacc6x0;
      o6[1] = vacc6x1;
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      o7[0] = vacc7x0;
      o7[1] = vacc7x1;
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      o0[0] = vacc0x0;
      o0[1] = vacc0x1;
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        o1[0] = vacc1x0;
        o1[1] = vacc1x1;
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        o2[0] = vacc2x0;
        o2[1] = vacc2x1;
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        o3[0] = vacc3x0;
        o3[1] = vacc3x1;
      }
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        o4[0] = vacc4x0;
        o4[1] = vacc4x1;
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        o5[0] = vacc5x0;
        o5[1] = vacc5x1;
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        o6[0] = vacc6x0;
        o6[1] = vacc6x1;
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        o7[0] = vacc7x0;
        o7[1] = vacc7x1;
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f32_spmm_minmax_ukernel_8x2__scalar_ti8_p19(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params)
{
  const float vmin = params->min;
  const float vmax = params->max;
  const uint16_t* w = (const uint16_t*) packed;
  for (; pixels >= 2; pixels -= 2) {
    panels_8x2(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 2;
    output += 2;
  }
  switch (pixels) {
    case 1:
      panels_8x1(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
      break;
    default:
      break;
  }
}

