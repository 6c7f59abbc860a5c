// The 1x1 NCHW convolution operator through the public API only, as a list of cases on
// ConvolutionOperatorTester (test/convolution-operator-tester.h says what every case checks: the
// float64 reference, XNNPACK, bitwise determinism across pools and entry points, padding channels,
// operator info). Cases that need their own data or sequence of calls follow, built from the
// tester's parts.
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
#include <ostream>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <sprt.h>

#include "test/convolution-operator-tester.h"
#include "test/mobilenet-v1-shapes.h"
#include "test/reference.h"
#include "test/sparse-matrix.h"

namespace {

using sprt_test::BitwiseEqual;
using sprt_test::CaseSeed;
using sprt_test::CheckAgainstReference;
using sprt_test::ComputeReference;
using sprt_test::ConvolutionOperatorTester;
using sprt_test::CurrentTestName;
using sprt_test::ExpectConsistentInfo;
using sprt_test::IsSentinel;
using sprt_test::kInf;
using sprt_test::kMobileNetV1PointwiseShapes;
using sprt_test::kSlackFloats;
using sprt_test::ManyThreadPools;
using sprt_test::Operator;
using sprt_test::OperatorInfo;
using sprt_test::OutputView;
using sprt_test::PointwiseShape;
using sprt_test::RandomSparseMatrix;
using sprt_test::Reference;
using sprt_test::SparseMatrix;
using sprt_test::ThreadPool;
using sprt_test::ThreadPools;

using Data = ConvolutionOperatorTester::Data;
using EntryPoints = ConvolutionOperatorTester::EntryPoints;

class OperatorEnvironment : public testing::Environment {
 public:
  void SetUp() override { ASSERT_NO_FATAL_FAILURE(sprt_test::InitializeLibraries()); }
  void TearDown() override { xnn_deinitialize(); }
};

testing::Environment* const g_environment = testing::AddGlobalTestEnvironment(new OperatorEnvironment);

// --- MobileNetV1 1x1 layers at 70/80/90%, batch 1 and 3, unclamped and ~10%-per-end clamped ------

struct MobileNetCase {
  PointwiseShape shape;
  double sparsity;
  size_t batch;
};

std::string MobileNetCaseString(const MobileNetCase& c) {
  return std::to_string(c.shape.size) + "x" + std::to_string(c.shape.size) + "_out" +
         std::to_string(c.shape.output_channels) + "_in" + std::to_string(c.shape.input_channels) + "_sparsity" +
         std::to_string(static_cast<int>(std::lround(c.sparsity * 100))) + "_batch" + std::to_string(c.batch);
}

void PrintTo(const MobileNetCase& c, std::ostream* os) { *os << MobileNetCaseString(c); }

std::vector<MobileNetCase> MobileNetCases() {
  std::vector<MobileNetCase> cases;
  for (const PointwiseShape& shape : kMobileNetV1PointwiseShapes) {
    for (double sparsity : {0.7, 0.8, 0.9}) {
      for (size_t batch : {1, 3}) cases.push_back({shape, sparsity, batch});
    }
  }
  return cases;
}

class MobileNet : public testing::TestWithParam<MobileNetCase> {};

TEST_P(MobileNet, matches_reference_xnnpack_and_itself) {
  const MobileNetCase& param = GetParam();
  for (double clamp_quantile : {0.0, 0.1}) {
    ConvolutionOperatorTester()
        .input_size(param.shape.size, param.shape.size)
        .input_channels(param.shape.input_channels)
        .output_channels(param.shape.output_channels)
        .batch_size(param.batch)
        .sparsity(param.sparsity)
        .clamp_quantile(clamp_quantile)
        .TestNCHWxF32();
  }
}

INSTANTIATE_TEST_SUITE_P(ConvolutionNCHW, MobileNet, testing::ValuesIn(MobileNetCases()),
                         [](const testing::TestParamInfo<MobileNetCase>& info) {
                           return MobileNetCaseString(info.param);
                         });

// --- Edge shapes: pixel counts off every tile width, output channels off every panel height ------

struct EdgeCase {
  size_t height;
  size_t width;
  size_t output_channels;
};

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
  ConvolutionOperatorTester()
      .input_size(GetParam().height, GetParam().width)
      .input_channels(23)
      .output_channels(GetParam().output_channels)
      .batch_size(2)
      .sparsity(0.6)
      .clamp_quantile(0.1)
      .TestNCHWxF32();
}

