// Auto-generated file. Do not edit!
//   Template: src/f32-spmm/f32-spmm-scalar.c.in
//   Generator: python3 tools/gen_spmm_ukernels.py
// Kernel contract: see src/f32-spmm/f32-spmm.h. Specific to this template:
// - Portable fallback and the code every ISA's packing is checked against: the same panel walk as
//   the SIMD kernels with a 4 x 4-pixel tile of scalar accumulators.
// - Compact: one loop over the table's kernel patterns and their rows, not a body per pattern
//   (scalar code runs only where no SIMD ISA exists, where size counts more than speed).
// - A partial pixel tile runs on its own width (1..3 pixels): nothing past a row is touched.
// - A multiply then an add per weight; built as ISO C, so the compiler does not contract them.

#include <stddef.h>
#include <stdint.h>

#include "f32-spmm/f32-spmm.h"

// ti4_identity's kernel patterns in table order: bit r is panel row r.
static const uint8_t kernel_patterns[15] = {
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F,
};

// Every panel of the row range on `nv` (1..4) pixels.
static void panels(
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
    const uint16_t* idx = w + 15;
    size_t ncols = 0;
    for (size_t k = 0; k < 15; k++) {
      ncols += counts[k];
    }
    const float* vals = (const float*) ((((uintptr_t) (idx + ncols)) + 3) & ~(uintptr_t) 3);
    for (size_t k = 0; k < 15; k++) {
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

void sprt_f32_spmm_minmax_ukernel_4x4__scalar_ti4_identity(
    size_t pixels, size_t output_channels,
    const float* input, size_t input_stride,
    const void* packed, const float* bias,
    float* output, const size_t* output_offsets,
    const struct sprt_f32_minmax_params* params)
{
  for (size_t p = 0; p < pixels; p += 4) {
    const size_t nv = pixels - p < 4 ? pixels - p : 4;
    panels(nv, output_channels, input + p, input_stride, (const uint16_t*) packed, bias, output + p, output_offsets,
           params->min, params->max);
  }
}
