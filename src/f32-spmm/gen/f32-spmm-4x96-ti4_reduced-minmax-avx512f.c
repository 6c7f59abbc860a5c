// Auto-generated file. Do not edit!
//   Template: src/f32-spmm/f32-spmm-avx512f.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f32-spmm/f32-spmm.h. Specific to this template:
// - The C tile is 4 rows x 6 zmm (96 pixels): 24 accumulators + 6 input vectors
//   + 1 broadcast weight <= 32 registers, kept in registers across all kernel patterns of a panel.
// - Per column: one load of 6 input vectors, then one broadcast and 6 FMAs per weight.
// - A partial pixel tile runs the same panel code with ceil(pixels / 16) vectors, the last one masked
//   (maskz loads suppress faults), so no byte past the last pixel of a row is read or written.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f32-spmm/f32-spmm.h"

static inline const uint16_t* panels_4x16_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __mmask16 vmask, __m512 vmin, __m512 vmax)
{
  do {
    __m512 vacc0x0;
    __m512 vacc1x0;
    __m512 vacc2x0;
    __m512 vacc3x0;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ps(bias[0]);
      vacc1x0 = _mm512_set1_ps(bias[1]);
      vacc2x0 = _mm512_set1_ps(bias[2]);
      vacc3x0 = _mm512_set1_ps(bias[3]);
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_maskz_loadu_ps(vmask, i0 + 0);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_maskz_loadu_ps(vmask, i1 + 0);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_maskz_loadu_ps(vmask, i2 + 0);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_maskz_loadu_ps(vmask, i3 + 0);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 0), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 0))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 0), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 0))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 0), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 0))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 0), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 0))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc3x0 = _mm512_fmadd_ps(vw3, vx0, vacc3x0);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_mask_storeu_ps(o0 + 0, vmask, vacc0x0);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm512_mask_storeu_ps(o1 + 0, vmask, vacc1x0);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm512_mask_storeu_ps(o2 + 0, vmask, vacc2x0);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm512_mask_storeu_ps(o3 + 0, vmask, vacc3x0);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_mask_storeu_ps(o0 + 0, vmask, vacc0x0);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm512_mask_storeu_ps(o1 + 0, vmask, vacc1x0);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm512_mask_storeu_ps(o2 + 0, vmask, vacc2x0);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm512_mask_storeu_ps(o3 + 0, vmask, vacc3x0);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

static inline const uint16_t* panels_4x32_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __mmask16 vmask, __m512 vmin, __m512 vmax)
{
  do {
    __m512 vacc0x0;
    __m512 vacc0x1;
    __m512 vacc1x0;
    __m512 vacc1x1;
    __m512 vacc2x0;
    __m512 vacc2x1;
    __m512 vacc3x0;
    __m512 vacc3x1;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ps(bias[0]);
      vacc0x1 = vacc0x0;
      vacc1x0 = _mm512_set1_ps(bias[1]);
      vacc1x1 = vacc1x0;
      vacc2x0 = _mm512_set1_ps(bias[2]);
      vacc2x1 = vacc2x0;
      vacc3x0 = _mm512_set1_ps(bias[3]);
      vacc3x1 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ps(i0 + 0);
      vacc0x1 = _mm512_maskz_loadu_ps(vmask, i0 + 16);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ps(i1 + 0);
      vacc1x1 = _mm512_maskz_loadu_ps(vmask, i1 + 16);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ps(i2 + 0);
      vacc2x1 = _mm512_maskz_loadu_ps(vmask, i2 + 16);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ps(i3 + 0);
      vacc3x1 = _mm512_maskz_loadu_ps(vmask, i3 + 16);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 16), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 16))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 16), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 16))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 16), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 16))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 16), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 16))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc3x0 = _mm512_fmadd_ps(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw3, vx1, vacc3x1);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x1));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x1));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x1));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x1));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_mask_storeu_ps(o0 + 16, vmask, vacc0x1);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ps(o1 + 0, vacc1x0);
      _mm512_mask_storeu_ps(o1 + 16, vmask, vacc1x1);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ps(o2 + 0, vacc2x0);
      _mm512_mask_storeu_ps(o2 + 16, vmask, vacc2x1);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ps(o3 + 0, vacc3x0);
      _mm512_mask_storeu_ps(o3 + 16, vmask, vacc3x1);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_mask_storeu_ps(o0 + 16, vmask, vacc0x1);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ps(o1 + 0, vacc1x0);
        _mm512_mask_storeu_ps(o1 + 16, vmask, vacc1x1);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ps(o2 + 0, vacc2x0);
        _mm512_mask_storeu_ps(o2 + 16, vmask, vacc2x1);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ps(o3 + 0, vacc3x0);
        _mm512_mask_storeu_ps(o3 + 16, vmask, vacc3x1);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