INSTANTIATE_TEST_SUITE_P(ConvolutionNCHW, EdgeShapes, testing::ValuesIn(EdgeCases()),
                         [](const testing::TestParamInfo<EdgeCase>& info) {
                           return std::to_string(info.param.height * info.param.width) + "px_out" +
                                  std::to_string(info.param.output_channels);
                         });

// --- Channel strides, sparsity extremes, bias ---------------------------------------------------

// Padding input channels hold NaN (never read into an output); padding output channels hold the
// sentinel (never written).
TEST(ConvolutionNCHW, channel_strides_leave_padding_channels_alone) {
  ConvolutionOperatorTester()
      .input_size(5, 7)
      .input_channels(21)
      .input_channel_stride(27)
      .output_channels(13)
      .output_channel_stride(20)
      .batch_size(3)
      .sparsity(0.5)
      .TestNCHWxF32();
}

TEST(ConvolutionNCHW, fully_dense_weights) {
  for (const auto& [cin, cout] : {std::make_pair<size_t, size_t>(64, 40), std::make_pair<size_t, size_t>(300, 9)}) {
    ConvolutionOperatorTester()
        .input_size(9, 11)
        .input_channels(cin)
        .output_channels(cout)
        .batch_size(2)
        .sparsity(0.0)
        .clamp_quantile(0.1)
        .TestNCHWxF32();
  }
}

// No weights at all: every output is exactly clamp(bias) (Tolerance is 0 without products), or 0
// without bias.
TEST(ConvolutionNCHW, fully_sparse_weights_give_clamped_bias) {
  for (const auto& [output_min, output_max] : {std::make_pair(-kInf, kInf), std::make_pair(-0.5f, 0.25f)}) {
    for (bool has_bias : {true, false}) {
      ConvolutionOperatorTester()
          .input_size(4, 9)
          .input_channels(30)
          .output_channels(19)
          .batch_size(2)
          .sparsity(1.0)
          .output_min(output_min)
          .output_max(output_max)
          .has_bias(has_bias)
          .TestNCHWxF32();
    }
  }
}

// A NULL bias is a zero bias: the tester compares it with an explicit zero vector, bit for bit.
TEST(ConvolutionNCHW, null_bias_equals_zero_bias) {
  ConvolutionOperatorTester()
      .input_size(6, 6)
      .input_channels(48)
      .output_channels(29)
      .batch_size(2)
      .sparsity(0.8)
      .has_bias(false)
      .TestNCHWxF32();
}

// Input channel counts around the 8- and 16-bit limits of a packed index. 1100 channels come in
// chunks where L1 fits fewer than 550 rows of a pixel tile (AVX-512); from 65,521 on, chunks of at
// most 65,520 channels keep the 16-bit indices whatever the ISA (600,000: ten of them).
TEST(ConvolutionNCHW, wide_input_channel_counts) {
  for (size_t cin : {255, 256, 1100, 65535, 65536, 70001, 600000}) {
    ConvolutionOperatorTester()
        .input_size(1, 13)
        .input_channels(cin)
        .output_channels(11)
        .sparsity(cin > 1000 ? 0.999 : 0.9)
        .TestNCHWxF32();
  }
}

// Negative zeros are zeros: pruned by the dense entry point (its nonzero count excludes them).
TEST(ConvolutionNCHW, dense_negative_zero_is_pruned) {
  ConvolutionOperatorTester()
      .input_size(3, 5)
      .input_channels(16)
      .output_channels(12)
      .sparsity(0.5)
      .weights([](std::mt19937_64& rng, size_t rows, size_t columns, double sparsity) {
        SparseMatrix w = RandomSparseMatrix(rng, rows, columns, sparsity);
        for (float& v : w.dense) {
          if (v == 0.0f) v = -0.0f;
        }
        return w;  // CSR as before: the same nonzeros
      })
      .TestNCHWxF32();
}

// --- Operator reuse -----------------------------------------------------------------------------

