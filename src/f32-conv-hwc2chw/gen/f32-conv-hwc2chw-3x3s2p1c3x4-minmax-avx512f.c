// Auto-generated file. Do not edit!
//   Template: src/f32-conv-hwc2chw/f32-conv-hwc2chw-avx512f.c.in
//   Generator: python3 tools/gen_conv_hwc2chw_ukernels.py
// Kernel contract: see src/f32-conv-hwc2chw/f32-conv-hwc2chw.h. Specific to this template:
// - Vectors run along output x, 16 columns each. Output columns go in chunks of up to 128; per
//   chunk, each input row is deinterleaved once into a "slot" on the stack: per channel its even
//   columns E[j] = column 2 (x0 + j) and its odd ones O[j] = column 2 (x0 + j) - 1, zeros outside the
//   image. Taps kx = 0, 1, 2 then read O[j], E[j], O[j + 1]: no bounds checks in the FMA loop.
// - Three slots rotate down the output rows: input row 2 y + 1 is tap row 2 of output row y and tap
//   row 0 of row y + 1, so each output row deinterleaves two new input rows.
// - Columns go in groups of 4 vectors (the last group of a chunk may be shorter, its last vector
//   masked at the store), output channels in blocks of 4: 16 accumulators. Per tap, 4 input loads
//   and 4 broadcasts feed 16 FMAs from registers: FMAs with a broadcast memory operand would cost
//   a load each, and loads, not FMAs, would then set the pace. The tap loop is not unrolled: fully
//   unrolled, GCC folds the input loads into every FMA instead of keeping them in registers.
// - The 27 taps are summed onto the bias in packed order, the same for every column, chunk and row
//   range.
// - Pixel stride 3: 32 pixels (6 vectors) give the 6 E and O vectors by two-source permutes, with
//   masked loads at the row's end (nothing past the last pixel's third channel is read). Other
//   strides: scalar copies.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f32-conv-hwc2chw/f32-conv-hwc2chw.h"

// Lanes [start, start + 16) of `count`: a load or store mask.
static inline __mmask16 lanes_from(size_t count, size_t start) {
  if (count <= start) return _cvtu32_mask16(0);
  return _cvtu32_mask16(count - start >= 16 ? UINT32_C(0xFFFF) : (UINT32_C(1) << (count - start)) - 1);
}

// A slot (per channel: E, 128 floats, then O, 144) of zeros: a padding row.
static void zero_row(float* slot) {
  for (size_t i = 0; i < 816; i += 16) {
    _mm512_store_ps(slot + i, _mm512_setzero_ps());
  }
}