static inline const uint16_t* panels_4x48_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __mmask16 vmask, __m512 vmin, __m512 vmax)
{
  do {
    __m512 vacc0x0;
    __m512 vacc0x1;
    __m512 vacc0x2;
    __m512 vacc1x0;
    __m512 vacc1x1;
    __m512 vacc1x2;
    __m512 vacc2x0;
    __m512 vacc2x1;
    __m512 vacc2x2;
    __m512 vacc3x0;
    __m512 vacc3x1;
    __m512 vacc3x2;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ps(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = _mm512_set1_ps(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = _mm512_set1_ps(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = _mm512_set1_ps(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ps(i0 + 0);
      vacc0x1 = _mm512_loadu_ps(i0 + 16);
      vacc0x2 = _mm512_maskz_loadu_ps(vmask, i0 + 32);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ps(i1 + 0);
      vacc1x1 = _mm512_loadu_ps(i1 + 16);
      vacc1x2 = _mm512_maskz_loadu_ps(vmask, i1 + 32);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ps(i2 + 0);
      vacc2x1 = _mm512_loadu_ps(i2 + 16);
      vacc2x2 = _mm512_maskz_loadu_ps(vmask, i2 + 32);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ps(i3 + 0);
      vacc3x1 = _mm512_loadu_ps(i3 + 16);
      vacc3x2 = _mm512_maskz_loadu_ps(vmask, i3 + 32);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 32), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 32))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 32), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 32))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 32), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 32))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 32), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 32))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc3x0 = _mm512_fmadd_ps(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw3, vx2, vacc3x2);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x2));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x2));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x2));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x2));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_mask_storeu_ps(o0 + 32, vmask, vacc0x2);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ps(o1 + 0, vacc1x0);
      _mm512_storeu_ps(o1 + 16, vacc1x1);
      _mm512_mask_storeu_ps(o1 + 32, vmask, vacc1x2);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ps(o2 + 0, vacc2x0);
      _mm512_storeu_ps(o2 + 16, vacc2x1);
      _mm512_mask_storeu_ps(o2 + 32, vmask, vacc2x2);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ps(o3 + 0, vacc3x0);
      _mm512_storeu_ps(o3 + 16, vacc3x1);
      _mm512_mask_storeu_ps(o3 + 32, vmask, vacc3x2);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_mask_storeu_ps(o0 + 32, vmask, vacc0x2);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ps(o1 + 0, vacc1x0);
        _mm512_storeu_ps(o1 + 16, vacc1x1);
        _mm512_mask_storeu_ps(o1 + 32, vmask, vacc1x2);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ps(o2 + 0, vacc2x0);
        _mm512_storeu_ps(o2 + 16, vacc2x1);
        _mm512_mask_storeu_ps(o2 + 32, vmask, vacc2x2);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ps(o3 + 0, vacc3x0);
        _mm512_storeu_ps(o3 + 16, vacc3x1);
        _mm512_mask_storeu_ps(o3 + 32, vmask, vacc3x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

static inline const uint16_t* panels_4x64_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __mmask16 vmask, __m512 vmin, __m512 vmax)
{
  do {
    __m512 vacc0x0;
    __m512 vacc0x1;
    __m512 vacc0x2;
    __m512 vacc0x3;
    __m512 vacc1x0;
    __m512 vacc1x1;
    __m512 vacc1x2;
    __m512 vacc1x3;
    __m512 vacc2x0;
    __m512 vacc2x1;
    __m512 vacc2x2;
    __m512 vacc2x3;
    __m512 vacc3x0;
    __m512 vacc3x1;
    __m512 vacc3x2;
    __m512 vacc3x3;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ps(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc1x0 = _mm512_set1_ps(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc2x0 = _mm512_set1_ps(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc3x0 = _mm512_set1_ps(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ps(i0 + 0);
      vacc0x1 = _mm512_loadu_ps(i0 + 16);
      vacc0x2 = _mm512_loadu_ps(i0 + 32);
      vacc0x3 = _mm512_maskz_loadu_ps(vmask, i0 + 48);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ps(i1 + 0);
      vacc1x1 = _mm512_loadu_ps(i1 + 16);
      vacc1x2 = _mm512_loadu_ps(i1 + 32);
      vacc1x3 = _mm512_maskz_loadu_ps(vmask, i1 + 48);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ps(i2 + 0);
      vacc2x1 = _mm512_loadu_ps(i2 + 16);
      vacc2x2 = _mm512_loadu_ps(i2 + 32);
      vacc2x3 = _mm512_maskz_loadu_ps(vmask, i2 + 48);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ps(i3 + 0);
      vacc3x1 = _mm512_loadu_ps(i3 + 16);
      vacc3x2 = _mm512_loadu_ps(i3 + 32);
      vacc3x3 = _mm512_maskz_loadu_ps(vmask, i3 + 48);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc0x3 = _mm512_add_ps(vacc0x3, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 48), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 48))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_maskz_loadu_ps(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc1x3 = _mm512_add_ps(vacc1x3, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 48), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 48))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_maskz_loadu_ps(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc2x3 = _mm512_add_ps(vacc2x3, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 48), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 48))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_maskz_loadu_ps(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc3x3 = _mm512_add_ps(vacc3x3, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 48), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 48))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_maskz_loadu_ps(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw0, vx3, vacc3x3);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_maskz_loadu_ps(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw2, vx3, vacc2x3);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_maskz_loadu_ps(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_maskz_loadu_ps(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw1, vx3, vacc2x3);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_maskz_loadu_ps(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw1, vx3, vacc2x3);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_maskz_loadu_ps(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw2, vx3, vacc2x3);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc3x0 = _mm512_fmadd_ps(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw3, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw3, vx3, vacc3x3);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x2));
    vacc0x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x3));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x2));
    vacc1x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x3));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x2));
    vacc2x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x3));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x2));
    vacc3x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x3));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      _mm512_mask_storeu_ps(o0 + 48, vmask, vacc0x3);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ps(o1 + 0, vacc1x0);
      _mm512_storeu_ps(o1 + 16, vacc1x1);
      _mm512_storeu_ps(o1 + 32, vacc1x2);
      _mm512_mask_storeu_ps(o1 + 48, vmask, vacc1x3);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ps(o2 + 0, vacc2x0);
      _mm512_storeu_ps(o2 + 16, vacc2x1);
      _mm512_storeu_ps(o2 + 32, vacc2x2);
      _mm512_mask_storeu_ps(o2 + 48, vmask, vacc2x3);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ps(o3 + 0, vacc3x0);
      _mm512_storeu_ps(o3 + 16, vacc3x1);
      _mm512_storeu_ps(o3 + 32, vacc3x2);
      _mm512_mask_storeu_ps(o3 + 48, vmask, vacc3x3);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      _mm512_mask_storeu_ps(o0 + 48, vmask, vacc0x3);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ps(o1 + 0, vacc1x0);
        _mm512_storeu_ps(o1 + 16, vacc1x1);
        _mm512_storeu_ps(o1 + 32, vacc1x2);
        _mm512_mask_storeu_ps(o1 + 48, vmask, vacc1x3);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ps(o2 + 0, vacc2x0);
        _mm512_storeu_ps(o2 + 16, vacc2x1);
        _mm512_storeu_ps(o2 + 32, vacc2x2);
        _mm512_mask_storeu_ps(o2 + 48, vmask, vacc2x3);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ps(o3 + 0, vacc3x0);
        _mm512_storeu_ps(o3 + 16, vacc3x1);
        _mm512_storeu_ps(o3 + 32, vacc3x2);
        _mm512_mask_storeu_ps(o3 + 48, vmask, vacc3x3);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

