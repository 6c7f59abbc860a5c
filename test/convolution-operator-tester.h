// ConvolutionOperatorTester: sprt's convolution operators through the public API, with fluent
// setters in XNNPACK's style; one Test...() per layout, so that a test file is a list of cases:
//
//   ConvolutionOperatorTester()
//       .input_size(14, 14).input_channels(256).output_channels(512)
//       .batch_size(3).sparsity(0.8).clamp_quantile(0.1)
//       .TestNCHWxF32();
//
// TestNCHWxF32() checks, on every case: each output against the float64 reference within the
// derived bound (sprt_test::Tolerance; exactly the clamped bias for rows without weights); bitwise
// identical outputs on the NULL pool and 1-, 2- and 3-thread pools and between the dense and CSR
// entry points (and, without bias, with an explicit zero bias); XNNPACK's own NCHW convolution
// within twice the bound; padding output channels unwritten, padding input channels (NaN) unread and
// the input unmodified; operator info consistent with the layer, the flags and the per-layer choice.
//
// The building blocks (data, creation, checks) are public for cases outside the mould. Kernel
// size, padding, subsampling and groups, and the layouts of the next operators, join as setters and
// Test...() methods.
#ifndef SPRT_TEST_CONVOLUTION_OPERATOR_TESTER_H_
#define SPRT_TEST_CONVOLUTION_OPERATOR_TESTER_H_

#include <gtest/gtest.h>

#include <pthreadpool.h>
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <sprt.h>

#include "test/reference.h"
#include "test/sparse-matrix.h"