// Columns 2 x0 - 1 to 2 (x0 + n) - 1 of one input row into a slot, and zeros up to the next multiple of
// 16 columns (the last vector of the chunk computes on them; its store is masked).
static void deinterleave_row(const float* row, size_t input_width, size_t input_pixel_stride, size_t x0,
                             size_t n, float* slot) {
  for (size_t c = 0; c < 3; c++) {
    slot[c * 272 + 128] = x0 != 0 ? row[(2 * x0 - 1) * input_pixel_stride + c] : 0.0f;
  }
  if (input_pixel_stride == 3) {
    // Float 0 + 6 i of 32 pixels (even pixels, channel 0) sits at (0 + 6 i) mod 32 of the pair of
    // vectors holding it: lanes 0x003F from vectors 0-1, 0x07C0 from 2-3, 0xF800 from 4-5.
    const __m512i vidx0 = _mm512_setr_epi32(0, 6, 12, 18, 24, 30, 4, 10, 16, 22, 28, 2, 8, 14, 20, 26);
    // Float 1 + 6 i of 32 pixels (even pixels, channel 1) sits at (1 + 6 i) mod 32 of the pair of
    // vectors holding it: lanes 0x003F from vectors 0-1, 0x07C0 from 2-3, 0xF800 from 4-5.
    const __m512i vidx1 = _mm512_setr_epi32(1, 7, 13, 19, 25, 31, 5, 11, 17, 23, 29, 3, 9, 15, 21, 27);
    // Float 2 + 6 i of 32 pixels (even pixels, channel 2) sits at (2 + 6 i) mod 32 of the pair of
    // vectors holding it: lanes 0x001F from vectors 0-1, 0x07E0 from 2-3, 0xF800 from 4-5.
    const __m512i vidx2 = _mm512_setr_epi32(2, 8, 14, 20, 26, 0, 6, 12, 18, 24, 30, 4, 10, 16, 22, 28);
    // Float 3 + 6 i of 32 pixels (odd pixels, channel 0) sits at (3 + 6 i) mod 32 of the pair of
    // vectors holding it: lanes 0x001F from vectors 0-1, 0x07E0 from 2-3, 0xF800 from 4-5.
    const __m512i vidx3 = _mm512_setr_epi32(3, 9, 15, 21, 27, 1, 7, 13, 19, 25, 31, 5, 11, 17, 23, 29);
    // Float 4 + 6 i of 32 pixels (odd pixels, channel 1) sits at (4 + 6 i) mod 32 of the pair of
    // vectors holding it: lanes 0x001F from vectors 0-1, 0x03E0 from 2-3, 0xFC00 from 4-5.
    const __m512i vidx4 = _mm512_setr_epi32(4, 10, 16, 22, 28, 2, 8, 14, 20, 26, 0, 6, 12, 18, 24, 30);
    // Float 5 + 6 i of 32 pixels (odd pixels, channel 2) sits at (5 + 6 i) mod 32 of the pair of
    // vectors holding it: lanes 0x001F from vectors 0-1, 0x03E0 from 2-3, 0xFC00 from 4-5.
    const __m512i vidx5 = _mm512_setr_epi32(5, 11, 17, 23, 29, 3, 9, 15, 21, 27, 1, 7, 13, 19, 25, 31);
    const float* p = row + 2 * x0 * 3;
    // Floats from p to the row's end (at least one pixel: 2 (x0 + j) < input_width for j < n).
    size_t remaining = (input_width - 2 * x0) * 3;
    for (size_t j = 0; j < n; j += 16) {
      __m512 v0;
      __m512 v1;
      __m512 v2;
      __m512 v3;
      __m512 v4;
      __m512 v5;
      if (remaining >= 96) {
        v0 = _mm512_loadu_ps(p + 0);
        v1 = _mm512_loadu_ps(p + 16);
        v2 = _mm512_loadu_ps(p + 32);
        v3 = _mm512_loadu_ps(p + 48);
        v4 = _mm512_loadu_ps(p + 64);
        v5 = _mm512_loadu_ps(p + 80);
        remaining -= 96;
      } else {
        v0 = _mm512_maskz_loadu_ps(lanes_from(remaining, 0), p + 0);
        v1 = _mm512_maskz_loadu_ps(lanes_from(remaining, 16), p + 16);
        v2 = _mm512_maskz_loadu_ps(lanes_from(remaining, 32), p + 32);
        v3 = _mm512_maskz_loadu_ps(lanes_from(remaining, 48), p + 48);
        v4 = _mm512_maskz_loadu_ps(lanes_from(remaining, 64), p + 64);
        v5 = _mm512_maskz_loadu_ps(lanes_from(remaining, 80), p + 80);
        remaining = 0;
      }
      p += 96;
      __m512 vt0 = _mm512_permutex2var_ps(v0, vidx0, v1);
      vt0 = _mm512_mask_mov_ps(vt0, _cvtu32_mask16(UINT32_C(0xFFC0)), _mm512_permutex2var_ps(v2, vidx0, v3));
      vt0 = _mm512_mask_mov_ps(vt0, _cvtu32_mask16(UINT32_C(0xF800)), _mm512_permutex2var_ps(v4, vidx0, v5));
      __m512 vt1 = _mm512_permutex2var_ps(v0, vidx1, v1);
      vt1 = _mm512_mask_mov_ps(vt1, _cvtu32_mask16(UINT32_C(0xFFC0)), _mm512_permutex2var_ps(v2, vidx1, v3));
      vt1 = _mm512_mask_mov_ps(vt1, _cvtu32_mask16(UINT32_C(0xF800)), _mm512_permutex2var_ps(v4, vidx1, v5));
      __m512 vt2 = _mm512_permutex2var_ps(v0, vidx2, v1);
      vt2 = _mm512_mask_mov_ps(vt2, _cvtu32_mask16(UINT32_C(0xFFE0)), _mm512_permutex2var_ps(v2, vidx2, v3));
      vt2 = _mm512_mask_mov_ps(vt2, _cvtu32_mask16(UINT32_C(0xF800)), _mm512_permutex2var_ps(v4, vidx2, v5));
      __m512 vt3 = _mm512_permutex2var_ps(v0, vidx3, v1);
      vt3 = _mm512_mask_mov_ps(vt3, _cvtu32_mask16(UINT32_C(0xFFE0)), _mm512_permutex2var_ps(v2, vidx3, v3));
      vt3 = _mm512_mask_mov_ps(vt3, _cvtu32_mask16(UINT32_C(0xF800)), _mm512_permutex2var_ps(v4, vidx3, v5));
      __m512 vt4 = _mm512_permutex2var_ps(v0, vidx4, v1);
      vt4 = _mm512_mask_mov_ps(vt4, _cvtu32_mask16(UINT32_C(0xFFE0)), _mm512_permutex2var_ps(v2, vidx4, v3));
      vt4 = _mm512_mask_mov_ps(vt4, _cvtu32_mask16(UINT32_C(0xFC00)), _mm512_permutex2var_ps(v4, vidx4, v5));
      __m512 vt5 = _mm512_permutex2var_ps(v0, vidx5, v1);
      vt5 = _mm512_mask_mov_ps(vt5, _cvtu32_mask16(UINT32_C(0xFFE0)), _mm512_permutex2var_ps(v2, vidx5, v3));
      vt5 = _mm512_mask_mov_ps(vt5, _cvtu32_mask16(UINT32_C(0xFC00)), _mm512_permutex2var_ps(v4, vidx5, v5));
      _mm512_store_ps(slot + 0 + j, vt0);
      _mm512_storeu_ps(slot + 129 + j, vt3);
      _mm512_store_ps(slot + 272 + j, vt1);
      _mm512_storeu_ps(slot + 401 + j, vt4);
      _mm512_store_ps(slot + 544 + j, vt2);
      _mm512_storeu_ps(slot + 673 + j, vt5);
    }
  } else {
    const size_t columns = (n + 15) & ~(size_t) 15;
    for (size_t j = 0; j < columns; j++) {
      const size_t xe = 2 * (x0 + j);
      const size_t xo = xe + 1;
      for (size_t c = 0; c < 3; c++) {
        slot[c * 272 + j] = xe < input_width ? row[xe * input_pixel_stride + c] : 0.0f;
        slot[c * 272 + 129 + j] = xo < input_width ? row[xo * input_pixel_stride + c] : 0.0f;
      }
    }
  }
}

