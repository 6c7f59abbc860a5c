// Agreement of two models' logits (network tests): the bound derived here and in network-test.cc,
// and the top-1 check.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "models/network.h"

namespace sprt_test {

// Relative logit bound of a network of `layers` computing layers whose outputs sum at most `terms`
// products. Each layer's float32 result is within 2(n+1)u of its magnitude sum|w x| (the
// per-operator test of network-test.cc checks that bound; u = 2^-24). ReLU6 is 1-Lipschitz and the
// He-scaled layers keep activations O(1), so an input error passes through a layer scaled by about
// its gain (~1), and a residual add passes both its inputs' errors on, each once. Summed over the
// layers the worst case is layers x 2(n+1)u of the activation scale (MobileNetV1: 29 x 1.2e-4 =
// 3.5e-3); errors of independent roundings mostly cancel, so that times max|logit| is a safe bound
// that a wrong kernel still exceeds (in MobileNetV1 one dropped weight changes a logit by ~1e-2 of
// its scale).
inline double RelativeLogitBound(size_t layers, size_t terms) {
  return static_cast<double>(layers) * 2.0 * static_cast<double>(terms + 1) * 0x1.0p-24;
}

// The bound of a network of models/network.h: its convolutions, adds, pooling and classifier; n the
// largest fan-in.
inline double RelativeLogitBound(const sprt_models::NetworkWeights& weights) {
  size_t layers = 1, terms = 0;  // the pooling
  for (const sprt_models::LayerWeights& l : weights.layers) {
    layers += l.residual_from != sprt_models::kNone ? 2 : 1;
    terms = std::max(terms, l.kernel * l.kernel * (l.input_channels / l.groups));
  }
  return RelativeLogitBound(layers, terms);
}

inline double LogitTolerance(const std::vector<float>& logits, double relative_bound) {
  float scale = 0.0f;
  for (float v : logits) scale = std::max(scale, std::abs(v));
  return relative_bound * static_cast<double>(scale);
}

inline double LogitTolerance(const std::vector<float>& logits, const sprt_models::NetworkWeights& weights) {
  return LogitTolerance(logits, RelativeLogitBound(weights));
}

// Every logit of `b` within the bound of `a`'s; the top-1 class the same wherever the two largest
// logits of `a` are further apart than twice the bound. `classes` logits per image.
inline void ExpectLogitsAgree(const char* a_name, const std::vector<float>& a, const char* b_name,
                              const std::vector<float>& b, double relative_bound, size_t batch,
                              size_t classes = sprt_models::kClasses) {
  const double tolerance = LogitTolerance(a, relative_bound);
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

inline void ExpectLogitsAgree(const char* a_name, const std::vector<float>& a, const char* b_name,
                              const std::vector<float>& b, const sprt_models::NetworkWeights& weights, size_t batch) {
  ExpectLogitsAgree(a_name, a, b_name, b, RelativeLogitBound(weights), batch);
}

}  // namespace sprt_test
