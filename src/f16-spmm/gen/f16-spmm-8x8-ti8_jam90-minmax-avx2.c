// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-avx2.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - The f32 AVX2 kernel's tile and panel walk: 8 rows x 1 ymm of 8 floats (8 pixels),
//   8 float accumulators + 1 input vectors + 1 broadcast weight <= 16 registers.
// - Per column: 1 loads of 8 halves (16 bytes), each widened to floats (vcvtph2ps), then one
//   broadcast of a float weight and 1 FMAs per weight. Outputs are rounded to half once, when stored.
// - A partial pixel tile runs the same panel code with ceil(pixels / 8) vectors. AVX2 has no 16-bit
//   masks: the last vector's whole pairs of halves move through 32-bit masks (vpmaskmovd suppresses
//   faults on masked lanes) and an odd last half alone, so no byte past the last pixel of a row is
//   read or written.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f16-spmm/f16-spmm.h"

// Four active 32-bit lanes followed by four inactive ones: a window of 4 gives the mask of the
// whole pairs of a tail.
static const int32_t pair_mask_table[8] = {-1, -1, -1, -1, 0, 0, 0, 0};
// One active 16-bit lane: the window at 7 - i selects lane i (an odd tail's last half).
static const int16_t lane_mask_table[15] = {0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0};

static inline __m256 load_ph(const uint16_t* p) {
  return _mm256_cvtph_ps(_mm_loadu_si128((const __m128i*) p));
}

// The first `tail` (1..8) halves of p, widened; the lanes after them are zero or p[tail - 1].
static inline __m256 load_tail_ph(const uint16_t* p, size_t tail, __m128i vpairs, __m128i vlast) {
  const __m128i v = _mm_maskload_epi32((const int*) p, vpairs);
  return _mm256_cvtph_ps(_mm_blendv_epi8(v, _mm_set1_epi16((short) p[tail - 1]), vlast));
}

static inline __m128i round_ph(__m256 v) {
  return _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
}

static inline void store_ph(uint16_t* p, __m256 v) {
  _mm_storeu_si128((__m128i*) p, round_ph(v));
}

static inline void store_tail_ph(uint16_t* p, __m256 v, size_t tail, __m128i vpairs) {
  const __m128i h = round_ph(v);
  _mm_maskstore_epi32((int*) p, vpairs, h);
  if (tail & 1) {
    uint16_t lanes[8];
    _mm_storeu_si128((__m128i*) lanes, h);
    p[tail - 1] = lanes[tail - 1];
  }
}

