// The fused sparse 1x1 and depthwise operators (sprt_create_pointwise_depthwise_nchw_f32,
// sprt_create_depthwise_pointwise_nchw_f32) against the two operators run one after the other, on the
// expansion + depthwise pairs of MobileNetV2 and EfficientNet-Lite0 and the depthwise + 1x1 pairs of
// MobileNetV1 and MobileNetV2 (random weights, 80% or 90% of the 1x1 weights zero, ReLU6), one image, the
// same buffers every iteration (a network's layer reads what the layer before just wrote). A fused
// run whose output differs from the two operators' in any bit is an error. --threads=1,2,4 picks the
// thread counts (default 1); after the runs, a table of both and their ratio.
#include <benchmark/benchmark.h>

#include <pthreadpool.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include <sprt.h>

#include "bench/flags.h"
#include "bench/spmm-layer-bench.h"

namespace {

// A depthwise layer of `channels` channels on `size` x `size` input and a 1x1 layer before it
// (pointwise_first: other -> channels) or after it (channels -> other).
struct Pair {
  const char* name;
  bool pointwise_first;
  size_t other, channels, size;
  uint32_t kernel, stride;
};

constexpr Pair kPairs[] = {
    // Expansion + depthwise: MobileNetV2's and EfficientNet-Lite0's blocks of 14x14 planes and up.
    {"b2_112x112_16x96_dw3s2", true, 16, 96, 112, 3, 2},
    {"b3_56x56_24x144_dw3s1", true, 24, 144, 56, 3, 1},
    {"b4_56x56_24x144_dw3s2", true, 24, 144, 56, 3, 2},
    {"lite0_b4_56x56_24x144_dw5s2", true, 24, 144, 56, 5, 2},
    {"b5_28x28_32x192_dw3s1", true, 32, 192, 28, 3, 1},
    {"lite0_b5_28x28_40x240_dw5s1", true, 40, 240, 28, 5, 1},
    {"b8_14x14_64x384_dw3s1", true, 64, 384, 14, 3, 1},
    // Depthwise + 1x1: MobileNetV1's pairs, MobileNetV2's depthwise + projection.
    {"mbv1_1_112x112_dw3s1_32x64", false, 64, 32, 112, 3, 1},
    {"mbv1_2_112x112_dw3s2_64x128", false, 128, 64, 112, 3, 2},
    {"mbv1_3_56x56_dw3s1_128x128", false, 128, 128, 56, 3, 1},
    {"mbv1_4_56x56_dw3s2_128x256", false, 256, 128, 56, 3, 2},
    {"mbv1_5_28x28_dw3s1_256x256", false, 256, 256, 28, 3, 1},
    {"mbv1_6_28x28_dw3s2_256x512", false, 512, 256, 28, 3, 2},
    {"mbv1_7_14x14_dw3s1_512x512", false, 512, 512, 14, 3, 1},
    {"mbv1_12_14x14_dw3s2_512x1024", false, 1024, 512, 14, 3, 2},
    {"mbv1_13_7x7_dw3s1_1024x1024", false, 1024, 1024, 7, 3, 1},
    {"b3_56x56_dw3s1_144x24", false, 24, 144, 56, 3, 1},
    {"b8_14x14_dw3s1_384x64", false, 64, 384, 14, 3, 1},
};

struct Operators {
  sprt_operator_t pw = nullptr, dw = nullptr, fused = nullptr;
  ~Operators() {
    sprt_delete_operator(fused);
    sprt_delete_operator(pw);
    sprt_delete_operator(dw);
  }
};

void BenchPair(benchmark::State& state, const Pair& p, double sparsity, bool fused, pthreadpool_t threadpool) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  std::bernoulli_distribution kept(1.0 - sparsity);
  const size_t ce = p.channels, h = p.size, k = p.kernel, s = p.stride;
  const size_t oh = (h + 2 * (k / 2) - k) / s + 1;
  const size_t pw_in = p.pointwise_first ? p.other : ce, pw_out = p.pointwise_first ? ce : p.other;
  const size_t in_channels = p.pointwise_first ? p.other : ce, out_channels = p.pointwise_first ? ce : p.other;
  std::vector<float> pw_weights(pw_out * pw_in), pw_bias(pw_out), dw_weights(ce * k * k), dw_bias(ce);
  for (float& v : pw_weights) v = kept(rng) ? value(rng) : 0.0f;
  for (float& v : pw_bias) v = value(rng);
  for (float& v : dw_weights) v = value(rng);
  for (float& v : dw_bias) v = value(rng);
  Operators ops;
  const uint32_t pad = k / 2;
  if (sprt_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, pw_in, pw_out, pw_in, pw_out,
                                         pw_weights.data(), pw_bias.data(), 0.0f, 6.0f, 0, &ops.pw) !=
          sprt_status_success ||
      sprt_create_convolution2d_nchw_f32(pad, pad, pad, pad, k, k, s, s, 1, 1, ce, 1, 1, ce, ce, dw_weights.data(),
                                         dw_bias.data(), 0.0f, 6.0f, 0, &ops.dw) != sprt_status_success ||
      (p.pointwise_first ? sprt_create_pointwise_depthwise_nchw_f32(ops.pw, ops.dw, 0, &ops.fused)
                         : sprt_create_depthwise_pointwise_nchw_f32(ops.dw, ops.pw, 0, &ops.fused)) !=
          sprt_status_success) {
    state.SkipWithError("sprt has no depthwise kernels on this ISA");
    return;
  }
  const size_t extra = SPRT_EXTRA_BYTES / sizeof(float);
  // y: what the first layer writes when they run apart.
  const size_t y_size = p.pointwise_first ? h : oh;
  std::vector<float> x(in_channels * h * h + extra), y(ce * y_size * y_size + extra),
      z(out_channels * oh * oh + extra), fz(z.size());
  for (float& v : x) v = value(rng);
  const auto setup_fused = [&](float* output) {
    return p.pointwise_first
               ? sprt_setup_pointwise_depthwise_nchw_f32(ops.fused, 1, h, h, x.data(), output, threadpool)
               : sprt_setup_depthwise_pointwise_nchw_f32(ops.fused, 1, h, h, x.data(), output, threadpool);
  };
  sprt_operator_t first = p.pointwise_first ? ops.pw : ops.dw, second = p.pointwise_first ? ops.dw : ops.pw;
  // Both ways once, the fused one first (its first setup picks the 1x1 layer's table for both).
  if (setup_fused(fz.data()) != sprt_status_success || sprt_run_operator(ops.fused, threadpool) != sprt_status_success ||
      sprt_setup_convolution2d_nchw_f32(first, 1, h, h, x.data(), y.data(), threadpool) != sprt_status_success ||
      sprt_setup_convolution2d_nchw_f32(second, 1, y_size, y_size, y.data(), z.data(), threadpool) !=
          sprt_status_success ||
      sprt_run_operator(first, threadpool) != sprt_status_success ||
      sprt_run_operator(second, threadpool) != sprt_status_success) {
    state.SkipWithError("setup or run failed");
    return;
  }
  if (std::memcmp(z.data(), fz.data(), out_channels * oh * oh * sizeof(float)) != 0) {
    state.SkipWithError("the fused operator's output differs from the two operators'");
    return;
  }
  if (fused && setup_fused(z.data()) != sprt_status_success) {
    state.SkipWithError("fused setup failed");
    return;
  }
  for (auto _ : state) {
    if (fused) {
      sprt_run_operator(ops.fused, threadpool);
    } else {
      sprt_run_operator(first, threadpool);
      sprt_run_operator(second, threadpool);
    }
  }
  // What the pair does not write when fused.
  state.counters["between_kb"] = double(ce * y_size * y_size * sizeof(float)) / 1024.0;
}

