// Auto-generated file. Do not edit!
//   Template: src/f16-spmm/f16-spmm-scalar.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f16-spmm/f16-spmm.h. Specific to this template:
// - Portable fallback (CPUs without F16C or FP16 arithmetic) and the float-accumulating reference:
//   the panel walk of the f32 scalar kernel on a 4 x 4-pixel tile of float accumulators, with
//   float weights and bias. Halves are converted with the FP16 library (exact to float, round to
//   nearest even back), once per loaded input and stored output.
// - Compact: one loop over the table's kernel patterns with a branch per row, not a body per
//   pattern (scalar code runs only where no SIMD ISA exists, where size counts more than speed).
// - A partial pixel tile runs on its own width (1..3 pixels): nothing past a row is touched.
// - A multiply then an add per weight; built as ISO C, so the compiler does not contract them.

#include <stddef.h>
#include <stdint.h>

#include <fp16.h>

#include "f16-spmm/f16-spmm.h"

// ti4_reduced's kernel patterns in table order: bit r is panel row r.
static const uint8_t kernel_patterns[9] = {
  0x01, 0x02, 0x04, 0x08, 0x07, 0x0B, 0x0D, 0x0E, 0x0F,
};

// Every panel of the row range on 4 pixels: the loop of panels_partial with the accumulators in
// named variables, which the compiler keeps in registers. Halves are converted in loops over small
// arrays (one inlined conversion each way, not one per accumulator).
static void panels_full(
    size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets, float vmin, float vmax)
{
  do {
    const size_t rows = output_channels < 4 ? output_channels : 4;
    float vtile[4][4];
    for (size_t r = 0; r < 4; r++) {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const uint16_t* i = (const uint16_t*) ((uintptr_t) output + output_offsets[r < rows ? r : 0]);
      for (size_t v = 0; v < 4; v++) {
        vtile[r][v] = bias != NULL ? bias[r] : fp16_ieee_to_fp32_value(i[v]);
      }
    }
    if (bias != NULL) {
      bias += 4;
    }
    float vacc0x0 = vtile[0][0];
    float vacc0x1 = vtile[0][1];
    float vacc0x2 = vtile[0][2];
    float vacc0x3 = vtile[0][3];
    float vacc1x0 = vtile[1][0];
    float vacc1x1 = vtile[1][1];
    float vacc1x2 = vtile[1][2];
    float vacc1x3 = vtile[1][3];
    float vacc2x0 = vtile[2][0];
    float vacc2x1 = vtile[2][1];
    float vacc2x2 = vtile[2][2];
    float vacc2x3 = vtile[2][3];
    float vacc3x0 = vtile[3][0];
    float vacc3x1 = vtile[3][1];
    float vacc3x2 = vtile[3][2];
    float vacc3x3 = vtile[3][3];

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
        const uint16_t* xh = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
        float vx[4];
        for (size_t v = 0; v < 4; v++) {
          vx[v] = fp16_ieee_to_fp32_value(xh[v]);
        }
        if ((pattern & 1) != 0) {
          const float vw = *vals++;
          vacc0x0 += vw * vx[0];
          vacc0x1 += vw * vx[1];
          vacc0x2 += vw * vx[2];
          vacc0x3 += vw * vx[3];
        }
        if ((pattern & 2) != 0) {
          const float vw = *vals++;
          vacc1x0 += vw * vx[0];
          vacc1x1 += vw * vx[1];
          vacc1x2 += vw * vx[2];
          vacc1x3 += vw * vx[3];
        }
        if ((pattern & 4) != 0) {
          const float vw = *vals++;
          vacc2x0 += vw * vx[0];
          vacc2x1 += vw * vx[1];
          vacc2x2 += vw * vx[2];
          vacc2x3 += vw * vx[3];
        }
        if ((pattern & 8) != 0) {
          const float vw = *vals++;
          vacc3x0 += vw * vx[0];
          vacc3x1 += vw * vx[1];
          vacc3x2 += vw * vx[2];
          vacc3x3 += vw * vx[3];
        }
      }
    }
    w = (const uint16_t*) vals;

    vtile[0][0] = vacc0x0;
    vtile[0][1] = vacc0x1;
    vtile[0][2] = vacc0x2;
    vtile[0][3] = vacc0x3;
    vtile[1][0] = vacc1x0;
    vtile[1][1] = vacc1x1;
    vtile[1][2] = vacc1x2;
    vtile[1][3] = vacc1x3;
    vtile[2][0] = vacc2x0;
    vtile[2][1] = vacc2x1;
    vtile[2][2] = vacc2x2;
    vtile[2][3] = vacc2x3;
    vtile[3][0] = vacc3x0;
    vtile[3][1] = vacc3x1;
    vtile[3][2] = vacc3x2;
    vtile[3][3] = vacc3x3;
    // Comparisons keep NaN, as the SIMD max/min operand order does.
    for (size_t r = 0; r < rows; r++) {
      uint16_t* o = (uint16_t*) ((uintptr_t) output + output_offsets[r]);
      for (size_t v = 0; v < 4; v++) {
        float vout = vtile[r][v] < vmin ? vmin : vtile[r][v];
        vout = vout > vmax ? vmax : vout;
        o[v] = fp16_ieee_from_fp32_value(vout);
      }
    }
    output_offsets += rows;
    output_channels -= rows;
  } while (output_channels != 0);
}

