// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-avx512fp16.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - The C tile is 8 rows x 3 zmm of 32 halves (96 pixels): 24 accumulators + 3 input
//   vectors + 1 broadcast weight <= 32 registers, kept in registers across all kernel patterns of a panel.
// - Per column: one load of 3 input vectors, then one broadcast of a half weight and 3 half FMAs
//   per weight (vfmadd231ph: every product and sum rounds to half, once per FMA).
// - A partial pixel tile runs the same panel code with ceil(pixels / 32) vectors, the last one masked
//   (16-bit maskz loads suppress faults), so no byte past the last pixel of a row is read or written.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f16-spmm/f16-spmm.h"

static inline __m512h maskz_load_ph(__mmask32 vmask, const _Float16* p) {
  return _mm512_castsi512_ph(_mm512_maskz_loadu_epi16(vmask, p));
}

static inline void mask_store_ph(_Float16* p, __mmask32 vmask, __m512h v) {
  _mm512_mask_storeu_epi16(p, vmask, _mm512_castph_si512(v));
}

static inline void panels_8x32_masked(
    size_t output_channels, const _Float16* input, size_t input_stride, const uint16_t* w,
    const _Float16* bias, _Float16* output, const size_t* output_offsets,
    __mmask32 vmask, __m512h vmin, __m512h vmax)
{
  do {
    __m512h vacc0x0;
    __m512h vacc1x0;
    __m512h vacc2x0;
    __m512h vacc3x0;
    __m512h vacc4x0;
    __m512h vacc5x0;
    __m512h vacc6x0;
    __m512h vacc7x0;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc3x0 = _mm512_set1_ph(bias[3]);
      vacc4x0 = _mm512_set1_ph(bias[4]);
      vacc5x0 = _mm512_set1_ph(bias[5]);
      vacc6x0 = _mm512_set1_ph(bias[6]);
      vacc7x0 = _mm512_set1_ph(bias[7]);
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const _Float16* i0 = (const _Float16*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = maskz_load_ph(vmask, i0 + 0);
      const _Float16* i1 = output_channels > 1 ? (const _Float16*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = maskz_load_ph(vmask, i1 + 0);
      const _Float16* i2 = output_channels > 2 ? (const _Float16*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = maskz_load_ph(vmask, i2 + 0);
      const _Float16* i3 = output_channels > 3 ? (const _Float16*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = maskz_load_ph(vmask, i3 + 0);
      const _Float16* i4 = output_channels > 4 ? (const _Float16*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = maskz_load_ph(vmask, i4 + 0);
      const _Float16* i5 = output_channels > 5 ? (const _Float16*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = maskz_load_ph(vmask, i5 + 0);
      const _Float16* i6 = output_channels > 6 ? (const _Float16*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = maskz_load_ph(vmask, i6 + 0);
      const _Float16* i7 = output_channels > 7 ? (const _Float16*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = maskz_load_ph(vmask, i7 + 0);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const _Float16* vals = (const _Float16*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc0x0 = _mm512_add_ph(vacc0x0, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n0 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_add_ph(vacc1x0, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n1 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_add_ph(vacc2x0, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n2 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_add_ph(vacc3x0, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n3 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n4 >= 2; n4 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_add_ph(vacc4x0, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n4 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc4x0 = _mm512_fmadd_ph(vw0, vx0, vacc4x0);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n5 >= 2; n5 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_add_ph(vacc5x0, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n5 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc5x0 = _mm512_fmadd_ph(vw0, vx0, vacc5x0);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n6 >= 2; n6 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_add_ph(vacc6x0, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n6 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc6x0 = _mm512_fmadd_ph(vw0, vx0, vacc6x0);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_add_ph(vacc7x0, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n7 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc7x0 = _mm512_fmadd_ph(vw0, vx0, vacc7x0);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_fmadd_ph(vw1, vx0, vacc4x0);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_fmadd_ph(vw1, vx0, vacc6x0);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_fmadd_ph(vw1, vx0, vacc6x0);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc5x0 = _mm512_fmadd_ph(vw0, vx0, vacc5x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc6x0 = _mm512_fmadd_ph(vw0, vx0, vacc6x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc4x0 = _mm512_fmadd_ph(vw2, vx0, vacc4x0);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc5x0 = _mm512_fmadd_ph(vw2, vx0, vacc5x0);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc6x0 = _mm512_fmadd_ph(vw2, vx0, vacc6x0);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc4x0 = _mm512_fmadd_ph(vw0, vx0, vacc4x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc6x0 = _mm512_fmadd_ph(vw2, vx0, vacc6x0);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc7x0 = _mm512_fmadd_ph(vw2, vx0, vacc7x0);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_fmadd_ph(vw1, vx0, vacc4x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc7x0 = _mm512_fmadd_ph(vw2, vx0, vacc7x0);
      vals += 3;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x0));
    vacc1x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x0));
    vacc2x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x0));
    vacc3x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x0));
    vacc4x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc4x0));
    vacc5x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc5x0));
    vacc6x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc6x0));
    vacc7x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc7x0));
    if (output_channels >= 8) {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      mask_store_ph(o0 + 0, vmask, vacc0x0);
      _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
      mask_store_ph(o1 + 0, vmask, vacc1x0);
      _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
      mask_store_ph(o2 + 0, vmask, vacc2x0);
      _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
      mask_store_ph(o3 + 0, vmask, vacc3x0);
      _Float16* o4 = (_Float16*) ((uintptr_t) output + output_offsets[4]);
      mask_store_ph(o4 + 0, vmask, vacc4x0);
      _Float16* o5 = (_Float16*) ((uintptr_t) output + output_offsets[5]);
      mask_store_ph(o5 + 0, vmask, vacc5x0);
      _Float16* o6 = (_Float16*) ((uintptr_t) output + output_offsets[6]);
      mask_store_ph(o6 + 0, vmask, vacc6x0);
      _Float16* o7 = (_Float16*) ((uintptr_t) output + output_offsets[7]);
      mask_store_ph(o7 + 0, vmask, vacc7x0);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      mask_store_ph(o0 + 0, vmask, vacc0x0);
      if (output_channels > 1) {
        _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
        mask_store_ph(o1 + 0, vmask, vacc1x0);
      }
      if (output_channels > 2) {
        _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
        mask_store_ph(o2 + 0, vmask, vacc2x0);
      }
      if (output_channels > 3) {
        _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
        mask_store_ph(o3 + 0, vmask, vacc3x0);
      }
      if (output_channels > 4) {
        _Float16* o4 = (_Float16*) ((uintptr_t) output + output_offsets[4]);
        mask_store_ph(o4 + 0, vmask, vacc4x0);
      }
      if (output_channels > 5) {
        _Float16* o5 = (_Float16*) ((uintptr_t) output + output_offsets[5]);
        mask_store_ph(o5 + 0, vmask, vacc5x0);
      }
      if (output_channels > 6) {
        _Float16* o6 = (_Float16*) ((uintptr_t) output + output_offsets[6]);
        mask_store_ph(o6 + 0, vmask, vacc6x0);
      }
      if (output_channels > 7) {
        _Float16* o7 = (_Float16*) ((uintptr_t) output + output_offsets[7]);
        mask_store_ph(o7 + 0, vmask, vacc7x0);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x64_masked(
    size_t output_channels, const _Float16* input, size_t input_stride, const uint16_t* w,
    const _Float16* bias, _Float16* output, const size_t* output_offsets,
    __mmask32 vmask, __m512h vmin, __m512h vmax)
{
  do {
    __m512h vacc0x0;
    __m512h vacc0x1;
    __m512h vacc1x0;
    __m512h vacc1x1;
    __m512h vacc2x0;
    __m512h vacc2x1;
    __m512h vacc3x0;
    __m512h vacc3x1;
    __m512h vacc4x0;
    __m512h vacc4x1;
    __m512h vacc5x0;
    __m512h vacc5x1;
    __m512h vacc6x0;
    __m512h vacc6x1;
    __m512h vacc7x0;
    __m512h vacc7x1;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc0x1 = vacc0x0;
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc1x1 = vacc1x0;
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc2x1 = vacc2x0;
      vacc3x0 = _mm512_set1_ph(bias[3]);
      vacc3x1 = vacc3x0;
      vacc4x0 = _mm512_set1_ph(bias[4]);
      vacc4x1 = vacc4x0;
      vacc5x0 = _mm512_set1_ph(bias[5]);
      vacc5x1 = vacc5x0;
      vacc6x0 = _mm512_set1_ph(bias[6]);
      vacc6x1 = vacc6x0;
      vacc7x0 = _mm512_set1_ph(bias[7]);
      vacc7x1 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const _Float16* i0 = (const _Float16*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ph(i0 + 0);
      vacc0x1 = maskz_load_ph(vmask, i0 + 32);
      const _Float16* i1 = output_channels > 1 ? (const _Float16*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ph(i1 + 0);
      vacc1x1 = maskz_load_ph(vmask, i1 + 32);
      const _Float16* i2 = output_channels > 2 ? (const _Float16*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ph(i2 + 0);
      vacc2x1 = maskz_load_ph(vmask, i2 + 32);
      const _Float16* i3 = output_channels > 3 ? (const _Float16*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ph(i3 + 0);
      vacc3x1 = maskz_load_ph(vmask, i3 + 32);
      const _Float16* i4 = output_channels > 4 ? (const _Float16*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = _mm512_loadu_ph(i4 + 0);
      vacc4x1 = maskz_load_ph(vmask, i4 + 32);
      const _Float16* i5 = output_channels > 5 ? (const _Float16*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = _mm512_loadu_ph(i5 + 0);
      vacc5x1 = maskz_load_ph(vmask, i5 + 32);
      const _Float16* i6 = output_channels > 6 ? (const _Float16*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = _mm512_loadu_ph(i6 + 0);
      vacc6x1 = maskz_load_ph(vmask, i6 + 32);
      const _Float16* i7 = output_channels > 7 ? (const _Float16*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = _mm512_loadu_ph(i7 + 0);
      vacc7x1 = maskz_load_ph(vmask, i7 + 32);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const _Float16* vals = (const _Float16*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc0x0 = _mm512_add_ph(vacc0x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc0x1 = _mm512_add_ph(vacc0x1, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n0 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_add_ph(vacc1x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc1x1 = _mm512_add_ph(vacc1x1, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n1 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_add_ph(vacc2x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc2x1 = _mm512_add_ph(vacc2x1, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n2 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_add_ph(vacc3x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc3x1 = _mm512_add_ph(vacc3x1, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n3 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n4 >= 2; n4 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_add_ph(vacc4x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc4x1 = _mm512_add_ph(vacc4x1, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n4 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc4x0 = _mm512_fmadd_ph(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw0, vx1, vacc4x1);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n5 >= 2; n5 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_add_ph(vacc5x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc5x1 = _mm512_add_ph(vacc5x1, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n5 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc5x0 = _mm512_fmadd_ph(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw0, vx1, vacc5x1);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n6 >= 2; n6 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_add_ph(vacc6x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc6x1 = _mm512_add_ph(vacc6x1, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n6 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc6x0 = _mm512_fmadd_ph(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw0, vx1, vacc6x1);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_add_ph(vacc7x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc7x1 = _mm512_add_ph(vacc7x1, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n7 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc7x0 = _mm512_fmadd_ph(vw0, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw0, vx1, vacc7x1);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw1, vx1, vacc3x1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw1, vx1, vacc3x1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_fmadd_ph(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw1, vx1, vacc4x1);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw1, vx1, vacc5x1);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw1, vx1, vacc5x1);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_fmadd_ph(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw1, vx1, vacc6x1);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_fmadd_ph(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw1, vx1, vacc6x1);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw1, vx1, vacc7x1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc5x0 = _mm512_fmadd_ph(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw0, vx1, vacc5x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw1, vx1, vacc7x1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc6x0 = _mm512_fmadd_ph(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw0, vx1, vacc6x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw1, vx1, vacc7x1);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc4x0 = _mm512_fmadd_ph(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw2, vx1, vacc4x1);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw1, vx1, vacc3x1);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc5x0 = _mm512_fmadd_ph(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw2, vx1, vacc5x1);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc6x0 = _mm512_fmadd_ph(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw2, vx1, vacc6x1);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc4x0 = _mm512_fmadd_ph(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw0, vx1, vacc4x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw1, vx1, vacc5x1);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc6x0 = _mm512_fmadd_ph(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw2, vx1, vacc6x1);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc7x0 = _mm512_fmadd_ph(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw2, vx1, vacc7x1);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = maskz_load_ph(vmask, x + 32);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_fmadd_ph(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw1, vx1, vacc4x1);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc7x0 = _mm512_fmadd_ph(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw2, vx1, vacc7x1);
      vals += 3;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x1));
    vacc1x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x1));
    vacc2x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x1));
    vacc3x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x1));
    vacc4x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc4x0));
    vacc4x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc4x1));
    vacc5x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc5x0));
    vacc5x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc5x1));
    vacc6x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc6x0));
    vacc6x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc6x1));
    vacc7x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc7x0));
    vacc7x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc7x1));
    if (output_channels >= 8) {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      mask_store_ph(o0 + 32, vmask, vacc0x1);
      _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ph(o1 + 0, vacc1x0);
      mask_store_ph(o1 + 32, vmask, vacc1x1);
      _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ph(o2 + 0, vacc2x0);
      mask_store_ph(o2 + 32, vmask, vacc2x1);
      _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ph(o3 + 0, vacc3x0);
      mask_store_ph(o3 + 32, vmask, vacc3x1);
      _Float16* o4 = (_Float16*) ((uintptr_t) output + output_offsets[4]);
      _mm512_storeu_ph(o4 + 0, vacc4x0);
      mask_store_ph(o4 + 32, vmask, vacc4x1);
      _Float16* o5 = (_Float16*) ((uintptr_t) output + output_offsets[5]);
      _mm512_storeu_ph(o5 + 0, vacc5x0);
      mask_store_ph(o5 + 32, vmask, vacc5x1);
      _Float16* o6 = (_Float16*) ((uintptr_t) output + output_offsets[6]);
      _mm512_storeu_ph(o6 + 0, vacc6x0);
      mask_store_ph(o6 + 32, vmask, vacc6x1);
      _Float16* o7 = (_Float16*) ((uintptr_t) output + output_offsets[7]);
      _mm512_storeu_ph(o7 + 0, vacc7x0);
      mask_store_ph(o7 + 32, vmask, vacc7x1);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      mask_store_ph(o0 + 32, vmask, vacc0x1);
      if (output_channels > 1) {
        _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ph(o1 + 0, vacc1x0);
        mask_store_ph(o1 + 32, vmask, vacc1x1);
      }
      if (output_channels > 2) {
        _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ph(o2 + 0, vacc2x0);
        mask_store_ph(o2 + 32, vmask, vacc2x1);
      }
      if (output_channels > 3) {
        _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ph(o3 + 0, vacc3x0);
        mask_store_ph(o3 + 32, vmask, vacc3x1);
      }
      if (output_channels > 4) {
        _Float16* o4 = (_Float16*) ((uintptr_t) output + output_offsets[4]);
        _mm512_storeu_ph(o4 + 0, vacc4x0);
        mask_store_ph(o4 + 32, vmask, vacc4x1);
      }
      if (output_channels > 5) {
        _Float16* o5 = (_Float16*) ((uintptr_t) output + output_offsets[5]);
        _mm512_storeu_ph(o5 + 0, vacc5x0);
        mask_store_ph(o5 + 32, vmask, vacc5x1);
      }
      if (output_channels > 6) {
        _Float16* o6 = (_Float16*) ((uintptr_t) output + output_offsets[6]);
        _mm512_storeu_ph(o6 + 0, vacc6x0);
        mask_store_ph(o6 + 32, vmask, vacc6x1);
      }
      if (output_channels > 7) {
        _Float16* o7 = (_Float16*) ((uintptr_t) output + output_offsets[7]);
        _mm512_storeu_ph(o7 + 0, vacc7x0);
        mask_store_ph(o7 + 32, vmask, vacc7x1);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x96(
    size_t output_channels, const _Float16* input, size_t input_stride, const uint16_t* w,
    const _Float16* bias, _Float16* output, const size_t* output_offsets,
    __m512h vmin, __m512h vmax)
{
  do {
    __m512h vacc0x0;
    __m512h vacc0x1;
    __m512h vacc0x2;
    __m512h vacc1x0;
    __m512h vacc1x1;
    __m512h vacc1x2;
    __m512h vacc2x0;
    __m512h vacc2x1;
    __m512h vacc2x2;
    __m512h vacc3x0;
    __m512h vacc3x1;
    __m512h vacc3x2;
    __m512h vacc4x0;
    __m512h vacc4x1;
    __m512h vacc4x2;
    __m512h vacc5x0;
    __m512h vacc5x1;
    __m512h vacc5x2;
    __m512h vacc6x0;
    __m512h vacc6x1;
    __m512h vacc6x2;
    __m512h vacc7x0;
    __m512h vacc7x1;
    __m512h vacc7x2;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = _mm512_set1_ph(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc4x0 = _mm512_set1_ph(bias[4]);
      vacc4x1 = vacc4x0;
      vacc4x2 = vacc4x0;
      vacc5x0 = _mm512_set1_ph(bias[5]);
      vacc5x1 = vacc5x0;
      vacc5x2 = vacc5x0;
      vacc6x0 = _mm512_set1_ph(bias[6]);
      vacc6x1 = vacc6x0;
      vacc6x2 = vacc6x0;
      vacc7x0 = _mm512_set1_ph(bias[7]);
      vacc7x1 = vacc7x0;
      vacc7x2 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const _Float16* i0 = (const _Float16*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ph(i0 + 0);
      vacc0x1 = _mm512_loadu_ph(i0 + 32);
      vacc0x2 = _mm512_loadu_ph(i0 + 64);
      const _Float16* i1 = output_channels > 1 ? (const _Float16*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ph(i1 + 0);
      vacc1x1 = _mm512_loadu_ph(i1 + 32);
      vacc1x2 = _mm512_loadu_ph(i1 + 64);
      const _Float16* i2 = output_channels > 2 ? (const _Float16*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ph(i2 + 0);
      vacc2x1 = _mm512_loadu_ph(i2 + 32);
      vacc2x2 = _mm512_loadu_ph(i2 + 64);
      const _Float16* i3 = output_channels > 3 ? (const _Float16*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ph(i3 + 0);
      vacc3x1 = _mm512_loadu_ph(i3 + 32);
      vacc3x2 = _mm512_loadu_ph(i3 + 64);
      const _Float16* i4 = output_channels > 4 ? (const _Float16*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = _mm512_loadu_ph(i4 + 0);
      vacc4x1 = _mm512_loadu_ph(i4 + 32);
      vacc4x2 = _mm512_loadu_ph(i4 + 64);
      const _Float16* i5 = output_channels > 5 ? (const _Float16*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = _mm512_loadu_ph(i5 + 0);
      vacc5x1 = _mm512_loadu_ph(i5 + 32);
      vacc5x2 = _mm512_loadu_ph(i5 + 64);
      const _Float16* i6 = output_channels > 6 ? (const _Float16*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = _mm512_loadu_ph(i6 + 0);
      vacc6x1 = _mm512_loadu_ph(i6 + 32);
      vacc6x2 = _mm512_loadu_ph(i6 + 64);
      const _Float16* i7 = output_channels > 7 ? (const _Float16*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = _mm512_loadu_ph(i7 + 0);
      vacc7x1 = _mm512_loadu_ph(i7 + 32);
      vacc7x2 = _mm512_loadu_ph(i7 + 64);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const _Float16* vals = (const _Float16*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc0x0 = _mm512_add_ph(vacc0x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc0x1 = _mm512_add_ph(vacc0x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc0x2 = _mm512_add_ph(vacc0x2, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 64), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 64))));
      vals += 2;
    }
    if (n0 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_add_ph(vacc1x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc1x1 = _mm512_add_ph(vacc1x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc1x2 = _mm512_add_ph(vacc1x2, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 64), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 64))));
      vals += 2;
    }
    if (n1 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_add_ph(vacc2x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc2x1 = _mm512_add_ph(vacc2x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc2x2 = _mm512_add_ph(vacc2x2, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 64), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 64))));
      vals += 2;
    }
    if (n2 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_add_ph(vacc3x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc3x1 = _mm512_add_ph(vacc3x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc3x2 = _mm512_add_ph(vacc3x2, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 64), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 64))));
      vals += 2;
    }
    if (n3 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n4 >= 2; n4 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_add_ph(vacc4x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc4x1 = _mm512_add_ph(vacc4x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc4x2 = _mm512_add_ph(vacc4x2, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 64), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 64))));
      vals += 2;
    }
    if (n4 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc4x0 = _mm512_fmadd_ph(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw0, vx2, vacc4x2);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n5 >= 2; n5 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_add_ph(vacc5x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc5x1 = _mm512_add_ph(vacc5x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc5x2 = _mm512_add_ph(vacc5x2, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 64), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 64))));
      vals += 2;
    }
    if (n5 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc5x0 = _mm512_fmadd_ph(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw0, vx2, vacc5x2);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n6 >= 2; n6 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_add_ph(vacc6x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc6x1 = _mm512_add_ph(vacc6x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc6x2 = _mm512_add_ph(vacc6x2, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 64), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 64))));
      vals += 2;
    }
    if (n6 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc6x0 = _mm512_fmadd_ph(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw0, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw0, vx2, vacc6x2);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_add_ph(vacc7x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc7x1 = _mm512_add_ph(vacc7x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc7x2 = _mm512_add_ph(vacc7x2, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 64), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 64))));
      vals += 2;
    }
    if (n7 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc7x0 = _mm512_fmadd_ph(vw0, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw0, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw0, vx2, vacc7x2);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_fmadd_ph(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw1, vx2, vacc4x2);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw1, vx2, vacc5x2);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw1, vx2, vacc5x2);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_fmadd_ph(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw1, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw1, vx2, vacc6x2);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_fmadd_ph(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw1, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw1, vx2, vacc6x2);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc5x0 = _mm512_fmadd_ph(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw0, vx2, vacc5x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc6x0 = _mm512_fmadd_ph(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw0, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw0, vx2, vacc6x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc4x0 = _mm512_fmadd_ph(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw2, vx2, vacc4x2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw1, vx2, vacc3x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc5x0 = _mm512_fmadd_ph(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw2, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw2, vx2, vacc5x2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc6x0 = _mm512_fmadd_ph(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw2, vx2, vacc6x2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc4x0 = _mm512_fmadd_ph(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw0, vx2, vacc4x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw1, vx2, vacc5x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc6x0 = _mm512_fmadd_ph(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw2, vx2, vacc6x2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc7x0 = _mm512_fmadd_ph(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw2, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw2, vx2, vacc7x2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_fmadd_ph(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw1, vx2, vacc4x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc7x0 = _mm512_fmadd_ph(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw2, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw2, vx2, vacc7x2);
      vals += 3;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x2));
    vacc1x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x2));
    vacc2x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x2));
    vacc3x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x2));
    vacc4x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc4x0));
    vacc4x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc4x1));
    vacc4x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc4x2));
    vacc5x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc5x0));
    vacc5x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc5x1));
    vacc5x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc5x2));
    vacc6x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc6x0));
    vacc6x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc6x1));
    vacc6x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc6x2));
    vacc7x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc7x0));
    vacc7x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc7x1));
    vacc7x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc7x2));
    if (output_channels >= 8) {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ph(o1 + 0, vacc1x0);
      _mm512_storeu_ph(o1 + 32, vacc1x1);
      _mm512_storeu_ph(o1 + 64, vacc1x2);
      _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ph(o2 + 0, vacc2x0);
      _mm512_storeu_ph(o2 + 32, vacc2x1);
      _mm512_storeu_ph(o2 + 64, vacc2x2);
      _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ph(o3 + 0, vacc3x0);
      _mm512_storeu_ph(o3 + 32, vacc3x1);
      _mm512_storeu_ph(o3 + 64, vacc3x2);
      _Float16* o4 = (_Float16*) ((uintptr_t) output + output_offsets[4]);
      _mm512_storeu_ph(o4 + 0, vacc4x0);
      _mm512_storeu_ph(o4 + 32, vacc4x1);
      _mm512_storeu_ph(o4 + 64, vacc4x2);
      _Float16* o5 = (_Float16*) ((uintptr_t) output + output_offsets[5]);
      _mm512_storeu_ph(o5 + 0, vacc5x0);
      _mm512_storeu_ph(o5 + 32, vacc5x1);
      _mm512_storeu_ph(o5 + 64, vacc5x2);
      _Float16* o6 = (_Float16*) ((uintptr_t) output + output_offsets[6]);
      _mm512_storeu_ph(o6 + 0, vacc6x0);
      _mm512_storeu_ph(o6 + 32, vacc6x1);
      _mm512_storeu_ph(o6 + 64, vacc6x2);
      _Float16* o7 = (_Float16*) ((uintptr_t) output + output_offsets[7]);
      _mm512_storeu_ph(o7 + 0, vacc7x0);
      _mm512_storeu_ph(o7 + 32, vacc7x1);
      _mm512_storeu_ph(o7 + 64, vacc7x2);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      if (output_channels > 1) {
        _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ph(o1 + 0, vacc1x0);
        _mm512_storeu_ph(o1 + 32, vacc1x1);
        _mm512_storeu_ph(o1 + 64, vacc1x2);
      }
      if (output_channels > 2) {
        _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ph(o2 + 0, vacc2x0);
        _mm512_storeu_ph(o2 + 32, vacc2x1);
        _mm512_storeu_ph(o2 + 64, vacc2x2);
      }
      if (output_channels > 3) {
        _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ph(o3 + 0, vacc3x0);
        _mm512_storeu_ph(o3 + 32, vacc3x1);
        _mm512_storeu_ph(o3 + 64, vacc3x2);
      }
      if (output_channels > 4) {
        _Float16* o4 = (_Float16*) ((uintptr_t) output + output_offsets[4]);
        _mm512_storeu_ph(o4 + 0, vacc4x0);
        _mm512_storeu_ph(o4 + 32, vacc4x1);
        _mm512_storeu_ph(o4 + 64, vacc4x2);
      }
      if (output_channels > 5) {
        _Float16* o5 = (_Float16*) ((uintptr_t) output + output_offsets[5]);
        _mm512_storeu_ph(o5 + 0, vacc5x0);
        _mm512_storeu_ph(o5 + 32, vacc5x1);
        _mm512_storeu_ph(o5 + 64, vacc5x2);
      }
      if (output_channels > 6) {
        _Float16* o6 = (_Float16*) ((uintptr_t) output + output_offsets[6]);
        _mm512_storeu_ph(o6 + 0, vacc6x0);
        _mm512_storeu_ph(o6 + 32, vacc6x1);
        _mm512_storeu_ph(o6 + 64, vacc6x2);
      }
      if (output_channels > 7) {
        _Float16* o7 = (_Float16*) ((uintptr_t) output + output_offsets[7]);
        _mm512_storeu_ph(o7 + 0, vacc7x0);
        _mm512_storeu_ph(o7 + 32, vacc7x1);
        _mm512_storeu_ph(o7 + 64, vacc7x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x96_masked(
    size_t output_channels, const _Float16* input, size_t input_stride, const uint16_t* w,
    const _Float16* bias, _Float16* output, const size_t* output_offsets,
    __mmask32 vmask, __m512h vmin, __m512h vmax)
{
  do {
    __m512h vacc0x0;
    __m512h vacc0x1;
    __m512h vacc0x2;
    __m512h vacc1x0;
    __m512h vacc1x1;
    __m512h vacc1x2;
    __m512h vacc2x0;
    __m512h vacc2x1;
    __m512h vacc2x2;
    __m512h vacc3x0;
    __m512h vacc3x1;
    __m512h vacc3x2;
    __m512h vacc4x0;
    __m512h vacc4x1;
    __m512h vacc4x2;
    __m512h vacc5x0;
    __m512h vacc5x1;
    __m512h vacc5x2;
    __m512h vacc6x0;
    __m512h vacc6x1;
    __m512h vacc6x2;
    __m512h vacc7x0;
    __m512h vacc7x1;
    __m512h vacc7x2;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = _mm512_set1_ph(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc4x0 = _mm512_set1_ph(bias[4]);
      vacc4x1 = vacc4x0;
      vacc4x2 = vacc4x0;
      vacc5x0 = _mm512_set1_ph(bias[5]);
      vacc5x1 = vacc5x0;
      vacc5x2 = vacc5x0;
      vacc6x0 = _mm512_set1_ph(bias[6]);
      vacc6x1 = vacc6x0;
      vacc6x2 = vacc6x0;
      vacc7x0 = _mm512_set1_ph(bias[7]);
      vacc7x1 = vacc7x0;
      vacc7x2 = vacc7x0;
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const _Float16* i0 = (const _Float16*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ph(i0 + 0);
      vacc0x1 = _mm512_loadu_ph(i0 + 32);
      vacc0x2 = maskz_load_ph(vmask, i0 + 64);
      const _Float16* i1 = output_channels > 1 ? (const _Float16*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ph(i1 + 0);
      vacc1x1 = _mm512_loadu_ph(i1 + 32);
      vacc1x2 = maskz_load_ph(vmask, i1 + 64);
      const _Float16* i2 = output_channels > 2 ? (const _Float16*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ph(i2 + 0);
      vacc2x1 = _mm512_loadu_ph(i2 + 32);
      vacc2x2 = maskz_load_ph(vmask, i2 + 64);
      const _Float16* i3 = output_channels > 3 ? (const _Float16*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ph(i3 + 0);
      vacc3x1 = _mm512_loadu_ph(i3 + 32);
      vacc3x2 = maskz_load_ph(vmask, i3 + 64);
      const _Float16* i4 = output_channels > 4 ? (const _Float16*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = _mm512_loadu_ph(i4 + 0);
      vacc4x1 = _mm512_loadu_ph(i4 + 32);
      vacc4x2 = maskz_load_ph(vmask, i4 + 64);
      const _Float16* i5 = output_channels > 5 ? (const _Float16*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = _mm512_loadu_ph(i5 + 0);
      vacc5x1 = _mm512_loadu_ph(i5 + 32);
      vacc5x2 = maskz_load_ph(vmask, i5 + 64);
      const _Float16* i6 = output_channels > 6 ? (const _Float16*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = _mm512_loadu_ph(i6 + 0);
      vacc6x1 = _mm512_loadu_ph(i6 + 32);
      vacc6x2 = maskz_load_ph(vmask, i6 + 64);
      const _Float16* i7 = output_channels > 7 ? (const _Float16*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = _mm512_loadu_ph(i7 + 0);
      vacc7x1 = _mm512_loadu_ph(i7 + 32);
      vacc7x2 = maskz_load_ph(vmask, i7 + 64);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const _Float16* vals = (const _Float16*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc0x0 = _mm512_add_ph(vacc0x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc0x1 = _mm512_add_ph(vacc0x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc0x2 = _mm512_add_ph(vacc0x2, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n0 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_add_ph(vacc1x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc1x1 = _mm512_add_ph(vacc1x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc1x2 = _mm512_add_ph(vacc1x2, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n1 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_add_ph(vacc2x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc2x1 = _mm512_add_ph(vacc2x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc2x2 = _mm512_add_ph(vacc2x2, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n2 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_add_ph(vacc3x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc3x1 = _mm512_add_ph(vacc3x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc3x2 = _mm512_add_ph(vacc3x2, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n3 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n4 >= 2; n4 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_add_ph(vacc4x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc4x1 = _mm512_add_ph(vacc4x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc4x2 = _mm512_add_ph(vacc4x2, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n4 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc4x0 = _mm512_fmadd_ph(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw0, vx2, vacc4x2);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n5 >= 2; n5 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_add_ph(vacc5x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc5x1 = _mm512_add_ph(vacc5x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc5x2 = _mm512_add_ph(vacc5x2, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n5 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc5x0 = _mm512_fmadd_ph(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw0, vx2, vacc5x2);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n6 >= 2; n6 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_add_ph(vacc6x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc6x1 = _mm512_add_ph(vacc6x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc6x2 = _mm512_add_ph(vacc6x2, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n6 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc6x0 = _mm512_fmadd_ph(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw0, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw0, vx2, vacc6x2);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const _Float16* xa = (const _Float16*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const _Float16* xb = (const _Float16*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512h vwa = _mm512_set1_ph(vals[0]);
      const __m512h vwb = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_add_ph(vacc7x0, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 0), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 0))));
      vacc7x1 = _mm512_add_ph(vacc7x1, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 32), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 32))));
      vacc7x2 = _mm512_add_ph(vacc7x2, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n7 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc7x0 = _mm512_fmadd_ph(vw0, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw0, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw0, vx2, vacc7x2);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_fmadd_ph(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw1, vx2, vacc4x2);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw1, vx2, vacc5x2);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw1, vx2, vacc5x2);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_fmadd_ph(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw1, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw1, vx2, vacc6x2);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc6x0 = _mm512_fmadd_ph(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw1, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw1, vx2, vacc6x2);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc5x0 = _mm512_fmadd_ph(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw0, vx2, vacc5x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc6x0 = _mm512_fmadd_ph(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw0, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw0, vx2, vacc6x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc7x0 = _mm512_fmadd_ph(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc4x0 = _mm512_fmadd_ph(vw2, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw2, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw2, vx2, vacc4x2);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc3x0 = _mm512_fmadd_ph(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw1, vx2, vacc3x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc5x0 = _mm512_fmadd_ph(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw2, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw2, vx2, vacc5x2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc6x0 = _mm512_fmadd_ph(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw2, vx2, vacc6x2);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc4x0 = _mm512_fmadd_ph(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw0, vx2, vacc4x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc5x0 = _mm512_fmadd_ph(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ph(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ph(vw1, vx2, vacc5x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc6x0 = _mm512_fmadd_ph(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ph(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ph(vw2, vx2, vacc6x2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc7x0 = _mm512_fmadd_ph(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw2, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw2, vx2, vacc7x2);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = maskz_load_ph(vmask, x + 64);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc4x0 = _mm512_fmadd_ph(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ph(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ph(vw1, vx2, vacc4x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc7x0 = _mm512_fmadd_ph(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ph(vw2, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ph(vw2, vx2, vacc7x2);
      vals += 3;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x2));
    vacc1x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x2));
    vacc2x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x2));
    vacc3x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x2));
    vacc4x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc4x0));
    vacc4x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc4x1));
    vacc4x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc4x2));
    vacc5x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc5x0));
    vacc5x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc5x1));
    vacc5x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc5x2));
    vacc6x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc6x0));
    vacc6x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc6x1));
    vacc6x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc6x2));
    vacc7x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc7x0));
    vacc7x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc7x1));
    vacc7x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc7x2));
    if (output_channels >= 8) {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      mask_store_ph(o0 + 64, vmask, vacc0x2);
      _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ph(o1 + 0, vacc1x0);
      _mm512_storeu_ph(o1 + 32, vacc1x1);
      mask_store_ph(o1 + 64, vmask, vacc1x2);
      _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ph(o2 + 0, vacc2x0);
      _mm512_storeu_ph(o2 + 32, vacc2x1);
      mask_store_ph(o2 + 64, vmask, vacc2x2);
      _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ph(o3 + 0, vacc3x0);
      _mm512_storeu_ph(o3 + 32, vacc3x1);
      mask_store_ph(o3 + 64, vmask, vacc3x2);
      _Float16* o4 = (_Float16*) ((uintptr_t) output + output_offsets[4]);
      _mm512_storeu_ph(o4 + 0, vacc4x0);
      _mm512_storeu_ph(o4 + 32, vacc4x1);
      mask_store_ph(o4 + 64, vmask, vacc4x2);
      _Float16* o5 = (_Float16*) ((uintptr_t) output + output_offsets[5]);
      _mm512_storeu_ph(o5 + 0, vacc5x0);
      _mm512_storeu_ph(o5 + 32, vacc5x1);
      mask_store_ph(o5 + 64, vmask, vacc5x2);
      _Float16* o6 = (_Float16*) ((uintptr_t) output + output_offsets[6]);
      _mm512_storeu_ph(o6 + 0, vacc6x0);
      _mm512_storeu_ph(o6 + 32, vacc6x1);
      mask_store_ph(o6 + 64, vmask, vacc6x2);
      _Float16* o7 = (_Float16*) ((uintptr_t) output + output_offsets[7]);
      _mm512_storeu_ph(o7 + 0, vacc7x0);
      _mm512_storeu_ph(o7 + 32, vacc7x1);
      mask_store_ph(o7 + 64, vmask, vacc7x2);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      mask_store_ph(o0 + 64, vmask, vacc0x2);
      if (output_channels > 1) {
        _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ph(o1 + 0, vacc1x0);
        _mm512_storeu_ph(o1 + 32, vacc1x1);
        mask_store_ph(o1 + 64, vmask, vacc1x2);
      }
      if (output_channels > 2) {
        _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ph(o2 + 0, vacc2x0);
        _mm512_storeu_ph(o2 + 32, vacc2x1);
        mask_store_ph(o2 + 64, vmask, vacc2x2);
      }
      if (output_channels > 3) {
        _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ph(o3 + 0, vacc3x0);
        _mm512_storeu_ph(o3 + 32, vacc3x1);
        mask_store_ph(o3 + 64, vmask, vacc3x2);
      }
      if (output_channels > 4) {
        _Float16* o4 = (_Float16*) ((uintptr_t) output + output_offsets[4]);
        _mm512_storeu_ph(o4 + 0, vacc4x0);
        _mm512_storeu_ph(o4 + 32, vacc4x1);
        mask_store_ph(o4 + 64, vmask, vacc4x2);
      }
      if (output_channels > 5) {
        _Float16* o5 = (_Float16*) ((uintptr_t) output + output_offsets[5]);
        _mm512_storeu_ph(o5 + 0, vacc5x0);
        _mm512_storeu_ph(o5 + 32, vacc5x1);
        mask_store_ph(o5 + 64, vmask, vacc5x2);
      }
      if (output_channels > 6) {
        _Float16* o6 = (_Float16*) ((uintptr_t) output + output_offsets[6]);
        _mm512_storeu_ph(o6 + 0, vacc6x0);
        _mm512_storeu_ph(o6 + 32, vacc6x1);
        mask_store_ph(o6 + 64, vmask, vacc6x2);
      }
      if (output_channels > 7) {
        _Float16* o7 = (_Float16*) ((uintptr_t) output + output_offsets[7]);
        _mm512_storeu_ph(o7 + 0, vacc7x0);
        _mm512_storeu_ph(o7 + 32, vacc7x1);
        mask_store_ph(o7 + 64, vmask, vacc7x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_8x96__avx512fp16_ti8_jam90(
    size_t pixels, size_t output_channels,
    const void* input_ptr, size_t input_stride,
    const void* packed, const void* bias_ptr,
    void* output_ptr, const size_t* output_offsets,
    const struct sprt_f16_minmax_params* params)
{
  const __m512h vmin = _mm512_castsi512_ph(_mm512_set1_epi16((short) params->min_f16));
  const __m512h vmax = _mm512_castsi512_ph(_mm512_set1_epi16((short) params->max_f16));
  const uint16_t* w = (const uint16_t*) packed;
  const _Float16* input = (const _Float16*) input_ptr;
  const _Float16* bias = (const _Float16*) bias_ptr;
  _Float16* output = (_Float16*) output_ptr;
  for (; pixels >= 96; pixels -= 96) {
    panels_8x96(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 96;
    output += 96;
  }
  if (pixels != 0) {
    // Lanes of the last vector; 32 when the remainder fills it.
    const __mmask32 vmask = _cvtu32_mask32(UINT32_C(0xFFFFFFFF) >> ((32 - (pixels & 31)) & 31));
    switch ((pixels + 31) >> 5) {
      case 1:
        panels_8x32_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 2:
        panels_8x64_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 3:
        panels_8x96_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
    }
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers (strides, counts)
  // in xmm registers, and as floats they are denormals. SSE code that runs next (XNNPACK's NCHW
  // depthwise kernels) computes on stale lanes and paid denormal assists: 4x slower.
  _mm256_zeroall();
}

