// Parameters every microkernel family shares (a leaf header).
#ifndef SPRT_MICROPARAMS_H_
#define SPRT_MICROPARAMS_H_

#include <stdint.h>

// Output clamp: min(max(x, min), max). SpMM kernels also take the pixel tiles a panel runs before
// the next panel (panel_tiles: 0 or 1, every panel on one tile first; see f32-spmm.h).
struct sprt_f32_minmax_params {
  float min;
  float max;
  uint32_t panel_tiles;
};

// Output clamp of the f16 kernels, the bounds rounded to half precision (so that clamping before or
// after the final rounding gives the same half): as floats for the kernels that accumulate in float
// (F16C, scalar) and as IEEE half bits for those with half arithmetic (AVX512-FP16, NEON FP16).
struct sprt_f16_minmax_params {
  float min;
  float max;
  uint16_t min_f16;
  uint16_t max_f16;
};

// Averaging: min(max(sum * scale, min), max).
struct sprt_f32_scaleminmax_params {
  float scale;
  float min;
  float max;
};

#endif  // SPRT_MICROPARAMS_H_
