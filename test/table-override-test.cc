// SPRT_TABLE, the benchmarks' switch between mapping tables: `--sprt_table=NAME` sets it before
// the library initializes. A known table is used by every operator (reported in operator info) and
// gives results within the float64 bound; an unknown one makes sprt_initialize fail with
// sprt_status_invalid_parameter. One binary per value (initialization happens once per process).
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <sprt.h>

#include "test/reference.h"
#include "test/sparse-matrix.h"

namespace {

std::string g_table;

TEST(TableOverride, applies_or_is_refused) {
  const bool known = g_table == "ti4_identity" || g_table == "ti4_reduced";
  if (!known) {
    EXPECT_EQ(sprt_status_invalid_parameter, sprt_initialize()) << "SPRT_TABLE=" << g_table;
    return;
  }
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  std::mt19937_64 rng(7);
  const size_t cin = 96, cout = 45, height = 5, width = 9, pixels = height * width;
  const sprt_test::SparseMatrix w = sprt_test::RandomSparseMatrix(rng, cout, cin, 0.8);
  const std::vector<float> bias = sprt_test::RandomVector(rng, cout);
  std::vector<float> input = sprt_test::RandomVector(rng, cin * pixels);
  input.resize(input.size() + SPRT_EXTRA_BYTES / sizeof(float));
  std::vector<float> output(cout * pixels, std::numeric_limits<float>::quiet_NaN());
  sprt_operator_t op = nullptr;
  const float inf = std::numeric_limits<float>::infinity();
  ASSERT_EQ(sprt_status_success, sprt_create_convolution2d_1x1_nchw_f32(cin, cout, cin, cout, w.dense.data(),
                                                                         bias.data(), -inf, inf, 0, &op));
  ASSERT_EQ(sprt_status_success,
            sprt_setup_convolution2d_1x1_nchw_f32(op, 1, height, width, input.data(), output.data(), nullptr));
  ASSERT_EQ(sprt_status_success, sprt_run_operator(op, nullptr));
  sprt_operator_info info;
  std::memset(&info, 0xCD, sizeof(info));  // fields left unwritten show
  info.size = sizeof(info);
  ASSERT_EQ(sprt_status_success, sprt_get_operator_info(op, &info));
  EXPECT_STREQ(g_table.c_str(), info.mapping_table);
  EXPECT_EQ(4u, info.tile_rows);
  const sprt_test::Reference ref = sprt_test::ComputeReference(w, bias, input.data(), 1, cin, pixels);
  for (size_t c = 0; c < cout; c++) {
    for (size_t p = 0; p < pixels; p++) {
      const size_t i = ref.Index(0, c, p);
      ASSERT_NEAR(ref.value[i], output[c * pixels + p], sprt_test::Tolerance(ref.terms[c], ref.magnitude[i]))
          << "channel " << c << ", pixel " << p;
    }
  }
  sprt_delete_operator(op);
}

}  // namespace

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  const char* flag = "--sprt_table=";
  for (int i = 1; i < argc; i++) {
    if (std::strncmp(argv[i], flag, std::strlen(flag)) == 0) g_table = argv[i] + std::strlen(flag);
  }
  setenv("SPRT_TABLE", g_table.c_str(), 1);
  return RUN_ALL_TESTS();
}
