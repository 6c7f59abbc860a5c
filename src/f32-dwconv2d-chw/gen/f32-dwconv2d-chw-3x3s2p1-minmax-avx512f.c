// Auto-generated file. Do not edit!
//   Template: src/f32-dwconv2d-chw/f32-dwconv2d-chw-avx512f.c.in
//   Generator: python3 tools/gen_dwconv2d_chw_ukernels.py
// Kernel contract: see src/f32-dwconv2d-chw/f32-dwconv2d-chw.h. Specific to this template:
// - 3x3 taps, stride 2. The plane is computed in strips of 16 output columns (one zmm); a strip
//   walks down the rows one output row per step, and each step loads only the 2 input rows no
//   earlier step loaded, so every input vector is loaded once per strip.
// - A step sums each new row's taps per kernel row into a chain of its own (3 products) and adds
//   the chains to the output rows they belong to: the step's own row, complete now, and 1 pending
//   row below it. Chains of different steps are independent, so the FMAs of consecutive steps
//   overlap instead of waiting on one accumulator, and the adds run beside them.
// - Input columns 2x..2x+31 are two loads deinterleaved by vpermt2ps (even lanes: column 2x, odd
//   lanes: 2x + 1). Column 2x - 1 shifts the odd vector up a lane (valignd)
//   with the value left of the strip.
// - Every load and store is masked (maskz: masked lanes read nothing and are zero) with masks set
//   once per strip: only the strips at the plane's left and right edges mask any lane. Masked loads
//   cost what plain ones do, and unlike plain ones the compiler cannot fold them into each FMA that
//   uses them (which would load every input vector 3 times).
// - Rows outside the plane are never loaded. The steps above the first output row are unrolled with
//   the plane's top known, so they load only the rows that exist and compute only chains of output
//   rows that exist; the steps whose rows are all inside run unchecked, 2 per iteration; the last
//   few check each row and skip the missing ones (zero padding).
// - The steps whose rows are all inside prefetch the rows of the step 4 ahead: a strip walks
//   down the rows, which hardware prefetchers follow poorly (stride 2 loses a third of its time to
//   that on MobileNetV1's 112x112 layer otherwise).
// - Rows of at most 15 columns (MobileNetV1's 14x14 to 7x7) take narrow_pt*: two output rows per
//   vector, half the FMAs of a strip that leaves half its lanes empty.

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

// Bits 0..n-1 set, for n <= 16.
static inline uint32_t lanes_below(size_t n) {
  return (UINT32_C(1) << n) - 1;
}