namespace sprt_test {

constexpr float kInf = std::numeric_limits<float>::infinity();

// Tensors get SPRT_EXTRA_BYTES (and XNN_EXTRA_BYTES) of readable slack after the data.
constexpr size_t kSlackFloats = 16;

struct ThreadPool {
  const char* name;
  pthreadpool_t pool;
};

// The NULL pool first: it is the baseline the others must match bit for bit. Created once per
// process, destroyed at exit.
inline const std::vector<ThreadPool>& ThreadPools() {
  struct Pools {
    std::vector<ThreadPool> list;
    Pools() {
      list = {{"NULL threadpool", nullptr},
              {"1 thread", pthreadpool_create(1)},
              {"2 threads", pthreadpool_create(2)},
              {"3 threads", pthreadpool_create(3)}};
    }
    ~Pools() {
      for (const ThreadPool& p : list) pthreadpool_destroy(p.pool);
    }
  };
  static const Pools pools;
  return pools.list;
}

// The pool of `threads` threads (1 to 3).
inline pthreadpool_t ThreadPoolOf(size_t threads) { return ThreadPools().at(threads).pool; }

// ThreadPools and pools of 4 and 16 threads, where layers on misaligned rows split by bytes (see
// sprt_split_work_by_bytes). Created once per process, destroyed at exit.
inline const std::vector<ThreadPool>& ManyThreadPools() {
  struct Pools {
    std::vector<ThreadPool> list;
    size_t shared;  // the first ones are ThreadPools'
    Pools() : list(ThreadPools()), shared(list.size()) {
      list.push_back({"4 threads", pthreadpool_create(4)});
      list.push_back({"16 threads", pthreadpool_create(16)});
    }
    ~Pools() {
      for (size_t i = shared; i < list.size(); i++) pthreadpool_destroy(list[i].pool);
    }
  };
  static const Pools pools;
  return pools.list;
}

struct OperatorDeleter {
  void operator()(sprt_operator* op) const { EXPECT_EQ(sprt_status_success, sprt_delete_operator(op)); }
};
using Operator = std::unique_ptr<sprt_operator, OperatorDeleter>;

struct XnnOperatorDeleter {
  void operator()(xnn_operator* op) const { EXPECT_EQ(xnn_status_success, xnn_delete_operator(op)); }
};

// sprt and XNNPACK (the comparison); both are idempotent.
inline void InitializeLibraries() {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
}

// The operator's info as a caller gets it: `size` set, every other byte poisoned first, so that a
// field the library leaves unwritten shows.
inline sprt_operator_info OperatorInfo(sprt_operator_t op) {
  sprt_operator_info info;
  std::memset(&info, 0xCD, sizeof(info));
  info.size = sizeof(info);
  EXPECT_EQ(sprt_status_success, sprt_get_operator_info(op, &info));
  return info;
}

// Outputs of either element type (floats or half bits), bit for bit.
template <typename T>
inline bool BitwiseEqual(const std::vector<T>& a, const std::vector<T>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0;
}

// How the f16 kernels of the ISA an operator reports sum.
inline F16Accumulation AccumulationOf(const sprt_operator_info& info) {
  const std::string isa = info.isa != nullptr ? info.isa : "";
  return isa == "avx512fp16" || isa == "neonfp16arith" ? F16Accumulation::kHalf : F16Accumulation::kFloat;
}

inline std::string ClampName(float lo, float hi) {
  std::ostringstream s;
  s << "clamp [" << lo << ", " << hi << "]";
  return s.str();
}

// Nonzeros the dense entry point sees: entries != 0 (a -0 is pruned too).
inline size_t DenseNonzeros(const SparseMatrix& w) {
  return w.dense.size() - static_cast<size_t>(std::count(w.dense.begin(), w.dense.end(), 0.0f));
}

// What info must say of any operator with these channels and weights.
inline void ExpectConsistentInfo(sprt_operator_t op, size_t input_channels, size_t output_channels,
                                 size_t nonzeros) {
  const sprt_operator_info info = OperatorInfo(op);
  EXPECT_EQ(input_channels, info.input_channels);
  EXPECT_EQ(output_channels, info.output_channels);
  EXPECT_EQ(nonzeros, info.nonzeros);
  ASSERT_NE(nullptr, info.datatype);
  const bool f16 = std::string(info.datatype) == "f16";
  EXPECT_EQ((f16 ? 6 : 8) * nonzeros + 4 * output_channels, info.csr_bytes);
  EXPECT_GT(info.packed_weight_bytes, 0u);
  // Every stored weight, given or added by the cover, is a float of the packed buffer (a half for
  // the f16 kernels with half arithmetic).
  const size_t value_bytes = f16 && AccumulationOf(info) == F16Accumulation::kHalf ? 2 : 4;
  EXPECT_GE(info.packed_weight_bytes, value_bytes * (info.nonzeros + info.explicit_zeros));
  ASSERT_TRUE(info.tile_rows == 4 || info.tile_rows == 8) << info.tile_rows;
  EXPECT_GT(info.tile_pixels, 0u);
  EXPECT_GT(info.kernel_patterns, 0u);
  EXPECT_LT(info.kernel_patterns, 1u << info.tile_rows);  // distinct nonempty Ti-bit masks
  EXPECT_TRUE(info.index_bytes == 1 || info.index_bytes == 2 || info.index_bytes == 4) << info.index_bytes;
  // Input channels are packed in chunks; indices are relative to a chunk's first channel.
  ASSERT_GE(info.input_channel_chunks, 1u);
  EXPECT_LE(info.chunk_input_channels, input_channels);
  EXPECT_GE(info.input_channel_chunks * info.chunk_input_channels, input_channels);
  EXPECT_LT((info.input_channel_chunks - 1) * info.chunk_input_channels, input_channels);
  if (info.index_bytes < 4) {
    EXPECT_EQ(0u, info.chunk_input_channels >> (8 * info.index_bytes)) << "index type too narrow";
  }
  ASSERT_NE(nullptr, info.isa);
  ASSERT_NE(nullptr, info.ukernel);
  ASSERT_NE(nullptr, info.mapping_table);
  EXPECT_STRNE("", info.isa);
  EXPECT_NE(std::string::npos, std::string(info.ukernel).find(info.isa)) << info.ukernel << " vs " << info.isa;
  EXPECT_STRNE("", info.mapping_table);
  EXPECT_GE(info.packing_seconds, 0.0);
}

// Output-channel order against the creation flags: forced either way, or by default taken exactly
// when it cuts the panels' input-row loads by SPRT_REORDER_MIN_GAIN_PERCENT.
inline void ExpectOrderFollowsFlags(const sprt_operator_info& info, uint32_t flags) {
  if (info.output_channels_reordered) {
    EXPECT_EQ(0u, flags & SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER);
    if ((flags & SPRT_FLAG_REORDER_OUTPUT_CHANNELS) == 0) {
      EXPECT_LE(100 * info.panel_columns,
                (100 - SPRT_REORDER_MIN_GAIN_PERCENT) * info.panel_columns_in_channel_order);
    }
  } else {
    EXPECT_EQ(0u, flags & SPRT_FLAG_REORDER_OUTPUT_CHANNELS);
    EXPECT_EQ(info.panel_columns_in_channel_order, info.panel_columns);
  }
}

// The per-layer choice as created: the table from the weights, nothing predicted or repacked yet.
inline void ExpectChoiceAtCreation(const sprt_operator_info& created) {
  ASSERT_NE(nullptr, created.selection);
  const std::string how = created.selection;
  ASSERT_TRUE(how == "cost model" || how == "fixed rule" || how == "SPRT_TABLE") << how;
  EXPECT_EQ(0.0, created.predicted_seconds);
  EXPECT_FALSE(created.repacked_at_setup);
  EXPECT_LE(created.selection_seconds, created.packing_seconds);
}

// The choice after a setup: the first setup may repack once for another table (the cost model
// only), later ones keep it. `first_setup_table` is empty before the first setup.
inline void ExpectChoiceAfterSetup(const sprt_operator_info& created, const sprt_operator_info& info,
                                   std::string* first_setup_table) {
  ASSERT_NE(nullptr, info.selection);
  ASSERT_NE(nullptr, info.mapping_table);
  const std::string how = created.selection;
  EXPECT_EQ(how, info.selection);
  if (first_setup_table->empty()) *first_setup_table = info.mapping_table;
  EXPECT_EQ(*first_setup_table, info.mapping_table) << "a later setup repacked";
  EXPECT_EQ(info.repacked_at_setup, *first_setup_table != created.mapping_table);
  if (how == "cost model") {
    EXPECT_GT(info.predicted_seconds, 0.0);
    EXPECT_GE(info.packing_seconds, created.packing_seconds);
  } else {
    EXPECT_FALSE(info.repacked_at_setup);
    EXPECT_EQ(created.tile_pixels, info.tile_pixels);
  }
}

// Output channels in [channels, channel_stride) of each image must keep the sentinel (of floats or
// halves).
template <typename T>
inline size_t CountTouchedPadding(const std::vector<T>& output, size_t batch, size_t channels, size_t channel_stride,
                                  size_t pixels) {
  size_t touched = 0;
  for (size_t b = 0; b < batch; b++) {
    for (size_t c = channels; c < channel_stride; c++) {
      for (size_t p = 0; p < pixels; p++) {
        touched += !IsSentinel(output[(b * channel_stride + c) * pixels + p]);
      }
    }
  }
  return touched;
}

// Two float implementations, each within Tolerance of the exact result, differ by at most twice it.
inline size_t CheckAgainstXnnpack(const OutputView& out, const OutputView& xnn, const Reference& ref) {
  size_t mismatches = 0;
  for (size_t b = 0; b < ref.batch; b++) {
    for (size_t c = 0; c < ref.channels; c++) {
      for (size_t p = 0; p < ref.pixels; p++) {
        const float actual = out.At(b, c, p);
        const float expected = xnn.At(b, c, p);
        const double tolerance = 2.0 * Tolerance(ref.terms[c], ref.magnitude[ref.Index(b, c, p)]);
        const bool ok = std::isfinite(expected) ? std::fabs(static_cast<double>(actual) - expected) <= tolerance
                                                : std::memcmp(&actual, &expected, sizeof(float)) == 0;
        if (!ok && mismatches++ < 5) {
          ADD_FAILURE() << "output[batch " << b << "][channel " << c << "][pixel " << p << "] = " << actual
                        << ", XNNPACK gives " << expected << " +- " << tolerance;
        }
      }
    }
  }
  if (mismatches > 5) ADD_FAILURE() << mismatches << " outputs differ from XNNPACK in total";
  return mismatches;
}

// --- Half precision ------------------------------------------------------------------------------

// Halves of slack after an f16 input: SPRT_EXTRA_BYTES (16 bytes) and more.
constexpr size_t kSlackHalves = 16;


class ConvolutionOperatorTester {
 public:
  enum class EntryPoints { kDenseAndCsr, kDense, kCsr };

