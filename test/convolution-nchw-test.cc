// The 1x1 NCHW convolution operator through the public API only: every output against a float64
// reference (see sprt_test::Tolerance for the bound), against XNNPACK's NCHW convolution on the
// MobileNetV1 1x1 layers, bitwise determinism across thread counts and entry points, strides,
// edge shapes, and IEEE special values.
#include <gtest/gtest.h>

#include <cpuinfo.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <ostream>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <sprt.h>

#include "reference.h"

namespace {

using sprt_test::BaseSeed;
using sprt_test::CaseSeed;
using sprt_test::CheckAgainstReference;
using sprt_test::ComputeReference;
using sprt_test::CurrentTestName;
using sprt_test::IsSentinel;
using sprt_test::OutputView;
using sprt_test::RandomSparseMatrix;
using sprt_test::RandomVector;
using sprt_test::Reference;
using sprt_test::Sentinel;
using sprt_test::SparseMatrix;

constexpr float kInf = std::numeric_limits<float>::infinity();

// Library initialization and the thread pools are shared by all tests of the binary.
pthreadpool_t g_pools[4];  // [t]: t threads; [0] unused (the NULL pool stands for "no pool")

class OperatorEnvironment : public testing::Environment {
 public:
  void SetUp() override {
    ASSERT_EQ(sprt_status_success, sprt_initialize());
    ASSERT_EQ(xnn_status_success, xnn_initialize(nullptr));
    for (size_t t = 1; t <= 3; t++) {
      g_pools[t] = pthreadpool_create(t);
      ASSERT_NE(nullptr, g_pools[t]);
    }
  }
  void TearDown() override {
    for (size_t t = 1; t <= 3; t++) {
      pthreadpool_destroy(g_pools[t]);
      g_pools[t] = nullptr;
    }
    xnn_deinitialize();
  }
};

testing::Environment* const g_environment = testing::AddGlobalTestEnvironment(new OperatorEnvironment);

struct PoolChoice {
  const char* name;
  pthreadpool_t pool;
};

// The NULL pool first: it is the baseline the others must match bit for bit.
std::vector<PoolChoice> AllPools() {
  return {{"NULL threadpool", nullptr}, {"1 thread", g_pools[1]}, {"2 threads", g_pools[2]}, {"3 threads", g_pools[3]}};
}

struct OperatorDeleter {
  void operator()(sprt_operator* op) const { EXPECT_EQ(sprt_status_success, sprt_delete_operator(op)); }
};
using Operator = std::unique_ptr<sprt_operator, OperatorDeleter>;

struct XnnOperatorDeleter {
  void operator()(xnn_operator* op) const { EXPECT_EQ(xnn_status_success, xnn_delete_operator(op)); }
};

// Tensors get SPRT_EXTRA_BYTES (and XNN_EXTRA_BYTES) of readable slack after the data.
constexpr size_t kSlackFloats = 16;

std::vector<float> RandomInput(std::mt19937_64& rng, size_t floats) {
  std::vector<float> v = RandomVector(rng, floats + kSlackFloats);
  return v;
}

struct Layer {
  size_t input_channels;
  size_t output_channels;
  size_t input_channel_stride;
  size_t output_channel_stride;
  float output_min = -kInf;
  float output_max = kInf;
};

Operator CreateDense(const Layer& l, const SparseMatrix& w, const float* bias, uint32_t flags = 0) {
  sprt_operator_t op = nullptr;
  EXPECT_EQ(sprt_status_success,
            sprt_create_convolution2d_1x1_nchw_f32(l.input_channels, l.output_channels, l.input_channel_stride,
                                                   l.output_channel_stride, w.dense.data(), bias, l.output_min,
                                                   l.output_max, flags, &op));
  EXPECT_NE(nullptr, op);
  return Operator(op);
}

Operator CreateCsr(const Layer& l, const SparseMatrix& w, const float* bias, uint32_t flags = 0) {
  sprt_operator_t op = nullptr;
  // A valid pointer even without nonzeros (the API rejects NULL arrays).
  const uint32_t dummy_index = 0;
  const float dummy_value = 0.0f;
  EXPECT_EQ(sprt_status_success,
            sprt_create_convolution2d_1x1_nchw_f32_csr(
                l.input_channels, l.output_channels, l.input_channel_stride, l.output_channel_stride,
                w.row_offsets.data(), w.column_indices.empty() ? &dummy_index : w.column_indices.data(),
                w.values.empty() ? &dummy_value : w.values.data(), bias, l.output_min, l.output_max, flags, &op));
  EXPECT_NE(nullptr, op);
  return Operator(op);
}

// Sets up and runs `op`, writing into `output` (which the caller pre-fills).
void SetupAndRun(sprt_operator_t op, size_t batch, size_t height, size_t width, const float* input, float* output,
         pthreadpool_t pool) {
  ASSERT_NE(nullptr, op);
  ASSERT_EQ(sprt_status_success, sprt_setup_convolution2d_1x1_nchw_f32(op, batch, height, width, input, output, pool));
  ASSERT_EQ(sprt_status_success, sprt_run_operator(op, pool));
}

std::vector<float> RunXnnpack(const Layer& l, const SparseMatrix& w, const float* bias, size_t batch, size_t height,
                              size_t width, const float* input, pthreadpool_t pool) {
  std::vector<float> output(batch * l.output_channel_stride * height * width, Sentinel());
  xnn_operator_t raw = nullptr;
  // 1x1 kernel (OIHW = [out][in]), no padding, stride 1, dilation 1, one group.
  EXPECT_EQ(xnn_status_success,
            xnn_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, l.input_channels, l.output_channels,
                                              l.input_channel_stride, l.output_channel_stride, w.dense.data(), bias,
                                              l.output_min, l.output_max, 0, &raw));
  std::unique_ptr<xnn_operator, XnnOperatorDeleter> op(raw);
  if (raw == nullptr) return output;
  EXPECT_EQ(xnn_status_success,
            xnn_setup_convolution2d_nchw_f32(raw, batch, height, width, input, output.data(), pool));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(raw, pool));
  return output;
}

