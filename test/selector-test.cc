// The per-layer choice inside the operator, with synthetic cost models given through the internal
// creation options (white box): which table creation packs, which tile each setup picks, and the one
// repack at the first setup, each checked against the float64 reference.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <sprt.h>

extern "C" {
#include "init.h"
#include "operator.h"
#include "packing/select.h"
#include "registry.h"
}

#include "reference.h"

namespace {

using sprt_test::CheckAgainstReference;
using sprt_test::ComputeReference;
using sprt_test::OutputView;
using sprt_test::RandomSparseMatrix;
using sprt_test::RandomVector;
using sprt_test::Reference;
using sprt_test::Sentinel;
using sprt_test::SparseMatrix;

// Operators of a test are created with the model given to Use().
class SelectorTest : public testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(sprt_status_success, sprt_initialize()); }
  void Use(const sprt_spmm_cost_model* model) {
    options_.replace_cost_model = true;
    options_.cost_model = model;
  }
  sprt_operator_t Create(const SparseMatrix& w, const std::vector<float>& bias, uint32_t flags = 0) const {
    sprt_operator_t op = nullptr;
    EXPECT_EQ(sprt_status_success,
              sprt_create_convolution2d_1x1_nchw_f32_csr_with_options(
                  w.columns, w.rows, w.columns, w.rows, w.row_offsets.data(), w.column_indices.data(),
                  w.values.data(), bias.data(), 0.0f, 6.0f, flags, &options_, &op));
    return op;
  }

  sprt_create_options options_ = {};
};

sprt_operator_info Info(sprt_operator_t op) {
  sprt_operator_info info;
  std::memset(&info, 0, sizeof(info));
  info.size = sizeof(info);
  EXPECT_EQ(sprt_status_success, sprt_get_operator_info(op, &info));
  return info;
}

// Sets up for batch 2 at height x width, runs on `pool`, and checks the output.
void RunAndCheck(sprt_operator_t op, const SparseMatrix& w, const std::vector<float>& bias, size_t height,
                 size_t width, pthreadpool_t pool) {
  std::mt19937_64 rng(height * 131 + width);
  const size_t batch = 2, pixels = height * width;
  std::vector<float> input(batch * w.columns * pixels);
  std::uniform_real_distribution<float> value(-1.0f, 1.0f);
  for (float& x : input) x = value(rng);
  const Reference ref = ComputeReference(w, bias, input.data(), batch, w.columns, pixels);
  std::vector<float> output(batch * w.rows * pixels, Sentinel());
  ASSERT_EQ(sprt_status_success,
            sprt_setup_convolution2d_1x1_nchw_f32(op, batch, height, width, input.data(), output.data(), pool));
  ASSERT_EQ(sprt_status_success, sprt_run_operator(op, pool));
  EXPECT_EQ(0u, CheckAgainstReference(OutputView{output.data(), w.rows, pixels}, ref, 0.0f, 6.0f));
}

// Kernel-pattern loops cost 1 and packed values 10 per vector past the first: full tiles favour
// ti4_identity (no padded zeros: fewer values), one pixel (one vector) favours ti4_reduced (9 loops
// per panel instead of 15). So creation packs ti4_identity and the first setup, at one pixel,
// repacks for ti4_reduced (bias and channel order follow); later setups keep that table and only
// change the tile.
TEST_F(SelectorTest, first_setup_repacks_once_when_the_pixel_count_favours_another_table) {
  const sprt_spmm_cost_model loops_and_wide_values = {sprt_config.isa, {0, 0, -10.0, 10.0, 0, 0, 1.0}};
  Use(&loops_and_wide_values);
  std::mt19937_64 rng(7);
  const SparseMatrix w = RandomSparseMatrix(rng, 45, 80, 0.8);
  const std::vector<float> bias = RandomVector(rng, 45);
  for (uint32_t flags : {SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER, SPRT_FLAG_REORDER_OUTPUT_CHANNELS}) {
    const bool reorder = flags == SPRT_FLAG_REORDER_OUTPUT_CHANNELS;
    SCOPED_TRACE(reorder ? "reordered" : "channel order kept");
    sprt_operator_t op = Create(w, bias, flags);
    ASSERT_NE(nullptr, op);
    const sprt_operator_info created = Info(op);
    EXPECT_STREQ("cost model", created.selection);
    EXPECT_STREQ("ti4_identity", created.mapping_table);
    EXPECT_FALSE(created.repacked_at_setup);

    RunAndCheck(op, w, bias, 1, 1, nullptr);
    const sprt_operator_info first = Info(op);
    EXPECT_TRUE(first.repacked_at_setup);
    EXPECT_STREQ("ti4_reduced", first.mapping_table);
    EXPECT_GT(first.packing_seconds, created.packing_seconds);
    EXPECT_GT(first.predicted_seconds, 0.0);
    EXPECT_EQ(reorder, first.output_channels_reordered);

    // 30x30 pixels would favour ti4_identity again: the table stays, the tile follows the pixel count.
    for (const size_t size : {30, 3, 30}) {
      RunAndCheck(op, w, bias, size, size, nullptr);
      const sprt_operator_info later = Info(op);
      EXPECT_STREQ(first.mapping_table, later.mapping_table);
      EXPECT_EQ(first.packing_seconds, later.packing_seconds) << "packed again after the first setup";
    }
    sprt_delete_operator(op);
  }
}

