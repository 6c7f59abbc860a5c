// The fused sparse 1x1 + depthwise operator (sprt_create_pointwise_depthwise_nchw_f32) against the two
// operators run one after the other, on the expansion + depthwise pairs of MobileNetV2 and
// EfficientNet-Lite0 (random weights, 80% or 90% of the 1x1 weights zero, ReLU6), one image, the
// same buffers every iteration. --threads=1,2,4 picks the thread counts (default 1).
#include <benchmark/benchmark.h>

#include <pthreadpool.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <sprt.h>

#include "bench/flags.h"

namespace {

struct Pair {
  const char* name;
  size_t input_channels, channels, size;
  uint32_t kernel, stride;
};

// The blocks whose expanded tensor is 0.3 MB or more per image (MobileNetV2 / EfficientNet-Lite0).
constexpr Pair kPairs[] = {
    {"b2_112x112_16x96_dw3s2", 16, 96, 112, 3, 2},  {"b3_56x56_24x144_dw3s1", 24, 144, 56, 3, 1},
    {"b4_56x56_24x144_dw3s2", 24, 144, 56, 3, 2},   {"lite0_b4_56x56_24x144_dw5s2", 24, 144, 56, 5, 2},
    {"b5_28x28_32x192_dw3s1", 32, 192, 28, 3, 1},   {"lite0_b5_28x28_40x240_dw5s1", 40, 240, 28, 5, 1},
    {"b8_14x14_64x384_dw3s1", 64, 384, 14, 3, 1},
};

struct Operators {
  sprt_operator_t pw = nullptr, dw = nullptr, fused = nullptr;
  ~Operators() {
    sprt_delete_operator(fused);
    sprt_delete_operator(pw);
    sprt_delete_operator(dw);
  }
};

void BenchPair(benchmark::State& state, const Pair& p, double sparsity, bool fused, size_t threads) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  std::bernoulli_distribution kept(1.0 - sparsity);
  const size_t ci = p.input_channels, ce = p.channels, h = p.size, k = p.kernel, s = p.stride;
  const size_t oh = (h + 2 * (k / 2) - k) / s + 1;
  std::vector<float> pw_weights(ce * ci), pw_bias(ce), dw_weights(ce * k * k), dw_bias(ce);
  for (float& v : pw_weights) v = kept(rng) ? value(rng) : 0.0f;
  for (float& v : pw_bias) v = value(rng);
  for (float& v : dw_weights) v = value(rng);
  for (float& v : dw_bias) v = value(rng);
  Operators ops;
  const uint32_t pad = k / 2;
  if (sprt_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, ci, ce, ci, ce, pw_weights.data(),
                                         pw_bias.data(), 0.0f, 6.0f, 0, &ops.pw) != sprt_status_success ||
      sprt_create_convolution2d_nchw_f32(pad, pad, pad, pad, k, k, s, s, 1, 1, ce, 1, 1, ce, ce, dw_weights.data(),
                                         dw_bias.data(), 0.0f, 6.0f, 0, &ops.dw) != sprt_status_success) {
    state.SkipWithError("sprt has no depthwise kernels on this ISA");
    return;
  }
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(
      threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
  const size_t extra = SPRT_EXTRA_BYTES / sizeof(float);
  std::vector<float> x(ci * h * h + extra), y(ce * h * h + extra), z(ce * oh * oh + extra);
  for (float& v : x) v = value(rng);
  if (fused) {
    if (sprt_create_pointwise_depthwise_nchw_f32(ops.pw, ops.dw, 0, &ops.fused) != sprt_status_success ||
        sprt_setup_pointwise_depthwise_nchw_f32(ops.fused, 1, h, h, x.data(), z.data(), pool.get()) !=
            sprt_status_success) {
      state.SkipWithError("fused setup failed");
      return;
    }
  } else if (sprt_setup_convolution2d_nchw_f32(ops.pw, 1, h, h, x.data(), y.data(), pool.get()) !=
                 sprt_status_success ||
             sprt_setup_convolution2d_nchw_f32(ops.dw, 1, h, h, y.data(), z.data(), pool.get()) !=
                 sprt_status_success) {
    state.SkipWithError("setup failed");
    return;
  }
  for (auto _ : state) {
    if (fused) {
      sprt_run_operator(ops.fused, pool.get());
    } else {
      sprt_run_operator(ops.pw, pool.get());
      sprt_run_operator(ops.dw, pool.get());
    }
  }
  state.counters["expanded_kb"] = double(ce * h * h * sizeof(float)) / 1024.0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string threads_flag = "1";
  if (!sprt_bench::TakeFlags("pointwise_depthwise_bench", &argc, argv, {}, {{"threads", &threads_flag}})) return 1;
  if (sprt_initialize() != sprt_status_success) return 1;
  for (const std::string& t : sprt_bench::SplitList(threads_flag)) {
    const size_t threads = std::stoul(t);
    for (const Pair& p : kPairs) {
      for (double sparsity : {0.8, 0.9}) {
        for (bool fused : {false, true}) {
          const std::string name = std::string("pointwise_depthwise/") + p.name + "/" + (fused ? "fused" : "apart") +
                                   "/" + (sparsity == 0.8 ? "0.8" : "0.9") + "/threads:" + t;
          benchmark::RegisterBenchmark(name.c_str(), BenchPair, p, sparsity, fused, threads)
              ->UseRealTime()
              ->Unit(benchmark::kMicrosecond);
        }
      }
    }
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
