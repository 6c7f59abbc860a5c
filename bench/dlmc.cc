// The DLMC ResNet-50 pruned matrices (../shared/data/dlmc, README there): every matrix of
// index.csv as a 1x1 layer C[rows x N] = A[rows x cols] * B[cols x N], its sparsity pattern from
// the .smtx file and values made up (uniform in [-1, 1], nonzero); sprt against XNNPACK sparse
// (NCHW, its SpMM) and XNNPACK dense (NHWC) on the same weights, at each count of --threads=1,4,16
// (default 1).
//
//   bazel build -c opt //bench:dlmc_bench
//   bazel-bin/bench/dlmc_bench --dlmc_dir=../shared/data/dlmc [--threads=LIST] [--benchmark_filter=...]
//
// Names: dlmc/<impl>/<sparsity>/<kind>/<layer>/N:<N>/threads:<T>. Counters as in
// bench/spmm-layer-bench.h. sprt_keep_order and sprt_reordered force the output-channel order
// (sprt chooses it). --oracle=1 also runs sprt with every mapping table forced through the internal
// creation options (sprt_<table>, widest tile, cost model off) right after sprt on the same matrix:
// the oracle the per-layer choice is measured against. It has to be one process: this VM's speed drifts by 20% between
// runs minutes apart, which separate SPRT_TABLE runs confused with the tables' differences.
// scripts/dlmc_table.py prints the per-sparsity summary; tools/plot_dlmc.py plots speedup over
// XNNPACK dense per matrix.
#include <benchmark/benchmark.h>

#include <pthreadpool.h>
#include <xnnpack.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <sprt.h>

#include "bench/spmm-layer-bench.h"
#include "test/sparse-matrix.h"

extern "C" {
#include "operator.h"
#include "packing/mapping.h"
}

namespace {

using sprt_bench::BenchSprt;
using sprt_bench::BenchSprtKeepOrder;
using sprt_bench::BenchSprtReordered;
using sprt_bench::BenchXnnDense;
using sprt_bench::BenchXnnSparse;
using sprt_bench::Layer;
using sprt_bench::Shape;

struct Entry {
  std::string path;  // absolute or relative to the working directory
  std::string sparsity, layer, kind;
  size_t rows = 0, cols = 0, nnz = 0, n = 0;
};

std::vector<std::string> SplitCsv(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream ss(line);
  std::string field;
  while (std::getline(ss, field, ',')) fields.push_back(field);
  return fields;
}

// index.csv: path,model,method,sparsity,layer,kind,rows,cols,nnz,density,N
bool ReadIndex(const std::string& dir, std::vector<Entry>* entries, std::string* error) {
  std::ifstream in(dir + "/index.csv");
  if (!in) {
    *error = "cannot open " + dir + "/index.csv (pass --dlmc_dir=DIR)";
    return false;
  }
  std::string line;
  std::getline(in, line);
  if (line.rfind("path,model,method,sparsity,layer,kind,rows,cols,nnz,density,N", 0) != 0) {
    *error = "unexpected header in " + dir + "/index.csv: " + line;
    return false;
  }
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const std::vector<std::string> f = SplitCsv(line);
    if (f.size() != 11) {
      *error = "bad line in index.csv: " + line;
      return false;
    }
    Entry e;
    e.path = dir + "/" + f[0];
    e.sparsity = f[3];
    e.layer = f[4];
    e.kind = f[5];
    e.rows = std::strtoul(f[6].c_str(), nullptr, 10);
    e.cols = std::strtoul(f[7].c_str(), nullptr, 10);
    e.nnz = std::strtoul(f[8].c_str(), nullptr, 10);
    e.n = std::strtoul(f[10].c_str(), nullptr, 10);
    entries->push_back(e);
  }
  return true;
}

