// Auto-generated file. Do not edit!
//   Template: src/f32-spmm/f32-spmm-avx2.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f32-spmm/f32-spmm.h. Specific to this template:
// - The C tile is 4 rows x 3 ymm (24 pixels): 12 accumulators + 3 input vectors
//   + 1 broadcast weight <= 16 registers, kept in registers across all kernel patterns of a panel.
// - Per column: one load of 3 input vectors, then one broadcast and 3 FMAs per weight.
// - A partial pixel tile runs the same panel code with ceil(pixels / 8) vectors, the last one masked
//   (vmaskmovps suppresses faults on masked lanes), so no byte past the last pixel of a row is read or written.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f32-spmm/f32-spmm.h"

// Eight active lanes followed by eight inactive ones: a window of 8 gives the tail mask.
static const int32_t mask_table[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};

static inline const uint16_t* panels_4x8_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __m256i vmask, __m256 vmin, __m256 vmax)
{
  do {
    __m256 vacc0x0;
    __m256 vacc1x0;
    __m256 vacc2x0;
    __m256 vacc3x0;
    if (bias != NULL) {
      vacc0x0 = _mm256_broadcast_ss(bias + 0);
      vacc1x0 = _mm256_broadcast_ss(bias + 1);
      vacc2x0 = _mm256_broadcast_ss(bias + 2);
      vacc3x0 = _mm256_broadcast_ss(bias + 3);
      bias += 4;
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
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 15;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14];
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
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_add_ps(vacc2x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_add_ps(vacc3x0, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 0, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 0, vmask))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_maskload_ps(x + 0, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
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
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x0));
    vacc1x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x0));
    vacc2x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x0));
    vacc3x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x0));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_maskstore_ps(o0 + 0, vmask, vacc0x0);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm256_maskstore_ps(o1 + 0, vmask, vacc1x0);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm256_maskstore_ps(o2 + 0, vmask, vacc2x0);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm256_maskstore_ps(o3 + 0, vmask, vacc3x0);
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

static inline const uint16_t* panels_4x16_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __m256i vmask, __m256 vmin, __m256 vmax)
{
  do {
    __m256 vacc0x0;
    __m256 vacc0x1;
    __m256 vacc1x0;
    __m256 vacc1x1;
    __m256 vacc2x0;
    __m256 vacc2x1;
    __m256 vacc3x0;
    __m256 vacc3x1;
    if (bias != NULL) {
      vacc0x0 = _mm256_broadcast_ss(bias + 0);
      vacc0x1 = vacc0x0;
      vacc1x0 = _mm256_broadcast_ss(bias + 1);
      vacc1x1 = vacc1x0;
      vacc2x0 = _mm256_broadcast_ss(bias + 2);
      vacc2x1 = vacc2x0;
      vacc3x0 = _mm256_broadcast_ss(bias + 3);
      vacc3x1 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm256_loadu_ps(i0 + 0);
      vacc0x1 = _mm256_maskload_ps(i0 + 8, vmask);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm256_loadu_ps(i1 + 0);
      vacc1x1 = _mm256_maskload_ps(i1 + 8, vmask);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm256_loadu_ps(i2 + 0);
      vacc2x1 = _mm256_maskload_ps(i2 + 8, vmask);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm256_loadu_ps(i3 + 0);
      vacc3x1 = _mm256_maskload_ps(i3 + 8, vmask);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 15;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14];
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
      vacc0x1 = _mm256_add_ps(vacc0x1, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 8, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 8, vmask))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
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
      vacc1x1 = _mm256_add_ps(vacc1x1, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 8, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 8, vmask))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_add_ps(vacc2x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vacc2x1 = _mm256_add_ps(vacc2x1, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 8, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 8, vmask))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw0, vx1, vacc2x1);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw2, vx1, vacc2x1);
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_add_ps(vacc3x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vacc3x1 = _mm256_add_ps(vacc3x1, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 8, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 8, vmask))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw0, vx1, vacc3x1);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw1, vx1, vacc3x1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw1, vx1, vacc3x1);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw0, vx1, vacc2x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw1, vx1, vacc3x1);
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_maskload_ps(x + 8, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw2, vx1, vacc2x1);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw3, vx1, vacc3x1);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x1));
    vacc1x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x1));
    vacc2x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x1));
    vacc3x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x1));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_ps(o0 + 0, vacc0x0);
      _mm256_maskstore_ps(o0 + 8, vmask, vacc0x1);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_ps(o1 + 0, vacc1x0);
      _mm256_maskstore_ps(o1 + 8, vmask, vacc1x1);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_ps(o2 + 0, vacc2x0);
      _mm256_maskstore_ps(o2 + 8, vmask, vacc2x1);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_ps(o3 + 0, vacc3x0);
      _mm256_maskstore_ps(o3 + 8, vmask, vacc3x1);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_ps(o0 + 0, vacc0x0);
      _mm256_maskstore_ps(o0 + 8, vmask, vacc0x1);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_ps(o1 + 0, vacc1x0);
        _mm256_maskstore_ps(o1 + 8, vmask, vacc1x1);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_ps(o2 + 0, vacc2x0);
        _mm256_maskstore_ps(o2 + 8, vmask, vacc2x1);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_ps(o3 + 0, vacc3x0);
        _mm256_maskstore_ps(o3 + 8, vmask, vacc3x1);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