// Every strip of the plane for top padding 0.
static inline __attribute__((always_inline)) void plane_pt0(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    size_t output_height, size_t output_width, __m512 vmin, __m512 vmax)
{
  const __m512i vidx_even = _mm512_set_epi32(30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0);
  const __m512i vidx_odd = _mm512_set_epi32(31, 29, 27, 25, 23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1);
  const __m512 vbias = _mm512_set1_ps(weights[0]);
  const __m512 vk00 = _mm512_set1_ps(weights[1]);
  const __m512 vk01 = _mm512_set1_ps(weights[2]);
  const __m512 vk02 = _mm512_set1_ps(weights[3]);
  const __m512 vk10 = _mm512_set1_ps(weights[4]);
  const __m512 vk11 = _mm512_set1_ps(weights[5]);
  const __m512 vk12 = _mm512_set1_ps(weights[6]);
  const __m512 vk20 = _mm512_set1_ps(weights[7]);
  const __m512 vk21 = _mm512_set1_ps(weights[8]);
  const __m512 vk22 = _mm512_set1_ps(weights[9]);
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 2 * oy + 2)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 3 ? (input_height - 3) / 2 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 16) {
    // Columns 2x..2x+31 that lie inside the row.
    const uint64_t inside = low_bits(input_width - 2 * x);
    const __mmask16 ka = (__mmask16) inside;
    const __mmask16 kb = (__mmask16) (inside >> 16);
    // Column 2x - d, left of the strip, is lane 15 of a load at 2x - 15 - d; the first strip has
    // none and loads at its own column with no lane enabled.
    const __mmask16 kl = x != 0 ? UINT16_C(0x8000) : 0;
    const ptrdiff_t left_offset1 = x != 0 ? -16 : 0;
    const __mmask16 kout = (__mmask16) low_bits(output_width - x);
    __m512 vpend0 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      __m512 vq11 = vbias;
      {
        const float* i1 = input + 0 * input_width + 2 * x;
        const __m512 va1 = _mm512_maskz_loadu_ps(ka, i1);
        const __m512 vb1 = _mm512_maskz_loadu_ps(kb, i1 + 16);
        const __m512 vt1p0 = _mm512_permutex2var_ps(va1, vidx_even, vb1);
        const __m512 vt1p1 = _mm512_permutex2var_ps(va1, vidx_odd, vb1);
        const __m512 vl11 = _mm512_maskz_loadu_ps(kl, i1 + left_offset1);
        const __m512 vt1m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
            _mm512_castps_si512(vt1p1), _mm512_castps_si512(vl11), 15));
        vq11 = _mm512_fmadd_ps(vt1p0, vk01, vbias);
        vq11 = _mm512_fmadd_ps(vt1p1, vk02, vq11);
        vq11 = _mm512_fmadd_ps(vt1m1, vk00, vq11);
      }
      vpend0 = vq11;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 1 * input_width + 2 * x;
      // The strip's rows reach into the cache line of column 2x + 16, or end before it.
      const size_t prefetch_right = sprt_min_size(2 * x + 16, input_width - 1) - 2 * x;
      float* o = output + x;
      for (; oy + 2 <= clean_end; oy += 2) {
        {
          const float* pf = oy + 4 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + input_width), _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + input_width + prefetch_right), _MM_HINT_T0);
          const float* i1 = i0 + input_width;
          const __m512 va0 = _mm512_maskz_loadu_ps(ka, i0);
          const __m512 vb0 = _mm512_maskz_loadu_ps(kb, i0 + 16);
          const __m512 vt0p0 = _mm512_permutex2var_ps(va0, vidx_even, vb0);
          const __m512 vt0p1 = _mm512_permutex2var_ps(va0, vidx_odd, vb0);
          const __m512 vl01 = _mm512_maskz_loadu_ps(kl, i0 + left_offset1);
          const __m512 vt0m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
              _mm512_castps_si512(vt0p1), _mm512_castps_si512(vl01), 15));
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk11);
          vq00 = _mm512_fmadd_ps(vt0p1, vk12, vq00);
          vq00 = _mm512_fmadd_ps(vt0m1, vk10, vq00);
          const __m512 va1 = _mm512_maskz_loadu_ps(ka, i1);
          const __m512 vb1 = _mm512_maskz_loadu_ps(kb, i1 + 16);
          const __m512 vt1p0 = _mm512_permutex2var_ps(va1, vidx_even, vb1);
          const __m512 vt1p1 = _mm512_permutex2var_ps(va1, vidx_odd, vb1);
          const __m512 vl11 = _mm512_maskz_loadu_ps(kl, i1 + left_offset1);
          const __m512 vt1m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
              _mm512_castps_si512(vt1p1), _mm512_castps_si512(vl11), 15));
          __m512 vq10;
          vq10 = _mm512_mul_ps(vt1p0, vk21);
          vq10 = _mm512_fmadd_ps(vt1p1, vk22, vq10);
          vq10 = _mm512_fmadd_ps(vt1m1, vk20, vq10);
          __m512 vq11;
          vq11 = _mm512_fmadd_ps(vt1p0, vk01, vbias);
          vq11 = _mm512_fmadd_ps(vt1p1, vk02, vq11);
          vq11 = _mm512_fmadd_ps(vt1m1, vk00, vq11);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vpend0, vq00), vq10)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = vq11;
          i0 += 2 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 5 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + input_width), _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + input_width + prefetch_right), _MM_HINT_T0);
          const float* i1 = i0 + input_width;
          const __m512 va0 = _mm512_maskz_loadu_ps(ka, i0);
          const __m512 vb0 = _mm512_maskz_loadu_ps(kb, i0 + 16);
          const __m512 vt0p0 = _mm512_permutex2var_ps(va0, vidx_even, vb0);
          const __m512 vt0p1 = _mm512_permutex2var_ps(va0, vidx_odd, vb0);
          const __m512 vl01 = _mm512_maskz_loadu_ps(kl, i0 + left_offset1);
          const __m512 vt0m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
              _mm512_castps_si512(vt0p1), _mm512_castps_si512(vl01), 15));
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk11);
          vq00 = _mm512_fmadd_ps(vt0p1, vk12, vq00);
          vq00 = _mm512_fmadd_ps(vt0m1, vk10, vq00);
          const __m512 va1 = _mm512_maskz_loadu_ps(ka, i1);
          const __m512 vb1 = _mm512_maskz_loadu_ps(kb, i1 + 16);
          const __m512 vt1p0 = _mm512_permutex2var_ps(va1, vidx_even, vb1);
          const __m512 vt1p1 = _mm512_permutex2var_ps(va1, vidx_odd, vb1);
          const __m512 vl11 = _mm512_maskz_loadu_ps(kl, i1 + left_offset1);
          const __m512 vt1m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
              _mm512_castps_si512(vt1p1), _mm512_castps_si512(vl11), 15));
          __m512 vq10;
          vq10 = _mm512_mul_ps(vt1p0, vk21);
          vq10 = _mm512_fmadd_ps(vt1p1, vk22, vq10);
          vq10 = _mm512_fmadd_ps(vt1m1, vk20, vq10);
          __m512 vq11;
          vq11 = _mm512_fmadd_ps(vt1p0, vk01, vbias);
          vq11 = _mm512_fmadd_ps(vt1p1, vk02, vq11);
          vq11 = _mm512_fmadd_ps(vt1m1, vk00, vq11);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vpend0, vq00), vq10)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = vq11;
          i0 += 2 * input_width;
          o += output_width;
        }
      }
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 4 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + input_width), _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + input_width + prefetch_right), _MM_HINT_T0);
        const float* i1 = i0 + input_width;
        const __m512 va0 = _mm512_maskz_loadu_ps(ka, i0);
        const __m512 vb0 = _mm512_maskz_loadu_ps(kb, i0 + 16);
        const __m512 vt0p0 = _mm512_permutex2var_ps(va0, vidx_even, vb0);
        const __m512 vt0p1 = _mm512_permutex2var_ps(va0, vidx_odd, vb0);
        const __m512 vl01 = _mm512_maskz_loadu_ps(kl, i0 + left_offset1);
        const __m512 vt0m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
            _mm512_castps_si512(vt0p1), _mm512_castps_si512(vl01), 15));
        __m512 vq00;
        vq00 = _mm512_mul_ps(vt0p0, vk11);
        vq00 = _mm512_fmadd_ps(vt0p1, vk12, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk10, vq00);
        const __m512 va1 = _mm512_maskz_loadu_ps(ka, i1);
        const __m512 vb1 = _mm512_maskz_loadu_ps(kb, i1 + 16);
        const __m512 vt1p0 = _mm512_permutex2var_ps(va1, vidx_even, vb1);
        const __m512 vt1p1 = _mm512_permutex2var_ps(va1, vidx_odd, vb1);
        const __m512 vl11 = _mm512_maskz_loadu_ps(kl, i1 + left_offset1);
        const __m512 vt1m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
            _mm512_castps_si512(vt1p1), _mm512_castps_si512(vl11), 15));
        __m512 vq10;
        vq10 = _mm512_mul_ps(vt1p0, vk21);
        vq10 = _mm512_fmadd_ps(vt1p1, vk22, vq10);
        vq10 = _mm512_fmadd_ps(vt1m1, vk20, vq10);
        __m512 vq11;
        vq11 = _mm512_fmadd_ps(vt1p0, vk01, vbias);
        vq11 = _mm512_fmadd_ps(vt1p1, vk02, vq11);
        vq11 = _mm512_fmadd_ps(vt1m1, vk00, vq11);
        const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vpend0, vq00), vq10)));
        _mm512_mask_storeu_ps(o, kout, vout);
        vpend0 = vq11;
        i0 += 2 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m512 vq00 = _mm512_setzero_ps();
      __m512 vq10 = _mm512_setzero_ps();
      __m512 vq11 = vbias;
      if ((size_t) (2 * oy + 1) < input_height) {
        const float* i0 = input + (size_t) (2 * oy + 1) * input_width + 2 * x;
        const __m512 va0 = _mm512_maskz_loadu_ps(ka, i0);
        const __m512 vb0 = _mm512_maskz_loadu_ps(kb, i0 + 16);
        const __m512 vt0p0 = _mm512_permutex2var_ps(va0, vidx_even, vb0);
        const __m512 vt0p1 = _mm512_permutex2var_ps(va0, vidx_odd, vb0);
        const __m512 vl01 = _mm512_maskz_loadu_ps(kl, i0 + left_offset1);
        const __m512 vt0m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
            _mm512_castps_si512(vt0p1), _mm512_castps_si512(vl01), 15));
        vq00 = _mm512_fmadd_ps(vt0p0, vk11, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk12, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk10, vq00);
      }
      if ((size_t) (2 * oy + 2) < input_height) {
        const float* i1 = input + (size_t) (2 * oy + 2) * input_width + 2 * x;
        const __m512 va1 = _mm512_maskz_loadu_ps(ka, i1);
        const __m512 vb1 = _mm512_maskz_loadu_ps(kb, i1 + 16);
        const __m512 vt1p0 = _mm512_permutex2var_ps(va1, vidx_even, vb1);
        const __m512 vt1p1 = _mm512_permutex2var_ps(va1, vidx_odd, vb1);
        const __m512 vl11 = _mm512_maskz_loadu_ps(kl, i1 + left_offset1);
        const __m512 vt1m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
            _mm512_castps_si512(vt1p1), _mm512_castps_si512(vl11), 15));
        vq10 = _mm512_fmadd_ps(vt1p0, vk21, vq10);
        vq10 = _mm512_fmadd_ps(vt1p1, vk22, vq10);
        vq10 = _mm512_fmadd_ps(vt1m1, vk20, vq10);
        vq11 = _mm512_fmadd_ps(vt1p0, vk01, vq11);
        vq11 = _mm512_fmadd_ps(vt1p1, vk02, vq11);
        vq11 = _mm512_fmadd_ps(vt1m1, vk00, vq11);
      }
      const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vpend0, vq00), vq10)));
      _mm512_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = vq11;
    }
  }
}

