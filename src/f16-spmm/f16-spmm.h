// SpRT microkernels on half-precision activations:
// C[rows x pixels] = minmax(bias + W (packed panels) * X[input channels x pixels]), X and C IEEE halves.
#ifndef SPRT_F16_SPMM_H_
#define SPRT_F16_SPMM_H_

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "microparams.h"

// Kernel contract: that of src/f32-spmm/f32-spmm.h with halves for the activations, and:
// - input and output hold IEEE halves (uint16_t bits); strides and offsets are in bytes, pixels
//   within a row are contiguous halves.
// - The packed layout is packing/pack.h's with the kernel's weight type in place of float: floats
//   for the kernels that accumulate in float (F16C: avx2, avx512f; scalar), halves for those with
//   half arithmetic (avx512fp16, neonfp16arith). Either way the values are halves (the operator
//   rounds weights to half precision): floats only spare the F16C kernels a conversion per weight.
//   The bias holds Ti values per panel of the same type.
// - Float-accumulating kernels round each output to half once, when storing it; half-arithmetic
//   kernels round every product and sum (an FMA once). bias == NULL starts from the halves in the
//   output (a later chunk of input channels).
// - The clamp bounds are halves (params holds them as floats and as half bits): clamping the float
//   accumulator and then rounding gives the rounded clamp exactly.
// - x86 and scalar kernels read and write nothing past `pixels` halves of a row; NEON reads up to
//   14 bytes past an input row (within SPRT_EXTRA_BYTES) and writes nothing past an output row.
// - Results do not depend on how pixels or panels are split between calls, as for f32.
typedef void (*sprt_f16_spmm_minmax_ukernel_fn)(
    size_t pixels, size_t output_channels,
    const void* input, size_t input_stride,
    const void* packed, const void* bias,
    void* output, const size_t* output_offsets,
    const struct sprt_f16_minmax_params* params);

// Every generated kernel (tools/gen_spmm_ukernels.py), declared from the kernel list.
#define SPRT_F16_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, mapping_table, weight_bytes) \
  void ukernel(size_t pixels, size_t output_channels, const void* input, size_t input_stride, const void* packed, \
               const void* bias, void* output, const size_t* output_offsets, \
               const struct sprt_f16_minmax_params* params);
#include "f16-spmm/gen/f16-spmm-minmax.inc"
#undef SPRT_F16_SPMM_UKERNEL

#endif  // SPRT_F16_SPMM_H_