// Without a reason to move (the same model, but set up first with many pixels) nothing is repacked.
TEST_F(SelectorTest, no_repack_when_the_creation_choice_stays_cheapest) {
  const sprt_spmm_cost_model visits_only = {sprt_config.isa, {1.0, 0, 0, 0, 0, 0, 0}};
  Use(&visits_only);
  std::mt19937_64 rng(8);
  const SparseMatrix w = RandomSparseMatrix(rng, 45, 80, 0.8);
  const std::vector<float> bias = RandomVector(rng, 45);
  sprt_operator_t op = Create(w, bias);
  ASSERT_NE(nullptr, op);
  const sprt_operator_info created = Info(op);
  RunAndCheck(op, w, bias, 40, 40, nullptr);
  RunAndCheck(op, w, bias, 1, 1, nullptr);
  const sprt_operator_info info = Info(op);
  EXPECT_FALSE(info.repacked_at_setup);
  EXPECT_STREQ(created.mapping_table, info.mapping_table);
  EXPECT_EQ(created.packing_seconds, info.packing_seconds);
  sprt_delete_operator(op);
}

// Pattern loops alone make the table with the fewest kernel patterns the cheapest (ti4_reduced,
// 9 of them), at creation and at every setup; values alone the identity table (no padded zeros).
TEST_F(SelectorTest, creation_follows_the_model) {
  std::mt19937_64 rng(9);
  const SparseMatrix w = RandomSparseMatrix(rng, 64, 64, 0.7);
  const std::vector<float> bias = RandomVector(rng, 64);
  const sprt_spmm_cost_model loops_only = {sprt_config.isa, {0, 0, 0, 0, 0, 0, 1.0}};
  Use(&loops_only);
  sprt_operator_t op = Create(w, bias);
  ASSERT_NE(nullptr, op);
  EXPECT_STREQ("ti4_reduced", Info(op).mapping_table);
  RunAndCheck(op, w, bias, 5, 5, nullptr);
  EXPECT_STREQ("ti4_reduced", Info(op).mapping_table);
  sprt_delete_operator(op);

  const sprt_spmm_cost_model values_only = {sprt_config.isa, {0, 0, 1.0, 0, 0, 0, 0}};
  Use(&values_only);
  op = Create(w, bias);
  ASSERT_NE(nullptr, op);
  // Values are nonzeros plus explicit zeros: only the identity table adds none.
  EXPECT_STREQ("ti4_identity", Info(op).mapping_table);
  RunAndCheck(op, w, bias, 5, 5, nullptr);
  sprt_delete_operator(op);
}

