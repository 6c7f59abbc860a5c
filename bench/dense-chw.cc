// The dense NCHW layers around MobileNetV1's sparse ones, single-threaded: its stem (224x224x3 NHWC
// to 32x112x112 CHW, 3x3 stride 2, padding 1, ReLU6) and its global average pooling (1024 channels of
// 7x7), each by sprt's kernels (every ISA this CPU has, called directly on packed weights), by
// XNNPACK's NCHW operator (the path a sparse NCHW network takes) and by XNNPACK's NHWC operator.
//
//   bazel run -c opt //bench:dense_chw_bench [-- --benchmark_filter=stem]
//   bazel run -c opt //bench:dense_chw_bench -- --benchmark_repetitions=20
//       --benchmark_enable_random_interleaving=true --benchmark_report_aggregates_only=true  (one line)
//
// On a machine shared with other work, the repetitions' "min" (added to Google Benchmark's mean,
// median, stddev and cv) is the steadiest comparison; interleaving spreads slow phases over all. The
// min row's counters are the smallest rates, not those of the fastest repetition: read its time.
// Names: stem/<impl>, gavgpool/<impl>. Counters: GFLOPS (stem: 2 * 27 * 32 * 112 * 112 per run),
// GBps (pooling: input bytes per second). sprt's outputs are checked against XNNPACK's NCHW operator
// before timing. Buffers are 64-byte aligned, as NN runtimes allocate activations (a misaligned stem
// output costs sprt's kernels 3-5%); one set per benchmark: the stem's input and output (0.6 + 1.6 MB)
// come from L2 or beyond anyway, the pooling's 200 KB input stays in L2, as after the layer that
// writes it.
#include <benchmark/benchmark.h>

#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "bench/spmm-layer-bench.h"

extern "C" {
#include "init.h"
#include "packing/dense.h"
#include "registry.h"
}

namespace {

constexpr size_t kInputSize = 224, kOutputSize = 112, kStemChannels = 32;
constexpr size_t kPoolChannels = 1024, kPoolElements = 49;

using sprt_bench::Activations;

Activations RandomVector(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  Activations v(n);
  for (float& x : v) x = value(rng);
  return v;
}

struct Stem {
  Activations input = RandomVector(kInputSize * kInputSize * 3 + XNN_EXTRA_BYTES / sizeof(float), 1);
  Activations kernel = RandomVector(kStemChannels * 27, 2);  // OHWI
  Activations bias = RandomVector(kStemChannels, 3);
  Activations output = Activations(kStemChannels * kOutputSize * kOutputSize);
};

void SetStemCounters(benchmark::State& state) {
  const double flops = 2.0 * 27 * kStemChannels * kOutputSize * kOutputSize;
  state.counters["GFLOPS"] = benchmark::Counter(flops * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

xnn_operator_t CreateXnnStemNchw(const Stem& s) {
  xnn_operator_t op = nullptr;
  if (xnn_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, 3, kStemChannels, 3, kStemChannels,
                                        s.kernel.data(), s.bias.data(), 0.0f, 6.0f, XNN_FLAG_INPUT_NHWC,
                                        &op) != xnn_status_success) {
    return nullptr;
  }
  return op;
}

// XNNPACK's NCHW stem output, the reference sprt's kernels are checked against.
Activations XnnStemNchwOutput(Stem& s) {
  Activations out(s.output.size());
  xnn_operator_t op = CreateXnnStemNchw(s);
  if (op == nullptr ||
      xnn_setup_convolution2d_nchw_f32(op, 1, kInputSize, kInputSize, s.input.data(), out.data(), nullptr) !=
          xnn_status_success ||
      xnn_run_operator(op, nullptr) != xnn_status_success) {
    out.clear();
  }
  xnn_delete_operator(op);
  return out;
}

bool Close(const Activations& a, const Activations& b, float tolerance) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); i++) {
    if (!(std::abs(a[i] - b[i]) <= tolerance)) return false;
  }
  return true;
}

