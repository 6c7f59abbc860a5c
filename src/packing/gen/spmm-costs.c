// Auto-generated file. Do not edit!
//   Generator: tools/gen_spmm_costs.py
//   Command: python3 tools/gen_spmm_costs.py

#include "packing/select.h"

const struct sprt_spmm_cost_model sprt_spmm_cost_models[] = {
  // 180 timings of 10 kernels, mean relative residual 0.049 (max 0.193); bench/f32-spmm.cc on vm, 2026-11-23.
  {sprt_isa_scalar, {0.175112, 0.0, 0.0, 0.197428, 3.249293, 0.0, 0.495036}},
  // 252 timings of 14 kernels, mean relative residual 0.091 (max 0.424); bench/f32-spmm.cc on vm, 2026-11-23.
  // Pattern loop (c6) from the networks instead: 237 layers; end2end A/B with SPRT_ISA=avx2, AMD EPYC Zen 5 VM, 2026-11-26.
  {sprt_isa_avx2, {0.174834, 0.122544, 0.104193, 0.052091, 0.0, 0.443399, 0.79}},
  // 288 timings of 16 kernels, mean relative residual 0.085 (max 0.327); bench/f32-spmm.cc on vm, 2026-11-23.
  // Pattern loop (c6) from the networks instead: 237 layers; end2end A/B, AMD EPYC Zen 5 VM, 2026-11-26.
  {sprt_isa_avx512f, {0.0, 0.271369, 0.103382, 0.046767, 0.0, 0.597911, 3.58}},
};
const size_t sprt_spmm_cost_model_count = 3;
