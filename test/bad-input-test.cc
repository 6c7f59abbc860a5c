// Invalid calls through the public API: each returns its documented status, crashes nothing, and
// prints exactly one line to stderr naming the public function and the offending value.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <ostream>
#include <string>
#include <vector>

#include <sprt.h>

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

const char* const kCreate = "sprt_create_convolution2d_1x1_nchw_f32";
const char* const kCreateCsr = "sprt_create_convolution2d_1x1_nchw_f32_csr";
const char* const kSetup = "sprt_setup_convolution2d_1x1_nchw_f32";
const char* const kCreateNCHW = "sprt_create_convolution2d_nchw_f32";
const char* const kSetupNCHW = "sprt_setup_convolution2d_nchw_f32";
const char* const kCreateF16 = "sprt_create_convolution2d_1x1_nchw_f16";
const char* const kCreateCsrF16 = "sprt_create_convolution2d_1x1_nchw_f16_csr";
const char* const kSetupF16 = "sprt_setup_convolution2d_1x1_nchw_f16";
const char* const kCreateNCHWF16 = "sprt_create_convolution2d_nchw_f16";
const char* const kSetupNCHWF16 = "sprt_setup_convolution2d_nchw_f16";
const char* const kCreatePool = "sprt_create_global_average_pooling_ncw_f32";
const char* const kSetupPool = "sprt_setup_global_average_pooling_ncw_f32";
const char* const kRun = "sprt_run_operator";
const char* const kInfo = "sprt_get_operator_info";

class InitializeEnvironment : public testing::Environment {
 public:
  void SetUp() override { ASSERT_EQ(sprt_status_success, sprt_initialize()); }
};

testing::Environment* const g_environment = testing::AddGlobalTestEnvironment(new InitializeEnvironment);

// A valid 19-in, 13-out layer; each case breaks one argument of a copy.
constexpr size_t kInputChannels = 19;
constexpr size_t kOutputChannels = 13;

struct DenseArgs {
  size_t input_channels = kInputChannels;
  size_t output_channels = kOutputChannels;
  size_t input_channel_stride = kInputChannels;
  size_t output_channel_stride = kOutputChannels;
  bool null_kernel = false;
  bool null_op_out = false;
  float output_min = -kInf;
  float output_max = kInf;
  uint32_t flags = 0;
};

// A 19 x 13 CSR matrix with a few entries per row; cases edit the arrays.
struct CsrArgs {
  size_t input_channels = kInputChannels;
  size_t output_channels = kOutputChannels;
  size_t input_channel_stride = kInputChannels;
  size_t output_channel_stride = kOutputChannels;
  std::vector<uint32_t> row_offsets;
  std::vector<uint32_t> column_indices;
  std::vector<float> values;
  bool null_row_offsets = false;
  bool null_column_indices = false;
  bool null_values = false;
  bool null_op_out = false;
  float output_min = -kInf;
  float output_max = kInf;
  uint32_t flags = 0;

  CsrArgs() {
    row_offsets.push_back(0);
    for (uint32_t r = 0; r < kOutputChannels; r++) {
      for (uint32_t k = 0; k < 3; k++) {
        column_indices.push_back((5 * r + 7 * k) % kInputChannels);  // distinct within a row
        values.push_back(0.25f * static_cast<float>(k + 1));
      }
      row_offsets.push_back(static_cast<uint32_t>(values.size()));
    }
    // Room for the "too many entries" cases to point past the real entries without overreads.
    column_indices.resize(2000, 0);
    values.resize(2000, 1.0f);
  }
};

// Releases an operator that a broken create returned anyway, so a library bug does not also leak.
void DeleteIfCreated(sprt_status status, sprt_operator_t op) {
  if (status == sprt_status_success && op != nullptr) sprt_delete_operator(op);
}

sprt_status CreateDense(const DenseArgs& a) {
  static const std::vector<float> kernel(kInputChannels * kOutputChannels * 4, 0.5f);
  sprt_operator_t op = nullptr;
  const sprt_status status = sprt_create_convolution2d_1x1_nchw_f32(
      a.input_channels, a.output_channels, a.input_channel_stride, a.output_channel_stride,
      a.null_kernel ? nullptr : kernel.data(), nullptr, a.output_min, a.output_max, a.flags,
      a.null_op_out ? nullptr : &op);
  DeleteIfCreated(status, op);
  return status;
}

sprt_status CreateCsr(const CsrArgs& a) {
  sprt_operator_t op = nullptr;
  const sprt_status status = sprt_create_convolution2d_1x1_nchw_f32_csr(
      a.input_channels, a.output_channels, a.input_channel_stride, a.output_channel_stride,
      a.null_row_offsets ? nullptr : a.row_offsets.data(),
      a.null_column_indices ? nullptr : a.column_indices.data(), a.null_values ? nullptr : a.values.data(), nullptr,
      a.output_min, a.output_max, a.flags, a.null_op_out ? nullptr : &op);
  DeleteIfCreated(status, op);
  return status;
}

// XNNPACK's parameter list: a valid 3x3 stride-2 depthwise layer of 6 channels; cases edit a copy.
struct NCHWArgs {
  uint32_t top = 1, right = 1, bottom = 1, left = 1;
  uint32_t kernel_height = 3, kernel_width = 3;
  uint32_t subsampling_height = 2, subsampling_width = 2;
  uint32_t dilation_height = 1, dilation_width = 1;
  uint32_t groups = 6;
  size_t group_input_channels = 1, group_output_channels = 1;
  size_t input_channel_stride = 6, output_channel_stride = 6;
  bool null_kernel = false;
  bool null_op_out = false;
  float output_min = 0.0f, output_max = 6.0f;
  uint32_t flags = 0;
};

