// Auto-generated file. Do not edit!
//   Template: src/f32-dwconv2d-chw/f32-dwconv2d-chw-avx512f.c.in
//   Generator: python3 tools/gen_dwconv2d_chw_ukernels.py
// Kernel contract: see src/f32-dwconv2d-chw/f32-dwconv2d-chw.h. Specific to this template:
// - 3x3 taps, stride 1. The plane is computed in strips of 16 output columns (one zmm); a strip
//   walks down the rows one output row per step, and each step loads only the 1 input row no
//   earlier step loaded, so every input vector is loaded once per strip.
// - A step sums each new row's taps per kernel row into a chain of its own (3 products) and adds
//   the chains to the output rows they belong to: the step's own row, complete now, and 2 pending
//   rows below it. Chains of different steps are independent, so the FMAs of consecutive steps
//   overlap instead of waiting on one accumulator, and the adds run beside them.
// - Tap column dx is a load at x + dx.
// - Every load and store is masked (maskz: masked lanes read nothing and are zero) with masks set
//   once per strip: only the strips at the plane's left and right edges mask any lane. Masked loads
//   cost what plain ones do, and unlike plain ones the compiler cannot fold them into each FMA that
//   uses them (which would load every input vector 3 times).
// - Rows outside the plane are never loaded. The steps above the first output row are unrolled with
//   the plane's top known, so they load only the rows that exist and compute only chains of output
//   rows that exist; the steps whose rows are all inside run unchecked, 3 per iteration; the last
//   few check each row and skip the missing ones (zero padding).
// - The steps whose rows are all inside prefetch the rows of the step 8 ahead: a strip walks
//   down the rows, which hardware prefetchers follow poorly (stride 2 loses a third of its time to
//   that on MobileNetV1's 112x112 layer otherwise).
// - Rows of at most 8 columns (MobileNetV1's 7x7) run in ymm strips of 8 columns (AVX-512VL masks):
//   fewer of their loads and stores cross a cache line than a zmm's would.

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

// Every strip of the plane for top padding 0.
static inline __attribute__((always_inline)) void plane_pt0(
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
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 1 * oy + 2)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 3 ? (input_height - 3) / 1 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 16) {
    // Columns x..x+16 that lie inside the row; those left of x when x > 0 all do.
    const uint64_t inside = low_bits(input_width - x);
    const uint64_t left = x != 0 ? UINT64_C(0x1) : 0;
    const __mmask16 kcm1 = (__mmask16) ((inside << 1) | (left >> 0));
    const __mmask16 kcp0 = (__mmask16) (inside >> 0);
    const __mmask16 kcp1 = (__mmask16) (inside >> 1);
    const __mmask16 kout = kcp0;
    __m512 vpend0 = vbias;
    __m512 vpend1 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      __m512 vq02 = vbias;
      {
        const float* i0 = input + 0 * input_width + x;
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
      }
      vpend0 = vpend1;
      vpend1 = vq02;
    }
    {
      __m512 vq01 = _mm512_setzero_ps();
      __m512 vq02 = vbias;
      if (input_height > 1) {
        const float* i0 = input + 1 * input_width + x;
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        vq01 = _mm512_mul_ps(vt0p0, vk11);
        vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
        vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
      }
      vpend0 = _mm512_add_ps(vpend1, vq01);
      vpend1 = vq02;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 2 * input_width + x;
      // The strip's rows reach into the cache line of column x + 16, or end before it.
      const size_t prefetch_right = sprt_min_size(x + 16, input_width - 1) - x;
      float* o = output + x;
      for (; oy + 3 <= clean_end; oy += 3) {
        {
          const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
          const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
          const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk21);
          vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
          __m512 vq01;
          vq01 = _mm512_mul_ps(vt0p0, vk11);
          vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
          __m512 vq02;
          vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm512_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 9 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
          const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
          const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk21);
          vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
          __m512 vq01;
          vq01 = _mm512_mul_ps(vt0p0, vk11);
          vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
          __m512 vq02;
          vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm512_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 10 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
          const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
          const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk21);
          vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
          __m512 vq01;
          vq01 = _mm512_mul_ps(vt0p0, vk11);
          vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
          __m512 vq02;
          vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm512_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
      }
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        __m512 vq00;
        vq00 = _mm512_mul_ps(vt0p0, vk21);
        vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
        __m512 vq01;
        vq01 = _mm512_mul_ps(vt0p0, vk11);
        vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
        __m512 vq02;
        vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
        const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
        _mm512_mask_storeu_ps(o, kout, vout);
        vpend0 = _mm512_add_ps(vpend1, vq01);
        vpend1 = vq02;
        i0 += 1 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m512 vq00 = _mm512_setzero_ps();
      __m512 vq01 = _mm512_setzero_ps();
      __m512 vq02 = vbias;
      if ((size_t) (oy + 2) < input_height) {
        const float* i0 = input + (size_t) (oy + 2) * input_width + x;
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        vq00 = _mm512_fmadd_ps(vt0p0, vk21, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
        vq01 = _mm512_fmadd_ps(vt0p0, vk11, vq01);
        vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
        vq02 = _mm512_fmadd_ps(vt0p0, vk01, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
      }
      const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
      _mm512_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = _mm512_add_ps(vpend1, vq01);
      vpend1 = vq02;
    }
  }
}