// 16 columns (1 vector) of one output row: taps[t] + j is the first input vector of tap t,
// output points at the first column in channel 0, vmask holds the stored lanes of the last vector.
static inline void compute_1x16(const float* const* taps, size_t j, __mmask16 vmask,
                                 const float* weights, float* output, size_t output_channels,
                                 size_t output_channel_stride, __m512 vmin, __m512 vmax) {
  const float* w = weights;
  float* o = output;
  size_t channels = output_channels;
  for (;;) {
    __m512 vacc0x0 = _mm512_set1_ps(w[0]);
    __m512 vacc1x0 = _mm512_set1_ps(w[1]);
    __m512 vacc2x0 = _mm512_set1_ps(w[2]);
    __m512 vacc3x0 = _mm512_set1_ps(w[3]);
    w += 4;
    for (size_t t = 0; t < 27; t++) {
      const float* x = taps[t] + j;
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      vacc0x0 = _mm512_fmadd_ps(vx0, _mm512_set1_ps(w[0]), vacc0x0);
      vacc1x0 = _mm512_fmadd_ps(vx0, _mm512_set1_ps(w[1]), vacc1x0);
      vacc2x0 = _mm512_fmadd_ps(vx0, _mm512_set1_ps(w[2]), vacc2x0);
      vacc3x0 = _mm512_fmadd_ps(vx0, _mm512_set1_ps(w[3]), vacc3x0);
      w += 4;
    }
    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    if (channels >= 4) {
      _mm512_mask_storeu_ps(o + 0 * output_channel_stride + 0, vmask, vacc0x0);
      _mm512_mask_storeu_ps(o + 1 * output_channel_stride + 0, vmask, vacc1x0);
      _mm512_mask_storeu_ps(o + 2 * output_channel_stride + 0, vmask, vacc2x0);
      _mm512_mask_storeu_ps(o + 3 * output_channel_stride + 0, vmask, vacc3x0);
    } else {
      // Channels past output_channels are computed on zero weights, not stored.
      _mm512_mask_storeu_ps(o + 0 * output_channel_stride + 0, vmask, vacc0x0);
      if (channels > 1) {
        _mm512_mask_storeu_ps(o + 1 * output_channel_stride + 0, vmask, vacc1x0);
      }
      if (channels > 2) {
        _mm512_mask_storeu_ps(o + 2 * output_channel_stride + 0, vmask, vacc2x0);
      }
      if (channels > 3) {
        _mm512_mask_storeu_ps(o + 3 * output_channel_stride + 0, vmask, vacc3x0);
      }
    }
    if (channels <= 4) break;
    channels -= 4;
    o += 4 * output_channel_stride;
  }
}