// One operator, set up again with other shapes and buffers, each setup with every pool and run
// with every pool.
TEST(ConvolutionNCHW, setup_again_and_run_with_other_pools) {
  ConvolutionOperatorTester()
      .input_channels(40)
      .output_channels(24)
      .sparsity(0.75)
      .output_min(-0.75f)
      .output_max(0.75f)
      .batch_size(1)
      .input_size(7, 7)
      .next_setup(3, 9, 11)
      .next_setup(2, 1, 200)
      .next_setup(1, 7, 7)
      .TestSetupNCHWxF32();
}

// The table is chosen at creation, the tile at each setup; the first setup may repack once for
// another table, later ones keep it (the tester checks what info says after every setup).
TEST(ConvolutionNCHW, per_layer_choice_is_reported_and_kept_after_the_first_setup) {
  const size_t sizes[][2][2] = {{{1, 1}, {20, 20}}, {{20, 20}, {1, 1}}, {{7, 7}, {3, 5}}};
  for (double sparsity : {0.7, 0.95}) {
    for (const auto& sequence : sizes) {
      ConvolutionOperatorTester()
          .input_channels(96)
          .output_channels(70)
          .output_min(0.0f)
          .output_max(6.0f)
          .sparsity(sparsity)
          .batch_size(2)
          .input_size(sequence[0][0], sequence[0][1])
          .next_setup(2, sequence[1][0], sequence[1][1])
          .TestSetupNCHWxF32();
    }
  }
}

// The x86 ISAs whose kernels read realigned input rows.
bool IsAvx(const sprt_operator_info& info) {
  return std::string(info.isa) == "avx2" || std::string(info.isa) == "avx512f";
}

// SIMD kernels read from a 64-byte aligned copy of an input whose rows are misaligned (pixel count
// not a multiple of 16, or a misaligned pointer) when the panels read each row often: the copy must
// not change a bit of the result, and the operator must report it exactly when it makes one. 128
// outputs at 70% read each input row about 24 times per tile (SPRT_MIN_REALIGN_ROW_READS: 16).
TEST(ConvolutionNCHW, input_alignment_does_not_change_results) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  ConvolutionOperatorTester tester;
  tester.input_channels(24).output_channels(128).batch_size(2).sparsity(0.7).output_min(-1.0f).output_max(1.0f);
  const Data weights = tester.GenerateNCHWxF32(rng, 0);
  const Operator op = tester.CreateNCHWxF32(weights.weights, weights.bias.data(), /*csr=*/false);
  ASSERT_NE(nullptr, op);
  for (const size_t width : {7, 16}) {
    tester.input_size(7, width);
    const size_t pixels = tester.input_pixels(), floats = tester.batch_size() * tester.input_channels() * pixels;
    const std::vector<float> source = tester.RandomInput(rng, tester.batch_size());
    std::vector<float> baseline;
    // Room to place the same input at every float offset from a 64-byte boundary.
    std::vector<float> storage(floats + 32 + kSlackFloats);
    float* const aligned =
        reinterpret_cast<float*>((reinterpret_cast<uintptr_t>(storage.data()) + 63) & ~uintptr_t{63});
    for (size_t offset = 0; offset < 16; offset++) {
      SCOPED_TRACE(testing::Message() << "7x" << width << " pixels, input at +" << offset << " floats");
      float* const input = aligned + offset;
      std::copy(source.begin(), source.begin() + floats, input);
      for (const ThreadPool& pool : ThreadPools()) {
        std::vector<float> output = tester.SentinelOutput(tester.batch_size());
        tester.SetupAndRunNCHWxF32(op.get(), input, output.data(), pool.pool);
        if (HasFatalFailure()) return;
        if (baseline.empty()) {
          const Reference ref = ComputeReference(weights.weights, weights.bias, source.data(), tester.batch_size(),
                                                 tester.input_channels(), pixels);
          ASSERT_EQ(0u, CheckAgainstReference(OutputView{output.data(), tester.output_channels(), pixels}, ref,
                                              tester.output_min(), tester.output_max()));
          baseline = output;
        }
        ASSERT_TRUE(BitwiseEqual(baseline, output)) << pool.name;
      }
      ASSERT_TRUE(std::equal(source.begin(), source.begin() + floats, input)) << "the input was modified";
      const sprt_operator_info info = OperatorInfo(op.get());
      // Only the AVX kernels realign (NEON loads gain nothing from it).
      const bool misaligned = offset != 0 || pixels % 16 != 0;
      const bool avx = IsAvx(info);
      ASSERT_GE(info.panel_columns, 16 * info.input_channels) << "the case must read rows often enough to copy";
      EXPECT_EQ(misaligned && avx, info.input_realigned);
    }
  }
}

