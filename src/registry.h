// The kernel registry: every microkernel built into the library, with what the operators need to
// pick one (ISA, tile, mapping table). Which ISA runs is decided once by sprt_initialize (init.c).
#ifndef SPRT_REGISTRY_H_
#define SPRT_REGISTRY_H_

#include <stddef.h>
#include <stdint.h>

#include "f32-conv-hwc2chw/f32-conv-hwc2chw.h"
#include "f32-dwconv2d-chw/f32-dwconv2d-chw.h"
#include "f32-gavgpool-cw/f32-gavgpool-cw.h"
#include "f16-spmm/f16-spmm.h"
#include "f32-spmm/f32-spmm.h"
#include "isa.h"
#include "packing/mapping.h"

// An SpMM kernel of either element type: `function` for f32 activations, `f16_function` for f16
// ones (the other is NULL).
struct sprt_spmm_ukernel {
  sprt_f32_spmm_minmax_ukernel_fn function;
  sprt_f16_spmm_minmax_ukernel_fn f16_function;
  const char* name;
  enum sprt_datatype datatype;  // of the activations
  enum sprt_isa isa;
  uint32_t tile_rows;
  uint32_t tile_pixels;
  uint32_t weight_bytes;        // of a packed weight and bias value: 4 (float) or 2 (half)
  const struct sprt_mapping_table* table;
};

// The f32 kernels in the order of src/f32-spmm/gen/f32-spmm-minmax.inc, then the f16 ones in the
// order of src/f16-spmm/gen/f16-spmm-minmax.inc (kernels of the target architecture only).
extern const struct sprt_spmm_ukernel sprt_spmm_ukernels[];
extern const size_t sprt_spmm_ukernel_count;

// The kernel of `datatype` and `isa` for `table` with `tile_pixels` (0: the widest), or NULL when
// there is none.
const struct sprt_spmm_ukernel* sprt_find_spmm_ukernel(enum sprt_datatype datatype, enum sprt_isa isa,
                                                        const struct sprt_mapping_table* table, uint32_t tile_pixels);

struct sprt_dwconv2d_chw_ukernel {
  sprt_f32_dwconv2d_chw_ukernel_fn function;
  const char* name;
  enum sprt_isa isa;
  uint32_t kernel_size;  // K: K x K taps
  uint32_t stride;
};
extern const struct sprt_dwconv2d_chw_ukernel sprt_dwconv2d_chw_ukernels[];
extern const size_t sprt_dwconv2d_chw_ukernel_count;
// The depthwise kernel of `isa` for K x K taps and `stride`, or NULL.
const struct sprt_dwconv2d_chw_ukernel* sprt_find_dwconv2d_chw_ukernel(enum sprt_isa isa, uint32_t kernel_size,
                                                                        uint32_t stride);

struct sprt_conv_hwc2chw_ukernel {
  sprt_f32_conv_hwc2chw_ukernel_fn function;
  const char* name;
  enum sprt_isa isa;
  uint32_t output_channel_tile;  // the packing's channel block
};
extern const struct sprt_conv_hwc2chw_ukernel sprt_conv_hwc2chw_ukernels[];
extern const size_t sprt_conv_hwc2chw_ukernel_count;
// The 3x3 stride-2 3-channel NHWC-to-CHW kernel of `isa`, or NULL.
const struct sprt_conv_hwc2chw_ukernel* sprt_find_conv_hwc2chw_ukernel(enum sprt_isa isa);

struct sprt_gavgpool_cw_ukernel {
  sprt_f32_gavgpool_cw_ukernel_fn function;
  const char* name;
  enum sprt_isa isa;
};
extern const struct sprt_gavgpool_cw_ukernel sprt_gavgpool_cw_ukernels[];
extern const size_t sprt_gavgpool_cw_ukernel_count;
// The global average pooling kernel of `isa`, or NULL.
const struct sprt_gavgpool_cw_ukernel* sprt_find_gavgpool_cw_ukernel(enum sprt_isa isa);

#endif  // SPRT_REGISTRY_H_