// The .smtx pattern with made-up values: line 1 "rows, cols, nnz", line 2 the row offsets, line 3
// the column indices. Returns false (and says why) on a malformed file.
bool LoadLayer(const Entry& e, Layer* l, std::string* error) {
  std::ifstream in(e.path);
  if (!in) {
    *error = "cannot open " + e.path;
    return false;
  }
  std::string header;
  std::getline(in, header);
  for (char& c : header) c = c == ',' ? ' ' : c;
  size_t rows = 0, cols = 0, nnz = 0;
  if (!(std::istringstream(header) >> rows >> cols >> nnz) || rows != e.rows || cols != e.cols || nnz != e.nnz) {
    *error = e.path + ": header \"" + header + "\" does not match index.csv";
    return false;
  }
  std::vector<size_t> offsets(rows + 1);
  for (size_t& o : offsets) in >> o;
  std::vector<size_t> columns(nnz);
  for (size_t& c : columns) in >> c;
  if (!in || offsets[0] != 0 || offsets[rows] != nnz) {
    *error = e.path + ": truncated or inconsistent";
    return false;
  }
  const size_t h = static_cast<size_t>(std::lround(std::sqrt(static_cast<double>(e.n))));
  if (h * h != e.n) {
    *error = e.path + ": N=" + std::to_string(e.n) + " is not a square pixel count";
    return false;
  }
  *l = Layer{Shape{e.n, rows, cols}, std::vector<float>(rows * cols, 0.0f), std::vector<float>(rows), nnz};
  std::mt19937 rng(static_cast<uint32_t>(std::hash<std::string>()(e.path)));
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  for (size_t r = 0; r < rows; r++) {
    for (size_t i = offsets[r]; i < offsets[r + 1]; i++) {
      if (i > nnz || columns[i] >= cols) {
        *error = e.path + ": column index out of range";
        return false;
      }
      float w;
      do { w = value(rng); } while (w == 0.0f);
      l->kernel[r * cols + columns[i]] = w;
    }
  }
  for (float& b : l->bias) b = value(rng);
  return true;
}

// sprt's operator for `l` with `table` forced (internal creation option), from the layer as CSR.
sprt_status CreateWithTable(const Layer& l, const sprt_mapping_table* table, uint32_t flags, sprt_operator_t* op) {
  const Shape& s = l.shape;
  sprt_test::SparseMatrix w;
  w.rows = s.cout;
  w.columns = s.cin;
  w.dense = l.kernel;
  w.UpdateCsr();
  sprt_create_options options = {};
  options.table = table;
  return sprt_create_convolution2d_1x1_nchw_f32_csr_with_options(
      s.cin, s.cout, s.cin, s.cout, w.row_offsets.data(), w.column_indices.data(), w.values.data(), l.bias.data(),
      0.0f, 6.0f, flags, &options, op);
}

}  // namespace

int main(int argc, char** argv) {
  std::string dir = "../shared/data/dlmc";
  std::string oracle = "0";
  std::string threads_flag = "1";
  std::vector<size_t> thread_counts;
  if (!sprt_bench::TakeFlags("dlmc_bench", &argc, argv, {},
                             {{"dlmc_dir", &dir}, {"oracle", &oracle}, {"threads", &threads_flag}}) ||
      !sprt_bench::ParseThreadCounts("dlmc_bench", threads_flag, &thread_counts)) {
    return 1;
  }
  std::vector<Entry> entries;
  std::string error;
  if (!ReadIndex(dir, &entries, &error)) {
    std::fprintf(stderr, "dlmc_bench: %s\n", error.c_str());
    return 1;
  }
  if (sprt_initialize() != sprt_status_success || xnn_initialize(nullptr) != xnn_status_success) {
    std::fprintf(stderr, "dlmc_bench: initialization failed\n");
    return 1;
  }
  sprt_bench::ThreadPools pools;

  using Bench = std::function<void(benchmark::State&, const Layer&, pthreadpool_t)>;
  std::vector<std::pair<std::string, Bench>> impls = {{"sprt", BenchSprt},
                                                     {"sprt_keep_order", BenchSprtKeepOrder},
                                                     {"sprt_reordered", BenchSprtReordered}};
  if (oracle == "1") {
    for (const sprt_mapping_table* table : sprt_mapping_tables) {
      impls.emplace_back(std::string("sprt_") + table->name,
                         [table](benchmark::State& state, const Layer& l, pthreadpool_t pool) {
                           sprt_bench::BenchSprtWithFlags(state, l, pool, 0, [table](const Layer& layer, uint32_t flags,
                                                                                       sprt_operator_t* op) {
                             return CreateWithTable(layer, table, flags, op);
                           });
                         });
    }
  }
  impls.emplace_back("xnnpack_sparse", BenchXnnSparse);
  impls.emplace_back("xnnpack_dense", BenchXnnDense);
  for (size_t threads : thread_counts) {
    pthreadpool_t pool = pools.Create(threads);
    for (const Entry& e : entries) {
      for (const auto& [impl, bench] : impls) {
        char name[256];
        std::snprintf(name, sizeof(name), "dlmc/%s/%s/%s/%s/N:%zu/threads:%zu", impl.c_str(), e.sparsity.c_str(),
                      e.kind.c_str(), e.layer.c_str(), e.n, threads);
        benchmark::RegisterBenchmark(name, [e, bench = bench, pool](benchmark::State& state) {
          Layer l;
          std::string why;
          if (!LoadLayer(e, &l, &why)) {
            state.SkipWithError(why.c_str());
            return;
          }
          bench(state, l, pool);
        })->UseRealTime()->Unit(benchmark::kMicrosecond);
      }
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