// The tester's operator (dense entry point) on weights and an input drawn from rng, run on each of
// `pools`: the first output within the float64 reference's bound, every later one bitwise equal to
// it; `check` sees each pool's operator info.
void ExpectSameBitsOnEveryPool(const ConvolutionOperatorTester& tester, std::mt19937_64& rng,
                               const std::vector<ThreadPool>& pools,
                               const std::function<void(const ThreadPool&, const sprt_operator_info&)>& check) {
  const Data weights = tester.GenerateNCHWxF32(rng, 0);
  const Operator op = tester.CreateNCHWxF32(weights.weights, weights.bias.data(), /*csr=*/false);
  ASSERT_NE(nullptr, op);
  const size_t pixels = tester.input_pixels();
  const std::vector<float> input = tester.RandomInput(rng, tester.batch_size());
  const Reference ref = ComputeReference(weights.weights, weights.bias, input.data(), tester.batch_size(),
                                         tester.input_channels(), pixels);
  std::vector<float> baseline;
  for (const ThreadPool& pool : pools) {
    SCOPED_TRACE(pool.name);
    std::vector<float> output = tester.SentinelOutput(tester.batch_size());
    tester.SetupAndRunNCHWxF32(op.get(), input.data(), output.data(), pool.pool);
    if (testing::Test::HasFatalFailure()) return;
    check(pool, OperatorInfo(op.get()));
    if (testing::Test::HasFatalFailure()) return;
    if (baseline.empty()) {
      ASSERT_EQ(0u, CheckAgainstReference(OutputView{output.data(), tester.output_channels(), pixels}, ref,
                                          tester.output_min(), tester.output_max()));
      baseline = output;
    }
    ASSERT_TRUE(BitwiseEqual(baseline, output));
  }
}

// Panels that read each input row rarely (16 outputs: 4 panels) read misaligned rows in place: no
// copy, the same bits on every pool, and on several threads the plane's pixels are not cut between
// units (each would share a cache line of every output plane with the next): groups of panels.
TEST(ConvolutionNCHW, rarely_read_misaligned_rows_are_read_in_place) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  ConvolutionOperatorTester tester;
  tester.input_size(14, 14).input_channels(96).output_channels(16).batch_size(1).sparsity(0.8).flags(
      SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER);
  ExpectSameBitsOnEveryPool(tester, rng, ThreadPools(), [&](const ThreadPool& pool, const sprt_operator_info& info) {
    ASSERT_LT(info.panel_columns, 16 * info.input_channels);
    EXPECT_FALSE(info.input_realigned);
    // Pixels split only with four tiles per block or more (AVX-512: 3 tiles of 96; AVX2: 9 of 24).
    const size_t threads = pthreadpool_get_threads_count(pool.pool);
    const size_t tiles = (tester.input_pixels() + info.tile_pixels - 1) / info.tile_pixels;
    if (IsAvx(info) && threads > 1 && tiles < 4 * threads) {
      EXPECT_EQ(1u, info.pixel_blocks) << info.panel_groups << " groups";
    }
  });
}

// Misaligned rows that many panel groups read (7x7 planes, one to three tiles; two images on 16
// threads: eight groups each; 256 outputs read each row about 38 times per tile) are copied once per
// run, whole, by a first parallel pass; fewer groups keep a copy per unit.
// Either way the result is the single-threaded one, bit for bit.
TEST(ConvolutionNCHW, shared_input_copy_when_many_panel_groups_read_one_block) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  ConvolutionOperatorTester tester;
  // Channels in their own order: eight groups need eight units of panels (a reordering block is 16).
  tester.input_size(7, 7).input_channels(96).output_channels(256).batch_size(2).sparsity(0.8).flags(
      SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER);
  ExpectSameBitsOnEveryPool(tester, rng, ManyThreadPools(), [&](const ThreadPool& pool,
                                                                const sprt_operator_info& info) {
    const bool avx = IsAvx(info);
    ASSERT_EQ(avx, info.input_realigned);
    EXPECT_EQ(info.input_realigned && info.panel_groups >= 8, info.input_copy_shared)
        << info.pixel_blocks << " blocks x " << info.panel_groups << " groups";
    if (avx && pthreadpool_get_threads_count(pool.pool) == 16) {
      EXPECT_TRUE(info.input_copy_shared);
    }
  });
}

