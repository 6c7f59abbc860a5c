// Agreement of two models' logits (MobileNetV1 tests): the bound derived in mobilenet-v1-test.cc and
// the top-1 check.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace sprt_test {

// Logit bound. Each layer's float32 result is within 2(n+1)u of its magnitude sum|w x| (the
// per-operator test of mobilenet-v1-test.cc checks that bound; n <= 1024 products, u = 2^-24, so
// <= 1.3e-4 relative). ReLU6 is 1-Lipschitz and the He-scaled layers keep activations O(1), so an
// input error passes through a layer scaled by about its gain (~1). Summed over the 29 layers the
// worst case is about 29 x 1.3e-4 = 3.6e-3 of the activation scale; errors of independent roundings
// mostly cancel, so 3.6e-3 x max|logit| is a safe bound that a wrong kernel (one dropped weight
// changes a logit by ~1e-2 of its scale) still exceeds.
inline double LogitTolerance(const std::vector<float>& logits) {
  float scale = 0.0f;
  for (float v : logits) scale = std::max(scale, std::abs(v));
  return 3.6e-3 * static_cast<double>(scale);
}

// Every logit of `b` within the bound of `a`'s; the top-1 class the same wherever the two largest
// logits of `a` are further apart than twice the bound. `classes` logits per image.
inline void ExpectLogitsAgree(const char* a_name, const std::vector<float>& a, const char* b_name,
                              const std::vector<float>& b, size_t batch, size_t classes = 1000) {
  const double tolerance = LogitTolerance(a);
  for (size_t n = 0; n < batch; n++) {
    size_t mismatches = 0;
    for (size_t c = 0; c < classes; c++) {
      const float x = a[n * classes + c], y = b[n * classes + c];
      if (!(std::abs(x - y) <= tolerance) && mismatches++ < 3) {
        ADD_FAILURE() << a_name << " vs " << b_name << ", image " << n << ", class " << c << ": " << x << " vs "
                      << y << " (tolerance " << tolerance << ")";
      }
    }
    EXPECT_EQ(0u, mismatches) << a_name << " vs " << b_name << ", image " << n;
    std::vector<size_t> order(classes);
    for (size_t c = 0; c < classes; c++) order[c] = c;
    const float* la = &a[n * classes];
    const float* lb = &b[n * classes];
    std::partial_sort(order.begin(), order.begin() + 2, order.end(), [&](size_t i, size_t j) { return la[i] > la[j]; });
    if (la[order[0]] - la[order[1]] > 2.0 * tolerance) {
      EXPECT_EQ(order[0], static_cast<size_t>(std::max_element(lb, lb + classes) - lb))
          << a_name << " vs " << b_name << ": top-1 differs, image " << n;
    }
  }
}

}  // namespace sprt_test