// 32 columns (2 vectors) of one output row: taps[t] + j is the first input vector of tap t,
// output points at the first column in channel 0, vmask holds the stored lanes of the last vector.
static inline void compute_2x16(const float* const* taps, size_t j, __mmask16 vmask,
                                 const float* weights, float* output, size_t output_channels,
                                 size_t output_channel_stride, __m512 vmin, __m512 vmax) {
  const float* w = weights;
  float* o = output;
  size_t channels = output_channels;
  for (;;) {
    __m512 vacc0x0 = _mm512_set1_ps(w[0]);
    __m512 vacc0x1 = vacc0x0;
    __m512 vacc1x0 = _mm512_set1_ps(w[1]);
    __m512 vacc1x1 = vacc1x0;
    __m512 vacc2x0 = _mm512_set1_ps(w[2]);
    __m512 vacc2x1 = vacc2x0;
    __m512 vacc3x0 = _mm512_set1_ps(w[3]);
    __m512 vacc3x1 = vacc3x0;
    w += 4;
    for (size_t t = 0; t < 27; t++) {
      const float* x = taps[t] + j;
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vw0 = _mm512_set1_ps(w[0]);
      vacc0x0 = _mm512_fmadd_ps(vx0, vw0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vx1, vw0, vacc0x1);
      const __m512 vw1 = _mm512_set1_ps(w[1]);
      vacc1x0 = _mm512_fmadd_ps(vx0, vw1, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vx1, vw1, vacc1x1);
      const __m512 vw2 = _mm512_set1_ps(w[2]);
      vacc2x0 = _mm512_fmadd_ps(vx0, vw2, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vx1, vw2, vacc2x1);
      const __m512 vw3 = _mm512_set1_ps(w[3]);
      vacc3x0 = _mm512_fmadd_ps(vx0, vw3, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vx1, vw3, vacc3x1);
      w += 4;
    }
    vacc0x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc0x1));
    vacc1x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc1x1));
    vacc2x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc2x1));
    vacc3x0 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vacc3x1));
    if (channels >= 4) {
      _mm512_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      _mm512_mask_storeu_ps(o + 0 * output_channel_stride + 16, vmask, vacc0x1);
      _mm512_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
      _mm512_mask_storeu_ps(o + 1 * output_channel_stride + 16, vmask, vacc1x1);
      _mm512_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
      _mm512_mask_storeu_ps(o + 2 * output_channel_stride + 16, vmask, vacc2x1);
      _mm512_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
      _mm512_mask_storeu_ps(o + 3 * output_channel_stride + 16, vmask, vacc3x1);
    } else {
      // Channels past output_channels are computed on zero weights, not stored.
      _mm512_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      _mm512_mask_storeu_ps(o + 0 * output_channel_stride + 16, vmask, vacc0x1);
      if (channels > 1) {
        _mm512_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
        _mm512_mask_storeu_ps(o + 1 * output_channel_stride + 16, vmask, vacc1x1);
      }
      if (channels > 2) {
        _mm512_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
        _mm512_mask_storeu_ps(o + 2 * output_channel_stride + 16, vmask, vacc2x1);
      }
      if (channels > 3) {
        _mm512_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
        _mm512_mask_storeu_ps(o + 3 * output_channel_stride + 16, vmask, vacc3x1);
      }
    }
    if (channels <= 4) break;
    channels -= 4;
    o += 4 * output_channel_stride;
  }
}

