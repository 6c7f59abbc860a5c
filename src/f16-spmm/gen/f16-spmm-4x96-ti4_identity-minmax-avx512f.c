// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-avx512f.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - The f32 AVX-512F kernel's tile and panel walk: 4 rows x 6 zmm of 16 floats (96 pixels),
//   24 float accumulators + 6 input vectors + 1 broadcast weight <= 32 registers.
// - Per column: 6 loads of 16 halves (32 bytes: half the f32 kernel's input bytes), each widened
//   to floats (vcvtph2ps), then one broadcast of a float weight and 6 FMAs per weight.
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

static inline void panels_4x16_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = maskz_load_ph(vmask, i0 + 0);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = maskz_load_ph(vmask, i1 + 0);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = maskz_load_ph(vmask, i2 + 0);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = maskz_load_ph(vmask, i3 + 0);
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
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 0), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 0))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_fmadd_ps(vw1, vx0, vacc1x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = maskz_load_ph(vmask, x + 0);
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_mask_storeu_epi16(o0 + 0, vmask, round_ph(vacc0x0));
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      _mm256_mask_storeu_epi16(o1 + 0, vmask, round_ph(vacc1x0));
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      _mm256_mask_storeu_epi16(o2 + 0, vmask, round_ph(vacc2x0));
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      _mm256_mask_storeu_epi16(o3 + 0, vmask, round_ph(vacc3x0));
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x32_masked(
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
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
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
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_fmadd_ps(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw1, vx1, vacc2x1);
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 16), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 16))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
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
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = maskz_load_ph(vmask, x + 16);
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
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x48_masked(
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
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
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
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
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
    if (n3 != 0) {
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
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
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
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
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
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
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
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc2x0 = _mm512_fmadd_ps(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw2, vx2, vacc2x2);
      vals += 3;
    }
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
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
    if (n7 != 0) {
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
    // Kernel pattern 0x09: rows 0, 3.
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
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
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
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
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
      const __m512 vw2 = _mm512_set1_ps(vals[2]);
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
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
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[13]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ps(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[14]; n != 0; n--) {
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
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x64_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = load_ph(i0 + 16);
      vacc0x2 = load_ph(i0 + 32);
      vacc0x3 = maskz_load_ph(vmask, i0 + 48);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = load_ph(i1 + 16);
      vacc1x2 = load_ph(i1 + 32);
      vacc1x3 = maskz_load_ph(vmask, i1 + 48);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = load_ph(i2 + 16);
      vacc2x2 = load_ph(i2 + 32);
      vacc2x3 = maskz_load_ph(vmask, i2 + 48);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = load_ph(i3 + 16);
      vacc3x2 = load_ph(i3 + 32);
      vacc3x3 = maskz_load_ph(vmask, i3 + 48);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc0x3 = _mm512_add_ps(vacc0x3, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 48), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 48))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc1x3 = _mm512_add_ps(vacc1x3, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 48), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 48))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
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
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc2x3 = _mm512_add_ps(vacc2x3, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 48), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 48))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
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
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
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
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
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
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc3x3 = _mm512_add_ps(vacc3x3, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 48), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 48))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw0, vx3, vacc3x3);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
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
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
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
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
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
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = maskz_load_ph(vmask, x + 48);
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      _mm256_mask_storeu_epi16(o0 + 48, vmask, round_ph(vacc0x3));
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
      _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
      _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
      _mm256_mask_storeu_epi16(o1 + 48, vmask, round_ph(vacc1x3));
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
      _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
      _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
      _mm256_mask_storeu_epi16(o2 + 48, vmask, round_ph(vacc2x3));
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
      _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
      _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
      _mm256_mask_storeu_epi16(o3 + 48, vmask, round_ph(vacc3x3));
      output_offsets += 4;
      output_channels -= 4;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      _mm256_mask_storeu_epi16(o0 + 48, vmask, round_ph(vacc0x3));
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
        _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
        _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
        _mm256_mask_storeu_epi16(o1 + 48, vmask, round_ph(vacc1x3));
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
        _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
        _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
        _mm256_mask_storeu_epi16(o2 + 48, vmask, round_ph(vacc2x3));
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
        _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
        _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
        _mm256_mask_storeu_epi16(o3 + 48, vmask, round_ph(vacc3x3));
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x80_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = load_ph(i0 + 16);
      vacc0x2 = load_ph(i0 + 32);
      vacc0x3 = load_ph(i0 + 48);
      vacc0x4 = maskz_load_ph(vmask, i0 + 64);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = load_ph(i1 + 16);
      vacc1x2 = load_ph(i1 + 32);
      vacc1x3 = load_ph(i1 + 48);
      vacc1x4 = maskz_load_ph(vmask, i1 + 64);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = load_ph(i2 + 16);
      vacc2x2 = load_ph(i2 + 32);
      vacc2x3 = load_ph(i2 + 48);
      vacc2x4 = maskz_load_ph(vmask, i2 + 64);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = load_ph(i3 + 16);
      vacc3x2 = load_ph(i3 + 32);
      vacc3x3 = load_ph(i3 + 48);
      vacc3x4 = maskz_load_ph(vmask, i3 + 64);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc0x3 = _mm512_add_ps(vacc0x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc0x4 = _mm512_add_ps(vacc0x4, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc1x3 = _mm512_add_ps(vacc1x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc1x4 = _mm512_add_ps(vacc1x4, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
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
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc2x3 = _mm512_add_ps(vacc2x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc2x4 = _mm512_add_ps(vacc2x4, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw0, vx4, vacc2x4);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
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
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
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
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
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
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc3x3 = _mm512_add_ps(vacc3x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc3x4 = _mm512_add_ps(vacc3x4, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 64), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 64))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw0, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw0, vx4, vacc3x4);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw1, vx4, vacc3x4);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw1, vx4, vacc3x4);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
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
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw0, vx4, vacc2x4);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw1, vx4, vacc3x4);
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
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
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
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
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = maskz_load_ph(vmask, x + 64);
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      _mm256_storeu_si256((__m256i*) (o0 + 48), round_ph(vacc0x3));
      _mm256_mask_storeu_epi16(o0 + 64, vmask, round_ph(vacc0x4));
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
      _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
      _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
      _mm256_storeu_si256((__m256i*) (o1 + 48), round_ph(vacc1x3));
      _mm256_mask_storeu_epi16(o1 + 64, vmask, round_ph(vacc1x4));
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
      _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
      _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
      _mm256_storeu_si256((__m256i*) (o2 + 48), round_ph(vacc2x3));
      _mm256_mask_storeu_epi16(o2 + 64, vmask, round_ph(vacc2x4));
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
      _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
      _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
      _mm256_storeu_si256((__m256i*) (o3 + 48), round_ph(vacc3x3));
      _mm256_mask_storeu_epi16(o3 + 64, vmask, round_ph(vacc3x4));
      output_offsets += 4;
      output_channels -= 4;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      _mm256_storeu_si256((__m256i*) (o0 + 48), round_ph(vacc0x3));
      _mm256_mask_storeu_epi16(o0 + 64, vmask, round_ph(vacc0x4));
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
        _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
        _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
        _mm256_storeu_si256((__m256i*) (o1 + 48), round_ph(vacc1x3));
        _mm256_mask_storeu_epi16(o1 + 64, vmask, round_ph(vacc1x4));
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
        _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
        _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
        _mm256_storeu_si256((__m256i*) (o2 + 48), round_ph(vacc2x3));
        _mm256_mask_storeu_epi16(o2 + 64, vmask, round_ph(vacc2x4));
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
        _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
        _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
        _mm256_storeu_si256((__m256i*) (o3 + 48), round_ph(vacc3x3));
        _mm256_mask_storeu_epi16(o3 + 64, vmask, round_ph(vacc3x4));
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x96(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = load_ph(i0 + 16);
      vacc0x2 = load_ph(i0 + 32);
      vacc0x3 = load_ph(i0 + 48);
      vacc0x4 = load_ph(i0 + 64);
      vacc0x5 = load_ph(i0 + 80);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = load_ph(i1 + 16);
      vacc1x2 = load_ph(i1 + 32);
      vacc1x3 = load_ph(i1 + 48);
      vacc1x4 = load_ph(i1 + 64);
      vacc1x5 = load_ph(i1 + 80);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = load_ph(i2 + 16);
      vacc2x2 = load_ph(i2 + 32);
      vacc2x3 = load_ph(i2 + 48);
      vacc2x4 = load_ph(i2 + 64);
      vacc2x5 = load_ph(i2 + 80);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = load_ph(i3 + 16);
      vacc3x2 = load_ph(i3 + 32);
      vacc3x3 = load_ph(i3 + 48);
      vacc3x4 = load_ph(i3 + 64);
      vacc3x5 = load_ph(i3 + 80);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc0x3 = _mm512_add_ps(vacc0x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc0x4 = _mm512_add_ps(vacc0x4, _mm512_fmadd_ps(vwb, load_ph(xb + 64), _mm512_mul_ps(vwa, load_ph(xa + 64))));
      vacc0x5 = _mm512_add_ps(vacc0x5, _mm512_fmadd_ps(vwb, load_ph(xb + 80), _mm512_mul_ps(vwa, load_ph(xa + 80))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc1x3 = _mm512_add_ps(vacc1x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc1x4 = _mm512_add_ps(vacc1x4, _mm512_fmadd_ps(vwb, load_ph(xb + 64), _mm512_mul_ps(vwa, load_ph(xa + 64))));
      vacc1x5 = _mm512_add_ps(vacc1x5, _mm512_fmadd_ps(vwb, load_ph(xb + 80), _mm512_mul_ps(vwa, load_ph(xa + 80))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw0, vx5, vacc1x5);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
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
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc2x3 = _mm512_add_ps(vacc2x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc2x4 = _mm512_add_ps(vacc2x4, _mm512_fmadd_ps(vwb, load_ph(xb + 64), _mm512_mul_ps(vwa, load_ph(xa + 64))));
      vacc2x5 = _mm512_add_ps(vacc2x5, _mm512_fmadd_ps(vwb, load_ph(xb + 80), _mm512_mul_ps(vwa, load_ph(xa + 80))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw0, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw0, vx5, vacc2x5);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
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
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
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
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
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
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc3x3 = _mm512_add_ps(vacc3x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc3x4 = _mm512_add_ps(vacc3x4, _mm512_fmadd_ps(vwb, load_ph(xb + 64), _mm512_mul_ps(vwa, load_ph(xa + 64))));
      vacc3x5 = _mm512_add_ps(vacc3x5, _mm512_fmadd_ps(vwb, load_ph(xb + 80), _mm512_mul_ps(vwa, load_ph(xa + 80))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw0, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw0, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw0, vx5, vacc3x5);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw1, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw1, vx5, vacc3x5);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw0, vx5, vacc1x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw1, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw1, vx5, vacc3x5);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
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
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw0, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw0, vx5, vacc2x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw1, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw1, vx5, vacc3x5);
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
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
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
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
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = load_ph(x + 80);
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      _mm256_storeu_si256((__m256i*) (o0 + 48), round_ph(vacc0x3));
      _mm256_storeu_si256((__m256i*) (o0 + 64), round_ph(vacc0x4));
      _mm256_storeu_si256((__m256i*) (o0 + 80), round_ph(vacc0x5));
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
      _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
      _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
      _mm256_storeu_si256((__m256i*) (o1 + 48), round_ph(vacc1x3));
      _mm256_storeu_si256((__m256i*) (o1 + 64), round_ph(vacc1x4));
      _mm256_storeu_si256((__m256i*) (o1 + 80), round_ph(vacc1x5));
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
      _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
      _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
      _mm256_storeu_si256((__m256i*) (o2 + 48), round_ph(vacc2x3));
      _mm256_storeu_si256((__m256i*) (o2 + 64), round_ph(vacc2x4));
      _mm256_storeu_si256((__m256i*) (o2 + 80), round_ph(vacc2x5));
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
      _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
      _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
      _mm256_storeu_si256((__m256i*) (o3 + 48), round_ph(vacc3x3));
      _mm256_storeu_si256((__m256i*) (o3 + 64), round_ph(vacc3x4));
      _mm256_storeu_si256((__m256i*) (o3 + 80), round_ph(vacc3x5));
      output_offsets += 4;
      output_channels -= 4;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      _mm256_storeu_si256((__m256i*) (o0 + 48), round_ph(vacc0x3));
      _mm256_storeu_si256((__m256i*) (o0 + 64), round_ph(vacc0x4));
      _mm256_storeu_si256((__m256i*) (o0 + 80), round_ph(vacc0x5));
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
        _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
        _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
        _mm256_storeu_si256((__m256i*) (o1 + 48), round_ph(vacc1x3));
        _mm256_storeu_si256((__m256i*) (o1 + 64), round_ph(vacc1x4));
        _mm256_storeu_si256((__m256i*) (o1 + 80), round_ph(vacc1x5));
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
        _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
        _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
        _mm256_storeu_si256((__m256i*) (o2 + 48), round_ph(vacc2x3));
        _mm256_storeu_si256((__m256i*) (o2 + 64), round_ph(vacc2x4));
        _mm256_storeu_si256((__m256i*) (o2 + 80), round_ph(vacc2x5));
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
        _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
        _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
        _mm256_storeu_si256((__m256i*) (o3 + 48), round_ph(vacc3x3));
        _mm256_storeu_si256((__m256i*) (o3 + 64), round_ph(vacc3x4));
        _mm256_storeu_si256((__m256i*) (o3 + 80), round_ph(vacc3x5));
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x96_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = load_ph(i0 + 16);
      vacc0x2 = load_ph(i0 + 32);
      vacc0x3 = load_ph(i0 + 48);
      vacc0x4 = load_ph(i0 + 64);
      vacc0x5 = maskz_load_ph(vmask, i0 + 80);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = load_ph(i1 + 16);
      vacc1x2 = load_ph(i1 + 32);
      vacc1x3 = load_ph(i1 + 48);
      vacc1x4 = load_ph(i1 + 64);
      vacc1x5 = maskz_load_ph(vmask, i1 + 80);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = load_ph(i2 + 16);
      vacc2x2 = load_ph(i2 + 32);
      vacc2x3 = load_ph(i2 + 48);
      vacc2x4 = load_ph(i2 + 64);
      vacc2x5 = maskz_load_ph(vmask, i2 + 80);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = load_ph(i3 + 16);
      vacc3x2 = load_ph(i3 + 32);
      vacc3x3 = load_ph(i3 + 48);
      vacc3x4 = load_ph(i3 + 64);
      vacc3x5 = maskz_load_ph(vmask, i3 + 80);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc0x0 = _mm512_add_ps(vacc0x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm512_add_ps(vacc0x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc0x2 = _mm512_add_ps(vacc0x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc0x3 = _mm512_add_ps(vacc0x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc0x4 = _mm512_add_ps(vacc0x4, _mm512_fmadd_ps(vwb, load_ph(xb + 64), _mm512_mul_ps(vwa, load_ph(xa + 64))));
      vacc0x5 = _mm512_add_ps(vacc0x5, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 80), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 80))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc1x0 = _mm512_add_ps(vacc1x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm512_add_ps(vacc1x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc1x2 = _mm512_add_ps(vacc1x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc1x3 = _mm512_add_ps(vacc1x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc1x4 = _mm512_add_ps(vacc1x4, _mm512_fmadd_ps(vwb, load_ph(xb + 64), _mm512_mul_ps(vwa, load_ph(xa + 64))));
      vacc1x5 = _mm512_add_ps(vacc1x5, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 80), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 80))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw0, vx5, vacc1x5);
      vals += 1;
    }
    // Kernel pattern 0x03: rows 0, 1.
    for (size_t n = counts[2]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
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
      vals += 2;
    }
    // Kernel pattern 0x04: rows 2.
    size_t n3 = counts[3];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n3 >= 2; n3 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc2x0 = _mm512_add_ps(vacc2x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc2x1 = _mm512_add_ps(vacc2x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc2x2 = _mm512_add_ps(vacc2x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc2x3 = _mm512_add_ps(vacc2x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc2x4 = _mm512_add_ps(vacc2x4, _mm512_fmadd_ps(vwb, load_ph(xb + 64), _mm512_mul_ps(vwa, load_ph(xa + 64))));
      vacc2x5 = _mm512_add_ps(vacc2x5, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 80), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 80))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw0, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw0, vx5, vacc2x5);
      vals += 1;
    }
    // Kernel pattern 0x05: rows 0, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
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
      vals += 2;
    }
    // Kernel pattern 0x06: rows 1, 2.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
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
      vals += 2;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
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
    // Kernel pattern 0x08: rows 3.
    size_t n7 = counts[7];
    // A single row has few accumulators: each pair of columns is summed apart first, so they
    // wait on one add per two columns, not on a chain of fused multiply-adds.
    for (; n7 >= 2; n7 -= 2) {
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m512 vwa = _mm512_set1_ps(vals[0]);
      const __m512 vwb = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_add_ps(vacc3x0, _mm512_fmadd_ps(vwb, load_ph(xb + 0), _mm512_mul_ps(vwa, load_ph(xa + 0))));
      vacc3x1 = _mm512_add_ps(vacc3x1, _mm512_fmadd_ps(vwb, load_ph(xb + 16), _mm512_mul_ps(vwa, load_ph(xa + 16))));
      vacc3x2 = _mm512_add_ps(vacc3x2, _mm512_fmadd_ps(vwb, load_ph(xb + 32), _mm512_mul_ps(vwa, load_ph(xa + 32))));
      vacc3x3 = _mm512_add_ps(vacc3x3, _mm512_fmadd_ps(vwb, load_ph(xb + 48), _mm512_mul_ps(vwa, load_ph(xa + 48))));
      vacc3x4 = _mm512_add_ps(vacc3x4, _mm512_fmadd_ps(vwb, load_ph(xb + 64), _mm512_mul_ps(vwa, load_ph(xa + 64))));
      vacc3x5 = _mm512_add_ps(vacc3x5, _mm512_fmadd_ps(vwb, maskz_load_ph(vmask, xb + 80), _mm512_mul_ps(vwa, maskz_load_ph(vmask, xa + 80))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc3x0 = _mm512_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw0, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw0, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw0, vx5, vacc3x5);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc0x0 = _mm512_fmadd_ps(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ps(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ps(vw0, vx5, vacc0x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw1, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw1, vx5, vacc3x5);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc1x0 = _mm512_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ps(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ps(vw0, vx5, vacc1x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw1, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw1, vx5, vacc3x5);
      vals += 2;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
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
    // Kernel pattern 0x0C: rows 2, 3.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
      const __m512 vw0 = _mm512_set1_ps(vals[0]);
      vacc2x0 = _mm512_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ps(vw0, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ps(vw0, vx5, vacc2x5);
      const __m512 vw1 = _mm512_set1_ps(vals[1]);
      vacc3x0 = _mm512_fmadd_ps(vw1, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vw1, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vw1, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vw1, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ps(vw1, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ps(vw1, vx5, vacc3x5);
      vals += 2;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
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
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
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
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512 vx0 = load_ph(x + 0);
      const __m512 vx1 = load_ph(x + 16);
      const __m512 vx2 = load_ph(x + 32);
      const __m512 vx3 = load_ph(x + 48);
      const __m512 vx4 = load_ph(x + 64);
      const __m512 vx5 = maskz_load_ph(vmask, x + 80);
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      _mm256_storeu_si256((__m256i*) (o0 + 48), round_ph(vacc0x3));
      _mm256_storeu_si256((__m256i*) (o0 + 64), round_ph(vacc0x4));
      _mm256_mask_storeu_epi16(o0 + 80, vmask, round_ph(vacc0x5));
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
      _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
      _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
      _mm256_storeu_si256((__m256i*) (o1 + 48), round_ph(vacc1x3));
      _mm256_storeu_si256((__m256i*) (o1 + 64), round_ph(vacc1x4));
      _mm256_mask_storeu_epi16(o1 + 80, vmask, round_ph(vacc1x5));
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
      _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
      _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
      _mm256_storeu_si256((__m256i*) (o2 + 48), round_ph(vacc2x3));
      _mm256_storeu_si256((__m256i*) (o2 + 64), round_ph(vacc2x4));
      _mm256_mask_storeu_epi16(o2 + 80, vmask, round_ph(vacc2x5));
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
      _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
      _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
      _mm256_storeu_si256((__m256i*) (o3 + 48), round_ph(vacc3x3));
      _mm256_storeu_si256((__m256i*) (o3 + 64), round_ph(vacc3x4));
      _mm256_mask_storeu_epi16(o3 + 80, vmask, round_ph(vacc3x5));
      output_offsets += 4;
      output_channels -= 4;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      _mm256_storeu_si256((__m256i*) (o0 + 0), round_ph(vacc0x0));
      _mm256_storeu_si256((__m256i*) (o0 + 16), round_ph(vacc0x1));
      _mm256_storeu_si256((__m256i*) (o0 + 32), round_ph(vacc0x2));
      _mm256_storeu_si256((__m256i*) (o0 + 48), round_ph(vacc0x3));
      _mm256_storeu_si256((__m256i*) (o0 + 64), round_ph(vacc0x4));
      _mm256_mask_storeu_epi16(o0 + 80, vmask, round_ph(vacc0x5));
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        _mm256_storeu_si256((__m256i*) (o1 + 0), round_ph(vacc1x0));
        _mm256_storeu_si256((__m256i*) (o1 + 16), round_ph(vacc1x1));
        _mm256_storeu_si256((__m256i*) (o1 + 32), round_ph(vacc1x2));
        _mm256_storeu_si256((__m256i*) (o1 + 48), round_ph(vacc1x3));
        _mm256_storeu_si256((__m256i*) (o1 + 64), round_ph(vacc1x4));
        _mm256_mask_storeu_epi16(o1 + 80, vmask, round_ph(vacc1x5));
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        _mm256_storeu_si256((__m256i*) (o2 + 0), round_ph(vacc2x0));
        _mm256_storeu_si256((__m256i*) (o2 + 16), round_ph(vacc2x1));
        _mm256_storeu_si256((__m256i*) (o2 + 32), round_ph(vacc2x2));
        _mm256_storeu_si256((__m256i*) (o2 + 48), round_ph(vacc2x3));
        _mm256_storeu_si256((__m256i*) (o2 + 64), round_ph(vacc2x4));
        _mm256_mask_storeu_epi16(o2 + 80, vmask, round_ph(vacc2x5));
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        _mm256_storeu_si256((__m256i*) (o3 + 0), round_ph(vacc3x0));
        _mm256_storeu_si256((__m256i*) (o3 + 16), round_ph(vacc3x1));
        _mm256_storeu_si256((__m256i*) (o3 + 32), round_ph(vacc3x2));
        _mm256_storeu_si256((__m256i*) (o3 + 48), round_ph(vacc3x3));
        _mm256_storeu_si256((__m256i*) (o3 + 64), round_ph(vacc3x4));
        _mm256_mask_storeu_epi16(o3 + 80, vmask, round_ph(vacc3x5));
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_4x96__avx512f_ti4_identity(
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
  for (; pixels >= 96; pixels -= 96) {
    panels_4x96(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 96;
    output += 96;
  }
  if (pixels != 0) {
    // Lanes of the last vector; 16 when the remainder fills it.
    const __mmask16 vmask = _cvtu32_mask16(UINT32_C(0xFFFF) >> ((16 - (pixels & 15)) & 15));
    switch ((pixels + 15) >> 4) {
      case 1:
        panels_4x16_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 2:
        panels_4x32_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 3:
        panels_4x48_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 4:
        panels_4x64_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 5:
        panels_4x80_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 6:
        panels_4x96_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
    }
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers (strides, counts)
  // in xmm registers, and as floats they are denormals. SSE code that runs next (XNNPACK's NCHW
  // depthwise kernels) computes on stale lanes and paid denormal assists: 4x slower.
  _mm256_zeroall();
}

