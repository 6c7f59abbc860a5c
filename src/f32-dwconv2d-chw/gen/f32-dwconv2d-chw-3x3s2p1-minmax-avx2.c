// Auto-generated file. Do not edit!
//   Template: src/f32-dwconv2d-chw/f32-dwconv2d-chw-avx2.c.in
//   Generator: python3 tools/gen_dwconv2d_chw_ukernels.py
// Kernel contract: see src/f32-dwconv2d-chw/f32-dwconv2d-chw.h. Specific to this template:
// - 3x3 taps, stride 2. The plane is computed in strips of 8 output columns (one ymm); a strip
//   walks down the rows one output row per step, and each step loads only the 2 input rows no
//   earlier step loaded, so every input vector is loaded once per strip.
// - A step sums each new row's taps per kernel row into a chain of its own (3 products) and adds
//   the chains to the output rows they belong to: the step's own row, complete now, and 1 pending
//   row below it. Chains of different steps are independent, so the FMAs of consecutive steps
//   overlap instead of waiting on one accumulator, and the adds run beside them.
// - Input columns 2x..2x+15 are two loads deinterleaved by vshufps and vpermpd (even lanes: column
//   2x, odd lanes: 2x + 1). Column 2x - 1 shifts the odd vector up a lane
//   (vperm2f128 and vpalignr) with the value left of the strip${"; column 2x + 2 shifts the even vector down
//   with the value right of it" if P > 1 else ""}.
// - Every load is masked (vmaskmovps: masked lanes read nothing and are zero) with masks set once
//   per strip: only the strips at the plane's left and right edges mask any lane. Masked loads cost
//   about what plain ones do, and unlike plain ones the compiler cannot fold them into each FMA that
//   uses them (which would load every input vector 3 times). Stores are masked only in a partial
//   last strip (masked stores are slow on some AMD cores).
// - Rows outside the plane are never loaded. The steps above the first output row are unrolled with
//   the plane's top known, so they load only the rows that exist and compute only chains of output
//   rows that exist; the steps whose rows are all inside run unchecked; the last few check each row
//   and skip the missing ones (zero padding).
// - The steps whose rows are all inside prefetch the rows of the step 4 ahead: a strip walks
//   down the rows, which hardware prefetchers follow poorly (stride 2 loses a third of its time to
//   that on MobileNetV1's 112x112 layer otherwise).

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f32-dwconv2d-chw/f32-dwconv2d-chw.h"

// Bits 0..n-1 set: bit i for the column i places right of a strip's first column, when n columns
// remain in the row.
static inline uint64_t low_bits(size_t n) {
  return n >= 64 ? UINT64_MAX : (UINT64_C(1) << n) - 1;
}

// Lane l all ones when bit l of `bits` is set.
static inline __m256i lane_mask(uint64_t bits) {
  const __m256i vbit = _mm256_set_epi32(128, 64, 32, 16, 8, 4, 2, 1);
  return _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32((int) (bits & 0xFF)), vbit), vbit);
}

// [left[7], v[0], ..., v[6]]: v one lane up, with the last lane of `left` in front.
static inline __m256 shift_up(__m256 v, __m256 left) {
  const __m256 vt = _mm256_permute2f128_ps(left, v, 0x21);
  return _mm256_castsi256_ps(_mm256_alignr_epi8(_mm256_castps_si256(v), _mm256_castps_si256(vt), 12));
}