static inline const uint16_t* panels_4x80_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __mmask16 vmask, __m512 vmin, __m512 vmax)
{
  do {
    __m512 vacc0x0;
    __m512 vacc0x1;
    __m512 vacc0x2;
    __m512 vacc0x3;
    __m512 vacc0x4;
    __m512 vacc1x0;
    __m512 vacc1x1;
    __m512 vacc1x2;
    __m512 vacc1x3;
    __m512 vacc1x4;
    __m512 vacc2x0;
    __m512 vacc2x1;
    __m512 vacc2x2;
    __m512 vacc2x3;
    __m512 vacc2x4;
    __m512 vacc3x0;
    __m512 vacc3x1;
    __m512 vacc3x2;
    __m512 vacc3x3;
    __m512 vacc3x4;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ps(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc0x4 = vacc0x0;
      vacc1x0 = _mm512_set1_ps(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc1x4 = vacc1x0;
      vacc2x0 = _mm512_set1_ps(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc2x4 = vacc2x0;
      vacc3x0 = _mm512_set1_ps(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      vacc3x4 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ps(i0 + 0);
      vacc0x1 = _mm512_loadu_ps(i0 + 16);
      vacc0x2 = _mm512_loadu_ps(i0 + 32);
      vacc0x3 = _mm512_loadu_ps(i0 + 48);
      vacc0x4 = _mm512_maskz_loadu_ps(vmask, i0 + 64);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ps(i1 + 0);
      vacc1x1 = _mm512_loadu_ps(i1 + 16);
      vacc1x2 = _mm512_loadu_ps(i1 + 32);
      vacc1x3 = _mm512_loadu_ps(i1 + 48);
      vacc1x4 = _mm512_maskz_loadu_ps(vmask, i1 + 64);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ps(i2 + 0);
      vacc2x1 = _mm512_loadu_ps(i2 + 16);
      vacc2x2 = _mm512_loadu_ps(i2 + 32);
      vacc2x3 = _mm512_loadu_ps(i2 + 48);
      vacc2x4 = _mm512_maskz_loadu_ps(vmask, i2 + 64);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ps(i3 + 0);
      vacc3x1 = _mm512_loadu_ps(i3 + 16);
      vacc3x2 = _mm512_loadu_ps(i3 + 32);
      vacc3x3 = _mm512_loadu_ps(i3 + 48);
      vacc3x4 = _mm512_maskz_loadu_ps(vmask, i3 + 64);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc0x3 = _mm512_add_ps(vacc0x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc0x4 = _mm512_add_ps(vacc0x4, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 64), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 64))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_maskz_loadu_ps(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc1x3 = _mm512_add_ps(vacc1x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc1x4 = _mm512_add_ps(vacc1x4, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 64), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 64))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_maskz_loadu_ps(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc2x3 = _mm512_add_ps(vacc2x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc2x4 = _mm512_add_ps(vacc2x4, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 64), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 64))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_maskz_loadu_ps(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw0, vx4, vacc2x4);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc3x3 = _mm512_add_ps(vacc3x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc3x4 = _mm512_add_ps(vacc3x4, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 64), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 64))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_maskz_loadu_ps(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw0, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw0, vx4, vacc3x4);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_maskz_loadu_ps(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw1, vx4, vacc1x4);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw2, vx4, vacc2x4);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_maskz_loadu_ps(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw1, vx4, vacc1x4);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw2, vx4, vacc3x4);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_maskz_loadu_ps(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw1, vx4, vacc2x4);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw2, vx4, vacc3x4);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_maskz_loadu_ps(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw1, vx4, vacc2x4);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw2, vx4, vacc3x4);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_maskz_loadu_ps(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw1, vx4, vacc1x4);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw2, vx4, vacc2x4);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc3x0 = _mm512_fmadd_ps(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw3, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw3, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw3, vx4, vacc3x4);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x2));
    vacc0x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x3));
    vacc0x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x4));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x2));
    vacc1x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x3));
    vacc1x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x4));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x2));
    vacc2x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x3));
    vacc2x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x4));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x2));
    vacc3x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x3));
    vacc3x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x4));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      _mm512_storeu_ps(o0 + 48, vacc0x3);
      _mm512_mask_storeu_ps(o0 + 64, vmask, vacc0x4);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ps(o1 + 0, vacc1x0);
      _mm512_storeu_ps(o1 + 16, vacc1x1);
      _mm512_storeu_ps(o1 + 32, vacc1x2);
      _mm512_storeu_ps(o1 + 48, vacc1x3);
      _mm512_mask_storeu_ps(o1 + 64, vmask, vacc1x4);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ps(o2 + 0, vacc2x0);
      _mm512_storeu_ps(o2 + 16, vacc2x1);
      _mm512_storeu_ps(o2 + 32, vacc2x2);
      _mm512_storeu_ps(o2 + 48, vacc2x3);
      _mm512_mask_storeu_ps(o2 + 64, vmask, vacc2x4);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ps(o3 + 0, vacc3x0);
      _mm512_storeu_ps(o3 + 16, vacc3x1);
      _mm512_storeu_ps(o3 + 32, vacc3x2);
      _mm512_storeu_ps(o3 + 48, vacc3x3);
      _mm512_mask_storeu_ps(o3 + 64, vmask, vacc3x4);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      _mm512_storeu_ps(o0 + 48, vacc0x3);
      _mm512_mask_storeu_ps(o0 + 64, vmask, vacc0x4);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ps(o1 + 0, vacc1x0);
        _mm512_storeu_ps(o1 + 16, vacc1x1);
        _mm512_storeu_ps(o1 + 32, vacc1x2);
        _mm512_storeu_ps(o1 + 48, vacc1x3);
        _mm512_mask_storeu_ps(o1 + 64, vmask, vacc1x4);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ps(o2 + 0, vacc2x0);
        _mm512_storeu_ps(o2 + 16, vacc2x1);
        _mm512_storeu_ps(o2 + 32, vacc2x2);
        _mm512_storeu_ps(o2 + 48, vacc2x3);
        _mm512_mask_storeu_ps(o2 + 64, vmask, vacc2x4);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ps(o3 + 0, vacc3x0);
        _mm512_storeu_ps(o3 + 16, vacc3x1);
        _mm512_storeu_ps(o3 + 32, vacc3x2);
        _mm512_storeu_ps(o3 + 48, vacc3x3);
        _mm512_mask_storeu_ps(o3 + 64, vmask, vacc3x4);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

