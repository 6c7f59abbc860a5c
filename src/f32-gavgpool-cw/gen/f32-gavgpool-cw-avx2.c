// Auto-generated file. Do not edit!
//   Template: src/f32-gavgpool-cw/f32-gavgpool-cw-avx2.c.in
//   Generator: python3 tools/gen_gavgpool_cw_ukernels.py
// Kernel contract: see src/f32-gavgpool-cw/f32-gavgpool-cw.h. Specific to this template:
// - The AVX-512 kernel's design with 8 channels at a time: each channel's elements are summed into one
//   ymm (four independent ones for rows of 32 elements and more), the row's last partial vector by a
//   masked load (vmaskmovps: masked-off lanes are not read). The 8 sums are reduced together by a
//   transpose-and-add tree, scaled, clamped and stored as one vector.
// - The last group of fewer than 8 channels reduces zeros in place of the missing channels and stores
//   masked.

#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "f32-gavgpool-cw/f32-gavgpool-cw.h"

// The first `count` lanes (0-8), as a maskload/maskstore mask.
static inline __m256i lanes_below(size_t count) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32((int) count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

// The sum of one channel's `elements` floats, lane-wise; vtail selects the lanes of the last partial vector.
static inline __m256 sum_row(const float* i, size_t elements, __m256i vtail) {
  __m256 vacc0 = _mm256_setzero_ps();
  if (elements >= 32) {
    __m256 vacc1 = _mm256_setzero_ps();
    __m256 vacc2 = _mm256_setzero_ps();
    __m256 vacc3 = _mm256_setzero_ps();
    for (; elements >= 32; elements -= 32) {
      vacc0 = _mm256_add_ps(vacc0, _mm256_loadu_ps(i));
      vacc1 = _mm256_add_ps(vacc1, _mm256_loadu_ps(i + 8));
      vacc2 = _mm256_add_ps(vacc2, _mm256_loadu_ps(i + 16));
      vacc3 = _mm256_add_ps(vacc3, _mm256_loadu_ps(i + 24));
      i += 32;
    }
    vacc0 = _mm256_add_ps(_mm256_add_ps(vacc0, vacc1), _mm256_add_ps(vacc2, vacc3));
  }
  for (; elements >= 8; elements -= 8) {
    vacc0 = _mm256_add_ps(vacc0, _mm256_loadu_ps(i));
    i += 8;
  }
  if (elements != 0) {
    vacc0 = _mm256_add_ps(vacc0, _mm256_maskload_ps(i, vtail));
  }
  return vacc0;
}

// Lane c of the result: the sum of the lanes of v[c].
static inline __m256 reduce_8(const __m256* v) {
  // 256 to 128 bits: x[k] holds input k in its low lane and input k + 4 in its high lane.
  const __m256 vx0 = _mm256_add_ps(_mm256_permute2f128_ps(v[0], v[4], 0x20), _mm256_permute2f128_ps(v[0], v[4], 0x31));
  const __m256 vx1 = _mm256_add_ps(_mm256_permute2f128_ps(v[2], v[6], 0x20), _mm256_permute2f128_ps(v[2], v[6], 0x31));
  const __m256 vx2 = _mm256_add_ps(_mm256_permute2f128_ps(v[1], v[5], 0x20), _mm256_permute2f128_ps(v[1], v[5], 0x31));
  const __m256 vx3 = _mm256_add_ps(_mm256_permute2f128_ps(v[3], v[7], 0x20), _mm256_permute2f128_ps(v[3], v[7], 0x31));
  // 128 to 64 bits within each lane, then to 32: lane q of the result holds, in this order, the inputs
  // of vx0, vx2, vx1, vx3 in lane q.
  const __m256 vy0 = _mm256_add_ps(_mm256_shuffle_ps(vx0, vx2, 0x44), _mm256_shuffle_ps(vx0, vx2, 0xEE));
  const __m256 vy1 = _mm256_add_ps(_mm256_shuffle_ps(vx1, vx3, 0x44), _mm256_shuffle_ps(vx1, vx3, 0xEE));
  return _mm256_add_ps(_mm256_shuffle_ps(vy0, vy1, 0x88), _mm256_shuffle_ps(vy0, vy1, 0xDD));
}

void sprt_f32_gavgpool_cw_ukernel__avx2(
    size_t elements, size_t channels, const float* input, float* output,
    const struct sprt_f32_scaleminmax_params* params)
{
  const __m256 vscale = _mm256_set1_ps(params->scale);
  const __m256 vmin = _mm256_set1_ps(params->min);
  const __m256 vmax = _mm256_set1_ps(params->max);
  const __m256i vtail = lanes_below(elements & 7);
  __m256 vsum[8];
  for (; channels >= 8; channels -= 8) {
    vsum[0] = sum_row(input + 0 * elements, elements, vtail);
    vsum[1] = sum_row(input + 1 * elements, elements, vtail);
    vsum[2] = sum_row(input + 2 * elements, elements, vtail);
    vsum[3] = sum_row(input + 3 * elements, elements, vtail);
    vsum[4] = sum_row(input + 4 * elements, elements, vtail);
    vsum[5] = sum_row(input + 5 * elements, elements, vtail);
    vsum[6] = sum_row(input + 6 * elements, elements, vtail);
    vsum[7] = sum_row(input + 7 * elements, elements, vtail);
    __m256 vout = _mm256_mul_ps(reduce_8(vsum), vscale);
    vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vout));
    _mm256_storeu_ps(output, vout);
    input += 8 * elements;
    output += 8;
  }
  if (channels != 0) {
    vsum[0] = sum_row(input, elements, vtail);
    vsum[1] = channels > 1 ? sum_row(input + 1 * elements, elements, vtail) : _mm256_setzero_ps();
    vsum[2] = channels > 2 ? sum_row(input + 2 * elements, elements, vtail) : _mm256_setzero_ps();
    vsum[3] = channels > 3 ? sum_row(input + 3 * elements, elements, vtail) : _mm256_setzero_ps();
    vsum[4] = channels > 4 ? sum_row(input + 4 * elements, elements, vtail) : _mm256_setzero_ps();
    vsum[5] = channels > 5 ? sum_row(input + 5 * elements, elements, vtail) : _mm256_setzero_ps();
    vsum[6] = channels > 6 ? sum_row(input + 6 * elements, elements, vtail) : _mm256_setzero_ps();
    vsum[7] = channels > 7 ? sum_row(input + 7 * elements, elements, vtail) : _mm256_setzero_ps();
    __m256 vout = _mm256_mul_ps(reduce_8(vsum), vscale);
    vout = _mm256_min_ps(vmax, _mm256_max_ps(vmin, vout));
    _mm256_maskstore_ps(output, lanes_below(channels), vout);
  }
  // Zero the vector registers, not only their upper halves (see the conv_hwc2chw and SpMM kernels).
  _mm256_zeroall();
}
