// Out of memory at every allocation of create, setup and run (white box: the sprt_memory_fail_at hook
// of src/memory.c). For n = 1, 2, ... the n-th allocation of the call fails, until the call succeeds
// having made fewer than n allocations. A failing call must return sprt_status_out_of_memory, log
// one line naming the function, hand out no operator (create), and leave an operator that can be
// deleted, or set up again and then compute the float64 reference's result (setup, run). The asan
// suite's LeakSanitizer checks that nothing leaks on the way.
#include <gtest/gtest.h>

#include <pthreadpool.h>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <sprt.h>

extern "C" {
#include "init.h"
#include "memory.h"
#include "operator.h"
#include "packing/select.h"
}

#include "test/operator-case.h"
#include "test/reference.h"

namespace {

using sprt_test::OperatorCase;
using Kind = sprt_test::OperatorCase::Kind;

constexpr size_t kMaxAllocations = 10000;

// Turns the hook off however the test leaves.
struct FailAt {
  explicit FailAt(size_t n) { sprt_memory_fail_at(n); }
  ~FailAt() { sprt_memory_fail_at(0); }
};

// stderr of one call.
class StderrCapture {
 public:
  StderrCapture() { testing::internal::CaptureStderr(); }
  std::string Take() { return taken_ ? "" : (taken_ = true, testing::internal::GetCapturedStderr()); }
  ~StderrCapture() { Take(); }

