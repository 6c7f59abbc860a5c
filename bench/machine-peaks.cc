// What one core of this machine can do, as yardsticks for the SpMM kernels: zmm FMAs from registers,
// FMAs whose second operand is a zmm load from L1, plain zmm loads from L1 (x86 with AVX-512 only),
// the cost of a pthreadpool call with two tasks, what reading activations another core just wrote
// costs against reading one's own, and how many bytes 1, 2, 4, ... cores stream together (every
// platform).
//
//   bazel build -c opt //bench:machine_peaks_bench && bazel-bin/bench/machine_peaks_bench
//
// Counter zmm_ops_per_s: FMAs or loads per second. The thread-pool benchmark's time is per call.
// BM_HandOff/<bytes>/<cross>: bytes_per_s, the bytes written and read back per second.
// BM_Stream/<bytes>/<threads>: bytes_per_s, the bytes read and written per second by all threads.
#include <benchmark/benchmark.h>

#include <cpuinfo.h>
#include <pthreadpool.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "bench/hand-off.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace {

#if defined(__x86_64__)
#define SPRT_REPEAT12(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11)

__attribute__((target("avx512f"))) float Sum12(const __m512* c) {
  __m512 s = c[0];
  for (int j = 1; j < 12; j++) s = _mm512_add_ps(s, c[j]);
  alignas(64) float lanes[16];
  _mm512_store_ps(lanes, s);
  float total = 0.0f;
  for (float v : lanes) total += v;
  return total;
}

// 12 independent accumulators in named registers cover the FMA latency on two pipes.
__attribute__((target("avx512f"), noinline)) float FmaRegisters(size_t n) {
  const __m512 a = _mm512_set1_ps(0.999f), b = _mm512_set1_ps(1e-4f);
#define SPRT_INIT(j) __m512 c##j = a;
  SPRT_REPEAT12(SPRT_INIT)
#undef SPRT_INIT
  for (size_t i = 0; i < n; i++) {
#define SPRT_FMA(j) c##j = _mm512_fmadd_ps(c##j, b, a);
    SPRT_REPEAT12(SPRT_FMA)
#undef SPRT_FMA
    __asm__ volatile("" : "+v"(c0), "+v"(c6));  // keeps the loop
  }
  const __m512 c[12] = {c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11};
  return Sum12(c);
}

// As the kernels' single-row loops: each FMA reads its own input vector (8 KB, L1 resident).
__attribute__((target("avx512f"), noinline)) float FmaMemory(size_t n, const float* x) {
  const __m512 b = _mm512_set1_ps(1e-4f);
#define SPRT_INIT(j) __m512 c##j = _mm512_setzero_ps();
  SPRT_REPEAT12(SPRT_INIT)
#undef SPRT_INIT
  for (size_t i = 0; i < n; i++) {
    const float* p = x + ((i & 7) << 8);
#define SPRT_FMA(j) c##j = _mm512_fmadd_ps(_mm512_loadu_ps(p + 16 * (j)), b, c##j);
    SPRT_REPEAT12(SPRT_FMA)
#undef SPRT_FMA
  }
  const __m512 c[12] = {c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11};
  return Sum12(c);
}

__attribute__((target("avx512f"), noinline)) void LoadsOnly(size_t n, const float* x) {
  for (size_t i = 0; i < n; i++) {
    const float* p = x + ((i & 7) << 8);
    __m512 l0 = _mm512_loadu_ps(p), l1 = _mm512_loadu_ps(p + 16), l2 = _mm512_loadu_ps(p + 32),
           l3 = _mm512_loadu_ps(p + 48), l4 = _mm512_loadu_ps(p + 64), l5 = _mm512_loadu_ps(p + 80),
           l6 = _mm512_loadu_ps(p + 96), l7 = _mm512_loadu_ps(p + 112);
    __asm__ volatile("" : : "v"(l0), "v"(l1), "v"(l2), "v"(l3), "v"(l4), "v"(l5), "v"(l6), "v"(l7));
  }
}

constexpr size_t kInner = 1 << 16;

// 64-byte aligned, as the operator's (realigned) input rows: unaligned zmm loads split cache lines.
struct AlignedRows {
  alignas(64) float data[8 * 256 + 256];
  AlignedRows() {
    for (float& v : data) v = 1.0f;
  }
};

bool HasAvx512(benchmark::State& state) {
  if (cpuinfo_initialize() && cpuinfo_has_x86_avx512f()) return true;
  state.SkipWithError("no AVX-512F on this CPU");
  return false;
}