// Two float implementations, each within Tolerance of the exact result, differ by at most twice it.
size_t CheckAgainstXnnpack(const OutputView& out, const OutputView& xnn, const Reference& ref) {
  size_t mismatches = 0;
  for (size_t b = 0; b < ref.batch; b++) {
    for (size_t c = 0; c < ref.channels; c++) {
      for (size_t p = 0; p < ref.pixels; p++) {
        const float actual = out.At(b, c, p);
        const float expected = xnn.At(b, c, p);
        const double tolerance = 2.0 * sprt_test::Tolerance(ref.terms[c], ref.magnitude[ref.Index(b, c, p)]);
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

// Output channels >= output_channels of each image must keep the sentinel.
size_t CountTouchedPadding(const std::vector<float>& output, size_t batch, size_t channels, size_t channel_stride,
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

bool BitwiseEqual(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

void ExpectConsistentInfo(sprt_operator_t op, size_t input_channels, size_t output_channels, size_t nonzeros) {
  sprt_operator_info info;
  std::memset(&info, 0xCD, sizeof(info));
  info.size = sizeof(info);
  ASSERT_EQ(sprt_status_success, sprt_get_operator_info(op, &info));
  EXPECT_EQ(input_channels, info.input_channels);
  EXPECT_EQ(output_channels, info.output_channels);
  EXPECT_EQ(nonzeros, info.nonzeros);
  EXPECT_EQ(8 * nonzeros + 4 * output_channels, info.csr_bytes);
  EXPECT_GT(info.packed_weight_bytes, 0u);
  // Every stored weight, given or added by the cover, is a float of the packed buffer.
  EXPECT_GE(info.packed_weight_bytes, sizeof(float) * (info.nonzeros + info.explicit_zeros));
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

std::string ClampName(float lo, float hi) {
  std::ostringstream s;
  s << "clamp [" << lo << ", " << hi << "]";
  return s.str();
}

// --- MobileNetV1 1x1 layers ---------------------------------------------------------------------

struct MobileNetLayer {
  size_t size;  // height = width
  size_t output_channels;
  size_t input_channels;
};

constexpr MobileNetLayer kMobileNetLayers[] = {
    {112, 64, 32},  {56, 128, 64},   {56, 128, 128},  {28, 256, 128},   {28, 256, 256},
    {14, 512, 256}, {14, 512, 512},  {7, 1024, 512},  {7, 1024, 1024},
};

struct MobileNetCase {
  MobileNetLayer layer;
  double sparsity;
  size_t batch;
};

std::string MobileNetCaseString(const MobileNetCase& c) {
  return std::to_string(c.layer.size) + "x" + std::to_string(c.layer.size) + "_out" +
         std::to_string(c.layer.output_channels) + "_in" + std::to_string(c.layer.input_channels) + "_sparsity" +
         std::to_string(static_cast<int>(std::lround(c.sparsity * 100))) + "_batch" + std::to_string(c.batch);
}

std::string MobileNetCaseName(const testing::TestParamInfo<MobileNetCase>& info) {
  return MobileNetCaseString(info.param);
}

void PrintTo(const MobileNetCase& c, std::ostream* os) { *os << MobileNetCaseString(c); }

std::vector<MobileNetCase> MobileNetCases() {
  std::vector<MobileNetCase> cases;
  for (const MobileNetLayer& layer : kMobileNetLayers) {
    for (double sparsity : {0.7, 0.8, 0.9}) {
      for (size_t batch : {1, 3}) cases.push_back({layer, sparsity, batch});
    }
  }
  return cases;
}

class MobileNet : public testing::TestWithParam<MobileNetCase> {};

// Per layer: unclamped and ~10%-per-end clamped; dense entry point on every pool (bitwise equal),
// the CSR entry point (bitwise equal), XNNPACK, and the float64 reference.
TEST_P(MobileNet, matches_reference_xnnpack_and_itself) {
  const MobileNetCase& param = GetParam();
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed << " (SPRT_TEST_SEED=" << BaseSeed() << ")");
  std::mt19937_64 rng(seed);

  const size_t cin = param.layer.input_channels;
  const size_t cout = param.layer.output_channels;
  const size_t height = param.layer.size;
  const size_t width = param.layer.size;
  const size_t pixels = height * width;
  const size_t batch = param.batch;

  const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, param.sparsity);
  const size_t zeros = static_cast<size_t>(std::llround(param.sparsity * static_cast<double>(cout * cin)));
  ASSERT_EQ(cout * cin - zeros, w.nonzeros());
  const std::vector<float> bias = RandomVector(rng, cout);
  const std::vector<float> input = RandomInput(rng, batch * cin * pixels);
  const Reference ref = ComputeReference(w, bias, input.data(), batch, cin, pixels);
  const std::pair<float, float> quantiles = sprt_test::QuantileClamp(ref, 0.1);

  for (const std::pair<float, float>& clamp : {std::make_pair(-kInf, kInf), quantiles}) {
    SCOPED_TRACE(ClampName(clamp.first, clamp.second));
    Layer layer{cin, cout, cin, cout, clamp.first, clamp.second};
    const Operator op = CreateDense(layer, w, bias.data());
    ASSERT_NE(nullptr, op);
    ExpectConsistentInfo(op.get(), cin, cout, w.nonzeros());

    std::vector<float> baseline;
    for (const PoolChoice& pool : AllPools()) {
      SCOPED_TRACE(pool.name);
      std::vector<float> output(batch * cout * pixels, Sentinel());
      SetupAndRun(op.get(), batch, height, width, input.data(), output.data(), pool.pool);
      if (HasFatalFailure()) return;
      if (baseline.empty()) {
        if (CheckAgainstReference(OutputView{output.data(), cout, pixels}, ref, clamp.first, clamp.second) != 0) return;
        baseline = std::move(output);
      } else {
        ASSERT_TRUE(BitwiseEqual(baseline, output)) << "output differs from the NULL-threadpool run";
      }
    }

    const Operator csr_op = CreateCsr(layer, w, bias.data());
    ASSERT_NE(nullptr, csr_op);
    ExpectConsistentInfo(csr_op.get(), cin, cout, w.nonzeros());
    std::vector<float> csr_output(batch * cout * pixels, Sentinel());
    SetupAndRun(csr_op.get(), batch, height, width, input.data(), csr_output.data(), g_pools[2]);
    if (HasFatalFailure()) return;
    EXPECT_TRUE(BitwiseEqual(baseline, csr_output)) << "CSR entry point differs from the dense one";

    const std::vector<float> xnn_output =
        RunXnnpack(layer, w, bias.data(), batch, height, width, input.data(), g_pools[2]);
    CheckAgainstXnnpack(OutputView{baseline.data(), cout, pixels}, OutputView{xnn_output.data(), cout, pixels}, ref);
  }
}

INSTANTIATE_TEST_SUITE_P(ConvolutionNCHW, MobileNet, testing::ValuesIn(MobileNetCases()), MobileNetCaseName);

// --- Edge shapes: pixel counts off every tile width, output channels off every panel height ------

struct EdgeCase {
  size_t height;
  size_t width;
  size_t output_channels;
};

std::string EdgeCaseName(const testing::TestParamInfo<EdgeCase>& info) {
  return std::to_string(info.param.height * info.param.width) + "px_out" + std::to_string(info.param.output_channels);
}

void PrintTo(const EdgeCase& c, std::ostream* os) {
  *os << c.height << "x" << c.width << " pixels, " << c.output_channels << " output channels";
}

std::vector<EdgeCase> EdgeCases() {
  // pixel count -> a height x width that gives it (both dimensions exercised).
  const std::pair<size_t, size_t> sizes[] = {{1, 1}, {1, 3}, {1, 17}, {7, 9}, {5, 13}, {97, 1}, {3, 43}};
  std::vector<EdgeCase> cases;
  for (const auto& hw : sizes) {
    for (size_t cout : {1, 3, 5, 13, 37}) cases.push_back({hw.first, hw.second, cout});
  }
  return cases;
}

class EdgeShapes : public testing::TestWithParam<EdgeCase> {};

TEST_P(EdgeShapes, match_reference_on_every_pool) {
  const EdgeCase& param = GetParam();
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 23;
  const size_t cout = param.output_channels;
  const size_t pixels = param.height * param.width;
  const size_t batch = 2;
  const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.6);
  const std::vector<float> bias = RandomVector(rng, cout);
  const std::vector<float> input = RandomInput(rng, batch * cin * pixels);
  const Reference ref = ComputeReference(w, bias, input.data(), batch, cin, pixels);
  const std::pair<float, float> clamp = sprt_test::QuantileClamp(ref, 0.1);
  SCOPED_TRACE(ClampName(clamp.first, clamp.second));
  const Layer layer{cin, cout, cin, cout, clamp.first, clamp.second};

  for (bool csr : {false, true}) {
    SCOPED_TRACE(csr ? "CSR entry point" : "dense entry point");
    const Operator op = csr ? CreateCsr(layer, w, bias.data()) : CreateDense(layer, w, bias.data());
    ASSERT_NE(nullptr, op);
    ExpectConsistentInfo(op.get(), cin, cout, w.nonzeros());
    std::vector<float> baseline;
    for (const PoolChoice& pool : AllPools()) {
      SCOPED_TRACE(pool.name);
      std::vector<float> output(batch * cout * pixels, Sentinel());
      SetupAndRun(op.get(), batch, param.height, param.width, input.data(), output.data(), pool.pool);
      if (HasFatalFailure()) return;
      if (baseline.empty()) {
        if (CheckAgainstReference(OutputView{output.data(), cout, pixels}, ref, clamp.first, clamp.second) != 0) return;
        baseline = std::move(output);
      } else {
        ASSERT_TRUE(BitwiseEqual(baseline, output)) << "output differs from the NULL-threadpool run";
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(ConvolutionNCHW, EdgeShapes, testing::ValuesIn(EdgeCases()), EdgeCaseName);

// --- Channel strides ----------------------------------------------------------------------------

// Padding input channels hold NaN (the operator must not read them into any output) and padding
// output channels hold the sentinel (the operator must not write them).
TEST(ConvolutionNCHW, channel_strides_leave_padding_channels_alone) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 21, in_stride = 27, cout = 13, out_stride = 20, height = 5, width = 7, batch = 3;
  const size_t pixels = height * width;
  const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.5);
  const std::vector<float> bias = RandomVector(rng, cout);
  std::vector<float> input = RandomInput(rng, batch * in_stride * pixels);
  for (size_t b = 0; b < batch; b++) {
    std::fill(input.begin() + (b * in_stride + cin) * pixels, input.begin() + (b + 1) * in_stride * pixels,
              std::numeric_limits<float>::quiet_NaN());
  }
  const std::vector<float> input_copy = input;
  const Reference ref = ComputeReference(w, bias, input.data(), batch, in_stride, pixels);
  const Layer layer{cin, cout, in_stride, out_stride, -kInf, kInf};

  std::vector<float> baseline;
  for (bool csr : {false, true}) {
    SCOPED_TRACE(csr ? "CSR entry point" : "dense entry point");
    const Operator op = csr ? CreateCsr(layer, w, bias.data()) : CreateDense(layer, w, bias.data());
    ASSERT_NE(nullptr, op);
    for (const PoolChoice& pool : AllPools()) {
      SCOPED_TRACE(pool.name);
      std::vector<float> output(batch * out_stride * pixels, Sentinel());
      SetupAndRun(op.get(), batch, height, width, input.data(), output.data(), pool.pool);
      if (HasFatalFailure()) return;
      EXPECT_EQ(0u, CountTouchedPadding(output, batch, cout, out_stride, pixels))
          << "output channels in [output_channels, output_channel_stride) were written";
      EXPECT_TRUE(BitwiseEqual(input, input_copy)) << "the input was modified";
      if (baseline.empty()) {
        ASSERT_EQ(0u, CheckAgainstReference(OutputView{output.data(), out_stride, pixels}, ref, -kInf, kInf));
        baseline = std::move(output);
      } else {
        ASSERT_TRUE(BitwiseEqual(baseline, output));
      }
    }
  }
  // XNNPACK agrees on the strided layout too.
  const std::vector<float> xnn_output = RunXnnpack(layer, w, bias.data(), batch, height, width, input.data(), nullptr);
  CheckAgainstXnnpack(OutputView{baseline.data(), out_stride, pixels}, OutputView{xnn_output.data(), out_stride, pixels},
                      ref);
}

// --- Sparsity extremes and bias -----------------------------------------------------------------

TEST(ConvolutionNCHW, fully_dense_weights) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  for (const auto& shape : {std::make_pair<size_t, size_t>(64, 40), std::make_pair<size_t, size_t>(300, 9)}) {
    const size_t cin = shape.first, cout = shape.second, height = 9, width = 11, batch = 2, pixels = height * width;
    SCOPED_TRACE(testing::Message() << cout << "x" << cin);
    const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.0);
    ASSERT_EQ(cout * cin, w.nonzeros());
    const std::vector<float> bias = RandomVector(rng, cout);
    const std::vector<float> input = RandomInput(rng, batch * cin * pixels);
    const Reference ref = ComputeReference(w, bias, input.data(), batch, cin, pixels);
    const std::pair<float, float> clamp = sprt_test::QuantileClamp(ref, 0.1);
    const Layer layer{cin, cout, cin, cout, clamp.first, clamp.second};
    const Operator op = CreateDense(layer, w, bias.data());
    ASSERT_NE(nullptr, op);
    ExpectConsistentInfo(op.get(), cin, cout, cout * cin);
    std::vector<float> output(batch * cout * pixels, Sentinel());
    SetupAndRun(op.get(), batch, height, width, input.data(), output.data(), g_pools[3]);
    if (HasFatalFailure()) return;
    CheckAgainstReference(OutputView{output.data(), cout, pixels}, ref, clamp.first, clamp.second);
    const std::vector<float> xnn_output = RunXnnpack(layer, w, bias.data(), batch, height, width, input.data(), nullptr);
    CheckAgainstXnnpack(OutputView{output.data(), cout, pixels}, OutputView{xnn_output.data(), cout, pixels}, ref);
  }
}

// No weights at all: every output is exactly clamp(bias) (no rounding), or 0 without bias.
TEST(ConvolutionNCHW, fully_sparse_weights_give_clamped_bias) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 30, cout = 19, height = 4, width = 9, batch = 2, pixels = height * width;
  const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 1.0);
  ASSERT_EQ(0u, w.nonzeros());
  const std::vector<float> bias = RandomVector(rng, cout);
  const std::vector<float> input = RandomInput(rng, batch * cin * pixels);
  for (const std::pair<float, float>& clamp : {std::make_pair(-kInf, kInf), std::make_pair(-0.5f, 0.25f)}) {
    for (bool csr : {false, true}) {
      for (bool with_bias : {true, false}) {
        SCOPED_TRACE(testing::Message() << ClampName(clamp.first, clamp.second) << (csr ? ", CSR" : ", dense")
                                        << (with_bias ? ", bias" : ", NULL bias"));
        const Layer layer{cin, cout, cin, cout, clamp.first, clamp.second};
        const float* b = with_bias ? bias.data() : nullptr;
        const Operator op = csr ? CreateCsr(layer, w, b) : CreateDense(layer, w, b);
        ASSERT_NE(nullptr, op);
        ExpectConsistentInfo(op.get(), cin, cout, 0);
        for (const PoolChoice& pool : AllPools()) {
          SCOPED_TRACE(pool.name);
          std::vector<float> output(batch * cout * pixels, Sentinel());
          SetupAndRun(op.get(), batch, height, width, input.data(), output.data(), pool.pool);
          if (HasFatalFailure()) return;
          size_t wrong = 0;
          for (size_t i = 0; i < output.size(); i++) {
            const size_t c = (i / pixels) % cout;
            const float expected = std::min(std::max(with_bias ? bias[c] : 0.0f, clamp.first), clamp.second);
            if (!(output[i] == expected) && wrong++ < 5) {
              ADD_FAILURE() << "output " << i << " (channel " << c << ") = " << output[i] << ", expected " << expected;
            }
          }
          ASSERT_EQ(0u, wrong);
        }
      }
    }
  }
}

// A NULL bias is a zero bias: the same bits as an explicit zero vector.
TEST(ConvolutionNCHW, null_bias_equals_zero_bias) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 48, cout = 29, height = 6, width = 6, batch = 2, pixels = height * width;
  const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.8);
  const std::vector<float> zero_bias(cout, 0.0f);
  const std::vector<float> input = RandomInput(rng, batch * cin * pixels);
  const Reference ref = ComputeReference(w, {}, input.data(), batch, cin, pixels);
  const Layer layer{cin, cout, cin, cout, -kInf, kInf};
  std::vector<float> outputs[3];
  const Operator ops[3] = {CreateDense(layer, w, nullptr), CreateCsr(layer, w, nullptr),
                           CreateDense(layer, w, zero_bias.data())};
  for (size_t i = 0; i < 3; i++) {
    ASSERT_NE(nullptr, ops[i]);
    outputs[i].assign(batch * cout * pixels, Sentinel());
    SetupAndRun(ops[i].get(), batch, height, width, input.data(), outputs[i].data(), g_pools[2]);
    if (HasFatalFailure()) return;
  }
  CheckAgainstReference(OutputView{outputs[0].data(), cout, pixels}, ref, -kInf, kInf);
  EXPECT_TRUE(BitwiseEqual(outputs[0], outputs[1])) << "NULL bias: CSR differs from dense";
  EXPECT_TRUE(BitwiseEqual(outputs[0], outputs[2])) << "NULL bias differs from a zero bias";
}

