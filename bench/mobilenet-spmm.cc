// The 1x1 convolutions of MobileNetV1 at 70/80/90% random unstructured sparsity: sprt against
// XNNPACK's sparse NCHW path (its SpMM) and XNNPACK's dense NHWC path, on the same weights.
//
//   bazel build -c opt //bench:mobilenet_spmm_bench
//   bazel-bin/bench/mobilenet_spmm_bench [--threads=LIST] [--benchmark_filter=...]
//
// Names: spmm/<impl>/<HW>x<Cout>x<Cin>/<sparsity>/threads:<T>. Counters: GFLOPS on nonzeros
// (2*nnz*HW per run), dense_GFLOPS (2*Cout*Cin*HW per run), pack_ms (operator creation, once),
// packed_vs_csr (sprt's packed bytes over CSR bytes). --threads=1,4,16 registers every benchmark for
// each count (default 1); every implementation gets a pthreadpool of T threads (T=1 included), so all
// pay the same dispatch cost.
#include <benchmark/benchmark.h>

#include <pthreadpool.h>
#include <xnnpack.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>

#include <fp16.h>

#include <sprt.h>

#include "bench/spmm-layer-bench.h"
#include "test/mobilenet-v1-shapes.h"

namespace {

using sprt_bench::BenchSprt;
using sprt_bench::BenchSprtKeepOrder;
using sprt_bench::BenchSprtReordered;
using sprt_bench::BenchXnnDense;
using sprt_bench::BenchXnnSparse;
using sprt_bench::Layer;
using sprt_bench::MakeLayer;
using sprt_bench::Shape;

const double kSparsities[] = {0.7, 0.8, 0.9};

std::string Name(const char* impl, const Shape& s, double sparsity, size_t threads) {
  char buf[128];
  std::snprintf(buf, sizeof(buf), "spmm/%s/%zux%zux%zu/%.1f/threads:%zu", impl, s.hw, s.cout, s.cin, sparsity,
                threads);
  return buf;
}

// A layer's weights and buffer sets in half precision, as both f16 benchmarks use them: as many sets
// as the f32 benchmarks cycle, each input followed by the slack of sprt and XNNPACK.
struct HalfLayer {
  std::vector<uint16_t> kernel, bias;
  std::vector<std::vector<uint16_t>> inputs, outputs;