 private:
  bool taken_ = false;
};

// One error line, "sprt error: <function>: ...", about memory.
void ExpectOneLine(const std::string& log, const std::string& function) {
  EXPECT_EQ(std::count(log.begin(), log.end(), '\n'), 1) << log;
  EXPECT_EQ(log.rfind("sprt error: " + function + ": ", 0), 0u) << log;
  EXPECT_TRUE(log.find("out of memory") != std::string::npos || log.find("allocate") != std::string::npos) << log;
}

std::string CreateFunction(const OperatorCase& c) {
  if (c.half()) {
    switch (c.kind()) {
      case Kind::kSparse: return "sprt_create_convolution2d_1x1_nchw_f16";
      case Kind::kSparseCsr: return "sprt_create_convolution2d_1x1_nchw_f16_csr";
      default: return "sprt_create_convolution2d_nchw_f16";
    }
  }
  switch (c.kind()) {
    case Kind::kSparse: return "sprt_create_convolution2d_1x1_nchw_f32";
    case Kind::kSparseCsr: return "sprt_create_convolution2d_1x1_nchw_f32_csr";
    case Kind::kSparseGeneric:
    case Kind::kDepthwise:
    case Kind::kStem: return "sprt_create_convolution2d_nchw_f32";
    case Kind::kPooling: return "sprt_create_global_average_pooling_ncw_f32";
  }
  return "";
}

std::string SetupFunction(const OperatorCase& c) {
  if (c.half()) {
    return c.kind() == Kind::kSparseGeneric ? "sprt_setup_convolution2d_nchw_f16"
                                            : "sprt_setup_convolution2d_1x1_nchw_f16";
  }
  switch (c.kind()) {
    case Kind::kSparse:
    case Kind::kSparseCsr: return "sprt_setup_convolution2d_1x1_nchw_f32";
    case Kind::kSparseGeneric:
    case Kind::kDepthwise:
    case Kind::kStem: return "sprt_setup_convolution2d_nchw_f32";
    case Kind::kPooling: return "sprt_setup_global_average_pooling_ncw_f32";
  }
  return "";
}

class AllocationFailure : public testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(sprt_initialize(), sprt_status_success);
    pool_.reset(pthreadpool_create(2));
    ASSERT_NE(pool_, nullptr);
  }

  // Creates with the internal options when given (a synthetic cost model: a repack at setup).
  sprt_status Create(const OperatorCase& c, sprt_operator_t* op) const {
    if (options_ == nullptr) return c.Create(op);
    const sprt_test::SparseMatrix& w = c.weights();
    return sprt_create_convolution2d_1x1_nchw_f32_csr_with_options(
        w.columns, w.rows, w.columns, w.rows, w.row_offsets.data(), w.column_indices.data(), w.values.data(),
        c.bias().data(), c.output_min(), c.output_max(), c.flags(), options_, op);
  }

  // Sets up, runs and checks against the reference.
  void SetupRunCheck(const OperatorCase& c, sprt_operator_t op) const {
    std::vector<float> output(c.OutputFloats() + sprt_test::kSlackFloats, sprt_test::Sentinel());
    ASSERT_EQ(c.Setup(op, input_.data(), output.data(), pool_.get()), sprt_status_success);
    ASSERT_EQ(sprt_run_operator(op, pool_.get()), sprt_status_success);
    EXPECT_EQ(c.Check(input_.data(), output.data()), 0u);
  }

  // Every allocation of create, setup and run fails in turn. Returns the allocations of each call.
  std::vector<size_t> Test(const OperatorCase& c) {
    SCOPED_TRACE(c.Name());
    std::vector<size_t> counts;
    if (!c.Supported()) {
      sprt_operator_t op = nullptr;
      EXPECT_EQ(c.Create(&op), sprt_status_unsupported_hardware);
      EXPECT_EQ(op, nullptr);
      return counts;
    }
    input_ = c.RandomInput();
    input_.resize(input_.size() + sprt_test::kSlackFloats);
    counts.push_back(TestCreate(c));
    counts.push_back(TestSetup(c));
    counts.push_back(TestRun(c));
    std::printf("%s: create %zu, setup %zu, run %zu allocations\n", c.Name().c_str(), counts[0], counts[1], counts[2]);
    return counts;
  }

  size_t TestCreate(const OperatorCase& c) const {
    for (size_t n = 1; n <= kMaxAllocations; n++) {
      SCOPED_TRACE("create, allocation " + std::to_string(n) + " fails");
      sprt_operator_t op = nullptr;
      sprt_status status;
      size_t allocations;
      std::string log;
      {
        StderrCapture capture;
        FailAt fail(n);
        status = Create(c, &op);
        allocations = sprt_memory_allocations();
        log = capture.Take();
      }
      if (status == sprt_status_success) {
        EXPECT_LT(allocations, n) << "succeeded although allocation " << n << " failed";
        EXPECT_EQ(log, "");
        SetupRunCheck(c, op);
        sprt_delete_operator(op);
        return allocations;
      }
      EXPECT_EQ(status, sprt_status_out_of_memory);
      EXPECT_GE(allocations, n);
      EXPECT_EQ(op, nullptr) << "a failed create handed out an operator";
      ExpectOneLine(log, CreateFunction(c));
      if (testing::Test::HasFailure()) return 0;
    }
    ADD_FAILURE() << "more than " << kMaxAllocations << " allocations";
    return 0;
  }

  size_t TestSetup(const OperatorCase& c) const {
    for (size_t n = 1; n <= kMaxAllocations; n++) {
      SCOPED_TRACE("setup, allocation " + std::to_string(n) + " fails");
      sprt_operator_t op = nullptr;
      EXPECT_EQ(Create(c, &op), sprt_status_success);
      std::vector<float> output(c.OutputFloats() + sprt_test::kSlackFloats);
      sprt_status status;
      size_t allocations;
      std::string log;
      {
        StderrCapture capture;
        FailAt fail(n);
        status = c.Setup(op, input_.data(), output.data(), pool_.get());
        allocations = sprt_memory_allocations();
        log = capture.Take();
      }
      if (status == sprt_status_success) {
        EXPECT_LT(allocations, n);
        EXPECT_EQ(log, "");
        EXPECT_EQ(sprt_run_operator(op, pool_.get()), sprt_status_success);
        EXPECT_EQ(c.Check(input_.data(), output.data()), 0u);
        sprt_delete_operator(op);
        return allocations;
      }
      EXPECT_EQ(status, sprt_status_out_of_memory);
      EXPECT_GE(allocations, n);
      ExpectOneLine(log, SetupFunction(c));
      {
        StderrCapture capture;
        EXPECT_EQ(sprt_run_operator(op, pool_.get()), sprt_status_invalid_state) << "ran after a failed setup";
      }
      // Odd n: deleted right after the failure; even n: set up again, run and checked first.
      if (n % 2 == 0) SetupRunCheck(c, op);
      EXPECT_EQ(sprt_delete_operator(op), sprt_status_success);
      if (testing::Test::HasFailure()) return 0;
    }
    ADD_FAILURE() << "more than " << kMaxAllocations << " allocations";
    return 0;
  }

  size_t TestRun(const OperatorCase& c) const {
    sprt_operator_t op = nullptr;
    EXPECT_EQ(Create(c, &op), sprt_status_success);
    std::vector<float> output(c.OutputFloats() + sprt_test::kSlackFloats);
    EXPECT_EQ(c.Setup(op, input_.data(), output.data(), pool_.get()), sprt_status_success);
    size_t result = 0;
    for (size_t n = 1; n <= kMaxAllocations; n++) {
      SCOPED_TRACE("run, allocation " + std::to_string(n) + " fails");
      sprt_status status;
      size_t allocations;
      std::string log;
      {
        StderrCapture capture;
        FailAt fail(n);
        status = sprt_run_operator(op, pool_.get());
        allocations = sprt_memory_allocations();
        log = capture.Take();
      }
      if (status == sprt_status_success) {
        EXPECT_LT(allocations, n);
        EXPECT_EQ(c.Check(input_.data(), output.data()), 0u);
        result = allocations;
        break;
      }
      EXPECT_EQ(status, sprt_status_out_of_memory);
      ExpectOneLine(log, "sprt_run_operator");
      if (testing::Test::HasFailure()) break;
    }
    sprt_delete_operator(op);
    return result;
  }

  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool_{nullptr, pthreadpool_destroy};
  const sprt_create_options* options_ = nullptr;
  std::vector<float> input_;
};