// Without a model (NEON here) the fixed rule stands: identity table, widest tile.
TEST_F(SelectorTest, no_model_keeps_the_fixed_rule) {
  Use(nullptr);
  std::mt19937_64 rng(10);
  const SparseMatrix w = RandomSparseMatrix(rng, 64, 64, 0.7);
  const std::vector<float> bias = RandomVector(rng, 64);
  sprt_operator_t op = Create(w, bias);
  ASSERT_NE(nullptr, op);
  RunAndCheck(op, w, bias, 1, 1, nullptr);
  const sprt_operator_info info = Info(op);
  EXPECT_STREQ("fixed rule", info.selection);
  EXPECT_STREQ("ti4_identity", info.mapping_table);
  EXPECT_FALSE(info.repacked_at_setup);
  EXPECT_EQ(0.0, info.predicted_seconds);
  uint32_t widest = 0;
  for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
    const sprt_spmm_ukernel& k = sprt_spmm_ukernels[i];
    if (k.datatype == sprt_datatype_f32 && k.isa == sprt_config.isa && std::string(k.table->name) == "ti4_identity") {
      widest = std::max(widest, k.tile_pixels);
    }
  }
  EXPECT_EQ(widest, info.tile_pixels);
  sprt_delete_operator(op);
}

// Each input-channel chunk passes over every panel, so the model charges loops once per chunk: with
// 20 per loop and 1 per value, one chunk keeps ti4_identity (96 loops fewer per pass for ti4_reduced
// are worth less than its ~4,300 padded zeros) while four chunks make those loops 7,680 and move the
// choice to ti4_reduced.
TEST_F(SelectorTest, chunks_multiply_the_loop_cost) {
  const sprt_spmm_cost_model loops_and_values = {sprt_config.isa, {0, 0, 1.0, 0, 0, 0, 20.0}};
  Use(&loops_and_values);
  std::mt19937_64 rng(15);
  const SparseMatrix w = RandomSparseMatrix(rng, 64, 1024, 0.7);
  const std::vector<float> bias = RandomVector(rng, 64);
  const size_t l1d_bytes = sprt_config.l1d_bytes;
  // The chunk rule fits rows to L1 (at most four chunks of at least 16 weights per row): a one-byte
  // L1 asks for four, an unbounded one for one.
  for (const size_t l1d : {size_t{1}, SIZE_MAX / 2}) {
    SCOPED_TRACE(l1d);
    sprt_config.l1d_bytes = l1d;
    sprt_operator_t op = Create(w, bias);
    sprt_config.l1d_bytes = l1d_bytes;
    ASSERT_NE(nullptr, op);
    const sprt_operator_info info = Info(op);
    EXPECT_EQ(l1d == 1 ? 4u : 1u, info.input_channel_chunks);
    EXPECT_STREQ(l1d == 1 ? "ti4_reduced" : "ti4_identity", info.mapping_table);
    RunAndCheck(op, w, bias, 3, 5, nullptr);
    sprt_delete_operator(op);
  }
}

// Weights without a nonzero over more input channels than the compaction bound: the tables are
// costed on a CSR of no columns, whose chunk count once divided by zero (found by the 1x1 fuzzer).
TEST_F(SelectorTest, no_nonzeros_over_many_channels) {
  std::mt19937_64 rng(16);
  SparseMatrix w = RandomSparseMatrix(rng, 5, 70000, 1.0);
  ASSERT_EQ(0u, w.nonzeros());
  // Arrays of no nonzeros, but not NULL (the API takes any pointer for zero elements but NULL).
  w.column_indices.resize(1, 0);
  w.values.resize(1, 0.0f);
  const std::vector<float> bias = RandomVector(rng, 5);
  sprt_operator_t op = Create(w, bias);
  ASSERT_NE(nullptr, op);
  RunAndCheck(op, w, bias, 1, 2, nullptr);
  sprt_delete_operator(op);
}

// A table forced through the options is packed as it is, without a model, and never repacked.
TEST_F(SelectorTest, forced_table_is_kept) {
  std::mt19937_64 rng(14);
  const SparseMatrix w = RandomSparseMatrix(rng, 45, 80, 0.8);
  const std::vector<float> bias = RandomVector(rng, 45);
  for (size_t t = 0; t < SPRT_MAPPING_TABLE_COUNT; t++) {
    options_.table = sprt_mapping_tables[t];
    SCOPED_TRACE(options_.table->name);
    sprt_operator_t op = Create(w, bias);
    ASSERT_NE(nullptr, op);
    RunAndCheck(op, w, bias, 1, 1, nullptr);
    RunAndCheck(op, w, bias, 9, 9, nullptr);
    const sprt_operator_info info = Info(op);
    EXPECT_STREQ("forced", info.selection);
    EXPECT_STREQ(options_.table->name, info.mapping_table);
    EXPECT_FALSE(info.repacked_at_setup);
    EXPECT_EQ(0.0, info.predicted_seconds);
    sprt_delete_operator(op);
  }
}

}  // namespace

