// Global average pooling over the pixels of each channel in CW (NCHW) layout.
#ifndef SPRT_F32_GAVGPOOL_CW_H_
#define SPRT_F32_GAVGPOOL_CW_H_

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "microparams.h"

// Kernel contract (all kernels, all ISAs):
// - input: `channels` rows of `elements` contiguous floats (elements >= 1, channels >= 1); output:
//   `channels` floats. output[c] = min(max((sum_i input[c * elements + i]) * scale, min), max): the
//   sum first (in any order), then one multiply.
// - Nothing outside the input rows is read (SIMD kernels: masked loads for the remainder), nothing
//   outside the output written. No alignment is assumed.
typedef void (*sprt_f32_gavgpool_cw_ukernel_fn)(
    size_t elements, size_t channels, const float* input, float* output,
    const struct sprt_f32_scaleminmax_params* params);

// Every generated kernel (tools/gen_gavgpool_cw_ukernels.py): SPRT_GAVGPOOL_CW_UKERNEL(isa, ukernel).
#define SPRT_GAVGPOOL_CW_UKERNEL(isa, ukernel) \
  void ukernel(size_t elements, size_t channels, const float* input, float* output, \
               const struct sprt_f32_scaleminmax_params* params);
#include "f32-gavgpool-cw/gen/f32-gavgpool-cw.inc"
#undef SPRT_GAVGPOOL_CW_UKERNEL

#endif  // SPRT_F32_GAVGPOOL_CW_H_