// --- Operator reuse -----------------------------------------------------------------------------

// One operator, set up again with other shapes and buffers; the pool given to setup only sizes the
// split, so any pool (or none) may run it with the same bits.
TEST(ConvolutionNCHW, setup_again_and_run_with_other_pools) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 40, cout = 24;
  const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.75);
  const std::vector<float> bias = RandomVector(rng, cout);
  const Layer layer{cin, cout, cin, cout, -0.75f, 0.75f};
  const Operator op = CreateDense(layer, w, bias.data());
  ASSERT_NE(nullptr, op);
  const struct { size_t batch, height, width; } shapes[] = {{1, 7, 7}, {3, 9, 11}, {2, 1, 200}, {1, 7, 7}};
  for (const auto& s : shapes) {
    SCOPED_TRACE(testing::Message() << "batch " << s.batch << ", " << s.height << "x" << s.width);
    const size_t pixels = s.height * s.width;
    const std::vector<float> input = RandomInput(rng, s.batch * cin * pixels);
    const Reference ref = ComputeReference(w, bias, input.data(), s.batch, cin, pixels);
    std::vector<float> baseline(s.batch * cout * pixels, Sentinel());
    SetupAndRun(op.get(), s.batch, s.height, s.width, input.data(), baseline.data(), nullptr);
    if (HasFatalFailure()) return;
    ASSERT_EQ(0u, CheckAgainstReference(OutputView{baseline.data(), cout, pixels}, ref, layer.output_min,
                                        layer.output_max));
    // Set up for 3 threads; run without a pool, with 2 threads, and twice with 3.
    std::vector<float> output(baseline.size(), Sentinel());
    ASSERT_EQ(sprt_status_success,
              sprt_setup_convolution2d_1x1_nchw_f32(op.get(), s.batch, s.height, s.width, input.data(), output.data(),
                                                    g_pools[3]));
    for (pthreadpool_t pool : {static_cast<pthreadpool_t>(nullptr), g_pools[2], g_pools[3], g_pools[3]}) {
      std::fill(output.begin(), output.end(), Sentinel());
      ASSERT_EQ(sprt_status_success, sprt_run_operator(op.get(), pool));
      ASSERT_TRUE(BitwiseEqual(baseline, output)) << "run with " << pthreadpool_get_threads_count(pool)
                                                  << " threads after setup for 3";
    }
  }
}