  // Weights for output_channels x input_channels at the tester's sparsity; the default is
  // RandomSparseMatrix (an exact zero count, checked).
  using WeightGenerator =
      std::function<SparseMatrix(std::mt19937_64& rng, size_t rows, size_t columns, double sparsity)>;

  // Outputs whose value the API leaves unspecified (e.g. where an explicit zero meets a NaN input):
  // skip(info of the operator, image, output channel, pixel) excludes them from the reference check.
  using Skip = std::function<bool(const sprt_operator_info& info, size_t b, size_t c, size_t p)>;

  // One case's data: weights, bias (used when has_bias) and input
  // [batch][input_channel_stride][pixels] plus kSlackFloats, its padding channels NaN.
  struct Data {
    SparseMatrix weights;
    std::vector<float> bias;
    std::vector<float> input;
  };

  ConvolutionOperatorTester& input_size(size_t height, size_t width) {
    input_height_ = height;
    input_width_ = width;
    return *this;
  }
  ConvolutionOperatorTester& input_height(size_t v) { input_height_ = v; return *this; }
  ConvolutionOperatorTester& input_width(size_t v) { input_width_ = v; return *this; }
  ConvolutionOperatorTester& input_channels(size_t v) { input_channels_ = v; return *this; }
  ConvolutionOperatorTester& output_channels(size_t v) { output_channels_ = v; return *this; }
  // Channels per image in the tensors; 0 (default): the channel count.
  ConvolutionOperatorTester& input_channel_stride(size_t v) { input_channel_stride_ = v; return *this; }
  ConvolutionOperatorTester& output_channel_stride(size_t v) { output_channel_stride_ = v; return *this; }
  ConvolutionOperatorTester& batch_size(size_t v) { batch_size_ = v; return *this; }
  // Fraction of pruned weights (an exact count).
  ConvolutionOperatorTester& sparsity(double v) { sparsity_ = v; return *this; }
  ConvolutionOperatorTester& has_bias(bool v) { has_bias_ = v; return *this; }
  // A fixed clamp; +-infinity (default) for none.
  ConvolutionOperatorTester& output_min(float v) { output_min_ = v; return *this; }
  ConvolutionOperatorTester& output_max(float v) { output_max_ = v; return *this; }
  // A clamp cutting about `fraction` of the reference outputs at each end (QuantileClamp); 0 keeps
  // output_min/output_max.
  ConvolutionOperatorTester& clamp_quantile(double v) { clamp_quantile_ = v; return *this; }
  ConvolutionOperatorTester& flags(uint32_t v) { flags_ = v; return *this; }
  ConvolutionOperatorTester& entry_points(EntryPoints v) { entry_points_ = v; return *this; }
  ConvolutionOperatorTester& compare_xnnpack(bool v) { compare_xnnpack_ = v; return *this; }
  ConvolutionOperatorTester& weights(WeightGenerator v) { weights_ = std::move(v); return *this; }
  // Default: CaseSeed(CurrentTestName()), so SPRT_TEST_SEED changes it and a case replays alone.
  ConvolutionOperatorTester& seed(uint64_t v) { seed_ = v; return *this; }
  ConvolutionOperatorTester& iterations(size_t v) { iterations_ = v; return *this; }
  // TestNCHWxF32 and TestNCHWxF16 also run on 4 and 16 threads (ManyThreadPools).
  ConvolutionOperatorTester& many_threads(bool v) { many_threads_ = v; return *this; }
  // TestSetupNCHWxF32: a later setup of the same operator (in call order).
  ConvolutionOperatorTester& next_setup(size_t batch_size, size_t input_height, size_t input_width) {
    next_setups_.push_back({batch_size, input_height, input_width});
    return *this;
  }

  size_t input_height() const { return input_height_; }
  size_t input_width() const { return input_width_; }
  size_t input_pixels() const { return input_height_ * input_width_; }
  size_t input_channels() const { return input_channels_; }
  size_t output_channels() const { return output_channels_; }
  size_t input_channel_stride() const { return input_channel_stride_ == 0 ? input_channels_ : input_channel_stride_; }
  size_t output_channel_stride() const {
    return output_channel_stride_ == 0 ? output_channels_ : output_channel_stride_;
  }
  size_t batch_size() const { return batch_size_; }
  double sparsity() const { return sparsity_; }
  bool has_bias() const { return has_bias_; }
  float output_min() const { return output_min_; }
  float output_max() const { return output_max_; }
  double clamp_quantile() const { return clamp_quantile_; }
  uint32_t flags() const { return flags_; }
  uint64_t seed() const { return seed_.has_value() ? *seed_ : CaseSeed(CurrentTestName()); }
  size_t iterations() const { return iterations_; }
  const std::vector<ThreadPool>& pools() const { return many_threads_ ? ManyThreadPools() : ThreadPools(); }

  std::string Describe() const {
    std::ostringstream s;
    s << "batch " << batch_size() << ", " << input_height() << "x" << input_width() << ", " << input_channels()
      << " (stride " << input_channel_stride() << ") -> " << output_channels() << " (stride "
      << output_channel_stride() << ") channels, sparsity " << sparsity() << ", "
      << (has_bias() ? "bias" : "NULL bias") << ", flags 0x" << std::hex << flags();
    return s.str();
  }

  // --- Building blocks ------------------------------------------------------------------------

  // Weights, bias and an input of `batch` images with NaN in the padding input channels (the
  // operator must not read them into any output).
  Data GenerateNCHWxF32(std::mt19937_64& rng, size_t batch) const {
    Data d;
    d.weights = weights_ ? weights_(rng, output_channels(), input_channels(), sparsity())
                         : RandomSparseMatrix(rng, output_channels(), input_channels(), sparsity());
    d.bias = RandomVector(rng, output_channels());
    d.input = RandomInput(rng, batch);
    return d;
  }
  Data GenerateNCHWxF32(std::mt19937_64& rng) const { return GenerateNCHWxF32(rng, batch_size()); }

