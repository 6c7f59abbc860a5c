// Shared by the layer benchmarks (mobilenet-spmm.cc, dlmc.cc): one sparse 1x1 layer run by sprt,
// XNNPACK sparse (NCHW, its SpMM) and XNNPACK dense (NHWC) on the same weights, with enough
// buffer sets to cycle through L2. Counters: GFLOPS on nonzeros (2*nnz*HW per run), dense_GFLOPS
// (2*Cout*Cin*HW per run), pack_ms (operator creation, once, plus sprt's repack at its first
// setup), packed_vs_csr (sprt's packed bytes over CSR bytes); for sprt also its per-layer choice:
// repacked, selection_share (costing the tables, as a share of packing), predicted_us (the cost
// model's time for the run). sprt's output is checked against XNNPACK sparse before timing.
#ifndef SPRT_BENCH_SPMM_LAYER_BENCH_H_
#define SPRT_BENCH_SPMM_LAYER_BENCH_H_

#include <benchmark/benchmark.h>

#include <cpuinfo.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <limits>
#include <memory>
#include <new>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <sprt.h>

#include "bench/flags.h"
#include "test/sparse-matrix.h"

namespace sprt_bench {

// One pthreadpool per count of --threads (T=1 included, so every implementation pays the same dispatch
// cost), alive for the whole program: benchmarks of every count are registered before any runs.
class ThreadPools {
 public:
  pthreadpool_t Create(size_t threads) {
    pools_.emplace_back(pthreadpool_create(threads), pthreadpool_destroy);
    return pools_.back().get();
  }