namespace {

// The work threads split panels by stays finite and ordered for any pixel count: 10^10 pixels per
// block once overflowed it (a float-to-size_t conversion of picoseconds; found by the 1x1 fuzzer).
TEST(PanelWork, any_pixel_count_gives_ordered_bounded_work) {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  const size_t visits[] = {0, 3, 10, 10, 40}, values[] = {0, 5, 20, 24, 90}, num_panels = 4;
  for (size_t m = 0; m < sprt_spmm_cost_model_count; m++) {
    const sprt_spmm_cost_model* model = &sprt_spmm_cost_models[m];
    sprt_table_costs costs = {};
    costs.isa = model->isa;
    costs.model = model;
    for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
      const sprt_spmm_ukernel* k = &sprt_spmm_ukernels[i];
      if (k->isa != model->isa) continue;
      for (size_t pixels : {size_t{1}, size_t{4096}, size_t{10000000000}, SIZE_MAX / 2, SIZE_MAX}) {
        SCOPED_TRACE(testing::Message() << k->name << ", " << pixels << " pixels");
        size_t work[5];
        const size_t panel = sprt_predict_panel_work(&costs, k, pixels, visits, values, num_panels, work);
        EXPECT_LE(panel, 1000u);
        EXPECT_EQ(work[0], 0u);
        for (size_t p = 0; p < num_panels; p++) EXPECT_LE(work[p], work[p + 1]);
        EXPECT_LE(work[num_panels], 1000u * (visits[num_panels] + values[num_panels]));
        EXPECT_GT(work[num_panels], 0u);
      }
    }
  }
}

// The byte split's compute term (sprt_predict_kernel_ns) is what the kernel choice predicts for the
// same kernel and pixels; it never falls as the block widens, and is 0 without a model or costs
// for the kernel's table.
TEST(KernelPrediction, matches_the_choice_and_grows_with_pixels) {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  for (size_t m = 0; m < sprt_spmm_cost_model_count; m++) {
    const sprt_spmm_cost_model* model = &sprt_spmm_cost_models[m];
    sprt_table_costs costs = {};
    costs.datatype = sprt_datatype_f32;
    costs.isa = model->isa;
    costs.model = model;
    for (size_t t = 0; t < SPRT_MAPPING_TABLE_COUNT; t++) {
      costs.usable[t] = true;
      costs.work[t] = {900.0 + 10.0 * t, 1500.0, 64.0, 64.0 * sprt_mapping_tables[t]->num_kernel_patterns};
    }
    for (size_t i = 0; i < sprt_spmm_ukernel_count; i++) {
      const sprt_spmm_ukernel* k = &sprt_spmm_ukernels[i];
      if (k->isa != model->isa || k->datatype != sprt_datatype_f32) continue;
      double last = 0.0;
      for (size_t pixels = 1; pixels <= 3 * k->tile_pixels; pixels++) {
        SCOPED_TRACE(testing::Message() << k->name << ", " << pixels << " pixels");
        const double ns = sprt_predict_kernel_ns(&costs, k, pixels);
        EXPECT_GT(ns, 0.0);
        EXPECT_GE(ns, last);
        last = ns;
        const sprt_kernel_choice choice = sprt_choose_kernel(&costs, k->table, pixels, false);
        if (choice.ukernel == k) {
          EXPECT_EQ(choice.predicted_ns, ns);
        }
      }
      sprt_table_costs unusable = costs;
      for (bool& usable : unusable.usable) usable = false;
      EXPECT_EQ(0.0, sprt_predict_kernel_ns(&unusable, k, 96));
      sprt_table_costs no_model = costs;
      no_model.model = nullptr;
      EXPECT_EQ(0.0, sprt_predict_kernel_ns(&no_model, k, 96));
    }
  }
}

}  // namespace