sprt_status CreateNCHW(const NCHWArgs& a) {
  static const std::vector<float> kernel(7 * 7 * 64, 0.5f);
  sprt_operator_t op = nullptr;
  const sprt_status status = sprt_create_convolution2d_nchw_f32(
      a.top, a.right, a.bottom, a.left, a.kernel_height, a.kernel_width, a.subsampling_height, a.subsampling_width,
      a.dilation_height, a.dilation_width, a.groups, a.group_input_channels, a.group_output_channels,
      a.input_channel_stride, a.output_channel_stride, a.null_kernel ? nullptr : kernel.data(), nullptr,
      a.output_min, a.output_max, a.flags, a.null_op_out ? nullptr : &op);
  DeleteIfCreated(status, op);
  return status;
}

// The f16 entry points on the same arguments: halves (0x3800, 0.5) for the kernel and values, or
// floats with SPRT_FLAG_FP32_STATIC_WEIGHTS.
const void* F16Weights(uint32_t flags, size_t count) {
  constexpr size_t kMost = 7 * 7 * 64 + 2000;  // the largest kernel and CSR arrays of the cases
  static const std::vector<uint16_t> halves(kMost, UINT16_C(0x3800));
  static const std::vector<float> floats(kMost, 0.5f);
  EXPECT_LE(count, halves.size());
  if ((flags & SPRT_FLAG_FP32_STATIC_WEIGHTS) != 0) return floats.data();
  return halves.data();
}

sprt_status CreateDenseF16(const DenseArgs& a) {
  sprt_operator_t op = nullptr;
  const sprt_status status = sprt_create_convolution2d_1x1_nchw_f16(
      a.input_channels, a.output_channels, a.input_channel_stride, a.output_channel_stride,
      a.null_kernel ? nullptr : F16Weights(a.flags, kInputChannels * kOutputChannels), nullptr, a.output_min,
      a.output_max, a.flags, a.null_op_out ? nullptr : &op);
  DeleteIfCreated(status, op);
  return status;
}

sprt_status CreateCsrF16(const CsrArgs& a) {
  sprt_operator_t op = nullptr;
  const sprt_status status = sprt_create_convolution2d_1x1_nchw_f16_csr(
      a.input_channels, a.output_channels, a.input_channel_stride, a.output_channel_stride,
      a.null_row_offsets ? nullptr : a.row_offsets.data(),
      a.null_column_indices ? nullptr : a.column_indices.data(),
      a.null_values ? nullptr : F16Weights(a.flags, a.values.size()), nullptr, a.output_min, a.output_max, a.flags,
      a.null_op_out ? nullptr : &op);
  DeleteIfCreated(status, op);
  return status;
}

sprt_status CreateNCHWF16(const NCHWArgs& a) {
  sprt_operator_t op = nullptr;
  const sprt_status status = sprt_create_convolution2d_nchw_f16(
      a.top, a.right, a.bottom, a.left, a.kernel_height, a.kernel_width, a.subsampling_height, a.subsampling_width,
      a.dilation_height, a.dilation_width, a.groups, a.group_input_channels, a.group_output_channels,
      a.input_channel_stride, a.output_channel_stride, a.null_kernel ? nullptr : F16Weights(a.flags, 7 * 7 * 64),
      nullptr, a.output_min, a.output_max, a.flags, a.null_op_out ? nullptr : &op);
  DeleteIfCreated(status, op);
  return status;
}

// NCHWArgs of a valid 1x1 layer of 19 input and 13 output channels.
void Pointwise(NCHWArgs& a) {
  a.top = a.right = a.bottom = a.left = 0;
  a.kernel_height = a.kernel_width = 1;
  a.subsampling_height = a.subsampling_width = 1;
  a.groups = 1;
  a.group_input_channels = a.input_channel_stride = kInputChannels;
  a.group_output_channels = a.output_channel_stride = kOutputChannels;
}

// What setup, run and get_info cases start from: a valid operator that is not set up, and
// buffers for an 8 x 8 image.
struct Fixture {
  sprt_operator_t op = nullptr;
  // Made by the cases that need them (on NEON these layers have no kernels: those cases skip).
  sprt_operator_t depthwise = nullptr;
  sprt_operator_t pool = nullptr;
  // An f16 1x1 operator, not set up.
  sprt_operator_t f16 = nullptr;
  std::vector<float> input = std::vector<float>(kInputChannels * 64 + 16, 1.0f);
  std::vector<float> output = std::vector<float>(kOutputChannels * 64, 0.0f);

  sprt_status Setup(size_t batch, size_t height, size_t width) {
    return sprt_setup_convolution2d_1x1_nchw_f32(op, batch, height, width, input.data(), output.data(), nullptr);
  }
};

struct BadCall {
  std::string name;
  bool needs_dense_kernels = false;  // set up a depthwise or pooling operator first
  sprt_status expected;
  const char* function;               // must appear in the log line
  std::vector<std::string> evidence;  // each must appear (case-insensitive); "a|b" accepts either
  std::function<sprt_status(Fixture&)> call;
};

void PrintTo(const BadCall& c, std::ostream* os) { *os << c.name; }

BadCall Dense(std::string name, std::vector<std::string> evidence, std::function<void(DenseArgs&)> edit,
              sprt_status expected = sprt_status_invalid_parameter) {
  return {std::move(name), false, expected, kCreate, std::move(evidence), [edit](Fixture&) {
            DenseArgs a;
            edit(a);
            return CreateDense(a);
          }};
}

BadCall Csr(std::string name, std::vector<std::string> evidence, std::function<void(CsrArgs&)> edit,
            sprt_status expected = sprt_status_invalid_parameter) {
  return {std::move(name), false, expected, kCreateCsr, std::move(evidence), [edit](Fixture&) {
            CsrArgs a;
            edit(a);
            return CreateCsr(a);
          }};
}

BadCall Setup(std::string name, std::vector<std::string> evidence, std::function<sprt_status(Fixture&)> call,
              sprt_status expected = sprt_status_invalid_parameter) {
  return {std::move(name), false, expected, kSetup, std::move(evidence), std::move(call)};
}