 private:
  std::vector<std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>> pools_;
};

struct Shape {
  size_t hw;  // H = W = sqrt(hw) (every benchmarked pixel count is a square)
  size_t cout;
  size_t cin;
};

// Weights with an exact count of zeros at random places (sprt_test::RandomSparseMatrix); the same
// seed for every implementation.
struct Layer {
  Shape shape;
  std::vector<float> kernel;  // [cout][cin]
  std::vector<float> bias;
  size_t nonzeros = 0;
};

inline Layer MakeLayer(const Shape& s, double sparsity) {
  std::mt19937_64 rng(static_cast<uint32_t>(s.cout * 131 + s.cin * 7 + sparsity * 100));
  sprt_test::SparseMatrix w = sprt_test::RandomSparseMatrix(rng, s.cout, s.cin, sparsity);
  const size_t nonzeros = w.nonzeros();
  return Layer{s, std::move(w.dense), sprt_test::RandomVector(rng, s.cout), nonzeros};
}

// Enough input/output buffer pairs that cycling through them exceeds the L2 cache, as a layer
// sees its activations arrive from the previous layer rather than hot from its own last run.
inline size_t BufferSets(size_t floats_per_set) {
  size_t l2 = 1 << 20;
  if (cpuinfo_initialize() && cpuinfo_get_l2_caches_count() != 0) l2 = cpuinfo_get_l2_cache(0)->size;
  const size_t bytes = floats_per_set * sizeof(float);
  return std::max<size_t>(1, std::min<size_t>(16, l2 / bytes + 1));
}

// Activation buffers 64-byte aligned, as NN runtimes (XNNPACK's included) allocate them; sprt
// copies inputs with misaligned rows to aligned ones first (info.input_realigned).
template <typename T>
struct CacheLineAllocator {
  using value_type = T;
  CacheLineAllocator() = default;
  template <typename U>
  CacheLineAllocator(const CacheLineAllocator<U>&) {}
  T* allocate(size_t n) {
    void* p = std::aligned_alloc(64, (n * sizeof(T) + 63) / 64 * 64);
    if (p == nullptr) throw std::bad_alloc();
    return static_cast<T*>(p);
  }
  void deallocate(T* p, size_t) { std::free(p); }
  template <typename U>
  bool operator==(const CacheLineAllocator<U>&) const { return true; }
  template <typename U>
  bool operator!=(const CacheLineAllocator<U>&) const { return false; }
};
using Activations = std::vector<float, CacheLineAllocator<float>>;

struct Buffers {
  std::vector<Activations> inputs, outputs;
};

inline Buffers MakeBuffers(const Shape& s) {
  Buffers b;
  const size_t sets = BufferSets(s.hw * (s.cin + s.cout));
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  for (size_t i = 0; i < sets; i++) {
    b.inputs.emplace_back(s.hw * s.cin + SPRT_EXTRA_BYTES / sizeof(float) + XNN_EXTRA_BYTES / sizeof(float));
    for (float& x : b.inputs.back()) x = value(rng);
    b.outputs.emplace_back(s.hw * s.cout);
  }
  return b;
}

inline double Ms(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

inline void SetCounters(benchmark::State& state, const Layer& l, double pack_ms) {
  const double flops = 2.0 * static_cast<double>(l.nonzeros) * static_cast<double>(l.shape.hw);
  const double dense_flops = 2.0 * static_cast<double>(l.shape.cout * l.shape.cin * l.shape.hw);
  state.counters["GFLOPS"] =
      benchmark::Counter(flops * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["dense_GFLOPS"] =
      benchmark::Counter(dense_flops * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["pack_ms"] = pack_ms;
}

// XNNPACK's sparse NCHW convolution on one buffer: the reference sprt's output is checked against.
inline std::vector<float> XnnSparseOutput(const Layer& l, const Activations& input) {
  const Shape& s = l.shape;
  const size_t h = static_cast<size_t>(std::lround(std::sqrt(static_cast<double>(s.hw))));
  xnn_operator_t op = nullptr;
  std::vector<float> out(s.hw * s.cout);
  if (xnn_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, s.cin, s.cout, s.cin, s.cout,
                                        l.kernel.data(), l.bias.data(), 0.0f, 6.0f, 0, &op) != xnn_status_success ||
      xnn_setup_convolution2d_nchw_f32(op, 1, h, h, input.data(), out.data(), nullptr) != xnn_status_success ||
      xnn_run_operator(op, nullptr) != xnn_status_success) {
    out.clear();
  }
  xnn_delete_operator(op);
  return out;
}

// Creates sprt's operator for a layer with creation flags; the public dense entry point by default.
using SprtCreate = std::function<sprt_status(const Layer&, uint32_t flags, sprt_operator_t*)>;

inline sprt_status CreateSprtDense(const Layer& l, uint32_t flags, sprt_operator_t* op) {
  const Shape& s = l.shape;
  return sprt_create_convolution2d_1x1_nchw_f32(s.cin, s.cout, s.cin, s.cout, l.kernel.data(), l.bias.data(), 0.0f,
                                                6.0f, flags, op);
}

// flags: sprt creation flags (output-channel order).
inline void BenchSprtWithFlags(benchmark::State& state, const Layer& l, pthreadpool_t pool, uint32_t flags,
                               const SprtCreate& create = CreateSprtDense) {
  const Shape& s = l.shape;
  Buffers b = MakeBuffers(s);
  const size_t h = static_cast<size_t>(std::lround(std::sqrt(static_cast<double>(s.hw))));
  sprt_operator_t op = nullptr;
  const auto start = std::chrono::steady_clock::now();
  if (create(l, flags, &op) != sprt_status_success) {
    state.SkipWithError("sprt_create_convolution2d_1x1_nchw_f32 failed");
    return;
  }
  const double pack_ms = Ms(start);
  // Correctness gate: a fast wrong kernel must never show a number.
  {
    sprt_setup_convolution2d_1x1_nchw_f32(op, 1, h, h, b.inputs[0].data(), b.outputs[0].data(), pool);
    sprt_run_operator(op, pool);
    const std::vector<float> ref = XnnSparseOutput(l, b.inputs[0]);
    double max_diff = ref.empty() ? std::numeric_limits<double>::infinity() : 0.0;
    for (size_t i = 0; i < ref.size(); i++) {
      max_diff = std::max(max_diff, static_cast<double>(std::abs(ref[i] - b.outputs[0][i])));
    }
    if (!(max_diff <= 1e-3)) {
      state.SkipWithError(("sprt output differs from XNNPACK sparse by " + std::to_string(max_diff)).c_str());
      sprt_delete_operator(op);
      return;
    }
  }
  sprt_operator_info info = {};
  info.size = sizeof(info);
  if (sprt_get_operator_info(op, &info) != sprt_status_success) {
    state.SkipWithError("sprt_get_operator_info failed");
    sprt_delete_operator(op);
    return;
  }
  // As for XNNPACK below: one operator per buffer set, set up before timing.
  std::vector<sprt_operator_t> ops(b.inputs.size(), nullptr);
  ops[0] = op;
  for (size_t i = 0; i < ops.size(); i++) {
    if ((i != 0 && create(l, flags, &ops[i]) != sprt_status_success) ||
        sprt_setup_convolution2d_1x1_nchw_f32(ops[i], 1, h, h, b.inputs[i].data(), b.outputs[i].data(), pool) !=
            sprt_status_success) {
      state.SkipWithError("sprt create/setup failed");
      for (sprt_operator_t o : ops) sprt_delete_operator(o);
      return;
    }
  }
  size_t set = 0;
  for (auto _ : state) {
    sprt_run_operator(ops[set], pool);
    set = (set + 1) % ops.size();
  }
  // Creation plus a repack at the first setup, if the cost model asked for one.
  SetCounters(state, l, info.repacked_at_setup ? 1e3 * info.packing_seconds : pack_ms);
  state.counters["repacked"] = info.repacked_at_setup ? 1.0 : 0.0;
  state.counters["selection_share"] = info.selection_seconds / std::max(info.packing_seconds, 1e-9);
  state.counters["predicted_us"] = 1e6 * info.predicted_seconds;
  state.counters["packed_vs_csr"] =
      static_cast<double>(info.packed_weight_bytes) / static_cast<double>(info.csr_bytes);
  state.counters["reordered"] = info.output_channels_reordered ? 1.0 : 0.0;
  // Input-row loads per pixel tile against panels of consecutive output channels.
  state.counters["panel_columns_ratio"] = static_cast<double>(info.panel_columns) /
                                          static_cast<double>(std::max<size_t>(info.panel_columns_in_channel_order, 1));
  state.SetLabel(info.ukernel);
  for (sprt_operator_t o : ops) sprt_delete_operator(o);
}

inline void BenchSprt(benchmark::State& state, const Layer& l, pthreadpool_t pool) {
  BenchSprtWithFlags(state, l, pool, 0);
}

inline void BenchSprtKeepOrder(benchmark::State& state, const Layer& l, pthreadpool_t pool) {
  BenchSprtWithFlags(state, l, pool, SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER);
}

inline void BenchSprtReordered(benchmark::State& state, const Layer& l, pthreadpool_t pool) {
  BenchSprtWithFlags(state, l, pool, SPRT_FLAG_REORDER_OUTPUT_CHANNELS);
}

// XNNPACK's NCHW (sparse) and NHWC (dense) convolutions share one signature for create and one for
// setup. Operators are set up once per buffer set before timing; the loop only runs them. The NHWC
// data has the same sizes, and 1x1 OHWI filters are the same [cout][cin] array.
using XnnCreate = decltype(&xnn_create_convolution2d_nchw_f32);
using XnnSetup = decltype(&xnn_setup_convolution2d_nchw_f32);

inline void BenchXnn(benchmark::State& state, const Layer& l, pthreadpool_t pool, XnnCreate create, XnnSetup setup) {
  const Shape& s = l.shape;
  Buffers b = MakeBuffers(s);
  const size_t h = static_cast<size_t>(std::lround(std::sqrt(static_cast<double>(s.hw))));
  std::vector<xnn_operator_t> ops(b.inputs.size(), nullptr);
  double pack_ms = 0.0;
  for (size_t i = 0; i < ops.size(); i++) {
    const auto start = std::chrono::steady_clock::now();
    const xnn_status created = create(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, s.cin, s.cout, s.cin, s.cout,
                                      l.kernel.data(), l.bias.data(), 0.0f, 6.0f, 0, &ops[i]);
    if (i == 0) pack_ms = Ms(start);
    if (created != xnn_status_success ||
        setup(ops[i], 1, h, h, b.inputs[i].data(), b.outputs[i].data(), pool) != xnn_status_success) {
      state.SkipWithError("XNNPACK create/setup failed");
      for (xnn_operator_t op : ops) xnn_delete_operator(op);
      return;
    }
  }
  size_t set = 0;
  for (auto _ : state) {
    xnn_run_operator(ops[set], pool);
    set = (set + 1) % ops.size();
  }
  SetCounters(state, l, pack_ms);
  for (xnn_operator_t op : ops) xnn_delete_operator(op);
}

inline void BenchXnnSparse(benchmark::State& state, const Layer& l, pthreadpool_t pool) {
  BenchXnn(state, l, pool, xnn_create_convolution2d_nchw_f32, xnn_setup_convolution2d_nchw_f32);
}

inline void BenchXnnDense(benchmark::State& state, const Layer& l, pthreadpool_t pool) {
  BenchXnn(state, l, pool, xnn_create_convolution2d_nhwc_f32, xnn_setup_convolution2d_nhwc_f32);
}

}  // namespace sprt_bench

#endif  // SPRT_BENCH_SPMM_LAYER_BENCH_H_