// SIMD kernels read from a 64-byte aligned copy of an input whose rows are misaligned (pixel count
// not a multiple of 16, or a misaligned pointer): the copy must not change a bit of the result, and
// the operator must report it exactly when it makes one.
TEST(ConvolutionNCHW, input_alignment_does_not_change_results) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 24, cout = 20, batch = 2;
  const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.7);
  const std::vector<float> bias = RandomVector(rng, cout);
  const Layer layer{cin, cout, cin, cout, -1.0f, 1.0f};
  const Operator op = CreateDense(layer, w, bias.data());
  ASSERT_NE(nullptr, op);
  for (const size_t width : {7, 16}) {
    const size_t pixels = 7 * width, floats = batch * cin * pixels;
    const std::vector<float> source = RandomInput(rng, floats);
    std::vector<float> baseline(batch * cout * pixels, Sentinel());
    // Room to place the same input at every float offset from a 64-byte boundary.
    std::vector<float> storage(floats + 32 + kSlackFloats);
    float* const aligned =
        reinterpret_cast<float*>((reinterpret_cast<uintptr_t>(storage.data()) + 63) & ~uintptr_t{63});
    for (size_t offset = 0; offset < 16; offset++) {
      SCOPED_TRACE(testing::Message() << "7x" << width << " pixels, input at +" << offset << " floats");
      float* const input = aligned + offset;
      std::copy(source.begin(), source.begin() + floats, input);
      std::vector<float> output(baseline.size(), Sentinel());
      for (const PoolChoice& pool : AllPools()) {
        std::fill(output.begin(), output.end(), Sentinel());
        SetupAndRun(op.get(), batch, 7, width, input, output.data(), pool.pool);
        if (HasFatalFailure()) return;
        if (offset == 0 && pool.pool == nullptr) {
          baseline = output;
          const Reference ref = ComputeReference(w, bias, source.data(), batch, cin, pixels);
          ASSERT_EQ(0u, CheckAgainstReference(OutputView{baseline.data(), cout, pixels}, ref,
                                              layer.output_min, layer.output_max));
        }
        ASSERT_TRUE(BitwiseEqual(baseline, output)) << pool.name;
      }
      ASSERT_TRUE(std::equal(source.begin(), source.begin() + floats, input)) << "the input was modified";
      sprt_operator_info info = {};
      info.size = sizeof(info);
      ASSERT_EQ(sprt_status_success, sprt_get_operator_info(op.get(), &info));
      // Only the AVX kernels realign (NEON loads gain nothing from it).
      const bool misaligned = offset != 0 || pixels % 16 != 0;
      const bool avx = std::string(info.isa) == "avx2" || std::string(info.isa) == "avx512f";
      EXPECT_EQ(misaligned && avx, info.input_realigned);
    }
  }
}

