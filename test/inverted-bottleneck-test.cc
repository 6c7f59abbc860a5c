// sprt_create_inverted_bottleneck_nchw_f32: the fused block against its three operators (two without
// an expansion) run one after the other (bit for bit, on 0-3 threads and batches of 1 and 2, in bands
// and, given the intermediate buffers, however setup chooses), and its refusals.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>

#include <sprt.h>

#include "init.h"
#include "sparse-matrix.h"

namespace {

struct Block {
  size_t input_channels, height, width, expanded, kernel, stride, output_channels;
  uint32_t padding_top;  // the depthwise layer's: kernel / 2, or one less with stride 2
  double sparsity;
  bool expansion = true;  // false: the depthwise layer reads the input (expanded == input_channels)
};

struct OperatorDeleter {
  void operator()(sprt_operator_t op) const { sprt_delete_operator(op); }
};
using Operator = std::unique_ptr<struct sprt_operator, OperatorDeleter>;

// Whether sprt has depthwise kernels on this CPU (x86). On NEON it has none: creating one says
// sprt_status_unsupported_hardware, and there is no block to fuse.
bool DepthwiseKernels() {
  const std::vector<float> weights(4 * 9, 0.5f), bias(4, 0.0f);
  sprt_operator_t op = nullptr;
  const sprt_status status = sprt_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 4, 1, 1, 4, 4,
                                                                weights.data(), bias.data(), 0.0f, 6.0f,
                                                                SPRT_FLAG_DEPTHWISE_CONVOLUTION, &op);
  sprt_delete_operator(op);
  if (status != sprt_status_success) {
    EXPECT_EQ(status, sprt_status_unsupported_hardware);
  }
  return status == sprt_status_success;
}

using Pool = std::unique_ptr<struct pthreadpool, decltype(&pthreadpool_destroy)>;
Pool MakePool(size_t threads) {
  return Pool(threads == 0 ? nullptr : pthreadpool_create(threads), pthreadpool_destroy);
}

// How setup chose to run the fused operator (operator info's schedule: "bands", or how it runs apart);
// empty, the failure recorded, where the info is missing.
std::string Schedule(sprt_operator_t op) {
  struct sprt_operator_info info = {};
  info.size = sizeof(info);
  EXPECT_EQ(sprt_get_operator_info(op, &info), sprt_status_success);
  EXPECT_NE(info.schedule, nullptr);
  return info.schedule != nullptr ? info.schedule : "";
}

// The L2 size the fused operators plan their bands for (sprt_config, read at setup), set for a scope.
class ScopedL2Bytes {
 public:
  explicit ScopedL2Bytes(size_t bytes) : saved_(sprt_config.l2_bytes) { sprt_config.l2_bytes = bytes; }
  ~ScopedL2Bytes() { sprt_config.l2_bytes = saved_; }
  ScopedL2Bytes(const ScopedL2Bytes&) = delete;
  ScopedL2Bytes& operator=(const ScopedL2Bytes&) = delete;

 private:
  size_t saved_;
};

std::vector<float> Uniform(std::mt19937_64& rng, size_t n, float lo, float hi) {
  std::uniform_real_distribution<float> u(lo, hi);
  std::vector<float> v(n);
  for (float& x : v) x = u(rng);
  return v;
}

std::vector<float> Pruned(std::mt19937_64& rng, size_t rows, size_t columns, double sparsity, float scale) {
  const sprt_test::SparseMatrix m = sprt_test::RandomSparseMatrix(rng, rows, columns, sparsity, -scale, scale);
  return m.dense;
}

// Every `every`-th value, `count` of them, a quiet NaN with a payload of its own (its index), either sign.
void AddNaNs(std::vector<float>& v, size_t every, size_t count = SIZE_MAX) {
  for (size_t i = 0; i < v.size() && i / every < count; i += every) {
    const uint32_t bits = UINT32_C(0x7FC00000) | static_cast<uint32_t>(i % 0x3FFFFF + 1) | (i % 2 != 0 ? 1u << 31 : 0);
    std::memcpy(&v[i], &bits, sizeof(float));
  }
}

// The three operators of a block (ReLU6 after the expansion and the depthwise layer, a linear
// projection, as MobileNetV2; no expansion operator for a block without one), created from one seed.
struct Parts {
  Operator expand, depthwise, project;
  size_t output_height, output_width;

  // nans: every third weight of the first depthwise channel a NaN of a payload of its own.
  Parts(const Block& b, uint64_t seed, bool nans = false) {
    std::mt19937_64 rng(seed);
    const std::vector<float> we = Pruned(rng, b.expanded, b.input_channels, b.sparsity, 0.5f);
    const std::vector<float> be = Uniform(rng, b.expanded, -0.1f, 0.1f);
    std::vector<float> wd = Uniform(rng, b.expanded * b.kernel * b.kernel, -0.5f, 0.5f);
    if (nans) AddNaNs(wd, 3, (b.kernel * b.kernel + 2) / 3);
    const std::vector<float> bd = Uniform(rng, b.expanded, -0.1f, 0.1f);
    const std::vector<float> wp = Pruned(rng, b.output_channels, b.expanded, b.sparsity, 0.5f);
    const std::vector<float> bp = Uniform(rng, b.output_channels, -0.1f, 0.1f);
    const uint32_t pad = static_cast<uint32_t>(b.kernel / 2);
    const uint32_t k = static_cast<uint32_t>(b.kernel), s = static_cast<uint32_t>(b.stride);
    sprt_operator_t e = nullptr, d = nullptr, p = nullptr;
    if (b.expansion) {
      EXPECT_EQ(sprt_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, b.input_channels, b.expanded,
                                                   b.input_channels, b.expanded, we.data(), be.data(), 0.0f, 6.0f, 0,
                                                   &e),
                sprt_status_success);
    } else {
      EXPECT_EQ(b.expanded, b.input_channels);
    }
    EXPECT_EQ(sprt_create_convolution2d_nchw_f32(b.padding_top, pad, pad, pad, k, k, s, s, 1, 1,
                                                 static_cast<uint32_t>(b.expanded), 1, 1, b.expanded, b.expanded,
                                                 wd.data(), bd.data(), 0.0f, 6.0f, SPRT_FLAG_DEPTHWISE_CONVOLUTION,
                                                 &d),
              sprt_status_success);
    EXPECT_EQ(sprt_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, b.expanded, b.output_channels,
                                                 b.expanded, b.output_channels, wp.data(), bp.data(), -INFINITY,
                                                 INFINITY, 0, &p),
              sprt_status_success);
    expand.reset(e);
    depthwise.reset(d);
    project.reset(p);
    output_height = (b.padding_top + b.height + pad - b.kernel) / b.stride + 1;
    output_width = (b.width + 2 * pad - b.kernel) / b.stride + 1;
  }

  // The fused operator of these parts; null (the failure recorded) where creation fails.
  Operator Fuse(uint32_t flags = 0) const {
    sprt_operator_t op = nullptr;
    EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(expand.get(), depthwise.get(), project.get(), flags, &op),
              sprt_status_success);
    return Operator(op);
  }
};