// Every strip of the plane for top padding 0, in ymm strips of 8 columns.
static inline __attribute__((always_inline)) void plane_pt0_ymm(
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
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 1 * oy + 2)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 3 ? (input_height - 3) / 1 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 8) {
    // Columns x..x+8 that lie inside the row; those left of x when x > 0 all do.
    const uint64_t inside = low_bits(input_width - x);
    const uint64_t left = x != 0 ? UINT64_C(0x1) : 0;
    const __mmask8 kcm1 = (__mmask8) ((inside << 1) | (left >> 0));
    const __mmask8 kcp0 = (__mmask8) (inside >> 0);
    const __mmask8 kcp1 = (__mmask8) (inside >> 1);
    const __mmask8 kout = kcp0;
    __m256 vpend0 = vbias;
    __m256 vpend1 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      __m256 vq02 = vbias;
      {
        const float* i0 = input + 0 * input_width + x;
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
      }
      vpend0 = vpend1;
      vpend1 = vq02;
    }
    {
      __m256 vq01 = _mm256_setzero_ps();
      __m256 vq02 = vbias;
      if (input_height > 1) {
        const float* i0 = input + 1 * input_width + x;
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        vq01 = _mm256_mul_ps(vt0p0, vk11);
        vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
        vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
      }
      vpend0 = _mm256_add_ps(vpend1, vq01);
      vpend1 = vq02;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 2 * input_width + x;
      // The strip's rows reach into the cache line of column x + 8, or end before it.
      const size_t prefetch_right = sprt_min_size(x + 8, input_width - 1) - x;
      float* o = output + x;
      for (; oy + 3 <= clean_end; oy += 3) {
        {
          const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
          const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
          const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
          __m256 vq00;
          vq00 = _mm256_mul_ps(vt0p0, vk21);
          vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
          __m256 vq01;
          vq01 = _mm256_mul_ps(vt0p0, vk11);
          vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
          __m256 vq02;
          vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
          const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
          _mm256_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm256_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 9 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
          const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
          const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
          __m256 vq00;
          vq00 = _mm256_mul_ps(vt0p0, vk21);
          vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
          __m256 vq01;
          vq01 = _mm256_mul_ps(vt0p0, vk11);
          vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
          __m256 vq02;
          vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
          const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
          _mm256_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm256_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 10 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
          const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
          const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
          __m256 vq00;
          vq00 = _mm256_mul_ps(vt0p0, vk21);
          vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
          __m256 vq01;
          vq01 = _mm256_mul_ps(vt0p0, vk11);
          vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
          __m256 vq02;
          vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
          const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
          _mm256_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm256_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
      }
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        __m256 vq00;
        vq00 = _mm256_mul_ps(vt0p0, vk21);
        vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
        __m256 vq01;
        vq01 = _mm256_mul_ps(vt0p0, vk11);
        vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
        __m256 vq02;
        vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
        const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
        _mm256_mask_storeu_ps(o, kout, vout);
        vpend0 = _mm256_add_ps(vpend1, vq01);
        vpend1 = vq02;
        i0 += 1 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m256 vq00 = _mm256_setzero_ps();
      __m256 vq01 = _mm256_setzero_ps();
      __m256 vq02 = vbias;
      if ((size_t) (oy + 2) < input_height) {
        const float* i0 = input + (size_t) (oy + 2) * input_width + x;
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        vq00 = _mm256_fmadd_ps(vt0p0, vk21, vq00);
        vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
        vq01 = _mm256_fmadd_ps(vt0p0, vk11, vq01);
        vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
        vq02 = _mm256_fmadd_ps(vt0p0, vk01, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
      }
      const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
      _mm256_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = _mm256_add_ps(vpend1, vq01);
      vpend1 = vq02;
    }
  }
}

