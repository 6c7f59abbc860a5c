// The kernel registry: every microkernel built into the library, with what the operators need to
// pick one (ISA, tile, mapping table). Which ISA runs is decided once by sprt_initialize (init.c).
#ifndef SPRT_REGISTRY_H_
#define SPRT_REGISTRY_H_

#include <stddef.h>
#include <stdint.h>

#include "f32-spmm/f32-spmm.h"
#include "isa.h"
#include "packing/mapping.h"

struct sprt_spmm_ukernel {
  sprt_f32_spmm_minmax_ukernel_fn function;
  const char* name;
  enum sprt_isa isa;
  uint32_t tile_rows;
  uint32_t tile_pixels;
  const struct sprt_mapping_table* table;
};

// In the order of src/f32-spmm/gen/f32-spmm-minmax.inc (kernels of the target architecture only).
extern const struct sprt_spmm_ukernel sprt_spmm_ukernels[];
extern const size_t sprt_spmm_ukernel_count;

// The kernel of `isa` for `table` with `tile_pixels` (0: the widest), or NULL when there is none.
const struct sprt_spmm_ukernel* sprt_find_spmm_ukernel(enum sprt_isa isa, const struct sprt_mapping_table* table,
                                                        uint32_t tile_pixels);

#endif  // SPRT_REGISTRY_H_