// The operators one after the other.
std::vector<float> RunApart(const Block& b, Parts& parts, size_t batch, const std::vector<float>& input,
                            pthreadpool_t pool) {
  std::vector<float> expanded(batch * b.expanded * b.height * b.width);
  std::vector<float> depthwise(batch * b.expanded * parts.output_height * parts.output_width);
  std::vector<float> output(batch * b.output_channels * parts.output_height * parts.output_width);
  if (b.expansion) {
    EXPECT_EQ(sprt_setup_convolution2d_nchw_f32(parts.expand.get(), batch, b.height, b.width, input.data(),
                                                expanded.data(), pool),
              sprt_status_success);
  }
  EXPECT_EQ(sprt_setup_convolution2d_nchw_f32(parts.depthwise.get(), batch, b.height, b.width,
                                              b.expansion ? expanded.data() : input.data(), depthwise.data(), pool),
            sprt_status_success);
  EXPECT_EQ(sprt_setup_convolution2d_nchw_f32(parts.project.get(), batch, parts.output_height, parts.output_width,
                                              depthwise.data(), output.data(), pool),
            sprt_status_success);
  if (b.expansion) {
    EXPECT_EQ(sprt_run_operator(parts.expand.get(), pool), sprt_status_success);
  }
  EXPECT_EQ(sprt_run_operator(parts.depthwise.get(), pool), sprt_status_success);
  EXPECT_EQ(sprt_run_operator(parts.project.get(), pool), sprt_status_success);
  return output;
}

class InvertedBottleneckTest : public testing::TestWithParam<Block> {
 protected:
  void SetUp() override {
    ASSERT_EQ(sprt_initialize(), sprt_status_success);
    if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  }
};

TEST_P(InvertedBottleneckTest, matches_the_three_operators_bit_for_bit) {
  const Block& b = GetParam();
  for (size_t batch : {1, 2}) {
    std::mt19937_64 rng(batch);
    const std::vector<float> input = Uniform(rng, batch * b.input_channels * b.height * b.width, -1.0f, 2.0f);
    for (size_t threads : {0, 1, 2, 3, 4}) {
      SCOPED_TRACE(testing::Message() << "batch " << batch << ", threads " << threads);
      Pool pool = MakePool(threads);
      Parts parts(b, 7);
      const std::vector<float> expected = RunApart(b, parts, batch, input, pool.get());
      Operator fused = parts.Fuse();
      ASSERT_NE(fused, nullptr);
      std::vector<float> expanded(batch * b.expanded * b.height * b.width + 4);
      std::vector<float> depthwise(batch * b.expanded * parts.output_height * parts.output_width + 4);
      // The workspace the query asks for (none where the bands never pay), 64-byte aligned.
      bool bands = false;
      size_t workspace_bytes = 0;
      ASSERT_EQ(sprt_inverted_bottleneck_runs_in_bands(fused.get(), batch, b.height, b.width, SIZE_MAX, pool.get(),
                                                       &bands, &workspace_bytes),
                sprt_status_success);
      EXPECT_EQ(bands, workspace_bytes != 0);
      std::vector<float> workspace_floats(workspace_bytes / sizeof(float) + 16);
      const uintptr_t aligned = (reinterpret_cast<uintptr_t>(workspace_floats.data()) + 63) & ~uintptr_t{63};
      float* const workspace = workspace_bytes == 0 ? nullptr : reinterpret_cast<float*>(aligned);
      for (int way : {0, 1, 2}) {
        const bool buffers = way != 0;
        SCOPED_TRACE(way == 0 ? "bands" : way == 1 ? "intermediate buffers given" : "buffers and a workspace");
        // Poisoned, so that an output the fused run misses shows.
        std::vector<float> output(expected.size(), std::nanf(""));
        ASSERT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), batch, b.height, b.width, input.data(),
                                                          output.data(),
                                                          buffers && b.expansion ? expanded.data() : nullptr,
                                                          buffers ? depthwise.data() : nullptr,
                                                          way == 2 ? workspace : nullptr,
                                                          way == 2 ? workspace_bytes : 0, pool.get()),
                  sprt_status_success);
        ASSERT_EQ(sprt_run_operator(fused.get(), pool.get()), sprt_status_success);
        size_t mismatches = 0, nonzero = 0;
        for (size_t i = 0; i < output.size(); i++) {
          mismatches += std::memcmp(&output[i], &expected[i], sizeof(float)) != 0;
          nonzero += expected[i] != 0.0f;
        }
        EXPECT_EQ(mismatches, 0u) << "of " << output.size();
        EXPECT_GT(nonzero, output.size() / 2);  // a block that computes something
        // A second run over the same buffers gives the same bits (slots reused, nothing left over).
        std::fill(output.begin(), output.end(), std::nanf(""));
        ASSERT_EQ(sprt_run_operator(fused.get(), pool.get()), sprt_status_success);
        EXPECT_EQ(std::memcmp(output.data(), expected.data(), output.size() * sizeof(float)), 0);
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Blocks, InvertedBottleneckTest,
    testing::Values(Block{16, 112, 112, 96, 3, 2, 24, 1, 0.8},   // MobileNetV2 b2 (112x112 rows: aligned)
                    Block{24, 56, 56, 144, 3, 1, 24, 1, 0.8},    // b3 (224-byte rows: bands from even rows)
                    Block{24, 56, 56, 144, 5, 2, 40, 2, 0.9},    // EfficientNet-Lite0 b4, 5x5 stride 2
                    Block{40, 28, 28, 240, 5, 1, 40, 2, 0.8},    // 5x5 stride 1
                    Block{64, 14, 14, 384, 3, 1, 64, 1, 0.8},    // misaligned planes, rows copied
                    Block{80, 14, 14, 480, 5, 1, 112, 2, 0.8},   // EfficientNet-Lite0 b9: 2 bands recompute 29%
                    Block{40, 28, 28, 240, 3, 2, 80, 0, 0.8},    // EfficientNet-Lite0 b5: bands share lines
                    Block{160, 7, 7, 960, 3, 1, 160, 1, 0.9},    // chunks of input channels
                    Block{9, 13, 17, 40, 3, 2, 12, 0, 0.7},      // odd sizes, top padding 0
                    Block{3, 1, 1, 8, 3, 1, 5, 1, 0.5},          // one pixel
                    Block{5, 2, 3, 7, 5, 2, 3, 1, 0.5},          // a 5x5 window larger than the plane
                    // Without expansion: MobileNetV2 b1 (the depthwise layer reads the input's rows),
                    // misaligned planes, odd sizes with stride 2.
                    Block{32, 112, 112, 32, 3, 1, 16, 1, 0.8, false}, Block{64, 14, 14, 64, 5, 1, 24, 2, 0.8, false},
                    Block{6, 9, 11, 6, 3, 2, 4, 0, 0.7, false}));