// On 4 threads and more, layers on misaligned rows split by the bytes each unit reads: a 196-pixel
// projection (384 -> 64 channels) whose every panel group would read its whole 300 KB input is cut
// into pixel blocks of whole cache lines on 16 threads; a 49-pixel one (960 -> 160) and a batch of
// two as well. The results are the NULL pool's, bit for bit, and within the reference's bound.
TEST(ConvolutionNCHW, misaligned_planes_split_by_bytes_on_many_threads) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  struct Case {
    size_t size, input_channels, output_channels, batch;
  };
  size_t staged_cases = 0;
  bool avx = false;
  for (const Case& c : {Case{14, 384, 64, 1}, Case{7, 960, 160, 1}, Case{7, 960, 160, 2}}) {
    ConvolutionOperatorTester tester;
    tester.input_size(c.size, c.size).input_channels(c.input_channels).output_channels(c.output_channels)
        .batch_size(c.batch).sparsity(0.8);
    SCOPED_TRACE(tester.Describe());
    ExpectSameBitsOnEveryPool(tester, rng, ManyThreadPools(), [&](const ThreadPool& pool,
                                                                  const sprt_operator_info& info) {
      // Blocks of these misaligned planes share output lines at their edges: with input channels in
      // chunks, each unit sums its block in a stage of its own and writes it once (any ISA).
      EXPECT_EQ(info.pixel_blocks > 1 && info.input_channel_chunks > 1, info.output_staged)
          << info.pixel_blocks << " blocks, " << info.input_channel_chunks << " chunks";
      // NEON and scalar kernels may cut planes anywhere: about four units per thread, as ever.
      const size_t threads = pthreadpool_get_threads_count(pool.pool);
      if (!IsAvx(info) || threads < 4) return;
      const size_t per_image = (threads + c.batch - 1) / c.batch;
      EXPECT_LE(info.pixel_blocks * info.panel_groups, per_image)
          << info.pixel_blocks << " blocks x " << info.panel_groups << " groups";
      if (threads == 16 && c.batch == 1) {
        EXPECT_GT(info.pixel_blocks, 1u) << info.panel_groups << " groups";
      }
      avx = true;
      if (threads == 16 && info.output_staged) staged_cases++;
    });
    if (testing::Test::HasFatalFailure()) return;
    // Every entry point, clamped, on the same pools.
    tester.clamp_quantile(0.1).many_threads(true).TestNCHWxF32();
    if (testing::Test::HasFatalFailure()) return;
  }
  // The 960-channel cases run in chunks wherever a tile's rows outgrow L1, and cut planes on 16 threads.
  if (avx) EXPECT_GT(staged_cases, 0u) << "no case staged its blocks on 16 threads";
}