  std::vector<float> RandomInput(std::mt19937_64& rng, size_t batch) const {
    const size_t pixels = input_pixels(), stride = input_channel_stride();
    std::vector<float> input = RandomVector(rng, batch * stride * pixels + kSlackFloats);
    for (size_t b = 0; b < batch; b++) {
      std::fill(input.begin() + (b * stride + input_channels()) * pixels, input.begin() + (b + 1) * stride * pixels,
                std::numeric_limits<float>::quiet_NaN());
    }
    return input;
  }

  Reference ComputeReferenceNCHWxF32(const Data& d, size_t batch) const {
    return ComputeReference(d.weights, has_bias() ? d.bias : std::vector<float>(), d.input.data(), batch,
                            input_channel_stride(), input_pixels());
  }

  // The clamp the operator gets: quantiles of the reference, or output_min/output_max.
  std::pair<float, float> Clamp(const Reference& ref) const {
    return clamp_quantile() > 0.0 ? QuantileClamp(ref, clamp_quantile()) : std::make_pair(output_min(), output_max());
  }

  // Creates the operator through one entry point; bias NULL means none.
  Operator CreateNCHWxF32(const SparseMatrix& w, const float* bias, bool csr, float output_min,
                          float output_max) const {
    sprt_operator_t op = nullptr;
    if (csr) {
      // A valid pointer even without nonzeros (the API rejects NULL arrays).
      const uint32_t dummy_index = 0;
      const float dummy_value = 0.0f;
      EXPECT_EQ(sprt_status_success,
                sprt_create_convolution2d_1x1_nchw_f32_csr(
                    input_channels(), output_channels(), input_channel_stride(), output_channel_stride(),
                    w.row_offsets.data(), w.column_indices.empty() ? &dummy_index : w.column_indices.data(),
                    w.values.empty() ? &dummy_value : w.values.data(), bias, output_min, output_max, flags(), &op));
    } else {
      EXPECT_EQ(sprt_status_success,
                sprt_create_convolution2d_1x1_nchw_f32(input_channels(), output_channels(), input_channel_stride(),
                                                       output_channel_stride(), w.dense.data(), bias, output_min,
                                                       output_max, flags(), &op));
    }
    EXPECT_NE(nullptr, op);
    return Operator(op);
  }
  Operator CreateNCHWxF32(const SparseMatrix& w, const float* bias, bool csr) const {
    return CreateNCHWxF32(w, bias, csr, output_min(), output_max());
  }

  // Sets up `op` for batch x input_height x input_width and runs it (the caller pre-fills `output`).
  static void SetupAndRunNCHWxF32(sprt_operator_t op, size_t batch, size_t height, size_t width, const float* input,
                                  float* output, pthreadpool_t pool) {
    ASSERT_NE(nullptr, op);
    ASSERT_EQ(sprt_status_success,
              sprt_setup_convolution2d_1x1_nchw_f32(op, batch, height, width, input, output, pool));
    ASSERT_EQ(sprt_status_success, sprt_run_operator(op, pool));
  }
  void SetupAndRunNCHWxF32(sprt_operator_t op, const float* input, float* output, pthreadpool_t pool) const {
    SetupAndRunNCHWxF32(op, batch_size(), input_height(), input_width(), input, output, pool);
  }

  // An output tensor of `batch` images, every element the sentinel.
  std::vector<float> SentinelOutput(size_t batch) const {
    return std::vector<float>(batch * output_channel_stride() * input_pixels(), Sentinel());
  }

  // XNNPACK's NCHW convolution of the same layer (1x1, no padding, stride 1, one group).
  std::vector<float> RunXnnpackNCHWxF32(const SparseMatrix& w, const float* bias, float output_min,
                                        float output_max, size_t batch, const float* input,
                                        pthreadpool_t pool) const {
    std::vector<float> output = SentinelOutput(batch);
    xnn_operator_t raw = nullptr;
    EXPECT_EQ(xnn_status_success,
              xnn_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, input_channels(), output_channels(),
                                                input_channel_stride(), output_channel_stride(), w.dense.data(), bias,
                                                output_min, output_max, 0, &raw));
    std::unique_ptr<xnn_operator, XnnOperatorDeleter> op(raw);
    if (raw == nullptr) return output;
    EXPECT_EQ(xnn_status_success, xnn_setup_convolution2d_nchw_f32(raw, batch, input_height(), input_width(), input,
                                                                   output.data(), pool));
    EXPECT_EQ(xnn_status_success, xnn_run_operator(raw, pool));
    return output;
  }

  // --- Half precision: building blocks ---------------------------------------------------------

  // One f16 case: what the operator computes with (halves, held as floats: `weights`, `bias`) and the
  // floats they were rounded from (`weights32`, `bias32`: SPRT_FLAG_FP32_STATIC_WEIGHTS gets those
  // and must compute the same), the input as halves [batch][input_channel_stride][pixels] plus
  // kSlackHalves, its padding channels NaN.
  struct HalfData {
    SparseMatrix weights;
    SparseMatrix weights32;
    std::vector<float> bias;
    std::vector<float> bias32;
    std::vector<uint16_t> input;
  };

  HalfData GenerateNCHWxF16(std::mt19937_64& rng, size_t batch) const {
    HalfData d;
    d.weights32 = weights_ ? weights_(rng, output_channels(), input_channels(), sparsity())
                           : RandomSparseMatrix(rng, output_channels(), input_channels(), sparsity());
    d.weights = RoundedToHalf(&d.weights32);
    d.bias32 = RandomVector(rng, output_channels());
    for (float b : d.bias32) d.bias.push_back(RoundToHalf(b));
    d.input = RandomHalfInput(rng, batch);
    return d;
  }
  HalfData GenerateNCHWxF16(std::mt19937_64& rng) const { return GenerateNCHWxF16(rng, batch_size()); }

  std::vector<uint16_t> RandomHalfInput(std::mt19937_64& rng, size_t batch) const {
    const std::vector<float> floats = RandomInput(rng, batch);
    std::vector<uint16_t> input(batch * input_channel_stride() * input_pixels() + kSlackHalves);
    std::transform(floats.begin(), floats.begin() + input.size(), input.begin(), FloatToHalf);
    return input;
  }