// An empty batch is valid: run succeeds and writes nothing.
TEST(ConvolutionNCHW, empty_batch_writes_nothing) {
  std::mt19937_64 rng(CaseSeed(CurrentTestName()));
  const size_t cin = 8, cout = 8;
  const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.5);
  const Operator op = CreateDense(Layer{cin, cout, cin, cout}, w, nullptr);
  ASSERT_NE(nullptr, op);
  const std::vector<float> input = RandomInput(rng, cin * 4);
  std::vector<float> output(cout * 4, Sentinel());
  for (const PoolChoice& pool : AllPools()) {
    ASSERT_EQ(sprt_status_success,
              sprt_setup_convolution2d_1x1_nchw_f32(op.get(), 0, 2, 2, input.data(), output.data(), pool.pool));
    ASSERT_EQ(sprt_status_success, sprt_run_operator(op.get(), pool.pool));
    for (float v : output) ASSERT_TRUE(IsSentinel(v)) << "an empty batch wrote the output";
  }
}

// --- CSR specifics ------------------------------------------------------------------------------

// Rows given in any column order, with stored zeros that count as nonzeros and multiply their input.
TEST(ConvolutionNCHW, csr_unsorted_columns_and_stored_zeros) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 50, cout = 21, height = 3, width = 19, batch = 2, pixels = height * width;
  const SparseMatrix sorted = RandomSparseMatrix(rng, cout, cin, 0.7);
  const std::vector<float> bias = RandomVector(rng, cout);
  std::vector<float> input = RandomInput(rng, batch * cin * pixels);

  // Shuffle each row; then store explicit zeros at a few columns the row lacks.
  SparseMatrix w;
  w.rows = cout;
  w.columns = cin;
  w.dense = sorted.dense;
  w.row_offsets.assign(1, 0);
  size_t stored_zeros = 0;
  for (size_t r = 0; r < cout; r++) {
    std::vector<std::pair<uint32_t, float>> entries;
    for (uint32_t k = sorted.row_offsets[r]; k < sorted.row_offsets[r + 1]; k++) {
      entries.emplace_back(sorted.column_indices[k], sorted.values[k]);
    }
    if (r % 4 == 1) {
      for (uint32_t c = 0; c < cin && entries.size() < sorted.RowNonzeros(r) + 2; c++) {
        if (sorted.dense[r * cin + c] == 0.0f) {
          entries.emplace_back(c, 0.0f);
          stored_zeros++;
        }
      }
    }
    std::shuffle(entries.begin(), entries.end(), rng);
    for (const auto& e : entries) {
      w.column_indices.push_back(e.first);
      w.values.push_back(e.second);
    }
    w.row_offsets.push_back(static_cast<uint32_t>(w.values.size()));
  }
  ASSERT_GT(stored_zeros, 0u);
  const Layer layer{cin, cout, cin, cout, -kInf, kInf};
  const Operator op = CreateCsr(layer, w, bias.data());
  ASSERT_NE(nullptr, op);
  ExpectConsistentInfo(op.get(), cin, cout, sorted.nonzeros() + stored_zeros);
  const Reference ref = ComputeReference(w, bias, input.data(), batch, cin, pixels);
  std::vector<float> output(batch * cout * pixels, Sentinel());
  SetupAndRun(op.get(), batch, height, width, input.data(), output.data(), g_pools[3]);
  if (HasFatalFailure()) return;
  CheckAgainstReference(OutputView{output.data(), cout, pixels}, ref, -kInf, kInf);
}

// Input channel counts that need 2- and 4-byte packed indices.
TEST(ConvolutionNCHW, wide_input_channel_counts) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  // 1100 channels come in chunks of different index widths where L1 fits fewer than 550 rows of a
  // pixel tile (AVX-512); 70001 in chunks whatever the ISA.
  for (size_t cin : {255, 256, 1100, 65535, 65536, 70001}) {
    SCOPED_TRACE(testing::Message() << cin << " input channels");
    const size_t cout = 11, height = 1, width = 13, batch = 1, pixels = height * width;
    const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, cin > 1000 ? 0.999 : 0.9);
    const std::vector<float> bias = RandomVector(rng, cout);
    const std::vector<float> input = RandomInput(rng, batch * cin * pixels);
    const Reference ref = ComputeReference(w, bias, input.data(), batch, cin, pixels);
    const Layer layer{cin, cout, cin, cout, -kInf, kInf};
    for (bool csr : {false, true}) {
      SCOPED_TRACE(csr ? "CSR entry point" : "dense entry point");
      const Operator op = csr ? CreateCsr(layer, w, bias.data()) : CreateDense(layer, w, bias.data());
      ASSERT_NE(nullptr, op);
      ExpectConsistentInfo(op.get(), cin, cout, w.nonzeros());
      std::vector<float> output(batch * cout * pixels, Sentinel());
      SetupAndRun(op.get(), batch, height, width, input.data(), output.data(), g_pools[2]);
      if (HasFatalFailure()) return;
      CheckAgainstReference(OutputView{output.data(), cout, pixels}, ref, -kInf, kInf);
    }
  }
}

// Negative zeros are zeros: pruned by the dense entry point.
TEST(ConvolutionNCHW, dense_negative_zero_is_pruned) {
  std::mt19937_64 rng(CaseSeed(CurrentTestName()));
  const size_t cin = 16, cout = 12;
  SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.5);
  const size_t nonzeros = w.nonzeros();
  for (float& v : w.dense) {
    if (v == 0.0f) v = -0.0f;
  }
  const Operator op = CreateDense(Layer{cin, cout, cin, cout}, w, nullptr);
  ASSERT_NE(nullptr, op);
  ExpectConsistentInfo(op.get(), cin, cout, nonzeros);
}

