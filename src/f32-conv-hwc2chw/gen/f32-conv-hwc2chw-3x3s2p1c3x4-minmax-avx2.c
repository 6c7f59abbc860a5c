// Auto-generated file. Do not edit!
//   Template: src/f32-conv-hwc2chw/f32-conv-hwc2chw-avx2.c.in
//   Generator: python3 tools/gen_conv_hwc2chw_ukernels.py
// Kernel contract: see src/f32-conv-hwc2chw/f32-conv-hwc2chw.h. Specific to this template:
// - The AVX-512 kernel's design with 8 columns per vector and 16 registers. Output columns go in
//   chunks of up to 128; per chunk, each input row is deinterleaved once into a "slot" on the stack:
//   per channel its even columns E[j] = column 2 (x0 + j) and its odd ones O[j] = column 2 (x0 + j) - 1,
//   zeros outside the image. Taps kx = 0, 1, 2 then read O[j], E[j], O[j + 1]: no bounds checks in the
//   FMA loop.
// - Three slots rotate down the output rows: input row 2 y + 1 is tap row 2 of output row y and tap
//   row 0 of row y + 1, so each output row deinterleaves two new input rows.
// - Columns go in groups of 3 vectors (the last group of a chunk may be shorter), output channels in
//   blocks of 4: 12 accumulators. Per tap, 3 input loads and 4 broadcasts feed 12 FMAs. Only a
//   partial last vector is stored masked (masked stores are slow on AMD before Zen 4).
// - The 27 taps are summed onto the bias in packed order, the same for every column, chunk and row
//   range.
// - Pixel stride 3: 16 pixels give the 6 E and O vectors by in-lane shuffles (4 pixels per 128-bit
//   lane) and one cross-lane permute each; the row's last, short window is copied to a zero-padded
//   local array first, so nothing past the last pixel's third channel is read. Other strides: scalar
//   copies.

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <immintrin.h>

#include "f32-conv-hwc2chw/f32-conv-hwc2chw.h"

// A slot (per channel: E, 128 floats, then O, 136) of zeros: a padding row.
static void zero_row(float* slot) {
  for (size_t i = 0; i < 792; i += 8) {
    _mm256_store_ps(slot + i, _mm256_setzero_ps());
  }
}

// Channels R, G, B of 8 pixels (24 floats at p), pixels 0-3 in the low lane and 4-7 in the high one.
static inline void split_channels(const float* p, __m256* r, __m256* g, __m256* b) {
  // Per lane: a = r0 g0 b0 r1, b = g1 b1 r2 g2, c = b2 r3 g3 b3.
  const __m256 va = _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(p)), _mm_loadu_ps(p + 12), 1);
  const __m256 vb = _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(p + 4)), _mm_loadu_ps(p + 16), 1);
  const __m256 vc = _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(p + 8)), _mm_loadu_ps(p + 20), 1);
  const __m256 vu = _mm256_shuffle_ps(vb, vc, _MM_SHUFFLE(1, 0, 3, 2));  // r2 g2 b2 r3
  *r = _mm256_shuffle_ps(va, vu, _MM_SHUFFLE(3, 0, 3, 0));
  const __m256 vp = _mm256_shuffle_ps(va, vb, _MM_SHUFFLE(0, 0, 1, 1));  // g0 g0 g1 g1
  const __m256 vq = _mm256_shuffle_ps(vb, vc, _MM_SHUFFLE(2, 2, 3, 3));  // g2 g2 g3 g3
  *g = _mm256_shuffle_ps(vp, vq, _MM_SHUFFLE(2, 0, 2, 0));
  const __m256 vs = _mm256_shuffle_ps(va, vb, _MM_SHUFFLE(1, 1, 2, 2));  // b0 b0 b1 b1
  *b = _mm256_shuffle_ps(vs, vc, _MM_SHUFFLE(3, 0, 2, 0));
}

