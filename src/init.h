// sprt_initialize: what the library learned about this CPU once, through cpuinfo.
#ifndef SPRT_INIT_H_
#define SPRT_INIT_H_

#include <stdbool.h>
#include <stddef.h>

#include "isa.h"
#include "packing/mapping.h"

// Set once by sprt_initialize and read-only afterwards.
struct sprt_config {
  bool initialized;
  enum sprt_isa isa;     // f32 operators: the best supported ISA, capped by the SPRT_ISA environment variable
  enum sprt_isa f16_isa; // f16 operators: the same among the ISAs with f16 kernels
  size_t l1d_bytes;      // L1 data cache of core 0, for cache blocking
  size_t l2_bytes;       // L2 cache of core 0 (or its share of a shared one): the fused operators' buffers
  bool x86_popcnt;       // the reordering's inner loop has a POPCNT build
  // Mapping table forced by SPRT_TABLE for every operator (benchmarks compare tables with it);
  // NULL: each operator chooses.
  const struct sprt_mapping_table* table;
};
extern struct sprt_config sprt_config;

// Whether this CPU runs kernels of `isa` (initializes cpuinfo if needed; false if that fails).
bool sprt_isa_supported(enum sprt_isa isa);

// Whether the library has SpMM kernels of `datatype` for `isa` and this CPU runs them (the f16
// kernels need F16C with AVX2, BW and VL with AVX-512F).
bool sprt_isa_supported_for(enum sprt_datatype datatype, enum sprt_isa isa);

#endif  // SPRT_INIT_H_
