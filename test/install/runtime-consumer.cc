// MobileNetV1 through XNNPACK's own runtime, built outside Bazel by scripts/install-test.sh and run
// with the installed plugin preloaded: the dense runtime and the runtime with
// XNN_FLAG_HINT_SPARSE_INFERENCE (80% sparse pointwise layers) must agree at the logits within the
// model tolerance (test/logits.h); the script checks the plugin's SPRT_LOG=info lines.
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "models/network-runtime.h"

int main() {
  if (xnn_initialize(nullptr) != xnn_status_success) return 1;
  const auto weights = sprt_models::NetworkWeights::Generate(sprt_models::Architecture::kMobileNetV1, /*seed=*/7, /*pointwise_sparsity=*/0.8);
  using sprt_models::kClasses;
  using sprt_models::kImageSize;
  std::vector<float> input(kImageSize * kImageSize * 3 + XNN_EXTRA_BYTES / sizeof(float));
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> value(0.0f, 1.0f);
  for (float& v : input) v = value(rng);
  std::vector<float> logits[2] = {std::vector<float>(kClasses), std::vector<float>(kClasses)};
  const uint32_t flags[2] = {0, XNN_FLAG_HINT_SPARSE_INFERENCE};
  for (int i = 0; i < 2; i++) {
    std::string error;
    auto model = sprt_models::NetworkRuntime::Create(weights, 1, nullptr, flags[i], &error);
    if (model == nullptr || !model->Setup(input.data(), logits[i].data(), &error) || !model->Run(&error)) {
      std::fprintf(stderr, "runtime-consumer: %s\n", error.c_str());
      return 1;
    }
  }
  float scale = 0.0f;
  double worst = 0.0;
  for (size_t c = 0; c < kClasses; c++) {
    scale = std::max(scale, std::abs(logits[0][c]));
    worst = std::max(worst, std::abs(double(logits[0][c]) - double(logits[1][c])));
  }
  const double tolerance = 29 * 2.0 * 1025 * 0x1.0p-24 * scale;  // MobileNetV1's bound of test/logits.h
  std::printf("runtime-consumer: sparse vs dense runtime: largest logit difference %.3g (bound %.3g)\n", worst,
              tolerance);
  return worst <= tolerance ? 0 : 1;
}