BadCall NCHW(std::string name, std::vector<std::string> evidence, std::function<void(NCHWArgs&)> edit,
             sprt_status expected = sprt_status_invalid_parameter) {
  return {std::move(name), false, expected, kCreateNCHW, std::move(evidence), [edit](Fixture&) {
            NCHWArgs a;
            edit(a);
            return CreateNCHW(a);
          }};
}

BadCall DenseF16(std::string name, std::vector<std::string> evidence, std::function<void(DenseArgs&)> edit,
                 sprt_status expected = sprt_status_invalid_parameter) {
  return {std::move(name), false, expected, kCreateF16, std::move(evidence), [edit](Fixture&) {
            DenseArgs a;
            edit(a);
            return CreateDenseF16(a);
          }};
}

BadCall CsrF16(std::string name, std::vector<std::string> evidence, std::function<void(CsrArgs&)> edit,
               sprt_status expected = sprt_status_invalid_parameter) {
  return {std::move(name), false, expected, kCreateCsrF16, std::move(evidence), [edit](Fixture&) {
            CsrArgs a;
            edit(a);
            return CreateCsrF16(a);
          }};
}

BadCall NCHWF16(std::string name, std::vector<std::string> evidence, std::function<void(NCHWArgs&)> edit,
                sprt_status expected = sprt_status_invalid_parameter) {
  return {std::move(name), false, expected, kCreateNCHWF16, std::move(evidence), [edit](Fixture&) {
            NCHWArgs a;
            edit(a);
            return CreateNCHWF16(a);
          }};
}

BadCall Pool(std::string name, std::vector<std::string> evidence, size_t channels, float min, float max,
             uint32_t flags, bool null_out = false) {
  return {std::move(name), false, sprt_status_invalid_parameter, kCreatePool, std::move(evidence),
          [=](Fixture&) {
            sprt_operator_t op = nullptr;
            const sprt_status status =
                sprt_create_global_average_pooling_ncw_f32(channels, min, max, flags, null_out ? nullptr : &op);
            DeleteIfCreated(status, op);
            return status;
          }};
}

// A setup call on the fixture's depthwise (or pooling) operator.
BadCall DenseSetup(std::string name, const char* function, std::vector<std::string> evidence,
                   std::function<sprt_status(Fixture&)> call) {
  return {std::move(name), true, sprt_status_invalid_parameter, function, std::move(evidence), std::move(call)};
}

const char* const kNull = "NULL|nullptr|null pointer";
const char* const kNaNText = "nan";

