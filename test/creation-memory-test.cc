// Creation, setup and run with huge input-channel counts and a handful of weights: memory and time
// must follow the weights and the output channels, not the input channels (a model file chooses
// them). Each case runs in a forked child under a memory limit and reports its peak RSS growth, the
// time of the sprt calls and its checks through a pipe; the parent asserts.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include <pthreadpool.h>
#include <sprt.h>

#include "test/reference.h"

// ASan and TSan reserve terabytes of address space: RLIMIT_AS only without them; the RSS bound
// holds in every build, scaled by the shadow memory each keeps per byte the test touches.
#if defined(__SANITIZE_THREAD__)
#define SPRT_TEST_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SPRT_TEST_TSAN 1
#endif
#endif
#ifndef SPRT_TEST_TSAN
#define SPRT_TEST_TSAN 0
#endif
#if SPRT_TEST_TSAN || defined(__SANITIZE_ADDRESS__)
#define SPRT_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define SPRT_TEST_SANITIZED 1
#endif
#endif
#ifndef SPRT_TEST_SANITIZED
#define SPRT_TEST_SANITIZED 0
#endif

namespace {

using sprt_test::CheckAgainstReference;
using sprt_test::ComputeReference;
using sprt_test::OutputView;
using sprt_test::Reference;

constexpr size_t kMiB = size_t{1} << 20;
// What creation, setup and run may add beyond the buffers the test itself fills (input, dense
// kernel): the library's own memory for six weights is kilobytes, the rest is slack for the
// allocator, the thread pool and the loader.
constexpr size_t kSlackBytes = 64 * kMiB;

struct ChildReport {
  int failures;          // checks that failed in the child (details on its stderr)
  int status;            // the first sprt status that was not success, else 0
  double seconds;        // the sprt calls alone
  long rss_growth_kib;   // peak RSS minus RSS at the start of the child
};

long CurrentRssKib() {
  long pages = 0, resident = 0;
  FILE* f = std::fopen("/proc/self/statm", "r");
  if (f == nullptr) return 0;
  if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
  std::fclose(f);
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

size_t CurrentAddressSpaceBytes() {
  long pages = 0;
  FILE* f = std::fopen("/proc/self/statm", "r");
  if (f == nullptr) return 0;
  if (std::fscanf(f, "%ld", &pages) != 1) pages = 0;
  std::fclose(f);
  return static_cast<size_t>(pages) * static_cast<size_t>(sysconf(_SC_PAGESIZE));
}

long PeakRssKib() {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

// The child's side: body(report) runs the case, counting failed checks in report.failures.
class Child {
 public:
  explicit Child(ChildReport* report) : report_(report) {}
  bool Check(bool ok, const std::string& what) {
    if (!ok) {
      report_->failures++;
      std::fprintf(stderr, "creation_memory_test child: %s\n", what.c_str());
    }
    return ok;
  }
  bool Status(enum sprt_status status, const char* call) {
    if (status != sprt_status_success && report_->status == 0) report_->status = status;
    return Check(status == sprt_status_success, std::string(call) + " returned status " + std::to_string(status));
  }
  // Times the sprt calls only (not filling buffers or the reference).
  template <typename F>
  auto Timed(F f) {
    const auto start = std::chrono::steady_clock::now();
    auto result = f();
    report_->seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
  }

 private:
  ChildReport* report_;
};

// Runs body in a forked child limited to `budget_bytes` more address space (without sanitizers)
// and asserts its report: no failed check, RSS growth within budget_bytes, sprt calls within
// max_seconds.
template <typename Body>
void RunBounded(size_t budget_bytes, double max_seconds, Body body) {
  int fds[2];
  ASSERT_EQ(0, pipe(fds));
  std::fflush(nullptr);
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    close(fds[0]);
    ChildReport report = {};
    if (!SPRT_TEST_SANITIZED) {
      // Threads' stacks and the loader's mappings are address space without being memory.
      const rlim_t limit = CurrentAddressSpaceBytes() + budget_bytes + 256 * kMiB;
      const struct rlimit rl = {limit, limit};
      setrlimit(RLIMIT_AS, &rl);
    }
    const long rss_start = CurrentRssKib();
    Child child(&report);
    body(child);
    report.rss_growth_kib = PeakRssKib() - rss_start;
    const ssize_t written = write(fds[1], &report, sizeof(report));
    _exit(written == static_cast<ssize_t>(sizeof(report)) ? 0 : 1);
  }
  close(fds[1]);
  ChildReport report = {};
  const ssize_t got = read(fds[0], &report, sizeof(report));
  close(fds[0]);
  int wstatus = 0;
  ASSERT_EQ(pid, waitpid(pid, &wstatus, 0));
  ASSERT_TRUE(WIFEXITED(wstatus)) << "child killed by signal " << (WIFSIGNALED(wstatus) ? WTERMSIG(wstatus) : 0);
  ASSERT_EQ(0, WEXITSTATUS(wstatus));
  ASSERT_EQ(static_cast<ssize_t>(sizeof(report)), got) << "no report from the child";
  EXPECT_EQ(0, report.status) << "first failing sprt status";
  EXPECT_EQ(0, report.failures) << "checks failed in the child (see its stderr)";
  EXPECT_LE(static_cast<size_t>(std::max(report.rss_growth_kib, 0L)) * 1024, budget_bytes)
      << "peak RSS grew by " << report.rss_growth_kib << " KiB";
  EXPECT_LE(report.seconds, max_seconds);
  std::printf("peak RSS +%ld KiB (budget %zu KiB), sprt calls %.3f s (bound %.1f s)\n", report.rss_growth_kib,
              budget_bytes / 1024, report.seconds, max_seconds);
}

// Sanitizers shadow every byte the test touches: ASan one byte per eight; TSan four bytes per byte
// plus its metadata (measured: 5.1 times the buffers in all).
size_t Budget(size_t buffer_bytes) {
  const size_t shadow = SPRT_TEST_TSAN ? 5 * buffer_bytes : SPRT_TEST_SANITIZED ? buffer_bytes / 8 : 0;
  return buffer_bytes + shadow + kSlackBytes;
}

// The sprt calls may each make one pass over what the test's buffers hold (at 100 MB/s, far below
// any machine and ASan included) plus two seconds. TSan intercepts every atomic and pthreadpool
// callback, qemu translates them: 2^16 one-pixel images ran 43x (TSan) and 32x (qemu-aarch64) slower
// than natively (4.7 s, 3.2 s against 0.11 s), so 5 MB/s there.
double TimeBound(size_t buffer_bytes) {
#if defined(__aarch64__)
  const bool slow = true;  // aarch64 tests run under qemu-aarch64 (scripts/test.sh)
#else
  const bool slow = SPRT_TEST_TSAN;
#endif
  const double bytes_per_second = slow ? 5.0e6 : 100.0e6;
  return 2.0 + static_cast<double>(buffer_bytes) / bytes_per_second;
}

// Six weights in five output channels over `input_channels`, at both ends, the middle and thirds of
// the channels; row 0 lists its columns descending (CSR rows need not be sorted), row 2 is empty.
sprt_test::SparseMatrix SixWeights(size_t input_channels) {
  sprt_test::SparseMatrix w;
  w.rows = 5;
  w.columns = input_channels;
  const uint32_t last = static_cast<uint32_t>(input_channels - 1);
  w.row_offsets = {0, 2, 3, 3, 5, 6};
  w.column_indices = {last, 0, static_cast<uint32_t>(input_channels / 2), 7, static_cast<uint32_t>(input_channels / 3),
                      12345};
  w.values = {1.5f, -2.25f, 0.75f, 3.0f, -1.125f, 0.5f};
  return w;
}

const std::vector<float> kBias = {0.25f, -0.5f, 1.0f, 0.0f, 2.0f};

// Every weight of `rows` output channels over `input_channels`: 64 rows read each input row 16 times
// per pixel tile (16 panels), enough for a misaligned input to be copied to aligned rows
// (SPRT_MIN_REALIGN_ROW_READS); bias[rows].
sprt_test::SparseMatrix DenseWeights(size_t input_channels, size_t rows, std::vector<float>* bias) {
  sprt_test::SparseMatrix w;
  w.rows = rows;
  w.columns = input_channels;
  w.row_offsets.push_back(0);
  for (size_t r = 0; r < rows; r++) {
    for (size_t c = 0; c < input_channels; c++) {
      w.column_indices.push_back(static_cast<uint32_t>(c));
      w.values.push_back(0.25f * static_cast<float>((r * 7 + c * 3) % 9) - 1.0f);
    }
    w.row_offsets.push_back(static_cast<uint32_t>(w.column_indices.size()));
  }
  bias->assign(rows, 0.0f);
  for (size_t r = 0; r < rows; r++) (*bias)[r] = 0.125f * static_cast<float>(r % 5) - 0.25f;
  return w;
}

// Creation and deletion alone (an input of 2^31 channels would be 8 GB).
void CreateAndDelete(size_t input_channels, uint32_t flags) {
  SCOPED_TRACE(testing::Message() << input_channels << " input channels, flags " << flags);
  RunBounded(Budget(0), TimeBound(0), [&](Child& child) {
    const sprt_test::SparseMatrix w = SixWeights(input_channels);
    sprt_operator_t op = nullptr;
    const enum sprt_status status = child.Timed([&] {
      return sprt_create_convolution2d_1x1_nchw_f32_csr(
          input_channels, w.rows, input_channels, w.rows, w.row_offsets.data(), w.column_indices.data(),
          w.values.data(), kBias.data(), -INFINITY, INFINITY, flags, &op);
    });
    if (!child.Status(status, "create")) return;
    struct sprt_operator_info info = {};
    info.size = sizeof(info);
    if (child.Status(sprt_get_operator_info(op, &info), "info")) {
      child.Check(info.nonzeros == w.nonzeros(), "info.nonzeros " + std::to_string(info.nonzeros));
      child.Check(info.input_channels == input_channels, "info.input_channels");
      // Counts, indices and values of six weights in a few panels per chunk holding them.
      child.Check(info.packed_weight_bytes < 64 * 1024,
                  "packed_weight_bytes " + std::to_string(info.packed_weight_bytes));
    }
    child.Status(child.Timed([&] { return sprt_delete_operator(op); }), "delete");
  });
}

// The operator, set up for `pixels` pixels per image at input + misalign floats and run with 1 and
// 2 threads: bitwise the same outputs, within the float64 reference's bound.
void SetupAndRun(Child& child, sprt_operator_t op, const sprt_test::SparseMatrix& w, size_t batch, size_t pixels,
                 size_t misalign, const std::vector<float>& bias = kBias) {
  const size_t elements = batch * w.columns * pixels;
  // x86 and scalar kernels read nothing past the input; NEON ones up to SPRT_EXTRA_BYTES.
  std::vector<float> buffer(misalign + elements + SPRT_EXTRA_BYTES / sizeof(float), 0.0f);
  float* input = buffer.data() + misalign;
  for (size_t b = 0; b < batch; b++) {
    for (uint32_t c : w.column_indices) {
      for (size_t p = 0; p < pixels; p++) {
        input[(b * w.columns + c) * pixels + p] = 0.5f + static_cast<float>((c + 3 * p + 7 * b) % 11) * 0.125f;
      }
    }
  }
  const Reference ref = ComputeReference(w, bias, input, batch, w.columns, pixels);
  pthreadpool_t two = pthreadpool_create(2);
  std::vector<float> outputs[2];
  for (int t = 0; t < 2; t++) {
    pthreadpool_t pool = t == 0 ? nullptr : two;
    outputs[t].assign(batch * w.rows * pixels, sprt_test::Sentinel());
    if (!child.Status(child.Timed([&] {
          return sprt_setup_convolution2d_1x1_nchw_f32(op, batch, 1, pixels, input, outputs[t].data(), pool);
        }), "setup")) break;
    if (!child.Status(child.Timed([&] { return sprt_run_operator(op, pool); }), "run")) break;
    const size_t mismatches = CheckAgainstReference(OutputView{outputs[t].data(), w.rows, pixels}, ref, -INFINITY,
                                                    INFINITY);
    child.Check(mismatches == 0, std::to_string(mismatches) + " outputs off the reference");
  }
  child.Check(outputs[0].size() == outputs[1].size() &&
                  std::memcmp(outputs[0].data(), outputs[1].data(), outputs[0].size() * sizeof(float)) == 0,
              "1 and 2 threads differ (or a run failed)");
  pthreadpool_destroy(two);
}

// Creation, setup and run of the CSR entry point with an input that fits (Cin x pixels floats).
void CsrSetupAndRun(size_t input_channels, size_t batch, size_t pixels, uint32_t flags) {
  SCOPED_TRACE(testing::Message() << input_channels << " input channels, batch " << batch << ", " << pixels
                                  << " pixels, flags " << flags);
  const size_t input_bytes = (batch * input_channels * pixels + 1 + SPRT_EXTRA_BYTES) * sizeof(float);
  for (size_t misalign : {0, 1}) {
    SCOPED_TRACE(testing::Message() << "input misaligned by " << misalign << " floats");
    RunBounded(Budget(input_bytes), TimeBound(input_bytes), [&](Child& child) {
      const sprt_test::SparseMatrix w = SixWeights(input_channels);
      sprt_operator_t op = nullptr;
      if (!child.Status(child.Timed([&] {
            return sprt_create_convolution2d_1x1_nchw_f32_csr(
                input_channels, w.rows, input_channels, w.rows, w.row_offsets.data(), w.column_indices.data(),
                w.values.data(), kBias.data(), -INFINITY, INFINITY, flags, &op);
          }), "create")) return;
      SetupAndRun(child, op, w, batch, pixels, misalign);
      child.Status(sprt_delete_operator(op), "delete");
    });
  }
}

TEST(CreationMemory, csr_2_28_input_channels_create) {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  CreateAndDelete(size_t{1} << 28, 0);
  CreateAndDelete(size_t{1} << 28, SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER);
  CreateAndDelete(size_t{1} << 28, SPRT_FLAG_REORDER_OUTPUT_CHANNELS);
}

// The API's largest: input_channels up to UINT32_MAX.
TEST(CreationMemory, csr_2_31_input_channels_create) {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  CreateAndDelete(size_t{1} << 31, 0);
  CreateAndDelete(size_t{1} << 31, SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER);
  CreateAndDelete(UINT32_MAX, 0);
}

// 2^26 channels of one pixel: the input alone is 256 MB. Misaligned, it is read in place: six
// weights read each input row far fewer than SPRT_MIN_REALIGN_ROW_READS times.
TEST(CreationMemory, csr_2_26_input_channels_setup_and_run) {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  CsrSetupAndRun(size_t{1} << 26, 1, 1, 0);
  CsrSetupAndRun(size_t{1} << 26, 1, 1, SPRT_FLAG_KEEP_OUTPUT_CHANNEL_ORDER);
}

// Several pixel tiles and two images: chunks run tile by tile.
TEST(CreationMemory, csr_2_20_input_channels_batch_and_tiles) {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  CsrSetupAndRun(size_t{1} << 20, 2, 37, 0);
}

// The dense entry point must read its 1 x 2^26 kernel (256 MB) but allocate nothing per input
// channel beyond it.
TEST(CreationMemory, dense_2_26_input_channels_setup_and_run) {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  const size_t input_channels = size_t{1} << 26;
  const size_t kernel_bytes = input_channels * sizeof(float);
  const size_t input_bytes = (input_channels + 1 + SPRT_EXTRA_BYTES) * sizeof(float);
  for (size_t misalign : {0, 1}) {
    SCOPED_TRACE(testing::Message() << "input misaligned by " << misalign << " floats");
    RunBounded(Budget(kernel_bytes + input_bytes), TimeBound(kernel_bytes + input_bytes), [&](Child& child) {
      sprt_test::SparseMatrix w;
      w.rows = 1;
      w.columns = input_channels;
      const uint32_t columns[] = {0, 7, 12345, static_cast<uint32_t>(input_channels / 3),
                                  static_cast<uint32_t>(input_channels / 2), static_cast<uint32_t>(input_channels - 1)};
      const float values[] = {1.5f, -2.25f, 0.75f, 3.0f, -1.125f, 0.5f};
      w.row_offsets = {0, 6};
      w.column_indices.assign(columns, columns + 6);
      w.values.assign(values, values + 6);
      std::vector<float> kernel(input_channels, 0.0f);
      for (size_t i = 0; i < 6; i++) kernel[columns[i]] = values[i];
      sprt_operator_t op = nullptr;
      if (!child.Status(child.Timed([&] {
            return sprt_create_convolution2d_1x1_nchw_f32(input_channels, 1, input_channels, 1, kernel.data(),
                                                          kBias.data(), -INFINITY, INFINITY, 0, &op);
          }), "create")) return;
      SetupAndRun(child, op, w, 1, 1, misalign);
      child.Status(sprt_delete_operator(op), "delete");
    });
  }
}

}  // namespace

namespace {

// A misaligned input is copied to aligned slots, one per unit running at once: 2^14 images of one
// pixel, 64 channels and 64 outputs (each input row read 16 times: copied) must not ask for a slot
// per image (24 KB each with the AVX-512 tile: 384 MB).
TEST(CreationMemory, misaligned_batch_of_2_14_images) {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  const size_t input_channels = 64, rows = 64, batch = size_t{1} << 14;
  const size_t input_bytes = (batch * input_channels + 1 + SPRT_EXTRA_BYTES) * sizeof(float);
  // Two outputs (1 and 2 threads) and the float64 reference's values and magnitudes.
  const size_t output_bytes = batch * rows * (2 * sizeof(float) + 2 * sizeof(double));
  RunBounded(Budget(input_bytes + output_bytes), TimeBound(input_bytes + output_bytes), [&](Child& child) {
    std::vector<float> bias;
    const sprt_test::SparseMatrix w = DenseWeights(input_channels, rows, &bias);
    sprt_operator_t op = nullptr;
    if (!child.Status(child.Timed([&] {
          return sprt_create_convolution2d_1x1_nchw_f32_csr(
              input_channels, w.rows, input_channels, w.rows, w.row_offsets.data(), w.column_indices.data(),
              w.values.data(), bias.data(), -INFINITY, INFINITY, 0, &op);
        }), "create")) return;
    SetupAndRun(child, op, w, batch, 1, /*misalign=*/1, bias);
    struct sprt_operator_info info = {};
    info.size = sizeof(info);
    if (child.Status(sprt_get_operator_info(op, &info), "info") &&
        (std::string(info.isa) == "avx2" || std::string(info.isa) == "avx512f")) {
      child.Check(info.input_realigned, "input_realigned");
    }
    child.Status(sprt_delete_operator(op), "delete");
  });
}

}  // namespace

namespace {

// A realigned slot holds one pixel tile of one chunk, whatever the image: setting up 5 * 10^9 pixels
// per image at a misaligned input once asked for 21 GB (fuzz/convolution-1x1-fuzzer). Setup alone
// (it reads no input).
TEST(CreationMemory, misaligned_setup_of_5e9_pixels_per_image) {
  ASSERT_EQ(sprt_status_success, sprt_initialize());
  RunBounded(Budget(0), TimeBound(0), [&](Child& child) {
    const size_t input_channels = 1024;
    std::vector<float> bias;
    const sprt_test::SparseMatrix w = DenseWeights(input_channels, 64, &bias);
    sprt_operator_t op = nullptr;
    if (!child.Status(child.Timed([&] {
          return sprt_create_convolution2d_1x1_nchw_f32_csr(
              input_channels, w.rows, input_channels, w.rows, w.row_offsets.data(), w.column_indices.data(),
              w.values.data(), bias.data(), -INFINITY, INFINITY, 0, &op);
        }), "create")) return;
    alignas(64) static float buffer[32];
    pthreadpool_t two = pthreadpool_create(2);
    for (pthreadpool_t threads : {static_cast<pthreadpool_t>(nullptr), two}) {
      child.Status(child.Timed([&] {
        return sprt_setup_convolution2d_1x1_nchw_f32(op, 1, 50000, 100000, buffer + 1, buffer, threads);
      }), "setup");
    }
    pthreadpool_destroy(two);
    struct sprt_operator_info info = {};
    info.size = sizeof(info);
    // Setup realigns for the AVX kernels only (NEON loads gain nothing from it).
    if (child.Status(sprt_get_operator_info(op, &info), "info") &&
        (std::string(info.isa) == "avx2" || std::string(info.isa) == "avx512f")) {
      child.Check(info.input_realigned, "input_realigned");
    }
    child.Status(sprt_delete_operator(op), "delete");
  });
}

}  // namespace