// A plan places its buffers by what sprt_inverted_bottleneck_runs_in_bands answers (models/network.cc):
// setup, given the workspace bytes it asked for and a 64-byte aligned input, must then run the way
// it said, as its operator info names it. In bands the depthwise buffer of a block with an expansion
// is never written, nor on several threads the expanded buffer (the slots go to the workspace, also
// where they would fit the expanded buffer, as MobileNetV2's b4 here); apart the depthwise layer
// writes it, unless it writes aligned rows to the operator's workspace. Blocks whose bands stage
// their output (they add their input, their planes or bands are not whole cache lines) are among
// them.
TEST(InvertedBottleneck, runs_the_way_the_bands_query_says) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  for (const Block& b : {Block{40, 28, 28, 240, 3, 2, 80, 0, 0.8}, Block{40, 28, 28, 240, 5, 1, 40, 2, 0.8},
                         Block{64, 14, 14, 384, 3, 1, 64, 1, 0.8}, Block{96, 14, 14, 576, 3, 1, 96, 1, 0.8},
                         Block{160, 7, 7, 960, 3, 1, 160, 1, 0.9}, Block{24, 56, 56, 144, 3, 1, 24, 1, 0.8},
                         Block{24, 56, 56, 144, 3, 2, 32, 1, 0.8}}) {
    for (uint32_t flags : {0u, static_cast<uint32_t>(SPRT_FLAG_ADD_BLOCK_INPUT)}) {
      if (flags != 0 && (b.stride != 1 || b.output_channels != b.input_channels)) continue;
      for (size_t threads : {1, 2, 3}) {
        SCOPED_TRACE(testing::Message() << b.height << "x" << b.width << ", " << b.input_channels << " -> "
                                        << b.expanded << " -> " << b.output_channels << ", flags " << flags
                                        << ", threads " << threads);
        Pool pool = MakePool(threads);
        Parts parts(b, 3);
        Operator fused = parts.Fuse(flags);
        ASSERT_NE(fused, nullptr);
        bool bands = false;
        size_t workspace_bytes = 0;
        ASSERT_EQ(sprt_inverted_bottleneck_runs_in_bands(fused.get(), 1, b.height, b.width, SIZE_MAX, pool.get(),
                                                         &bands, &workspace_bytes),
                  sprt_status_success);
        // One buffer, 64-byte aligned: input, output, expanded, depthwise and workspace in turn.
        const size_t in = b.input_channels * b.height * b.width;
        const size_t out = b.output_channels * parts.output_height * parts.output_width;
        const size_t ex = b.expanded * b.height * b.width;
        const size_t dw = b.expanded * parts.output_height * parts.output_width;
        auto lines = [](size_t floats) { return (floats + 15) / 16 * 16; };
        std::vector<float> memory(lines(in) + lines(out) + lines(ex) + lines(dw) + workspace_bytes / 4 + 32);
        const uintptr_t aligned = (reinterpret_cast<uintptr_t>(memory.data()) + 63) & ~uintptr_t{63};
        float* const base = reinterpret_cast<float*>(aligned);
        float* const input = base;
        float* const output = input + lines(in);
        float* const expanded = output + lines(out);
        float* const depthwise = expanded + lines(ex);
        float* const workspace = depthwise + lines(dw);
        std::mt19937_64 rng(threads);
        const std::vector<float> x = Uniform(rng, in, -1.0f, 2.0f);
        std::copy(x.begin(), x.end(), input);
        std::fill(depthwise, depthwise + dw, std::nanf(""));
        std::fill(expanded, expanded + ex, std::nanf(""));
        ASSERT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, b.height, b.width, input, output, expanded,
                                                          depthwise, workspace_bytes != 0 ? workspace : nullptr,
                                                          workspace_bytes, pool.get()),
                  sprt_status_success);
        ASSERT_EQ(sprt_run_operator(fused.get(), pool.get()), sprt_status_success);
        const std::string schedule = Schedule(fused.get());
        EXPECT_EQ(schedule == "bands", bands) << schedule;
        // The bands and the aligned rows leave the caller's depthwise buffer alone; the rest write it.
        const bool aligned_rows = schedule.find("aligned rows") != std::string::npos;
        const size_t untouched =
            static_cast<size_t>(std::count_if(depthwise, depthwise + dw, [](float v) { return std::isnan(v); }));
        EXPECT_EQ(untouched, bands || aligned_rows ? dw : 0) << schedule;
        if (bands && threads > 1) {
          EXPECT_TRUE(std::all_of(expanded, expanded + ex, [](float v) { return std::isnan(v); })) << schedule;
        }
      }
    }
  }
}