static inline void panels_8x8(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      const uint16_t* i4 = output_channels > 4 ? (const uint16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = load_ph(i4 + 0);
      const uint16_t* i5 = output_channels > 5 ? (const uint16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = load_ph(i5 + 0);
      const uint16_t* i6 = output_channels > 6 ? (const uint16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = load_ph(i6 + 0);
      const uint16_t* i7 = output_channels > 7 ? (const uint16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = load_ph(i7 + 0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc0x0 = _mm256_add_ps(vacc0x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_add_ps(vacc1x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_add_ps(vacc2x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vals += 2;
    }
    if (n2 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_add_ps(vacc3x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc4x0 = _mm256_add_ps(vacc4x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vals += 2;
    }
    if (n4 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc4x0 = _mm256_fmadd_ps(vw0, vx0, vacc4x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_add_ps(vacc5x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vals += 2;
    }
    if (n5 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc5x0 = _mm256_fmadd_ps(vw0, vx0, vacc5x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc6x0 = _mm256_add_ps(vacc6x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vals += 2;
    }
    if (n6 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc6x0 = _mm256_fmadd_ps(vw0, vx0, vacc6x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_add_ps(vacc7x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc7x0 = _mm256_fmadd_ps(vw0, vx0, vacc7x0);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc4x0 = _mm256_fmadd_ps(vw1, vx0, vacc4x0);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_fmadd_ps(vw1, vx0, vacc5x0);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_fmadd_ps(vw1, vx0, vacc5x0);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc6x0 = _mm256_fmadd_ps(vw1, vx0, vacc6x0);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc6x0 = _mm256_fmadd_ps(vw1, vx0, vacc6x0);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_fmadd_ps(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc5x0 = _mm256_fmadd_ps(vw0, vx0, vacc5x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_fmadd_ps(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc6x0 = _mm256_fmadd_ps(vw0, vx0, vacc6x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_fmadd_ps(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc5x0 = _mm256_fmadd_ps(vw2, vx0, vacc5x0);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc6x0 = _mm256_fmadd_ps(vw2, vx0, vacc6x0);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc4x0 = _mm256_fmadd_ps(vw0, vx0, vacc4x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_fmadd_ps(vw1, vx0, vacc5x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc6x0 = _mm256_fmadd_ps(vw2, vx0, vacc6x0);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc7x0 = _mm256_fmadd_ps(vw2, vx0, vacc7x0);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc4x0 = _mm256_fmadd_ps(vw1, vx0, vacc4x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc7x0 = _mm256_fmadd_ps(vw2, vx0, vacc7x0);
      vals += 3;
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_ph(o0 + 0, vacc0x0);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      store_ph(o1 + 0, vacc1x0);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      store_ph(o2 + 0, vacc2x0);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      store_ph(o3 + 0, vacc3x0);
      uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
      store_ph(o4 + 0, vacc4x0);
      uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
      store_ph(o5 + 0, vacc5x0);
      uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
      store_ph(o6 + 0, vacc6x0);
      uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
      store_ph(o7 + 0, vacc7x0);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_ph(o0 + 0, vacc0x0);
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        store_ph(o1 + 0, vacc1x0);
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        store_ph(o2 + 0, vacc2x0);
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        store_ph(o3 + 0, vacc3x0);
      }
      if (output_channels > 4) {
        uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
        store_ph(o4 + 0, vacc4x0);
      }
      if (output_channels > 5) {
        uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
        store_ph(o5 + 0, vacc5x0);
      }
      if (output_channels > 6) {
        uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
        store_ph(o6 + 0, vacc6x0);
      }
      if (output_channels > 7) {
        uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
        store_ph(o7 + 0, vacc7x0);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_8x8_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
    size_t tail, __m128i vpairs, __m128i vlast, __m256 vmin, __m256 vmax)
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_tail_ph(i0 + 0, tail, vpairs, vlast);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_tail_ph(i1 + 0, tail, vpairs, vlast);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_tail_ph(i2 + 0, tail, vpairs, vlast);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_tail_ph(i3 + 0, tail, vpairs, vlast);
      const uint16_t* i4 = output_channels > 4 ? (const uint16_t*) ((uintptr_t) output + output_offsets[4]) : i0;
      vacc4x0 = load_tail_ph(i4 + 0, tail, vpairs, vlast);
      const uint16_t* i5 = output_channels > 5 ? (const uint16_t*) ((uintptr_t) output + output_offsets[5]) : i0;
      vacc5x0 = load_tail_ph(i5 + 0, tail, vpairs, vlast);
      const uint16_t* i6 = output_channels > 6 ? (const uint16_t*) ((uintptr_t) output + output_offsets[6]) : i0;
      vacc6x0 = load_tail_ph(i6 + 0, tail, vpairs, vlast);
      const uint16_t* i7 = output_channels > 7 ? (const uint16_t*) ((uintptr_t) output + output_offsets[7]) : i0;
      vacc7x0 = load_tail_ph(i7 + 0, tail, vpairs, vlast);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc0x0 = _mm256_add_ps(vacc0x0, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 0, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 0, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_add_ps(vacc1x0, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 0, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 0, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_add_ps(vacc2x0, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 0, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 0, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n2 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_add_ps(vacc3x0, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 0, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 0, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc4x0 = _mm256_add_ps(vacc4x0, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 0, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 0, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n4 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc4x0 = _mm256_fmadd_ps(vw0, vx0, vacc4x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_add_ps(vacc5x0, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 0, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 0, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n5 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc5x0 = _mm256_fmadd_ps(vw0, vx0, vacc5x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc6x0 = _mm256_add_ps(vacc6x0, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 0, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 0, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n6 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc6x0 = _mm256_fmadd_ps(vw0, vx0, vacc6x0);
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
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_add_ps(vacc7x0, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 0, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 0, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n7 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc7x0 = _mm256_fmadd_ps(vw0, vx0, vacc7x0);
      vals += 1;
    }
    // Kernel pattern 0x09: rows 0, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x0A: rows 1, 3.
    for (size_t n = counts[9]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      vals += 2;
    }
    // Kernel pattern 0x14: rows 2, 4.
    for (size_t n = counts[10]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc4x0 = _mm256_fmadd_ps(vw1, vx0, vacc4x0);
      vals += 2;
    }
    // Kernel pattern 0x21: rows 0, 5.
    for (size_t n = counts[11]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_fmadd_ps(vw1, vx0, vacc5x0);
      vals += 2;
    }
    // Kernel pattern 0x22: rows 1, 5.
    for (size_t n = counts[12]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_fmadd_ps(vw1, vx0, vacc5x0);
      vals += 2;
    }
    // Kernel pattern 0x41: rows 0, 6.
    for (size_t n = counts[13]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc6x0 = _mm256_fmadd_ps(vw1, vx0, vacc6x0);
      vals += 2;
    }
    // Kernel pattern 0x48: rows 3, 6.
    for (size_t n = counts[14]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc6x0 = _mm256_fmadd_ps(vw1, vx0, vacc6x0);
      vals += 2;
    }
    // Kernel pattern 0x82: rows 1, 7.
    for (size_t n = counts[15]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_fmadd_ps(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0xA0: rows 5, 7.
    for (size_t n = counts[16]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc5x0 = _mm256_fmadd_ps(vw0, vx0, vacc5x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_fmadd_ps(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0xC0: rows 6, 7.
    for (size_t n = counts[17]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc6x0 = _mm256_fmadd_ps(vw0, vx0, vacc6x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc7x0 = _mm256_fmadd_ps(vw1, vx0, vacc7x0);
      vals += 2;
    }
    // Kernel pattern 0x13: rows 0, 1, 4.
    for (size_t n = counts[18]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc4x0 = _mm256_fmadd_ps(vw2, vx0, vacc4x0);
      vals += 3;
    }
    // Kernel pattern 0x2C: rows 2, 3, 5.
    for (size_t n = counts[19]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc3x0 = _mm256_fmadd_ps(vw1, vx0, vacc3x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc5x0 = _mm256_fmadd_ps(vw2, vx0, vacc5x0);
      vals += 3;
    }
    // Kernel pattern 0x46: rows 1, 2, 6.
    for (size_t n = counts[20]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc6x0 = _mm256_fmadd_ps(vw2, vx0, vacc6x0);
      vals += 3;
    }
    // Kernel pattern 0x70: rows 4, 5, 6.
    for (size_t n = counts[21]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc4x0 = _mm256_fmadd_ps(vw0, vx0, vacc4x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc5x0 = _mm256_fmadd_ps(vw1, vx0, vacc5x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc6x0 = _mm256_fmadd_ps(vw2, vx0, vacc6x0);
      vals += 3;
    }
    // Kernel pattern 0x85: rows 0, 2, 7.
    for (size_t n = counts[22]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc7x0 = _mm256_fmadd_ps(vw2, vx0, vacc7x0);
      vals += 3;
    }
    // Kernel pattern 0x98: rows 3, 4, 7.
    for (size_t n = counts[23]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc4x0 = _mm256_fmadd_ps(vw1, vx0, vacc4x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc7x0 = _mm256_fmadd_ps(vw2, vx0, vacc7x0);
      vals += 3;
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_tail_ph(o0 + 0, vacc0x0, tail, vpairs);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      store_tail_ph(o1 + 0, vacc1x0, tail, vpairs);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      store_tail_ph(o2 + 0, vacc2x0, tail, vpairs);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      store_tail_ph(o3 + 0, vacc3x0, tail, vpairs);
      uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
      store_tail_ph(o4 + 0, vacc4x0, tail, vpairs);
      uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
      store_tail_ph(o5 + 0, vacc5x0, tail, vpairs);
      uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
      store_tail_ph(o6 + 0, vacc6x0, tail, vpairs);
      uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
      store_tail_ph(o7 + 0, vacc7x0, tail, vpairs);
      output_offsets += 8;
      output_channels -= 8;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_tail_ph(o0 + 0, vacc0x0, tail, vpairs);
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        store_tail_ph(o1 + 0, vacc1x0, tail, vpairs);
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        store_tail_ph(o2 + 0, vacc2x0, tail, vpairs);
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        store_tail_ph(o3 + 0, vacc3x0, tail, vpairs);
      }
      if (output_channels > 4) {
        uint16_t* o4 = (uint16_t*) ((uintptr_t) output + output_offsets[4]);
        store_tail_ph(o4 + 0, vacc4x0, tail, vpairs);
      }
      if (output_channels > 5) {
        uint16_t* o5 = (uint16_t*) ((uintptr_t) output + output_offsets[5]);
        store_tail_ph(o5 + 0, vacc5x0, tail, vpairs);
      }
      if (output_channels > 6) {
        uint16_t* o6 = (uint16_t*) ((uintptr_t) output + output_offsets[6]);
        store_tail_ph(o6 + 0, vacc6x0, tail, vpairs);
      }
      if (output_channels > 7) {
        uint16_t* o7 = (uint16_t*) ((uintptr_t) output + output_offsets[7]);
        store_tail_ph(o7 + 0, vacc7x0, tail, vpairs);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_8x8__avx2_ti8_jam90(
    size_t pixels, size_t output_channels,
    const void* input_ptr, size_t input_stride,
    const void* packed, const void* bias_ptr,
    void* output_ptr, const size_t* output_offsets,
    const struct sprt_f16_minmax_params* params)
{
  const __m256 vmin = _mm256_set1_ps(params->min);
  const __m256 vmax = _mm256_set1_ps(params->max);
  const uint16_t* w = (const uint16_t*) packed;
  const uint16_t* input = (const uint16_t*) input_ptr;
  const float* bias = (const float*) bias_ptr;
  uint16_t* output = (uint16_t*) output_ptr;
  for (; pixels >= 8; pixels -= 8) {
    panels_8x8(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 8;
    output += 8;
  }
  if (pixels != 0) {
    // Lanes of the last vector: 1..8.
    const size_t tail = ((pixels - 1) & 7) + 1;
    const __m128i vpairs = _mm_loadu_si128((const __m128i*) &pair_mask_table[4 - (tail >> 1)]);
    const __m128i vlast = (tail & 1) != 0 ? _mm_loadu_si128((const __m128i*) &lane_mask_table[8 - tail])
                                          : _mm_setzero_si128();
    switch ((pixels + 7) >> 3) {
      case 1:
        panels_8x8_masked(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vpairs, vlast, vmin, vmax);
        break;
    }
  }
  // Zero the vector registers, not only their upper halves: integers GCC parks in xmm registers
  // are denormals as floats, and SSE code running next on stale lanes paid denormal assists.
  _mm256_zeroall();
}