// --- IEEE special values ------------------------------------------------------------------------

// A NaN or infinite weight makes its row NaN or infinite wherever it meets a nonzero input, as
// float arithmetic does; other rows are unaffected. No clamp, which must not hide NaN; the
// infinities are also checked against a finite clamp.
TEST(ConvolutionNCHW, nan_and_infinite_weights_propagate) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 24, cout = 17, height = 3, width = 5, batch = 2, pixels = height * width;
  SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.5);
  // Overwrite an existing nonzero of rows 2, 5 and 16 (the last, in a partial panel).
  const std::pair<size_t, float> specials[] = {
      {2, std::numeric_limits<float>::quiet_NaN()}, {5, kInf}, {16, -kInf}};
  for (const auto& s : specials) {
    ASSERT_GT(w.RowNonzeros(s.first), 0u);
    const uint32_t k = w.row_offsets[s.first];
    w.dense[s.first * cin + w.column_indices[k]] = s.second;
  }
  w.UpdateCsr();
  const std::vector<float> bias = RandomVector(rng, cout);
  const std::vector<float> input = RandomInput(rng, batch * cin * pixels);  // never exactly 0
  const Reference ref = ComputeReference(w, bias, input.data(), batch, cin, pixels);
  for (size_t b = 0; b < batch; b++) {
    ASSERT_TRUE(std::isnan(ref.value[ref.Index(b, 2, 0)]));
    ASSERT_TRUE(std::isinf(ref.value[ref.Index(b, 5, 0)]));
    ASSERT_TRUE(std::isinf(ref.value[ref.Index(b, 16, 0)]));
  }
  for (const std::pair<float, float>& clamp : {std::make_pair(-kInf, kInf), std::make_pair(-0.5f, 0.5f)}) {
    const bool clamped = std::isfinite(clamp.first);
    for (bool csr : {false, true}) {
      SCOPED_TRACE(testing::Message() << ClampName(clamp.first, clamp.second) << (csr ? ", CSR" : ", dense"));
      const Layer layer{cin, cout, cin, cout, clamp.first, clamp.second};
      const Operator op = csr ? CreateCsr(layer, w, bias.data()) : CreateDense(layer, w, bias.data());
      ASSERT_NE(nullptr, op);
      ExpectConsistentInfo(op.get(), cin, cout, w.nonzeros());
      std::vector<float> baseline;
      for (const PoolChoice& pool : AllPools()) {
        SCOPED_TRACE(pool.name);
        std::vector<float> output(batch * cout * pixels, Sentinel());
        SetupAndRun(op.get(), batch, height, width, input.data(), output.data(), pool.pool);
        if (HasFatalFailure()) return;
        // How a clamp treats NaN is not specified: with one, the NaN row is not checked.
        CheckAgainstReference(OutputView{output.data(), cout, pixels}, ref, clamp.first, clamp.second, 1.0,
                              [&](size_t, size_t c, size_t) { return clamped && c == 2; });
        if (baseline.empty()) {
          baseline = std::move(output);
        } else {
          ASSERT_TRUE(BitwiseEqual(baseline, output));
        }
      }
    }
  }
}

// Non-finite inputs. Well defined only where the panel structure is known: a channel no row
// uses is never read; a channel a row uses makes that row's outputs follow IEEE arithmetic. A row
// without a weight in that channel but in a panel (info.tile_rows rows) whose other rows have one
// may multiply it by an explicit zero (0 * NaN = NaN): those outputs are not checked.
TEST(ConvolutionNCHW, nan_and_infinite_inputs) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 32, cout = 26, height = 4, width = 7, batch = 2, pixels = height * width;
  SparseMatrix w = RandomSparseMatrix(rng, cout, cin, 0.7);
  const size_t unused = 5, sparse_column = 9, inf_column = 11;
  for (size_t r = 0; r < cout; r++) {
    w.dense[r * cin + unused] = 0.0f;
    // Column 9: only rows 3 and 20 have weights; column 11: only rows 0, 1 and 25.
    w.dense[r * cin + sparse_column] = (r == 3 || r == 20) ? sprt_test::RandomNonzero(rng) : 0.0f;
    w.dense[r * cin + inf_column] = (r == 0 || r == 1 || r == 25) ? sprt_test::RandomNonzero(rng) : 0.0f;
  }
  w.UpdateCsr();
  const std::vector<float> bias = RandomVector(rng, cout);
  std::vector<float> input = RandomInput(rng, batch * cin * pixels);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for (size_t b = 0; b < batch; b++) {
    std::fill_n(input.begin() + (b * cin + unused) * pixels, pixels, nan);
  }
  input[(1 * cin + sparse_column) * pixels + 3] = nan;   // image 1, pixel 3
  input[(0 * cin + inf_column) * pixels + 0] = kInf;      // image 0, pixel 0
  input[(1 * cin + inf_column) * pixels + 5] = -kInf;     // image 1, pixel 5
  const Reference ref = ComputeReference(w, bias, input.data(), batch, cin, pixels);
  ASSERT_TRUE(std::isnan(ref.value[ref.Index(1, 3, 3)]));
  ASSERT_TRUE(std::isinf(ref.value[ref.Index(0, 25, 0)]));

  for (bool csr : {false, true}) {
    SCOPED_TRACE(csr ? "CSR entry point" : "dense entry point");
    const Layer layer{cin, cout, cin, cout, -kInf, kInf};
    const Operator op = csr ? CreateCsr(layer, w, bias.data()) : CreateDense(layer, w, bias.data());
    ASSERT_NE(nullptr, op);
    sprt_operator_info info = {};
    info.size = sizeof(info);
    ASSERT_EQ(sprt_status_success, sprt_get_operator_info(op.get(), &info));
    const size_t ti = info.tile_rows;
    ASSERT_TRUE(ti == 4 || ti == 8);
    // Whether row r may multiply input column c by an explicit zero.
    auto may_pad = [&](size_t r, size_t c) {
      if (w.dense[r * cin + c] != 0.0f) return false;
      const size_t first = r / ti * ti;
      for (size_t q = first; q < std::min(first + ti, cout); q++) {
        if (w.dense[q * cin + c] != 0.0f) return true;
      }
      return false;
    };
    auto skip = [&](size_t b, size_t r, size_t p) {
      for (size_t c : {unused, sparse_column, inf_column}) {
        if (!std::isfinite(input[(b * cin + c) * pixels + p]) && may_pad(r, c)) return true;
      }
      return false;
    };
    std::vector<float> baseline;
    for (const PoolChoice& pool : AllPools()) {
      SCOPED_TRACE(pool.name);
      std::vector<float> output(batch * cout * pixels, Sentinel());
      SetupAndRun(op.get(), batch, height, width, input.data(), output.data(), pool.pool);
      if (HasFatalFailure()) return;
      CheckAgainstReference(OutputView{output.data(), cout, pixels}, ref, -kInf, kInf, 1.0, skip);
      if (baseline.empty()) {
        baseline = std::move(output);
      } else {
        ASSERT_TRUE(BitwiseEqual(baseline, output));
      }
    }
  }

  // A stored zero is a weight: 0 * NaN makes its row NaN.
  SparseMatrix with_zero = w;
  with_zero.column_indices.insert(with_zero.column_indices.begin() + with_zero.row_offsets[7],
                                  static_cast<uint32_t>(unused));
  with_zero.values.insert(with_zero.values.begin() + with_zero.row_offsets[7], 0.0f);
  for (size_t r = 8; r <= cout; r++) with_zero.row_offsets[r]++;
  const Layer layer{cin, cout, cin, cout, -kInf, kInf};
  const Operator op = CreateCsr(layer, with_zero, bias.data());
  ASSERT_NE(nullptr, op);
  std::vector<float> output(batch * cout * pixels, Sentinel());
  SetupAndRun(op.get(), batch, height, width, input.data(), output.data(), nullptr);
  if (HasFatalFailure()) return;
  for (size_t b = 0; b < batch; b++) {
    for (size_t p = 0; p < pixels; p++) {
      const float v = output[(b * cout + 7) * pixels + p];
      EXPECT_TRUE(std::isnan(v) && !IsSentinel(v)) << "row 7 has a stored zero on a NaN channel: image " << b
                                                  << ", pixel " << p << " = " << v;
    }
  }
}