// The bands' slots under an L2 size set for the test (setup reads it): where slots of half the L2
// would compute too many expanded rows twice and the expanded tensor leaves L2, slots of up to the
// whole L2 (MobileNetV2's b3, 1.8 MB expanded: in half of a 1 MB L2 ten bands of 6 rows, 48% more
// expanded rows; in the whole of it four of 14, 16%; half of 2 MB holds those already); on one
// thread, one band of a misaligned plane where its slot fits the whole L2 (a 14x14 block, 0.7 MB);
// with 256 KB both run apart. On two threads, where half of a 1 MB L2 leaves bands that never pay,
// slots of up to three quarters of it where those recompute at most 20% (MobileNetV2's b5 and b12:
// 0.78 and 0.65 MB, 11% and 14%), not EfficientNet-Lite0's b5 (1 MB) nor its 14x14 5x5 b10 (29%),
// which half of 2 MB holds. Each adds its input, bit for bit.
TEST(InvertedBottleneck, band_slots_take_up_to_the_whole_l2) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  const Block b3{24, 56, 56, 144, 3, 1, 24, 1, 0.8}, b8{64, 14, 14, 384, 3, 1, 64, 1, 0.8};
  const Block b5{32, 28, 28, 192, 3, 1, 32, 1, 0.8}, b12{96, 14, 14, 576, 3, 1, 96, 1, 0.8};
  const Block lite_b5{40, 28, 28, 240, 5, 1, 40, 2, 0.8}, lite_b10{112, 14, 14, 672, 5, 1, 112, 2, 0.8};
  struct Case {
    Block block;
    size_t l2_bytes, threads;
    bool bands, over_half;  // over_half: a slot larger than half the L2
  };
  for (const Case& c : {Case{b3, 2 << 20, 1, true, false}, Case{b3, 2 << 20, 2, true, false},
                        Case{b3, 1 << 20, 1, true, true}, Case{b3, 1 << 20, 2, true, true},
                        Case{b3, 1 << 18, 1, false, false}, Case{b3, 1 << 18, 2, false, false},
                        Case{b8, 1 << 20, 1, true, true}, Case{b8, 1 << 20, 2, true, false},
                        Case{b8, 1 << 18, 1, false, false},
                        Case{b5, 1 << 20, 2, true, true}, Case{b5, 2 << 20, 2, true, false},
                        Case{b12, 1 << 20, 2, true, true}, Case{b12, 2 << 20, 2, true, false},
                        Case{lite_b5, 1 << 20, 2, false, false}, Case{lite_b5, 2 << 20, 2, true, false},
                        Case{lite_b10, 1 << 20, 2, false, false}, Case{lite_b10, 2 << 20, 2, true, false}}) {
    const Block& b = c.block;
    SCOPED_TRACE(testing::Message() << b.height << "x" << b.width << ", L2 " << c.l2_bytes << " bytes, threads "
                                    << c.threads);
    const ScopedL2Bytes l2(c.l2_bytes);
    Pool pool = MakePool(c.threads);
    Parts parts(b, 11);
    std::mt19937_64 rng(c.threads);
    const std::vector<float> input = Uniform(rng, b.input_channels * b.height * b.width, -1.0f, 2.0f);
    const std::vector<float> expected = RunApart(b, parts, 1, input, pool.get());
    Operator fused = parts.Fuse(SPRT_FLAG_ADD_BLOCK_INPUT);
    ASSERT_NE(fused, nullptr);
    bool bands = false;
    size_t workspace_bytes = 0;
    ASSERT_EQ(sprt_inverted_bottleneck_runs_in_bands(fused.get(), 1, b.height, b.width, SIZE_MAX, pool.get(), &bands,
                                                     &workspace_bytes),
              sprt_status_success);
    EXPECT_EQ(bands, c.bands);
    if (c.bands) {  // one slot per thread
      const size_t slot_bytes = workspace_bytes / c.threads;
      EXPECT_EQ(slot_bytes > c.l2_bytes / 2, c.over_half) << slot_bytes;
      EXPECT_LE(slot_bytes, c.l2_bytes);
    }
    std::vector<float> expanded(b.expanded * b.height * b.width), depthwise(expanded.size());
    std::vector<float> workspace_floats(workspace_bytes / sizeof(float) + 16);
    const uintptr_t aligned = (reinterpret_cast<uintptr_t>(workspace_floats.data()) + 63) & ~uintptr_t{63};
    float* const workspace = workspace_bytes != 0 ? reinterpret_cast<float*>(aligned) : nullptr;
    // The input 64-byte aligned, as the query takes it (28x28 and 56x56 planes then start on lines).
    std::vector<float> input_floats(input.size() + 16);
    float* const aligned_input = reinterpret_cast<float*>(
        (reinterpret_cast<uintptr_t>(input_floats.data()) + 63) & ~uintptr_t{63});
    std::copy(input.begin(), input.end(), aligned_input);
    std::vector<float> output(input.size(), std::nanf(""));
    ASSERT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, b.height, b.width, aligned_input, output.data(),
                                                      expanded.data(), depthwise.data(), workspace, workspace_bytes,
                                                      pool.get()),
              sprt_status_success);
    ASSERT_EQ(sprt_run_operator(fused.get(), pool.get()), sprt_status_success);
    const std::string schedule = Schedule(fused.get());
    EXPECT_EQ(schedule == "bands", c.bands) << schedule;
    size_t mismatches = 0;
    for (size_t i = 0; i < output.size(); i++) {
      const float sum = expected[i] + input[i];
      mismatches += std::memcmp(&output[i], &sum, sizeof(float)) != 0;
    }
    EXPECT_EQ(mismatches, 0u) << "of " << output.size();
  }
}

// A runtime's arena may put a block's output over its input (dead, as far as the unfused layers go,
// once the expansion has read it). Given the intermediate buffers, the fused operator then writes
// its bands to the depthwise buffer and copies them over, or runs the operators apart: either way
// the three operators' bits. Without them it refuses.
TEST(InvertedBottleneck, output_over_its_input_with_the_intermediate_buffers) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  for (const Block& b : {Block{16, 112, 112, 96, 3, 2, 24, 1, 0.8}, Block{24, 28, 28, 144, 3, 1, 24, 1, 0.8},
                         Block{8, 30, 30, 48, 5, 1, 8, 2, 0.8}, Block{16, 56, 56, 16, 3, 1, 8, 1, 0.8, false}}) {
    for (size_t threads : {0, 2}) {
      SCOPED_TRACE(testing::Message() << b.height << "x" << b.width << ", threads " << threads);
      Pool pool = MakePool(threads);
      Parts parts(b, 3);
      std::mt19937_64 rng(4);
      const std::vector<float> input = Uniform(rng, b.input_channels * b.height * b.width, -1.0f, 2.0f);
      const std::vector<float> expected = RunApart(b, parts, 1, input, pool.get());
      Operator fused = parts.Fuse();
      ASSERT_NE(fused, nullptr);
      // One buffer: the input, and the output from its start (the output is the smaller one here,
      // or they overlap in part).
      std::vector<float> shared(std::max(input.size(), expected.size()) + 16);
      std::vector<float> expanded(b.expanded * b.height * b.width + 4);
      std::vector<float> depthwise(b.expanded * parts.output_height * parts.output_width + 4);
      for (size_t offset : {size_t{0}, input.size() / 2}) {
        std::vector<float> buffer(shared.size() + offset);
        std::copy(input.begin(), input.end(), buffer.begin());
        float* output = buffer.data() + offset;
        ASSERT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, b.height, b.width, buffer.data(), output,
                                                          b.expansion ? expanded.data() : nullptr, depthwise.data(),
                                                          nullptr, 0, pool.get()),
                  sprt_status_success);
        ASSERT_EQ(sprt_run_operator(fused.get(), pool.get()), sprt_status_success);
        EXPECT_EQ(std::memcmp(output, expected.data(), expected.size() * sizeof(float)), 0) << "offset " << offset;
        EXPECT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, b.height, b.width, buffer.data(), output,
                                                          nullptr, nullptr, nullptr, 0, pool.get()),
                  sprt_status_invalid_parameter);
      }
    }
  }
}

