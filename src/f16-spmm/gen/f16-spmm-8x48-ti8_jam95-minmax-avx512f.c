// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-avx512f.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - The f32 AVX-512F kernel's tile and panel walk: 8 rows x 3 zmm of 16 floats (48 pixels),
//   24 float accumulators + 3 input vectors + 1 broadcast weight <= 32 registers.
// - Per column: 3 loads of 16 halves (32 bytes: half the f32 kernel's input bytes), each widened
//   to floats (vcvtph2ps), then one broadcast of a float weight and 3 FMAs per weight.
// - Each output is rounded to half once, when stored (vcvtps2ph, round to nearest even).
// - A partial pixel tile runs the same panel code with ceil(pixels / 16) vectors, the last one masked
//   (16-bit maskz loads and masked stores, AVX512BW+VL), so no byte past the last pixel of a row is
//   read or written.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f16-spmm/f16-spmm.h"

// 16 halves widened to floats; the masked form reads only the lanes of vmask.
static inline __m512 load_ph(const uint16_t* p) {
  return _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i*) p));
}

static inline __m512 maskz_load_ph(__mmask16 vmask, const uint16_t* p) {
  return _mm512_cvtph_ps(_mm256_maskz_loadu_epi16(vmask, p));
}

static inline __m256i round_ph(__m512 v) {
  return _mm512_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
}