static inline const uint16_t* panels_4x96(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __m512 vmin, __m512 vmax)
{
  do {
    __m512 vacc0x0;
    __m512 vacc0x1;
    __m512 vacc0x2;
    __m512 vacc0x3;
    __m512 vacc0x4;
    __m512 vacc0x5;
    __m512 vacc1x0;
    __m512 vacc1x1;
    __m512 vacc1x2;
    __m512 vacc1x3;
    __m512 vacc1x4;
    __m512 vacc1x5;
    __m512 vacc2x0;
    __m512 vacc2x1;
    __m512 vacc2x2;
    __m512 vacc2x3;
    __m512 vacc2x4;
    __m512 vacc2x5;
    __m512 vacc3x0;
    __m512 vacc3x1;
    __m512 vacc3x2;
    __m512 vacc3x3;
    __m512 vacc3x4;
    __m512 vacc3x5;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ps(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc0x4 = vacc0x0;
      vacc0x5 = vacc0x0;
      vacc1x0 = _mm512_set1_ps(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc1x4 = vacc1x0;
      vacc1x5 = vacc1x0;
      vacc2x0 = _mm512_set1_ps(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc2x4 = vacc2x0;
      vacc2x5 = vacc2x0;
      vacc3x0 = _mm512_set1_ps(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      vacc3x4 = vacc3x0;
      vacc3x5 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ps(i0 + 0);
      vacc0x1 = _mm512_loadu_ps(i0 + 16);
      vacc0x2 = _mm512_loadu_ps(i0 + 32);
      vacc0x3 = _mm512_loadu_ps(i0 + 48);
      vacc0x4 = _mm512_loadu_ps(i0 + 64);
      vacc0x5 = _mm512_loadu_ps(i0 + 80);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ps(i1 + 0);
      vacc1x1 = _mm512_loadu_ps(i1 + 16);
      vacc1x2 = _mm512_loadu_ps(i1 + 32);
      vacc1x3 = _mm512_loadu_ps(i1 + 48);
      vacc1x4 = _mm512_loadu_ps(i1 + 64);
      vacc1x5 = _mm512_loadu_ps(i1 + 80);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ps(i2 + 0);
      vacc2x1 = _mm512_loadu_ps(i2 + 16);
      vacc2x2 = _mm512_loadu_ps(i2 + 32);
      vacc2x3 = _mm512_loadu_ps(i2 + 48);
      vacc2x4 = _mm512_loadu_ps(i2 + 64);
      vacc2x5 = _mm512_loadu_ps(i2 + 80);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ps(i3 + 0);
      vacc3x1 = _mm512_loadu_ps(i3 + 16);
      vacc3x2 = _mm512_loadu_ps(i3 + 32);
      vacc3x3 = _mm512_loadu_ps(i3 + 48);
      vacc3x4 = _mm512_loadu_ps(i3 + 64);
      vacc3x5 = _mm512_loadu_ps(i3 + 80);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc0x3 = _mm512_add_ps(vacc0x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc0x4 = _mm512_add_ps(vacc0x4, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 64), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 64))));
      vacc0x5 = _mm512_add_ps(vacc0x5, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 80), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 80))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_loadu_ps(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc1x3 = _mm512_add_ps(vacc1x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc1x4 = _mm512_add_ps(vacc1x4, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 64), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 64))));
      vacc1x5 = _mm512_add_ps(vacc1x5, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 80), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 80))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_loadu_ps(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw0, vx5, vacc1x5);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc2x3 = _mm512_add_ps(vacc2x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc2x4 = _mm512_add_ps(vacc2x4, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 64), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 64))));
      vacc2x5 = _mm512_add_ps(vacc2x5, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 80), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 80))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_loadu_ps(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw0, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw0, vx5, vacc2x5);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc3x3 = _mm512_add_ps(vacc3x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc3x4 = _mm512_add_ps(vacc3x4, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 64), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 64))));
      vacc3x5 = _mm512_add_ps(vacc3x5, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 80), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 80))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_loadu_ps(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw0, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw0, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw0, vx5, vacc3x5);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_loadu_ps(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw1, vx5, vacc1x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw2, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw2, vx5, vacc2x5);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_loadu_ps(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw1, vx5, vacc1x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_loadu_ps(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw1, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw1, vx5, vacc2x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_loadu_ps(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw0, vx5, vacc1x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw1, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw1, vx5, vacc2x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_loadu_ps(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw1, vx5, vacc1x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw2, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw2, vx5, vacc2x5);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc3x0 = _mm512_fmadd_ps(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw3, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw3, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw3, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw3, vx5, vacc3x5);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x2));
    vacc0x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x3));
    vacc0x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x4));
    vacc0x5 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x5));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x2));
    vacc1x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x3));
    vacc1x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x4));
    vacc1x5 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x5));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x2));
    vacc2x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x3));
    vacc2x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x4));
    vacc2x5 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x5));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x2));
    vacc3x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x3));
    vacc3x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x4));
    vacc3x5 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x5));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      _mm512_storeu_ps(o0 + 48, vacc0x3);
      _mm512_storeu_ps(o0 + 64, vacc0x4);
      _mm512_storeu_ps(o0 + 80, vacc0x5);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ps(o1 + 0, vacc1x0);
      _mm512_storeu_ps(o1 + 16, vacc1x1);
      _mm512_storeu_ps(o1 + 32, vacc1x2);
      _mm512_storeu_ps(o1 + 48, vacc1x3);
      _mm512_storeu_ps(o1 + 64, vacc1x4);
      _mm512_storeu_ps(o1 + 80, vacc1x5);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ps(o2 + 0, vacc2x0);
      _mm512_storeu_ps(o2 + 16, vacc2x1);
      _mm512_storeu_ps(o2 + 32, vacc2x2);
      _mm512_storeu_ps(o2 + 48, vacc2x3);
      _mm512_storeu_ps(o2 + 64, vacc2x4);
      _mm512_storeu_ps(o2 + 80, vacc2x5);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ps(o3 + 0, vacc3x0);
      _mm512_storeu_ps(o3 + 16, vacc3x1);
      _mm512_storeu_ps(o3 + 32, vacc3x2);
      _mm512_storeu_ps(o3 + 48, vacc3x3);
      _mm512_storeu_ps(o3 + 64, vacc3x4);
      _mm512_storeu_ps(o3 + 80, vacc3x5);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      _mm512_storeu_ps(o0 + 48, vacc0x3);
      _mm512_storeu_ps(o0 + 64, vacc0x4);
      _mm512_storeu_ps(o0 + 80, vacc0x5);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ps(o1 + 0, vacc1x0);
        _mm512_storeu_ps(o1 + 16, vacc1x1);
        _mm512_storeu_ps(o1 + 32, vacc1x2);
        _mm512_storeu_ps(o1 + 48, vacc1x3);
        _mm512_storeu_ps(o1 + 64, vacc1x4);
        _mm512_storeu_ps(o1 + 80, vacc1x5);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ps(o2 + 0, vacc2x0);
        _mm512_storeu_ps(o2 + 16, vacc2x1);
        _mm512_storeu_ps(o2 + 32, vacc2x2);
        _mm512_storeu_ps(o2 + 48, vacc2x3);
        _mm512_storeu_ps(o2 + 64, vacc2x4);
        _mm512_storeu_ps(o2 + 80, vacc2x5);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ps(o3 + 0, vacc3x0);
        _mm512_storeu_ps(o3 + 16, vacc3x1);
        _mm512_storeu_ps(o3 + 32, vacc3x2);
        _mm512_storeu_ps(o3 + 48, vacc3x3);
        _mm512_storeu_ps(o3 + 64, vacc3x4);
        _mm512_storeu_ps(o3 + 80, vacc3x5);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