// 48 columns (3 vectors) of one output row: taps[t] + j is the first input vector of tap t,
// output points at the first column in channel 0, vmask holds the stored lanes of the last vector.
static inline void compute_3x16(const float* const* taps, size_t j, __mmask16 vmask,
                                 const float* weights, float* output, size_t output_channels,
                                 size_t output_channel_stride, __m512 vmin, __m512 vmax) {
  const float* w = weights;
  float* o = output;
  size_t channels = output_channels;
  for (;;) {
    __m512 vacc0x0 = _mm512_set1_ps(w[0]);
    __m512 vacc0x1 = vacc0x0;
    __m512 vacc0x2 = vacc0x0;
    __m512 vacc1x0 = _mm512_set1_ps(w[1]);
    __m512 vacc1x1 = vacc1x0;
    __m512 vacc1x2 = vacc1x0;
    __m512 vacc2x0 = _mm512_set1_ps(w[2]);
    __m512 vacc2x1 = vacc2x0;
    __m512 vacc2x2 = vacc2x0;
    __m512 vacc3x0 = _mm512_set1_ps(w[3]);
    __m512 vacc3x1 = vacc3x0;
    __m512 vacc3x2 = vacc3x0;
    w += 4;
    for (size_t t = 0; t < 27; t++) {
      const float* x = taps[t] + j;
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vw0 = _mm512_set1_ps(w[0]);
      vacc0x0 = _mm512_fmadd_ps(vx0, vw0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vx1, vw0, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vx2, vw0, vacc0x2);
      const __m512 vw1 = _mm512_set1_ps(w[1]);
      vacc1x0 = _mm512_fmadd_ps(vx0, vw1, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vx1, vw1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vx2, vw1, vacc1x2);
      const __m512 vw2 = _mm512_set1_ps(w[2]);
      vacc2x0 = _mm512_fmadd_ps(vx0, vw2, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vx1, vw2, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vx2, vw2, vacc2x2);
      const __m512 vw3 = _mm512_set1_ps(w[3]);
      vacc3x0 = _mm512_fmadd_ps(vx0, vw3, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vx1, vw3, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vx2, vw3, vacc3x2);
      w += 4;
    }
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
    if (channels >= 4) {
      _mm512_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      _mm512_storeu_ps(o + 0 * output_channel_stride + 16, vacc0x1);
      _mm512_mask_storeu_ps(o + 0 * output_channel_stride + 32, vmask, vacc0x2);
      _mm512_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
      _mm512_storeu_ps(o + 1 * output_channel_stride + 16, vacc1x1);
      _mm512_mask_storeu_ps(o + 1 * output_channel_stride + 32, vmask, vacc1x2);
      _mm512_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
      _mm512_storeu_ps(o + 2 * output_channel_stride + 16, vacc2x1);
      _mm512_mask_storeu_ps(o + 2 * output_channel_stride + 32, vmask, vacc2x2);
      _mm512_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
      _mm512_storeu_ps(o + 3 * output_channel_stride + 16, vacc3x1);
      _mm512_mask_storeu_ps(o + 3 * output_channel_stride + 32, vmask, vacc3x2);
    } else {
      // Channels past output_channels are computed on zero weights, not stored.
      _mm512_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      _mm512_storeu_ps(o + 0 * output_channel_stride + 16, vacc0x1);
      _mm512_mask_storeu_ps(o + 0 * output_channel_stride + 32, vmask, vacc0x2);
      if (channels > 1) {
        _mm512_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
        _mm512_storeu_ps(o + 1 * output_channel_stride + 16, vacc1x1);
        _mm512_mask_storeu_ps(o + 1 * output_channel_stride + 32, vmask, vacc1x2);
      }
      if (channels > 2) {
        _mm512_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
        _mm512_storeu_ps(o + 2 * output_channel_stride + 16, vacc2x1);
        _mm512_mask_storeu_ps(o + 2 * output_channel_stride + 32, vmask, vacc2x2);
      }
      if (channels > 3) {
        _mm512_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
        _mm512_storeu_ps(o + 3 * output_channel_stride + 16, vacc3x1);
        _mm512_mask_storeu_ps(o + 3 * output_channel_stride + 32, vmask, vacc3x2);
      }
    }
    if (channels <= 4) break;
    channels -= 4;
    o += 4 * output_channel_stride;
  }
}