// Even and odd pixels of 16 (lo: pixels 0-7, hi: 8-15, in split_channels' order).
static inline void split_even_odd(__m256 vlo, __m256 vhi, __m256* even, __m256* odd) {
  // Per lane: pixels 0 2 8 10 | 4 6 12 14; the permute puts the 64-bit pairs in order.
  *even = _mm256_castpd_ps(_mm256_permute4x64_pd(
      _mm256_castps_pd(_mm256_shuffle_ps(vlo, vhi, _MM_SHUFFLE(2, 0, 2, 0))), _MM_SHUFFLE(3, 1, 2, 0)));
  *odd = _mm256_castpd_ps(_mm256_permute4x64_pd(
      _mm256_castps_pd(_mm256_shuffle_ps(vlo, vhi, _MM_SHUFFLE(3, 1, 3, 1))), _MM_SHUFFLE(3, 1, 2, 0)));
}

// Columns 2 x0 - 1 to 2 (x0 + n) - 1 of one input row into a slot, and zeros up to the next multiple of
// 8 columns (the last vector of the chunk computes on them and is not stored whole).
static void deinterleave_row(const float* row, size_t input_width, size_t input_pixel_stride, size_t x0,
                             size_t n, float* slot) {
  for (size_t c = 0; c < 3; c++) {
    slot[c * 264 + 128] = x0 != 0 ? row[(2 * x0 - 1) * input_pixel_stride + c] : 0.0f;
  }
  if (input_pixel_stride == 3) {
    const float* p = row + 2 * x0 * 3;
    // Floats from p to the row's end (at least one pixel: 2 (x0 + j) < input_width for j < n).
    size_t remaining = (input_width - 2 * x0) * 3;
    for (size_t j = 0; j < n; j += 8) {
      float tail[48];
      const float* window = p;
      if (remaining >= 48) {
        remaining -= 48;
      } else {
        memset(tail, 0, sizeof(tail));
        memcpy(tail, p, remaining * sizeof(float));
        window = tail;
        remaining = 0;
      }
      p += 48;
      __m256 vr0, vg0, vb0, vr1, vg1, vb1;
      split_channels(window, &vr0, &vg0, &vb0);
      split_channels(window + 24, &vr1, &vg1, &vb1);
      __m256 ve, vo;
      split_even_odd(vr0, vr1, &ve, &vo);
      _mm256_store_ps(slot + j, ve);
      _mm256_storeu_ps(slot + 129 + j, vo);
      split_even_odd(vg0, vg1, &ve, &vo);
      _mm256_store_ps(slot + 264 + j, ve);
      _mm256_storeu_ps(slot + 393 + j, vo);
      split_even_odd(vb0, vb1, &ve, &vo);
      _mm256_store_ps(slot + 528 + j, ve);
      _mm256_storeu_ps(slot + 657 + j, vo);
    }
  } else {
    const size_t columns = (n + 7) & ~(size_t) 7;
    for (size_t j = 0; j < columns; j++) {
      const size_t xe = 2 * (x0 + j);
      const size_t xo = xe + 1;
      for (size_t c = 0; c < 3; c++) {
        slot[c * 264 + j] = xe < input_width ? row[xe * input_pixel_stride + c] : 0.0f;
        slot[c * 264 + 129 + j] = xo < input_width ? row[xo * input_pixel_stride + c] : 0.0f;
      }
    }
  }
}

