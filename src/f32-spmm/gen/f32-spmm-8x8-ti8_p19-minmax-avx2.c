// Auto-generated file. Do not edit!
//   Template: src/f32-spmm/f32-spmm-avx2.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f32-spmm/f32-spmm.h. Specific to this template:
// - The C tile is 8 rows x 1 ymm (8 pixels): 8 accumulators + 1 input vectors
//   + 1 broadcast weight <= 16 registers, kept in registers across all kernel patterns of a panel.
// - Per column: one load of 1 input vectors, then one broadcast and 1 FMAs per weight.
// - A partial pixel tile runs the same panel code with ceil(pixels / 8) vectors, the last one masked
//   (vmaskmovps suppresses faults on masked lanes), so no byte past the last pixel of a row is read or written.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f32-spmm/f32-spmm.h"

// Eight active lanes followed by eight inactive ones: a window of 8 gives the tail mask.
static const int32_t mask_table[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};

static inline void panels_8x8(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __m256 vmin, __m256 vmax)
{
  do {
    __m256 vacc0x0;
    __m256 vacc1x0;
    __m256 vacc2x0;
    __m256 vacc3x0;
    __m256 vacc4x0;
    __m256 vacc5x0;
    __m256 vacc6x0;
    __m256 vacc7x0;
    if (bias != NULL) {
      vacc0x0 = _mm256_broadcast_ss(bias + 0);
      vacc1x0 = _mm256_broadcast_ss(bias + 1);
      vacc2x0 = _mm256_broadcast_ss(bias + 2);
      vacc3x0 = _mm256_broadcast_ss(bias + 3);
      vacc4x0 = _mm256_broadcast_ss(bias + 4);
      vacc5x0 = _mm256_broadcast_ss(bias + 5);
      vacc6x0 = _mm256_broadcast_ss(bias + 6);
      vacc7x0 = _mm256_broadcast_ss(bias + 7);
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm256_loadu_ps(i0 + 0);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm256_loadu_ps(i1 + 0);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm256_loadu_ps(i2 + 0);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm256_loadu_ps(i3 + 0);
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = _mm256_loadu_ps(i4 + 0);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = _mm256_loadu_ps(i5 + 0);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = _mm256_loadu_ps(i6 + 0);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = _mm256_loadu_ps(i7 + 0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc0x0 = _mm256_add_ps(vacc0x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_add_ps(vacc1x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_add_ps(vacc2x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_add_ps(vacc3x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc4x0 = _mm256_add_ps(vacc4x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc4x0 = _mm256_fmadd_ps(vw0, vx0, vacc4x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_add_ps(vacc5x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc5x0 = _mm256_fmadd_ps(vw0, vx0, vacc5x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc6x0 = _mm256_add_ps(vacc6x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc6x0 = _mm256_fmadd_ps(vw0, vx0, vacc6x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_add_ps(vacc7x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc7x0 = _mm256_fmadd_ps(vw0, vx0, vacc7x0);
      vals += 1;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      vals += 4;
    }
    // Kernel pattern 0xF0: rows 4, 5, 6, 7.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc4x0 = _mm256_fmadd_ps(vw0, vx0, vacc4x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_fmadd_ps(vw1, vx0, vacc5x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc6x0 = _mm256_fmadd_ps(vw2, vx0, vacc6x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc7x0 = _mm256_fmadd_ps(vw3, vx0, vacc7x0);
      vals += 4;
    }
    // Kernel pattern 0x3C: rows 2, 3, 4, 5.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc5x0 = _mm256_fmadd_ps(vw3, vx0, vacc5x0);
      vals += 4;
    }
    // Kernel pattern 0xC3: rows 0, 1, 6, 7.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc6x0 = _mm256_fmadd_ps(vw2, vx0, vacc6x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc7x0 = _mm256_fmadd_ps(vw3, vx0, vacc7x0);
      vals += 4;
    }
    // Kernel pattern 0x55: rows 0, 2, 4, 6.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc6x0 = _mm256_fmadd_ps(vw3, vx0, vacc6x0);
      vals += 4;
    }
    // Kernel pattern 0xAA: rows 1, 3, 5, 7.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc5x0 = _mm256_fmadd_ps(vw2, vx0, vacc5x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc7x0 = _mm256_fmadd_ps(vw3, vx0, vacc7x0);
      vals += 4;
    }
    // Kernel pattern 0x3F: rows 0, 1, 2, 3, 4, 5.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc4x0 = _mm256_fmadd_ps(vw4, vx0, vacc4x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc5x0 = _mm256_fmadd_ps(vw5, vx0, vacc5x0);
      vals += 6;
    }
    // Kernel pattern 0xCF: rows 0, 1, 2, 3, 6, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc6x0 = _mm256_fmadd_ps(vw4, vx0, vacc6x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc7x0 = _mm256_fmadd_ps(vw5, vx0, vacc7x0);
      vals += 6;
    }
    // Kernel pattern 0xF3: rows 0, 1, 4, 5, 6, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc5x0 = _mm256_fmadd_ps(vw3, vx0, vacc5x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc6x0 = _mm256_fmadd_ps(vw4, vx0, vacc6x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc7x0 = _mm256_fmadd_ps(vw5, vx0, vacc7x0);
      vals += 6;
    }
    // Kernel pattern 0xFC: rows 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc5x0 = _mm256_fmadd_ps(vw3, vx0, vacc5x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc6x0 = _mm256_fmadd_ps(vw4, vx0, vacc6x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc7x0 = _mm256_fmadd_ps(vw5, vx0, vacc7x0);
      vals += 6;
    }
    // Kernel pattern 0xFF: rows 0, 1, 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[18]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc4x0 = _mm256_fmadd_ps(vw4, vx0, vacc4x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc5x0 = _mm256_fmadd_ps(vw5, vx0, vacc5x0);
      const __m256 vw6 = _mm256_broadcast_ss(vals + 6);
      vacc6x0 = _mm256_fmadd_ps(vw6, vx0, vacc6x0);
      const __m256 vw7 = _mm256_broadcast_ss(vals + 7);
      vacc7x0 = _mm256_fmadd_ps(vw7, vx0, vacc7x0);
      vals += 8;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x0));
    vacc1x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x0));
    vacc2x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x0));
    vacc3x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x0));
    vacc4x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc4x0));
    vacc5x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc5x0));
    vacc6x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc6x0));
    vacc7x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc7x0));
    if (output_channels >= 8) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_ps(o0 + 0, vacc0x0);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_ps(o1 + 0, vacc1x0);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_ps(o2 + 0, vacc2x0);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_ps(o3 + 0, vacc3x0);
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      _mm256_storeu_ps(o4 + 0, vacc4x0);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      _mm256_storeu_ps(o5 + 0, vacc5x0);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      _mm256_storeu_ps(o6 + 0, vacc6x0);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      _mm256_storeu_ps(o7 + 0, vacc7x0);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_ps(o0 + 0, vacc0x0);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_ps(o1 + 0, vacc1x0);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_ps(o2 + 0, vacc2x0);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_ps(o3 + 0, vacc3x0);
      }
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        _mm256_storeu_ps(o4 + 0, vacc4x0);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        _mm256_storeu_ps(o5 + 0, vacc5x0);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        _mm256_storeu_ps(o6 + 0, vacc6x0);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        _mm256_storeu_ps(o7 + 0, vacc7x0);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x8_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __m256i vmask, __m256 vmin, __m256 vmax)
{
  do {
    __m256 vacc0x0;
    __m256 vacc1x0;
    __m256 vacc2x0;
    __m256 vacc3x0;
    __m256 vacc4x0;
    __m256 vacc5x0;
    __m256 vacc6x0;
    __m256 vacc7x0;
    if (bias != NULL) {
      vacc0x0 = _mm256_broadcast_ss(bias + 0);
      vacc1x0 = _mm256_broadcast_ss(bias + 1);
      vacc2x0 = _mm256_broadcast_ss(bias + 2);
      vacc3x0 = _mm256_broadcast_ss(bias + 3);
      vacc4x0 = _mm256_broadcast_ss(bias + 4);
      vacc5x0 = _mm256_broadcast_ss(bias + 5);
      vacc6x0 = _mm256_broadcast_ss(bias + 6);
      vacc7x0 = _mm256_broadcast_ss(bias + 7);
      bias += 8;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm256_maskload_ps(i0 + 0, vmask);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm256_maskload_ps(i1 + 0, vmask);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm256_maskload_ps(i2 + 0, vmask);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm256_maskload_ps(i3 + 0, vmask);
      const float* i4 = output_channels > 4 ? (const float*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = _mm256_maskload_ps(i4 + 0, vmask);
      const float* i5 = output_channels > 5 ? (const float*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = _mm256_maskload_ps(i5 + 0, vmask);
      const float* i6 = output_channels > 6 ? (const float*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = _mm256_maskload_ps(i6 + 0, vmask);
      const float* i7 = output_channels > 7 ? (const float*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = _mm256_maskload_ps(i7 + 0, vmask);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc0x0 = _mm256_add_ps(vacc0x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_add_ps(vacc1x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_add_ps(vacc2x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n2 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_add_ps(vacc3x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc4x0 = _mm256_add_ps(vacc4x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n4 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc4x0 = _mm256_fmadd_ps(vw0, vx0, vacc4x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_add_ps(vacc5x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n5 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc5x0 = _mm256_fmadd_ps(vw0, vx0, vacc5x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc6x0 = _mm256_add_ps(vacc6x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n6 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc6x0 = _mm256_fmadd_ps(vw0, vx0, vacc6x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_add_ps(vacc7x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc7x0 = _mm256_fmadd_ps(vw0, vx0, vacc7x0);
      vals += 1;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      vals += 4;
    }
    // Kernel pattern 0xF0: rows 4, 5, 6, 7.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc4x0 = _mm256_fmadd_ps(vw0, vx0, vacc4x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_fmadd_ps(vw1, vx0, vacc5x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc6x0 = _mm256_fmadd_ps(vw2, vx0, vacc6x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc7x0 = _mm256_fmadd_ps(vw3, vx0, vacc7x0);
      vals += 4;
    }
    // Kernel pattern 0x3C: rows 2, 3, 4, 5.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc5x0 = _mm256_fmadd_ps(vw3, vx0, vacc5x0);
      vals += 4;
    }
    // Kernel pattern 0xC3: rows 0, 1, 6, 7.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc6x0 = _mm256_fmadd_ps(vw2, vx0, vacc6x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc7x0 = _mm256_fmadd_ps(vw3, vx0, vacc7x0);
      vals += 4;
    }
    // Kernel pattern 0x55: rows 0, 2, 4, 6.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc6x0 = _mm256_fmadd_ps(vw3, vx0, vacc6x0);
      vals += 4;
    }
    // Kernel pattern 0xAA: rows 1, 3, 5, 7.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc5x0 = _mm256_fmadd_ps(vw2, vx0, vacc5x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc7x0 = _mm256_fmadd_ps(vw3, vx0, vacc7x0);
      vals += 4;
    }
    // Kernel pattern 0x3F: rows 0, 1, 2, 3, 4, 5.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc4x0 = _mm256_fmadd_ps(vw4, vx0, vacc4x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc5x0 = _mm256_fmadd_ps(vw5, vx0, vacc5x0);
      vals += 6;
    }
    // Kernel pattern 0xCF: rows 0, 1, 2, 3, 6, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc6x0 = _mm256_fmadd_ps(vw4, vx0, vacc6x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc7x0 = _mm256_fmadd_ps(vw5, vx0, vacc7x0);
      vals += 6;
    }
    // Kernel pattern 0xF3: rows 0, 1, 4, 5, 6, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc5x0 = _mm256_fmadd_ps(vw3, vx0, vacc5x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc6x0 = _mm256_fmadd_ps(vw4, vx0, vacc6x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc7x0 = _mm256_fmadd_ps(vw5, vx0, vacc7x0);
      vals += 6;
    }
    // Kernel pattern 0xFC: rows 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc5x0 = _mm256_fmadd_ps(vw3, vx0, vacc5x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc6x0 = _mm256_fmadd_ps(vw4, vx0, vacc6x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc7x0 = _mm256_fmadd_ps(vw5, vx0, vacc7x0);
      vals += 6;
    }
    // Kernel pattern 0xFF: rows 0, 1, 2, 3, 4, 5, 6, 7.
    for (size_t n = counts[18]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      const __m256 vw4 = _mm256_broadcast_ss(vals + 4);
      vacc4x0 = _mm256_fmadd_ps(vw4, vx0, vacc4x0);
      const __m256 vw5 = _mm256_broadcast_ss(vals + 5);
      vacc5x0 = _mm256_fmadd_ps(vw5, vx0, vacc5x0);
      const __m256 vw6 = _mm256_broadcast_ss(vals + 6);
      vacc6x0 = _mm256_fmadd_ps(vw6, vx0, vacc6x0);
      const __m256 vw7 = _mm256_broadcast_ss(vals + 7);
      vacc7x0 = _mm256_fmadd_ps(vw7, vx0, vacc7x0);
      vals += 8;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x0));
    vacc1x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x0));
    vacc2x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x0));
    vacc3x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x0));
    vacc4x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc4x0));
    vacc5x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc5x0));
    vacc6x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc6x0));
    vacc7x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc7x0));
    if (output_channels >= 8) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_maskstore_ps(o0 + 0, vmask, vacc0x0);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm256_maskstore_ps(o1 + 0, vmask, vacc1x0);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm256_maskstore_ps(o2 + 0, vmask, vacc2x0);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm256_maskstore_ps(o3 + 0, vmask, vacc3x0);
      float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
      _mm256_maskstore_ps(o4 + 0, vmask, vacc4x0);
      float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
      _mm256_maskstore_ps(o5 + 0, vmask, vacc5x0);
      float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
      _mm256_maskstore_ps(o6 + 0, vmask, vacc6x0);
      float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
      _mm256_maskstore_ps(o7 + 0, vmask, vacc7x0);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_maskstore_ps(o0 + 0, vmask, vacc0x0);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm256_maskstore_ps(o1 + 0, vmask, vacc1x0);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm256_maskstore_ps(o2 + 0, vmask, vacc2x0);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm256_maskstore_ps(o3 + 0, vmask, vacc3x0);
      }
      if (output_channels > 4) {
        float* o4 = (float*) ((uintptr_t) output + output_offsets[4]);
        _mm256_maskstore_ps(o4 + 0, vmask, vacc4x0);
      }
      if (output_channels > 5) {
        float* o5 = (float*) ((uintptr_t) output + output_offsets[5]);
        _mm256_maskstore_ps(o5 + 0, vmask, vacc5x0);
      }
      if (output_channels > 6) {
        float* o6 = (float*) ((uintptr_t) output + output_offsets[6]);
        _mm256_maskstore_ps(o6 + 0, vmask, vacc6x0);
      }
      if (output_channels > 7) {
        float* o7 = (float*) ((uintptr_t) output + output_offsets[7]);
        _mm256_maskstore_ps(o7 + 0, vmask, vacc7x0);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f32_spmm_minmax_ukernel_8x8__avx2_ti8_p19(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params)
{
  const __m256 vmin = _mm256_set1_ps(params->min);
  const __m256 vmax = _mm256_set1_ps(params->max);
  const uint16_t* w = (const uint16_t*) packed;
  for (; pixels >= 8; pixels -= 8) {
    panels_8x8(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 8;
    output += 8;
  }
  if (pixels != 0) {
    // Lanes of the last vector: 1..8.
    const size_t tail = ((pixels - 1) & 7) + 1;
    const __m256i vmask = _mm256_loadu_si256((const __m256i*) &mask_table[8 - tail]);
    switch ((pixels + 7) >> 3) {
      case 1:
        panels_8x8_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
    }
  }
  // Zero the vector registers, not only their upper halves: integers GCC parks in xmm registers
  // are denormals as floats, and SSE code running next on stale lanes paid denormal assists.
  _mm256_zeroall();
}