// The ISA's cost model keeps the weights for a repack at the first setup (more allocations at
// create); each flag packs in a different way: reordering allocates the permutation's buffers.
TEST_F(AllocationFailure, sparse_1x1_dense_kernel_every_flag) {
  for (uint32_t flags : {0u, uint32_t{SPRT_FLAG_REORDER_OUTPUT_CHANNELS}, uint32_t{SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER}}) {
    const std::vector<size_t> counts = Test(OperatorCase::Sparse(Kind::kSparse, 40, 36, 0.7, flags, 5, 5, 2));
    if (HasFailure()) return;
    EXPECT_GT(counts.at(0), 5u) << "create allocates the operator, CSR, packing, offsets";
  }
}

TEST_F(AllocationFailure, sparse_1x1_csr_every_flag) {
  for (uint32_t flags : {0u, uint32_t{SPRT_FLAG_REORDER_OUTPUT_CHANNELS}, uint32_t{SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER}}) {
    Test(OperatorCase::Sparse(Kind::kSparseCsr, 40, 36, 0.7, flags, 5, 5, 2));
    if (HasFailure()) return;
  }
}

TEST_F(AllocationFailure, sparse_1x1_generic_entry_point) {
  Test(OperatorCase::Sparse(Kind::kSparseGeneric, 24, 20, 0.5, 0, 4, 4));
}

// f16: the weights converted from halves (dense, CSR) and the bias, on top of the f32 path.
TEST_F(AllocationFailure, sparse_1x1_f16_every_entry_point) {
  for (const Kind kind : {Kind::kSparse, Kind::kSparseCsr, Kind::kSparseGeneric}) {
    Test(OperatorCase::Sparse(kind, 40, 36, 0.7, SPRT_FLAG_REORDER_OUTPUT_CHANNELS, 5, 5, 2).Half());
    if (HasFailure()) return;
  }
}