// Every strip of the plane for top padding 0.
static inline __attribute__((always_inline)) void plane_pt0(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    size_t output_height, size_t output_width, __m256 vmin, __m256 vmax)
{
  const __m256 vbias = _mm256_set1_ps(weights[0]);
  const __m256 vk00 = _mm256_set1_ps(weights[1]);
  const __m256 vk01 = _mm256_set1_ps(weights[2]);
  const __m256 vk02 = _mm256_set1_ps(weights[3]);
  const __m256 vk10 = _mm256_set1_ps(weights[4]);
  const __m256 vk11 = _mm256_set1_ps(weights[5]);
  const __m256 vk12 = _mm256_set1_ps(weights[6]);
  const __m256 vk20 = _mm256_set1_ps(weights[7]);
  const __m256 vk21 = _mm256_set1_ps(weights[8]);
  const __m256 vk22 = _mm256_set1_ps(weights[9]);
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 2 * oy + 2)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 3 ? (input_height - 3) / 2 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 8) {
    // Columns 2x..2x+15 that lie inside the row.
    const uint64_t inside = low_bits(input_width - 2 * x);
    const __m256i ka = lane_mask(inside);
    const __m256i kb = lane_mask(inside >> 8);
    // Column 2x - d, left of the strip, is lane 7 of a load at 2x - 7 - d; the first strip has none
    // and loads at its own column with no lane enabled.
    const __m256i kl = lane_mask(x != 0 ? 0x80 : 0);
    const ptrdiff_t left_offset1 = x != 0 ? -8 : 0;
    const __m256i kout = lane_mask(low_bits(output_width - x));
    const int full = x + 8 <= output_width;
    __m256 vpend0 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      __m256 vq11 = vbias;
      {
        const float* i1 = input + 0 * input_width + 2 * x;
        const __m256 va1 = _mm256_maskload_ps(i1, ka);
        const __m256 vb1 = _mm256_maskload_ps(i1 + 8, kb);
        const __m256 vt1p0 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1p1 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1m1 = shift_up(vt1p1, _mm256_maskload_ps(i1 + left_offset1, kl));
        vq11 = _mm256_fmadd_ps(vt1m1, vk00, vbias);
        vq11 = _mm256_fmadd_ps(vt1p0, vk01, vq11);
        vq11 = _mm256_fmadd_ps(vt1p1, vk02, vq11);
      }
      vpend0 = vq11;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 1 * input_width + 2 * x;
      // The strip's rows reach into the cache line of column 2x + 8, or end before it.
      const size_t prefetch_right = sprt_min_size(2 * x + 8, input_width - 1) - 2 * x;
      float* o = output + x;
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 4 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + input_width), _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + input_width + prefetch_right), _MM_HINT_T0);
        const float* i1 = i0 + input_width;
        const __m256 va0 = _mm256_maskload_ps(i0, ka);
        const __m256 vb0 = _mm256_maskload_ps(i0 + 8, kb);
        const __m256 vt0p0 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va0, vb0, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt0p1 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va0, vb0, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt0m1 = shift_up(vt0p1, _mm256_maskload_ps(i0 + left_offset1, kl));
        __m256 vq00;
        vq00 = _mm256_mul_ps(vt0m1, vk10);
        vq00 = _mm256_fmadd_ps(vt0p0, vk11, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk12, vq00);
        const __m256 va1 = _mm256_maskload_ps(i1, ka);
        const __m256 vb1 = _mm256_maskload_ps(i1 + 8, kb);
        const __m256 vt1p0 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1p1 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1m1 = shift_up(vt1p1, _mm256_maskload_ps(i1 + left_offset1, kl));
        __m256 vq10;
        vq10 = _mm256_mul_ps(vt1m1, vk20);
        vq10 = _mm256_fmadd_ps(vt1p0, vk21, vq10);
        vq10 = _mm256_fmadd_ps(vt1p1, vk22, vq10);
        __m256 vq11;
        vq11 = _mm256_fmadd_ps(vt1m1, vk00, vbias);
        vq11 = _mm256_fmadd_ps(vt1p0, vk01, vq11);
        vq11 = _mm256_fmadd_ps(vt1p1, vk02, vq11);
        const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(_mm256_add_ps(vpend0, vq00), vq10)));
        if (full) {
          _mm256_storeu_ps(o, vout);
        } else {
          _mm256_maskstore_ps(o, kout, vout);
        }
        vpend0 = vq11;
        i0 += 2 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m256 vq00 = _mm256_setzero_ps();
      __m256 vq10 = _mm256_setzero_ps();
      __m256 vq11 = vbias;
      if ((size_t) (2 * oy + 1) < input_height) {
        const float* i0 = input + (size_t) (2 * oy + 1) * input_width + 2 * x;
        const __m256 va0 = _mm256_maskload_ps(i0, ka);
        const __m256 vb0 = _mm256_maskload_ps(i0 + 8, kb);
        const __m256 vt0p0 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va0, vb0, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt0p1 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va0, vb0, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt0m1 = shift_up(vt0p1, _mm256_maskload_ps(i0 + left_offset1, kl));
        vq00 = _mm256_fmadd_ps(vt0m1, vk10, vq00);
        vq00 = _mm256_fmadd_ps(vt0p0, vk11, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk12, vq00);
      }
      if ((size_t) (2 * oy + 2) < input_height) {
        const float* i1 = input + (size_t) (2 * oy + 2) * input_width + 2 * x;
        const __m256 va1 = _mm256_maskload_ps(i1, ka);
        const __m256 vb1 = _mm256_maskload_ps(i1 + 8, kb);
        const __m256 vt1p0 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1p1 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1m1 = shift_up(vt1p1, _mm256_maskload_ps(i1 + left_offset1, kl));
        vq10 = _mm256_fmadd_ps(vt1m1, vk20, vq10);
        vq10 = _mm256_fmadd_ps(vt1p0, vk21, vq10);
        vq10 = _mm256_fmadd_ps(vt1p1, vk22, vq10);
        vq11 = _mm256_fmadd_ps(vt1m1, vk00, vq11);
        vq11 = _mm256_fmadd_ps(vt1p0, vk01, vq11);
        vq11 = _mm256_fmadd_ps(vt1p1, vk02, vq11);
      }
      const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(_mm256_add_ps(vpend0, vq00), vq10)));
      if (full) {
        _mm256_storeu_ps(output + (size_t) oy * output_width + x, vout);
      } else {
        _mm256_maskstore_ps(output + (size_t) oy * output_width + x, kout, vout);
      }
      vpend0 = vq11;
    }
  }
}