// 64 columns (4 vectors) of one output row: taps[t] + j is the first input vector of tap t,
// output points at the first column in channel 0, vmask holds the stored lanes of the last vector.
static inline void compute_4x16(const float* const* taps, size_t j, __mmask16 vmask,
                                 const float* weights, float* output, size_t output_channels,
                                 size_t output_channel_stride, __m512 vmin, __m512 vmax) {
  const float* w = weights;
  float* o = output;
  size_t channels = output_channels;
  for (;;) {
    __m512 vacc0x0 = _mm512_set1_ps(w[0]);
    __m512 vacc0x1 = vacc0x0;
    __m512 vacc0x2 = vacc0x0;
    __m512 vacc0x3 = vacc0x0;
    __m512 vacc1x0 = _mm512_set1_ps(w[1]);
    __m512 vacc1x1 = vacc1x0;
    __m512 vacc1x2 = vacc1x0;
    __m512 vacc1x3 = vacc1x0;
    __m512 vacc2x0 = _mm512_set1_ps(w[2]);
    __m512 vacc2x1 = vacc2x0;
    __m512 vacc2x2 = vacc2x0;
    __m512 vacc2x3 = vacc2x0;
    __m512 vacc3x0 = _mm512_set1_ps(w[3]);
    __m512 vacc3x1 = vacc3x0;
    __m512 vacc3x2 = vacc3x0;
    __m512 vacc3x3 = vacc3x0;
    w += 4;
    for (size_t t = 0; t < 27; t++) {
      const float* x = taps[t] + j;
      const __m512 vx0 = _mm512_loadu_ps(x + 0);
      const __m512 vx1 = _mm512_loadu_ps(x + 16);
      const __m512 vx2 = _mm512_loadu_ps(x + 32);
      const __m512 vx3 = _mm512_loadu_ps(x + 48);
      const __m512 vw0 = _mm512_set1_ps(w[0]);
      vacc0x0 = _mm512_fmadd_ps(vx0, vw0, vacc0x0);
      vacc0x1 = _mm512_fmadd_ps(vx1, vw0, vacc0x1);
      vacc0x2 = _mm512_fmadd_ps(vx2, vw0, vacc0x2);
      vacc0x3 = _mm512_fmadd_ps(vx3, vw0, vacc0x3);
      const __m512 vw1 = _mm512_set1_ps(w[1]);
      vacc1x0 = _mm512_fmadd_ps(vx0, vw1, vacc1x0);
      vacc1x1 = _mm512_fmadd_ps(vx1, vw1, vacc1x1);
      vacc1x2 = _mm512_fmadd_ps(vx2, vw1, vacc1x2);
      vacc1x3 = _mm512_fmadd_ps(vx3, vw1, vacc1x3);
      const __m512 vw2 = _mm512_set1_ps(w[2]);
      vacc2x0 = _mm512_fmadd_ps(vx0, vw2, vacc2x0);
      vacc2x1 = _mm512_fmadd_ps(vx1, vw2, vacc2x1);
      vacc2x2 = _mm512_fmadd_ps(vx2, vw2, vacc2x2);
      vacc2x3 = _mm512_fmadd_ps(vx3, vw2, vacc2x3);
      const __m512 vw3 = _mm512_set1_ps(w[3]);
      vacc3x0 = _mm512_fmadd_ps(vx0, vw3, vacc3x0);
      vacc3x1 = _mm512_fmadd_ps(vx1, vw3, vacc3x1);
      vacc3x2 = _mm512_fmadd_ps(vx2, vw3, vacc3x2);
      vacc3x3 = _mm512_fmadd_ps(vx3, vw3, vacc3x3);
      w += 4;
    }
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
    if (channels >= 4) {
      _mm512_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      _mm512_storeu_ps(o + 0 * output_channel_stride + 16, vacc0x1);
      _mm512_storeu_ps(o + 0 * output_channel_stride + 32, vacc0x2);
      _mm512_mask_storeu_ps(o + 0 * output_channel_stride + 48, vmask, vacc0x3);
      _mm512_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
      _mm512_storeu_ps(o + 1 * output_channel_stride + 16, vacc1x1);
      _mm512_storeu_ps(o + 1 * output_channel_stride + 32, vacc1x2);
      _mm512_mask_storeu_ps(o + 1 * output_channel_stride + 48, vmask, vacc1x3);
      _mm512_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
      _mm512_storeu_ps(o + 2 * output_channel_stride + 16, vacc2x1);
      _mm512_storeu_ps(o + 2 * output_channel_stride + 32, vacc2x2);
      _mm512_mask_storeu_ps(o + 2 * output_channel_stride + 48, vmask, vacc2x3);
      _mm512_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
      _mm512_storeu_ps(o + 3 * output_channel_stride + 16, vacc3x1);
      _mm512_storeu_ps(o + 3 * output_channel_stride + 32, vacc3x2);
      _mm512_mask_storeu_ps(o + 3 * output_channel_stride + 48, vmask, vacc3x3);
    } else {
      // Channels past output_channels are computed on zero weights, not stored.
      _mm512_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      _mm512_storeu_ps(o + 0 * output_channel_stride + 16, vacc0x1);
      _mm512_storeu_ps(o + 0 * output_channel_stride + 32, vacc0x2);
      _mm512_mask_storeu_ps(o + 0 * output_channel_stride + 48, vmask, vacc0x3);
      if (channels > 1) {
        _mm512_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
        _mm512_storeu_ps(o + 1 * output_channel_stride + 16, vacc1x1);
        _mm512_storeu_ps(o + 1 * output_channel_stride + 32, vacc1x2);
        _mm512_mask_storeu_ps(o + 1 * output_channel_stride + 48, vmask, vacc1x3);
      }
      if (channels > 2) {
        _mm512_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
        _mm512_storeu_ps(o + 2 * output_channel_stride + 16, vacc2x1);
        _mm512_storeu_ps(o + 2 * output_channel_stride + 32, vacc2x2);
        _mm512_mask_storeu_ps(o + 2 * output_channel_stride + 48, vmask, vacc2x3);
      }
      if (channels > 3) {
        _mm512_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
        _mm512_storeu_ps(o + 3 * output_channel_stride + 16, vacc3x1);
        _mm512_storeu_ps(o + 3 * output_channel_stride + 32, vacc3x2);
        _mm512_mask_storeu_ps(o + 3 * output_channel_stride + 48, vmask, vacc3x3);
      }
    }
    if (channels <= 4) break;
    channels -= 4;
    o += 4 * output_channel_stride;
  }
}