static inline const uint16_t* panels_4x96_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __mmask16 vmask, __m512 vmin, __m512 vmax)
{
  do {
    __m512 vacc0x0;
    __m512 vacc0x1;
    __m512 vacc0x2;
    __m512 vacc0x3;
    __m512 vacc0x4;
    __m512 vacc0x5;
    __m512 vacc1x0;
    __m512 vacc1x1;
    __m512 vacc1x2;
    __m512 vacc1x3;
    __m512 vacc1x4;
    __m512 vacc1x5;
    __m512 vacc2x0;
    __m512 vacc2x1;
    __m512 vacc2x2;
    __m512 vacc2x3;
    __m512 vacc2x4;
    __m512 vacc2x5;
    __m512 vacc3x0;
    __m512 vacc3x1;
    __m512 vacc3x2;
    __m512 vacc3x3;
    __m512 vacc3x4;
    __m512 vacc3x5;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ps(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc0x4 = vacc0x0;
      vacc0x5 = vacc0x0;
      vacc1x0 = _mm512_set1_ps(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc1x4 = vacc1x0;
      vacc1x5 = vacc1x0;
      vacc2x0 = _mm512_set1_ps(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc2x4 = vacc2x0;
      vacc2x5 = vacc2x0;
      vacc3x0 = _mm512_set1_ps(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      vacc3x4 = vacc3x0;
      vacc3x5 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ps(i0 + 0);
      vacc0x1 = _mm512_loadu_ps(i0 + 16);
      vacc0x2 = _mm512_loadu_ps(i0 + 32);
      vacc0x3 = _mm512_loadu_ps(i0 + 48);
      vacc0x4 = _mm512_loadu_ps(i0 + 64);
      vacc0x5 = _mm512_maskz_loadu_ps(vmask, i0 + 80);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ps(i1 + 0);
      vacc1x1 = _mm512_loadu_ps(i1 + 16);
      vacc1x2 = _mm512_loadu_ps(i1 + 32);
      vacc1x3 = _mm512_loadu_ps(i1 + 48);
      vacc1x4 = _mm512_loadu_ps(i1 + 64);
      vacc1x5 = _mm512_maskz_loadu_ps(vmask, i1 + 80);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ps(i2 + 0);
      vacc2x1 = _mm512_loadu_ps(i2 + 16);
      vacc2x2 = _mm512_loadu_ps(i2 + 32);
      vacc2x3 = _mm512_loadu_ps(i2 + 48);
      vacc2x4 = _mm512_loadu_ps(i2 + 64);
      vacc2x5 = _mm512_maskz_loadu_ps(vmask, i2 + 80);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ps(i3 + 0);
      vacc3x1 = _mm512_loadu_ps(i3 + 16);
      vacc3x2 = _mm512_loadu_ps(i3 + 32);
      vacc3x3 = _mm512_loadu_ps(i3 + 48);
      vacc3x4 = _mm512_loadu_ps(i3 + 64);
      vacc3x5 = _mm512_maskz_loadu_ps(vmask, i3 + 80);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc0x3 = _mm512_add_ps(vacc0x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc0x4 = _mm512_add_ps(vacc0x4, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 64), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 64))));
      vacc0x5 = _mm512_add_ps(vacc0x5, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 80), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 80))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_maskz_loadu_ps(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc1x3 = _mm512_add_ps(vacc1x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc1x4 = _mm512_add_ps(vacc1x4, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 64), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 64))));
      vacc1x5 = _mm512_add_ps(vacc1x5, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 80), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 80))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_maskz_loadu_ps(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw0, vx5, vacc1x5);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc2x3 = _mm512_add_ps(vacc2x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc2x4 = _mm512_add_ps(vacc2x4, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 64), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 64))));
      vacc2x5 = _mm512_add_ps(vacc2x5, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 80), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 80))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_maskz_loadu_ps(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw0, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw0, vx5, vacc2x5);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vacc3x3 = _mm512_add_ps(vacc3x3, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 48), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 48))));
      vacc3x4 = _mm512_add_ps(vacc3x4, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 64), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 64))));
      vacc3x5 = _mm512_add_ps(vacc3x5, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 80), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 80))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_maskz_loadu_ps(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw0, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw0, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw0, vx5, vacc3x5);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_maskz_loadu_ps(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw1, vx5, vacc1x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw2, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw2, vx5, vacc2x5);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_maskz_loadu_ps(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw1, vx5, vacc1x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_maskz_loadu_ps(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw1, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw1, vx5, vacc2x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_maskz_loadu_ps(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw0, vx5, vacc1x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw1, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw1, vx5, vacc2x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vx4 = _mm512_loadu_ps(x + 64);
      const __m512 vx5 = _mm512_maskz_loadu_ps(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw1, vx5, vacc1x5);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw2, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw2, vx5, vacc2x5);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc3x0 = _mm512_fmadd_ps(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw3, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw3, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw3, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw3, vx5, vacc3x5);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x2));
    vacc0x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x3));
    vacc0x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x4));
    vacc0x5 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x5));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x2));
    vacc1x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x3));
    vacc1x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x4));
    vacc1x5 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x5));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x2));
    vacc2x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x3));
    vacc2x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x4));
    vacc2x5 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x5));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x2));
    vacc3x3 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x3));
    vacc3x4 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x4));
    vacc3x5 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x5));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      _mm512_storeu_ps(o0 + 48, vacc0x3);
      _mm512_storeu_ps(o0 + 64, vacc0x4);
      _mm512_mask_storeu_ps(o0 + 80, vmask, vacc0x5);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ps(o1 + 0, vacc1x0);
      _mm512_storeu_ps(o1 + 16, vacc1x1);
      _mm512_storeu_ps(o1 + 32, vacc1x2);
      _mm512_storeu_ps(o1 + 48, vacc1x3);
      _mm512_storeu_ps(o1 + 64, vacc1x4);
      _mm512_mask_storeu_ps(o1 + 80, vmask, vacc1x5);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ps(o2 + 0, vacc2x0);
      _mm512_storeu_ps(o2 + 16, vacc2x1);
      _mm512_storeu_ps(o2 + 32, vacc2x2);
      _mm512_storeu_ps(o2 + 48, vacc2x3);
      _mm512_storeu_ps(o2 + 64, vacc2x4);
      _mm512_mask_storeu_ps(o2 + 80, vmask, vacc2x5);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ps(o3 + 0, vacc3x0);
      _mm512_storeu_ps(o3 + 16, vacc3x1);
      _mm512_storeu_ps(o3 + 32, vacc3x2);
      _mm512_storeu_ps(o3 + 48, vacc3x3);
      _mm512_storeu_ps(o3 + 64, vacc3x4);
      _mm512_mask_storeu_ps(o3 + 80, vmask, vacc3x5);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      _mm512_storeu_ps(o0 + 48, vacc0x3);
      _mm512_storeu_ps(o0 + 64, vacc0x4);
      _mm512_mask_storeu_ps(o0 + 80, vmask, vacc0x5);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ps(o1 + 0, vacc1x0);
        _mm512_storeu_ps(o1 + 16, vacc1x1);
        _mm512_storeu_ps(o1 + 32, vacc1x2);
        _mm512_storeu_ps(o1 + 48, vacc1x3);
        _mm512_storeu_ps(o1 + 64, vacc1x4);
        _mm512_mask_storeu_ps(o1 + 80, vmask, vacc1x5);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ps(o2 + 0, vacc2x0);
        _mm512_storeu_ps(o2 + 16, vacc2x1);
        _mm512_storeu_ps(o2 + 32, vacc2x2);
        _mm512_storeu_ps(o2 + 48, vacc2x3);
        _mm512_storeu_ps(o2 + 64, vacc2x4);
        _mm512_mask_storeu_ps(o2 + 80, vmask, vacc2x5);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ps(o3 + 0, vacc3x0);
        _mm512_storeu_ps(o3 + 16, vacc3x1);
        _mm512_storeu_ps(o3 + 32, vacc3x2);
        _mm512_storeu_ps(o3 + 48, vacc3x3);
        _mm512_storeu_ps(o3 + 64, vacc3x4);
        _mm512_mask_storeu_ps(o3 + 80, vmask, vacc3x5);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