// An empty batch is valid: run succeeds and writes nothing.
TEST(ConvolutionNCHW, empty_batch_writes_nothing) {
  std::mt19937_64 rng(CaseSeed(CurrentTestName()));
  ConvolutionOperatorTester tester;
  tester.input_channels(8).output_channels(8).sparsity(0.5).input_size(2, 2).has_bias(false);
  const Data data = tester.GenerateNCHWxF32(rng, 1);
  const Operator op = tester.CreateNCHWxF32(data.weights, nullptr, /*csr=*/false);
  ASSERT_NE(nullptr, op);
  std::vector<float> output = tester.SentinelOutput(1);
  for (const ThreadPool& pool : ThreadPools()) {
    ASSERT_EQ(sprt_status_success,
              sprt_setup_convolution2d_1x1_nchw_f32(op.get(), 0, 2, 2, data.input.data(), output.data(), pool.pool));
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
  ConvolutionOperatorTester tester;
  tester.input_size(3, 19).input_channels(50).output_channels(21).batch_size(2).sparsity(0.7);
  // The dense matrix has no stored zeros: CSR only (XNNPACK still gets the dense weights).
  tester.entry_points(EntryPoints::kCsr);
  Data data = tester.GenerateNCHWxF32(rng);
  const SparseMatrix sorted = data.weights;

  // Store explicit zeros at two columns that rows 1, 5, 9, ... lack; then shuffle every row.
  SparseMatrix& w = data.weights;
  w.row_offsets.assign(1, 0);
  w.column_indices.clear();
  w.values.clear();
  size_t stored_zeros = 0;
  for (size_t r = 0; r < w.rows; r++) {
    for (uint32_t k = sorted.row_offsets[r]; k < sorted.row_offsets[r + 1]; k++) {
      w.column_indices.push_back(sorted.column_indices[k]);
      w.values.push_back(sorted.values[k]);
    }
    if (r % 4 == 1) {
      size_t added = 0;
      for (uint32_t c = 0; c < w.columns && added < 2; c++) {
        if (sorted.dense[r * w.columns + c] == 0.0f) {
          w.column_indices.push_back(c);
          w.values.push_back(0.0f);
          added++;
        }
      }
      stored_zeros += added;
    }
    w.row_offsets.push_back(static_cast<uint32_t>(w.values.size()));
  }
  sprt_test::ShuffleRowEntries(rng, &w);
  ASSERT_GT(stored_zeros, 0u);
  ASSERT_EQ(sorted.nonzeros() + stored_zeros, w.nonzeros());
  tester.TestNCHWxF32(data);
}

// --- IEEE special values ------------------------------------------------------------------------

// A NaN or infinite weight makes its row NaN or infinite wherever it meets a nonzero input, as
// float arithmetic does; other rows are unaffected. No clamp, which must not hide NaN; the
// infinities are also checked against a finite clamp (how a clamp treats NaN is not specified:
// with one, the NaN row is not checked).
TEST(ConvolutionNCHW, nan_and_infinite_weights_propagate) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  ConvolutionOperatorTester tester;
  tester.input_size(3, 5).input_channels(24).output_channels(17).batch_size(2).sparsity(0.5).compare_xnnpack(false);
  Data data = tester.GenerateNCHWxF32(rng);  // inputs never exactly 0
  SparseMatrix& w = data.weights;
  // Overwrite an existing nonzero of rows 2, 5 and 16 (the last, in a partial panel).
  const std::pair<size_t, float> specials[] = {{2, std::numeric_limits<float>::quiet_NaN()}, {5, kInf}, {16, -kInf}};
  for (const auto& s : specials) {
    ASSERT_GT(w.RowNonzeros(s.first), 0u);
    w.dense[s.first * w.columns + w.column_indices[w.row_offsets[s.first]]] = s.second;
  }
  w.UpdateCsr();
  const Reference ref = tester.ComputeReferenceNCHWxF32(data, tester.batch_size());
  for (size_t b = 0; b < tester.batch_size(); b++) {
    ASSERT_TRUE(std::isnan(ref.value[ref.Index(b, 2, 0)]));
    ASSERT_TRUE(std::isinf(ref.value[ref.Index(b, 5, 0)]));
    ASSERT_TRUE(std::isinf(ref.value[ref.Index(b, 16, 0)]));
  }
  for (const auto& [output_min, output_max] : {std::make_pair(-kInf, kInf), std::make_pair(-0.5f, 0.5f)}) {
    const bool clamped = std::isfinite(output_min);
    tester.output_min(output_min).output_max(output_max);
    tester.TestNCHWxF32(data, [&](const sprt_operator_info&, size_t, size_t c, size_t) { return clamped && c == 2; });
    if (HasFatalFailure()) return;
  }
}