// Enough input channels for several cache chunks: each chunk's CSR slice and panels.
TEST_F(AllocationFailure, sparse_1x1_input_channel_chunks) {
  const OperatorCase c = OperatorCase::Sparse(Kind::kSparseCsr, 2048, 16, 0.5, 0, 4, 8);
  sprt_operator_t op = nullptr;
  ASSERT_EQ(c.Create(&op), sprt_status_success);
  sprt_operator_info info = {};
  info.size = sizeof(info);
  ASSERT_EQ(sprt_get_operator_info(op, &info), sprt_status_success);
  sprt_delete_operator(op);
  EXPECT_GT(info.input_channel_chunks, 1u);
  Test(c);
}

// Without a cost model (fixed rule) the weights are not kept: fewer allocations at create.
TEST_F(AllocationFailure, sparse_1x1_without_cost_model) {
  const sprt_create_options options = {nullptr, true, nullptr};
  options_ = &options;
  Test(OperatorCase::Sparse(Kind::kSparseCsr, 40, 36, 0.7, 0, 5, 5));
}

// A model that favours ti4_identity on full tiles and ti4_reduced at one pixel (as selector_test):
// the first setup repacks, allocating a whole packing; failing it must keep the operator's first
// packing and kept weights intact.
TEST_F(AllocationFailure, sparse_1x1_repack_at_first_setup) {
  const sprt_spmm_cost_model loops_and_wide_values = {sprt_config.isa, {0, 0, -10.0, 10.0, 0, 0, 1.0}};
  const sprt_create_options options = {nullptr, true, &loops_and_wide_values};
  options_ = &options;
  for (uint32_t flags : {uint32_t{SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER}, uint32_t{SPRT_FLAG_REORDER_OUTPUT_CHANNELS}}) {
    const OperatorCase c = OperatorCase::Sparse(Kind::kSparseCsr, 80, 45, 0.8, flags, 1, 1, 2);
    const std::vector<size_t> counts = Test(c);
    if (HasFailure()) return;
    EXPECT_GT(counts.at(1), 3u) << "the first setup repacks";
  }
}

TEST_F(AllocationFailure, depthwise) {
  Test(OperatorCase::Depthwise(6, 3, 1, 7, 9, 2));
  Test(OperatorCase::Depthwise(5, 3, 2, 8, 7));
  Test(OperatorCase::Depthwise(4, 5, 1, 6, 6));
  Test(OperatorCase::Depthwise(3, 5, 2, 11, 10));
}

TEST_F(AllocationFailure, stem) { Test(OperatorCase::Stem(8, 9, 10, 2)); }

TEST_F(AllocationFailure, global_average_pooling) { Test(OperatorCase::Pooling(19, 13, 2)); }


