// MobileNetV1, MobileNetV2 and EfficientNet-Lite0 end to end (--model=mbv1,mbv2,efflite0; default
// all three), each model at every count of --threads=LIST (default 1..logical processors), measured
// in one run:
//   xnnpack_dense, xnnpack_sparse, sprt: operator by operator (models/network.h);
//   xnnpack_runtime_dense, xnnpack_runtime_sprt: the same network as an XNNPACK subgraph run by
//   XNNPACK's runtime (models/network-runtime.h), without flags, and with
//   XNN_FLAG_HINT_SPARSE_INFERENCE and the sprt plugin (plugin/), which this binary links ahead of
//   libXNNPACK.so. The operator-level models are created with the plugin bypassed: their XNNPACK
//   operators are XNNPACK's own.
//
//   bazel build -c opt //bench:end2end && bazel-bin/bench/end2end --benchmark_repetitions=5
//
// Names: end2end/<network>/<model>/<sparsity>/threads:<T> (the dense models run dense weights:
// sparsity 0). Real time per inference. Counters: L<nn>_<layer> (median ms of that layer over the
// iterations; for the runtimes, of its operator's xnn_run_operator, bench/operator-timer.h),
// kind_<kind> (the sum of the medians over the layers of each kind: stem, dw3x3, dw5x5, pw, expand,
// project, head, add, avgpool, fc, models/network.h; in every model the layers of the blocks the sprt
// plan fuses, their residual adds included, count as "block") and layers_<kind> (how many; a block once), pointwise_ms and
// other_ms (sums of the medians over the 1x1 layers and over the rest), create_pointwise_ms (creating
// the 1x1 operators: sprt's packing or XNNPACK's). --batch=N sets the batch size (default 1);
// --threads=1,4,16 the thread counts; --model=mbv1,mbv2,efflite0 the networks; --fuse_blocks=0 builds
// sprt's plans without fused blocks (models/network.h, PlanOptions; XNNPACK's runtime with the plugin
// fuses them either way). --pool_profile=1
// times the pool calls of every model but the paired rounds task by task (bench/pool-profile.h; the
// runtimes' per operator, as their times) and adds, per layer,
// P<nn>_<layer>_{wall,busiest,busy,start,tail}_us (medians over the iterations), P<nn>_<layer>_tasks
// and PK_<kind>_{wall,...}_us (the sums of the layers of each kind).
// end2end_paired/<network>/<sparsity> runs xnnpack_dense, sprt and the two runtime models at every
// thread count in rounds, and reports the speedups and the scaling measured within each round
// (BenchPaired below): ratios that the machine's drift between benchmarks does not move. With a
// count of 2 threads or more, each round also measures how much slower a core reads what another
// core wrote than what it wrote itself (bench/hand-off.h), and the ratios are reported again for the
// rounds where that was cheap and where it was not.
// --ab_env=NAME[=VALUE] adds end2end_ab/<network>/<sparsity>: two sprt plans of this one library in
// rounds, A as it is and B created and set up with NAME set (to VALUE, default 1) in the environment,
// for a switch a change under study reads at setup (BenchAB below). Whole processes of the two
// builds, run in turn, drift apart by more than most changes move.
#include <benchmark/benchmark.h>

#include <cpuinfo.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <sprt.h>

#include "bench/flags.h"
#include "bench/hand-off.h"
#include "bench/operator-timer.h"
#include "bench/pool-profile.h"
#include "models/network-runtime.h"
#include "models/network.h"
#include "plugin/sprt-xnnpack.h"