// Planes at most 15 columns wide, top padding 0: a vector holds output rows 2j (lanes 0-7) and 2j + 1
// (lanes 8-15), which read the 5 input rows from 4j - 0: rows 0..2 and 2..4 of those. Tap (ky, kx)
// is one vpermt2ps of the two input rows it reads. A row's lanes from input_width on load as zero,
// lane 15 always among them: columns outside the row read lane 15. No state passes from one pair of
// output rows to the next.
static inline __attribute__((always_inline)) void narrow_pt0(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    size_t output_height, size_t output_width, __m512 vmin, __m512 vmax)
{
  const __m512 vbias = _mm512_set1_ps(weights[0]);
  const __m512 vk00 = _mm512_set1_ps(weights[1]);
  const __m512 vk01 = _mm512_set1_ps(weights[2]);
  const __m512 vk02 = _mm512_set1_ps(weights[3]);
  const __m512 vk10 = _mm512_set1_ps(weights[4]);
  const __m512 vk11 = _mm512_set1_ps(weights[5]);
  const __m512 vk12 = _mm512_set1_ps(weights[6]);
  const __m512 vk20 = _mm512_set1_ps(weights[7]);
  const __m512 vk21 = _mm512_set1_ps(weights[8]);
  const __m512 vk22 = _mm512_set1_ps(weights[9]);
  const __m512i vidx0 = _mm512_set_epi32(29, 27, 25, 23, 21, 19, 17, 31, 13, 11, 9, 7, 5, 3, 1, 15);
  const __m512i vidx1 = _mm512_set_epi32(30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0);
  const __m512i vidx2 = _mm512_set_epi32(31, 29, 27, 25, 23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1);
  const __mmask16 kin = (__mmask16) lanes_below(input_width);
  // Lanes 8..8+output_width-1 move next to lanes 0..output_width-1 for the store.
  const __m512i vlane = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  const __m512i vidx_out = _mm512_mask_add_epi32(
      vlane, (__mmask16) ~lanes_below(output_width), vlane, _mm512_set1_epi32((int) (8 - output_width)));
  const __mmask16 kout1 = (__mmask16) lanes_below(output_width);
  const __mmask16 kout2 = (__mmask16) lanes_below(2 * output_width);
  const size_t pairs = (output_height + 1) / 2;
  // Pairs from clean_begin to clean_end - 1 read only rows inside the plane and store two rows of the
  // band.
  const size_t clean_begin = 0;
  const size_t clean_end = sprt_min_size(
      input_height + 0 >= 5 ? (input_height + 0 - 5) / 4 + 1 : 0, output_height / 2);

  size_t j = 0;
  for (; j < pairs && (j < clean_begin || j >= clean_end); j++) {
    const size_t row0 = 4 * j;
    const __m512 vr0 = _mm512_maskz_loadu_ps(
        row0 < input_height ? kin : 0, input + (row0 < input_height ? row0 * input_width : 0));
    const size_t row1 = 4 * j + 1;
    const __m512 vr1 = _mm512_maskz_loadu_ps(
        row1 < input_height ? kin : 0, input + (row1 < input_height ? row1 * input_width : 0));
    const size_t row2 = 4 * j + 2;
    const __m512 vr2 = _mm512_maskz_loadu_ps(
        row2 < input_height ? kin : 0, input + (row2 < input_height ? row2 * input_width : 0));
    const size_t row3 = 4 * j + 3;
    const __m512 vr3 = _mm512_maskz_loadu_ps(
        row3 < input_height ? kin : 0, input + (row3 < input_height ? row3 * input_width : 0));
    const size_t row4 = 4 * j + 4;
    const __m512 vr4 = _mm512_maskz_loadu_ps(
        row4 < input_height ? kin : 0, input + (row4 < input_height ? row4 * input_width : 0));
    __m512 vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx1, vr2), vk01, vbias);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx0, vr2), vk00, vq0);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx2, vr2), vk02, vq0);
    __m512 vq1 = _mm512_mul_ps(_mm512_permutex2var_ps(vr1, vidx1, vr3), vk11);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx0, vr3), vk10, vq1);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx2, vr3), vk12, vq1);
    __m512 vq2 = _mm512_mul_ps(_mm512_permutex2var_ps(vr2, vidx1, vr4), vk21);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx0, vr4), vk20, vq2);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx2, vr4), vk22, vq2);
    const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vq0, vq1), vq2)));
    _mm512_mask_storeu_ps(output + 2 * j * output_width, 2 * j + 1 < output_height ? kout2 : kout1,
                          _mm512_permutexvar_ps(vidx_out, vout));
  }
  for (; j < clean_end; j++) {
    const float* i0 = input + 4 * j * input_width;
    const __m512 vr0 = _mm512_maskz_loadu_ps(kin, i0 + 0 * input_width);
    const __m512 vr1 = _mm512_maskz_loadu_ps(kin, i0 + 1 * input_width);
    const __m512 vr2 = _mm512_maskz_loadu_ps(kin, i0 + 2 * input_width);
    const __m512 vr3 = _mm512_maskz_loadu_ps(kin, i0 + 3 * input_width);
    const __m512 vr4 = _mm512_maskz_loadu_ps(kin, i0 + 4 * input_width);
    __m512 vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx1, vr2), vk01, vbias);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx0, vr2), vk00, vq0);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx2, vr2), vk02, vq0);
    __m512 vq1 = _mm512_mul_ps(_mm512_permutex2var_ps(vr1, vidx1, vr3), vk11);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx0, vr3), vk10, vq1);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx2, vr3), vk12, vq1);
    __m512 vq2 = _mm512_mul_ps(_mm512_permutex2var_ps(vr2, vidx1, vr4), vk21);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx0, vr4), vk20, vq2);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx2, vr4), vk22, vq2);
    const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vq0, vq1), vq2)));
    _mm512_mask_storeu_ps(output + 2 * j * output_width, kout2, _mm512_permutexvar_ps(vidx_out, vout));
  }
  for (; j < pairs; j++) {
    const size_t row0 = 4 * j;
    const __m512 vr0 = _mm512_maskz_loadu_ps(
        row0 < input_height ? kin : 0, input + (row0 < input_height ? row0 * input_width : 0));
    const size_t row1 = 4 * j + 1;
    const __m512 vr1 = _mm512_maskz_loadu_ps(
        row1 < input_height ? kin : 0, input + (row1 < input_height ? row1 * input_width : 0));
    const size_t row2 = 4 * j + 2;
    const __m512 vr2 = _mm512_maskz_loadu_ps(
        row2 < input_height ? kin : 0, input + (row2 < input_height ? row2 * input_width : 0));
    const size_t row3 = 4 * j + 3;
    const __m512 vr3 = _mm512_maskz_loadu_ps(
        row3 < input_height ? kin : 0, input + (row3 < input_height ? row3 * input_width : 0));
    const size_t row4 = 4 * j + 4;
    const __m512 vr4 = _mm512_maskz_loadu_ps(
        row4 < input_height ? kin : 0, input + (row4 < input_height ? row4 * input_width : 0));
    __m512 vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx1, vr2), vk01, vbias);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx0, vr2), vk00, vq0);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx2, vr2), vk02, vq0);
    __m512 vq1 = _mm512_mul_ps(_mm512_permutex2var_ps(vr1, vidx1, vr3), vk11);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx0, vr3), vk10, vq1);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx2, vr3), vk12, vq1);
    __m512 vq2 = _mm512_mul_ps(_mm512_permutex2var_ps(vr2, vidx1, vr4), vk21);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx0, vr4), vk20, vq2);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx2, vr4), vk22, vq2);
    const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vq0, vq1), vq2)));
    _mm512_mask_storeu_ps(output + 2 * j * output_width, 2 * j + 1 < output_height ? kout2 : kout1,
                          _mm512_permutexvar_ps(vidx_out, vout));
  }
}