std::vector<BadCall> BadCalls() {
  return {
      // Dense creation.
      Dense("dense_zero_input_channels", {"input_channels", "0"}, [](DenseArgs& a) { a.input_channels = 0; }),
      Dense("dense_zero_output_channels", {"output_channels", "0"}, [](DenseArgs& a) { a.output_channels = 0; }),
      Dense("dense_input_stride_below_channels", {"input_channel_stride", "17"},
            [](DenseArgs& a) { a.input_channel_stride = 17; }),
      Dense("dense_output_stride_below_channels", {"output_channel_stride", "11"},
            [](DenseArgs& a) { a.output_channel_stride = 11; }),
      Dense("dense_null_kernel", {"kernel", kNull}, [](DenseArgs& a) { a.null_kernel = true; }),
      Dense("dense_null_operator_out", {kNull}, [](DenseArgs& a) { a.null_op_out = true; }),
      Dense("dense_min_above_max", {"2.5", "1.25"}, [](DenseArgs& a) { a.output_min = 2.5f; a.output_max = 1.25f; }),
      Dense("dense_min_equals_max", {"0.75"}, [](DenseArgs& a) { a.output_min = 0.75f; a.output_max = 0.75f; }),
      Dense("dense_nan_min", {"output_min", kNaNText}, [](DenseArgs& a) { a.output_min = kNaN; }),
      Dense("dense_nan_max", {"output_max", kNaNText}, [](DenseArgs& a) { a.output_max = kNaN; }),
      Dense("dense_infinite_min_equals_max", {"inf"}, [](DenseArgs& a) { a.output_min = kInf; }),
      Dense("dense_unknown_flag", {"flags", "0x00000040|0x40|64"}, [](DenseArgs& a) { a.flags = 0x40; }),
      Dense("dense_high_flag", {"flags", "80000000|2147483648"}, [](DenseArgs& a) { a.flags = UINT32_C(0x80000000); }),

      // CSR creation: the shared checks, then the arrays.
      Csr("csr_zero_input_channels", {"input_channels", "0"}, [](CsrArgs& a) { a.input_channels = 0; }),
      Csr("csr_zero_output_channels", {"output_channels", "0"}, [](CsrArgs& a) { a.output_channels = 0; }),
      Csr("csr_input_stride_below_channels", {"input_channel_stride", "17"},
          [](CsrArgs& a) { a.input_channel_stride = 17; }),
      Csr("csr_output_stride_below_channels", {"output_channel_stride", "11"},
          [](CsrArgs& a) { a.output_channel_stride = 11; }),
      Csr("csr_null_operator_out", {kNull}, [](CsrArgs& a) { a.null_op_out = true; }),
      Csr("csr_null_row_offsets", {"row_offsets", kNull}, [](CsrArgs& a) { a.null_row_offsets = true; }),
      Csr("csr_null_column_indices", {"column_indices", kNull}, [](CsrArgs& a) { a.null_column_indices = true; }),
      Csr("csr_null_values", {"values", kNull}, [](CsrArgs& a) { a.null_values = true; }),
      Csr("csr_null_arrays_without_nonzeros", {kNull},
          [](CsrArgs& a) {
            std::fill(a.row_offsets.begin(), a.row_offsets.end(), 0u);
            a.null_column_indices = true;
            a.null_values = true;
          }),
      Csr("csr_first_offset_not_zero", {"row_offsets", "7"}, [](CsrArgs& a) { a.row_offsets[0] = 7; }),
      Csr("csr_decreasing_offsets", {"row_offsets", "9"}, [](CsrArgs& a) { a.row_offsets[6] = 9; }),
      Csr("csr_row_longer_than_input_channels", {"row_offsets", "1999"},
          [](CsrArgs& a) { a.row_offsets.back() = 1999; }),
      Csr("csr_last_offset_beyond_matrix", {"row_offsets", "248"},
          [](CsrArgs& a) {
            // One more entry than the 13 x 19 matrix has positions.
            std::fill(a.row_offsets.begin(), a.row_offsets.end() - 1, 0u);
            a.row_offsets.back() = kOutputChannels * kInputChannels + 1;
          }),
      Csr("csr_column_index_out_of_range", {"column_indices", "4242"},
          [](CsrArgs& a) { a.column_indices[a.row_offsets[6] + 1] = 4242; }),
      Csr("csr_column_index_equal_to_input_channels", {"column_indices", "19"},
          [](CsrArgs& a) { a.column_indices[a.row_offsets[12] + 2] = 19; }),
      Csr("csr_duplicate_column_index", {"14"},
          [](CsrArgs& a) {
            a.column_indices[a.row_offsets[3]] = 14;
            a.column_indices[a.row_offsets[3] + 2] = 14;
            a.column_indices[a.row_offsets[3] + 1] = 2;
          }),
      Csr("csr_min_above_max", {"2.5", "1.25"}, [](CsrArgs& a) { a.output_min = 2.5f; a.output_max = 1.25f; }),
      Csr("csr_nan_min", {"output_min", kNaNText}, [](CsrArgs& a) { a.output_min = kNaN; }),
      Csr("csr_nan_max", {"output_max", kNaNText}, [](CsrArgs& a) { a.output_max = kNaN; }),
      Csr("csr_unknown_flag", {"flags", "0x00000004|0x4|4"}, [](CsrArgs& a) { a.flags = 4; }),
      Csr("csr_conflicting_reorder_flags", {"flags", "0x00000003"},
          [](CsrArgs& a) { a.flags = SPRT_FLAG_REORDER_OUTPUT_CHANNELS | SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER; }),

      // Setup.
      Setup("setup_null_operator", {kNull},
            [](Fixture& f) {
              return sprt_setup_convolution2d_1x1_nchw_f32(nullptr, 1, 8, 8, f.input.data(), f.output.data(), nullptr);
            }),
      Setup("setup_zero_height", {"0x8|height"}, [](Fixture& f) { return f.Setup(1, 0, 8); }),
      Setup("setup_zero_width", {"8x0|width"}, [](Fixture& f) { return f.Setup(1, 8, 0); }),
      Setup("setup_null_input", {"input", kNull},
            [](Fixture& f) {
              return sprt_setup_convolution2d_1x1_nchw_f32(f.op, 1, 8, 8, nullptr, f.output.data(), nullptr);
            }),
      Setup("setup_null_output", {"output", kNull},
            [](Fixture& f) {
              return sprt_setup_convolution2d_1x1_nchw_f32(f.op, 1, 8, 8, f.input.data(), nullptr, nullptr);
            }),
      // height * width overflows.
      Setup("setup_pixel_count_overflow", {"4294967296"}, [](Fixture& f) { return f.Setup(1, 4294967296u, 4294967296u); }),
      // height * width fits, but not the bytes of one channel stride.
      Setup("setup_image_bytes_overflow", {"2147483648|1073741824"},
            [](Fixture& f) { return f.Setup(1, 2147483648u, 1073741824u); }),
      // one image fits, the batch does not.
      Setup("setup_batch_bytes_overflow", {"8589934592"}, [](Fixture& f) { return f.Setup(8589934592u, 65536, 65536); }),
      Setup("setup_batch_times_pixels_overflow", {"1152921504606846976"},
            [](Fixture& f) { return f.Setup(UINT64_C(1152921504606846976), 1024, 1024); }),

      // XNNPACK's parameter list: invalid values in XNNPACK's order, then unsupported ones.
      NCHW("nchw_zero_kernel_height", {"kernel", "0x3"}, [](NCHWArgs& a) { a.kernel_height = 0; }),
      NCHW("nchw_zero_subsampling", {"subsampling", "2x0"}, [](NCHWArgs& a) { a.subsampling_width = 0; }),
      NCHW("nchw_zero_dilation", {"dilation", "0x1"}, [](NCHWArgs& a) { a.dilation_height = 0; }),
      NCHW("nchw_zero_groups", {"groups", "0"}, [](NCHWArgs& a) { a.groups = 0; }),
      NCHW("nchw_zero_group_input_channels", {"group_input_channels", "0"},
           [](NCHWArgs& a) { a.group_input_channels = 0; }),
      NCHW("nchw_zero_group_output_channels", {"group_output_channels", "0"},
           [](NCHWArgs& a) { a.group_output_channels = 0; }),
      NCHW("nchw_input_stride_below_channels", {"input_channel_stride", "5"},
           [](NCHWArgs& a) { a.input_channel_stride = 5; }),
      NCHW("nchw_output_stride_below_channels", {"output_channel_stride", "4"},
           [](NCHWArgs& a) { a.output_channel_stride = 4; }),
      NCHW("nchw_null_kernel", {"kernel", kNull}, [](NCHWArgs& a) { a.null_kernel = true; }),
      NCHW("nchw_null_operator_out", {kNull}, [](NCHWArgs& a) { a.null_op_out = true; }),
      NCHW("nchw_nan_max", {"output_max", kNaNText}, [](NCHWArgs& a) { a.output_max = kNaN; }),
      NCHW("nchw_min_above_max", {"6", "0.5"}, [](NCHWArgs& a) { a.output_min = 6.0f; a.output_max = 0.5f; }),
      NCHW("nchw_unknown_flag", {"flags", "0x00000100"}, [](NCHWArgs& a) { a.flags = 0x100; }),
      NCHW("nchw_depthwise_flag_with_two_input_channels", {"group_input_channels", "2"},
           [](NCHWArgs& a) {
             a.flags = SPRT_FLAG_DEPTHWISE_CONVOLUTION;
             a.group_input_channels = 2;
             a.input_channel_stride = 12;
           }),
      NCHW("nchw_unsupported_7x7_depthwise", {"kernel", "7x7"},
           [](NCHWArgs& a) { a.kernel_height = a.kernel_width = 7; }, sprt_status_unsupported_parameter),
      NCHW("nchw_unsupported_depthwise_dilation", {"dilation", "2x2"},
           [](NCHWArgs& a) { a.dilation_height = a.dilation_width = 2; }, sprt_status_unsupported_parameter),
      NCHW("nchw_unsupported_depthwise_subsampling", {"subsampling", "3x3"},
           [](NCHWArgs& a) { a.subsampling_height = a.subsampling_width = 3; }, sprt_status_unsupported_parameter),
      NCHW("nchw_unsupported_depthwise_padding", {"padding", "2"}, [](NCHWArgs& a) { a.left = 2; },
           sprt_status_unsupported_parameter),
      NCHW("nchw_unsupported_top_padding_with_stride_1", {"padding", "0, 1, 1, 1"},
           [](NCHWArgs& a) { a.top = 0; a.subsampling_height = a.subsampling_width = 1; },
           sprt_status_unsupported_parameter),
      NCHW("nchw_unsupported_grouped_3x3", {"groups", "3x3"},
           [](NCHWArgs& a) {
             a.groups = 2;
             a.group_input_channels = 3;
             a.group_output_channels = 3;
           },
           sprt_status_unsupported_parameter),
      NCHW("nchw_unsupported_nhwc_input_channels", {"group_input_channels", "4"},
           [](NCHWArgs& a) {
             a.flags = SPRT_FLAG_INPUT_NHWC;
             a.groups = 1;
             a.group_input_channels = 4;
             a.group_output_channels = 6;
           },
           sprt_status_unsupported_parameter),
      // Found by fuzz/xnnpack-plugin-fuzzer: the stem's padding check ANDed the four values, so any odd
      // padding passed as 1 (XNNPACK refuses the layer; the plugin took it).
      NCHW("nchw_unsupported_nhwc_padding_3", {"padding", "1, 1, 3, 1"},
           [](NCHWArgs& a) {
             a.flags = SPRT_FLAG_INPUT_NHWC;
             a.groups = 1;
             a.group_input_channels = 3;
             a.group_output_channels = 6;
             a.bottom = 3;
           },
           sprt_status_unsupported_parameter),
      NCHW("nchw_unsupported_1x1_padding", {"padding", "1x1|1 kernel"},
           [](NCHWArgs& a) {
             a.kernel_height = a.kernel_width = 1;
             a.subsampling_height = a.subsampling_width = 1;
           },
           sprt_status_unsupported_parameter),
      DenseSetup("nchw_setup_zero_height", kSetupNCHW, {"0x8|height"},
                 [](Fixture& f) {
                   return sprt_setup_convolution2d_nchw_f32(f.depthwise, 1, 0, 8, f.input.data(), f.output.data(),
                                                            nullptr);
                 }),
      DenseSetup("nchw_setup_null_input", kSetupNCHW, {"input", kNull},
                 [](Fixture& f) {
                   return sprt_setup_convolution2d_nchw_f32(f.depthwise, 1, 8, 8, nullptr, f.output.data(), nullptr);
                 }),
      DenseSetup("nchw_setup_image_bytes_overflow", kSetupNCHW, {"4294967296"},
                 [](Fixture& f) {
                   return sprt_setup_convolution2d_nchw_f32(f.depthwise, 1, 4294967296u, 4294967296u, f.input.data(),
                                                            f.output.data(), nullptr);
                 }),
      DenseSetup("nchw_setup_of_a_pooling_operator", kSetupNCHW, {"not an f32 NCHW convolution"},
                 [](Fixture& f) {
                   return sprt_setup_convolution2d_nchw_f32(f.pool, 1, 8, 8, f.input.data(), f.output.data(), nullptr);
                 }),
      DenseSetup("setup_1x1_of_a_depthwise_operator", kSetup, {"not a 1x1"},
                 [](Fixture& f) {
                   return sprt_setup_convolution2d_1x1_nchw_f32(f.depthwise, 1, 8, 8, f.input.data(),
                                                                f.output.data(), nullptr);
                 }),

      // f16: the shared checks through each entry point, the clamp after rounding to half, the weight
      // format flag, and setups that mix the element types.
      Dense("dense_f16_weights_flag_on_f32", {"flags", "0x00000010"},
            [](DenseArgs& a) { a.flags = SPRT_FLAG_FP32_STATIC_WEIGHTS; }),
      DenseF16("f16_dense_zero_input_channels", {"input_channels", "0"}, [](DenseArgs& a) { a.input_channels = 0; }),
      DenseF16("f16_dense_output_stride_below_channels", {"output_channel_stride", "11"},
               [](DenseArgs& a) { a.output_channel_stride = 11; }),
      DenseF16("f16_dense_null_kernel", {"kernel", kNull}, [](DenseArgs& a) { a.null_kernel = true; }),
      DenseF16("f16_dense_null_operator_out", {kNull}, [](DenseArgs& a) { a.null_op_out = true; }),
      DenseF16("f16_dense_nan_max", {"output_max", kNaNText}, [](DenseArgs& a) { a.output_max = kNaN; }),
      DenseF16("f16_dense_min_above_max", {"2.5", "1.25"},
               [](DenseArgs& a) { a.output_min = 2.5f; a.output_max = 1.25f; }),
      // 1.0001 and 1.0002 are both 1 in half precision (spacing 2^-10 above 1).
      DenseF16("f16_dense_range_empty_after_rounding", {"half", "1.0001", "1.0002"},
               [](DenseArgs& a) { a.output_min = 1.0001f; a.output_max = 1.0002f; }),
      // Both round to infinity (the largest half is 65504).
      DenseF16("f16_dense_range_above_largest_half", {"half", "70000", "80000"},
               [](DenseArgs& a) { a.output_min = 70000.0f; a.output_max = 80000.0f; }),
      DenseF16("f16_dense_unknown_flag", {"flags", "0x00000020|0x20"}, [](DenseArgs& a) { a.flags = 0x20; }),
      DenseF16("f16_dense_depthwise_flag", {"flags", "0x00000004|0x4"},
               [](DenseArgs& a) { a.flags = SPRT_FLAG_DEPTHWISE_CONVOLUTION; }),
      CsrF16("f16_csr_null_values", {"values", kNull}, [](CsrArgs& a) { a.null_values = true; }),
      CsrF16("f16_csr_decreasing_offsets", {"row_offsets", "9"}, [](CsrArgs& a) { a.row_offsets[6] = 9; }),
      CsrF16("f16_csr_column_index_out_of_range", {"column_indices", "4242"},
             [](CsrArgs& a) { a.column_indices[a.row_offsets[6] + 1] = 4242; }),
      CsrF16("f16_csr_conflicting_reorder_flags", {"flags", "0x00000003"},
             [](CsrArgs& a) { a.flags = SPRT_FLAG_REORDER_OUTPUT_CHANNELS | SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER; }),
      NCHWF16("f16_nchw_depthwise", {"3x3", "depthwise", "half precision"}, [](NCHWArgs&) {},
              sprt_status_unsupported_parameter),
      NCHWF16("f16_nchw_nhwc_input_stem", {"3x3", "NHWC", "half precision"},
              [](NCHWArgs& a) {
                a.groups = 1;
                a.group_input_channels = 3;
                a.group_output_channels = 32;
                a.input_channel_stride = 3;
                a.output_channel_stride = 32;
                a.flags = SPRT_FLAG_INPUT_NHWC;
              },
              sprt_status_unsupported_parameter),
      NCHWF16("f16_nchw_1x1_with_padding", {"padding", "1"},
              [](NCHWArgs& a) {
                Pointwise(a);
                a.left = 1;
              },
              sprt_status_unsupported_parameter),
      NCHWF16("f16_nchw_zero_kernel_height", {"kernel size", "0x1"},
              [](NCHWArgs& a) {
                Pointwise(a);
                a.kernel_height = 0;
              }),
      NCHWF16("f16_nchw_null_kernel", {"kernel", kNull},
              [](NCHWArgs& a) {
                Pointwise(a);
                a.null_kernel = true;
              }),
      NCHWF16("f16_nchw_range_empty_after_rounding", {"half", "1.0001", "1.0002"},
              [](NCHWArgs& a) {
                Pointwise(a);
                a.output_min = 1.0001f;
                a.output_max = 1.0002f;
              }),
      NCHWF16("f16_nchw_unknown_flag", {"flags", "0x00000020|0x20"},
              [](NCHWArgs& a) {
                Pointwise(a);
                a.flags = 0x20;
              }),
      {"f16_setup_of_an_f32_operator", false, sprt_status_invalid_parameter, kSetupF16, {"f32"},
       [](Fixture& f) {
         return sprt_setup_convolution2d_1x1_nchw_f16(f.op, 1, 8, 8, f.input.data(), f.output.data(), nullptr);
       }},
      {"f32_setup_of_an_f16_operator", false, sprt_status_invalid_parameter, kSetup, {"f16"},
       [](Fixture& f) {
         return sprt_setup_convolution2d_1x1_nchw_f32(f.f16, 1, 8, 8, f.input.data(), f.output.data(), nullptr);
       }},
      {"f16_setup_null_input", false, sprt_status_invalid_parameter, kSetupF16, {"input", kNull},
       [](Fixture& f) {
         return sprt_setup_convolution2d_1x1_nchw_f16(f.f16, 1, 8, 8, nullptr, f.output.data(), nullptr);
       }},
      {"f16_setup_zero_height", false, sprt_status_invalid_parameter, kSetupF16, {"0x8"},
       [](Fixture& f) {
         return sprt_setup_convolution2d_1x1_nchw_f16(f.f16, 1, 0, 8, f.input.data(), f.output.data(), nullptr);
       }},
      {"f16_nchw_setup_of_an_f32_operator", false, sprt_status_invalid_parameter, kSetupNCHWF16,
       {"not an f16 NCHW convolution"},
       [](Fixture& f) {
         return sprt_setup_convolution2d_nchw_f16(f.op, 1, 8, 8, f.input.data(), f.output.data(), nullptr);
       }},
      {"f16_nchw_setup_null_operator", false, sprt_status_invalid_parameter, kSetupNCHWF16, {kNull},
       [](Fixture& f) {
         return sprt_setup_convolution2d_nchw_f16(nullptr, 1, 8, 8, f.input.data(), f.output.data(), nullptr);
       }},
      {"f16_nchw_setup_zero_width", false, sprt_status_invalid_parameter, kSetupNCHWF16, {"8x0"},
       [](Fixture& f) {
         return sprt_setup_convolution2d_nchw_f16(f.f16, 1, 8, 0, f.input.data(), f.output.data(), nullptr);
       }},
      {"nchw_setup_of_an_f16_operator", false, sprt_status_invalid_parameter, kSetupNCHW,
       {"not an f32 NCHW convolution"},
       [](Fixture& f) {
         return sprt_setup_convolution2d_nchw_f32(f.f16, 1, 8, 8, f.input.data(), f.output.data(), nullptr);
       }},

      // Global average pooling.
      Pool("pool_zero_channels", {"channels", "0"}, 0, -kInf, kInf, 0),
      Pool("pool_nan_min", {"output_min", kNaNText}, 8, kNaN, kInf, 0),
      Pool("pool_min_above_max", {"3", "2"}, 8, 3.0f, 2.0f, 0),
      Pool("pool_flags", {"flags", "0x00000001"}, 8, -kInf, kInf, 1),
      Pool("pool_null_operator_out", {kNull}, 8, -kInf, kInf, 0, true),
      DenseSetup("pool_setup_zero_width", kSetupPool, {"width", "0"},
                 [](Fixture& f) {
                   return sprt_setup_global_average_pooling_ncw_f32(f.pool, 1, 0, f.input.data(), f.output.data(),
                                                                    nullptr);
                 }),
      DenseSetup("pool_setup_null_output", kSetupPool, {"output", kNull},
                 [](Fixture& f) {
                   return sprt_setup_global_average_pooling_ncw_f32(f.pool, 1, 8, f.input.data(), nullptr, nullptr);
                 }),
      DenseSetup("pool_setup_overflow", kSetupPool, {"1152921504606846976"},
                 [](Fixture& f) {
                   return sprt_setup_global_average_pooling_ncw_f32(f.pool, UINT64_C(1152921504606846976), 64,
                                                                    f.input.data(), f.output.data(), nullptr);
                 }),
      DenseSetup("pool_setup_of_a_convolution", kSetupPool, {"not an NCW global average pooling"},
                 [](Fixture& f) {
                   return sprt_setup_global_average_pooling_ncw_f32(f.depthwise, 1, 8, f.input.data(),
                                                                    f.output.data(), nullptr);
                 }),

      // Run and info.
      {"run_null_operator", false, sprt_status_invalid_parameter, kRun, {kNull},
       [](Fixture&) { return sprt_run_operator(nullptr, nullptr); }},
      {"run_before_setup", false, sprt_status_invalid_state, kRun, {"set up|setup"},
       [](Fixture& f) { return sprt_run_operator(f.op, nullptr); }},
      {"info_null_operator", false, sprt_status_invalid_parameter, kInfo, {kNull},
       [](Fixture&) {
         sprt_operator_info info = {};
         info.size = sizeof(info);
         return sprt_get_operator_info(nullptr, &info);
       }},
      {"info_null_info", false, sprt_status_invalid_parameter, kInfo, {"info", kNull},
       [](Fixture& f) { return sprt_get_operator_info(f.op, nullptr); }},
      {"info_size_not_set", false, sprt_status_invalid_parameter, kInfo, {"size", "0"},
       [](Fixture& f) {
         sprt_operator_info info = {};
         return sprt_get_operator_info(f.op, &info);
       }},
      {"info_size_too_small", false, sprt_status_invalid_parameter, kInfo, {"size", "16"},
       [](Fixture& f) {
         sprt_operator_info info = {};
         info.size = 16;
         return sprt_get_operator_info(f.op, &info);
       }},
      // A caller that never set size, over memory filled with 0xCD: nothing may be written.
      {"info_size_unset_garbage", false, sprt_status_invalid_parameter, kInfo, {"size", "14829735431805717965"},
       [](Fixture& f) {
         std::vector<unsigned char> bytes(sizeof(sprt_operator_info), 0xCD);
         const std::vector<unsigned char> before = bytes;
         const enum sprt_status status =
             sprt_get_operator_info(f.op, reinterpret_cast<sprt_operator_info*>(bytes.data()));
         EXPECT_EQ(before, bytes) << "a refused call wrote into the caller's struct";
         return status;
       }},
      {"info_size_over_4096", false, sprt_status_invalid_parameter, kInfo, {"size", "4097", "4096"},
       [](Fixture& f) {
         std::vector<unsigned char> bytes(4097, 0);
         const size_t size = bytes.size();
         std::memcpy(bytes.data(), &size, sizeof(size));
         return sprt_get_operator_info(f.op, reinterpret_cast<sprt_operator_info*>(bytes.data()));
       }},
  };
}

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

