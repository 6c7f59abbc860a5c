// Instruction sets the kernels are written for, and the element types they compute on: names and
// vector widths. A leaf header: the registry, the cost model and the operators share these facts
// without depending on each other.
#ifndef SPRT_ISA_H_
#define SPRT_ISA_H_

#include <stddef.h>
#include <stdint.h>

// In the order SPRT_ISA caps them: an operator runs the best ISA at or below the cap that this CPU
// supports and that has kernels of the operator's type. avx512fp16 and neonfp16arith have f16
// kernels only (f32 operators run avx512f and neon there).
enum sprt_isa {
  sprt_isa_scalar = 0,
  sprt_isa_avx2,           // AVX2 + FMA3 (+ F16C for the f16 kernels)
  sprt_isa_avx512f,        // AVX-512F (+ BW and VL for the f16 kernels' 16-bit masks)
  sprt_isa_avx512fp16,     // AVX512-FP16: half-precision arithmetic, 32 halves per zmm
  sprt_isa_neon,           // AArch64 NEON with FMA
  sprt_isa_neonfp16arith,  // ARMv8.2-A FP16 arithmetic: 8 halves per q register
  sprt_isa_count,
};

static inline const char* sprt_isa_name(enum sprt_isa isa) {
  switch (isa) {
    case sprt_isa_scalar: return "scalar";
    case sprt_isa_avx2: return "avx2";
    case sprt_isa_avx512f: return "avx512f";
    case sprt_isa_avx512fp16: return "avx512fp16";
    case sprt_isa_neon: return "neon";
    case sprt_isa_neonfp16arith: return "neonfp16arith";
    default: return "unknown";
  }
}

// Accumulator lanes per vector register of the ISA's kernels: floats, or halves for the ISAs with
// half arithmetic (the f16 kernels of avx2 and avx512f accumulate in floats, as the f32 ones).
static inline uint32_t sprt_isa_lanes(enum sprt_isa isa) {
  switch (isa) {
    case sprt_isa_avx512fp16: return 32;
    case sprt_isa_avx512f: return 16;
    case sprt_isa_avx2: return 8;
    case sprt_isa_neonfp16arith: return 8;
    case sprt_isa_neon: return 4;
    default: return 1;
  }
}

// Element type of an operator's activations (input and output).
enum sprt_datatype {
  sprt_datatype_f32 = 0,
  sprt_datatype_f16,  // IEEE half precision
};

static inline const char* sprt_datatype_name(enum sprt_datatype datatype) {
  return datatype == sprt_datatype_f16 ? "f16" : "f32";
}

static inline size_t sprt_datatype_bytes(enum sprt_datatype datatype) {
  return datatype == sprt_datatype_f16 ? 2 : 4;
}

#endif  // SPRT_ISA_H_
