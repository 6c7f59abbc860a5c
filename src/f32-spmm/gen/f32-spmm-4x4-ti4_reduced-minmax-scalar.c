// Auto-generated file. Do not edit!
//   Template: src/f32-spmm/f32-spmm-scalar.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f32-spmm/f32-spmm.h. Specific to this template:
// - Portable fallback and the code every ISA's packing is checked against: the same panel walk as
//   the SIMD kernels with a 4 x 4-pixel tile of scalar accumulators.
// - Compact: one loop over the table's kernel patterns with a branch per row, not a body per
//   pattern (scalar code runs only where no SIMD ISA exists, where size counts more than speed).
// - A partial pixel tile runs on its own width (1..3 pixels): nothing past a row is touched.
// - A multiply then an add per weight; built as ISO C, so the compiler does not contract them.

#include <stddef.h>
#include <stdint.h>

#include "f32-spmm/f32-spmm.h"

// ti4_reduced's kernel patterns in table order: bit r is panel row r.
static const uint8_t kernel_patterns[9] = {
  0x01, 0x02, 0x04, 0x08, 0x07, 0x0B, 0x0D, 0x0E, 0x0F,
};

// Every panel of the row range on 4 pixels: the loop of panels_partial with the accumulators in
// named variables, which the compiler keeps in registers.
static void panels_full(
    size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets, float vmin, float vmax)
{
  do {
    const size_t rows = output_channels < 4 ? output_channels : 4;
    float vacc0x0;
    float vacc0x1;
    float vacc0x2;
    float vacc0x3;
    float vacc1x0;
    float vacc1x1;
    float vacc1x2;
    float vacc1x3;
    float vacc2x0;
    float vacc2x1;
    float vacc2x2;
    float vacc2x3;
    float vacc3x0;
    float vacc3x1;
    float vacc3x2;
    float vacc3x3;
    if (bias != NULL) {
      vacc0x0 = bias[0];
      vacc0x1 = bias[0];
      vacc0x2 = bias[0];
      vacc0x3 = bias[0];
      vacc1x0 = bias[1];
      vacc1x1 = bias[1];
      vacc1x2 = bias[1];
      vacc1x3 = bias[1];
      vacc2x0 = bias[2];
      vacc2x1 = bias[2];
      vacc2x2 = bias[2];
      vacc2x3 = bias[2];
      vacc3x0 = bias[3];
      vacc3x1 = bias[3];
      vacc3x2 = bias[3];
      vacc3x3 = bias[3];
      bias += 4;
    } else {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i0 = (const float*) ((uintptr_t) output + output_offsets[0]);
      vacc0x0 = i0[0];
      vacc0x1 = i0[1];
      vacc0x2 = i0[2];
      vacc0x3 = i0[3];
      const float* i1 = rows > 1 ? (const float*) ((uintptr_t) output + output_offsets[1]) : i0;
      vacc1x0 = i1[0];
      vacc1x1 = i1[1];
      vacc1x2 = i1[2];
      vacc1x3 = i1[3];
      const float* i2 = rows > 2 ? (const float*) ((uintptr_t) output + output_offsets[2]) : i0;
      vacc2x0 = i2[0];
      vacc2x1 = i2[1];
      vacc2x2 = i2[2];
      vacc2x3 = i2[3];
      const float* i3 = rows > 3 ? (const float*) ((uintptr_t) output + output_offsets[3]) : i0;
      vacc3x0 = i3[0];
      vacc3x1 = i3[1];
      vacc3x2 = i3[2];
      vacc3x3 = i3[3];
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    size_t ncols = 0;
    for (size_t k = 0; k < 9; k++) {
      ncols += counts[k];
    }
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    for (size_t k = 0; k < 9; k++) {
      const uint32_t pattern = kernel_patterns[k];
      for (size_t n = counts[k]; n != 0; n--) {
        const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
        const float vx0 = x[0];
        const float vx1 = x[1];
        const float vx2 = x[2];
        const float vx3 = x[3];
        if ((pattern & 1) != 0) {
          const float vw = *vals++;
          vacc0x0 += vw * vx0;
          vacc0x1 += vw * vx1;
          vacc0x2 += vw * vx2;
          vacc0x3 += vw * vx3;
        }
        if ((pattern & 2) != 0) {
          const float vw = *vals++;
          vacc1x0 += vw * vx0;
          vacc1x1 += vw * vx1;
          vacc1x2 += vw * vx2;
          vacc1x3 += vw * vx3;
        }
        if ((pattern & 4) != 0) {
          const float vw = *vals++;
          vacc2x0 += vw * vx0;
          vacc2x1 += vw * vx1;
          vacc2x2 += vw * vx2;
          vacc2x3 += vw * vx3;
        }
        if ((pattern & 8) != 0) {
          const float vw = *vals++;
          vacc3x0 += vw * vx0;
          vacc3x1 += vw * vx1;
          vacc3x2 += vw * vx2;
          vacc3x3 += vw * vx3;
        }
      }
    }
    w = (const uint16_t*) vals;

    // Comparisons keep NaN, as the SIMD max/min operand order does.
    vacc0x0 = vacc0x0 < vmin ? vmin : vacc0x0;
    vacc0x0 = vacc0x0 > vmax ? vmax : vacc0x0;
    vacc0x1 = vacc0x1 < vmin ? vmin : vacc0x1;
    vacc0x1 = vacc0x1 > vmax ? vmax : vacc0x1;
    vacc0x2 = vacc0x2 < vmin ? vmin : vacc0x2;
    vacc0x2 = vacc0x2 > vmax ? vmax : vacc0x2;
    vacc0x3 = vacc0x3 < vmin ? vmin : vacc0x3;
    vacc0x3 = vacc0x3 > vmax ? vmax : vacc0x3;
    vacc1x0 = vacc1x0 < vmin ? vmin : vacc1x0;
    vacc1x0 = vacc1x0 > vmax ? vmax : vacc1x0;
    vacc1x1 = vacc1x1 < vmin ? vmin : vacc1x1;
    vacc1x1 = vacc1x1 > vmax ? vmax : vacc1x1;
    vacc1x2 = vacc1x2 < vmin ? vmin : vacc1x2;
    vacc1x2 = vacc1x2 > vmax ? vmax : vacc1x2;
    vacc1x3 = vacc1x3 < vmin ? vmin : vacc1x3;
    vacc1x3 = vacc1x3 > vmax ? vmax : vacc1x3;
    vacc2x0 = vacc2x0 < vmin ? vmin : vacc2x0;
    vacc2x0 = vacc2x0 > vmax ? vmax : vacc2x0;
    vacc2x1 = vacc2x1 < vmin ? vmin : vacc2x1;
    vacc2x1 = vacc2x1 > vmax ? vmax : vacc2x1;
    vacc2x2 = vacc2x2 < vmin ? vmin : vacc2x2;
    vacc2x2 = vacc2x2 > vmax ? vmax : vacc2x2;
    vacc2x3 = vacc2x3 < vmin ? vmin : vacc2x3;
    vacc2x3 = vacc2x3 > vmax ? vmax : vacc2x3;
    vacc3x0 = vacc3x0 < vmin ? vmin : vacc3x0;
    vacc3x0 = vacc3x0 > vmax ? vmax : vacc3x0;
    vacc3x1 = vacc3x1 < vmin ? vmin : vacc3x1;
    vacc3x1 = vacc3x1 > vmax ? vmax : vacc3x1;
    vacc3x2 = vacc3x2 < vmin ? vmin : vacc3x2;
    vacc3x2 = vacc3x2 > vmax ? vmax : vacc3x2;
    vacc3x3 = vacc3x3 < vmin ? vmin : vacc3x3;
    vacc3x3 = vacc3x3 > vmax ? vmax : vacc3x3;
    float* o0 = (float*) ((uintptr_t) output + output_offsets[0]);
    o0[0] = vacc0x0;
    o0[1] = vacc0x1;
    o0[2] = vacc0x2;
    o0[3] = vacc0x3;
    if (rows > 1) {
      float* o1 = (float*) ((uintptr_t) output + output_offsets[1]);
      o1[0] = vacc1x0;
      o1[1] = vacc1x1;
      o1[2] = vacc1x2;
      o1[3] = vacc1x3;
    }
    if (rows > 2) {
      float* o2 = (float*) ((uintptr_t) output + output_offsets[2]);
      o2[0] = vacc2x0;
      o2[1] = vacc2x1;
      o2[2] = vacc2x2;
      o2[3] = vacc2x3;
    }
    if (rows > 3) {
      float* o3 = (float*) ((uintptr_t) output + output_offsets[3]);
      o3[0] = vacc3x0;
      o3[1] = vacc3x1;
      o3[2] = vacc3x2;
      o3[3] = vacc3x3;
    }
    output_offsets += rows;
    output_channels -= rows;
  } while (output_channels != 0);
}

// Every panel of the row range on the last `nv` (1..3) pixels of a row.
static void panels_partial(
    size_t nv, size_t output_channels, const float* input, size_t input_stride, const uint16_t* w,
    const float* bias, float* output, const size_t* output_offsets, float vmin, float vmax)
{
  do {
    const size_t rows = output_channels < 4 ? output_channels : 4;
    float vacc[4][4];
    for (size_t r = 0; r < 4; r++) {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const float* i = (const float*) ((uintptr_t) output + output_offsets[r < rows ? r : 0]);
      for (size_t v = 0; v < nv; v++) {
        vacc[r][v] = bias != NULL ? bias[r] : i[v];
      }
    }
    if (bias != NULL) {
      bias += 4;
    }

    const uint16_t* counts = w;
    const uint16_t* idx = w + 9;
    size_t ncols = 0;
    for (size_t k = 0; k < 9; k++) {
      ncols += counts[k];
    }
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    for (size_t k = 0; k < 9; k++) {
      const uint32_t pattern = kernel_patterns[k];
      for (size_t n = counts[k]; n != 0; n--) {
        const float* x = (const float*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
        for (size_t r = 0; r < 4; r++) {
          if ((pattern >> r & 1) != 0) {
            const float vw = *vals++;
            for (size_t v = 0; v < nv; v++) {
              vacc[r][v] += vw * x[v];
            }
          }
        }
      }
    }
    w = (const uint16_t*) vals;

    // Comparisons keep NaN, as the SIMD max/min operand order does.
    for (size_t r = 0; r < rows; r++) {
      float* o = (float*) ((uintptr_t) output + output_offsets[r]);
      for (size_t v = 0; v < nv; v++) {
        float vout = vacc[r][v] < vmin ? vmin : vacc[r][v];
        vout = vout > vmax ? vmax : vout;
        o[v] = vout;
      }
    }
    output_offsets += rows;
    output_channels -= rows;
  } while (output_channels != 0);
}

void sprt_f32_spmm_minmax_ukernel_4x4__scalar_ti4_reduced(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params)
{
  const uint16_t* w = (const uint16_t*) packed;
  for (; pixels >= 4; pixels -= 4) {
    panels_full(output_channels, input, input_stride, w, bias, output, output_offsets, params->min, params->max);
    input += 4;
    output += 4;
  }
  if (pixels != 0) {
    panels_partial(pixels, output_channels, input, input_stride, w, bias, output, output_offsets, params->min,
                   params->max);
  }
}
