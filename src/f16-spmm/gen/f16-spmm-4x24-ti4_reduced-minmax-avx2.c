// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-avx2.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - The f32 AVX2 kernel's tile and panel walk: 4 rows x 3 ymm of 8 floats (24 pixels),
//   12 float accumulators + 3 input vectors + 1 broadcast weight <= 16 registers.
// - Per column: 3 loads of 8 halves (16 bytes), each widened to floats (vcvtph2ps), then one
//   broadcast of a float weight and 3 FMAs per weight. Outputs are rounded to half once, when stored.
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

static inline void panels_4x8_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
    size_t tail, __m128i vpairs, __m128i vlast, __m256 vmin, __m256 vmax)
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_tail_ph(i0 + 0, tail, vpairs, vlast);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_tail_ph(i1 + 0, tail, vpairs, vlast);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_tail_ph(i2 + 0, tail, vpairs, vlast);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_tail_ph(i3 + 0, tail, vpairs, vlast);
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
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc2x0 = _mm256_fmadd_ps(vw2, vx0, vacc2x0);
      vals += 3;
    }
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_fmadd_ps(vw1, vx0, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc0x0 = _mm256_fmadd_ps(vw0, vx0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0E: rows 1, 2, 3.
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      const __m256 vw1 = _mm256_broadcast_ss(vals + 1);
      vacc2x0 = _mm256_fmadd_ps(vw1, vx0, vacc2x0);
      const __m256 vw2 = _mm256_broadcast_ss(vals + 2);
      vacc3x0 = _mm256_fmadd_ps(vw2, vx0, vacc3x0);
      vals += 3;
    }
    // Kernel pattern 0x0F: rows 0, 1, 2, 3.
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_tail_ph(x + 0, tail, vpairs, vlast);
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_tail_ph(o0 + 0, vacc0x0, tail, vpairs);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      store_tail_ph(o1 + 0, vacc1x0, tail, vpairs);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      store_tail_ph(o2 + 0, vacc2x0, tail, vpairs);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      store_tail_ph(o3 + 0, vacc3x0, tail, vpairs);
      output_offsets += 4;
      output_channels -= 4;
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
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x16_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
    size_t tail, __m128i vpairs, __m128i vlast, __m256 vmin, __m256 vmax)
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = load_tail_ph(i0 + 8, tail, vpairs, vlast);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = load_tail_ph(i1 + 8, tail, vpairs, vlast);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = load_tail_ph(i2 + 8, tail, vpairs, vlast);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = load_tail_ph(i3 + 8, tail, vpairs, vlast);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc0x0 = _mm256_add_ps(vacc0x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm256_add_ps(vacc0x1, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 8, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 8, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_tail_ph(x + 8, tail, vpairs, vlast);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_add_ps(vacc1x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm256_add_ps(vacc1x1, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 8, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 8, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_tail_ph(x + 8, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
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
      vacc2x1 = _mm256_add_ps(vacc2x1, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 8, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 8, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n2 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_tail_ph(x + 8, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw0, vx1, vacc2x1);
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
      vacc3x1 = _mm256_add_ps(vacc3x1, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 8, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 8, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_tail_ph(x + 8, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw0, vx1, vacc3x1);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_tail_ph(x + 8, tail, vpairs, vlast);
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
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_tail_ph(x + 8, tail, vpairs, vlast);
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
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_tail_ph(x + 8, tail, vpairs, vlast);
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
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_tail_ph(x + 8, tail, vpairs, vlast);
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
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_tail_ph(x + 8, tail, vpairs, vlast);
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_ph(o0 + 0, vacc0x0);
      store_tail_ph(o0 + 8, vacc0x1, tail, vpairs);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      store_ph(o1 + 0, vacc1x0);
      store_tail_ph(o1 + 8, vacc1x1, tail, vpairs);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      store_ph(o2 + 0, vacc2x0);
      store_tail_ph(o2 + 8, vacc2x1, tail, vpairs);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      store_ph(o3 + 0, vacc3x0);
      store_tail_ph(o3 + 8, vacc3x1, tail, vpairs);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_ph(o0 + 0, vacc0x0);
      store_tail_ph(o0 + 8, vacc0x1, tail, vpairs);
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        store_ph(o1 + 0, vacc1x0);
        store_tail_ph(o1 + 8, vacc1x1, tail, vpairs);
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        store_ph(o2 + 0, vacc2x0);
        store_tail_ph(o2 + 8, vacc2x1, tail, vpairs);
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        store_ph(o3 + 0, vacc3x0);
        store_tail_ph(o3 + 8, vacc3x1, tail, vpairs);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x24(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = load_ph(i0 + 8);
      vacc0x2 = load_ph(i0 + 16);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = load_ph(i1 + 8);
      vacc1x2 = load_ph(i1 + 16);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = load_ph(i2 + 8);
      vacc2x2 = load_ph(i2 + 16);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = load_ph(i3 + 8);
      vacc3x2 = load_ph(i3 + 16);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc0x0 = _mm256_add_ps(vacc0x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm256_add_ps(vacc0x1, _mm256_fmadd_ps(vwb, load_ph(xb + 8), _mm256_mul_ps(vwa, load_ph(xa + 8))));
      vacc0x2 = _mm256_add_ps(vacc0x2, _mm256_fmadd_ps(vwb, load_ph(xb + 16), _mm256_mul_ps(vwa, load_ph(xa + 16))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_ph(x + 16);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_add_ps(vacc1x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm256_add_ps(vacc1x1, _mm256_fmadd_ps(vwb, load_ph(xb + 8), _mm256_mul_ps(vwa, load_ph(xa + 8))));
      vacc1x2 = _mm256_add_ps(vacc1x2, _mm256_fmadd_ps(vwb, load_ph(xb + 16), _mm256_mul_ps(vwa, load_ph(xa + 16))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_ph(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
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
      vacc2x1 = _mm256_add_ps(vacc2x1, _mm256_fmadd_ps(vwb, load_ph(xb + 8), _mm256_mul_ps(vwa, load_ph(xa + 8))));
      vacc2x2 = _mm256_add_ps(vacc2x2, _mm256_fmadd_ps(vwb, load_ph(xb + 16), _mm256_mul_ps(vwa, load_ph(xa + 16))));
      vals += 2;
    }
    if (n2 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_ph(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw0, vx2, vacc2x2);
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
      vacc3x1 = _mm256_add_ps(vacc3x1, _mm256_fmadd_ps(vwb, load_ph(xb + 8), _mm256_mul_ps(vwa, load_ph(xa + 8))));
      vacc3x2 = _mm256_add_ps(vacc3x2, _mm256_fmadd_ps(vwb, load_ph(xb + 16), _mm256_mul_ps(vwa, load_ph(xa + 16))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_ph(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw0, vx2, vacc3x2);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_ph(x + 16);
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
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_ph(x + 16);
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
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_ph(x + 16);
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
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_ph(x + 16);
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
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_ph(x + 16);
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_ph(o0 + 0, vacc0x0);
      store_ph(o0 + 8, vacc0x1);
      store_ph(o0 + 16, vacc0x2);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      store_ph(o1 + 0, vacc1x0);
      store_ph(o1 + 8, vacc1x1);
      store_ph(o1 + 16, vacc1x2);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      store_ph(o2 + 0, vacc2x0);
      store_ph(o2 + 8, vacc2x1);
      store_ph(o2 + 16, vacc2x2);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      store_ph(o3 + 0, vacc3x0);
      store_ph(o3 + 8, vacc3x1);
      store_ph(o3 + 16, vacc3x2);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_ph(o0 + 0, vacc0x0);
      store_ph(o0 + 8, vacc0x1);
      store_ph(o0 + 16, vacc0x2);
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        store_ph(o1 + 0, vacc1x0);
        store_ph(o1 + 8, vacc1x1);
        store_ph(o1 + 16, vacc1x2);
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        store_ph(o2 + 0, vacc2x0);
        store_ph(o2 + 8, vacc2x1);
        store_ph(o2 + 16, vacc2x2);
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        store_ph(o3 + 0, vacc3x0);
        store_ph(o3 + 8, vacc3x1);
        store_ph(o3 + 16, vacc3x2);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

static inline void panels_4x24_masked(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets,
    size_t tail, __m128i vpairs, __m128i vlast, __m256 vmin, __m256 vmax)
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
      const uint16_t* i0 = (const uint16_t*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = load_ph(i0 + 0);
      vacc0x1 = load_ph(i0 + 8);
      vacc0x2 = load_tail_ph(i0 + 16, tail, vpairs, vlast);
      const uint16_t* i1 = output_channels > 1 ? (const uint16_t*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = load_ph(i1 + 0);
      vacc1x1 = load_ph(i1 + 8);
      vacc1x2 = load_tail_ph(i1 + 16, tail, vpairs, vlast);
      const uint16_t* i2 = output_channels > 2 ? (const uint16_t*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = load_ph(i2 + 0);
      vacc2x1 = load_ph(i2 + 8);
      vacc2x2 = load_tail_ph(i2 + 16, tail, vpairs, vlast);
      const uint16_t* i3 = output_channels > 3 ? (const uint16_t*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = load_ph(i3 + 0);
      vacc3x1 = load_ph(i3 + 8);
      vacc3x2 = load_tail_ph(i3 + 16, tail, vpairs, vlast);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc0x0 = _mm256_add_ps(vacc0x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vacc0x1 = _mm256_add_ps(vacc0x1, _mm256_fmadd_ps(vwb, load_ph(xb + 8), _mm256_mul_ps(vwa, load_ph(xa + 8))));
      vacc0x2 = _mm256_add_ps(vacc0x2, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 16, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 16, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n0 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_tail_ph(x + 16, tail, vpairs, vlast);
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
      const uint16_t* xa = (const uint16_t*) ((uintptr_t) input + (size_t) idx[0] * input_stride);
      const uint16_t* xb = (const uint16_t*) ((uintptr_t) input + (size_t) idx[1] * input_stride);
      idx += 2;
      const __m256 vwa = _mm256_broadcast_ss(vals + 0);
      const __m256 vwb = _mm256_broadcast_ss(vals + 1);
      vacc1x0 = _mm256_add_ps(vacc1x0, _mm256_fmadd_ps(vwb, load_ph(xb + 0), _mm256_mul_ps(vwa, load_ph(xa + 0))));
      vacc1x1 = _mm256_add_ps(vacc1x1, _mm256_fmadd_ps(vwb, load_ph(xb + 8), _mm256_mul_ps(vwa, load_ph(xa + 8))));
      vacc1x2 = _mm256_add_ps(vacc1x2, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 16, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 16, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n1 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_tail_ph(x + 16, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc1x0 = _mm256_fmadd_ps(vw0, vx0, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vw0, vx1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vw0, vx2, vacc1x2);
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
      vacc2x1 = _mm256_add_ps(vacc2x1, _mm256_fmadd_ps(vwb, load_ph(xb + 8), _mm256_mul_ps(vwa, load_ph(xa + 8))));
      vacc2x2 = _mm256_add_ps(vacc2x2, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 16, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 16, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n2 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_tail_ph(x + 16, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc2x0 = _mm256_fmadd_ps(vw0, vx0, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vw0, vx1, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vw0, vx2, vacc2x2);
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
      vacc3x1 = _mm256_add_ps(vacc3x1, _mm256_fmadd_ps(vwb, load_ph(xb + 8), _mm256_mul_ps(vwa, load_ph(xa + 8))));
      vacc3x2 = _mm256_add_ps(vacc3x2, _mm256_fmadd_ps(vwb, load_tail_ph(xb + 16, tail, vpairs, vlast), _mm256_mul_ps(vwa, load_tail_ph(xa + 16, tail, vpairs, vlast))));
      vals += 2;
    }
    if (n3 != 0) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_tail_ph(x + 16, tail, vpairs, vlast);
      const __m256 vw0 = _mm256_broadcast_ss(vals + 0);
      vacc3x0 = _mm256_fmadd_ps(vw0, vx0, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vw0, vx1, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vw0, vx2, vacc3x2);
      vals += 1;
    }
    // Kernel pattern 0x07: rows 0, 1, 2.
    for (size_t n = counts[4]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_tail_ph(x + 16, tail, vpairs, vlast);
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
    // Kernel pattern 0x0B: rows 0, 1, 3.
    for (size_t n = counts[5]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_tail_ph(x + 16, tail, vpairs, vlast);
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
    // Kernel pattern 0x0D: rows 0, 2, 3.
    for (size_t n = counts[6]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_tail_ph(x + 16, tail, vpairs, vlast);
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
    for (size_t n = counts[7]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_tail_ph(x + 16, tail, vpairs, vlast);
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
    for (size_t n = counts[8]; n != 0; n--) {
      const uint16_t* x = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
      const __m256 vx0 = load_ph(x + 0);
      const __m256 vx1 = load_ph(x + 8);
      const __m256 vx2 = load_tail_ph(x + 16, tail, vpairs, vlast);
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
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_ph(o0 + 0, vacc0x0);
      store_ph(o0 + 8, vacc0x1);
      store_tail_ph(o0 + 16, vacc0x2, tail, vpairs);
      uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
      store_ph(o1 + 0, vacc1x0);
      store_ph(o1 + 8, vacc1x1);
      store_tail_ph(o1 + 16, vacc1x2, tail, vpairs);
      uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
      store_ph(o2 + 0, vacc2x0);
      store_ph(o2 + 8, vacc2x1);
      store_tail_ph(o2 + 16, vacc2x2, tail, vpairs);
      uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
      store_ph(o3 + 0, vacc3x0);
      store_ph(o3 + 8, vacc3x1);
      store_tail_ph(o3 + 16, vacc3x2, tail, vpairs);
      output_offsets += 4;
      output_channels -= 4;
    } else {
      uint16_t* o0 = (uint16_t*) ((uintptr_t) output + output_offsets[0]);
      store_ph(o0 + 0, vacc0x0);
      store_ph(o0 + 8, vacc0x1);
      store_tail_ph(o0 + 16, vacc0x2, tail, vpairs);
      if (output_channels > 1) {
        uint16_t* o1 = (uint16_t*) ((uintptr_t) output + output_offsets[1]);
        store_ph(o1 + 0, vacc1x0);
        store_ph(o1 + 8, vacc1x1);
        store_tail_ph(o1 + 16, vacc1x2, tail, vpairs);
      }
      if (output_channels > 2) {
        uint16_t* o2 = (uint16_t*) ((uintptr_t) output + output_offsets[2]);
        store_ph(o2 + 0, vacc2x0);
        store_ph(o2 + 8, vacc2x1);
        store_tail_ph(o2 + 16, vacc2x2, tail, vpairs);
      }
      if (output_channels > 3) {
        uint16_t* o3 = (uint16_t*) ((uintptr_t) output + output_offsets[3]);
        store_ph(o3 + 0, vacc3x0);
        store_ph(o3 + 8, vacc3x1);
        store_tail_ph(o3 + 16, vacc3x2, tail, vpairs);
      }
      output_channels = 0;
    }
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_4x24__avx2_ti4_reduced(
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
  for (; pixels >= 24; pixels -= 24) {
    panels_4x24(output_channels, input, input_stride, w, bias, output, output_offsets, vmin, vmax);
    input += 24;
    output += 24;
  }
  if (pixels != 0) {
    // Lanes of the last vector: 1..8.
    const size_t tail = ((pixels - 1) & 7) + 1;
    const __m128i vpairs = _mm_loadu_si128((const __m128i*) &pair_mask_table[4 - (tail >> 1)]);
    const __m128i vlast = (tail & 1) != 0 ? _mm_loadu_si128((const __m128i*) &lane_mask_table[8 - tail])
                                          : _mm_setzero_si128();
    switch ((pixels + 7) >> 3) {
      case 1:
        panels_4x8_masked(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vpairs, vlast, vmin, vmax);
        break;
      case 2:
        panels_4x16_masked(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vpairs, vlast, vmin, vmax);
        break;
      case 3:
        panels_4x24_masked(output_channels, input, input_stride, w, bias, output, output_offsets, tail, vpairs, vlast, vmin, vmax);
        break;
    }
  }
  // Zero the vector registers, not only their upper halves: integers GCC parks in xmm registers
  // are denormals as floats, and SSE code running next on stale lanes paid denormal assists.
  _mm256_zeroall();
}

