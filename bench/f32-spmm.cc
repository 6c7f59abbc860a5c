// Every SpMM microkernel the CPU supports (src/f32-spmm/gen/f32-spmm-minmax.inc) on the MobileNetV1
// 1x1 shapes, called directly on packed weights: compares tiles, tables and ISAs without the
// operator around them.
//
//   bazel build -c opt //bench:f32_spmm_bench && bazel-bin/bench/f32_spmm_bench --benchmark_filter=avx2
//
// Names: f32_spmm/<ukernel>/<HW>x<Cout>x<Cin>/<sparsity>. GFLOPS counts nonzeros (2*nnz*HW);
// explicit_zeros is per nonzero; the work counters feed tools/fit_spmm_costs.py.
//
// --pixels=N replaces every shape's pixel count (e.g. one tile of 1-6 vectors) and --row_floats=S the
// input row pitch in floats (default: the pixels rounded up to 16), to see what a tile width or an
// input footprint costs: bazel-bin/bench/f32_spmm_bench --pixels=32 --row_floats=96 ...
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include <sprt.h>

#include "bench/flags.h"
#include "test/mobilenet-v1-shapes.h"
#include "test/sparse-matrix.h"

extern "C" {
#include "init.h"
#include "packing/csr.h"
#include "packing/pack.h"
#include "packing/select.h"
#include "registry.h"
}

namespace {

struct Shape {
  size_t hw, cout, cin;
  size_t row_floats;  // input row pitch; 0: hw rounded up to whole cache lines
};

void Run(benchmark::State& state, const sprt_spmm_ukernel* k, Shape s, double sparsity) {
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  const sprt_test::SparseMatrix w = sprt_test::RandomSparseMatrix(rng, s.cout, s.cin, sparsity);
  const size_t nonzeros = w.nonzeros();
  const std::vector<uint32_t>& offsets = w.row_offsets;
  const std::vector<uint32_t>& indices = w.column_indices;
  const std::vector<float>& values = w.values;
  const sprt_csr csr = sprt_csr_view(s.cout, s.cin, offsets.data(), indices.data(), values.data());
  sprt_packed_panels packed;
  if (!sprt_pack_panels(&csr, k->table, sizeof(float), &packed)) {
    state.SkipWithError("packing failed");
    return;
  }
  // Input rows 64-byte aligned and padded to whole cache lines, as the operator lays them out.
  const size_t istride = s.row_floats != 0 ? s.row_floats : (s.hw + 15) / 16 * 16;
  std::vector<float> bias(packed.num_panels * k->tile_rows, 0.1f), input(s.cin * istride + 16), output(s.cout * s.hw);
  float* in = reinterpret_cast<float*>((reinterpret_cast<uintptr_t>(input.data()) + 63) & ~uintptr_t{63});
  for (float& x : input) x = value(rng);
  const sprt_f32_minmax_params params = {0.0f, 6.0f};
  std::vector<size_t> output_offsets(s.cout);
  for (size_t r = 0; r < s.cout; r++) output_offsets[r] = r * s.hw * sizeof(float);
  for (auto _ : state) {
    k->function(s.hw, s.cout, in, istride * sizeof(float), packed.data, bias.data(), output.data(),
                output_offsets.data(), &params);
    benchmark::ClobberMemory();
  }
  state.counters["GFLOPS"] = benchmark::Counter(2e-9 * static_cast<double>(nonzeros * s.hw),
                                                benchmark::Counter::kIsIterationInvariantRate);
  state.counters["explicit_zeros"] = static_cast<double>(packed.explicit_zeros) / static_cast<double>(nonzeros);
  // Work per call, for fitting the cost model of tools/sparse_jam.py (tools/fit_spmm_costs.py): column
  // visits (one input-row load each), stored values (one broadcast and a row of FMAs each),
  // kernel-pattern loops entered and panels (bias, clamp, stores), each counted once per pixel tile.
  const double tiles = static_cast<double>((s.hw + k->tile_pixels - 1) / k->tile_pixels);
  size_t visits = 0;
  std::vector<uint8_t> patterns(s.cin);
  for (size_t p = 0; p < packed.num_panels; p++) {
    std::fill(patterns.begin(), patterns.end(), 0);
    for (size_t r = p * k->tile_rows; r < std::min<size_t>((p + 1) * k->tile_rows, s.cout); r++) {
      for (uint32_t i = offsets[r]; i < offsets[r + 1]; i++) patterns[indices[i]] |= 1u << (r - p * k->tile_rows);
    }
    for (uint8_t pattern : patterns) visits += k->table->cover_offsets[pattern + 1] - k->table->cover_offsets[pattern];
  }
  state.counters["visits"] = tiles * static_cast<double>(visits);
  state.counters["values"] = tiles * static_cast<double>(nonzeros + packed.explicit_zeros);
  state.counters["pattern_loops"] = tiles * static_cast<double>(packed.num_panels * k->table->num_kernel_patterns);
  state.counters["panel_tiles"] = tiles * static_cast<double>(packed.num_panels);
  // The selector's features (packing/select.h), for tools/fit_spmm_costs.py --selector.
  sprt_spmm_work work;
  const sprt_mapping_table* table = k->table;
  if (sprt_measure_spmm_work(&csr, &table, 1, /*panel_stride=*/1, &work)) {
    double features[SPRT_COST_FEATURES];
    sprt_spmm_cost_features(&work, k->tile_rows, k->tile_pixels, sprt_isa_lanes(k->isa), s.hw, features);
    for (size_t f = 0; f < SPRT_COST_FEATURES; f++) {
      state.counters["cost_feature_" + std::to_string(f)] = features[f];
    }
  }
  sprt_free_packed_panels(&packed);
}

}  // namespace

int main(int argc, char** argv) {
  size_t pixels = 0, row_floats = 0;
  if (!sprt_bench::TakeFlags("f32_spmm_bench", &argc, argv, {{"pixels", &pixels}, {"row_floats", &row_floats}})) return 1;
  if (row_floats != 0 && pixels > row_floats) {
    std::fprintf(stderr, "f32_spmm_bench: --row_floats=%zu is shorter than --pixels=%zu\n", row_floats, pixels);
    return 1;
  }
  for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
    const sprt_spmm_ukernel* k = &sprt_spmm_ukernels[i];
    if (k->datatype != sprt_datatype_f32 || !sprt_isa_supported(k->isa)) continue;
    for (const sprt_test::PointwiseShape& shape : sprt_test::kMobileNetV1PointwiseShapes) {
      Shape s = {shape.pixels(), shape.output_channels, shape.input_channels, 0};
      if (pixels != 0) s.hw = pixels;
      if (row_floats != 0 && s.hw > row_floats) continue;
      s.row_floats = row_floats;
      for (double sparsity : {0.7, 0.8, 0.9, 0.95}) {
        char name[256];
        std::snprintf(name, sizeof(name), "f32_spmm/%s/%zux%zux%zu/%.2f", k->name, s.hw, s.cout, s.cin, sparsity);
        benchmark::RegisterBenchmark(name, Run, k, s, sparsity)->Unit(benchmark::kMicrosecond);
      }
    }
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
