// Kernel registry and run-time ISA selection.
#ifndef SPRT_INIT_H_
#define SPRT_INIT_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "packing/mapping.h"
#include "ukernels/spmm.h"

struct sprt_spmm_cost_model;

enum sprt_isa {
  sprt_isa_scalar = 0,
  sprt_isa_avx2,
  sprt_isa_avx512f,
  sprt_isa_neon,
};

struct sprt_spmm_ukernel {
  sprt_f32_spmm_minmax_ukernel_fn function;
  const char* name;
  enum sprt_isa isa;
  uint32_t tile_rows;
  uint32_t tile_pixels;
  const struct sprt_mapping_table* table;
  uint32_t index_bytes;
};

// Every kernel built into this library, in the order of src/ukernels/gen/f32-spmm-minmax.inc.
extern const struct sprt_spmm_ukernel sprt_spmm_ukernels[];
extern const size_t sprt_spmm_ukernel_count;

const char* sprt_isa_name(enum sprt_isa isa);

// Floats per vector register of the ISA's kernels.
uint32_t sprt_isa_lanes(enum sprt_isa isa);

// Whether this CPU runs kernels of `isa` (cpuinfo must be initialized: see sprt_cpu_init).
bool sprt_isa_supported(enum sprt_isa isa);
bool sprt_cpu_init(void);

// Set by sprt_initialize: the best supported ISA, capped by the SPRT_ISA environment variable.
struct sprt_config {
  bool initialized;
  enum sprt_isa isa;
  size_t l1d_bytes;  // L1 data cache of core 0 (cpuinfo), for cache blocking
  // Mapping table forced by SPRT_TABLE (benchmarks compare tables with it); NULL: the operator's
  // own rule.
  const struct sprt_mapping_table* table;
  // The ISA's cost model for the per-layer choice (packing/select.h); NULL when it has none or
  // SPRT_TABLE is set (white-box tests may swap in their own).
  const struct sprt_spmm_cost_model* cost_model;
};
extern struct sprt_config sprt_config;

#endif  // SPRT_INIT_H_
