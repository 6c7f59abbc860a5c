#include "bench/operator-timer.h"

#include <xnnpack.h>

#include <chrono>

#include "bench/next-definition.h"

namespace sprt_bench {
namespace {

thread_local OperatorTimer* g_current = nullptr;

// The next definition of `name` after this binary's: the plugin's or XNNPACK's.
template <typename Function>
Function* Next(const char* name) {
  return NextDefinition<Function>("operator-timer", name);
}

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

OperatorTimer::OperatorTimer() : previous_(g_current) { g_current = this; }
OperatorTimer::~OperatorTimer() { g_current = previous_; }
OperatorTimer* OperatorTimer::Current() { return g_current; }

}  // namespace sprt_bench

using sprt_bench::OperatorTimer;

extern "C" {

enum xnn_status xnn_run_operator(xnn_operator_t op, pthreadpool_t threadpool) {
  static auto* const next = sprt_bench::Next<decltype(xnn_run_operator)>("xnn_run_operator");
  OperatorTimer* timer = OperatorTimer::Current();
  if (timer == nullptr) return next(op, threadpool);
  sprt_bench::PoolProfile* profile = sprt_bench::PoolProfile::Current();
  if (profile != nullptr) profile->Begin();
  const auto start = std::chrono::steady_clock::now();
  const xnn_status status = next(op, threadpool);
  timer->AddRun(sprt_bench::MsSince(start));
  if (profile != nullptr) timer->AddRunProfile(profile->End());
  return status;
}

}  // extern "C"

namespace {

// Times one create call when it makes a 1x1 convolution.
template <typename Call>
xnn_status TimeCreate(bool pointwise, Call call) {
  const auto start = std::chrono::steady_clock::now();
  const xnn_status status = call();
  OperatorTimer* timer = OperatorTimer::Current();
  if (timer != nullptr && pointwise) timer->AddCreatePointwise(sprt_bench::MsSince(start));
  return status;
}

}  // namespace

extern "C" {

enum xnn_status xnn_create_convolution2d_nhwc_f32(
    uint32_t padding_top, uint32_t padding_right, uint32_t padding_bottom, uint32_t padding_left,
    uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height, uint32_t subsampling_width,
    uint32_t dilation_height, uint32_t dilation_width, uint32_t groups, size_t group_input_channels,
    size_t group_output_channels, size_t input_stride, size_t output_stride, const float* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_operator_t* op_out) {
  static auto* const next =
      sprt_bench::Next<decltype(xnn_create_convolution2d_nhwc_f32)>("xnn_create_convolution2d_nhwc_f32");
  return TimeCreate(kernel_height == 1 && kernel_width == 1, [&] {
    return next(padding_top, padding_right, padding_bottom, padding_left, kernel_height, kernel_width,
                subsampling_height, subsampling_width, dilation_height, dilation_width, groups, group_input_channels,
                group_output_channels, input_stride, output_stride, kernel, bias, output_min, output_max, flags,
                op_out);
  });
}

enum xnn_status xnn_create_convolution2d_nchw_f32(
    uint32_t padding_top, uint32_t padding_right, uint32_t padding_bottom, uint32_t padding_left,
    uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height, uint32_t subsampling_width,
    uint32_t dilation_height, uint32_t dilation_width, uint32_t groups, size_t group_input_channels,
    size_t group_output_channels, size_t input_stride, size_t output_stride, const float* kernel, const float* bias,
    float output_min, float output_max, uint32_t flags, xnn_operator_t* op_out) {
  static auto* const next =
      sprt_bench::Next<decltype(xnn_create_convolution2d_nchw_f32)>("xnn_create_convolution2d_nchw_f32");
  return TimeCreate(kernel_height == 1 && kernel_width == 1, [&] {
    return next(padding_top, padding_right, padding_bottom, padding_left, kernel_height, kernel_width,
                subsampling_height, subsampling_width, dilation_height, dilation_width, groups, group_input_channels,
                group_output_channels, input_stride, output_stride, kernel, bias, output_min, output_max, flags,
                op_out);
  });
}

}  // extern "C"
