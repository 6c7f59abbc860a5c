// Auto-generated file. Do not edit!
//   Template: src/f32-dwconv2d-chw/f32-dwconv2d-chw-avx512f.c.in
//   Generator: python3 tools/gen_dwconv2d_chw_ukernels.py
// Kernel contract: see src/f32-dwconv2d-chw/f32-dwconv2d-chw.h. Specific to this template:
// - 5x5 taps, stride 1. The plane is computed in strips of 16 output columns (one zmm); a strip
//   walks down the rows one output row per step, and each step loads only the 1 input row no
//   earlier step loaded, so every input vector is loaded once per strip.
// - A step sums each new row's taps per kernel row into a chain of its own (5 products) and adds
//   the chains to the output rows they belong to: the step's own row, complete now, and 4 pending
//   rows below it. Chains of different steps are independent, so the FMAs of consecutive steps
//   overlap instead of waiting on one accumulator, and the adds run beside them.
// - Tap column dx is a load at x + dx.
// - Every load and store is masked (maskz: masked lanes read nothing and are zero) with masks set
//   once per strip: only the strips at the plane's left and right edges mask any lane. Masked loads
//   cost what plain ones do, and unlike plain ones the compiler cannot fold them into each FMA that
//   uses them (which would load every input vector 5 times).
// - Rows outside the plane are never loaded. The steps above the first output row are unrolled with
//   the plane's top known, so they load only the rows that exist and compute only chains of output
//   rows that exist; the steps whose rows are all inside run unchecked, 1 per iteration; the last
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
  const __m512 vk03 = _mm512_set1_ps(weights[4]);
  const __m512 vk04 = _mm512_set1_ps(weights[5]);
  const __m512 vk10 = _mm512_set1_ps(weights[6]);
  const __m512 vk11 = _mm512_set1_ps(weights[7]);
  const __m512 vk12 = _mm512_set1_ps(weights[8]);
  const __m512 vk13 = _mm512_set1_ps(weights[9]);
  const __m512 vk14 = _mm512_set1_ps(weights[10]);
  const __m512 vk20 = _mm512_set1_ps(weights[11]);
  const __m512 vk21 = _mm512_set1_ps(weights[12]);
  const __m512 vk22 = _mm512_set1_ps(weights[13]);
  const __m512 vk23 = _mm512_set1_ps(weights[14]);
  const __m512 vk24 = _mm512_set1_ps(weights[15]);
  const __m512 vk30 = _mm512_set1_ps(weights[16]);
  const __m512 vk31 = _mm512_set1_ps(weights[17]);
  const __m512 vk32 = _mm512_set1_ps(weights[18]);
  const __m512 vk33 = _mm512_set1_ps(weights[19]);
  const __m512 vk34 = _mm512_set1_ps(weights[20]);
  const __m512 vk40 = _mm512_set1_ps(weights[21]);
  const __m512 vk41 = _mm512_set1_ps(weights[22]);
  const __m512 vk42 = _mm512_set1_ps(weights[23]);
  const __m512 vk43 = _mm512_set1_ps(weights[24]);
  const __m512 vk44 = _mm512_set1_ps(weights[25]);
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 1 * oy + 4)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 5 ? (input_height - 5) / 1 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 16) {
    // Columns x..x+17 that lie inside the row; those left of x when x > 0 all do.
    const uint64_t inside = low_bits(input_width - x);
    const uint64_t left = x != 0 ? UINT64_C(0x3) : 0;
    const __mmask16 kcm2 = (__mmask16) ((inside << 2) | (left >> 0));
    const __mmask16 kcm1 = (__mmask16) ((inside << 1) | (left >> 1));
    const __mmask16 kcp0 = (__mmask16) (inside >> 0);
    const __mmask16 kcp1 = (__mmask16) (inside >> 1);
    const __mmask16 kcp2 = (__mmask16) (inside >> 2);
    const __mmask16 kout = kcp0;
    __m512 vpend0 = vbias;
    __m512 vpend1 = vbias;
    __m512 vpend2 = vbias;
    __m512 vpend3 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      __m512 vq04 = vbias;
      {
        const float* i0 = input + 0 * input_width + x;
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = vpend1;
      vpend1 = vpend2;
      vpend2 = vpend3;
      vpend3 = vq04;
    }
    {
      __m512 vq03 = _mm512_setzero_ps();
      __m512 vq04 = vbias;
      if (input_height > 1) {
        const float* i0 = input + 1 * input_width + x;
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        vq03 = _mm512_mul_ps(vt0p0, vk12);
        vq03 = _mm512_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm512_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm512_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm512_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = vpend1;
      vpend1 = vpend2;
      vpend2 = _mm512_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    {
      __m512 vq02 = _mm512_setzero_ps();
      __m512 vq03 = _mm512_setzero_ps();
      __m512 vq04 = vbias;
      if (input_height > 2) {
        const float* i0 = input + 2 * input_width + x;
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        vq02 = _mm512_mul_ps(vt0p0, vk22);
        vq02 = _mm512_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm512_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm512_mul_ps(vt0p0, vk12);
        vq03 = _mm512_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm512_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm512_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm512_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = vpend1;
      vpend1 = _mm512_add_ps(vpend2, vq02);
      vpend2 = _mm512_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    {
      __m512 vq01 = _mm512_setzero_ps();
      __m512 vq02 = _mm512_setzero_ps();
      __m512 vq03 = _mm512_setzero_ps();
      __m512 vq04 = vbias;
      if (input_height > 3) {
        const float* i0 = input + 3 * input_width + x;
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        vq01 = _mm512_mul_ps(vt0p0, vk32);
        vq01 = _mm512_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm512_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm512_fmadd_ps(vt0p2, vk34, vq01);
        vq02 = _mm512_mul_ps(vt0p0, vk22);
        vq02 = _mm512_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm512_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm512_mul_ps(vt0p0, vk12);
        vq03 = _mm512_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm512_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm512_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm512_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = _mm512_add_ps(vpend1, vq01);
      vpend1 = _mm512_add_ps(vpend2, vq02);
      vpend2 = _mm512_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 4 * input_width + x;
      // The strip's rows reach into the cache line of column x + 16, or end before it.
      const size_t prefetch_right = sprt_min_size(x + 16, input_width - 1) - x;
      float* o = output + x;
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        __m512 vq00;
        vq00 = _mm512_mul_ps(vt0p0, vk42);
        vq00 = _mm512_fmadd_ps(vt0m2, vk40, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk41, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk43, vq00);
        vq00 = _mm512_fmadd_ps(vt0p2, vk44, vq00);
        __m512 vq01;
        vq01 = _mm512_mul_ps(vt0p0, vk32);
        vq01 = _mm512_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm512_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm512_fmadd_ps(vt0p2, vk34, vq01);
        __m512 vq02;
        vq02 = _mm512_mul_ps(vt0p0, vk22);
        vq02 = _mm512_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm512_fmadd_ps(vt0p2, vk24, vq02);
        __m512 vq03;
        vq03 = _mm512_mul_ps(vt0p0, vk12);
        vq03 = _mm512_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm512_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm512_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm512_fmadd_ps(vt0p2, vk14, vq03);
        __m512 vq04;
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
        const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
        _mm512_mask_storeu_ps(o, kout, vout);
        vpend0 = _mm512_add_ps(vpend1, vq01);
        vpend1 = _mm512_add_ps(vpend2, vq02);
        vpend2 = _mm512_add_ps(vpend3, vq03);
        vpend3 = vq04;
        i0 += 1 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m512 vq00 = _mm512_setzero_ps();
      __m512 vq01 = _mm512_setzero_ps();
      __m512 vq02 = _mm512_setzero_ps();
      __m512 vq03 = _mm512_setzero_ps();
      __m512 vq04 = vbias;
      if ((size_t) (oy + 4) < input_height) {
        const float* i0 = input + (size_t) (oy + 4) * input_width + x;
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        vq00 = _mm512_fmadd_ps(vt0p0, vk42, vq00);
        vq00 = _mm512_fmadd_ps(vt0m2, vk40, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk41, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk43, vq00);
        vq00 = _mm512_fmadd_ps(vt0p2, vk44, vq00);
        vq01 = _mm512_fmadd_ps(vt0p0, vk32, vq01);
        vq01 = _mm512_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm512_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm512_fmadd_ps(vt0p2, vk34, vq01);
        vq02 = _mm512_fmadd_ps(vt0p0, vk22, vq02);
        vq02 = _mm512_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm512_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm512_fmadd_ps(vt0p0, vk12, vq03);
        vq03 = _mm512_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm512_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm512_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm512_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vq04);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
      }
      const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
      _mm512_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = _mm512_add_ps(vpend1, vq01);
      vpend1 = _mm512_add_ps(vpend2, vq02);
      vpend2 = _mm512_add_ps(vpend3, vq03);
      vpend3 = vq04;
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
  const __m256 vk03 = _mm256_set1_ps(weights[4]);
  const __m256 vk04 = _mm256_set1_ps(weights[5]);
  const __m256 vk10 = _mm256_set1_ps(weights[6]);
  const __m256 vk11 = _mm256_set1_ps(weights[7]);
  const __m256 vk12 = _mm256_set1_ps(weights[8]);
  const __m256 vk13 = _mm256_set1_ps(weights[9]);
  const __m256 vk14 = _mm256_set1_ps(weights[10]);
  const __m256 vk20 = _mm256_set1_ps(weights[11]);
  const __m256 vk21 = _mm256_set1_ps(weights[12]);
  const __m256 vk22 = _mm256_set1_ps(weights[13]);
  const __m256 vk23 = _mm256_set1_ps(weights[14]);
  const __m256 vk24 = _mm256_set1_ps(weights[15]);
  const __m256 vk30 = _mm256_set1_ps(weights[16]);
  const __m256 vk31 = _mm256_set1_ps(weights[17]);
  const __m256 vk32 = _mm256_set1_ps(weights[18]);
  const __m256 vk33 = _mm256_set1_ps(weights[19]);
  const __m256 vk34 = _mm256_set1_ps(weights[20]);
  const __m256 vk40 = _mm256_set1_ps(weights[21]);
  const __m256 vk41 = _mm256_set1_ps(weights[22]);
  const __m256 vk42 = _mm256_set1_ps(weights[23]);
  const __m256 vk43 = _mm256_set1_ps(weights[24]);
  const __m256 vk44 = _mm256_set1_ps(weights[25]);
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 1 * oy + 4)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 5 ? (input_height - 5) / 1 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 8) {
    // Columns x..x+9 that lie inside the row; those left of x when x > 0 all do.
    const uint64_t inside = low_bits(input_width - x);
    const uint64_t left = x != 0 ? UINT64_C(0x3) : 0;
    const __mmask8 kcm2 = (__mmask8) ((inside << 2) | (left >> 0));
    const __mmask8 kcm1 = (__mmask8) ((inside << 1) | (left >> 1));
    const __mmask8 kcp0 = (__mmask8) (inside >> 0);
    const __mmask8 kcp1 = (__mmask8) (inside >> 1);
    const __mmask8 kcp2 = (__mmask8) (inside >> 2);
    const __mmask8 kout = kcp0;
    __m256 vpend0 = vbias;
    __m256 vpend1 = vbias;
    __m256 vpend2 = vbias;
    __m256 vpend3 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      __m256 vq04 = vbias;
      {
        const float* i0 = input + 0 * input_width + x;
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = vpend1;
      vpend1 = vpend2;
      vpend2 = vpend3;
      vpend3 = vq04;
    }
    {
      __m256 vq03 = _mm256_setzero_ps();
      __m256 vq04 = vbias;
      if (input_height > 1) {
        const float* i0 = input + 1 * input_width + x;
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        vq03 = _mm256_mul_ps(vt0p0, vk12);
        vq03 = _mm256_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm256_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm256_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm256_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = vpend1;
      vpend1 = vpend2;
      vpend2 = _mm256_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    {
      __m256 vq02 = _mm256_setzero_ps();
      __m256 vq03 = _mm256_setzero_ps();
      __m256 vq04 = vbias;
      if (input_height > 2) {
        const float* i0 = input + 2 * input_width + x;
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        vq02 = _mm256_mul_ps(vt0p0, vk22);
        vq02 = _mm256_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm256_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm256_mul_ps(vt0p0, vk12);
        vq03 = _mm256_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm256_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm256_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm256_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = vpend1;
      vpend1 = _mm256_add_ps(vpend2, vq02);
      vpend2 = _mm256_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    {
      __m256 vq01 = _mm256_setzero_ps();
      __m256 vq02 = _mm256_setzero_ps();
      __m256 vq03 = _mm256_setzero_ps();
      __m256 vq04 = vbias;
      if (input_height > 3) {
        const float* i0 = input + 3 * input_width + x;
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        vq01 = _mm256_mul_ps(vt0p0, vk32);
        vq01 = _mm256_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm256_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm256_fmadd_ps(vt0p2, vk34, vq01);
        vq02 = _mm256_mul_ps(vt0p0, vk22);
        vq02 = _mm256_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm256_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm256_mul_ps(vt0p0, vk12);
        vq03 = _mm256_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm256_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm256_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm256_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = _mm256_add_ps(vpend1, vq01);
      vpend1 = _mm256_add_ps(vpend2, vq02);
      vpend2 = _mm256_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 4 * input_width + x;
      // The strip's rows reach into the cache line of column x + 8, or end before it.
      const size_t prefetch_right = sprt_min_size(x + 8, input_width - 1) - x;
      float* o = output + x;
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        __m256 vq00;
        vq00 = _mm256_mul_ps(vt0p0, vk42);
        vq00 = _mm256_fmadd_ps(vt0m2, vk40, vq00);
        vq00 = _mm256_fmadd_ps(vt0m1, vk41, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk43, vq00);
        vq00 = _mm256_fmadd_ps(vt0p2, vk44, vq00);
        __m256 vq01;
        vq01 = _mm256_mul_ps(vt0p0, vk32);
        vq01 = _mm256_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm256_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm256_fmadd_ps(vt0p2, vk34, vq01);
        __m256 vq02;
        vq02 = _mm256_mul_ps(vt0p0, vk22);
        vq02 = _mm256_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm256_fmadd_ps(vt0p2, vk24, vq02);
        __m256 vq03;
        vq03 = _mm256_mul_ps(vt0p0, vk12);
        vq03 = _mm256_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm256_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm256_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm256_fmadd_ps(vt0p2, vk14, vq03);
        __m256 vq04;
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
        const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
        _mm256_mask_storeu_ps(o, kout, vout);
        vpend0 = _mm256_add_ps(vpend1, vq01);
        vpend1 = _mm256_add_ps(vpend2, vq02);
        vpend2 = _mm256_add_ps(vpend3, vq03);
        vpend3 = vq04;
        i0 += 1 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m256 vq00 = _mm256_setzero_ps();
      __m256 vq01 = _mm256_setzero_ps();
      __m256 vq02 = _mm256_setzero_ps();
      __m256 vq03 = _mm256_setzero_ps();
      __m256 vq04 = vbias;
      if ((size_t) (oy + 4) < input_height) {
        const float* i0 = input + (size_t) (oy + 4) * input_width + x;
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        vq00 = _mm256_fmadd_ps(vt0p0, vk42, vq00);
        vq00 = _mm256_fmadd_ps(vt0m2, vk40, vq00);
        vq00 = _mm256_fmadd_ps(vt0m1, vk41, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk43, vq00);
        vq00 = _mm256_fmadd_ps(vt0p2, vk44, vq00);
        vq01 = _mm256_fmadd_ps(vt0p0, vk32, vq01);
        vq01 = _mm256_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm256_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm256_fmadd_ps(vt0p2, vk34, vq01);
        vq02 = _mm256_fmadd_ps(vt0p0, vk22, vq02);
        vq02 = _mm256_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm256_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm256_fmadd_ps(vt0p0, vk12, vq03);
        vq03 = _mm256_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm256_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm256_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm256_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vq04);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
      }
      const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
      _mm256_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = _mm256_add_ps(vpend1, vq01);
      vpend1 = _mm256_add_ps(vpend2, vq02);
      vpend2 = _mm256_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
  }
}

// Every strip of the plane for top padding 2.
static inline __attribute__((always_inline)) void plane_pt2(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    size_t output_height, size_t output_width, __m512 vmin, __m512 vmax)
{
  const __m512 vbias = _mm512_set1_ps(weights[0]);
  const __m512 vk00 = _mm512_set1_ps(weights[1]);
  const __m512 vk01 = _mm512_set1_ps(weights[2]);
  const __m512 vk02 = _mm512_set1_ps(weights[3]);
  const __m512 vk03 = _mm512_set1_ps(weights[4]);
  const __m512 vk04 = _mm512_set1_ps(weights[5]);
  const __m512 vk10 = _mm512_set1_ps(weights[6]);
  const __m512 vk11 = _mm512_set1_ps(weights[7]);
  const __m512 vk12 = _mm512_set1_ps(weights[8]);
  const __m512 vk13 = _mm512_set1_ps(weights[9]);
  const __m512 vk14 = _mm512_set1_ps(weights[10]);
  const __m512 vk20 = _mm512_set1_ps(weights[11]);
  const __m512 vk21 = _mm512_set1_ps(weights[12]);
  const __m512 vk22 = _mm512_set1_ps(weights[13]);
  const __m512 vk23 = _mm512_set1_ps(weights[14]);
  const __m512 vk24 = _mm512_set1_ps(weights[15]);
  const __m512 vk30 = _mm512_set1_ps(weights[16]);
  const __m512 vk31 = _mm512_set1_ps(weights[17]);
  const __m512 vk32 = _mm512_set1_ps(weights[18]);
  const __m512 vk33 = _mm512_set1_ps(weights[19]);
  const __m512 vk34 = _mm512_set1_ps(weights[20]);
  const __m512 vk40 = _mm512_set1_ps(weights[21]);
  const __m512 vk41 = _mm512_set1_ps(weights[22]);
  const __m512 vk42 = _mm512_set1_ps(weights[23]);
  const __m512 vk43 = _mm512_set1_ps(weights[24]);
  const __m512 vk44 = _mm512_set1_ps(weights[25]);
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 1 * oy + 2)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 3 ? (input_height - 3) / 1 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 16) {
    // Columns x..x+17 that lie inside the row; those left of x when x > 0 all do.
    const uint64_t inside = low_bits(input_width - x);
    const uint64_t left = x != 0 ? UINT64_C(0x3) : 0;
    const __mmask16 kcm2 = (__mmask16) ((inside << 2) | (left >> 0));
    const __mmask16 kcm1 = (__mmask16) ((inside << 1) | (left >> 1));
    const __mmask16 kcp0 = (__mmask16) (inside >> 0);
    const __mmask16 kcp1 = (__mmask16) (inside >> 1);
    const __mmask16 kcp2 = (__mmask16) (inside >> 2);
    const __mmask16 kout = kcp0;
    __m512 vpend0 = vbias;
    __m512 vpend1 = vbias;
    __m512 vpend2 = vbias;
    __m512 vpend3 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      vpend0 = vpend1;
      vpend1 = vpend2;
      vpend2 = vpend3;
      vpend3 = vbias;
    }
    {
      vpend0 = vpend1;
      vpend1 = vpend2;
      vpend2 = vpend3;
      vpend3 = vbias;
    }
    {
      __m512 vq02 = _mm512_setzero_ps();
      __m512 vq03 = _mm512_setzero_ps();
      __m512 vq04 = vbias;
      {
        const float* i0 = input + 0 * input_width + x;
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        vq02 = _mm512_mul_ps(vt0p0, vk22);
        vq02 = _mm512_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm512_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm512_mul_ps(vt0p0, vk12);
        vq03 = _mm512_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm512_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm512_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm512_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = vpend1;
      vpend1 = _mm512_add_ps(vpend2, vq02);
      vpend2 = _mm512_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    {
      __m512 vq01 = _mm512_setzero_ps();
      __m512 vq02 = _mm512_setzero_ps();
      __m512 vq03 = _mm512_setzero_ps();
      __m512 vq04 = vbias;
      if (input_height > 1) {
        const float* i0 = input + 1 * input_width + x;
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        vq01 = _mm512_mul_ps(vt0p0, vk32);
        vq01 = _mm512_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm512_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm512_fmadd_ps(vt0p2, vk34, vq01);
        vq02 = _mm512_mul_ps(vt0p0, vk22);
        vq02 = _mm512_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm512_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm512_mul_ps(vt0p0, vk12);
        vq03 = _mm512_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm512_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm512_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm512_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = _mm512_add_ps(vpend1, vq01);
      vpend1 = _mm512_add_ps(vpend2, vq02);
      vpend2 = _mm512_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 2 * input_width + x;
      // The strip's rows reach into the cache line of column x + 16, or end before it.
      const size_t prefetch_right = sprt_min_size(x + 16, input_width - 1) - x;
      float* o = output + x;
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        __m512 vq00;
        vq00 = _mm512_mul_ps(vt0p0, vk42);
        vq00 = _mm512_fmadd_ps(vt0m2, vk40, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk41, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk43, vq00);
        vq00 = _mm512_fmadd_ps(vt0p2, vk44, vq00);
        __m512 vq01;
        vq01 = _mm512_mul_ps(vt0p0, vk32);
        vq01 = _mm512_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm512_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm512_fmadd_ps(vt0p2, vk34, vq01);
        __m512 vq02;
        vq02 = _mm512_mul_ps(vt0p0, vk22);
        vq02 = _mm512_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm512_fmadd_ps(vt0p2, vk24, vq02);
        __m512 vq03;
        vq03 = _mm512_mul_ps(vt0p0, vk12);
        vq03 = _mm512_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm512_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm512_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm512_fmadd_ps(vt0p2, vk14, vq03);
        __m512 vq04;
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
        const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
        _mm512_mask_storeu_ps(o, kout, vout);
        vpend0 = _mm512_add_ps(vpend1, vq01);
        vpend1 = _mm512_add_ps(vpend2, vq02);
        vpend2 = _mm512_add_ps(vpend3, vq03);
        vpend3 = vq04;
        i0 += 1 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m512 vq00 = _mm512_setzero_ps();
      __m512 vq01 = _mm512_setzero_ps();
      __m512 vq02 = _mm512_setzero_ps();
      __m512 vq03 = _mm512_setzero_ps();
      __m512 vq04 = vbias;
      if ((size_t) (oy + 2) < input_height) {
        const float* i0 = input + (size_t) (oy + 2) * input_width + x;
        const __m512 vt0m2 = _mm512_maskz_loadu_ps(kcm2, i0 - 2);
        const __m512 vt0m1 = _mm512_maskz_loadu_ps(kcm1, i0 - 1);
        const __m512 vt0p0 = _mm512_maskz_loadu_ps(kcp0, i0);
        const __m512 vt0p1 = _mm512_maskz_loadu_ps(kcp1, i0 + 1);
        const __m512 vt0p2 = _mm512_maskz_loadu_ps(kcp2, i0 + 2);
        vq00 = _mm512_fmadd_ps(vt0p0, vk42, vq00);
        vq00 = _mm512_fmadd_ps(vt0m2, vk40, vq00);
        vq00 = _mm512_fmadd_ps(vt0m1, vk41, vq00);
        vq00 = _mm512_fmadd_ps(vt0p1, vk43, vq00);
        vq00 = _mm512_fmadd_ps(vt0p2, vk44, vq00);
        vq01 = _mm512_fmadd_ps(vt0p0, vk32, vq01);
        vq01 = _mm512_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm512_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm512_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm512_fmadd_ps(vt0p2, vk34, vq01);
        vq02 = _mm512_fmadd_ps(vt0p0, vk22, vq02);
        vq02 = _mm512_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm512_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm512_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm512_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm512_fmadd_ps(vt0p0, vk12, vq03);
        vq03 = _mm512_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm512_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm512_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm512_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm512_fmadd_ps(vt0p0, vk02, vq04);
        vq04 = _mm512_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm512_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm512_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm512_fmadd_ps(vt0p2, vk04, vq04);
      }
      const __m512 vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, _mm512_add_ps(vpend0, vq00)));
      _mm512_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = _mm512_add_ps(vpend1, vq01);
      vpend1 = _mm512_add_ps(vpend2, vq02);
      vpend2 = _mm512_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
  }
}

// Every strip of the plane for top padding 2, in ymm strips of 8 columns.
static inline __attribute__((always_inline)) void plane_pt2_ymm(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    size_t output_height, size_t output_width, __m256 vmin, __m256 vmax)
{
  const __m256 vbias = _mm256_set1_ps(weights[0]);
  const __m256 vk00 = _mm256_set1_ps(weights[1]);
  const __m256 vk01 = _mm256_set1_ps(weights[2]);
  const __m256 vk02 = _mm256_set1_ps(weights[3]);
  const __m256 vk03 = _mm256_set1_ps(weights[4]);
  const __m256 vk04 = _mm256_set1_ps(weights[5]);
  const __m256 vk10 = _mm256_set1_ps(weights[6]);
  const __m256 vk11 = _mm256_set1_ps(weights[7]);
  const __m256 vk12 = _mm256_set1_ps(weights[8]);
  const __m256 vk13 = _mm256_set1_ps(weights[9]);
  const __m256 vk14 = _mm256_set1_ps(weights[10]);
  const __m256 vk20 = _mm256_set1_ps(weights[11]);
  const __m256 vk21 = _mm256_set1_ps(weights[12]);
  const __m256 vk22 = _mm256_set1_ps(weights[13]);
  const __m256 vk23 = _mm256_set1_ps(weights[14]);
  const __m256 vk24 = _mm256_set1_ps(weights[15]);
  const __m256 vk30 = _mm256_set1_ps(weights[16]);
  const __m256 vk31 = _mm256_set1_ps(weights[17]);
  const __m256 vk32 = _mm256_set1_ps(weights[18]);
  const __m256 vk33 = _mm256_set1_ps(weights[19]);
  const __m256 vk34 = _mm256_set1_ps(weights[20]);
  const __m256 vk40 = _mm256_set1_ps(weights[21]);
  const __m256 vk41 = _mm256_set1_ps(weights[22]);
  const __m256 vk42 = _mm256_set1_ps(weights[23]);
  const __m256 vk43 = _mm256_set1_ps(weights[24]);
  const __m256 vk44 = _mm256_set1_ps(weights[25]);
  // Steps 0 to clean_end - 1 have all their rows inside the plane (the last one row 1 * oy + 2)
  // and their output row in the band.
  const size_t clean_end =
      sprt_min_size(input_height >= 3 ? (input_height - 3) / 1 + 1 : 0, output_height);

  for (size_t x = 0; x < output_width; x += 8) {
    // Columns x..x+9 that lie inside the row; those left of x when x > 0 all do.
    const uint64_t inside = low_bits(input_width - x);
    const uint64_t left = x != 0 ? UINT64_C(0x3) : 0;
    const __mmask8 kcm2 = (__mmask8) ((inside << 2) | (left >> 0));
    const __mmask8 kcm1 = (__mmask8) ((inside << 1) | (left >> 1));
    const __mmask8 kcp0 = (__mmask8) (inside >> 0);
    const __mmask8 kcp1 = (__mmask8) (inside >> 1);
    const __mmask8 kcp2 = (__mmask8) (inside >> 2);
    const __mmask8 kout = kcp0;
    __m256 vpend0 = vbias;
    __m256 vpend1 = vbias;
    __m256 vpend2 = vbias;
    __m256 vpend3 = vbias;

    // Steps above the first output row: their rows only feed the pending rows.
    {
      vpend0 = vpend1;
      vpend1 = vpend2;
      vpend2 = vpend3;
      vpend3 = vbias;
    }
    {
      vpend0 = vpend1;
      vpend1 = vpend2;
      vpend2 = vpend3;
      vpend3 = vbias;
    }
    {
      __m256 vq02 = _mm256_setzero_ps();
      __m256 vq03 = _mm256_setzero_ps();
      __m256 vq04 = vbias;
      {
        const float* i0 = input + 0 * input_width + x;
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        vq02 = _mm256_mul_ps(vt0p0, vk22);
        vq02 = _mm256_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm256_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm256_mul_ps(vt0p0, vk12);
        vq03 = _mm256_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm256_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm256_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm256_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = vpend1;
      vpend1 = _mm256_add_ps(vpend2, vq02);
      vpend2 = _mm256_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    {
      __m256 vq01 = _mm256_setzero_ps();
      __m256 vq02 = _mm256_setzero_ps();
      __m256 vq03 = _mm256_setzero_ps();
      __m256 vq04 = vbias;
      if (input_height > 1) {
        const float* i0 = input + 1 * input_width + x;
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        vq01 = _mm256_mul_ps(vt0p0, vk32);
        vq01 = _mm256_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm256_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm256_fmadd_ps(vt0p2, vk34, vq01);
        vq02 = _mm256_mul_ps(vt0p0, vk22);
        vq02 = _mm256_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm256_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm256_mul_ps(vt0p0, vk12);
        vq03 = _mm256_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm256_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm256_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm256_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
      }
      vpend0 = _mm256_add_ps(vpend1, vq01);
      vpend1 = _mm256_add_ps(vpend2, vq02);
      vpend2 = _mm256_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
    size_t oy = 0;
    if (clean_end != 0) {
      const float* i0 = input + 2 * input_width + x;
      // The strip's rows reach into the cache line of column x + 8, or end before it.
      const size_t prefetch_right = sprt_min_size(x + 8, input_width - 1) - x;
      float* o = output + x;
      for (; oy < clean_end; oy++) {
        const float* pf = oy + 8 < clean_end ? i0 + 8 * input_width : i0;
        _mm_prefetch((const char*) pf, _MM_HINT_T0);
        _mm_prefetch((const char*) (pf + prefetch_right), _MM_HINT_T0);
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        __m256 vq00;
        vq00 = _mm256_mul_ps(vt0p0, vk42);
        vq00 = _mm256_fmadd_ps(vt0m2, vk40, vq00);
        vq00 = _mm256_fmadd_ps(vt0m1, vk41, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk43, vq00);
        vq00 = _mm256_fmadd_ps(vt0p2, vk44, vq00);
        __m256 vq01;
        vq01 = _mm256_mul_ps(vt0p0, vk32);
        vq01 = _mm256_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm256_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm256_fmadd_ps(vt0p2, vk34, vq01);
        __m256 vq02;
        vq02 = _mm256_mul_ps(vt0p0, vk22);
        vq02 = _mm256_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm256_fmadd_ps(vt0p2, vk24, vq02);
        __m256 vq03;
        vq03 = _mm256_mul_ps(vt0p0, vk12);
        vq03 = _mm256_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm256_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm256_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm256_fmadd_ps(vt0p2, vk14, vq03);
        __m256 vq04;
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vbias);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
        const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
        _mm256_mask_storeu_ps(o, kout, vout);
        vpend0 = _mm256_add_ps(vpend1, vq01);
        vpend1 = _mm256_add_ps(vpend2, vq02);
        vpend2 = _mm256_add_ps(vpend3, vq03);
        vpend3 = vq04;
        i0 += 1 * input_width;
        o += output_width;
      }
    }
    // Steps whose newest rows are below the plane (zero padding).
    for (; oy < output_height; oy++) {
      __m256 vq00 = _mm256_setzero_ps();
      __m256 vq01 = _mm256_setzero_ps();
      __m256 vq02 = _mm256_setzero_ps();
      __m256 vq03 = _mm256_setzero_ps();
      __m256 vq04 = vbias;
      if ((size_t) (oy + 2) < input_height) {
        const float* i0 = input + (size_t) (oy + 2) * input_width + x;
        const __m256 vt0m2 = _mm256_maskz_loadu_ps(kcm2, i0 - 2);
        const __m256 vt0m1 = _mm256_maskz_loadu_ps(kcm1, i0 - 1);
        const __m256 vt0p0 = _mm256_maskz_loadu_ps(kcp0, i0);
        const __m256 vt0p1 = _mm256_maskz_loadu_ps(kcp1, i0 + 1);
        const __m256 vt0p2 = _mm256_maskz_loadu_ps(kcp2, i0 + 2);
        vq00 = _mm256_fmadd_ps(vt0p0, vk42, vq00);
        vq00 = _mm256_fmadd_ps(vt0m2, vk40, vq00);
        vq00 = _mm256_fmadd_ps(vt0m1, vk41, vq00);
        vq00 = _mm256_fmadd_ps(vt0p1, vk43, vq00);
        vq00 = _mm256_fmadd_ps(vt0p2, vk44, vq00);
        vq01 = _mm256_fmadd_ps(vt0p0, vk32, vq01);
        vq01 = _mm256_fmadd_ps(vt0m2, vk30, vq01);
        vq01 = _mm256_fmadd_ps(vt0m1, vk31, vq01);
        vq01 = _mm256_fmadd_ps(vt0p1, vk33, vq01);
        vq01 = _mm256_fmadd_ps(vt0p2, vk34, vq01);
        vq02 = _mm256_fmadd_ps(vt0p0, vk22, vq02);
        vq02 = _mm256_fmadd_ps(vt0m2, vk20, vq02);
        vq02 = _mm256_fmadd_ps(vt0m1, vk21, vq02);
        vq02 = _mm256_fmadd_ps(vt0p1, vk23, vq02);
        vq02 = _mm256_fmadd_ps(vt0p2, vk24, vq02);
        vq03 = _mm256_fmadd_ps(vt0p0, vk12, vq03);
        vq03 = _mm256_fmadd_ps(vt0m2, vk10, vq03);
        vq03 = _mm256_fmadd_ps(vt0m1, vk11, vq03);
        vq03 = _mm256_fmadd_ps(vt0p1, vk13, vq03);
        vq03 = _mm256_fmadd_ps(vt0p2, vk14, vq03);
        vq04 = _mm256_fmadd_ps(vt0p0, vk02, vq04);
        vq04 = _mm256_fmadd_ps(vt0m2, vk00, vq04);
        vq04 = _mm256_fmadd_ps(vt0m1, vk01, vq04);
        vq04 = _mm256_fmadd_ps(vt0p1, vk03, vq04);
        vq04 = _mm256_fmadd_ps(vt0p2, vk04, vq04);
      }
      const __m256 vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, _mm256_add_ps(vpend0, vq00)));
      _mm256_mask_storeu_ps(output + (size_t) oy * output_width + x, kout, vout);
      vpend0 = _mm256_add_ps(vpend1, vq01);
      vpend1 = _mm256_add_ps(vpend2, vq02);
      vpend2 = _mm256_add_ps(vpend3, vq03);
      vpend3 = vq04;
    }
  }
}

void sprt_f32_dwconv2d_chw_ukernel_5x5s1p2__avx512f(
    size_t input_height, size_t input_width, const float* input, const float* weights, float* output,
    uint32_t padding_top, size_t output_rows, const struct sprt_f32_minmax_params* params)
{
  assert(input_height != 0);
  assert(input_width != 0);
  assert(padding_top == 0 || padding_top == 2);
  const size_t padded_height = padding_top + input_height + 2;
  const size_t output_height =
      sprt_min_size((padded_height > 5 ? padded_height - 5 : 0) / 1 + 1, output_rows);
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
    case 2:
      if (input_width <= 8) {
        plane_pt2_ymm(input_height, input_width, input, weights, output, output_height, output_width,
                     _mm512_castps512_ps256(vmin), _mm512_castps512_ps256(vmax));
      } else {
        plane_pt2(input_height, input_width, input, weights, output, output_height, output_width, vmin, vmax);
      }
      break;
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers in xmm registers, and
  // as floats they are denormals that slow SSE code running next (see the SpMM kernels).
  _mm256_zeroall();
}