void StemSprt(benchmark::State& state, const sprt_conv_hwc2chw_ukernel* k) {
  Stem s;
  Activations packed(sprt_conv_hwc2chw_packed_floats(kStemChannels, k->output_channel_tile));
  sprt_pack_f32_conv_hwc2chw_weights(kStemChannels, k->output_channel_tile, s.kernel.data(), s.bias.data(),
                                     packed.data());
  const sprt_f32_minmax_params params = {0.0f, 6.0f};
  const size_t plane = kOutputSize * kOutputSize;
  k->function(kInputSize, kInputSize, 3, 0, kOutputSize, s.input.data(), packed.data(), s.output.data(),
              kStemChannels, plane, &params);
  // |output| <= 28 with |w|, |x|, |b| <= 1: a few float32 roundings of that.
  if (!Close(s.output, XnnStemNchwOutput(s), 1e-4f)) {
    state.SkipWithError("output differs from XNNPACK's NCHW operator");
    return;
  }
  for (auto _ : state) {
    k->function(kInputSize, kInputSize, 3, 0, kOutputSize, s.input.data(), packed.data(), s.output.data(),
                kStemChannels, plane, &params);
    benchmark::ClobberMemory();
  }
  SetStemCounters(state);
}

void StemXnnNchw(benchmark::State& state) {
  Stem s;
  xnn_operator_t op = CreateXnnStemNchw(s);
  if (op == nullptr || xnn_setup_convolution2d_nchw_f32(op, 1, kInputSize, kInputSize, s.input.data(),
                                                         s.output.data(), nullptr) != xnn_status_success) {
    state.SkipWithError("XNNPACK NCHW convolution failed");
    xnn_delete_operator(op);
    return;
  }
  for (auto _ : state) {
    xnn_run_operator(op, nullptr);
    benchmark::ClobberMemory();
  }
  xnn_delete_operator(op);
  SetStemCounters(state);
}

void StemXnnNhwc(benchmark::State& state) {
  Stem s;
  xnn_operator_t op = nullptr;
  if (xnn_create_convolution2d_nhwc_f32(1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, 3, kStemChannels, 3, kStemChannels,
                                        s.kernel.data(), s.bias.data(), 0.0f, 6.0f, 0, &op) != xnn_status_success ||
      xnn_setup_convolution2d_nhwc_f32(op, 1, kInputSize, kInputSize, s.input.data(), s.output.data(), nullptr) !=
          xnn_status_success) {
    state.SkipWithError("XNNPACK NHWC convolution failed");
    xnn_delete_operator(op);
    return;
  }
  for (auto _ : state) {
    xnn_run_operator(op, nullptr);
    benchmark::ClobberMemory();
  }
  xnn_delete_operator(op);
  SetStemCounters(state);
}

struct Pool {
  Activations input = RandomVector(kPoolChannels * kPoolElements + XNN_EXTRA_BYTES / sizeof(float), 4);
  Activations output = Activations(kPoolChannels);
};