// The console output, then per pair, sparsity and thread count: both times and fused / apart.
class TableReporter : public benchmark::ConsoleReporter {
 public:
  using Cell = std::tuple<std::string, size_t, bool>;  // row (pair and sparsity), threads, fused
  void Expect(const std::string& name, const Cell& cell) {
    cells_[name] = cell;
    if (std::find(rows_.begin(), rows_.end(), std::get<0>(cell)) == rows_.end()) rows_.push_back(std::get<0>(cell));
  }

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      const auto cell = cells_.find(run.run_name.function_name);
      if (cell == cells_.end() || run.error_occurred) continue;
      if (run.run_type == Run::RT_Aggregate && run.aggregate_name != "median") continue;
      if (run.run_type == Run::RT_Iteration && run.repetitions > 1) continue;
      times_[cell->second] = run.GetAdjustedRealTime();
    }
  }

  void Finalize() override {
    ConsoleReporter::Finalize();
    if (times_.empty() || printed_) return;
    printed_ = true;
    std::vector<size_t> threads;
    for (const auto& [cell, time] : times_) {
      if (std::find(threads.begin(), threads.end(), std::get<1>(cell)) == threads.end()) {
        threads.push_back(std::get<1>(cell));
      }
    }
    std::sort(threads.begin(), threads.end());
    std::printf("\nDepthwise and 1x1 pairs, microseconds: the two operators, fused, fused / apart (/tN: N threads)\n");
    std::printf("%-36s", "pair sparsity");
    for (size_t t : threads) std::printf(" %10s%-3zu %10s%-3zu %8s%-3zu", "apart/t", t, "fused/t", t, "ratio/t", t);
    std::printf("\n");
    for (const std::string& row : rows_) {
      const bool measured = std::any_of(threads.begin(), threads.end(), [&](size_t t) {
        return times_.count({row, t, false}) != 0 || times_.count({row, t, true}) != 0;
      });
      if (!measured) continue;
      std::printf("%-36s", row.c_str());
      for (size_t t : threads) {
        const auto apart = times_.find({row, t, false});
        const auto fused = times_.find({row, t, true});
        if (apart == times_.end() || fused == times_.end()) {
          std::printf(" %13s %13s %11s", "-", "-", "-");
          continue;
        }
        std::printf(" %13.1f %13.1f %11.2f", apart->second, fused->second, fused->second / apart->second);
      }
      std::printf("\n");
    }
  }

 private:
  std::map<std::string, Cell> cells_;
  std::vector<std::string> rows_;
  std::map<Cell, double> times_;
  bool printed_ = false;
};

}  // namespace

