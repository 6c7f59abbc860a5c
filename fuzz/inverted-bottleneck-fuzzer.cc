// libFuzzer target: the fused inverted bottleneck (sprt_create_inverted_bottleneck_nchw_f32) against
// its three operators run one after the other (a quarter of the blocks without expansion: two), and a
// quarter of the stride-1 blocks adding their input (SPRT_FLAG_ADD_BLOCK_INPUT) against the operators
// and a separate add.
// Arbitrary block shapes (input, expanded and output channels, plane sizes from 1x1, 3x3 and 5x5
// kernels, strides 1 and 2, the top padding one less with stride 2, batches of 1 to 2), weights and
// inputs with NaN, infinite and subnormal values, and the buffers placed apart or with the output
// over the input (a block adding its input, given the intermediate buffers: over the depthwise
// buffer instead, as XNNPACK's runtime may place an add's output), with or without the intermediate
// buffers, half of the time with a workspace of the size the bands query asks, on the calling
// thread or 2 threads. Aborts when a setup is refused that should be accepted (or the reverse:
// overlapping input and output without the intermediate buffers or with the input added), when the
// fused output differs in any bit from the three operators' (a NaN's payload aside), or when a byte
// around the output changes.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

#include <pthreadpool.h>
#include <sprt.h>

#include "fuzz/fuzz-input.h"