// Every strip of the plane for top padding 1.
static inline __attribute__((always_inline)) void plane_pt1(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    size_t output_height, size_t output_width, __m512 vmin, __m512 vmax)
{
  const __m512i vidx_even = _mm512_set_epi32(30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0);
  const __m512i vidx_odd = _mm512_set_epi32(31, 29, 27, 25, 23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1);
  const __m512 vbias = _mm512_set1_ps(weights[0]);
  const __m512 vk00 = _mm512_set1_ps(weights[1]);
  const __m512 vk01 = _mm512_set1_ps(weights[2]);
  const __m512 vk02 = _mm512_set1_ps(weights[3]);
  const __m512 vk10 = _mm512_set1_ps(weights[4]);
  const __m512 vk11 = _mm512_set1_ps(weights[5]);
  const __m512 vk12 = _mm512_set1_ps(weights[6]);
  const __m512 vk20 = _mm512_set1_ps(weights[7]);
  const __m512 vk21 = _mm512_set1_ps(weights[8]);
  const __m512 vk22 = _mm512_set1_ps(weights[9]);
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 2 * oy + 1)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 2 ? (input_height - 2) / 2 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 16) {
    // Columns 2x..2x+31 that lie inside the row.
    const uint64_t inside = low_bits(input_width - 2 * x);
    const __mmask16 ka = (__mmask16) inside;
    const __mmask16 kb = (__mmask16) (inside >> 16);
    // Column 2x - d, left of the strip, is lane 15 of a load at 2x - 15 - d; the first strip has
    // none and loads at its own column with no lane enabled.
    const __mmask16 kl = x != 0 ? UINT16_C(0x8000) : 0;
    const ptrdiff_t left_offset1 = x != 0 ? -16 : 0;
    const __mmask16 kout = (__mmask16) low_bits(output_width - x);
    __m512 vpend0 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      vpend0 = vbias;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 0 * input_width + 2 * x;
      // The strip's rows reach into the cache line of column 2x + 16, or end before it.
      const size_t prefetch_right = sprt_min_size(2 * x + 16, input_width - 1) - 2 * x;
      float* o = output + x;
      for (; oy + 2 <= clean_end; oy += 2) {
        {
          const float* pf = oy + 4 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + input_width), _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + input_width + prefetch_right), _MM_HINT_T0);
          const float* i1 = i0 + input_width;
          const __m512 va0 = _mm512_maskz_loadu_ps(ka, i0);
          const __m512 vb0 = _mm512_maskz_loadu_ps(kb, i0 + 16);
          const __m512 vt0p0 = _mm512_permutex2var_ps(va0, vidx_even, vb0);
          const __m512 vt0p1 = _mm512_permutex2var_ps(va0, vidx_odd, vb0);
          const __m512 vl01 = _mm512_maskz_loadu_ps(kl, i0 + left_offset1);
          const __m512 vt0m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
              _mm512_castps_si512(vt0p1), _mm512_castps_si512(vl01), 15));
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk11);
          vq00 = _mm512_fmadd_ps(vt0p1, vk12, vq00);
          vq00 = _mm512_fmadd_ps(vt0m1, vk10, vq00);
          const __m512 va1 = _mm512_maskz_loadu_ps(ka, i1);
          const __m512 vb1 = _mm512_maskz_loadu_ps(kb, i1 + 16);
          const __m512 vt1p0 = _mm512_permutex2var_ps(va1, vidx_even, vb1);
          const __m512 vt1p1 = _mm512_permutex2var_ps(va1, vidx_odd, vb1);
          const __m512 vl11 = _mm512_maskz_loadu_ps(kl, i1 + left_offset1);
          const __m512 vt1m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
              _mm512_castps_si512(vt1p1), _mm512_castps_si512(vl11), 15));
          __m512 vq10;
          vq10 = _mm512_mul_ps(vt1p0, vk21);
          vq10 = _mm512_fmadd_ps(vt1p1, vk22, vq10);
          vq10 = _mm512_fmadd_ps(vt1m1, vk20, vq10);
          __m512 vq11;
          vq11 = _mm512_fmadd_ps(vt1p0, vk01, vbias);
          vq11 = _mm512_fmadd_ps(vt1p1, vk02, vq11);
          vq11 = _mm512_fmadd_ps(vt1m1, vk00, vq11);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vpend0, vq00), vq10)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = vq11;
          i0 += 2 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 5 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + input_width), _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + input_width + prefetch_right), _MM_HINT_T0);
          const float* i1 = i0 + input_width;
          const __m512 va0 = _mm512_maskz_loadu_ps(ka, i0);
          const __m512 vb0 = _mm512_maskz_loadu_ps(kb, i0 + 16);
          const __m512 vt0p0 = _mm512_permutex2var_ps(va0, vidx_even, vb0);
          const __m512 vt0p1 = _mm512_permutex2var_ps(va0, vidx_odd, vb0);
          const __m512 vl01 = _mm512_maskz_loadu_ps(kl, i0 + left_offset1);
          const __m512 vt0m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
              _mm512_castps_si512(vt0p1), _mm512_castps_si512(vl01), 15));
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk11);
          vq00 = _mm512_fmadd_ps(vt0p1, vk12, vq00);
          vq00 = _mm512_fmadd_ps(vt0m1, vk10, vq00);
          const __m512 va1 = _mm512_maskz_loadu_ps(ka, i1);
          const __m512 vb1 = _mm512_maskz_loadu_ps(kb, i1 + 16);
          const __m512 vt1p0 = _mm512_permutex2var_ps(va1, vidx_even, vb1);
          const __m512 vt1p1 = _mm512_permutex2var_ps(va1, vidx_odd, vb1);
          const __m512 vl11 = _mm512_maskz_loadu_ps(kl, i1 + left_offset1);
          const __m512 vt1m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
              _mm512_castps_si512(vt1p1), _mm512_castps_si512(vl11), 15));
          __m512 vq10;
          vq10 = _mm512_mul_ps(vt1p0, vk21);
          vq10 = _mm512_fmadd_ps(vt1p1, vk22, vq10);
          vq10 = _mm512_fmadd_ps(vt1m1, vk20, vq10);
          __m512 vq11;
          vq11 = _mm512_fmadd_ps(vt1p0, vk01, vbias);
          vq11 = _mm512_fmadd_ps(vt1p1, vk02, vq11);
          vq11 = _mm512_fmadd_ps(vt1m1, vk00, vq11);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vpend0, vq00), vq10)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = vq11;
          i0 += 2 * input_width;
          o += output_width;
        }
      }
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 4 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + input_width), _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + input_width + prefetch_right), _MM_HINT_T0);
        const float* i1 = i0 + input_width;
        const __m512 va0 = _mm512_maskz_loadu_ps(ka, i0);
        const __m512 vb0 = _mm512_maskz_loadu_ps(kb, i0 + 16);
        const __m512 vt0p0 = _mm512_permutex2var_ps(va0, vidx_even, vb0);
        const __m512 vt0p1 = _mm512_permutex2var_ps(va0, vidx_odd, vb0);
        const __m512 vl01 = _mm512_maskz_loadu_ps(kl, i0 + left_offset1);
        const __m512 vt0m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
            _mm512_castps_si512(vt0p1), _mm512_castps_si512(vl01), 15));
        __m512 vq00;
        vq00 = _mm512_mul_ps(vt0p0, vk11);
        vq00 = _mm512_fmadd_ps(vt0p1, vk12, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk10, vq00);
        const __m512 va1 = _mm512_maskz_loadu_ps(ka, i1);
        const __m512 vb1 = _mm512_maskz_loadu_ps(kb, i1 + 16);
        const __m512 vt1p0 = _mm512_permutex2var_ps(va1, vidx_even, vb1);
        const __m512 vt1p1 = _mm512_permutex2var_ps(va1, vidx_odd, vb1);
        const __m512 vl11 = _mm512_maskz_loadu_ps(kl, i1 + left_offset1);
        const __m512 vt1m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
            _mm512_castps_si512(vt1p1), _mm512_castps_si512(vl11), 15));
        __m512 vq10;
        vq10 = _mm512_mul_ps(vt1p0, vk21);
        vq10 = _mm512_fmadd_ps(vt1p1, vk22, vq10);
        vq10 = _mm512_fmadd_ps(vt1m1, vk20, vq10);
        __m512 vq11;
        vq11 = _mm512_fmadd_ps(vt1p0, vk01, vbias);
        vq11 = _mm512_fmadd_ps(vt1p1, vk02, vq11);
        vq11 = _mm512_fmadd_ps(vt1m1, vk00, vq11);
        const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vpend0, vq00), vq10)));
        _mm512_mask_storeu_ps(o, kout, vout);
        vpend0 = vq11;
        i0 += 2 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m512 vq00 = _mm512_setzero_ps();
      __m512 vq10 = _mm512_setzero_ps();
      __m512 vq11 = vbias;
      if ((size_t) (2 * oy) < input_height) {
        const float* i0 = input + (size_t) (2 * oy) * input_width + 2 * x;
        const __m512 va0 = _mm512_maskz_loadu_ps(ka, i0);
        const __m512 vb0 = _mm512_maskz_loadu_ps(kb, i0 + 16);
        const __m512 vt0p0 = _mm512_permutex2var_ps(va0, vidx_even, vb0);
        const __m512 vt0p1 = _mm512_permutex2var_ps(va0, vidx_odd, vb0);
        const __m512 vl01 = _mm512_maskz_loadu_ps(kl, i0 + left_offset1);
        const __m512 vt0m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
            _mm512_castps_si512(vt0p1), _mm512_castps_si512(vl01), 15));
        vq00 = _mm512_fmadd_ps(vt0p0, vk11, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk12, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk10, vq00);
      }
      if ((size_t) (2 * oy + 1) < input_height) {
        const float* i1 = input + (size_t) (2 * oy + 1) * input_width + 2 * x;
        const __m512 va1 = _mm512_maskz_loadu_ps(ka, i1);
        const __m512 vb1 = _mm512_maskz_loadu_ps(kb, i1 + 16);
        const __m512 vt1p0 = _mm512_permutex2var_ps(va1, vidx_even, vb1);
        const __m512 vt1p1 = _mm512_permutex2var_ps(va1, vidx_odd, vb1);
        const __m512 vl11 = _mm512_maskz_loadu_ps(kl, i1 + left_offset1);
        const __m512 vt1m1 = _mm512_castsi512_ps(_mm512_alignr_epi32(
            _mm512_castps_si512(vt1p1), _mm512_castps_si512(vl11), 15));
        vq10 = _mm512_fmadd_ps(vt1p0, vk21, vq10);
        vq10 = _mm512_fmadd_ps(vt1p1, vk22, vq10);
        vq10 = _mm512_fmadd_ps(vt1m1, vk20, vq10);
        vq11 = _mm512_fmadd_ps(vt1p0, vk01, vq11);
        vq11 = _mm512_fmadd_ps(vt1p1, vk02, vq11);
        vq11 = _mm512_fmadd_ps(vt1m1, vk00, vq11);
      }
      const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vpend0, vq00), vq10)));
      _mm512_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = vq11;
    }
  }
}