// The unfused layers' lifetimes let an arena put the depthwise buffer over the block's input (dead
// once the expansion has read it): run apart, the depthwise layer may write it only after the whole
// expansion has run (or write aligned rows elsewhere), and the fused operator gives the three
// operators' bits there too.
TEST(InvertedBottleneck, depthwise_buffer_over_its_input_when_run_apart) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  // Apart: 7x7 planes (on 2 and 3 threads bands under a tile), 14x14 on 3 threads (likewise), both
  // written to aligned rows; 28x28 (whole cache lines: the caller's buffer) on one thread. No workspace
  // is given, which also keeps the one-thread cases apart.
  for (const Block& b : {Block{160, 7, 7, 960, 3, 1, 160, 1, 0.8}, Block{64, 14, 14, 384, 3, 1, 96, 1, 0.8},
                         Block{32, 28, 28, 192, 3, 1, 64, 1, 0.8}}) {
    for (size_t threads : {0, 2, 3}) {
      SCOPED_TRACE(testing::Message() << b.height << "x" << b.width << ", threads " << threads);
      Pool pool = MakePool(threads);
      Parts parts(b, 5);
      std::mt19937_64 rng(6);
      const std::vector<float> input = Uniform(rng, b.input_channels * b.height * b.width, -1.0f, 2.0f);
      const std::vector<float> expected = RunApart(b, parts, 1, input, pool.get());
      Operator fused = parts.Fuse();
      ASSERT_NE(fused, nullptr);
      const size_t depthwise_floats = b.expanded * parts.output_height * parts.output_width;
      std::vector<float> expanded(b.expanded * b.height * b.width + 4);
      for (size_t offset : {size_t{0}, input.size() / 2}) {
        std::vector<float> buffer(std::max(input.size(), offset + depthwise_floats) + 16);
        std::copy(input.begin(), input.end(), buffer.begin());
        std::vector<float> output(expected.size(), std::nanf(""));
        ASSERT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, b.height, b.width, buffer.data(),
                                                          output.data(), expanded.data(), buffer.data() + offset,
                                                          nullptr, 0, pool.get()),
                  sprt_status_success);
        ASSERT_EQ(sprt_run_operator(fused.get(), pool.get()), sprt_status_success);
        EXPECT_EQ(std::memcmp(output.data(), expected.data(), expected.size() * sizeof(float)), 0)
            << "offset " << offset;
      }
    }
  }
}

// Blocks of a plan share one workspace (they run one at a time): each run leaves the others' results
// alone, whichever pool runs them (set up for 2 threads, run on 3 or on the caller's). With 2 MB of L2
// both blocks run in bands on 2 threads (with 1 MB the 28x28 one would recompute too much and run
// apart).
TEST(InvertedBottleneck, blocks_share_a_workspace) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  const ScopedL2Bytes l2(2 << 20);
  const Block blocks[2] = {Block{32, 28, 28, 192, 3, 1, 32, 1, 0.8}, Block{64, 14, 14, 384, 3, 1, 96, 1, 0.8}};
  Pool two = MakePool(2), three = MakePool(3);
  std::vector<std::unique_ptr<Parts>> parts;
  std::vector<Operator> fused;
  std::vector<std::vector<float>> inputs, expected, expanded, depthwise;
  size_t workspace_bytes = 0;
  for (const Block& b : blocks) {
    parts.push_back(std::make_unique<Parts>(b, 11));
    std::mt19937_64 rng(12);
    inputs.push_back(Uniform(rng, b.input_channels * b.height * b.width, -1.0f, 2.0f));
    expected.push_back(RunApart(b, *parts.back(), 1, inputs.back(), two.get()));
    fused.push_back(parts.back()->Fuse());
    ASSERT_NE(fused.back(), nullptr);
    sprt_operator_t op = fused.back().get();
    bool bands = false;
    size_t bytes = 0;
    ASSERT_EQ(sprt_inverted_bottleneck_runs_in_bands(op, 1, b.height, b.width, SIZE_MAX, two.get(), &bands, &bytes),
              sprt_status_success);
    EXPECT_TRUE(bands) << "on 2 threads with a workspace: " << b.height << "x" << b.width;
    workspace_bytes = std::max(workspace_bytes, bytes);
    expanded.emplace_back(b.expanded * b.height * b.width + 4);
    depthwise.emplace_back(b.expanded * parts.back()->output_height * parts.back()->output_width + 4);
  }
  ASSERT_GT(workspace_bytes, 0u);
  std::vector<float> storage(workspace_bytes / sizeof(float) + 16);
  void* const workspace = reinterpret_cast<void*>((reinterpret_cast<uintptr_t>(storage.data()) + 63) & ~uintptr_t{63});
  std::vector<std::vector<float>> outputs;
  for (size_t i = 0; i < 2; i++) {
    outputs.emplace_back(expected[i].size(), std::nanf(""));
    ASSERT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused[i].get(), 1, blocks[i].height, blocks[i].width,
                                                      inputs[i].data(), outputs[i].data(), expanded[i].data(),
                                                      depthwise[i].data(), workspace, workspace_bytes, two.get()),
              sprt_status_success);
  }
  for (pthreadpool_t pool : {two.get(), three.get(), static_cast<pthreadpool_t>(nullptr)}) {
    for (size_t i : {0, 1, 0}) {
      std::fill(outputs[i].begin(), outputs[i].end(), std::nanf(""));
      ASSERT_EQ(sprt_run_operator(fused[i].get(), pool), sprt_status_success);
      EXPECT_EQ(std::memcmp(outputs[i].data(), expected[i].data(), expected[i].size() * sizeof(float)), 0)
          << "block " << i;
    }
  }
}