// 8 columns (1 vector) of one output row: taps[t] + j is the first input vector of tap t,
// output points at the first column in channel 0; `last` columns of the last vector are stored (1-8).
static inline void compute_1x8(const float* const* taps, size_t j, size_t last,
                                const float* weights, float* output, size_t output_channels,
                                size_t output_channel_stride, __m256 vmin, __m256 vmax) {
  const __m256i vmask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int) last), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  const float* w = weights;
  float* o = output;
  size_t channels = output_channels;
  for (;;) {
    __m256 vacc0x0 = _mm256_broadcast_ss(w + 0);
    __m256 vacc1x0 = _mm256_broadcast_ss(w + 1);
    __m256 vacc2x0 = _mm256_broadcast_ss(w + 2);
    __m256 vacc3x0 = _mm256_broadcast_ss(w + 3);
    w += 4;
    for (size_t t = 0; t < 27; t++) {
      const float* x = taps[t] + j;
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vw0 = _mm256_broadcast_ss(w + 0);
      vacc0x0 = _mm256_fmadd_ps(vx0, vw0, vacc0x0);
      const __m256 vw1 = _mm256_broadcast_ss(w + 1);
      vacc1x0 = _mm256_fmadd_ps(vx0, vw1, vacc1x0);
      const __m256 vw2 = _mm256_broadcast_ss(w + 2);
      vacc2x0 = _mm256_fmadd_ps(vx0, vw2, vacc2x0);
      const __m256 vw3 = _mm256_broadcast_ss(w + 3);
      vacc3x0 = _mm256_fmadd_ps(vx0, vw3, vacc3x0);
      w += 4;
    }
    vacc0x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x0));
    vacc1x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x0));
    vacc2x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x0));
    vacc3x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x0));
    if (channels >= 4) {
      if (last == 8) {
        _mm256_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      } else {
        _mm256_maskstore_ps(o + 0 * output_channel_stride + 0, vmask, vacc0x0);
      }
      if (last == 8) {
        _mm256_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
      } else {
        _mm256_maskstore_ps(o + 1 * output_channel_stride + 0, vmask, vacc1x0);
      }
      if (last == 8) {
        _mm256_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
      } else {
        _mm256_maskstore_ps(o + 2 * output_channel_stride + 0, vmask, vacc2x0);
      }
      if (last == 8) {
        _mm256_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
      } else {
        _mm256_maskstore_ps(o + 3 * output_channel_stride + 0, vmask, vacc3x0);
      }
    } else {
      // Channels past output_channels are computed on zero weights, not stored.
      if (last == 8) {
        _mm256_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      } else {
        _mm256_maskstore_ps(o + 0 * output_channel_stride + 0, vmask, vacc0x0);
      }
      if (channels > 1) {
        if (last == 8) {
          _mm256_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
        } else {
          _mm256_maskstore_ps(o + 1 * output_channel_stride + 0, vmask, vacc1x0);
        }
      }
      if (channels > 2) {
        if (last == 8) {
          _mm256_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
        } else {
          _mm256_maskstore_ps(o + 2 * output_channel_stride + 0, vmask, vacc2x0);
        }
      }
      if (channels > 3) {
        if (last == 8) {
          _mm256_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
        } else {
          _mm256_maskstore_ps(o + 3 * output_channel_stride + 0, vmask, vacc3x0);
        }
      }
    }
    if (channels <= 4) break;
    channels -= 4;
    o += 4 * output_channel_stride;
  }
}

