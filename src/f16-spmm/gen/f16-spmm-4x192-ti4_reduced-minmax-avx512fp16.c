// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-avx512fp16.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - The C tile is 4 rows x 6 zmm of 32 halves (192 pixels): 24 accumulators + 6 input
//   vectors + 1 broadcast weight <= 32 registers, kept in registers across all kernel patterns of a panel.
// - Per column: one load of 6 input vectors, then one broadcast of a half weight and 6 half FMAs
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

static inline void panels_4x32_masked(
    size_t output_channels, const _Float16* input, size_t input_stride, const uint16_t* w,
    const _Float16* bias, _Float16* output, const size_t* output_offsets,
    __mmask32 vmask, __m512h vmin, __m512h vmax)
{
  do {
    __m512h vacc0x0;
    __m512h vacc1x0;
    __m512h vacc2x0;
    __m512h vacc3x0;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc3x0 = _mm512_set1_ph(bias[3]);
      bias += 4;
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
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = maskz_load_ph(vmask, x + 0);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      const __m512h vw3 = _mm512_set1_ph(vals[3]);
      vacc3x0 = _mm512_fmadd_ph(vw3, vx0, vacc3x0);
      vals += 4;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x0));
    vacc1x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x0));
    vacc2x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x0));
    vacc3x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x0));
    if (output_channels >= 4) {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      mask_store_ph(o0 + 0, vmask, vacc0x0);
      _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
      mask_store_ph(o1 + 0, vmask, vacc1x0);
      _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
      mask_store_ph(o2 + 0, vmask, vacc2x0);
      _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
      mask_store_ph(o3 + 0, vmask, vacc3x0);
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x64_masked(
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
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc0x1 = vacc0x0;
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc1x1 = vacc1x0;
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc2x1 = vacc2x0;
      vacc3x0 = _mm512_set1_ph(bias[3]);
      vacc3x1 = vacc3x0;
      bias += 4;
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
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
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
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
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
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      const __m512h vw3 = _mm512_set1_ph(vals[3]);
      vacc3x0 = _mm512_fmadd_ph(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw3, vx1, vacc3x1);
      vals += 4;
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
    if (output_channels >= 4) {
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
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x96_masked(
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
      bias += 4;
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
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
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
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
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
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
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
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      const __m512h vw3 = _mm512_set1_ph(vals[3]);
      vacc3x0 = _mm512_fmadd_ph(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw3, vx2, vacc3x2);
      vals += 4;
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
    if (output_channels >= 4) {
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
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x128_masked(
    size_t output_channels, const _Float16* input, size_t input_stride, const uint16_t* w,
    const _Float16* bias, _Float16* output, const size_t* output_offsets,
    __mmask32 vmask, __m512h vmin, __m512h vmax)
{
  do {
    __m512h vacc0x0;
    __m512h vacc0x1;
    __m512h vacc0x2;
    __m512h vacc0x3;
    __m512h vacc1x0;
    __m512h vacc1x1;
    __m512h vacc1x2;
    __m512h vacc1x3;
    __m512h vacc2x0;
    __m512h vacc2x1;
    __m512h vacc2x2;
    __m512h vacc2x3;
    __m512h vacc3x0;
    __m512h vacc3x1;
    __m512h vacc3x2;
    __m512h vacc3x3;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc3x0 = _mm512_set1_ph(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const _Float16* i0 = (const _Float16*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ph(i0 + 0);
      vacc0x1 = _mm512_loadu_ph(i0 + 32);
      vacc0x2 = _mm512_loadu_ph(i0 + 64);
      vacc0x3 = maskz_load_ph(vmask, i0 + 96);
      const _Float16* i1 = output_channels > 1 ? (const _Float16*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ph(i1 + 0);
      vacc1x1 = _mm512_loadu_ph(i1 + 32);
      vacc1x2 = _mm512_loadu_ph(i1 + 64);
      vacc1x3 = maskz_load_ph(vmask, i1 + 96);
      const _Float16* i2 = output_channels > 2 ? (const _Float16*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ph(i2 + 0);
      vacc2x1 = _mm512_loadu_ph(i2 + 32);
      vacc2x2 = _mm512_loadu_ph(i2 + 64);
      vacc2x3 = maskz_load_ph(vmask, i2 + 96);
      const _Float16* i3 = output_channels > 3 ? (const _Float16*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ph(i3 + 0);
      vacc3x1 = _mm512_loadu_ph(i3 + 32);
      vacc3x2 = _mm512_loadu_ph(i3 + 64);
      vacc3x3 = maskz_load_ph(vmask, i3 + 96);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
      vacc0x3 = _mm512_add_ph(vacc0x3, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 96), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 96))));
      vals += 2;
    }
    if (n0 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = maskz_load_ph(vmask, x + 96);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
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
      vacc1x3 = _mm512_add_ph(vacc1x3, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 96), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 96))));
      vals += 2;
    }
    if (n1 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = maskz_load_ph(vmask, x + 96);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw0, vx3, vacc1x3);
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
      vacc2x3 = _mm512_add_ph(vacc2x3, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 96), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 96))));
      vals += 2;
    }
    if (n2 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = maskz_load_ph(vmask, x + 96);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw0, vx3, vacc2x3);
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
      vacc3x3 = _mm512_add_ph(vacc3x3, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 96), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 96))));
      vals += 2;
    }
    if (n3 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = maskz_load_ph(vmask, x + 96);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw0, vx3, vacc3x3);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = maskz_load_ph(vmask, x + 96);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw2, vx3, vacc2x3);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = maskz_load_ph(vmask, x + 96);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = maskz_load_ph(vmask, x + 96);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw1, vx3, vacc2x3);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = maskz_load_ph(vmask, x + 96);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw0, vx3, vacc1x3);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw1, vx3, vacc2x3);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = maskz_load_ph(vmask, x + 96);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw2, vx3, vacc2x3);
      const __m512h vw3 = _mm512_set1_ph(vals[3]);
      vacc3x0 = _mm512_fmadd_ph(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw3, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw3, vx3, vacc3x3);
      vals += 4;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x2));
    vacc0x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x3));
    vacc1x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x2));
    vacc1x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x3));
    vacc2x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x2));
    vacc2x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x3));
    vacc3x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x2));
    vacc3x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x3));
    if (output_channels >= 4) {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      mask_store_ph(o0 + 96, vmask, vacc0x3);
      _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ph(o1 + 0, vacc1x0);
      _mm512_storeu_ph(o1 + 32, vacc1x1);
      _mm512_storeu_ph(o1 + 64, vacc1x2);
      mask_store_ph(o1 + 96, vmask, vacc1x3);
      _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ph(o2 + 0, vacc2x0);
      _mm512_storeu_ph(o2 + 32, vacc2x1);
      _mm512_storeu_ph(o2 + 64, vacc2x2);
      mask_store_ph(o2 + 96, vmask, vacc2x3);
      _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ph(o3 + 0, vacc3x0);
      _mm512_storeu_ph(o3 + 32, vacc3x1);
      _mm512_storeu_ph(o3 + 64, vacc3x2);
      mask_store_ph(o3 + 96, vmask, vacc3x3);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      mask_store_ph(o0 + 96, vmask, vacc0x3);
      if (output_channels > 1) {
        _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ph(o1 + 0, vacc1x0);
        _mm512_storeu_ph(o1 + 32, vacc1x1);
        _mm512_storeu_ph(o1 + 64, vacc1x2);
        mask_store_ph(o1 + 96, vmask, vacc1x3);
      }
      if (output_channels > 2) {
        _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ph(o2 + 0, vacc2x0);
        _mm512_storeu_ph(o2 + 32, vacc2x1);
        _mm512_storeu_ph(o2 + 64, vacc2x2);
        mask_store_ph(o2 + 96, vmask, vacc2x3);
      }
      if (output_channels > 3) {
        _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ph(o3 + 0, vacc3x0);
        _mm512_storeu_ph(o3 + 32, vacc3x1);
        _mm512_storeu_ph(o3 + 64, vacc3x2);
        mask_store_ph(o3 + 96, vmask, vacc3x3);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x160_masked(
    size_t output_channels, const _Float16* input, size_t input_stride, const uint16_t* w,
    const _Float16* bias, _Float16* output, const size_t* output_offsets,
    __mmask32 vmask, __m512h vmin, __m512h vmax)
{
  do {
    __m512h vacc0x0;
    __m512h vacc0x1;
    __m512h vacc0x2;
    __m512h vacc0x3;
    __m512h vacc0x4;
    __m512h vacc1x0;
    __m512h vacc1x1;
    __m512h vacc1x2;
    __m512h vacc1x3;
    __m512h vacc1x4;
    __m512h vacc2x0;
    __m512h vacc2x1;
    __m512h vacc2x2;
    __m512h vacc2x3;
    __m512h vacc2x4;
    __m512h vacc3x0;
    __m512h vacc3x1;
    __m512h vacc3x2;
    __m512h vacc3x3;
    __m512h vacc3x4;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc0x4 = vacc0x0;
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc1x4 = vacc1x0;
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc2x4 = vacc2x0;
      vacc3x0 = _mm512_set1_ph(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      vacc3x4 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const _Float16* i0 = (const _Float16*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ph(i0 + 0);
      vacc0x1 = _mm512_loadu_ph(i0 + 32);
      vacc0x2 = _mm512_loadu_ph(i0 + 64);
      vacc0x3 = _mm512_loadu_ph(i0 + 96);
      vacc0x4 = maskz_load_ph(vmask, i0 + 128);
      const _Float16* i1 = output_channels > 1 ? (const _Float16*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ph(i1 + 0);
      vacc1x1 = _mm512_loadu_ph(i1 + 32);
      vacc1x2 = _mm512_loadu_ph(i1 + 64);
      vacc1x3 = _mm512_loadu_ph(i1 + 96);
      vacc1x4 = maskz_load_ph(vmask, i1 + 128);
      const _Float16* i2 = output_channels > 2 ? (const _Float16*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ph(i2 + 0);
      vacc2x1 = _mm512_loadu_ph(i2 + 32);
      vacc2x2 = _mm512_loadu_ph(i2 + 64);
      vacc2x3 = _mm512_loadu_ph(i2 + 96);
      vacc2x4 = maskz_load_ph(vmask, i2 + 128);
      const _Float16* i3 = output_channels > 3 ? (const _Float16*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ph(i3 + 0);
      vacc3x1 = _mm512_loadu_ph(i3 + 32);
      vacc3x2 = _mm512_loadu_ph(i3 + 64);
      vacc3x3 = _mm512_loadu_ph(i3 + 96);
      vacc3x4 = maskz_load_ph(vmask, i3 + 128);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
      vacc0x3 = _mm512_add_ph(vacc0x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc0x4 = _mm512_add_ph(vacc0x4, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 128), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 128))));
      vals += 2;
    }
    if (n0 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = maskz_load_ph(vmask, x + 128);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
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
      vacc1x3 = _mm512_add_ph(vacc1x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc1x4 = _mm512_add_ph(vacc1x4, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 128), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 128))));
      vals += 2;
    }
    if (n1 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = maskz_load_ph(vmask, x + 128);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw0, vx4, vacc1x4);
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
      vacc2x3 = _mm512_add_ph(vacc2x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc2x4 = _mm512_add_ph(vacc2x4, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 128), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 128))));
      vals += 2;
    }
    if (n2 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = maskz_load_ph(vmask, x + 128);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw0, vx4, vacc2x4);
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
      vacc3x3 = _mm512_add_ph(vacc3x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc3x4 = _mm512_add_ph(vacc3x4, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 128), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 128))));
      vals += 2;
    }
    if (n3 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = maskz_load_ph(vmask, x + 128);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw0, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw0, vx4, vacc3x4);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = maskz_load_ph(vmask, x + 128);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw1, vx4, vacc1x4);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw2, vx4, vacc2x4);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = maskz_load_ph(vmask, x + 128);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw1, vx4, vacc1x4);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw2, vx4, vacc3x4);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = maskz_load_ph(vmask, x + 128);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw1, vx4, vacc2x4);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw2, vx4, vacc3x4);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = maskz_load_ph(vmask, x + 128);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw0, vx4, vacc1x4);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw1, vx4, vacc2x4);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw2, vx4, vacc3x4);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = maskz_load_ph(vmask, x + 128);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw1, vx4, vacc1x4);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw2, vx4, vacc2x4);
      const __m512h vw3 = _mm512_set1_ph(vals[3]);
      vacc3x0 = _mm512_fmadd_ph(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw3, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw3, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw3, vx4, vacc3x4);
      vals += 4;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x2));
    vacc0x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x3));
    vacc0x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x4));
    vacc1x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x2));
    vacc1x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x3));
    vacc1x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x4));
    vacc2x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x2));
    vacc2x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x3));
    vacc2x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x4));
    vacc3x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x2));
    vacc3x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x3));
    vacc3x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x4));
    if (output_channels >= 4) {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      _mm512_storeu_ph(o0 + 96, vacc0x3);
      mask_store_ph(o0 + 128, vmask, vacc0x4);
      _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ph(o1 + 0, vacc1x0);
      _mm512_storeu_ph(o1 + 32, vacc1x1);
      _mm512_storeu_ph(o1 + 64, vacc1x2);
      _mm512_storeu_ph(o1 + 96, vacc1x3);
      mask_store_ph(o1 + 128, vmask, vacc1x4);
      _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ph(o2 + 0, vacc2x0);
      _mm512_storeu_ph(o2 + 32, vacc2x1);
      _mm512_storeu_ph(o2 + 64, vacc2x2);
      _mm512_storeu_ph(o2 + 96, vacc2x3);
      mask_store_ph(o2 + 128, vmask, vacc2x4);
      _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ph(o3 + 0, vacc3x0);
      _mm512_storeu_ph(o3 + 32, vacc3x1);
      _mm512_storeu_ph(o3 + 64, vacc3x2);
      _mm512_storeu_ph(o3 + 96, vacc3x3);
      mask_store_ph(o3 + 128, vmask, vacc3x4);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      _mm512_storeu_ph(o0 + 96, vacc0x3);
      mask_store_ph(o0 + 128, vmask, vacc0x4);
      if (output_channels > 1) {
        _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ph(o1 + 0, vacc1x0);
        _mm512_storeu_ph(o1 + 32, vacc1x1);
        _mm512_storeu_ph(o1 + 64, vacc1x2);
        _mm512_storeu_ph(o1 + 96, vacc1x3);
        mask_store_ph(o1 + 128, vmask, vacc1x4);
      }
      if (output_channels > 2) {
        _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ph(o2 + 0, vacc2x0);
        _mm512_storeu_ph(o2 + 32, vacc2x1);
        _mm512_storeu_ph(o2 + 64, vacc2x2);
        _mm512_storeu_ph(o2 + 96, vacc2x3);
        mask_store_ph(o2 + 128, vmask, vacc2x4);
      }
      if (output_channels > 3) {
        _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ph(o3 + 0, vacc3x0);
        _mm512_storeu_ph(o3 + 32, vacc3x1);
        _mm512_storeu_ph(o3 + 64, vacc3x2);
        _mm512_storeu_ph(o3 + 96, vacc3x3);
        mask_store_ph(o3 + 128, vmask, vacc3x4);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x192(
    size_t output_channels, const _Float16* input, size_t input_stride, const uint16_t* w,
    const _Float16* bias, _Float16* output, const size_t* output_offsets,
    __m512h vmin, __m512h vmax)
{
  do {
    __m512h vacc0x0;
    __m512h vacc0x1;
    __m512h vacc0x2;
    __m512h vacc0x3;
    __m512h vacc0x4;
    __m512h vacc0x5;
    __m512h vacc1x0;
    __m512h vacc1x1;
    __m512h vacc1x2;
    __m512h vacc1x3;
    __m512h vacc1x4;
    __m512h vacc1x5;
    __m512h vacc2x0;
    __m512h vacc2x1;
    __m512h vacc2x2;
    __m512h vacc2x3;
    __m512h vacc2x4;
    __m512h vacc2x5;
    __m512h vacc3x0;
    __m512h vacc3x1;
    __m512h vacc3x2;
    __m512h vacc3x3;
    __m512h vacc3x4;
    __m512h vacc3x5;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc0x4 = vacc0x0;
      vacc0x5 = vacc0x0;
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc1x4 = vacc1x0;
      vacc1x5 = vacc1x0;
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc2x4 = vacc2x0;
      vacc2x5 = vacc2x0;
      vacc3x0 = _mm512_set1_ph(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      vacc3x4 = vacc3x0;
      vacc3x5 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const _Float16* i0 = (const _Float16*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ph(i0 + 0);
      vacc0x1 = _mm512_loadu_ph(i0 + 32);
      vacc0x2 = _mm512_loadu_ph(i0 + 64);
      vacc0x3 = _mm512_loadu_ph(i0 + 96);
      vacc0x4 = _mm512_loadu_ph(i0 + 128);
      vacc0x5 = _mm512_loadu_ph(i0 + 160);
      const _Float16* i1 = output_channels > 1 ? (const _Float16*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ph(i1 + 0);
      vacc1x1 = _mm512_loadu_ph(i1 + 32);
      vacc1x2 = _mm512_loadu_ph(i1 + 64);
      vacc1x3 = _mm512_loadu_ph(i1 + 96);
      vacc1x4 = _mm512_loadu_ph(i1 + 128);
      vacc1x5 = _mm512_loadu_ph(i1 + 160);
      const _Float16* i2 = output_channels > 2 ? (const _Float16*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ph(i2 + 0);
      vacc2x1 = _mm512_loadu_ph(i2 + 32);
      vacc2x2 = _mm512_loadu_ph(i2 + 64);
      vacc2x3 = _mm512_loadu_ph(i2 + 96);
      vacc2x4 = _mm512_loadu_ph(i2 + 128);
      vacc2x5 = _mm512_loadu_ph(i2 + 160);
      const _Float16* i3 = output_channels > 3 ? (const _Float16*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ph(i3 + 0);
      vacc3x1 = _mm512_loadu_ph(i3 + 32);
      vacc3x2 = _mm512_loadu_ph(i3 + 64);
      vacc3x3 = _mm512_loadu_ph(i3 + 96);
      vacc3x4 = _mm512_loadu_ph(i3 + 128);
      vacc3x5 = _mm512_loadu_ph(i3 + 160);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
      vacc0x3 = _mm512_add_ph(vacc0x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc0x4 = _mm512_add_ph(vacc0x4, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 128), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 128))));
      vacc0x5 = _mm512_add_ph(vacc0x5, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 160), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 160))));
      vals += 2;
    }
    if (n0 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = _mm512_loadu_ph(x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
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
      vacc1x3 = _mm512_add_ph(vacc1x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc1x4 = _mm512_add_ph(vacc1x4, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 128), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 128))));
      vacc1x5 = _mm512_add_ph(vacc1x5, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 160), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 160))));
      vals += 2;
    }
    if (n1 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = _mm512_loadu_ph(x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw0, vx5, vacc1x5);
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
      vacc2x3 = _mm512_add_ph(vacc2x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc2x4 = _mm512_add_ph(vacc2x4, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 128), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 128))));
      vacc2x5 = _mm512_add_ph(vacc2x5, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 160), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 160))));
      vals += 2;
    }
    if (n2 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = _mm512_loadu_ph(x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw0, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw0, vx5, vacc2x5);
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
      vacc3x3 = _mm512_add_ph(vacc3x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc3x4 = _mm512_add_ph(vacc3x4, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 128), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 128))));
      vacc3x5 = _mm512_add_ph(vacc3x5, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 160), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 160))));
      vals += 2;
    }
    if (n3 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = _mm512_loadu_ph(x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw0, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw0, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw0, vx5, vacc3x5);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = _mm512_loadu_ph(x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw1, vx5, vacc1x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw2, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw2, vx5, vacc2x5);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = _mm512_loadu_ph(x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw1, vx5, vacc1x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = _mm512_loadu_ph(x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw1, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw1, vx5, vacc2x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = _mm512_loadu_ph(x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw0, vx5, vacc1x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw1, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw1, vx5, vacc2x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = _mm512_loadu_ph(x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw1, vx5, vacc1x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw2, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw2, vx5, vacc2x5);
      const __m512h vw3 = _mm512_set1_ph(vals[3]);
      vacc3x0 = _mm512_fmadd_ph(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw3, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw3, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw3, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw3, vx5, vacc3x5);
      vals += 4;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x2));
    vacc0x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x3));
    vacc0x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x4));
    vacc0x5 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x5));
    vacc1x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x2));
    vacc1x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x3));
    vacc1x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x4));
    vacc1x5 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x5));
    vacc2x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x2));
    vacc2x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x3));
    vacc2x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x4));
    vacc2x5 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x5));
    vacc3x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x2));
    vacc3x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x3));
    vacc3x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x4));
    vacc3x5 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x5));
    if (output_channels >= 4) {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      _mm512_storeu_ph(o0 + 96, vacc0x3);
      _mm512_storeu_ph(o0 + 128, vacc0x4);
      _mm512_storeu_ph(o0 + 160, vacc0x5);
      _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ph(o1 + 0, vacc1x0);
      _mm512_storeu_ph(o1 + 32, vacc1x1);
      _mm512_storeu_ph(o1 + 64, vacc1x2);
      _mm512_storeu_ph(o1 + 96, vacc1x3);
      _mm512_storeu_ph(o1 + 128, vacc1x4);
      _mm512_storeu_ph(o1 + 160, vacc1x5);
      _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ph(o2 + 0, vacc2x0);
      _mm512_storeu_ph(o2 + 32, vacc2x1);
      _mm512_storeu_ph(o2 + 64, vacc2x2);
      _mm512_storeu_ph(o2 + 96, vacc2x3);
      _mm512_storeu_ph(o2 + 128, vacc2x4);
      _mm512_storeu_ph(o2 + 160, vacc2x5);
      _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ph(o3 + 0, vacc3x0);
      _mm512_storeu_ph(o3 + 32, vacc3x1);
      _mm512_storeu_ph(o3 + 64, vacc3x2);
      _mm512_storeu_ph(o3 + 96, vacc3x3);
      _mm512_storeu_ph(o3 + 128, vacc3x4);
      _mm512_storeu_ph(o3 + 160, vacc3x5);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      _mm512_storeu_ph(o0 + 96, vacc0x3);
      _mm512_storeu_ph(o0 + 128, vacc0x4);
      _mm512_storeu_ph(o0 + 160, vacc0x5);
      if (output_channels > 1) {
        _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ph(o1 + 0, vacc1x0);
        _mm512_storeu_ph(o1 + 32, vacc1x1);
        _mm512_storeu_ph(o1 + 64, vacc1x2);
        _mm512_storeu_ph(o1 + 96, vacc1x3);
        _mm512_storeu_ph(o1 + 128, vacc1x4);
        _mm512_storeu_ph(o1 + 160, vacc1x5);
      }
      if (output_channels > 2) {
        _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ph(o2 + 0, vacc2x0);
        _mm512_storeu_ph(o2 + 32, vacc2x1);
        _mm512_storeu_ph(o2 + 64, vacc2x2);
        _mm512_storeu_ph(o2 + 96, vacc2x3);
        _mm512_storeu_ph(o2 + 128, vacc2x4);
        _mm512_storeu_ph(o2 + 160, vacc2x5);
      }
      if (output_channels > 3) {
        _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ph(o3 + 0, vacc3x0);
        _mm512_storeu_ph(o3 + 32, vacc3x1);
        _mm512_storeu_ph(o3 + 64, vacc3x2);
        _mm512_storeu_ph(o3 + 96, vacc3x3);
        _mm512_storeu_ph(o3 + 128, vacc3x4);
        _mm512_storeu_ph(o3 + 160, vacc3x5);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x192_masked(
    size_t output_channels, const _Float16* input, size_t input_stride, const uint16_t* w,
    const _Float16* bias, _Float16* output, const size_t* output_offsets,
    __mmask32 vmask, __m512h vmin, __m512h vmax)
{
  do {
    __m512h vacc0x0;
    __m512h vacc0x1;
    __m512h vacc0x2;
    __m512h vacc0x3;
    __m512h vacc0x4;
    __m512h vacc0x5;
    __m512h vacc1x0;
    __m512h vacc1x1;
    __m512h vacc1x2;
    __m512h vacc1x3;
    __m512h vacc1x4;
    __m512h vacc1x5;
    __m512h vacc2x0;
    __m512h vacc2x1;
    __m512h vacc2x2;
    __m512h vacc2x3;
    __m512h vacc2x4;
    __m512h vacc2x5;
    __m512h vacc3x0;
    __m512h vacc3x1;
    __m512h vacc3x2;
    __m512h vacc3x3;
    __m512h vacc3x4;
    __m512h vacc3x5;
    if (bias != NULL) {
      vacc0x0 = _mm512_set1_ph(bias[0]);
      vacc0x1 = vacc0x0;
      vacc0x2 = vacc0x0;
      vacc0x3 = vacc0x0;
      vacc0x4 = vacc0x0;
      vacc0x5 = vacc0x0;
      vacc1x0 = _mm512_set1_ph(bias[1]);
      vacc1x1 = vacc1x0;
      vacc1x2 = vacc1x0;
      vacc1x3 = vacc1x0;
      vacc1x4 = vacc1x0;
      vacc1x5 = vacc1x0;
      vacc2x0 = _mm512_set1_ph(bias[2]);
      vacc2x1 = vacc2x0;
      vacc2x2 = vacc2x0;
      vacc2x3 = vacc2x0;
      vacc2x4 = vacc2x0;
      vacc2x5 = vacc2x0;
      vacc3x0 = _mm512_set1_ph(bias[3]);
      vacc3x1 = vacc3x0;
      vacc3x2 = vacc3x0;
      vacc3x3 = vacc3x0;
      vacc3x4 = vacc3x0;
      vacc3x5 = vacc3x0;
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const _Float16* i0 = (const _Float16*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = _mm512_loadu_ph(i0 + 0);
      vacc0x1 = _mm512_loadu_ph(i0 + 32);
      vacc0x2 = _mm512_loadu_ph(i0 + 64);
      vacc0x3 = _mm512_loadu_ph(i0 + 96);
      vacc0x4 = _mm512_loadu_ph(i0 + 128);
      vacc0x5 = maskz_load_ph(vmask, i0 + 160);
      const _Float16* i1 = output_channels > 1 ? (const _Float16*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = _mm512_loadu_ph(i1 + 0);
      vacc1x1 = _mm512_loadu_ph(i1 + 32);
      vacc1x2 = _mm512_loadu_ph(i1 + 64);
      vacc1x3 = _mm512_loadu_ph(i1 + 96);
      vacc1x4 = _mm512_loadu_ph(i1 + 128);
      vacc1x5 = maskz_load_ph(vmask, i1 + 160);
      const _Float16* i2 = output_channels > 2 ? (const _Float16*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = _mm512_loadu_ph(i2 + 0);
      vacc2x1 = _mm512_loadu_ph(i2 + 32);
      vacc2x2 = _mm512_loadu_ph(i2 + 64);
      vacc2x3 = _mm512_loadu_ph(i2 + 96);
      vacc2x4 = _mm512_loadu_ph(i2 + 128);
      vacc2x5 = maskz_load_ph(vmask, i2 + 160);
      const _Float16* i3 = output_channels > 3 ? (const _Float16*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = _mm512_loadu_ph(i3 + 0);
      vacc3x1 = _mm512_loadu_ph(i3 + 32);
      vacc3x2 = _mm512_loadu_ph(i3 + 64);
      vacc3x3 = _mm512_loadu_ph(i3 + 96);
      vacc3x4 = _mm512_loadu_ph(i3 + 128);
      vacc3x5 = maskz_load_ph(vmask, i3 + 160);
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    const size_t ncols = (size_t) counts[0] + (size_t) counts[1] + (size_t) counts[2] + (size_t) counts[3] + (size_t) counts[4] + (size_t) counts[5] + (size_t) counts[6] + (size_t) counts[7] + (size_t) counts[8];
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
      vacc0x3 = _mm512_add_ph(vacc0x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc0x4 = _mm512_add_ph(vacc0x4, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 128), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 128))));
      vacc0x5 = _mm512_add_ph(vacc0x5, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 160), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 160))));
      vals += 2;
    }
    if (n0 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = maskz_load_ph(vmask, x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
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
      vacc1x3 = _mm512_add_ph(vacc1x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc1x4 = _mm512_add_ph(vacc1x4, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 128), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 128))));
      vacc1x5 = _mm512_add_ph(vacc1x5, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 160), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 160))));
      vals += 2;
    }
    if (n1 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = maskz_load_ph(vmask, x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw0, vx5, vacc1x5);
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
      vacc2x3 = _mm512_add_ph(vacc2x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc2x4 = _mm512_add_ph(vacc2x4, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 128), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 128))));
      vacc2x5 = _mm512_add_ph(vacc2x5, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 160), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 160))));
      vals += 2;
    }
    if (n2 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = maskz_load_ph(vmask, x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc2x0 = _mm512_fmadd_ph(vw0, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw0, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw0, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw0, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw0, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw0, vx5, vacc2x5);
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
      vacc3x3 = _mm512_add_ph(vacc3x3, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 96), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 96))));
      vacc3x4 = _mm512_add_ph(vacc3x4, _mm512_fmadd_ph(vwb, _mm512_loadu_ph(xb + 128), _mm512_mul_ph(vwa, _mm512_loadu_ph(xa + 128))));
      vacc3x5 = _mm512_add_ph(vacc3x5, _mm512_fmadd_ph(vwb, maskz_load_ph(vmask, xb + 160), _mm512_mul_ph(vwa, maskz_load_ph(vmask, xa + 160))));
      vals += 2;
    }
    if (n3 != 0) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = maskz_load_ph(vmask, x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc3x0 = _mm512_fmadd_ph(vw0, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw0, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw0, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw0, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw0, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw0, vx5, vacc3x5);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = maskz_load_ph(vmask, x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw1, vx5, vacc1x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw2, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw2, vx5, vacc2x5);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = maskz_load_ph(vmask, x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw1, vx5, vacc1x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = maskz_load_ph(vmask, x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw1, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw1, vx5, vacc2x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = maskz_load_ph(vmask, x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc1x0 = _mm512_fmadd_ph(vw0, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw0, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw0, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw0, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw0, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw0, vx5, vacc1x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc2x0 = _mm512_fmadd_ph(vw1, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw1, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw1, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw1, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw1, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw1, vx5, vacc2x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc3x0 = _mm512_fmadd_ph(vw2, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw2, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw2, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw2, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw2, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw2, vx5, vacc3x5);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const _Float16* x = (const _Float16*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m512h vx0 = _mm512_loadu_ph(x + 0);
      const __m512h vx1 = _mm512_loadu_ph(x + 32);
      const __m512h vx2 = _mm512_loadu_ph(x + 64);
      const __m512h vx3 = _mm512_loadu_ph(x + 96);
      const __m512h vx4 = _mm512_loadu_ph(x + 128);
      const __m512h vx5 = maskz_load_ph(vmask, x + 160);
      const __m512h vw0 = _mm512_set1_ph(vals[0]);
      vacc0x0 = _mm512_fmadd_ph(vw0, vx0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ph(vw0, vx1, vacc0x1);
      vacc0x2 = _mm512_fmadd_ph(vw0, vx2, vacc0x2);
      vacc0x3 = _mm512_fmadd_ph(vw0, vx3, vacc0x3);
      vacc0x4 = _mm512_fmadd_ph(vw0, vx4, vacc0x4);
      vacc0x5 = _mm512_fmadd_ph(vw0, vx5, vacc0x5);
      const __m512h vw1 = _mm512_set1_ph(vals[1]);
      vacc1x0 = _mm512_fmadd_ph(vw1, vx0, vacc1x0);
      vacc1x1 = _mm512_fmadd_ph(vw1, vx1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ph(vw1, vx2, vacc1x2);
      vacc1x3 = _mm512_fmadd_ph(vw1, vx3, vacc1x3);
      vacc1x4 = _mm512_fmadd_ph(vw1, vx4, vacc1x4);
      vacc1x5 = _mm512_fmadd_ph(vw1, vx5, vacc1x5);
      const __m512h vw2 = _mm512_set1_ph(vals[2]);
      vacc2x0 = _mm512_fmadd_ph(vw2, vx0, vacc2x0);
      vacc2x1 = _mm512_fmadd_ph(vw2, vx1, vacc2x1);
      vacc2x2 = _mm512_fmadd_ph(vw2, vx2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ph(vw2, vx3, vacc2x3);
      vacc2x4 = _mm512_fmadd_ph(vw2, vx4, vacc2x4);
      vacc2x5 = _mm512_fmadd_ph(vw2, vx5, vacc2x5);
      const __m512h vw3 = _mm512_set1_ph(vals[3]);
      vacc3x0 = _mm512_fmadd_ph(vw3, vx0, vacc3x0);
      vacc3x1 = _mm512_fmadd_ph(vw3, vx1, vacc3x1);
      vacc3x2 = _mm512_fmadd_ph(vw3, vx2, vacc3x2);
      vacc3x3 = _mm512_fmadd_ph(vw3, vx3, vacc3x3);
      vacc3x4 = _mm512_fmadd_ph(vw3, vx4, vacc3x4);
      vacc3x5 = _mm512_fmadd_ph(vw3, vx5, vacc3x5);
      vals += 4;
    }
    // Panels start 4-byte aligned: an odd number of half values is followed by padding.
    w = (const uint16_t*) ((((uintptr_t) vals) + 3) & ~(uintptr_t) 3);

    vacc0x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x1));
    vacc0x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x2));
    vacc0x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x3));
    vacc0x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x4));
    vacc0x5 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc0x5));
    vacc1x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x1));
    vacc1x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x2));
    vacc1x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x3));
    vacc1x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x4));
    vacc1x5 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc1x5));
    vacc2x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x1));
    vacc2x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x2));
    vacc2x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x3));
    vacc2x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x4));
    vacc2x5 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc2x5));
    vacc3x0 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x1));
    vacc3x2 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x2));
    vacc3x3 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x3));
    vacc3x4 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x4));
    vacc3x5 = _mm512_min_ph(vmax, _mm512_max_ph(vmin, vacc3x5));
    if (output_channels >= 4) {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      _mm512_storeu_ph(o0 + 96, vacc0x3);
      _mm512_storeu_ph(o0 + 128, vacc0x4);
      mask_store_ph(o0 + 160, vmask, vacc0x5);
      _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
      _mm512_storeu_ph(o1 + 0, vacc1x0);
      _mm512_storeu_ph(o1 + 32, vacc1x1);
      _mm512_storeu_ph(o1 + 64, vacc1x2);
      _mm512_storeu_ph(o1 + 96, vacc1x3);
      _mm512_storeu_ph(o1 + 128, vacc1x4);
      mask_store_ph(o1 + 160, vmask, vacc1x5);
      _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
      _mm512_storeu_ph(o2 + 0, vacc2x0);
      _mm512_storeu_ph(o2 + 32, vacc2x1);
      _mm512_storeu_ph(o2 + 64, vacc2x2);
      _mm512_storeu_ph(o2 + 96, vacc2x3);
      _mm512_storeu_ph(o2 + 128, vacc2x4);
      mask_store_ph(o2 + 160, vmask, vacc2x5);
      _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
      _mm512_storeu_ph(o3 + 0, vacc3x0);
      _mm512_storeu_ph(o3 + 32, vacc3x1);
      _mm512_storeu_ph(o3 + 64, vacc3x2);
      _mm512_storeu_ph(o3 + 96, vacc3x3);
      _mm512_storeu_ph(o3 + 128, vacc3x4);
      mask_store_ph(o3 + 160, vmask, vacc3x5);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      _Float16* o0 = (_Float16*) ((uintptr_t) output + output_offsets[0]);
      _mm512_storeu_ph(o0 + 0, vacc0x0);
      _mm512_storeu_ph(o0 + 32, vacc0x1);
      _mm512_storeu_ph(o0 + 64, vacc0x2);
      _mm512_storeu_ph(o0 + 96, vacc0x3);
      _mm512_storeu_ph(o0 + 128, vacc0x4);
      mask_store_ph(o0 + 160, vmask, vacc0x5);
      if (output_channels > 1) {
        _Float16* o1 = (_Float16*) ((uintptr_t) output + output_offsets[1]);
        _mm512_storeu_ph(o1 + 0, vacc1x0);
        _mm512_storeu_ph(o1 + 32, vacc1x1);
        _mm512_storeu_ph(o1 + 64, vacc1x2);
        _mm512_storeu_ph(o1 + 96, vacc1x3);
        _mm512_storeu_ph(o1 + 128, vacc1x4);
        mask_store_ph(o1 + 160, vmask, vacc1x5);
      }
      if (output_channels > 2) {
        _Float16* o2 = (_Float16*) ((uintptr_t) output + output_offsets[2]);
        _mm512_storeu_ph(o2 + 0, vacc2x0);
        _mm512_storeu_ph(o2 + 32, vacc2x1);
        _mm512_storeu_ph(o2 + 64, vacc2x2);
        _mm512_storeu_ph(o2 + 96, vacc2x3);
        _mm512_storeu_ph(o2 + 128, vacc2x4);
        mask_store_ph(o2 + 160, vmask, vacc2x5);
      }
      if (output_channels > 3) {
        _Float16* o3 = (_Float16*) ((uintptr_t) output + output_offsets[3]);
        _mm512_storeu_ph(o3 + 0, vacc3x0);
        _mm512_storeu_ph(o3 + 32, vacc3x1);
        _mm512_storeu_ph(o3 + 64, vacc3x2);
        _mm512_storeu_ph(o3 + 96, vacc3x3);
        _mm512_storeu_ph(o3 + 128, vacc3x4);
        mask_store_ph(o3 + 160, vmask, vacc3x5);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_4x192__avx512fp16_ti4_reduced(
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
  for (; pixels >= 192; pixels -= 192) {
    panels_4x192(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 192;
    output += 192;
  }
  if (pixels != 0) {
    // Lanes of the last vector; 32 when the remainder fills it.
    const __mmask32 vmask = _cvtu32_mask32(UINT32_C(0xFFFFFFFF) >> ((32 - (pixels & 31)) & 31));
    switch ((pixels + 31) >> 5) {
      case 1:
        panels_4x32_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 2:
        panels_4x64_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 3:
        panels_4x96_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 4:
        panels_4x128_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 5:
        panels_4x160_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
      case 6:
        panels_4x192_masked(output_channels, input, input_stride, w, bias, output, output_offsets, vmask, vmin, vmax);
        break;
    }
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers (strides, counts)
  // in xmm registers, and as floats they are denormals. SSE code that runs next (XNNPACK's NCHW
  // depthwise kernels) computes on stale lanes and paid denormal assists: 4x slower.
  _mm256_zeroall();
}