// Every strip of the plane for top padding 1.
static inline __attribute__((always_inline)) void plane_pt1(
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
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 1 * oy + 1)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 2 ? (input_height - 2) / 1 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 16) {
    // Columns x..x+16 that lie inside the row; those left of x when x > 0 all do.
    const uint64_t inside = low_bits(input_width - x);
    const uint64_t left = x != 0 ? UINT64_C(0x1) : 0;
    const __mmask16 kcm1 = (__mmask16) ((inside << 1) | (left >> 0));
    const __mmask16 kcp0 = (__mmask16) (inside >> 0);
    const __mmask16 kcp1 = (__mmask16) (inside >> 1);
    const __mmask16 kout = kcp0;
    __m512 vpend0 = vbias;
    __m512 vpend1 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      vpend0 = vpend1;
      vpend1 = vbias;
    }
    {
      __m512 vq01 = _mm512_setzero_ps();
      __m512 vq02 = vbias;
      {
        const float* i0 = input + 0 * input_width + x;
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        vq01 = _mm512_mul_ps(vt0p0, vk11);
        vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
        vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
      }
      vpend0 = _mm512_add_ps(vpend1, vq01);
      vpend1 = vq02;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 1 * input_width + x;
      // The strip's rows reach into the cache line of column x + 16, or end before it.
      const size_t prefetch_right = sprt_min_size(x + 16, input_width - 1) - x;
      float* o = output + x;
      for (; oy + 3 <= clean_end; oy += 3) {
        {
          const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
          const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
          const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk21);
          vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
          __m512 vq01;
          vq01 = _mm512_mul_ps(vt0p0, vk11);
          vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
          __m512 vq02;
          vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm512_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 9 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
          const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
          const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk21);
          vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
          __m512 vq01;
          vq01 = _mm512_mul_ps(vt0p0, vk11);
          vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
          __m512 vq02;
          vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm512_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 10 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
          const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
          const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
          __m512 vq00;
          vq00 = _mm512_mul_ps(vt0p0, vk21);
          vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
          __m512 vq01;
          vq01 = _mm512_mul_ps(vt0p0, vk11);
          vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
          __m512 vq02;
          vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
          const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
          _mm512_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm512_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
      }
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        __m512 vq00;
        vq00 = _mm512_mul_ps(vt0p0, vk21);
        vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
        __m512 vq01;
        vq01 = _mm512_mul_ps(vt0p0, vk11);
        vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
        __m512 vq02;
        vq02 = _mm512_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
        const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
        _mm512_mask_storeu_ps(o, kout, vout);
        vpend0 = _mm512_add_ps(vpend1, vq01);
        vpend1 = vq02;
        i0 += 1 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m512 vq00 = _mm512_setzero_ps();
      __m512 vq01 = _mm512_setzero_ps();
      __m512 vq02 = vbias;
      if ((size_t) (oy + 1) < input_height) {
        const float* i0 = input + (size_t) (oy + 1) * input_width + x;
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        vq00 = _mm512_fmadd_ps(vt0p0, vk21, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk20, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk22, vq00);
        vq01 = _mm512_fmadd_ps(vt0p0, vk11, vq01);
        vq01 = _mm512_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk12, vq01);
        vq02 = _mm512_fmadd_ps(vt0p0, vk01, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk02, vq02);
      }
      const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
      _mm512_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = _mm512_add_ps(vpend1, vq01);
      vpend1 = vq02;
    }
  }
}