// Non-finite inputs. Well defined only where the panel structure is known: a channel no row
// uses is never read; a channel a row uses makes that row's outputs follow IEEE arithmetic. A row
// without a weight in that channel but in a panel (info.tile_rows rows) whose other rows have one
// may multiply it by an explicit zero (0 * NaN = NaN): those outputs are not checked. Panels hold
// consecutive rows only in channel order: with the order kept, and with the default order (which
// may reorder) skipping every row without a weight in a channel some row uses.
TEST(ConvolutionNCHW, nan_and_infinite_inputs) {
  const uint64_t seed = CaseSeed(CurrentTestName());
  SCOPED_TRACE(testing::Message() << "seed " << seed);
  std::mt19937_64 rng(seed);
  ConvolutionOperatorTester tester;
  tester.input_size(4, 7).input_channels(32).output_channels(26).batch_size(2).sparsity(0.7).compare_xnnpack(false);
  Data data = tester.GenerateNCHWxF32(rng);
  const size_t cin = tester.input_channels(), cout = tester.output_channels();
  const size_t batch = tester.batch_size(), pixels = tester.input_pixels();
  SparseMatrix& w = data.weights;
  const size_t unused = 5, sparse_column = 9, inf_column = 11;
  for (size_t r = 0; r < cout; r++) {
    w.dense[r * cin + unused] = 0.0f;
    // Column 9: only rows 3 and 20 have weights; column 11: only rows 0, 1 and 25.
    w.dense[r * cin + sparse_column] = (r == 3 || r == 20) ? sprt_test::RandomNonzero(rng) : 0.0f;
    w.dense[r * cin + inf_column] = (r == 0 || r == 1 || r == 25) ? sprt_test::RandomNonzero(rng) : 0.0f;
  }
  w.UpdateCsr();
  std::vector<float>& input = data.input;
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for (size_t b = 0; b < batch; b++) {
    std::fill_n(input.begin() + (b * cin + unused) * pixels, pixels, nan);
  }
  input[(1 * cin + sparse_column) * pixels + 3] = nan;  // image 1, pixel 3
  input[(0 * cin + inf_column) * pixels + 0] = kInf;     // image 0, pixel 0
  input[(1 * cin + inf_column) * pixels + 5] = -kInf;    // image 1, pixel 5
  const Reference ref = tester.ComputeReferenceNCHWxF32(data, batch);
  ASSERT_TRUE(std::isnan(ref.value[ref.Index(1, 3, 3)]));
  ASSERT_TRUE(std::isinf(ref.value[ref.Index(0, 25, 0)]));

  // Whether row r may multiply input column c by an explicit zero: another row of its panel has a
  // weight there (any row, if the panels may hold any rows).
  auto may_pad = [&](const sprt_operator_info& info, size_t r, size_t c) {
    if (w.dense[r * cin + c] != 0.0f) return false;
    const size_t ti = info.tile_rows;
    const size_t first = info.output_channels_reordered ? 0 : r / ti * ti;
    const size_t end = info.output_channels_reordered ? cout : std::min(first + ti, cout);
    for (size_t q = first; q < end; q++) {
      if (w.dense[q * cin + c] != 0.0f) return true;
    }
    return false;
  };
  for (uint32_t flags : {uint32_t{SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER}, uint32_t{0}}) {
    SCOPED_TRACE(testing::Message() << "flags " << flags);
    tester.flags(flags).TestNCHWxF32(data, [&](const sprt_operator_info& info, size_t b, size_t r, size_t p) {
      for (size_t c : {unused, sparse_column, inf_column}) {
        if (!std::isfinite(input[(b * cin + c) * pixels + p]) && may_pad(info, r, c)) return true;
      }
      return false;
    });
    if (HasFatalFailure()) return;
  }

  // A stored zero is a weight: 0 * NaN makes its row NaN.
  SparseMatrix with_zero = w;
  with_zero.column_indices.insert(with_zero.column_indices.begin() + with_zero.row_offsets[7],
                                  static_cast<uint32_t>(unused));
  with_zero.values.insert(with_zero.values.begin() + with_zero.row_offsets[7], 0.0f);
  for (size_t r = 8; r <= cout; r++) with_zero.row_offsets[r]++;
  const Operator op = tester.CreateNCHWxF32(with_zero, data.bias.data(), /*csr=*/true);
  ASSERT_NE(nullptr, op);
  std::vector<float> output = tester.SentinelOutput(batch);
  tester.SetupAndRunNCHWxF32(op.get(), input.data(), output.data(), nullptr);
  if (HasFatalFailure()) return;
  for (size_t b = 0; b < batch; b++) {
    for (size_t p = 0; p < pixels; p++) {
      const float v = output[(b * cout + 7) * pixels + p];
      EXPECT_TRUE(std::isnan(v) && !IsSentinel(v)) << "row 7 has a stored zero on a NaN channel: image " << b
                                                  << ", pixel " << p << " = " << v;
    }
  }
}