// Whether `log` contains one of the '|'-separated alternatives (case-insensitive).
bool ContainsAny(const std::string& log, const std::string& alternatives) {
  const std::string haystack = Lower(log);
  size_t start = 0;
  while (start <= alternatives.size()) {
    const size_t end = std::min(alternatives.find('|', start), alternatives.size());
    if (haystack.find(Lower(alternatives.substr(start, end - start))) != std::string::npos) return true;
    start = end + 1;
  }
  return false;
}

class BadInput : public testing::TestWithParam<BadCall> {
 protected:
  void SetUp() override {
    const std::vector<float> kernel(kInputChannels * kOutputChannels, 0.5f);
    ASSERT_EQ(sprt_status_success,
              sprt_create_convolution2d_1x1_nchw_f32(kInputChannels, kOutputChannels, kInputChannels,
                                                     kOutputChannels, kernel.data(), nullptr, -kInf, kInf, 0,
                                                     &fixture_.op));
    const std::vector<uint16_t> halves(kInputChannels * kOutputChannels, UINT16_C(0x3800));
    ASSERT_EQ(sprt_status_success,
              sprt_create_convolution2d_1x1_nchw_f16(kInputChannels, kOutputChannels, kInputChannels,
                                                     kOutputChannels, halves.data(), nullptr, -kInf, kInf, 0,
                                                     &fixture_.f16));
  }
  void TearDown() override {
    EXPECT_EQ(sprt_status_success, sprt_delete_operator(fixture_.op));
    EXPECT_EQ(sprt_status_success, sprt_delete_operator(fixture_.f16));
    EXPECT_EQ(sprt_status_success, sprt_delete_operator(fixture_.depthwise));
    EXPECT_EQ(sprt_status_success, sprt_delete_operator(fixture_.pool));
  }

