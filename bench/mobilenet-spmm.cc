// The 1x1 convolutions of MobileNetV1 at 70/80/90% random unstructured sparsity: sprt against
// XNNPACK's sparse NCHW path (its SpMM) and XNNPACK's dense NHWC path, on the same weights.
//
//   bazel build -c opt //bench:mobilenet_spmm_bench
//   bazel-bin/bench/mobilenet_spmm_bench [--threads=T] [--benchmark_filter=...]
//
// Names: spmm/<impl>/<HW>x<Cout>x<Cin>/<sparsity>/threads:<T>. Counters: GFLOPS on nonzeros
// (2*nnz*HW per run), dense_GFLOPS (2*Cout*Cin*HW per run), pack_ms (operator creation, once),
// packed_vs_csr (sprt's packed bytes over CSR bytes). Every implementation gets a pthreadpool of T
// threads (T=1 included), so all pay the same dispatch cost.
#include <benchmark/benchmark.h>

#include <pthreadpool.h>
#include <xnnpack.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>

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

size_t g_threads = 1;
pthreadpool_t g_pool = nullptr;

std::string Name(const char* impl, const Shape& s, double sparsity) {
  char buf[128];
  std::snprintf(buf, sizeof(buf), "spmm/%s/%zux%zux%zu/%.1f/threads:%zu", impl, s.hw, s.cout, s.cin, sparsity,
                g_threads);
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  if (!sprt_bench::TakeFlags("mobilenet_spmm_bench", &argc, argv, {{"threads", &g_threads}})) return 1;
  if (sprt_initialize() != sprt_status_success || xnn_initialize(nullptr) != xnn_status_success) {
    std::fprintf(stderr, "initialization failed\n");
    return 1;
  }
  g_pool = pthreadpool_create(g_threads);

  for (const sprt_test::PointwiseShape& shape : sprt_test::kMobileNetV1PointwiseShapes) {
    const Shape s{shape.pixels(), shape.output_channels, shape.input_channels};
    for (double sparsity : kSparsities) {
      using Bench = void (*)(benchmark::State&, const Layer&, pthreadpool_t);
      const std::pair<const char*, Bench> impls[] = {
          {"sprt", BenchSprt},          {"sprt_keep_order", BenchSprtKeepOrder}, {"sprt_reordered", BenchSprtReordered},
          {"xnnpack_sparse", BenchXnnSparse}, {"xnnpack_dense", BenchXnnDense}};
      for (const auto& [impl, bench] : impls) {
        benchmark::RegisterBenchmark(Name(impl, s, sparsity).c_str(),
                                     [s, sparsity, bench = bench](benchmark::State& state) {
                                       bench(state, MakeLayer(s, sparsity), g_pool);
                                     })
            ->UseRealTime()
            ->Unit(benchmark::kMicrosecond);
      }
    }
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  pthreadpool_destroy(g_pool);
  return 0;
}