static inline const uint16_t* panels_4x24(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __m256 vmin, __m256 vmax)
{
  do {
    __m256 vacc0x0;
    __m256 vacc0x1;
    __m256 vacc0x2;
    __m256 vacc1x0;
    __m256 vacc1x1;
    __m256 vacc1x2;
    __m256 vacc2x0;
    __m256 vacc2x1;
    __m256 vacc2x2;
    __m256 vacc3x0;
    __m256 vacc3x1;
    __m256 vacc3x2;
    if (bias != NULL) {
      vacc0x0 = _mm256_broadcast_ss(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = _mm256_broadcast_ss(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = _mm256_broadcast_ss(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = _mm256_broadcast_ss(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm256_loadu_ps(i0 + 0);
      vacc0x1 = _mm256_loadu_ps(i0 + 8);
      vacc0x2 = _mm256_loadu_ps(i0 + 16);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm256_loadu_ps(i1 + 0);
      vacc1x1 = _mm256_loadu_ps(i1 + 8);
      vacc1x2 = _mm256_loadu_ps(i1 + 16);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm256_loadu_ps(i2 + 0);
      vacc2x1 = _mm256_loadu_ps(i2 + 8);
      vacc2x2 = _mm256_loadu_ps(i2 + 16);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm256_loadu_ps(i3 + 0);
      vacc3x1 = _mm256_loadu_ps(i3 + 8);
      vacc3x2 = _mm256_loadu_ps(i3 + 16);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 15;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14];
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
      vacc0x1 = _mm256_add_ps(vacc0x1, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 8), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 8))));
      vacc0x2 = _mm256_add_ps(vacc0x2, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 16), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 16))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
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
      vacc1x1 = _mm256_add_ps(vacc1x1, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 8), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 8))));
      vacc1x2 = _mm256_add_ps(vacc1x2, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 16), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 16))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw1, vx2, vacc1x2);
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_add_ps(vacc2x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vacc2x1 = _mm256_add_ps(vacc2x1, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 8), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 8))));
      vacc2x2 = _mm256_add_ps(vacc2x2, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 16), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 16))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw0, vx2, vacc2x2);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw1, vx2, vacc2x2);
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw1, vx2, vacc2x2);
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw1, vx2, vacc1x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw2, vx2, vacc2x2);
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_add_ps(vacc3x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vacc3x1 = _mm256_add_ps(vacc3x1, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 8), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 8))));
      vacc3x2 = _mm256_add_ps(vacc3x2, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 16), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 16))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw0, vx2, vacc3x2);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw1, vx2, vacc1x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw0, vx2, vacc2x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw1, vx2, vacc2x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw1, vx2, vacc2x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw1, vx2, vacc1x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw2, vx2, vacc2x2);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw3, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw3, vx2, vacc3x2);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x1));
    vacc0x2 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x2));
    vacc1x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x1));
    vacc1x2 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x2));
    vacc2x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x1));
    vacc2x2 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x2));
    vacc3x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x1));
    vacc3x2 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x2));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_ps(o0 + 0, vacc0x0);
      _mm256_storeu_ps(o0 + 8, vacc0x1);
      _mm256_storeu_ps(o0 + 16, vacc0x2);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_ps(o1 + 0, vacc1x0);
      _mm256_storeu_ps(o1 + 8, vacc1x1);
      _mm256_storeu_ps(o1 + 16, vacc1x2);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_ps(o2 + 0, vacc2x0);
      _mm256_storeu_ps(o2 + 8, vacc2x1);
      _mm256_storeu_ps(o2 + 16, vacc2x2);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_ps(o3 + 0, vacc3x0);
      _mm256_storeu_ps(o3 + 8, vacc3x1);
      _mm256_storeu_ps(o3 + 16, vacc3x2);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_ps(o0 + 0, vacc0x0);
      _mm256_storeu_ps(o0 + 8, vacc0x1);
      _mm256_storeu_ps(o0 + 16, vacc0x2);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_ps(o1 + 0, vacc1x0);
        _mm256_storeu_ps(o1 + 8, vacc1x1);
        _mm256_storeu_ps(o1 + 16, vacc1x2);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_ps(o2 + 0, vacc2x0);
        _mm256_storeu_ps(o2 + 8, vacc2x1);
        _mm256_storeu_ps(o2 + 16, vacc2x2);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_ps(o3 + 0, vacc3x0);
        _mm256_storeu_ps(o3 + 8, vacc3x1);
        _mm256_storeu_ps(o3 + 16, vacc3x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

static inline const uint16_t* panels_4x24_masked(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets,
    __m256i vmask, __m256 vmin, __m256 vmax)
{
  do {
    __m256 vacc0x0;
    __m256 vacc0x1;
    __m256 vacc0x2;
    __m256 vacc1x0;
    __m256 vacc1x1;
    __m256 vacc1x2;
    __m256 vacc2x0;
    __m256 vacc2x1;
    __m256 vacc2x2;
    __m256 vacc3x0;
    __m256 vacc3x1;
    __m256 vacc3x2;
    if (bias != NULL) {
      vacc0x0 = _mm256_broadcast_ss(bias + 0);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc1x0 = _mm256_broadcast_ss(bias + 1);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc2x0 = _mm256_broadcast_ss(bias + 2);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc3x0 = _mm256_broadcast_ss(bias + 3);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm256_loadu_ps(i0 + 0);
      vacc0x1 = _mm256_loadu_ps(i0 + 8);
      vacc0x2 = _mm256_maskload_ps(i0 + 16, vmask);
      const float* i1 = output_channels > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm256_loadu_ps(i1 + 0);
      vacc1x1 = _mm256_loadu_ps(i1 + 8);
      vacc1x2 = _mm256_maskload_ps(i1 + 16, vmask);
      const float* i2 = output_channels > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm256_loadu_ps(i2 + 0);
      vacc2x1 = _mm256_loadu_ps(i2 + 8);
      vacc2x2 = _mm256_maskload_ps(i2 + 16, vmask);
      const float* i3 = output_channels > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm256_loadu_ps(i3 + 0);
      vacc3x1 = _mm256_loadu_ps(i3 + 8);
      vacc3x2 = _mm256_maskload_ps(i3 + 16, vmask);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 15;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14];
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
      vacc0x1 = _mm256_add_ps(vacc0x1, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 8), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 8))));
      vacc0x2 = _mm256_add_ps(vacc0x2, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 16, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 16, vmask))));
      vals += 2;
    }
    if (n0 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
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
      vacc1x1 = _mm256_add_ps(vacc1x1, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 8), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 8))));
      vacc1x2 = _mm256_add_ps(vacc1x2, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 16, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 16, vmask))));
      vals += 2;
    }
    if (n1 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw1, vx2, vacc1x2);
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_add_ps(vacc2x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vacc2x1 = _mm256_add_ps(vacc2x1, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 8), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 8))));
      vacc2x2 = _mm256_add_ps(vacc2x2, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 16, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 16, vmask))));
      vals += 2;
    }
    if (n3 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw0, vx2, vacc2x2);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw1, vx2, vacc2x2);
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw1, vx2, vacc2x2);
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw1, vx2, vacc1x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw2, vx2, vacc2x2);
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const float* xa = (const float*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const float* xb = (const float*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_add_ps(vacc3x0, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 0), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 0))));
      vacc3x1 = _mm256_add_ps(vacc3x1, _mm256_fmadd_ps(vwb, _mm256_loadu_ps(xb + 8), _mm256_mul_ps(vwa, _mm256_loadu_ps(xa + 8))));
      vacc3x2 = _mm256_add_ps(vacc3x2, _mm256_fmadd_ps(vwb, _mm256_maskload_ps(xb + 16, vmask), _mm256_mul_ps(vwa, _mm256_maskload_ps(xa + 16, vmask))));
      vals += 2;
    }
    if (n7 != 0) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw0, vx2, vacc3x2);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw1, vx2, vacc1x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw0, vx2, vacc2x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw1, vx2, vacc2x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw1, vx2, vacc2x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
      const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_maskload_ps(x + 16, vmask);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vw0, vx2, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw1, vx2, vacc1x2);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw2, vx2, vacc2x2);
      const __m256 vw3 = _mm256_broadcast_ss(vals + 3);
      vacc3x0 = _mm256_fmadd_ps(vw3, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw3, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw3, vx2, vacc3x2);
      vals += 4;
    }
    w = (const uint16_t*) vals;

    vacc0x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x1));
    vacc0x2 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x2));
    vacc1x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x1));
    vacc1x2 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x2));
    vacc2x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x1));
    vacc2x2 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x2));
    vacc3x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x1));
    vacc3x2 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x2));
    if (output_channels >= 4) {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_ps(o0 + 0, vacc0x0);
      _mm256_storeu_ps(o0 + 8, vacc0x1);
      _mm256_maskstore_ps(o0 + 16, vmask, vacc0x2);
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_ps(o1 + 0, vacc1x0);
      _mm256_storeu_ps(o1 + 8, vacc1x1);
      _mm256_maskstore_ps(o1 + 16, vmask, vacc1x2);
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_ps(o2 + 0, vacc2x0);
      _mm256_storeu_ps(o2 + 8, vacc2x1);
      _mm256_maskstore_ps(o2 + 16, vmask, vacc2x2);
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_ps(o3 + 0, vacc3x0);
      _mm256_storeu_ps(o3 + 8, vacc3x1);
      _mm256_maskstore_ps(o3 + 16, vmask, vacc3x2);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_ps(o0 + 0, vacc0x0);
      _mm256_storeu_ps(o0 + 8, vacc0x1);
      _mm256_maskstore_ps(o0 + 16, vmask, vacc0x2);
      if (output_channels > 1) {
        float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_ps(o1 + 0, vacc1x0);
        _mm256_storeu_ps(o1 + 8, vacc1x1);
        _mm256_maskstore_ps(o1 + 16, vmask, vacc1x2);
      }
      if (output_channels > 2) {
        float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_ps(o2 + 0, vacc2x0);
        _mm256_storeu_ps(o2 + 8, vacc2x1);
        _mm256_maskstore_ps(o2 + 16, vmask, vacc2x2);
      }
      if (output_channels > 3) {
        float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_ps(o3 + 0, vacc3x0);
        _mm256_storeu_ps(o3 + 8, vacc3x1);
        _mm256_maskstore_ps(o3 + 16, vmask, vacc3x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
  return w;
}

void sprt_f32_spmm_minmax_ukernel_4x24__avx2_ti4_identity(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params)
{
  const __m256 vmin = _mm256_set1_ps(params->min);
  const __m256 vmax = _mm256_set1_ps(params->max);
  const uint16_t* w = (const uint16_t*) packed;
  const size_t tile = 24;
  // Blocks of params->panel_tiles pixel tiles (setup's choose_panel_tiles: where rows alias in L1);
  // within a block each panel runs all of its tiles before the next panel. A block of one tile runs
  // every panel in one call.
  const size_t block = tile * (params->panel_tiles > 1 ? params->panel_tiles : 1);
  // Lanes of the last vector of the last tile: 1..8.
  const size_t tail = ((pixels - 1) & 7) + 1;
  const __m256i vmask = _mm256_loadu_si256((const __m256i*) &mask_table[8 - tail]);
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
        next = panels_4x24(rows, i, input_stride, panel, panel_bias, o, panel_offsets, vmin, vmax);
        i += tile;
        o += tile;
      }
      if (n != 0) {
        switch ((n + 7) >> 3) {
          case 1:
            next = panels_4x8_masked(rows, i, input_stride, panel, panel_bias, o, panel_offsets,
                vmask, vmin, vmax);
            break;
          case 2:
            next = panels_4x16_masked(rows, i, input_stride, panel, panel_bias, o, panel_offsets,
                vmask, vmin, vmax);
            break;
          case 3:
            next = panels_4x24_masked(rows, i, input_stride, panel, panel_bias, o, panel_offsets,
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
  // Zero the vector registers, not only their upper halves: integers GCC parks in xmm registers
  // are denormals as floats, and SSE code running next on stale lanes paid denormal assists.
  _mm256_zeroall();
}