  Reference ComputeReferenceNCHWxF16(const HalfData& d, size_t batch) const {
    std::vector<float> input(d.input.size());
    std::transform(d.input.begin(), d.input.end(), input.begin(), HalfToFloat);
    return ComputeReference(d.weights, has_bias() ? d.bias : std::vector<float>(), input.data(), batch,
                            input_channel_stride(), input_pixels());
  }

  // The f16 entry point an operator comes from: the dense or CSR 1x1 one, or the generic NCHW one
  // (XNNPACK's parameter list, 1x1; dense weights), which its setup binds too.
  enum class F16Entry { kDense, kCsr, kGeneric };

  // Creates the f16 operator through `entry`, from halves or (fp32_weights, with
  // SPRT_FLAG_FP32_STATIC_WEIGHTS) the floats they came from; the tester's flags are added.
  Operator CreateNCHWxF16(const HalfData& d, F16Entry entry, bool fp32_weights, float output_min, float output_max,
                          bool with_bias) const {
    const bool csr = entry == F16Entry::kCsr;
    const SparseMatrix& w = fp32_weights ? d.weights32 : d.weights;
    const std::vector<float>& b = fp32_weights ? d.bias32 : d.bias;
    std::vector<uint16_t> dense_halves, value_halves, bias_halves;
    for (float v : w.dense) dense_halves.push_back(FloatToHalf(v));
    for (float v : w.values) value_halves.push_back(FloatToHalf(v));
    for (float v : b) bias_halves.push_back(FloatToHalf(v));
    const void* bias = !with_bias ? nullptr : fp32_weights ? static_cast<const void*>(b.data()) : bias_halves.data();
    const uint32_t flags = flags_ | (fp32_weights ? SPRT_FLAG_FP32_STATIC_WEIGHTS : 0);
    sprt_operator_t op = nullptr;
    if (csr) {
      const uint32_t dummy_index = 0;
      const float dummy_value = 0.0f;
      const void* values = w.values.empty() ? static_cast<const void*>(&dummy_value)
                           : fp32_weights   ? static_cast<const void*>(w.values.data())
                                            : value_halves.data();
      EXPECT_EQ(sprt_status_success,
                sprt_create_convolution2d_1x1_nchw_f16_csr(
                    input_channels(), output_channels(), input_channel_stride(), output_channel_stride(),
                    w.row_offsets.data(), w.column_indices.empty() ? &dummy_index : w.column_indices.data(), values,
                    bias, output_min, output_max, flags, &op));
    } else if (entry == F16Entry::kDense) {
      const void* kernel = fp32_weights ? static_cast<const void*>(w.dense.data()) : dense_halves.data();
      EXPECT_EQ(sprt_status_success,
                sprt_create_convolution2d_1x1_nchw_f16(input_channels(), output_channels(), input_channel_stride(),
                                                       output_channel_stride(), kernel, bias, output_min, output_max,
                                                       flags, &op));
    } else {
      const void* kernel = fp32_weights ? static_cast<const void*>(w.dense.data()) : dense_halves.data();
      EXPECT_EQ(sprt_status_success,
                sprt_create_convolution2d_nchw_f16(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, input_channels(),
                                                   output_channels(), input_channel_stride(), output_channel_stride(),
                                                   kernel, bias, output_min, output_max, flags, &op));
    }
    EXPECT_NE(nullptr, op);
    return Operator(op);
  }

  static void SetupAndRunNCHWxF16(sprt_operator_t op, size_t batch, size_t height, size_t width,
                                  const uint16_t* input, uint16_t* output, pthreadpool_t pool,
                                  F16Entry entry = F16Entry::kDense) {
    ASSERT_NE(nullptr, op);
    ASSERT_EQ(sprt_status_success,
              entry == F16Entry::kGeneric
                  ? sprt_setup_convolution2d_nchw_f16(op, batch, height, width, input, output, pool)
                  : sprt_setup_convolution2d_1x1_nchw_f16(op, batch, height, width, input, output, pool));
    ASSERT_EQ(sprt_status_success, sprt_run_operator(op, pool));
  }

  std::vector<uint16_t> SentinelHalfOutput(size_t batch) const {
    return std::vector<uint16_t>(batch * output_channel_stride() * input_pixels(), kHalfSentinel);
  }

  // What info must say of an f16 operator besides ExpectConsistentInfo's.
  static void ExpectConsistentF16Info(sprt_operator_t op) {
    const sprt_operator_info info = OperatorInfo(op);
    ASSERT_NE(nullptr, info.datatype);
    EXPECT_STREQ("f16", info.datatype);
    EXPECT_NE(std::string::npos, std::string(info.ukernel).find("sprt_f16_spmm")) << info.ukernel;
  }

  // --- Tests ------------------------------------------------------------------------------------

  // `iterations` cases of random data.
  void TestNCHWxF32() const {
    const uint64_t seed = this->seed();
    SCOPED_TRACE(testing::Message() << Describe() << "; seed " << seed << " (SPRT_TEST_SEED=" << BaseSeed() << ")");
    std::mt19937_64 rng(seed);
    for (size_t iteration = 0; iteration < iterations(); iteration++) {
      SCOPED_TRACE(testing::Message() << "iteration " << iteration);
      const Data data = GenerateNCHWxF32(rng);
      if (!weights_) {
        const size_t entries = output_channels() * input_channels();
        const size_t zeros = PrunedCount(entries, sparsity());
        ASSERT_EQ(entries - zeros, data.weights.nonzeros()) << "not an exact zero count";
      }
      TestNCHWxF32(data);
      if (testing::Test::HasFatalFailure()) return;
    }
  }