// --- ISA ----------------------------------------------------------------------------------------

// Which ISA the library picked (recorded in the test XML). With SPRT_ISA set, it must be the best
// ISA this CPU supports that does not exceed the cap; without it, the best ISA overall.
// --- Output-channel reordering ------------------------------------------------------------------

sprt_operator_info Info(sprt_operator_t op) {
  sprt_operator_info info;
  std::memset(&info, 0, sizeof(info));
  info.size = sizeof(info);
  EXPECT_EQ(sprt_status_success, sprt_get_operator_info(op, &info));
  return info;
}

// Rows alternate between two disjoint halves of the input channels: panels of consecutive channels
// mix both, reordered panels can keep to one half (half the input-row loads).
SparseMatrix InterleavedGroups(std::mt19937_64& rng, size_t rows, size_t columns, double sparsity) {
  SparseMatrix w = RandomSparseMatrix(rng, rows, columns, 0.0);
  std::uniform_real_distribution<double> keep(0.0, 1.0);
  for (size_t r = 0; r < rows; r++) {
    for (size_t c = 0; c < columns; c++) {
      const bool own_half = (c < columns / 2) == (r % 2 == 0);
      if (!own_half || keep(rng) < 2.0 * sparsity - 1.0) w.dense[r * columns + c] = 0.0f;
    }
  }
  w.UpdateCsr();
  return w;
}

TEST(ConvolutionNCHW, reorders_output_channels_when_rows_share_input_channels) {
  std::mt19937_64 rng(CaseSeed(CurrentTestName()));
  const size_t cin = 96, cout = 38;
  const SparseMatrix grouped = InterleavedGroups(rng, cout, cin, 0.8);
  const SparseMatrix random = RandomSparseMatrix(rng, cout, cin, 0.8);
  const Layer layer{cin, cout, cin, cout};

  const sprt_operator_info by_default = Info(CreateDense(layer, grouped, nullptr).get());
  EXPECT_TRUE(by_default.output_channels_reordered);
  EXPECT_LE(100 * by_default.panel_columns,
            (100 - SPRT_REORDER_MIN_GAIN_PERCENT) * by_default.panel_columns_in_channel_order);
  // Each reordered panel keeps to one half; the channel order mixes both in every panel.
  EXPECT_LT(by_default.panel_columns, by_default.panel_columns_in_channel_order * 3 / 4);

  const sprt_operator_info kept = Info(CreateDense(layer, grouped, nullptr, SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER).get());
  EXPECT_FALSE(kept.output_channels_reordered);
  EXPECT_EQ(kept.panel_columns_in_channel_order, kept.panel_columns);
  EXPECT_EQ(by_default.panel_columns_in_channel_order, kept.panel_columns_in_channel_order);

  // Unstructured rows: the default follows the threshold on what the forced reordering saves.
  const sprt_operator_info forced = Info(CreateCsr(layer, random, nullptr, SPRT_FLAG_REORDER_OUTPUT_CHANNELS).get());
  EXPECT_TRUE(forced.output_channels_reordered);
  const bool pays = 100 * forced.panel_columns <=
                    (100 - SPRT_REORDER_MIN_GAIN_PERCENT) * forced.panel_columns_in_channel_order;
  const sprt_operator_info unstructured = Info(CreateCsr(layer, random, nullptr).get());
  EXPECT_EQ(pays, unstructured.output_channels_reordered)
      << forced.panel_columns << " of " << forced.panel_columns_in_channel_order << " panel columns";
  EXPECT_EQ(unstructured.output_channels_reordered ? forced.panel_columns : forced.panel_columns_in_channel_order,
            unstructured.panel_columns);
}

// Reordered operators write each output to its own channel: against the reference and XNNPACK,
// with channel strides, partial panels, input channels in chunks (where the cache rule cuts 1024)
// and every pool (bit for bit).
TEST(ConvolutionNCHW, reordered_channels_match_reference_xnnpack_and_itself) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const struct { size_t cin, cout, height, width; bool grouped; } shapes[] = {
      {45, 30, 5, 7, true}, {1024, 61, 3, 5, false}, {64, 9, 1, 97, true}};
  for (const auto& shape : shapes) {
    SCOPED_TRACE(testing::Message() << shape.cout << " x " << shape.cin << " x " << shape.height << "x" << shape.width);
    const size_t batch = 3, in_stride = shape.cin + 3, out_stride = shape.cout + 5;
    const size_t pixels = shape.height * shape.width;
    const SparseMatrix w = shape.grouped ? InterleavedGroups(rng, shape.cout, shape.cin, 0.75)
                                         : RandomSparseMatrix(rng, shape.cout, shape.cin, 0.7);
    const std::vector<float> bias = RandomVector(rng, shape.cout);
    const std::vector<float> input = RandomInput(rng, batch * in_stride * pixels);
    const Reference ref = ComputeReference(w, bias, input.data(), batch, in_stride, pixels);
    const Layer layer{shape.cin, shape.cout, in_stride, out_stride, -1.5f, 2.0f};
    for (bool csr : {false, true}) {
      SCOPED_TRACE(csr ? "CSR entry point" : "dense entry point");
      const Operator op = csr ? CreateCsr(layer, w, bias.data(), SPRT_FLAG_REORDER_OUTPUT_CHANNELS)
                              : CreateDense(layer, w, bias.data(), SPRT_FLAG_REORDER_OUTPUT_CHANNELS);
      ASSERT_NE(nullptr, op);
      ASSERT_TRUE(Info(op.get()).output_channels_reordered);
      ExpectConsistentInfo(op.get(), shape.cin, shape.cout, w.nonzeros());
      std::vector<float> baseline;
      for (const PoolChoice& pool : AllPools()) {
        SCOPED_TRACE(pool.name);
        std::vector<float> output(batch * out_stride * pixels, Sentinel());
        SetupAndRun(op.get(), batch, shape.height, shape.width, input.data(), output.data(), pool.pool);
        if (HasFatalFailure()) return;
        EXPECT_EQ(0u, CountTouchedPadding(output, batch, shape.cout, out_stride, pixels));
        if (baseline.empty()) {
          ASSERT_EQ(0u, CheckAgainstReference(OutputView{output.data(), out_stride, pixels}, ref, layer.output_min,
                                              layer.output_max));
          baseline = std::move(output);
        } else {
          ASSERT_TRUE(BitwiseEqual(baseline, output));
        }
      }
      const std::vector<float> xnn = RunXnnpack(layer, w, bias.data(), batch, shape.height, shape.width,
                                                input.data(), nullptr);
      EXPECT_EQ(0u, CheckAgainstXnnpack(OutputView{baseline.data(), out_stride, pixels},
                                        OutputView{xnn.data(), out_stride, pixels}, ref));
    }
  }
}