void SetPoolCounters(benchmark::State& state) {
  const double bytes = static_cast<double>(kPoolChannels * kPoolElements * sizeof(float));
  state.counters["GBps"] = benchmark::Counter(bytes * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

constexpr float kInf = std::numeric_limits<float>::infinity();

xnn_operator_t CreateXnnPoolNcw() {
  xnn_operator_t op = nullptr;
  if (xnn_create_global_average_pooling_ncw_f32(kPoolChannels, -kInf, kInf, 0, &op) != xnn_status_success) {
    return nullptr;
  }
  return op;
}

void PoolSprt(benchmark::State& state, const sprt_gavgpool_cw_ukernel* k) {
  Pool p;
  const sprt_f32_scaleminmax_params params = {1.0f / kPoolElements, -kInf, kInf};
  k->function(kPoolElements, kPoolChannels, p.input.data(), p.output.data(), &params);
  Activations expected(kPoolChannels);
  xnn_operator_t op = CreateXnnPoolNcw();
  const bool ok = op != nullptr &&
                  xnn_setup_global_average_pooling_ncw_f32(op, 1, kPoolElements, p.input.data(), expected.data(),
                                                           nullptr) == xnn_status_success &&
                  xnn_run_operator(op, nullptr) == xnn_status_success;
  xnn_delete_operator(op);
  // Means of 49 values in [-1, 1].
  if (!ok || !Close(p.output, expected, 1e-5f)) {
    state.SkipWithError("output differs from XNNPACK's NCW pooling");
    return;
  }
  for (auto _ : state) {
    k->function(kPoolElements, kPoolChannels, p.input.data(), p.output.data(), &params);
    benchmark::ClobberMemory();
  }
  SetPoolCounters(state);
}

void PoolXnnNcw(benchmark::State& state) {
  Pool p;
  xnn_operator_t op = CreateXnnPoolNcw();
  if (op == nullptr || xnn_setup_global_average_pooling_ncw_f32(op, 1, kPoolElements, p.input.data(),
                                                                 p.output.data(), nullptr) != xnn_status_success) {
    state.SkipWithError("XNNPACK NCW pooling failed");
    xnn_delete_operator(op);
    return;
  }
  for (auto _ : state) {
    xnn_run_operator(op, nullptr);
    benchmark::ClobberMemory();
  }
  xnn_delete_operator(op);
  SetPoolCounters(state);
}

void PoolXnnNwc(benchmark::State& state) {
  Pool p;
  xnn_operator_t op = nullptr;
  if (xnn_create_global_average_pooling_nwc_f32(kPoolChannels, kPoolChannels, kPoolChannels, -kInf, kInf, 0, &op) !=
          xnn_status_success ||
      xnn_setup_global_average_pooling_nwc_f32(op, 1, kPoolElements, p.input.data(), p.output.data(), nullptr) !=
          xnn_status_success) {
    state.SkipWithError("XNNPACK NWC pooling failed");
    xnn_delete_operator(op);
    return;
  }
  for (auto _ : state) {
    xnn_run_operator(op, nullptr);
    benchmark::ClobberMemory();
  }
  xnn_delete_operator(op);
  SetPoolCounters(state);
}

// Every benchmark: microseconds, and the fastest repetition among the aggregates.
benchmark::internal::Benchmark* Configure(benchmark::internal::Benchmark* b) {
  return b->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", [](const std::vector<double>& v) {
    return *std::min_element(v.begin(), v.end());
  });
}

}  // namespace

int main(int argc, char** argv) {
  if (xnn_initialize(nullptr) != xnn_status_success) {
    std::fprintf(stderr, "dense_chw_bench: xnn_initialize failed\n");
    return 1;
  }
  for (size_t i = 0; i < sprt_conv_hwc2chw_ukernel_count; i++) {
    const sprt_conv_hwc2chw_ukernel* k = &sprt_conv_hwc2chw_ukernels[i];
    if (!sprt_isa_supported(k->isa)) continue;
    Configure(benchmark::RegisterBenchmark((std::string("stem/sprt/") + k->name).c_str(), StemSprt, k));
  }
  Configure(benchmark::RegisterBenchmark("stem/xnnpack_nchw", StemXnnNchw));
  Configure(benchmark::RegisterBenchmark("stem/xnnpack_nhwc", StemXnnNhwc));
  for (size_t i = 0; i < sprt_gavgpool_cw_ukernel_count; i++) {
    const sprt_gavgpool_cw_ukernel* k = &sprt_gavgpool_cw_ukernels[i];
    if (!sprt_isa_supported(k->isa)) continue;
    Configure(benchmark::RegisterBenchmark((std::string("gavgpool/sprt/") + k->name).c_str(), PoolSprt, k));
  }
  Configure(benchmark::RegisterBenchmark("gavgpool/xnnpack_ncw", PoolXnnNcw));
  Configure(benchmark::RegisterBenchmark("gavgpool/xnnpack_nwc", PoolXnnNwc));
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