  // Every check of the class comment on the given data (GenerateNCHWxF32's layout).
  void TestNCHWxF32(const Data& data, const Skip& skip = nullptr) const {
    ASSERT_NO_FATAL_FAILURE(InitializeLibraries());
    const size_t batch = batch_size(), pixels = input_pixels();
    const size_t cin = input_channels(), cout = output_channels(), out_stride = output_channel_stride();
    ASSERT_EQ(batch * input_channel_stride() * pixels + kSlackFloats, data.input.size());
    ASSERT_EQ(cout, data.weights.rows);
    ASSERT_EQ(cin, data.weights.columns);
    const std::vector<float> input_copy = data.input;
    const Reference ref = ComputeReferenceNCHWxF32(data, batch);
    const auto [output_min, output_max] = Clamp(ref);
    SCOPED_TRACE(ClampName(output_min, output_max));
    const float* bias = has_bias() ? data.bias.data() : nullptr;

    std::vector<float> baseline;  // the first entry point on the NULL pool
    for (const bool csr : {false, true}) {
      if (entry_points_ == (csr ? EntryPoints::kDense : EntryPoints::kCsr)) continue;
      SCOPED_TRACE(csr ? "CSR entry point" : "dense entry point");
      const Operator op = CreateNCHWxF32(data.weights, bias, csr, output_min, output_max);
      ASSERT_NE(nullptr, op);
      ExpectConsistentInfo(op.get(), cin, cout, csr ? data.weights.nonzeros() : DenseNonzeros(data.weights));
      const sprt_operator_info created = OperatorInfo(op.get());
      ExpectOrderFollowsFlags(created, flags());
      ExpectChoiceAtCreation(created);
      if (testing::Test::HasFatalFailure()) return;
      std::string first_setup_table;
      for (const ThreadPool& pool : pools()) {
        SCOPED_TRACE(pool.name);
        std::vector<float> output = SentinelOutput(batch);
        SetupAndRunNCHWxF32(op.get(), data.input.data(), output.data(), pool.pool);
        if (testing::Test::HasFatalFailure()) return;
        ExpectChoiceAfterSetup(created, OperatorInfo(op.get()), &first_setup_table);
        EXPECT_EQ(0u, CountTouchedPadding(output, batch, cout, out_stride, pixels))
            << "output channels in [output_channels, output_channel_stride) were written";
        EXPECT_TRUE(BitwiseEqual(input_copy, data.input)) << "the input was modified";
        if (baseline.empty()) {
          const sprt_operator_info info = OperatorInfo(op.get());
          ASSERT_EQ(0u, CheckAgainstReference(
                            OutputView{output.data(), out_stride, pixels}, ref, output_min, output_max, 1.0,
                            [&](size_t b, size_t c, size_t p) { return skip != nullptr && skip(info, b, c, p); }));
          baseline = std::move(output);
        } else {
          ASSERT_TRUE(BitwiseEqual(baseline, output)) << "output differs from the first entry point's on the NULL pool";
        }
      }
    }

    // A NULL bias is a zero bias: the same bits as an explicit zero vector.
    if (!has_bias() && entry_points_ != EntryPoints::kCsr) {
      SCOPED_TRACE("explicit zero bias");
      const std::vector<float> zero_bias(cout, 0.0f);
      const Operator op = CreateNCHWxF32(data.weights, zero_bias.data(), false, output_min, output_max);
      std::vector<float> output = SentinelOutput(batch);
      SetupAndRunNCHWxF32(op.get(), data.input.data(), output.data(), ThreadPoolOf(2));
      if (testing::Test::HasFatalFailure()) return;
      EXPECT_TRUE(BitwiseEqual(baseline, output)) << "NULL bias differs from a zero bias";
    }

    if (compare_xnnpack_) {
      SCOPED_TRACE("XNNPACK");
      const std::vector<float> xnn = RunXnnpackNCHWxF32(data.weights, bias, output_min, output_max, batch,
                                                        data.input.data(), ThreadPoolOf(2));
      EXPECT_EQ(0u, CheckAgainstXnnpack(OutputView{baseline.data(), out_stride, pixels},
                                        OutputView{xnn.data(), out_stride, pixels}, ref));
    }
  }