namespace {

using sprt_models::Architecture;
using sprt_models::ModelKind;
using sprt_models::Network;
using sprt_models::NetworkRuntime;
using sprt_models::NetworkWeights;

size_t g_batch = 1;
size_t g_pool_profile = 0;  // --pool_profile=1
bool g_fuse_blocks = true;  // --fuse_blocks=0: the sprt plans without fused blocks (PlanOptions)
std::string g_ab_env;       // --ab_env=NAME[=VALUE]: end2end_ab's switch for plan B

sprt_models::PlanOptions PlanOptions() {
  sprt_models::PlanOptions options;
  options.fuse_blocks = g_fuse_blocks;
  return options;
}

struct FreeDeleter {
  void operator()(float* p) const { std::free(p); }
};

std::unique_ptr<float, FreeDeleter> AlignedFloats(size_t floats) {
  return std::unique_ptr<float, FreeDeleter>(
      static_cast<float*>(std::aligned_alloc(64, (floats * sizeof(float) + 64 + 63) / 64 * 64)));
}

// g_batch 224x224x3 NHWC images of uniform [0, 1) values, the same in every benchmark.
std::unique_ptr<float, FreeDeleter> RandomImages() {
  const size_t floats = g_batch * 224 * 224 * 3;
  auto images = AlignedFloats(floats);
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> value(0.0f, 1.0f);
  for (size_t i = 0; i < floats; i++) images.get()[i] = value(rng);
  return images;
}

double Median(std::vector<double> v) {
  if (v.empty()) return 0.0;
  std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
  return v[v.size() / 2];
}

// The layers of the blocks the sprt plan fuses, by network (set in main): every model counts their
// time as the kind "block", so that each kind's row compares the same layers in every model.
std::map<Architecture, std::set<std::string>> g_fused_layers;

// A layer's kind in the counters: "block" for the layers of a fused block, else its own.
template <typename Model>
std::string ReportedKind(const Model& model, Architecture architecture, size_t layer) {
  return g_fused_layers[architecture].count(model.layer_name(layer)) != 0 ? "block" : model.layer_kind(layer);
}

// The counters of both model kinds: each layer's median, the pointwise and other sums, creation.
template <typename Model>
void ReportLayers(benchmark::State& state, const Model& model, Architecture architecture,
                  const std::vector<std::vector<double>>& layer_ms, double create_pointwise_ms) {
  double pointwise = 0.0, other = 0.0;
  for (size_t i = 0; i < layer_ms.size(); i++) {
    const double ms = Median(layer_ms[i]);
    char name[32];
    std::snprintf(name, sizeof(name), "L%02zu_%s", i, model.layer_name(i).c_str());
    state.counters[name] = ms;
    const std::string kind = ReportedKind(model, architecture, i);
    state.counters["kind_" + kind] += ms;
    // A block counts once: at its projection.
    if (kind != "block" || model.layer_name(i).find("_project") != std::string::npos) {
      state.counters["layers_" + kind] += 1;
    }
    (model.is_pointwise(i) ? pointwise : other) += ms;
  }
  state.counters["pointwise_ms"] = pointwise;
  state.counters["other_ms"] = other;
  state.counters["create_pointwise_ms"] = create_pointwise_ms;
  state.counters["batch"] = static_cast<double>(g_batch);
}

// The pool profile's counters (--pool_profile=1): each layer's medians over the iterations, and their
// sums per layer kind (PK_<kind>_*).
template <typename Model>
void ReportProfiles(benchmark::State& state, const Model& model, Architecture architecture,
                    const std::vector<std::vector<sprt_bench::PoolLayerProfile>>& layer_profiles) {
  using Profile = sprt_bench::PoolLayerProfile;
  const std::pair<const char*, double Profile::*> fields[] = {{"wall", &Profile::wall_us},
                                                              {"busiest", &Profile::busiest_us},
                                                              {"busy", &Profile::busy_us},
                                                              {"start", &Profile::start_us},
                                                              {"tail", &Profile::tail_us}};
  for (size_t i = 0; i < layer_profiles.size(); i++) {
    const std::vector<Profile>& runs = layer_profiles[i];
    for (const auto& [field, member] : fields) {
      std::vector<double> values;
      for (const Profile& run : runs) values.push_back(run.*member);
      char name[64];
      std::snprintf(name, sizeof(name), "P%02zu_%s_%s_us", i, model.layer_name(i).c_str(), field);
      state.counters[name] = Median(values);
      state.counters["PK_" + ReportedKind(model, architecture, i) + "_" + field + "_us"] += Median(values);
    }
    char name[64];
    std::snprintf(name, sizeof(name), "P%02zu_%s_tasks", i, model.layer_name(i).c_str());
    state.counters[name] = runs.empty() ? 0.0 : static_cast<double>(runs.back().tasks);
  }
}

void BenchModel(benchmark::State& state, Architecture architecture, ModelKind kind, double sparsity,
                size_t threads) {
  const NetworkWeights weights = NetworkWeights::Generate(architecture, /*seed=*/2026, sparsity);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(
      threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
  std::string error;
  sprt_xnnpack_bypass_thread(true);  // XNNPACK's own operators, not the plugin's
  const std::unique_ptr<Network> model = Network::Create(kind, weights, g_batch, &error, PlanOptions());
  sprt_xnnpack_bypass_thread(false);
  if (model == nullptr) {
    state.SkipWithError(error.c_str());
    return;
  }
  const auto input = RandomImages();
  auto logits = AlignedFloats(g_batch * 1000);
  if (!model->Setup(input.get(), logits.get(), pool.get(), &error) || !model->Run(pool.get(), &error)) {
    state.SkipWithError(error.c_str());
    return;
  }

  const size_t layers = model->num_layers();
  std::vector<std::vector<double>> layer_ms(layers);
  std::unique_ptr<sprt_bench::PoolProfile> profile(g_pool_profile != 0 ? new sprt_bench::PoolProfile : nullptr);
  std::vector<std::vector<sprt_bench::PoolLayerProfile>> layer_profiles(profile != nullptr ? layers : 0);
  for (auto _ : state) {
    for (size_t i = 0; i < layers; i++) {
      if (profile != nullptr) profile->Begin();
      const auto start = std::chrono::steady_clock::now();
      if (!model->RunLayer(i, pool.get(), &error)) {
        state.SkipWithError(error.c_str());
        return;
      }
      layer_ms[i].push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
      if (profile != nullptr) layer_profiles[i].push_back(profile->End());
    }
  }
  ReportLayers(state, *model, architecture, layer_ms, model->pointwise_create_ms());
  ReportProfiles(state, *model, architecture, layer_profiles);
}

// The runtime models: XNNPACK's runtime, dense (no flags), or with the sparse flag and the plugin.
void BenchRuntime(benchmark::State& state, Architecture architecture, bool sparse, double sparsity,
                  size_t threads) {
  if (sparse && !sprt_xnnpack_active()) {
    state.SkipWithError("the sprt plugin is off (SPRT_XNNPACK=0, or see its log)");
    return;
  }
  const NetworkWeights weights = NetworkWeights::Generate(architecture, /*seed=*/2026, sparsity);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(
      threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
  std::string error;
  sprt_bench::OperatorTimer timer;
  const size_t sprt_layers = sprt_xnnpack_count_operators(nullptr);
  const std::unique_ptr<NetworkRuntime> model = NetworkRuntime::Create(
      weights, g_batch, pool.get(), sparse ? XNN_FLAG_HINT_SPARSE_INFERENCE : 0, &error);
  if (model == nullptr) {
    state.SkipWithError(error.c_str());
    return;
  }
  if (sparse && sprt_xnnpack_count_operators(nullptr) == sprt_layers) {
    state.SkipWithError("the sprt plugin took no layer");
    return;
  }
  const auto input = RandomImages();
  auto logits = AlignedFloats(g_batch * 1000);
  if (!model->Setup(input.get(), logits.get(), &error) || !model->Run(&error)) {
    state.SkipWithError(error.c_str());
    return;
  }

  const size_t layers = model->num_layers();
  std::vector<std::vector<double>> layer_ms(layers);
  std::unique_ptr<sprt_bench::PoolProfile> profile(g_pool_profile != 0 ? new sprt_bench::PoolProfile : nullptr);
  std::vector<std::vector<sprt_bench::PoolLayerProfile>> layer_profiles(profile != nullptr ? layers : 0);
  for (auto _ : state) {
    timer.Clear();
    if (!model->Run(&error)) {
      state.SkipWithError(error.c_str());
      return;
    }
    if (timer.run_ms().size() != layers || (profile != nullptr && timer.run_profiles().size() != layers)) {
      state.SkipWithError("the runtime ran another number of operators than the model has layers");
      return;
    }
    for (size_t i = 0; i < layers; i++) layer_ms[i].push_back(timer.run_ms()[i]);
    for (size_t i = 0; i < layer_profiles.size(); i++) layer_profiles[i].push_back(timer.run_profiles()[i]);
  }
  ReportLayers(state, *model, architecture, layer_ms, timer.create_pointwise_ms());
  ReportProfiles(state, *model, architecture, layer_profiles);
}

// Paired rounds: the speedups and the scaling measured within each round, so that the machine's drift
// (10-30% within minutes on a shared VM) cancels out of the ratios. A round runs every model at every
// thread count of the run back to back (xnnpack_dense and sprt operator by operator, then XNNPACK's
// runtime dense and with the sparse flag and the plugin), each for one untimed image, which brings
// its weights back into the caches the others used, and `kTimedImages` timed ones; the first model
// rotates from round to round. Counters, at each thread count T of the run: <model>_ms_t<T>, the
// median over rounds of the mean time of an image; speedup_t<T> (xnnpack_dense / sprt),
// runtime_speedup_t<T> (xnnpack_runtime_dense / xnnpack_runtime_sprt) and runtime_over_sprt_t<T>
// (xnnpack_runtime_sprt / sprt), medians of the ratios within each round; and from the second count
// on, scaling_<model>_t<T> (time at the first count over time at T, within each round). The
// benchmark's time is one round.
// Where a count is 2 threads or more, each round starts with a hand-off of kHandOffBytes between two
// threads of the first such pool: handoff_cross_over_own is the median over rounds of the time to
// read the other thread's buffer over the time to read its own, and handoff_far_rounds counts the
// rounds where it was kFarHandOff or more. speedup_t<T>_near / _far and scaling_<model>_t<T>_near /
// _far are the medians over the rounds below / from kFarHandOff (present where kMinStateRounds or
// more such rounds ran).
constexpr size_t kTimedImages = 2;
constexpr size_t kHandOffBytes = 1 << 20;
// The 2-vCPU guest's vCPUs read 1 MB from each other 1.0-1.2x as slowly as their own at times and
// 1.8-2.2x at others, when sprt's 2-thread scaling drops by a fifth to a third; the 16-core Xeon's
// cores 2.0x (docs/performance.md). Between the two states.
constexpr double kFarHandOff = 1.5;
// Fewer rounds of a state than this leave its ratios out: one round's ratio is noise.
constexpr size_t kMinStateRounds = 3;
const char* const kPairedModels[] = {"xnnpack_dense", "sprt", "xnnpack_runtime_dense", "xnnpack_runtime_sprt"};

// A pool per thread count (none for 1: the calling thread runs every task).
using Pools = std::vector<std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)>>;
Pools MakePools(const std::vector<size_t>& thread_counts) {
  Pools pools;
  for (size_t threads : thread_counts) {
    pools.emplace_back(threads > 1 ? pthreadpool_create(threads) : nullptr, pthreadpool_destroy);
  }
  return pools;
}

// The first pool of two threads or more, which carries the rounds' hand-off (NULL: no hand-off).
pthreadpool_t FirstPoolOfTwo(const Pools& pools) {
  for (const auto& pool : pools) {
    if (pool != nullptr && pthreadpool_get_threads_count(pool.get()) >= 2) return pool.get();
  }
  return nullptr;
}

// The rounds' hand-off ratios that measured something (a round's 0: no clean measurement).
std::vector<double> MeasuredHandOffs(const std::vector<double>& hand_off_ratio) {
  std::vector<double> measured;
  for (double r : hand_off_ratio) {
    if (r > 0.0) measured.push_back(r);
  }
  return measured;
}

struct PairedModel {
  std::unique_ptr<Network> network;  // operator-level models
  std::unique_ptr<NetworkRuntime> runtime;  // XNNPACK's runtime
  pthreadpool_t pool;
  bool Run(std::string* error) { return network != nullptr ? network->Run(pool, error) : runtime->Run(error); }
};

void BenchPaired(benchmark::State& state, Architecture architecture, double sparsity,
                 const std::vector<size_t>& thread_counts) {
  if (!sprt_xnnpack_active()) {
    state.SkipWithError("the sprt plugin is off (SPRT_XNNPACK=0, or see its log)");
    return;
  }
  const NetworkWeights dense_weights = NetworkWeights::Generate(architecture, /*seed=*/2026, 0.0);
  const NetworkWeights sparse_weights = NetworkWeights::Generate(architecture, /*seed=*/2026, sparsity);
  const Pools pools = MakePools(thread_counts);
  const auto input = RandomImages();
  auto logits = AlignedFloats(g_batch * 1000);

  // models[t * 4 + m]: kPairedModels[m] at thread_counts[t].
  const size_t kinds = std::size(kPairedModels);
  std::vector<PairedModel> models(thread_counts.size() * kinds);
  std::string error;
  for (size_t t = 0; t < thread_counts.size(); t++) {
    pthreadpool_t pool = pools[t].get();
    PairedModel* m = &models[t * kinds];
    sprt_xnnpack_bypass_thread(true);  // the operator-level models run XNNPACK's own operators
    m[0].network = Network::Create(ModelKind::kXnnpackDense, dense_weights, g_batch, &error);
    if (m[0].network != nullptr) {
      m[1].network = Network::Create(ModelKind::kSprt, sparse_weights, g_batch, &error, PlanOptions());
    }
    sprt_xnnpack_bypass_thread(false);
    if (m[1].network != nullptr) m[2].runtime = NetworkRuntime::Create(dense_weights, g_batch, pool, 0, &error);
    if (m[2].runtime != nullptr) {
      m[3].runtime = NetworkRuntime::Create(sparse_weights, g_batch, pool, XNN_FLAG_HINT_SPARSE_INFERENCE, &error);
    }
    if (m[3].runtime == nullptr) {
      state.SkipWithError(error.c_str());
      return;
    }
    for (size_t k = 0; k < kinds; k++) {
      m[k].pool = pool;
      const bool ready = m[k].network != nullptr ? m[k].network->Setup(input.get(), logits.get(), pool, &error)
                                                 : m[k].runtime->Setup(input.get(), logits.get(), &error);
      if (!ready || !m[k].Run(&error)) {
        state.SkipWithError(error.c_str());
        return;
      }
    }
  }

  pthreadpool_t hand_off_pool = FirstPoolOfTwo(pools);
  sprt_bench::HandOff hand_off(hand_off_pool != nullptr ? kHandOffBytes : 0);
  std::vector<double> hand_off_ratio;  // [round]; 0: no clean measurement

  std::vector<std::vector<double>> round_ms(models.size());  // [model][round]: mean ms of an image
  size_t first = 0;
  for (auto _ : state) {
    if (hand_off_pool != nullptr) hand_off_ratio.push_back(hand_off.CrossOverOwn(hand_off_pool, /*reps=*/3));
    for (size_t i = 0; i < models.size(); i++) {
      const size_t index = (first + i) % models.size();
      PairedModel& m = models[index];
      if (!m.Run(&error)) {  // untimed
        state.SkipWithError(error.c_str());
        return;
      }
      const auto start = std::chrono::steady_clock::now();
      for (size_t image = 0; image < kTimedImages; image++) {
        if (!m.Run(&error)) {
          state.SkipWithError(error.c_str());
          return;
        }
      }
      round_ms[index].push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count() /
          kTimedImages);
    }
    first = (first + 1) % models.size();
  }

  const size_t rounds = round_ms[0].size();
  // The median over the rounds that `take` accepts of round_ms[a] / round_ms[b] (0 if none).
  auto ratio_if = [&](size_t a, size_t b, auto take) {
    std::vector<double> r;
    for (size_t i = 0; i < rounds; i++) {
      if (take(i)) r.push_back(round_ms[a][i] / round_ms[b][i]);
    }
    return Median(r);
  };
  auto ratio = [&](size_t a, size_t b) { return ratio_if(a, b, [](size_t) { return true; }); };
  for (size_t t = 0; t < thread_counts.size(); t++) {
    const std::string suffix = "_t" + std::to_string(thread_counts[t]);
    const size_t base = t * kinds;
    for (size_t k = 0; k < kinds; k++) {
      state.counters[std::string(kPairedModels[k]) + "_ms" + suffix] = Median(round_ms[base + k]);
      if (t > 0) state.counters["scaling_" + std::string(kPairedModels[k]) + suffix] = ratio(k, base + k);
    }
    state.counters["speedup" + suffix] = ratio(base + 0, base + 1);
    state.counters["runtime_speedup" + suffix] = ratio(base + 2, base + 3);
    state.counters["runtime_over_sprt" + suffix] = ratio(base + 3, base + 1);
  }
  if (!hand_off_ratio.empty()) {
    const std::vector<double> measured = MeasuredHandOffs(hand_off_ratio);
    const size_t far_rounds = static_cast<size_t>(std::count_if(
        measured.begin(), measured.end(), [](double r) { return r >= kFarHandOff; }));
    state.counters["handoff_cross_over_own"] = Median(measured);
    state.counters["handoff_far_rounds"] = static_cast<double>(far_rounds);
    for (const bool far : {false, true}) {
      if ((far ? far_rounds : measured.size() - far_rounds) < kMinStateRounds) continue;
      auto take = [&](size_t i) { return hand_off_ratio[i] > 0.0 && (hand_off_ratio[i] >= kFarHandOff) == far; };
      for (size_t t = 0; t < thread_counts.size(); t++) {
        const std::string suffix = "_t" + std::to_string(thread_counts[t]) + (far ? "_far" : "_near");
        const size_t base = t * kinds;
        state.counters["speedup" + suffix] = ratio_if(base + 0, base + 1, take);
        if (t == 0) continue;
        for (size_t k : {size_t{0}, size_t{1}}) {  // xnnpack_dense and sprt
          state.counters["scaling_" + std::string(kPairedModels[k]) + suffix] = ratio_if(k, base + k, take);
        }
      }
    }
  }
  state.counters["rounds"] = static_cast<double>(rounds);
  state.counters["timed_images"] = static_cast<double>(kTimedImages);
  state.counters["batch"] = static_cast<double>(g_batch);
}

// Two sprt plans of the same weights in rounds (--ab_env=NAME[=VALUE]): A as the library does it, B
// created and set up while NAME is set, then unset again. Each round hands 1 MB between two threads
// (on a pool of 2 or more), then runs each plan on one untimed and kTimedImages timed images, layer
// by layer, the first plan alternating. Counters at each thread count T: a_ms_t<T> and b_ms_t<T>
// (medians over the rounds of an image's time), b_over_a_t<T> (the median of the ratio within a
// round), and per block (the layers named <block>_..., or a layer on its own) B_<block>_t<T>, the
// median over the rounds of B's time in the block over A's; handoff_cross_over_own as in
// end2end_paired.
void BenchAB(benchmark::State& state, Architecture architecture, double sparsity,
             const std::vector<size_t>& thread_counts) {
  const size_t equals = g_ab_env.find('=');
  const std::string env_name = g_ab_env.substr(0, equals);
  const std::string env_value = equals == std::string::npos ? "1" : g_ab_env.substr(equals + 1);
  if (std::getenv(env_name.c_str()) != nullptr) {
    state.SkipWithError(("--ab_env: " + env_name + " is set already: plan A would see it too").c_str());
    return;
  }
  const NetworkWeights weights = NetworkWeights::Generate(architecture, /*seed=*/2026, sparsity);
  const Pools pools = MakePools(thread_counts);
  const auto input = RandomImages();
  auto logits = AlignedFloats(g_batch * 1000);
  std::string error;
  // plans[2 * t + v]: plan A (v = 0) and B (v = 1) at thread_counts[t].
  std::vector<std::unique_ptr<Network>> plans(2 * thread_counts.size());
  for (size_t i = 0; i < plans.size(); i++) {
    const bool b = i % 2 == 1;
    if (b) setenv(env_name.c_str(), env_value.c_str(), 1);
    pthreadpool_t pool = pools[i / 2].get();
    plans[i] = Network::Create(ModelKind::kSprt, weights, g_batch, &error, PlanOptions());
    const bool ready = plans[i] != nullptr && plans[i]->Setup(input.get(), logits.get(), pool, &error);
    if (b) unsetenv(env_name.c_str());
    if (!ready || !plans[i]->Run(pool, &error)) {
      state.SkipWithError(error.c_str());
      return;
    }
  }
  // The blocks: each layer's name up to its first '_', in order.
  const Network& a0 = *plans[0];
  std::vector<std::string> blocks;
  std::vector<size_t> block_of(a0.num_layers());
  for (size_t l = 0; l < a0.num_layers(); l++) {
    const std::string& layer = a0.layer_name(l);
    const std::string block = layer.substr(0, layer.find('_'));
    if (blocks.empty() || blocks.back() != block) blocks.push_back(block);
    block_of[l] = blocks.size() - 1;
  }
  pthreadpool_t hand_off_pool = FirstPoolOfTwo(pools);
  sprt_bench::HandOff hand_off(hand_off_pool != nullptr ? kHandOffBytes : 0);
  std::vector<double> hand_off_ratio;
  // [plan][round]: an image's ms; [plan][round][block]: the block's ms in that round.
  std::vector<std::vector<double>> round_ms(plans.size());
  std::vector<std::vector<std::vector<double>>> round_block_ms(plans.size());
  size_t first = 0;
  for (auto _ : state) {
    if (hand_off_pool != nullptr) hand_off_ratio.push_back(hand_off.CrossOverOwn(hand_off_pool, /*reps=*/3));
    for (size_t t = 0; t < thread_counts.size(); t++) {
      for (size_t k = 0; k < 2; k++) {
        const size_t index = 2 * t + (first + k) % 2;
        Network& plan = *plans[index];
        pthreadpool_t pool = pools[t].get();
        if (!plan.Run(pool, &error)) {  // untimed
          state.SkipWithError(error.c_str());
          return;
        }
        std::vector<double> block_ms(blocks.size(), 0.0);
        double total = 0.0;
        for (size_t image = 0; image < kTimedImages; image++) {
          for (size_t l = 0; l < plan.num_layers(); l++) {
            const auto start = std::chrono::steady_clock::now();
            if (!plan.RunLayer(l, pool, &error)) {
              state.SkipWithError(error.c_str());
              return;
            }
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            block_ms[block_of[l]] += ms / kTimedImages;
            total += ms / kTimedImages;
          }
        }
        round_ms[index].push_back(total);
        round_block_ms[index].push_back(block_ms);
      }
    }
    first ^= 1;
  }
  const size_t rounds = round_ms[0].size();
  for (size_t t = 0; t < thread_counts.size(); t++) {
    const std::string suffix = "_t" + std::to_string(thread_counts[t]);
    const size_t a = 2 * t, b = 2 * t + 1;
    std::vector<double> ratios;
    for (size_t r = 0; r < rounds; r++) ratios.push_back(round_ms[b][r] / round_ms[a][r]);
    state.counters["a_ms" + suffix] = Median(round_ms[a]);
    state.counters["b_ms" + suffix] = Median(round_ms[b]);
    state.counters["b_over_a" + suffix] = Median(ratios);
    for (size_t k = 0; k < blocks.size(); k++) {
      std::vector<double> block_ratios;
      for (size_t r = 0; r < rounds; r++) {
        if (round_block_ms[a][r][k] > 0.0) block_ratios.push_back(round_block_ms[b][r][k] / round_block_ms[a][r][k]);
      }
      if (!block_ratios.empty()) state.counters["B_" + blocks[k] + suffix] = Median(block_ratios);
    }
  }
  const std::vector<double> measured = MeasuredHandOffs(hand_off_ratio);
  if (!measured.empty()) state.counters["handoff_cross_over_own"] = Median(measured);
  state.counters["rounds"] = static_cast<double>(rounds);
  state.counters["batch"] = static_cast<double>(g_batch);
}

}  // namespace