// 16 columns (2 vectors) of one output row: taps[t] + j is the first input vector of tap t,
// output points at the first column in channel 0; `last` columns of the last vector are stored (1-8).
static inline void compute_2x8(const float* const* taps, size_t j, size_t last,
                                const float* weights, float* output, size_t output_channels,
                                size_t output_channel_stride, __m256 vmin, __m256 vmax) {
  const __m256i vmask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int) last), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  const float* w = weights;
  float* o = output;
  size_t channels = output_channels;
  for (;;) {
    __m256 vacc0x0 = _mm256_broadcast_ss(w + 0);
    __m256 vacc0x1 = vacc0x0;
    __m256 vacc1x0 = _mm256_broadcast_ss(w + 1);
    __m256 vacc1x1 = vacc1x0;
    __m256 vacc2x0 = _mm256_broadcast_ss(w + 2);
    __m256 vacc2x1 = vacc2x0;
    __m256 vacc3x0 = _mm256_broadcast_ss(w + 3);
    __m256 vacc3x1 = vacc3x0;
    w += 4;
    for (size_t t = 0; t < 27; t++) {
      const float* x = taps[t] + j;
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vw0 = _mm256_broadcast_ss(w + 0);
      vacc0x0 = _mm256_fmadd_ps(vx0, vw0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vx1, vw0, vacc0x1);
      const __m256 vw1 = _mm256_broadcast_ss(w + 1);
      vacc1x0 = _mm256_fmadd_ps(vx0, vw1, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vx1, vw1, vacc1x1);
      const __m256 vw2 = _mm256_broadcast_ss(w + 2);
      vacc2x0 = _mm256_fmadd_ps(vx0, vw2, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vx1, vw2, vacc2x1);
      const __m256 vw3 = _mm256_broadcast_ss(w + 3);
      vacc3x0 = _mm256_fmadd_ps(vx0, vw3, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vx1, vw3, vacc3x1);
      w += 4;
    }
    vacc0x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x0));
    vacc0x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc0x1));
    vacc1x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x0));
    vacc1x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc1x1));
    vacc2x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x0));
    vacc2x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc2x1));
    vacc3x0 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x0));
    vacc3x1 = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vacc3x1));
    if (channels >= 4) {
      _mm256_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      if (last == 8) {
        _mm256_storeu_ps(o + 0 * output_channel_stride + 8, vacc0x1);
      } else {
        _mm256_maskstore_ps(o + 0 * output_channel_stride + 8, vmask, vacc0x1);
      }
      _mm256_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
      if (last == 8) {
        _mm256_storeu_ps(o + 1 * output_channel_stride + 8, vacc1x1);
      } else {
        _mm256_maskstore_ps(o + 1 * output_channel_stride + 8, vmask, vacc1x1);
      }
      _mm256_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
      if (last == 8) {
        _mm256_storeu_ps(o + 2 * output_channel_stride + 8, vacc2x1);
      } else {
        _mm256_maskstore_ps(o + 2 * output_channel_stride + 8, vmask, vacc2x1);
      }
      _mm256_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
      if (last == 8) {
        _mm256_storeu_ps(o + 3 * output_channel_stride + 8, vacc3x1);
      } else {
        _mm256_maskstore_ps(o + 3 * output_channel_stride + 8, vmask, vacc3x1);
      }
    } else {
      // Channels past output_channels are computed on zero weights, not stored.
      _mm256_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      if (last == 8) {
        _mm256_storeu_ps(o + 0 * output_channel_stride + 8, vacc0x1);
      } else {
        _mm256_maskstore_ps(o + 0 * output_channel_stride + 8, vmask, vacc0x1);
      }
      if (channels > 1) {
        _mm256_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
        if (last == 8) {
          _mm256_storeu_ps(o + 1 * output_channel_stride + 8, vacc1x1);
        } else {
          _mm256_maskstore_ps(o + 1 * output_channel_stride + 8, vmask, vacc1x1);
        }
      }
      if (channels > 2) {
        _mm256_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
        if (last == 8) {
          _mm256_storeu_ps(o + 2 * output_channel_stride + 8, vacc2x1);
        } else {
          _mm256_maskstore_ps(o + 2 * output_channel_stride + 8, vmask, vacc2x1);
        }
      }
      if (channels > 3) {
        _mm256_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
        if (last == 8) {
          _mm256_storeu_ps(o + 3 * output_channel_stride + 8, vacc3x1);
        } else {
          _mm256_maskstore_ps(o + 3 * output_channel_stride + 8, vmask, vacc3x1);
        }
      }
    }
    if (channels <= 4) break;
    channels -= 4;
    o += 4 * output_channel_stride;
  }
}