  explicit HalfLayer(const Layer& l) {
    const Shape& s = l.shape;
    for (float w : l.kernel) kernel.push_back(fp16_ieee_from_fp32_value(w));
    for (float b : l.bias) bias.push_back(fp16_ieee_from_fp32_value(b));
    const size_t sets = sprt_bench::BufferSets(s.hw * (s.cin + s.cout));
    const size_t slack = std::max(SPRT_EXTRA_BYTES, XNN_EXTRA_BYTES) / sizeof(uint16_t);
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> value(-1.0f, 1.0f);
    for (size_t i = 0; i < sets; i++) {
      inputs.emplace_back(s.hw * s.cin + slack);
      for (size_t j = 0; j < s.hw * s.cin; j++) inputs.back()[j] = fp16_ieee_from_fp32_value(value(rng));
      outputs.emplace_back(s.hw * s.cout);
    }
  }
};

// sprt's f16 operator on the same weights, halves in and out (the ISA as SPRT_ISA caps it: on a CPU
// with AVX512-FP16, SPRT_ISA=avx512f measures the F16C kernels). Gate: within 0.05 of XNNPACK's f32
// sparse output (ReLU6 outputs; half precision rounds at 2^-11 relative, sums of up to 1024 terms).
void BenchSprtF16(benchmark::State& state, const Layer& l, pthreadpool_t pool) {
  const Shape& s = l.shape;
  const size_t h = static_cast<size_t>(std::lround(std::sqrt(static_cast<double>(s.hw))));
  HalfLayer half(l);
  const size_t sets = half.inputs.size();
  std::vector<std::vector<uint16_t>>& inputs = half.inputs;
  std::vector<std::vector<uint16_t>>& outputs = half.outputs;
  const std::vector<uint16_t>& kernel = half.kernel;
  const std::vector<uint16_t>& bias = half.bias;
  // The first input's values, for the gate.
  sprt_bench::Activations input0(s.hw * s.cin + SPRT_EXTRA_BYTES / sizeof(float) + XNN_EXTRA_BYTES / sizeof(float));
  for (size_t j = 0; j < s.hw * s.cin; j++) input0[j] = fp16_ieee_to_fp32_value(inputs[0][j]);
  std::vector<sprt_operator_t> ops(sets, nullptr);
  for (size_t i = 0; i < sets; i++) {
    if (sprt_create_convolution2d_1x1_nchw_f16(s.cin, s.cout, s.cin, s.cout, kernel.data(), bias.data(), 0.0f, 6.0f,
                                               0, &ops[i]) != sprt_status_success ||
        sprt_setup_convolution2d_1x1_nchw_f16(ops[i], 1, h, h, inputs[i].data(), outputs[i].data(), pool) !=
            sprt_status_success) {
      state.SkipWithError("sprt f16 create/setup failed");
      for (sprt_operator_t o : ops) sprt_delete_operator(o);
      return;
    }
  }
  sprt_run_operator(ops[0], pool);
  // The reference runs XNNPACK on the halves' values with the f32 weights rounded to halves.
  Layer rounded = l;
  for (float& w : rounded.kernel) w = fp16_ieee_to_fp32_value(fp16_ieee_from_fp32_value(w));
  for (float& b : rounded.bias) b = fp16_ieee_to_fp32_value(fp16_ieee_from_fp32_value(b));
  const std::vector<float> ref = sprt_bench::XnnSparseOutput(rounded, input0);
  double max_diff = ref.empty() ? std::numeric_limits<double>::infinity() : 0.0;
  for (size_t i = 0; i < ref.size(); i++) {
    max_diff = std::max(max_diff, std::abs(static_cast<double>(ref[i]) - fp16_ieee_to_fp32_value(outputs[0][i])));
  }
  if (!(max_diff <= 0.05)) {
    state.SkipWithError(("sprt f16 output differs from XNNPACK sparse by " + std::to_string(max_diff)).c_str());
    for (sprt_operator_t o : ops) sprt_delete_operator(o);
    return;
  }
  sprt_operator_info info = {};
  info.size = sizeof(info);
  sprt_get_operator_info(ops[0], &info);
  size_t set = 0;
  for (auto _ : state) {
    sprt_run_operator(ops[set], pool);
    set = (set + 1) % ops.size();
  }
  sprt_bench::SetCounters(state, l, 1e3 * info.packing_seconds);
  state.counters["max_diff"] = max_diff;
  state.SetLabel(info.ukernel);
  for (sprt_operator_t o : ops) sprt_delete_operator(o);
}

// XNNPACK's dense NHWC f16 convolution on the same halves: the dense bar for sprt_f16 (XNNPACK's
// f16 kernels need F16C on x86 and FP16 arithmetic on ARM; elsewhere create fails and the row says so).
void BenchXnnDenseF16(benchmark::State& state, const Layer& l, pthreadpool_t pool) {
  const Shape& s = l.shape;
  const size_t h = static_cast<size_t>(std::lround(std::sqrt(static_cast<double>(s.hw))));
  HalfLayer half(l);
  const size_t sets = half.inputs.size();
  std::vector<xnn_operator_t> ops(sets, nullptr);
  for (size_t i = 0; i < sets; i++) {
    const xnn_status created = xnn_create_convolution2d_nhwc_f16(
        0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, s.cin, s.cout, s.cin, s.cout, half.kernel.data(), half.bias.data(), 0.0f,
        6.0f, 0, &ops[i]);
    if (created != xnn_status_success ||
        xnn_setup_convolution2d_nhwc_f16(ops[i], 1, h, h, half.inputs[i].data(), half.outputs[i].data(), pool) !=
            xnn_status_success) {
      state.SkipWithError(created == xnn_status_unsupported_hardware ? "XNNPACK has no f16 kernels for this CPU"
                                                                      : "XNNPACK f16 create/setup failed");
      for (xnn_operator_t op : ops) xnn_delete_operator(op);
      return;
    }
  }
  size_t set = 0;
  for (auto _ : state) {
    xnn_run_operator(ops[set], pool);
    set = (set + 1) % ops.size();
  }
  sprt_bench::SetCounters(state, l, 0.0);
  for (xnn_operator_t op : ops) xnn_delete_operator(op);
}

}  // namespace

int main(int argc, char** argv) {
  std::string threads_flag = "1";
  std::vector<size_t> thread_counts;
  if (!sprt_bench::TakeFlags("mobilenet_spmm_bench", &argc, argv, {}, {{"threads", &threads_flag}}) ||
      !sprt_bench::ParseThreadCounts("mobilenet_spmm_bench", threads_flag, &thread_counts)) {
    return 1;
  }
  if (sprt_initialize() != sprt_status_success || xnn_initialize(nullptr) != xnn_status_success) {
    std::fprintf(stderr, "initialization failed\n");
    return 1;
  }
  sprt_bench::ThreadPools pools;
  for (size_t threads : thread_counts) {
    pthreadpool_t pool = pools.Create(threads);
    for (const sprt_test::PointwiseShape& shape : sprt_test::kMobileNetV1PointwiseShapes) {
      const Shape s{shape.pixels(), shape.output_channels, shape.input_channels};
      for (double sparsity : kSparsities) {
        using Bench = void (*)(benchmark::State&, const Layer&, pthreadpool_t);
        const std::pair<const char*, Bench> impls[] = {
            {"sprt", BenchSprt},
            {"sprt_f16", BenchSprtF16},
            {"sprt_keep_order", BenchSprtKeepOrder},
            {"sprt_reordered", BenchSprtReordered},
            {"xnnpack_sparse", BenchXnnSparse},
            {"xnnpack_dense", BenchXnnDense},
            {"xnnpack_dense_f16", BenchXnnDenseF16}};
        for (const auto& [impl, bench] : impls) {
          benchmark::RegisterBenchmark(Name(impl, s, sparsity, threads).c_str(),
                                       [s, sparsity, bench = bench, pool](benchmark::State& state) {
                                         bench(state, MakeLayer(s, sparsity), pool);
                                       })
              ->UseRealTime()
              ->Unit(benchmark::kMicrosecond);
        }
      }
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