static inline void panels_8x16_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = maskz_load_ph(vmask, i0 + 0);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = maskz_load_ph(vmask, i1 + 0);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = maskz_load_ph(vmask, i2 + 0);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = maskz_load_ph(vmask, i3 + 0);
      const uint16_t* i4 = output_channels > 4 ? (const uint16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = maskz_load_ph(vmask, i4 + 0);
      const uint16_t* i5 = output_channels > 5 ? (const uint16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = maskz_load_ph(vmask, i5 + 0);
      const uint16_t* i6 = output_channels > 6 ? (const uint16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = maskz_load_ph(vmask, i6 + 0);
      const uint16_t* i7 = output_channels > 7 ? (const uint16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = maskz_load_ph(vmask, i7 + 0);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vals += 1;
    }
    // Kernel pattern 0x02: rows 1.
    size_t n1 = counts[1];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n1 >= 2; n1 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vals += 1;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n2 = counts[2];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n2 >= 2; n2 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n2 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vals += 1;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vals += 1;
    }
    // Kernel pattern 0x10: rows 4.
    size_t n4 = counts[4];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n4 >= 2; n4 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_add_ps(vacc4x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n4 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vals += 1;
    }
    // Kernel pattern 0x20: rows 5.
    size_t n5 = counts[5];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n5 >= 2; n5 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_add_ps(vacc5x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n5 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vals += 1;
    }
    // Kernel pattern 0x40: rows 6.
    size_t n6 = counts[6];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n6 >= 2; n6 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_add_ps(vacc6x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n6 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc6x0 = _mm512_fmadd_ps(vw0, vx0, vacc6x0);
      vals += 1;
    }
    // Kernel pattern 0x80: rows 7.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_add_ps(vacc7x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc7x0 = _mm512_fmadd_ps(vw0, vx0, vacc7x0);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vals += 2;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vals += 2;
    }
    // Kernel pattern 0x18: rows 3, 4.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vals += 2;
    }
    // Kernel pattern 0x24: rows 2, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_fmadd_ps(vw1, vx0, vacc5x0);
      vals += 2;
    }
    // Kernel pattern 0x50: rows 4, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_fmadd_ps(vw1, vx0, vacc6x0);
      vals += 2;
    }
    // Kernel pattern 0x60: rows 5, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_fmadd_ps(vw1, vx0, vacc6x0);
      vals += 2;
    }
    // Kernel pattern 0x88: rows 3, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc6x0 = _mm512_fmadd_ps(vw0, vx0, vacc6x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0x2A: rows 1, 3, 5.
    for (size_t n = counts[18]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      vals += 3;
    }
    // Kernel pattern 0x31: rows 0, 4, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vals += 3;
    }
    // Kernel pattern 0x49: rows 0, 3, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc7x0 = _mm512_fmadd_ps(vw2, vx0, vacc7x0);
      vals += 3;
    }
    // Kernel pattern 0x92: rows 1, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc7x0 = _mm512_fmadd_ps(vw2, vx0, vacc7x0);
      vals += 3;
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_mask_storeu_epi16(o0 + 0, vmask, round_ph(vacc0x0));
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      _mm256_mask_storeu_epi16(o1 + 0, vmask, round_ph(vacc1x0));
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      _mm256_mask_storeu_epi16(o2 + 0, vmask, round_ph(vacc2x0));
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      _mm256_mask_storeu_epi16(o3 + 0, vmask, round_ph(vacc3x0));
      uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
      _mm256_mask_storeu_epi16(o4 + 0, vmask, round_ph(vacc4x0));
      uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
      _mm256_mask_storeu_epi16(o5 + 0, vmask, round_ph(vacc5x0));
      uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
      _mm256_mask_storeu_epi16(o6 + 0, vmask, round_ph(vacc6x0));
      uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
      _mm256_mask_storeu_epi16(o7 + 0, vmask, round_ph(vacc7x0));
      output_offsets += 8;
      output_channels -= 8;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_mask_storeu_epi16(o0 + 0, vmask, round_ph(vacc0x0));
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        _mm256_mask_storeu_epi16(o1 + 0, vmask, round_ph(vacc1x0));
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        _mm256_mask_storeu_epi16(o2 + 0, vmask, round_ph(vacc2x0));
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        _mm256_mask_storeu_epi16(o3 + 0, vmask, round_ph(vacc3x0));
      }
      if (output_channels > 4) {
        uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
        _mm256_mask_storeu_epi16(o4 + 0, vmask, round_ph(vacc4x0));
      }
      if (output_channels > 5) {
        uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
        _mm256_mask_storeu_epi16(o5 + 0, vmask, round_ph(vacc5x0));
      }
      if (output_channels > 6) {
        uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
        _mm256_mask_storeu_epi16(o6 + 0, vmask, round_ph(vacc6x0));
      }
      if (output_channels > 7) {
        uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
        _mm256_mask_storeu_epi16(o7 + 0, vmask, round_ph(vacc7x0));
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x32_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = maskz_load_ph(vmask, i0 + 16);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = maskz_load_ph(vmask, i1 + 16);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = maskz_load_ph(vmask, i2 + 16);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = maskz_load_ph(vmask, i3 + 16);
      const uint16_t* i4 = output_channels > 4 ? (const uint16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = load_ph(i4 + 0);
      vacc4x1 = maskz_load_ph(vmask, i4 + 16);
      const uint16_t* i5 = output_channels > 5 ? (const uint16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = load_ph(i5 + 0);
      vacc5x1 = maskz_load_ph(vmask, i5 + 16);
      const uint16_t* i6 = output_channels > 6 ? (const uint16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = load_ph(i6 + 0);
      vacc6x1 = maskz_load_ph(vmask, i6 + 16);
      const uint16_t* i7 = output_channels > 7 ? (const uint16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = load_ph(i7 + 0);
      vacc7x1 = maskz_load_ph(vmask, i7 + 16);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n2 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_add_ps(vacc4x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc4x1 = _mm512_add_ps(vacc4x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n4 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_add_ps(vacc5x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc5x1 = _mm512_add_ps(vacc5x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n5 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_add_ps(vacc6x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc6x1 = _mm512_add_ps(vacc6x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n6 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_add_ps(vacc7x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc7x1 = _mm512_add_ps(vacc7x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc7x0 = _mm512_fmadd_ps(vw0, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw0, vx1, vacc7x1);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vals += 2;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vals += 2;
    }
    // Kernel pattern 0x18: rows 3, 4.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vals += 2;
    }
    // Kernel pattern 0x24: rows 2, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_fmadd_ps(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw1, vx1, vacc5x1);
      vals += 2;
    }
    // Kernel pattern 0x50: rows 4, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw0, vx1, vacc4x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_fmadd_ps(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw1, vx1, vacc6x1);
      vals += 2;
    }
    // Kernel pattern 0x60: rows 5, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw0, vx1, vacc5x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_fmadd_ps(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw1, vx1, vacc6x1);
      vals += 2;
    }
    // Kernel pattern 0x88: rows 3, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw1, vx1, vacc7x1);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw0, vx1, vacc5x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw1, vx1, vacc7x1);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc6x0 = _mm512_fmadd_ps(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw0, vx1, vacc6x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw1, vx1, vacc7x1);
      vals += 2;
    }
    // Kernel pattern 0x2A: rows 1, 3, 5.
    for (size_t n = counts[18]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw2, vx1, vacc5x1);
      vals += 3;
    }
    // Kernel pattern 0x31: rows 0, 4, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw2, vx1, vacc5x1);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vals += 3;
    }
    // Kernel pattern 0x49: rows 0, 3, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc7x0 = _mm512_fmadd_ps(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw2, vx1, vacc7x1);
      vals += 3;
    }
    // Kernel pattern 0x92: rows 1, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc7x0 = _mm512_fmadd_ps(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw2, vx1, vacc7x1);
      vals += 3;
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_mask_storeu_epi16(o0 + 16, vmask, round_ph(vacc0x1));
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
      _mm256_mask_storeu_epi16(o1 + 16, vmask, round_ph(vacc1x1));
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
      _mm256_mask_storeu_epi16(o2 + 16, vmask, round_ph(vacc2x1));
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
      _mm256_mask_storeu_epi16(o3 + 16, vmask, round_ph(vacc3x1));
      uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
      _mm256_storeu_si256((__m256i*) (o4 + 0), round_ph(vacc4x0));
      _mm256_mask_storeu_epi16(o4 + 16, vmask, round_ph(vacc4x1));
      uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
      _mm256_storeu_si256((__m256i*) (o5 + 0), round_ph(vacc5x0));
      _mm256_mask_storeu_epi16(o5 + 16, vmask, round_ph(vacc5x1));
      uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
      _mm256_storeu_si256((__m256i*) (o6 + 0), round_ph(vacc6x0));
      _mm256_mask_storeu_epi16(o6 + 16, vmask, round_ph(vacc6x1));
      uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
      _mm256_storeu_si256((__m256i*) (o7 + 0), round_ph(vacc7x0));
      _mm256_mask_storeu_epi16(o7 + 16, vmask, round_ph(vacc7x1));
      output_offsets += 8;
      output_channels -= 8;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_mask_storeu_epi16(o0 + 16, vmask, round_ph(vacc0x1));
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
        _mm256_mask_storeu_epi16(o1 + 16, vmask, round_ph(vacc1x1));
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
        _mm256_mask_storeu_epi16(o2 + 16, vmask, round_ph(vacc2x1));
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
        _mm256_mask_storeu_epi16(o3 + 16, vmask, round_ph(vacc3x1));
      }
      if (output_channels > 4) {
        uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
        _mm256_storeu_si256((__m256i*) (o4 + 0), round_ph(vacc4x0));
        _mm256_mask_storeu_epi16(o4 + 16, vmask, round_ph(vacc4x1));
      }
      if (output_channels > 5) {
        uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
        _mm256_storeu_si256((__m256i*) (o5 + 0), round_ph(vacc5x0));
        _mm256_mask_storeu_epi16(o5 + 16, vmask, round_ph(vacc5x1));
      }
      if (output_channels > 6) {
        uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
        _mm256_storeu_si256((__m256i*) (o6 + 0), round_ph(vacc6x0));
        _mm256_mask_storeu_epi16(o6 + 16, vmask, round_ph(vacc6x1));
      }
      if (output_channels > 7) {
        uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
        _mm256_storeu_si256((__m256i*) (o7 + 0), round_ph(vacc7x0));
        _mm256_mask_storeu_epi16(o7 + 16, vmask, round_ph(vacc7x1));
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x48(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = load_ph(i0 + 16);
      vacc0x2 = load_ph(i0 + 32);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = load_ph(i1 + 16);
      vacc1x2 = load_ph(i1 + 32);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = load_ph(i2 + 16);
      vacc2x2 = load_ph(i2 + 32);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = load_ph(i3 + 16);
      vacc3x2 = load_ph(i3 + 32);
      const uint16_t* i4 = output_channels > 4 ? (const uint16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = load_ph(i4 + 0);
      vacc4x1 = load_ph(i4 + 16);
      vacc4x2 = load_ph(i4 + 32);
      const uint16_t* i5 = output_channels > 5 ? (const uint16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = load_ph(i5 + 0);
      vacc5x1 = load_ph(i5 + 16);
      vacc5x2 = load_ph(i5 + 32);
      const uint16_t* i6 = output_channels > 6 ? (const uint16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = load_ph(i6 + 0);
      vacc6x1 = load_ph(i6 + 16);
      vacc6x2 = load_ph(i6 + 32);
      const uint16_t* i7 = output_channels > 7 ? (const uint16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = load_ph(i7 + 0);
      vacc7x1 = load_ph(i7 + 16);
      vacc7x2 = load_ph(i7 + 32);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vals += 2;
    }
    if (n2 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_add_ps(vacc4x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc4x1 = _mm512_add_ps(vacc4x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc4x2 = _mm512_add_ps(vacc4x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vals += 2;
    }
    if (n4 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_add_ps(vacc5x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc5x1 = _mm512_add_ps(vacc5x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc5x2 = _mm512_add_ps(vacc5x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vals += 2;
    }
    if (n5 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_add_ps(vacc6x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc6x1 = _mm512_add_ps(vacc6x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc6x2 = _mm512_add_ps(vacc6x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vals += 2;
    }
    if (n6 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_add_ps(vacc7x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc7x1 = _mm512_add_ps(vacc7x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc7x2 = _mm512_add_ps(vacc7x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc7x0 = _mm512_fmadd_ps(vw0, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw0, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw0, vx2, vacc7x2);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vals += 2;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw1, vx2, vacc4x2);
      vals += 2;
    }
    // Kernel pattern 0x18: rows 3, 4.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw1, vx2, vacc4x2);
      vals += 2;
    }
    // Kernel pattern 0x24: rows 2, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_fmadd_ps(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw1, vx2, vacc5x2);
      vals += 2;
    }
    // Kernel pattern 0x50: rows 4, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw0, vx2, vacc4x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_fmadd_ps(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw1, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw1, vx2, vacc6x2);
      vals += 2;
    }
    // Kernel pattern 0x60: rows 5, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw0, vx2, vacc5x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_fmadd_ps(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw1, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw1, vx2, vacc6x2);
      vals += 2;
    }
    // Kernel pattern 0x88: rows 3, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw0, vx2, vacc5x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc6x0 = _mm512_fmadd_ps(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw0, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw0, vx2, vacc6x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0x2A: rows 1, 3, 5.
    for (size_t n = counts[18]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
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
      vals += 3;
    }
    // Kernel pattern 0x31: rows 0, 4, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw1, vx2, vacc4x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw2, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw2, vx2, vacc5x2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw2, vx2, vacc6x2);
      vals += 3;
    }
    // Kernel pattern 0x49: rows 0, 3, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw2, vx2, vacc6x2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc7x0 = _mm512_fmadd_ps(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw2, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw2, vx2, vacc7x2);
      vals += 3;
    }
    // Kernel pattern 0x92: rows 1, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw1, vx2, vacc4x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc7x0 = _mm512_fmadd_ps(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw2, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw2, vx2, vacc7x2);
      vals += 3;
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
      _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
      _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
      _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
      _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
      _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
      _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
      uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
      _mm256_storeu_si256((__m256i*) (o4 + 0), round_ph(vacc4x0));
      _mm256_storeu_si256((__m256i*) (o4 + 16), round_ph(vacc4x1));
      _mm256_storeu_si256((__m256i*) (o4 + 32), round_ph(vacc4x2));
      uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
      _mm256_storeu_si256((__m256i*) (o5 + 0), round_ph(vacc5x0));
      _mm256_storeu_si256((__m256i*) (o5 + 16), round_ph(vacc5x1));
      _mm256_storeu_si256((__m256i*) (o5 + 32), round_ph(vacc5x2));
      uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
      _mm256_storeu_si256((__m256i*) (o6 + 0), round_ph(vacc6x0));
      _mm256_storeu_si256((__m256i*) (o6 + 16), round_ph(vacc6x1));
      _mm256_storeu_si256((__m256i*) (o6 + 32), round_ph(vacc6x2));
      uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
      _mm256_storeu_si256((__m256i*) (o7 + 0), round_ph(vacc7x0));
      _mm256_storeu_si256((__m256i*) (o7 + 16), round_ph(vacc7x1));
      _mm256_storeu_si256((__m256i*) (o7 + 32), round_ph(vacc7x2));
      output_offsets += 8;
      output_channels -= 8;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
        _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
        _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
        _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
        _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
        _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
        _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
      }
      if (output_channels > 4) {
        uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
        _mm256_storeu_si256((__m256i*) (o4 + 0), round_ph(vacc4x0));
        _mm256_storeu_si256((__m256i*) (o4 + 16), round_ph(vacc4x1));
        _mm256_storeu_si256((__m256i*) (o4 + 32), round_ph(vacc4x2));
      }
      if (output_channels > 5) {
        uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
        _mm256_storeu_si256((__m256i*) (o5 + 0), round_ph(vacc5x0));
        _mm256_storeu_si256((__m256i*) (o5 + 16), round_ph(vacc5x1));
        _mm256_storeu_si256((__m256i*) (o5 + 32), round_ph(vacc5x2));
      }
      if (output_channels > 6) {
        uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
        _mm256_storeu_si256((__m256i*) (o6 + 0), round_ph(vacc6x0));
        _mm256_storeu_si256((__m256i*) (o6 + 16), round_ph(vacc6x1));
        _mm256_storeu_si256((__m256i*) (o6 + 32), round_ph(vacc6x2));
      }
      if (output_channels > 7) {
        uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
        _mm256_storeu_si256((__m256i*) (o7 + 0), round_ph(vacc7x0));
        _mm256_storeu_si256((__m256i*) (o7 + 16), round_ph(vacc7x1));
        _mm256_storeu_si256((__m256i*) (o7 + 32), round_ph(vacc7x2));
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x48_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = load_ph(i0 + 16);
      vacc0x2 = maskz_load_ph(vmask, i0 + 32);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = load_ph(i1 + 16);
      vacc1x2 = maskz_load_ph(vmask, i1 + 32);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = load_ph(i2 + 16);
      vacc2x2 = maskz_load_ph(vmask, i2 + 32);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = load_ph(i3 + 16);
      vacc3x2 = maskz_load_ph(vmask, i3 + 32);
      const uint16_t* i4 = output_channels > 4 ? (const uint16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = load_ph(i4 + 0);
      vacc4x1 = load_ph(i4 + 16);
      vacc4x2 = maskz_load_ph(vmask, i4 + 32);
      const uint16_t* i5 = output_channels > 5 ? (const uint16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = load_ph(i5 + 0);
      vacc5x1 = load_ph(i5 + 16);
      vacc5x2 = maskz_load_ph(vmask, i5 + 32);
      const uint16_t* i6 = output_channels > 6 ? (const uint16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = load_ph(i6 + 0);
      vacc6x1 = load_ph(i6 + 16);
      vacc6x2 = maskz_load_ph(vmask, i6 + 32);
      const uint16_t* i7 = output_channels > 7 ? (const uint16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = load_ph(i7 + 0);
      vacc7x1 = load_ph(i7 + 16);
      vacc7x2 = maskz_load_ph(vmask, i7 + 32);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 24;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8] + (size_t) counts[9] + (size_t) counts[10] + (size_t) counts[11] + (size_t) counts[12] + (size_t) counts[13] + (size_t) counts[14] + (size_t) counts[15] + (size_t) counts[16] + (size_t) counts[17] + (size_t) counts[18] + (size_t) counts[19] + (size_t) counts[20] + (size_t) counts[21] + (size_t) counts[22] + (size_t) counts[23];
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    // Kernel pattern 0x01: rows 0.
    size_t n0 = counts[0];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n0 >= 2; n0 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n2 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_add_ps(vacc4x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc4x1 = _mm512_add_ps(vacc4x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc4x2 = _mm512_add_ps(vacc4x2, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n4 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_add_ps(vacc5x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc5x1 = _mm512_add_ps(vacc5x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc5x2 = _mm512_add_ps(vacc5x2, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n5 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_add_ps(vacc6x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc6x1 = _mm512_add_ps(vacc6x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc6x2 = _mm512_add_ps(vacc6x2, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n6 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_add_ps(vacc7x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc7x1 = _mm512_add_ps(vacc7x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc7x2 = _mm512_add_ps(vacc7x2, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 32), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 32))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc7x0 = _mm512_fmadd_ps(vw0, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw0, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw0, vx2, vacc7x2);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw1, vx2, vacc1x2);
      vals += 2;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw1, vx2, vacc4x2);
      vals += 2;
    }
    // Kernel pattern 0x18: rows 3, 4.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw1, vx2, vacc4x2);
      vals += 2;
    }
    // Kernel pattern 0x24: rows 2, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc5x0 = _mm512_fmadd_ps(vw1, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw1, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw1, vx2, vacc5x2);
      vals += 2;
    }
    // Kernel pattern 0x50: rows 4, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc4x0 = _mm512_fmadd_ps(vw0, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw0, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw0, vx2, vacc4x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_fmadd_ps(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw1, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw1, vx2, vacc6x2);
      vals += 2;
    }
    // Kernel pattern 0x60: rows 5, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw0, vx2, vacc5x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc6x0 = _mm512_fmadd_ps(vw1, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw1, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw1, vx2, vacc6x2);
      vals += 2;
    }
    // Kernel pattern 0x88: rows 3, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc5x0 = _mm512_fmadd_ps(vw0, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw0, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw0, vx2, vacc5x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc6x0 = _mm512_fmadd_ps(vw0, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw0, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw0, vx2, vacc6x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc7x0 = _mm512_fmadd_ps(vw1, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw1, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw1, vx2, vacc7x2);
      vals += 2;
    }
    // Kernel pattern 0x2A: rows 1, 3, 5.
    for (size_t n = counts[18]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
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
      vals += 3;
    }
    // Kernel pattern 0x31: rows 0, 4, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw1, vx2, vacc4x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc5x0 = _mm512_fmadd_ps(vw2, vx0, vacc5x0);
      vacc5x1 = _mm512_fmadd_ps(vw2, vx1, vacc5x1);
      vacc5x2 = _mm512_fmadd_ps(vw2, vx2, vacc5x2);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw2, vx2, vacc6x2);
      vals += 3;
    }
    // Kernel pattern 0x49: rows 0, 3, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc6x0 = _mm512_fmadd_ps(vw2, vx0, vacc6x0);
      vacc6x1 = _mm512_fmadd_ps(vw2, vx1, vacc6x1);
      vacc6x2 = _mm512_fmadd_ps(vw2, vx2, vacc6x2);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw1, vx2, vacc2x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc7x0 = _mm512_fmadd_ps(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw2, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw2, vx2, vacc7x2);
      vals += 3;
    }
    // Kernel pattern 0x92: rows 1, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = maskz_load_ph(vmask, x + 32);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc4x0 = _mm512_fmadd_ps(vw1, vx0, vacc4x0);
      vacc4x1 = _mm512_fmadd_ps(vw1, vx1, vacc4x1);
      vacc4x2 = _mm512_fmadd_ps(vw1, vx2, vacc4x2);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc7x0 = _mm512_fmadd_ps(vw2, vx0, vacc7x0);
      vacc7x1 = _mm512_fmadd_ps(vw2, vx1, vacc7x1);
      vacc7x2 = _mm512_fmadd_ps(vw2, vx2, vacc7x2);
      vals += 3;
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_mask_storeu_epi16(o0 + 32, vmask, round_ph(vacc0x2));
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
      _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
      _mm256_mask_storeu_epi16(o1 + 32, vmask, round_ph(vacc1x2));
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
      _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
      _mm256_mask_storeu_epi16(o2 + 32, vmask, round_ph(vacc2x2));
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
      _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
      _mm256_mask_storeu_epi16(o3 + 32, vmask, round_ph(vacc3x2));
      uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
      _mm256_storeu_si256((__m256i*) (o4 + 0), round_ph(vacc4x0));
      _mm256_storeu_si256((__m256i*) (o4 + 16), round_ph(vacc4x1));
      _mm256_mask_storeu_epi16(o4 + 32, vmask, round_ph(vacc4x2));
      uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
      _mm256_storeu_si256((__m256i*) (o5 + 0), round_ph(vacc5x0));
      _mm256_storeu_si256((__m256i*) (o5 + 16), round_ph(vacc5x1));
      _mm256_mask_storeu_epi16(o5 + 32, vmask, round_ph(vacc5x2));
      uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
      _mm256_storeu_si256((__m256i*) (o6 + 0), round_ph(vacc6x0));
      _mm256_storeu_si256((__m256i*) (o6 + 16), round_ph(vacc6x1));
      _mm256_mask_storeu_epi16(o6 + 32, vmask, round_ph(vacc6x2));
      uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
      _mm256_storeu_si256((__m256i*) (o7 + 0), round_ph(vacc7x0));
      _mm256_storeu_si256((__m256i*) (o7 + 16), round_ph(vacc7x1));
      _mm256_mask_storeu_epi16(o7 + 32, vmask, round_ph(vacc7x2));
      output_offsets += 8;
      output_channels -= 8;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_mask_storeu_epi16(o0 + 32, vmask, round_ph(vacc0x2));
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
        _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
        _mm256_mask_storeu_epi16(o1 + 32, vmask, round_ph(vacc1x2));
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
        _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
        _mm256_mask_storeu_epi16(o2 + 32, vmask, round_ph(vacc2x2));
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
        _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
        _mm256_mask_storeu_epi16(o3 + 32, vmask, round_ph(vacc3x2));
      }
      if (output_channels > 4) {
        uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
        _mm256_storeu_si256((__m256i*) (o4 + 0), round_ph(vacc4x0));
        _mm256_storeu_si256((__m256i*) (o4 + 16), round_ph(vacc4x1));
        _mm256_mask_storeu_epi16(o4 + 32, vmask, round_ph(vacc4x2));
      }
      if (output_channels > 5) {
        uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
        _mm256_storeu_si256((__m256i*) (o5 + 0), round_ph(vacc5x0));
        _mm256_storeu_si256((__m256i*) (o5 + 16), round_ph(vacc5x1));
        _mm256_mask_storeu_epi16(o5 + 32, vmask, round_ph(vacc5x2));
      }
      if (output_channels > 6) {
        uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
        _mm256_storeu_si256((__m256i*) (o6 + 0), round_ph(vacc6x0));
        _mm256_storeu_si256((__m256i*) (o6 + 16), round_ph(vacc6x1));
        _mm256_mask_storeu_epi16(o6 + 32, vmask, round_ph(vacc6x2));
      }
      if (output_channels > 7) {
        uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
        _mm256_storeu_si256((__m256i*) (o7 + 0), round_ph(vacc7x0));
        _mm256_storeu_si256((__m256i*) (o7 + 16), round_ph(vacc7x1));
        _mm256_mask_storeu_epi16(o7 + 32, vmask, round_ph(vacc7x2));
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_8x48__avx512f_ti8_jam95(
    size_t pixels, size_t output_channels,
    const void* input_ptr, size_t input_stride,
    const void* packed, const void* bias_ptr,
    void* output_ptr, const size_t* output_offsets,
    const struct sprt_f16_minmax_params* params)
{
  const __m512 vmin = _mm512_set1_ps(params->min);
  const __m512 vmax = _mm512_set1_ps(params->max);
  const uint16_t* w = (const uint16_t*) packed;
  const uint16_t* input = (const uint16_t*) input_ptr;
  const float* bias = (const float*) bias_ptr;
  uint16_t* output = (uint16_t*) output_ptr;
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

