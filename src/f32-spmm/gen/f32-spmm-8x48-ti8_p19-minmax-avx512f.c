// Auto-generated file. Do not edit!
//   Template: src/f32-spmm/f32-spmm-avx512f.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f32-spmm/f32-spmm.h. Specific to this template:
// - The C tile is 8 rows x 3 zmm (48 pixels): 24 accumulators + 3 input vectors
//   + 1 broadcast weight <= 32 registers, kept in registers across all kernel patterns of a panel.
// - Per column: one load of 3 input vectors, then one broadcast and 3 FMAs per weight.
// - A partial pixel tile runs the same panel code with ceil(pixels / 16) vectors, the last one masked
//   (maskz loads suppress faults), so no byte past the last pixel of a row is read or written.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f32-spmm/f32-spmm.h"

static inline void panels_8x16_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __mmask16 vmask, __m512 vmin, __m512 vmax)
{
  do {
    __m512 vacc0x0;
    __m512 vacc1x0;
    __m512 vacc2x0;
    __m512 vacc3x0;
    __m512 vacc4x0;
    __m512 vacc5x0;
    __m512 vacc6x0;
    __m512 vacc7x0;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ps(bias[0]);
      vacc1x0 = _mm512_set1_ps(bias[1]);
      vacc2x0 = _mm512_set1_ps(bias[2]);
      vacc3x0 = _mm512_set1_ps(bias[3]);
      vacc4x0 = _mm512_set1_ps(bias[4]);
      vacc5x0 = _mm512_set1_ps(bias[5]);
      vacc6x0 = _mm512_set1_ps(bias[6]);
      vacc7x0 = _mm512_set1_ps(bias[7]);
      bias += 8;
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
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = _mm512_maskz_loadu_ps(vmask, i4 + 0);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = _mm512_maskz_loadu_ps(vmask, i5 + 0);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = _mm512_maskz_loadu_ps(vmask, i6 + 0);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = _mm512_maskz_loadu_ps(vmask, i7 + 0);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 19;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18];
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
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n4 >= 2; n4 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_add_ps(vacc4x0, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 0), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 0))));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n5 >= 2; n5 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_add_ps(vacc5x0, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 0), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 0))));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n6 >= 2; n6 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_add_ps(vacc6x0, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 0), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 0))));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc6x0 = _mm512_fmadd_ps(vw0, vx0, vacc6x0);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_add_ps(vacc7x0, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 0), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 0))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc7x0 = _mm512_fmadd_ps(vw0, vx0, vacc7x0);
      vals += 1;
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
    // Kernel pattern 0xF0: rows 4, 5, 6, 7.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_fmadd_ps(vw1, vx0, vacc5x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vals += 4;
    }
    // Kernel pattern 0x3C: rows 2, 3, 4, 5.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vals += 4;
    }
    // Kernel pattern 0xC3: rows 0, 1, 6, 7.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vals += 4;
    }
    // Kernel pattern 0x55: rows 0, 2, 4, 6.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc6x0 = _mm512_fmadd_ps(vw3, vx0, vacc6x0);
      vals += 4;
    }
    // Kernel pattern 0xAA: rows 1, 3, 5, 7.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vals += 4;
    }
    // Kernel pattern 0x3F: rows 0, 1, 2, 3, 4, 5.
    for (size_t n = counts[14]; n != 0; n--) {
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc4x0 = _mm512_fmadd_ps(vw4, vx0, vacc4x0);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc5x0 = _mm512_fmadd_ps(vw5, vx0, vacc5x0);
      vals += 6;
    }
    // Kernel pattern 0xCF: rows 0, 1, 2, 3, 6, 7.
    for (size_t n = counts[15]; n != 0; n--) {
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vals += 6;
    }
    // Kernel pattern 0xF3: rows 0, 1, 4, 5, 6, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vals += 6;
    }
    // Kernel pattern 0xFC: rows 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_maskz_loadu_ps(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vals += 6;
    }
    // Kernel pattern 0xFF: rows 0, 1, 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[18]; n != 0; n--) {
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc4x0 = _mm512_fmadd_ps(vw4, vx0, vacc4x0);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc5x0 = _mm512_fmadd_ps(vw5, vx0, vacc5x0);
      const __m512 vw6 = _mm512_set1_ps(vals[6]);
      vacc6x0 = _mm512_fmadd_ps(vw6, vx0, vacc6x0);
      const __m512 vw7 = _mm512_set1_ps(vals[7]);
      vacc7x0 = _mm512_fmadd_ps(vw7, vx0, vacc7x0);
      vals += 8;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    vacc4x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc4x0));
    vacc5x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc5x0));
    vacc6x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc6x0));
    vacc7x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc7x0));
    if (output_channels >= 8) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_mask_storeu_ps(o0 + 0, vmask, vacc0x0);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm512_mask_storeu_ps(o1 + 0, vmask, vacc1x0);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm512_mask_storeu_ps(o2 + 0, vmask, vacc2x0);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm512_mask_storeu_ps(o3 + 0, vmask, vacc3x0);
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      _mm512_mask_storeu_ps(o4 + 0, vmask, vacc4x0);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      _mm512_mask_storeu_ps(o5 + 0, vmask, vacc5x0);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      _mm512_mask_storeu_ps(o6 + 0, vmask, vacc6x0);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      _mm512_mask_storeu_ps(o7 + 0, vmask, vacc7x0);
      output_offsets += 8;
      output_channels -= 8;
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
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        _mm512_mask_storeu_ps(o4 + 0, vmask, vacc4x0);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        _mm512_mask_storeu_ps(o5 + 0, vmask, vacc5x0);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        _mm512_mask_storeu_ps(o6 + 0, vmask, vacc6x0);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        _mm512_mask_storeu_ps(o7 + 0, vmask, vacc7x0);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x32_masked(
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
    __m512 vacc4x0;
    __m512 vacc4x1;
    __m512 vacc5x0;
    __m512 vacc5x1;
    __m512 vacc6x0;
    __m512 vacc6x1;
    __m512 vacc7x0;
    __m512 vacc7x1;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ps(bias[0]);
      vacc0x1 = vacc0x0;
      vacc1x0 = _mm512_set1_ps(bias[1]);
      vacc1x1 = vacc1x0;
      vacc2x0 = _mm512_set1_ps(bias[2]);
      vacc2x1 = vacc2x0;
      vacc3x0 = _mm512_set1_ps(bias[3]);
      vacc3x1 = vacc3x0;
      vacc4x0 = _mm512_set1_ps(bias[4]);
      vacc4x1 = vacc4x0;
      vacc5x0 = _mm512_set1_ps(bias[5]);
      vacc5x1 = vacc5x0;
      vacc6x0 = _mm512_set1_ps(bias[6]);
      vacc6x1 = vacc6x0;
      vacc7x0 = _mm512_set1_ps(bias[7]);
      vacc7x1 = vacc7x0;
      bias += 8;
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
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = _mm512_loadu_ps(i4 + 0);
      vacc4x1 = _mm512_maskz_loadu_ps(vmask, i4 + 16);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = _mm512_loadu_ps(i5 + 0);
      vacc5x1 = _mm512_maskz_loadu_ps(vmask, i5 + 16);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = _mm512_loadu_ps(i6 + 0);
      vacc6x1 = _mm512_maskz_loadu_ps(vmask, i6 + 16);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = _mm512_loadu_ps(i7 + 0);
      vacc7x1 = _mm512_maskz_loadu_ps(vmask, i7 + 16);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 19;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18];
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
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n4 >= 2; n4 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_add_ps(vacc4x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc4x1 = _mm512_add_ps(vacc4x1, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 16), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 16))));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw0, vx1, vacc4x1);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n5 >= 2; n5 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_add_ps(vacc5x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc5x1 = _mm512_add_ps(vacc5x1, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 16), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 16))));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw0, vx1, vacc5x1);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n6 >= 2; n6 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_add_ps(vacc6x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc6x1 = _mm512_add_ps(vacc6x1, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 16), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 16))));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc6x0 = _mm512_fmadd_ps(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw0, vx1, vacc6x1);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_add_ps(vacc7x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc7x1 = _mm512_add_ps(vacc7x1, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 16), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 16))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc7x0 = _mm512_fmadd_ps(vw0, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw0, vx1, vacc7x1);
      vals += 1;
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
    // Kernel pattern 0xF0: rows 4, 5, 6, 7.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw0, vx1, vacc4x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_fmadd_ps(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw1, vx1, vacc5x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw3, vx1, vacc7x1);
      vals += 4;
    }
    // Kernel pattern 0x3C: rows 2, 3, 4, 5.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw3, vx1, vacc5x1);
      vals += 4;
    }
    // Kernel pattern 0xC3: rows 0, 1, 6, 7.
    for (size_t n = counts[11]; n != 0; n--) {
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
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw3, vx1, vacc7x1);
      vals += 4;
    }
    // Kernel pattern 0x55: rows 0, 2, 4, 6.
    for (size_t n = counts[12]; n != 0; n--) {
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
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc6x0 = _mm512_fmadd_ps(vw3, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw3, vx1, vacc6x1);
      vals += 4;
    }
    // Kernel pattern 0xAA: rows 1, 3, 5, 7.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw2, vx1, vacc5x1);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw3, vx1, vacc7x1);
      vals += 4;
    }
    // Kernel pattern 0x3F: rows 0, 1, 2, 3, 4, 5.
    for (size_t n = counts[14]; n != 0; n--) {
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc4x0 = _mm512_fmadd_ps(vw4, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw4, vx1, vacc4x1);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc5x0 = _mm512_fmadd_ps(vw5, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw5, vx1, vacc5x1);
      vals += 6;
    }
    // Kernel pattern 0xCF: rows 0, 1, 2, 3, 6, 7.
    for (size_t n = counts[15]; n != 0; n--) {
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw4, vx1, vacc6x1);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw5, vx1, vacc7x1);
      vals += 6;
    }
    // Kernel pattern 0xF3: rows 0, 1, 4, 5, 6, 7.
    for (size_t n = counts[16]; n != 0; n--) {
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
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw3, vx1, vacc5x1);
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw4, vx1, vacc6x1);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw5, vx1, vacc7x1);
      vals += 6;
    }
    // Kernel pattern 0xFC: rows 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_maskz_loadu_ps(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw3, vx1, vacc5x1);
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw4, vx1, vacc6x1);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw5, vx1, vacc7x1);
      vals += 6;
    }
    // Kernel pattern 0xFF: rows 0, 1, 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[18]; n != 0; n--) {
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc4x0 = _mm512_fmadd_ps(vw4, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw4, vx1, vacc4x1);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc5x0 = _mm512_fmadd_ps(vw5, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw5, vx1, vacc5x1);
      const __m512 vw6 = _mm512_set1_ps(vals[6]);
      vacc6x0 = _mm512_fmadd_ps(vw6, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw6, vx1, vacc6x1);
      const __m512 vw7 = _mm512_set1_ps(vals[7]);
      vacc7x0 = _mm512_fmadd_ps(vw7, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw7, vx1, vacc7x1);
      vals += 8;
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
    vacc4x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc4x0));
    vacc4x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc4x1));
    vacc5x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc5x0));
    vacc5x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc5x1));
    vacc6x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc6x0));
    vacc6x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc6x1));
    vacc7x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc7x0));
    vacc7x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc7x1));
    if (output_channels >= 8) {
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
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      _mm512_storeu_ps(o4 + 0, vacc4x0);
      _mm512_mask_storeu_ps(o4 + 16, vmask, vacc4x1);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      _mm512_storeu_ps(o5 + 0, vacc5x0);
      _mm512_mask_storeu_ps(o5 + 16, vmask, vacc5x1);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      _mm512_storeu_ps(o6 + 0, vacc6x0);
      _mm512_mask_storeu_ps(o6 + 16, vmask, vacc6x1);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      _mm512_storeu_ps(o7 + 0, vacc7x0);
      _mm512_mask_storeu_ps(o7 + 16, vmask, vacc7x1);
      output_offsets += 8;
      output_channels -= 8;
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
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        _mm512_storeu_ps(o4 + 0, vacc4x0);
        _mm512_mask_storeu_ps(o4 + 16, vmask, vacc4x1);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        _mm512_storeu_ps(o5 + 0, vacc5x0);
        _mm512_mask_storeu_ps(o5 + 16, vmask, vacc5x1);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        _mm512_storeu_ps(o6 + 0, vacc6x0);
        _mm512_mask_storeu_ps(o6 + 16, vmask, vacc6x1);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        _mm512_storeu_ps(o7 + 0, vacc7x0);
        _mm512_mask_storeu_ps(o7 + 16, vmask, vacc7x1);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x48(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __m512 vmin, __m512 vmax)
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
    __m512 vacc4x0;
    __m512 vacc4x1;
    __m512 vacc4x2;
    __m512 vacc5x0;
    __m512 vacc5x1;
    __m512 vacc5x2;
    __m512 vacc6x0;
    __m512 vacc6x1;
    __m512 vacc6x2;
    __m512 vacc7x0;
    __m512 vacc7x1;
    __m512 vacc7x2;
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
      vacc4x0 = _mm512_set1_ps(bias[4]);
      vacc4x1 = vacc4x0;
      vacc4x2 = vacc4x0;
      vacc5x0 = _mm512_set1_ps(bias[5]);
      vacc5x1 = vacc5x0;
      vacc5x2 = vacc5x0;
      vacc6x0 = _mm512_set1_ps(bias[6]);
      vacc6x1 = vacc6x0;
      vacc6x2 = vacc6x0;
      vacc7x0 = _mm512_set1_ps(bias[7]);
      vacc7x1 = vacc7x0;
      vacc7x2 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ps(i0 + 0);
      vacc0x1 = _mm512_loadu_ps(i0 + 16);
      vacc0x2 = _mm512_loadu_ps(i0 + 32);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ps(i1 + 0);
      vacc1x1 = _mm512_loadu_ps(i1 + 16);
      vacc1x2 = _mm512_loadu_ps(i1 + 32);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ps(i2 + 0);
      vacc2x1 = _mm512_loadu_ps(i2 + 16);
      vacc2x2 = _mm512_loadu_ps(i2 + 32);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ps(i3 + 0);
      vacc3x1 = _mm512_loadu_ps(i3 + 16);
      vacc3x2 = _mm512_loadu_ps(i3 + 32);
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = _mm512_loadu_ps(i4 + 0);
      vacc4x1 = _mm512_loadu_ps(i4 + 16);
      vacc4x2 = _mm512_loadu_ps(i4 + 32);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = _mm512_loadu_ps(i5 + 0);
      vacc5x1 = _mm512_loadu_ps(i5 + 16);
      vacc5x2 = _mm512_loadu_ps(i5 + 32);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = _mm512_loadu_ps(i6 + 0);
      vacc6x1 = _mm512_loadu_ps(i6 + 16);
      vacc6x2 = _mm512_loadu_ps(i6 + 32);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = _mm512_loadu_ps(i7 + 0);
      vacc7x1 = _mm512_loadu_ps(i7 + 16);
      vacc7x2 = _mm512_loadu_ps(i7 + 32);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 19;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18];
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
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
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
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
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
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
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
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n4 >= 2; n4 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_add_ps(vacc4x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc4x1 = _mm512_add_ps(vacc4x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc4x2 = _mm512_add_ps(vacc4x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw0, vx2, vacc4x2);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n5 >= 2; n5 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_add_ps(vacc5x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc5x1 = _mm512_add_ps(vacc5x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc5x2 = _mm512_add_ps(vacc5x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw0, vx2, vacc5x2);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n6 >= 2; n6 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_add_ps(vacc6x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc6x1 = _mm512_add_ps(vacc6x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc6x2 = _mm512_add_ps(vacc6x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc6x0 = _mm512_fmadd_ps(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw0, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw0, vx2, vacc6x2);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_add_ps(vacc7x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc7x1 = _mm512_add_ps(vacc7x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc7x2 = _mm512_add_ps(vacc7x2, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 32), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 32))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc7x0 = _mm512_fmadd_ps(vw0, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw0, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw0, vx2, vacc7x2);
      vals += 1;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
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
    // Kernel pattern 0xF0: rows 4, 5, 6, 7.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw0, vx2, vacc4x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_fmadd_ps(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw1, vx2, vacc5x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw2, vx2, vacc6x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw3, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw3, vx2, vacc7x2);
      vals += 4;
    }
    // Kernel pattern 0x3C: rows 2, 3, 4, 5.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw2, vx2, vacc4x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw3, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw3, vx2, vacc5x2);
      vals += 4;
    }
    // Kernel pattern 0xC3: rows 0, 1, 6, 7.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw2, vx2, vacc6x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw3, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw3, vx2, vacc7x2);
      vals += 4;
    }
    // Kernel pattern 0x55: rows 0, 2, 4, 6.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw2, vx2, vacc4x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc6x0 = _mm512_fmadd_ps(vw3, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw3, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw3, vx2, vacc6x2);
      vals += 4;
    }
    // Kernel pattern 0xAA: rows 1, 3, 5, 7.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw2, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw2, vx2, vacc5x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw3, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw3, vx2, vacc7x2);
      vals += 4;
    }
    // Kernel pattern 0x3F: rows 0, 1, 2, 3, 4, 5.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc4x0 = _mm512_fmadd_ps(vw4, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw4, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw4, vx2, vacc4x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc5x0 = _mm512_fmadd_ps(vw5, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw5, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw5, vx2, vacc5x2);
      vals += 6;
    }
    // Kernel pattern 0xCF: rows 0, 1, 2, 3, 6, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw4, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw4, vx2, vacc6x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw5, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw5, vx2, vacc7x2);
      vals += 6;
    }
    // Kernel pattern 0xF3: rows 0, 1, 4, 5, 6, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw2, vx2, vacc4x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw3, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw3, vx2, vacc5x2);
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw4, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw4, vx2, vacc6x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw5, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw5, vx2, vacc7x2);
      vals += 6;
    }
    // Kernel pattern 0xFC: rows 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw2, vx2, vacc4x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw3, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw3, vx2, vacc5x2);
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw4, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw4, vx2, vacc6x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw5, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw5, vx2, vacc7x2);
      vals += 6;
    }
    // Kernel pattern 0xFF: rows 0, 1, 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[18]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc4x0 = _mm512_fmadd_ps(vw4, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw4, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw4, vx2, vacc4x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc5x0 = _mm512_fmadd_ps(vw5, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw5, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw5, vx2, vacc5x2);
      const __m512 vw6 = _mm512_set1_ps(vals[6]);
      vacc6x0 = _mm512_fmadd_ps(vw6, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw6, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw6, vx2, vacc6x2);
      const __m512 vw7 = _mm512_set1_ps(vals[7]);
      vacc7x0 = _mm512_fmadd_ps(vw7, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw7, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw7, vx2, vacc7x2);
      vals += 8;
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
    vacc4x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc4x0));
    vacc4x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc4x1));
    vacc4x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc4x2));
    vacc5x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc5x0));
    vacc5x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc5x1));
    vacc5x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc5x2));
    vacc6x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc6x0));
    vacc6x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc6x1));
    vacc6x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc6x2));
    vacc7x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc7x0));
    vacc7x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc7x1));
    vacc7x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc7x2));
    if (output_channels >= 8) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ps(o1 + 0, vacc1x0);
      _mm512_storeu_ps(o1 + 16, vacc1x1);
      _mm512_storeu_ps(o1 + 32, vacc1x2);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ps(o2 + 0, vacc2x0);
      _mm512_storeu_ps(o2 + 16, vacc2x1);
      _mm512_storeu_ps(o2 + 32, vacc2x2);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ps(o3 + 0, vacc3x0);
      _mm512_storeu_ps(o3 + 16, vacc3x1);
      _mm512_storeu_ps(o3 + 32, vacc3x2);
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      _mm512_storeu_ps(o4 + 0, vacc4x0);
      _mm512_storeu_ps(o4 + 16, vacc4x1);
      _mm512_storeu_ps(o4 + 32, vacc4x2);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      _mm512_storeu_ps(o5 + 0, vacc5x0);
      _mm512_storeu_ps(o5 + 16, vacc5x1);
      _mm512_storeu_ps(o5 + 32, vacc5x2);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      _mm512_storeu_ps(o6 + 0, vacc6x0);
      _mm512_storeu_ps(o6 + 16, vacc6x1);
      _mm512_storeu_ps(o6 + 32, vacc6x2);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      _mm512_storeu_ps(o7 + 0, vacc7x0);
      _mm512_storeu_ps(o7 + 16, vacc7x1);
      _mm512_storeu_ps(o7 + 32, vacc7x2);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ps(o0 + 0, vacc0x0);
      _mm512_storeu_ps(o0 + 16, vacc0x1);
      _mm512_storeu_ps(o0 + 32, vacc0x2);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ps(o1 + 0, vacc1x0);
        _mm512_storeu_ps(o1 + 16, vacc1x1);
        _mm512_storeu_ps(o1 + 32, vacc1x2);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ps(o2 + 0, vacc2x0);
        _mm512_storeu_ps(o2 + 16, vacc2x1);
        _mm512_storeu_ps(o2 + 32, vacc2x2);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ps(o3 + 0, vacc3x0);
        _mm512_storeu_ps(o3 + 16, vacc3x1);
        _mm512_storeu_ps(o3 + 32, vacc3x2);
      }
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        _mm512_storeu_ps(o4 + 0, vacc4x0);
        _mm512_storeu_ps(o4 + 16, vacc4x1);
        _mm512_storeu_ps(o4 + 32, vacc4x2);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        _mm512_storeu_ps(o5 + 0, vacc5x0);
        _mm512_storeu_ps(o5 + 16, vacc5x1);
        _mm512_storeu_ps(o5 + 32, vacc5x2);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        _mm512_storeu_ps(o6 + 0, vacc6x0);
        _mm512_storeu_ps(o6 + 16, vacc6x1);
        _mm512_storeu_ps(o6 + 32, vacc6x2);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        _mm512_storeu_ps(o7 + 0, vacc7x0);
        _mm512_storeu_ps(o7 + 16, vacc7x1);
        _mm512_storeu_ps(o7 + 32, vacc7x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x48_masked(
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
    __m512 vacc4x0;
    __m512 vacc4x1;
    __m512 vacc4x2;
    __m512 vacc5x0;
    __m512 vacc5x1;
    __m512 vacc5x2;
    __m512 vacc6x0;
    __m512 vacc6x1;
    __m512 vacc6x2;
    __m512 vacc7x0;
    __m512 vacc7x1;
    __m512 vacc7x2;
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
      vacc4x0 = _mm512_set1_ps(bias[4]);
      vacc4x1 = vacc4x0;
      vacc4x2 = vacc4x0;
      vacc5x0 = _mm512_set1_ps(bias[5]);
      vacc5x1 = vacc5x0;
      vacc5x2 = vacc5x0;
      vacc6x0 = _mm512_set1_ps(bias[6]);
      vacc6x1 = vacc6x0;
      vacc6x2 = vacc6x0;
      vacc7x0 = _mm512_set1_ps(bias[7]);
      vacc7x1 = vacc7x0;
      vacc7x2 = vacc7x0;
      bias += 8;
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
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = _mm512_loadu_ps(i4 + 0);
      vacc4x1 = _mm512_loadu_ps(i4 + 16);
      vacc4x2 = _mm512_maskz_loadu_ps(vmask, i4 + 32);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = _mm512_loadu_ps(i5 + 0);
      vacc5x1 = _mm512_loadu_ps(i5 + 16);
      vacc5x2 = _mm512_maskz_loadu_ps(vmask, i5 + 32);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = _mm512_loadu_ps(i6 + 0);
      vacc6x1 = _mm512_loadu_ps(i6 + 16);
      vacc6x2 = _mm512_maskz_loadu_ps(vmask, i6 + 32);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = _mm512_loadu_ps(i7 + 0);
      vacc7x1 = _mm512_loadu_ps(i7 + 16);
      vacc7x2 = _mm512_maskz_loadu_ps(vmask, i7 + 32);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 19;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18];
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
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n4 >= 2; n4 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_add_ps(vacc4x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc4x1 = _mm512_add_ps(vacc4x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc4x2 = _mm512_add_ps(vacc4x2, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 32), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 32))));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw0, vx2, vacc4x2);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n5 >= 2; n5 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_add_ps(vacc5x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc5x1 = _mm512_add_ps(vacc5x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc5x2 = _mm512_add_ps(vacc5x2, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 32), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 32))));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw0, vx2, vacc5x2);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n6 >= 2; n6 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_add_ps(vacc6x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc6x1 = _mm512_add_ps(vacc6x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc6x2 = _mm512_add_ps(vacc6x2, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 32), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 32))));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc6x0 = _mm512_fmadd_ps(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw0, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw0, vx2, vacc6x2);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_add_ps(vacc7x0, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 0), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 0))));
      vacc7x1 = _mm512_add_ps(vacc7x1, _mm512_fmadd_ps(vwb, _mm512_loadu_ps(xb + 16), _mm512_mul_ps(vwa, _mm512_loadu_ps(xa + 16))));
      vacc7x2 = _mm512_add_ps(vacc7x2, _mm512_fmadd_ps(vwb, _mm512_maskz_loadu_ps(vmask, xb + 32), _mm512_mul_ps(vwa, _mm512_maskz_loadu_ps(vmask, xa + 32))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc7x0 = _mm512_fmadd_ps(vw0, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw0, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw0, vx2, vacc7x2);
      vals += 1;
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
    // Kernel pattern 0xF0: rows 4, 5, 6, 7.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw0, vx2, vacc4x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_fmadd_ps(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw1, vx2, vacc5x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw2, vx2, vacc6x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw3, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw3, vx2, vacc7x2);
      vals += 4;
    }
    // Kernel pattern 0x3C: rows 2, 3, 4, 5.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw2, vx2, vacc4x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw3, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw3, vx2, vacc5x2);
      vals += 4;
    }
    // Kernel pattern 0xC3: rows 0, 1, 6, 7.
    for (size_t n = counts[11]; n != 0; n--) {
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
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw2, vx2, vacc6x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw3, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw3, vx2, vacc7x2);
      vals += 4;
    }
    // Kernel pattern 0x55: rows 0, 2, 4, 6.
    for (size_t n = counts[12]; n != 0; n--) {
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
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw2, vx2, vacc4x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc6x0 = _mm512_fmadd_ps(vw3, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw3, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw3, vx2, vacc6x2);
      vals += 4;
    }
    // Kernel pattern 0xAA: rows 1, 3, 5, 7.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw2, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw2, vx2, vacc5x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc7x0 = _mm512_fmadd_ps(vw3, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw3, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw3, vx2, vacc7x2);
      vals += 4;
    }
    // Kernel pattern 0x3F: rows 0, 1, 2, 3, 4, 5.
    for (size_t n = counts[14]; n != 0; n--) {
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc4x0 = _mm512_fmadd_ps(vw4, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw4, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw4, vx2, vacc4x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc5x0 = _mm512_fmadd_ps(vw5, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw5, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw5, vx2, vacc5x2);
      vals += 6;
    }
    // Kernel pattern 0xCF: rows 0, 1, 2, 3, 6, 7.
    for (size_t n = counts[15]; n != 0; n--) {
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw4, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw4, vx2, vacc6x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw5, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw5, vx2, vacc7x2);
      vals += 6;
    }
    // Kernel pattern 0xF3: rows 0, 1, 4, 5, 6, 7.
    for (size_t n = counts[16]; n != 0; n--) {
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
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw2, vx2, vacc4x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw3, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw3, vx2, vacc5x2);
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw4, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw4, vx2, vacc6x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw5, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw5, vx2, vacc7x2);
      vals += 6;
    }
    // Kernel pattern 0xFC: rows 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_maskz_loadu_ps(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc4x0 = _mm512_fmadd_ps(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw2, vx2, vacc4x2);
      const __m512 vw3 = _mm512_set1_ps(vals[3]);
      vacc5x0 = _mm512_fmadd_ps(vw3, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw3, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw3, vx2, vacc5x2);
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc6x0 = _mm512_fmadd_ps(vw4, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw4, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw4, vx2, vacc6x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc7x0 = _mm512_fmadd_ps(vw5, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw5, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw5, vx2, vacc7x2);
      vals += 6;
    }
    // Kernel pattern 0xFF: rows 0, 1, 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[18]; n != 0; n--) {
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
      const __m512 vw4 = _mm512_set1_ps(vals[4]);
      vacc4x0 = _mm512_fmadd_ps(vw4, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw4, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw4, vx2, vacc4x2);
      const __m512 vw5 = _mm512_set1_ps(vals[5]);
      vacc5x0 = _mm512_fmadd_ps(vw5, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw5, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw5, vx2, vacc5x2);
      const __m512 vw6 = _mm512_set1_ps(vals[6]);
      vacc6x0 = _mm512_fmadd_ps(vw6, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw6, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw6, vx2, vacc6x2);
      const __m512 vw7 = _mm512_set1_ps(vals[7]);
      vacc7x0 = _mm512_fmadd_ps(vw7, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw7, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw7, vx2, vacc7x2);
      vals += 8;
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
    vacc4x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc4x0));
    vacc4x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc4x1));
    vacc4x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc4x2));
    vacc5x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc5x0));
    vacc5x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc5x1));
    vacc5x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc5x2));
    vacc6x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc6x0));
    vacc6x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc6x1));
    vacc6x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc6x2));
    vacc7x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc7x0));
    vacc7x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc7x1));
    vacc7x2 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc7x2));
    if (output_channels >= 8) {
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
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      _mm512_storeu_ps(o4 + 0, vacc4x0);
      _mm512_storeu_ps(o4 + 16, vacc4x1);
      _mm512_mask_storeu_ps(o4 + 32, vmask, vacc4x2);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      _mm512_storeu_ps(o5 + 0, vacc5x0);
      _mm512_storeu_ps(o5 + 16, vacc5x1);
      _mm512_mask_storeu_ps(o5 + 32, vmask, vacc5x2);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      _mm512_storeu_ps(o6 + 0, vacc6x0);
      _mm512_storeu_ps(o6 + 16, vacc6x1);
      _mm512_mask_storeu_ps(o6 + 32, vmask, vacc6x2);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      _mm512_storeu_ps(o7 + 0, vacc7x0);
      _mm512_storeu_ps(o7 + 16, vacc7x1);
      _mm512_mask_storeu_ps(o7 + 32, vmask, vacc7x2);
      output_offsets += 8;
      output_channels -= 8;
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
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        _mm512_storeu_ps(o4 + 0, vacc4x0);
        _mm512_storeu_ps(o4 + 16, vacc4x1);
        _mm512_mask_storeu_ps(o4 + 32, vmask, vacc4x2);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        _mm512_storeu_ps(o5 + 0, vacc5x0);
        _mm512_storeu_ps(o5 + 16, vacc5x1);
        _mm512_mask_storeu_ps(o5 + 32, vmask, vacc5x2);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        _mm512_storeu_ps(o6 + 0, vacc6x0);
        _mm512_storeu_ps(o6 + 16, vacc6x1);
        _mm512_mask_storeu_ps(o6 + 32, vmask, vacc6x2);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        _mm512_storeu_ps(o7 + 0, vacc7x0);
        _mm512_storeu_ps(o7 + 16, vacc7x1);
        _mm512_mask_storeu_ps(o7 + 32, vmask, vacc7x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f32_spmm_minmax_ukernel_8x48__avx512f_ti8_p19(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params)
{
  const __m512 vmin = _mm512_set1_ps(params->min);
  const __m512 vmax = _mm512_set1_ps(params->max);
  const uint16_t* w = (const uint16_t*) packed;
  for (; pixels >= 48; pixels -= 48) {
    panels_8x48(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 48;
    output += 48;
  }
  if (pixels != 0) {
    // Lanes of the last vector; 16 when the remainder fills it.
    const __mmask16 vmask = _cvtu32_mask16(UINT32_C(0xFFFF) >> ((16 - (pixels & 15)) & 15));
    switch ((pixels + 15) >> 4) {
      case 1:
        panels_8x16_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 2:
        panels_8x32_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 3:
        panels_8x48_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
    }
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers (strides, counts)
  // in xmm registers, and as floats they are denormals. SSE code that runs next (XNNPACK's NCHW
  // depthwise kernels) computes on stale lanes and paid denormal assists: 4x slower.
  _mm256_zeroall();
}