// --- Per-layer choice -----------------------------------------------------------------------------

// The table is chosen at creation, the tile at each setup; the first setup may repack once for
// another table, later ones keep it. Every setup computes the right result, and info says what was
// chosen and how.
TEST(ConvolutionNCHW, per_layer_choice_is_reported_and_kept_after_the_first_setup) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  const size_t cin = 96, cout = 70;
  const Layer layer{cin, cout, cin, cout, 0.0f, 6.0f};
  const size_t sizes[][2][2] = {{{1, 1}, {20, 20}}, {{20, 20}, {1, 1}}, {{7, 7}, {3, 5}}};
  for (double sparsity : {0.7, 0.95}) {
    const SparseMatrix w = RandomSparseMatrix(rng, cout, cin, sparsity);
    const std::vector<float> bias = RandomVector(rng, cout);
    for (const auto& sequence : sizes) {
      SCOPED_TRACE(testing::Message() << "sparsity " << sparsity << ", first " << sequence[0][0] << "x"
                                      << sequence[0][1]);
      const Operator op = CreateCsr(layer, w, bias.data());
      ASSERT_NE(nullptr, op);
      const sprt_operator_info created = Info(op.get());
      ASSERT_NE(nullptr, created.selection);
      const std::string how = created.selection;
      ASSERT_TRUE(how == "cost model" || how == "fixed rule" || how == "SPRT_TABLE") << how;
      EXPECT_EQ(0.0, created.predicted_seconds);
      EXPECT_FALSE(created.repacked_at_setup);
      EXPECT_LE(created.selection_seconds, created.packing_seconds);
      std::string table_after_first_setup;
      for (const auto& size : sequence) {
        const size_t pixels = size[0] * size[1];
        SCOPED_TRACE(testing::Message() << size[0] << "x" << size[1]);
        const std::vector<float> input = RandomInput(rng, 2 * cin * pixels);
        const Reference ref = ComputeReference(w, bias, input.data(), 2, cin, pixels);
        std::vector<float> output(2 * cout * pixels, Sentinel());
        SetupAndRun(op.get(), 2, size[0], size[1], input.data(), output.data(), g_pools[2]);
        if (HasFatalFailure()) return;
        ASSERT_EQ(0u, CheckAgainstReference(OutputView{output.data(), cout, pixels}, ref, layer.output_min,
                                            layer.output_max));
        const sprt_operator_info info = Info(op.get());
        ExpectConsistentInfo(op.get(), cin, cout, w.nonzeros());
        EXPECT_EQ(how, info.selection);
        if (table_after_first_setup.empty()) table_after_first_setup = info.mapping_table;
        EXPECT_EQ(table_after_first_setup, info.mapping_table) << "a second setup repacked";
        EXPECT_EQ(info.repacked_at_setup, table_after_first_setup != created.mapping_table);
        if (how == "cost model") {
          EXPECT_GT(info.predicted_seconds, 0.0);
          EXPECT_GE(info.packing_seconds, created.packing_seconds);
        } else {
          EXPECT_FALSE(info.repacked_at_setup);
          EXPECT_EQ(created.tile_pixels, info.tile_pixels);
        }
      }
    }
  }
}

TEST(ConvolutionNCHW, reports_isa_and_ukernel) {
  std::mt19937_64 rng(CaseSeed(CurrentTestName()));
  const SparseMatrix w = RandomSparseMatrix(rng, 64, 64, 0.8);
  const Operator op = CreateDense(Layer{64, 64, 64, 64}, w, nullptr);
  ASSERT_NE(nullptr, op);
  sprt_operator_info info = {};
  info.size = sizeof(info);
  ASSERT_EQ(sprt_status_success, sprt_get_operator_info(op.get(), &info));
  RecordProperty("isa", info.isa);
  RecordProperty("ukernel", info.ukernel);
  RecordProperty("mapping_table", info.mapping_table);
  std::printf("sprt isa: %s, ukernel: %s, mapping table: %s\n", info.isa, info.ukernel, info.mapping_table);

#if defined(__x86_64__)
  ASSERT_TRUE(cpuinfo_initialize());
  const char* const order[] = {"scalar", "avx2", "avx512f"};
  const bool supported[] = {true, cpuinfo_has_x86_avx2() && cpuinfo_has_x86_fma3(), cpuinfo_has_x86_avx512f()};
  const char* cap = std::getenv("SPRT_ISA");
  size_t limit = 2;
  if (cap != nullptr && cap[0] != '\0') {
    limit = std::strcmp(cap, "neon") == 0 ? 2 : 3;  // the library orders neon above the x86 ISAs
    for (size_t i = 0; i < 3; i++) {
      if (std::strcmp(cap, order[i]) == 0) limit = i;
    }
    ASSERT_LT(limit, 3u) << "unknown SPRT_ISA value " << cap;
  }
  size_t expected = 0;
  for (size_t i = 0; i <= limit; i++) {
    if (supported[i]) expected = i;
  }
  EXPECT_STREQ(order[expected], info.isa) << "SPRT_ISA=" << (cap != nullptr ? cap : "(unset)");
#elif defined(__aarch64__)
  // NEON is baseline on AArch64: the library runs it unless capped at scalar.
  const char* cap = std::getenv("SPRT_ISA");
  const bool scalar = cap != nullptr && std::strcmp(cap, "scalar") == 0;
  EXPECT_STREQ(scalar ? "scalar" : "neon", info.isa) << "SPRT_ISA=" << (cap != nullptr ? cap : "(unset)");
#endif
}

}  // namespace