// SPRT_FLAG_ADD_BLOCK_INPUT: the block's output plus its input, bit for bit what the three operators
// and a separate add give (batches of 1 and 2 on 0-3 threads, in bands, with the buffers and with a
// workspace; run apart, the projection's units add it).
TEST(InvertedBottleneck, adds_the_block_input) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  for (const Block& b : {Block{24, 56, 56, 144, 3, 1, 24, 1, 0.8}, Block{40, 28, 28, 240, 5, 1, 40, 2, 0.8},
                         Block{64, 14, 14, 384, 3, 1, 64, 1, 0.8}, Block{160, 7, 7, 960, 3, 1, 160, 1, 0.9},
                         Block{12, 13, 17, 40, 3, 1, 12, 1, 0.7}, Block{16, 20, 20, 16, 3, 1, 16, 1, 0.5, false}}) {
    for (size_t batch : {1, 2}) {
      for (size_t threads : {0, 1, 2, 3}) {
        SCOPED_TRACE(testing::Message() << b.input_channels << "x" << b.height << "x" << b.width << " "
                                        << b.kernel << "x" << b.kernel << ", batch " << batch << ", threads "
                                        << threads);
        Pool pool = MakePool(threads);
        Parts parts(b, 31);
        std::mt19937_64 rng(32);
        const std::vector<float> input = Uniform(rng, batch * b.input_channels * b.height * b.width, -1.0f, 2.0f);
        std::vector<float> expected = RunApart(b, parts, batch, input, pool.get());
        ASSERT_EQ(expected.size(), input.size());
        for (size_t i = 0; i < expected.size(); i++) expected[i] = expected[i] + input[i];
        Operator fused = parts.Fuse(SPRT_FLAG_ADD_BLOCK_INPUT);
        ASSERT_NE(fused, nullptr);
        bool bands = false;
        size_t workspace_bytes = 0;
        ASSERT_EQ(sprt_inverted_bottleneck_runs_in_bands(fused.get(), batch, b.height, b.width, SIZE_MAX, pool.get(),
                                                         &bands, &workspace_bytes),
                  sprt_status_success);
        std::vector<float> workspace_floats(workspace_bytes / sizeof(float) + 16);
        const uintptr_t aligned = (reinterpret_cast<uintptr_t>(workspace_floats.data()) + 63) & ~uintptr_t{63};
        float* const workspace = workspace_bytes == 0 ? nullptr : reinterpret_cast<float*>(aligned);
        std::vector<float> expanded(batch * b.expanded * b.height * b.width + 4), depthwise(expanded.size());
        for (int way : {0, 1, 2}) {
          SCOPED_TRACE(way == 0 ? "bands" : way == 1 ? "intermediate buffers given" : "buffers and a workspace");
          std::vector<float> output(expected.size(), std::nanf(""));
          ASSERT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(
                        fused.get(), batch, b.height, b.width, input.data(), output.data(),
                        way != 0 && b.expansion ? expanded.data() : nullptr, way != 0 ? depthwise.data() : nullptr,
                        way == 2 ? workspace : nullptr, way == 2 ? workspace_bytes : 0, pool.get()),
                    sprt_status_success);
          ASSERT_EQ(sprt_run_operator(fused.get(), pool.get()), sprt_status_success);
          EXPECT_EQ(std::memcmp(output.data(), expected.data(), output.size() * sizeof(float)), 0);
        }
        // The input must stay: no output over it.
        std::vector<float> shared(input);
        EXPECT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), batch, b.height, b.width, shared.data(),
                                                          shared.data(), b.expansion ? expanded.data() : nullptr,
                                                          depthwise.data(), nullptr, 0, pool.get()),
                  sprt_status_invalid_parameter);
      }
    }
  }
  // Buffers placed as XNNPACK's runtime may place them (the add's output over a depthwise buffer it
  // considers dead). Where the block runs as its operators (7x7 on one thread, which the rule runs
  // apart): the output over the depthwise buffer runs, the projection writing to the expanded buffer
  // first; an expanded buffer over the input, an output over both intermediate buffers, or over the
  // depthwise buffer where the expanded one overlaps it, is refused.
  // In bands (a 56x56 block, whose 1.8 MB expanded tensor leaves L2) all run, the band buffers kept
  // off input and output. Planned for 2 MB of L2 (with 512 KB the 56x56 block runs apart too).
  const ScopedL2Bytes l2(2 << 20);
  for (const Block& b : {Block{160, 7, 7, 960, 3, 1, 160, 1, 0.9}, Block{24, 56, 56, 144, 3, 1, 24, 1, 0.8}}) {
    const bool apart = b.height == 7;
    Parts parts(b, 34);
    std::mt19937_64 rng(35);
    const size_t plane = b.height * b.width;
    std::vector<float> input = Uniform(rng, b.input_channels * plane, -1.0f, 2.0f);
    std::vector<float> expected = RunApart(b, parts, 1, input, nullptr);
    for (size_t i = 0; i < expected.size(); i++) expected[i] = expected[i] + input[i];
    Operator fused = parts.Fuse(SPRT_FLAG_ADD_BLOCK_INPUT);
    ASSERT_NE(fused, nullptr);
    const size_t intermediate = b.expanded * plane + 16;  // floats, 64-byte multiples
    enum Placement { kExpandedOverInput, kOutputOverDepthwise, kOutputOverBoth, kBuffersOverlapping };
    for (Placement placement : {kExpandedOverInput, kOutputOverDepthwise, kOutputOverBoth, kBuffersOverlapping}) {
      SCOPED_TRACE(placement == kExpandedOverInput     ? "expanded buffer over the input"
                   : placement == kOutputOverDepthwise ? "output a plane into the depthwise buffer"
                   : placement == kOutputOverBoth      ? "output over the end of the expanded buffer and the "
                                                         "depthwise buffer"
                                                       : "output a plane into the depthwise buffer, the "
                                                         "expanded buffer over the depthwise buffer's start");
      // One arena: [expanded][depthwise] (kBuffersOverlapping: the expanded buffer a plane later), the
      // input at the expanded buffer's start (kExpandedOverInput) or apart, the output apart or at the
      // offset the case names.
      std::vector<float> arena(2 * intermediate), apart_input(input), apart_output(expected.size());
      float* const expanded = arena.data() + (placement == kBuffersOverlapping ? plane : 0);
      float* const depthwise = arena.data() + intermediate;
      float* in = apart_input.data();
      if (placement == kExpandedOverInput) in = std::copy(input.begin(), input.end(), expanded) - input.size();
      float* const out = placement == kOutputOverDepthwise || placement == kBuffersOverlapping ? depthwise + plane
                         : placement == kOutputOverBoth    ? depthwise - plane
                                                           : apart_output.data();
      const sprt_status status = sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, b.height, b.width, in, out,
                                                                        expanded, depthwise, nullptr, 0, nullptr);
      if (apart && placement != kOutputOverDepthwise) {
        EXPECT_EQ(status, sprt_status_invalid_parameter);
        continue;
      }
      ASSERT_EQ(status, sprt_status_success);
      ASSERT_EQ(sprt_run_operator(fused.get(), nullptr), sprt_status_success);
      EXPECT_EQ(std::memcmp(out, expected.data(), expected.size() * sizeof(float)), 0);
    }
  }
  // Without an expansion there is no buffer to put the projection in: the output over the depthwise
  // buffer is refused where the block runs as its operators (a small one given its buffer).
  {
    const Block b{16, 20, 20, 16, 3, 1, 16, 1, 0.5, false};
    Parts parts(b, 36);
    const size_t plane = b.height * b.width;
    const std::vector<float> input(b.input_channels * plane, 1.0f);
    std::vector<float> depthwise(b.expanded * plane + 2 * plane + 16);
    Operator fused = parts.Fuse(SPRT_FLAG_ADD_BLOCK_INPUT);
    ASSERT_NE(fused, nullptr);
    bool bands = true;
    ASSERT_EQ(sprt_inverted_bottleneck_runs_in_bands(fused.get(), 1, b.height, b.width, 0, nullptr, &bands, nullptr),
              sprt_status_success);
    ASSERT_FALSE(bands);
    EXPECT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, b.height, b.width, input.data(),
                                                      depthwise.data() + plane, nullptr, depthwise.data(), nullptr, 0,
                                                      nullptr),
              sprt_status_invalid_parameter);
  }
  // Blocks whose output is not the input's shape: stride 2 (top padding 1 and 0), other output channels.
  for (const Block& b : {Block{16, 16, 16, 32, 3, 2, 16, 1, 0.5}, Block{16, 16, 16, 32, 3, 2, 16, 0, 0.5},
                         Block{16, 16, 16, 32, 3, 1, 24, 1, 0.5}, Block{16, 16, 16, 16, 5, 1, 8, 2, 0.5, false}}) {
    Parts parts(b, 33);
    sprt_operator_t fused = nullptr;
    EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(parts.expand.get(), parts.depthwise.get(), parts.project.get(),
                                                       SPRT_FLAG_ADD_BLOCK_INPUT, &fused),
              sprt_status_invalid_parameter)
        << b.kernel << "x" << b.kernel << " stride " << b.stride << ", " << b.output_channels << " outputs";
    EXPECT_EQ(fused, nullptr);
  }
}