// Every strip of the plane for top padding 1.
static inline __attribute__((always_inline)) void plane_pt1(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    size_t output_height, size_t output_width, __m256 vmin, __m256 vmax)
{
  const __m256 vbias = _mm256_set1_ps(weights[0]);
  const __m256 vk00 = _mm256_set1_ps(weights[1]);
  const __m256 vk01 = _mm256_set1_ps(weights[2]);
  const __m256 vk02 = _mm256_set1_ps(weights[3]);
  const __m256 vk10 = _mm256_set1_ps(weights[4]);
  const __m256 vk11 = _mm256_set1_ps(weights[5]);
  const __m256 vk12 = _mm256_set1_ps(weights[6]);
  const __m256 vk20 = _mm256_set1_ps(weights[7]);
  const __m256 vk21 = _mm256_set1_ps(weights[8]);
  const __m256 vk22 = _mm256_set1_ps(weights[9]);
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 2 * oy + 1)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 2 ? (input_height - 2) / 2 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 8) {
    // Columns 2x..2x+15 that lie inside the row.
    const uint64_t inside = low_bits(input_width - 2 * x);
    const __m256i ka = lane_mask(inside);
    const __m256i kb = lane_mask(inside >> 8);
    // Column 2x - d, left of the strip, is lane 7 of a load at 2x - 7 - d; the first strip has none
    // and loads at its own column with no lane enabled.
    const __m256i kl = lane_mask(x != 0 ? 0x80 : 0);
    const ptrdiff_t left_offset1 = x != 0 ? -8 : 0;
    const __m256i kout = lane_mask(low_bits(output_width - x));
    const int full = x + 8 <= output_width;
    __m256 vpend0 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      vpend0 = vbias;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 0 * input_width + 2 * x;
      // The strip's rows reach into the cache line of column 2x + 8, or end before it.
      const size_t prefetch_right = sprt_min_size(2 * x + 8, input_width - 1) - 2 * x;
      float* o = output + x;
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 4 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + input_width), _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + input_width + prefetch_right), _MM_HINT_T0);
        const float* i1 = i0 + input_width;
        const __m256 va0 = _mm256_maskload_ps(i0, ka);
        const __m256 vb0 = _mm256_maskload_ps(i0 + 8, kb);
        const __m256 vt0p0 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va0, vb0, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt0p1 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va0, vb0, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt0m1 = shift_up(vt0p1, _mm256_maskload_ps(i0 + left_offset1, kl));
        __m256 vq00;
        vq00 = _mm256_mul_ps(vt0m1, vk10);
        vq00 = _mm256_fmadd_ps(vt0p0, vk11, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk12, vq00);
        const __m256 va1 = _mm256_maskload_ps(i1, ka);
        const __m256 vb1 = _mm256_maskload_ps(i1 + 8, kb);
        const __m256 vt1p0 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1p1 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1m1 = shift_up(vt1p1, _mm256_maskload_ps(i1 + left_offset1, kl));
        __m256 vq10;
        vq10 = _mm256_mul_ps(vt1m1, vk20);
        vq10 = _mm256_fmadd_ps(vt1p0, vk21, vq10);
        vq10 = _mm256_fmadd_ps(vt1p1, vk22, vq10);
        __m256 vq11;
        vq11 = _mm256_fmadd_ps(vt1m1, vk00, vbias);
        vq11 = _mm256_fmadd_ps(vt1p0, vk01, vq11);
        vq11 = _mm256_fmadd_ps(vt1p1, vk02, vq11);
        const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(_mm256_add_ps(vpend0, vq00), vq10)));
        if (full) {
          _mm256_storeu_ps(o, vout);
        } else {
          _mm256_maskstore_ps(o, kout, vout);
        }
        vpend0 = vq11;
        i0 += 2 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m256 vq00 = _mm256_setzero_ps();
      __m256 vq10 = _mm256_setzero_ps();
      __m256 vq11 = vbias;
      if ((size_t) (2 * oy) < input_height) {
        const float* i0 = input + (size_t) (2 * oy) * input_width + 2 * x;
        const __m256 va0 = _mm256_maskload_ps(i0, ka);
        const __m256 vb0 = _mm256_maskload_ps(i0 + 8, kb);
        const __m256 vt0p0 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va0, vb0, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt0p1 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va0, vb0, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt0m1 = shift_up(vt0p1, _mm256_maskload_ps(i0 + left_offset1, kl));
        vq00 = _mm256_fmadd_ps(vt0m1, vk10, vq00);
        vq00 = _mm256_fmadd_ps(vt0p0, vk11, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk12, vq00);
      }
      if ((size_t) (2 * oy + 1) < input_height) {
        const float* i1 = input + (size_t) (2 * oy + 1) * input_width + 2 * x;
        const __m256 va1 = _mm256_maskload_ps(i1, ka);
        const __m256 vb1 = _mm256_maskload_ps(i1 + 8, kb);
        const __m256 vt1p0 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1p1 = _mm256_castpd_ps(_mm256_permute4x64_pd(
            _mm256_castps_pd(_mm256_shuffle_ps(va1, vb1, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
        const __m256 vt1m1 = shift_up(vt1p1, _mm256_maskload_ps(i1 + left_offset1, kl));
        vq10 = _mm256_fmadd_ps(vt1m1, vk20, vq10);
        vq10 = _mm256_fmadd_ps(vt1p0, vk21, vq10);
        vq10 = _mm256_fmadd_ps(vt1p1, vk22, vq10);
        vq11 = _mm256_fmadd_ps(vt1m1, vk00, vq11);
        vq11 = _mm256_fmadd_ps(vt1p0, vk01, vq11);
        vq11 = _mm256_fmadd_ps(vt1p1, vk02, vq11);
      }
      const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(_mm256_add_ps(vpend0, vq00), vq10)));
      if (full) {
        _mm256_storeu_ps(output + (size_t) oy * output_width + x, vout);
      } else {
        _mm256_maskstore_ps(output + (size_t) oy * output_width + x, kout, vout);
      }
      vpend0 = vq11;
    }
  }
}

void sprt_f32_dwconv2d_chw_ukernel_3x3s2p1__avx2(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    uint32_t padding_top, size_t output_rows, const struct sprt_f32_minmax_params* params)
{
  assert(input_height != 0);
  assert(input_width != 0);
  assert(padding_top == 0 || padding_top == 1);
  const size_t padded_height = padding_top + input_height + 1;
  const size_t output_height =
      sprt_min_size((padded_height > 3 ? padded_height - 3 : 0) / 2 + 1, output_rows);
  const size_t output_width = (input_width - 1) / 2 + 1;
  const __m256 vmin = _mm256_set1_ps(params->min);
  const __m256 vmax = _mm256_set1_ps(params->max);
  switch (padding_top) {
    case 0:
      plane_pt0(input_height, input_width, input, weights, output, output_height, output_width, vmin, vmax);
      break;
    case 1:
      plane_pt1(input_height, input_width, input, weights, output, output_height, output_width, vmin, vmax);
      break;
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers in xmm registers, and
  // as floats they are denormals that slow SSE code running next (see the SpMM kernels).
  _mm256_zeroall();
}