int main(int argc, char** argv) {
  // --batch=N, --pool_profile=1, --fuse_blocks=0, --threads=LIST, --model=LIST and --ab_env=NAME[=VALUE] are
  // ours; everything else goes to Google Benchmark.
  std::string threads_flag, model_flag = "mbv1,mbv2,efflite0", fuse_flag = "1";
  if (!sprt_bench::TakeFlags("end2end", &argc, argv, {{"batch", &g_batch}, {"pool_profile", &g_pool_profile}},
                             {{"threads", &threads_flag},
                              {"model", &model_flag},
                              {"fuse_blocks", &fuse_flag},
                              {"ab_env", &g_ab_env}})) {
    return 1;
  }
  if (g_ab_env.find('=') == 0) {
    std::fprintf(stderr, "end2end: --ab_env=NAME[=VALUE] needs a NAME, not \"%s\"\n", g_ab_env.c_str());
    return 1;
  }
  if (fuse_flag != "0" && fuse_flag != "1") {
    std::fprintf(stderr, "end2end: --fuse_blocks must be 0 or 1, not \"%s\"\n", fuse_flag.c_str());
    return 1;
  }
  g_fuse_blocks = fuse_flag == "1";
  std::vector<Architecture> architectures;
  for (const std::string& name : sprt_bench::SplitList(model_flag)) {
    Architecture architecture;
    if (!sprt_models::ParseArchitecture(name, &architecture)) {
      std::fprintf(stderr, "end2end: --model=%s: expected a comma-separated list of mbv1, mbv2, efflite0\n",
                   model_flag.c_str());
      return 1;
    }
    architectures.push_back(architecture);
  }
  if (xnn_initialize(nullptr) != xnn_status_success || sprt_initialize() != sprt_status_success ||
      !cpuinfo_initialize()) {
    std::fprintf(stderr, "end2end: initializing XNNPACK, sprt or cpuinfo failed\n");
    return 1;
  }
  std::vector<size_t> thread_counts;
  if (threads_flag.empty()) {
    // Logical processors, not cpuinfo's cores: some hypervisors report 2 processors as 1 core with
    // 2 threads, and pthreadpool runs on processors.
    const size_t processors = std::max<size_t>(1, cpuinfo_get_processors_count());
    for (size_t threads = 1; threads <= processors; threads++) thread_counts.push_back(threads);
  } else if (!sprt_bench::ParseThreadCounts("end2end", threads_flag, &thread_counts)) {
    return 1;
  }
  for (Architecture architecture : architectures) {
    // Which blocks the sprt plan fuses depends on the structure and the CPU, not on the weights.
    std::string error;
    const NetworkWeights weights = NetworkWeights::Generate(architecture, /*seed=*/2026, 0.8);
    const std::unique_ptr<Network> plan = Network::Create(ModelKind::kSprt, weights, 1, &error, PlanOptions());
    if (plan == nullptr) {
      std::fprintf(stderr, "end2end: %s\n", error.c_str());
      return 1;
    }
    for (size_t i = 0; i < plan->num_layers(); i++) {
      if (plan->is_folded(i) || plan->layer_kind(i) == "block") {
        g_fused_layers[architecture].insert(plan->layer_name(i));
      }
    }
  }
  for (Architecture architecture : architectures) {
    const char* network = sprt_models::ArchitectureName(architecture);
    for (size_t threads : thread_counts) {
      struct Config {
        ModelKind kind;
        double sparsity;
      };
      const Config configs[] = {{ModelKind::kXnnpackDense, 0.0}, {ModelKind::kXnnpackSparse, 0.7},
                                {ModelKind::kXnnpackSparse, 0.8}, {ModelKind::kXnnpackSparse, 0.9},
                                {ModelKind::kSprt, 0.7},          {ModelKind::kSprt, 0.8},
                                {ModelKind::kSprt, 0.9}};
      for (const Config& c : configs) {
        char name[128];
        std::snprintf(name, sizeof(name), "end2end/%s/%s/%g/threads:%zu", network, sprt_models::ModelName(c.kind),
                      c.sparsity, threads);
        benchmark::RegisterBenchmark(name, BenchModel, architecture, c.kind, c.sparsity, threads)
            ->UseRealTime()
            ->Unit(benchmark::kMillisecond);
      }
      for (double sparsity : {0.0, 0.7, 0.8, 0.9}) {
        const bool sparse = sparsity != 0.0;
        char name[128];
        std::snprintf(name, sizeof(name), "end2end/%s/%s/%g/threads:%zu", network,
                      sparse ? "xnnpack_runtime_sprt" : "xnnpack_runtime_dense", sparsity, threads);
        benchmark::RegisterBenchmark(name, BenchRuntime, architecture, sparse, sparsity, threads)
            ->UseRealTime()
            ->Unit(benchmark::kMillisecond);
      }
    }
  }
  for (Architecture architecture : architectures) {
    for (double sparsity : {0.7, 0.8, 0.9}) {
      char name[128];
      std::snprintf(name, sizeof(name), "end2end_paired/%s/%g", sprt_models::ArchitectureName(architecture),
                    sparsity);
      benchmark::RegisterBenchmark(name, BenchPaired, architecture, sparsity, thread_counts)
          ->UseRealTime()
          ->Unit(benchmark::kMillisecond);
      if (!g_ab_env.empty()) {
        std::snprintf(name, sizeof(name), "end2end_ab/%s/%g", sprt_models::ArchitectureName(architecture), sparsity);
        benchmark::RegisterBenchmark(name, BenchAB, architecture, sparsity, thread_counts)
            ->UseRealTime()
            ->Unit(benchmark::kMillisecond);
      }
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  xnn_deinitialize();
  return 0;
}
