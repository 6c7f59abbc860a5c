#include "registry.h"

const struct sprt_spmm_ukernel sprt_spmm_ukernels[] = {
#define SPRT_SPMM_UKERNEL(isa, ukernel, tile_rows, tile_pixels, mapping_table) \
  {ukernel, #ukernel, sprt_isa_##isa, tile_rows, tile_pixels, &sprt_mapping_##mapping_table},
#include "f32-spmm/gen/f32-spmm-minmax.inc"
#undef SPRT_SPMM_UKERNEL
};
const size_t sprt_spmm_ukernel_count = sizeof(sprt_spmm_ukernels) / sizeof(sprt_spmm_ukernels[0]);

const struct sprt_spmm_ukernel* sprt_find_spmm_ukernel(enum sprt_isa isa, const struct sprt_mapping_table* table,
                                                        uint32_t tile_pixels) {
  const struct sprt_spmm_ukernel* best = NULL;
  for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
    const struct sprt_spmm_ukernel* k = &sprt_spmm_ukernels[i];
    if (k->isa == isa && k->table == table && (tile_pixels == 0 || k->tile_pixels == tile_pixels) &&
        (best == NULL || k->tile_pixels > best->tile_pixels)) {
      best = k;
    }
  }
  return best;
}