  Fixture fixture_;
};

TEST_P(BadInput, returns_status_and_logs_one_line) {
  const BadCall& c = GetParam();
  if (c.needs_dense_kernels) {
    const std::vector<float> kernel(64 * 9, 0.5f);
    const sprt_status dw = sprt_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 64, 1, 1, 64, 64,
                                                              kernel.data(), nullptr, -kInf, kInf, 0,
                                                              &fixture_.depthwise);
    if (dw == sprt_status_unsupported_hardware) GTEST_SKIP() << "no depthwise kernels for this ISA (NEON)";
    ASSERT_EQ(sprt_status_success, dw);
    ASSERT_EQ(sprt_status_success, sprt_create_global_average_pooling_ncw_f32(19, -kInf, kInf, 0, &fixture_.pool));
  }
  testing::internal::CaptureStderr();
  const sprt_status status = c.call(fixture_);
  const std::string log = testing::internal::GetCapturedStderr();
  EXPECT_EQ(c.expected, status);
  EXPECT_EQ(1, std::count(log.begin(), log.end(), '\n')) << "stderr:\n" << log;
  EXPECT_NE(std::string::npos, log.find(c.function)) << "stderr does not name " << c.function << ":\n" << log;
  if (std::strcmp(c.function, kCreate) == 0) {
    EXPECT_EQ(std::string::npos, log.find(kCreateCsr)) << "the dense entry point logs as the CSR one:\n" << log;
  }
  if (std::strcmp(c.function, kCreateF16) == 0) {
    EXPECT_EQ(std::string::npos, log.find(kCreateCsrF16)) << "the dense entry point logs as the CSR one:\n" << log;
  }
  for (const std::string& e : c.evidence) {
    EXPECT_TRUE(ContainsAny(log, e)) << "stderr lacks \"" << e << "\":\n" << log;
  }
}

