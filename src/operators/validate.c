// Argument checks every public entry point shares; each failure logs one line naming the function.
#include <math.h>

#include <fp16.h>

#include <sprt.h>

#include "common.h"
#include "init.h"
#include "operator.h"

enum sprt_status sprt_check_initialized(const char* op_name) {
  if (sprt_config.initialized) return sprt_status_success;
  sprt_log_error("%s: sprt is not initialized: call sprt_initialize first", op_name);
  return sprt_status_uninitialized;
}

enum sprt_status sprt_check_output_range(const char* op_name, float output_min, float output_max) {
  if (isnan(output_min) || isnan(output_max)) {
    sprt_log_error("%s: invalid output_%s NaN", op_name, isnan(output_min) ? "min" : "max");
    return sprt_status_invalid_parameter;
  }
  if (output_min >= output_max) {
    sprt_log_error("%s: invalid output range [%.7g, %.7g]: output_min must be below output_max", op_name,
                   output_min, output_max);
    return sprt_status_invalid_parameter;
  }
  return sprt_status_success;
}

enum sprt_status sprt_check_output_range_f16(const char* op_name, float output_min, float output_max) {
  const enum sprt_status status = sprt_check_output_range(op_name, output_min, output_max);
  if (status != sprt_status_success) return status;
  // The kernels clamp to the bounds rounded to half, as XNNPACK's f16 operators do.
  const struct sprt_f16_minmax_params rounded = sprt_f16_minmax_params_of(output_min, output_max);
  if (rounded.min >= rounded.max) {
    sprt_log_error("%s: invalid output range [%.7g, %.7g]: [%.7g, %.7g] after rounding to half precision, "
                   "output_min must stay below output_max", op_name, output_min, output_max, rounded.min,
                   rounded.max);
    return sprt_status_invalid_parameter;
  }
  return sprt_status_success;
}

struct sprt_f16_minmax_params sprt_f16_minmax_params_of(float output_min, float output_max) {
  const uint16_t min_f16 = fp16_ieee_from_fp32_value(output_min);
  const uint16_t max_f16 = fp16_ieee_from_fp32_value(output_max);
  return (struct sprt_f16_minmax_params) {fp16_ieee_to_fp32_value(min_f16), fp16_ieee_to_fp32_value(max_f16), min_f16,
                                          max_f16};
}