// --- Output-channel reordering ------------------------------------------------------------------

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
  ConvolutionOperatorTester tester;
  tester.input_channels(cin).output_channels(cout);
  auto info = [&](const SparseMatrix& w, bool csr, uint32_t flags) {
    return OperatorInfo(ConvolutionOperatorTester(tester).flags(flags).CreateNCHWxF32(w, nullptr, csr).get());
  };

  const sprt_operator_info by_default = info(grouped, false, 0);
  EXPECT_TRUE(by_default.output_channels_reordered);
  EXPECT_LE(100 * by_default.panel_columns,
            (100 - SPRT_REORDER_MIN_GAIN_PERCENT) * by_default.panel_columns_in_channel_order);
  // Each reordered panel keeps to one half; the channel order mixes both in every panel.
  EXPECT_LT(by_default.panel_columns, by_default.panel_columns_in_channel_order * 3 / 4);

  const sprt_operator_info kept = info(grouped, false, SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER);
  EXPECT_FALSE(kept.output_channels_reordered);
  EXPECT_EQ(kept.panel_columns_in_channel_order, kept.panel_columns);
  EXPECT_EQ(by_default.panel_columns_in_channel_order, kept.panel_columns_in_channel_order);

  // Unstructured rows: the default follows the threshold on what the forced reordering saves.
  const sprt_operator_info forced = info(random, true, SPRT_FLAG_REORDER_OUTPUT_CHANNELS);
  EXPECT_TRUE(forced.output_channels_reordered);
  const bool pays = 100 * forced.panel_columns <=
                    (100 - SPRT_REORDER_MIN_GAIN_PERCENT) * forced.panel_columns_in_channel_order;
  const sprt_operator_info unstructured = info(random, true, 0);
  EXPECT_EQ(pays, unstructured.output_channels_reordered)
      << forced.panel_columns << " of " << forced.panel_columns_in_channel_order << " panel columns";
  EXPECT_EQ(unstructured.output_channels_reordered ? forced.panel_columns : forced.panel_columns_in_channel_order,
            unstructured.panel_columns);
}

// Reordered operators (the tester checks the flag took) write each output to its own channel:
// with channel strides, partial panels, input channels in chunks (where the cache rule cuts 1024).
TEST(ConvolutionNCHW, reordered_channels_match_reference_xnnpack_and_itself) {
  const struct {
    size_t cin, cout, height, width;
    bool grouped;
  } shapes[] = {{45, 30, 5, 7, true}, {1024, 61, 3, 5, false}, {64, 9, 1, 97, true}};
  for (const auto& shape : shapes) {
    ConvolutionOperatorTester tester;
    tester.input_size(shape.height, shape.width)
        .input_channels(shape.cin)
        .input_channel_stride(shape.cin + 3)
        .output_channels(shape.cout)
        .output_channel_stride(shape.cout + 5)
        .batch_size(3)
        .output_min(-1.5f)
        .output_max(2.0f)
        .flags(SPRT_FLAG_REORDER_OUTPUT_CHANNELS)
        .sparsity(shape.grouped ? 0.75 : 0.7);
    if (shape.grouped) tester.weights(InterleavedGroups);
    tester.TestNCHWxF32();
  }
}

// --- ISA ----------------------------------------------------------------------------------------

// Which ISA the library picked (recorded in the test XML). With SPRT_ISA set, it must be the best
// ISA this CPU supports that does not exceed the cap; without it, the best ISA overall.
TEST(ConvolutionNCHW, reports_isa_and_ukernel) {
  std::mt19937_64 rng(CaseSeed(CurrentTestName()));
  const SparseMatrix w = RandomSparseMatrix(rng, 64, 64, 0.8);
  const Operator op =
      ConvolutionOperatorTester().input_channels(64).output_channels(64).CreateNCHWxF32(w, nullptr, /*csr=*/false);
  ASSERT_NE(nullptr, op);
  ExpectConsistentInfo(op.get(), 64, 64, w.nonzeros());
  const sprt_operator_info info = OperatorInfo(op.get());
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
