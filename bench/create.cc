// Operator creation (dense weights -> packed panels) of small layers, with the share of it that the
// per-layer choice takes (info.selection_seconds / info.packing_seconds). range(0) is an idle gap in
// microseconds before each creation (not timed): a creation that follows idle time or other work
// starts on a slower, colder core, and the selection, which runs first, pays most of that.
//
//   bazel build -c opt //bench:create_bench && bazel-bin/bench/create_bench
//
// Names: create/<Cout>x<Cin>/<sparsity>/<gap us>. Counters: selection_share, selection_us, packing_us.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <random>
#include <thread>
#include <vector>

#include <sprt.h>

#include "test/sparse-matrix.h"

namespace {

void Create(benchmark::State& state, size_t rows, size_t columns, double sparsity) {
  std::mt19937_64 rng(7);
  const sprt_test::SparseMatrix w = sprt_test::RandomSparseMatrix(rng, rows, columns, sparsity, 0.5f, 1.5f);
  const std::vector<float> bias(rows, 0.0f);
  const auto gap = std::chrono::microseconds(state.range(0));
  double selection = 0.0, packing = 0.0;
  for (auto _ : state) {
    if (gap.count() != 0) {
      state.PauseTiming();
      std::this_thread::sleep_for(gap);
      state.ResumeTiming();
    }
    sprt_operator_t op = nullptr;
    if (sprt_create_convolution2d_1x1_nchw_f32(columns, rows, columns, rows, w.dense.data(), bias.data(), 0.0f,
                                               6.0f, 0, &op) != sprt_status_success) {
      state.SkipWithError("sprt_create_convolution2d_1x1_nchw_f32 failed");
      return;
    }
    sprt_operator_info info = {};
    info.size = sizeof(info);
    if (sprt_get_operator_info(op, &info) != sprt_status_success) {
      state.SkipWithError("sprt_get_operator_info failed");
      sprt_delete_operator(op);
      return;
    }
    selection += info.selection_seconds;
    packing += info.packing_seconds;
    sprt_delete_operator(op);
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["selection_share"] = selection / packing;
  state.counters["selection_us"] = selection / n * 1e6;
  state.counters["packing_us"] = packing / n * 1e6;
}

}  // namespace

int main(int argc, char** argv) {
  if (sprt_initialize() != sprt_status_success) {
    std::fprintf(stderr, "sprt_initialize failed\n");
    return 1;
  }
  struct Layer {
    size_t rows, columns;
  };
  for (const Layer& l : {Layer{64, 64}, Layer{256, 64}, Layer{64, 576}}) {
    for (double sparsity : {0.7, 0.9}) {
      char name[64];
      std::snprintf(name, sizeof(name), "create/%zux%zu/%.2f", l.rows, l.columns, sparsity);
      benchmark::RegisterBenchmark(name, Create, l.rows, l.columns, sparsity)
          ->Arg(0)->Arg(1000)->Arg(10000)->Arg(50000)
          ->Iterations(100)  // paused gaps do not count towards a time budget
          ->Unit(benchmark::kMicrosecond);
    }
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