  // One operator set up again and again: first at batch_size x input_size, then at each
  // next_setup. Every setup computes the right result; the pool given to setup only sizes the
  // split, so any pool (or none) runs it with the same bits; the per-layer choice is reported and
  // kept after the first setup. The clamp (quantiles too) comes from the first setup's data.
  void TestSetupNCHWxF32() const {
    ASSERT_NO_FATAL_FAILURE(InitializeLibraries());
    const uint64_t seed = this->seed();
    SCOPED_TRACE(testing::Message() << Describe() << "; seed " << seed << " (SPRT_TEST_SEED=" << BaseSeed() << ")");
    std::mt19937_64 rng(seed);
    struct Step {
      ConvolutionOperatorTester shape;  // this tester at the step's batch and size
      Data data;
      std::vector<float> input_copy;  // compared after the runs
      Reference ref;
    };
    std::vector<Step> steps;
    std::vector<Setup> setups = {{batch_size(), input_height(), input_width()}};
    setups.insert(setups.end(), next_setups_.begin(), next_setups_.end());
    const Data weights = GenerateNCHWxF32(rng);
    for (const Setup& s : setups) {
      Step step{*this, weights, {}, {}};
      step.shape.batch_size(s.batch).input_size(s.height, s.width);
      step.data.input = step.shape.RandomInput(rng, s.batch);
      step.input_copy = step.data.input;
      step.ref = step.shape.ComputeReferenceNCHWxF32(step.data, s.batch);
      steps.push_back(std::move(step));
    }
    const auto [output_min, output_max] = Clamp(steps[0].ref);
    SCOPED_TRACE(ClampName(output_min, output_max));
    const float* bias = has_bias() ? weights.bias.data() : nullptr;
    const size_t cin = input_channels(), cout = output_channels(), out_stride = output_channel_stride();

    for (const bool csr : {false, true}) {
      if (entry_points_ == (csr ? EntryPoints::kDense : EntryPoints::kCsr)) continue;
      SCOPED_TRACE(csr ? "CSR entry point" : "dense entry point");
      const Operator op = CreateNCHWxF32(weights.weights, bias, csr, output_min, output_max);
      ASSERT_NE(nullptr, op);
      const sprt_operator_info created = OperatorInfo(op.get());
      ExpectChoiceAtCreation(created);
      ExpectOrderFollowsFlags(created, flags());
      if (testing::Test::HasFatalFailure()) return;
      std::string first_setup_table;
      for (const Step& step : steps) {
        const ConvolutionOperatorTester& t = step.shape;
        SCOPED_TRACE(testing::Message() << "setup for batch " << t.batch_size() << ", " << t.input_height() << "x"
                                        << t.input_width());
        const size_t pixels = t.input_pixels();
        std::vector<float> baseline = t.SentinelOutput(t.batch_size());
        t.SetupAndRunNCHWxF32(op.get(), step.data.input.data(), baseline.data(), nullptr);
        if (testing::Test::HasFatalFailure()) return;
        ASSERT_EQ(0u, CheckAgainstReference(OutputView{baseline.data(), out_stride, pixels}, step.ref, output_min,
                                            output_max));
        EXPECT_EQ(0u, CountTouchedPadding(baseline, t.batch_size(), cout, out_stride, pixels));
        if (compare_xnnpack_ && !csr) {
          const std::vector<float> xnn = t.RunXnnpackNCHWxF32(weights.weights, bias, output_min, output_max,
                                                              t.batch_size(), step.data.input.data(), nullptr);
          EXPECT_EQ(0u, CheckAgainstXnnpack(OutputView{baseline.data(), out_stride, pixels},
                                            OutputView{xnn.data(), out_stride, pixels}, step.ref))
              << "XNNPACK";
        }
        ExpectConsistentInfo(op.get(), cin, cout, csr ? weights.weights.nonzeros() : DenseNonzeros(weights.weights));
        ExpectChoiceAfterSetup(created, OperatorInfo(op.get()), &first_setup_table);
        // Set up for each pool; run with every pool, the one of the setup twice.
        std::vector<float> output(baseline.size());
        for (const ThreadPool& setup_pool : ThreadPools()) {
          ASSERT_EQ(sprt_status_success,
                    sprt_setup_convolution2d_1x1_nchw_f32(op.get(), t.batch_size(), t.input_height(),
                                                          t.input_width(), step.data.input.data(), output.data(),
                                                          setup_pool.pool));
          ExpectChoiceAfterSetup(created, OperatorInfo(op.get()), &first_setup_table);
          std::vector<ThreadPool> runs = ThreadPools();
          runs.push_back(setup_pool);
          for (const ThreadPool& run_pool : runs) {
            std::fill(output.begin(), output.end(), Sentinel());
            ASSERT_EQ(sprt_status_success, sprt_run_operator(op.get(), run_pool.pool));
            ASSERT_TRUE(BitwiseEqual(baseline, output))
                << "run with " << run_pool.name << " after setup for " << setup_pool.name;
          }
        }
        EXPECT_TRUE(BitwiseEqual(step.input_copy, step.data.input)) << "the input was modified";
      }
    }
  }

  // `iterations` f16 cases of random data.
  void TestNCHWxF16() const {
    const uint64_t seed = this->seed();
    SCOPED_TRACE(testing::Message() << Describe() << ", f16; seed " << seed << " (SPRT_TEST_SEED=" << BaseSeed()
                                    << ")");
    std::mt19937_64 rng(seed);
    for (size_t iteration = 0; iteration < iterations(); iteration++) {
      SCOPED_TRACE(testing::Message() << "iteration " << iteration);
      TestNCHWxF16(GenerateNCHWxF16(rng));
      if (testing::Test::HasFatalFailure()) return;
    }
  }

  // TestNCHWxF32's checks on an f16 operator: every output within F16Tolerance of the float64
  // reference (for the accumulation of the ISA it runs, one rounding to half per chunk of input
  // channels, the clamp rounded to half); bitwise identical outputs across pools, the dense, CSR and
  // generic NCHW entry points, and halves or floats with SPRT_FLAG_FP32_STATIC_WEIGHTS (rounded at
  // creation the same way); a NULL bias as a zero bias; padding channels and the input untouched;
  // info.
  void TestNCHWxF16(const HalfData& data) const {
    ASSERT_NO_FATAL_FAILURE(InitializeLibraries());
    const size_t batch = batch_size(), pixels = input_pixels();
    const size_t cin = input_channels(), cout = output_channels(), out_stride = output_channel_stride();
    ASSERT_EQ(batch * input_channel_stride() * pixels + kSlackHalves, data.input.size());
    const std::vector<uint16_t> input_copy = data.input;
    const Reference ref = ComputeReferenceNCHWxF16(data, batch);
    const auto [output_min, output_max] = Clamp(ref);
    SCOPED_TRACE(ClampName(output_min, output_max));
    // The kernels clamp to the bounds rounded to half.
    const float rounded_min = RoundToHalf(output_min), rounded_max = RoundToHalf(output_max);

    std::vector<uint16_t> baseline;
    for (const bool fp32_weights : {false, true}) {
      for (const F16Entry entry : {F16Entry::kDense, F16Entry::kCsr, F16Entry::kGeneric}) {
        const bool csr = entry == F16Entry::kCsr;
        if (entry_points_ == (csr ? EntryPoints::kDense : EntryPoints::kCsr)) continue;
        SCOPED_TRACE(testing::Message() << (csr ? "CSR entry point"
                                            : entry == F16Entry::kDense ? "dense entry point"
                                                                        : "generic NCHW entry point")
                                        << (fp32_weights ? ", SPRT_FLAG_FP32_STATIC_WEIGHTS" : ", half weights"));
        const Operator op = CreateNCHWxF16(data, entry, fp32_weights, output_min, output_max, has_bias());
        ASSERT_NE(nullptr, op);
        const SparseMatrix& given = fp32_weights ? data.weights32 : data.weights;
        ExpectConsistentInfo(op.get(), cin, cout, csr ? given.nonzeros() : DenseNonzeros(given));
        ExpectConsistentF16Info(op.get());
        const sprt_operator_info created = OperatorInfo(op.get());
        ExpectOrderFollowsFlags(created, flags());
        ExpectChoiceAtCreation(created);
        if (testing::Test::HasFatalFailure()) return;
        std::string first_setup_table;
        for (const ThreadPool& pool : pools()) {
          SCOPED_TRACE(pool.name);
          std::vector<uint16_t> output = SentinelHalfOutput(batch);
          SetupAndRunNCHWxF16(op.get(), batch, input_height(), input_width(), data.input.data(), output.data(),
                              pool.pool, entry);
          if (testing::Test::HasFatalFailure()) return;
          ExpectChoiceAfterSetup(created, OperatorInfo(op.get()), &first_setup_table);
          EXPECT_EQ(0u, CountTouchedPadding(output, batch, cout, out_stride, pixels))
              << "output channels in [output_channels, output_channel_stride) were written";
          EXPECT_TRUE(input_copy == data.input) << "the input was modified";
          if (baseline.empty()) {
            const sprt_operator_info info = OperatorInfo(op.get());
            ASSERT_EQ(0u, CheckAgainstReferenceF16(HalfOutputView{output.data(), out_stride, pixels}, ref, rounded_min,
                                                   rounded_max, AccumulationOf(info), info.input_channel_chunks,
                                                   [](size_t, size_t, size_t) { return false; }))
                << info.ukernel << ", " << info.input_channel_chunks << " chunk(s)";
            baseline = std::move(output);
          } else {
            ASSERT_TRUE(BitwiseEqual(baseline, output)) << "output differs from the first operator's on the NULL pool";
          }
        }
      }
    }

    if (!has_bias() && entry_points_ != EntryPoints::kCsr) {
      SCOPED_TRACE("explicit zero bias");
      HalfData zero_bias = data;
      std::fill(zero_bias.bias.begin(), zero_bias.bias.end(), 0.0f);
      const Operator op =
          CreateNCHWxF16(zero_bias, F16Entry::kDense, false, output_min, output_max, /*with_bias=*/true);
      std::vector<uint16_t> output = SentinelHalfOutput(batch);
      SetupAndRunNCHWxF16(op.get(), batch, input_height(), input_width(), data.input.data(), output.data(),
                          ThreadPoolOf(2));
      if (testing::Test::HasFatalFailure()) return;
      EXPECT_TRUE(BitwiseEqual(baseline, output)) << "NULL bias differs from a zero bias";
    }
  }

