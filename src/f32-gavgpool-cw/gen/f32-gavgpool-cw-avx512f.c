// Auto-generated file. Do not edit!
//   Template: src/f32-gavgpool-cw/f32-gavgpool-cw-avx512f.c.in
//   Generator: python3 tools/gen_gavgpool_cw_ukernels.py
// Kernel contract: see src/f32-gavgpool-cw/f32-gavgpool-cw.h. Specific to this template:
// - 16 channels at a time: each channel's elements are summed into one zmm (four independent ones for
//   rows of 64 elements and more), the row's last partial vector by a masked load, which reads
//   nothing past it. The 16 sums are then reduced together by a transpose-and-add tree (15 adds, not
//   16 horizontal sums of 4 steps each), scaled, clamped and stored as one vector.
// - The last group of fewer than 16 channels reduces zeros in place of the missing channels and
//   stores masked.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f32-gavgpool-cw/f32-gavgpool-cw.h"

// The sum of one channel's `elements` floats, lane-wise; vtail holds the lanes of the last partial vector.
static inline __m512 sum_row(const float* i, size_t elements, __mmask16 vtail) {
  __m512 vacc0 = _mm512_setzero_ps();
  if (elements >= 64) {
    __m512 vacc1 = _mm512_setzero_ps();
    __m512 vacc2 = _mm512_setzero_ps();
    __m512 vacc3 = _mm512_setzero_ps();
    for (; elements >= 64; elements -= 64) {
      vacc0 = _mm512_add_ps(vacc0, _mm512_loadu_ps(i));
      vacc1 = _mm512_add_ps(vacc1, _mm512_loadu_ps(i + 16));
      vacc2 = _mm512_add_ps(vacc2, _mm512_loadu_ps(i + 32));
      vacc3 = _mm512_add_ps(vacc3, _mm512_loadu_ps(i + 48));
      i += 64;
    }
    vacc0 = _mm512_add_ps(_mm512_add_ps(vacc0, vacc1), _mm512_add_ps(vacc2, vacc3));
  }
  for (; elements >= 16; elements -= 16) {
    vacc0 = _mm512_add_ps(vacc0, _mm512_loadu_ps(i));
    i += 16;
  }
  if (elements != 0) {
    vacc0 = _mm512_add_ps(vacc0, _mm512_maskz_loadu_ps(vtail, i));
  }
  return vacc0;
}

// Lane c of the result: the sum of the lanes of v[c].
static inline __m512 reduce_16(const __m512* v) {
  // 512 to 256 bits: x[k] holds input k in its low half and input k + 8 in its high half.
  const __m512 vx0 = _mm512_add_ps(_mm512_shuffle_f32x4(v[0], v[4], 0x44), _mm512_shuffle_f32x4(v[0], v[4], 0xEE));
  const __m512 vx1 = _mm512_add_ps(_mm512_shuffle_f32x4(v[2], v[6], 0x44), _mm512_shuffle_f32x4(v[2], v[6], 0xEE));
  const __m512 vx2 = _mm512_add_ps(_mm512_shuffle_f32x4(v[1], v[5], 0x44), _mm512_shuffle_f32x4(v[1], v[5], 0xEE));
  const __m512 vx3 = _mm512_add_ps(_mm512_shuffle_f32x4(v[3], v[7], 0x44), _mm512_shuffle_f32x4(v[3], v[7], 0xEE));
  const __m512 vx4 = _mm512_add_ps(_mm512_shuffle_f32x4(v[8], v[12], 0x44), _mm512_shuffle_f32x4(v[8], v[12], 0xEE));
  const __m512 vx5 = _mm512_add_ps(_mm512_shuffle_f32x4(v[10], v[14], 0x44), _mm512_shuffle_f32x4(v[10], v[14], 0xEE));
  const __m512 vx6 = _mm512_add_ps(_mm512_shuffle_f32x4(v[9], v[13], 0x44), _mm512_shuffle_f32x4(v[9], v[13], 0xEE));
  const __m512 vx7 = _mm512_add_ps(_mm512_shuffle_f32x4(v[11], v[15], 0x44), _mm512_shuffle_f32x4(v[11], v[15], 0xEE));
  // 256 to 128 bits: 128-bit blocks of y[k] hold inputs k, k + 8, k + 4, k + 12.
  const __m512 vy0 = _mm512_add_ps(_mm512_shuffle_f32x4(vx0, vx4, 0x88), _mm512_shuffle_f32x4(vx0, vx4, 0xDD));
  const __m512 vy1 = _mm512_add_ps(_mm512_shuffle_f32x4(vx1, vx5, 0x88), _mm512_shuffle_f32x4(vx1, vx5, 0xDD));
  const __m512 vy2 = _mm512_add_ps(_mm512_shuffle_f32x4(vx2, vx6, 0x88), _mm512_shuffle_f32x4(vx2, vx6, 0xDD));
  const __m512 vy3 = _mm512_add_ps(_mm512_shuffle_f32x4(vx3, vx7, 0x88), _mm512_shuffle_f32x4(vx3, vx7, 0xDD));
  // 128 to 64 bits within each block, then to 32: block q of the result holds, in this order, the
  // inputs of vy0, vy2, vy1, vy3 in block q.
  const __m512 vz0 = _mm512_add_ps(_mm512_shuffle_ps(vy0, vy2, 0x44), _mm512_shuffle_ps(vy0, vy2, 0xEE));
  const __m512 vz1 = _mm512_add_ps(_mm512_shuffle_ps(vy1, vy3, 0x44), _mm512_shuffle_ps(vy1, vy3, 0xEE));
  return _mm512_add_ps(_mm512_shuffle_ps(vz0, vz1, 0x88), _mm512_shuffle_ps(vz0, vz1, 0xDD));
}