// Every panel of the row range on the last `nv` (1..3) pixels of a row.
static void panels_partial(
    size_t nv, size_t output_channels, const uint16_t* input, size_t input_stride, const uint16_t* w,
    const float* bias, uint16_t* output, const size_t* output_offsets, float vmin, float vmax)
{
  do {
    const size_t rows = output_channels < 4 ? output_channels : 4;
    float vacc[4][4];
    for (size_t r = 0; r < 4; r++) {
      // Rows past a partial panel read row 0 instead: they are never stored.
      const uint16_t* i = (const uint16_t*) ((uintptr_t) output + output_offsets[r < rows ? r : 0]);
      for (size_t v = 0; v < nv; v++) {
        vacc[r][v] = bias != NULL ? bias[r] : fp16_ieee_to_fp32_value(i[v]);
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
        const uint16_t* xh = (const uint16_t*) ((uintptr_t) input + (size_t) *idx++ * input_stride);
        float x[4];
        for (size_t v = 0; v < nv; v++) {
          x[v] = fp16_ieee_to_fp32_value(xh[v]);
        }
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
      uint16_t* o = (uint16_t*) ((uintptr_t) output + output_offsets[r]);
      for (size_t v = 0; v < nv; v++) {
        float vout = vacc[r][v] < vmin ? vmin : vacc[r][v];
        vout = vout > vmax ? vmax : vout;
        o[v] = fp16_ieee_from_fp32_value(vout);
      }
    }
    output_offsets += rows;
    output_channels -= rows;
  } while (output_channels != 0);
}

void sprt_f16_spmm_minmax_ukernel_4x4__scalar_ti4_reduced(
    size_t pixels, size_t output_channels,
    const void* input, size_t input_stride,
    const void* packed, const void* bias,
    void* output, const size_t* output_offsets,
    const struct sprt_f16_minmax_params* params)
{
  const uint16_t* i = (const uint16_t*) input;
  uint16_t* o = (uint16_t*) output;
  const uint16_t* w = (const uint16_t*) packed;
  for (; pixels >= 4; pixels -= 4) {
    panels_full(output_channels, i, input_stride, w, (const float*) bias, o, output_offsets, params->min,
                params->max);
    i += 4;
    o += 4;
  }
  if (pixels != 0) {
    panels_partial(pixels, output_channels, i, input_stride, w, (const float*) bias, o, output_offsets, params->min,
                   params->max);
  }
}
