// Instruction sets the kernels are written for: names and vector widths. A leaf header: the
// registry, the cost model and the operators share these facts without depending on each other.
#ifndef SPRT_ISA_H_
#define SPRT_ISA_H_

#include <stdint.h>

enum sprt_isa {
  sprt_isa_scalar = 0,
  sprt_isa_avx2,
  sprt_isa_avx512f,
  sprt_isa_neon,
  sprt_isa_count,
};

static inline const char* sprt_isa_name(enum sprt_isa isa) {
  switch (isa) {
    case sprt_isa_scalar: return "scalar";
    case sprt_isa_avx2: return "avx2";
    case sprt_isa_avx512f: return "avx512f";
    case sprt_isa_neon: return "neon";
    default: return "unknown";
  }
}

// Floats per vector register of the ISA's kernels.
static inline uint32_t sprt_isa_lanes(enum sprt_isa isa) {
  switch (isa) {
    case sprt_isa_avx512f: return 16;
    case sprt_isa_avx2: return 8;
    case sprt_isa_neon: return 4;
    default: return 1;
  }
}

#endif  // SPRT_ISA_H_