// The inverted bottleneck: its create's allocations, then its setup's (the parts' setups and the
// band slots in a workspace of its own), each failing in turn; a failed setup leaves an operator
// that is set up again and then gives the three operators' bits.
TEST(AllocationFailureFused, inverted_bottleneck) {
  ASSERT_EQ(sprt_initialize(), sprt_status_success);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(2), pthreadpool_destroy);
  const size_t channels = 6, expanded = 36, height = 20, width = 20;
  const OperatorCase expand = OperatorCase::Sparse(Kind::kSparse, channels, expanded, 0.5, 0, height, width);
  const OperatorCase project = OperatorCase::Sparse(Kind::kSparse, expanded, channels, 0.5, 0, height, width);
  const OperatorCase depthwise = OperatorCase::Depthwise(expanded, 3, 1, height, width);
  sprt_operator_t e = nullptr, d = nullptr, p = nullptr;
  if (!depthwise.Supported()) {
    ASSERT_EQ(depthwise.Create(&d), sprt_status_unsupported_hardware);
    GTEST_SKIP() << "no depthwise kernel on this CPU (NEON): no block to fuse";
  }
  ASSERT_EQ(expand.Create(&e), sprt_status_success);
  ASSERT_EQ(depthwise.Create(&d), sprt_status_success);
  ASSERT_EQ(project.Create(&p), sprt_status_success);
  std::vector<float> input = expand.RandomInput(), hidden(expanded * height * width + 16),
                     hidden2(expanded * height * width + 16), expected(channels * height * width + 16),
                     output(channels * height * width + 16);
  ASSERT_EQ(sprt_setup_convolution2d_nchw_f32(e, 1, height, width, input.data(), hidden.data(), pool.get()),
            sprt_status_success);
  ASSERT_EQ(sprt_setup_convolution2d_nchw_f32(d, 1, height, width, hidden.data(), hidden2.data(), pool.get()),
            sprt_status_success);
  ASSERT_EQ(sprt_setup_convolution2d_nchw_f32(p, 1, height, width, hidden2.data(), expected.data(), pool.get()),
            sprt_status_success);
  for (sprt_operator_t op : {e, d, p}) ASSERT_EQ(sprt_run_operator(op, pool.get()), sprt_status_success);
  size_t create_allocations = 0, setup_allocations = 0;
  for (size_t n = 1; n <= kMaxAllocations && create_allocations == 0; n++) {
    SCOPED_TRACE("create, allocation " + std::to_string(n) + " fails");
    sprt_operator_t fused = nullptr;
    sprt_status status;
    std::string log;
    size_t allocations;
    {
      StderrCapture capture;
      FailAt fail(n);
      status = sprt_create_inverted_bottleneck_nchw_f32(e, d, p, 0, &fused);
      allocations = sprt_memory_allocations();
      log = capture.Take();
    }
    if (status == sprt_status_success) {
      EXPECT_LT(allocations, n);
      create_allocations = allocations;
    } else {
      EXPECT_EQ(status, sprt_status_out_of_memory);
      EXPECT_EQ(fused, nullptr);
      ExpectOneLine(log, "sprt_create_inverted_bottleneck_nchw_f32");
    }
    sprt_delete_operator(fused);
    if (testing::Test::HasFailure()) return;
  }
  for (size_t n = 1; n <= kMaxAllocations && setup_allocations == 0; n++) {
    SCOPED_TRACE("setup, allocation " + std::to_string(n) + " fails");
    sprt_operator_t fused = nullptr;
    ASSERT_EQ(sprt_create_inverted_bottleneck_nchw_f32(e, d, p, 0, &fused), sprt_status_success);
    sprt_status status;
    std::string log;
    size_t allocations;
    {
      StderrCapture capture;
      FailAt fail(n);
      status = sprt_setup_inverted_bottleneck_nchw_f32(fused, 1, height, width, input.data(), output.data(), nullptr,
                                                       nullptr, nullptr, 0, pool.get());
      allocations = sprt_memory_allocations();
      log = capture.Take();
    }
    if (status == sprt_status_success) {
      EXPECT_LT(allocations, n);
      setup_allocations = allocations;
    } else {
      EXPECT_EQ(status, sprt_status_out_of_memory);
      ExpectOneLine(log, "sprt_setup_inverted_bottleneck_nchw_f32");
      StderrCapture capture;
      EXPECT_EQ(sprt_run_operator(fused, pool.get()), sprt_status_invalid_state);
      EXPECT_EQ(sprt_setup_inverted_bottleneck_nchw_f32(fused, 1, height, width, input.data(), output.data(),
                                                        nullptr, nullptr, nullptr, 0, pool.get()),
                sprt_status_success);
    }
    std::fill(output.begin(), output.end(), 0.0f);
    EXPECT_EQ(sprt_run_operator(fused, pool.get()), sprt_status_success);
    EXPECT_EQ(std::memcmp(output.data(), expected.data(), channels * height * width * sizeof(float)), 0);
    sprt_delete_operator(fused);
    if (testing::Test::HasFailure()) return;
  }
  std::printf("inverted bottleneck: create %zu, setup %zu allocations\n", create_allocations, setup_allocations);
  EXPECT_EQ(create_allocations, 2u);
  EXPECT_GE(setup_allocations, 1u);  // the band slots at least
  for (sprt_operator_t op : {e, d, p}) sprt_delete_operator(op);
}

}  // namespace
