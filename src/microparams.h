// Parameters every microkernel family shares (a leaf header).
#ifndef SPRT_MICROPARAMS_H_
#define SPRT_MICROPARAMS_H_

// Output clamp: min(max(x, min), max).
struct sprt_f32_minmax_params {
  float min;
  float max;
};

// Averaging: min(max(sum * scale, min), max).
struct sprt_f32_scaleminmax_params {
  float scale;
  float min;
  float max;
};

#endif  // SPRT_MICROPARAMS_H_