void BM_FmaRegisters(benchmark::State& state) {
  if (!HasAvx512(state)) return;
  for (auto _ : state) benchmark::DoNotOptimize(FmaRegisters(kInner));
  state.counters["zmm_ops_per_s"] =
      benchmark::Counter(12.0 * kInner, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_FmaMemoryL1(benchmark::State& state) {
  if (!HasAvx512(state)) return;
  AlignedRows x;
  for (auto _ : state) benchmark::DoNotOptimize(FmaMemory(kInner, x.data));
  state.counters["zmm_ops_per_s"] =
      benchmark::Counter(12.0 * kInner, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_LoadsL1(benchmark::State& state) {
  if (!HasAvx512(state)) return;
  AlignedRows x;
  for (auto _ : state) {
    LoadsOnly(kInner, x.data);
    benchmark::ClobberMemory();
  }
  state.counters["zmm_ops_per_s"] =
      benchmark::Counter(8.0 * kInner, benchmark::Counter::kIsIterationInvariantRate);
}

BENCHMARK(BM_FmaRegisters)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FmaMemoryL1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LoadsL1)->Unit(benchmark::kMicrosecond);
#endif  // __x86_64__

void NoWork(void*, size_t, size_t) {}

// One pthreadpool_parallelize_2d call with two tasks and nothing in them: the fixed cost every
// operator run pays to use the threads (range(0): threads).
void BM_ThreadpoolCall(benchmark::State& state) {
  pthreadpool_t pool = pthreadpool_create(static_cast<size_t>(state.range(0)));
  for (auto _ : state) pthreadpool_parallelize_2d(pool, NoWork, nullptr, 1, 2, 0);
  pthreadpool_destroy(pool);
}

BENCHMARK(BM_ThreadpoolCall)->Arg(1)->Arg(2)->Unit(benchmark::kMicrosecond);

// Activations crossing cores (bench/hand-off.h).
void BM_HandOff(benchmark::State& state) {
  pthreadpool_t pool = pthreadpool_create(2);
  if (pthreadpool_get_threads_count(pool) < 2) {
    state.SkipWithError("needs two threads");
    pthreadpool_destroy(pool);
    return;
  }
  sprt_bench::HandOff h(static_cast<size_t>(state.range(0)));
  const bool cross = state.range(1) != 0;
  for (auto _ : state) {
    h.Run(pool, cross);
    benchmark::DoNotOptimize(h.checksum());
  }
  pthreadpool_destroy(pool);
  state.counters["bytes_per_s"] =
      benchmark::Counter(2.0 * static_cast<double>(state.range(0)), benchmark::Counter::kIsIterationInvariantRate);
  // Reads the steals turned into the other kind: near 0 for a clean measurement.
  state.counters["mismatched_reads"] =
      benchmark::Counter(static_cast<double>(h.mismatched()), benchmark::Counter::kAvgIterations);
}

BENCHMARK(BM_HandOff)
    ->ArgNames({"bytes", "cross"})
    ->ArgsProduct({{64 << 10, 256 << 10, 1 << 20}, {0, 1}})
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

// One pool call of T tasks, one per thread, each reading its share of one buffer and writing its
// share of another, as a layer too large for the caches reads its input and writes its output. A
// layer that moves more bytes than its arithmetic hides scales with the threads no further than
// this rate does: a term of the work split's model, measured where the caches are shared and where
// they are not (range(0): bytes per buffer, range(1): threads).
struct Stream {
  size_t floats_per_task;
  std::vector<float> source;
  std::vector<float> destination;
};

// 64 bytes as a GCC vector: whole cache lines in as few instructions as the build's baseline ISA
// allows (-O2 leaves a plain float loop scalar: 18 GB/s on a Zen 5 core, under the caches' rate).
typedef float Line __attribute__((vector_size(64), aligned(4)));

void StreamTask(void* context, size_t task) {
  auto* s = static_cast<Stream*>(context);
  const Line* in = reinterpret_cast<const Line*>(s->source.data() + task * s->floats_per_task);
  Line* out = reinterpret_cast<Line*>(s->destination.data() + task * s->floats_per_task);
  for (size_t i = 0; i < s->floats_per_task / 16; i++) out[i] = in[i] * 0.5f + 1.0f;
}

void BM_Stream(benchmark::State& state) {
  const size_t threads = static_cast<size_t>(state.range(1));
  pthreadpool_t pool = threads > 1 ? pthreadpool_create(threads) : nullptr;
  if (threads > 1 && pthreadpool_get_threads_count(pool) < threads) {
    state.SkipWithError("could not start the threads");
    pthreadpool_destroy(pool);
    return;
  }
  Stream s;
  s.floats_per_task = static_cast<size_t>(state.range(0)) / sizeof(float) / threads / 16 * 16;
  s.source.assign(s.floats_per_task * threads, 1.0f);
  s.destination.assign(s.floats_per_task * threads, 0.0f);
  for (auto _ : state) {
    pthreadpool_parallelize_1d(pool, StreamTask, &s, threads, 0);
    benchmark::DoNotOptimize(s.destination.data());
    benchmark::ClobberMemory();
  }
  if (pool != nullptr) pthreadpool_destroy(pool);
  const double bytes = 2.0 * sizeof(float) * static_cast<double>(s.floats_per_task * threads);  // read + written
  state.counters["bytes_per_s"] = benchmark::Counter(bytes, benchmark::Counter::kIsIterationInvariantRate);
}

// Buffers of 1 MB (L2 of one core), 4 MB (a large activation) and 64 MB (past the last-level caches
// of the machines measured so far), at 1, 2, 4, ... threads and at every logical processor (cpuinfo).
void StreamArgs(benchmark::internal::Benchmark* b) {
  size_t processors = 1;
  if (cpuinfo_initialize()) processors = std::max<size_t>(1, cpuinfo_get_processors_count());
  std::vector<int64_t> thread_counts;
  for (size_t t = 1; t < processors; t *= 2) thread_counts.push_back(static_cast<int64_t>(t));
  thread_counts.push_back(static_cast<int64_t>(processors));
  b->ArgNames({"bytes", "threads"})->ArgsProduct({{1 << 20, 4 << 20, 64 << 20}, thread_counts});
}

BENCHMARK(BM_Stream)->Apply(StreamArgs)->UseRealTime()->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
