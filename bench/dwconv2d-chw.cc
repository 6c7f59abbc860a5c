// The 13 depthwise convolutions of MobileNetV1 (3x3, padding 1, ReLU6 clamp): every sprt depthwise
// CHW kernel the CPU runs (src/f32-dwconv2d-chw/gen/f32-dwconv2d-chw.inc), called on each channel
// plane on one thread, against XNNPACK's NCHW depthwise convolution (one thread); and, per thread count
// of --threads, the sprt operator (sprt_create_convolution2d_nchw_f32 with its own split of the work)
// against XNNPACK's NHWC one (its fastest x86 path), all on the same weights: the layers alone, to set
// beside end2end's per-layer counters of the same layers inside the network.
//
//   bazel run -c opt //bench:dwconv2d_chw_bench [-- --benchmark_filter=...] [--threads=1,2,4]
//   bazel run -c opt //bench:dwconv2d_chw_bench -- --benchmark_repetitions=5
//       --benchmark_enable_random_interleaving=true   (one line; medians, robust to a drifting machine)
//
// Names: dwconv/<impl>/dw<i>:<C>x<H>x<W>/s<S>, with /threads:<T> for the operators. Each implementation
// cycles through enough buffer sets to exceed L2, as a layer's input arrives from the previous layer
// rather than hot from its own last run (written by the thread that made the buffers: a layer alone
// does not pay for activations another core wrote, which the same layers in end2end do). After the
// runs, a table of the per-layer times (microseconds; the median when repeated) and each
// implementation's sum over the 13 layers. sprt's outputs are checked against XNNPACK NCHW first.
#include <benchmark/benchmark.h>

#include <cpuinfo.h>
#include <pthreadpool.h>
#include <sprt.h>
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <new>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "bench/flags.h"
#include "bench/spmm-layer-bench.h"
#include "test/mobilenet-v1-shapes.h"

extern "C" {
#include "init.h"
#include "packing/dense.h"
#include "registry.h"
}

namespace {

using sprt_test::DepthwiseShape;

constexpr float kMin = 0.0f;
constexpr float kMax = 6.0f;

struct Layer {
  size_t index;  // 1..13
  DepthwiseShape shape;
  std::vector<float> kernel;  // [channels][3][3]
  std::vector<float> bias;

