// libFuzzer target: the plugin's takeover decision and sprt's generic NCHW convolution and NCW
// pooling, against XNNPACK itself. The plugin's sources are linked into this program, so
// xnn_create_convolution2d_nchw_f32 and the other interposed calls resolve to the plugin, which
// asks sprt and takes the layer or leaves it to libXNNPACK; the same calls made straight to
// libXNNPACK (dlsym(RTLD_NEXT)) give the reference. Arbitrary XNNPACK-style parameter sets (padding,
// kernel, subsampling, dilation, groups, channel strides, flags, clamps), biased towards the layers
// sprt takes (depthwise 3x3 / 5x5, 1x1, the NHWC-input stem). Aborts when the plugin creates or sets
// up a layer that XNNPACK refuses (a wrongly taken layer), when it refuses one XNNPACK accepts, when
// outputs differ by more than both rounding bounds, when an output is left unwritten or one outside
// the output is written, or when 1 and 2 threads differ.
#include <dlfcn.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <pthreadpool.h>
#include <sprt.h>
#include <xnnpack.h>

#include "fuzz/fuzz-input.h"

namespace {

using sprt_fuzz::Fail;
using sprt_fuzz::FuzzInput;
using sprt_fuzz::TwoThreads;

// libXNNPACK's own functions, behind the plugin's.
struct Xnn {
  decltype(&xnn_create_convolution2d_nchw_f32) create_convolution;
  decltype(&xnn_setup_convolution2d_nchw_f32) setup_convolution;
  decltype(&xnn_create_global_average_pooling_ncw_f32) create_pooling;
  decltype(&xnn_setup_global_average_pooling_ncw_f32) setup_pooling;
  decltype(&xnn_run_operator) run;
  decltype(&xnn_delete_operator) destroy;
};

const Xnn& Real() {
  static const Xnn xnn = [] {
    if (xnn_initialize(nullptr) != xnn_status_success) Fail("xnn_initialize failed");
    Xnn x;
    x.create_convolution = reinterpret_cast<decltype(x.create_convolution)>(dlsym(RTLD_NEXT, "xnn_create_convolution2d_nchw_f32"));
    x.setup_convolution = reinterpret_cast<decltype(x.setup_convolution)>(dlsym(RTLD_NEXT, "xnn_setup_convolution2d_nchw_f32"));
    x.create_pooling = reinterpret_cast<decltype(x.create_pooling)>(dlsym(RTLD_NEXT, "xnn_create_global_average_pooling_ncw_f32"));
    x.setup_pooling = reinterpret_cast<decltype(x.setup_pooling)>(dlsym(RTLD_NEXT, "xnn_setup_global_average_pooling_ncw_f32"));
    x.run = reinterpret_cast<decltype(x.run)>(dlsym(RTLD_NEXT, "xnn_run_operator"));
    x.destroy = reinterpret_cast<decltype(x.destroy)>(dlsym(RTLD_NEXT, "xnn_delete_operator"));
    if (x.create_convolution == nullptr || x.setup_convolution == nullptr || x.create_pooling == nullptr ||
        x.setup_pooling == nullptr || x.run == nullptr || x.destroy == nullptr) {
      Fail("libXNNPACK's functions not found behind the plugin");
    }
    if (x.create_convolution == &xnn_create_convolution2d_nchw_f32) Fail("the plugin is not linked in");
    return x;
  }();
  return xnn;
}

// Compares the plugin's output with XNNPACK's: both within their float32 rounding bound of the exact
// result, `bound[i]`; sentinels (unwritten) in the same places.
void Compare(const std::vector<float>& plugin, const std::vector<float>& xnn, const std::vector<double>& bound,
             const char* what) {
  for (size_t i = 0; i < plugin.size(); i++) {
    const bool ps = sprt_fuzz::IsSentinel(plugin[i]), xs = sprt_fuzz::IsSentinel(xnn[i]);
    if (ps != xs) Fail("%s: element %zu written by %s only", what, i, ps ? "XNNPACK" : "the plugin");
    if (ps) continue;
    if (std::isnan(plugin[i]) != std::isnan(xnn[i])) Fail("%s: element %zu: %g vs XNNPACK %g", what, i, plugin[i], xnn[i]);
    if (std::isnan(plugin[i])) continue;
    if (!(std::fabs(double{plugin[i]} - xnn[i]) <= 2.0 * bound[i])) {
      Fail("%s: element %zu: plugin %.9g, XNNPACK %.9g, bound %.3g", what, i, plugin[i], xnn[i], 2.0 * bound[i]);
    }
  }
}

void FuzzConvolution(FuzzInput& in) {
  bool special = false;
  const uint8_t shape = in.Take<uint8_t>() % 8;
  uint32_t pad[4], kh, kw, sh, sw, dh = 1, dw = 1, groups, flags = 0;
  size_t gin, gout;
  if (shape < 3) {  // depthwise 3x3 / 5x5
    kh = kw = in.Bit() ? 3 : 5;
    sh = sw = in.Range(1, 2);
    for (uint32_t& p : pad) p = kh / 2;
    if (sh == 2 && in.Bit()) pad[0] = kh / 2 - 1;
    groups = in.Range(1, 12);
    gin = 1;
    gout = 1;
    if (in.Bit()) flags |= XNN_FLAG_DEPTHWISE_CONVOLUTION;
  } else if (shape < 5) {  // 1x1
    kh = kw = sh = sw = 1;
    std::fill(pad, pad + 4, 0u);
    groups = 1;
    gin = in.Range(1, 24);
    gout = in.Range(1, 24);
  } else if (shape == 5) {  // the stem
    kh = kw = 3;
    sh = sw = 2;
    std::fill(pad, pad + 4, 1u);
    groups = 1;
    gin = 3;
    gout = in.Range(1, 12);
    flags |= XNN_FLAG_INPUT_NHWC;
  } else {  // anything
    for (uint32_t& p : pad) p = in.Range(0, 3);
    kh = in.Range(1, 6);
    kw = in.Range(1, 6);
    sh = in.Range(1, 3);
    sw = in.Range(1, 3);
    dh = in.Range(1, 2);
    dw = in.Range(1, 2);
    groups = in.Range(1, 4);
    gin = in.Range(1, 4);
    gout = in.Range(1, 4);
    flags = in.Take<uint8_t>() & 3;
  }
  // A parameter off its layer's values now and then: the decision must follow it.
  const uint8_t nudge = in.Take<uint8_t>();
  if (nudge >= 232) {
    switch (nudge % 8) {
      case 0: pad[in.Range(0, 3)] = in.Range(0, 3); break;
      case 1: dh = in.Range(1, 3); break;
      case 2: sw = in.Range(1, 3); break;
      case 3: gin = in.Range(1, 4); break;
      case 4: gout = in.Range(1, 3); break;
      case 5: flags ^= 1u << in.Range(0, 5); break;
      case 6: groups = in.Range(1, 4); break;
      default: kw = in.Range(1, 6); break;
    }
  }
  const bool nhwc = (flags & XNN_FLAG_INPUT_NHWC) != 0;
  const size_t input_stride = groups * gin + (in.Take<uint8_t>() < 220 ? 0 : in.Range(0, 2));
  const size_t output_stride = groups * gout + (in.Take<uint8_t>() < 220 ? 0 : in.Range(0, 2));
  float output_min = -INFINITY, output_max = INFINITY;
  if (in.Take<uint8_t>() >= 200) output_min = in.Value(&special);
  if (in.Take<uint8_t>() >= 200) output_max = in.Value(&special);

  const size_t taps = size_t{kh} * kw;
  std::vector<float> kernel(groups * gout * taps * gin), bias(groups * gout);
  for (float& w : kernel) w = shape >= 3 && shape < 5 && in.Take<uint8_t>() < 180 ? 0.0f : in.Value(&special);
  for (float& b : bias) b = in.Value(&special);
  const float* bias_pointer = in.Take<uint8_t>() < 230 ? bias.data() : nullptr;

  xnn_operator_t plugin_op = nullptr, xnn_op = nullptr;
  const xnn_status plugin_status = xnn_create_convolution2d_nchw_f32(
      pad[0], pad[1], pad[2], pad[3], kh, kw, sh, sw, dh, dw, groups, gin, gout, input_stride, output_stride,
      kernel.data(), bias_pointer, output_min, output_max, flags, &plugin_op);
  const xnn_status xnn_status_ = Real().create_convolution(
      pad[0], pad[1], pad[2], pad[3], kh, kw, sh, sw, dh, dw, groups, gin, gout, input_stride, output_stride,
      kernel.data(), bias_pointer, output_min, output_max, flags, &xnn_op);
  if ((plugin_status == xnn_status_success) != (xnn_status_ == xnn_status_success)) {
    Fail("create: plugin status %d, XNNPACK %d (pad %u %u %u %u, kernel %ux%u, subsampling %ux%u, dilation %ux%u, "
         "groups %u, %zu -> %zu, strides %zu / %zu, flags 0x%x)",
         plugin_status, xnn_status_, pad[0], pad[1], pad[2], pad[3], kh, kw, sh, sw, dh, dw, groups, gin, gout,
         input_stride, output_stride, flags);
  }
  if (plugin_status != xnn_status_success) return;

  const size_t batch = in.Range(1, 2), height = in.Range(1, 20), width = in.Range(1, 20);
  // XNNPACK may read XNN_EXTRA_BYTES past an input, sprt SPRT_EXTRA_BYTES.
  std::vector<float> input(batch * input_stride * height * width + (XNN_EXTRA_BYTES + SPRT_EXTRA_BYTES) / sizeof(float));
  float input_max = 0.0f;
  for (float& x : input) {
    x = in.Value(&special);
    input_max = std::max(input_max, std::fabs(x));
  }
  const size_t eh = (size_t{kh} - 1) * dh + 1, ew = (size_t{kw} - 1) * dw + 1;
  const size_t ph = pad[0] + height + pad[2], pw = pad[1] + width + pad[3];
  const size_t oh = ph >= eh ? (ph - eh) / sh + 1 : 0, ow = pw >= ew ? (pw - ew) / sw + 1 : 0;
  // XNNPACK's NCHW kernels assume a plane at least as large as the kernel (their own tests do). Its
  // NHWC-input kernel (3x3c3s2) reads pixels as 3 channels whatever the stride (sprt honours the
  // stride), and 3 channels of weights whatever group_input_channels it was created with (sprt
  // refuses any other): with fewer it reads past its packed weights and its results vary from run to
  // run.
  const bool comparable = height >= kh && width >= kw && oh != 0 && ow != 0 &&
                          !(nhwc && (input_stride != 3 || gin != 3));
  if (comparable) {
    std::vector<float> outputs[3];
    xnn_operator_t ops[3] = {plugin_op, plugin_op, xnn_op};
    for (int t = 0; t < 3; t++) {
      pthreadpool_t pool = t == 1 ? TwoThreads() : nullptr;
      outputs[t].assign(batch * output_stride * oh * ow + 8, sprt_fuzz::Sentinel());
      const xnn_status s = t < 2 ? xnn_setup_convolution2d_nchw_f32(ops[t], batch, height, width, input.data(),
                                                                     outputs[t].data(), pool)
                                 : Real().setup_convolution(ops[t], batch, height, width, input.data(),
                                                            outputs[t].data(), pool);
      if (s != xnn_status_success) Fail("setup %d failed (%d) for %zu x %zux%zu", t, s, batch, height, width);
      const xnn_status r = t < 2 ? xnn_run_operator(ops[t], pool) : Real().run(ops[t], pool);
      if (r != xnn_status_success) Fail("run %d failed (%d)", t, r);
    }
    if (std::memcmp(outputs[0].data(), outputs[1].data(), outputs[0].size() * sizeof(float)) != 0) {
      Fail("plugin: 1 and 2 threads differ");
    }
    if (!special) {
      // Per output channel: |bias| + max|x| * sum |w| bounds every output's terms. The weights are OHWI
      // ([groups * gout][kh][kw][gin]), or with XNN_FLAG_DEPTHWISE_CONVOLUTION (gin = 1) HWG:
      // [kh][kw][groups * gout].
      const bool hwg = (flags & XNN_FLAG_DEPTHWISE_CONVOLUTION) != 0;
      std::vector<double> bound(outputs[0].size(), 0.0);
      for (size_t b = 0; b < batch; b++) {
        for (size_t oc = 0; oc < groups * gout; oc++) {
          double weights = 0.0;
          for (size_t i = 0; i < taps * gin; i++) {
            weights += std::fabs(hwg ? kernel[i * groups * gout + oc] : kernel[oc * taps * gin + i]);
          }
          const double magnitude = std::fabs(double{bias_pointer != nullptr ? bias[oc] : 0.0f}) + input_max * weights;
          for (size_t p = 0; p < oh * ow; p++) {
            bound[(b * output_stride + oc) * oh * ow + p] = sprt_fuzz::Tolerance(taps * gin, magnitude);
          }
        }
      }
      Compare(outputs[0], outputs[2], bound, "convolution");
    }
  } else if (in.Bit()) {
    // Sizes XNNPACK's kernels do not take: the plugin's operator must still set up and run cleanly.
    std::vector<float> output(batch * output_stride * std::max<size_t>(oh, 1) * std::max<size_t>(ow, 1));
    if (xnn_setup_convolution2d_nchw_f32(plugin_op, batch, height, width, input.data(), output.data(), nullptr) ==
        xnn_status_success && oh != 0 && ow != 0) {
      xnn_run_operator(plugin_op, nullptr);
    }
  }
  if (xnn_delete_operator(plugin_op) != xnn_status_success) Fail("plugin: delete failed");
  Real().destroy(xnn_op);
}

void FuzzPooling(FuzzInput& in) {
  bool special = false;
  const size_t channels = in.Range(0, 40);
  float output_min = -INFINITY, output_max = INFINITY;
  if (in.Take<uint8_t>() >= 200) output_min = in.Value(&special);
  if (in.Take<uint8_t>() >= 200) output_max = in.Value(&special);
  const uint32_t flags = in.Take<uint8_t>() < 240 ? 0 : 1u << in.Range(0, 7);
  xnn_operator_t plugin_op = nullptr, xnn_op = nullptr;
  const xnn_status ps = xnn_create_global_average_pooling_ncw_f32(channels, output_min, output_max, flags, &plugin_op);
  const xnn_status xs = Real().create_pooling(channels, output_min, output_max, flags, &xnn_op);
  if ((ps == xnn_status_success) != (xs == xnn_status_success)) {
    Fail("pooling create: plugin %d, XNNPACK %d (%zu channels, flags 0x%x)", ps, xs, channels, flags);
  }
  if (ps != xnn_status_success) return;
  const size_t batch = in.Range(1, 3), width = in.Range(1, 70);
  std::vector<float> input(batch * channels * width + (XNN_EXTRA_BYTES + SPRT_EXTRA_BYTES) / sizeof(float));
  float input_max = 0.0f;
  for (float& x : input) {
    x = in.Value(&special);
    input_max = std::max(input_max, std::fabs(x));
  }
  std::vector<float> outputs[3];
  xnn_operator_t ops[3] = {plugin_op, plugin_op, xnn_op};
  for (int t = 0; t < 3; t++) {
    pthreadpool_t pool = t == 1 ? TwoThreads() : nullptr;
    outputs[t].assign(batch * channels + 8, sprt_fuzz::Sentinel());
    const xnn_status s = t < 2 ? xnn_setup_global_average_pooling_ncw_f32(ops[t], batch, width, input.data(),
                                                                           outputs[t].data(), pool)
                               : Real().setup_pooling(ops[t], batch, width, input.data(), outputs[t].data(), pool);
    if (s != xnn_status_success) Fail("pooling setup %d failed (%d)", t, s);
    const xnn_status r = t < 2 ? xnn_run_operator(ops[t], pool) : Real().run(ops[t], pool);
    if (r != xnn_status_success) Fail("pooling run %d failed (%d)", t, r);
  }
  if (std::memcmp(outputs[0].data(), outputs[1].data(), outputs[0].size() * sizeof(float)) != 0) {
    Fail("pooling: 1 and 2 threads differ");
  }
  if (!special) {
    // A mean of `width` terms: the sum's bound, plus the rounding of the scale.
    const std::vector<double> bound(outputs[0].size(), sprt_fuzz::Tolerance(width + 1, input_max));
    Compare(outputs[0], outputs[2], bound, "pooling");
  }
  xnn_delete_operator(plugin_op);
  Real().destroy(xnn_op);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Real();
  FuzzInput in(data, size);
  if (in.Take<uint8_t>() < 224) {
    FuzzConvolution(in);
  } else {
    FuzzPooling(in);
  }
  return 0;
}