int main(int argc, char** argv) {
  std::string threads_flag = "1";
  std::vector<size_t> thread_counts;
  if (!sprt_bench::TakeFlags("pointwise_depthwise_bench", &argc, argv, {}, {{"threads", &threads_flag}}) ||
      !sprt_bench::ParseThreadCounts("pointwise_depthwise_bench", threads_flag, &thread_counts)) {
    return 1;
  }
  if (sprt_initialize() != sprt_status_success) {
    std::fprintf(stderr, "pointwise_depthwise_bench: sprt_initialize failed\n");
    return 1;
  }
  sprt_bench::ThreadPools owner;
  TableReporter reporter;
  for (size_t threads : thread_counts) {
    const pthreadpool_t pool = owner.Create(threads);
    for (const Pair& p : kPairs) {
      for (double sparsity : {0.8, 0.9}) {
        const std::string row = std::string(p.name) + (sparsity == 0.8 ? " 0.8" : " 0.9");
        for (bool fused : {false, true}) {
          const std::string name = std::string("pointwise_depthwise/") + p.name + "/" + (fused ? "fused" : "apart") +
                                   "/" + (sparsity == 0.8 ? "0.8" : "0.9") + "/threads:" + std::to_string(threads);
          reporter.Expect(name, {row, threads, fused});
          benchmark::RegisterBenchmark(name.c_str(), BenchPair, p, sparsity, fused, pool)
              ->UseRealTime()
              ->Unit(benchmark::kMicrosecond);
        }
      }
    }
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