  size_t input_floats() const { return shape.channels * shape.size * shape.size; }
  size_t output_floats() const { return shape.channels * shape.output_size() * shape.output_size(); }
  std::string Name(const std::string& impl) const {
    char buf[128];
    std::snprintf(buf, sizeof(buf), "dwconv/%s/dw%zu:%zux%zux%zu/s%zu", impl.c_str(), index, shape.channels, shape.size,
                  shape.size, shape.stride);
    return buf;
  }
};

Layer MakeLayer(size_t index, const DepthwiseShape& shape) {
  std::mt19937 rng(static_cast<uint32_t>(index));
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  Layer l{index, shape, std::vector<float>(shape.channels * 9), std::vector<float>(shape.channels)};
  for (float& x : l.kernel) x = value(rng);
  for (float& x : l.bias) x = value(rng);
  return l;
}

struct FreeDeleter {
  void operator()(float* p) const { std::free(p); }
};
using Buffer = std::unique_ptr<float[], FreeDeleter>;

// 64-byte aligned, as NN runtimes allocate activations.
Buffer AlignedFloats(size_t n, std::mt19937* rng) {
  float* p = static_cast<float*>(std::aligned_alloc(64, (n * sizeof(float) + 63) / 64 * 64));
  if (p == nullptr) throw std::bad_alloc();
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  for (size_t i = 0; i < n; i++) p[i] = rng != nullptr ? value(*rng) : 0.0f;
  return Buffer(p);
}

// Input/output buffer pairs, enough that cycling through them exceeds L2 (at most 16).
struct Buffers {
  std::vector<Buffer> inputs, outputs;
};

Buffers MakeBuffers(const Layer& l) {
  size_t l2 = 1 << 20;
  if (cpuinfo_initialize() && cpuinfo_get_l2_caches_count() != 0) l2 = cpuinfo_get_l2_cache(0)->size;
  const size_t set_bytes = (l.input_floats() + l.output_floats()) * sizeof(float);
  const size_t sets = std::max<size_t>(1, std::min<size_t>(16, l2 / set_bytes + 1));
  Buffers b;
  std::mt19937 rng(7);
  for (size_t i = 0; i < sets; i++) {
    // XNNPACK may read XNN_EXTRA_BYTES past its input; sprt reads nothing past the plane.
    b.inputs.push_back(AlignedFloats(l.input_floats() + XNN_EXTRA_BYTES / sizeof(float), &rng));
    b.outputs.push_back(AlignedFloats(l.output_floats(), nullptr));
  }
  return b;
}

void SetCounters(benchmark::State& state, const Layer& l) {
  const double flops = 2.0 * 9.0 * static_cast<double>(l.output_floats());
  state.counters["GFLOPS"] = benchmark::Counter(flops * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

void RunSprt(const sprt_dwconv2d_chw_ukernel& k, const Layer& l, const float* packed, const float* input,
             float* output) {
  const size_t size = l.shape.size, out_size = l.shape.output_size();
  const sprt_f32_minmax_params params = {kMin, kMax};
  for (size_t c = 0; c < l.shape.channels; c++) {
    k.function(size, size, input + c * size * size, packed + c * 10, output + c * out_size * out_size,
               /*padding_top=*/1, out_size, &params);
  }
}

// XNNPACK's NCHW or NHWC depthwise convolution of the layer, set up on one buffer pair.
xnn_operator_t CreateXnn(const Layer& l, bool nhwc, const float* input, float* output,
                         pthreadpool_t threadpool = nullptr) {
  const uint32_t s = static_cast<uint32_t>(l.shape.stride);
  const uint32_t groups = static_cast<uint32_t>(l.shape.channels);
  const size_t c = l.shape.channels;
  xnn_operator_t op = nullptr;
  const xnn_status created =
      nhwc ? xnn_create_convolution2d_nhwc_f32(1, 1, 1, 1, 3, 3, s, s, 1, 1, groups, 1, 1, c, c, l.kernel.data(),
                                               l.bias.data(), kMin, kMax, 0, &op)
           : xnn_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, s, s, 1, 1, groups, 1, 1, c, c, l.kernel.data(),
                                               l.bias.data(), kMin, kMax, 0, &op);
  if (created != xnn_status_success) return nullptr;
  const xnn_status setup =
      nhwc ? xnn_setup_convolution2d_nhwc_f32(op, 1, l.shape.size, l.shape.size, input, output, threadpool)
           : xnn_setup_convolution2d_nchw_f32(op, 1, l.shape.size, l.shape.size, input, output, threadpool);
  if (setup != xnn_status_success) {
    xnn_delete_operator(op);
    return nullptr;
  }
  return op;
}

// Largest difference from XNNPACK NCHW (one thread) on b's first input; NaN if XNNPACK failed.
double MaxDiffFromXnnNchw(const Layer& l, const Buffers& b, const float* output) {
  std::vector<float> ref(l.output_floats());
  xnn_operator_t op = CreateXnn(l, /*nhwc=*/false, b.inputs[0].get(), ref.data());
  const bool ran = op != nullptr && xnn_run_operator(op, nullptr) == xnn_status_success;
  xnn_delete_operator(op);
  if (!ran) return NAN;
  double max_diff = 0.0;
  for (size_t i = 0; i < ref.size(); i++) {
    max_diff = std::max(max_diff, static_cast<double>(std::abs(ref[i] - output[i])));
  }
  return max_diff;
}

void BenchSprt(benchmark::State& state, const sprt_dwconv2d_chw_ukernel* k, const Layer& l) {
  std::vector<float> packed(l.shape.channels * 10);
  sprt_pack_f32_dwconv2d_chw_weights(l.shape.channels, 9, /*hwg=*/false, l.kernel.data(), l.bias.data(),
                                     packed.data());
  Buffers b = MakeBuffers(l);
  // Correctness gate: a fast wrong kernel must never show a number.
  RunSprt(*k, l, packed.data(), b.inputs[0].get(), b.outputs[0].get());
  const double max_diff = MaxDiffFromXnnNchw(l, b, b.outputs[0].get());
  if (!(max_diff <= 1e-4)) {
    const std::string message =
        "sprt output differs from XNNPACK NCHW (the reference) by " + std::to_string(max_diff);
    state.SkipWithError(message.c_str());
    return;
  }
  size_t set = 0;
  for (auto _ : state) {
    RunSprt(*k, l, packed.data(), b.inputs[set].get(), b.outputs[set].get());
    set = (set + 1) % b.inputs.size();
  }
  SetCounters(state, l);
}

// The sprt operator on a pool: one operator per buffer set, set up before timing.
void BenchSprtOperator(benchmark::State& state, const Layer& l, pthreadpool_t threadpool) {
  Buffers b = MakeBuffers(l);
  const size_t c = l.shape.channels;
  const uint32_t s = static_cast<uint32_t>(l.shape.stride);
  std::vector<sprt_operator_t> ops;
  const auto delete_all = [&ops] {
    for (sprt_operator_t op : ops) sprt_delete_operator(op);
  };
  for (size_t i = 0; i < b.inputs.size(); i++) {
    sprt_operator_t op = nullptr;
    if (sprt_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, s, s, 1, 1, static_cast<uint32_t>(c), 1, 1, c, c,
                                           l.kernel.data(), l.bias.data(), kMin, kMax, 0, &op) != sprt_status_success) {
      state.SkipWithError("sprt_create_convolution2d_nchw_f32 failed");
      delete_all();
      return;
    }
    ops.push_back(op);
    if (sprt_setup_convolution2d_nchw_f32(op, 1, l.shape.size, l.shape.size, b.inputs[i].get(), b.outputs[i].get(),
                                          threadpool) != sprt_status_success) {
      state.SkipWithError("sprt_setup_convolution2d_nchw_f32 failed");
      delete_all();
      return;
    }
  }
  sprt_run_operator(ops[0], threadpool);
  const double max_diff = MaxDiffFromXnnNchw(l, b, b.outputs[0].get());
  if (!(max_diff <= 1e-4)) {
    const std::string message =
        "sprt operator differs from XNNPACK NCHW (the reference) by " + std::to_string(max_diff);
    state.SkipWithError(message.c_str());
    delete_all();
    return;
  }
  size_t set = 0;
  for (auto _ : state) {
    sprt_run_operator(ops[set], threadpool);
    set = (set + 1) % ops.size();
  }
  delete_all();
  SetCounters(state, l);
}

void BenchXnn(benchmark::State& state, bool nhwc, const Layer& l, pthreadpool_t threadpool) {
  Buffers b = MakeBuffers(l);
  // One operator per buffer set, set up before timing.
  std::vector<xnn_operator_t> ops;
  for (size_t i = 0; i < b.inputs.size(); i++) {
    ops.push_back(CreateXnn(l, nhwc, b.inputs[i].get(), b.outputs[i].get(), threadpool));
    if (ops.back() == nullptr) {
      state.SkipWithError(nhwc ? "XNNPACK NHWC create/setup failed" : "XNNPACK NCHW create/setup failed");
      for (xnn_operator_t op : ops) xnn_delete_operator(op);
      return;
    }
  }
  size_t set = 0;
  for (auto _ : state) {
    xnn_run_operator(ops[set], threadpool);
    set = (set + 1) % ops.size();
  }
  for (xnn_operator_t op : ops) xnn_delete_operator(op);
  SetCounters(state, l);
}

// The console output, then a table of every layer's time per implementation and their sums.
class TableReporter : public benchmark::ConsoleReporter {
 public:
  // Benchmark name -> (implementation, layer index).
  void Expect(const std::string& name, const std::string& impl, size_t layer) {
    cells_[name] = {impl, layer};
    if (std::find(impls_.begin(), impls_.end(), impl) == impls_.end()) impls_.push_back(impl);
  }
  void SetLayer(size_t index, const std::string& label) { layers_[index] = label; }

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      const auto cell = cells_.find(run.run_name.function_name);
      if (cell == cells_.end() || run.error_occurred) continue;
      // With repetitions, only the median counts.
      if (run.run_type == Run::RT_Aggregate && run.aggregate_name != "median") continue;
      if (run.run_type == Run::RT_Iteration && run.repetitions > 1) continue;
      times_[cell->second] = run.GetAdjustedRealTime();
    }
  }

  void Finalize() override {
    ConsoleReporter::Finalize();
    if (times_.empty()) return;
    std::printf("\nMobileNetV1 depthwise layers alone, microseconds per layer (/tN: N threads):\n%-22s", "layer");
    for (const std::string& impl : impls_) std::printf(" %14s", impl.c_str());
    std::printf("\n");
    std::vector<double> sums(impls_.size(), 0.0);
    std::vector<bool> complete(impls_.size(), true);
    for (const auto& [index, label] : layers_) {
      std::printf("%-22s", label.c_str());
      for (size_t i = 0; i < impls_.size(); i++) {
        const auto t = times_.find({impls_[i], index});
        if (t == times_.end()) {
          std::printf(" %14s", "-");
          complete[i] = false;
        } else {
          std::printf(" %14.2f", t->second);
          sums[i] += t->second;
        }
      }
      std::printf("\n");
    }
    std::printf("%-22s", "sum");
    for (size_t i = 0; i < impls_.size(); i++) {
      if (complete[i]) {
        std::printf(" %14.2f", sums[i]);
      } else {
        std::printf(" %14s", "(partial)");
      }
    }
    std::printf("\n");
  }

 private:
  std::map<std::string, std::pair<std::string, size_t>> cells_;
  std::vector<std::string> impls_;
  std::map<size_t, std::string> layers_;
  std::map<std::pair<std::string, size_t>, double> times_;
};

}  // namespace

