#include "registry.h"

const struct sprt_spmm_ukernel sprt_spmm_ukernels[] = {
#define SPRT_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, mapping_table) \
  {ukernel, NULL, #ukernel, sprt_datatype_f32, sprt_isa_##isa, tile_rows, tile_pixels, sizeof(float), \
   &sprt_mapping_##mapping_table},
#include "f32-spmm/gen/f32-spmm-minmax.inc"
#undef SPRT_SPMM_UKERNEL
#define SPRT_F16_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, mapping_table, weight_bytes) \
  {NULL, ukernel, #ukernel, sprt_datatype_f16, sprt_isa_##isa, tile_rows, tile_pixels, weight_bytes, \
   &sprt_mapping_##mapping_table},
#include "f16-spmm/gen/f16-spmm-minmax.inc"
#undef SPRT_F16_SPMM_UKERNEL
};
const size_t sprt_spmm_ukernel_count = sizeof(sprt_spmm_ukernels) / sizeof(sprt_spmm_ukernels[0]);

const struct sprt_spmm_ukernel* sprt_find_spmm_ukernel(enum sprt_datatype datatype, enum sprt_isa isa,
                                                        const struct sprt_mapping_table* table, uint32_t tile_pixels) {
  const struct sprt_spmm_ukernel* best = NULL;
  for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
    const struct sprt_spmm_ukernel* k = &sprt_spmm_ukernels[i];
    if (k->datatype == datatype && k->isa == isa && k->table == table &&
        (tile_pixels == 0 || k->tile_pixels == tile_pixels) &&
        (best == NULL || k->tile_pixels > best->tile_pixels)) {
      best = k;
    }
  }
  return best;
}

// A family's list may be empty on an architecture (no kernels yet): the arrays keep one zeroed
// sentinel so they are never zero-sized, and the counts leave it out.
const struct sprt_dwconv2d_chw_ukernel sprt_dwconv2d_chw_ukernels[] = {
#define SPRT_DWCONV2D_CHW_UKERNEL(isa, ukernel, kernel_size, stride) \
  {ukernel, #ukernel, sprt_isa_##isa, kernel_size, stride},
#include "f32-dwconv2d-chw/gen/f32-dwconv2d-chw.inc"
#undef SPRT_DWCONV2D_CHW_UKERNEL
    {NULL, NULL, sprt_isa_count, 0, 0},
};
const size_t sprt_dwconv2d_chw_ukernel_count =
    sizeof(sprt_dwconv2d_chw_ukernels) / sizeof(sprt_dwconv2d_chw_ukernels[0]) - 1;

const struct sprt_dwconv2d_chw_ukernel* sprt_find_dwconv2d_chw_ukernel(enum sprt_isa isa, uint32_t kernel_size,
                                                                        uint32_t stride) {
  for (size_t i = 0; i < sprt_dwconv2d_chw_ukernel_count; i++) {
    const struct sprt_dwconv2d_chw_ukernel* k = &sprt_dwconv2d_chw_ukernels[i];
    if (k->isa == isa && k->kernel_size == kernel_size && k->stride == stride) {
      return k;
    }
  }
  return NULL;
}

const struct sprt_conv_hwc2chw_ukernel sprt_conv_hwc2chw_ukernels[] = {
#define SPRT_CONV_HWC2CHW_UKERNEL(isa, ukernel, output_channel_tile) \
  {ukernel, #ukernel, sprt_isa_##isa, output_channel_tile},
#include "f32-conv-hwc2chw/gen/f32-conv-hwc2chw.inc"
#undef SPRT_CONV_HWC2CHW_UKERNEL
    {NULL, NULL, sprt_isa_count, 0},
};
const size_t sprt_conv_hwc2chw_ukernel_count =
    sizeof(sprt_conv_hwc2chw_ukernels) / sizeof(sprt_conv_hwc2chw_ukernels[0]) - 1;

const struct sprt_conv_hwc2chw_ukernel* sprt_find_conv_hwc2chw_ukernel(enum sprt_isa isa) {
  for (size_t i = 0; i < sprt_conv_hwc2chw_ukernel_count; i++) {
    if (sprt_conv_hwc2chw_ukernels[i].isa == isa) {
      return &sprt_conv_hwc2chw_ukernels[i];
    }
  }
  return NULL;
}

const struct sprt_gavgpool_cw_ukernel sprt_gavgpool_cw_ukernels[] = {
#define SPRT_GAVGPOOL_CW_UKERNEL(isa, ukernel) {ukernel, #ukernel, sprt_isa_##isa},
#include "f32-gavgpool-cw/gen/f32-gavgpool-cw.inc"
#undef SPRT_GAVGPOOL_CW_UKERNEL
    {NULL, NULL, sprt_isa_count},
};
const size_t sprt_gavgpool_cw_ukernel_count =
    sizeof(sprt_gavgpool_cw_ukernels) / sizeof(sprt_gavgpool_cw_ukernels[0]) - 1;

const struct sprt_gavgpool_cw_ukernel* sprt_find_gavgpool_cw_ukernel(enum sprt_isa isa) {
  for (size_t i = 0; i < sprt_gavgpool_cw_ukernel_count; i++) {
    if (sprt_gavgpool_cw_ukernels[i].isa == isa) {
      return &sprt_gavgpool_cw_ukernels[i];
    }
  }
  return NULL;
}