// Where NaNs of different payloads meet in a sum, which payload comes out is not specified (IEEE
// 754 leaves it; compilers treat + and * as commutative, and GCC orders the operands of the depthwise
// kernel's unrolled steps differently, so a band's rows can take another weight's NaN than the
// plane's). The rest of the bitwise contract holds: NaN exactly where the operators give NaN, every
// other output bit for bit. inverted-bottleneck-fuzzer found the first such block.
TEST(InvertedBottleneck, nans_of_several_payloads_stay_where_the_operators_put_them) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  size_t nans = 0, finite = 0;
  for (const Block& b : {Block{1, 16, 16, 1, 3, 1, 1, 1, 0.0, false}, Block{8, 40, 40, 8, 3, 1, 8, 1, 0.5, false},
                         Block{8, 40, 40, 48, 5, 2, 8, 2, 0.5}}) {
    std::mt19937_64 rng(21);
    std::vector<float> input = Uniform(rng, b.input_channels * b.height * b.width, -1.0f, 2.0f);
    // NaNs in the last channel (the weights' are in the first), one in 37 values.
    std::vector<float> last(input.end() - b.height * b.width, input.end());
    AddNaNs(last, 37);
    std::copy(last.begin(), last.end(), input.end() - b.height * b.width);
    for (size_t threads : {0, 1, 2, 3}) {
      SCOPED_TRACE(testing::Message() << b.height << "x" << b.width << " " << b.kernel << "x" << b.kernel
                                      << ", threads " << threads);
      Pool pool = MakePool(threads);
      Parts parts(b, 22, /*nans=*/true);
      const std::vector<float> expected = RunApart(b, parts, 1, input, pool.get());
      Operator fused = parts.Fuse();
      ASSERT_NE(fused, nullptr);
      std::vector<float> output(expected.size(), 0.0f);
      ASSERT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, b.height, b.width, input.data(),
                                                        output.data(), nullptr, nullptr, nullptr, 0, pool.get()),
                sprt_status_success);
      ASSERT_EQ(sprt_run_operator(fused.get(), pool.get()), sprt_status_success);
      size_t mismatches = 0;
      for (size_t i = 0; i < output.size(); i++) {
        nans += std::isnan(expected[i]);
        finite += std::isfinite(expected[i]);
        mismatches += std::isnan(expected[i]) ? !std::isnan(output[i])
                                              : std::memcmp(&output[i], &expected[i], sizeof(float)) != 0;
      }
      EXPECT_EQ(mismatches, 0u) << "of " << output.size();
    }
  }
  EXPECT_GT(nans, 0u);
  EXPECT_GT(finite, 0u);
}

TEST(InvertedBottleneck, refuses_operators_that_do_not_form_a_block) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  const Block b{8, 8, 8, 16, 3, 1, 8, 1, 0.5};
  Parts parts(b, 1);
  Parts other(Block{8, 8, 8, 24, 3, 1, 8, 1, 0.5}, 2);
  sprt_operator_t fused = nullptr;
  EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(parts.expand.get(), parts.depthwise.get(), parts.project.get(),
                                                     0, nullptr),
            sprt_status_invalid_parameter);
  EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(parts.expand.get(), nullptr, parts.project.get(), 0, &fused),
            sprt_status_invalid_parameter);
  EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(parts.expand.get(), parts.depthwise.get(), nullptr, 0, &fused),
            sprt_status_invalid_parameter);
  // Without expansion the depthwise layer's 24 channels must be the projection's 16 inputs.
  EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(nullptr, other.depthwise.get(), parts.project.get(), 0, &fused),
            sprt_status_invalid_parameter);
  EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(parts.depthwise.get(), parts.depthwise.get(),
                                                     parts.project.get(), 0, &fused),
            sprt_status_invalid_parameter);
  EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(parts.expand.get(), parts.project.get(), parts.project.get(), 0,
                                                     &fused),
            sprt_status_invalid_parameter);
  // 16 expanded channels into a 24-channel depthwise layer.
  EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(parts.expand.get(), other.depthwise.get(), parts.project.get(),
                                                     0, &fused),
            sprt_status_invalid_parameter);
  EXPECT_EQ(sprt_create_inverted_bottleneck_nchw_f32(parts.expand.get(), parts.depthwise.get(), parts.project.get(),
                                                     1, &fused),
            sprt_status_invalid_parameter);
  EXPECT_EQ(fused, nullptr);
}