void sprt_f32_gavgpool_cw_ukernel__avx512f(
    size_t elements, size_t channels, const float* input, float* output,
    const struct sprt_f32_scaleminmax_params* params)
{
  const __m512 vscale = _mm512_set1_ps(params->scale);
  const __m512 vmin = _mm512_set1_ps(params->min);
  const __m512 vmax = _mm512_set1_ps(params->max);
  const __mmask16 vtail = _cvtu32_mask16((UINT32_C(1) << (elements & 15)) - 1);
  __m512 vsum[16];
  for (; channels >= 16; channels -= 16) {
    vsum[0] = sum_row(input + 0 * elements, elements, vtail);
    vsum[1] = sum_row(input + 1 * elements, elements, vtail);
    vsum[2] = sum_row(input + 2 * elements, elements, vtail);
    vsum[3] = sum_row(input + 3 * elements, elements, vtail);
    vsum[4] = sum_row(input + 4 * elements, elements, vtail);
    vsum[5] = sum_row(input + 5 * elements, elements, vtail);
    vsum[6] = sum_row(input + 6 * elements, elements, vtail);
    vsum[7] = sum_row(input + 7 * elements, elements, vtail);
    vsum[8] = sum_row(input + 8 * elements, elements, vtail);
    vsum[9] = sum_row(input + 9 * elements, elements, vtail);
    vsum[10] = sum_row(input + 10 * elements, elements, vtail);
    vsum[11] = sum_row(input + 11 * elements, elements, vtail);
    vsum[12] = sum_row(input + 12 * elements, elements, vtail);
    vsum[13] = sum_row(input + 13 * elements, elements, vtail);
    vsum[14] = sum_row(input + 14 * elements, elements, vtail);
    vsum[15] = sum_row(input + 15 * elements, elements, vtail);
    __m512 vout = _mm512_mul_ps(reduce_16(vsum), vscale);
    vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vout));
    _mm512_storeu_ps(output, vout);
    input += 16 * elements;
    output += 16;
  }
  if (channels != 0) {
    vsum[0] = sum_row(input, elements, vtail);
    vsum[1] = channels > 1 ? sum_row(input + 1 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[2] = channels > 2 ? sum_row(input + 2 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[3] = channels > 3 ? sum_row(input + 3 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[4] = channels > 4 ? sum_row(input + 4 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[5] = channels > 5 ? sum_row(input + 5 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[6] = channels > 6 ? sum_row(input + 6 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[7] = channels > 7 ? sum_row(input + 7 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[8] = channels > 8 ? sum_row(input + 8 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[9] = channels > 9 ? sum_row(input + 9 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[10] = channels > 10 ? sum_row(input + 10 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[11] = channels > 11 ? sum_row(input + 11 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[12] = channels > 12 ? sum_row(input + 12 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[13] = channels > 13 ? sum_row(input + 13 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[14] = channels > 14 ? sum_row(input + 14 * elements, elements, vtail) : _mm512_setzero_ps();
    vsum[15] = channels > 15 ? sum_row(input + 15 * elements, elements, vtail) : _mm512_setzero_ps();
    __m512 vout = _mm512_mul_ps(reduce_16(vsum), vscale);
    vout = _mm512_min_ps(vmax, _mm512_max_ps(vmin, vout));
    _mm512_mask_storeu_ps(output, _cvtu32_mask16((UINT32_C(1) << channels) - 1), vout);
  }
  // Zero the vector registers, not only their upper halves (see the conv_hwc2chw and SpMM kernels).
  _mm256_zeroall();
}