void sprt_f32_spmm_minmax_ukernel_4x96__avx512f_ti4_reduced(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params)
{
  const __m512 vmin = _mm512_set1_ps(params->min);
  const __m512 vmax = _mm512_set1_ps(params->max);
  const uint16_t* w = (const uint16_t*) packed;
  const size_t tile = 96;
  // Blocks of params->panel_tiles pixel tiles (setup's choose_panel_tiles: where rows alias in L1);
  // within a block each panel runs all of its tiles before the next panel. A block of one tile runs
  // every panel in one call.
  const size_t block = tile * (params->panel_tiles > 1 ? params->panel_tiles : 1);
  // Lanes of the last vector of the last tile; 16 when the remainder fills it.
  const __mmask16 vmask = _cvtu32_mask16(UINT32_C(0xFFFF) >> ((16 - (pixels & 15)) & 15));
  for (size_t first = 0; first < pixels; first += block) {
    const size_t block_pixels = pixels - first < block ? pixels - first : block;
    const uint16_t* panel = w;
    const float* panel_bias = bias;
    const size_t* panel_offsets = output_offsets;
    size_t rows_left = output_channels;
    do {
      const size_t rows = block_pixels > tile && rows_left > 4 ? 4 : rows_left;
      const float* i = input + first;
      float* o = output + first;
      const uint16_t* next = panel;
      size_t n = block_pixels;
      for (; n >= tile; n -= tile) {
        next = panels_4x96(rows, i, input_stride, panel, panel_bias, o, panel_offsets, vmin, vmax);
        i += tile;
        o += tile;
      }
      if (n != 0) {
        switch ((n + 15) >> 4) {
          case 1:
            next = panels_4x16_masked(rows, i, input_stride, panel, panel_bias, o, panel_offsets,
                vmask, vmin, vmax);
            break;
          case 2:
            next = panels_4x32_masked(rows, i, input_stride, panel, panel_bias, o, panel_offsets,
                vmask, vmin, vmax);
            break;
          case 3:
            next = panels_4x48_masked(rows, i, input_stride, panel, panel_bias, o, panel_offsets,
                vmask, vmin, vmax);
            break;
          case 4:
            next = panels_4x64_masked(rows, i, input_stride, panel, panel_bias, o, panel_offsets,
                vmask, vmin, vmax);
            break;
          case 5:
            next = panels_4x80_masked(rows, i, input_stride, panel, panel_bias, o, panel_offsets,
                vmask, vmin, vmax);
            break;
          case 6:
            next = panels_4x96_masked(rows, i, input_stride, panel, panel_bias, o, panel_offsets,
                vmask, vmin, vmax);
            break;
        }
      }
      panel = next;
      if (panel_bias != NULL) panel_bias += 4;
      panel_offsets += rows;
      rows_left -= rows;
    } while (rows_left != 0);
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers (strides, counts)
  // in xmm registers, and as floats they are denormals. SSE code that runs next (XNNPACK's NCHW
  // depthwise kernels) computes on stale lanes and paid denormal assists: 4x slower.
  _mm256_zeroall();
}