namespace {

using sprt_fuzz::Fail;
using sprt_fuzz::FuzzInput;
using sprt_fuzz::TwoThreads;

struct Deleter {
  void operator()(sprt_operator_t op) const { sprt_delete_operator(op); }
};
using Operator = std::unique_ptr<struct sprt_operator, Deleter>;

// Guard floats around every buffer: a write there is one outside the tensor.
constexpr size_t kGuard = 64;

std::vector<float> Values(FuzzInput& in, size_t n, double zeros) {
  std::vector<float> v(n);
  bool special = false;
  for (float& x : v) x = in.Take<uint8_t>() < zeros * 256 ? 0.0f : in.Value(&special);
  return v;
}

Operator Create(uint32_t pad_top, uint32_t pad, uint32_t kernel, uint32_t stride, size_t groups, size_t in,
                size_t out, const std::vector<float>& weights, const std::vector<float>& bias, float min, float max,
                uint32_t flags) {
  sprt_operator_t op = nullptr;
  const sprt_status status =
      sprt_create_convolution2d_nchw_f32(pad_top, pad, pad, pad, kernel, kernel, stride, stride, 1, 1,
                                         static_cast<uint32_t>(groups), in, out, groups * in, groups * out,
                                         weights.data(), bias.data(), min, max, flags, &op);
  if (status != sprt_status_success) Fail("creating a part failed with status %d", static_cast<int>(status));
  return Operator(op);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const bool initialized = sprt_initialize() == sprt_status_success;
  if (!initialized) Fail("sprt_initialize failed");
  FuzzInput in(data, size);
  const size_t cin = in.Range(1, 24), expanded_channels = in.Range(1, 64), drawn_cout = in.Range(1, 24);
  const uint32_t kernel = in.Bit() ? 5 : 3, stride = in.Bit() ? 2 : 1, pad = kernel / 2;
  const uint32_t pad_top = stride == 2 && in.Bit() ? pad - 1 : pad;
  const size_t height = in.Range(1, 40), width = in.Range(1, 40), batch = in.Range(1, 2);
  const double zeros = in.Range(0, 255) / 256.0;
  const bool threads = in.Bit(), buffers = in.Bit();
  const uint8_t layout = in.Take<uint8_t>();
  const uint8_t placement = layout % 3;  // apart, output over the input's start, or part of it
  const bool expansion = layout / 3 % 4 != 0;
  const bool with_workspace = layout / 12 % 2 != 0;
  // A quarter of the stride-1 blocks add their input (SPRT_FLAG_ADD_BLOCK_INPUT): as many outputs.
  const bool add_input = stride == 1 && layout / 24 % 4 == 0;
  const size_t cout = add_input ? cin : drawn_cout;
  const size_t cexp = expansion ? expanded_channels : cin;  // the depthwise layer's channels
  const std::vector<float> we = expansion ? Values(in, cexp * cin, zeros) : std::vector<float>();
  const std::vector<float> be = expansion ? Values(in, cexp, 0.0) : std::vector<float>();
  const std::vector<float> wd = Values(in, cexp * kernel * kernel, 0.0), bd = Values(in, cexp, 0.0);
  const std::vector<float> wp = Values(in, cout * cexp, zeros), bp = Values(in, cout, 0.0);
  const Operator expand = expansion ? Create(0, 0, 1, 1, 1, cin, cexp, we, be, 0.0f, 6.0f, 0) : Operator();
  const Operator depthwise = Create(pad_top, pad, kernel, stride, cexp, 1, 1, wd, bd, -1.0f, 6.0f,
                                    SPRT_FLAG_DEPTHWISE_CONVOLUTION);
  const Operator project = Create(0, 0, 1, 1, 1, cexp, cout, wp, bp, -INFINITY, INFINITY, 0);
  const size_t out_height = (pad_top + height + pad > kernel ? pad_top + height + pad - kernel : 0) / stride + 1;
  const size_t out_width = (2 * pad + width > kernel ? 2 * pad + width - kernel : 0) / stride + 1;
  const size_t input_floats = batch * cin * height * width, output_floats = batch * cout * out_height * out_width;
  std::vector<float> input(input_floats);
  bool special = false;
  for (float& x : input) x = in.Value(&special);
  pthreadpool_t pool = threads ? TwoThreads() : nullptr;

  // The operators apart, on buffers of their own.
  std::vector<float> expanded(batch * cexp * height * width + 8), dw(batch * cexp * out_height * out_width + 8);
  std::vector<float> expected(output_floats + 8);
  if ((expansion && sprt_setup_convolution2d_nchw_f32(expand.get(), batch, height, width, input.data(),
                                                      expanded.data(), pool) != sprt_status_success) ||
      sprt_setup_convolution2d_nchw_f32(depthwise.get(), batch, height, width,
                                        expansion ? expanded.data() : input.data(), dw.data(),
                                        pool) != sprt_status_success ||
      sprt_setup_convolution2d_nchw_f32(project.get(), batch, out_height, out_width, dw.data(), expected.data(),
                                        pool) != sprt_status_success) {
    Fail("setting up the parts failed");
  }
  for (sprt_operator_t op : {expand.get(), depthwise.get(), project.get()}) {
    if (op != nullptr && sprt_run_operator(op, pool) != sprt_status_success) Fail("running a part failed");
  }
  if (add_input) {
    for (size_t i = 0; i < output_floats; i++) expected[i] = expected[i] + input[i];
  }

  sprt_operator_t fused_op = nullptr;
  if (sprt_create_inverted_bottleneck_nchw_f32(expand.get(), depthwise.get(), project.get(),
                                               add_input ? SPRT_FLAG_ADD_BLOCK_INPUT : 0, &fused_op) !=
      sprt_status_success) {
    Fail("creating the fused operator failed");
  }
  const Operator fused(fused_op);
  // One buffer holds the input and the output, apart or with the output over the input; or the
  // output starts a plane into the depthwise buffer.
  const bool over_depthwise = add_input && buffers && placement == 1;
  const bool overlap = placement != 0 && !over_depthwise;
  const size_t offset = !overlap ? input_floats + 16 : placement == 1 ? 0 : input_floats / 2;
  std::vector<float> buffer(kGuard + std::max(input_floats, offset + output_floats) + 16 + kGuard,
                            sprt_fuzz::Sentinel());
  float* const x = buffer.data() + kGuard;
  std::copy(input.begin(), input.end(), x);
  const size_t out_plane = out_height * out_width;
  std::vector<float> e_buffer(batch * cexp * height * width + 8),
      d_buffer(std::max(batch * cexp * out_plane, out_plane + output_floats) + 8);
  float* const y = over_depthwise ? d_buffer.data() + out_plane : x + offset;
  bool bands = false;
  size_t workspace_bytes = 0;
  if (sprt_inverted_bottleneck_runs_in_bands(fused.get(), batch, height, width, SIZE_MAX, pool, &bands,
                                             &workspace_bytes) != sprt_status_success ||
      bands != (workspace_bytes != 0)) {
    Fail("the bands query failed or gave bands without workspace bytes");
  }
  std::vector<float> workspace_floats(with_workspace ? workspace_bytes / sizeof(float) + 16 : 0);
  void* const workspace = with_workspace && workspace_bytes != 0
                              ? reinterpret_cast<void*>(
                                    (reinterpret_cast<uintptr_t>(workspace_floats.data()) + 63) & ~uintptr_t{63})
                              : nullptr;
  const sprt_status status = sprt_setup_inverted_bottleneck_nchw_f32(
      fused.get(), batch, height, width, x, y, buffers && expansion ? e_buffer.data() : nullptr,
      buffers ? d_buffer.data() : nullptr, workspace, workspace != nullptr ? workspace_bytes : 0, pool);
  if (overlap && (!buffers || add_input)) {
    if (status != sprt_status_invalid_parameter) {
      Fail(add_input ? "a block that adds its input was set up with the output over it"
                     : "the bands were set up over their own input");
    }
    return 0;
  }
  // Run as its operators, the block then projects into the expanded buffer, which must hold the output.
  if (over_depthwise && status == sprt_status_invalid_parameter && expansion && cexp >= cout) {
    Fail("an output over the depthwise buffer was refused though the expanded buffer could take the projection");
  }
  if (over_depthwise && status == sprt_status_invalid_parameter) return 0;
  if (status != sprt_status_success) Fail("fused setup failed with status %d", static_cast<int>(status));
  if (sprt_run_operator(fused.get(), pool) != sprt_status_success) Fail("running the fused operator failed");
  // Bit for bit, but for the payload of a NaN where NaNs of different payloads met (which one comes
  // out is not specified: include/sprt.h). A NaN must be a NaN there, and never the sentinel.
  for (size_t i = 0; i < output_floats; i++) {
    if (std::memcmp(&y[i], &expected[i], sizeof(float)) == 0) continue;
    if (std::isnan(y[i]) && std::isnan(expected[i]) && !sprt_fuzz::IsSentinel(y[i])) continue;
    Fail("fused output differs from the operators' (%zu -> %zu -> %zu channels, expansion %d, %zux%zu, %ux%u "
         "stride %u, batch %zu, placement %u, buffers %d, workspace %zu, threads %d, input added %d)", cin, cexp, cout,
         expansion, height, width, kernel, kernel, stride, batch, placement, buffers,
         workspace != nullptr ? workspace_bytes : 0, threads, add_input);
  }
  // Nothing before the buffer's tensors, between input and output, or after both.
  for (size_t i = 0; i < kGuard; i++) {
    if (!sprt_fuzz::IsSentinel(buffer[i])) Fail("a float before the input was written");
  }
  for (size_t i = input_floats; i < (over_depthwise ? buffer.size() - kGuard : offset); i++) {
    if (!sprt_fuzz::IsSentinel(x[i])) Fail("the gap between input and output was written");
  }
  for (size_t i = std::max(input_floats, offset + output_floats); kGuard + i < buffer.size(); i++) {
    if (!sprt_fuzz::IsSentinel(x[i])) Fail("a float after the output was written");
  }
  return 0;
}
