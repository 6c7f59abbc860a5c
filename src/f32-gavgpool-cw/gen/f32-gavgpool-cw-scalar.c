// Auto-generated file. Do not edit!
//   Template: src/f32-gavgpool-cw/f32-gavgpool-cw-scalar.c.in
//   Generator: python3 tools/gen_gavgpool_cw_ukernels.py
// Kernel contract: see src/f32-gavgpool-cw/f32-gavgpool-cw.h. Specific to this template:
// - Portable fallback (the kernel of aarch64): one channel at a time, its elements summed into four
//   partial sums (independent adds, not one chain of dependent ones), then scaled and clamped.

#include <stddef.h>

#include "f32-gavgpool-cw/f32-gavgpool-cw.h"

void sprt_f32_gavgpool_cw_ukernel__scalar(
    size_t elements, size_t channels, const float* input, float* output,
    const struct sprt_f32_scaleminmax_params* params)
{
  const float vscale = params->scale;
  const float vmin = params->min;
  const float vmax = params->max;
  do {
    float vsum0 = 0.0f;
    float vsum1 = 0.0f;
    float vsum2 = 0.0f;
    float vsum3 = 0.0f;
    size_t n = elements;
    for (; n >= 4; n -= 4) {
      vsum0 += input[0];
      vsum1 += input[1];
      vsum2 += input[2];
      vsum3 += input[3];
      input += 4;
    }
    for (; n != 0; n--) {
      vsum0 += *input++;
    }
    float vout = ((vsum0 + vsum1) + (vsum2 + vsum3)) * vscale;
    // Comparisons keep NaN, as the SIMD max/min operand order does.
    vout = vout < vmin ? vmin : vout;
    vout = vout > vmax ? vmax : vout;
    *output++ = vout;
  } while (--channels != 0);
}