  // TestSetupNCHWxF32 for f16: one operator set up again and again, each setup within the bound,
  // every pool (for setup and for run) giving the same bits, the choice kept after the first setup.
  void TestSetupNCHWxF16() const {
    ASSERT_NO_FATAL_FAILURE(InitializeLibraries());
    const uint64_t seed = this->seed();
    SCOPED_TRACE(testing::Message() << Describe() << ", f16; seed " << seed);
    std::mt19937_64 rng(seed);
    std::vector<Setup> setups = {{batch_size(), input_height(), input_width()}};
    setups.insert(setups.end(), next_setups_.begin(), next_setups_.end());
    const HalfData weights = GenerateNCHWxF16(rng, 0);
    const float output_min = output_min_, output_max = output_max_;
    const size_t cout = output_channels(), out_stride = output_channel_stride();
    const Operator op = CreateNCHWxF16(weights, F16Entry::kDense, false, output_min, output_max, has_bias());
    ASSERT_NE(nullptr, op);
    const sprt_operator_info created = OperatorInfo(op.get());
    std::string first_setup_table;
    for (const Setup& s : setups) {
      ConvolutionOperatorTester t = *this;
      t.batch_size(s.batch).input_size(s.height, s.width);
      SCOPED_TRACE(testing::Message() << "setup for batch " << s.batch << ", " << s.height << "x" << s.width);
      HalfData data = weights;
      data.input = t.RandomHalfInput(rng, s.batch);
      const Reference ref = t.ComputeReferenceNCHWxF16(data, s.batch);
      const size_t pixels = t.input_pixels();
      std::vector<uint16_t> baseline = t.SentinelHalfOutput(s.batch);
      SetupAndRunNCHWxF16(op.get(), s.batch, s.height, s.width, data.input.data(), baseline.data(), nullptr);
      if (testing::Test::HasFatalFailure()) return;
      const sprt_operator_info info = OperatorInfo(op.get());
      ASSERT_EQ(0u, CheckAgainstReferenceF16(HalfOutputView{baseline.data(), out_stride, pixels}, ref,
                                             RoundToHalf(output_min), RoundToHalf(output_max), AccumulationOf(info),
                                             info.input_channel_chunks, [](size_t, size_t, size_t) { return false; }));
      EXPECT_EQ(0u, CountTouchedPadding(baseline, s.batch, cout, out_stride, pixels));
      ExpectChoiceAfterSetup(created, info, &first_setup_table);
      std::vector<uint16_t> output(baseline.size());
      for (const ThreadPool& setup_pool : ThreadPools()) {
        ASSERT_EQ(sprt_status_success, sprt_setup_convolution2d_1x1_nchw_f16(op.get(), s.batch, s.height, s.width,
                                                                              data.input.data(), output.data(),
                                                                              setup_pool.pool));
        for (const ThreadPool& run_pool : ThreadPools()) {
          std::fill(output.begin(), output.end(), kHalfSentinel);
          ASSERT_EQ(sprt_status_success, sprt_run_operator(op.get(), run_pool.pool));
          ASSERT_TRUE(BitwiseEqual(baseline, output)) << "run with " << run_pool.name << " after setup for "
                                                      << setup_pool.name;
        }
      }
    }
  }

 private:
  struct Setup {
    size_t batch, height, width;
  };

  size_t input_height_ = 1;
  size_t input_width_ = 1;
  size_t input_channels_ = 1;
  size_t output_channels_ = 1;
  size_t input_channel_stride_ = 0;
  size_t output_channel_stride_ = 0;
  size_t batch_size_ = 1;
  double sparsity_ = 0.0;
  bool has_bias_ = true;
  float output_min_ = -kInf;
  float output_max_ = kInf;
  double clamp_quantile_ = 0.0;
  uint32_t flags_ = 0;
  EntryPoints entry_points_ = EntryPoints::kDenseAndCsr;
  bool compare_xnnpack_ = true;
  WeightGenerator weights_;
  std::optional<uint64_t> seed_;
  size_t iterations_ = 1;
  bool many_threads_ = false;
  std::vector<Setup> next_setups_;
};

}  // namespace sprt_test

#endif  // SPRT_TEST_CONVOLUTION_OPERATOR_TESTER_H_