int main(int argc, char** argv) {
  std::string threads_flag = "1";
  std::vector<size_t> thread_counts;
  if (!sprt_bench::TakeFlags("dwconv2d_chw_bench", &argc, argv, {}, {{"threads", &threads_flag}}) ||
      !sprt_bench::ParseThreadCounts("dwconv2d_chw_bench", threads_flag, &thread_counts)) {
    return 1;
  }
  if (xnn_initialize(nullptr) != xnn_status_success || sprt_initialize() != sprt_status_success) {
    std::fprintf(stderr, "dwconv2d_chw_bench: xnn_initialize or sprt_initialize failed\n");
    return 1;
  }
  // One pool per thread count, shared by both operators and every layer.
  sprt_bench::ThreadPools owner;
  std::vector<pthreadpool_t> pools;
  for (size_t threads : thread_counts) pools.push_back(owner.Create(threads));
  TableReporter reporter;
  size_t index = 0;
  for (const DepthwiseShape& shape : sprt_test::kMobileNetV1DepthwiseShapes) {
    const Layer layer = MakeLayer(++index, shape);
    char label[64];
    std::snprintf(label, sizeof(label), "dw%zu %zux%zux%zu s%zu", index, shape.channels, shape.size, shape.size,
                  shape.stride);
    reporter.SetLayer(index, label);
    for (size_t i = 0; i < sprt_dwconv2d_chw_ukernel_count; i++) {
      const sprt_dwconv2d_chw_ukernel* k = &sprt_dwconv2d_chw_ukernels[i];
      if (k->kernel_size != 3 || k->stride != shape.stride || !sprt_isa_supported(k->isa)) continue;
      const std::string impl = std::string("sprt_") + sprt_isa_name(k->isa);
      reporter.Expect(layer.Name(impl), impl, index);
      benchmark::RegisterBenchmark(layer.Name(impl).c_str(), [k, layer](benchmark::State& state) {
        BenchSprt(state, k, layer);
      })->UseRealTime()->Unit(benchmark::kMicrosecond);
    }
    reporter.Expect(layer.Name("xnnpack_nchw"), "xnnpack_nchw", index);
    benchmark::RegisterBenchmark(layer.Name("xnnpack_nchw").c_str(), [layer](benchmark::State& state) {
      BenchXnn(state, /*nhwc=*/false, layer, nullptr);
    })->UseRealTime()->Unit(benchmark::kMicrosecond);
    for (size_t t = 0; t < thread_counts.size(); t++) {
      pthreadpool_t pool = pools[t];
      const std::string threads = "/threads:" + std::to_string(thread_counts[t]);
      const std::string column = "/t" + std::to_string(thread_counts[t]);
      const std::string sprt_name = layer.Name("sprt_operator") + threads;
      reporter.Expect(sprt_name, "sprt_operator" + column, index);
      benchmark::RegisterBenchmark(sprt_name.c_str(), [layer, pool](benchmark::State& state) {
        BenchSprtOperator(state, layer, pool);
      })->UseRealTime()->Unit(benchmark::kMicrosecond);
      const std::string xnn_name = layer.Name("xnnpack_nhwc") + threads;
      reporter.Expect(xnn_name, "xnnpack_nhwc" + column, index);
      benchmark::RegisterBenchmark(xnn_name.c_str(), [layer, pool](benchmark::State& state) {
        BenchXnn(state, /*nhwc=*/true, layer, pool);
      })->UseRealTime()->Unit(benchmark::kMicrosecond);
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