// Every strip of the plane for top padding 1, in ymm strips of 8 columns.
static inline __attribute__((always_inline)) void plane_pt1_ymm(
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
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 1 * oy + 1)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 2 ? (input_height - 2) / 1 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 8) {
    // Columns x..x+8 that lie inside the row; those left of x when x > 0 all do.
    const uint64_t inside = low_bits(input_width - x);
    const uint64_t left = x != 0 ? UINT64_C(0x1) : 0;
    const __mmask8 kcm1 = (__mmask8) ((inside << 1) | (left >> 0));
    const __mmask8 kcp0 = (__mmask8) (inside >> 0);
    const __mmask8 kcp1 = (__mmask8) (inside >> 1);
    const __mmask8 kout = kcp0;
    __m256 vpend0 = vbias;
    __m256 vpend1 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      vpend0 = vpend1;
      vpend1 = vbias;
    }
    {
      __m256 vq01 = _mm256_setzero_ps();
      __m256 vq02 = vbias;
      {
        const float* i0 = input + 0 * input_width + x;
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        vq01 = _mm256_mul_ps(vt0p0, vk11);
        vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
        vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
      }
      vpend0 = _mm256_add_ps(vpend1, vq01);
      vpend1 = vq02;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 1 * input_width + x;
      // The strip's rows reach into the cache line of column x + 8, or end before it.
      const size_t prefetch_right = sprt_min_size(x + 8, input_width - 1) - x;
      float* o = output + x;
      for (; oy + 3 <= clean_end; oy += 3) {
        {
          const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
          const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
          const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
          __m256 vq00;
          vq00 = _mm256_mul_ps(vt0p0, vk21);
          vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
          __m256 vq01;
          vq01 = _mm256_mul_ps(vt0p0, vk11);
          vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
          __m256 vq02;
          vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
          const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
          _mm256_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm256_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 9 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
          const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
          const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
          __m256 vq00;
          vq00 = _mm256_mul_ps(vt0p0, vk21);
          vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
          __m256 vq01;
          vq01 = _mm256_mul_ps(vt0p0, vk11);
          vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
          __m256 vq02;
          vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
          const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
          _mm256_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm256_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
        {
          const float* pf = oy + 10 < clean_end ? i0 + 8 * input_width : i0;
          _mm_prefetch((const char*) pf, _MM_HINT_T0);
          _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
          const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
          const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
          const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
          __m256 vq00;
          vq00 = _mm256_mul_ps(vt0p0, vk21);
          vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
          vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
          __m256 vq01;
          vq01 = _mm256_mul_ps(vt0p0, vk11);
          vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
          vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
          __m256 vq02;
          vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
          vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
          vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
          const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
          _mm256_mask_storeu_ps(o, kout, vout);
          vpend0 = _mm256_add_ps(vpend1, vq01);
          vpend1 = vq02;
          i0 += 1 * input_width;
          o += output_width;
        }
      }
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        __m256 vq00;
        vq00 = _mm256_mul_ps(vt0p0, vk21);
        vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
        __m256 vq01;
        vq01 = _mm256_mul_ps(vt0p0, vk11);
        vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
        __m256 vq02;
        vq02 = _mm256_fmadd_ps(vt0p0, vk01, vbias);
        vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
        const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
        _mm256_mask_storeu_ps(o, kout, vout);
        vpend0 = _mm256_add_ps(vpend1, vq01);
        vpend1 = vq02;
        i0 += 1 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m256 vq00 = _mm256_setzero_ps();
      __m256 vq01 = _mm256_setzero_ps();
      __m256 vq02 = vbias;
      if ((size_t) (oy + 1) < input_height) {
        const float* i0 = input + (size_t) (oy + 1) * input_width + x;
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        vq00 = _mm256_fmadd_ps(vt0p0, vk21, vq00);
        vq00 = _mm256_fmadd_ps(vt0m1, vk20, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk22, vq00);
        vq01 = _mm256_fmadd_ps(vt0p0, vk11, vq01);
        vq01 = _mm256_fmadd_ps(vt0m1, vk10, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk12, vq01);
        vq02 = _mm256_fmadd_ps(vt0p0, vk01, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk00, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk02, vq02);
      }
      const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
      _mm256_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = _mm256_add_ps(vpend1, vq01);
      vpend1 = vq02;
    }
  }
}

void sprt_f32_dwconv2d_chw_ukernel_3x3s1p1__avx512f(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    uint32_t padding_top, size_t output_rows, const struct sprt_f32_minmax_params* params)
{
  assert(input_height != 0);
  assert(input_width != 0);
  assert(padding_top == 0 || padding_top == 1);
  const size_t padded_height = padding_top + input_height + 1;
  const size_t output_height =
      sprt_min_size((padded_height > 3 ? padded_height - 3 : 0) / 1 + 1, output_rows);
  const size_t output_width = input_width;
  const __m512 vmin = _mm512_set1_ps(params->min);
  const __m512 vmax = _mm512_set1_ps(params->max);
  switch (padding_top) {
    case 0:
      if (input_width <= 8) {
        plane_pt0_ymm(input_height, input_width, input, weights, output, output_height, output_width,
                     _mm512_castps512_ps256(vmin), _mm512_castps512_ps256(vmax));
      } else {
        plane_pt0(input_height, input_width, input, weights, output, output_height, output_width, vmin, vmax);
      }
      break;
    case 1:
      if (input_width <= 8) {
        plane_pt1_ymm(input_height, input_width, input, weights, output, output_height, output_width,
                     _mm512_castps512_ps256(vmin), _mm512_castps512_ps256(vmax));
      } else {
        plane_pt1(input_height, input_width, input, weights, output, output_height, output_width, vmin, vmax);
      }
      break;
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers in xmm registers, and
  // as floats they are denormals that slow SSE code running next (see the SpMM kernels).
  _mm256_zeroall();
}