INSTANTIATE_TEST_SUITE_P(ConvolutionNCHW, BadInput, testing::ValuesIn(BadCalls()),
                         [](const testing::TestParamInfo<BadCall>& info) { return info.param.name; });

// --- Calls that are valid in spite of appearances: success, and silence on stderr ----------------

bool InfoLogging() {
  const char* level = std::getenv("SPRT_LOG");
  return level != nullptr && level[0] != '\0';
}

TEST(ValidEdgeCalls, delete_null_is_success) {
  testing::internal::CaptureStderr();
  EXPECT_EQ(sprt_status_success, sprt_delete_operator(nullptr));
  EXPECT_EQ("", testing::internal::GetCapturedStderr());
}

// An empty batch sets up and runs, doing nothing; no valid call writes to stderr.
TEST(ValidEdgeCalls, empty_batch_runs_and_valid_calls_are_silent) {
  const std::vector<float> kernel(kInputChannels * kOutputChannels, 0.5f);
  std::vector<float> input(kInputChannels * 64 + 16, 1.0f);
  std::vector<float> output(kOutputChannels * 64, -7.0f);
  testing::internal::CaptureStderr();
  sprt_operator_t op = nullptr;
  ASSERT_EQ(sprt_status_success,
            sprt_create_convolution2d_1x1_nchw_f32(kInputChannels, kOutputChannels, kInputChannels, kOutputChannels,
                                                   kernel.data(), nullptr, -kInf, kInf, 0, &op));
  EXPECT_EQ(sprt_status_success,
            sprt_setup_convolution2d_1x1_nchw_f32(op, 0, 8, 8, input.data(), output.data(), nullptr));
  EXPECT_EQ(sprt_status_success, sprt_run_operator(op, nullptr));
  sprt_operator_info info = {};
  info.size = sizeof(info);
  EXPECT_EQ(sprt_status_success, sprt_get_operator_info(op, &info));
  const std::string log = testing::internal::GetCapturedStderr();
  if (!InfoLogging()) {
    EXPECT_EQ("", log);
  }
  for (float v : output) ASSERT_EQ(-7.0f, v) << "an empty batch wrote the output";
  EXPECT_EQ(sprt_status_success, sprt_delete_operator(op));
}