// 24 columns (3 vectors) of one output row: taps[t] + j is the first input vector of tap t,
// output points at the first column in channel 0; `last` columns of the last vector are stored (1-8).
static inline void compute_3x8(const float* const* taps, size_t j, size_t last,
                                const float* weights, float* output, size_t output_channels,
                                size_t output_channel_stride, __m256 vmin, __m256 vmax) {
  const __m256i vmask = _mm256_cmpgt_epi32(_mm256_set1_epi32((int) last), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  const float* w = weights;
  float* o = output;
  size_t channels = output_channels;
  for (;;) {
    __m256 vacc0x0 = _mm256_broadcast_ss(w + 0);
    __m256 vacc0x1 = vacc0x0;
    __m256 vacc0x2 = vacc0x0;
    __m256 vacc1x0 = _mm256_broadcast_ss(w + 1);
    __m256 vacc1x1 = vacc1x0;
    __m256 vacc1x2 = vacc1x0;
    __m256 vacc2x0 = _mm256_broadcast_ss(w + 2);
    __m256 vacc2x1 = vacc2x0;
    __m256 vacc2x2 = vacc2x0;
    __m256 vacc3x0 = _mm256_broadcast_ss(w + 3);
    __m256 vacc3x1 = vacc3x0;
    __m256 vacc3x2 = vacc3x0;
    w += 4;
    for (size_t t = 0; t < 27; t++) {
      const float* x = taps[t] + j;
      const __m256 vx0 = _mm256_loadu_ps(x + 0);
      const __m256 vx1 = _mm256_loadu_ps(x + 8);
      const __m256 vx2 = _mm256_loadu_ps(x + 16);
      const __m256 vw0 = _mm256_broadcast_ss(w + 0);
      vacc0x0 = _mm256_fmadd_ps(vx0, vw0, vacc0x0);
      vacc0x1 = _mm256_fmadd_ps(vx1, vw0, vacc0x1);
      vacc0x2 = _mm256_fmadd_ps(vx2, vw0, vacc0x2);
      const __m256 vw1 = _mm256_broadcast_ss(w + 1);
      vacc1x0 = _mm256_fmadd_ps(vx0, vw1, vacc1x0);
      vacc1x1 = _mm256_fmadd_ps(vx1, vw1, vacc1x1);
      vacc1x2 = _mm256_fmadd_ps(vx2, vw1, vacc1x2);
      const __m256 vw2 = _mm256_broadcast_ss(w + 2);
      vacc2x0 = _mm256_fmadd_ps(vx0, vw2, vacc2x0);
      vacc2x1 = _mm256_fmadd_ps(vx1, vw2, vacc2x1);
      vacc2x2 = _mm256_fmadd_ps(vx2, vw2, vacc2x2);
      const __m256 vw3 = _mm256_broadcast_ss(w + 3);
      vacc3x0 = _mm256_fmadd_ps(vx0, vw3, vacc3x0);
      vacc3x1 = _mm256_fmadd_ps(vx1, vw3, vacc3x1);
      vacc3x2 = _mm256_fmadd_ps(vx2, vw3, vacc3x2);
      w += 4;
    }
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
    if (channels >= 4) {
      _mm256_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      _mm256_storeu_ps(o + 0 * output_channel_stride + 8, vacc0x1);
      if (last == 8) {
        _mm256_storeu_ps(o + 0 * output_channel_stride + 16, vacc0x2);
      } else {
        _mm256_maskstore_ps(o + 0 * output_channel_stride + 16, vmask, vacc0x2);
      }
      _mm256_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
      _mm256_storeu_ps(o + 1 * output_channel_stride + 8, vacc1x1);
      if (last == 8) {
        _mm256_storeu_ps(o + 1 * output_channel_stride + 16, vacc1x2);
      } else {
        _mm256_maskstore_ps(o + 1 * output_channel_stride + 16, vmask, vacc1x2);
      }
      _mm256_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
      _mm256_storeu_ps(o + 2 * output_channel_stride + 8, vacc2x1);
      if (last == 8) {
        _mm256_storeu_ps(o + 2 * output_channel_stride + 16, vacc2x2);
      } else {
        _mm256_maskstore_ps(o + 2 * output_channel_stride + 16, vmask, vacc2x2);
      }
      _mm256_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
      _mm256_storeu_ps(o + 3 * output_channel_stride + 8, vacc3x1);
      if (last == 8) {
        _mm256_storeu_ps(o + 3 * output_channel_stride + 16, vacc3x2);
      } else {
        _mm256_maskstore_ps(o + 3 * output_channel_stride + 16, vmask, vacc3x2);
      }
    } else {
      // Channels past output_channels are computed on zero weights, not stored.
      _mm256_storeu_ps(o + 0 * output_channel_stride + 0, vacc0x0);
      _mm256_storeu_ps(o + 0 * output_channel_stride + 8, vacc0x1);
      if (last == 8) {
        _mm256_storeu_ps(o + 0 * output_channel_stride + 16, vacc0x2);
      } else {
        _mm256_maskstore_ps(o + 0 * output_channel_stride + 16, vmask, vacc0x2);
      }
      if (channels > 1) {
        _mm256_storeu_ps(o + 1 * output_channel_stride + 0, vacc1x0);
        _mm256_storeu_ps(o + 1 * output_channel_stride + 8, vacc1x1);
        if (last == 8) {
          _mm256_storeu_ps(o + 1 * output_channel_stride + 16, vacc1x2);
        } else {
          _mm256_maskstore_ps(o + 1 * output_channel_stride + 16, vmask, vacc1x2);
        }
      }
      if (channels > 2) {
        _mm256_storeu_ps(o + 2 * output_channel_stride + 0, vacc2x0);
        _mm256_storeu_ps(o + 2 * output_channel_stride + 8, vacc2x1);
        if (last == 8) {
          _mm256_storeu_ps(o + 2 * output_channel_stride + 16, vacc2x2);
        } else {
          _mm256_maskstore_ps(o + 2 * output_channel_stride + 16, vmask, vacc2x2);
        }
      }
      if (channels > 3) {
        _mm256_storeu_ps(o + 3 * output_channel_stride + 0, vacc3x0);
        _mm256_storeu_ps(o + 3 * output_channel_stride + 8, vacc3x1);
        if (last == 8) {
          _mm256_storeu_ps(o + 3 * output_channel_stride + 16, vacc3x2);
        } else {
          _mm256_maskstore_ps(o + 3 * output_channel_stride + 16, vmask, vacc3x2);
        }
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
                        __m256 vmin, __m256 vmax) {
  // Tap (ky, kx, c) reads O[j], E[j] or O[j + 1] of channel c in the slot of row ky.
  const float* taps[27];
  const float* slots[3] = {s0, s1, s2};
  for (size_t ky = 0; ky < 3; ky++) {
    for (size_t c = 0; c < 3; c++) {
      taps[(ky * 3 + 0) * 3 + c] = slots[ky] + c * 264 + 128;
      taps[(ky * 3 + 1) * 3 + c] = slots[ky] + c * 264;
      taps[(ky * 3 + 2) * 3 + c] = slots[ky] + c * 264 + 129;
    }
  }
  size_t j = 0;
  for (; j + 24 <= n; j += 24) {
    compute_3x8(taps, j, 8, weights, output + j, output_channels, output_channel_stride, vmin, vmax);
  }
  if (j < n) {
    // 1 to 3 vectors left, the last one partial or not.
    const size_t vectors = (n - j + 7) / 8;
    const size_t last = n - j - (vectors - 1) * 8;
    switch (vectors) {
      case 1:
        compute_1x8(taps, j, last, weights, output + j, output_channels, output_channel_stride, vmin, vmax);
        break;
      case 2:
        compute_2x8(taps, j, last, weights, output + j, output_channels, output_channel_stride, vmin, vmax);
        break;
      case 3:
        compute_3x8(taps, j, last, weights, output + j, output_channels, output_channel_stride, vmin, vmax);
        break;
    }
  }
}

void sprt_f32_conv_hwc2chw_ukernel_3x3s2p1c3x4__avx2(
    size_t input_height, size_t input_width, size_t input_pixel_stride,
    size_t output_y_start, size_t output_y_end,
    const float* input, const float* weights, float* output,
    size_t output_channels, size_t output_channel_stride,
    const struct sprt_f32_minmax_params* params)
{
  if (output_y_start >= output_y_end) return;
  const size_t output_width = (input_width - 1) / 2 + 1;
  const size_t row_floats = input_width * input_pixel_stride;
  const __m256 vmin = _mm256_set1_ps(params->min);
  const __m256 vmax = _mm256_set1_ps(params->max);
  // Three slots of 792 floats (9504 bytes).
  _Alignas(32) float buffer[2376];
  for (size_t x0 = 0; x0 < output_width; x0 += 128) {
    const size_t n = output_width - x0 < 128 ? output_width - x0 : 128;
    float* s0 = buffer;
    float* s1 = buffer + 792;
    float* s2 = buffer + 1584;
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