// n columns of one output row (output points at its first) from the slots of tap rows 0, 1, 2.
static void compute_row(const float* s0, const float* s1, const float* s2, size_t n, const float* weights,
                        float* output, size_t output_channels, size_t output_channel_stride,
                        __m512 vmin, __m512 vmax) {
  // Tap (ky, kx, c) reads O[j], E[j] or O[j + 1] of channel c in the slot of row ky.
  const float* taps[27];
  const float* slots[3] = {s0, s1, s2};
  for (size_t ky = 0; ky < 3; ky++) {
    for (size_t c = 0; c < 3; c++) {
      taps[(ky * 3 + 0) * 3 + c] = slots[ky] + c * 272 + 128;
      taps[(ky * 3 + 1) * 3 + c] = slots[ky] + c * 272;
      taps[(ky * 3 + 2) * 3 + c] = slots[ky] + c * 272 + 129;
    }
  }
  size_t j = 0;
  for (; j + 64 <= n; j += 64) {
    compute_4x16(taps, j, _cvtu32_mask16(UINT32_C(0xFFFF)), weights, output + j, output_channels,
                 output_channel_stride, vmin, vmax);
  }
  if (j < n) {
    // 1 to 4 vectors left, the last one partial or not.
    const size_t vectors = (n - j + 15) / 16;
    const __mmask16 vmask = lanes_from(n - j, (vectors - 1) * 16);
    switch (vectors) {
      case 1:
        compute_1x16(taps, j, vmask, weights, output + j, output_channels, output_channel_stride, vmin, vmax);
        break;
      case 2:
        compute_2x16(taps, j, vmask, weights, output + j, output_channels, output_channel_stride, vmin, vmax);
        break;
      case 3:
        compute_3x16(taps, j, vmask, weights, output + j, output_channels, output_channel_stride, vmin, vmax);
        break;
      case 4:
        compute_4x16(taps, j, vmask, weights, output + j, output_channels, output_channel_stride, vmin, vmax);
        break;
    }
  }
}