// Planes at most 15 columns wide, top padding 1: a vector holds output rows 2j (lanes 0-7) and 2j + 1
// (lanes 8-15), which read the 5 input rows from 4j - 1: rows 0..2 and 2..4 of those. Tap (ky, kx)
// is one vpermt2ps of the two input rows it reads. A row's lanes from input_width on load as zero,
// lane 15 always among them: columns outside the row read lane 15. No state passes from one pair of
// output rows to the next.
static inline __attribute__((always_inline)) void narrow_pt1(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    size_t output_height, size_t output_width, __m512 vmin, __m512 vmax)
{
  const __m512 vbias = _mm512_set1_ps(weights[0]);
  const __m512 vk00 = _mm512_set1_ps(weights[1]);
  const __m512 vk01 = _mm512_set1_ps(weights[2]);
  const __m512 vk02 = _mm512_set1_ps(weights[3]);
  const __m512 vk10 = _mm512_set1_ps(weights[4]);
  const __m512 vk11 = _mm512_set1_ps(weights[5]);
  const __m512 vk12 = _mm512_set1_ps(weights[6]);
  const __m512 vk20 = _mm512_set1_ps(weights[7]);
  const __m512 vk21 = _mm512_set1_ps(weights[8]);
  const __m512 vk22 = _mm512_set1_ps(weights[9]);
  const __m512i vidx0 = _mm512_set_epi32(29, 27, 25, 23, 21, 19, 17, 31, 13, 11, 9, 7, 5, 3, 1, 15);
  const __m512i vidx1 = _mm512_set_epi32(30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0);
  const __m512i vidx2 = _mm512_set_epi32(31, 29, 27, 25, 23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1);
  const __mmask16 kin = (__mmask16) lanes_below(input_width);
  // Lanes 8..8+output_width-1 move next to lanes 0..output_width-1 for the store.
  const __m512i vlane = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  const __m512i vidx_out = _mm512_mask_add_epi32(
      vlane, (__mmask16) ~lanes_below(output_width), vlane, _mm512_set1_epi32((int) (8 - output_width)));
  const __mmask16 kout1 = (__mmask16) lanes_below(output_width);
  const __mmask16 kout2 = (__mmask16) lanes_below(2 * output_width);
  const size_t pairs = (output_height + 1) / 2;
  // Pairs from clean_begin to clean_end - 1 read only rows inside the plane and store two rows of the
  // band.
  const size_t clean_begin = 1;
  const size_t clean_end = sprt_min_size(
      input_height + 1 >= 5 ? (input_height + 1 - 5) / 4 + 1 : 0, output_height / 2);

  size_t j = 0;
  for (; j < pairs && (j < clean_begin || j >= clean_end); j++) {
    const size_t row0 = 4 * j - 1;  // wraps above the plane
    const __m512 vr0 = _mm512_maskz_loadu_ps(
        row0 < input_height ? kin : 0, input + (row0 < input_height ? row0 * input_width : 0));
    const size_t row1 = 4 * j;
    const __m512 vr1 = _mm512_maskz_loadu_ps(
        row1 < input_height ? kin : 0, input + (row1 < input_height ? row1 * input_width : 0));
    const size_t row2 = 4 * j + 1;
    const __m512 vr2 = _mm512_maskz_loadu_ps(
        row2 < input_height ? kin : 0, input + (row2 < input_height ? row2 * input_width : 0));
    const size_t row3 = 4 * j + 2;
    const __m512 vr3 = _mm512_maskz_loadu_ps(
        row3 < input_height ? kin : 0, input + (row3 < input_height ? row3 * input_width : 0));
    const size_t row4 = 4 * j + 3;
    const __m512 vr4 = _mm512_maskz_loadu_ps(
        row4 < input_height ? kin : 0, input + (row4 < input_height ? row4 * input_width : 0));
    __m512 vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx1, vr2), vk01, vbias);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx0, vr2), vk00, vq0);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx2, vr2), vk02, vq0);
    __m512 vq1 = _mm512_mul_ps(_mm512_permutex2var_ps(vr1, vidx1, vr3), vk11);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx0, vr3), vk10, vq1);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx2, vr3), vk12, vq1);
    __m512 vq2 = _mm512_mul_ps(_mm512_permutex2var_ps(vr2, vidx1, vr4), vk21);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx0, vr4), vk20, vq2);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx2, vr4), vk22, vq2);
    const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vq0, vq1), vq2)));
    _mm512_mask_storeu_ps(output + 2 * j * output_width, 2 * j + 1 < output_height ? kout2 : kout1,
                          _mm512_permutexvar_ps(vidx_out, vout));
  }
  for (; j < clean_end; j++) {
    const float* i0 = input + (4 * j - 1) * input_width;
    const __m512 vr0 = _mm512_maskz_loadu_ps(kin, i0 + 0 * input_width);
    const __m512 vr1 = _mm512_maskz_loadu_ps(kin, i0 + 1 * input_width);
    const __m512 vr2 = _mm512_maskz_loadu_ps(kin, i0 + 2 * input_width);
    const __m512 vr3 = _mm512_maskz_loadu_ps(kin, i0 + 3 * input_width);
    const __m512 vr4 = _mm512_maskz_loadu_ps(kin, i0 + 4 * input_width);
    __m512 vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx1, vr2), vk01, vbias);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx0, vr2), vk00, vq0);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx2, vr2), vk02, vq0);
    __m512 vq1 = _mm512_mul_ps(_mm512_permutex2var_ps(vr1, vidx1, vr3), vk11);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx0, vr3), vk10, vq1);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx2, vr3), vk12, vq1);
    __m512 vq2 = _mm512_mul_ps(_mm512_permutex2var_ps(vr2, vidx1, vr4), vk21);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx0, vr4), vk20, vq2);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx2, vr4), vk22, vq2);
    const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vq0, vq1), vq2)));
    _mm512_mask_storeu_ps(output + 2 * j * output_width, kout2, _mm512_permutexvar_ps(vidx_out, vout));
  }
  for (; j < pairs; j++) {
    const size_t row0 = 4 * j - 1;  // wraps above the plane
    const __m512 vr0 = _mm512_maskz_loadu_ps(
        row0 < input_height ? kin : 0, input + (row0 < input_height ? row0 * input_width : 0));
    const size_t row1 = 4 * j;
    const __m512 vr1 = _mm512_maskz_loadu_ps(
        row1 < input_height ? kin : 0, input + (row1 < input_height ? row1 * input_width : 0));
    const size_t row2 = 4 * j + 1;
    const __m512 vr2 = _mm512_maskz_loadu_ps(
        row2 < input_height ? kin : 0, input + (row2 < input_height ? row2 * input_width : 0));
    const size_t row3 = 4 * j + 2;
    const __m512 vr3 = _mm512_maskz_loadu_ps(
        row3 < input_height ? kin : 0, input + (row3 < input_height ? row3 * input_width : 0));
    const size_t row4 = 4 * j + 3;
    const __m512 vr4 = _mm512_maskz_loadu_ps(
        row4 < input_height ? kin : 0, input + (row4 < input_height ? row4 * input_width : 0));
    __m512 vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx1, vr2), vk01, vbias);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx0, vr2), vk00, vq0);
    vq0 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr0, vidx2, vr2), vk02, vq0);
    __m512 vq1 = _mm512_mul_ps(_mm512_permutex2var_ps(vr1, vidx1, vr3), vk11);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx0, vr3), vk10, vq1);
    vq1 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr1, vidx2, vr3), vk12, vq1);
    __m512 vq2 = _mm512_mul_ps(_mm512_permutex2var_ps(vr2, vidx1, vr4), vk21);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx0, vr4), vk20, vq2);
    vq2 = _mm512_fmadd_ps(_mm512_permutex2var_ps(vr2, vidx2, vr4), vk22, vq2);
    const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(_mm512_add_ps(vq0, vq1), vq2)));
    _mm512_mask_storeu_ps(output + 2 * j * output_width, 2 * j + 1 < output_height ? kout2 : kout1,
                          _mm512_permutexvar_ps(vidx_out, vout));
  }
}

void sprt_f32_dwconv2d_chw_ukernel_3x3s2p1__avx512f(
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
  const __m512 vmin = _mm512_set1_ps(params->min);
  const __m512 vmax = _mm512_set1_ps(params->max);
  switch (padding_top) {
    case 0:
      if (input_width <= 15) {
        narrow_pt0(input_height, input_width, input, weights, output, output_height, output_width, vmin, vmax);
      } else {
        plane_pt0(input_height, input_width, input, weights, output, output_height, output_width, vmin, vmax);
      }
      break;
    case 1:
      if (input_width <= 15) {
        narrow_pt1(input_height, input_width, input, weights, output, output_height, output_width, vmin, vmax);
      } else {
        plane_pt1(input_height, input_width, input, weights, output, output_height, output_width, vmin, vmax);
      }
      break;
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers in xmm registers, and
  // as floats they are denormals that slow SSE code running next (see the SpMM kernels).
  _mm256_zeroall();
}