TEST(InvertedBottleneck, setup_and_run_refuse_what_would_go_wrong) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  if (!DepthwiseKernels()) GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  const Block b{8, 8, 8, 16, 3, 1, 8, 1, 0.5};
  Parts parts(b, 1);
  Operator fused = parts.Fuse();
  ASSERT_NE(fused, nullptr);
  std::vector<float> input(8 * 64, 1.0f), output(8 * 64), expanded(16 * 64 + 4), depthwise(16 * 64 + 4);
  auto setup = [&](sprt_operator_t op, size_t height, const float* in, float* out, float* e = nullptr,
                   float* d = nullptr) {
    return sprt_setup_inverted_bottleneck_nchw_f32(op, 1, height, 8, in, out, e, d, nullptr, 0, nullptr);
  };
  {
    // A block without expansion has no expanded buffer to take.
    Parts no_expansion(Block{16, 8, 8, 16, 3, 1, 8, 1, 0.5, false}, 5);
    sprt_operator_t op = nullptr;
    ASSERT_EQ(sprt_create_inverted_bottleneck_nchw_f32(nullptr, no_expansion.depthwise.get(),
                                                       no_expansion.project.get(), 0, &op),
              sprt_status_success);
    Operator no_expansion_op(op);
    std::vector<float> in16(16 * 64, 1.0f);
    EXPECT_EQ(setup(op, 8, in16.data(), output.data(), expanded.data(), depthwise.data()),
              sprt_status_invalid_parameter);
    EXPECT_EQ(setup(op, 8, in16.data(), output.data(), nullptr, depthwise.data()), sprt_status_success);
    EXPECT_EQ(sprt_run_operator(op, nullptr), sprt_status_success);
  }
  EXPECT_EQ(sprt_run_operator(fused.get(), nullptr), sprt_status_invalid_state);
  EXPECT_EQ(setup(parts.expand.get(), 8, input.data(), output.data()), sprt_status_invalid_parameter);
  EXPECT_EQ(setup(fused.get(), 8, nullptr, output.data()), sprt_status_invalid_parameter);
  EXPECT_EQ(setup(fused.get(), 0, input.data(), output.data()), sprt_status_invalid_parameter);
  EXPECT_EQ(setup(fused.get(), 8, input.data(), output.data(), expanded.data(), nullptr),
            sprt_status_invalid_parameter);
  // Output over the input's last rows.
  std::vector<float> shared(2 * 8 * 64);
  EXPECT_EQ(setup(fused.get(), 8, shared.data(), shared.data() + 8 * 60), sprt_status_invalid_parameter);
  ASSERT_EQ(setup(fused.get(), 8, input.data(), output.data()), sprt_status_success);
  // The parts were set up for the fused operator: alone they are not set up.
  EXPECT_EQ(sprt_run_operator(parts.expand.get(), nullptr), sprt_status_invalid_state);
  EXPECT_EQ(sprt_run_operator(parts.project.get(), nullptr), sprt_status_invalid_state);
  EXPECT_EQ(sprt_run_operator(fused.get(), nullptr), sprt_status_success);
  // A part set up again (other buffers, maybe other offsets): the fused operator refuses to run.
  std::vector<float> other(16 * 64);
  ASSERT_EQ(sprt_setup_convolution2d_nchw_f32(parts.project.get(), 1, 8, 8, other.data(), output.data(), nullptr),
            sprt_status_success);
  EXPECT_EQ(sprt_run_operator(fused.get(), nullptr), sprt_status_invalid_state);
  ASSERT_EQ(setup(fused.get(), 8, input.data(), output.data(), expanded.data(), depthwise.data()),
            sprt_status_success);
  EXPECT_EQ(sprt_run_operator(fused.get(), nullptr), sprt_status_success);
  // An empty batch runs nothing.
  ASSERT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 0, 8, 8, input.data(), output.data(), nullptr,
                                                    nullptr, nullptr, 0, nullptr),
            sprt_status_success);
  EXPECT_EQ(sprt_run_operator(fused.get(), nullptr), sprt_status_success);
  bool bands = true;
  size_t workspace_bytes = 1;
  EXPECT_EQ(sprt_inverted_bottleneck_runs_in_bands(fused.get(), 0, 8, 8, SIZE_MAX, nullptr, &bands, &workspace_bytes),
            sprt_status_success);
  EXPECT_FALSE(bands);
  EXPECT_EQ(workspace_bytes, 0u);
  EXPECT_EQ(sprt_inverted_bottleneck_runs_in_bands(fused.get(), 1, 0, 8, 0, nullptr, &bands, nullptr),
            sprt_status_invalid_parameter);
  EXPECT_EQ(sprt_inverted_bottleneck_runs_in_bands(fused.get(), 1, 8, 8, 0, nullptr, nullptr, nullptr),
            sprt_status_invalid_parameter);
  EXPECT_EQ(sprt_inverted_bottleneck_runs_in_bands(parts.expand.get(), 1, 8, 8, 0, nullptr, &bands, nullptr),
            sprt_status_invalid_parameter);
  // A misaligned workspace, and one over the input that the bands would use (without the
  // intermediate buffers they always run).
  alignas(64) static float scratch[8 * 64 + (1 << 16)];
  std::copy(input.begin(), input.end(), scratch);
  EXPECT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, 8, 8, input.data(), output.data(),
                                                    expanded.data(), depthwise.data(), scratch + 1, 128, nullptr),
            sprt_status_invalid_parameter);
  EXPECT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, 8, 8, scratch, output.data(), nullptr, nullptr,
                                                    scratch, sizeof(scratch), nullptr),
            sprt_status_invalid_parameter);
  EXPECT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused.get(), 1, 8, 8, scratch, output.data(), nullptr, nullptr,
                                                    scratch + 8 * 64, sizeof(scratch) - 8 * 64 * sizeof(float),
                                                    nullptr),
            sprt_status_success);
  EXPECT_EQ(sprt_run_operator(fused.get(), nullptr), sprt_status_success);
  struct sprt_operator_info info = {};
  info.size = sizeof(info);
  ASSERT_EQ(sprt_get_operator_info(fused.get(), &info), sprt_status_success);
  EXPECT_STREQ(info.kind, "inverted bottleneck");
}

}  // namespace
