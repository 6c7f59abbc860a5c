// Auto-generated file. Do not edit!
//   Generator: tools/gen_spmm_costs.py
//   Command: python3 tools/gen_spmm_costs.py -o src/packing/gen/spmm-costs.c

#include "packing/select.h"

const struct sprt_spmm_cost_model sprt_spmm_cost_models[] = {
  {sprt_isa_scalar, {0}},  // placeholder: no fits recorded
};
const size_t sprt_spmm_cost_model_count = 0;
