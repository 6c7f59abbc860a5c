// Every entry point called before sprt_initialize returns sprt_status_uninitialized and logs one
// line naming itself; delete(NULL) stays a no-op. Its own binary: nothing may initialize first.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include <sprt.h>

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();

struct Call {
  const char* function;
  std::function<sprt_status()> call;
};

// One test so that no test order (gtest_shuffle included) can initialize before the checks.
TEST(Uninitialized, every_call_before_initialize_is_refused) {
  const std::vector<float> kernel(8 * 4, 0.5f);
  const std::vector<uint32_t> row_offsets = {0, 1, 2, 3, 4};
  const std::vector<uint32_t> column_indices = {0, 1, 2, 3};
  const std::vector<float> values = {1.0f, 2.0f, 3.0f, 4.0f};
  std::vector<float> input(8 * 4 + 16, 1.0f), output(4 * 4, 0.0f);
  sprt_operator_t op = nullptr;
  sprt_operator_info info = {};
  info.size = sizeof(info);  // a valid call in every respect but the missing initialization

  const Call calls[] = {
      {"sprt_create_convolution2d_1x1_nchw_f32",
       [&] {
         return sprt_create_convolution2d_1x1_nchw_f32(8, 4, 8, 4, kernel.data(), nullptr, -kInf, kInf, 0, &op);
       }},
      {"sprt_create_convolution2d_1x1_nchw_f32_csr",
       [&] {
         return sprt_create_convolution2d_1x1_nchw_f32_csr(8, 4, 8, 4, row_offsets.data(), column_indices.data(),
                                                           values.data(), nullptr, -kInf, kInf, 0, &op);
       }},
      // No operator can exist yet: NULL is what a caller could pass.
      {"sprt_setup_convolution2d_1x1_nchw_f32",
       [&] { return sprt_setup_convolution2d_1x1_nchw_f32(nullptr, 1, 2, 2, input.data(), output.data(), nullptr); }},
      {"sprt_run_operator", [&] { return sprt_run_operator(nullptr, nullptr); }},
      {"sprt_get_operator_info", [&] { return sprt_get_operator_info(nullptr, &info); }},
  };
  for (const Call& c : calls) {
    SCOPED_TRACE(c.function);
    testing::internal::CaptureStderr();
    const sprt_status status = c.call();
    const std::string log = testing::internal::GetCapturedStderr();
    EXPECT_EQ(sprt_status_uninitialized, status);
    EXPECT_EQ(1, std::count(log.begin(), log.end(), '\n')) << "stderr:\n" << log;
    EXPECT_NE(std::string::npos, log.find(c.function)) << "stderr:\n" << log;
    EXPECT_NE(std::string::npos, log.find("initialize")) << "stderr:\n" << log;
    if (status == sprt_status_success && op != nullptr) {
      sprt_delete_operator(op);
      op = nullptr;
    }
  }
  EXPECT_EQ(sprt_status_success, sprt_delete_operator(nullptr));

  // The refusals were about initialization: the same creation now works.
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  ASSERT_EQ(sprt_status_success, sprt_initialize()) << "sprt_initialize is documented as idempotent";
  ASSERT_EQ(sprt_status_success,
            sprt_create_convolution2d_1x1_nchw_f32(8, 4, 8, 4, kernel.data(), nullptr, -kInf, kInf, 0, &op));
  EXPECT_EQ(sprt_status_success, sprt_delete_operator(op));
}

}  // namespace