void sprt_f32_conv_hwc2chw_ukernel_3x3s2p1c3x4__avx512f(
    size_t input_height, size_t input_width, size_t input_pixel_stride,
    size_t output_y_start, size_t output_y_end,
    const float* input, const float* weights, float* output,
    size_t output_channels, size_t output_channel_stride,
    const struct sprt_f32_minmax_params* params)
{
  if (output_y_start >= output_y_end) return;
  const size_t output_width = (input_width - 1) / 2 + 1;
  const size_t row_floats = input_width * input_pixel_stride;
  const __m512 vmin = _mm512_set1_ps(params->min);
  const __m512 vmax = _mm512_set1_ps(params->max);
  // Three slots of 816 floats (9792 bytes).
  _Alignas(64) float buffer[2448];
  for (size_t x0 = 0; x0 < output_width; x0 += 128) {
    const size_t n = output_width - x0 < 128 ? output_width - x0 : 128;
    float* s0 = buffer;
    float* s1 = buffer + 816;
    float* s2 = buffer + 1632;
    if (output_y_start == 0) {
      zero_row(s0);
    } else {
      deinterleave_row(input + (2 * output_y_start - 1) * row_floats, input_width, input_pixel_stride, x0, n, s0);
    }
    for (size_t oy = output_y_start; oy < output_y_end; oy++) {
      deinterleave_row(input + 2 * oy * row_floats, input_width, input_pixel_stride, x0, n, s1);
      if (2 * oy + 1 < input_height) {
        deinterleave_row(input + (2 * oy + 1) * row_floats, input_width, input_pixel_stride, x0, n, s2);
      } else {
        zero_row(s2);
      }
      compute_row(s0, s1, s2, n, weights, output + oy * output_width + x0, output_channels, output_channel_stride,
                  vmin, vmax);
      // Row 2 oy + 1 becomes tap row 0; the other two slots take the next two rows.
      float* s = s0;
      s0 = s2;
      s2 = s1;
      s1 = s;
    }
  }
  // Zero the vector registers, not only their upper halves: GCC parks integers in xmm registers, and
  // as floats they are denormals that slow SSE code running next (see the SpMM kernels).
  _mm256_zeroall();
}