// A caller's struct may be older (shorter) or newer (longer) than the library's: the fields both
// know are filled, the caller's size is kept, the bytes of a newer caller's unknown fields are
// zeroed, and nothing past `size` is written.
TEST(ValidEdgeCalls, info_fills_what_the_callers_size_covers) {
  const std::vector<float> kernel(kInputChannels * kOutputChannels, 0.5f);
  sprt_operator_t op = nullptr;
  ASSERT_EQ(sprt_status_success,
            sprt_create_convolution2d_1x1_nchw_f32(kInputChannels, kOutputChannels, kInputChannels, kOutputChannels,
                                                   kernel.data(), nullptr, -kInf, kInf, 0, &op));
  sprt_operator_info full = {};
  full.size = sizeof(full);
  ASSERT_EQ(sprt_status_success, sprt_get_operator_info(op, &full));

  // An older caller: a struct ending at repacked_at_setup, followed by bytes it owns.
  const size_t old_size = offsetof(sprt_operator_info, repacked_at_setup) + sizeof(bool);
  std::vector<unsigned char> older(sizeof(sprt_operator_info) + 8, 0xAB);
  std::memcpy(older.data(), &old_size, sizeof(old_size));
  ASSERT_EQ(sprt_status_success, sprt_get_operator_info(op, reinterpret_cast<sprt_operator_info*>(older.data())));
  sprt_operator_info seen;
  std::memcpy(&seen, older.data(), old_size);
  EXPECT_EQ(old_size, seen.size);
  EXPECT_EQ(full.nonzeros, seen.nonzeros);
  EXPECT_STREQ(full.ukernel, seen.ukernel);
  for (size_t i = old_size; i < older.size(); i++) ASSERT_EQ(0xAB, older[i]) << "byte " << i << " past the size";

  // A newer caller: 24 more bytes of fields this library does not know, zeroed.
  const size_t new_size = sizeof(sprt_operator_info) + 24;
  std::vector<unsigned char> newer(new_size + 8, 0xAB);
  std::memcpy(newer.data(), &new_size, sizeof(new_size));
  ASSERT_EQ(sprt_status_success, sprt_get_operator_info(op, reinterpret_cast<sprt_operator_info*>(newer.data())));
  std::memcpy(&seen, newer.data(), sizeof(seen));
  EXPECT_EQ(new_size, seen.size);
  EXPECT_EQ(full.output_channels, seen.output_channels);
  for (size_t i = sizeof(sprt_operator_info); i < new_size; i++) ASSERT_EQ(0, newer[i]) << "unknown byte " << i;
  for (size_t i = new_size; i < newer.size(); i++) ASSERT_EQ(0xAB, newer[i]) << "byte " << i << " past the size";
  EXPECT_EQ(sprt_status_success, sprt_delete_operator(op));
}

}  // namespace
